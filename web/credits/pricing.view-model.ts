import { actionBound, computed, makeObservable, observable, runInAction } from 'mobx';
import type { CreditsStore } from '../../core/client/credits/credits-store.ts';
import type { ServerPlan } from '../../core/domain/billing/billing.ts';
import { activePlan, planRank } from '../../core/domain/billing/plan-status.ts';
import { isOrgAdmin, type Role } from '../../core/domain/roles.ts';
import { LoadState, messageOf, type LoadStatus } from '../view-models/load-state.ts';
import { CreditPacksViewModel } from './credit-packs.view-model.ts';
import { planChangeOutcome } from '../../core/domain/billing/credit-carry-over.ts';
import { formatCreditsExact } from '../../core/domain/billing/credits.ts';
import { CreditsText } from './credits-text.ts';
import { planPeriodText } from '../../core/domain/billing/plan-card.ts';

/** A plan as GET /payments/plans offers it. */
export interface OfferedPlan extends ServerPlan {
  credits: number;
  price: number;
  period_days: number;
  /** What the plan offers, in words (the server's catalogue). */
  features?: string[];
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
  /** The plan the confirmation dialog asks about, before anything changes. */
  confirming: OfferedPlan | null = null;
  /** Buying credit packs. */
  readonly packs: CreditPacksViewModel;
  /** The last load found no signed-in user. */
  private signedOut = false;
  private readonly state = new LoadState();

  constructor(
    private readonly store: CreditsStore,
    private readonly session: { readonly isAuthenticated: boolean; readonly role: Role | undefined },
    private readonly openCheckout: (url: string) => void,
  ) {
    this.packs = new CreditPacksViewModel(store, session, openCheckout);
    makeObservable<this, 'signedOut'>(this, {
      plans: observable,
      changingTo: observable,
      changeError: observable,
      changed: observable,
      confirming: observable,
      signedOut: observable,
      status: computed,
      error: computed,
      current: computed,
      canChange: computed,
      askChange: actionBound,
      cancelChange: actionBound,
      confirmChange: actionBound,
      confirmSummary: computed,
      load: actionBound,
      change: actionBound,
    });
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

  /** Upgrade or Downgrade relative to the current plan, by the plans' rank (then price). */
  isUpgrade(plan: OfferedPlan): boolean {
    const current = this.current;
    const from = planRank(current?.type ?? 'free');
    const to = planRank(plan.type);
    return to !== from ? to > from : plan.price > (current?.price ?? 0);
  }

  actionLabel(plan: OfferedPlan): string {
    if (this.isCurrent(plan)) return CreditsText.planCurrent;
    return this.isUpgrade(plan) ? CreditsText.planUpgrade : CreditsText.planDowngrade;
  }

  /** Opens the confirmation: the balance is read afresh so the numbers it states are the server's now. */
  askChange(plan: OfferedPlan): void {
    if (this.changingTo || this.isCurrent(plan) || !this.canChange) return;
    this.confirming = plan;
    this.changeError = null;
    void this.store.fetchCredits().catch(() => undefined);
  }

  cancelChange(): void {
    this.confirming = null;
  }

  async confirmChange(): Promise<void> {
    const plan = this.confirming;
    if (!plan) return;
    this.confirming = null;
    await this.change(plan);
  }

  /** What the change will do, with numbers (core/domain/billing/credit-carry-over.ts), or null while the balance is unknown. */
  get confirmSummary(): string[] | null {
    const plan = this.confirming;
    const credits = this.store.credits;
    if (!plan || !credits) return null;
    const outcome = planChangeOutcome({ remaining: credits.remaining, paidRemaining: credits.paid_remaining ?? 0, newAllowance: plan.credits });
    const per = planPeriodText(plan.period_days);
    const lines = [CreditsText.planChangeUnused(formatCreditsExact(outcome.unused)), CreditsText.planChangeAdds(formatCreditsExact(outcome.carriedOver), formatCreditsExact(outcome.newAllowance), per)];
    const current = this.current;
    if (outcome.lapsed > 0) lines.push(CreditsText.planChangeLapse(formatCreditsExact(outcome.lapsed), current?.name ?? 'plan'));
    if (current && plan.credits < current.credits) lines.push(CreditsText.planChangeLess(formatCreditsExact(current.credits), formatCreditsExact(plan.credits), per));
    lines.push(CreditsText.planChangeResult(formatCreditsExact(outcome.balanceAfter)));
    return lines;
  }

  async load(): Promise<void> {
    // The plans come from a signed-in call; a visitor is asked to sign in first.
    this.signedOut = !this.session.isAuthenticated;
    if (this.signedOut) return;
    void this.packs.load();
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
