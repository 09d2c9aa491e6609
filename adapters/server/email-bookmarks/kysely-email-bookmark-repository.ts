import type { Kysely, Selectable } from 'kysely';
import type { EmailBookmarkRecord, EmailBookmarkRepository } from '../../../core/server/email-bookmarks/email-bookmark-repository.ts';
import type { DatabaseSchema } from '../db/schema.ts';
import type { EmailBookmarksTable } from './email-bookmarks-tables.ts';

function toRecord(r: Selectable<EmailBookmarksTable>): EmailBookmarkRecord {
  return {
    id: r.id,
    orgId: r.org_id,
    spaceId: r.space_id,
    userId: r.user_id,
    messageId: r.message_id,
    artifactId: r.artifact_id,
    sessionId: r.session_id,
    subject: r.subject,
    body: r.body,
    createdAt: new Date(r.created_at),
  };
}

/** Email bookmarks over Kysely (SQLite or PostgreSQL). */
export class KyselyEmailBookmarkRepository implements EmailBookmarkRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async add(b: EmailBookmarkRecord): Promise<EmailBookmarkRecord> {
    const sourceKey = b.artifactId ? `artifact:${b.artifactId}` : `message:${b.messageId}`;
    // One statement: a double click leaves one bookmark, and answers with it.
    await this.db
      .insertInto('email_bookmarks')
      .values({ id: b.id, org_id: b.orgId, space_id: b.spaceId, user_id: b.userId, message_id: b.messageId, artifact_id: b.artifactId, source_key: sourceKey, session_id: b.sessionId, subject: b.subject, body: b.body, created_at: b.createdAt.toISOString() })
      .onConflict((oc) => oc.columns(['user_id', 'space_id', 'source_key']).doNothing())
      .execute();
    const row = await this.db.selectFrom('email_bookmarks').selectAll().where('user_id', '=', b.userId).where('space_id', '=', b.spaceId).where('source_key', '=', sourceKey).executeTakeFirstOrThrow();
    return toRecord(row);
  }

  async list(userId: string, spaceId: string, limit: number): Promise<EmailBookmarkRecord[]> {
    const rows = await this.db.selectFrom('email_bookmarks').selectAll().where('user_id', '=', userId).where('space_id', '=', spaceId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
    return rows.map(toRecord);
  }

  async remove(userId: string, spaceId: string, id: string): Promise<boolean> {
    const result = await this.db.deleteFrom('email_bookmarks').where('id', '=', id).where('user_id', '=', userId).where('space_id', '=', spaceId).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
