import { DEFAULT_ROLE, isRole, type Role } from '../roles.ts';
import { activePlan, type PlanType } from '../billing/plan-status.ts';
import type { ServerCredits, ServerPlan } from '../billing/billing.ts';
import type { SessionUser } from './user.ts';

/** The client user profile (spec section 3). */
export interface UserProfile {
  id: string;
  email: string;
  name: string;
  role: Role;
  org_id: string;
  credits: { used: number; total: number; remaining: number; resetDate: string | null; lastUpdated: string | null };
  plan: { id: string; name: string; type: PlanType | string; daysLeft: number | null; expiresAt: string | null; isActive: boolean } | null;
  activePlans: ServerPlan[];
  metadata: { lastLogin: string | null };
  lastFetched: number;
}

/** Builds the profile from `/me`, `/billing/plan` and `/billing/credits`; the role defaults to org_member. */
export function buildUserProfile(
  user: Partial<SessionUser> & { id: string; email: string },
  plan: ServerPlan | null,
  credits: ServerCredits | null,
  fetchedAt: number,
  lastLogin: string | null = null,
): UserProfile {
  const plans = plan ? [plan] : [];
  const chosen = activePlan(plans) ?? plan;
  return {
    id: user.id,
    email: user.email,
    name: user.name ?? '',
    role: isRole(user.role) ? user.role : DEFAULT_ROLE,
    org_id: user.org_id ?? '',
    credits: {
      used: credits?.used ?? 0,
      total: credits?.total ?? 0,
      remaining: credits?.remaining ?? 0,
      resetDate: credits?.reset_date ?? null,
      lastUpdated: credits?.last_updated ?? null,
    },
    plan: chosen
      ? { id: chosen.id, name: chosen.name, type: chosen.type, daysLeft: chosen.days_left, expiresAt: chosen.expires_at, isActive: chosen.is_active }
      : null,
    activePlans: plans.filter((p) => p.is_active),
    metadata: { lastLogin },
    lastFetched: fetchedAt,
  };
}
