import type { RunQueue } from '../../../core/server/agents/ports.ts';

/** Runs jobs in this process with bounded concurrency (the embedded default). */
export class InProcessRunQueue implements RunQueue {
  private handler: ((requestId: string) => Promise<void>) | null = null;
  private readonly waiting: string[] = [];
  private readonly active = new Set<Promise<void>>();
  private closed = false;

  constructor(private readonly concurrency = 8) {}

  async enqueue(requestId: string): Promise<void> {
    if (this.closed) throw new Error('The run queue is shutting down');
    this.waiting.push(requestId);
    this.pump();
  }

  async accepting(): Promise<boolean> {
    return !this.closed;
  }

  process(handler: (requestId: string) => Promise<void>): void {
    this.handler = handler;
    this.pump();
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.allSettled([...this.active]);
  }

  private pump(): void {
    while (this.handler && this.active.size < this.concurrency && this.waiting.length) {
      const id = this.waiting.shift()!;
      const job = this.handler(id)
        .catch(() => undefined)
        .finally(() => {
          this.active.delete(job);
          this.pump();
        });
      this.active.add(job);
    }
  }
}
