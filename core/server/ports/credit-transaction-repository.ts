import type { ServiceIdentifier } from 'inversify';
import type { CreditTransactionRecord } from './records.ts';

export interface TransactionFilter {
  feature?: string;
  status?: string;
  since?: Date;
}

/** The ledger: append-only; nothing here updates or deletes a row. */
export interface CreditTransactionRepository {
  append(transaction: CreditTransactionRecord): Promise<void>;
  findByIdempotencyKey(orgId: string, key: string): Promise<CreditTransactionRecord | null>;
  list(orgId: string, filter: TransactionFilter, limit: number, offset: number): Promise<{ rows: CreditTransactionRecord[]; total: number }>;
  /** Sum of credits minus sum of debits: always equals the account balance. */
  netBalance(orgId: string): Promise<number>;
  usageByFeature(orgId: string, since: Date): Promise<{ feature: string; credits: number }[]>;
}
export const CreditTransactionRepository: ServiceIdentifier<CreditTransactionRepository> = Symbol.for('server.CreditTransactionRepository');
