import type { ServiceIdentifier } from 'inversify';
import type { OneTimeTokenRecord } from './records.ts';

/** Single-use, expiring tokens sent by email (verification links, waitlist passes, password resets). */
export interface OneTimeTokenRepository {
  create(token: OneTimeTokenRecord): Promise<void>;
  findByHash(purpose: OneTimeTokenRecord['purpose'], tokenHash: string): Promise<OneTimeTokenRecord | null>;
  /** Marks it used; false when it was used already (two clicks race: one wins). */
  consume(id: string, at: Date): Promise<boolean>;
  /** Marks every unused token of this purpose for the subject used (a reset spends the other links still out). */
  consumeAllFor(purpose: OneTimeTokenRecord['purpose'], subjectId: string, at: Date): Promise<void>;
}
export const OneTimeTokenRepository: ServiceIdentifier<OneTimeTokenRepository> = Symbol.for('server.OneTimeTokenRepository');
