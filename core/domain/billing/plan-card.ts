import { formatCreditsExact } from './credits.ts';

/** What a Pricing card reads of a plan on offer. */
export interface PlanOfferFigures {
  price: number;
  credits: number;
  period_days: number;
}

/** A plan's period in words: 'a month' for 30 days, otherwise 'every 14 days'. */
export function planPeriodText(days: number): string {
  return days === 30 ? 'a month' : `every ${days} days`;
}

/**
 * A Pricing card's price and allowance in one wording: "$29.00" with "a month" beside it, and "5,000 credits a
 * month" (exact, as the plan's features and the change dialog write it), never "/ 30 days" beside "per period".
 */
export function planCardText(plan: PlanOfferFigures): { price: string; per: string | null; allowance: string } {
  const period = planPeriodText(plan.period_days);
  return {
    price: plan.price === 0 ? 'Free' : `$${plan.price.toFixed(2)}`,
    per: plan.price === 0 ? null : period,
    allowance: `${formatCreditsExact(plan.credits)} credits ${period}`,
  };
}
