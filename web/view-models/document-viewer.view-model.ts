import { actionBound, computed, makeObservable, observable } from 'mobx';
import type { KnowledgeBaseStore } from '../../core/client/knowledge/knowledge-base-store.ts';
import type { UrlIntelligenceStore } from '../../core/client/knowledge/url-intelligence-store.ts';
import type { AnswerSource } from '../../core/domain/agents/answer-source.ts';
import type { DocumentText, KnowledgeDocument, KnowledgeSearchHit } from '../../core/domain/knowledge/knowledge-base.ts';
import { locatePassage, type TextRange } from '../../core/domain/knowledge/passage-location.ts';
import { markdownBlocks } from '../../core/domain/agents/markdown-blocks.ts';
import { LoadState, type LoadStatus } from './load-state.ts';
import { WebText } from '../text.ts';

/** Markdown documents render; everything else (extracted PDF, DOCX, HTML text, web pages, the profile) shows as text. */
export type ViewerFormat = 'markdown' | 'text';

/** A Markdown block to render, marked when the passage lies in it. */
export interface ViewerBlock {
  key: string;
  markdown: string;
  highlighted: boolean;
}

/** Plain text cut around the passage, so the passage alone is marked. */
export interface ViewerTextParts {
  before: string;
  match: string;
  after: string;
}

/** What to open: a source and where in it (a chunk, a passage to find). */
interface Target {
  title: string;
  markLabel: string;
  chunkIndex: number | null;
  passage: string | null;
}

/**
 * The document viewer: a knowledge-base document, a URL source's text, or the space profile's quoted
 * answers, opened at a cited passage or a search match, which is marked. One per app: answers' source chips and
 * the knowledge-base screen open it. The text is shown as text or sanitised Markdown, never as HTML.
 */
export class DocumentViewerViewModel {
  isOpen = false;
  title = '';
  format: ViewerFormat = 'text';
  text = '';
  highlight: TextRange | null = null;
  /** What the marked text is: a passage an answer cites, or a search match. */
  markLabel = '';
  private readonly load = new LoadState();

  constructor(
    private readonly documents: Pick<KnowledgeBaseStore, 'fetchDocumentText'>,
    private readonly urls: Pick<UrlIntelligenceStore, 'fetchUrlSource'>,
  ) {
    makeObservable<this, 'openDocumentText' | 'openUrlText' | 'show' | 'apply'>(this, {
      isOpen: observable,
      title: observable,
      format: observable,
      text: observable,
      highlight: observable,
      markLabel: observable,
      status: computed,
      error: computed,
      blocks: computed,
      textParts: computed,
      isEmpty: computed,
      openSource: actionBound,
      openSearchHit: actionBound,
      openDocument: actionBound,
      close: actionBound,
      openDocumentText: actionBound,
      openUrlText: actionBound,
      show: actionBound,
      apply: actionBound,
    });
  }

  get status(): LoadStatus {
    return this.load.status;
  }

  get error(): string | null {
    return this.load.error;
  }

  /** A source chip under an answer. */
  openSource(source: AnswerSource): Promise<void> {
    const target = { title: source.title, markLabel: WebText.viewerPassage, chunkIndex: source.chunkIndex, passage: source.passage };
    if (source.type === 'document' && source.id) return this.openDocumentText(source.id, target);
    if (source.type === 'url' && source.id) return this.openUrlText(source.id, target);
    // The space profile's quoted answers are all there is to show of it.
    this.show(target);
    this.load.abandon();
    this.load.markReady();
    this.apply('text', source.passage, null);
    return Promise.resolve();
  }

  /** A knowledge-base search result: its source at the match. */
  openSearchHit(hit: KnowledgeSearchHit): Promise<void> {
    const target = { title: hit.title, markLabel: WebText.viewerMatch, chunkIndex: hit.chunk_index, passage: hit.snippet };
    return hit.source_type === 'document' ? this.openDocumentText(hit.source_id, target) : this.openUrlText(hit.source_id, target);
  }

  /** A document of the list, from its start. */
  openDocument(doc: KnowledgeDocument): Promise<void> {
    return this.openDocumentText(doc.id, { title: doc.filename, markLabel: '', chunkIndex: null, passage: null });
  }

  close(): void {
    this.isOpen = false;
    this.load.abandon();
  }

  /** The Markdown in blocks, those holding the passage marked. */
  get blocks(): ViewerBlock[] {
    const mark = this.highlight;
    return markdownBlocks(this.text).map((b) => ({ key: String(b.start), markdown: b.markdown, highlighted: mark !== null && b.start < mark.end && b.end > mark.start }));
  }

  /** The text around the passage (all of it in `before` when nothing is marked). */
  get textParts(): ViewerTextParts {
    const mark = this.highlight;
    if (!mark) return { before: this.text, match: '', after: '' };
    return { before: this.text.slice(0, mark.start), match: this.text.slice(mark.start, mark.end), after: this.text.slice(mark.end) };
  }

  get isEmpty(): boolean {
    return this.status === 'ready' && this.text.trim() === '';
  }

  private async openDocumentText(id: string, target: Target): Promise<void> {
    this.show(target);
    await this.load.run(() => this.documents.fetchDocumentText(id), (doc: DocumentText) => {
      const chunk = target.chunkIndex === null ? null : (doc.chunks.find((c) => c.index === target.chunkIndex) ?? null);
      this.apply(doc.kind === 'markdown' ? 'markdown' : 'text', doc.text, locatePassage(doc.text, target.passage, chunk));
    });
  }

  private async openUrlText(id: string, target: Target): Promise<void> {
    this.show(target);
    await this.load.run(() => this.urls.fetchUrlSource(id), (source) => {
      const text = source.content ?? '';
      this.title = source.title ?? source.final_url ?? source.url;
      // A page's chunks are not listed: the passage is looked for in the whole text.
      this.apply('text', text, locatePassage(text, target.passage, null));
    });
  }

  private show(target: Target): void {
    this.isOpen = true;
    this.title = target.title;
    this.markLabel = target.markLabel;
    this.text = '';
    this.highlight = null;
  }

  private apply(format: ViewerFormat, text: string, highlight: TextRange | null): void {
    this.format = format;
    this.text = text;
    this.highlight = highlight;
  }
}
