import type { HttpRequest, HttpResponse } from '../../core/client/ports/http.port.ts';
import type { Clock } from '../../core/client/ports/clock.port.ts';
import { ServerError, ServerMessages } from '../../core/server/errors.ts';
import { resolveDocumentKind } from '../../core/server/knowledge/resolve-document-kind.ts';
import type { SniffResult } from '../../core/server/knowledge/ports.ts';
import { MIME_BY_KIND, type BrandVoice, type DocumentKind, type DocumentStatus, type KnowledgeSearchHit, type UrlSourceStatus } from '../../core/domain/knowledge-base.ts';
import { isOrgAdmin, type Role } from '../../core/domain/roles.ts';
import { fakeSitePage } from './web-pages.ts';
import { reply } from './fake-reply.ts';
import type { ComposedAnswer } from './fake-agent-backend.ts';

interface Doc {
  id: string; spaceId: string; filename: string; kind: DocumentKind; sizeBytes: number; status: DocumentStatus; errorMessage: string | null;
  text: string; chunkCount: number; uploadedBy: string; createdAt: number; updatedAt: number; processedAt: number | null;
}

interface Source {
  id: string; spaceId: string; url: string; title: string | null; text: string | null; status: UrlSourceStatus; errorMessage: string | null;
  fetchedAt: number | null; createdBy: string; createdAt: number; updatedAt: number;
}

/** A multipart upload as the fake's UploadPort hands it over: the file's name and bytes. */
export interface FakeUploadedFile {
  filename: string;
  bytes: Uint8Array;
}

type User = { id: string; org_id: string; role: Role };

/** Statuses of the real server's ServerError codes this fake answers with. */
const STATUS_BY_CODE: Record<string, number> = { 'KB.UNSUPPORTED_TYPE': 415, 'KB.TOO_LARGE': 413 };

/** A queued job waits this long before it is worked on, and is done this long after (virtual time). */
const QUEUE_MS = 500;
const WORK_MS = 1000;

/**
 * The knowledge base and brand voice of spec 7 (/knowledge-base documents, URL sources, search;
 * /brand-voice) as an in-memory fake with the real server's statuses, shapes and texts. Uploads are
 * judged by content with the server's own rule; processing runs on the scenario's clock (queued,
 * processing, ready or error), and URL sources are read from the test site's page table.
 */
export class FakeKnowledgeBackend {
  private readonly docs = new Map<string, Doc>();
  private readonly sources = new Map<string, Source>();
  private readonly voices = new Map<string, BrandVoice>();
  private ids = 0;

  constructor(private readonly clock: Clock) {}

  handles(path: string): boolean {
    return path.startsWith('/knowledge-base') || path === '/brand-voice';
  }

  handle(request: HttpRequest, path: string, user: User): HttpResponse {
    const spaceId = headerOf(request, 'x-space-id');
    if (!spaceId) return reply(400, { detail: ServerMessages.knowledgeSpaceRequired });
    const body = (request.body ?? {}) as Record<string, unknown>;
    const url = new URL(request.url, 'http://fake.invalid');
    const route = `${request.method} ${path}`;
    let m: RegExpExecArray | null;
    if (route === 'GET /knowledge-base/documents') return reply(200, this.inSpace(this.docs, spaceId).map(documentView));
    if (route === 'POST /knowledge-base/documents') return this.upload(user, spaceId, body.file as FakeUploadedFile | undefined);
    if ((m = /^GET \/knowledge-base\/documents\/([^/]+)$/.exec(route))) return this.withDoc(spaceId, m[1]!, (d) => reply(200, documentView(d)));
    if ((m = /^DELETE \/knowledge-base\/documents\/([^/]+)$/.exec(route))) return this.withDoc(spaceId, m[1]!, (d) => {
      this.docs.delete(d.id);
      return reply(200, { message: 'Document deleted' });
    });
    if (route === 'GET /knowledge-base/search') return reply(200, this.search(spaceId, url.searchParams.get('q') ?? '', Number(url.searchParams.get('k') ?? 10)));
    if (route === 'GET /knowledge-base/urls') return reply(200, this.inSpace(this.sources, spaceId).map(urlSourceView));
    if (route === 'POST /knowledge-base/urls') return this.addUrl(user, spaceId, String(body.url ?? '').trim());
    if ((m = /^GET \/knowledge-base\/urls\/([^/]+)$/.exec(route))) {
      const s = this.sources.get(decodeURIComponent(m[1]!));
      return s && s.spaceId === spaceId ? reply(200, { ...urlSourceView(s), content: s.text }) : reply(404, { detail: ServerMessages.urlSourceNotFound });
    }
    if (route === 'GET /brand-voice') return reply(200, this.voices.get(spaceId) ?? { content: null, updated_at: null, created_by: null });
    if (route === 'PUT /brand-voice') return this.saveVoice(user, spaceId, body.content);
    return reply(404, { detail: 'Not Found' });
  }

  /**
   * An answer as the offline engine writes it from what the space knows: the email agent writes an email
   * that signs off as the saved brand voice says, and every answer cites the documents picked for it as its
   * sources (chips).
   */
  composeAnswer(run: { spaceId: string; slug: string; name: string; question: string; body: Record<string, unknown> }): ComposedAnswer | null {
    const voice = this.voices.get(run.spaceId)?.content?.trim();
    const picked = (Array.isArray(run.body.referenced_document_ids) ? run.body.referenced_document_ids : [])
      .map((id) => this.docs.get(String(id)))
      .filter((d): d is Doc => d !== undefined && d.spaceId === run.spaceId && d.status === 'ready');
    if (!picked.length && !(voice && run.slug === 'email-agent')) return null;
    const lines = [`${run.name} answer to: ${run.question}`];
    if (voice && run.slug === 'email-agent') {
      const signOff = /\bsign off with\s+["“]([^"”]+)["”]/i.exec(voice)?.[1] ?? 'Best,\nThe team';
      lines.splice(0, 1, 'An email.', '', 'Subject: [subject]', '', 'Hi {{first_name}},', '', '[the email]', '', signOff);
    }
    return { text: lines.join('\n'), sources: picked.map((d) => ({ type: 'document', id: d.id, title: d.filename, passage: snippetOf(d.text), chunk_index: 0 })) };
  }

  private upload(user: User, spaceId: string, file: FakeUploadedFile | undefined): HttpResponse {
    if (!file) return reply(422, { detail: [{ loc: ['body', 'file'], msg: ServerMessages.uploadMissingFile, type: 'missing' }] });
    let kind: DocumentKind;
    try {
      kind = resolveDocumentKind(file.filename, sniff(file.bytes));
    } catch (error) {
      if (error instanceof ServerError) return reply(STATUS_BY_CODE[error.code] ?? 422, { detail: error.message });
      throw error;
    }
    const now = this.clock.now();
    const doc: Doc = {
      id: this.nextId('doc'), spaceId, filename: file.filename, kind, sizeBytes: file.bytes.byteLength, status: 'queued', errorMessage: null,
      text: new TextDecoder().decode(file.bytes), chunkCount: 0, uploadedBy: user.id, createdAt: now, updatedAt: now, processedAt: null,
    };
    this.docs.set(doc.id, doc);
    this.clock.setTimeout(() => this.work(doc, 'processing'), QUEUE_MS);
    this.clock.setTimeout(() => {
      // As the server's reading: no bytes is an empty document, bytes with no readable words have no text.
      if (doc.sizeBytes === 0) return this.work(doc, 'error', ServerMessages.documentEmpty);
      if (!readableText(doc).trim()) return this.work(doc, 'error', ServerMessages.documentNoText);
      doc.chunkCount = 1;
      this.work(doc, 'ready');
    }, QUEUE_MS + WORK_MS);
    return reply(201, documentView(doc));
  }

  private work(doc: Doc, status: DocumentStatus, error: string | null = null): void {
    if (!this.docs.has(doc.id)) return;
    Object.assign(doc, { status, errorMessage: error, updatedAt: this.clock.now(), processedAt: status === 'ready' || status === 'error' ? this.clock.now() : null });
  }

  private addUrl(user: User, spaceId: string, address: string): HttpResponse {
    if (!address) return reply(422, { detail: [{ loc: ['body', 'url'], msg: 'Enter a web address', type: 'too_small' }] });
    const now = this.clock.now();
    const source: Source = { id: this.nextId('url'), spaceId, url: address, title: null, text: null, status: 'queued', errorMessage: null, fetchedAt: null, createdBy: user.id, createdAt: now, updatedAt: now };
    this.sources.set(source.id, source);
    this.clock.setTimeout(() => {
      if (!this.sources.has(source.id)) return;
      const page = fakeSitePage(address);
      const at = this.clock.now();
      Object.assign(source, page
        ? { status: 'ready', title: page.title, text: `${page.title}\n\n${page.text}`, fetchedAt: at, updatedAt: at }
        : { status: 'error', errorMessage: 'The site answered with HTTP 404', updatedAt: at });
    }, QUEUE_MS + WORK_MS);
    return reply(201, urlSourceView(source));
  }

  /** Ready documents and URL sources whose text has a word of the query, best first (the real one ranks by full text). */
  private search(spaceId: string, query: string, k: number): KnowledgeSearchHit[] {
    const words = query.toLowerCase().split(/\W+/).filter(Boolean);
    const score = (text: string) => words.filter((w) => text.toLowerCase().includes(w)).length;
    const hits: KnowledgeSearchHit[] = [
      ...this.inSpace(this.docs, spaceId).filter((d) => d.status === 'ready').map((d) => ({ source_type: 'document' as const, source_id: d.id, title: d.filename, text: d.text })),
      ...this.inSpace(this.sources, spaceId).filter((s) => s.status === 'ready').map((s) => ({ source_type: 'url' as const, source_id: s.id, title: s.title ?? s.url, text: s.text ?? '' })),
    ]
      .map(({ text, ...h }) => ({ ...h, chunk_id: `${h.source_id}-0`, chunk_index: 0, snippet: snippetOf(text), score: score(text) }))
      .filter((h) => h.score > 0);
    return hits.sort((a, b) => b.score - a.score).slice(0, k);
  }

  private saveVoice(user: User, spaceId: string, content: unknown): HttpResponse {
    if (!isOrgAdmin(user.role)) return reply(403, { detail: ServerMessages.brandVoiceManagersOnly });
    if (typeof content !== 'string' || content.length > 50_000) return reply(422, { detail: [{ loc: ['body', 'content'], msg: 'Too long', type: 'too_big' }] });
    const earlier = this.voices.get(spaceId);
    const voice: BrandVoice = { content, updated_at: new Date(this.clock.now()).toISOString(), created_by: earlier?.created_by ?? user.id };
    this.voices.set(spaceId, voice);
    return reply(200, voice);
  }

  private withDoc(spaceId: string, id: string, handle: (d: Doc) => HttpResponse): HttpResponse {
    const doc = this.docs.get(decodeURIComponent(id));
    // Another space's document and a missing one answer alike.
    return doc && doc.spaceId === spaceId ? handle(doc) : reply(404, { detail: ServerMessages.documentNotFound });
  }

  private inSpace<T extends { spaceId: string; createdAt: number }>(items: Map<string, T>, spaceId: string): T[] {
    return [...items.values()].filter((x) => x.spaceId === spaceId).sort((a, b) => b.createdAt - a.createdAt);
  }

  private nextId(kind: string): string {
    return `${kind}-${++this.ids}`;
  }
}

/** What the content is, as the server's sniffing tells it (PDF and DOCX by their signatures, else text). */
function sniff(bytes: Uint8Array): SniffResult {
  if (bytes.byteLength === 0) return { family: 'empty' };
  const head = new TextDecoder().decode(bytes.slice(0, 5));
  if (head.startsWith('%PDF-')) return { family: 'pdf' };
  if (head.startsWith('PK\u0003\u0004')) return { family: 'docx' };
  return { family: 'text' };
}

/** The words of a document: an HTML file's text without its tags. */
function readableText(doc: Doc): string {
  return doc.kind === 'html' ? doc.text.replace(/<[^>]*>/g, ' ') : doc.text;
}

function snippetOf(text: string): string {
  const words = text.trim().split(/\s+/);
  return words.length > 32 ? `${words.slice(0, 32).join(' ')}…` : words.join(' ');
}

function iso(ms: number | null): string | null {
  return ms === null ? null : new Date(ms).toISOString();
}

function documentView(d: Doc) {
  return {
    id: d.id, filename: d.filename, kind: d.kind, mime_type: MIME_BY_KIND[d.kind], size_bytes: d.sizeBytes, status: d.status, error_message: d.errorMessage,
    chunk_count: d.chunkCount, uploaded_by: d.uploadedBy, created_at: iso(d.createdAt)!, updated_at: iso(d.updatedAt)!, processed_at: iso(d.processedAt),
  };
}

function urlSourceView(s: Source) {
  return {
    id: s.id, url: s.url, final_url: s.status === 'ready' ? s.url : null, title: s.title, content_type: s.status === 'ready' ? 'text/html; charset=utf-8' : null,
    status: s.status, error_message: s.errorMessage, fetched_at: iso(s.fetchedAt), created_by: s.createdBy, created_at: iso(s.createdAt)!, updated_at: iso(s.updatedAt)!,
  };
}

function headerOf(request: HttpRequest, name: string): string | undefined {
  return Object.entries(request.headers).find(([k]) => k.toLowerCase() === name)?.[1];
}
