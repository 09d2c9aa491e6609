import type { Scheduler } from './ports.ts';

/**
 * Runs `work` now and then every `ms` through the Scheduler until `signal` aborts. Never throws: work that fails is
 * tried again next time (the background sweeps of a long-running process must outlive one bad round).
 */
export async function repeatEvery(scheduler: Scheduler, ms: number, signal: AbortSignal, work: () => Promise<unknown>): Promise<void> {
  while (!signal.aborted) {
    await work().catch(() => undefined);
    try {
      await scheduler.delay(ms, signal);
    } catch {
      return;
    }
  }
}
