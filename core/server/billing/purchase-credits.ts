import { inject, injectable } from 'inversify';
import { UnitOfWork } from '../ports/unit-of-work.ts';
import { AuditTrail } from '../ports/audit-trail.ts';
import { PaymentProvider } from '../ports/payment-provider.ts';
import { IdGenerator } from '../ports/id-generator.ts';
import { ConfirmPayment, paymentLedgerKey } from './confirm-payment.ts';
import { CreditPackCatalogue, packPrice, type CreditPack } from './credit-pack-catalogue.ts';
import { requireBillingManager } from './require-org.ts';
import { ServerError, ServerMessages, type FieldError } from '../errors.ts';
import type { Principal } from '../auth/principal.ts';
import type { CreditTransactionRecord } from '../ports/records.ts';
import type { PurchaseRequest } from '../../domain/billing.ts';

export interface PurchaseResult {
  transaction_id: string;
  credits_added: number;
  test_mode: boolean;
  status: 'completed' | 'pending';
  checkout_url: string | null;
}

/**
 * Buys a credit pack from the catalogue through the payment provider. The body must name a pack
 * exactly; what is charged and granted is the catalogue's, never the body's. The offline provider
 * settles at once (`test_mode`); with Stripe the buyer is sent to Checkout and the credits arrive
 * with the signed webhook. Either way the grant happens exactly once per payment.
 */
@injectable()
export class PurchaseCredits {
  constructor(
    @inject(UnitOfWork) private readonly uow: UnitOfWork,
    @inject(AuditTrail) private readonly audit: AuditTrail,
    @inject(PaymentProvider) private readonly payments: PaymentProvider,
    @inject(IdGenerator) private readonly ids: IdGenerator,
    @inject(ConfirmPayment) private readonly confirm: ConfirmPayment,
    @inject(CreditPackCatalogue) private readonly catalogue: CreditPackCatalogue,
  ) {}

  async execute(principal: Principal, command: PurchaseRequest, idempotencyKey?: string): Promise<PurchaseResult> {
    const orgId = requireBillingManager(principal);
    const pack = this.packFor(command);
    // The caller's key is theirs alone: the same key from another organization names another purchase.
    const reference = idempotencyKey ? `purchase:${orgId}:${idempotencyKey}` : this.ids.next();
    const earlier = await this.uow.run((repos) => repos.ledger.findByIdempotencyKey(orgId, paymentLedgerKey(reference)));
    if (earlier) return this.replay(earlier, pack);
    const checkout = await this.payments.startCheckout({
      orgId,
      userId: principal.userId,
      kind: 'credits',
      packId: pack.id,
      credits: pack.credits,
      bonus: pack.bonus,
      priceCents: pack.priceCents,
      description: `${pack.credits} credits${pack.bonus ? ` + ${pack.bonus} bonus` : ''}`,
      reference,
    });
    const details = { pack_id: pack.id, credits: pack.credits, bonus: pack.bonus, amount_cents: pack.priceCents, provider: this.payments.name, mode: checkout.mode };
    if (checkout.mode === 'redirect') {
      await this.audit.record({ action: 'credits.purchased', actorId: principal.userId, orgId, target: checkout.paymentId, details });
      return { transaction_id: checkout.paymentId, credits_added: 0, test_mode: this.payments.testMode, status: 'pending', checkout_url: checkout.checkoutUrl };
    }
    const row = await this.confirm.execute({
      paymentId: reference,
      orgId,
      userId: principal.userId,
      kind: 'credits',
      packId: pack.id,
      credits: pack.credits,
      bonus: pack.bonus,
      planType: null,
      amountCents: pack.priceCents,
    });
    if (!row.duplicate) await this.audit.record({ action: 'credits.purchased', actorId: principal.userId, orgId, target: row.transactionId, details });
    return { transaction_id: row.transactionId, credits_added: row.credits, test_mode: this.payments.testMode, status: 'completed', checkout_url: null };
  }

  /** The catalogue pack the body names exactly, or a 422 naming each field that differs from it. */
  private packFor(command: PurchaseRequest): CreditPack {
    const exact = this.catalogue.packs.find((p) => p.credits === command.credits && p.bonus === command.bonus && packPrice(p) === command.price);
    if (exact) return exact;
    const near = this.catalogue.packs.find((p) => p.credits === command.credits);
    const problems: FieldError[] = [];
    if (!near) problems.push({ loc: ['body', 'credits'], msg: ServerMessages.noCreditPack(command.credits), type: 'value_error' });
    else {
      if (near.bonus !== command.bonus) problems.push({ loc: ['body', 'bonus'], msg: ServerMessages.packBonusIs(near.bonus), type: 'value_error' });
      if (packPrice(near) !== command.price) problems.push({ loc: ['body', 'price'], msg: ServerMessages.packPriceIs(packPrice(near)), type: 'value_error' });
    }
    throw new ServerError('VALIDATION.INVALID', ServerMessages.notACreditPack, problems);
  }

  /** A retried purchase answers with the first one; the same key for another pack is a mistake, not a new purchase. */
  private replay(earlier: CreditTransactionRecord, pack: CreditPack): PurchaseResult {
    const bought = (earlier.activityDetails as { pack_id?: unknown } | null)?.pack_id;
    if (bought !== pack.id) throw new ServerError('VALIDATION.INVALID', ServerMessages.idempotencyKeyReused, [{ loc: ['header', 'idempotency-key'], msg: ServerMessages.idempotencyKeyReused, type: 'value_error' }]);
    return { transaction_id: earlier.id, credits_added: earlier.credits, test_mode: this.payments.testMode, status: 'completed', checkout_url: null };
  }
}
