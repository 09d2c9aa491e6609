import type { ClientFeature } from '../client-feature.ts';
import { OutreachStore } from './outreach-store.ts';

/** Outreach with Instantly: campaigns, their leads, analytics and settings. */
export const outreachFeature: ClientFeature = { name: 'outreach', stores: [OutreachStore] };
