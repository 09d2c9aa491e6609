import Stripe from 'stripe';
import type { CheckoutRequest, CheckoutResult, PaymentConfirmation, PaymentProvider } from '../../../core/server/ports/payment-provider.ts';
import { ServerError, ServerMessages } from '../../../core/server/errors.ts';

/** Stripe Checkout for purchases and upgrades; credits are granted from the signed `checkout.session.completed` webhook. */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe';
  readonly testMode: boolean;
  private readonly stripe: Stripe;

  constructor(
    secretKey: string,
    private readonly webhookSecret: string,
    private readonly appUrl: string,
    /** Stripe's API unless set: a sandbox, or the contract fake the tests run. */
    apiBaseUrl?: string,
  ) {
    this.stripe = new Stripe(secretKey, apiBaseUrl ? addressOf(apiBaseUrl) : {});
    this.testMode = secretKey.startsWith('sk_test_');
  }

  async startCheckout(request: CheckoutRequest): Promise<CheckoutResult> {
    let session: Stripe.Checkout.Session;
    try {
      session = await this.createSession(request);
    } catch (error) {
      // Stripe refuses a key reused with other parameters: the buyer's mistake, not a server fault.
      if (error instanceof Stripe.errors.StripeIdempotencyError) throw new ServerError('VALIDATION.INVALID', ServerMessages.idempotencyKeyReused);
      throw error;
    }
    return { mode: 'redirect', paymentId: session.id, checkoutUrl: session.url ?? `${this.appUrl}/pricing` };
  }

  private createSession(request: CheckoutRequest): Promise<Stripe.Checkout.Session> {
    return this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: request.priceCents, product_data: { name: request.description } } }],
        success_url: `${this.appUrl}/payment/success?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${this.appUrl}/pricing`,
        client_reference_id: request.orgId,
        metadata: {
          org_id: request.orgId,
          user_id: request.userId,
          kind: request.kind,
          pack_id: request.packId ?? '',
          credits: String(request.credits ?? 0),
          bonus: String(request.bonus ?? 0),
          plan_type: request.planType ?? '',
        },
      },
      { idempotencyKey: request.reference },
    );
  }

  async confirmWebhook(rawBody: Uint8Array | string, signature: string | undefined): Promise<PaymentConfirmation | null> {
    let event: Stripe.Event;
    try {
      const payload = typeof rawBody === 'string' ? rawBody : Buffer.from(rawBody);
      event = await this.stripe.webhooks.constructEventAsync(payload, signature ?? '', this.webhookSecret);
    } catch {
      throw new ServerError('PAYMENT.BAD_SIGNATURE', ServerMessages.badWebhookSignature);
    }
    if (event.type !== 'checkout.session.completed') return null;
    const session = event.data.object;
    if (session.payment_status !== 'paid' || !session.metadata?.org_id) return null;
    const m = session.metadata;
    return {
      paymentId: session.id,
      orgId: m.org_id!,
      userId: m.user_id || null,
      kind: m.kind === 'plan' ? 'plan' : 'credits',
      packId: m.pack_id || null,
      credits: Number(m.credits ?? 0),
      bonus: Number(m.bonus ?? 0),
      planType: m.plan_type || null,
      amountCents: session.amount_total ?? 0,
    };
  }
}

function addressOf(baseUrl: string): { host: string; port: number; protocol: 'http' | 'https' } {
  const url = new URL(baseUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: Number(url.port) || (protocol === 'http' ? 80 : 443), protocol };
}
