import type { RunEventBus, RunQueue } from '../../../core/server/agents/ports.ts';
import type { RateLimitStore } from '../../../core/server/ports/rate-limit-store.ts';
import { InProcessRunEventBus } from '../agents/in-process-run-event-bus.ts';
import { InProcessRunQueue } from '../agents/in-process-run-queue.ts';
import { InMemoryRateLimitStore } from '../system/in-memory-rate-limit-store.ts';
import type { ContainerSettings } from '../container-settings.ts';
import { InProcessAccountChanges, type AccountChanges } from '../db/account-changes.ts';
import type { WorkerHeartbeat, WorkerHeartbeatSettings } from '../../../core/server/agents/worker-heartbeat.ts';
import { LocalWorkerHeartbeat } from '../agents/local-worker-heartbeat.ts';
import type { Closable } from '../closable.ts';

/** The adapters that change when the server scales out; the feature modules bind them. */
export interface ScaleOutAdapters {
  /** `redis` when every process shares them, `in-process` when one process holds them (health and the admin screen say which). */
  readonly kind: 'redis' | 'in-process';
  readonly runEventBus: RunEventBus;
  readonly runQueue: RunQueue;
  /** Knowledge-base jobs: the same queue port, two at a time. */
  readonly knowledgeQueue: RunQueue;
  readonly rateLimitStore: RateLimitStore;
  /** Which accounts each process's commits changed, so every process's cached authentication reads stay true. */
  readonly accountChanges: AccountChanges;
  /** Which workers are alive; a worker process starts beating with `start()`. */
  readonly workerHeartbeat: WorkerHeartbeat;
  /** Those of them that hold connections or threads to close at shutdown (the queues are closed before, on their own). */
  readonly closables: readonly Closable[];
}

/**
 * The one switch: with REDIS_URL, events, runs, knowledge jobs and rate limits are shared by every process.
 * The Redis adapters are imported only then: bullmq and ioredis hold about 10 MB that a one-process server
 * never uses (memory; the build makes each import() a chunk of its own).
 */
export async function scaleOutAdapters(redis: ContainerSettings['redis']): Promise<ScaleOutAdapters> {
  if (!redis) {
    return { kind: 'in-process', runEventBus: new InProcessRunEventBus(), runQueue: new InProcessRunQueue(), knowledgeQueue: new InProcessRunQueue(2), rateLimitStore: new InMemoryRateLimitStore(), accountChanges: new InProcessAccountChanges(), workerHeartbeat: new LocalWorkerHeartbeat(), closables: [] };
  }
  const [{ RedisRunEventBus }, { BullRunQueue }, { RedisRateLimitStore }, { RedisAccountChanges }, { RedisWorkerHeartbeat }] = await Promise.all([
    import('../redis/redis-run-event-bus.ts'),
    import('../redis/bull-run-queue.ts'),
    import('../redis/redis-rate-limit-store.ts'),
    import('../redis/redis-account-changes.ts'),
    import('../redis/redis-worker-heartbeat.ts'),
  ]);
  const runEventBus = new RedisRunEventBus(redis.url, redis.prefix);
  const rateLimitStore = new RedisRateLimitStore(redis.url, redis.prefix);
  const accountChanges = new RedisAccountChanges(redis.url, redis.prefix);
  const workerHeartbeat = new RedisWorkerHeartbeat(redis.url, redis.prefix, heartbeatSettings(redis));
  return {
    kind: 'redis',
    runEventBus,
    runQueue: new BullRunQueue({ url: redis.url, prefix: redis.prefix, concurrency: redis.concurrency, lockMs: redis.runLockMs }),
    knowledgeQueue: new BullRunQueue({ url: redis.url, prefix: redis.prefix, concurrency: 2, lockMs: redis.runLockMs, name: 'knowledge-jobs' }),
    rateLimitStore,
    accountChanges,
    workerHeartbeat,
    // The worker stops beating first: its runs are finished or handed back by then.
    closables: [workerHeartbeat, runEventBus, rateLimitStore, accountChanges],
  };
}

/** A beat every 2 s, dead after 3 missed, unless WORKER_HEARTBEAT_MS and WORKER_MISSED_BEATS say otherwise. */
export function heartbeatSettings(redis: ContainerSettings['redis']): WorkerHeartbeatSettings {
  return { beatMs: redis?.heartbeatMs ?? 2000, missedBeats: redis?.missedBeats ?? 3 };
}
