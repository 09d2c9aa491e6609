import type { ServiceIdentifier } from 'inversify';
import type { RunEventRecord } from './records.ts';

/**
 * The numbered run events of each session. Kept outside the units of work: events are appended as a run
 * goes and are never part of a money step (sessions, messages, runs and artifact rows are repositories of
 * the UnitOfWork, so a charge and what it pays for commit together).
 */
export interface RunEventRepository {
  /** Appends an event with the session's next sequence number. */
  append(event: Omit<RunEventRecord, 'seq'>): Promise<RunEventRecord>;
  /** The session's events numbered after `seq`, in order. */
  after(sessionId: string, seq: number): Promise<RunEventRecord[]>;
}
export const RunEventRepository: ServiceIdentifier<RunEventRepository> = Symbol.for('server.RunEventRepository');
