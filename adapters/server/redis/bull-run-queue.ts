import { Queue, Worker } from 'bullmq';
import type { RunQueue } from '../../../core/server/agents/ports.ts';
import { RunQueueUnavailable } from '../../../core/server/agents/run-queue-unavailable.ts';
import { answerWithin } from '../system/answer-within.ts';

export interface BullQueueOptions {
  url: string;
  prefix: string;
  concurrency: number;
  /** How long a worker holds a job before another may take it over (its death is noticed after this). */
  lockMs: number;
  /** The BullMQ queue's name (default 'agent-runs'; the knowledge base's jobs use their own). */
  name?: string;
  /** How long a send waits for Redis to store its job, and readiness for a ping (default 3 s and 1 s). */
  enqueueMs?: number;
  pingMs?: number;
}

const QUEUE = 'agent-runs';

/**
 * The run queue on Redis with BullMQ: one job per request id (a duplicate enqueue is a no-op), a lock per
 * active job, stalled jobs handed to another worker, and a graceful close that finishes active jobs.
 */
export class BullRunQueue implements RunQueue {
  private readonly queue: Queue;
  private worker: Worker | null = null;

  constructor(private readonly options: BullQueueOptions) {
    this.queue = new Queue(options.name ?? QUEUE, { connection: { url: options.url, maxRetriesPerRequest: null }, prefix: options.prefix });
    // A lost Redis is reported by accepting() and enqueue(); without a listener each reconnect attempt is printed.
    this.queue.on('error', () => undefined);
  }

  /**
   * Bounded: with Redis gone, ioredis would hold the command until Redis comes back. A job added that late still
   * finds its run closed (StartAgentRun refunds it on RunQueueUnavailable) and the worker leaves it alone.
   */
  async enqueue(requestId: string, attempt = 1): Promise<void> {
    // One job per attempt: a retried run's first job may still be held by the dead worker's lock.
    const jobId = attempt > 1 ? `${requestId}.${attempt}` : requestId;
    try {
      await answerWithin(this.queue.add('run', { requestId }, { jobId, attempts: 1, removeOnComplete: 1000, removeOnFail: 1000 }), this.options.enqueueMs ?? 3_000);
    } catch (error) {
      throw new RunQueueUnavailable(`Redis did not store the job: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /** The queue's connection is up (ioredis knows at once when its socket closed) and answers a read within the bound. */
  async accepting(): Promise<boolean> {
    const bound = this.options.pingMs ?? 1_000;
    try {
      const client = await answerWithin(this.queue.getBackend().client, bound);
      if (client.status !== 'ready') return false;
      // Any cheap read proves Redis answers on this connection.
      await answerWithin(client.get(`${this.options.prefix}:ready-probe`), bound);
      return true;
    } catch {
      return false;
    }
  }

  process(handler: (requestId: string) => Promise<void>): void {
    this.worker = new Worker(this.options.name ?? QUEUE, async (job) => handler(String(job.data.requestId)), {
      connection: { url: this.options.url, maxRetriesPerRequest: null },
      prefix: this.options.prefix,
      concurrency: this.options.concurrency,
      lockDuration: this.options.lockMs,
      stalledInterval: this.options.lockMs,
      maxStalledCount: 1,
    });
    this.worker.on('error', () => undefined);
  }

  async close(): Promise<void> {
    await this.worker?.close();
    await this.queue.close();
  }
}
