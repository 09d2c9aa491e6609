import { afterAll, beforeAll, describe as baseDescribe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { databaseUnavailable, testDatabaseKind } from '../support/test-database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { KyselyUnitOfWork } from '../../adapters/server/db/kysely-unit-of-work.ts';
import { SystemClock } from '../../adapters/server/system/system-clock.ts';
import { registerOwner } from '../support/test-accounts.ts';

let t: TestServer;
let owner: { token: string; orgId: string; spaceId: string };
const PLATFORM_ADMIN = { email: 'sysop@billing-platform.io', password: 'seven-ledgers-balance-42' };

const registerOrg = (email: string) => registerOwner(t, email, `Org ${email}`, { name: 'Owner' });

/** A person the owner invited with `role`, signed in. */
async function invited(ownerToken: string, email: string, role: 'org_admin' | 'org_member'): Promise<string> {
  await t.call('POST', '/orgs/invites', { token: ownerToken, body: { email, role } });
  const row = await t.server.database.db.selectFrom('mail_outbox').select('link').where('to_address', '=', email).executeTakeFirstOrThrow();
  const invite = new URL(row.link!).searchParams.get('invite')!;
  const reg = await t.call('POST', '/register', { body: { email, password: 'ember-quartz-harbor-64', name: email, org_name: '-', invite_token: invite } });
  return reg.body.access_token;
}

async function systemAdminToken(): Promise<string> {
  return (await t.call('POST', '/login', { body: PLATFORM_ADMIN })).body.access_token;
}

async function supportAdminToken(email: string): Promise<string> {
  const reg = await t.call('POST', '/register', { body: { email, password: 'ember-quartz-harbor-64', name: 'Support', org_name: 'Temp' } });
  await t.server.database.db.updateTable('users').set({ role: 'support_admin', org_id: null }).where('id', '=', reg.body.user.id).execute();
  return (await t.call('POST', '/login', { body: { email, password: 'ember-quartz-harbor-64' } })).body.access_token;
}

async function remaining(token: string): Promise<number> {
  return (await t.call('GET', '/billing/credits', { token })).body.remaining;
}

async function auditEntries(orgId: string, action: string) {
  const res = await t.call('GET', `/admin/audit-log?org_id=${orgId}&action=${action}`, { token: await systemAdminToken() });
  return res.body.entries as { action: string; actor_id: string; org_id: string; target: string | null; details: Record<string, unknown> | null }[];
}

async function ledgerMatchesBalance(orgId: string): Promise<{ net: number; balance: number }> {
  const uow = new KyselyUnitOfWork(t.server.database.db, new SystemClock());
  return uow.run(async (repos) => ({
    net: await repos.ledger.netBalance(orgId),
    balance: (await repos.creditAccounts.find(orgId))!.balance,
  }));
}

const describe = baseDescribe.skipIf(databaseUnavailable);

beforeAll(async () => {
  if (databaseUnavailable) return;
  t = await startTestServer({ admin: PLATFORM_ADMIN });
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
    expect(res.body).toEqual({ used: 0, total: 500, remaining: 500, reset_date: expect.any(String), last_updated: expect.any(String), paid_remaining: 0 });
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

  it('a deduction after the period ended renews the allowance first, then takes from it; one on an inactive plan takes from what is left', async () => {
    const org = await registerOrg('period-end@acme.io');
    const deduct = (amount: number) => t.call('POST', '/billing/credits/deduct', { token: org.token, body: { amount, description: 'after the period' } });
    expect((await deduct(100)).body).toMatchObject({ success: true, credits_remaining: 400 });
    const ended = new Date(Date.now() - 60_000).toISOString();
    await t.server.database.db.updateTable('credit_accounts').set({ reset_date: ended }).where('org_id', '=', org.orgId).execute();

    // The 400 left lapse and the Free plan's 500 are granted before the 30 are taken.
    expect((await deduct(30)).body).toMatchObject({ success: true, credits_remaining: 470 });
    const list = await t.call('GET', '/billing/credits/transactions?limit=10', { token: org.token });
    // (Written in the same millisecond, their order in the list is not theirs.)
    expect(list.body.transactions.slice(0, 3).map((tx: { activity: string; credits: number }) => [tx.activity, tx.credits]).sort()).toEqual([
      ['Credits renewed for a new period', 500],
      ['Unused credits lapsed', 400],
      ['after the period', 30],
    ]);
    expect((await t.call('GET', '/billing/credits', { token: org.token })).body.reset_date > ended).toBe(true);

    // An inactive plan does not renew: the deduction takes from the balance, or is refused with it.
    await t.server.database.db.updateTable('credit_accounts').set({ reset_date: ended, plan_active: 0 }).where('org_id', '=', org.orgId).execute();
    expect((await deduct(70)).body).toMatchObject({ success: true, credits_remaining: 400 });
    expect((await deduct(401)).body).toEqual({ success: false, credits_remaining: 400, transaction_id: null });
    expect(await ledgerMatchesBalance(org.orgId)).toEqual({ net: 400, balance: 400 });
  });

  it('an Idempotency-Key makes a retried deduct happen once', async () => {
    const headers = { 'idempotency-key': 'req-abc-1' };
    const first = await t.call('POST', '/billing/credits/deduct', { token: owner.token, headers, body: { amount: 5, description: 'once' } });
    const second = await t.call('POST', '/billing/credits/deduct', { token: owner.token, headers, body: { amount: 5, description: 'once' } });
    expect(second.body.transaction_id).toBe(first.body.transaction_id);
    expect(second.body.credits_remaining).toBe(first.body.credits_remaining);
  });

  it('R-BILLING-07 R-ENTITY-22 R-ENTITY-23 an owner purchases a catalogue pack in offline test mode', async () => {
    const purchase = await t.call('POST', '/billing/credits/purchase', { token: owner.token, body: { credits: 5000, bonus: 500, price: 45 } });
    expect(purchase.body).toEqual({ transaction_id: expect.any(String), credits_added: 5500, test_mode: true, status: 'completed', checkout_url: null });
  });

  it('R-BILLING-08 R-BILLING-09 both upgrade paths change the plan; unknown plans are 422', async () => {
    // Credits bought earlier in this file carry over plan changes; the plans' allowances do not.
    const paid = (await t.call('GET', '/billing/credits', { token: owner.token })).body.paid_remaining as number;
    const res = await t.call('POST', '/billing/plan/upgrade', { token: owner.token, body: { plan_type: 'pro' } });
    expect(res.body).toMatchObject({ type: 'pro', is_active: true });
    const other = await t.call('POST', '/plan/upgrade', { token: owner.token, body: { plan_type: 'professional' } });
    expect(other.body).toMatchObject({ type: 'professional' });
    const credits = await t.call('GET', '/billing/credits', { token: owner.token });
    expect(credits.body).toMatchObject({ total: 20000 + paid, remaining: 20000 + paid, used: 0 });
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

describe('billing: credit packs come from the server catalogue (Money 3)', () => {
  const transactions = async (token: string) => (await t.call('GET', '/billing/credits/transactions?limit=50', { token })).body.transactions as { feature: string; credits: number; activity_details: Record<string, unknown> | null }[];

  it('lists the credit packs on offer with their credits, bonus and price', async () => {
    const res = await t.call('GET', '/billing/credits/packs', { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      packs: [
        { id: 'credits_1000', credits: 1000, bonus: 0, price: 10 },
        { id: 'credits_5000', credits: 5000, bonus: 500, price: 45 },
        { id: 'credits_20000', credits: 20000, bonus: 3000, price: 160 },
      ],
    });
  });

  it('a purchase whose body is not a catalogue pack is 422 naming the fields that differ, and grants nothing', async () => {
    const org = await registerOrg('not-a-pack@packs.io');
    const cases: [Record<string, number>, string[]][] = [
      [{ credits: 1000, bonus: 100, price: 49 }, ['bonus', 'price']],
      [{ credits: 1234, bonus: 0, price: 10 }, ['credits']],
      [{ credits: 1000, bonus: 0, price: 9.99 }, ['price']],
      [{ credits: 5000, bonus: 5000, price: 45 }, ['bonus']],
    ];
    for (const [body, fields] of cases) {
      const res = await t.call('POST', '/billing/credits/purchase', { token: org.token, body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.detail.map((e: { loc: string[] }) => e.loc.join('.'))).toEqual(fields.map((f) => `body.${f}`));
    }
    expect(await remaining(org.token)).toBe(500);
    expect((await transactions(org.token)).map((tx) => tx.feature)).toEqual(['plan_allowance']);
    const { net, balance } = await ledgerMatchesBalance(org.orgId);
    expect(net).toBe(balance);
  });

  it('20,000,000 credits for a price of 0 are refused', async () => {
    const org = await registerOrg('free-money@packs.io');
    const res = await t.call('POST', '/billing/credits/purchase', { token: org.token, body: { credits: 10_000_000, bonus: 10_000_000, price: 0 } });
    expect(res.status).toBe(422);
    expect(await remaining(org.token)).toBe(500);
  });

  it('a catalogue purchase grants exactly the pack, charged at the catalogue price', async () => {
    const org = await registerOrg('big-pack@packs.io');
    const res = await t.call('POST', '/billing/credits/purchase', { token: org.token, body: { credits: 20000, bonus: 3000, price: 160 } });
    expect(res.body).toMatchObject({ credits_added: 23000, status: 'completed' });
    expect(await remaining(org.token)).toBe(500 + 23000);
    expect((await transactions(org.token))[0]).toMatchObject({
      feature: 'credit_purchase',
      credits: 23000,
      activity_details: { pack_id: 'credits_20000', credits: 20000, bonus: 3000, amount_cents: 16000 },
    });
    const { net, balance } = await ledgerMatchesBalance(org.orgId);
    expect(net).toBe(balance);
  });

  it('a purchase replayed with the same Idempotency-Key grants once, one after another or all at once', async () => {
    const org = await registerOrg('replay@packs.io');
    const buy = (key: string) => t.call('POST', '/billing/credits/purchase', { token: org.token, headers: { 'idempotency-key': key }, body: { credits: 1000, bonus: 0, price: 10 } });
    const first = await buy('purchase-1');
    const again = await buy('purchase-1');
    expect(again.body.transaction_id).toBe(first.body.transaction_id);
    const racing = await Promise.all(Array.from({ length: 6 }, () => buy('purchase-2')));
    expect(racing.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(racing.map((r) => r.body.transaction_id)).size).toBe(1);
    expect(await remaining(org.token)).toBe(500 + 1000 + 1000);
    const { net, balance } = await ledgerMatchesBalance(org.orgId);
    expect(net).toBe(balance);
  });

  it('the same Idempotency-Key with another pack is 422 and grants nothing more', async () => {
    const org = await registerOrg('key-reuse@packs.io');
    const headers = { 'idempotency-key': 'buy-once' };
    await t.call('POST', '/billing/credits/purchase', { token: org.token, headers, body: { credits: 1000, bonus: 0, price: 10 } });
    const other = await t.call('POST', '/billing/credits/purchase', { token: org.token, headers, body: { credits: 20000, bonus: 3000, price: 160 } });
    expect(other.status).toBe(422);
    expect(await remaining(org.token)).toBe(1500);
  });

  it("another organization's Idempotency-Key is its own: it buys for itself and learns nothing of the first", async () => {
    const a = await registerOrg('keys-a@packs.io');
    const b = await registerOrg('keys-b@packs.io');
    const headers = { 'idempotency-key': 'shared-key' };
    const first = await t.call('POST', '/billing/credits/purchase', { token: a.token, headers, body: { credits: 1000, bonus: 0, price: 10 } });
    const second = await t.call('POST', '/billing/credits/purchase', { token: b.token, headers, body: { credits: 5000, bonus: 500, price: 45 } });
    expect(second.body).toMatchObject({ credits_added: 5500, status: 'completed' });
    expect(second.body.transaction_id).not.toBe(first.body.transaction_id);
    expect(await remaining(a.token)).toBe(1500);
    expect(await remaining(b.token)).toBe(6000);
  });
});

describe('billing: adding credits without a payment is for platform admins (Money 3)', () => {
  it('owners, org admins and members get 403 and nothing is added', async () => {
    const org = await registerOrg('mint@add.io');
    const admin = await invited(org.token, 'admin@add.io', 'org_admin');
    const member = await invited(org.token, 'member@add.io', 'org_member');
    for (const token of [org.token, admin, member]) {
      const res = await t.call('POST', '/billing/credits/add', { token, body: { amount: 10_000_000, description: 'free money' } });
      expect(res.status).toBe(403);
    }
    expect(await remaining(org.token)).toBe(500);
  });

  it('a support admin, who may only read, gets 403', async () => {
    const org = await registerOrg('support-target@add.io');
    const token = await supportAdminToken('support@add-platform.io');
    const res = await t.call('POST', '/billing/credits/add', { token, body: { amount: 100, description: 'x', org_id: org.orgId } });
    expect(res.status).toBe(403);
    expect(await remaining(org.token)).toBe(500);
  });

  it('a system admin adds credits to the organization named, and it is audited with the amount and reason', async () => {
    const org = await registerOrg('goodwill@add.io');
    const res = await t.call('POST', '/billing/credits/add', { token: await systemAdminToken(), body: { amount: 250, description: 'Goodwill for the outage', org_id: org.orgId } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ remaining: 750, transaction_id: expect.any(String) });
    expect(await remaining(org.token)).toBe(750);
    const entries = await auditEntries(org.orgId, 'credits.added');
    expect(entries).toEqual([expect.objectContaining({ target: res.body.transaction_id, details: { amount: 250, reason: 'Goodwill for the outage' } })]);
    const { net, balance } = await ledgerMatchesBalance(org.orgId);
    expect(net).toBe(balance);
  });

  it('a system admin must name an existing organization', async () => {
    const token = await systemAdminToken();
    const none = await t.call('POST', '/billing/credits/add', { token, body: { amount: 5, description: 'x' } });
    expect(none.status).toBe(422);
    expect(none.body.detail[0].loc).toEqual(['body', 'org_id']);
    const unknown = await t.call('POST', '/billing/credits/add', { token, body: { amount: 5, description: 'x', org_id: 'no-such-org' } });
    expect(unknown.status).toBe(404);
  });
});

describe('billing: deducting credits directly is for owners and admins, with a reason (Money 4)', () => {
  it('a member gets 403 and the balance is unchanged', async () => {
    const org = await registerOrg('drain@deduct.io');
    const member = await invited(org.token, 'member@deduct.io', 'org_member');
    const res = await t.call('POST', '/billing/credits/deduct', { token: member, body: { amount: 500, description: 'drain it' } });
    expect(res.status).toBe(403);
    expect(await remaining(org.token)).toBe(500);
  });

  it('an owner without a description, or with a blank one, gets 422 and nothing is taken', async () => {
    const org = await registerOrg('no-reason@deduct.io');
    for (const body of [{ amount: 5 }, { amount: 5, description: '' }, { amount: 5, description: '   ' }]) {
      const res = await t.call('POST', '/billing/credits/deduct', { token: org.token, body });
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
    expect(await remaining(org.token)).toBe(500);
  });

  it('an owner or org admin deducts with a reason, and each deduction is audited with its amount and reason', async () => {
    const org = await registerOrg('reason@deduct.io');
    const admin = await invited(org.token, 'admin@deduct.io', 'org_admin');
    const byOwner = await t.call('POST', '/billing/credits/deduct', { token: org.token, body: { amount: 7, description: 'Correction: duplicate import' } });
    const byAdmin = await t.call('POST', '/billing/credits/deduct', { token: admin, body: { amount: 3, description: 'Manual report run' } });
    expect([byOwner.body.success, byAdmin.body.success]).toEqual([true, true]);
    expect(await remaining(org.token)).toBe(490);
    const entries = await auditEntries(org.orgId, 'credits.deducted');
    expect(entries.map((e) => ({ target: e.target, details: e.details }))).toEqual(
      expect.arrayContaining([
        { target: byOwner.body.transaction_id, details: { amount: 7, reason: 'Correction: duplicate import' } },
        { target: byAdmin.body.transaction_id, details: { amount: 3, reason: 'Manual report run' } },
      ]),
    );
    expect(entries).toHaveLength(2);
  });

  it('a deduction commits with its audit entry: when the entry cannot be written, nothing is taken and the ledger is unchanged', async () => {
    const org = await registerOrg('atomic@deduct.io');
    // The database refuses this one audit entry, as a crash between the two writes would lose it.
    const db = t.server.database.db;
    if (testDatabaseKind() === 'postgres') {
      await sql`create or replace function refuse_audit() returns trigger as $$ begin raise exception 'audit refused'; end $$ language plpgsql`.execute(db);
      await sql`create trigger refuse_audit before insert on audit_log for each row when (new.details like '%audit cannot be written%') execute function refuse_audit()`.execute(db);
    } else {
      await sql`create trigger refuse_audit before insert on audit_log when new.details like '%audit cannot be written%' begin select raise(abort, 'audit refused'); end`.execute(db);
    }
    try {
      const refused = await t.call('POST', '/billing/credits/deduct', { token: org.token, body: { amount: 40, description: 'audit cannot be written' } });
      expect(refused.status).toBe(500);
      expect(await remaining(org.token)).toBe(500);
      expect(await ledgerMatchesBalance(org.orgId)).toEqual({ net: 500, balance: 500 });
      const list = await t.call('GET', '/billing/credits/transactions?limit=50', { token: org.token });
      expect(list.body.transactions.filter((tx: { transaction_type: string }) => tx.transaction_type === 'debit')).toEqual([]);
    } finally {
      await sql`drop trigger refuse_audit${sql.raw(testDatabaseKind() === 'postgres' ? ' on audit_log' : '')}`.execute(db);
    }
    const accepted = await t.call('POST', '/billing/credits/deduct', { token: org.token, body: { amount: 40, description: 'Correction after the refusal' } });
    expect(accepted.body.success).toBe(true);
    expect((await auditEntries(org.orgId, 'credits.deducted')).map((e) => e.target)).toEqual([accepted.body.transaction_id]);
  });
});

describe('billing: the credit history shows a member only their own rows', () => {
  /** Runs an agent as `token` in the organization's first space; its charge is a ledger row of that person. */
  async function runAgent(token: string, message: string): Promise<void> {
    const spaces = await t.call('GET', '/spaces/', { token });
    const res = await t.call('POST', '/agents/email-agent/messages/async', { token, headers: { 'x-space-id': spaces.body[0].id }, body: { message } });
    expect(res.status).toBe(200);
  }

  type Row = { activity: string; feature: string; transaction_type: string; user_name?: string | null; user_email?: string | null };
  const agentRows = (rows: Row[]) => rows.filter((r) => r.feature === 'ai_agents' && r.transaction_type === 'debit');

  it('member A sees only A\'s runs, totals and pages included; the owner and an org admin see both, with who spent', async () => {
    const org = await registerOrg('history-owner@privacy.io');
    const admin = await invited(org.token, 'history-admin@privacy.io', 'org_admin');
    const memberA = await invited(org.token, 'member-a@privacy.io', 'org_member');
    const memberB = await invited(org.token, 'member-b@privacy.io', 'org_member');
    await runAgent(memberA, 'Secret prompt of member A about the spring launch');
    await runAgent(memberB, 'Secret prompt of member B about the pricing change');

    const asA = await t.call('GET', '/billing/credits/transactions?limit=100', { token: memberA });
    expect(asA.status).toBe(200);
    expect(asA.body.transactions.every((r: Row) => r.user_email === 'member-a@privacy.io')).toBe(true);
    expect(agentRows(asA.body.transactions).map((r) => r.activity).join(' ')).toContain('member A');
    expect(JSON.stringify(asA.body)).not.toContain('member B');
    expect(asA.body.total).toBe(asA.body.transactions.length);
    expect(asA.body.has_more).toBe(false);
    // Paging and filters count only A's rows too.
    const paged = await t.call('GET', '/billing/credits/transactions?limit=1&feature=ai_agents', { token: memberA });
    expect(paged.body).toMatchObject({ total: 1, has_more: false });
    // Recent activity carries the prompts as well.
    const recentA = await t.call('GET', '/billing/analytics/recent-activity', { token: memberA });
    expect(JSON.stringify(recentA.body)).not.toContain('member B');
    expect(JSON.stringify(recentA.body)).toContain('member A');

    for (const token of [org.token, admin]) {
      const all = await t.call('GET', '/billing/credits/transactions?limit=100', { token });
      const runs = agentRows(all.body.transactions);
      expect(runs.map((r) => r.user_email).sort()).toEqual(['member-a@privacy.io', 'member-b@privacy.io']);
      expect(runs.map((r) => r.user_name).sort()).toEqual(['member-a@privacy.io', 'member-b@privacy.io']);
      expect(all.body.total).toBeGreaterThan(asA.body.total);
      const recent = JSON.stringify((await t.call('GET', '/billing/analytics/recent-activity', { token })).body);
      expect(recent).toContain('member A');
      expect(recent).toContain('member B');
    }
  });
});
