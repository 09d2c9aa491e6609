/** The usual constant of reciprocal rank fusion: damps the weight of the very first ranks. */
export const RRF_K = 60;

/**
 * Reciprocal rank fusion: each item scores the sum of 1 / (k + rank) over the ranked lists it appears in
 * (rank from 1), so an item ranked well by both full-text and vector search beats one only either ranks
 * first, and neither list's raw scores (bm25, ts_rank, cosine) need to be comparable. Ties keep the order
 * of first appearance. Each item keeps the fields of its first appearance, with `score` replaced.
 */
export function reciprocalRankFusion<T extends { score: number }>(lists: T[][], keyOf: (item: T) => string, limit: number, k = RRF_K): T[] {
  const fused = new Map<string, { item: T; score: number; order: number }>();
  for (const list of lists) {
    list.forEach((item, index) => {
      const key = keyOf(item);
      const entry = fused.get(key) ?? { item, score: 0, order: fused.size };
      entry.score += 1 / (k + index + 1);
      fused.set(key, entry);
    });
  }
  return [...fused.values()]
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, Math.max(0, limit))
    .map(({ item, score }) => ({ ...item, score: Math.round(score * 1e6) / 1e6 }));
}
