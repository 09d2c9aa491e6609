import { actionBound, computed, makeObservable, observable, runInAction } from 'mobx';
import type { KnowledgeBaseStore } from '../../core/client/knowledge/knowledge-base-store.ts';
import type { Clock } from '../../core/client/ports/clock.port.ts';
import type { UploadFile } from '../../core/client/ports/upload.port.ts';
import { KB_POLL_MS, waitUntilSettled } from '../../core/client/knowledge/knowledge-base-processing.ts';
import { DEFAULT_MAX_UPLOAD_BYTES } from '../../core/domain/knowledge/knowledge-base.ts';
import { fileProblem, type PickedFile } from '../knowledge/file-problem.ts';
import { refusalText } from '../knowledge/knowledge-base.view-model.ts';
import { ChatText } from './chat-text.ts';

/** How long a dropped file may take to be read before the chat stops waiting for it. */
const READ_TIMEOUT_MS = 10 * 60_000;

export type AttachmentStatus = 'uploading' | 'processing' | 'ready' | 'error';

/** A file dropped onto the composer: uploaded to the space's knowledge base, then referenced by the message. */
export interface ChatAttachment {
  key: number;
  name: string;
  status: AttachmentStatus;
  /** Upload progress, 0-100, while uploading. */
  percent: number;
  documentId: string | null;
  error: string | null;
}

/**
 * Files dropped onto the chat composer: each goes through the knowledge base's upload rules and
 * call (spec's upload limits and texts), is read by the server like any document, and once ready is
 * referenced by the next message. A send waits while any is still uploading or being read.
 */
export class ChatAttachmentsViewModel {
  items: ChatAttachment[] = [];
  private next = 0;

  constructor(
    private readonly store: KnowledgeBaseStore,
    private readonly clock: Clock,
    private readonly maxUploadBytes = DEFAULT_MAX_UPLOAD_BYTES,
  ) {
    makeObservable<this, 'attach' | 'update'>(this, {
      items: observable,
      readyDocumentIds: computed,
      busy: computed,
      drop: actionBound,
      remove: actionBound,
      clearSent: actionBound,
      attach: actionBound,
      update: actionBound,
    });
  }

  /** Documents the next message references: the dropped files that are ready. */
  get readyDocumentIds(): string[] {
    return this.items.filter((a) => a.status === 'ready' && a.documentId).map((a) => a.documentId!);
  }

  /** Still uploading or being read: the message waits for them. */
  get busy(): boolean {
    return this.items.some((a) => a.status === 'uploading' || a.status === 'processing');
  }

  /** Uploads each dropped file in turn; a refused one shows why and is not referenced. */
  async drop(files: readonly (PickedFile & { data?: unknown })[]): Promise<void> {
    await Promise.all(files.map((file) => this.attach(file)));
  }

  remove(key: number): void {
    this.items = this.items.filter((a) => a.key !== key);
  }

  /** After a send: the referenced files are in the message now. */
  clearSent(): void {
    this.items = this.items.filter((a) => a.status !== 'ready');
  }

  /** What the chip says: the file and where it is, or why it was refused (a refusal names the file). */
  label(item: ChatAttachment): string {
    if (item.status === 'uploading') return `${item.name}: ${ChatText.attachmentUploading(item.percent)}`;
    if (item.status === 'processing') return `${item.name}: ${ChatText.attachmentReading}`;
    if (item.status === 'ready') return `${item.name}: ${ChatText.attachmentReady}`;
    return item.error ?? item.name;
  }

  private async attach(file: PickedFile & { data?: unknown }): Promise<void> {
    const key = ++this.next;
    const problem = fileProblem(file, this.maxUploadBytes);
    this.items = [...this.items, { key, name: file.name, status: problem ? 'error' : 'uploading', percent: 0, documentId: null, error: problem }];
    if (problem) return;
    const upload: UploadFile = { name: file.name, type: file.type || 'application/octet-stream', size: file.size, data: file.data ?? file };
    try {
      const uploaded = await this.store.upload(upload, (percent) => this.update(key, { percent }));
      this.update(key, { status: 'processing', documentId: uploaded.id });
      const settled = await waitUntilSettled(() => this.store.fetchDocument(uploaded.id), this.clock, { timeoutMs: READ_TIMEOUT_MS, intervalMs: KB_POLL_MS });
      if (!settled) this.update(key, { status: 'error', error: ChatText.attachmentTimedOut(file.name) });
      else if (settled.status === 'ready') this.update(key, { status: 'ready' });
      else this.update(key, { status: 'error', error: settled.error_message ?? ChatText.attachmentUnreadable(file.name) });
    } catch (error) {
      this.update(key, { status: 'error', error: refusalText(error) });
    }
  }

  private update(key: number, patch: Partial<ChatAttachment>): void {
    runInAction(() => {
      this.items = this.items.map((a) => (a.key === key ? { ...a, ...patch } : a));
    });
  }
}
