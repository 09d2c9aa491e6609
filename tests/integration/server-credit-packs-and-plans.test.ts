import { afterAll, beforeAll, describe as baseDescribe, expect, it } from 'vitest';
import { databaseUnavailable } from '../support/test-database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { KyselyUnitOfWork } from '../../adapters/server/db/kysely-unit-of-work.ts';
import { SystemClock } from '../../adapters/server/system/system-clock.ts';
import { registerOwner } from '../support/test-accounts.ts';

/** "Credits and plans": buying packs, the upgrade carry-over, plan features, daily spending by agent. */
const describe = baseDescribe.skipIf(databaseUnavailable);
let t: TestServer;
const PLATFORM_ADMIN = { email: 'sysop@packs-platform.io', password: 'seven-ledgers-balance-42' };

interface Person {
  token: string;
  orgId: string;
  spaceId: string;
}

const registerOrg = (email: string) => registerOwner(t, email, `Org ${email}`, { name: 'Owner' });

async function invitedMember(owner: Person, email: string): Promise<Person> {
  await t.call('POST', '/orgs/invites', { token: owner.token, body: { email, role: 'org_member' } });
  const row = await t.server.database.db.selectFrom('mail_outbox').select('link').where('to_address', '=', email).executeTakeFirstOrThrow();
  const invite = new URL(row.link!).searchParams.get('invite')!;
  const reg = await t.call('POST', '/register', { body: { email, password: 'ember-quartz-harbor-64', name: 'Member Mia', org_name: '-', invite_token: invite } });
  return { token: reg.body.access_token, orgId: reg.body.user.org_id, spaceId: owner.spaceId };
}

const as = (who: Person) => ({ token: who.token, headers: { 'x-space-id': who.spaceId } });

async function credits(who: Person) {
  return (await t.call('GET', '/billing/credits', { token: who.token })).body as { used: number; total: number; remaining: number; paid_remaining: number };
}

async function ledgerMatchesBalance(orgId: string): Promise<{ net: number; balance: number }> {
  const uow = new KyselyUnitOfWork(t.server.database.db, new SystemClock());
  return uow.run(async (repos) => ({ net: await repos.ledger.netBalance(orgId), balance: (await repos.creditAccounts.find(orgId))!.balance }));
}

beforeAll(async () => {
  if (databaseUnavailable) return;
  t = await startTestServer({ offlineEnginePaceMs: 5, admin: PLATFORM_ADMIN });
});
afterAll(async () => t?.stop());

describe('buying credit packs', () => {
  it('R-BILLING-07 an owner buys a catalogue pack in offline test mode: the balance rises by credits + bonus at once', async () => {
    const owner = await registerOrg('packs-owner@buyers.io');
    const packs = await t.call('GET', '/billing/credits/packs', { token: owner.token });
    const pack = packs.body.packs.find((p: { id: string }) => p.id === 'credits_5000');
    expect(pack).toEqual({ id: 'credits_5000', credits: 5000, bonus: 500, price: 45 });
    const res = await t.call('POST', '/billing/credits/purchase', { token: owner.token, headers: { 'idempotency-key': 'buy-5000-once' }, body: { credits: 5000, bonus: 500, price: 45 } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ transaction_id: expect.any(String), credits_added: 5500, test_mode: true, status: 'completed', checkout_url: null });
    expect(await credits(owner)).toMatchObject({ total: 6000, remaining: 6000, paid_remaining: 5500 });
    // The same Idempotency-Key answers the same purchase and grants nothing more.
    const again = await t.call('POST', '/billing/credits/purchase', { token: owner.token, headers: { 'idempotency-key': 'buy-5000-once' }, body: { credits: 5000, bonus: 500, price: 45 } });
    expect(again.body.transaction_id).toBe(res.body.transaction_id);
    expect((await credits(owner)).remaining).toBe(6000);
    expect(await ledgerMatchesBalance(owner.orgId)).toEqual({ net: 6000, balance: 6000 });
  });

  it('R-BILLING-07 a price the client made up is refused with the catalogue price named, and nothing is granted', async () => {
    const owner = await registerOrg('packs-cheat@buyers.io');
    const res = await t.call('POST', '/billing/credits/purchase', { token: owner.token, body: { credits: 5000, bonus: 500, price: 0.01 } });
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.body)).toContain('price');
    expect((await credits(owner)).remaining).toBe(500);
  });

  it('R-BILLING-07 a plain member may not buy credits', async () => {
    const owner = await registerOrg('packs-team@buyers.io');
    const member = await invitedMember(owner, 'packs-member@buyers.io');
    const res = await t.call('POST', '/billing/credits/purchase', { token: member.token, body: { credits: 1000, bonus: 0, price: 10 } });
    expect(res.status).toBe(403);
    expect((await credits(owner)).remaining).toBe(500);
  });
});

describe('plan changes carry purchased credits over', () => {
  it('R-BILLING-09 an upgrade with 340 unused purchased credits keeps them, with a "Carried over from" ledger entry', async () => {
    const owner = await registerOrg('carry-owner@upgraders.io');
    await t.call('POST', '/billing/credits/purchase', { token: owner.token, body: { credits: 1000, bonus: 0, price: 10 } });
    // 1,500 credits: the 500 of the plan are spent first, then 660 of the 1,000 bought: 340 remain, all paid for.
    const spent = await t.call('POST', '/billing/credits/deduct', { token: owner.token, body: { amount: 1160, description: 'Campaign work', agent_name: 'email-agent' } });
    expect(spent.body).toMatchObject({ success: true, credits_remaining: 340 });
    expect(await credits(owner)).toMatchObject({ remaining: 340, paid_remaining: 340 });

    const upgrade = await t.call('POST', '/billing/plan/upgrade', { token: owner.token, body: { plan_type: 'pro' } });
    expect(upgrade.status).toBe(200);
    expect(upgrade.body).toMatchObject({ type: 'pro', status: 'completed', test_mode: true });
    expect(await credits(owner)).toMatchObject({ used: 0, total: 5340, remaining: 5340, paid_remaining: 340 });

    const list = await t.call('GET', '/billing/credits/transactions?limit=10', { token: owner.token });
    const carried = list.body.transactions.filter((row: { feature: string }) => row.feature === 'plan_carry_over');
    expect(carried).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ transaction_type: 'credit', credits: 340, activity: 'Carried over from Free Plan' }),
        expect.objectContaining({ transaction_type: 'debit', credits: 340, activity: 'Carried over to Pro' }),
      ]),
    );
    // Nothing lapsed: every credit that was there is still there.
    expect(list.body.transactions.some((row: { activity: string }) => row.activity === 'Unused credits lapsed')).toBe(false);
    expect(await ledgerMatchesBalance(owner.orgId)).toEqual({ net: 5340, balance: 5340 });
    // Carried-over credits stay paid for: a later change carries them again.
    const down = await t.call('POST', '/billing/plan/upgrade', { token: owner.token, body: { plan_type: 'free' } });
    expect(down.status).toBe(200);
    expect(await credits(owner)).toMatchObject({ total: 840, remaining: 840, paid_remaining: 340 });
  });

  it('R-BILLING-09 the unused part of the old allowance lapses, with its own ledger row', async () => {
    const owner = await registerOrg('carry-lapse@upgraders.io');
    await t.call('POST', '/billing/credits/deduct', { token: owner.token, body: { amount: 100, description: 'Some work' } });
    await t.call('POST', '/billing/plan/upgrade', { token: owner.token, body: { plan_type: 'pro' } });
    expect(await credits(owner)).toMatchObject({ total: 5000, remaining: 5000, paid_remaining: 0 });
    const list = await t.call('GET', '/billing/credits/transactions?limit=10', { token: owner.token });
    expect(list.body.transactions).toEqual(expect.arrayContaining([expect.objectContaining({ transaction_type: 'debit', credits: 400, activity: 'Unused credits lapsed' })]));
  });

  it('R-BILLING-02 R-OPEN-13 each plan lists its features from the catalogue', async () => {
    const owner = await registerOrg('features@upgraders.io');
    const res = await t.call('GET', '/payments/plans', { token: owner.token });
    const pro = res.body.plans.find((p: { type: string }) => p.type === 'pro');
    expect(pro.features).toContain('Email support');
    expect(pro.features).toContain('Purchased credits carry over on plan changes');
  });
});

describe('daily spending by agent', () => {
  it("R-OPEN-12 owners see the organization's spending per agent and day, members only their own; refunds subtract", async () => {
    const owner = await registerOrg('daily-owner@spenders.io');
    const member = await invitedMember(owner, 'daily-member@spenders.io');
    const run = await t.call('POST', '/agents/email-agent/messages/async', { ...as(member), body: { message: 'Write a launch email about our weekly report', mode: 'balanced' } });
    expect(run.status).toBe(200);
    await t.call('POST', '/billing/credits/deduct', { token: owner.token, body: { amount: 50, description: 'SEO audit', agent_name: 'seo-agent' } });

    const mine = await t.call('GET', '/billing/analytics/daily-spending?days=30', { token: member.token });
    expect(mine.status).toBe(200);
    expect(mine.body.days).toHaveLength(30);
    expect(mine.body.series).toEqual([{ key: 'email-agent', label: 'Email Agent', credits: expect.any(Array), total: run.body.credits_charged }]);
    expect(mine.body.series[0].credits.at(-1)).toBe(run.body.credits_charged);

    const all = await t.call('GET', '/billing/analytics/daily-spending', { token: owner.token });
    expect(all.body.days).toHaveLength(30);
    expect(all.body.series.map((s: { label: string }) => s.label).sort()).toEqual(['Email Agent', 'SEO Agent']);
    expect(all.body.total_credits).toBe(run.body.credits_charged + 50);

    // A refund lowers that day's spending (a credit row of a spending feature, imported as a platform admin would).
    const admin = (await t.call('POST', '/login', { body: PLATFORM_ADMIN })).body.access_token;
    const refund = await t.call('POST', '/billing/credits/transactions/create', {
      token: admin,
      body: { org_id: owner.orgId, credits: 20, transaction_type: 'credit', feature: 'ai_agents', activity: 'Refund: failed seo-agent run', agent_name: 'seo-agent' },
    });
    expect(refund.status).toBe(200);
    const afterRefund = await t.call('GET', '/billing/analytics/daily-spending?days=7', { token: owner.token });
    expect(afterRefund.body.days).toHaveLength(7);
    expect(afterRefund.body.series.find((s: { key: string }) => s.key === 'seo-agent').total).toBe(30);
  });

  it('R-OPEN-12 days outside 1..90 are refused with a field error', async () => {
    const owner = await registerOrg('daily-bad@spenders.io');
    for (const days of ['0', '91', 'abc', '2.5']) {
      const res = await t.call('GET', `/billing/analytics/daily-spending?days=${days}`, { token: owner.token });
      expect(res.status).toBe(422);
      expect(JSON.stringify(res.body)).toContain('days');
    }
  });
});
