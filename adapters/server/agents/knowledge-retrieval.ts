import type { Retrieval, RetrievalHit, RetrievalQuery } from '../../../core/server/agents/ports.ts';
import type { ChunkHit, ChunkQuery, KnowledgeSourceType, KnowledgeRepository } from '../../../core/server/knowledge/ports.ts';

/**
 * What a space knows about a request: documents the message references by id (up to k ref-docs), the
 * knowledge base's best matching document chunks (k kb), URL sources (referenced ones first, up to k url),
 * and the space profile's answers. Ids of another space's sources are dropped before anything is read.
 */
export class KnowledgeRetrieval implements Retrieval {
  constructor(
    private readonly store: KnowledgeRepository,
    private readonly profile: Retrieval,
    /** Chunk ranking: full-text, fused with vectors when embeddings exist (HybridChunkSearch); the store's full-text by default. */
    private readonly chunks: { search(q: ChunkQuery): Promise<ChunkHit[]> } = { search: (q) => store.searchChunks(q) },
  ) {}

  async search(q: RetrievalQuery): Promise<RetrievalHit[]> {
    const [refDocs, refUrls] = await Promise.all([
      this.store.ownedSources(q.spaceId, 'document', unique(q.referencedDocumentIds)),
      this.store.ownedSources(q.spaceId, 'url', unique(q.referencedWebSourceIds)),
    ]);
    const referencedDocs = await this.referenced(q, 'document', refDocs, q.k.refDocs);
    const documents = await this.chunks.search({ spaceId: q.spaceId, sourceType: 'document', query: q.query, limit: q.k.kb });
    const referencedUrls = await this.referenced(q, 'url', refUrls, q.k.url);
    const urls = await this.chunks.search({ spaceId: q.spaceId, sourceType: 'url', query: q.query, limit: q.k.url });
    const seen = new Set<string>();
    const hits: RetrievalHit[] = [];
    for (const [list, cap] of [[referencedDocs, q.k.refDocs], [documents, q.k.kb], [referencedUrls, q.k.url], [urls, q.k.url]] as const) {
      let taken = 0;
      for (const h of list) {
        const key = `${h.sourceType}:${h.chunkId}`;
        if (seen.has(key) || taken >= cap) continue;
        seen.add(key);
        taken++;
        hits.push(toRetrievalHit(h));
      }
    }
    return [...hits, ...(await this.profile.search(q))];
  }

  /** Referenced sources: their chunks that match the request, else their opening chunk. */
  private async referenced(q: RetrievalQuery, sourceType: KnowledgeSourceType, ids: string[], k: number): Promise<ChunkHit[]> {
    if (ids.length === 0) return [];
    const matching = await this.chunks.search({ spaceId: q.spaceId, sourceType, query: q.query, limit: k, sourceIds: ids });
    const covered = new Set(matching.map((h) => h.sourceId));
    const rest = ids.filter((id) => !covered.has(id));
    return [...matching, ...(await this.store.openingChunks(q.spaceId, sourceType, rest, k))];
  }
}

function unique(ids: string[]): string[] {
  return [...new Set(ids)].slice(0, 100);
}

function toRetrievalHit(h: ChunkHit): RetrievalHit {
  return {
    sourceType: h.sourceType,
    sourceId: h.sourceId,
    title: h.sourceType === 'document' ? `Document: ${h.title}` : `Web page: ${h.title}`,
    name: h.title,
    snippet: h.snippet,
    chunkIndex: h.chunkIndex,
    score: h.score,
  };
}
