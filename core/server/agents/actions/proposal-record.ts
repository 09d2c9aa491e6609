import type { ProposalStatus } from '../../../domain/agents/action-proposals.ts';

/** One agent proposal as stored: what it will do where, and what became of it. */
export interface ProposalRecord {
  id: string;
  orgId: string;
  spaceId: string;
  sessionId: string;
  /** The answer that proposed it. */
  messageId: string;
  requestId: string;
  action: string;
  title: string;
  target: string;
  details: string[];
  payload: Record<string, unknown>;
  status: ProposalStatus;
  /** The person whose message started the run. */
  createdFor: string;
  createdAt: Date;
  /** When the current `applying` claim was taken. */
  claimedAt: Date | null;
  appliedBy: string | null;
  appliedAt: Date | null;
  resultSummary: string | null;
  resultLink: string | null;
  externalId: string | null;
  error: string | null;
}
