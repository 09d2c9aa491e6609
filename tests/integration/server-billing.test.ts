import { afterAll, beforeAll, describe as baseDescribe, expect, it } from 'vitest';
import { databaseUnavailable } from '../support/test-database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { KyselyUnitOfWork } from '../../adapters/server/db/kysely-unit-of-work.ts';

let t: TestServer;
let owner: { token: string; orgId: string; spaceId: string };

async function registerOrg(email: string) {
  const reg = await t.call('POST', '/register', { body: { email, password: 'password-123', name: 'Owner', org_name: `Org ${email}` } });
  const spaces = await t.call('GET', '/spaces/', { token: reg.body.access_token });
  return { token: reg.body.access_token as string, orgId: reg.body.user.org_id as string, spaceId: spaces.body[0].id as string };
}

async function ledgerMatchesBalance(orgId: string): Promise<{ net: number; balance: number }> {
  const uow = new KyselyUnitOfWork(t.server.database.db);
  return uow.run(async (repos) => ({
    net: await repos.ledger.netBalance(orgId),
    balance: (await repos.creditAccounts.find(orgId))!.balance,
  }));
}

const describe = baseDescribe.skipIf(databaseUnavailable);

beforeAll(async () => {
  if (databaseUnavailable) return;
  t = await startTestServer();
  owner = await registerOrg('billing-owner@acme.io');
});
afterAll(async () => t?.stop());

describe('billing: plan and credits (spec 7.2)', () => {
  it('R-BILLING-01 R-ENTITY-10 a new organization is on the free plan', async () => {
    const res = await t.call('GET', '/billing/plan', { token: owner.token, headers: { 'x-space-id': owner.spaceId } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ type: 'free', name: 'Free Plan', is_active: true, days_left: 30 });
    expect(typeof res.body.expires_at).toBe('string');
  });

  it('R-BILLING-03 R-ENTITY-13 credits have used, total, remaining, reset_date, last_updated', async () => {
    const res = await t.call('GET', '/billing/credits', { token: owner.token });
    expect(res.body).toEqual({ used: 0, total: 500, remaining: 500, reset_date: expect.any(String), last_updated: expect.any(String) });
  });

  it('R-BILLING-02 R-ENTITY-11 lists the plans with totals', async () => {
    const res = await t.call('GET', '/payments/plans', { token: owner.token });
    expect(res.body.plans.map((p: { type: string }) => p.type)).toEqual(['free', 'pro', 'professional', 'enterprise']);
    expect(res.body).toMatchObject({ total_plans: 4, active_plans: 1 });
  });

  it('R-BILLING-04 R-ENTITY-14 R-ENTITY-15 R-ENTITY-16 R-ENTITY-20 deducts and returns success, credits_remaining and transaction_id; the ledger records it', async () => {
    const res = await t.call('POST', '/billing/credits/deduct', {
      token: owner.token,
      body: { amount: 30, description: 'Write a launch email for our spring campaign to existing customers', feature_type: 'agents', agent_name: 'email-agent', agent_mode: 'balanced', related_to: { type: 'chat_session', id: 's-1' } },
    });
    expect(res.body).toEqual({ success: true, credits_remaining: 470, transaction_id: expect.any(String) });
    const list = await t.call('GET', '/billing/credits/transactions?limit=5', { token: owner.token });
    expect(list.body.transactions[0]).toMatchObject({
      transaction_id: res.body.transaction_id,
      credits: 30,
      transaction_type: 'debit',
      feature: 'ai_agents',
      agent_name: 'email-agent',
      mode: 'medium',
      status: 'completed',
      related_to: { type: 'chat_session', id: 's-1' },
    });
    expect(list.body.transactions[0].activity).toBe(`${'Write a launch email for our spring campaign to existing customers'.slice(0, 50)}...`);
  });

  it('R-VALID-21 a deduct beyond the balance returns success false and changes nothing', async () => {
    const before = await t.call('GET', '/billing/credits', { token: owner.token });
    const res = await t.call('POST', '/billing/credits/deduct', { token: owner.token, body: { amount: 100_000, description: 'too much' } });
    expect(res.body).toEqual({ success: false, credits_remaining: before.body.remaining, transaction_id: null });
    const after = await t.call('GET', '/billing/credits', { token: owner.token });
    expect(after.body.remaining).toBe(before.body.remaining);
  });

  it('an Idempotency-Key makes a retried deduct happen once', async () => {
    const headers = { 'idempotency-key': 'req-abc-1' };
    const first = await t.call('POST', '/billing/credits/deduct', { token: owner.token, headers, body: { amount: 5, description: 'once' } });
    const second = await t.call('POST', '/billing/credits/deduct', { token: owner.token, headers, body: { amount: 5, description: 'once' } });
    expect(second.body.transaction_id).toBe(first.body.transaction_id);
    expect(second.body.credits_remaining).toBe(first.body.credits_remaining);
  });

  it('R-BILLING-05 R-ENTITY-21 R-ENTITY-22 R-ENTITY-23 add credits (org owner) and R-BILLING-07 purchase in offline test mode', async () => {
    const add = await t.call('POST', '/billing/credits/add', { token: owner.token, body: { amount: 100, description: 'Goodwill' } });
    expect(add.status).toBe(200);
    const purchase = await t.call('POST', '/billing/credits/purchase', { token: owner.token, body: { credits: 1000, bonus: 100, price: 49 } });
    expect(purchase.body).toEqual({ transaction_id: expect.any(String), credits_added: 1100, test_mode: true, status: 'completed', checkout_url: null });
  });

  it('R-BILLING-08 R-BILLING-09 both upgrade paths change the plan; unknown plans are 422', async () => {
    const res = await t.call('POST', '/billing/plan/upgrade', { token: owner.token, body: { plan_type: 'pro' } });
    expect(res.body).toMatchObject({ type: 'pro', is_active: true });
    const other = await t.call('POST', '/plan/upgrade', { token: owner.token, body: { plan_type: 'professional' } });
    expect(other.body).toMatchObject({ type: 'professional' });
    const credits = await t.call('GET', '/billing/credits', { token: owner.token });
    expect(credits.body).toMatchObject({ total: 20000, remaining: 20000, used: 0 });
    const bad = await t.call('POST', '/billing/plan/upgrade', { token: owner.token, body: { plan_type: 'platinum' } });
    expect(bad.status).toBe(422);
  });

  it('R-BILLING-10 R-ENTITY-17 filters and pages transactions', async () => {
    const page = await t.call('GET', '/billing/credits/transactions?limit=2&offset=0&feature=ai_agents&period=30d&status=completed', { token: owner.token });
    expect(page.status).toBe(200);
    expect(page.body.transactions.every((tx: { feature: string }) => tx.feature === 'ai_agents')).toBe(true);
    expect(page.body.total).toBeGreaterThanOrEqual(2);
    expect(page.body.has_more).toBe(page.body.total > 2);
  });

  it('R-BILLING-11 R-BILLING-12 R-ENTITY-24 R-ENTITY-25 usage breakdown and recent activity', async () => {
    await t.call('POST', '/billing/credits/deduct', { token: owner.token, body: { amount: 12, description: 'kb indexing', feature_type: 'kb' } });
    const usage = await t.call('GET', '/billing/analytics/usage-breakdown', { token: owner.token });
    expect(usage.body.total_credits_used).toBe(12);
    expect(usage.body.breakdown).toEqual([{ feature: 'knowledge_base', credits: 12, percentage: 100 }]);
    const activity = await t.call('GET', '/billing/analytics/recent-activity', { token: owner.token });
    expect(activity.body.activities[0]).toMatchObject({ activity: 'kb indexing', credits: 12 });
  });

  it('the sum of the ledger equals the balance', async () => {
    const { net, balance } = await ledgerMatchesBalance(owner.orgId);
    expect(net).toBe(balance);
  });
});

describe('billing: invariants under concurrency', () => {
  it('50 concurrent deductions racing for the last credits never take the balance below zero', async () => {
    const org = await registerOrg('race@acme.io');
    // 500 credits; each deduction takes 17: exactly 29 can succeed (493), leaving 7.
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => t.call('POST', '/billing/credits/deduct', { token: org.token, body: { amount: 17, description: `run ${i}` } })),
    );
    const ok = results.filter((r) => r.body.success === true);
    expect(ok).toHaveLength(29);
    const credits = await t.call('GET', '/billing/credits', { token: org.token });
    expect(credits.body.remaining).toBe(7);
    const { net, balance } = await ledgerMatchesBalance(org.orgId);
    expect(net).toBe(balance);
    expect(balance).toBe(7);
  });
});

describe('billing: who may do what', () => {
  it('requires a token, and X-Space-ID must be a space of the caller organization', async () => {
    expect((await t.call('GET', '/billing/credits')).status).toBe(401);
    const other = await registerOrg('other@other.io');
    const foreign = await t.call('GET', '/billing/credits', { token: owner.token, headers: { 'x-space-id': other.spaceId } });
    expect(foreign.status).toBe(403);
    expect(foreign.body.detail).toContain('Access denied to this space');
    const unknown = await t.call('GET', '/billing/credits', { token: owner.token, headers: { 'x-space-id': 'no-such-space' } });
    expect(unknown.status).toBe(403);
  });

  it('each organization sees only its own ledger', async () => {
    const other = await registerOrg('ledger-other@other.io');
    const list = await t.call('GET', '/billing/credits/transactions', { token: other.token });
    expect(list.body.transactions.map((tx: { feature: string }) => tx.feature)).toEqual(['plan_allowance']);
  });

  it('rejects bad amounts with 422', async () => {
    for (const amount of [0, -5, 1.5, 'ten']) {
      const res = await t.call('POST', '/billing/credits/deduct', { token: owner.token, body: { amount, description: 'x' } });
      expect(res.status).toBe(422);
    }
  });
});
