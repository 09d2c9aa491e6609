import type { ServiceIdentifier } from 'inversify';
import type { PageKey } from '../../domain/list-cursor.ts';
import type { RunQueue } from '../agents/ports.ts';
import type { DocumentKind, DocumentStatus, UrlSourceStatus } from '../../domain/knowledge/knowledge-base.ts';

export interface DocumentRecord {
  id: string;
  orgId: string;
  spaceId: string;
  filename: string;
  kind: DocumentKind;
  mimeType: string;
  sizeBytes: number;
  status: DocumentStatus;
  errorMessage: string | null;
  storageKey: string;
  chunkCount: number;
  uploadedBy: string;
  createdAt: Date;
  updatedAt: Date;
  processedAt: Date | null;
}

export interface UrlSourceRecord {
  id: string;
  orgId: string;
  spaceId: string;
  url: string;
  finalUrl: string | null;
  title: string | null;
  content: string | null;
  contentType: string | null;
  status: UrlSourceStatus;
  errorMessage: string | null;
  fetchedAt: Date | null;
  createdBy: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface BrandVoiceRecord {
  spaceId: string;
  orgId: string;
  content: string;
  createdBy: string;
  updatedBy: string;
  createdAt: Date;
  updatedAt: Date;
  /** The updater's name and email, read with the record (null when the user is gone). */
  updatedByName?: string | null;
  updatedByEmail?: string | null;
}

export type KnowledgeSourceType = 'document' | 'url';

export interface ChunkHit {
  sourceType: KnowledgeSourceType;
  sourceId: string;
  /** The document's file name or the page's title (its URL when it has none). */
  title: string;
  chunkId: string;
  chunkIndex: number;
  /** The matching part of the chunk, its line breaks kept (Markdown renders from it). */
  snippet: string;
  score: number;
}

export interface ChunkQuery {
  spaceId: string;
  sourceType: KnowledgeSourceType;
  query: string;
  limit: number;
  /** Only these sources (already checked to be the space's). */
  sourceIds?: string[];
}

/**
 * Documents, URL sources, their chunks and full-text index, and brand voices. Every read takes the
 * space id, so one space's rows are never read for another.
 */
export interface KnowledgeRepository {
  addDocument(document: DocumentRecord): Promise<void>;
  findDocument(id: string): Promise<DocumentRecord | null>;
  /**
   * The space's documents newest first (created_at, then id): all of them, or with `page` the `limit` ones after
   * the key `after` (list-cursor.ts), read from there by index.
   */
  listDocuments(spaceId: string, page?: { limit: number; after?: PageKey }): Promise<DocumentRecord[]>;
  /** Moves a document between statuses; false when it was not in `from` (deleted or moved by someone else). */
  transitionDocument(id: string, from: DocumentStatus[], to: DocumentStatus, at: Date, changes?: { errorMessage?: string | null; sizeBytes?: number }): Promise<boolean>;
  /**
   * Replaces the document's chunks (and index entries) and marks it ready. The adapter may write a large
   * document in several steps, but searches see the previous chunks (none the first time) until all new
   * ones are in and the document is ready; an attempt cut short leaves its chunks unread, and the next one
   * removes them first. False when it is no longer processing (deleted meanwhile): none of them stay.
   */
  completeDocument(id: string, chunks: string[], at: Date): Promise<boolean>;
  /** Marks the document `error` with the reason; its chunks leave search at once and are removed. */
  failDocument(id: string, reason: string, at: Date): Promise<void>;
  /** Removes the document, its chunks and their index entries. */
  deleteDocument(id: string): Promise<void>;
  documentsInStatus(statuses: DocumentStatus[]): Promise<DocumentRecord[]>;

  addUrlSource(source: UrlSourceRecord): Promise<void>;
  findUrlSource(id: string): Promise<UrlSourceRecord | null>;
  /** Newest first; at most `limit` of them when given. */
  listUrlSources(spaceId: string, limit?: number): Promise<UrlSourceRecord[]>;
  transitionUrlSource(id: string, from: UrlSourceStatus[], to: UrlSourceStatus, at: Date): Promise<boolean>;
  /** As completeDocument: the page and its chunks replace the last copy together, once all are in. */
  completeUrlSource(id: string, page: { finalUrl: string; title: string | null; content: string; contentType: string }, chunks: string[], at: Date): Promise<boolean>;
  /** Marks the source `error` with the reason; a copy from an earlier fetch (content, fetched time, chunks) stays readable and searchable. */
  failUrlSource(id: string, reason: string, at: Date): Promise<void>;
  deleteUrlSource(id: string): Promise<void>;
  urlSourcesInStatus(statuses: UrlSourceStatus[]): Promise<UrlSourceRecord[]>;

  /** Of `ids`, those that are sources of this kind in this space (others are dropped unread). */
  ownedSources(spaceId: string, sourceType: KnowledgeSourceType, ids: string[]): Promise<string[]>;
  /** Full-text search over ready sources' chunks: best first. */
  searchChunks(query: ChunkQuery): Promise<ChunkHit[]>;
  /** A source's chunks in order (to embed them). */
  chunksOf(sourceType: KnowledgeSourceType, sourceId: string): Promise<{ chunkId: string; content: string }[]>;
  /** Stores chunk vectors made with `model` (a chunk's vector goes with the chunk when it is replaced or deleted). */
  saveEmbeddings(model: string, vectors: { chunkId: string; vector: number[] }[]): Promise<void>;
  /** The chunks nearest to `vector` (cosine) among those embedded with `model`: best first. */
  nearestChunks(query: ChunkQuery & { model: string; vector: number[] }): Promise<ChunkHit[]>;
  /** The opening chunks of the given sources (for ones referenced by id whose text the query does not match). */
  openingChunks(spaceId: string, sourceType: KnowledgeSourceType, sourceIds: string[], limit: number): Promise<ChunkHit[]>;

  brandVoice(spaceId: string): Promise<BrandVoiceRecord | null>;
  saveBrandVoice(voice: BrandVoiceRecord): Promise<BrandVoiceRecord>;
}
export const KnowledgeRepository: ServiceIdentifier<KnowledgeRepository> = Symbol.for('server.KnowledgeRepository');

/** Keeps uploaded document bytes (files under DATA_DIR by default). */
export interface DocumentStorage {
  put(key: string, data: Uint8Array): Promise<void>;
  get(key: string): Promise<Uint8Array | null>;
  delete(key: string): Promise<void>;
}
export const DocumentStorage: ServiceIdentifier<DocumentStorage> = Symbol.for('server.DocumentStorage');

/** What a file's bytes are, judged by content: a family the knowledge base reads, or what else it is. */
export type SniffResult = { family: 'pdf' | 'docx' | 'text' | 'empty' } | { unsupported: string };

/** A failure whose message a user can read (extraction, fetching): it becomes the source's `error_message`. */
export class KnowledgeFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'KnowledgeFailure';
  }
}

/**
 * Turns bytes into text cut into chunks (chunk-text.ts) with maintained libraries; throws KnowledgeFailure
 * with a readable reason. Reading and cutting untrusted files is heavy, so the server's adapter does both
 * away from its event loop, within a time and a memory limit. The bytes given to `documentChunks` and
 * `readable` are handed over (the adapter may move them to another thread): do not use them afterwards.
 */
export interface TextExtractor {
  sniff(bytes: Uint8Array): Promise<SniffResult>;
  /** A document's text, in chunks. */
  documentChunks(kind: DocumentKind, bytes: Uint8Array): Promise<string[]>;
  /** The readable part of a fetched resource (a web page's article, a text file, a PDF's text) and its chunks. */
  readable(contentType: string, bytes: Uint8Array, url: string): Promise<{ title: string | null; text: string; chunks: string[] }>;
}
export const TextExtractor: ServiceIdentifier<TextExtractor> = Symbol.for('server.TextExtractor');

export interface FetchedResource {
  finalUrl: string;
  contentType: string;
  body: Uint8Array;
}

/**
 * Fetches URLs for URL sources with limits (time, size, redirects) and SSRF protection: addresses
 * outside public unicast space are refused after DNS resolution and on every redirect, unless the
 * deployment's allow-list names the host. Throws KnowledgeFailure with a readable reason.
 */
export interface UrlFetcher {
  /** Checks a URL before it is accepted: scheme, host, resolved addresses. */
  vet(url: string): Promise<void>;
  fetch(url: string): Promise<FetchedResource>;
}
export const UrlFetcher: ServiceIdentifier<UrlFetcher> = Symbol.for('server.UrlFetcher');

/**
 * Vectors for texts, from the LLM provider when it offers embeddings (an OpenAI-compatible
 * `embeddings.create`); the offline engine offers none, and search is full-text alone.
 */
export interface EmbeddingProvider {
  /** The embedding model, or null when there are no embeddings in this deployment. */
  readonly model: string | null;
  /** One vector per text, in order. */
  embed(texts: string[]): Promise<number[][]>;
}
export const EmbeddingProvider: ServiceIdentifier<EmbeddingProvider> = Symbol.for('server.EmbeddingProvider');

/** Background jobs of the knowledge base (documents, URL sources, housekeeping; see knowledge-jobs.ts), on the same queue port as agent runs. */
export const KnowledgeQueue: ServiceIdentifier<RunQueue> = Symbol.for('server.KnowledgeQueue');

export interface KnowledgeSettings {
  maxUploadBytes: number;
  /** How long a signed upload URL stays valid. */
  uploadUrlTtlMs: number;
  /** How often abandoned signed uploads (link expired, no bytes) are swept away. */
  staleUploadSweepMs: number;
}
export const KnowledgeSettings: ServiceIdentifier<KnowledgeSettings> = Symbol.for('server.KnowledgeSettings');
