import type { ServiceIdentifier } from 'inversify';

/** Answers whether the database serves a statement now; the adapter bounds the wait (about a second). */
export interface HealthProbe {
  databaseOk(): Promise<boolean>;
}
export const HealthProbe: ServiceIdentifier<HealthProbe> = Symbol.for('server.HealthProbe');
