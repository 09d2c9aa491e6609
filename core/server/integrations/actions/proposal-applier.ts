import type { ServiceIdentifier } from 'inversify';
import type { Principal } from '../../auth/principal.ts';

/** What applying a proposal did, as the card and the audit log show it. */
export interface AppliedAction {
  /** e.g. "Draft campaign 'Q3 launch' created in Instantly with 50 leads". */
  summary: string;
  /** The provider's id of what was created. */
  externalId: string | null;
  /** Where to see it (the provider's edit link, or a page of ours), when there is one. */
  link: string | null;
}

/**
 * Performs one kind of proposal (`action`, e.g. `draft_campaign`, `publish_draft`) when a person applies it.
 * The payload is checked again here: it was written by a model. Role and space checks are the caller's
 * (ApplyProposal); the applier performs the provider call through the space's connection.
 */
export interface ProposalApplier {
  readonly action: string;
  apply(principal: Principal, spaceId: string, payload: Record<string, unknown>): Promise<AppliedAction>;
}
/** Multi-injected: one per write action. */
export const ProposalApplier: ServiceIdentifier<ProposalApplier> = Symbol.for('server.ProposalApplier');
