import { inject, injectable } from 'inversify';
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { Resettable } from '../stores/store-registry.ts';
import { ApiClient } from '../api/api-client.ts';
import { Uploader } from '../api/uploader.ts';
import { CurrentSpace } from '../spaces/current-space.ts';
import { PrefetchRegistry } from '../auth/prefetch-registry.ts';
import { storeError } from '../store-error.ts';
import type { ProgressCallback, UploadFile } from '../ports/upload.port.ts';
import {
  KnowledgeBaseMessages as M,
  type DocumentText,
  type KnowledgeDocument,
  type KnowledgeSearchHit,
} from '../../domain/knowledge/knowledge-base.ts';
import { cursorOf, DOCUMENTS_PAGE } from '../../domain/list-cursor.ts';
import { pathOf } from '../../domain/wire-route.ts';
import { KnowledgeBaseApi } from '../../domain/knowledge/knowledge-base-api.ts';

/** Whether `doc` comes after `last` in the list's order: newest first by creation, then by id (descending). */
function sortsAfter(doc: KnowledgeDocument, last: KnowledgeDocument): boolean {
  return doc.created_at < last.created_at || (doc.created_at === last.created_at && doc.id < last.id);
}

/**
 * Documents of the current space: list, upload (multipart or signed URL) with progress, delete, re-process,
 * search. Observable, so the screens read the list rather than copy it. URL sources are the URL
 * intelligence store's.
 */
@injectable()
export class KnowledgeBaseStore implements Resettable {
  readonly storeName = 'knowledge-base';
  documents: KnowledgeDocument[] = [];
  /** Documents older than the pages held may be left: "Load more documents" asks for the next page. */
  hasMoreDocuments = false;
  isLoadingMore = false;
  searchResults: KnowledgeSearchHit[] = [];
  isLoading = false;
  isUploading = false;
  /** Upload progress (0-100) by file name, while it lasts. */
  uploadProgress: Record<string, number> = {};
  private loading: Promise<KnowledgeDocument[]> | null = null;

  constructor(
    @inject(ApiClient) private readonly api: ApiClient,
    @inject(Uploader) private readonly uploader: Uploader,
    @inject(CurrentSpace) private readonly currentSpace: CurrentSpace,
    @inject(PrefetchRegistry) prefetch: PrefetchRegistry,
  ) {
    makeObservable<this, 'replaceDocument'>(this, {
      documents: observableRef,
      searchResults: observableRef,
      isLoading: observable,
      hasMoreDocuments: observable,
      isLoadingMore: observable,
      isUploading: observable,
      uploadProgress: observableRef,
      pendingDocuments: computed,
      reset: action,
      replaceDocument: action,
    });
    // Part of the post-login prefetch (with the brand voice); needs a space, fails quietly.
    prefetch.add('knowledge-base documents', async () => {
      if (this.currentSpace.id) await this.fetchDocuments().catch(() => undefined);
    });
  }

  reset(): void {
    this.documents = [];
    this.hasMoreDocuments = false;
    this.isLoadingMore = false;
    this.searchResults = [];
    this.isLoading = false;
    this.isUploading = false;
    this.uploadProgress = {};
    this.loading = null;
  }

  /**
   * Loads the newest page of documents (decision L1); calls while one is in flight share it. Read again (a poll,
   * a return to the screen), it replaces the newest page and keeps the older pages already loaded after it.
   */
  fetchDocuments(): Promise<KnowledgeDocument[]> {
    this.loading ??= (async () => {
      runInAction(() => (this.isLoading = true));
      try {
        const page = await this.api.call(KnowledgeBaseApi.documents, {}, undefined, { query: { limit: DOCUMENTS_PAGE } });
        runInAction(() => {
          const last = page.at(-1);
          // A full page may have more after it: those held from before that sort after its last row stay.
          const older = last && page.length >= DOCUMENTS_PAGE ? this.documents.filter((d) => sortsAfter(d, last) && !page.some((p) => p.id === d.id)) : [];
          this.documents = [...page, ...older];
          this.hasMoreDocuments = page.length >= DOCUMENTS_PAGE && (older.length === 0 || this.hasMoreDocuments);
        });
        return this.documents;
      } catch (error) {
        throw storeError(error, M.fetchDocumentsFailed);
      } finally {
        runInAction(() => (this.isLoading = false));
        this.loading = null;
      }
    })();
    return this.loading;
  }

  /** The next page of documents, after the oldest one held. */
  async loadMoreDocuments(): Promise<void> {
    const last = this.documents.at(-1);
    if (!last || !this.hasMoreDocuments || this.isLoadingMore) return;
    runInAction(() => (this.isLoadingMore = true));
    try {
      const before = cursorOf({ at: last.created_at, id: last.id });
      const page = await this.api.call(KnowledgeBaseApi.documents, {}, undefined, { query: { limit: DOCUMENTS_PAGE, before } });
      runInAction(() => {
        const held = new Set(this.documents.map((d) => d.id));
        this.documents = [...this.documents, ...page.filter((d) => !held.has(d.id))];
        this.hasMoreDocuments = page.length >= DOCUMENTS_PAGE;
      });
    } catch (error) {
      throw storeError(error, M.fetchDocumentsFailed);
    } finally {
      runInAction(() => (this.isLoadingMore = false));
    }
  }

  async fetchDocument(id: string): Promise<KnowledgeDocument> {
    try {
      const doc = await this.api.call(KnowledgeBaseApi.document, { id });
      this.replaceDocument(doc);
      return doc;
    } catch (error) {
      throw storeError(error, M.fetchDocumentsFailed);
    }
  }

  /** A document's extracted text and its chunks' places in it, for the document viewer (not kept: it can be large). */
  async fetchDocumentText(id: string): Promise<DocumentText> {
    try {
      return await this.api.call(KnowledgeBaseApi.documentText, { id });
    } catch (error) {
      throw storeError(error, M.fetchDocumentTextFailed);
    }
  }

  /** Multipart upload with progress; the new document (status queued) joins the list at the top. */
  async upload(file: UploadFile, onProgress?: ProgressCallback): Promise<KnowledgeDocument> {
    return this.tracked(file, onProgress, (progress) => this.uploader.upload<KnowledgeDocument>(pathOf(KnowledgeBaseApi.upload, {}), file, progress));
  }

  /** Signed-URL upload: asks for a short-lived URL, PUTs the file to it, then reads the new document back. */
  async uploadViaSignedUrl(file: UploadFile, onProgress?: ProgressCallback): Promise<KnowledgeDocument> {
    return this.tracked(file, onProgress, async (progress) => {
      const link = await this.api.call(KnowledgeBaseApi.uploadUrl, {}, { filename: file.name, size: file.size, content_type: file.type });
      await this.uploader.uploadToSignedUrl(link.upload_url, file, progress);
      return this.api.call(KnowledgeBaseApi.document, { id: link.document_id });
    });
  }

  async deleteDocument(id: string): Promise<void> {
    try {
      await this.api.call(KnowledgeBaseApi.deleteDocument, { id });
      runInAction(() => (this.documents = this.documents.filter((d) => d.id !== id)));
    } catch (error) {
      throw storeError(error, M.deleteDocumentFailed);
    }
  }

  async reprocess(id: string): Promise<KnowledgeDocument> {
    try {
      const doc = await this.api.call(KnowledgeBaseApi.reprocess, { id });
      this.replaceDocument(doc);
      return doc;
    } catch (error) {
      throw storeError(error, M.reprocessFailed);
    }
  }

  async search(query: string, k = 10): Promise<KnowledgeSearchHit[]> {
    try {
      const hits = await this.api.call(KnowledgeBaseApi.search, {}, undefined, { query: { q: query, k } });
      runInAction(() => (this.searchResults = hits));
      return hits;
    } catch (error) {
      throw storeError(error, M.searchFailed);
    }
  }

  /** Documents still queued or processing (a screen polls while there are any). */
  get pendingDocuments(): KnowledgeDocument[] {
    return this.documents.filter((d) => d.status === 'queued' || d.status === 'processing' || d.status === 'uploading');
  }

  private async tracked(file: UploadFile, onProgress: ProgressCallback | undefined, send: (progress: ProgressCallback) => Promise<KnowledgeDocument>): Promise<KnowledgeDocument> {
    runInAction(() => {
      this.isUploading = true;
      this.uploadProgress = { ...this.uploadProgress, [file.name]: 0 };
    });
    const progress: ProgressCallback = (percent) => {
      runInAction(() => (this.uploadProgress = { ...this.uploadProgress, [file.name]: percent }));
      onProgress?.(percent);
    };
    try {
      const doc = await send(progress);
      runInAction(() => (this.documents = [doc, ...this.documents.filter((d) => d.id !== doc.id)]));
      return doc;
    } catch (error) {
      throw storeError(error, M.uploadFailed);
    } finally {
      runInAction(() => {
        const { [file.name]: _done, ...rest } = this.uploadProgress;
        this.uploadProgress = rest;
        this.isUploading = Object.keys(rest).length > 0;
      });
    }
  }

  private replaceDocument(doc: KnowledgeDocument): void {
    const at = this.documents.findIndex((d) => d.id === doc.id);
    this.documents = at < 0 ? [doc, ...this.documents] : this.documents.map((d) => (d.id === doc.id ? doc : d));
  }
}
