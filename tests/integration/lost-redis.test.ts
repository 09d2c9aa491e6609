import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, postgresAvailable } from '../support/test-database.ts';
import { REDIS_URL, redisUnavailable, uniquePrefix } from '../support/test-redis.ts';
import { cuttableProxy, type CuttableProxy } from '../support/cuttable-proxy.ts';
import { callApi, spawnServer, type Answer, type SpawnedServer } from '../support/spawned-server.ts';

/**
 * Redis lost while an API process runs (scale-out): readiness turns to failing and names Redis, liveness still
 * answers, and a send is refused with 503 before anything is charged or stored, with a text that says so. When
 * Redis answers again, so does readiness, and sends are taken. The API is its own process; its Redis is reached
 * through a proxy the test cuts, so the shared Redis server is never touched.
 */
const unavailable = redisUnavailable || !(await postgresAvailable());
let database: { url: string; drop(): Promise<void> } | null = null;
let dataDir = '';
let proxy: CuttableProxy | null = null;
let api: SpawnedServer | null = null;

beforeAll(async () => {
  if (unavailable) return;
  database = await createPostgresDatabase();
  dataDir = mkdtempSync(join(tmpdir(), 'mw-lost-redis-'));
  proxy = await cuttableProxy(Number(new URL(REDIS_URL).port || 6379), new URL(REDIS_URL).hostname);
  api = await spawnServer({
    PROCESS_ROLE: 'api',
    DATABASE_URL: database.url,
    REDIS_URL: `redis://127.0.0.1:${proxy.port}`,
    REDIS_PREFIX: uniquePrefix('lost-redis'),
    DATA_DIR: dataDir,
    JWT_SECRET: 'lost-redis-test-secret-0123456789abcdef',
    SECRETS_KEY: Buffer.alloc(32, 9).toString('base64'),
  });
}, 90_000);

afterAll(async () => {
  await api?.stop();
  await proxy?.close();
  await database?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function until(ask: () => Promise<Answer>, done: (a: Answer) => boolean, what: string, ms = 10_000): Promise<Answer> {
  const end = Date.now() + ms;
  for (;;) {
    const answer = await ask();
    if (done(answer)) return answer;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}: last answer ${answer.status} ${JSON.stringify(answer.body)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const AUDIT = 'Audit this page for SEO:\n\n# Pricing\nShort page.';

describe.skipIf(unavailable)('Redis lost while an API process runs', () => {
  it('readiness names Redis, liveness answers, and a send is refused with 503 before any charge; all recover when Redis is back', { timeout: 120_000 }, async () => {
    const ready = await callApi(api!.url, 'GET', '/ready', { timeoutMs: 5_000 });
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready', role: 'api', dependencies: { database: 'ok', redis: 'ok' } });
    const reg = await callApi(api!.url, 'POST', '/register', { body: { email: 'lost@redis.io', password: 'ember-quartz-harbor-64', name: 'L', org_name: 'Lost Co' } });
    const token = reg.body.access_token as string;
    const orgId = reg.body.user.org_id as string;
    const spaceId = (await callApi(api!.url, 'GET', '/spaces/', { token })).body[0].id as string;
    const start = (await callApi(api!.url, 'GET', '/billing/credits', { token, spaceId })).body.remaining as number;

    await proxy!.cut();
    const degraded = await until(() => callApi(api!.url, 'GET', '/ready', { timeoutMs: 5_000 }), (a) => a.status === 503, 'readiness to fail');
    expect(degraded.body).toEqual({ status: 'degraded', role: 'api', dependencies: { database: 'ok', redis: 'unavailable' } });
    expect(degraded.ms).toBeLessThan(2_000);
    const health = await callApi(api!.url, 'GET', '/health', { timeoutMs: 5_000 });
    expect(health.status).toBe(200);
    expect(health.ms).toBeLessThan(500);

    const refused = await callApi(api!.url, 'POST', '/agents/seo-agent/messages/async', { token, spaceId, body: { message: AUDIT }, timeoutMs: 10_000 });
    expect(refused.status).toBe(503);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body.detail).toBe('Failed to send message: runs cannot be queued right now. Nothing was charged; try again in a minute.');
    expect((await callApi(api!.url, 'GET', '/billing/credits', { token, spaceId })).body.remaining).toBe(start);
    // Signing in counts attempts in Redis: refused 503 with Retry-After, not a 500.
    const login = await callApi(api!.url, 'POST', '/login', { body: { email: 'lost@redis.io', password: 'ember-quartz-harbor-64' }, timeoutMs: 10_000 });
    expect(login.status).toBe(503);
    expect(Number(login.headers['retry-after'])).toBeGreaterThan(0);
    expect(login.body.detail).toBe('A service the server needs cannot be reached right now. Try again in a minute.');
    const check = new pg.Client({ connectionString: database!.url });
    await check.connect();
    try {
      expect((await check.query('select 1 from agent_runs where org_id = $1', [orgId])).rowCount).toBe(0);
      expect((await check.query('select 1 from chat_sessions where org_id = $1', [orgId])).rowCount).toBe(0);
      expect((await check.query("select 1 from credit_transactions where org_id = $1 and transaction_type = 'debit'", [orgId])).rowCount).toBe(0);

      await proxy!.restore();
      await until(() => callApi(api!.url, 'GET', '/ready', { timeoutMs: 5_000 }), (a) => a.status === 200, 'readiness to come back', 30_000);
      const sent = await callApi(api!.url, 'POST', '/agents/seo-agent/messages/async', { token, spaceId, body: { message: AUDIT }, timeoutMs: 10_000 });
      expect(sent.status).toBe(200);
      const debits = await check.query("select idempotency_key from credit_transactions where org_id = $1 and transaction_type = 'debit'", [orgId]);
      expect(debits.rows.map((r) => r.idempotency_key)).toEqual([`run:${sent.body.request_id}`]);
      expect((await callApi(api!.url, 'POST', '/login', { body: { email: 'lost@redis.io', password: 'ember-quartz-harbor-64' } })).status).toBe(200);
      // The operator reads readiness, not a reconnect attempt logged again and again.
      expect(api!.output()).not.toContain('Unhandled error event');
    } finally {
      await check.end();
    }
  });
});
