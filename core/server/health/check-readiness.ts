import { inject, injectable } from 'inversify';
import { HealthProbe } from '../ports/health-probe.ts';
import { RunQueue } from '../agents/ports.ts';
import { RuntimeInfo } from './check-health.ts';

export type DependencyState = 'ok' | 'unavailable';

export interface ReadinessReport {
  /** `ready` when every dependency answered within its bound; `degraded` names the ones that did not. */
  status: 'ready' | 'degraded';
  role: RuntimeInfo['role'];
  /** The database always; Redis (the run queue) when the processes scale out. */
  dependencies: { database: DependencyState; redis?: DependencyState };
}

/**
 * Readiness (`GET /ready`): asks each dependency at once, each bounded by its adapter (about a second), and says
 * which one did not answer. A load balancer sends no requests to a process that is not ready.
 */
@injectable()
export class CheckReadiness {
  constructor(
    @inject(HealthProbe) private readonly database: HealthProbe,
    @inject(RunQueue) private readonly queue: RunQueue,
    @inject(RuntimeInfo) private readonly runtime: RuntimeInfo,
  ) {}

  async execute(): Promise<ReadinessReport> {
    const shared = this.runtime.adapters.queue === 'redis';
    const [database, queue] = await Promise.all([this.database.databaseOk().catch(() => false), shared ? this.queue.accepting().catch(() => false) : Promise.resolve(true)]);
    const dependencies: ReadinessReport['dependencies'] = { database: database ? 'ok' : 'unavailable', ...(shared ? { redis: queue ? 'ok' : 'unavailable' } : {}) };
    return { status: database && queue ? 'ready' : 'degraded', role: this.runtime.role, dependencies };
  }
}
