import { describe, expect, it } from 'vitest';
import { clientHarness, OWNER, settle } from '../../support/client-harness.ts';
import { fail, ok } from '../../support/scripted-http.ts';
import { KnowledgeBaseStore } from '../../../core/client/knowledge/knowledge-base-store.ts';
import { BrandVoiceStore } from '../../../core/client/knowledge/brand-voice-store.ts';
import { UrlIntelligenceStore } from '../../../core/client/knowledge/url-intelligence-store.ts';
import { StoreRegistry } from '../../../core/client/stores/store-registry.ts';
import { PrefetchRegistry } from '../../../core/client/auth/prefetch-registry.ts';
import type { KnowledgeDocument } from '../../../core/domain/knowledge/knowledge-base.ts';
import { PollTimer, acceptedExtensions, fileRefusal, waitUntilSettled } from '../../../core/client/knowledge/knowledge-base-processing.ts';
import { ManualClock } from '../../../adapters/client/manual-clock.ts';

const doc = (id: string, extra: Partial<KnowledgeDocument> = {}): KnowledgeDocument => ({
  id, filename: `${id}.pdf`, kind: 'pdf', mime_type: 'application/pdf', size_bytes: 10, status: 'ready', error_message: null, chunk_count: 1,
  uploaded_by: 'u1', created_at: '2026-06-01T12:00:00.000Z', updated_at: '2026-06-01T12:00:00.000Z', processed_at: null, ...extra,
});
const file = { name: 'brief.pdf', type: 'application/pdf', size: 4, data: new Blob(['%PDF']) };
const voice = { content: 'Warm, short sentences.', updated_at: '2026-06-01T12:00:00.000Z', created_by: 'u1' };

async function signedIn() {
  const h = clientHarness().serveSignIn();
  h.http.on('GET', '/knowledge-base/documents', ok([doc('d1')]));
  h.http.on('GET', '/brand-voice', ok(voice));
  await h.auth.login({ email: OWNER.email, password: 'pw' });
  await h.auth.prefetchSettled;
  return h;
}

describe('knowledge base store', () => {
  it('after login the prefetch loads the brand voice and the documents of the current space', async () => {
    const h = await signedIn();
    expect(h.get(PrefetchRegistry).names()).toEqual(expect.arrayContaining(['brand voice', 'knowledge-base documents']));
    expect(h.get(KnowledgeBaseStore).documents.map((d) => d.id)).toEqual(['d1']);
    expect(h.get(BrandVoiceStore)).toMatchObject({ content: 'Warm, short sentences.', createdBy: 'u1' });
    const sent = h.http.requests.find((r) => new URL(r.url, 'http://x').pathname.endsWith('/knowledge-base/documents'))!;
    expect(sent.headers['X-Space-ID']).toBe('s1');
  });

  it('without a space the prefetch sends nothing', async () => {
    const h = clientHarness();
    await h.get(PrefetchRegistry).start();
    expect(h.http.paths()).toEqual([]);
  });

  it('documents load a page of 50, newest first; "Load more documents" asks for those after the last one held, and a read again keeps them', async () => {
    const h = await signedIn();
    // 120 documents, newest first, two of them written in the same millisecond.
    const all = Array.from({ length: 120 }, (_, i) => doc(`doc-${String(119 - i).padStart(3, '0')}`, { created_at: new Date(Date.UTC(2026, 5, 1) + (i === 60 ? 61 : 120 - i) * 1000).toISOString() }));
    const server = [...all].sort((a, b) => (a.created_at === b.created_at ? b.id.localeCompare(a.id) : b.created_at.localeCompare(a.created_at)));
    h.http.on('GET', '/knowledge-base/documents', (request) => {
      const query = new URL(request.url, 'http://x').searchParams;
      const limit = Number(query.get('limit') ?? 200);
      const before = query.get('before');
      const from = before ? server.findIndex((d) => `${d.created_at}~${d.id}` === before) + 1 : 0;
      return ok(server.slice(from, from + limit));
    });
    const store = h.get(KnowledgeBaseStore);
    await store.fetchDocuments();
    expect(store.documents.map((d) => d.id)).toEqual(server.slice(0, 50).map((d) => d.id));
    expect(store.hasMoreDocuments).toBe(true);
    await store.loadMoreDocuments();
    expect(store.documents.map((d) => d.id)).toEqual(server.slice(0, 100).map((d) => d.id));
    const asked = h.http.requests.map((r) => new URL(r.url, 'http://x')).filter((u) => u.pathname.endsWith('/knowledge-base/documents')).at(-1)!;
    expect([asked.searchParams.get('limit'), asked.searchParams.get('before')]).toEqual(['50', `${server[49]!.created_at}~${server[49]!.id}`]);
    // The poll reads the newest page again: the older page already shown stays below it.
    await store.fetchDocuments();
    expect(store.documents.map((d) => d.id)).toEqual(server.slice(0, 100).map((d) => d.id));
    expect(store.hasMoreDocuments).toBe(true);
    await store.loadMoreDocuments();
    expect(store.documents.map((d) => d.id)).toEqual(server.map((d) => d.id));
    expect(store.hasMoreDocuments).toBe(false);
    await store.fetchDocuments();
    expect([store.documents.length, store.hasMoreDocuments]).toEqual([120, false]);
  });

  it('concurrent loads share one request', async () => {
    const h = await signedIn();
    const before = h.http.paths().filter((p) => p === 'GET /knowledge-base/documents').length;
    const store = h.get(KnowledgeBaseStore);
    await Promise.all([store.fetchDocuments(), store.fetchDocuments()]);
    expect(h.http.paths().filter((p) => p === 'GET /knowledge-base/documents').length).toBe(before + 1);
  });

  it('uploads through the upload helper with progress, and the new document joins the list', async () => {
    const h = await signedIn();
    const store = h.get(KnowledgeBaseStore);
    const seen: number[] = [];
    const created = await store.upload(file, (p) => seen.push(p));
    expect(created).toMatchObject({ id: 'doc-1' });
    expect(h.uploads[0]).toMatchObject({ kind: 'multipart', request: { url: '/api/v1/knowledge-base/documents', fieldName: 'file' } });
    expect(seen).toEqual([0, 50, 100].slice(1));
    expect(store.documents.map((d) => d.id)).toEqual(['doc-1', 'd1']);
    expect(store.isUploading).toBe(false);
    expect(store.uploadProgress).toEqual({});
  });

  it('uploads through a signed URL: asks for it, PUTs the file, reads the document', async () => {
    const h = await signedIn();
    h.http.on('POST', '/knowledge-base/documents/upload-url', ok({ document_id: 'd9', upload_url: 'http://api.local/api/v1/knowledge-base/documents/d9/content?expires=1&sig=s', expires_at: 'x' }));
    h.http.on('GET', '/knowledge-base/documents/d9', ok(doc('d9', { status: 'queued' })));
    const created = await h.get(KnowledgeBaseStore).uploadViaSignedUrl(file);
    expect(created).toMatchObject({ id: 'd9', status: 'queued' });
    expect(h.http.requests.find((r) => r.url.endsWith('/upload-url'))!.body).toEqual({ filename: 'brief.pdf', size: 4, content_type: 'application/pdf' });
    expect(h.uploads[0]).toMatchObject({ kind: 'signed', request: { url: 'http://api.local/api/v1/knowledge-base/documents/d9/content?expires=1&sig=s' } });
    expect(h.get(KnowledgeBaseStore).pendingDocuments.map((d) => d.id)).toEqual(['d9']);
  });

  it("a refused upload reports the server's message", async () => {
    const h = await signedIn();
    h.http.on('POST', '/knowledge-base/documents/upload-url', fail(415, 'Files named .exe are not accepted; upload PDF, DOCX, TXT, Markdown, HTML or CSV'));
    await expect(h.get(KnowledgeBaseStore).uploadViaSignedUrl({ ...file, name: 'x.exe' })).rejects.toMatchObject({ message: 'Files named .exe are not accepted; upload PDF, DOCX, TXT, Markdown, HTML or CSV' });
  });

  it('deletes, re-processes and searches', async () => {
    const h = await signedIn();
    const store = h.get(KnowledgeBaseStore);
    h.http.on('POST', '/knowledge-base/documents/d1/reprocess', ok(doc('d1', { status: 'queued' })));
    await store.reprocess('d1');
    expect(store.documents[0]!.status).toBe('queued');
    h.http.on('GET', '/knowledge-base/search?q=launch%20date&k=5', ok([{ source_type: 'document', source_id: 'd1', title: 'd1.pdf', chunk_id: '1', chunk_index: 0, snippet: 'launch date', score: 1 }]));
    expect((await store.search('launch date', 5)).map((hit) => hit.snippet)).toEqual(['launch date']);
    h.http.on('DELETE', '/knowledge-base/documents/d1', ok({ message: 'Document deleted' }));
    await store.deleteDocument('d1');
    expect(store.documents).toEqual([]);
    h.http.on('DELETE', '/knowledge-base/documents/gone', fail(404, 'Document not found'));
    await expect(store.deleteDocument('gone')).rejects.toMatchObject({ message: 'Document not found' });
  });

  it('a user switch clears both stores', async () => {
    const h = await signedIn();
    h.get(KnowledgeBaseStore).reset();
    h.get(BrandVoiceStore).reset();
    expect(h.get(KnowledgeBaseStore).documents).toEqual([]);
    expect(h.get(BrandVoiceStore).content).toBeNull();
  });
});

describe('URL intelligence store: the URL sources', () => {
  it('add, list, view with content, refresh, delete', async () => {
    const h = await signedIn();
    const store = h.get(UrlIntelligenceStore);
    const source = { id: 'w1', url: 'https://example.com/', final_url: null, title: null, content_type: null, status: 'queued', error_message: null, fetched_at: null, created_by: 'u1', created_at: 'x', updated_at: 'x' };
    h.http.on('POST', '/knowledge-base/urls', ok(source, 201));
    await store.addUrl('https://example.com/');
    expect(h.http.requests.at(-1)!.body).toEqual({ url: 'https://example.com/' });
    h.http.on('GET', '/knowledge-base/urls/w1', ok({ ...source, status: 'ready', title: 'Example', content: 'Hello' }));
    expect((await store.fetchUrlSource('w1')).content).toBe('Hello');
    expect(store.sources).toEqual([{ ...source, status: 'ready', title: 'Example' }]);
    h.http.on('POST', '/knowledge-base/urls/w1/refresh', ok({ ...source, status: 'queued' }));
    await store.refreshUrl('w1');
    expect(store.sources[0]!.status).toBe('queued');
    h.http.on('POST', '/knowledge-base/urls', fail(422, [{ loc: ['body', 'url'], msg: 'Refused: 10.0.0.1 is a private address, not a public one', type: 'value_error' }]));
    await expect(store.addUrl('http://10.0.0.1/')).rejects.toMatchObject({ message: expect.stringMatching(/Failed to add URL|private address/) });
    h.http.on('DELETE', '/knowledge-base/urls/w1', ok({ message: 'URL source deleted' }));
    await store.deleteUrl('w1');
    expect(store.sources).toEqual([]);
    h.http.on('GET', '/knowledge-base/urls', ok([source]));
    expect(await store.fetchUrlSources()).toHaveLength(1);
  });

  it('R-RESET-13 a user switch clears the URL sources', async () => {
    const h = await signedIn();
    h.http.on('GET', '/knowledge-base/urls', ok([{ id: 'w1', url: 'https://example.com/', status: 'ready' }]));
    const store = h.get(UrlIntelligenceStore);
    await store.fetchUrlSources();
    expect(store.sources.map((s) => s.id)).toEqual(['w1']);
    h.get(StoreRegistry).resetAll();
    expect(store.sources).toEqual([]);
  });
});

describe('brand voice store', () => {
  it('saves the content and keeps what the server answers', async () => {
    const h = await signedIn();
    h.http.on('PUT', '/brand-voice', (_req, body) => ok({ content: body.content, updated_at: '2026-06-02T00:00:00.000Z', created_by: 'u1' }));
    const store = h.get(BrandVoiceStore);
    await store.save('Calm and precise.');
    expect(store).toMatchObject({ content: 'Calm and precise.', updatedAt: '2026-06-02T00:00:00.000Z', isSaving: false });
    h.http.on('PUT', '/brand-voice', fail(403, 'Only organization owners and admins can change the brand voice'));
    await expect(store.save('x')).rejects.toMatchObject({ message: 'Only organization owners and admins can change the brand voice' });
    await settle();
  });
});

describe('knowledge base processing rules (shared by the web screen and the CLI)', () => {
  it('refuses a file of another type, an empty one and one over the limit before anything is sent', () => {
    expect(fileRefusal({ name: 'brief.pdf', size: 4 }, 10)).toBeNull();
    expect(fileRefusal({ name: 'notes.MD', size: 4 }, 10)).toBeNull();
    expect(fileRefusal({ name: 'run.exe', size: 4 }, 10)).toBe('wrong-type');
    expect(fileRefusal({ name: 'brief.pdf', size: 0 }, 10)).toBe('empty');
    expect(fileRefusal({ name: 'brief.pdf', size: 11 }, 10)).toBe('too-large');
    expect(acceptedExtensions().split(',')).toEqual(expect.arrayContaining(['.pdf', '.docx', '.txt', '.md', '.html', '.csv']));
  });

  it('one poll at a time on the clock: scheduling again replaces the pending one, cancel stops it', () => {
    const clock = new ManualClock();
    const poll = new PollTimer(clock, 3000);
    const ticks: string[] = [];
    poll.schedule(() => ticks.push('first'));
    poll.schedule(() => ticks.push('second'));
    clock.advance(3000);
    expect(ticks).toEqual(['second']);
    poll.schedule(() => ticks.push('third'));
    poll.cancel();
    clock.advance(10_000);
    expect(ticks).toEqual(['second']);
  });

  it('waits until a document is ready or in error, re-reading on the clock; null once the limit has passed', async () => {
    const clock = new ManualClock();
    const statuses = ['queued', 'processing', 'ready'];
    let reads = 0;
    const waiting = waitUntilSettled(async () => doc('d1', { status: statuses[reads++] as KnowledgeDocument['status'] }), clock, { timeoutMs: 10_000, intervalMs: 500 });
    for (let i = 0; i < 2; i++) {
      await settle();
      clock.advance(500);
    }
    expect((await waiting)?.status).toBe('ready');
    expect(reads).toBe(3);

    const stuck = waitUntilSettled(async () => doc('d2', { status: 'processing' }), clock, { timeoutMs: 1000, intervalMs: 500 });
    for (let i = 0; i < 2; i++) {
      await settle();
      clock.advance(500);
    }
    expect(await stuck).toBeNull();
  });
});
