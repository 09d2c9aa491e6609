import type { CheckoutRequest, CheckoutResult, PaymentConfirmation, PaymentProvider } from '../../../core/server/ports/payment-provider.ts';

/** Used when no payment provider is configured: settles every checkout at once and says it is test mode. */
export class OfflinePaymentProvider implements PaymentProvider {
  readonly name = 'offline';
  readonly testMode = true;

  async startCheckout(request: CheckoutRequest): Promise<CheckoutResult> {
    return { mode: 'completed', paymentId: request.reference };
  }

  async confirmWebhook(): Promise<PaymentConfirmation | null> {
    return null;
  }
}
