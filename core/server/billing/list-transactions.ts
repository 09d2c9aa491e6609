import { inject, injectable } from 'inversify';
import { UnitOfWork } from '../ports/unit-of-work.ts';
import { Clock } from '../ports/clock.ts';
import { CreditAccounts } from './credit-accounts.ts';
import { requireOrg } from './require-org.ts';
import { toTransactionView } from './billing-views.ts';
import { seesOrganizationLedger } from '../../domain/roles.ts';
import type { Principal } from '../auth/principal.ts';
import { pageAfter } from '../page-after.ts';
import { nextCursor } from '../../domain/list-cursor.ts';
import type { DailySpending, RecentActivity, TransactionList, TransactionQuery, UsageBreakdown } from '../../domain/billing/billing.ts';
import { featureLabel, isSpendingFeature } from '../../domain/billing/transaction-labels.ts';
import { agentDisplayName } from '../../domain/agents/agents.ts';

const PERIOD_DAYS: Record<string, number> = { day: 1, '24h': 1, week: 7, '7d': 7, month: 30, '30d': 30, quarter: 90, '90d': 90, year: 365 };
const DAY_MS = 24 * 3600 * 1000;

/** Owners and admins read the organization's ledger; a plain member only their own rows (their prompts are theirs). */
function ownRowsOnly(principal: Principal): { userId?: string } {
  return seesOrganizationLedger(principal.role) ? {} : { userId: principal.userId };
}

/** The ledger as the Credits screen reads it: transactions, usage by feature, recent activity. */
@injectable()
export class ListTransactions {
  constructor(
    @inject(UnitOfWork) private readonly uow: UnitOfWork,
    @inject(CreditAccounts) private readonly accounts: CreditAccounts,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  async execute(principal: Principal, query: TransactionQuery): Promise<TransactionList> {
    const orgId = requireOrg(principal);
    const limit = Math.min(Math.max(query.limit ?? 20, 1), 100);
    const offset = Math.max(query.offset ?? 0, 0);
    const days = query.period ? PERIOD_DAYS[query.period] : undefined;
    const since = days ? new Date(this.clock.now().getTime() - days * DAY_MS) : undefined;
    const after = pageAfter(query.cursor);
    const { rows, total } = await this.uow.run(async (repos) => {
      await this.accounts.current(repos, orgId);
      return repos.ledger.list(orgId, { feature: query.feature || undefined, status: query.status || undefined, since, ...ownRowsOnly(principal) }, limit, offset, after);
    });
    const next = nextCursor(rows, limit, (r) => ({ at: r.createdAt.toISOString(), id: r.id }));
    // After a cursor the rows before it are not counted here: more follow when the page is full (the next page may be empty).
    const hasMore = total === null ? next !== null : offset + rows.length < total;
    // A page read by cursor carries no total (counting reads every row): the first page's stands.
    return { transactions: rows.map(toTransactionView), ...(total === null ? {} : { total }), has_more: hasMore, next_cursor: hasMore ? next : null };
  }

  async usageBreakdown(principal: Principal): Promise<UsageBreakdown> {
    const orgId = requireOrg(principal);
    const usage = await this.uow.run(async (repos) => {
      const account = await this.accounts.current(repos, orgId);
      return repos.ledger.usageByFeature(orgId, account.periodStart);
    });
    // What a feature used is what it was charged less what was refunded (a failed or cancelled run gives its credits back).
    // Features that were never charged (purchases, grants) are not usage.
    const spent = usage
      .filter((u) => isSpendingFeature(u.feature) && u.debited > 0)
      .map((u) => ({ feature: u.feature, credits: Math.max(0, u.debited - u.credited) }));
    const total = spent.reduce((sum, u) => sum + u.credits, 0);
    return {
      total_credits_used: total,
      breakdown: spent.map((u) => ({ feature: u.feature, credits: u.credits, percentage: total ? Math.round((u.credits / total) * 1000) / 10 : 0 })),
    };
  }

  /**
   * Spending per day and agent over the last `days` days (today included, UTC days): charges less refunds,
   * a day never below 0. Owners and admins see the organization's, a member only their own (seesOrganizationLedger).
   */
  async dailySpending(principal: Principal, days: number): Promise<DailySpending> {
    const orgId = requireOrg(principal);
    const today = Date.UTC(this.clock.now().getUTCFullYear(), this.clock.now().getUTCMonth(), this.clock.now().getUTCDate());
    const first = new Date(today - (days - 1) * DAY_MS);
    const dates = Array.from({ length: days }, (_, i) => new Date(first.getTime() + i * DAY_MS).toISOString().slice(0, 10));
    const { userId } = ownRowsOnly(principal);
    const rows = await this.uow.run((repos) => repos.ledger.dailyTotalsFrom(orgId, dates[0]!, userId));
    const net = new Map<string, { label: string; perDay: number[] }>();
    for (const row of rows) {
      if (!isSpendingFeature(row.feature)) continue;
      const day = dates.indexOf(row.day);
      if (day < 0) continue;
      const key = row.agentName ?? row.feature;
      let series = net.get(key);
      if (!series) {
        series = { label: row.agentName ? agentDisplayName(row.agentName) : featureLabel(row.feature), perDay: new Array<number>(days).fill(0) };
        net.set(key, series);
      }
      series.perDay[day]! += row.debited - row.credited;
    }
    const series = [...net.entries()]
      .map(([key, s]) => {
        const credits = s.perDay.map((c) => Math.max(0, c));
        return { key, label: s.label, credits, total: credits.reduce((a, b) => a + b, 0) };
      })
      .filter((s) => s.total > 0)
      .sort((a, b) => b.total - a.total || a.label.localeCompare(b.label));
    return { days: dates, series, total_credits: series.reduce((sum, s) => sum + s.total, 0) };
  }

  async recentActivity(principal: Principal): Promise<RecentActivity> {
    const orgId = requireOrg(principal);
    const { rows } = await this.uow.run((repos) => repos.ledger.list(orgId, ownRowsOnly(principal), 50, 0));
    const activities = rows
      // Charges and the refunds that gave them back: a failed or declined run listed only as its charge reads as credits lost.
      .filter((r) => isSpendingFeature(r.feature))
      .slice(0, 10)
      .map((r) => ({ id: r.id, activity: r.activity, credits: r.credits, created_at: r.createdAt.toISOString(), feature: r.feature, transaction_type: r.transactionType }));
    return { activities };
  }
}
