import { inject, injectable } from 'inversify';
import { HealthProbe } from '../ports/health-probe.ts';

export const AppVersion = Symbol.for('server.AppVersion');
export const RuntimeInfo = Symbol.for('server.RuntimeInfo');

/** Which role this process plays and which adapter stands behind each port (health and readiness say so). */
export interface RuntimeInfo {
  role: 'all' | 'api' | 'worker';
  adapters: Record<string, string>;
}

export interface HealthReport {
  status: 'ok' | 'degraded';
  version: string;
  database: 'ok' | 'unavailable';
  role: RuntimeInfo['role'];
  adapters: Record<string, string>;
}

@injectable()
export class CheckHealth {
  constructor(
    @inject(HealthProbe) private readonly probe: HealthProbe,
    @inject(AppVersion) private readonly version: string,
    @inject(RuntimeInfo) private readonly runtime: RuntimeInfo,
  ) {}

  async execute(): Promise<HealthReport> {
    const databaseOk = await this.probe.databaseOk().catch(() => false);
    return { status: databaseOk ? 'ok' : 'degraded', version: this.version, database: databaseOk ? 'ok' : 'unavailable', role: this.runtime.role, adapters: this.runtime.adapters };
  }
}
