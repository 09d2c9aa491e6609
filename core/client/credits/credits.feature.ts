import type { ClientFeature } from '../client-feature.ts';
import { CreditsStore } from './credits-store.ts';

/** The organization's credits: plan, balance, ledger and purchases (spec 4.2). */
export const creditsFeature: ClientFeature = { name: 'credits', stores: [CreditsStore] };
