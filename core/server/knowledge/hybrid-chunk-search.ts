import { inject, injectable } from 'inversify';
import { EmbeddingProvider, KnowledgeRepository, type ChunkHit, type ChunkQuery } from './ports.ts';
import { reciprocalRankFusion } from './reciprocal-rank-fusion.ts';

/** How many candidates each ranking contributes before fusion, per hit wanted. */
const CANDIDATES_PER_HIT = 3;

/**
 * Chunk search for both the search endpoint and agents' retrieval: full-text ranking always, and when
 * the LLM provider offers embeddings, the nearest chunks by vector too, combined by reciprocal rank
 * fusion. Without embeddings (the offline engine), or when the embedding call fails, full-text alone
 * answers, exactly as before.
 */
@injectable()
export class HybridChunkSearch {
  constructor(
    @inject(KnowledgeRepository) private readonly store: KnowledgeRepository,
    @inject(EmbeddingProvider) private readonly embeddings: EmbeddingProvider,
  ) {}

  async search(q: ChunkQuery): Promise<ChunkHit[]> {
    const model = this.embeddings.model;
    if (model === null || q.limit <= 0) return this.store.searchChunks(q);
    const wider = { ...q, limit: q.limit * CANDIDATES_PER_HIT };
    const [text, vector] = await Promise.all([this.store.searchChunks(wider), this.queryVector(q.query)]);
    if (vector === null) return text.slice(0, q.limit);
    const near = await this.store.nearestChunks({ ...wider, model, vector });
    return reciprocalRankFusion([text, near], (h) => `${h.sourceType}:${h.chunkId}`, q.limit);
  }

  private async queryVector(query: string): Promise<number[] | null> {
    try {
      return (await this.embeddings.embed([query]))[0] ?? null;
    } catch {
      return null;
    }
  }
}
