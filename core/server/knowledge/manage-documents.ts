import { inject, injectable } from 'inversify';
import { DocumentStorage, KnowledgeQueue, KnowledgeSettings, KnowledgeRepository, TextExtractor, type DocumentRecord } from './ports.ts';
import { LinkSigner, type RunQueue } from '../agents/ports.ts';
import { Clock } from '../ports/clock.ts';
import { IdGenerator } from '../ports/id-generator.ts';
import { ServerError } from '../errors.ts';
import { KnowledgeServerMessages } from './knowledge-server-messages.ts';
import { resolveDocumentKind } from './resolve-document-kind.ts';
import { knowledgeJob } from './knowledge-jobs.ts';
import { documentView, searchHitView } from './knowledge-views.ts';
import { HybridChunkSearch } from './hybrid-chunk-search.ts';
import { stitchChunks } from './stitch-chunks.ts';
import { ACCEPTED_TYPES_TEXT, KIND_BY_EXTENSION, MIME_BY_KIND, extensionOf, formatMegabytes, type DocumentText, type KnowledgeDocument, type KnowledgeSearchHit } from '../../domain/knowledge/knowledge-base.ts';
import type { Principal } from '../auth/principal.ts';
import { pageAfter } from '../page-after.ts';
import { DOCUMENT_LIST_MAX } from '../../domain/list-cursor.ts';

/**
 * The knowledge base's documents in a space: upload (multipart, or a signed URL then a PUT), list, read,
 * delete, re-process, and search. Uploads are checked by content and size, stored, then processed in
 * the background (statuses queued, processing, ready, error).
 */
@injectable()
export class ManageDocuments {
  constructor(
    @inject(KnowledgeRepository) private readonly store: KnowledgeRepository,
    @inject(DocumentStorage) private readonly files: DocumentStorage,
    @inject(TextExtractor) private readonly extractor: TextExtractor,
    @inject(KnowledgeQueue) private readonly queue: RunQueue,
    @inject(KnowledgeSettings) private readonly settings: KnowledgeSettings,
    @inject(LinkSigner) private readonly signer: LinkSigner,
    @inject(Clock) private readonly clock: Clock,
    @inject(IdGenerator) private readonly ids: IdGenerator,
    @inject(HybridChunkSearch) private readonly chunks: HybridChunkSearch,
  ) {}

  get maxUploadBytes(): number {
    return this.settings.maxUploadBytes;
  }

  /** Newest first: `limit` documents (at most DOCUMENT_LIST_MAX) after the `before` cursor (list-cursor.ts, decision L1). */
  async list(spaceId: string, page: { limit?: number; before?: string } = {}): Promise<KnowledgeDocument[]> {
    const after = pageAfter(page.before, 'before');
    const limit = Math.min(page.limit ?? DOCUMENT_LIST_MAX, DOCUMENT_LIST_MAX);
    return (await this.store.listDocuments(spaceId, { limit, after })).map(documentView);
  }

  async get(spaceId: string, id: string): Promise<KnowledgeDocument> {
    return documentView(await this.owned(spaceId, id));
  }

  /** A document's extracted text and where its chunks lie in it (no chunks, an empty text, until it is processed). */
  async text(spaceId: string, id: string): Promise<DocumentText> {
    const doc = await this.owned(spaceId, id);
    const { text, spans } = stitchChunks((await this.store.chunksOf('document', id)).map((c) => c.content));
    return { document_id: doc.id, filename: doc.filename, kind: doc.kind, text, chunks: spans.map((span, index) => ({ index, ...span })) };
  }

  async upload(principal: Principal, spaceId: string, filename: string, bytes: Uint8Array): Promise<KnowledgeDocument> {
    const name = cleanFilename(filename);
    this.checkSize(bytes.byteLength);
    const kind = resolveDocumentKind(name, await this.extractor.sniff(bytes));
    const now = this.clock.now();
    const id = this.ids.next();
    const doc: DocumentRecord = {
      id, orgId: principal.orgId!, spaceId, filename: name, kind, mimeType: MIME_BY_KIND[kind], sizeBytes: bytes.byteLength, status: 'queued',
      errorMessage: null, storageKey: storageKey(principal.orgId!, spaceId, id), chunkCount: 0, uploadedBy: principal.userId, createdAt: now, updatedAt: now, processedAt: null,
    };
    await this.files.put(doc.storageKey, bytes);
    await this.store.addDocument(doc);
    await this.queue.enqueue(knowledgeJob('document', id, this.ids.next()));
    return documentView(doc);
  }

  /** Step one of a signed upload: a document waiting for its bytes, and a short-lived URL to PUT them to. */
  async createUploadUrl(principal: Principal, spaceId: string, filename: string, size?: number): Promise<{ document_id: string; path: string; expires_at: string }> {
    const name = cleanFilename(filename);
    const ext = extensionOf(name);
    const kind = KIND_BY_EXTENSION[ext];
    if (!kind) throw new ServerError('KB.UNSUPPORTED_TYPE', KnowledgeServerMessages.uploadUnsupportedName(ext, ACCEPTED_TYPES_TEXT));
    if (size !== undefined) this.checkSize(size);
    const now = this.clock.now();
    const id = this.ids.next();
    await this.store.addDocument({
      id, orgId: principal.orgId!, spaceId, filename: name, kind, mimeType: MIME_BY_KIND[kind], sizeBytes: size ?? 0, status: 'uploading',
      errorMessage: null, storageKey: storageKey(principal.orgId!, spaceId, id), chunkCount: 0, uploadedBy: principal.userId, createdAt: now, updatedAt: now, processedAt: null,
    });
    const expires = now.getTime() + this.settings.uploadUrlTtlMs;
    const sig = this.signer.sign(`kb-upload:${id}`, expires);
    return { document_id: id, path: `/knowledge-base/documents/${encodeURIComponent(id)}/content?expires=${expires}&sig=${sig}`, expires_at: new Date(expires).toISOString() };
  }

  /** Step two: the PUT to the signed URL. The URL is the authority; it works once, until it expires. */
  async receiveSignedUpload(id: string, expires: number | undefined, sig: string | undefined, bytes: Uint8Array): Promise<KnowledgeDocument> {
    const doc = await this.checkUploadLink(id, expires, sig);
    try {
      this.checkSize(bytes.byteLength);
      const kind = resolveDocumentKind(doc.filename, await this.extractor.sniff(bytes));
      if (kind !== doc.kind) throw new ServerError('KB.UNSUPPORTED_TYPE', KnowledgeServerMessages.uploadRenamed(extensionOf(doc.filename), MIME_BY_KIND[kind]));
    } catch (error) {
      // A refused upload leaves nothing behind: the waiting doc goes, the link with it.
      await this.store.deleteDocument(id);
      throw error;
    }
    await this.files.put(doc.storageKey, bytes);
    if (!(await this.store.transitionDocument(id, ['uploading'], 'queued', this.clock.now(), { sizeBytes: bytes.byteLength }))) {
      // Swept (expired) or taken by a concurrent PUT meanwhile: these bytes belong to no document.
      if (!(await this.store.findDocument(id))) await this.files.delete(doc.storageKey);
      throw new ServerError('KB.LINK_INVALID', KnowledgeServerMessages.uploadLinkInvalid);
    }
    await this.queue.enqueue(knowledgeJob('document', id, this.ids.next()));
    return documentView((await this.store.findDocument(id))!);
  }

  /** Checked before the bytes are read, so a bad link costs the server nothing. */
  async checkUploadLink(id: string, expires: number | undefined, sig: string | undefined): Promise<DocumentRecord> {
    const valid = expires !== undefined && sig !== undefined && expires > this.clock.now().getTime() && this.signer.verify(`kb-upload:${id}`, expires, sig);
    const doc = valid ? await this.store.findDocument(id) : null;
    if (!doc || doc.status !== 'uploading') throw new ServerError('KB.LINK_INVALID', KnowledgeServerMessages.uploadLinkInvalid);
    return doc;
  }

  async delete(spaceId: string, id: string): Promise<void> {
    const doc = await this.owned(spaceId, id);
    await this.store.deleteDocument(id);
    await this.files.delete(doc.storageKey);
  }

  async reprocess(spaceId: string, id: string): Promise<KnowledgeDocument> {
    await this.owned(spaceId, id);
    if (!(await this.store.transitionDocument(id, ['ready', 'error'], 'queued', this.clock.now(), { errorMessage: null }))) {
      throw new ServerError('KB.BUSY', KnowledgeServerMessages.documentBusy);
    }
    await this.queue.enqueue(knowledgeJob('document', id, this.ids.next()));
    return documentView((await this.store.findDocument(id))!);
  }

  async search(spaceId: string, query: string, k: number): Promise<KnowledgeSearchHit[]> {
    const [documents, urls] = await Promise.all([
      this.chunks.search({ spaceId, sourceType: 'document', query, limit: k }),
      this.chunks.search({ spaceId, sourceType: 'url', query, limit: k }),
    ]);
    return [...documents, ...urls].sort((a, b) => b.score - a.score).slice(0, k).map(searchHitView);
  }

  private async owned(spaceId: string, id: string): Promise<DocumentRecord> {
    const doc = await this.store.findDocument(id);
    // Another space's doc and a missing one answer alike.
    if (!doc || doc.spaceId !== spaceId) throw new ServerError('KB.DOCUMENT_NOT_FOUND', KnowledgeServerMessages.documentNotFound);
    return doc;
  }

  private checkSize(bytes: number): void {
    if (bytes > this.settings.maxUploadBytes) throw new ServerError('KB.TOO_LARGE', KnowledgeServerMessages.uploadTooLarge(formatMegabytes(this.settings.maxUploadBytes)));
  }
}

function storageKey(orgId: string, spaceId: string, id: string): string {
  return `${orgId}/${spaceId}/${id}`;
}

/** The name as shown: no folders, no control characters, at most 200 characters. */
function cleanFilename(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(-200);
  return clean || 'document';
}
