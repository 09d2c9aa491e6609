import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HandlePaymentWebhook } from '../../../core/server/billing/handle-payment-webhook.ts';
import type { UseCaseClasses, UseCasesOf } from '../http/route-use-cases.ts';
import { ErrorSchema } from '../http/schemas.ts';

/** The use cases the payment webhook route calls. */
export const paymentWebhookRouteUseCases = { handlePaymentWebhook: HandlePaymentWebhook } satisfies UseCaseClasses;

/** The provider calls this with a signed raw body; no bearer token (the signature is the authority). */
export function paymentWebhookRoutes(u: UseCasesOf<typeof paymentWebhookRouteUseCases>): FastifyPluginAsyncZod {
  return async (app) => {
    // The signature covers the exact bytes, so this route keeps the body raw.
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    app.post('/payments/webhook', {
      schema: { tags: ['billing'], response: { 200: z.object({ received: z.boolean(), applied: z.boolean() }), 400: ErrorSchema } },
    }, async (req) => {
      const signature = req.headers['stripe-signature'];
      return u.handlePaymentWebhook.execute(req.body as Buffer, typeof signature === 'string' ? signature : undefined);
    });
  };
}
