import { inject, injectable } from 'inversify';
import { EmbeddingProvider, KnowledgeRepository, type KnowledgeSourceType } from './ports.ts';

/** Texts per embeddings request. */
const BATCH = 64;

/**
 * After a source is indexed: its chunks' vectors, when the LLM provider offers embeddings. Best effort:
 * a failed call leaves the source ready and searchable by full text, with vectors for the batches done.
 */
@injectable()
export class EmbedChunks {
  constructor(
    @inject(KnowledgeRepository) private readonly store: KnowledgeRepository,
    @inject(EmbeddingProvider) private readonly embeddings: EmbeddingProvider,
  ) {}

  /** How many chunks got a vector. */
  async execute(sourceType: KnowledgeSourceType, sourceId: string): Promise<number> {
    const model = this.embeddings.model;
    if (model === null) return 0;
    const chunks = await this.store.chunksOf(sourceType, sourceId);
    let done = 0;
    try {
      for (let i = 0; i < chunks.length; i += BATCH) {
        const batch = chunks.slice(i, i + BATCH);
        const vectors = await this.embeddings.embed(batch.map((c) => c.content));
        if (vectors.length !== batch.length) break;
        await this.store.saveEmbeddings(model, batch.map((c, j) => ({ chunkId: c.chunkId, vector: vectors[j]! })));
        done += batch.length;
      }
    } catch {
      // Full-text search still finds this source.
    }
    return done;
  }
}
