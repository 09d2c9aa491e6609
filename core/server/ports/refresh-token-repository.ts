import type { ServiceIdentifier } from 'inversify';
import type { RefreshTokenRecord, SessionRecord } from './records.ts';

export interface RefreshTokenRepository {
  create(token: RefreshTokenRecord): Promise<void>;
  findByHash(tokenHash: string): Promise<RefreshTokenRecord | null>;
  /** Marks a live token used; false when another request used or revoked it first. */
  markUsed(id: string, at: Date): Promise<boolean>;
  revoke(id: string, at: Date): Promise<void>;
  revokeFamily(familyId: string, at: Date): Promise<void>;
  revokeAllForUser(userId: string, at: Date): Promise<void>;
  /** The user's live sessions: families whose newest token is unused, unrevoked and unexpired at `now`, newest first. */
  listLiveSessions(userId: string, now: Date): Promise<SessionRecord[]>;
  /**
   * Ends sessions of the user from the settings (one by id, or every one but `keep`): their tokens are revoked
   * and marked ended, so access tokens issued for them are refused too. Answers how many families ended.
   */
  endSessions(userId: string, which: { only: string } | { allBut: string | null }, at: Date): Promise<number>;
}
export const RefreshTokenRepository: ServiceIdentifier<RefreshTokenRepository> = Symbol.for('server.RefreshTokenRepository');
