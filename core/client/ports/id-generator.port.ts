import type { ServiceIdentifier } from 'inversify';

/** Unique ids (request ids, temporary message ids). */
export interface IdGenerator {
  next(): string;
}
export const IdGenerator: ServiceIdentifier<IdGenerator> = Symbol.for('IdGenerator');
