import type { ClientFeature } from '../client-feature.ts';
import { PlatformAdminService } from './platform-admin-service.ts';

/** The platform admin's reads and changes across organizations. */
export const adminFeature: ClientFeature = { name: 'admin', services: [PlatformAdminService] };
