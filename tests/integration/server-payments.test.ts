import Stripe from 'stripe';
import { afterAll, beforeAll, describe as baseDescribe, expect, it } from 'vitest';
import { databaseUnavailable } from '../support/test-database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const describe = baseDescribe.skipIf(databaseUnavailable);
const WEBHOOK_SECRET = 'whsec_test_secret_for_signatures';
let t: TestServer;

beforeAll(async () => {
  if (databaseUnavailable) return;
  t = await startTestServer({ stripe: { secretKey: 'sk_test_not_used_for_network', webhookSecret: WEBHOOK_SECRET } });
});
afterAll(async () => t?.stop());

function completedCheckout(id: string, metadata: Record<string, string>) {
  return JSON.stringify({
    id: `evt_${id}`,
    object: 'event',
    type: 'checkout.session.completed',
    data: { object: { id, object: 'checkout.session', payment_status: 'paid', amount_total: 4900, metadata } },
  });
}

async function post(payload: string, signature?: string) {
  return t.call('POST', '/payments/webhook', { rawBody: payload, headers: signature ? { 'stripe-signature': signature } : {} });
}

describe('Stripe webhook', () => {
  it('a signed checkout.session.completed grants the credits exactly once, however often it is delivered', async () => {
    const reg = await t.call('POST', '/register', { body: { email: 'pay@stripe-co.io', password: 'password-123', name: 'P', org_name: 'Pay Co' } });
    const orgId = reg.body.user.org_id;
    const payload = completedCheckout('cs_test_1', { org_id: orgId, user_id: reg.body.user.id, kind: 'credits', credits: '1000', bonus: '100', plan_type: '' });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const first = await post(payload, signature);
    expect(first.body).toEqual({ received: true, applied: true });
    const replay = await post(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }));
    expect(replay.body).toEqual({ received: true, applied: false });
    const credits = await t.call('GET', '/billing/credits', { token: reg.body.access_token });
    expect(credits.body.remaining).toBe(500 + 1100);
  });

  it('a plan payment moves the organization to the plan once', async () => {
    const reg = await t.call('POST', '/register', { body: { email: 'plan@stripe-co2.io', password: 'password-123', name: 'P', org_name: 'Plan Co' } });
    const payload = completedCheckout('cs_test_2', { org_id: reg.body.user.org_id, user_id: reg.body.user.id, kind: 'plan', credits: '0', bonus: '0', plan_type: 'pro' });
    for (let i = 0; i < 2; i++) await post(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }));
    const plan = await t.call('GET', '/billing/plan', { token: reg.body.access_token });
    expect(plan.body.type).toBe('pro');
    const credits = await t.call('GET', '/billing/credits', { token: reg.body.access_token });
    expect(credits.body).toMatchObject({ total: 5000, remaining: 5000 });
  });

  it('a missing or forged signature is refused and changes nothing', async () => {
    const reg = await t.call('POST', '/register', { body: { email: 'forge@stripe-co3.io', password: 'password-123', name: 'F', org_name: 'Forge Co' } });
    const payload = completedCheckout('cs_test_3', { org_id: reg.body.user.org_id, user_id: '', kind: 'credits', credits: '99999', bonus: '0', plan_type: '' });
    expect((await post(payload)).status).toBe(400);
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    expect((await post(payload, forged)).status).toBe(400);
    expect((await t.call('GET', '/billing/credits', { token: reg.body.access_token })).body.remaining).toBe(500);
  });

  it('other event types are acknowledged and ignored', async () => {
    const payload = JSON.stringify({ id: 'evt_x', object: 'event', type: 'customer.created', data: { object: { id: 'cus_1', object: 'customer' } } });
    const res = await post(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }));
    expect(res.body).toEqual({ received: true, applied: false });
  });
});
