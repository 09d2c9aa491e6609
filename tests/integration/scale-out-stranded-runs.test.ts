import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Container } from 'inversify';
import { Queue } from 'bullmq';
import { openDatabase, type DatabaseHandle } from '../../adapters/server/db/open-database.ts';
import { startServer, type RunningServer } from '../../adapters/server/start-server.ts';
import { BullRunQueue } from '../../adapters/server/redis/bull-run-queue.ts';
import { StartAgentRun } from '../../core/server/agents/start-agent-run.ts';
import { RequeueStrandedRuns, StrandedRunSettings } from '../../core/server/agents/requeue-stranded-runs.ts';
import { RunQueue } from '../../core/server/agents/ports.ts';
import { Clock } from '../../core/server/ports/clock.ts';
import { agentRuntimeProcess, newOwner, type Owner } from '../support/agent-runtime-process.ts';
import { REDIS_URL, redisUnavailable, uniquePrefix } from '../support/test-redis.ts';
import { createPostgresDatabase, postgresAvailable } from '../support/test-database.ts';

/**
 * Scale-out on this machine's PostgreSQL and Redis: an API process that dies between the commit that charged
 * a run and queueing it leaves a paid `queued` run with no job. Workers find such runs and queue them again;
 * one that stays queued too long is closed and refunded. A run a worker is already running gets no second job.
 */
const unavailable = redisUnavailable || !(await postgresAvailable());

/** The API process dies right after the commit, before the job reaches the queue. */
class DiesBeforeQueueing implements RunQueue {
  async enqueue(): Promise<void> {
    throw new Error('the API process died before queueing the run');
  }
  async accepting(): Promise<boolean> {
    return true;
  }
  process(): void {}
  async close(): Promise<void> {}
}

/** Records what a sweep queues, without running anything. */
class RecordingQueue implements RunQueue {
  readonly queued: string[] = [];
  async enqueue(requestId: string): Promise<void> {
    this.queued.push(requestId);
  }
  async accepting(): Promise<boolean> {
    return true;
  }
  process(): void {}
  async close(): Promise<void> {}
}

class HandClock {
  constructor(private ms: number) {}
  now(): Date {
    return new Date(this.ms);
  }
}

let disk: DatabaseHandle;
let pg: { url: string; drop(): Promise<void> } | null = null;
let dataDir = '';
const closers: (() => Promise<void>)[] = [];

beforeAll(async () => {
  if (unavailable) return;
  pg = await createPostgresDatabase();
  dataDir = mkdtempSync(join(tmpdir(), 'mw-stranded-'));
  disk = await openDatabase({ dataDir, databaseUrl: pg.url });
}, 60_000);

afterAll(async () => {
  for (const close of closers.reverse()) await close().catch(() => undefined);
  await disk?.close();
  await pg?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});



/** An API process (its use cases, no HTTP) whose run queue is `queue`. */
async function apiProcess(queue: RunQueue): Promise<Container> {
  const process = await agentRuntimeProcess(disk, dataDir);
  process.rebind(RunQueue).toConstantValue(queue);
  return process;
}

const send = (process: Container, owner: Owner) =>
  process.get(StartAgentRun).execute(owner.principal, owner.spaceId, 'email-agent', { message: 'Write a launch email for our weekly report' });

/** A worker process (the real server, role worker) on the test's queue prefix, sweeping every second. */
const worker = (prefix: string, paceMs = 0, runLockMs = 1000): Promise<RunningServer> =>
  startServer({ port: 0, dataDir, databaseUrl: pg!.url, webRoot: null, role: 'worker', offlineEnginePaceMs: paceMs, redis: { url: REDIS_URL, prefix, runLockMs, concurrency: 2 } });

const runStatus = async (requestId: string) => (await disk.db.selectFrom('agent_runs').select('status').where('request_id', '=', requestId).executeTakeFirstOrThrow()).status;

async function until(check: () => Promise<boolean>, ms: number, what: string): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** What the database holds for the organization: its runs' charges and refunds, and whether the ledger adds up. */
async function money(orgId: string) {
  const ledger = await disk.db.selectFrom('credit_transactions').selectAll().where('org_id', '=', orgId).execute();
  const account = await disk.db.selectFrom('credit_accounts').select('balance').where('org_id', '=', orgId).executeTakeFirstOrThrow();
  const net = ledger.reduce((sum, t) => sum + (t.transaction_type === 'credit' ? Number(t.credits) : -Number(t.credits)), 0);
  return {
    charges: ledger.filter((t) => t.idempotency_key?.startsWith('run:')).map((t) => t.idempotency_key),
    refunds: ledger.filter((t) => t.idempotency_key?.startsWith('refund:')).map((t) => t.idempotency_key),
    balance: Number(account.balance),
    net,
  };
}

const assistantMessages = (requestId: string) => disk.db.selectFrom('chat_messages').selectAll().where('request_id', '=', requestId).where('role', '=', 'assistant').execute();
const eventTypes = async (requestId: string) => (await disk.db.selectFrom('run_events').select('type').where('request_id', '=', requestId).execute()).map((e) => e.type);

describe.skipIf(unavailable)('runs charged but never queued, on PostgreSQL and Redis', () => {
  it('a worker queues the run again and answers it, charged once', async () => {
    const api = await apiProcess(new DiesBeforeQueueing());
    const owner = await newOwner(api, disk, 'scale.io');
    const before = await money(owner.principal.orgId!);
    await expect(send(api, owner)).rejects.toThrow(/died before queueing/);
    const run = await disk.db.selectFrom('agent_runs').selectAll().where('org_id', '=', owner.principal.orgId!).executeTakeFirstOrThrow();
    expect(run.status).toBe('queued');
    expect((await money(owner.principal.orgId!)).balance).toBe(before.balance - Number(run.cost));

    // A lock of 3 s, not 1: a fresh worker's first run loads the engine's language model (about half a second on an
    // idle machine, more on a busy one), and a lock that lapses meanwhile hands the run to a second attempt.
    const running = await worker(uniquePrefix('stranded'), 0, 3000);
    try {
      await until(async () => (await runStatus(run.request_id)) === 'completed', 40_000, 'the stranded run to be answered');
    } finally {
      await running.close();
    }
    expect(await assistantMessages(run.request_id)).toHaveLength(1);
    expect(await eventTypes(run.request_id)).toContain('agent_response');
    const after = await money(owner.principal.orgId!);
    expect(after.charges).toEqual([`run:${run.request_id}`]);
    expect(after.refunds).toEqual([]);
    expect(after.balance).toBe(before.balance - Number(run.cost));
    expect(after.net).toBe(after.balance);
  }, 60_000);

  it('a run a worker is already running gets no second job when the sweep queues it again', async () => {
    const prefix = uniquePrefix('requeue-live');
    const bull = new BullRunQueue({ url: REDIS_URL, prefix, concurrency: 1, lockMs: 1000 });
    closers.push(() => bull.close());
    const api = await apiProcess(bull);
    const owner = await newOwner(api, disk, 'scale.io');
    const before = await money(owner.principal.orgId!);
    const sent = await send(api, owner);

    // A sweep that read the run as queued just before a worker took it: its enqueue lands while the run is running.
    let statusWhenQueuedAgain = '';
    let reached!: () => void;
    const sweepReachedTheRun = new Promise<void>((r) => (reached = r));
    const sweeper = await agentRuntimeProcess(disk, dataDir);
    sweeper.rebind(Clock).toConstantValue(new HandClock(Date.parse(sent.created_at) + 5 * 60_000));
    sweeper.rebind(StrandedRunSettings).toConstantValue({ graceMs: 1000, giveUpMs: 10 * 60_000, sweepMs: 1000 });
    sweeper.rebind(RunQueue).toConstantValue({
      async enqueue(requestId: string) {
        reached();
        await until(async () => (await runStatus(requestId)) !== 'queued', 20_000, 'the worker to start the run');
        statusWhenQueuedAgain = await runStatus(requestId);
        await bull.enqueue(requestId);
      },
      accepting: async () => true,
      process() {},
      async close() {},
    });
    const sweep = sweeper.get(RequeueStrandedRuns).execute();
    await sweepReachedTheRun;
    const running = await worker(prefix, 40);
    try {
      expect(await sweep).toEqual({ requeued: 1, closed: 0, failed: 0 });
      expect(statusWhenQueuedAgain).toBe('running');
      await until(async () => (await runStatus(sent.request_id)) !== 'running', 30_000, 'the run to finish');
    } finally {
      await running.close();
    }
    expect(await runStatus(sent.request_id)).toBe('completed');
    expect(await assistantMessages(sent.request_id)).toHaveLength(1);
    const events = await eventTypes(sent.request_id);
    expect(events.filter((t) => t === 'agent_response')).toHaveLength(1);
    expect(events).not.toContain('agent_error');
    // One job in Redis for the request id, whatever queued it.
    const jobs = new Queue('agent-runs', { connection: { url: REDIS_URL }, prefix });
    try {
      expect(await jobs.getJobCounts('completed', 'failed', 'active', 'waiting', 'delayed')).toEqual({ completed: 1, failed: 0, active: 0, waiting: 0, delayed: 0 });
    } finally {
      await jobs.close();
    }
    const after = await money(owner.principal.orgId!);
    expect(after.charges).toEqual([`run:${sent.request_id}`]);
    expect(after.refunds).toEqual([]);
    expect(after.balance).toBe(before.balance - sent.credits_charged);
    expect(after.net).toBe(after.balance);
  }, 60_000);

  it('a run still queued after the give-up age is closed as failed and refunded once, not queued', async () => {
    const api = await apiProcess(new DiesBeforeQueueing());
    const owner = await newOwner(api, disk, 'scale.io');
    const before = await money(owner.principal.orgId!);
    await expect(send(api, owner)).rejects.toThrow(/died before queueing/);
    const run = await disk.db.selectFrom('agent_runs').selectAll().where('org_id', '=', owner.principal.orgId!).executeTakeFirstOrThrow();

    const queue = new RecordingQueue();
    const sweeper = await agentRuntimeProcess(disk, dataDir);
    sweeper.rebind(Clock).toConstantValue(new HandClock(Date.parse(run.created_at) + 11 * 60_000));
    sweeper.rebind(StrandedRunSettings).toConstantValue({ graceMs: 60_000, giveUpMs: 10 * 60_000, sweepMs: 30_000 });
    sweeper.rebind(RunQueue).toConstantValue(queue);
    expect(await sweeper.get(RequeueStrandedRuns).execute()).toEqual({ requeued: 0, closed: 1, failed: 0 });
    expect(await sweeper.get(RequeueStrandedRuns).execute()).toEqual({ requeued: 0, closed: 0, failed: 0 });
    expect(queue.queued).toEqual([]);

    expect(await runStatus(run.request_id)).toBe('failed');
    const notes = await assistantMessages(run.request_id);
    expect(notes).toHaveLength(1);
    expect(JSON.parse(notes[0]!.metadata)).toMatchObject({ outcome: 'failed' });
    expect(await eventTypes(run.request_id)).toContain('agent_error');
    const after = await money(owner.principal.orgId!);
    expect(after.charges).toEqual([`run:${run.request_id}`]);
    expect(after.refunds).toEqual([`refund:${run.request_id}`]);
    expect(after.balance).toBe(before.balance);
    expect(after.net).toBe(after.balance);
  }, 60_000);
});
