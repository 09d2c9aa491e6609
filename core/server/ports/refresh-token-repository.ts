import type { ServiceIdentifier } from 'inversify';
import type { RefreshTokenRecord } from './records.ts';

export interface RefreshTokenRepository {
  create(token: RefreshTokenRecord): Promise<void>;
  findByHash(tokenHash: string): Promise<RefreshTokenRecord | null>;
  /** Marks a live token used; false when another request used or revoked it first. */
  markUsed(id: string, at: Date): Promise<boolean>;
  revoke(id: string, at: Date): Promise<void>;
  revokeFamily(familyId: string, at: Date): Promise<void>;
  revokeAllForUser(userId: string, at: Date): Promise<void>;
}
export const RefreshTokenRepository: ServiceIdentifier<RefreshTokenRepository> = Symbol.for('server.RefreshTokenRepository');
