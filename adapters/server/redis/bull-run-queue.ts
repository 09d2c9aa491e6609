import { Queue, Worker } from 'bullmq';
import type { RunQueue } from '../../../core/server/agents/ports.ts';

export interface BullQueueOptions {
  url: string;
  prefix: string;
  concurrency: number;
  /** How long a worker holds a job before another may take it over (its death is noticed after this). */
  lockMs: number;
  /** The BullMQ queue's name (default 'agent-runs'; the knowledge base's jobs use their own). */
  name?: string;
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
  }

  async enqueue(requestId: string): Promise<void> {
    await this.queue.add('run', { requestId }, { jobId: requestId, attempts: 1, removeOnComplete: 1000, removeOnFail: 1000 });
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
