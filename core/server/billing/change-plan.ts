import { inject, injectable } from 'inversify';
import { UnitOfWork } from '../ports/unit-of-work.ts';
import { Clock } from '../ports/clock.ts';
import { CreditAccounts } from './credit-accounts.ts';
import { AuditTrail } from '../ports/audit-trail.ts';
import { PlanCatalogue, findOffer } from './plan-catalogue.ts';
import { requireBillingManager } from './require-org.ts';
import { toPlanView } from './billing-views.ts';
import { ServerError, ServerMessages } from '../errors.ts';
import type { Principal } from '../auth/principal.ts';
import type { ServerPlan } from '../../domain/billing.ts';

/** Moves the organization to another plan; a new period starts with that plan's allowance. */
@injectable()
export class ChangePlan {
  constructor(
    @inject(UnitOfWork) private readonly uow: UnitOfWork,
    @inject(CreditAccounts) private readonly accounts: CreditAccounts,
    @inject(PlanCatalogue) private readonly catalogue: PlanCatalogue,
    @inject(Clock) private readonly clock: Clock,
    @inject(AuditTrail) private readonly audit: AuditTrail,
  ) {}

  async execute(principal: Principal, planType: string): Promise<ServerPlan & { test_mode: boolean }> {
    const orgId = requireBillingManager(principal);
    const offer = findOffer(this.catalogue, planType);
    if (!offer) {
      throw new ServerError('BILLING.UNKNOWN_PLAN', ServerMessages.unknownPlan(planType), [
        { loc: ['body', 'plan_type'], msg: ServerMessages.unknownPlan(planType), type: 'value_error' },
      ]);
    }
    const account = await this.uow.run(async (repos) => {
      const current = await this.accounts.current(repos, orgId);
      return this.accounts.startPeriod(repos, current, offer.type, this.clock.now(), 'plan_change', `Changed plan to ${offer.name}`);
    });
    await this.audit.record({ action: 'plan.changed', actorId: principal.userId, orgId, details: { plan_type: offer.type } });
    return { ...toPlanView(account, offer, this.clock.now()), test_mode: true };
  }
}
