import { defineCommand } from '../command.ts';
import { CreditsStore } from '../../../core/client/credits/credits-store.ts';
import { formatCredits } from '../../../core/domain/billing/credits.ts';
import { planDisplayName } from '../../../core/domain/billing/plan-status.ts';
import { shortDate } from '../cli-table.ts';

export interface CreditsSummary {
  plan: { type: string; name: string; is_active: boolean; days_left: number | null; status: string } | null;
  used: number;
  total: number;
  remaining: number;
  used_percent: number;
  reset_date: string | null;
}

/** Plan and balance through the client core's CreditsStore, as the Credits screen shows them (spec 4.3, 7.2). */
export async function creditsSummary(store: CreditsStore): Promise<CreditsSummary> {
  const [plan] = await Promise.all([store.fetchPlan().catch(() => null), store.fetchCredits()]);
  const standing = store.standing!;
  return {
    plan: plan ? { type: plan.type, name: standing.planName, is_active: plan.is_active, days_left: standing.daysLeft, status: standing.planStatus! } : null,
    used: standing.used,
    total: standing.total,
    remaining: standing.remaining,
    used_percent: standing.reading.percent,
    reset_date: standing.resetDate,
  };
}

export const creditsCommand = defineCommand({
  name: 'credits',
  summary: "Show the organization's plan and credits: used of total, and remaining",
  usage: 'credits',
  options: {},
  requiresSession: true,
  uses: { creditsStore: CreditsStore },
  async run({ uses, out }) {
    const summary = await creditsSummary(uses.creditsStore);
    if (out.json) return out.data(summary);
    const plan = summary.plan;
    out.line(`Plan:       ${planDisplayName(plan)}${plan ? ` (${plan.type}, ${plan.status.replace('_', ' ')}${plan.days_left !== null ? `, ${plan.days_left} days left` : ''})` : ''}`);
    out.line(`Used:       ${formatCredits(summary.used)} of ${formatCredits(summary.total)} (${Math.round(summary.used_percent)}%)`);
    out.line(`Remaining:  ${formatCredits(summary.remaining)}`);
    if (summary.reset_date) out.line(`Resets:     ${shortDate(summary.reset_date)}`);
  },
});
