import type { EmbeddingProvider } from '../../../core/server/knowledge/ports.ts';

/** No embeddings (the offline engine, or turned off): search is full-text alone. */
export class NoEmbeddings implements EmbeddingProvider {
  readonly model = null;

  async embed(): Promise<number[][]> {
    return [];
  }
}
