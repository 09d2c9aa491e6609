import { makeAutoObservable, runInAction } from 'mobx';
import type { CreditsStore } from '../../core/client/credits/credits-store.ts';
import type { CreditTransaction, RecentActivity, ServerCredits, ServerPlan, UsageBreakdown } from '../../core/domain/billing.ts';
import { planDisplayName, type PlanStatus } from '../../core/domain/plan-status.ts';
import type { CreditStanding } from '../../core/domain/credit-standing.ts';
import { formatCredits } from '../../core/domain/credits.ts';
import type { GaugeReading } from '../../core/domain/credits.ts';

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

  constructor(private readonly store: CreditsStore) {
    makeAutoObservable<this, 'store' | 'request'>(this, { store: false, request: false }, { autoBind: true });
  }

  /** The plan and balance are the credits store's (observable): a charge, refund or purchase shows at once. */
  get plan(): ServerPlan | null {
    return this.store.plan;
  }

  get credits(): ServerCredits | null {
    return this.store.credits;
  }

  /** The plan, its status and the gauge as the credits store presents them (spec 4.3). */
  get standing(): CreditStanding | null {
    return this.store.standing;
  }

  get reading(): GaugeReading | null {
    return this.standing?.reading ?? null;
  }

  get planName(): string {
    return this.standing?.planName ?? planDisplayName(this.plan);
  }

  get planStatus(): PlanStatus | null {
    return this.standing?.planStatus ?? null;
  }

  get remainingText(): string {
    return this.standing ? formatCredits(this.standing.remaining) : '';
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
      const [, , usage, activity] = await Promise.all([
        this.store.fetchPlan(),
        this.store.fetchCredits(),
        this.store.fetchUsageBreakdown(),
        this.store.fetchRecentActivity(),
      ]);
      runInAction(() => {
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
