import { inject, injectable } from 'inversify';

export const AppVersion = Symbol.for('server.AppVersion');
export const RuntimeInfo = Symbol.for('server.RuntimeInfo');

/** Which role this process plays and which adapter stands behind each port (health and readiness say so). */
export interface RuntimeInfo {
  role: 'all' | 'api' | 'worker';
  adapters: Record<string, string>;
}

export interface HealthReport {
  status: 'ok';
  version: string;
  role: RuntimeInfo['role'];
  adapters: Record<string, string>;
}

/**
 * Liveness (`GET /health`): the process answers, from what it holds, touching neither the database nor Redis,
 * so a busy database pool or a lost Redis never makes a live process look dead (and get restarted for it).
 * Whether it can serve is readiness (CheckReadiness).
 */
@injectable()
export class CheckHealth {
  constructor(
    @inject(AppVersion) private readonly version: string,
    @inject(RuntimeInfo) private readonly runtime: RuntimeInfo,
  ) {}

  execute(): HealthReport {
    return { status: 'ok', version: this.version, role: this.runtime.role, adapters: this.runtime.adapters };
  }
}
