import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDIS_URL, redisUnavailable, uniquePrefix } from '../support/test-redis.ts';
import { createPostgresDatabase, postgresAvailable } from '../support/test-database.ts';
import { call, listen, until, untilAnswer, ScaleOutProcesses } from '../support/scale-out.ts';
import { openDatabase } from '../../adapters/server/db/open-database.ts';
import { KyselyRunEventRepository } from '../../adapters/server/db/kysely-run-event-repository.ts';
import { RedisRunEventBus } from '../../adapters/server/redis/redis-run-event-bus.ts';
import { createServer, request as forward, type Server } from 'node:http';
import { mkdtemp } from 'node:fs/promises';
import { runCliInProcess } from '../support/cli-runner.ts';

/**
 * The scale-out shape on this machine's PostgreSQL and Redis: two API processes and two workers,
 * started as real processes. Clients connect to one API and send through the other; a worker is
 * killed mid-run and the run is completed by the other worker or closed and refunded — never lost,
 * never charged twice.
 */
const unavailable = redisUnavailable || !(await postgresAvailable());
const processes = new ScaleOutProcesses(() => env);
const startProcess = (role: 'api' | 'worker', extra: Record<string, string> = {}) => processes.start(role, extra);
let database: { url: string; drop(): Promise<void> } | null = null;
let dataDir = '';
let env: Record<string, string> = {};

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
  processes.killAll();
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

  it('a socket gets the event a worker stored but died before publishing, in order, before the next one', { timeout: 120_000 }, async () => {
    const api = await startProcess('api');
    const reg = await call(api.url, 'POST', '/register', undefined, { email: 'gap@out.io', password: 'ember-quartz-harbor-64', name: 'G', org_name: 'Gap Co' });
    const token = reg.body.access_token;
    const spaceId = (await call(api.url, 'GET', '/spaces/', token)).body[0].id;
    const session = (await call(api.url, 'POST', '/agents/seo-agent/sessions/create', token, {}, spaceId)).body.session_id;
    // This process plays the workers: it stores events in the same PostgreSQL and publishes them on the same Redis.
    const store = await openDatabase({ dataDir, databaseUrl: database!.url });
    const events = new KyselyRunEventRepository(store.db);
    const bus = new RedisRunEventBus(REDIS_URL, env.REDIS_PREFIX!);
    await bus.ready();
    try {
      const socket = listen(api.url, session, token);
      await new Promise((r) => setTimeout(r, 500));
      const token1 = { sessionId: session, requestId: 'run-1', type: 'stream_token', payload: { type: 'stream_token', token: 'one ' }, createdAt: new Date() };
      bus.publish(await events.append(token1));
      await until(() => socket.events.length === 1, 10_000, 'the first event');
      // The worker stores its next event and is killed before it publishes it.
      await events.append({ ...token1, payload: { type: 'stream_token', token: 'two ' } });
      // Another worker fails the run later; only its event is published.
      bus.publish(await events.append({ ...token1, type: 'agent_error', payload: { type: 'agent_error', code: 'AGENT.RUN_FAILED', message: 'The run stopped.' } }));
      await until(() => socket.events.length === 3, 10_000, 'the stored event and the failure');
      expect(socket.events.map((e) => [e.seq, e.type, e.token ?? null])).toEqual([
        [1, 'stream_token', 'one '],
        [2, 'stream_token', 'two '],
        [3, 'agent_error', null],
      ]);
      socket.close();
    } finally {
      await bus.close();
      await store.close();
      api.child.kill('SIGTERM');
    }
  });

  it('a send whose API dies after the commit, before its answer reaches the client, is retried with its key on another API: one session, charged once', { timeout: 180_000 }, async () => {
    const apiA = await startProcess('api');
    const apiB = await startProcess('api');
    const worker = await startProcess('worker');
    // A load balancer in front of the two APIs. The first send reaches A, which commits it and answers; the answer
    // is lost with A (killed as it answers) and everything after goes to B, as a balancer does once A is gone.
    let target = apiA.url;
    let sends = 0;
    const balancer: Server = createServer((req, res) => {
      const lose = req.method === 'POST' && /\/messages\/async$/.test(req.url ?? '') && ++sends === 1;
      const out = forward(`${target}${req.url}`, { method: req.method, headers: req.headers }, (answer) => {
        if (lose) {
          apiA.child.kill('SIGKILL');
          target = apiB.url;
          res.socket?.destroy();
          answer.resume();
          return;
        }
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      out.on('error', () => res.socket?.destroy());
      req.pipe(out);
    });
    await new Promise<void>((r) => balancer.listen(0, '127.0.0.1', r));
    const address = balancer.address() as { port: number };
    const url = `http://127.0.0.1:${address.port}`;
    const cliEnv: NodeJS.ProcessEnv = { ...process.env, XDG_CONFIG_HOME: await mkdtemp(join(tmpdir(), 'mw-multi-cli-')), MW_SERVER_URL: url };
    delete cliEnv.MW_PASSWORD;
    try {
      expect((await runCliInProcess(['register', '--email', 'retry@out.io', '--name', 'R', '--org', 'Retry Co', '--password', 'ember-quartz-harbor-64'], cliEnv)).code).toBe(0);
      const token = (await call(apiB.url, 'POST', '/login', undefined, { email: 'retry@out.io', password: 'ember-quartz-harbor-64' })).body.access_token;
      const spaceId = (await call(apiB.url, 'GET', '/spaces/', token)).body[0].id;
      const before = (await call(apiB.url, 'GET', '/billing/credits', token, undefined, spaceId)).body.remaining;

      const out = await runCliInProcess(['chat', 'seo-agent', 'Audit this page for SEO:\n\n# Pricing\nShort page.', '--transport', 'poll', '--json'], cliEnv);
      expect(out.code, out.stderr).toBe(0);
      expect(sends).toBeGreaterThanOrEqual(2);
      expect(apiA.child.exitCode !== null || apiA.child.signalCode !== null).toBe(true);
      const lines = out.stdout.trim().split('\n').map((line) => JSON.parse(line));
      expect(lines.filter((e) => e.event === 'sent')).toHaveLength(1);
      expect(lines.filter((e) => e.event === 'result').map((e) => e.outcome)).toEqual(['completed']);
      // The retry answered the first send's run: one session with one answer, charged once.
      const sessions = (await call(apiB.url, 'GET', '/agents/sessions?slug=seo-agent', token, undefined, spaceId)).body;
      expect(sessions).toHaveLength(1);
      const messages = (await call(apiB.url, 'GET', `/agents/sessions/${sessions[0].id}/messages`, token, undefined, spaceId)).body;
      expect(messages.filter((m: { role: string }) => m.role === 'user')).toHaveLength(1);
      expect(before - (await call(apiB.url, 'GET', '/billing/credits', token, undefined, spaceId)).body.remaining).toBe(20);
    } finally {
      balancer.close();
      for (const p of [apiB, worker]) p.child.kill('SIGTERM');
    }
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
