import { makeAutoObservable, runInAction } from 'mobx';
import type { CreditsStore } from '../../core/client/credits/credits-store.ts';
import type { ServerPlan } from '../../core/domain/billing.ts';
import { activePlan, planRank } from '../../core/domain/plan-status.ts';
import { isOrgAdmin, type Role } from '../../core/domain/roles.ts';
import { LoadState, messageOf, type LoadStatus } from './load-state.ts';

/** A plan as GET /payments/plans offers it. */
export interface OfferedPlan extends ServerPlan {
  credits: number;
  price: number;
  period_days: number;
}

/** What POST /billing/plan/upgrade answers beside the plan. */
interface PlanChangeResult extends ServerPlan {
  test_mode?: boolean;
  status?: 'completed' | 'pending';
  checkout_url?: string | null;
}

/**
 * Pricing (public, spec 2.1): the plans and the way to change plan for owners and admins. In offline
 * test mode the change completes without payment, and the screen says so.
 */
export class PricingViewModel {
  plans: OfferedPlan[] = [];
  changingTo: string | null = null;
  changeError: string | null = null;
  /** After a change: which plan, and whether it ran in test mode. */
  changed: { name: string; testMode: boolean } | null = null;
  /** The last load found no signed-in user. */
  private signedOut = false;
  private readonly state = new LoadState();

  constructor(
    private readonly store: CreditsStore,
    private readonly session: { readonly isAuthenticated: boolean; readonly role: Role | undefined },
    private readonly openCheckout: (url: string) => void,
  ) {
    makeAutoObservable<this, 'store' | 'session' | 'openCheckout' | 'state'>(
      this,
      { store: false, session: false, openCheckout: false, state: false },
      { autoBind: true },
    );
  }

  get status(): LoadStatus | 'signed-out' {
    return this.signedOut ? 'signed-out' : this.state.status;
  }

  get error(): string | null {
    return this.state.error;
  }

  get current(): OfferedPlan | null {
    return activePlan(this.plans);
  }

  get canChange(): boolean {
    return isOrgAdmin(this.session.role);
  }

  isCurrent(plan: OfferedPlan): boolean {
    return this.current?.type === plan.type;
  }

  actionLabel(plan: OfferedPlan): string {
    if (this.isCurrent(plan)) return 'Current plan';
    return planRank(plan.type) > planRank(this.current?.type ?? 'free') ? 'Upgrade' : 'Switch';
  }

  async load(): Promise<void> {
    // The plans come from a signed-in call; a visitor is asked to sign in first.
    this.signedOut = !this.session.isAuthenticated;
    if (this.signedOut) return;
    await this.state.run(
      () => this.store.fetchPlans(),
      (list) => {
        this.plans = [...(list.plans as OfferedPlan[])].sort((a, b) => planRank(a.type) - planRank(b.type));
      },
    );
  }

  async change(plan: OfferedPlan): Promise<void> {
    if (this.changingTo || this.isCurrent(plan) || !this.canChange) return;
    this.changingTo = plan.type;
    this.changeError = null;
    this.changed = null;
    try {
      const result = (await this.store.changePlan(plan.type)) as PlanChangeResult;
      if (result.status === 'pending' && result.checkout_url) {
        this.openCheckout(result.checkout_url);
        return;
      }
      runInAction(() => {
        this.changed = { name: result.name, testMode: result.test_mode === true };
      });
      await this.load();
    } catch (error) {
      runInAction(() => {
        this.changeError = messageOf(error);
      });
    } finally {
      runInAction(() => {
        this.changingTo = null;
      });
    }
  }
}
