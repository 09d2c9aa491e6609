import { makeAutoObservable, runInAction } from 'mobx';
import type { CreditsStore } from '../../core/client/credits/credits-store.ts';
import type { ServerCredits, ServerPlan } from '../../core/domain/billing.ts';
import { formatCredits } from '../../core/domain/credits.ts';
import { planDisplayName } from '../../core/domain/plan-status.ts';
import type { LoadStatus } from './credits.view-model.ts';

/**
 * Payment success (after the payment provider sends the user back): the plan and credits as the
 * server has them now. The provider's confirmation reaches the server on its own, so a plan still
 * on free says it is being confirmed, with a way to look again.
 */
export class PaymentSuccessViewModel {
  status: LoadStatus = 'loading';
  error: string | null = null;
  plan: ServerPlan | null = null;
  credits: ServerCredits | null = null;

  constructor(
    private readonly store: CreditsStore,
    private readonly session: { readonly isAuthenticated: boolean },
    private readonly panelChanged: () => void,
  ) {
    makeAutoObservable<this, 'store' | 'session' | 'panelChanged'>(this, { store: false, session: false, panelChanged: false }, { autoBind: true });
  }

  /** The page is public (a provider may send back a signed-out browser): the plan shows after sign-in. */
  get signedIn(): boolean {
    return this.session.isAuthenticated;
  }

  get planName(): string {
    return planDisplayName(this.plan);
  }

  /** Free still: the provider's confirmation has not reached the server yet. */
  get confirming(): boolean {
    return this.plan === null || this.plan.type === 'free';
  }

  get remaining(): string {
    return this.credits ? formatCredits(this.credits.remaining) : '';
  }

  async load(): Promise<void> {
    if (!this.signedIn) return;
    this.status = 'loading';
    try {
      const [plan, credits] = await Promise.all([this.store.fetchPlan(), this.store.fetchCredits()]);
      runInAction(() => {
        this.plan = plan;
        this.credits = credits;
        this.status = 'ready';
        this.error = null;
      });
      this.panelChanged();
    } catch (error) {
      runInAction(() => {
        this.error = error instanceof Error ? error.message : String(error);
        this.status = 'error';
      });
    }
  }
}
