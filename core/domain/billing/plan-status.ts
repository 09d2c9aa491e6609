/** Plan status rules (spec 4.3, decisions D12). */
export const PLAN_TYPES = ['free', 'pro', 'professional', 'enterprise'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];
export type PlanStatus = 'active' | 'expiring_soon' | 'expired';

export const FREE_PLAN_EXPIRING_SOON_DAYS = 3;
export const FREE_PLAN_NAME = 'Free Plan';
const DAY_MS = 24 * 3600 * 1000;

export interface PlanStatusInput {
  type: string;
  isActive: boolean;
  /** Credit reset date (epoch ms), when known. */
  resetDate: number | null;
  /** Days left on the plan, when the server says. */
  daysLeft?: number | null;
}

/** Expired when the credit reset date has passed; a free plan with 3 or fewer days left is expiring soon. */
export function planStatus(plan: PlanStatusInput, now: number): PlanStatus {
  if (plan.resetDate !== null && plan.resetDate < now) return 'expired';
  if (plan.type === 'free') {
    const daysLeft = plan.daysLeft ?? (plan.resetDate !== null ? Math.ceil((plan.resetDate - now) / DAY_MS) : null);
    return daysLeft !== null && daysLeft <= FREE_PLAN_EXPIRING_SOON_DAYS ? 'expiring_soon' : 'active';
  }
  return plan.isActive ? 'active' : 'expired';
}

/** The status input from the server's plan and credits (the reset date comes with the credits). */
export function planStatusInputOf(
  plan: { type: string; is_active: boolean; days_left?: number | null },
  credits: { reset_date?: string | null } | null,
): PlanStatusInput {
  return { type: plan.type, isActive: plan.is_active, resetDate: credits?.reset_date ? Date.parse(credits.reset_date) : null, daysLeft: plan.days_left };
}

/** Sending is refused only when the plan is expired (D12). */
export function planAllowsSending(status: PlanStatus): boolean {
  return status !== 'expired';
}

const PLAN_RANK: Record<string, number> = { enterprise: 3, professional: 2, pro: 2, free: 1 };

export function planRank(type: string): number {
  return PLAN_RANK[type] ?? 0;
}

/** The active plan of highest rank, or null (shown as 'Free Plan'). */
export function activePlan<T extends { type: string; is_active: boolean }>(plans: readonly T[]): T | null {
  return plans.filter((p) => p.is_active).sort((a, b) => planRank(b.type) - planRank(a.type))[0] ?? null;
}

export function planDisplayName(plan: { name: string } | null): string {
  return plan?.name ?? FREE_PLAN_NAME;
}
