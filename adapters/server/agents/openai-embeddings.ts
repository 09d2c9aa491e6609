import OpenAI from 'openai';
import type { EmbeddingProvider } from '../../../core/server/knowledge/ports.ts';

/** Embeddings from any OpenAI-compatible server (`POST /embeddings`), for the knowledge base's vector search. */
export class OpenAiEmbeddings implements EmbeddingProvider {
  private readonly client: OpenAI;

  constructor(
    readonly model: string,
    apiKey: string,
    baseURL?: string,
  ) {
    this.client = new OpenAI({ apiKey, baseURL, maxRetries: 1, timeout: 30_000 });
  }

  async embed(texts: string[]): Promise<number[][]> {
    if (texts.length === 0) return [];
    const response = await this.client.embeddings.create({ model: this.model, input: texts, encoding_format: 'float' });
    // The API may answer out of order; each item names its input's index.
    const vectors: number[][] = new Array(texts.length);
    for (const item of response.data) vectors[item.index] = item.embedding;
    if (vectors.some((v) => !Array.isArray(v))) throw new Error('The embeddings answer is missing some inputs');
    return vectors;
  }
}
