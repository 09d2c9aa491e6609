import { describe as baseDescribe, expect, it } from 'vitest';
import { databaseUnavailable } from '../support/test-database.ts';
import { serverForFile } from '../support/test-server.ts';
import { registerMember, registerOwner } from '../support/test-accounts.ts';

/**
 * One idempotency model for every request that takes an Idempotency-Key: the key is the
 * caller's own (organization and user) and stands for the whole request it first came with. The keys'
 * rows and races on both databases: repository-contract/request-keys.test.ts.
 */
const describe = baseDescribe.skipIf(databaseUnavailable);
const t = serverForFile();

const remaining = async (token: string): Promise<number> => (await t.call('GET', '/billing/credits', { token })).body.remaining;
const ledgerRows = async (orgId: string) => t.server.database.db.selectFrom('credit_transactions').select(['id', 'user_id', 'credits']).where('org_id', '=', orgId).where('transaction_type', '=', 'debit').execute();
const deduct = (token: string, key: string, body: Record<string, unknown>) => t.call('POST', '/billing/credits/deduct', { token, headers: { 'idempotency-key': key }, body });

describe('Idempotency-Key: one model for deducts and purchases', () => {
  it("a colleague reusing another user's deduct key gets their own charge, not the other's transaction", async () => {
    const org = await registerOwner(t, 'owner@scoped-keys.io', 'Org owner@scoped-keys.io');
    const admin = (await registerMember(t, org, 'admin@scoped-keys.io', { role: 'org_admin' })).token;
    const body = { amount: 5, description: 'Monthly report run' };
    const mine = await deduct(org.token, 'shared-deduct-key', body);
    const theirs = await deduct(admin, 'shared-deduct-key', body);
    expect([mine.status, theirs.status]).toEqual([200, 200]);
    expect(theirs.body.success).toBe(true);
    expect(theirs.body.transaction_id).not.toBe(mine.body.transaction_id);
    expect(await remaining(org.token)).toBe(490);
    // Each replay still answers its own caller's first deduction.
    expect((await deduct(admin, 'shared-deduct-key', body)).body.transaction_id).toBe(theirs.body.transaction_id);
    expect((await deduct(org.token, 'shared-deduct-key', body)).body.transaction_id).toBe(mine.body.transaction_id);
    expect(await remaining(org.token)).toBe(490);
  });

  it('the same key with another body (amount, reason or operation) is 422 with the reused-key text, and takes nothing', async () => {
    const org = await registerOwner(t, 'owner@reused-keys.io', 'Org owner@reused-keys.io');
    const first = await deduct(org.token, 'reused-deduct-key', { amount: 5, description: 'Correction' });
    expect(first.body.success).toBe(true);
    for (const body of [
      { amount: 6, description: 'Correction' },
      { amount: 5, description: 'Another correction' },
    ]) {
      const other = await deduct(org.token, 'reused-deduct-key', body);
      expect(other.status, JSON.stringify(body)).toBe(422);
      expect(other.body.detail).toBe('This Idempotency-Key was already used for a different request');
    }
    const purchase = await t.call('POST', '/billing/credits/purchase', { token: org.token, headers: { 'idempotency-key': 'reused-deduct-key' }, body: { credits: 1000, bonus: 0, price: 10 } });
    expect(purchase.status).toBe(422);
    expect(purchase.body.detail).toBe('This Idempotency-Key was already used for a different request');
    expect(await remaining(org.token)).toBe(495);
    expect(await ledgerRows(org.orgId)).toHaveLength(1);
  });

  it('concurrent identical deducts with one key charge once per caller, and every answer is that charge', async () => {
    const org = await registerOwner(t, 'owner@racing-keys.io', 'Org owner@racing-keys.io');
    const admin = (await registerMember(t, org, 'admin@racing-keys.io', { role: 'org_admin' })).token;
    const body = { amount: 7, description: 'Race me' };
    const results = await Promise.all(Array.from({ length: 16 }, (_, i) => deduct(i % 2 ? admin : org.token, 'racing-deduct-key', body)));
    expect(results.map((r) => r.status)).toEqual(Array.from({ length: 16 }, () => 200));
    const ownerIds = new Set(results.filter((_, i) => i % 2 === 0).map((r) => r.body.transaction_id));
    const adminIds = new Set(results.filter((_, i) => i % 2 === 1).map((r) => r.body.transaction_id));
    expect([ownerIds.size, adminIds.size]).toEqual([1, 1]);
    expect([...ownerIds][0]).not.toBe([...adminIds][0]);
    expect(await remaining(org.token)).toBe(486);
    expect((await ledgerRows(org.orgId)).map((r) => Number(r.credits))).toEqual([7, 7]);
  });

  it("a colleague reusing another user's purchase key buys their own pack", async () => {
    const org = await registerOwner(t, 'owner@scoped-purchases.io', 'Org owner@scoped-purchases.io');
    const admin = (await registerMember(t, org, 'admin@scoped-purchases.io', { role: 'org_admin' })).token;
    const buy = (token: string) => t.call('POST', '/billing/credits/purchase', { token, headers: { 'idempotency-key': 'shared-purchase-key' }, body: { credits: 1000, bonus: 0, price: 10 } });
    const mine = await buy(org.token);
    const theirs = await buy(admin);
    expect(theirs.body).toMatchObject({ status: 'completed', credits_added: 1000 });
    expect(theirs.body.transaction_id).not.toBe(mine.body.transaction_id);
    expect((await buy(admin)).body.transaction_id).toBe(theirs.body.transaction_id);
    expect(await remaining(org.token)).toBe(2500);
  });
});
