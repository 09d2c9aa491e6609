import { sql, type Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe as baseDescribe, expect, it } from 'vitest';
import { migrationProvider } from '../../../adapters/server/db/migrations/index.ts';
import { KyselyKnowledgeRepository } from '../../../adapters/server/knowledge/kysely-knowledge-repository.ts';
import { openDatabase } from '../../../adapters/server/db/open-database.ts';
import type { DatabaseSchema } from '../../../adapters/server/db/schema.ts';
import { DeductCredits } from '../../../core/server/billing/deduct-credits.ts';
import { ServerError } from '../../../core/server/errors.ts';
import { newTenant, openContractDatabase, type ContractDatabase } from '../../support/contract-database.ts';
import { databaseUnavailable, openTestDatabase, testDatabaseKind, type TestDatabase } from '../../support/test-database.ts';

/**
 * The migrations (adapters/server/db/migrations and each feature's own) as openDatabase runs them on start: a fresh database reaches the
 * latest schema, which is the schema the tests' template copies have; starting again migrates nothing; and the
 * migrations that move data keep what an older server stored.
 */
const kind = testDatabaseKind();
const describe = baseDescribe.skipIf(databaseUnavailable);

/** Tables, columns, indexes, constraints and triggers, as the database describes them, in a stable order. */
async function schemaOf(db: Kysely<DatabaseSchema>): Promise<unknown[]> {
  if (kind === 'sqlite') {
    return (await sql<{ type: string; name: string; sql: string | null }>`select type, name, tbl_name, sql from sqlite_master where name not like 'sqlite_%' order by type, name`.execute(db)).rows;
  }
  const columns = await sql`select table_name, column_name, data_type, is_nullable, column_default from information_schema.columns where table_schema = 'public' order by table_name, column_name`.execute(db);
  const indexes = await sql`select tablename, indexname, indexdef from pg_indexes where schemaname = 'public' order by tablename, indexname`.execute(db);
  const constraints = await sql`select conrelid::regclass::text as table_name, conname, pg_get_constraintdef(oid) as definition from pg_constraint where connamespace = 'public'::regnamespace order by 1, 2`.execute(db);
  const triggers = await sql`select event_object_table, trigger_name, event_manipulation, action_statement from information_schema.triggers where trigger_schema = 'public' order by 1, 2, 3`.execute(db);
  return [columns.rows, indexes.rows, constraints.rows, triggers.rows];
}

const executed = async (db: Kysely<DatabaseSchema>) => (await new Migrator({ db, provider: migrationProvider }).getMigrations()).filter((m) => m.executedAt).map((m) => m.name);

let all: string[];
let fresh: TestDatabase;
let copy: TestDatabase;
let database: ContractDatabase;
let migrator: Migrator;

beforeAll(async () => {
  if (databaseUnavailable) return;
  all = Object.keys(await migrationProvider.getMigrations()).sort();
  fresh = await openTestDatabase({ empty: true });
  copy = await openTestDatabase();
  database = await openContractDatabase();
  migrator = new Migrator({ db: database.handle.db, provider: migrationProvider });
}, 60_000);
afterAll(async () => {
  await fresh?.close();
  await copy?.close();
  await database?.close();
});

describe(`migrations (${kind})`, () => {
  it('a fresh database migrates to the latest schema on open, which is the schema of the tests\' template copies', async () => {
    expect(all.length).toBeGreaterThan(20);
    expect(await executed(fresh.handle.db)).toEqual(all);
    expect(await executed(copy.handle.db)).toEqual(all);
    expect(await schemaOf(copy.handle.db)).toEqual(await schemaOf(fresh.handle.db));
  });

  it('migrating again is a no-op: nothing runs, the schema and the rows stay', async () => {
    const before = await schemaOf(fresh.handle.db);
    await fresh.handle.db.insertInto('organizations').values({ id: 'kept-org', name: 'Kept', created_at: new Date().toISOString(), settings: '{}' }).execute();
    const again = await new Migrator({ db: fresh.handle.db, provider: migrationProvider }).migrateToLatest();
    expect(again).toEqual({ results: [] });
    // As a restart runs it: openDatabase on the same database.
    const restarted = await openDatabase({ dataDir: fresh.dataDir, databaseUrl: fresh.url ?? undefined });
    try {
      expect(await schemaOf(restarted.db)).toEqual(before);
      expect(await restarted.db.selectFrom('organizations').select('name').where('id', '=', 'kept-org').execute()).toEqual([{ name: 'Kept' }]);
      expect(await executed(restarted.db)).toEqual(all);
    } finally {
      await restarted.close();
    }
  });

  it('migration 013: idempotency keys the ledger and the agent runtime held become request keys, and a retry of one charges nothing more', async () => {
    const tenant = await newTenant(database.uow, 'legacy-keys');
    const db = database.handle.db;
    expect((await migrator.migrateTo('012-knowledge-chunk-generations')).error).toBeUndefined();
    // What the server before migration 013 wrote for a keyed deduct, a keyed addition, a keyed offline purchase, an unattributed row and a keyed agent send.
    const row = { org_id: tenant.orgId, user_id: tenant.ownerId, space_id: null, agent_name: null, mode: null, base_credits: null, status: 'completed', activity_details: null, related_type: null, related_id: null, created_at: '2026-01-05T10:00:00.000Z' };
    await db.insertInto('credit_transactions').values([
      { ...row, id: 'legacy-deduct-row', credits: 5, transaction_type: 'debit', feature: 'ai_agents', activity: 'Correction', idempotency_key: 'deduct:legacy-deduct-01', balance_after: 495 },
      { ...row, id: 'legacy-add-row', credits: 50, transaction_type: 'credit', feature: 'admin', activity: 'Grant', idempotency_key: 'add:legacy-add-01', balance_after: 545 },
      { ...row, id: 'legacy-purchase-row', credits: 1000, transaction_type: 'credit', feature: 'credit_purchase', activity: 'Purchased 1000 credits', idempotency_key: `payment:purchase:${tenant.orgId}:legacy-buy-01`, balance_after: 1545 },
      { ...row, id: 'legacy-system-row', user_id: null, credits: 1, transaction_type: 'debit', feature: 'ai_agents', activity: 'System', idempotency_key: 'deduct:legacy-system-01', balance_after: 1544 },
    ]).execute();
    await sql`insert into agent_run_keys (org_id, user_id, idempotency_key, fingerprint, request_id, state, claimed_at) values (${tenant.orgId}, ${tenant.ownerId}, 'legacy-send-01', 'send-fingerprint', 'legacy-run-1', 'done', '2026-01-05T11:00:00.000Z')`.execute(db);
    expect((await migrator.migrateToLatest()).error).toBeUndefined();

    const keys = await db.selectFrom('request_keys').selectAll().where('org_id', '=', tenant.orgId).orderBy('idempotency_key').execute();
    const done = (key: string, rowId: string) => ({ org_id: tenant.orgId, user_id: tenant.ownerId, idempotency_key: key, fingerprint: `legacy:${rowId}`, claim_id: `legacy:${rowId}`, state: 'done', result_id: rowId, claimed_at: row.created_at });
    expect(keys).toEqual([
      done('legacy-add-01', 'legacy-add-row'),
      done('legacy-buy-01', 'legacy-purchase-row'),
      done('legacy-deduct-01', 'legacy-deduct-row'),
      { org_id: tenant.orgId, user_id: tenant.ownerId, idempotency_key: 'legacy-send-01', fingerprint: 'send-fingerprint', claim_id: 'legacy-run-1', state: 'done', result_id: 'legacy-run-1', claimed_at: '2026-01-05T11:00:00.000Z' },
    ]);

    // The key stands for its request: its body was never stored, so a retry is refused and takes nothing.
    await database.uow.run((repos) => repos.creditAccounts.create({ orgId: tenant.orgId, planType: 'free', planActive: true, periodStart: new Date('2026-01-01T00:00:00.000Z'), resetDate: new Date('2100-01-01T00:00:00.000Z'), total: 500, used: 0, balance: 500, updatedAt: new Date() }));
    const principal = { userId: tenant.ownerId, orgId: tenant.orgId, role: 'org_owner' as const };
    const retry = database.container.get(DeductCredits).execute(principal, { amount: 5, description: 'Correction', feature_type: 'ai_agents' }, { idempotencyKey: 'legacy-deduct-01' });
    await expect(retry).rejects.toSatisfy((error) => error instanceof ServerError && error.code === 'IDEMPOTENCY.KEY_REUSED');
    expect(Number((await db.selectFrom('credit_accounts').select('balance').where('org_id', '=', tenant.orgId).executeTakeFirstOrThrow()).balance)).toBe(500);
    expect(await db.selectFrom('credit_transactions').select('id').where('org_id', '=', tenant.orgId).execute()).toHaveLength(4);
  });

  it('migration 014: chats written before it are indexed, so search finds them after the upgrade', async () => {
    const tenant = await newTenant(database.uow, 'pre-search');
    const session = { id: 'pre-upgrade-session', orgId: tenant.orgId, spaceId: tenant.spaceId, userId: tenant.ownerId, agentSlug: 'email-agent', title: 'Sourdough workshop', createdAt: new Date(), updatedAt: new Date() };
    const db = database.handle.db;
    expect((await migrator.migrateTo('013-request-keys')).error).toBeUndefined();
    await db.insertInto('chat_sessions').values({ id: session.id, org_id: session.orgId, space_id: session.spaceId, user_id: session.userId, agent_slug: session.agentSlug, title: session.title, created_at: session.createdAt.toISOString(), updated_at: session.updatedAt.toISOString() } as never).execute();
    await db.insertInto('chat_messages').values({ id: 'pre-upgrade-message', session_id: session.id, role: 'user', content: 'And a line about the quokka mascot', request_id: null, created_at: new Date().toISOString(), rating: null, feedback_categories: '[]', feedback_text: null, transaction_id: null, metadata: '{}', version_of: null }).execute();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();

    const search = (text: string) => database.uow.run((repos) => repos.chats.searchChats({ orgId: tenant.orgId, spaceId: tenant.spaceId, userId: tenant.ownerId, text, limit: 10 }));
    expect(await search('quokka')).toEqual([expect.objectContaining({ session: expect.objectContaining({ id: session.id, pinned: false }), messageId: 'pre-upgrade-message', role: 'user' })]);
    expect(await search('sourdough')).toEqual([expect.objectContaining({ session: expect.objectContaining({ id: session.id }), messageId: null })]);
  });

  it('migration 032: chunks indexed before it are indexed again under their space, so search finds them after the upgrade and no other space does', async () => {
    const tenant = await newTenant(database.uow, 'pre-keyed');
    const other = await newTenant(database.uow, 'pre-keyed-other');
    const db = database.handle.db;
    expect((await migrator.migrateTo('031-poll-by-turn')).error).toBeUndefined();
    const at = new Date().toISOString();
    await db.insertInto('knowledge_documents').values({ id: 'pre-keyed-doc', org_id: tenant.orgId, space_id: tenant.spaceId, filename: 'bakery.txt', kind: 'txt', mime_type: 'text/plain', size_bytes: 1, status: 'ready', error_message: null, storage_key: 'k', chunk_count: 2, uploaded_by: tenant.ownerId, created_at: at, updated_at: at, processed_at: at, chunk_generation: 0 }).execute();
    await db.insertInto('knowledge_chunks').values([0, 1].map((i) => ({ space_id: tenant.spaceId, source_type: 'document', source_id: 'pre-keyed-doc', chunk_index: i, content: ['The quokka bakery opens at dawn.', 'Fresh loaves daily.'][i]!, generation: 0 }))).execute();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();

    const search = (spaceId: string, query: string) => new KyselyKnowledgeRepository(db, kind).searchChunks({ spaceId, sourceType: 'document', query, limit: 10 });
    expect((await search(tenant.spaceId, 'quokka freshest loaves')).map((h) => [h.chunkIndex, h.snippet]).sort()).toEqual([[0, 'The quokka bakery opens at dawn.'], [1, 'Fresh loaves daily.']]);
    expect(await search(other.spaceId, 'quokka')).toEqual([]);
  });

  it('migrations 038 and 040: the ledger rows written before them are added up and counted per day, and a charge after them adds to its day', async () => {
    const tenant = await newTenant(database.uow, 'pre-rollup');
    const db = database.handle.db;
    expect((await migrator.migrateTo('037-keyset-pages')).error).toBeUndefined();
    const row = { org_id: tenant.orgId, user_id: tenant.ownerId, space_id: null, feature: 'ai_agents', activity: 'Run', agent_name: 'email-agent', mode: null, base_credits: null, status: 'completed', activity_details: null, related_type: null, related_id: null, idempotency_key: null, balance_after: 0 };
    await db.insertInto('credit_transactions').values([
      { ...row, id: 'pre-rollup-1', credits: 10, transaction_type: 'debit', created_at: '2026-01-05T10:00:00.000Z' },
      { ...row, id: 'pre-rollup-2', credits: 5, transaction_type: 'debit', created_at: '2026-01-05T23:59:59.999Z' },
      { ...row, id: 'pre-rollup-3', credits: 5, transaction_type: 'credit', created_at: '2026-01-05T23:59:59.999Z' },
      { ...row, id: 'pre-rollup-4', credits: 3, transaction_type: 'debit', created_at: '2026-01-06T00:00:00.000Z' },
      { ...row, id: 'pre-rollup-5', user_id: null, agent_name: null, feature: 'plan_allowance', credits: 500, transaction_type: 'credit', created_at: '2026-01-06T00:00:01.000Z' },
    ]).execute();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();

    const days = (userId?: string) => database.uow.run((repos) => repos.ledger.dailyTotalsFrom(tenant.orgId, '2026-01-01', userId));
    expect(await days()).toEqual([
      { day: '2026-01-05', feature: 'ai_agents', agentName: 'email-agent', debited: 15, credited: 5 },
      { day: '2026-01-06', feature: 'ai_agents', agentName: 'email-agent', debited: 3, credited: 0 },
      { day: '2026-01-06', feature: 'plan_allowance', agentName: null, debited: 0, credited: 500 },
    ]);
    await database.uow.run((repos) => repos.ledger.append({ id: 'post-rollup', orgId: tenant.orgId, userId: tenant.ownerId, spaceId: null, credits: 4, transactionType: 'debit', feature: 'ai_agents', activity: 'Run', agentName: 'email-agent', mode: null, baseCredits: null, status: 'completed', activityDetails: null, relatedType: null, relatedId: null, idempotencyKey: null, balanceAfter: 0, createdAt: new Date('2026-01-06T12:00:00.000Z') }));
    expect(await days(tenant.ownerId)).toEqual([
      { day: '2026-01-05', feature: 'ai_agents', agentName: 'email-agent', debited: 15, credited: 5 },
      { day: '2026-01-06', feature: 'ai_agents', agentName: 'email-agent', debited: 7, credited: 0 },
    ]);
    // The first page's total is counted from the days (040): the rows before the migration and the one after it.
    const total = (filter: { feature?: string; userId?: string; since?: Date }) => database.uow.run(async (repos) => (await repos.ledger.list(tenant.orgId, filter, 1, 0)).total);
    expect(await total({})).toBe(6);
    expect(await total({ feature: 'ai_agents' })).toBe(5);
    expect(await total({ userId: tenant.ownerId })).toBe(5);
    expect(await total({ feature: 'ai_agents', since: new Date('2026-01-05T12:00:00.000Z') })).toBe(4);
    expect(await total({ since: new Date('2026-01-06T00:00:00.500Z') })).toBe(2);
  });

  it('migration 041: invitations written twice before it keep their newest waiting one (an accepted one stays), and after it a second waiting one is refused', async () => {
    const tenant = await newTenant(database.uow, 'pre-one-invite');
    const db = database.handle.db;
    expect((await migrator.migrateTo('040-daily-entry-counts')).error).toBeUndefined();
    const row = (id: string, createdAt: string, acceptedAt: string | null = null) => ({ id, org_id: tenant.orgId, email: 'twice@invited.io', role: 'org_member', token_hash: `hash-${id}`, invited_by: tenant.ownerId, created_at: createdAt, expires_at: '2030-01-01T00:00:00.000Z', accepted_at: acceptedAt });
    await db.insertInto('org_invites').values([row('pre-041-old', '2026-01-01T00:00:00.000Z'), row('pre-041-new', '2026-01-02T00:00:00.000Z'), row('pre-041-accepted', '2025-12-01T00:00:00.000Z', '2025-12-02T00:00:00.000Z')]).execute();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();

    const left = await db.selectFrom('org_invites').select('id').where('org_id', '=', tenant.orgId).orderBy('id').execute();
    expect(left.map((r) => r.id)).toEqual(['pre-041-accepted', 'pre-041-new']);
    const again = await database.uow.run((repos) => repos.invites.create({ id: 'post-041', orgId: tenant.orgId, email: 'twice@invited.io', role: 'org_member', tokenHash: 'hash-post-041', invitedBy: tenant.ownerId, createdAt: new Date(), expiresAt: new Date('2030-01-01T00:00:00.000Z'), acceptedAt: null }));
    expect(again).toBe(false);
  });

  it('migration 025: connections stored before slots keep slot \'\' and stay one per provider, and the new key admits one per Odoo database', async () => {
    const tenant = await newTenant(database.uow, 'slots');
    const db = database.handle.db;
    expect((await migrator.migrateTo('021-integration-connections')).error).toBeUndefined();
    const row = { org_id: tenant.orgId, space_id: tenant.spaceId, status: 'connected', status_reason: null, account_label: 'Acme Ads (act_1)', sealed_secret: 'v1.aaaaaaaaaaaa.x.y.z', key_id: 'aaaaaaaaaaaa', checked_at: null, settings: '{}', connected_at: new Date().toISOString(), connected_by: tenant.ownerId };
    await db.insertInto('integration_connections').values({ ...row, id: 'legacy-meta', provider: 'meta_ads', account_id: 'act_1' } as never).execute();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();

    const kept = await db.selectFrom('integration_connections').selectAll().where('id', '=', 'legacy-meta').executeTakeFirstOrThrow();
    expect(kept).toMatchObject({ provider: 'meta_ads', slot: '', selected: 0, sealed_secret: 'v1.aaaaaaaaaaaa.x.y.z', account_label: 'Acme Ads (act_1)', space_id: tenant.spaceId });
    const insert = (id: string, provider: string, slot: string) => db.insertInto('integration_connections').values({ ...row, id, provider, slot, account_id: slot }).execute();
    await expect(insert('dup-meta', 'meta_ads', '')).rejects.toThrow();
    await insert('odoo-a', 'odoo', 'a@odoo.example');
    await insert('odoo-b', 'odoo', 'b@odoo.example');
    expect((await db.selectFrom('integration_connections').select('id').where('space_id', '=', tenant.spaceId).orderBy('id').execute()).map((r) => r.id)).toEqual(['legacy-meta', 'odoo-a', 'odoo-b']);
  });
});
