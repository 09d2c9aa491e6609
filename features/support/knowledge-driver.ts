import { KnowledgeBaseStore } from '../../core/client/knowledge/knowledge-base-store.ts';
import { UrlIntelligenceStore } from '../../core/client/knowledge/url-intelligence-store.ts';
import { KB_POLL_MS, fileRefusal, isPending } from '../../core/client/knowledge/knowledge-base-processing.ts';
import { ChatStore } from '../../core/client/chat/chat-store.ts';
import { KIND_BY_EXTENSION, MIME_BY_KIND, extensionOf } from '../../core/domain/knowledge/knowledge-base.ts';
import type { UploadFile } from '../../core/client/ports/upload.port.ts';
import type { AppAccess } from './app-access.ts';

/** What the person sees on the Knowledge base screen (its documents and URL sources tabs, and the search). */
export interface KnowledgeView {
  documents: { name: string; status: string; error: string | null }[];
  urlSources: { url: string; title: string | null; status: string; error: string | null }[];
  /** The hits of the last search: each names its source. */
  hits: { title: string; snippet: string }[];
  /** The text read from the URL source last opened (its view screen), or null. */
  openedUrlText: string | null;
}

/** The Knowledge base screen (/knowledge-base), driven through the core calls its view-model and the CLI make. */
export interface KnowledgeDriver {
  /** Opens the screen: both lists load. */
  open(): Promise<void>;
  /** Picks a file with this name and text content and uploads it (multipart, with progress). */
  upload(filename: string, content: string): Promise<void>;
  addUrl(url: string): Promise<void>;
  /** Opens the newest URL source's view screen (/knowledge-base/urls/{id}/view): its readable text loads. */
  openNewestUrlSource(): Promise<void>;
  /** Stays on the screen while anything is queued or processing: the lists are read again every 3 s. */
  waitWhilePending(): Promise<void>;
  /** The statuses a document showed, in order, since it was uploaded. */
  statusesSeen(filename: string): string[];
  search(query: string): Promise<void>;
  deleteDocument(filename: string): Promise<void>;
  /** On the open agent chat: picks these ready documents as sources, then sends. */
  sendCiting(text: string, filenames: string[]): Promise<void>;
  view(): KnowledgeView;
}

const MAX_POLLS = 40;

export class ClientKnowledgeDriver implements KnowledgeDriver {
  private readonly seen = new Map<string, string[]>();
  private urlText: string | null = null;

  constructor(private readonly app: AppAccess) {}

  async open(): Promise<void> {
    await this.app.attempt('/knowledge-base', async () => {
      await Promise.all([this.store().fetchDocuments(), this.urls().fetchUrlSources()]);
    });
    this.record();
  }

  async upload(filename: string, content: string): Promise<void> {
    const file = textFile(filename, content);
    // The screen refuses some files before sending; these scenarios send only files it lets through.
    const refusal = fileRefusal(file);
    if (refusal) throw new Error(`the screen would refuse ${filename} before sending (${refusal})`);
    this.seen.delete(filename);
    await this.app.attempt('/knowledge-base', () => this.store().upload(file));
    this.record();
  }

  async addUrl(url: string): Promise<void> {
    await this.app.attempt('/knowledge-base?tab=urls', () => this.urls().addUrl(url));
  }

  async openNewestUrlSource(): Promise<void> {
    const [newest] = this.urls().sources;
    if (!newest) throw new Error('no URL source to open');
    this.urlText = null;
    await this.app.attempt(`/knowledge-base/urls/${newest.id}/view`, async () => {
      this.urlText = (await this.urls().fetchUrlSource(newest.id)).content;
    });
  }

  async waitWhilePending(): Promise<void> {
    const store = this.store();
    const urlStore = this.urls();
    for (let polls = 0; polls < MAX_POLLS && this.pending(); polls++) {
      await this.app.letTimePass(KB_POLL_MS);
      // As the screen's refresh: only the lists with something pending are read again.
      const docs = store.documents.some((d) => isPending(d.status));
      const urls = urlStore.sources.some((s) => isPending(s.status));
      await Promise.all([docs ? store.fetchDocuments() : null, urls ? urlStore.fetchUrlSources() : null]);
      this.record();
    }
    if (this.pending()) throw new Error(`still pending after ${MAX_POLLS} polls: ${JSON.stringify(this.view())}`);
  }

  statusesSeen(filename: string): string[] {
    return this.seen.get(filename) ?? [];
  }

  async search(query: string): Promise<void> {
    await this.app.attempt('/knowledge-base', () => this.store().search(query));
  }

  async deleteDocument(filename: string): Promise<void> {
    const doc = this.store().documents.find((d) => d.filename === filename);
    if (!doc) throw new Error(`no document named ${filename}`);
    await this.app.attempt('/knowledge-base', () => this.store().deleteDocument(doc.id));
  }

  async sendCiting(text: string, filenames: string[]): Promise<void> {
    // The chat's source picker lists the ready documents of the space (AgentChatViewModel.loadSources).
    const documents = (await this.store().fetchDocuments()).filter((d) => d.status === 'ready');
    const ids = filenames.map((name) => {
      const doc = documents.find((d) => d.filename === name);
      if (!doc) throw new Error(`${name} is not among the ready documents to pick: ${JSON.stringify(documents.map((d) => d.filename))}`);
      return doc.id;
    });
    await this.app.get(ChatStore).sender.send(text, { referencedDocumentIds: ids });
    await this.app.letTimePass(1);
  }

  view(): KnowledgeView {
    const store = this.store();
    return {
      documents: store.documents.map((d) => ({ name: d.filename, status: d.status, error: d.error_message })),
      urlSources: this.urls().sources.map((s) => ({ url: s.url, title: s.title, status: s.status, error: s.error_message })),
      hits: store.searchResults.map((h) => ({ title: h.title, snippet: h.snippet })),
      openedUrlText: this.urlText,
    };
  }

  private pending(): boolean {
    const store = this.store();
    return store.documents.some((d) => isPending(d.status)) || this.urls().sources.some((s) => isPending(s.status));
  }

  /** Notes each document's status as the list shows it now. */
  private record(): void {
    for (const doc of this.store().documents) {
      const statuses = this.seen.get(doc.filename) ?? [];
      if (statuses.at(-1) !== doc.status) this.seen.set(doc.filename, [...statuses, doc.status]);
    }
  }

  private store(): KnowledgeBaseStore {
    return this.app.get(KnowledgeBaseStore);
  }

  private urls(): UrlIntelligenceStore {
    return this.app.get(UrlIntelligenceStore);
  }
}

/** A picked file, as the CLI reads one from disk: its type named by its extension (the server judges the content). */
function textFile(filename: string, content: string): UploadFile {
  const bytes = new TextEncoder().encode(content);
  const kind = KIND_BY_EXTENSION[extensionOf(filename)];
  const type = kind ? MIME_BY_KIND[kind] : 'application/octet-stream';
  return { name: filename, type, size: bytes.byteLength, data: new Blob([bytes], { type }) };
}
