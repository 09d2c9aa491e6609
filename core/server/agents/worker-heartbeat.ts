import type { ServiceIdentifier } from 'inversify';

/**
 * Which workers are alive. Each worker process beats every `beatMs` from a place its runs cannot block; one that
 * misses `missedBeats` beats in a row is taken for dead, and the runs it held are retried or closed
 * (RetryRunsOfStoppedWorkers). One process holding every run (the embedded default) has nothing to watch.
 */
export interface WorkerHeartbeat {
  /** This process's id, recorded on each run it starts. */
  readonly workerId: string;
  /** Starts this process beating (a scaled-out process that runs jobs); resolves once the first beat is stored. */
  start(): Promise<void>;
  /** Of these worker ids, the ones still beating. */
  alive(workerIds: string[]): Promise<Set<string>>;
  /**
   * How many times this process found its own beat had lapsed (it was frozen, or cut off, long enough to be taken
   * for dead). A run that sees this change checks it still owns itself before it writes on.
   */
  readonly lapses: number;
}
export const WorkerHeartbeat: ServiceIdentifier<WorkerHeartbeat> = Symbol.for('server.WorkerHeartbeat');

export interface WorkerHeartbeatSettings {
  /** Time between beats, and between sweeps for the runs of workers that stopped. */
  beatMs: number;
  /** Beats missed in a row after which a worker is taken for dead. */
  missedBeats: number;
}
export const WorkerHeartbeatSettings: ServiceIdentifier<WorkerHeartbeatSettings> = Symbol.for('server.WorkerHeartbeatSettings');
