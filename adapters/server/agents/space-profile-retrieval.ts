import type { Kysely } from 'kysely';
import type { Retrieval, RetrievalHit, RetrievalQuery } from '../../../core/server/agents/ports.ts';
import { SPACE_PROFILE_QUESTIONS } from '../../../core/domain/spaces/space-profile-questions.ts';
import type { DatabaseSchema } from '../db/schema.ts';

const words = (text: string) => new Set((text.toLowerCase().match(/[a-z]{3,}/g) ?? []));

/**
 * Retrieval over what a space knows today: its profile answers, ranked by word overlap with the request.
 * The knowledge base (documents, URL sources, full-text search) plugs in behind the same port.
 */
export class SpaceProfileRetrieval implements Retrieval {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async search(query: RetrievalQuery): Promise<RetrievalHit[]> {
    const rows = await this.db.selectFrom('space_profile_answers').select(['question_id', 'value']).where('space_id', '=', query.spaceId).execute();
    const wanted = words(query.query);
    const hits = rows.map((r) => {
      const overlap = [...words(r.value)].filter((w) => wanted.has(w)).length;
      const question = SPACE_PROFILE_QUESTIONS.find((q) => q.id === r.question_id);
      return {
        sourceType: 'space_profile' as const,
        sourceId: r.question_id,
        title: `Space profile: ${question?.prompt ?? r.question_id}`,
        name: question?.prompt ?? r.question_id,
        snippet: r.value.length > 200 ? `${r.value.slice(0, 197)}...` : r.value,
        score: overlap,
      };
    });
    return hits.filter((h) => h.score > 0).sort((a, b) => b.score - a.score || a.sourceId.localeCompare(b.sourceId)).slice(0, query.k.kb);
  }
}
