import { inject, injectable } from 'inversify';
import { Clock } from '../ports/clock.ts';
import { IdGenerator } from '../ports/id-generator.ts';
import { PlanCatalogue, findOffer, type PlanOffer } from './plan-catalogue.ts';
import type { Repositories } from '../ports/unit-of-work.ts';
import type { CreditAccountRecord, CreditTransactionRecord } from '../ports/records.ts';
import { CARRY_OVER_FEATURE, PAID_CREDIT_FEATURES, carriedOverActivity, paidRemaining } from '../../domain/billing/credit-carry-over.ts';

const DAY_MS = 24 * 3600 * 1000;

export interface LedgerEntry {
  userId: string | null;
  spaceId?: string | null;
  feature: string;
  activity: string;
  agentName?: string | null;
  mode?: string | null;
  baseCredits?: number | null;
  activityDetails?: unknown;
  relatedType?: string | null;
  relatedId?: string | null;
  idempotencyKey?: string | null;
}

/**
 * The organization's credit account and its ledger. Every change of the balance is paired with
 * one ledger row in the same database transaction, so the ledger's sum always equals the balance.
 */
@injectable()
export class CreditAccounts {
  constructor(
    @inject(Clock) private readonly clock: Clock,
    @inject(IdGenerator) private readonly ids: IdGenerator,
    @inject(PlanCatalogue) private readonly catalogue: PlanCatalogue,
  ) {}

  offer(type: string): PlanOffer {
    const offer = findOffer(this.catalogue, type) ?? findOffer(this.catalogue, this.catalogue.defaultPlan);
    if (!offer) throw new Error('The plan catalogue has no default plan');
    return offer;
  }

  /** The account as of now: opened on the default plan if missing, rolled into a new period if due. */
  async current(repos: Repositories, orgId: string): Promise<CreditAccountRecord> {
    const now = this.clock.now();
    let account = await repos.creditAccounts.find(orgId);
    if (!account) {
      account = await this.open(repos, orgId, this.catalogue.defaultPlan, now);
    }
    while (account.resetDate <= now && account.planActive) {
      account = await this.startPeriod(repos, account, account.planType, account.resetDate, 'period_reset', 'Credits renewed for a new period');
    }
    return account;
  }

  async open(repos: Repositories, orgId: string, planType: string, now: Date): Promise<CreditAccountRecord> {
    const offer = this.offer(planType);
    const account: CreditAccountRecord = {
      orgId,
      planType: offer.type,
      planActive: true,
      periodStart: now,
      resetDate: new Date(now.getTime() + offer.periodDays * DAY_MS),
      total: 0,
      used: 0,
      balance: 0,
      updatedAt: now,
    };
    await repos.creditAccounts.create(account);
    await this.grant(repos, orgId, offer.creditsPerPeriod, { userId: null, feature: 'plan_allowance', activity: `${offer.name} credits` });
    return { ...account, total: offer.creditsPerPeriod, balance: offer.creditsPerPeriod };
  }

  /** Of the account's live balance, the credits paid for on their own this period (credit-carry-over.ts). */
  async paidRemaining(repos: Repositories, account: CreditAccountRecord): Promise<number> {
    const usage = await repos.ledger.usageByFeature(account.orgId, account.periodStart);
    const paid = usage.filter((u) => PAID_CREDIT_FEATURES.includes(u.feature)).reduce((sum, u) => sum + u.credited, 0);
    return paidRemaining(account.balance, paid);
  }

  /**
   * Ends the current period and grants the plan's allowance afresh. At a renewal every unused credit
   * lapses; at a plan change (`feature` 'plan_change') the paid credits carry over with their own
   * ledger rows ('Carried over from {old plan}') and only the old allowance lapses (credit-carry-over.ts).
   */
  async startPeriod(
    repos: Repositories,
    account: CreditAccountRecord,
    planType: string,
    periodStart: Date,
    feature: string,
    activity: string,
    idempotencyKey: string | null = null,
  ): Promise<CreditAccountRecord> {
    const offer = this.offer(planType);
    // `account` may be stale: a purchase or a run can commit after it was read. A debit of nothing
    // locks the row until this transaction ends and answers the live balance, so exactly what is
    // there lapses, with its ledger row, before the period's fields are overwritten below.
    const live = await repos.creditAccounts.debit(account.orgId, 0, this.clock.now());
    if (live === null) throw new Error('credit account vanished during a period reset');
    const oldOffer = this.offer(account.planType);
    const carried = feature === 'plan_change' && live > 0 ? await this.paidRemaining(repos, { ...account, balance: live }) : 0;
    const lapsed = live - carried;
    if (lapsed > 0) {
      const after = await repos.creditAccounts.debit(account.orgId, lapsed, this.clock.now());
      if (after !== carried) throw new Error('balance changed during a period reset');
      await this.append(repos, account.orgId, lapsed, 'debit', after, { userId: null, feature, activity: 'Unused credits lapsed' });
    }
    if (carried > 0) {
      const after = await repos.creditAccounts.debit(account.orgId, carried, this.clock.now());
      if (after !== 0) throw new Error('balance changed during a plan change');
      await this.append(repos, account.orgId, carried, 'debit', after, { userId: null, feature: CARRY_OVER_FEATURE, activity: `Carried over to ${offer.name}` });
    }
    const next: CreditAccountRecord = {
      ...account,
      planType: offer.type,
      planActive: true,
      periodStart,
      resetDate: new Date(periodStart.getTime() + offer.periodDays * DAY_MS),
      total: 0,
      used: 0,
      balance: 0,
      updatedAt: this.clock.now(),
    };
    await repos.creditAccounts.update(next);
    await this.grant(repos, account.orgId, offer.creditsPerPeriod, { userId: null, feature, activity, idempotencyKey });
    if (carried > 0) {
      await this.grant(repos, account.orgId, carried, { userId: null, feature: CARRY_OVER_FEATURE, activity: carriedOverActivity(oldOffer.name) });
    }
    return { ...next, total: offer.creditsPerPeriod + carried, balance: offer.creditsPerPeriod + carried };
  }

  /** Adds credits with their ledger row; returns that row. */
  async grant(repos: Repositories, orgId: string, amount: number, entry: LedgerEntry): Promise<CreditTransactionRecord> {
    const after = await repos.creditAccounts.credit(orgId, amount, this.clock.now());
    return this.append(repos, orgId, amount, 'credit', after, entry);
  }

  /** Gives back a charge with its ledger row (a credit row): the period's used goes down, its total stays. */
  async refund(repos: Repositories, orgId: string, amount: number, entry: LedgerEntry): Promise<CreditTransactionRecord> {
    const after = await repos.creditAccounts.refund(orgId, amount, this.clock.now());
    return this.append(repos, orgId, amount, 'credit', after, entry);
  }

  /** Takes credits with their ledger row, or returns null (and changes nothing) when too few remain. */
  async spend(repos: Repositories, orgId: string, amount: number, entry: LedgerEntry): Promise<CreditTransactionRecord | null> {
    const after = await repos.creditAccounts.debit(orgId, amount, this.clock.now());
    if (after === null) return null;
    return this.append(repos, orgId, amount, 'debit', after, entry);
  }

  /**
   * A charge on the account as of now: in one statement while its period runs (every charge but the first of a
   * period), else after {@link current} opens the account or rolls it into its new period. Refused, it answers
   * the balance that fell short and changes nothing.
   */
  async spendNow(repos: Repositories, orgId: string, amount: number, entry: LedgerEntry): Promise<{ row: CreditTransactionRecord } | { row: null; balance: number }> {
    const after = await repos.creditAccounts.debitWithinPeriod(orgId, amount, this.clock.now());
    if (after !== null) return { row: await this.append(repos, orgId, amount, 'debit', after, entry) };
    const account = await this.current(repos, orgId);
    const row = await this.spend(repos, orgId, amount, entry);
    return row ? { row } : { row: null, balance: account.balance };
  }

  private async append(
    repos: Repositories,
    orgId: string,
    credits: number,
    type: 'debit' | 'credit',
    balanceAfter: number,
    entry: LedgerEntry,
  ): Promise<CreditTransactionRecord> {
    const row: CreditTransactionRecord = {
      id: this.ids.next(),
      orgId,
      userId: entry.userId,
      spaceId: entry.spaceId ?? null,
      credits,
      transactionType: type,
      feature: entry.feature,
      activity: entry.activity,
      agentName: entry.agentName ?? null,
      mode: entry.mode ?? null,
      baseCredits: entry.baseCredits ?? null,
      status: 'completed',
      activityDetails: entry.activityDetails ?? null,
      relatedType: entry.relatedType ?? null,
      relatedId: entry.relatedId ?? null,
      idempotencyKey: entry.idempotencyKey ?? null,
      balanceAfter,
      createdAt: this.clock.now(),
    };
    await repos.ledger.append(row);
    return row;
  }
}
