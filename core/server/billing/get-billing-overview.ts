import { inject, injectable } from 'inversify';
import { UnitOfWork } from '../ports/unit-of-work.ts';
import { Clock } from '../ports/clock.ts';
import { CreditAccounts } from './credit-accounts.ts';
import { PlanCatalogue } from './plan-catalogue.ts';
import { CreditPackCatalogue, packPrice } from './credit-pack-catalogue.ts';
import { requireOrg } from './require-org.ts';
import { toCreditsView, toPlanView } from './billing-views.ts';
import type { Principal } from '../auth/principal.ts';
import type { CreditPackList, PlanList, ServerCredits, ServerPlan } from '../../domain/billing/billing.ts';

/** Read side of billing: the organization's plan, its credits, and the plans and credit packs on offer. */
@injectable()
export class GetBillingOverview {
  constructor(
    @inject(UnitOfWork) private readonly uow: UnitOfWork,
    @inject(CreditAccounts) private readonly accounts: CreditAccounts,
    @inject(PlanCatalogue) private readonly catalogue: PlanCatalogue,
    @inject(Clock) private readonly clock: Clock,
    @inject(CreditPackCatalogue) private readonly packs: CreditPackCatalogue,
  ) {}

  async plan(principal: Principal): Promise<ServerPlan> {
    const orgId = requireOrg(principal);
    const account = await this.uow.run((repos) => this.accounts.current(repos, orgId));
    return toPlanView(account, this.accounts.offer(account.planType), this.clock.now());
  }

  /** The balance, and how much of it was paid for on its own (what a plan change carries over). */
  async credits(principal: Principal): Promise<ServerCredits> {
    const orgId = requireOrg(principal);
    return this.uow.run(async (repos) => {
      const account = await this.accounts.current(repos, orgId);
      return { ...toCreditsView(account), paid_remaining: await this.accounts.paidRemaining(repos, account) };
    });
  }

  /** The credit packs a purchase may name: the same for everyone, nothing of any organization. */
  creditPacks(): CreditPackList {
    return { packs: this.packs.packs.map((p) => ({ id: p.id, credits: p.credits, bonus: p.bonus, price: packPrice(p) })) };
  }

  /** The catalogue, with the caller's current plan marked active. */
  async plans(principal: Principal): Promise<PlanList & { plans: (ServerPlan & { credits: number; price: number; period_days: number; features: string[] })[] }> {
    const orgId = requireOrg(principal);
    const account = await this.uow.run((repos) => this.accounts.current(repos, orgId));
    const now = this.clock.now();
    const plans = this.catalogue.plans.map((offer) => {
      const isCurrent = offer.type === account.planType;
      return {
        ...toPlanView({ ...account, planActive: isCurrent && account.planActive }, offer, now),
        days_left: isCurrent ? toPlanView(account, offer, now).days_left : null,
        expires_at: isCurrent ? account.resetDate.toISOString() : null,
        credits: offer.creditsPerPeriod,
        price: offer.priceCents / 100,
        period_days: offer.periodDays,
        features: [...offer.features],
      };
    });
    return { plans, total_plans: plans.length, active_plans: plans.filter((p) => p.is_active).length };
  }
}
