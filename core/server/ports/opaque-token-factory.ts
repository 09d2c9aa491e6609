import type { ServiceIdentifier } from 'inversify';

/** Random opaque tokens (refresh tokens) and the one-way hash under which they are stored. */
export interface OpaqueTokenFactory {
  create(): string;
  hash(token: string): string;
}
export const OpaqueTokenFactory: ServiceIdentifier<OpaqueTokenFactory> = Symbol.for('server.OpaqueTokenFactory');
