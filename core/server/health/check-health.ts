import { inject, injectable } from 'inversify';
import { HealthProbe } from '../ports/health-probe.ts';

export const AppVersion = Symbol.for('server.AppVersion');

export interface HealthReport {
  status: 'ok' | 'degraded';
  version: string;
  database: 'ok' | 'unavailable';
}

@injectable()
export class CheckHealth {
  constructor(
    @inject(HealthProbe) private readonly probe: HealthProbe,
    @inject(AppVersion) private readonly version: string,
  ) {}

  async execute(): Promise<HealthReport> {
    const databaseOk = await this.probe.databaseOk().catch(() => false);
    return { status: databaseOk ? 'ok' : 'degraded', version: this.version, database: databaseOk ? 'ok' : 'unavailable' };
  }
}
