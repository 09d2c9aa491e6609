import { STALE_APPLYING_MS, proposalExpired, type ActionProposal } from '../../../domain/agents/action-proposals.ts';
import { AgentsServerMessages } from '../agents-server-messages.ts';
import type { ProposalRecord } from './proposal-record.ts';

/**
 * A proposal as the API shows it; never its payload (what the applier gets). An `applying` claim older than
 * STALE_APPLYING_MS was left by a process that died mid-apply: it shows as failed, and may be tried again.
 */
export function toProposalView(p: ProposalRecord, now: Date, canApply: boolean): ActionProposal {
  const stale = p.status === 'applying' && (!p.claimedAt || now.getTime() - p.claimedAt.getTime() > STALE_APPLYING_MS);
  const expired = (p.status !== 'applying' || stale) && proposalExpired(p.status, p.createdAt, now);
  return {
    id: p.id,
    session_id: p.sessionId,
    message_id: p.messageId,
    action: p.action,
    title: p.title,
    target: p.target,
    details: p.details,
    status: expired ? 'expired' : stale ? 'failed' : p.status,
    created_at: p.createdAt.toISOString(),
    applied_at: p.appliedAt?.toISOString() ?? null,
    result: p.status === 'applied' && p.resultSummary ? { summary: p.resultSummary, link: p.resultLink, external_id: p.externalId } : null,
    error: expired ? null : stale ? AgentsServerMessages.proposalInterrupted : p.status === 'failed' ? p.error : null,
    can_apply: canApply && !expired,
  };
}
