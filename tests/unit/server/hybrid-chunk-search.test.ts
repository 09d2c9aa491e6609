import { describe, expect, it } from 'vitest';
import { reciprocalRankFusion } from '../../../core/server/knowledge/reciprocal-rank-fusion.ts';
import { cosineSimilarity } from '../../../core/server/knowledge/cosine-similarity.ts';
import { HybridChunkSearch } from '../../../core/server/knowledge/hybrid-chunk-search.ts';
import type { ChunkHit, ChunkQuery, EmbeddingProvider, KnowledgeRepository } from '../../../core/server/knowledge/ports.ts';

const hit = (chunkId: string, score: number, sourceType: 'document' | 'url' = 'document'): ChunkHit => ({ sourceType, sourceId: `s-${chunkId}`, title: `T${chunkId}`, chunkId, chunkIndex: 0, snippet: `text ${chunkId}`, score });

/** The two rankings a store gives, and what it was asked. */
function fakeStore(text: ChunkHit[], near: ChunkHit[]) {
  const asked: { text: ChunkQuery[]; near: (ChunkQuery & { model: string; vector: number[] })[] } = { text: [], near: [] };
  const store = {
    searchChunks: async (q: ChunkQuery) => (asked.text.push(q), text.slice(0, q.limit)),
    nearestChunks: async (q: ChunkQuery & { model: string; vector: number[] }) => (asked.near.push(q), near.slice(0, q.limit)),
  } as unknown as KnowledgeRepository;
  return { store, asked };
}

/** An embedding port that records its calls. */
function fakeEmbeddings(model: string | null, answer: (texts: string[]) => Promise<number[][]> = async (t) => t.map(() => [1, 0])) {
  const calls: string[][] = [];
  const port: EmbeddingProvider = { model, embed: (texts) => (calls.push(texts), answer(texts)) };
  return { port, calls };
}

const query: ChunkQuery = { spaceId: 'sp', sourceType: 'document', query: 'lantern prices', limit: 3 };

describe('reciprocal rank fusion', () => {
  it('scores each item by the sum of 1/(60 + rank) over the lists, best first', () => {
    const fused = reciprocalRankFusion([[hit('a', 9), hit('b', 8), hit('c', 7)], [hit('c', 0.9), hit('d', 0.8), hit('a', 0.7)]], (h) => h.chunkId, 10);
    expect(fused.map((h) => h.chunkId)).toEqual(['a', 'c', 'b', 'd']);
    expect(fused[0]!.score).toBeCloseTo(1 / 61 + 1 / 63, 6);
    expect(fused[1]!.score).toBeCloseTo(1 / 63 + 1 / 61, 6);
    expect(fused[2]!.score).toBeCloseTo(1 / 62, 6);
  });

  it('an item both rankings place well beats one that only either ranks first', () => {
    const fused = reciprocalRankFusion([[hit('text-only', 1), hit('both', 1)], [hit('vector-only', 1), hit('both', 1)]], (h) => h.chunkId, 3);
    expect(fused[0]!.chunkId).toBe('both');
  });

  it('keeps the first appearance of an item, cuts at the limit, and ties keep the order of appearance', () => {
    const fused = reciprocalRankFusion([[hit('x', 5)], [hit('y', 5)]], (h) => h.chunkId, 1);
    expect(fused).toEqual([{ ...hit('x', 5), score: Math.round((1 / 61) * 1e6) / 1e6 }]);
    expect(reciprocalRankFusion([[], []], (h: ChunkHit) => h.chunkId, 5)).toEqual([]);
  });
});

describe('cosine similarity', () => {
  it('is 1 for the same direction, 0 for orthogonal, zero or mismatched vectors', () => {
    expect(cosineSimilarity([1, 2], [2, 4])).toBeCloseTo(1);
    expect(cosineSimilarity([1, 0], [0, 3])).toBe(0);
    expect(cosineSimilarity([0, 0], [1, 1])).toBe(0);
    expect(cosineSimilarity([1], [1, 2])).toBe(0);
  });
});

describe('HybridChunkSearch', () => {
  it('without embeddings (the offline engine) answers with full-text ranking alone, unchanged', async () => {
    const text = [hit('a', 4.2), hit('b', 3.1)];
    const { store, asked } = fakeStore(text, [hit('z', 0.9)]);
    const { port, calls } = fakeEmbeddings(null);
    expect(await new HybridChunkSearch(store, port).search(query)).toEqual(text);
    expect(calls).toEqual([]);
    expect(asked.near).toEqual([]);
    expect(asked.text[0]!.limit).toBe(3);
  });

  it('with embeddings, fuses full-text and nearest-vector rankings (wider candidate lists, same filters)', async () => {
    const { store, asked } = fakeStore([hit('a', 4), hit('b', 3), hit('c', 2)], [hit('c', 0.95), hit('v', 0.9), hit('a', 0.5)]);
    const { port, calls } = fakeEmbeddings('embed-small', async () => [[0.6, 0.8]]);
    const hits = await new HybridChunkSearch(store, port).search({ ...query, sourceIds: ['s-a', 's-c', 's-v'] });
    expect(calls).toEqual([['lantern prices']]);
    expect(asked.near[0]).toMatchObject({ model: 'embed-small', vector: [0.6, 0.8], limit: 9, sourceIds: ['s-a', 's-c', 's-v'], spaceId: 'sp', sourceType: 'document' });
    expect(asked.text[0]!.limit).toBe(9);
    expect(hits.map((h) => h.chunkId)).toEqual(['a', 'c', 'b']);
    expect(hits[0]!.score).toBeCloseTo(1 / 61 + 1 / 63, 6);
  });

  it('a chunk only the vectors find (no shared words) still comes back', async () => {
    const { store } = fakeStore([], [hit('synonym', 0.8)]);
    const hits = await new HybridChunkSearch(store, fakeEmbeddings('m').port).search(query);
    expect(hits.map((h) => h.chunkId)).toEqual(['synonym']);
  });

  it('when the embeddings call fails, full-text answers alone', async () => {
    const text = [hit('a', 4), hit('b', 3), hit('c', 2), hit('d', 1)];
    const { store, asked } = fakeStore(text, [hit('v', 1)]);
    const { port } = fakeEmbeddings('m', async () => {
      throw new Error('503 from the provider');
    });
    expect(await new HybridChunkSearch(store, port).search(query)).toEqual(text.slice(0, 3));
    expect(asked.near).toEqual([]);
  });
});
