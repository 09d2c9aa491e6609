import { inject, injectable } from 'inversify';
import { UnitOfWork } from '../ports/unit-of-work.ts';
import { Clock } from '../ports/clock.ts';
import { AuditTrail } from '../ports/audit-trail.ts';
import { PaymentProvider } from '../ports/payment-provider.ts';
import { IdGenerator } from '../ports/id-generator.ts';
import { CreditAccounts } from './credit-accounts.ts';
import { ConfirmPayment } from './confirm-payment.ts';
import { PlanCatalogue, findOffer } from './plan-catalogue.ts';
import { requireBillingManager } from './require-org.ts';
import { toPlanView } from './billing-views.ts';
import { ServerError, ServerMessages } from '../errors.ts';
import type { Principal } from '../auth/principal.ts';
import type { ServerPlan } from '../../domain/billing/billing.ts';

/**
 * Moves the organization to another plan; a new period starts with that plan's allowance. A paid
 * plan goes through the payment provider (settled at once offline, by webhook with Stripe); the free
 * plan needs no payment.
 */
@injectable()
export class ChangePlan {
  constructor(
    @inject(UnitOfWork) private readonly uow: UnitOfWork,
    @inject(CreditAccounts) private readonly accounts: CreditAccounts,
    @inject(PlanCatalogue) private readonly catalogue: PlanCatalogue,
    @inject(Clock) private readonly clock: Clock,
    @inject(AuditTrail) private readonly audit: AuditTrail,
    @inject(PaymentProvider) private readonly payments: PaymentProvider,
    @inject(IdGenerator) private readonly ids: IdGenerator,
    @inject(ConfirmPayment) private readonly confirm: ConfirmPayment,
  ) {}

  async execute(principal: Principal, planType: string): Promise<ServerPlan & { test_mode: boolean; status: 'completed' | 'pending'; checkout_url: string | null }> {
    const orgId = requireBillingManager(principal);
    const offer = findOffer(this.catalogue, planType);
    if (!offer) {
      throw new ServerError('BILLING.UNKNOWN_PLAN', ServerMessages.unknownPlan(planType), [
        { loc: ['body', 'plan_type'], msg: ServerMessages.unknownPlan(planType), type: 'value_error' },
      ]);
    }
    const paymentId = this.ids.next();
    if (offer.priceCents > 0) {
      const checkout = await this.payments.startCheckout({
        orgId,
        userId: principal.userId,
        kind: 'plan',
        planType: offer.type,
        priceCents: offer.priceCents,
        description: `${offer.name} plan`,
        reference: paymentId,
      });
      if (checkout.mode === 'redirect') {
        const current = await this.uow.run((repos) => this.accounts.current(repos, orgId));
        return { ...toPlanView(current, this.accounts.offer(current.planType), this.clock.now()), test_mode: this.payments.testMode, status: 'pending', checkout_url: checkout.checkoutUrl };
      }
      await this.confirm.execute({ paymentId, orgId, userId: principal.userId, kind: 'plan', credits: 0, bonus: 0, planType: offer.type, amountCents: offer.priceCents });
    } else {
      await this.uow.run(async (repos) => {
        const current = await this.accounts.current(repos, orgId);
        await this.accounts.startPeriod(repos, current, offer.type, this.clock.now(), 'plan_change', `Changed plan to ${offer.name}`);
      });
    }
    await this.audit.record({ action: 'plan.changed', actorId: principal.userId, orgId, details: { plan_type: offer.type, provider: this.payments.name } });
    const account = await this.uow.run((repos) => this.accounts.current(repos, orgId));
    return { ...toPlanView(account, offer, this.clock.now()), test_mode: this.payments.testMode, status: 'completed', checkout_url: null };
  }
}
