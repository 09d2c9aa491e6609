import type { Kysely } from 'kysely';
import type { RefreshTokenRepository } from '../../../core/server/ports/refresh-token-repository.ts';
import type { RefreshTokenRecord, SessionRecord } from '../../../core/server/ports/records.ts';
import type { DatabaseSchema, RefreshTokensTable } from './schema.ts';
import { toDate, toOptionalDate } from './row-conversions.ts';
import type { AccountCacheLink } from './account-read-cache.ts';

export class KyselyRefreshTokenRepository implements RefreshTokenRepository {
  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    /** Ending a session changes what authenticating its tokens reads. */
    private readonly accounts?: Pick<AccountCacheLink, 'changed'>,
  ) {}

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
        user_agent: token.userAgent ?? null,
        ip: token.ip ?? null,
      })
      .execute();
  }

  async listLiveSessions(userId: string, now: Date): Promise<SessionRecord[]> {
    // A family's newest token is the only one neither used nor revoked; its first token tells when it began.
    const rows = await this.db
      .selectFrom('refresh_tokens as t')
      .where('t.user_id', '=', userId)
      .where('t.used_at', 'is', null)
      .where('t.revoked_at', 'is', null)
      .where('t.expires_at', '>', now.toISOString())
      .select((eb) => [
        't.family_id',
        't.created_at',
        't.user_agent',
        't.ip',
        eb.selectFrom('refresh_tokens as f').whereRef('f.family_id', '=', 't.family_id').select((f) => f.fn.min<string>('f.created_at').as('started')).as('started_at'),
      ])
      .orderBy('t.created_at', 'desc')
      .execute();
    return rows.map((row) => ({
      id: row.family_id,
      startedAt: toDate(row.started_at ?? row.created_at),
      lastUsedAt: toDate(row.created_at),
      userAgent: row.user_agent ?? null,
      ip: row.ip ?? null,
    }));
  }

  async endSessions(userId: string, which: { only: string } | { allBut: string | null }, at: Date): Promise<number> {
    const live = await this.listLiveSessions(userId, at);
    const families = live.map((s) => s.id).filter((id) => ('only' in which ? id === which.only : id !== which.allBut));
    if (families.length === 0) return 0;
    const stamp = at.toISOString();
    await this.db
      .updateTable('refresh_tokens')
      .set((eb) => ({ revoked_at: eb.fn.coalesce('revoked_at', eb.val(stamp)), ended_at: stamp }))
      .where('user_id', '=', userId)
      .where('family_id', 'in', families)
      .execute();
    this.accounts?.changed(userId);
    return families.length;
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
    userAgent: row.user_agent ?? null,
    ip: row.ip ?? null,
  };
}
