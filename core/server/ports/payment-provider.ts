import type { ServiceIdentifier } from 'inversify';

export interface CheckoutRequest {
  orgId: string;
  userId: string;
  kind: 'credits' | 'plan';
  /** The catalogue pack being bought; credits, bonus and price are that pack's, never the buyer's. */
  packId?: string;
  credits?: number;
  bonus?: number;
  planType?: string;
  priceCents: number;
  description: string;
  /**
   * The caller's own reference, so a retried checkout does not charge twice. Unique across
   * organizations: providers key their own idempotency on it.
   */
  reference: string;
}

export type CheckoutResult =
  /** The provider settled the payment at once (offline test mode). */
  | { mode: 'completed'; paymentId: string }
  /** The payer must finish at the provider; credits arrive with its confirmation. */
  | { mode: 'redirect'; paymentId: string; checkoutUrl: string };

export interface PaymentConfirmation {
  paymentId: string;
  orgId: string;
  userId: string | null;
  kind: 'credits' | 'plan';
  packId?: string | null;
  credits: number;
  bonus: number;
  planType: string | null;
  amountCents: number;
}

/** Takes payments: Stripe Checkout when configured, else an offline provider that is clearly test mode. */
export interface PaymentProvider {
  readonly name: string;
  readonly testMode: boolean;
  startCheckout(request: CheckoutRequest): Promise<CheckoutResult>;
  /** Verifies a webhook's signature; returns the confirmed payment, null for events we ignore, throws on a bad signature. */
  confirmWebhook(rawBody: Uint8Array | string, signature: string | undefined): Promise<PaymentConfirmation | null>;
}
export const PaymentProvider: ServiceIdentifier<PaymentProvider> = Symbol.for('server.PaymentProvider');
