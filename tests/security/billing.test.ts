import { afterAll, beforeAll, describe as baseDescribe, expect, it } from 'vitest';
import { databaseUnavailable } from '../support/test-database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { KyselyUnitOfWork } from '../../adapters/server/db/kysely-unit-of-work.ts';
import { SystemClock } from '../../adapters/server/system/system-clock.ts';

/**
 * Attack replay (Money 3 and 4): credits minted through /billing/credits/add and
 * /billing/credits/purchase, and a plain member draining the organization through
 * /billing/credits/deduct. Each attack is sent as it was reported and must now change nothing.
 */
const describe = baseDescribe.skipIf(databaseUnavailable);
let t: TestServer;
let org: { ownerToken: string; adminToken: string; memberToken: string; orgId: string };

async function invited(ownerToken: string, email: string, role: 'org_admin' | 'org_member'): Promise<string> {
  await t.call('POST', '/orgs/invites', { token: ownerToken, body: { email, role } });
  const row = await t.server.database.db.selectFrom('mail_outbox').select('link').where('to_address', '=', email).executeTakeFirstOrThrow();
  const invite = new URL(row.link!).searchParams.get('invite')!;
  return (await t.call('POST', '/register', { body: { email, password: 'ember-quartz-harbor-64', name: email, org_name: '-', invite_token: invite } })).body.access_token;
}

async function credits(): Promise<{ remaining: number; total: number }> {
  return (await t.call('GET', '/billing/credits', { token: org.ownerToken })).body;
}

async function ledgerSumAndBalance(orgId: string) {
  return new KyselyUnitOfWork(t.server.database.db, new SystemClock()).run(async (repos) => ({
    sum: await repos.ledger.netBalance(orgId),
    balance: (await repos.creditAccounts.find(orgId))!.balance,
  }));
}

beforeAll(async () => {
  if (databaseUnavailable) return;
  t = await startTestServer();
  const reg = await t.call('POST', '/register', { body: { email: 'owner@mint.io', password: 'ember-quartz-harbor-64', name: 'Owner', org_name: 'Mint' } });
  org = {
    ownerToken: reg.body.access_token,
    orgId: reg.body.user.org_id,
    adminToken: await invited(reg.body.access_token, 'admin@mint.io', 'org_admin'),
    memberToken: await invited(reg.body.access_token, 'member@mint.io', 'org_member'),
  };
});
afterAll(async () => t?.stop());

describe('attack replay: minting and draining credits', () => {
  it('an owner or org admin adding 10,000,000 credits with no payment is refused (403)', async () => {
    for (const token of [org.ownerToken, org.adminToken, org.memberToken]) {
      const res = await t.call('POST', '/billing/credits/add', { token, body: { amount: 10_000_000, description: 'free money' } });
      expect(res.status).toBe(403);
      expect(res.body.detail).toBe('Only platform admins can do this');
    }
    expect(await credits()).toMatchObject({ remaining: 500, total: 500 });
  });

  it('a purchase of 20,000,000 credits for a price of 0 is refused (422) and grants nothing', async () => {
    const res = await t.call('POST', '/billing/credits/purchase', { token: org.ownerToken, body: { credits: 10_000_000, bonus: 10_000_000, price: 0 } });
    expect(res.status).toBe(422);
    expect(await credits()).toMatchObject({ remaining: 500, total: 500 });
  });

  it('a purchase of arbitrary credits at a real pack price, or of a real pack at another price, is refused', async () => {
    for (const body of [
      { credits: 10_000_000, bonus: 0, price: 10 },
      { credits: 1000, bonus: 0, price: 0 },
      { credits: 1000, bonus: 0, price: 0.01 },
      { credits: 1000, bonus: 9_999_000, price: 10 },
    ]) {
      expect((await t.call('POST', '/billing/credits/purchase', { token: org.ownerToken, body })).status, JSON.stringify(body)).toBe(422);
    }
    expect(await credits()).toMatchObject({ remaining: 500, total: 500 });
  });

  it('hostile numbers (negative, fractional, beyond 2^53, strings) are refused everywhere and grant nothing', async () => {
    const hostile = [-1000, 0.5, 2 ** 53 + 2, 1e308, '1000', null];
    for (const n of hostile) {
      const purchase = await t.call('POST', '/billing/credits/purchase', { token: org.ownerToken, body: { credits: n, bonus: 0, price: 10 } });
      expect(purchase.status, `purchase credits ${n}`).toBe(422);
      const bonus = await t.call('POST', '/billing/credits/purchase', { token: org.ownerToken, body: { credits: 1000, bonus: n, price: 10 } });
      expect(bonus.status, `purchase bonus ${n}`).toBe(422);
      // A negative deduct would be a grant in disguise.
      const deduct = await t.call('POST', '/billing/credits/deduct', { token: org.ownerToken, body: { amount: n, description: 'hostile' } });
      expect(deduct.status, `deduct ${n}`).toBe(422);
    }
    expect(await credits()).toMatchObject({ remaining: 500, total: 500 });
  });

  it('a plain member deducting the organization\'s credits is refused (403)', async () => {
    const res = await t.call('POST', '/billing/credits/deduct', { token: org.memberToken, body: { amount: 500, description: 'drain' } });
    expect(res.status).toBe(403);
    expect((await credits()).remaining).toBe(500);
  });

  it('a purchase replayed with one Idempotency-Key grants once; another organization using that key gets nothing of it', async () => {
    const headers = { 'idempotency-key': 'replay-me' };
    const body = { credits: 1000, bonus: 0, price: 10 };
    const results = await Promise.all(Array.from({ length: 5 }, () => t.call('POST', '/billing/credits/purchase', { token: org.ownerToken, headers, body })));
    expect(new Set(results.map((r) => r.body.transaction_id)).size).toBe(1);
    expect((await credits()).remaining).toBe(1500);
    const other = await t.call('POST', '/register', { body: { email: 'owner@other-mint.io', password: 'ember-quartz-harbor-64', name: 'Other', org_name: 'Other' } });
    const theirs = await t.call('POST', '/billing/credits/purchase', { token: other.body.access_token, headers, body });
    expect(theirs.body.transaction_id).not.toBe(results[0]!.body.transaction_id);
    expect((await credits()).remaining).toBe(1500);
    expect((await t.call('GET', '/billing/credits', { token: other.body.access_token })).body.remaining).toBe(1500);
  });

  it('after every attack the ledger still sums to the balance', async () => {
    const { sum, balance } = await ledgerSumAndBalance(org.orgId);
    expect(sum).toBe(balance);
  });
});
