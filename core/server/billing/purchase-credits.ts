import { inject, injectable } from 'inversify';
import { UnitOfWork } from '../ports/unit-of-work.ts';
import { AuditTrail } from '../ports/audit-trail.ts';
import { PaymentProvider } from '../ports/payment-provider.ts';
import { IdGenerator } from '../ports/id-generator.ts';
import { ConfirmPayment } from './confirm-payment.ts';
import { requireBillingManager } from './require-org.ts';
import type { Principal } from '../auth/principal.ts';

export interface PurchaseResult {
  transaction_id: string;
  credits_added: number;
  test_mode: boolean;
  status: 'completed' | 'pending';
  checkout_url: string | null;
}

/**
 * Buys credits through the payment provider. The offline provider settles at once (`test_mode`);
 * with Stripe the buyer is sent to Checkout and the credits arrive with the signed webhook.
 * Either way the grant happens exactly once per payment.
 */
@injectable()
export class PurchaseCredits {
  constructor(
    @inject(UnitOfWork) private readonly uow: UnitOfWork,
    @inject(AuditTrail) private readonly audit: AuditTrail,
    @inject(PaymentProvider) private readonly payments: PaymentProvider,
    @inject(IdGenerator) private readonly ids: IdGenerator,
    @inject(ConfirmPayment) private readonly confirm: ConfirmPayment,
  ) {}

  async execute(principal: Principal, command: { credits: number; bonus: number; price: number }, idempotencyKey?: string): Promise<PurchaseResult> {
    const orgId = requireBillingManager(principal);
    const reference = idempotencyKey ?? this.ids.next();
    const earlier = await this.uow.run((repos) => repos.ledger.findByIdempotencyKey(orgId, `payment:${reference}`));
    if (earlier) return { transaction_id: earlier.id, credits_added: earlier.credits, test_mode: this.payments.testMode, status: 'completed', checkout_url: null };
    const checkout = await this.payments.startCheckout({
      orgId,
      userId: principal.userId,
      kind: 'credits',
      credits: command.credits,
      bonus: command.bonus,
      priceCents: Math.round(command.price * 100),
      description: `${command.credits} credits${command.bonus ? ` + ${command.bonus} bonus` : ''}`,
      reference,
    });
    await this.audit.record({ action: 'credits.purchased', actorId: principal.userId, orgId, target: checkout.paymentId, details: { ...command, provider: this.payments.name, mode: checkout.mode } });
    if (checkout.mode === 'redirect') {
      return { transaction_id: checkout.paymentId, credits_added: 0, test_mode: this.payments.testMode, status: 'pending', checkout_url: checkout.checkoutUrl };
    }
    const row = await this.confirm.execute({
      paymentId: reference,
      orgId,
      userId: principal.userId,
      kind: 'credits',
      credits: command.credits,
      bonus: command.bonus,
      planType: null,
      amountCents: Math.round(command.price * 100),
    });
    return { transaction_id: row.transactionId, credits_added: row.credits, test_mode: this.payments.testMode, status: 'completed', checkout_url: null };
  }
}
