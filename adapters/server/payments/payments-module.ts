import { ContainerModule } from 'inversify';
import { ConfirmPayment } from '../../../core/server/billing/confirm-payment.ts';
import { PaymentProvider } from '../../../core/server/ports/payment-provider.ts';
import { OfflinePaymentProvider } from './offline-payment-provider.ts';
import { paymentWebhookRoutes, paymentWebhookRouteUseCases } from './payment-webhook-routes.ts';
import { bindUseCases } from '../modules/bind-use-cases.ts';
import { httpRoutes, type FeatureModuleFactory } from '../modules/feature-module.ts';

/** The payment provider (Stripe, or offline test mode without keys), payment confirmation and the provider's signed webhook. */
export const paymentsModule: FeatureModuleFactory = (settings) => ({
  name: 'payments',
  bindings: new ContainerModule(async ({ bind }) => {
    // Stripe's client is imported only with its keys.
    const stripe = settings.stripe;
    bind(PaymentProvider).toConstantValue(
      stripe ? new (await import('./stripe-payment-provider.ts')).StripePaymentProvider(stripe.secretKey, stripe.webhookSecret, settings.appUrl, stripe.apiBaseUrl) : new OfflinePaymentProvider(),
    );
    bindUseCases(bind, [ConfirmPayment]);
  }),
  routes: [httpRoutes(paymentWebhookRouteUseCases, paymentWebhookRoutes)],
});
