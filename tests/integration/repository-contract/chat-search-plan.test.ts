import { afterAll, beforeAll, describe as baseDescribe, expect, it } from 'vitest';
import { Kysely, PostgresDialect, type CompiledQuery } from 'kysely';
import pg from 'pg';
import { KyselyChatRepository } from '../../../adapters/server/db/kysely-chat-repository.ts';
import type { DatabaseSchema } from '../../../adapters/server/db/schema.ts';
import { databaseUnavailable, openTestDatabase, testDatabaseKind, type TestDatabase } from '../../support/test-database.ts';

/**
 * Chat search on PostgreSQL starts at the person (migration 039): the words are looked up in the index of their
 * own messages, (search_owner, to_tsvector), so a colleague's 3,000 messages with the same words in the same space
 * are never read. SQLite's plan is asserted in query-plans.test.ts (its full-text entries carry the owner's key).
 */
const describe = baseDescribe.skipIf(databaseUnavailable || testDatabaseKind() !== 'postgres');

let database: TestDatabase;
let db: Kysely<DatabaseSchema>;
let pool: pg.Pool;
const sent: CompiledQuery[] = [];

beforeAll(async () => {
  if (databaseUnavailable || testDatabaseKind() !== 'postgres') return;
  database = await openTestDatabase();
  pool = new pg.Pool({ connectionString: database.url!, max: 2 });
  db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }), log: (event) => void sent.push(event.query) });
});
afterAll(async () => {
  await db?.destroy();
  await database?.close();
});

/** Each plan node of a JSON plan, depth first. */
function nodesOf(plan: Record<string, unknown>): Record<string, unknown>[] {
  return [plan, ...((plan.Plans as Record<string, unknown>[] | undefined) ?? []).flatMap(nodesOf)];
}

describe('chat search plan (postgres)', () => {
  it("reads the person's own matching messages only: a colleague's 3,000 in the same space and the person's own long chat change nothing it reads, with statistics or without", async () => {
    const at = new Date('2026-11-01T00:00:00Z');
    await db.insertInto('organizations').values({ id: 'org-plan', name: 'Plan', created_at: at.toISOString(), settings: '{}' } as never).execute();
    const chats = new KyselyChatRepository(db);
    const session = (id: string, userId: string) => chats.createSession({ id, orgId: 'org-plan', spaceId: 'space-plan', userId, agentSlug: 'cmo', title: `Plans ${id}`, createdAt: at, updatedAt: at });
    const message = (id: string, sessionId: string, content: string) => ({ id, sessionId, role: 'user' as const, content, requestId: null, createdAt: at, rating: null, feedbackCategories: [], feedbackText: null, transactionId: null, metadata: {}, versionOf: null });
    await session('mine', 'user-me');
    await chats.addMessage(message('mine-1', 'mine', 'Our sourdough workshop on Saturday'));
    await chats.addMessage(message('mine-2', 'mine', 'Price the sourdough workshops'));
    await session('theirs', 'user-colleague');
    const rows = Array.from({ length: 3_000 }, (_, i) => ({
      id: `theirs-${i}`, session_id: 'theirs', role: 'user', content: `Sourdough workshop number ${i}`, request_id: null, created_at: at.toISOString(), rating: null,
      feedback_categories: '[]', feedback_text: null, transaction_id: null, metadata: '{}', version_of: null,
    }));
    for (let i = 0; i < rows.length; i += 500) await db.insertInto('chat_messages').values(rows.slice(i, i + 500)).execute();
    // A long chat of the person's own: its words must not be computed either.
    const long = `Here is a plan for the spring launch. ${'Each channel gets a clear goal, a weekly budget and one measure to watch. '.repeat(23)}`;
    await session('mine-long', 'user-me');
    const own = Array.from({ length: 400 }, (_, i) => ({ ...rows[0]!, id: `mine-long-${i}`, session_id: 'mine-long', content: long }));
    for (let i = 0; i < own.length; i += 200) await db.insertInto('chat_messages').values(own.slice(i, i + 200)).execute();

    /** The plan's nodes for the message lookup the repository sends. */
    const planned = async () => {
      sent.length = 0;
      const hits = await chats.searchChats({ orgId: 'org-plan', spaceId: 'space-plan', userId: 'user-me', text: 'sourdough work', limit: 10 });
      expect(hits.map((h) => h.session.id)).toEqual(['mine']);
      const search = sent.find((q) => /chat_messages m/.test(q.sql))!;
      const explained = await pool.query(`explain (analyze, format json) ${search.sql}`, search.parameters as unknown[]);
      return nodesOf((explained.rows[0]['QUERY PLAN'] as { Plan: Record<string, unknown> }[])[0]!.Plan);
    };
    // As rows were just written (no statistics yet), then after ANALYZE.
    for (const nodes of [await planned(), await pool.query('analyze chat_messages').then(() => pool.query('analyze chat_sessions')).then(planned)]) {
      const index = nodes.find((n) => n['Index Name'] === 'chat_messages_owner_fts');
      expect(index, JSON.stringify(nodes.map((n) => [n['Node Type'], n['Index Name'] ?? n['Relation Name']]))).toBeDefined();
      expect(String(index!['Index Cond'])).toMatch(/search_owner = /);
      // The index hands over the person's 2 matches, not the 3,002 in the space; no other read of the messages.
      expect(index!['Actual Rows']).toBe(2);
      expect(nodes.filter((n) => n['Relation Name'] === 'chat_messages' && n['Node Type'] !== 'Bitmap Heap Scan')).toEqual([]);
      expect(nodes.filter((n) => typeof n['Index Name'] === 'string' && (n['Index Name'] as string).startsWith('chat_messages') && n['Index Name'] !== 'chat_messages_owner_fts')).toEqual([]);
    }
  }, 60_000);
});
