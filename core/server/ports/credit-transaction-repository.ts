import type { ServiceIdentifier } from 'inversify';
import type { CreditTransactionRecord } from './records.ts';
import type { PageKey } from '../../domain/list-cursor.ts';

export interface TransactionFilter {
  feature?: string;
  status?: string;
  since?: Date;
  /** Only the rows this person spent or received (a plain member's own history). */
  userId?: string;
}

/** A ledger row as the history lists it, with the person it belongs to (null for the organization's own rows). */
export interface ListedTransaction extends CreditTransactionRecord {
  userName: string | null;
  userEmail: string | null;
}

/** The ledger: append-only; nothing here updates or deletes a row. */
export interface CreditTransactionRepository {
  append(transaction: CreditTransactionRecord): Promise<void>;
  findByIdempotencyKey(orgId: string, key: string): Promise<CreditTransactionRecord | null>;
  /** Newest first (created_at, id): `limit` rows from just after `after` when given (keyset; not counted: total null), else from `offset`. */
  list(orgId: string, filter: TransactionFilter, limit: number, offset: number, after?: PageKey): Promise<{ rows: ListedTransaction[]; total: number | null }>;
  /** Sum of credits minus sum of debits: always equals the account balance. */
  netBalance(orgId: string): Promise<number>;
  /** Credits debited and credited per feature since `since`. */
  usageByFeature(orgId: string, since: Date): Promise<{ feature: string; debited: number; credited: number }[]>;
  /**
   * Debits and credits from the UTC day `firstDay` (YYYY-MM-DD) on (only `userId`'s when given) summed per day,
   * feature and agent, oldest day first: what spending charts read, kept per day as rows are appended, so a busy
   * period costs its days, not its rows.
   */
  dailyTotalsFrom(orgId: string, firstDay: string, userId?: string): Promise<DailyLedgerTotal[]>;
}

/** One day's movements of one feature and agent. */
export interface DailyLedgerTotal {
  /** The UTC day, YYYY-MM-DD. */
  day: string;
  feature: string;
  agentName: string | null;
  debited: number;
  credited: number;
}
export const CreditTransactionRepository: ServiceIdentifier<CreditTransactionRepository> = Symbol.for('server.CreditTransactionRepository');
