import type { BrandVoice, KnowledgeDocument, KnowledgeSearchHit, UrlSource, UrlSourceWithContent } from '../../domain/knowledge/knowledge-base.ts';
import type { BrandVoiceRecord, ChunkHit, DocumentRecord, UrlSourceRecord } from './ports.ts';

export function documentView(d: DocumentRecord): KnowledgeDocument {
  return {
    id: d.id,
    filename: d.filename,
    kind: d.kind,
    mime_type: d.mimeType,
    size_bytes: d.sizeBytes,
    status: d.status,
    error_message: d.errorMessage,
    chunk_count: d.chunkCount,
    uploaded_by: d.uploadedBy,
    created_at: d.createdAt.toISOString(),
    updated_at: d.updatedAt.toISOString(),
    processed_at: d.processedAt?.toISOString() ?? null,
  };
}

export function urlSourceView(s: UrlSourceRecord): UrlSource {
  return {
    id: s.id,
    url: s.url,
    final_url: s.finalUrl,
    title: s.title,
    content_type: s.contentType,
    status: s.status,
    error_message: s.errorMessage,
    fetched_at: s.fetchedAt?.toISOString() ?? null,
    created_by: s.createdBy,
    created_at: s.createdAt.toISOString(),
    updated_at: s.updatedAt.toISOString(),
  };
}

export function urlSourceWithContentView(s: UrlSourceRecord): UrlSourceWithContent {
  return { ...urlSourceView(s), content: s.content };
}

export function searchHitView(h: ChunkHit): KnowledgeSearchHit {
  return { source_type: h.sourceType, source_id: h.sourceId, title: h.title, chunk_id: h.chunkId, chunk_index: h.chunkIndex, snippet: h.snippet, score: h.score };
}

export function brandVoiceView(v: BrandVoiceRecord | null): Required<BrandVoice> {
  return {
    content: v?.content ?? null,
    updated_at: v?.updatedAt.toISOString() ?? null,
    created_by: v?.createdBy ?? null,
    updated_by: v?.updatedBy ?? null,
    updated_by_name: v?.updatedByName ?? null,
    updated_by_email: v?.updatedByEmail ?? null,
  };
}
