import type { Kysely } from 'kysely';
import type { OneTimeTokenRepository } from '../../../core/server/ports/one-time-token-repository.ts';
import type { OneTimeTokenRecord } from '../../../core/server/ports/records.ts';
import type { DatabaseSchema } from './schema.ts';
import { toDate, toOptionalDate } from './row-conversions.ts';

export class KyselyOneTimeTokenRepository implements OneTimeTokenRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async create(t: OneTimeTokenRecord): Promise<void> {
    await this.db
      .insertInto('one_time_tokens')
      .values({ id: t.id, purpose: t.purpose, subject_id: t.subjectId, token_hash: t.tokenHash, expires_at: t.expiresAt.toISOString(), used_at: null, created_at: t.createdAt.toISOString() })
      .execute();
  }

  async findByHash(purpose: OneTimeTokenRecord['purpose'], tokenHash: string): Promise<OneTimeTokenRecord | null> {
    const r = await this.db.selectFrom('one_time_tokens').selectAll().where('purpose', '=', purpose).where('token_hash', '=', tokenHash).executeTakeFirst();
    return r
      ? { id: r.id, purpose: r.purpose as OneTimeTokenRecord['purpose'], subjectId: r.subject_id, tokenHash: r.token_hash, expiresAt: toDate(r.expires_at), usedAt: toOptionalDate(r.used_at), createdAt: toDate(r.created_at) }
      : null;
  }

  async consume(id: string, at: Date): Promise<boolean> {
    const result = await this.db.updateTable('one_time_tokens').set({ used_at: at.toISOString() }).where('id', '=', id).where('used_at', 'is', null).executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async consumeAllFor(purpose: OneTimeTokenRecord['purpose'], subjectId: string, at: Date): Promise<void> {
    await this.db
      .updateTable('one_time_tokens')
      .set({ used_at: at.toISOString() })
      .where('purpose', '=', purpose)
      .where('subject_id', '=', subjectId)
      .where('used_at', 'is', null)
      .execute();
  }
}
