import { inject, injectable } from 'inversify';
import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { ApiClient } from '../api/api-client.ts';
import { Clock } from '../ports/clock.port.ts';
import { RecentRead } from '../api/recent-read.ts';
import { IdGenerator } from '../ports/id-generator.port.ts';
import { creditStanding, type CreditStanding } from '../../domain/billing/credit-standing.ts';
import type { Resettable } from '../stores/store-registry.ts';
import { storeError } from '../store-error.ts';
import { ApiError } from '../../domain/api-error.ts';
import { Messages } from '../../domain/messages.ts';
import {
  DEFAULT_ACTIVITY_TYPE,
  DEFAULT_TRANSACTION_STATUS,
  type ActivityImport,
  type CreditPackOffer,
  type CreditTransaction,
  type DailySpending,
  type DeductRequest,
  type DeductResponse,
  type PlanList,
  type PurchaseOutcome,
  type PurchaseRequest,
  type RecentActivity,
  type ServerCredits,
  type ServerPlan,
  type TransactionList,
  type TransactionQuery,
  type UsageBreakdown,
  type UsageImport,
} from '../../domain/billing/billing.ts';
import { BillingApi } from '../../domain/billing/billing-api.ts';
import { resolveFeatureType } from '../../domain/agents/agent-cost.ts';

/**
 * A plan or balance asked for this recently is what `loadPlan` and `loadCredits` answer: the readers of one page
 * load (the shell's profile, the Dashboard, Credits) share one ask. Kept short, because only this client's own
 * changes update them without an ask.
 */
const BILLING_READ_REUSE_MS = 5_000;

/**
 * Plan, credits and the ledger as the client sees them (spec 4.3, 7.2, 8.3). Observable: whatever changes
 * the balance (a charge, a refund, a purchase, a plan change) updates every screen that reads it at once.
 * Agent runs are charged by the server (decisions D10); `deduct` is spec 7.2's call for a metered
 * feature charged from the client (none of today's screens is one).
 */
@injectable()
export class CreditsStore implements Resettable {
  readonly storeName = 'credits';
  plan: ServerPlan | null = null;
  credits: ServerCredits | null = null;
  transactions: CreditTransaction[] = [];
  transactionsTotal = 0;
  hasMore = false;
  /** The transaction of the message being sent, shown until the reply completes. */
  currentTransactionId: string | null = null;
  private readonly planRead: RecentRead<ServerPlan>;
  private readonly creditsRead: RecentRead<ServerCredits>;

  constructor(
    @inject(ApiClient) private readonly api: ApiClient,
    @inject(Clock) private readonly clock: Clock,
    @inject(IdGenerator) private readonly ids: IdGenerator,
  ) {
    this.planRead = new RecentRead(clock, BILLING_READ_REUSE_MS, () => this.askPlan(), (plan) => runInAction(() => (this.plan = plan)));
    this.creditsRead = new RecentRead(clock, BILLING_READ_REUSE_MS, () => this.askCredits(), (credits) => runInAction(() => (this.credits = credits)));
    makeObservable(this, {
      plan: observableRef,
      credits: observableRef,
      transactions: observableRef,
      transactionsTotal: observable,
      hasMore: observable,
      currentTransactionId: observable,
      reset: action,
      clearCurrentTransaction: action,
      setCurrentTransaction: action,
    });
  }

  /** The plan and balance as shown (spec 4.3), once the balance is known; follows every change of either. */
  get standing(): CreditStanding | null {
    return this.credits ? creditStanding(this.plan, this.credits, this.clock.now()) : null;
  }

  reset(): void {
    this.plan = null;
    this.credits = null;
    this.transactions = [];
    this.transactionsTotal = 0;
    this.hasMore = false;
    this.currentTransactionId = null;
    this.planRead.forget();
    this.creditsRead.forget();
  }

  /** Asks the server for the plan (after a plan change, or when a screen must be current). */
  fetchPlan(): Promise<ServerPlan> {
    return this.planRead.fresh();
  }

  /** The plan as of a moment ago: joins an ask still out, or one made within `BILLING_READ_REUSE_MS`, else asks. */
  loadPlan(): Promise<ServerPlan> {
    return this.planRead.shared();
  }

  private async askPlan(): Promise<ServerPlan> {
    try {
      return await this.api.call(BillingApi.plan, {});
    } catch (error) {
      throw storeError(error, Messages.fetchPlanFailed);
    }
  }

  async fetchPlans(): Promise<PlanList> {
    try {
      return await this.api.call(BillingApi.plans, {});
    } catch (error) {
      throw storeError(error, Messages.fetchPlanFailed);
    }
  }

  /** The packs on sale (the server's catalogue prices them; a purchase names one). */
  async fetchCreditPacks(): Promise<CreditPackOffer[]> {
    try {
      return (await this.api.call(BillingApi.packs, {})).packs;
    } catch (error) {
      throw storeError(error, Messages.fetchCreditsFailed);
    }
  }

  /** Asks the server for the balance (after a charge, a purchase, or when a screen must be current). */
  fetchCredits(): Promise<ServerCredits> {
    return this.creditsRead.fresh();
  }

  /** The balance as of a moment ago: joins an ask still out, or one made within `BILLING_READ_REUSE_MS`, else asks. */
  loadCredits(): Promise<ServerCredits> {
    return this.creditsRead.shared();
  }

  private async askCredits(): Promise<ServerCredits> {
    try {
      return await this.api.call(BillingApi.credits, {});
    } catch (error) {
      throw storeError(error, Messages.fetchCreditsFailed);
    }
  }

  async fetchTransactions(query: TransactionQuery = {}): Promise<TransactionList> {
    try {
      const list = await this.api.call(BillingApi.transactions, {}, undefined, { query });
      runInAction(() => {
        // Spec 3: a transaction's status defaults to completed.
        this.transactions = list.transactions.map((t) => ({ ...t, status: t.status ?? DEFAULT_TRANSACTION_STATUS }));
        this.transactionsTotal = list.total ?? this.transactionsTotal;
        this.hasMore = list.has_more;
      });
      return list;
    } catch (error) {
      throw storeError(error, Messages.fetchTransactionsFailed);
    }
  }

  /** Deducts credits; a refusal by the server is a soft failure 'Insufficient credits' (spec 5). */
  async deduct(request: DeductRequest): Promise<DeductResponse> {
    let response: DeductResponse;
    try {
      response = await this.api.call(BillingApi.deduct, {}, {
        ...request,
        feature_type: resolveFeatureType(request.feature_type),
        activity_type: request.activity_type ?? DEFAULT_ACTIVITY_TYPE,
      });
    } catch (error) {
      throw storeError(error, Messages.deductCreditsFailed);
    }
    if (!response.success) throw new ApiError(Messages.insufficientCreditsSoft, 'REQUEST_ERROR', 402, response);
    runInAction(() => {
      this.currentTransactionId = response.transaction_id;
      if (this.credits) {
        const spent = this.credits.remaining - response.credits_remaining;
        this.credits = { ...this.credits, remaining: response.credits_remaining, used: this.credits.used + spent };
      }
    });
    // A balance asked before this charge is not applied over it.
    this.creditsRead.forget();
    return response;
  }

  /** Adds credits, then reloads the 10 newest transactions (spec 7.2). */
  async addCredits(amount: number, description: string): Promise<void> {
    try {
      await this.api.call(BillingApi.addCredits, {}, { amount, description });
    } catch (error) {
      throw storeError(error, Messages.addCreditsFailed);
    }
    await Promise.allSettled([this.fetchCredits(), this.fetchTransactions({ limit: 10 })]);
  }

  async purchase(request: PurchaseRequest): Promise<string> {
    return (await this.buy(request)).transaction_id;
  }

  /**
   * Buys a catalogue pack (the CLI's `buy` and the web's Buy buttons): the body names the pack, the server
   * prices it. One Idempotency-Key per purchase, so a retried request never buys twice. Offline test mode
   * credits the pack at once and the balance every screen shows follows; with Stripe the answer carries the
   * Checkout address and the credits land with the payment's webhook.
   */
  async buy(request: PurchaseRequest, idempotencyKey: string = this.ids.next()): Promise<PurchaseOutcome> {
    try {
      const response = await this.api.call(BillingApi.purchase, {}, request, { idempotencyKey });
      await Promise.allSettled([this.fetchCredits(), this.fetchTransactions({ limit: 10 })]);
      return response;
    } catch (error) {
      throw storeError(error, Messages.addCreditsFailed);
    }
  }

  /** Spending per day and agent over the last `days` days (owners and admins: the organization's; members: their own). */
  async fetchDailySpending(days = 30): Promise<DailySpending> {
    try {
      return await this.api.call(BillingApi.dailySpending, {}, undefined, { query: { days } });
    } catch (error) {
      throw storeError(error, Messages.fetchCreditsFailed);
    }
  }

  /** The store changes plan through /billing/plan/upgrade (decisions D13). */
  async changePlan(planType: string): Promise<ServerPlan> {
    try {
      const plan = await this.api.call(BillingApi.changePlan, {}, { plan_type: planType });
      runInAction(() => (this.plan = plan));
      // A plan asked before the change is neither applied over it nor handed to a reader.
      this.planRead.forget();
      // A plan change grants the plan's allowance: the balance every screen shows follows.
      void this.fetchCredits().catch(() => undefined);
      return plan;
    } catch (error) {
      throw storeError(error, Messages.changePlanFailed);
    }
  }

  async fetchUsageBreakdown(): Promise<UsageBreakdown> {
    try {
      return await this.api.call(BillingApi.usageBreakdown, {});
    } catch (error) {
      throw storeError(error, Messages.fetchCreditsFailed);
    }
  }

  async fetchRecentActivity(): Promise<RecentActivity> {
    try {
      return await this.api.call(BillingApi.recentActivity, {});
    } catch (error) {
      throw storeError(error, Messages.fetchCreditsFailed);
    }
  }

  /** Import tools and platform admins only (spec 7.2); the server refuses everyone else. */
  async createTransaction(record: Record<string, unknown>): Promise<CreditTransaction> {
    try {
      return await this.api.call(BillingApi.createTransaction, {}, record);
    } catch (error) {
      throw storeError(error, Messages.addCreditsFailed);
    }
  }

  async bulkCreateTransactions(records: Record<string, unknown>[]): Promise<number> {
    try {
      return (await this.api.call(BillingApi.bulkCreateTransactions, {}, records)).created_count;
    } catch (error) {
      throw storeError(error, Messages.addCreditsFailed);
    }
  }

  async createUsageBreakdown(record: UsageImport): Promise<number> {
    try {
      return (await this.api.call(BillingApi.createUsageBreakdown, {}, record)).created_count;
    } catch (error) {
      throw storeError(error, Messages.addCreditsFailed);
    }
  }

  async createRecentActivity(orgId: string, activities: ActivityImport['activities']): Promise<number> {
    try {
      return (await this.api.call(BillingApi.createRecentActivity, {}, { org_id: orgId, activities })).created_count;
    } catch (error) {
      throw storeError(error, Messages.addCreditsFailed);
    }
  }

  /** The charge of the message being answered (spec 4.7), set when the server accepts a send. */
  setCurrentTransaction(transactionId: string | null): void {
    this.currentTransactionId = transactionId;
  }

  clearCurrentTransaction(): void {
    this.currentTransactionId = null;
  }
}
