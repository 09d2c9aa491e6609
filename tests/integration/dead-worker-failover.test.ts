import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { REDIS_URL, redisUnavailable, uniquePrefix } from '../support/test-redis.ts';
import { createPostgresDatabase, postgresAvailable } from '../support/test-database.ts';
import { call, listen, until, ScaleOutProcesses } from '../support/scale-out.ts';

/**
 * Scale-out with the default settings (RUN_LOCK_MS 30 s, a heartbeat every 2 s, dead after 3 missed): a worker
 * killed with kill -9 mid-run, or frozen long enough to be taken for dead, on this machine's PostgreSQL and Redis
 * with every server a process of its own. The run is retried on another worker within about 10 s, the socket shows
 * why before the answer, and the request is charged once whatever happens: never two answers, never two refunds.
 */
const unavailable = redisUnavailable || !(await postgresAvailable());
const NOTE = 'The worker handling this request stopped; retrying on another worker...';
const processes = new ScaleOutProcesses(() => env);
const startProcess = (role: 'api' | 'worker', extra: Record<string, string> = {}) => processes.start(role, extra);
let database: { url: string; drop(): Promise<void> } | null = null;
let dataDir = '';
let env: Record<string, string> = {};

const terminal = (e: any) => e.type === 'agent_response' || e.type === 'agent_error';

/** The request's charges and refunds in the ledger. */
async function money(requestId: string) {
  const client = new pg.Client({ connectionString: database!.url });
  await client.connect();
  try {
    const keys = (await client.query('select idempotency_key from credit_transactions where idempotency_key in ($1, $2)', [`run:${requestId}`, `refund:${requestId}`])).rows.map((r) => r.idempotency_key as string);
    const run = (await client.query('select status, attempt from agent_runs where request_id = $1', [requestId])).rows[0];
    const answers = (await client.query(`select metadata from chat_messages where request_id = $1 and role = 'assistant'`, [requestId])).rows;
    return { charges: keys.filter((k) => k.startsWith('run:')).length, refunds: keys.filter((k) => k.startsWith('refund:')).length, run, answers: answers.length };
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  if (unavailable) return;
  // Empty: the first process started migrates it, as an operator's first start does.
  database = await createPostgresDatabase({ empty: true });
  dataDir = mkdtempSync(join(tmpdir(), 'mw-failover-'));
  // No RUN_LOCK_MS and no heartbeat settings: the defaults an operator gets.
  env = {
    DATABASE_URL: database.url,
    REDIS_URL,
    REDIS_PREFIX: uniquePrefix('failover'),
    JWT_SECRET: 'failover-test-secret-at-least-32-characters',
    SECRETS_KEY: Buffer.alloc(32, 7).toString('base64'),
    DATA_DIR: dataDir,
    WEB_ROOT: '',
    LOG_LEVEL: 'warn',
    OFFLINE_ENGINE_PACE_MS: '40',
  };
}, 60_000);

afterAll(async () => {
  processes.killAll();
  await database?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function signUp(api: string, email: string) {
  const reg = await call(api, 'POST', '/register', undefined, { email, password: 'ember-quartz-harbor-64', name: 'F', org_name: 'Failover Co' });
  const token = reg.body.access_token as string;
  const spaceId = (await call(api, 'GET', '/spaces/', token)).body[0].id as string;
  return { token, spaceId };
}

/** A long CMO request through `api`, followed on a socket until it streams. */
async function longRun(api: string, who: { token: string; spaceId: string }) {
  const session = (await call(api, 'POST', '/agents/cmo/sessions/create', who.token, {}, who.spaceId)).body.session_id as string;
  const socket = listen(api, session, who.token);
  await new Promise((r) => setTimeout(r, 300));
  const sent = await call(api, 'POST', '/agents/cmo/messages/async', who.token, { session_id: session, message: `Plan the email campaign, SEO and ads for the spring. ${'Context. '.repeat(300)}` }, who.spaceId);
  expect(sent.status).toBe(200);
  await until(() => socket.events.some((e) => e.type === 'stream_token'), 60_000, 'the run to be streaming');
  return { socket, requestId: sent.body.request_id as string };
}

describe.skipIf(unavailable)('a run whose worker stops, with the default settings', () => {
  it('a worker killed with kill -9 mid-run: the socket says so and the run is retried on another worker within about 10 s, charged once', { timeout: 180_000 }, async () => {
    const api = await startProcess('api');
    const worker1 = await startProcess('worker');
    // Started now (a start takes seconds) but held still until worker 1 has the run, so worker 1 is the one to kill.
    const worker2 = await startProcess('worker');
    worker2.child.kill('SIGSTOP');
    const who = await signUp(api.url, 'kill@failover.io');
    const { socket, requestId } = await longRun(api.url, who);
    worker2.child.kill('SIGCONT');
    const streamedBefore = socket.events.filter((e) => e.type === 'stream_token').length;
    const killedAt = Date.now();
    worker1.child.kill('SIGKILL');
    // Long enough for the old behaviour (the queue's 30 s lock, then its stalled-job check) to show what it does.
    await until(() => socket.events.some(terminal), 90_000, 'the run to be answered or closed');
    const note = socket.events.find((e) => e.type === 'progress_update' && e.message === NOTE);
    const end = socket.events.find(terminal);
    console.log(`kill -9 → note ${note ? note.at - killedAt : 'never'} ms, → ${end.type} ${end.at - killedAt} ms (${streamedBefore} tokens streamed before the kill)`);
    expect(note, 'the note that the worker stopped').toBeDefined();
    expect(note.at - killedAt).toBeLessThan(10_500);
    expect(note.seq).toBeLessThan(end.seq);
    expect(socket.events.filter(terminal)).toHaveLength(1);
    const after = await money(requestId);
    expect(after.answers).toBe(1);
    if (end.type === 'agent_response') expect([after.charges, after.refunds, after.run.status]).toEqual([1, 0, 'completed']);
    else expect([after.charges, after.refunds, after.run.status]).toEqual([1, 1, 'failed']);
    expect(after.run.attempt).toBe(2);
    socket.close();
    worker2.child.kill('SIGTERM');
    api.child.kill('SIGTERM');
  });

  it('a worker frozen past its missed beats that comes back writes neither a second answer nor a refund', { timeout: 180_000 }, async () => {
    const api = await startProcess('api');
    const worker1 = await startProcess('worker');
    const worker2 = await startProcess('worker');
    worker2.child.kill('SIGSTOP');
    const who = await signUp(api.url, 'freeze@failover.io');
    const { socket, requestId } = await longRun(api.url, who);
    worker2.child.kill('SIGCONT');
    // Frozen whole (its heartbeat thread too) for longer than 3 beats of 2 s: taken for dead, its run retried on
    // worker 2. Then it comes back, in the middle of its own attempt.
    worker1.child.kill('SIGSTOP');
    await until(() => socket.events.some((e) => e.type === 'progress_update' && e.message === NOTE), 15_000, 'the note that the worker stopped');
    worker1.child.kill('SIGCONT');
    await until(() => socket.events.some(terminal), 90_000, 'the run to be answered or closed');
    // Time for the worker that came back to write whatever it would.
    await new Promise((r) => setTimeout(r, 3000));
    expect(socket.events.filter(terminal).map((e) => e.type)).toEqual(['agent_response']);
    const after = await money(requestId);
    expect([after.answers, after.charges, after.refunds, after.run.status, after.run.attempt]).toEqual([1, 1, 0, 'completed', 2]);
    socket.close();
    for (const w of [worker1, worker2, api]) w.child.kill('SIGTERM');
  });
});
