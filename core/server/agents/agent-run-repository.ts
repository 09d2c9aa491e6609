import type { AgentRunRecord, RunStatus } from './records.ts';

/** Agent runs (one charged request each), bound to one unit of work. */
export interface AgentRunRepository {
  create(run: AgentRunRecord): Promise<void>;
  find(requestId: string): Promise<AgentRunRecord | null>;
  /** The runs of these request ids that exist, in no particular order (a conversation's answers at once). */
  findAll(requestIds: string[]): Promise<AgentRunRecord[]>;
  /** Moves a run from one status to another; false when it was not in `from` (someone else moved it). */
  transition(requestId: string, from: RunStatus[], to: RunStatus, at: Date, error?: string | null): Promise<boolean>;
  inStatus(statuses: RunStatus[]): Promise<AgentRunRecord[]>;
  /** Runs still `queued` that were created before `createdBefore`, oldest first, at most `limit`. */
  queuedBefore(createdBefore: Date, limit: number): Promise<AgentRunRecord[]>;
}
