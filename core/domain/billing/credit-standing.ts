import type { ServerCredits, ServerPlan } from './billing.ts';
import { gaugeReading, type GaugeReading } from './credits.ts';
import { planDisplayName, planStatus, planStatusInputOf, type PlanStatus } from './plan-status.ts';

/** The plan and balance as a person sees them (spec 4.3): the Credits screen, the CLI's `credits` and the specs read this. */
export interface CreditStanding {
  /** The plan's name, or 'Free Plan' with no plan known. */
  planName: string;
  planType: string | null;
  /** Null while the plan is not known. */
  planStatus: PlanStatus | null;
  daysLeft: number | null;
  used: number;
  total: number;
  remaining: number;
  resetDate: string | null;
  reading: GaugeReading;
}

export function creditStanding(plan: ServerPlan | null, credits: ServerCredits, now: number): CreditStanding {
  return {
    planName: planDisplayName(plan),
    planType: plan?.type ?? null,
    planStatus: plan ? planStatus(planStatusInputOf(plan, credits), now) : null,
    daysLeft: plan?.days_left ?? null,
    used: credits.used,
    total: credits.total,
    remaining: credits.remaining,
    resetDate: credits.reset_date,
    reading: gaugeReading(credits),
  };
}
