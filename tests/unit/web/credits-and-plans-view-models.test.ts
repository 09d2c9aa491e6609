import { describe, expect, it } from 'vitest';
import type { CreditsStore } from '../../../core/client/credits/credits-store.ts';
import type { PurchaseOutcome, PurchaseRequest, ServerCredits } from '../../../core/domain/billing/billing.ts';
import { CreditPacksViewModel } from '../../../web/credits/credit-packs.view-model.ts';
import { PricingViewModel, type OfferedPlan } from '../../../web/credits/pricing.view-model.ts';

const PACKS = [{ id: 'credits_1000', credits: 1000, bonus: 0, price: 10 }];

function packsStore(outcome: PurchaseOutcome, bought: PurchaseRequest[]) {
  return {
    fetchCreditPacks: async () => PACKS,
    buy: async (request: PurchaseRequest) => {
      bought.push(request);
      return outcome;
    },
  } as unknown as CreditsStore;
}

describe('buying a credit pack', () => {
  it('with Stripe the browser goes to Checkout; nothing is shown as added yet', async () => {
    const bought: PurchaseRequest[] = [];
    const opened: string[] = [];
    const vm = new CreditPacksViewModel(packsStore({ transaction_id: 'cs_1', credits_added: 0, test_mode: false, status: 'pending', checkout_url: 'https://checkout.stripe.test/cs_1' }, bought), { role: 'org_admin' }, (url) => opened.push(url));
    await vm.load();
    await vm.buy('credits_1000');
    expect(bought).toEqual([{ credits: 1000, bonus: 0, price: 10 }]);
    expect(opened).toEqual(['https://checkout.stripe.test/cs_1']);
    expect(vm.bought).toBe(null);
  });

  it('offline test mode settles at once and says so; a member cannot buy', async () => {
    const bought: PurchaseRequest[] = [];
    const outcome: PurchaseOutcome = { transaction_id: 't1', credits_added: 1000, test_mode: true, status: 'completed', checkout_url: null };
    const owner = new CreditPacksViewModel(packsStore(outcome, bought), { role: 'org_owner' }, () => undefined);
    await owner.load();
    expect(owner.rows[0]).toMatchObject({ credits: '1,000 credits', price: '$10.00', buyLabel: 'Buy 1,000 credits for $10.00' });
    await owner.buy('credits_1000');
    expect(owner.bought).toEqual({ credits: '1,000', testMode: true });

    const member = new CreditPacksViewModel(packsStore(outcome, bought), { role: 'org_member' }, () => undefined);
    await member.load();
    expect(member.canBuy).toBe(false);
    await member.buy('credits_1000');
    expect(bought).toHaveLength(1);
  });
});

describe('Pricing: Upgrade or Downgrade, and what a change does to the credits', () => {
  const plan = (type: string, name: string, credits: number, price: number, active: boolean): OfferedPlan => ({ id: `plan_${type}`, type, name, is_active: active, days_left: null, expires_at: null, credits, price, period_days: 30 });

  function pricing(current: string, credits: ServerCredits) {
    const plans = [plan('free', 'Free Plan', 500, 0, current === 'free'), plan('pro', 'Pro', 5000, 29, current === 'pro'), plan('professional', 'Professional', 20000, 99, current === 'professional')];
    const store = { fetchPlans: async () => ({ plans, total_plans: 3, active_plans: 1 }), fetchCreditPacks: async () => [], fetchCredits: async () => credits, credits } as unknown as CreditsStore;
    return new PricingViewModel(store, { isAuthenticated: true, role: 'org_owner' }, () => undefined);
  }

  it('labels each plan relative to the current one, never Switch', async () => {
    const vm = pricing('pro', { used: 0, total: 5000, remaining: 5000, reset_date: null, last_updated: null });
    await vm.load();
    expect(vm.plans.map((p) => vm.actionLabel(p))).toEqual(['Downgrade', 'Current plan', 'Upgrade']);
  });

  it('states the carry-over with numbers before an upgrade, and the loss before a downgrade', async () => {
    const up = pricing('free', { used: 1160, total: 1500, remaining: 340, reset_date: null, last_updated: null, paid_remaining: 340 });
    await up.load();
    up.askChange(up.plans[1]!);
    expect(up.confirmSummary).toEqual(['You have 340 unused credits.', '340 purchased credits carry over; your new plan adds 5,000 credits a month.', 'You will have 5,340 credits.']);

    const down = pricing('pro', { used: 0, total: 5340, remaining: 5340, reset_date: null, last_updated: null, paid_remaining: 340 });
    await down.load();
    down.askChange(down.plans[0]!);
    expect(down.confirmSummary).toEqual([
      'You have 5,340 unused credits.',
      '340 purchased credits carry over; your new plan adds 500 credits a month.',
      '5,000 unused Pro credits lapse.',
      'You will get 500 credits a month instead of 5,000.',
      'You will have 840 credits.',
    ]);
  });
});
