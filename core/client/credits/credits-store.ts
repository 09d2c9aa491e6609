import { inject, injectable } from 'inversify';
import { ApiClient } from '../api/api-client.ts';
import { RegisteredStore, StoreRegistry } from '../stores/store-registry.ts';
import { storeError } from '../store-error.ts';
import { ApiError } from '../../domain/api-error.ts';
import { Messages } from '../../domain/messages.ts';
import {
  DEFAULT_ACTIVITY_TYPE,
  type CreditTransaction,
  type DeductRequest,
  type DeductResponse,
  type PlanList,
  type PurchaseRequest,
  type RecentActivity,
  type ServerCredits,
  type ServerPlan,
  type TransactionList,
  type TransactionQuery,
  type UsageBreakdown,
} from '../../domain/billing.ts';
import { resolveFeatureType } from '../../domain/agent-cost.ts';

/** Plan, credits and the ledger as the client sees them (spec 4.3, 7.2, 8.3). */
@injectable()
export class CreditsStore extends RegisteredStore {
  plan: ServerPlan | null = null;
  credits: ServerCredits | null = null;
  transactions: CreditTransaction[] = [];
  transactionsTotal = 0;
  hasMore = false;
  /** The transaction of the message being sent, shown until the reply completes. */
  currentTransactionId: string | null = null;

  constructor(
    @inject(ApiClient) private readonly api: ApiClient,
    @inject(StoreRegistry) registry: StoreRegistry,
  ) {
    super(registry, 'credits');
  }

  reset(): void {
    this.plan = null;
    this.credits = null;
    this.transactions = [];
    this.transactionsTotal = 0;
    this.hasMore = false;
    this.currentTransactionId = null;
  }

  async fetchPlan(): Promise<ServerPlan> {
    try {
      this.plan = await this.api.get<ServerPlan>('/billing/plan');
      return this.plan;
    } catch (error) {
      throw storeError(error, Messages.fetchPlanFailed);
    }
  }

  async fetchPlans(): Promise<PlanList> {
    try {
      return await this.api.get<PlanList>('/payments/plans');
    } catch (error) {
      throw storeError(error, Messages.fetchPlanFailed);
    }
  }

  async fetchCredits(): Promise<ServerCredits> {
    try {
      this.credits = await this.api.get<ServerCredits>('/billing/credits');
      return this.credits;
    } catch (error) {
      throw storeError(error, Messages.fetchCreditsFailed);
    }
  }

  async fetchTransactions(query: TransactionQuery = {}): Promise<TransactionList> {
    const params = Object.entries(query)
      .filter(([, v]) => v !== undefined && v !== '')
      .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
      .join('&');
    try {
      const list = await this.api.get<TransactionList>(`/billing/credits/transactions${params ? `?${params}` : ''}`);
      this.transactions = list.transactions;
      this.transactionsTotal = list.total;
      this.hasMore = list.has_more;
      return list;
    } catch (error) {
      throw storeError(error, Messages.fetchTransactionsFailed);
    }
  }

  /** Deducts credits; a refusal by the server is a soft failure 'Insufficient credits' (spec 5). */
  async deduct(request: DeductRequest): Promise<DeductResponse> {
    let response: DeductResponse;
    try {
      response = await this.api.post<DeductResponse>('/billing/credits/deduct', {
        ...request,
        feature_type: resolveFeatureType(request.feature_type),
        activity_type: request.activity_type ?? DEFAULT_ACTIVITY_TYPE,
      });
    } catch (error) {
      throw storeError(error, Messages.deductCreditsFailed);
    }
    if (!response.success) throw new ApiError(Messages.insufficientCreditsSoft, 'REQUEST_ERROR', 402, response);
    this.currentTransactionId = response.transaction_id;
    if (this.credits) {
      const spent = this.credits.remaining - response.credits_remaining;
      this.credits = { ...this.credits, remaining: response.credits_remaining, used: this.credits.used + spent };
    }
    return response;
  }

  /** Adds credits, then reloads the 10 newest transactions (spec 7.2). */
  async addCredits(amount: number, description: string): Promise<void> {
    try {
      await this.api.post('/billing/credits/add', { amount, description });
    } catch (error) {
      throw storeError(error, Messages.addCreditsFailed);
    }
    await Promise.allSettled([this.fetchCredits(), this.fetchTransactions({ limit: 10 })]);
  }

  async purchase(request: PurchaseRequest): Promise<string> {
    try {
      const response = await this.api.post<{ transaction_id: string }>('/billing/credits/purchase', request);
      return response.transaction_id;
    } catch (error) {
      throw storeError(error, Messages.addCreditsFailed);
    }
  }

  /** The store changes plan through /billing/plan/upgrade (decisions D13). */
  async changePlan(planType: string): Promise<ServerPlan> {
    try {
      this.plan = await this.api.post<ServerPlan>('/billing/plan/upgrade', { plan_type: planType });
      return this.plan;
    } catch (error) {
      throw storeError(error, Messages.changePlanFailed);
    }
  }

  async fetchUsageBreakdown(): Promise<UsageBreakdown> {
    try {
      return await this.api.get<UsageBreakdown>('/billing/analytics/usage-breakdown');
    } catch (error) {
      throw storeError(error, Messages.fetchCreditsFailed);
    }
  }

  async fetchRecentActivity(): Promise<RecentActivity> {
    try {
      return await this.api.get<RecentActivity>('/billing/analytics/recent-activity');
    } catch (error) {
      throw storeError(error, Messages.fetchCreditsFailed);
    }
  }

  /** Import tools and platform admins only (spec 7.2); the server refuses everyone else. */
  async createTransaction(record: Record<string, unknown>): Promise<CreditTransaction> {
    try {
      return await this.api.post<CreditTransaction>('/billing/credits/transactions/create', record);
    } catch (error) {
      throw storeError(error, Messages.addCreditsFailed);
    }
  }

  async bulkCreateTransactions(records: Record<string, unknown>[]): Promise<number> {
    try {
      return (await this.api.post<{ created_count: number }>('/billing/credits/transactions/bulk-create', records)).created_count;
    } catch (error) {
      throw storeError(error, Messages.addCreditsFailed);
    }
  }

  async createUsageBreakdown(record: { org_id: string; feature: string; credits: number; period?: string }): Promise<number> {
    try {
      return (await this.api.post<{ created_count: number }>('/billing/analytics/usage-breakdown/create', record)).created_count;
    } catch (error) {
      throw storeError(error, Messages.addCreditsFailed);
    }
  }

  async createRecentActivity(orgId: string, activities: { activity: string; credits: number; feature?: string }[]): Promise<number> {
    try {
      return (await this.api.post<{ created_count: number }>('/billing/analytics/recent-activity/create', { org_id: orgId, activities })).created_count;
    } catch (error) {
      throw storeError(error, Messages.addCreditsFailed);
    }
  }

  clearCurrentTransaction(): void {
    this.currentTransactionId = null;
  }
}
