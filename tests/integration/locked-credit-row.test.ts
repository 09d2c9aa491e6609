import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, postgresAvailable } from '../support/test-database.ts';
import { callApi, spawnServer, type Answer, type SpawnedServer } from '../support/spawned-server.ts';

/**
 * A credit row held locked (an operator's open transaction, a stuck process) must not freeze an API process:
 * the sends that need it wait a bounded time and are refused with 503 and Retry-After, charging nothing;
 * liveness, other organizations' reads and their sends keep answering. The API is its own process on
 * PostgreSQL, with more sends at the locked row than its pool has connections (10).
 */
const unavailable = !(await postgresAvailable());
let database: { url: string; drop(): Promise<void> } | null = null;
let dataDir = '';
let api: SpawnedServer | null = null;

beforeAll(async () => {
  if (unavailable) return;
  database = await createPostgresDatabase();
  dataDir = mkdtempSync(join(tmpdir(), 'mw-locked-row-'));
  api = await spawnServer({ DATABASE_URL: database.url, DATA_DIR: dataDir, JWT_SECRET: 'locked-credit-row-test-secret-0123456789', OFFLINE_ENGINE_PACE_MS: '0' });
}, 90_000);

afterAll(async () => {
  await api?.stop();
  await database?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function organization(name: string): Promise<{ token: string; spaceId: string; orgId: string }> {
  const reg = await callApi(api!.url, 'POST', '/register', { body: { email: `${name}@locked.io`, password: 'ember-quartz-harbor-64', name, org_name: `${name} Co` } });
  expect(reg.status).toBe(201);
  const token = reg.body.access_token as string;
  const spaceId = (await callApi(api!.url, 'GET', '/spaces/', { token })).body[0].id as string;
  return { token, spaceId, orgId: reg.body.user.org_id as string };
}

const AUDIT = 'Audit this page for SEO:\n\n# Pricing\nShort page.';

describe.skipIf(unavailable)('a locked credit row on PostgreSQL', () => {
  it('R-CHATERR-08 bounds the sends that need it (503 with Retry-After, nothing charged) while health, other organizations\' reads and sends answer at once', { timeout: 120_000 }, async () => {
    const hot = await organization('hot');
    const other = await organization('other');
    const start = (await callApi(api!.url, 'GET', '/billing/credits', { token: hot.token, spaceId: hot.spaceId })).body.remaining as number;

    const holder = new pg.Client({ connectionString: database!.url });
    await holder.connect();
    await holder.query('begin');
    await holder.query('select * from credit_accounts where org_id = $1 for update', [hot.orgId]);
    let released = false;
    const release = async () => {
      if (released) return;
      released = true;
      await holder.query('commit');
      await holder.end();
    };
    try {
      // More sends at the locked row than the API's pool has connections.
      const sends: Promise<Answer>[] = Array.from({ length: 14 }, () => callApi(api!.url, 'POST', '/agents/seo-agent/messages/async', { token: hot.token, spaceId: hot.spaceId, body: { message: AUDIT } }));
      const settled: (Answer | null)[] = Array(sends.length).fill(null);
      sends.forEach((s, i) => void s.then((a) => (settled[i] = a), () => undefined));
      await new Promise((r) => setTimeout(r, 500));

      const health = await callApi(api!.url, 'GET', '/health', { timeoutMs: 5_000 });
      expect(health.status).toBe(200);
      expect(health.ms).toBeLessThan(500);
      const read = await callApi(api!.url, 'GET', '/billing/credits', { token: other.token, spaceId: other.spaceId, timeoutMs: 5_000 });
      expect(read.status).toBe(200);
      expect(read.ms).toBeLessThan(1000);
      const otherSend = await callApi(api!.url, 'POST', '/agents/seo-agent/messages/async', { token: other.token, spaceId: other.spaceId, body: { message: AUDIT } });
      expect(otherSend.status).toBe(200);
      expect(otherSend.ms).toBeLessThan(1500);

      // The lock stays held (up to 15 s): every send must be answered meanwhile, each a 503 the person can retry.
      const deadline = Date.now() + 15_000;
      while (settled.some((a) => a === null) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      const answered = settled.filter((a): a is Answer => a !== null);
      expect(answered, 'sends answered while the row was locked').toHaveLength(sends.length);
      for (const answer of answered) {
        expect(answer.status).toBe(503);
        expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
        expect(answer.body.detail).toBe('The request timed out: the server is busy. Nothing was changed; try again in a few seconds.');
      }
      await release();

      // Nothing was charged for them; a send after the lock goes is charged once.
      expect((await callApi(api!.url, 'GET', '/billing/credits', { token: hot.token, spaceId: hot.spaceId })).body.remaining).toBe(start);
      const after = await callApi(api!.url, 'POST', '/agents/seo-agent/messages/async', { token: hot.token, spaceId: hot.spaceId, body: { message: AUDIT } });
      expect(after.status).toBe(200);
      const check = new pg.Client({ connectionString: database!.url });
      await check.connect();
      try {
        const runs = await check.query('select request_id from agent_runs where org_id = $1', [hot.orgId]);
        expect(runs.rows.map((r) => r.request_id)).toEqual([after.body.request_id]);
        const debits = await check.query("select idempotency_key from credit_transactions where org_id = $1 and transaction_type = 'debit' and idempotency_key like 'run:%'", [hot.orgId]);
        expect(debits.rows.map((r) => r.idempotency_key)).toEqual([`run:${after.body.request_id}`]);
      } finally {
        await check.end();
      }
    } finally {
      await release();
    }
  });
});
