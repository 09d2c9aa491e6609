import type { ServiceIdentifier } from 'inversify';
import type { ProposalRecord } from './proposal-record.ts';
import type { ProposalStatus } from '../../../domain/agents/action-proposals.ts';

/** The agents' proposals, scoped by space. */
export interface ProposalRepository {
  addAll(records: ProposalRecord[]): Promise<void>;
  find(spaceId: string, id: string): Promise<ProposalRecord | null>;
  listForSession(spaceId: string, sessionId: string): Promise<ProposalRecord[]>;
  /**
   * The atomic claim: moves the proposal to `applying` only if it is in one of `from`, or `applying` with a claim
   * older than `staleBefore`. True for the one caller that moved it.
   */
  claim(id: string, from: readonly ProposalStatus[], staleBefore: Date, now: Date): Promise<boolean>;
  /** Records how applying ended (only from `applying`). */
  finish(id: string, outcome: { status: 'applied' | 'failed'; by: string; at: Date; summary?: string | null; link?: string | null; externalId?: string | null; error?: string | null }): Promise<void>;
  /** Moves the proposal to `dismissed` if it is in one of `from`; true when it did. */
  dismiss(id: string, from: readonly ProposalStatus[]): Promise<boolean>;
}
export const ProposalRepository: ServiceIdentifier<ProposalRepository> = Symbol.for('server.ProposalRepository');
