import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Kysely, SqliteDialect, type CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../adapters/server/db/open-database.ts';
import { NodeSqliteDatabase } from '../../adapters/server/db/node-sqlite-database.ts';
import { KyselyUserRepository } from '../../adapters/server/db/kysely-user-repository.ts';
import { KyselyOrganizationRepository } from '../../adapters/server/db/kysely-organization-repository.ts';
import { KyselyCreditTransactionRepository } from '../../adapters/server/db/kysely-credit-transaction-repository.ts';
import { KyselyChatRepository } from '../../adapters/server/db/kysely-chat-repository.ts';
import { KyselyArtifactRepository } from '../../adapters/server/db/kysely-artifact-repository.ts';
import { KyselyKnowledgeRepository } from '../../adapters/server/knowledge/kysely-knowledge-repository.ts';
import { KyselyAuditTrail } from '../../adapters/server/db/kysely-audit-trail.ts';
import type { DatabaseSchema } from '../../adapters/server/db/schema.ts';
import { keyedText, searchKey } from '../../adapters/server/db/tenant-search-terms.ts';

/**
 * A page costs the page, not the table: the statements the repositories really send, planned by SQLite. A list
 * page walks an index in its order (no sort of the whole table into a temporary B-tree), an empty search adds no
 * LIKE, and a credit period's totals are read from a covering index, never from the ledger's rows.
 */
let dir: string;
let db: Kysely<DatabaseSchema>;
let raw: DatabaseSync;
const sent: CompiledQuery[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'mw-plans-'));
  const migrated = await openDatabase({ dataDir: dir });
  await migrated.close();
  const file = join(dir, 'app.db');
  db = new Kysely<DatabaseSchema>({ dialect: new SqliteDialect({ database: new NodeSqliteDatabase(file) }), log: (event) => void sent.push(event.query) });
  raw = new DatabaseSync(file);
  // The functions the chat index's triggers call, as every connection of the app registers them.
  raw.function('search_key', { deterministic: true }, (spaceId, userId) => searchKey(String(spaceId), String(userId)));
  raw.function('keyed_text', { deterministic: true }, (key, text) => keyedText(String(key), String(text)));
});
afterAll(async () => {
  raw?.close();
  await db?.destroy();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The plan of every statement `work` sends, one line per step. */
async function plansOf(work: () => Promise<unknown>): Promise<{ sql: string; plan: string[] }[]> {
  sent.length = 0;
  await work();
  return sent.map((q) => ({
    sql: q.sql,
    plan: (raw.prepare(`EXPLAIN QUERY PLAN ${q.sql}`).all(...(q.parameters as (string | number | null)[])) as { detail: string }[]).map((r) => r.detail),
  }));
}

describe('query plans of the pages that grow with data', () => {
  it('the admin user list, newest first, deep page and no words: walks users(created_at, id), no LIKE, no sort of every user', async () => {
    const plans = await plansOf(() => new KyselyUserRepository(db).search('', 20, 5000));
    const page = plans.find((p) => /limit/i.test(p.sql))!;
    expect(page.sql).not.toMatch(/like/i);
    expect(page.plan.join(' | ')).toMatch(/SCAN users USING INDEX users_created/);
    expect(page.plan.join(' | ')).not.toMatch(/TEMP B-TREE/);
  });

  it('the admin organization list does the same over organizations(created_at, id)', async () => {
    const plans = await plansOf(() => new KyselyOrganizationRepository(db).search('', 20, 5000));
    const page = plans.find((p) => /limit/i.test(p.sql))!;
    expect(page.sql).not.toMatch(/like/i);
    expect(page.plan.join(' | ')).toMatch(/SCAN organizations USING INDEX organizations_created/);
    expect(page.plan.join(' | ')).not.toMatch(/TEMP B-TREE FOR ORDER BY/);
  });

  it("a credit period's usage by feature is read from the ledger's covering index", async () => {
    const [plan] = await plansOf(() => new KyselyCreditTransactionRepository(db).usageByFeature('org-1', new Date('2026-11-01T00:00:00Z')));
    expect(plan!.plan.join(' | ')).toMatch(/SEARCH credit_transactions USING COVERING INDEX credit_transactions_period \(org_id=\? AND created_at>\?\)/);
  });

  it("daily spending reads the ledger's daily rollup by index in the chart's order: no ledger row, no sort", async () => {
    const ledger = new KyselyCreditTransactionRepository(db);
    const plans = {
      organization: await plansOf(() => ledger.dailyTotalsFrom('org-1', '2026-11-01')),
      member: await plansOf(() => ledger.dailyTotalsFrom('org-1', '2026-11-01', 'user-1')),
    };
    for (const statements of Object.values(plans)) {
      expect(statements).toHaveLength(1);
      expect(statements[0]!.sql).not.toMatch(/credit_transactions/);
      expect(statements[0]!.plan.join(' | ')).not.toMatch(/SCAN|TEMP B-TREE/);
    }
    expect(plans.organization[0]!.plan.join(' | ')).toMatch(/SEARCH credit_daily_totals USING INDEX credit_daily_totals_key \(org_id=\? AND day>\?\)/);
    expect(plans.member[0]!.plan.join(' | ')).toMatch(/SEARCH credit_daily_totals USING COVERING INDEX credit_daily_totals_member \(org_id=\? AND user_id=\? AND day>\?\)/);
  });

  it("a poll's reads go by index: the new messages of the chat, their turns and their files, never a scan", async () => {
    const chats = new KyselyChatRepository(db);
    const artifacts = new KyselyArtifactRepository(db);
    const plans = await plansOf(async () => {
      await chats.listMessages('chat-1', new Date('2026-11-01T00:00:00Z'));
      await chats.listTurns('chat-1', ['m-1', 'm-2']);
      await artifacts.ofMessages(['m-1', 'm-2']);
    });
    expect(plans).toHaveLength(3);
    for (const p of plans) expect(p.plan.join(' | ')).not.toMatch(/\bSCAN (chat_messages|artifacts)\b/);
    expect(plans[0]!.plan.join(' | ')).toMatch(/SEARCH chat_messages USING INDEX chat_messages_session \(session_id=\? AND created_at>\?\)/);
    expect(plans[1]!.plan.join(' | ')).toMatch(/MULTI-INDEX OR .*\(id=\?\) .*chat_messages_turns \(session_id=\? AND version_of=\?\)/);
    expect(plans[2]!.plan.join(' | ')).toMatch(/USING INDEX artifacts_message/);
  });

  it("a knowledge-base search reads its own space's chunks only: another space's 10,000 matching chunks change nothing it reads", async () => {
    const knowledge = new KyselyKnowledgeRepository(db, 'sqlite');
    const upload = async (spaceId: string, id: string, chunks: string[]) => {
      const at = new Date('2026-11-01T00:00:00Z');
      await knowledge.addDocument({ id, orgId: `org-${spaceId}`, spaceId, filename: `${id}.txt`, kind: 'txt', mimeType: 'text/plain', sizeBytes: 1, status: 'processing', errorMessage: null, storageKey: id, chunkCount: 0, uploadedBy: 'user-1', createdAt: at, updatedAt: at, processedAt: null });
      expect(await knowledge.completeDocument(id, chunks, at)).toBe(true);
    };
    await upload('space-small', 'doc-small', ['Sourdough bread is baked daily.', 'Our rye bread rises slowly.', 'Croissants need cold butter.']);
    /** What the search's full-text step yields (the rows it then joins, filters and ranks), with the statement's own MATCH. */
    const searched = async () => {
      const plans = await plansOf(() => knowledge.searchChunks({ spaceId: 'space-small', sourceType: 'document', query: 'fresh bread', limit: 10 }));
      const search = plans.find((p) => /match/i.test(p.sql))!;
      const match = sent.find((q) => q.sql === search.sql)!.parameters.find((p) => typeof p === 'string' && p.includes('"'))!;
      const yielded = Number((raw.prepare('select count(*) as n from knowledge_chunks_fts where knowledge_chunks_fts match ?').get(match as string) as { n: number }).n);
      return { plan: search.plan.join(' | '), yielded };
    };
    const before = await searched();
    expect(before.yielded).toBe(2);
    expect(before.plan).toMatch(/SCAN knowledge_chunks_fts VIRTUAL TABLE INDEX/);
    expect(before.plan).toMatch(/SEARCH c USING INTEGER PRIMARY KEY/);

    await upload('space-big', 'doc-big', Array.from({ length: 10_000 }, (_, i) => `Fresh bread number ${i} from the big bakery.`));
    const after = await searched();
    expect(after).toEqual(before);
    expect((await knowledge.searchChunks({ spaceId: 'space-small', sourceType: 'document', query: 'fresh bread', limit: 10 })).map((h) => h.snippet))
      .toEqual(expect.arrayContaining(['Sourdough bread is baked daily.', 'Our rye bread rises slowly.']));
  }, 60_000);

  it("a chat search reads the person's own chats only: someone else's 10,000 matching messages change nothing it reads", async () => {
    const chats = new KyselyChatRepository(db);
    const at = new Date('2026-11-01T00:00:00Z');
    const chatOf = async (userId: string, id: string, messages: string[]) => {
      await chats.createSession({ id, orgId: 'org-chat', spaceId: 'space-chat', userId, agentSlug: 'cmo', title: `Workshop plans ${id}`, createdAt: at, updatedAt: at });
      for (const [i, content] of messages.entries()) {
        await chats.addMessage({ id: `${id}-${i}`, sessionId: id, role: 'user', content, requestId: null, createdAt: at, rating: null, feedbackCategories: [], feedbackText: null, transactionId: null, metadata: {}, versionOf: null });
      }
    };
    await chatOf('user-small', 'chat-small', ['Our sourdough workshop on Saturday', 'Price the sourdough workshops']);
    const who = { orgId: 'org-chat', spaceId: 'space-chat', userId: 'user-small' };
    /** What each of the search's full-text steps (messages, titles) yields, with the statement's own MATCH. */
    const searched = async () => {
      const plans = await plansOf(() => chats.searchChats({ ...who, text: 'sourdough work', limit: 10 }));
      return plans.filter((p) => /match/i.test(p.sql)).map((p) => {
        const table = /from (chat_\w+_fts)/.exec(p.sql)![1]!;
        const match = sent.find((q) => q.sql === p.sql)!.parameters.find((v) => typeof v === 'string' && v.includes('"'))!;
        return { table, plan: p.plan.join(' | '), yielded: Number((raw.prepare(`select count(*) as n from ${table} where ${table} match ?`).get(match as string) as { n: number }).n) };
      });
    };
    const before = await searched();
    expect(before.map((s) => [s.table, s.yielded])).toEqual([['chat_messages_fts', 2], ['chat_sessions_fts', 0]]);
    for (const s of before) expect(s.plan).toMatch(/SCAN f VIRTUAL TABLE INDEX/);

    await db.transaction().execute(async (trx) => {
      const other = new KyselyChatRepository(trx);
      await other.createSession({ id: 'chat-big', orgId: 'org-chat', spaceId: 'space-chat', userId: 'user-big', agentSlug: 'cmo', title: 'Sourdough workshop', createdAt: at, updatedAt: at });
      for (let i = 0; i < 10_000; i++) {
        await other.addMessage({ id: `chat-big-${i}`, sessionId: 'chat-big', role: 'user', content: `Sourdough workshop number ${i}`, requestId: null, createdAt: at, rating: null, feedbackCategories: [], feedbackText: null, transactionId: null, metadata: {}, versionOf: null });
      }
    });
    expect(await searched()).toEqual(before);
    expect((await chats.searchChats({ ...who, text: 'sourdough work', limit: 10 })).map((h) => [h.session.id, h.snippet])).toEqual([['chat-small', expect.stringMatching(/^(Our sourdough workshop on Saturday|Price the sourdough workshops)$/)]]);
  }, 60_000);

  it("an embedding search holds a page of the space's vectors at a time, read by index in chunk order, and the best chunks' texts only", async () => {
    const rowsRead: { sql: string; rows: number }[] = [];
    const counted = db.withPlugin({
      transformQuery: (args) => args.node,
      transformResult: async (args) => {
        rowsRead.push({ sql: sent[sent.length - 1]!.sql, rows: args.result.rows.length });
        return args.result;
      },
    });
    const knowledge = new KyselyKnowledgeRepository(counted, 'sqlite');
    const at = new Date('2026-11-01T00:00:00Z');
    await knowledge.addDocument({ id: 'doc-vectors', orgId: 'org-vectors', spaceId: 'space-vectors', filename: 'v.txt', kind: 'txt', mimeType: 'text/plain', sizeBytes: 1, status: 'processing', errorMessage: null, storageKey: 'v', chunkCount: 0, uploadedBy: 'user-1', createdAt: at, updatedAt: at, processedAt: null });
    expect(await knowledge.completeDocument('doc-vectors', Array.from({ length: 1_200 }, (_, i) => `Chunk ${i}`), at)).toBe(true);
    const chunks = await knowledge.chunksOf('document', 'doc-vectors');
    // Chunk i points at angle i/1200 of a quarter turn: the nearest to [1, 0] are the first chunks.
    await knowledge.saveEmbeddings('m', chunks.map((c, i) => ({ chunkId: c.chunkId, vector: [Math.cos((i / 1_200) * Math.PI / 2), Math.sin((i / 1_200) * Math.PI / 2)] })));

    rowsRead.length = 0;
    const plans = await plansOf(() => knowledge.nearestChunks({ spaceId: 'space-vectors', sourceType: 'document', query: '', limit: 3, model: 'm', vector: [1, 0] }));
    const searched = await knowledge.nearestChunks({ spaceId: 'space-vectors', sourceType: 'document', query: '', limit: 3, model: 'm', vector: [1, 0] });
    expect(searched.map((h) => h.snippet)).toEqual(['Chunk 0', 'Chunk 1', 'Chunk 2']);
    expect(Math.max(...rowsRead.map((r) => r.rows))).toBeLessThanOrEqual(500);
    const pages = plans.filter((p) => /knowledge_chunk_embeddings/.test(p.sql));
    expect(pages.length).toBe(3);
    for (const p of pages) {
      expect(p.sql).not.toMatch(/content/);
      expect(p.plan.join(' | ')).toMatch(/SEARCH e USING INDEX knowledge_chunk_embeddings_page \(space_id=\? AND source_type=\? AND model=\? AND chunk_id>\?\)/);
      expect(p.plan.join(' | ')).not.toMatch(/TEMP B-TREE/);
    }
  }, 60_000);

  it("a chat's change or removal finds its full-text entries by their id's token, never by reading every chat's (the triggers' programs)", async () => {
    const chats = new KyselyChatRepository(db);
    /** The virtual-table scans of each statement's program, its triggers' included: `M…` looks up by MATCH, `=` by rowid, '' reads every row. */
    const scans = async (work: () => Promise<unknown>) => {
      sent.length = 0;
      await work();
      return sent.map((q) => (raw.prepare(`EXPLAIN ${q.sql}`).all(...(q.parameters as (string | number | null)[])) as { opcode: string; p4: string | null }[])
        .filter((op) => op.opcode === 'VFilter').map((op) => op.p4 ?? ''));
    };
    const changes = [
      await scans(() => chats.updateMessage('chat-small-0', { content: 'Our rye workshop' })),
      await scans(() => chats.updateSession('chat-small', { title: 'Rye plans' })),
      await scans(() => chats.deleteMessages('chat-small', ['chat-small-1'])),
      await scans(() => chats.deleteSession('chat-small')),
    ];
    for (const statements of changes) {
      const all = statements.flat();
      expect(all.length).toBeGreaterThan(0);
      for (const idx of all) expect(idx).toMatch(/^(M|=)/);
    }
  });
});

/**
 * Keyset pages: a page after a cursor starts at the cursor's key in an index of the list's own order,
 * so the rows before it are never read (no offset), nothing is sorted into a temporary B-tree, and the big table is
 * never scanned whole.
 */
describe('query plans of the pages read after a cursor', () => {
  const after = { at: '2026-11-01T00:00:00.000Z', id: 'row-5000' };
  /** The plan of the statement that reads the page (the one with a LIMIT), one line per step. */
  const pagePlan = async (work: () => Promise<unknown>) => {
    const plans = await plansOf(work);
    const page = plans.find((p) => /limit/i.test(p.sql))!;
    expect(page.sql).not.toMatch(/offset/i);
    return page.plan.join(' | ');
  };

  it('the admin user list starts at the cursor in users(created_at, id)', async () => {
    const plan = await pagePlan(() => new KyselyUserRepository(db).search('', 20, 0, after));
    expect(plan).toMatch(/SEARCH users USING INDEX users_created \(\(created_at,id\)<\(\?,\?\)\)/);
    expect(plan).not.toMatch(/TEMP B-TREE/);
  });

  it('the audit log starts at the cursor in the index of its filter, whatever it joins', async () => {
    const audit = new KyselyAuditTrail(db, { now: () => new Date('2026-11-01T00:00:00Z') });
    const plans = {
      all: await pagePlan(() => audit.list({ limit: 50, offset: 0, after })),
      org: await pagePlan(() => audit.list({ orgId: 'org-1', limit: 50, offset: 0, after })),
      action: await pagePlan(() => audit.list({ action: 'auth.login', limit: 50, offset: 0, after })),
    };
    expect(plans.all).toMatch(/SEARCH audit_log USING INDEX audit_log_page \(\(at,id\)<\(\?,\?\)\)/);
    expect(plans.org).toMatch(/SEARCH audit_log USING INDEX audit_log_org_page \(org_id=\? AND \(at,id\)<\(\?,\?\)\)/);
    expect(plans.action).toMatch(/SEARCH audit_log USING INDEX audit_log_action_page \(action=\? AND \(at,id\)<\(\?,\?\)\)/);
    for (const plan of Object.values(plans)) {
      expect(plan).not.toMatch(/TEMP B-TREE|SCAN audit_log/);
    }
  });

  it("credit transactions start at the cursor in the ledger's page index, by feature and for a member's own rows too", async () => {
    const ledger = new KyselyCreditTransactionRepository(db);
    const plans = {
      all: await pagePlan(() => ledger.list('org-1', {}, 20, 0, after)),
      feature: await pagePlan(() => ledger.list('org-1', { feature: 'ai_agents' }, 20, 0, after)),
      member: await pagePlan(() => ledger.list('org-1', { userId: 'user-1' }, 20, 0, after)),
    };
    expect(plans.all).toMatch(/SEARCH t USING INDEX credit_transactions_page \(org_id=\? AND \(created_at,id\)<\(\?,\?\)\)/);
    expect(plans.feature).toMatch(/SEARCH t USING INDEX credit_transactions_feature_page \(org_id=\? AND feature=\? AND \(created_at,id\)<\(\?,\?\)\)/);
    expect(plans.member).toMatch(/SEARCH t USING INDEX credit_transactions_user_page \(org_id=\? AND user_id=\? AND \(created_at,id\)<\(\?,\?\)\)/);
    for (const plan of Object.values(plans)) expect(plan).not.toMatch(/TEMP B-TREE|SCAN t\b/);
  });

  it("a credit history's first page counts its total from the daily rollup's days, never the ledger's rows; a page after a cursor counts nothing", async () => {
    const ledger = new KyselyCreditTransactionRepository(db);
    for (const filter of [{}, { feature: 'ai_agents' }, { userId: 'user-1' }]) {
      const plans = await plansOf(() => ledger.list('org-1', filter, 20, 0));
      const counts = plans.filter((p) => /count|sum/i.test(p.sql));
      expect(counts).toHaveLength(1);
      expect(counts[0]!.sql).not.toMatch(/credit_transactions/);
      expect(counts[0]!.plan.join(' | ')).toMatch(/SEARCH credit_daily_totals USING (COVERING )?INDEX/);
      expect((await plansOf(() => ledger.list('org-1', filter, 20, 0, after))).filter((p) => /count|sum/i.test(p.sql))).toEqual([]);
    }
    expect((await plansOf(() => ledger.list('org-1', { feature: 'ai_agents' }, 20, 0))).find((p) => /sum/i.test(p.sql))!.plan.join(' | ')).toMatch(/USING COVERING INDEX credit_daily_totals_feature \(org_id=\? AND feature=\?\)/);
    // A period ('period=30d'): whole days from the rollup, and only its first day's rows from the ledger.
    const period = await plansOf(() => ledger.list('org-1', { feature: 'ai_agents', since: new Date('2026-11-01T10:00:00Z') }, 20, 0));
    const firstDay = period.find((p) => /count/i.test(p.sql) && /credit_transactions/.test(p.sql))!;
    expect(firstDay.plan.join(' | ')).toMatch(/SEARCH credit_transactions USING (COVERING )?INDEX \w+ \(org_id=\? AND feature=\? AND created_at>\? AND created_at<\?\)/);
    expect(period.find((p) => /sum/i.test(p.sql))!.plan.join(' | ')).toMatch(/SEARCH credit_daily_totals USING COVERING INDEX credit_daily_totals_feature \(org_id=\? AND feature=\? AND day>\?\)/);
  });

  it("a person's chats start at the cursor, pinned first, with or without an agent", async () => {
    const chats = new KyselyChatRepository(db);
    const pinned = { ...after, pinned: true };
    const plans = {
      all: await pagePlan(() => chats.listSessions('space-1', 'user-1', undefined, { limit: 50, after: pinned })),
      agent: await pagePlan(() => chats.listSessions('space-1', 'user-1', 'cmo', { limit: 50, after })),
      first: await pagePlan(() => chats.listSessions('space-1', 'user-1', 'cmo', { limit: 50 })),
    };
    expect(plans.all).toMatch(/SEARCH chat_sessions USING INDEX chat_sessions_page \(space_id=\? AND user_id=\? AND \(pinned,updated_at,id\)<\(\?,\?,\?\)\)/);
    expect(plans.agent).toMatch(/SEARCH chat_sessions USING INDEX chat_sessions_agent_page \(space_id=\? AND user_id=\? AND agent_slug=\? AND \(pinned,updated_at,id\)<\(\?,\?,\?\)\)/);
    expect(plans.first).toMatch(/SEARCH chat_sessions USING INDEX chat_sessions_agent_page \(space_id=\? AND user_id=\? AND agent_slug=\?\)/);
    for (const plan of Object.values(plans)) expect(plan).not.toMatch(/TEMP B-TREE/);
  });

  it("a space's documents start at the cursor in knowledge_documents_page; a first page walks it from the newest", async () => {
    const knowledge = new KyselyKnowledgeRepository(db, 'sqlite');
    const plans = {
      next: await pagePlan(() => knowledge.listDocuments('space-1', { limit: 50, after })),
      first: await pagePlan(() => knowledge.listDocuments('space-1', { limit: 50 })),
    };
    expect(plans.next).toMatch(/SEARCH knowledge_documents USING INDEX knowledge_documents_page \(space_id=\? AND \(created_at,id\)<\(\?,\?\)\)/);
    expect(plans.first).toMatch(/SEARCH knowledge_documents USING INDEX knowledge_documents_page \(space_id=\?\)/);
    for (const plan of Object.values(plans)) expect(plan).not.toMatch(/TEMP B-TREE|SCAN knowledge_documents/);
  });

  it("the list of a space's web pages, which every agent run reads to find the pages a request names, never reads their texts", async () => {
    const knowledge = new KyselyKnowledgeRepository(db, 'sqlite');
    const plans = await plansOf(() => knowledge.listUrlSources('space-1'));
    expect(plans).toHaveLength(1);
    expect(plans[0]!.sql).not.toMatch(/select \*|(?<!as )"content"/i);
    expect(plans[0]!.plan.join('\n')).toMatch(/url_sources/);
  });

  it("a chat's earlier turns start at the cursor in chat_messages_turns, then read their versions by index", async () => {
    const chats = new KyselyChatRepository(db);
    const plans = await plansOf(() => chats.latestTurns('chat-1', 30, after));
    const roots = plans[0]!.plan.join(' | ');
    expect(plans[0]!.sql).not.toMatch(/offset/i);
    expect(roots).toMatch(/SEARCH chat_messages USING COVERING INDEX chat_messages_turns \(session_id=\? AND version_of=\? AND \(created_at,id\)<\(\?,\?\)\)/);
    expect(roots).not.toMatch(/TEMP B-TREE/);
    for (const p of plans.slice(1)) expect(p.plan.join(' | ')).not.toMatch(/\bSCAN chat_messages\b/);
  });
});
