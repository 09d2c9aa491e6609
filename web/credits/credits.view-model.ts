import { actionBound, computed, makeObservable, observable } from 'mobx';
import type { CreditsStore } from '../../core/client/credits/credits-store.ts';
import type { CreditTransaction, DailySpending, RecentActivity, ServerCredits, ServerPlan, UsageBreakdown } from '../../core/domain/billing/billing.ts';
import { planDisplayName, type PlanStatus } from '../../core/domain/billing/plan-status.ts';
import type { CreditStanding } from '../../core/domain/billing/credit-standing.ts';
import { formatCredits, signedCredits } from '../../core/domain/billing/credits.ts';
import type { GaugeReading } from '../../core/domain/billing/credits.ts';
import { LoadState, type LoadStatus } from '../view-models/load-state.ts';
import { seesOrganizationLedger, type Role } from '../../core/domain/roles.ts';
import { featureLabel, transactionLabel, transactionSpender } from '../../core/domain/billing/transaction-labels.ts';
import { CreditPacksViewModel } from './credit-packs.view-model.ts';

/** The spending chart's span (days, today included). */
export const SPENDING_DAYS = 30;

/** One line of the spending chart's table alternative: a day, an agent and what it spent. */
export interface SpendingRow {
  day: string;
  agent: string;
  credits: string;
}

/** One line of the transactions table, in words (no internal codes). */
export interface TransactionRow {
  id: string;
  createdAt: string | undefined;
  activity: string;
  /** 'Email Agent run', 'Refund: CMO Agent run', 'Plan change'. */
  label: string;
  /** Who spent it; shown to owners and admins only. */
  spender: string;
  status: string;
  /** '-20' or '+500'. */
  amount: string;
}

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
  usage: UsageBreakdown | null = null;
  activity: RecentActivity['activities'] = [];

  transactions: CreditTransaction[] = [];
  total = 0;
  hasMore = false;
  feature = '';
  period = '';
  page = 0;
  /** The cursor that reads each ledger page met so far under the current filters (decision L1; the first needs none). */
  private cursors: (string | undefined)[] = [undefined];
  /** Daily spending by agent, and whether it shows as a table instead of the chart. */
  spending: DailySpending | null = null;
  spendingAsTable = false;
  /** Buying credit packs. */
  readonly packs: CreditPacksViewModel;
  private readonly overview = new LoadState();
  private readonly transactionsLoad = new LoadState();
  private readonly spendingLoad = new LoadState();

  constructor(
    private readonly store: CreditsStore,
    private readonly session: { readonly role: Role | undefined },
    openCheckout: (url: string) => void = () => undefined,
  ) {
    this.packs = new CreditPacksViewModel(store, session, openCheckout, () => void this.loadTransactions());
    makeObservable(this, {
      usage: observable,
      activity: observable,
      transactions: observable,
      total: observable,
      hasMore: observable,
      feature: observable,
      period: observable,
      page: observable,
      spending: observable,
      spendingAsTable: observable,
      spendingStatus: computed,
      spendingError: computed,
      spendingEmpty: computed,
      spendingRows: computed,
      spendingSummary: computed,
      toggleSpendingTable: actionBound,
      loadSpending: actionBound,
      showsSpender: computed,
      transactionRows: computed,
      usageRows: computed,
      activityRows: computed,
      status: computed,
      error: computed,
      transactionsStatus: computed,
      transactionsError: computed,
      plan: computed,
      credits: computed,
      standing: computed,
      reading: computed,
      planName: computed,
      planStatus: computed,
      remainingText: computed,
      pageCount: computed,
      hasPrevious: computed,
      load: actionBound,
      setFeature: actionBound,
      setPeriod: actionBound,
      nextPage: actionBound,
      previousPage: actionBound,
      loadTransactions: actionBound,
    });
  }

  get spendingStatus(): LoadStatus {
    return this.spendingLoad.status;
  }

  get spendingError(): string | null {
    return this.spendingLoad.error;
  }

  /** Nothing spent in the span: the chart shows its empty state. */
  get spendingEmpty(): boolean {
    return (this.spending?.series.length ?? 0) === 0;
  }

  /** The table alternative: each day an agent spent, newest day first. */
  get spendingRows(): SpendingRow[] {
    const spending = this.spending;
    if (!spending) return [];
    const rows: SpendingRow[] = [];
    for (let i = spending.days.length - 1; i >= 0; i--) {
      for (const series of spending.series) {
        const credits = series.credits[i] ?? 0;
        if (credits > 0) rows.push({ day: spending.days[i]!, agent: series.label, credits: formatCredits(credits) });
      }
    }
    return rows;
  }

  /** What the chart shows, in one sentence (the canvas's accessible name). */
  get spendingSummary(): string {
    const series = this.spending?.series ?? [];
    return `Stacked bar chart of credits spent per day by agent, last ${SPENDING_DAYS} days: ${series.map((s) => `${s.label} ${formatCredits(s.total)}`).join(', ')}`;
  }

  toggleSpendingTable(): void {
    this.spendingAsTable = !this.spendingAsTable;
  }

  async loadSpending(): Promise<void> {
    await this.spendingLoad.run(
      () => this.store.fetchDailySpending(SPENDING_DAYS),
      (spending) => {
        this.spending = spending;
      },
    );
  }

  /** Owners and admins see the whole organization's history, so the table says who spent (the server sends a member only their own). */
  get showsSpender(): boolean {
    return seesOrganizationLedger(this.session.role);
  }

  get transactionRows(): TransactionRow[] {
    return this.transactions.map((t) => ({
      id: t.transaction_id,
      createdAt: t.created_at,
      activity: t.activity,
      label: transactionLabel(t),
      spender: transactionSpender(t),
      status: t.status,
      amount: signedCredits(t.transaction_type, t.credits),
    }));
  }

  /** Recent charges and refunds, each with its signed amount ('-20' taken, '+20' given back). */
  get activityRows(): { key: string; activity: string; amount: string }[] {
    return this.activity.map((a, i) => ({ key: a.id ?? String(i), activity: a.activity, amount: signedCredits(a.transaction_type, a.credits) }));
  }

  /** Usage by feature, each feature in words. */
  get usageRows(): { feature: string; label: string; credits: string; percentage: number | undefined }[] {
    return (this.usage?.breakdown ?? []).map((row) => ({ feature: row.feature, label: featureLabel(row.feature), credits: formatCredits(row.credits), percentage: row.percentage }));
  }

  get status(): LoadStatus {
    return this.overview.status;
  }

  get error(): string | null {
    return this.overview.error;
  }

  get transactionsStatus(): LoadStatus {
    return this.transactionsLoad.status;
  }

  get transactionsError(): string | null {
    return this.transactionsLoad.error;
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
    const transactions = this.loadTransactions();
    const spending = this.loadSpending();
    void this.packs.load();
    await this.overview.run(
      () => Promise.all([this.store.fetchPlan(), this.store.fetchCredits(), this.store.fetchUsageBreakdown(), this.store.fetchRecentActivity()]),
      ([, , usage, activity]) => {
        this.usage = usage;
        this.activity = activity.activities;
      },
    );
    await Promise.all([transactions, spending]);
  }

  setFeature(feature: string): void {
    this.feature = feature;
    this.page = 0;
    this.cursors = [undefined];
    void this.loadTransactions();
  }

  setPeriod(period: string): void {
    this.period = period;
    this.page = 0;
    this.cursors = [undefined];
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

  /**
   * Loads the current page, by the cursor that reached it when one is held (a page read by key costs what the first
   * does), else by offset; an answer to an older filter is dropped.
   */
  async loadTransactions(): Promise<void> {
    const page = this.page;
    const cursor = this.cursors[page];
    await this.transactionsLoad.run(
      () =>
        this.store.fetchTransactions({
          limit: TRANSACTIONS_PAGE_SIZE,
          ...(cursor ? { cursor } : { offset: page * TRANSACTIONS_PAGE_SIZE }),
          feature: this.feature || undefined,
          period: this.period || undefined,
        }),
      (list) => {
        this.transactions = list.transactions;
        this.total = list.total ?? this.total;
        this.hasMore = list.has_more;
        this.cursors.length = page + 1;
        this.cursors.push(list.next_cursor ?? undefined);
      },
    );
  }
}
