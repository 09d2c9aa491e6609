import { inject, injectable } from 'inversify';
import { UnitOfWork } from '../ports/unit-of-work.ts';
import { AuditTrail } from '../ports/audit-trail.ts';
import { PaymentProvider, type CheckoutRequest } from '../ports/payment-provider.ts';
import { IdGenerator } from '../ports/id-generator.ts';
import { ConfirmPayment, paymentLedgerKey } from './confirm-payment.ts';
import { RequestKeys, inFlight, type Replay } from '../idempotency/request-keys.ts';
import { CreditPackCatalogue, packPrice, type CreditPack } from './credit-pack-catalogue.ts';
import { requireBillingManager } from './require-org.ts';
import type { FieldError } from '../../domain/field-errors.ts';
import { ServerError } from '../errors.ts';
import { BillingServerMessages } from './billing-server-messages.ts';
import type { Principal } from '../auth/principal.ts';
import type { CreditTransactionRecord } from '../ports/records.ts';
import type { PurchaseRequest } from '../../domain/billing/billing.ts';

export interface PurchaseResult {
  transaction_id: string;
  credits_added: number;
  test_mode: boolean;
  status: 'completed' | 'pending';
  checkout_url: string | null;
}

/** What a purchase the key already stands for left: its payment reference, and its grant once paid. */
interface EarlierPurchase {
  reference: string;
  grant: CreditTransactionRecord | null;
}

/**
 * Buys a credit pack from the catalogue through the payment provider. The body must name a pack
 * exactly; what is charged and granted is the catalogue's, never the body's. The offline provider
 * settles at once (`test_mode`); with Stripe the buyer is sent to Checkout and the credits arrive
 * with the signed webhook. Either way the grant happens exactly once per payment. An Idempotency-Key
 * (RequestKeys) commits with the grant, or with the checkout it opened: a retry answers that purchase.
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
    @inject(RequestKeys) private readonly keys: RequestKeys,
  ) {}

  async execute(principal: Principal, command: PurchaseRequest, idempotencyKey?: string): Promise<PurchaseResult> {
    const orgId = requireBillingManager(principal);
    const pack = this.packFor(command);
    // Each attempt has its own payment reference (providers key their idempotency on it); the key decides
    // whose purchase a retry is answered with.
    const reference = this.ids.next();
    const claim = idempotencyKey ? this.keys.claimFor({ orgId, userId: principal.userId }, idempotencyKey, reference, { operation: 'credits.purchase', body: command }) : null;
    const earlierOf: Replay<EarlierPurchase> = async (repos, earlierReference) => ({
      reference: earlierReference,
      grant: await repos.ledger.findByIdempotencyKey(orgId, paymentLedgerKey(earlierReference)),
    });
    const answerEarlier = (earlier: EarlierPurchase) => this.replay(this.checkoutFor(principal, orgId, pack, earlier.reference), earlier);
    if (claim) {
      // A purchase the key already stands for is answered without asking the provider for a new one.
      const earlier = await this.keys.earlier(claim, earlierOf);
      if (earlier) return answerEarlier(earlier);
    }
    const checkout = await this.payments.startCheckout(this.checkoutFor(principal, orgId, pack, reference));
    const details = { pack_id: pack.id, credits: pack.credits, bonus: pack.bonus, amount_cents: pack.priceCents, provider: this.payments.name, mode: checkout.mode };
    if (checkout.mode === 'redirect') {
      const earlier = claim
        ? await this.uow.run(async (repos) => {
            const held = await this.keys.claimWithin(repos, claim, earlierOf);
            if (!held) await this.keys.complete(repos, claim, reference);
            return held;
          })
        : null;
      if (earlier) return answerEarlier(earlier);
      await this.audit.record({ action: 'credits.purchased', actorId: principal.userId, orgId, target: checkout.paymentId, details });
      return { transaction_id: checkout.paymentId, credits_added: 0, test_mode: this.payments.testMode, status: 'pending', checkout_url: checkout.checkoutUrl };
    }
    // Settled at once: the key and the grant commit together; an identical request racing this one waits
    // for that commit and answers with this grant.
    const outcome = await this.uow.run(async (repos) => {
      const earlier = claim ? await this.keys.claimWithin(repos, claim, earlierOf) : null;
      if (earlier) return { earlier, grant: null };
      if (claim) await this.keys.complete(repos, claim, reference);
      const grant = await this.confirm.within(repos, {
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
      if (!grant.duplicate) await repos.auditLog.record({ action: 'credits.purchased', actorId: principal.userId, orgId, target: grant.transactionId, details });
      return { earlier: null, grant };
    });
    const { earlier, grant } = outcome;
    if (earlier) return answerEarlier(earlier);
    return { transaction_id: grant.transactionId, credits_added: grant.credits, test_mode: this.payments.testMode, status: 'completed', checkout_url: null };
  }

  /** The catalogue pack the body names exactly, or a 422 naming each field that differs from it. */
  private packFor(command: PurchaseRequest): CreditPack {
    const exact = this.catalogue.packs.find((p) => p.credits === command.credits && p.bonus === command.bonus && packPrice(p) === command.price);
    if (exact) return exact;
    const near = this.catalogue.packs.find((p) => p.credits === command.credits);
    const problems: FieldError[] = [];
    if (!near) problems.push({ loc: ['body', 'credits'], msg: BillingServerMessages.noCreditPack(command.credits), type: 'value_error' });
    else {
      if (near.bonus !== command.bonus) problems.push({ loc: ['body', 'bonus'], msg: BillingServerMessages.packBonusIs(near.bonus), type: 'value_error' });
      if (packPrice(near) !== command.price) problems.push({ loc: ['body', 'price'], msg: BillingServerMessages.packPriceIs(packPrice(near)), type: 'value_error' });
    }
    throw new ServerError('VALIDATION.INVALID', BillingServerMessages.notACreditPack, problems);
  }

  private checkoutFor(principal: Principal, orgId: string, pack: CreditPack, reference: string): CheckoutRequest {
    return {
      orgId,
      userId: principal.userId,
      kind: 'credits',
      packId: pack.id,
      credits: pack.credits,
      bonus: pack.bonus,
      priceCents: pack.priceCents,
      description: `${pack.credits} credits${pack.bonus ? ` + ${pack.bonus} bonus` : ''}`,
      reference,
    };
  }

  /**
   * A retried purchase answers with the first one: its grant, or while its checkout is unpaid that same
   * checkout (the provider answers a reference it has seen with what it answered the first time).
   */
  private async replay(checkout: CheckoutRequest, earlier: EarlierPurchase): Promise<PurchaseResult> {
    if (earlier.grant) return { transaction_id: earlier.grant.id, credits_added: earlier.grant.credits, test_mode: this.payments.testMode, status: 'completed', checkout_url: null };
    const again = await this.payments.startCheckout(checkout);
    // A settling provider grants in the key's own commit, so a done key without a grant is a checkout's.
    if (again.mode !== 'redirect') throw inFlight();
    return { transaction_id: again.paymentId, credits_added: 0, test_mode: this.payments.testMode, status: 'pending', checkout_url: again.checkoutUrl };
  }
}
