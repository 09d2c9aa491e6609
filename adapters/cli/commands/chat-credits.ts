import type { Command } from '../command.ts';
import type { ServiceIdentifier } from 'inversify';
import { CreditsStore } from '../../../core/client/credits/credits-store.ts';
import { formatCredits, usagePercent } from '../../../core/domain/credits.ts';
import { planDisplayName, planStatus, planStatusInputOf } from '../../../core/domain/plan-status.ts';
import { shortDate } from './knowledge-shared.ts';

export interface CreditsSummary {
  plan: { type: string; name: string; is_active: boolean; days_left: number | null; status: string } | null;
  used: number;
  total: number;
  remaining: number;
  used_percent: number;
  reset_date: string | null;
}

/** Plan and balance through the client core's CreditsStore (spec 4.3, 7.2). */
export async function creditsSummary(resolve: <T>(id: ServiceIdentifier<T>) => T): Promise<CreditsSummary> {
  const store = resolve(CreditsStore);
  const [plan, credits] = await Promise.all([store.fetchPlan().catch(() => null), store.fetchCredits()]);
  const status = plan
    ? planStatus(planStatusInputOf(plan, credits), Date.now())
    : null;
  return {
    plan: plan ? { type: plan.type, name: planDisplayName(plan), is_active: plan.is_active, days_left: plan.days_left, status: status! } : null,
    used: credits.used,
    total: credits.total,
    remaining: credits.remaining,
    used_percent: usagePercent(credits.used, credits.total),
    reset_date: credits.reset_date,
  };
}

export const creditsCommand: Command = {
  name: 'credits',
  summary: "Show the organization's plan and credits: used of total, and remaining",
  usage: 'credits',
  options: {},
  requiresSession: true,
  async run({ resolve, out }) {
    const summary = await creditsSummary(resolve);
    if (out.json) return out.data(summary);
    const plan = summary.plan;
    out.line(`Plan:       ${planDisplayName(plan)}${plan ? ` (${plan.type}, ${plan.status.replace('_', ' ')}${plan.days_left !== null ? `, ${plan.days_left} days left` : ''})` : ''}`);
    out.line(`Used:       ${formatCredits(summary.used)} of ${formatCredits(summary.total)} (${Math.round(summary.used_percent)}%)`);
    out.line(`Remaining:  ${formatCredits(summary.remaining)}`);
    if (summary.reset_date) out.line(`Resets:     ${shortDate(summary.reset_date)}`);
  },
};
