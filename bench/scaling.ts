/**
 * Scaling rows (`BENCH_SCALING=1 npm run bench`): each surface that once grew with everything stored, timed with
 * its data at ×1, ×10 and ×100 (seeded by SQL in the server's own database), on SQLite and PostgreSQL. One client
 * asks one request after another, so these are floors. Each row: p50 and p99 at each size, the growth of p50 from
 * ×1 to ×100, and the server's resident memory after a collection at each size: the server runs in a process of its
 * own (bench/server-process.ts, built as `npm start` runs it), and this process seeds its database through a
 * connection of its own and plays the client. Goal: a page costs at most ×2 from ×1 to ×100, memory stays flat.
 */
import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../adapters/server/db/schema.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../adapters/server/db/open-database.ts';
import { databaseTimeoutsFor } from '../adapters/server/db/database-timeouts.ts';
import { account, json, pct, results, round, rows, serverProcess, withPostgresDatabase } from './support.ts';

const SIZES = [1, 10, 100] as const;
/** What ×1 holds; ×10 and ×100 multiply each. */
const BASE = { users: 1_000, audit: 1_000, ledger: 1_000, sessions: 10, turns: 10, otherChunks: 1_000, otherMessages: 50 };
const SAMPLES = Number(process.env.BENCH_SCALING_SAMPLES ?? 40);
const DAY = 24 * 3600 * 1000;
/** An answer about the size of a real one (1.7 KB). */
const ANSWER = `Here is a plan for the spring launch. ${'Each channel gets a clear goal, a weekly budget and one measure to watch. '.repeat(23)}`;

type Seeded = Record<keyof typeof BASE, number>;

export async function scalingBench() {
  for (const kind of (process.env.BENCH_DATABASES?.split(',') ?? ['sqlite', 'postgres']) as ('sqlite' | 'postgres')[]) {
    const dataDir = mkdtempSync(join(tmpdir(), 'mw-bench-scaling-'));
    try {
      if (kind === 'postgres') await withPostgresDatabase((databaseUrl) => scaleIn(kind, dataDir, databaseUrl));
      else await scaleIn(kind, dataDir);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}

/** The server in its own process on the data folder (SQLite) or database, and this process's own connection to seed it. */
async function scaleIn(kind: 'sqlite' | 'postgres', dataDir: string, databaseUrl?: string) {
  const server = await serverProcess(databaseUrl, kind === 'sqlite' ? dataDir : undefined);
  // The seeding statements write up to 500 rows each: a worker's statement timeout, not an API request's.
  const side = await openDatabase({ dataDir, databaseUrl, timeouts: databaseTimeoutsFor('worker') });
  try {
    await scaleOn(kind, server.url, side.db, async () => (await server.ask<{ rss: number }>({ type: 'rss' }, 'rss')).rss);
  } finally {
    await side.close();
    await server.stop();
  }
}

async function scaleOn(kind: 'sqlite' | 'postgres', url: string, db: Kysely<DatabaseSchema>, serverMemory: () => Promise<number>) {
  const s = { url };
  const owner = await account(s.url, `scaling-${kind}@bench.io`);
  const ownerId = (await db.selectFrom('users').select('id').where('email', '=', `scaling-${kind}@bench.io`).executeTakeFirstOrThrow()).id;
  // A platform admin to read the admin lists: a registered account raised by SQL, signed in again.
  await account(s.url, `scaling-admin-${kind}@bench.io`);
  await db.updateTable('users').set({ role: 'system_admin', org_id: null }).where('email', '=', `scaling-admin-${kind}@bench.io`).execute();
  const admin = (await json(s.url, 'POST', '/login', { email: `scaling-admin-${kind}@bench.io`, password: 'bench-password-1' })).access_token as string;
  const as = (token: string) => ({ authorization: `Bearer ${token}`, 'x-space-id': owner.spaceId });
  const other = await account(s.url, `scaling-neighbour-${kind}@bench.io`);
  const neighbourId = (await db.selectFrom('users').select('id').where('email', '=', `scaling-neighbour-${kind}@bench.io`).executeTakeFirstOrThrow()).id;
  const { KyselyKnowledgeRepository } = await import('../adapters/server/knowledge/kysely-knowledge-repository.ts');
  const knowledge = new KyselyKnowledgeRepository(db, kind);
  const start = Date.now() - 2 * DAY;
  // The owner's own knowledge: 100 chunks, a few about bread.
  await addDocument(knowledge, owner.orgId, owner.spaceId, ownerId, 'own-doc', Array.from({ length: 100 }, (_, i) => (i % 20 ? `Note ${i} about opening hours and parking.` : `Our sourdough bread number ${i} is baked fresh daily.`)));
  // The owner's chat that grows, and one chat of theirs that search finds.
  const longChat = 'scaling-long-chat';
  await db.insertInto('chat_sessions').values({ id: longChat, org_id: owner.orgId, space_id: owner.spaceId, user_id: ownerId, agent_slug: 'email-agent', title: 'Spring launch', created_at: new Date(start).toISOString(), updated_at: new Date(start).toISOString() }).execute();
  await db.insertInto('chat_sessions').values({ id: 'scaling-found', org_id: owner.orgId, space_id: owner.spaceId, user_id: ownerId, agent_slug: 'email-agent', title: 'Workshop', created_at: new Date(start).toISOString(), updated_at: new Date(start).toISOString() }).execute();
  await db.insertInto('chat_messages').values(message('scaling-found-1', 'scaling-found', 'user', 'Price our sourdough workshop', start)).execute();
  const neighbourChat = 'scaling-neighbour-chat';
  await db.insertInto('chat_sessions').values({ id: neighbourChat, org_id: owner.orgId, space_id: owner.spaceId, user_id: neighbourId, agent_slug: 'email-agent', title: 'Neighbour', created_at: new Date(start).toISOString(), updated_at: new Date(start).toISOString() }).execute();

  const seeded: Seeded = { users: 0, audit: 0, ledger: 0, sessions: 0, turns: 0, otherChunks: 0, otherMessages: 0 };
  const measures: Record<string, { p50: number; p99: number; bytes: number }[]> = {};
  const memory: number[] = [];
  for (const size of SIZES) {
    const seedStarted = Date.now();
    await seedTo(db, knowledge, size, seeded, { kind, owner, ownerId, neighbourId, otherOrg: other.orgId, otherSpace: other.spaceId, longChat, neighbourChat, start });
    console.log(`scaling ${kind} ×${size}: seeded in ${round((Date.now() - seedStarted) / 1000)} s`);
    // Cursors in the middle of each list: a deep page (taken once, not timed).
    const midUser = await db.selectFrom('users').select(['created_at', 'id']).orderBy('created_at', 'desc').orderBy('id', 'desc').offset(Math.floor(seeded.users / 2)).limit(1).executeTakeFirstOrThrow();
    const midAudit = await db.selectFrom('audit_log').select(['at', 'id']).where('action', '=', 'auth.login').orderBy('at', 'desc').orderBy('id', 'desc').offset(Math.floor(seeded.audit / 8)).limit(1).executeTakeFirstOrThrow();
    const midLedger = await db.selectFrom('credit_transactions').select(['created_at', 'id']).where('org_id', '=', owner.orgId).orderBy('created_at', 'desc').orderBy('id', 'desc').offset(Math.floor(seeded.ledger / 2)).limit(1).executeTakeFirstOrThrow();
    const last = await db.selectFrom('chat_messages').select('created_at').where('session_id', '=', longChat).orderBy('created_at', 'desc').limit(1).executeTakeFirstOrThrow();
    const since = new Date(Date.parse(last.created_at) - 1).toISOString();
    const surfaces: [string, string, Record<string, string>][] = [
      ['Admin user list, deep page by cursor', `/admin/users?limit=50&cursor=${encodeURIComponent(`${midUser.created_at}~${midUser.id}`)}`, as(admin)],
      ['Audit log by action, deep page by cursor', `/admin/audit-log?action=auth.login&limit=50&cursor=${encodeURIComponent(`${midAudit.at}~${midAudit.id}`)}`, as(admin)],
      ['Dashboard daily spending (30 days)', '/billing/analytics/daily-spending?days=30', as(owner.token)],
      ['/billing/credits', '/billing/credits', as(owner.token)],
      ['Usage by feature (period)', '/billing/analytics/usage-breakdown', as(owner.token)],
      ['Transactions, deep page by cursor', `/billing/credits/transactions?limit=20&cursor=${encodeURIComponent(`${midLedger.created_at}~${midLedger.id}`)}`, as(owner.token)],
      ['Transactions, feature=', '/billing/credits/transactions?limit=20&feature=ai_agents', as(owner.token)],
      ['Knowledge-base search (neighbour grows)', '/knowledge-base/search?q=fresh%20bread&k=10', as(owner.token)],
      ['Chat search (colleague grows)', '/agents/sessions/search?q=sourdough%20workshop', as(owner.token)],
      ['Long poll returning 1 message', `/agents/sessions/${longChat}/poll?since=${encodeURIComponent(since)}`, as(owner.token)],
      ["A chat's messages (newest 30 turns)", `/agents/sessions/${longChat}/messages?limit=30`, as(owner.token)],
      ['Chat list (50)', '/agents/sessions?slug=email-agent&limit=50', as(owner.token)],
    ];
    for (const [name, path, headers] of surfaces) (measures[name] ??= []).push(await timed(s.url, path, headers));
    memory.push(Math.round((await serverMemory()) / 1024 / 1024));
  }
  const summary: Record<string, unknown> = { sizes: SIZES, rss_mb: memory };
  for (const [name, m] of Object.entries(measures)) {
    const growth = m[0]!.p50 > 0 ? round(m[2]!.p50 / m[0]!.p50) : 0;
    summary[name] = { p50_ms: m.map((x) => x.p50), p99_ms: m.map((x) => x.p99), bytes: m.map((x) => x.bytes), growth_p50_x1_to_x100: growth };
    rows.push([
      `Scaling (${kind}): ${name}`,
      SIZES.map((size, i) => `×${size} p50 ${m[i]!.p50} / p99 ${m[i]!.p99} ms`).join('; ') + ` (${m.map((x) => kb(x.bytes)).join(', ')})`,
      `×1 p50 ${m[0]!.p50} ms`,
      `×${growth}`,
    ]);
  }
  rows.push([`Scaling (${kind}): server memory after a collection`, SIZES.map((size, i) => `×${size} ${memory[i]} MB`).join('; '), `×1 ${memory[0]} MB`, `×${round(memory[2]! / memory[0]!)}`]);
  results[`scaling_${kind}`] = summary;
}

const kb = (bytes: number) => (bytes < 1024 ? `${bytes} B` : `${round(bytes / 1024)} KB`);

/** p50 and p99 of `SAMPLES` requests one after another (5 first, untimed), and the answer's size. */
async function timed(url: string, path: string, headers: Record<string, string>) {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < SAMPLES + 5; i++) {
    const t0 = performance.now();
    const res = await fetch(`${url}/api/v1${path}`, { headers });
    const body = await res.arrayBuffer();
    const ms = performance.now() - t0;
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${new TextDecoder().decode(body).slice(0, 200)}`);
    bytes = body.byteLength;
    if (i >= 5) times.push(ms);
  }
  return { p50: pct(times, 50), p99: pct(times, 99), bytes };
}

interface SeedContext {
  kind: string;
  owner: { orgId: string; spaceId: string };
  ownerId: string;
  neighbourId: string;
  otherOrg: string;
  otherSpace: string;
  longChat: string;
  neighbourChat: string;
  start: number;
}

/** Brings every table to `size` × its base, adding only what is missing. */
async function seedTo(db: Kysely<DatabaseSchema>, knowledge: { addDocument: Function; completeDocument: Function }, size: number, seeded: Seeded, c: SeedContext) {
  const want = (key: keyof typeof BASE) => BASE[key] * size;
  const period = Date.now() - 25 * DAY;
  const spread = (i: number, n: number, from: number, span: number) => new Date(from + Math.floor((i / n) * span)).toISOString();
  await insertMany(db, 'users', range(seeded.users, want('users')).map((i) => ({
    id: `scale-user-${pad(i)}`, email: `scale-${i}@many.io`, name: `Person ${i}`, password_hash: 'x', role: 'org_member', org_id: null,
    created_at: spread(i, 100_000, c.start - 300 * DAY, 300 * DAY), last_login_at: null, disabled_at: null, email_domain: 'many.io', email_verified_at: null,
  })));
  await insertMany(db, 'audit_log', range(seeded.audit, want('audit')).map((i) => ({
    id: `scale-audit-${pad(i)}`, at: spread(i, 100_000, c.start - 300 * DAY, 300 * DAY), action: i % 4 ? 'credits.deducted' : 'auth.login', actor_id: null, org_id: c.owner.orgId, target: null, details: null, ip: null,
  })));
  await insertMany(db, 'credit_transactions', range(seeded.ledger, want('ledger')).map((i) => ({
    id: `scale-tx-${pad(i)}`, org_id: c.owner.orgId, user_id: c.ownerId, space_id: c.owner.spaceId, credits: 1 + (i % 5), transaction_type: i % 10 ? 'debit' : 'credit',
    feature: i % 3 ? 'ai_agents' : 'image_generation', activity: 'bench', agent_name: ['email-agent', 'seo-agent', 'cmo'][i % 3]!, mode: null, base_credits: null, status: 'completed',
    activity_details: null, related_type: null, related_id: null, idempotency_key: null, balance_after: 0, created_at: spread(i, 100_000, period, 24 * DAY),
  })));
  // The ledger's daily rollup, which the repository's append keeps row by row: rebuilt for the seeded rows the way
  // migrations 038 and 040 add up and count the rows before them.
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('credit_daily_totals').where('org_id', '=', c.owner.orgId).execute();
    await sql`insert into credit_daily_totals (org_id, day, feature, agent_name, user_id, debited, credited, entries)
      select org_id, substr(created_at, 1, 10), feature, coalesce(agent_name, ''), coalesce(user_id, ''),
        sum(case when transaction_type = 'debit' then credits else 0 end), sum(case when transaction_type = 'credit' then credits else 0 end), count(*)
      from credit_transactions where org_id = ${c.owner.orgId} group by org_id, substr(created_at, 1, 10), feature, coalesce(agent_name, ''), coalesce(user_id, '')`.execute(trx);
  });
  await insertMany(db, 'chat_sessions', range(seeded.sessions, want('sessions')).map((i) => ({
    id: `scale-chat-${pad(i)}`, org_id: c.owner.orgId, space_id: c.owner.spaceId, user_id: c.ownerId, agent_slug: 'email-agent', title: `Chat ${i}`,
    created_at: spread(i, 1_000, c.start - 30 * DAY, 30 * DAY), updated_at: spread(i, 1_000, c.start - 30 * DAY, 30 * DAY),
  })));
  // The long chat: each turn a question and a 1.7 KB answer, 50 ms apart, the newest last.
  await insertMany(db, 'chat_messages', range(seeded.turns, want('turns')).flatMap((i) => [
    message(`scale-q-${pad(i)}`, c.longChat, 'user', `Question ${i}: what next for the spring launch?`, c.start + i * 100),
    message(`scale-a-${pad(i)}`, c.longChat, 'assistant', ANSWER, c.start + i * 100 + 50),
  ]));
  await insertMany(db, 'chat_messages', range(seeded.otherMessages, want('otherMessages')).map((i) => message(`scale-n-${pad(i)}`, c.neighbourChat, 'user', `Sourdough workshop number ${i}`, c.start - DAY + i)));
  const chunks = want('otherChunks') - seeded.otherChunks;
  if (chunks > 0) await addDocument(knowledge, c.otherOrg, c.otherSpace, c.neighbourId, `other-doc-${size}`, Array.from({ length: chunks }, (_, i) => `Fresh bread number ${i} from the big bakery.`));
  for (const key of Object.keys(BASE) as (keyof typeof BASE)[]) seeded[key] = want(key);
}

async function addDocument(knowledge: { addDocument: Function; completeDocument: Function }, orgId: string, spaceId: string, userId: string, id: string, chunks: string[]) {
  const at = new Date();
  await knowledge.addDocument({ id, orgId, spaceId, filename: `${id}.txt`, kind: 'txt', mimeType: 'text/plain', sizeBytes: 1, status: 'processing', errorMessage: null, storageKey: id, chunkCount: 0, uploadedBy: userId, createdAt: at, updatedAt: at, processedAt: null });
  await knowledge.completeDocument(id, chunks, at);
}

function message(id: string, sessionId: string, role: 'user' | 'assistant', content: string, at: number) {
  return {
    id, session_id: sessionId, role, content, request_id: null, created_at: new Date(at).toISOString(), rating: null, feedback_categories: '[]', feedback_text: null, transaction_id: null,
    metadata: JSON.stringify(role === 'assistant' ? { outcome: 'completed' } : {}), version_of: null,
  };
}

const pad = (i: number) => String(i).padStart(7, '0');
const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from) }, (_, i) => from + i);

/** Rows in batches of 500, each batch one statement, all in one transaction. */
async function insertMany(db: Kysely<DatabaseSchema>, table: keyof DatabaseSchema, values: Record<string, unknown>[]) {
  if (!values.length) return;
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < values.length; i += 500) await trx.insertInto(table).values(values.slice(i, i + 500) as never).execute();
  });
}
