/**
 * An agent's proposal to act in a connected tool moves pending → applying → applied, or → failed (which may be
 * tried again); a person may dismiss a pending or failed one.
 */
export type ProposalStatus = 'pending' | 'applying' | 'applied' | 'failed' | 'dismissed' | 'expired';

/** The statuses a person may apply from. */
export const APPLICABLE_STATUSES: readonly ProposalStatus[] = ['pending', 'failed'];

/**
 * An `applying` claim older than this was left by a process that died mid-apply (provider calls time out well
 * before): it reads as failed, and may be tried again.
 */
export const STALE_APPLYING_MS = 5 * 60_000;

/**
 * A card not applied within this reads as expired and can no longer be applied: what it would create was read
 * from the tools a week ago, and the person should ask again for a fresh one.
 */
export const PROPOSAL_LIFETIME_MS = 7 * 24 * 3600_000;

/** Whether a card still open (pending or failed) is past its lifetime at `now`. */
export function proposalExpired(status: ProposalStatus, createdAt: Date, now: Date): boolean {
  return (status === 'pending' || status === 'failed' || status === 'applying') && now.getTime() - createdAt.getTime() > PROPOSAL_LIFETIME_MS;
}

/** A confirmation card as the API and the client see it. */
export interface ActionProposal {
  id: string;
  session_id: string;
  message_id: string;
  action: string;
  title: string;
  target: string;
  details: string[];
  status: ProposalStatus;
  created_at: string;
  applied_at: string | null;
  result: { summary: string; link: string | null; external_id: string | null } | null;
  error: string | null;
  /** Whether the caller may apply it (owners and admins; members when their organization allows it). */
  can_apply: boolean;
}
