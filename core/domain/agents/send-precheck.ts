/**
 * The rule that refuses a send before it starts (spec 5, 8.4; decisions D10, D12). The client checks
 * it before calling the server, and the server applies the same plan rule while charging the run.
 */
import { planAllowsSending, planStatus, type PlanStatusInput } from '../billing/plan-status.ts';
import { computeCost, resolveMode, DEFAULT_ESTIMATED_CREDITS } from './agent-cost.ts';
import { Messages } from '../messages.ts';
import { hasSufficientCredits } from '../billing/credits.ts';

export interface SendPrecheckInput {
  plan: PlanStatusInput | null;
  /** Credits remaining, when known; unknown credits are left to the server. */
  remaining: number | null;
  mode: string | null | undefined;
  estimatedCredits?: number;
  now: number;
}

/** The refusal text for an expired or inactive plan, else null. */
export function planRefusal(plan: PlanStatusInput | null, now: number): string | null {
  if (!plan) return null;
  return planAllowsSending(planStatus(plan, now)) ? null : Messages.planExpired(plan.type);
}

/** The credits a send costs in this mode (unknown modes cost as normal). */
export function sendCost(mode: string | null | undefined, estimatedCredits = DEFAULT_ESTIMATED_CREDITS): number {
  return computeCost(resolveMode(mode) ?? 'normal', estimatedCredits);
}

/** Null when the send may go; otherwise the spec's text (plan expired first, then credits). */
export function sendRefusal(input: SendPrecheckInput): string | null {
  const plan = planRefusal(input.plan, input.now);
  if (plan) return plan;
  const cost = sendCost(input.mode, input.estimatedCredits);
  if (input.remaining !== null && !hasSufficientCredits(input.remaining, cost)) return Messages.insufficientCredits(cost, input.remaining);
  return null;
}
