import { inject, injectable } from 'inversify';
import type { Resettable } from './store-registry.ts';
import { ApiClient } from '../api/api-client.ts';
import { Uploader } from '../api/uploader.ts';
import { CurrentSpace } from '../spaces/current-space.ts';
import { PrefetchRegistry } from '../auth/prefetch-registry.ts';
import { storeError } from '../store-error.ts';
import type { ProgressCallback, UploadFile } from '../ports/upload.port.ts';
import {
  KnowledgeBaseMessages as M,
  type KnowledgeDocument,
  type KnowledgeSearchHit,
  type UploadUrlResponse,
  type UrlSource,
  type UrlSourceWithContent,
} from '../../domain/knowledge-base.ts';

/** Documents and URL sources of the current space: list, upload (multipart or signed URL) with progress, delete, re-process, search. */
@injectable()
export class KnowledgeBaseStore implements Resettable {
  readonly storeName = 'knowledge-base';
  documents: KnowledgeDocument[] = [];
  urlSources: UrlSource[] = [];
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
        // Part of the post-login prefetch (with the brand voice); needs a space, fails quietly.
    prefetch.add('knowledge-base documents', async () => {
      if (this.currentSpace.id) await this.fetchDocuments().catch(() => undefined);
    });
  }

  reset(): void {
    this.documents = [];
    this.urlSources = [];
    this.searchResults = [];
    this.isLoading = false;
    this.isUploading = false;
    this.uploadProgress = {};
    this.loading = null;
  }

  /** Loads the documents; calls while one is in flight share it. */
  fetchDocuments(): Promise<KnowledgeDocument[]> {
    this.loading ??= (async () => {
      this.isLoading = true;
      try {
        this.documents = await this.api.get<KnowledgeDocument[]>('/knowledge-base/documents');
        return this.documents;
      } catch (error) {
        throw storeError(error, M.fetchDocumentsFailed);
      } finally {
        this.isLoading = false;
        this.loading = null;
      }
    })();
    return this.loading;
  }

  async fetchDocument(id: string): Promise<KnowledgeDocument> {
    try {
      const doc = await this.api.get<KnowledgeDocument>(`/knowledge-base/documents/${encodeURIComponent(id)}`);
      this.replaceDocument(doc);
      return doc;
    } catch (error) {
      throw storeError(error, M.fetchDocumentsFailed);
    }
  }

  /** Multipart upload with progress; the new document (status queued) joins the list at the top. */
  async upload(file: UploadFile, onProgress?: ProgressCallback): Promise<KnowledgeDocument> {
    return this.tracked(file, onProgress, (progress) => this.uploader.upload<KnowledgeDocument>('/knowledge-base/documents', file, progress));
  }

  /** Signed-URL upload: asks for a short-lived URL, PUTs the file to it, then reads the new document back. */
  async uploadViaSignedUrl(file: UploadFile, onProgress?: ProgressCallback): Promise<KnowledgeDocument> {
    return this.tracked(file, onProgress, async (progress) => {
      const link = await this.api.post<UploadUrlResponse>('/knowledge-base/documents/upload-url', { filename: file.name, size: file.size, content_type: file.type });
      await this.uploader.uploadToSignedUrl(link.upload_url, file, progress);
      return this.api.get<KnowledgeDocument>(`/knowledge-base/documents/${encodeURIComponent(link.document_id)}`);
    });
  }

  async deleteDocument(id: string): Promise<void> {
    try {
      await this.api.delete(`/knowledge-base/documents/${encodeURIComponent(id)}`);
      this.documents = this.documents.filter((d) => d.id !== id);
    } catch (error) {
      throw storeError(error, M.deleteDocumentFailed);
    }
  }

  async reprocess(id: string): Promise<KnowledgeDocument> {
    try {
      const doc = await this.api.post<KnowledgeDocument>(`/knowledge-base/documents/${encodeURIComponent(id)}/reprocess`);
      this.replaceDocument(doc);
      return doc;
    } catch (error) {
      throw storeError(error, M.reprocessFailed);
    }
  }

  async search(query: string, k = 10): Promise<KnowledgeSearchHit[]> {
    try {
      this.searchResults = await this.api.get<KnowledgeSearchHit[]>(`/knowledge-base/search?q=${encodeURIComponent(query)}&k=${k}`);
      return this.searchResults;
    } catch (error) {
      throw storeError(error, M.searchFailed);
    }
  }

  async fetchUrlSources(): Promise<UrlSource[]> {
    try {
      this.urlSources = await this.api.get<UrlSource[]>('/knowledge-base/urls');
      return this.urlSources;
    } catch (error) {
      throw storeError(error, M.fetchUrlsFailed);
    }
  }

  /** One URL source with its readable content (the view screen). */
  async fetchUrlSource(id: string): Promise<UrlSourceWithContent> {
    try {
      const source = await this.api.get<UrlSourceWithContent>(`/knowledge-base/urls/${encodeURIComponent(id)}`);
      const { content: _content, ...summary } = source;
      this.replaceUrlSource(summary);
      return source;
    } catch (error) {
      throw storeError(error, M.fetchUrlsFailed);
    }
  }

  async addUrl(url: string): Promise<UrlSource> {
    try {
      const source = await this.api.post<UrlSource>('/knowledge-base/urls', { url });
      this.urlSources = [source, ...this.urlSources];
      return source;
    } catch (error) {
      throw storeError(error, M.addUrlFailed);
    }
  }

  async refreshUrl(id: string): Promise<UrlSource> {
    try {
      const source = await this.api.post<UrlSource>(`/knowledge-base/urls/${encodeURIComponent(id)}/refresh`);
      this.replaceUrlSource(source);
      return source;
    } catch (error) {
      throw storeError(error, M.refreshUrlFailed);
    }
  }

  async deleteUrl(id: string): Promise<void> {
    try {
      await this.api.delete(`/knowledge-base/urls/${encodeURIComponent(id)}`);
      this.urlSources = this.urlSources.filter((s) => s.id !== id);
    } catch (error) {
      throw storeError(error, M.deleteUrlFailed);
    }
  }

  /** Documents still queued or processing (a screen polls while there are any). */
  get pendingDocuments(): KnowledgeDocument[] {
    return this.documents.filter((d) => d.status === 'queued' || d.status === 'processing' || d.status === 'uploading');
  }

  private async tracked(file: UploadFile, onProgress: ProgressCallback | undefined, send: (progress: ProgressCallback) => Promise<KnowledgeDocument>): Promise<KnowledgeDocument> {
    this.isUploading = true;
    this.uploadProgress = { ...this.uploadProgress, [file.name]: 0 };
    const progress: ProgressCallback = (percent) => {
      this.uploadProgress = { ...this.uploadProgress, [file.name]: percent };
      onProgress?.(percent);
    };
    try {
      const doc = await send(progress);
      this.documents = [doc, ...this.documents.filter((d) => d.id !== doc.id)];
      return doc;
    } catch (error) {
      throw storeError(error, M.uploadFailed);
    } finally {
      const { [file.name]: _done, ...rest } = this.uploadProgress;
      this.uploadProgress = rest;
      this.isUploading = Object.keys(rest).length > 0;
    }
  }

  private replaceDocument(doc: KnowledgeDocument): void {
    const at = this.documents.findIndex((d) => d.id === doc.id);
    this.documents = at < 0 ? [doc, ...this.documents] : this.documents.map((d) => (d.id === doc.id ? doc : d));
  }

  private replaceUrlSource(source: UrlSource): void {
    const at = this.urlSources.findIndex((s) => s.id === source.id);
    this.urlSources = at < 0 ? [source, ...this.urlSources] : this.urlSources.map((s) => (s.id === source.id ? source : s));
  }
}
