import Stripe from 'stripe';
import { afterAll, beforeAll, describe as baseDescribe, expect, it } from 'vitest';
import { databaseUnavailable } from '../support/test-database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { StripeContractFake } from '../support/stripe-contract-fake.ts';

const describe = baseDescribe.skipIf(databaseUnavailable);
const WEBHOOK_SECRET = 'whsec_test_secret_for_signatures';
let t: TestServer;
let stripe: StripeContractFake;

beforeAll(async () => {
  if (databaseUnavailable) return;
  stripe = await new StripeContractFake().start();
  t = await startTestServer({ stripe: { secretKey: 'sk_test_not_used_for_network', webhookSecret: WEBHOOK_SECRET, apiBaseUrl: stripe.url } });
});
afterAll(async () => {
  await t?.stop();
  await stripe?.stop();
});

async function owner(email: string) {
  const reg = await t.call('POST', '/register', { body: { email, password: 'ember-quartz-harbor-64', name: 'Owner', org_name: `Org ${email}` } });
  return { token: reg.body.access_token as string, orgId: reg.body.user.org_id as string, userId: reg.body.user.id as string };
}

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
    const reg = await t.call('POST', '/register', { body: { email: 'pay@stripe-co.io', password: 'ember-quartz-harbor-64', name: 'P', org_name: 'Pay Co' } });
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
    const reg = await t.call('POST', '/register', { body: { email: 'plan@stripe-co2.io', password: 'ember-quartz-harbor-64', name: 'P', org_name: 'Plan Co' } });
    const payload = completedCheckout('cs_test_2', { org_id: reg.body.user.org_id, user_id: reg.body.user.id, kind: 'plan', credits: '0', bonus: '0', plan_type: 'pro' });
    for (let i = 0; i < 2; i++) await post(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }));
    const plan = await t.call('GET', '/billing/plan', { token: reg.body.access_token });
    expect(plan.body.type).toBe('pro');
    const credits = await t.call('GET', '/billing/credits', { token: reg.body.access_token });
    expect(credits.body).toMatchObject({ total: 5000, remaining: 5000 });
  });

  it('a missing or forged signature is refused and changes nothing', async () => {
    const reg = await t.call('POST', '/register', { body: { email: 'forge@stripe-co3.io', password: 'ember-quartz-harbor-64', name: 'F', org_name: 'Forge Co' } });
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

describe('Stripe Checkout for credit packs (Money 3)', () => {
  it('a pack purchase asks Stripe for the catalogue price, and grants nothing before the webhook', async () => {
    const buyer = await owner('checkout@stripe-packs.io');
    const before = stripe.calls.length;
    const res = await t.call('POST', '/billing/credits/purchase', { token: buyer.token, body: { credits: 5000, bonus: 500, price: 45 } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'pending', credits_added: 0, test_mode: true, checkout_url: expect.stringMatching(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/) });
    expect(stripe.calls.slice(before)).toHaveLength(1);
    expect(stripe.calls.at(-1)!.fields).toMatchObject({
      'line_items[0][price_data][unit_amount]': '4500',
      'line_items[0][price_data][currency]': 'usd',
      'metadata[org_id]': buyer.orgId,
      'metadata[pack_id]': 'credits_5000',
      'metadata[credits]': '5000',
      'metadata[bonus]': '500',
    });
    expect((await t.call('GET', '/billing/credits', { token: buyer.token })).body.remaining).toBe(500);
  });

  it('a body that is not a catalogue pack (20,000,000 credits for 0) never reaches Stripe', async () => {
    const buyer = await owner('zero@stripe-packs.io');
    const before = stripe.calls.length;
    for (const body of [{ credits: 10_000_000, bonus: 10_000_000, price: 0 }, { credits: 5000, bonus: 500, price: 0.5 }]) {
      expect((await t.call('POST', '/billing/credits/purchase', { token: buyer.token, body })).status).toBe(422);
    }
    expect(stripe.calls.length).toBe(before);
  });

  it("two organizations sending one Idempotency-Key get two checkouts: Stripe's key is scoped to the organization", async () => {
    const a = await owner('key-a@stripe-packs.io');
    const b = await owner('key-b@stripe-packs.io');
    const headers = { 'idempotency-key': 'checkout-1' };
    const first = await t.call('POST', '/billing/credits/purchase', { token: a.token, headers, body: { credits: 1000, bonus: 0, price: 10 } });
    const second = await t.call('POST', '/billing/credits/purchase', { token: b.token, headers, body: { credits: 1000, bonus: 0, price: 10 } });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body.transaction_id).not.toBe(first.body.transaction_id);
    const keys = stripe.calls.slice(-2).map((c) => c.idempotencyKey);
    expect(new Set(keys).size).toBe(2);
    expect(stripe.calls.at(-1)!.fields['metadata[org_id]']).toBe(b.orgId);
  });

  it('a retried purchase gets the same checkout; the same key for another pack is 422', async () => {
    const buyer = await owner('retry@stripe-packs.io');
    const headers = { 'idempotency-key': 'checkout-2' };
    const first = await t.call('POST', '/billing/credits/purchase', { token: buyer.token, headers, body: { credits: 1000, bonus: 0, price: 10 } });
    const again = await t.call('POST', '/billing/credits/purchase', { token: buyer.token, headers, body: { credits: 1000, bonus: 0, price: 10 } });
    expect(again.body.checkout_url).toBe(first.body.checkout_url);
    const other = await t.call('POST', '/billing/credits/purchase', { token: buyer.token, headers, body: { credits: 20000, bonus: 3000, price: 160 } });
    expect(other.status).toBe(422);
  });

  it("the checkout's signed webhook grants the catalogue pack once", async () => {
    const buyer = await owner('paid@stripe-packs.io');
    const res = await t.call('POST', '/billing/credits/purchase', { token: buyer.token, body: { credits: 20000, bonus: 3000, price: 160 } });
    const metadata = Object.fromEntries(
      Object.entries(stripe.calls.at(-1)!.fields)
        .filter(([k]) => k.startsWith('metadata['))
        .map(([k, v]) => [k.slice('metadata['.length, -1), v]),
    );
    const payload = completedCheckout(res.body.transaction_id, metadata);
    for (let i = 0; i < 2; i++) await post(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }));
    expect((await t.call('GET', '/billing/credits', { token: buyer.token })).body.remaining).toBe(500 + 23000);
    const list = await t.call('GET', '/billing/credits/transactions?limit=1', { token: buyer.token });
    expect(list.body.transactions[0]).toMatchObject({ feature: 'credit_purchase', credits: 23000, activity_details: { pack_id: 'credits_20000', credits: 20000, bonus: 3000 } });
  });
});
