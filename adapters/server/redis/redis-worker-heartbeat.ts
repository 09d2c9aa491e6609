import { randomUUID } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { Redis } from 'ioredis';
import type { WorkerHeartbeat, WorkerHeartbeatSettings } from '../../../core/server/agents/worker-heartbeat.ts';

/** How long start() waits for the first beat before the process gives up starting. */
const FIRST_BEAT_MS = 5_000;

/**
 * Each worker process's heartbeat on Redis: a key `{prefix}:worker-beat:{id}` set every `beatMs` with a life of
 * `missedBeats × beatMs`, by a thread of its own (worker-heartbeat-thread.mjs), so a busy main thread keeps
 * beating and only a process that is gone or frozen stops. A worker is alive while its key is there.
 */
export class RedisWorkerHeartbeat implements WorkerHeartbeat {
  readonly workerId = randomUUID();
  private thread: Worker | null = null;
  private client: Redis | null = null;
  private lapseCount = 0;

  constructor(
    private readonly url: string,
    private readonly prefix: string,
    private readonly settings: WorkerHeartbeatSettings,
  ) {}

  get lapses(): number {
    return this.lapseCount;
  }

  /** Starts beating; resolves once the first beat is stored (only processes that run jobs beat). */
  async start(): Promise<void> {
    const thread = new Worker(new URL('./worker-heartbeat-thread.mjs', import.meta.url), {
      workerData: { url: this.url, key: this.key(this.workerId), beatMs: this.settings.beatMs, ttlMs: this.settings.beatMs * this.settings.missedBeats },
    });
    this.thread = thread;
    thread.unref();
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`The worker's heartbeat could not be stored in Redis within ${FIRST_BEAT_MS / 1000} s`)), FIRST_BEAT_MS);
      thread.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      thread.on('message', (message) => {
        if (message === 'beating') {
          clearTimeout(timer);
          resolve();
        } else if (message === 'lapsed') this.lapseCount++;
      });
    });
  }

  async alive(workerIds: string[]): Promise<Set<string>> {
    if (workerIds.length === 0) return new Set();
    this.client ??= new Redis(this.url, { maxRetriesPerRequest: 1 });
    // An error here throws: a worker is never taken for dead because Redis could not be asked.
    const beats = await this.client.mget(workerIds.map((id) => this.key(id)));
    return new Set(workerIds.filter((_, i) => beats[i] !== null));
  }

  /** Stops beating and removes the beat (a graceful close has finished this worker's runs first). */
  async close(): Promise<void> {
    const thread = this.thread;
    this.thread = null;
    if (thread) {
      const exited = new Promise((resolve) => thread.once('exit', resolve));
      thread.postMessage('stop');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 2000).unref())]);
      await thread.terminate();
    }
    await this.client?.quit().catch(() => undefined);
    this.client = null;
  }

  private key(workerId: string): string {
    return `${this.prefix}:worker-beat:${workerId}`;
  }
}
