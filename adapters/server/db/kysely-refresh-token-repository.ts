import type { Kysely } from 'kysely';
import type { RefreshTokenRepository } from '../../../core/server/ports/refresh-token-repository.ts';
import type { RefreshTokenRecord } from '../../../core/server/ports/records.ts';
import type { DatabaseSchema, RefreshTokensTable } from './schema.ts';
import { toDate, toOptionalDate } from './row-conversions.ts';

export class KyselyRefreshTokenRepository implements RefreshTokenRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async create(token: RefreshTokenRecord): Promise<void> {
    await this.db
      .insertInto('refresh_tokens')
      .values({
        id: token.id,
        user_id: token.userId,
        family_id: token.familyId,
        token_hash: token.tokenHash,
        expires_at: token.expiresAt.toISOString(),
        created_at: token.createdAt.toISOString(),
        used_at: null,
        revoked_at: null,
      })
      .execute();
  }

  async findByHash(tokenHash: string): Promise<RefreshTokenRecord | null> {
    const row = await this.db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
    return row ? toToken(row) : null;
  }

  async markUsed(id: string, at: Date): Promise<boolean> {
    // Conditional update: of two requests racing with the same token, exactly one wins.
    const result = await this.db
      .updateTable('refresh_tokens')
      .set({ used_at: at.toISOString() })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async revoke(id: string, at: Date): Promise<void> {
    await this.db
      .updateTable('refresh_tokens')
      .set({ revoked_at: at.toISOString() })
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .execute();
  }

  async revokeAllForUser(userId: string, at: Date): Promise<void> {
    await this.db
      .updateTable('refresh_tokens')
      .set({ revoked_at: at.toISOString() })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .execute();
  }

  async revokeFamily(familyId: string, at: Date): Promise<void> {
    await this.db
      .updateTable('refresh_tokens')
      .set({ revoked_at: at.toISOString() })
      .where('family_id', '=', familyId)
      .where('revoked_at', 'is', null)
      .execute();
  }
}

function toToken(row: RefreshTokensTable): RefreshTokenRecord {
  return {
    id: row.id,
    userId: row.user_id,
    familyId: row.family_id,
    tokenHash: row.token_hash,
    expiresAt: toDate(row.expires_at),
    createdAt: toDate(row.created_at),
    usedAt: toOptionalDate(row.used_at),
    revokedAt: toOptionalDate(row.revoked_at),
  };
}
