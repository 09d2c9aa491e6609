import { randomUUID } from 'node:crypto';
import type { WorkerHeartbeat } from '../../../core/server/agents/worker-heartbeat.ts';

/**
 * One process holding every run (the embedded default): no other worker can take its runs, and a restart closes
 * whatever it left (RecoverInterruptedRuns), so every owner counts as alive and nothing is swept.
 */
export class LocalWorkerHeartbeat implements WorkerHeartbeat {
  readonly workerId = randomUUID();
  readonly lapses = 0;

  /** Nothing to beat: no other process watches this one. */
  async start(): Promise<void> {}

  async alive(workerIds: string[]): Promise<Set<string>> {
    return new Set(workerIds);
  }
}
