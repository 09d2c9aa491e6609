import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'undici';
import { REDIS_URL, redisUnavailable, uniquePrefix } from '../support/test-redis.ts';
import { createPostgresDatabase, postgresAvailable } from '../support/test-database.ts';

/**
 * The scale-out shape on this machine's PostgreSQL and Redis: two API processes and two workers,
 * started as real processes. Clients connect to one API and send through the other; a worker is
 * killed mid-run and the run is completed by the other worker or closed and refunded — never lost,
 * never charged twice.
 */
const unavailable = redisUnavailable || !(await postgresAvailable());
const root = join(import.meta.dirname, '../..');
const children: ChildProcess[] = [];
let database: { url: string; drop(): Promise<void> } | null = null;
let dataDir = '';
let env: Record<string, string> = {};

function startProcess(role: 'api' | 'worker', extra: Record<string, string> = {}): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'adapters/server/main.ts'], {
    cwd: root,
    env: { ...process.env, ...env, PROCESS_ROLE: role, PORT: '0', ...extra },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`${role} did not start: ${out}`)), 30_000);
    child.stdout!.on('data', (d) => {
      out += String(d);
      const m = /running at (http:\/\/\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ child, url: m[1]! });
      }
    });
    child.stderr!.on('data', (d) => (out += String(d)));
    child.on('exit', (code) => reject(new Error(`${role} exited with ${code}: ${out}`)));
  });
}

async function call(base: string, method: string, path: string, token?: string, body?: unknown, spaceId?: string) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (spaceId) headers['x-space-id'] = spaceId;
  if (body) headers['content-type'] = 'application/json';
  const res = await request(`${base}/api/v1${path}`, { method: method as 'GET', headers, body: body ? JSON.stringify(body) : undefined });
  return { status: res.statusCode, body: (await res.body.json()) as any };
}

function listen(base: string, sessionId: string, token: string): { events: any[]; closed: Promise<void>; close(): void } {
  const ws = new WebSocket(`${base.replace('http', 'ws')}/api/v1/agents/ws/${sessionId}?token=${token}`);
  const events: any[] = [];
  ws.onmessage = (m) => events.push(JSON.parse(String(m.data)));
  return { events, closed: new Promise((r) => (ws.onclose = () => r())), close: () => ws.close(1000) };
}

async function until(check: () => boolean, ms: number, what: string) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function untilAnswer<T>(ask: () => Promise<T>, done: (answer: T) => boolean, what: string) {
  const end = Date.now() + 10_000;
  while (!done(await ask())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

beforeAll(async () => {
  if (unavailable) return;
  database = await createPostgresDatabase();
  dataDir = mkdtempSync(join(tmpdir(), 'mw-multi-'));
  env = {
    DATABASE_URL: database.url,
    REDIS_URL,
    REDIS_PREFIX: uniquePrefix('multi'),
    JWT_SECRET: 'multi-process-test-secret-at-least-32-chars',
    SECRETS_KEY: Buffer.alloc(32, 7).toString('base64'),
    DATA_DIR: dataDir,
    WEB_ROOT: '',
    LOG_LEVEL: 'warn',
    RUN_LOCK_MS: '2000',
  };
}, 60_000);

afterAll(async () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  await database?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(unavailable)('two API processes and two workers on PostgreSQL and Redis', () => {
  // Four processes each compile the server's sources (tsx) as they start; on a busy machine that alone can take
  // most of the default 30 s. The bound only keeps a hang from stalling the run.
  it('sends through one API, streams through the other, and survives a worker killed mid-run', { timeout: 120_000 }, async () => {
    const apiA = await startProcess('api');
    const apiB = await startProcess('api');
    const worker1 = await startProcess('worker', { OFFLINE_ENGINE_PACE_MS: '60' });
    const health = await call(worker1.url, 'GET', '/health');
    expect(health.body).toMatchObject({ role: 'worker', adapters: { database: 'postgres', events: 'redis', queue: 'redis', rate_limits: 'redis' } });
    expect((await call(worker1.url, 'GET', '/agents')).status).toBe(404);

    const reg = await call(apiA.url, 'POST', '/register', undefined, { email: 'scale@out.io', password: 'ember-quartz-harbor-64', name: 'S', org_name: 'Scale Co' });
    const token = reg.body.access_token;
    const spaceId = (await call(apiB.url, 'GET', '/spaces/', token)).body[0].id;
    const start = (await call(apiB.url, 'GET', '/billing/credits', token, undefined, spaceId)).body.remaining;

    // 1. Socket on A, send through B, run on a worker.
    const session = (await call(apiB.url, 'POST', '/agents/seo-agent/sessions/create', token, {}, spaceId)).body.session_id;
    const socket = listen(apiA.url, session, token);
    await new Promise((r) => setTimeout(r, 300));
    const sent = await call(apiB.url, 'POST', '/agents/seo-agent/messages/async', token, { session_id: session, message: 'Audit this page for SEO:\n\n# Pricing\nShort page.' }, spaceId);
    expect(sent.status).toBe(200);
    await until(() => socket.events.some((e) => e.type === 'agent_response'), 30_000, 'the answer on API A');
    expect(socket.events.filter((e) => e.type === 'progress_update').map((e) => e.stage)).toEqual(['agent_start', 'tool_start', 'llm_start', 'llm_end', 'tool_end', 'agent_finish']);
    socket.close();
    // An audit the agent wrote, so it is charged (a request it declines would be refunded).
    expect(start - (await call(apiA.url, 'GET', '/billing/credits', token, undefined, spaceId)).body.remaining).toBe(20);

    // 2. A long run on worker 1; worker 2 joins; worker 1 is killed mid-run.
    const long = await call(apiB.url, 'POST', '/agents/cmo/messages/async', token, { message: `Plan the email campaign, SEO and ads. ${'Context. '.repeat(300)}` }, spaceId);
    const watch = listen(apiA.url, long.body.session_id, token);
    await until(() => watch.events.some((e) => e.type === 'stream_token'), 30_000, 'the run to be streaming');
    const worker2 = await startProcess('worker');
    worker1.child.kill('SIGKILL');
    await until(() => watch.events.some((e) => e.type === 'agent_response' || e.type === 'agent_error'), 40_000, 'the run to be finished or closed');
    const terminal = watch.events.filter((e) => e.type === 'agent_response' || e.type === 'agent_error');
    expect(terminal).toHaveLength(1);
    const end = (await call(apiA.url, 'GET', '/billing/credits', token, undefined, spaceId)).body.remaining;
    const charged = start - end;
    // The SEO run cost 20; the CMO run is either charged once (answered) or refunded (closed).
    expect(charged).toBe(terminal[0].type === 'agent_response' ? 40 : 20);
    const messages = (await call(apiA.url, 'GET', `/agents/sessions/${long.body.session_id}/messages`, token, undefined, spaceId)).body;
    expect(messages.filter((m: { role: string }) => m.role === 'assistant')).toHaveLength(1);
    watch.close();
    worker2.child.kill('SIGTERM');
  });

  it('a change made through one API process holds on the other at once, though each keeps its callers\' accounts at hand', { timeout: 120_000 }, async () => {
    // Kept a minute here, so only the message between the processes can explain a change seen within the wait below.
    const apiA = await startProcess('api', { AUTH_CACHE_SECONDS: '60' });
    const apiB = await startProcess('api', { AUTH_CACHE_SECONDS: '60' });
    const reg = await call(apiA.url, 'POST', '/register', undefined, { email: 'cache@out.io', password: 'ember-quartz-harbor-64', name: 'Before', org_name: 'Cache Co' });
    const other = (await call(apiA.url, 'POST', '/login', undefined, { email: 'cache@out.io', password: 'ember-quartz-harbor-64' })).body;
    expect((await call(apiB.url, 'GET', '/me', reg.body.access_token)).body.name).toBe('Before');
    expect((await call(apiB.url, 'GET', '/me', other.access_token)).status).toBe(200);

    expect((await call(apiA.url, 'PATCH', '/me', reg.body.access_token, { name: 'After' })).status).toBe(200);
    await untilAnswer(() => call(apiB.url, 'GET', '/me', reg.body.access_token), (r) => r.body.name === 'After', 'API B to answer the new name');

    const sessions = (await call(apiA.url, 'GET', '/sessions', reg.body.access_token)).body as { id: string; current: boolean }[];
    expect((await call(apiA.url, 'DELETE', `/sessions/${sessions.find((s) => !s.current)!.id}`, reg.body.access_token)).status).toBe(200);
    await untilAnswer(() => call(apiB.url, 'GET', '/me', other.access_token), (r) => r.status === 401, 'API B to refuse the ended session');
    apiA.child.kill('SIGTERM');
    apiB.child.kill('SIGTERM');
  });
});
