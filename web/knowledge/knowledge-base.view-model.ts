import { actionBound, computed, makeObservable, observable, runInAction } from 'mobx';
import type { KnowledgeBaseStore } from '../../core/client/knowledge/knowledge-base-store.ts';
import type { UrlIntelligenceStore } from '../../core/client/knowledge/url-intelligence-store.ts';
import type { Clock } from '../../core/client/ports/clock.port.ts';
import { KB_POLL_MS, PollTimer, acceptedExtensions, isPending } from '../../core/client/knowledge/knowledge-base-processing.ts';
import { fileProblem, type PickedFile } from './file-problem.ts';
import type { UploadFile } from '../../core/client/ports/upload.port.ts';
import {
  ACCEPTED_TYPES_TEXT,
  DEFAULT_MAX_UPLOAD_BYTES,
  formatMegabytes,
  type DocumentStatus,
  type KnowledgeDocument,
  type KnowledgeSearchHit,
  type UrlSource,
  type UrlSourceStatus,
} from '../../core/domain/knowledge/knowledge-base.ts';
import { fieldProblemsOf } from '../../core/domain/field-errors.ts';
import type { Notifier } from '../view-models/notifier.ts';
import { LoadState, messageOf, type LoadStatus } from '../view-models/load-state.ts';
import { localDateTime } from '../adapters/local-date-text.ts';
import { KnowledgeText } from './knowledge-text.ts';

/** How often the documents are read again while any is queued or processing (the core's schedule). */
export { KB_POLL_MS };

export type KnowledgeBaseTab = 'documents' | 'urls';
export type TagIntent = 'none' | 'primary' | 'success' | 'warning' | 'danger';

export const STATUS_INTENT: Record<DocumentStatus | UrlSourceStatus, TagIntent> = {
  uploading: 'primary',
  queued: 'none',
  processing: 'primary',
  ready: 'success',
  error: 'danger',
};

/** The tab a `?tab=` query selects (spec route table: `?tab=urls` is URL sources). */
export function tabFromQuery(tab: string | null): KnowledgeBaseTab {
  return tab === 'urls' ? 'urls' : 'documents';
}

/** Null when the text looks like an http(s) address, else why not. */
export function urlProblem(text: string): string | null {
  const value = text.trim();
  if (!value) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return KnowledgeText.urlNotHttp;
    if (!url.hostname) return KnowledgeText.urlInvalid;
    return null;
  } catch {
    return KnowledgeText.urlInvalid;
  }
}

/**
 * The server's own words for a refusal. Field errors arrive as `{detail: [{msg}]}`, which the
 * core's generic mapping turns into a fallback ("Failed to add URL"); the reasons are what the
 * user needs (e.g. "Refused: 127.0.0.1 is a loopback address, not a public one").
 */
export function refusalText(error: unknown): string {
  // Field errors only: a refusal's one text (a `detail` string, field null) is the error's message already, or the
  // spec's text for its status, which messageOf keeps.
  const reasons = fieldProblemsOf(error)
    .filter((problem) => problem.field !== null)
    .map((problem) => problem.message)
    .filter((message) => message.trim() !== '');
  if (reasons.length > 0) return [...new Set(reasons)].join('; ');
  return messageOf(error);
}


/**
 * Knowledge base (/knowledge-base): documents with upload, polling, delete, re-process and search; URL sources.
 * Both lists are the stores' own (observable), read rather than copied: what a store learns shows here.
 */
export class KnowledgeBaseViewModel {
  uploads: { name: string; percent: number }[] = [];
  uploadError: string | null = null;

  query = '';
  searching = false;
  searched = false;
  searchError: string | null = null;
  hits: KnowledgeSearchHit[] = [];

  pendingDelete: { kind: 'document' | 'url'; id: string; name: string } | null = null;
  busy: Record<string, boolean> = {};

  newUrl = '';
  addingUrl = false;
  addUrlError: string | null = null;

  private readonly poll: PollTimer;
  private active = false;
  private readonly documentsLoad = new LoadState();
  private readonly urlsLoad = new LoadState();

  constructor(
    private readonly store: KnowledgeBaseStore,
    private readonly urls: UrlIntelligenceStore,
    clock: Clock,
    private readonly notifier: Notifier,
    private readonly maxUploadBytes = DEFAULT_MAX_UPLOAD_BYTES,
  ) {
    this.poll = new PollTimer(clock, KB_POLL_MS);
    makeObservable<this, 'schedulePoll' | 'cancelPoll' | 'setProgress' | 'refuse'>(this, {
      uploads: observable,
      uploadError: observable,
      query: observable,
      searching: observable,
      searched: observable,
      searchError: observable,
      hits: observable,
      pendingDelete: observable,
      busy: observable,
      newUrl: observable,
      addingUrl: observable,
      addUrlError: observable,
      documents: computed,
      hasMoreDocuments: computed,
      isLoadingMoreDocuments: computed,
      urlSources: computed,
      status: computed,
      error: computed,
      urlStatus: computed,
      urlError: computed,
      hasPendingDocuments: computed,
      hasPendingUrls: computed,
      hasPending: computed,
      isUploading: computed,
      acceptAttribute: computed,
      acceptedText: computed,
      canSearch: computed,
      newUrlProblem: computed,
      canAddUrl: computed,
      loadMoreDocuments: actionBound,
      start: actionBound,
      stop: actionBound,
      load: actionBound,
      refresh: actionBound,
      schedulePoll: actionBound,
      cancelPoll: actionBound,
      uploadFiles: actionBound,
      setProgress: actionBound,
      refuse: actionBound,
      dismissUploadError: actionBound,
      reprocess: actionBound,
      askDelete: actionBound,
      cancelDelete: actionBound,
      confirmDelete: actionBound,
      setQuery: actionBound,
      search: actionBound,
      loadUrls: actionBound,
      setNewUrl: actionBound,
      addUrl: actionBound,
      refreshUrl: actionBound,
    });
  }

  get documents(): KnowledgeDocument[] {
    return this.store.documents;
  }

  /** Older documents than the pages shown are left: the list offers "Load more documents". */
  get hasMoreDocuments(): boolean {
    return this.store.hasMoreDocuments;
  }

  get isLoadingMoreDocuments(): boolean {
    return this.store.isLoadingMore;
  }

  /** The next page of documents below the list; a failure is a toast, the list stays. */
  async loadMoreDocuments(): Promise<void> {
    try {
      await this.store.loadMoreDocuments();
    } catch (error) {
      this.notifier.show({ message: messageOf(error), intent: 'danger' });
    }
  }

  get urlSources(): UrlSource[] {
    return this.urls.sources;
  }

  get status(): LoadStatus {
    return this.documentsLoad.status;
  }

  get error(): string | null {
    return this.documentsLoad.error;
  }

  get urlStatus(): LoadStatus {
    return this.urlsLoad.status;
  }

  get urlError(): string | null {
    return this.urlsLoad.error;
  }

  /** The screen mounted: load both lists; polling starts when a document is pending. */
  start(): void {
    this.active = true;
    void this.load();
    void this.loadUrls();
  }

  /** The screen left: no more polling. */
  stop(): void {
    this.active = false;
    this.cancelPoll();
  }

  get hasPendingDocuments(): boolean {
    return this.documents.some((d) => isPending(d.status));
  }

  get hasPendingUrls(): boolean {
    return this.urlSources.some((s) => isPending(s.status));
  }

  /** Anything the server is still working on: the screen reads the lists again until it is done. */
  get hasPending(): boolean {
    return this.hasPendingDocuments || this.hasPendingUrls;
  }

  get isUploading(): boolean {
    return this.uploads.length > 0;
  }

  get acceptAttribute(): string {
    return acceptedExtensions();
  }

  get acceptedText(): string {
    return KnowledgeText.accepted(ACCEPTED_TYPES_TEXT, formatMegabytes(this.maxUploadBytes));
  }

  async load(): Promise<void> {
    // The store keeps the list; the load only tracks loading, error and ready.
    const loaded = await this.documentsLoad.run(() => this.store.fetchDocuments(), () => undefined);
    if (loaded) this.schedulePoll();
  }

  /** Reads the list again quietly (the poll): a failure keeps what is shown and tries again later. */
  async refresh(): Promise<void> {
    // A failed read leaves the stores' lists as they were; the next tick tries again.
    await Promise.all([
      this.hasPendingDocuments ? this.store.fetchDocuments().catch(() => null) : null,
      this.hasPendingUrls ? this.urls.fetchUrlSources().catch(() => null) : null,
    ]);
    this.schedulePoll();
  }

  private schedulePoll(): void {
    this.cancelPoll();
    if (!this.active || !this.hasPending) return;
    this.poll.schedule(() => void this.refresh());
  }

  private cancelPoll(): void {
    this.poll.cancel();
  }

  /** Why the file will not be taken, before anything is sent; null when it can go. */
  fileProblem(file: PickedFile): string | null {
    return fileProblem(file, this.maxUploadBytes);
  }

  /** Uploads each file in turn with progress; refusals (ours or the server's) show as a callout beside it. */
  async uploadFiles(files: readonly (PickedFile & { data?: unknown })[]): Promise<void> {
    this.uploadError = null;
    for (const file of files) {
      const problem = this.fileProblem(file);
      if (problem) {
        this.refuse(problem);
        continue;
      }
      const upload: UploadFile = { name: file.name, type: file.type || 'application/octet-stream', size: file.size, data: file.data ?? file };
      this.uploads = [...this.uploads, { name: file.name, percent: 0 }];
      try {
        await this.store.upload(upload, (percent) => this.setProgress(file.name, percent));
        this.documentsLoad.markReady();
        this.notifier.show({ message: KnowledgeText.uploaded(file.name), intent: 'success' });
      } catch (error) {
        this.refuse(refusalText(error));
      } finally {
        runInAction(() => {
          this.uploads = this.uploads.filter((u) => u.name !== file.name);
        });
      }
    }
    this.schedulePoll();
  }

  private setProgress(name: string, percent: number): void {
    this.uploads = this.uploads.map((u) => (u.name === name ? { name, percent } : u));
  }

  /**
   * Said once, beside the upload: the callout stays (and is announced) until dismissed, so a toast would only repeat
   * it. An action of its own, as it is called after the uploads' awaits.
   */
  private refuse(message: string): void {
    this.uploadError = message;
  }

  dismissUploadError(): void {
    this.uploadError = null;
  }

  async reprocess(doc: KnowledgeDocument): Promise<void> {
    this.busy = { ...this.busy, [doc.id]: true };
    try {
      await this.store.reprocess(doc.id);
      this.notifier.show({ message: KnowledgeText.reprocessing(doc.filename), intent: 'primary' });
      this.schedulePoll();
    } catch (error) {
      this.notifier.show({ message: refusalText(error), intent: 'danger' });
    } finally {
      runInAction(() => {
        this.busy = { ...this.busy, [doc.id]: false };
      });
    }
  }

  askDelete(kind: 'document' | 'url', id: string, name: string): void {
    this.pendingDelete = { kind, id, name };
  }

  cancelDelete(): void {
    this.pendingDelete = null;
  }

  async confirmDelete(): Promise<void> {
    const target = this.pendingDelete;
    if (!target) return;
    this.pendingDelete = null;
    try {
      if (target.kind === 'document') {
        await this.store.deleteDocument(target.id);
        runInAction(() => {
          this.hits = this.hits.filter((h) => h.source_id !== target.id);
        });
      } else {
        await this.urls.deleteUrl(target.id);
      }
      this.notifier.show({ message: KnowledgeText.deleted(target.name), intent: 'success' });
    } catch (error) {
      this.notifier.show({ message: refusalText(error), intent: 'danger' });
    }
  }

  setQuery(value: string): void {
    this.query = value;
    if (!value.trim()) {
      this.hits = [];
      this.searched = false;
      this.searchError = null;
    }
  }

  get canSearch(): boolean {
    return this.query.trim().length > 0 && !this.searching;
  }

  async search(): Promise<void> {
    const q = this.query.trim();
    if (!q) return;
    this.searching = true;
    this.searchError = null;
    try {
      const hits = await this.store.search(q);
      runInAction(() => {
        this.hits = hits;
        this.searched = true;
      });
    } catch (error) {
      runInAction(() => {
        this.searchError = refusalText(error);
      });
    } finally {
      runInAction(() => {
        this.searching = false;
      });
    }
  }

  // URL sources

  async loadUrls(): Promise<void> {
    const loaded = await this.urlsLoad.run(() => this.urls.fetchUrlSources(), () => undefined);
    if (loaded) this.schedulePoll();
  }

  setNewUrl(value: string): void {
    this.newUrl = value;
    this.addUrlError = null;
  }

  get newUrlProblem(): string | null {
    return urlProblem(this.newUrl);
  }

  get canAddUrl(): boolean {
    return this.newUrl.trim().length > 0 && !this.newUrlProblem && !this.addingUrl;
  }

  async addUrl(): Promise<void> {
    if (!this.canAddUrl) return;
    this.addingUrl = true;
    this.addUrlError = null;
    try {
      await this.urls.addUrl(this.newUrl.trim());
      runInAction(() => {
        this.newUrl = '';
        this.urlsLoad.markReady();
      });
      this.notifier.show({ message: KnowledgeText.urlAdded, intent: 'success' });
      this.schedulePoll();
    } catch (error) {
      runInAction(() => {
        this.addUrlError = refusalText(error);
      });
    } finally {
      runInAction(() => {
        this.addingUrl = false;
      });
    }
  }

  async refreshUrl(source: UrlSource): Promise<void> {
    this.busy = { ...this.busy, [source.id]: true };
    try {
      await this.urls.refreshUrl(source.id);
      this.notifier.show({ message: KnowledgeText.urlRefreshed, intent: 'success' });
      this.schedulePoll();
    } catch (error) {
      this.notifier.show({ message: refusalText(error), intent: 'danger' });
    } finally {
      runInAction(() => {
        this.busy = { ...this.busy, [source.id]: false };
      });
    }
  }
}

/** One URL source with its extracted content (/knowledge-base/urls/{id} and /view). */
export class UrlSourceViewModel {
  source: (UrlSource & { content: string | null }) | null = null;
  refreshing = false;
  deleted = false;
  private readonly state = new LoadState();

  constructor(
    private readonly store: UrlIntelligenceStore,
    private readonly notifier: Notifier,
  ) {
    makeObservable(this, {
      source: observable,
      refreshing: observable,
      deleted: observable,
      status: computed,
      error: computed,
      title: computed,
      load: actionBound,
      refresh: actionBound,
      remove: actionBound,
    });
  }

  get status(): LoadStatus {
    return this.state.status;
  }

  get error(): string | null {
    return this.state.error;
  }

  get title(): string {
    return this.source?.title || this.source?.url || '';
  }

  async load(id: string): Promise<void> {
    await this.state.run(
      () => this.store.fetchUrlSource(id),
      (source) => {
        this.source = source;
      },
    );
  }

  async refresh(): Promise<void> {
    const source = this.source;
    if (!source) return;
    this.refreshing = true;
    try {
      await this.store.refreshUrl(source.id);
      const fresh = await this.store.fetchUrlSource(source.id);
      runInAction(() => {
        this.source = fresh;
      });
      this.notifier.show({ message: KnowledgeText.urlRefreshed, intent: 'success' });
    } catch (error) {
      this.notifier.show({ message: refusalText(error), intent: 'danger' });
    } finally {
      runInAction(() => {
        this.refreshing = false;
      });
    }
  }

  async remove(): Promise<void> {
    const source = this.source;
    if (!source) return;
    try {
      await this.store.deleteUrl(source.id);
      runInAction(() => {
        this.deleted = true;
      });
      this.notifier.show({ message: KnowledgeText.deleted(this.title), intent: 'success' });
    } catch (error) {
      this.notifier.show({ message: refusalText(error), intent: 'danger' });
    }
  }
}

/** Bytes as people read them. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export function formatTime(iso: string | null | undefined): string {
  return iso ? localDateTime(iso) : '';
}
