/** The knowledge base as the API shows it, shared by the server and the client cores. */

/** `uploading`: a signed upload URL was handed out and its bytes have not arrived yet. */
export type DocumentStatus = 'uploading' | 'queued' | 'processing' | 'ready' | 'error';
export type DocumentKind = 'pdf' | 'docx' | 'txt' | 'markdown' | 'html' | 'csv';
export type UrlSourceStatus = 'queued' | 'processing' | 'ready' | 'error';

export interface KnowledgeDocument {
  id: string;
  filename: string;
  kind: DocumentKind;
  mime_type: string;
  size_bytes: number;
  status: DocumentStatus;
  error_message: string | null;
  chunk_count: number;
  uploaded_by: string;
  created_at: string;
  updated_at: string;
  processed_at: string | null;
}

export interface UrlSource {
  id: string;
  url: string;
  final_url: string | null;
  title: string | null;
  content_type: string | null;
  status: UrlSourceStatus;
  error_message: string | null;
  fetched_at: string | null;
  created_by: string;
  created_at: string;
  updated_at: string;
}

/** One URL source with its readable content (the /knowledge-base/urls/{id}/view screen). */
export interface UrlSourceWithContent extends UrlSource {
  content: string | null;
}

/**
 * A document's extracted text, as the viewer shows it: the text the knowledge base indexed (its chunks joined
 * where they overlap) and where each chunk lies in it, so a search hit or a cited passage opens at its chunk.
 * Pages are not known: PDF text is extracted with its pages merged.
 */
export interface DocumentText {
  document_id: string;
  filename: string;
  kind: DocumentKind;
  text: string;
  /** Each chunk's place in `text` (start inclusive, end exclusive), by chunk index. */
  chunks: { index: number; start: number; end: number }[];
}

export interface KnowledgeSearchHit {
  source_type: 'document' | 'url';
  /** The document or URL source id. */
  source_id: string;
  title: string;
  chunk_id: string;
  chunk_index: number;
  snippet: string;
  score: number;
}

export interface BrandVoice {
  content: string | null;
  updated_at: string | null;
  created_by: string | null;
  /** Who saved it last: id, name and email (the server always sends them). */
  updated_by?: string | null;
  updated_by_name?: string | null;
  updated_by_email?: string | null;
}

/** A page of the space's documents: `before` is the cursor of the last document of the page before. */
export type DocumentListQuery = {
  limit?: number;
  before?: string;
};

/** A search of the space's knowledge: the words, and how many passages at most. */
export type KnowledgeSearchQuery = {
  q: string;
  k?: number;
};

/** Asks for a short-lived address to PUT a file's bytes to. */
export interface UploadUrlRequest {
  filename: string;
  size?: number;
  content_type?: string;
}

export interface NewUrlSource {
  url: string;
}

/** Whether this text is a brand voice: blanks are none (the server stores them as none; agents and the checklist skip them). */
export function hasBrandVoice(content: string | null | undefined): content is string {
  return !!content && content.trim() !== '';
}

export interface BrandVoiceUpdate {
  content: string;
}

export interface UploadUrlResponse {
  document_id: string;
  upload_url: string;
  expires_at: string;
}

/** File name endings the knowledge base takes, and the kind each names. The content must agree. */
export const KIND_BY_EXTENSION: Record<string, DocumentKind> = {
  pdf: 'pdf',
  docx: 'docx',
  txt: 'txt',
  text: 'txt',
  md: 'markdown',
  markdown: 'markdown',
  html: 'html',
  htm: 'html',
  csv: 'csv',
};

export const MIME_BY_KIND: Record<DocumentKind, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain',
  markdown: 'text/markdown',
  html: 'text/html',
  csv: 'text/csv',
};

export const ACCEPTED_TYPES_TEXT = 'PDF, DOCX, TXT, Markdown, HTML or CSV';
export const DEFAULT_MAX_UPLOAD_BYTES = 25 * 1024 * 1024;

const MAX_UNPACKED_UPLOAD_LIMITS = 50;
const MAX_UNPACK_RATIO = 100;
const UNPACKED_FLOOR_BYTES = 16 * 1024 * 1024;

/**
 * How far an archive-based upload (a DOCX is a ZIP) may unpack: to 100 times its own size (16 MB at
 * least), and never past 50 times the upload limit. Deflate packs real documents 3 to 30 fold and a zip
 * bomb about 1000 fold; the floor keeps small files of odd shape readable.
 */
export function maxUnpackedBytes(fileBytes: number, maxUploadBytes: number): number {
  return Math.min(MAX_UNPACKED_UPLOAD_LIMITS * maxUploadBytes, Math.max(MAX_UNPACK_RATIO * fileBytes, UNPACKED_FLOOR_BYTES));
}

export function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot > 0 ? filename.slice(dot + 1).toLowerCase() : '';
}

export function formatMegabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return mb >= 1 ? `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The knowledge-base stores' fallback failure texts (the server's own message wins when it sends one). */
export const KnowledgeBaseMessages = {
  fetchDocumentsFailed: 'Failed to load documents',
  fetchDocumentTextFailed: 'Failed to load the document',
  uploadFailed: 'Upload failed',
  deleteDocumentFailed: 'Failed to delete document',
  reprocessFailed: 'Failed to re-process document',
  searchFailed: 'Search failed',
  fetchUrlsFailed: 'Failed to load URL sources',
  addUrlFailed: 'Failed to add URL',
  refreshUrlFailed: 'Failed to refresh URL',
  deleteUrlFailed: 'Failed to delete URL source',
  fetchBrandVoiceFailed: 'Failed to load brand voice',
  saveBrandVoiceFailed: 'Failed to save brand voice',
  fetchAssetsFailed: 'Failed to load assets',
  previewFailed: 'The preview could not be loaded; download the file instead',
} as const;
