import { inject, injectable } from 'inversify';
import { PaymentProvider } from '../ports/payment-provider.ts';
import { ConfirmPayment } from './confirm-payment.ts';

/** The payment provider's webhook: verify the signature, then grant what was paid for, once. */
@injectable()
export class HandlePaymentWebhook {
  constructor(
    @inject(PaymentProvider) private readonly payments: PaymentProvider,
    @inject(ConfirmPayment) private readonly confirm: ConfirmPayment,
  ) {}

  async execute(rawBody: Uint8Array | string, signature: string | undefined): Promise<{ received: true; applied: boolean }> {
    const confirmation = await this.payments.confirmWebhook(rawBody, signature);
    if (!confirmation) return { received: true, applied: false };
    const result = await this.confirm.execute(confirmation);
    return { received: true, applied: !result.duplicate };
  }
}
