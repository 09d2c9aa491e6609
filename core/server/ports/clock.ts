import type { ServiceIdentifier } from 'inversify';

/** The server's notion of now. */
export interface Clock {
  now(): Date;
}
export const Clock: ServiceIdentifier<Clock> = Symbol.for('server.Clock');
