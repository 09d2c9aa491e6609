/**
 * What happens to unused credits when the organization changes plan: the one rule the
 * server's ledger applies and the client's confirmation dialog words.
 *
 * - Credits that were paid for on their own (credit packs bought, and credits an earlier plan change
 *   carried over) carry over to the new plan, in full, as a ledger entry 'Carried over from {old plan}'.
 * - The old plan's own allowance does not: the new plan starts a new period with its full allowance at
 *   once (no proration), exactly as a period renewal does, so the unused part of the old allowance lapses.
 * - Paid credits are spent last: while any of the period's allowance remains, charges take that first.
 *   So of what remains, the paid part is the smaller of what remains and what was paid in this period.
 */

/** Ledger features whose credit rows were paid for on their own: a plan change carries them over. */
export const PAID_CREDIT_FEATURES: readonly string[] = ['credit_purchase', 'plan_carry_over'];

/** The ledger feature of a carry-over's two rows (the debit closing the old period, the credit opening the new one). */
export const CARRY_OVER_FEATURE = 'plan_carry_over';

/** Of the credits that remain, how many were paid for (packs and earlier carry-overs): paid credits are spent last. */
export function paidRemaining(remaining: number, paidThisPeriod: number): number {
  return Math.max(0, Math.min(remaining, paidThisPeriod));
}

export interface PlanChangeOutcome {
  /** Credits unused now. */
  unused: number;
  /** Of those, the paid credits that carry over. */
  carriedOver: number;
  /** The old plan's unused allowance, which lapses. */
  lapsed: number;
  /** The new plan's allowance, granted at once. */
  newAllowance: number;
  /** The balance right after the change. */
  balanceAfter: number;
}

/** What a plan change does to the balance, with numbers. */
export function planChangeOutcome(input: { remaining: number; paidRemaining: number; newAllowance: number }): PlanChangeOutcome {
  const unused = Math.max(0, input.remaining);
  const carriedOver = paidRemaining(unused, input.paidRemaining);
  return {
    unused,
    carriedOver,
    lapsed: unused - carriedOver,
    newAllowance: input.newAllowance,
    balanceAfter: carriedOver + input.newAllowance,
  };
}

/** The ledger activity of the carried-over credits in the new period. */
export function carriedOverActivity(oldPlanName: string): string {
  return `Carried over from ${oldPlanName}`;
}
