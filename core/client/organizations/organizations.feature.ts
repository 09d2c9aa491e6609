import type { ClientFeature } from '../client-feature.ts';
import { OrganizationStore } from './organization-store.ts';

/** The organization: its settings, members, invitations and join requests. */
export const organizationsFeature: ClientFeature = { name: 'organizations', stores: [OrganizationStore] };
