import type { Kysely } from 'kysely';
import type { SpaceRepository } from '../../../core/server/ports/space-repository.ts';
import type { SpaceRecord } from '../../../core/server/ports/records.ts';
import type { DatabaseSchema, SpacesTable } from './schema.ts';
import { toDate } from './row-conversions.ts';
import { PreparedQuery } from './prepared-query.ts';

// Every request naming a space checks it, and every signed-in page lists them: compiled once (PreparedQuery).
const spaceById = new PreparedQuery((db, { id }: { id: string }) => db.selectFrom('spaces').selectAll().where('id', '=', id));
const spacesOf = new PreparedQuery((db, { orgId }: { orgId: string }) => db.selectFrom('spaces').selectAll().where('org_id', '=', orgId));

export class KyselySpaceRepository implements SpaceRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async listByOrganization(orgId: string): Promise<SpaceRecord[]> {
    return (await spacesOf.execute(this.db, { orgId })).map(toSpace);
  }

  async findBySlug(orgId: string, slug: string): Promise<SpaceRecord | null> {
    const row = await this.db
      .selectFrom('spaces')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('slug', '=', slug)
      .executeTakeFirst();
    return row ? toSpace(row) : null;
  }

  async findById(id: string): Promise<SpaceRecord | null> {
    const [row] = await spaceById.execute(this.db, { id });
    return row ? toSpace(row) : null;
  }

  async update(id: string, changes: { name?: string; description?: string | null }): Promise<void> {
    const values: { name?: string; description?: string | null } = {};
    if (changes.name !== undefined) values.name = changes.name;
    if (changes.description !== undefined) values.description = changes.description;
    if (Object.keys(values).length) await this.db.updateTable('spaces').set(values).where('id', '=', id).execute();
  }

  /**
   * The space and what lives in it, in the caller's transaction: its knowledge (documents, URL
   * sources, their chunks and embeddings), brand voice, agent settings, chats (messages, events, artifacts)
   * and profile answers. Agent runs and credit transactions stay: they are the organization's history.
   * Stored files (uploads, artifact files) are not removed here, as when a single chat or document goes.
   */
  async delete(id: string): Promise<void> {
    // Source rows first: on PostgreSQL this waits for a chunk batch that holds one, whose chunks the next statements then see.
    await this.db.deleteFrom('knowledge_documents').where('space_id', '=', id).execute();
    await this.db.deleteFrom('url_sources').where('space_id', '=', id).execute();
    await this.db.deleteFrom('knowledge_chunk_embeddings').where('space_id', '=', id).execute();
    await this.db.deleteFrom('knowledge_chunks').where('space_id', '=', id).execute();
    await this.db.deleteFrom('brand_voices').where('space_id', '=', id).execute();
    await this.db.deleteFrom('agent_configs').where('space_id', '=', id).execute();
    const sessions = this.db.selectFrom('chat_sessions').select('id').where('space_id', '=', id);
    await this.db.deleteFrom('chat_messages').where('session_id', 'in', sessions).execute();
    await this.db.deleteFrom('run_events').where('session_id', 'in', sessions).execute();
    await this.db.deleteFrom('artifacts').where('space_id', '=', id).execute();
    await this.db.deleteFrom('chat_sessions').where('space_id', '=', id).execute();
    await this.db.deleteFrom('space_profile_answers').where('space_id', '=', id).execute();
    await this.db.deleteFrom('spaces').where('id', '=', id).execute();
  }

  async profileAnswers(spaceId: string): Promise<Record<string, string>> {
    const rows = await this.db.selectFrom('space_profile_answers').select(['question_id', 'value']).where('space_id', '=', spaceId).execute();
    return Object.fromEntries(rows.map((r) => [r.question_id, r.value]));
  }

  async answeredQuestionIds(spaceIds: string[]): Promise<Map<string, Set<string>>> {
    const result = new Map<string, Set<string>>();
    if (spaceIds.length === 0) return result;
    const rows = await this.db.selectFrom('space_profile_answers').select(['space_id', 'question_id']).where('space_id', 'in', spaceIds).execute();
    for (const r of rows) {
      const set = result.get(r.space_id) ?? new Set<string>();
      set.add(r.question_id);
      result.set(r.space_id, set);
    }
    return result;
  }

  /** An empty answer removes the question's answer (it counts as unanswered again). */
  async saveProfileAnswers(spaceId: string, answers: Record<string, string>, by: string, at: Date): Promise<void> {
    for (const [questionId, value] of Object.entries(answers)) {
      await this.db.deleteFrom('space_profile_answers').where('space_id', '=', spaceId).where('question_id', '=', questionId).execute();
      if (value) {
        await this.db
          .insertInto('space_profile_answers')
          .values({ space_id: spaceId, question_id: questionId, value, updated_at: at.toISOString(), updated_by: by })
          .execute();
      }
    }
  }

  async create(space: SpaceRecord): Promise<void> {
    await this.db
      .insertInto('spaces')
      .values({
        id: space.id,
        org_id: space.orgId,
        name: space.name,
        slug: space.slug,
        description: space.description,
        is_default: space.isDefault ? 1 : 0,
        created_at: space.createdAt.toISOString(),
      })
      .execute();
  }
}

function toSpace(row: SpacesTable): SpaceRecord {
  return {
    id: row.id,
    orgId: row.org_id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    isDefault: Number(row.is_default) === 1,
    createdAt: toDate(row.created_at),
  };
}
