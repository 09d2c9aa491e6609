import type { Generated } from 'kysely';

export interface KnowledgeDocumentsTable {
  id: string;
  org_id: string;
  space_id: string;
  filename: string;
  kind: string;
  mime_type: string;
  size_bytes: number;
  status: string;
  error_message: string | null;
  storage_key: string;
  chunk_count: number;
  uploaded_by: string;
  created_at: string;
  updated_at: string;
  processed_at: string | null;
  /** The generation of its chunks that search reads (see migration 012). */
  chunk_generation: number;
}

export interface UrlSourcesTable {
  id: string;
  org_id: string;
  space_id: string;
  url: string;
  final_url: string | null;
  title: string | null;
  content: string | null;
  content_type: string | null;
  status: string;
  error_message: string | null;
  fetched_at: string | null;
  created_by: string;
  created_at: string;
  updated_at: string;
  /** The generation of its chunks that search reads (see migration 012). */
  chunk_generation: number;
}

export interface KnowledgeChunksTable {
  id: Generated<number>;
  space_id: string;
  source_type: string;
  source_id: string;
  chunk_index: number;
  content: string;
  /** Read only when it is its source's `chunk_generation`. */
  generation: number;
}

export interface KnowledgeChunkEmbeddingsTable {
  chunk_id: number;
  space_id: string;
  source_type: string;
  source_id: string;
  model: string;
  /** JSON array of numbers. */
  vector: string;
}

export interface BrandVoicesTable {
  space_id: string;
  org_id: string;
  content: string;
  created_by: string;
  updated_by: string;
  created_at: string;
  updated_at: string;
}

// The knowledge base and the brand voice: this feature's tables, added to the one database type so every query over them is typed; their
// migrations travel with the feature's module (db/migrations/index.ts joins them to the platform's history).
declare module '../db/schema.ts' {
  interface DatabaseSchema {
    knowledge_documents: KnowledgeDocumentsTable;
    url_sources: UrlSourcesTable;
    knowledge_chunks: KnowledgeChunksTable;
    knowledge_chunk_embeddings: KnowledgeChunkEmbeddingsTable;
    brand_voices: BrandVoicesTable;
  }
}
