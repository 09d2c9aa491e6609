import { actionBound, computed, makeObservable, observable } from 'mobx';
import type { CreditsStore } from '../../core/client/credits/credits-store.ts';
import type { Clock, TimerHandle } from '../../core/client/ports/clock.port.ts';
import type { ServerCredits, ServerPlan } from '../../core/domain/billing/billing.ts';
import { formatCredits } from '../../core/domain/billing/credits.ts';
import { planDisplayName } from '../../core/domain/billing/plan-status.ts';
import { LoadState } from '../view-models/load-state.ts';
import type { Navigator } from '../view-models/navigator.ts';

/** While the provider's confirmation is awaited: look again this often, this many times, then leave it to the button. */
export const CONFIRM_RECHECK_MS = 3000;
export const CONFIRM_RECHECKS = 10;

/**
 * Payment success (where the payment provider sends the user back, or where Pricing's test-mode
 * change leads): the plan and credits as the server has them now, read through the CreditsStore
 * (observable: the sidebar's credits panel follows the same reads).
 *
 * The server offers no way to look up a checkout session, so `session_id` (Stripe's return query)
 * only tells that the user came back from a checkout: the provider's webhook reaches the server on
 * its own, and until the plan has left Free the page says the payment is being confirmed and looks
 * again every few seconds. Without a checkout session (offline test mode completes at once) it shows
 * the plan as it is.
 */
export class PaymentSuccessViewModel {
  plan: ServerPlan | null = null;
  credits: ServerCredits | null = null;
  /** The provider's checkout session from the return link, if it came with one. */
  readonly checkoutSession: string | null;
  private rechecks = 0;
  private timer: TimerHandle | null = null;
  /** Where the screen's load is: loading, its error, or ready. */
  readonly loadState = new LoadState();

  constructor(
    private readonly store: CreditsStore,
    private readonly session: { readonly isAuthenticated: boolean },
    navigator: Navigator,
    private readonly clock: Clock,
  ) {
    const query = navigator.query();
    this.checkoutSession = query.session_id || query.checkout_session || null;
    makeObservable<this, 'scheduleRecheck' | 'cancelRecheck'>(this, {
      plan: observable,
      credits: observable,
      signedIn: computed,
      planName: computed,
      confirming: computed,
      paid: computed,
      remaining: computed,
      load: actionBound,
      dispose: actionBound,
      scheduleRecheck: actionBound,
      cancelRecheck: actionBound,
    });
  }

  /** The page is public (a provider may send back a signed-out browser): the plan shows after sign-in. */
  get signedIn(): boolean {
    return this.session.isAuthenticated;
  }

  get planName(): string {
    return planDisplayName(this.plan);
  }

  /** Back from a checkout and still on Free: the provider's confirmation has not reached the server yet. */
  get confirming(): boolean {
    return this.checkoutSession !== null && (this.plan === null || this.plan.type === 'free');
  }

  /** A paid plan is active now. */
  get paid(): boolean {
    return this.plan !== null && this.plan.type !== 'free';
  }

  get remaining(): string {
    return this.credits ? formatCredits(this.credits.remaining) : '';
  }

  /** Reads plan and credits; `manual` (the button) starts the automatic re-checks afresh. */
  async load(manual = false): Promise<void> {
    if (!this.signedIn) return;
    this.cancelRecheck();
    if (manual) this.rechecks = 0;
    const applied = await this.loadState.run(
      () => Promise.all([this.store.fetchPlan(), this.store.fetchCredits()]),
      ([plan, credits]) => {
        this.plan = plan;
        this.credits = credits;
      },
      // The first load shows the spinner; a re-check keeps what is shown until the answer comes.
      { quiet: this.plan !== null },
    );
    if (applied) this.scheduleRecheck();
  }

  /** Stops looking again (the page was left). */
  dispose(): void {
    this.cancelRecheck();
    this.loadState.abandon();
  }

  private scheduleRecheck(): void {
    if (!this.confirming || this.rechecks >= CONFIRM_RECHECKS) return;
    this.rechecks++;
    this.timer = this.clock.setTimeout(() => {
      this.timer = null;
      void this.load();
    }, CONFIRM_RECHECK_MS);
  }

  private cancelRecheck(): void {
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
  }
}
