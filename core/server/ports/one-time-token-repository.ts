import type { ServiceIdentifier } from 'inversify';
import type { OneTimeTokenRecord } from './records.ts';

/** Single-use, expiring tokens sent by email (verification links, waitlist passes). */
export interface OneTimeTokenRepository {
  create(token: OneTimeTokenRecord): Promise<void>;
  findByHash(purpose: OneTimeTokenRecord['purpose'], tokenHash: string): Promise<OneTimeTokenRecord | null>;
  /** Marks it used; false when it was used already (two clicks race: one wins). */
  consume(id: string, at: Date): Promise<boolean>;
}
export const OneTimeTokenRepository: ServiceIdentifier<OneTimeTokenRepository> = Symbol.for('server.OneTimeTokenRepository');
