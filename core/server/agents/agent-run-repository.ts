import type { AgentRunRecord, RunStatus } from './records.ts';

/** Agent runs (one charged request each), bound to one unit of work. */
export interface AgentRunRepository {
  create(run: AgentRunRecord): Promise<void>;
  find(requestId: string): Promise<AgentRunRecord | null>;
  /** The runs of these request ids that exist, in no particular order (a conversation's answers at once). */
  findAll(requestIds: string[]): Promise<AgentRunRecord[]>;
  /**
   * Moves a run from one status to another; false when it was not in `from` (someone else moved it), or, with
   * `attempt`, was no longer at that attempt (it was retried: the old attempt must not close it).
   */
  transition(requestId: string, from: RunStatus[], to: RunStatus, at: Date, error?: string | null, attempt?: number): Promise<boolean>;
  /** Starts attempt `attempt` on worker `workerId`: from `queued` at that attempt to `running`; false when not so. */
  start(requestId: string, attempt: number, workerId: string, at: Date): Promise<boolean>;
  /** Hands a run whose worker stopped back to the queue as the next attempt: from `running` at `attempt` only. */
  retry(requestId: string, attempt: number, at: Date): Promise<boolean>;
  inStatus(statuses: RunStatus[]): Promise<AgentRunRecord[]>;
  /** The session's run still queued or running, if any (one at a time per chat). */
  activeInSession(sessionId: string): Promise<AgentRunRecord | null>;
  /** Runs still `queued` that were created before `createdBefore`, oldest first, at most `limit`. */
  queuedBefore(createdBefore: Date, limit: number): Promise<AgentRunRecord[]>;
}
