import { inject, injectable } from 'inversify';
import { UnitOfWork, type Repositories } from '../ports/unit-of-work.ts';
import { Clock } from '../ports/clock.ts';
import { CreditAccounts } from './credit-accounts.ts';
import type { PaymentConfirmation } from '../ports/payment-provider.ts';

/** The ledger key of what one payment granted: at most one row per payment and organization. */
export function paymentLedgerKey(paymentId: string): string {
  return `payment:${paymentId}`;
}

export interface PaymentGrant {
  transactionId: string;
  credits: number;
  /** The payment was granted before: nothing changed now. */
  duplicate: boolean;
}

/** Grants what a confirmed payment bought, exactly once per payment id (webhooks are retried). */
@injectable()
export class ConfirmPayment {
  constructor(
    @inject(UnitOfWork) private readonly uow: UnitOfWork,
    @inject(CreditAccounts) private readonly accounts: CreditAccounts,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  async execute(payment: PaymentConfirmation): Promise<PaymentGrant> {
    const key = paymentLedgerKey(payment.paymentId);
    try {
      return await this.uow.run((repos) => this.within(repos, payment));
    } catch (error) {
      // Two deliveries of one payment raced: the loser's ledger row hit the (org, key) unique index and
      // its whole transaction rolled back. The winner's grant stands; answer with it.
      const winner = await this.uow.run((repos) => repos.ledger.findByIdempotencyKey(payment.orgId, key));
      if (winner) return { transactionId: winner.id, credits: winner.credits, duplicate: true };
      throw error;
    }
  }

  /** The grant inside the caller's unit of work, so whatever else it writes commits with it. */
  async within(repos: Repositories, payment: PaymentConfirmation): Promise<PaymentGrant> {
    const key = paymentLedgerKey(payment.paymentId);
    const earlier = await repos.ledger.findByIdempotencyKey(payment.orgId, key);
    if (earlier) return { transactionId: earlier.id, credits: earlier.credits, duplicate: true };
    const account = await this.accounts.current(repos, payment.orgId);
    if (payment.kind === 'plan' && payment.planType) {
      // The new period's allowance row carries the payment's key, so a replayed webhook changes nothing.
      await this.accounts.startPeriod(repos, account, payment.planType, this.clock.now(), 'plan_change', `Upgraded to ${this.accounts.offer(payment.planType).name}`, key);
      const row = await repos.ledger.findByIdempotencyKey(payment.orgId, key);
      return { transactionId: row!.id, credits: row!.credits, duplicate: false };
    }
    const row = await this.accounts.grant(repos, payment.orgId, payment.credits + payment.bonus, {
      userId: payment.userId,
      feature: 'credit_purchase',
      activity: `Purchased ${payment.credits} credits${payment.bonus ? ` + ${payment.bonus} bonus` : ''}`,
      activityDetails: { pack_id: payment.packId ?? null, amount_cents: payment.amountCents, credits: payment.credits, bonus: payment.bonus, payment_id: payment.paymentId },
      idempotencyKey: key,
    });
    return { transactionId: row.id, credits: row.credits, duplicate: false };
  }
}
