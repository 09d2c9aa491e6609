import { makeAutoObservable, runInAction } from 'mobx';
import type { CreditsStore } from '../../core/client/credits/credits-store.ts';
import type { CreditTransaction, RecentActivity, ServerCredits, ServerPlan, UsageBreakdown } from '../../core/domain/billing.ts';
import { planDisplayName, planStatus, planStatusInputOf, type PlanStatus } from '../../core/domain/plan-status.ts';
import { formatCredits } from '../../core/domain/credits.ts';
import { gaugeReading, type GaugeReading } from '../../core/domain/credits.ts';

export type LoadStatus = 'loading' | 'error' | 'ready';

export const TRANSACTIONS_PAGE_SIZE = 10;
export const FEATURE_FILTERS = [
  { value: '', label: 'All features' },
  { value: 'ai_agents', label: 'AI agents' },
  { value: 'knowledge_base', label: 'Knowledge base' },
  { value: 'creative_assets', label: 'Creative assets' },
] as const;
export const PERIOD_FILTERS = [
  { value: '', label: 'All time' },
  { value: '7d', label: 'Last 7 days' },
  { value: '30d', label: 'Last 30 days' },
  { value: '90d', label: 'Last 90 days' },
] as const;

/** The Credits screen: plan, gauge, usage by feature, recent activity and the filtered, paged ledger. */
export class CreditsViewModel {
  status: LoadStatus = 'loading';
  error: string | null = null;
  plan: ServerPlan | null = null;
  credits: ServerCredits | null = null;
  usage: UsageBreakdown | null = null;
  activity: RecentActivity['activities'] = [];

  transactionsStatus: LoadStatus = 'loading';
  transactionsError: string | null = null;
  transactions: CreditTransaction[] = [];
  total = 0;
  hasMore = false;
  feature = '';
  period = '';
  page = 0;
  private request = 0;

  constructor(
    private readonly store: CreditsStore,
    private readonly now: () => number,
  ) {
    makeAutoObservable<this, 'store' | 'now' | 'request'>(this, { store: false, now: false, request: false }, { autoBind: true });
  }

  get reading(): GaugeReading | null {
    return this.credits ? gaugeReading(this.credits) : null;
  }

  get planName(): string {
    return planDisplayName(this.plan);
  }

  get planStatus(): PlanStatus | null {
    if (!this.plan) return null;
    return planStatus(planStatusInputOf(this.plan, this.credits), this.now());
  }

  get remainingText(): string {
    return this.credits ? formatCredits(this.credits.remaining) : '';
  }

  get pageCount(): number {
    return Math.max(1, Math.ceil(this.total / TRANSACTIONS_PAGE_SIZE));
  }

  get hasPrevious(): boolean {
    return this.page > 0;
  }

  async load(): Promise<void> {
    this.status = 'loading';
    this.error = null;
    const transactions = this.loadTransactions();
    try {
      const [plan, credits, usage, activity] = await Promise.all([
        this.store.fetchPlan(),
        this.store.fetchCredits(),
        this.store.fetchUsageBreakdown(),
        this.store.fetchRecentActivity(),
      ]);
      runInAction(() => {
        this.plan = plan;
        this.credits = credits;
        this.usage = usage;
        this.activity = activity.activities;
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.status = 'error';
        this.error = messageOf(error);
      });
    }
    await transactions;
  }

  setFeature(feature: string): void {
    this.feature = feature;
    this.page = 0;
    void this.loadTransactions();
  }

  setPeriod(period: string): void {
    this.period = period;
    this.page = 0;
    void this.loadTransactions();
  }

  nextPage(): void {
    if (!this.hasMore) return;
    this.page += 1;
    void this.loadTransactions();
  }

  previousPage(): void {
    if (!this.hasPrevious) return;
    this.page -= 1;
    void this.loadTransactions();
  }

  /** Loads the current page; an answer to an older filter is dropped. */
  async loadTransactions(): Promise<void> {
    const request = ++this.request;
    this.transactionsStatus = 'loading';
    this.transactionsError = null;
    try {
      const list = await this.store.fetchTransactions({
        limit: TRANSACTIONS_PAGE_SIZE,
        offset: this.page * TRANSACTIONS_PAGE_SIZE,
        feature: this.feature || undefined,
        period: this.period || undefined,
      });
      if (request !== this.request) return;
      runInAction(() => {
        this.transactions = list.transactions;
        this.total = list.total;
        this.hasMore = list.has_more;
        this.transactionsStatus = 'ready';
      });
    } catch (error) {
      if (request !== this.request) return;
      runInAction(() => {
        this.transactionsStatus = 'error';
        this.transactionsError = messageOf(error);
      });
    }
  }
}

export function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : String(error);
}
