import type { ClientFeature } from '../client-feature.ts';
import { LeadSearchStore } from './lead-search-store.ts';

/** Lead search (Apollo) and the space's lead lists. */
export const leadsFeature: ClientFeature = { name: 'leads', stores: [LeadSearchStore] };
