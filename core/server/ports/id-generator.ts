import type { ServiceIdentifier } from 'inversify';

/** Unique ids for new records. */
export interface IdGenerator {
  next(): string;
}
export const IdGenerator: ServiceIdentifier<IdGenerator> = Symbol.for('server.IdGenerator');
