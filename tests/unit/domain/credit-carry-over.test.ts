import { describe, expect, it } from 'vitest';
import { carriedOverActivity, paidRemaining, planChangeOutcome } from '../../../core/domain/billing/credit-carry-over.ts';
import { isSpendingFeature, transactionLabel } from '../../../core/domain/billing/transaction-labels.ts';

describe('what a plan change does to unused credits', () => {
  it('paid credits are spent last: of what remains, the paid part is at most what was paid this period', () => {
    expect(paidRemaining(340, 1000)).toBe(340);
    expect(paidRemaining(1500, 1000)).toBe(1000);
    expect(paidRemaining(0, 1000)).toBe(0);
    expect(paidRemaining(400, 0)).toBe(0);
  });

  it('340 unused purchased credits carry over beside the new allowance', () => {
    expect(planChangeOutcome({ remaining: 340, paidRemaining: 340, newAllowance: 5000 })).toEqual({ unused: 340, carriedOver: 340, lapsed: 0, newAllowance: 5000, balanceAfter: 5340 });
  });

  it("the old plan's unused allowance lapses; a downgrade keeps only what was bought", () => {
    expect(planChangeOutcome({ remaining: 5340, paidRemaining: 340, newAllowance: 500 })).toEqual({ unused: 5340, carriedOver: 340, lapsed: 5000, newAllowance: 500, balanceAfter: 840 });
    expect(planChangeOutcome({ remaining: 400, paidRemaining: 0, newAllowance: 5000 })).toMatchObject({ carriedOver: 0, lapsed: 400, balanceAfter: 5000 });
  });

  it('the carried credits are a grant in the ledger, named after the old plan, and not spending', () => {
    expect(carriedOverActivity('Free Plan')).toBe('Carried over from Free Plan');
    expect(transactionLabel({ feature: 'plan_carry_over', transaction_type: 'credit', agent_name: null })).toBe('Credits carried over');
    expect(isSpendingFeature('plan_carry_over')).toBe(false);
    expect(isSpendingFeature('ai_agents')).toBe(true);
  });
});
