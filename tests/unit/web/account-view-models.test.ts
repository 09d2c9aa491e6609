import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../adapters/client/manual-clock.ts';
import type { CreditsStore } from '../../../core/client/credits/credits-store.ts';
import type { AccountRequests } from '../../../core/client/auth/account-requests.ts';
import type { ServerCredits, ServerPlan } from '../../../core/domain/billing/billing.ts';
import { CONFIRM_RECHECK_MS, CONFIRM_RECHECKS, PaymentSuccessViewModel } from '../../../web/credits/payment-success.view-model.ts';
import { leadsToWaitlist } from '../../../web/sign-in/register-form.view-model.ts';
import { needsVerification } from '../../../web/sign-in/login-form.view-model.ts';
import { WaitlistViewModel } from '../../../web/sign-in/waitlist.view-model.ts';
import type { Navigator } from '../../../web/view-models/navigator.ts';

const at = (query: Record<string, string>): Navigator => ({ pathname: () => '/', query: () => query, navigate: () => undefined });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A CreditsStore that answers with the plan type it is told, and counts the reads. */
function store(planType: () => string) {
  const reads = { count: 0 };
  const fake = {
    fetchPlan: async () => {
      reads.count++;
      return { type: planType(), name: planType() === 'free' ? 'Free Plan' : 'Pro' } as ServerPlan;
    },
    fetchCredits: async () => ({ remaining: 5000 }) as ServerCredits,
  };
  return { store: fake as unknown as CreditsStore, reads };
}

describe('payment success', () => {
  it('back from a checkout on Free, it looks again every few seconds until the plan changes', async () => {
    let plan = 'free';
    const { store: credits, reads } = store(() => plan);
    const clock = new ManualClock();
    const vm = new PaymentSuccessViewModel(credits, { isAuthenticated: true }, at({ session_id: 'cs_test_1' }), clock);
    await vm.load();
    expect(vm.checkoutSession).toBe('cs_test_1');
    expect(vm.confirming).toBe(true);
    clock.advance(CONFIRM_RECHECK_MS);
    await flush();
    expect(reads.count).toBe(2);
    plan = 'pro';
    clock.advance(CONFIRM_RECHECK_MS);
    await flush();
    expect(vm.confirming).toBe(false);
    expect(vm.paid).toBe(true);
    clock.advance(CONFIRM_RECHECK_MS * 5);
    await flush();
    expect(reads.count).toBe(3);
  });

  it('stops looking after its re-checks and when the page is left; the button starts again', async () => {
    const { store: credits, reads } = store(() => 'free');
    const clock = new ManualClock();
    const vm = new PaymentSuccessViewModel(credits, { isAuthenticated: true }, at({ session_id: 'cs_test_2' }), clock);
    await vm.load();
    for (let i = 0; i < CONFIRM_RECHECKS + 3; i++) {
      clock.advance(CONFIRM_RECHECK_MS);
      await flush();
    }
    expect(reads.count).toBe(1 + CONFIRM_RECHECKS);
    await vm.load(true);
    vm.dispose();
    clock.advance(CONFIRM_RECHECK_MS * 3);
    await flush();
    expect(reads.count).toBe(2 + CONFIRM_RECHECKS);
  });

  it('without a checkout it shows the plan as it is, and a visitor reads nothing', async () => {
    const { store: credits, reads } = store(() => 'free');
    const vm = new PaymentSuccessViewModel(credits, { isAuthenticated: true }, at({}), new ManualClock());
    await vm.load();
    expect(vm.confirming).toBe(false);
    expect(vm.paid).toBe(false);
    const visitor = new PaymentSuccessViewModel(credits, { isAuthenticated: false }, at({}), new ManualClock());
    await visitor.load();
    expect(reads.count).toBe(1);
  });
});

describe('register and the waitlist', () => {
  it('a 403 that names the waitlist leads there; invite-only and other refusals do not', () => {
    expect(leadsToWaitlist(403, ['Registration is by invitation from the waitlist. Join the waitlist to get access.'])).toBe(true);
    expect(leadsToWaitlist(403, ['Registration is by invitation only'])).toBe(false);
    expect(leadsToWaitlist(409, ['waitlist'])).toBe(false);
  });

  it('a 403 sign-in about verifying leads to a new link; a disabled account does not', () => {
    expect(needsVerification(403, 'Please verify your email address before signing in. We sent you a link.')).toBe(true);
    expect(needsVerification(403, 'This account is disabled')).toBe(false);
    expect(needsVerification(401, 'verify')).toBe(false);
  });

  it('the waitlist form starts with what Register carried over', () => {
    const vm = new WaitlistViewModel({} as AccountRequests, at({ email: 'linus@kernel.test', name: 'Linus' }));
    expect(vm.values).toEqual({ email: 'linus@kernel.test', name: 'Linus', company: '' });
    expect(vm.fieldError('email')).toBeNull();
  });
});
