import type { ServiceIdentifier } from 'inversify';

/** Answers whether the database is reachable. */
export interface HealthProbe {
  databaseOk(): Promise<boolean>;
}
export const HealthProbe: ServiceIdentifier<HealthProbe> = Symbol.for('server.HealthProbe');
