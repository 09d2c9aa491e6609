import { describe as baseDescribe, expect, it } from 'vitest';
import { Migrator } from 'kysely/migration';
import { databaseUnavailable } from '../support/test-database.ts';
import { serverForFile } from '../support/test-server.ts';
import { migrationProvider } from '../../adapters/server/db/migrations/index.ts';

/**
 * Migration 025 (R-OPEN-36): connections stored before several per space existed keep working after
 * the upgrade (slot '', still found, still one per provider), and the new key admits a second Odoo database.
 * What the migration stores, on SQLite (where the table is rebuilt) and PostgreSQL: repository-contract/migrations.test.ts.
 */
const describe = baseDescribe.skipIf(databaseUnavailable);
const t = serverForFile();

describe('migration 025: connection slots', () => {
  it('keeps the connections stored before it, and then admits one per Odoo database', async () => {
    const reg = await t.call('POST', '/register', { body: { email: 'owner@slots.io', password: 'ember-quartz-harbor-64', name: 'Owner', org_name: 'Slots' } });
    const token = reg.body.access_token as string;
    const spaceId = (await t.call('GET', '/spaces/', { token })).body[0].id as string;
    const db = t.server.database.db;
    const migrator = new Migrator({ db, provider: migrationProvider });
    expect((await migrator.migrateTo('021-integration-connections')).error).toBeUndefined();
    // What the server stored before connection slots: one Meta Ads connection (its secret sealed elsewhere; any text here).
    const row = { org_id: reg.body.user.org_id as string, space_id: spaceId, status: 'connected', status_reason: null, account_label: 'Acme Ads (act_1)', sealed_secret: 'v1.aaaaaaaaaaaa.x.y.z', key_id: 'aaaaaaaaaaaa', checked_at: null, settings: '{}', connected_at: new Date().toISOString(), connected_by: reg.body.user.id as string };
    await db.insertInto('integration_connections').values({ ...row, id: 'legacy-meta', provider: 'meta_ads', account_id: 'act_1' }).execute();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();

    const kept = await db.selectFrom('integration_connections').selectAll().where('id', '=', 'legacy-meta').executeTakeFirstOrThrow();
    expect(kept).toMatchObject({ provider: 'meta_ads', slot: '', selected: 0, sealed_secret: 'v1.aaaaaaaaaaaa.x.y.z', account_label: 'Acme Ads (act_1)' });
    const list = await t.call('GET', '/integrations/connections', { token, headers: { 'X-Space-ID': spaceId } });
    expect(list.body.find((c: { provider: string }) => c.provider === 'meta_ads')).toMatchObject({ status: 'connected', account_label: 'Acme Ads (act_1)' });
    // The new key: a second row for the same provider and slot is refused, another slot is not.
    const insert = (id: string, provider: string, slot: string) => db.insertInto('integration_connections').values({ ...row, id, provider, slot, account_id: slot }).execute();
    await expect(insert('dup-meta', 'meta_ads', '')).rejects.toThrow();
    await insert('odoo-a', 'odoo', 'a@odoo.example');
    await insert('odoo-b', 'odoo', 'b@odoo.example');
    expect(await db.selectFrom('integration_connections').select('id').where('space_id', '=', spaceId).execute()).toHaveLength(3);
  });
});
