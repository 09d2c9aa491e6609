import type { Kysely } from 'kysely';
import type { ArtifactRepository } from '../../../core/server/agents/artifact-repository.ts';
import type { ArtifactRecord } from '../../../core/server/agents/records.ts';
import type { ArtifactsTable, DatabaseSchema } from './schema.ts';
import { toDate } from './row-conversions.ts';

/** Artifact rows over Kysely (SQLite or PostgreSQL), on whatever transaction it is given. */
export class KyselyArtifactRepository implements ArtifactRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async add(a: ArtifactRecord): Promise<void> {
    await this.db
      .insertInto('artifacts')
      .values({ id: a.id, org_id: a.orgId, space_id: a.spaceId, session_id: a.sessionId, message_id: a.messageId, artifact_type: a.artifactType, artifact_subtype: a.artifactSubtype, filename: a.filename, mime_type: a.mimeType, size_bytes: a.sizeBytes, generation_status: a.generationStatus, error_message: a.errorMessage, storage_key: a.storageKey, created_at: a.createdAt.toISOString() })
      .execute();
  }

  async find(id: string): Promise<ArtifactRecord | null> {
    const r = await this.db.selectFrom('artifacts').selectAll().where('id', '=', id).executeTakeFirst();
    return r ? toArtifact(r) : null;
  }

  async listOfCreator(spaceId: string, userId: string): Promise<ArtifactRecord[]> {
    const rows = await this.db
      .selectFrom('artifacts')
      .innerJoin('chat_sessions', 'chat_sessions.id', 'artifacts.session_id')
      .selectAll('artifacts')
      .where('artifacts.space_id', '=', spaceId)
      .where('chat_sessions.user_id', '=', userId)
      .orderBy('artifacts.created_at', 'desc')
      .execute();
    return rows.map(toArtifact);
  }

  async ofMessages(messageIds: string[]): Promise<ArtifactRecord[]> {
    if (!messageIds.length) return [];
    return (await this.db.selectFrom('artifacts').selectAll().where('message_id', 'in', messageIds).orderBy('created_at').execute()).map(toArtifact);
  }

  async ofSession(sessionId: string): Promise<ArtifactRecord[]> {
    return (await this.db.selectFrom('artifacts').selectAll().where('session_id', '=', sessionId).orderBy('created_at').execute()).map(toArtifact);
  }
}

const toArtifact = (r: ArtifactsTable): ArtifactRecord => ({ id: r.id, orgId: r.org_id, spaceId: r.space_id, sessionId: r.session_id, messageId: r.message_id, artifactType: r.artifact_type, artifactSubtype: r.artifact_subtype, filename: r.filename, mimeType: r.mime_type, sizeBytes: Number(r.size_bytes), generationStatus: r.generation_status as 'completed' | 'failed', errorMessage: r.error_message, storageKey: r.storage_key, createdAt: toDate(r.created_at) });
