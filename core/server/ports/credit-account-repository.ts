import type { ServiceIdentifier } from 'inversify';
import type { CreditAccountRecord } from './records.ts';

export interface CreditAccountRepository {
  find(orgId: string): Promise<CreditAccountRecord | null>;
  create(account: CreditAccountRecord): Promise<void>;
  /**
   * Takes `amount` credits only if at least that many remain, in one conditional update;
   * returns the new balance, or null when there were not enough.
   */
  debit(orgId: string, amount: number, at: Date): Promise<number | null>;
  /**
   * The same, but only while the account's period runs at `at` (or its plan is inactive, when periods do not
   * roll): the charge that needs no period reset before it. Null also when the period has ended or there is
   * no account, so the caller brings the account up to date first.
   */
  debitWithinPeriod(orgId: string, amount: number, at: Date): Promise<number | null>;
  /** Adds credits to the balance and the period's total; returns the new balance. */
  credit(orgId: string, amount: number, at: Date): Promise<number>;
  /**
   * Gives back `amount` credits that were charged: the balance grows and the period's used shrinks, the total stays.
   * What was charged in an earlier period (used is smaller than the amount) is added to the total instead.
   * Returns the new balance.
   */
  refund(orgId: string, amount: number, at: Date): Promise<number>;
  /** Replaces the plan and period fields (plan change, period reset). */
  update(account: CreditAccountRecord): Promise<void>;
}
export const CreditAccountRepository: ServiceIdentifier<CreditAccountRepository> = Symbol.for('server.CreditAccountRepository');
