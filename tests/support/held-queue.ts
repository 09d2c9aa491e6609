import type { RunQueue } from '../../core/server/agents/ports.ts';

/** The queue port, holding jobs until the test runs them (as a worker would). */
export class HeldQueue implements RunQueue {
  jobs: string[] = [];
  async enqueue(job: string): Promise<void> {
    this.jobs.push(job);
  }
  async accepting(): Promise<boolean> {
    return true;
  }
  process(): void {}
  async close(): Promise<void> {}
}
