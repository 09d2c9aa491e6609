import { describe as baseDescribe, expect, it } from 'vitest';
import { Migrator } from 'kysely/migration';
import { databaseUnavailable } from '../support/test-database.ts';
import { serverForFile } from '../support/test-server.ts';
import { migrationProvider } from '../../adapters/server/db/migrations/index.ts';

/**
 * Migration 013: Idempotency-Keys that billing requests left in the ledger before there was one
 * table of keys still stand for their request after the upgrade: a retry of one charges or grants nothing
 * more. Their bodies were never stored, so it is refused (422) rather than replayed. The keys the migration
 * stores, on both databases: repository-contract/migrations.test.ts.
 */
const describe = baseDescribe.skipIf(databaseUnavailable);
const t = serverForFile();

describe('migration 013: ledger idempotency keys become request keys', () => {
  it('a deduct or purchase sent before the upgrade and retried after it takes and grants nothing more', async () => {
    const reg = await t.call('POST', '/register', { body: { email: 'owner@legacy-keys.io', password: 'ember-quartz-harbor-64', name: 'Owner', org_name: 'Legacy keys' } });
    const token = reg.body.access_token as string;
    const orgId = reg.body.user.org_id as string;
    const userId = reg.body.user.id as string;
    const db = t.server.database.db;
    const migrator = new Migrator({ db, provider: migrationProvider });
    expect((await migrator.migrateTo('012-knowledge-chunk-generations')).error).toBeUndefined();
    // What the server before request keys wrote for a keyed deduct and a keyed offline purchase.
    const row = { org_id: orgId, user_id: userId, space_id: null, agent_name: null, mode: null, base_credits: null, status: 'completed', activity_details: null, related_type: null, related_id: null, created_at: new Date().toISOString() };
    await db.insertInto('credit_transactions').values([
      { ...row, id: 'legacy-deduct-row', credits: 5, transaction_type: 'debit', feature: 'ai_agents', activity: 'Correction', idempotency_key: 'deduct:legacy-deduct-01', balance_after: 495 },
      { ...row, id: 'legacy-purchase-row', credits: 1000, transaction_type: 'credit', feature: 'credit_purchase', activity: 'Purchased 1000 credits', idempotency_key: `payment:purchase:${orgId}:legacy-buy-01`, balance_after: 1495 },
    ]).execute();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();

    const before = (await t.call('GET', '/billing/credits', { token })).body.remaining;
    const rows = async () => (await db.selectFrom('credit_transactions').select('id').where('org_id', '=', orgId).execute()).length;
    const rowsBefore = await rows();
    const deduct = await t.call('POST', '/billing/credits/deduct', { token, headers: { 'idempotency-key': 'legacy-deduct-01' }, body: { amount: 5, description: 'Correction' } });
    const purchase = await t.call('POST', '/billing/credits/purchase', { token, headers: { 'idempotency-key': 'legacy-buy-01' }, body: { credits: 1000, bonus: 0, price: 10 } });
    expect([deduct.status, purchase.status]).toEqual([422, 422]);
    expect(deduct.body.detail).toBe('This Idempotency-Key was already used for a different request');
    expect((await t.call('GET', '/billing/credits', { token })).body.remaining).toBe(before);
    expect(await rows()).toBe(rowsBefore);
    // A key the ledger never saw is free as before.
    const fresh = await t.call('POST', '/billing/credits/deduct', { token, headers: { 'idempotency-key': 'after-upgrade-01' }, body: { amount: 5, description: 'Correction' } });
    expect(fresh.body.success).toBe(true);
  });
});
