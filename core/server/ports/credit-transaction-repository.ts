import type { ServiceIdentifier } from 'inversify';
import type { CreditTransactionRecord } from './records.ts';

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
  list(orgId: string, filter: TransactionFilter, limit: number, offset: number): Promise<{ rows: ListedTransaction[]; total: number }>;
  /** Sum of credits minus sum of debits: always equals the account balance. */
  netBalance(orgId: string): Promise<number>;
  /** Credits debited and credited per feature since `since`. */
  usageByFeature(orgId: string, since: Date): Promise<{ feature: string; debited: number; credited: number }[]>;
  /** Every row since `since` (only `userId`'s when given), oldest first, reduced to what spending charts need. */
  movementsSince(orgId: string, since: Date, userId?: string): Promise<LedgerMovement[]>;
}

/** One ledger row as a spending chart reads it. */
export interface LedgerMovement {
  createdAt: Date;
  feature: string;
  agentName: string | null;
  transactionType: 'debit' | 'credit';
  credits: number;
}
export const CreditTransactionRepository: ServiceIdentifier<CreditTransactionRepository> = Symbol.for('server.CreditTransactionRepository');
