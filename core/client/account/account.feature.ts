import type { ClientFeature } from '../client-feature.ts';
import { AccountSettingsService } from './account-settings-service.ts';

/** The signed-in person's own account: name, password and active sessions. */
export const accountFeature: ClientFeature = { name: 'account', services: [AccountSettingsService] };
