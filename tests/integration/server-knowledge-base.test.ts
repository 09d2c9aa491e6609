import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe as baseDescribe, expect, it } from 'vitest';
import { fetch, FormData } from 'undici';
import { databaseUnavailable } from '../support/test-database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { tinyDocx } from '../support/docx-fixture.ts';
import { registerOwner } from '../support/test-accounts.ts';

const describe = baseDescribe.skipIf(databaseUnavailable);
const MAX_UPLOAD = 64 * 1024;
let t: TestServer;
let site: Server;
let siteUrl = '';
/** What /flaky answers: a page, or HTTP 503 (a site that went down between two fetches). */
let flaky: { up: true; text: string } | { up: false } = { up: true, text: '' };
let owner: { token: string; spaceId: string };
let other: { token: string; spaceId: string };

/** A tiny valid one-page PDF showing `text`, with a correct cross-reference table. */
function tinyPdf(text: string): Uint8Array {
  const content = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(pdf);
}

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0, 0x1f, 0x15, 0xc4, 0x89]);

const registerOrg = (email: string) => registerOwner(t, email, `Org ${email}`, { name: 'Owner' });

const as = (who: { token: string; spaceId: string }) => ({ token: who.token, headers: { 'x-space-id': who.spaceId } });

async function upload(who: { token: string; spaceId: string }, filename: string, bytes: Uint8Array | string, type = 'application/octet-stream') {
  const form = new FormData();
  form.append('file', new Blob([typeof bytes === 'string' ? bytes : Buffer.from(bytes)], { type }), filename);
  const res = await fetch(`${t.url}/api/v1/knowledge-base/documents`, { method: 'POST', headers: { authorization: `Bearer ${who.token}`, 'x-space-id': who.spaceId }, body: form });
  return { status: res.status, body: (await res.json()) as any };
}

/** Polls until `done` holds for the resource (a document or URL source), then returns it. */
async function eventually(path: string, who: { token: string; spaceId: string }, done: (body: any) => boolean, timeoutMs = 15_000): Promise<any> {
  const until = Date.now() + timeoutMs;
  let last: any;
  while (Date.now() < until) {
    last = (await t.call('GET', path, as(who))).body;
    if (done(last)) return last;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`still ${JSON.stringify(last).slice(0, 300)}`);
}

const settled = (b: any) => b?.status === 'ready' || b?.status === 'error';

beforeAll(async () => {
  if (databaseUnavailable) return;
  // A local web site; the server's allow-list names exactly its host and port, nothing else on loopback.
  site = createServer((req, res) => {
    const path = req.url ?? '/';
    if (path === '/article') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><html><head><title>Glimmerwick pricing guide</title><script>document.title = 'scripts ran'</script></head><body><nav>Home | About</nav>
        <article><h1>Glimmerwick pricing guide</h1><p>Glimmerwick candles cost twelve euros each and ship from Lisbon within two days.</p>
        <p>Every Glimmerwick candle is poured by hand from soy wax, and the scents change with the seasons so regular customers always find something new.</p>
        <p>Wholesale buyers get a fifteen percent discount on orders of fifty candles or more.</p></article></body></html>`);
    } else if (path === '/plain') {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('Plain notes: the Marrowgate festival runs every June on the harbour front.');
    } else if (path === '/image') {
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end(Buffer.from(PNG));
    } else if (path === '/redirect') {
      res.writeHead(302, { location: 'http://10.0.0.1/internal' });
      res.end();
    } else if (path === '/redirect-localhost') {
      const port = (site.address() as AddressInfo).port;
      res.writeHead(301, { location: `http://localhost:${port}/article` });
      res.end();
    } else if (path === '/flaky') {
      if (flaky.up) res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end(flaky.text);
      else res.writeHead(503).end();
    } else if (path === '/hang') {
      // Never answers.
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  const port = (site.address() as AddressInfo).port;
  siteUrl = `http://127.0.0.1:${port}`;
  t = await startTestServer({ knowledgeBase: { maxUploadBytes: MAX_UPLOAD, urlFetch: { allowHosts: [`127.0.0.1:${port}`], timeoutMs: 800 } } });
  owner = await registerOrg('kb@glimmerwick.io');
  other = await registerOrg('kb@other-org.io');
});
afterAll(async () => {
  site?.closeAllConnections();
  site?.close();
  await t?.stop();
});

describe('knowledge base documents', () => {
  it('a PDF uploaded through multipart reaches ready and search finds it with a snippet', async () => {
    const res = await upload(owner, 'launch-brief.pdf', tinyPdf('The Zephyrine launch happens on the ninth of March'), 'application/pdf');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ filename: 'launch-brief.pdf', kind: 'pdf', status: 'queued', mime_type: 'application/pdf' });
    const doc = await eventually(`/knowledge-base/documents/${res.body.id}`, owner, settled);
    expect(doc).toMatchObject({ status: 'ready', error_message: null });
    expect(doc.chunk_count).toBeGreaterThan(0);
    const hits = await t.call('GET', '/knowledge-base/search?q=zephyrine%20launch&k=5', as(owner));
    expect(hits.status).toBe(200);
    expect(hits.body[0]).toMatchObject({ source_type: 'document', source_id: res.body.id, title: 'launch-brief.pdf', chunk_index: 0 });
    expect(hits.body[0].snippet).toMatch(/Zephyrine launch/);
    expect(hits.body[0].chunk_id).toEqual(expect.any(String));
    const list = await t.call('GET', '/knowledge-base/documents', as(owner));
    expect(list.body.map((d: { id: string }) => d.id)).toContain(res.body.id);
  });

  it('TXT, Markdown, CSV and HTML are read by content; HTML without its scripts or navigation', async () => {
    const files: [string, string, string][] = [
      ['notes.txt', 'text/plain', 'Our Quillfeather newsletter goes out every Tuesday morning.'],
      ['guide.md', 'text/markdown', '# Brand guide\n\nThe Brackenridge logo is always shown on a white background.'],
      ['prices.csv', 'text/csv', 'product,price\nOrrindale lamp,49\nOrrindale shade,19\n'],
      ['page.html', 'text/html', '<html><head><title>About</title><script>var Snarkwidget = 1;</script></head><body><p>Tessaract Studio designs packaging for small breweries across the north of England, with a focus on recycled card.</p></body></html>'],
    ];
    for (const [name, type, text] of files) {
      const res = await upload(owner, name, text, type);
      expect(res.status, name).toBe(201);
      const doc = await eventually(`/knowledge-base/documents/${res.body.id}`, owner, settled);
      expect(doc.status, `${name}: ${doc.error_message}`).toBe('ready');
    }
    for (const word of ['quillfeather', 'brackenridge', 'orrindale', 'tessaract']) {
      const hits = await t.call('GET', `/knowledge-base/search?q=${word}`, as(owner));
      expect(hits.body.length, word).toBeGreaterThan(0);
      expect(hits.body[0].snippet.toLowerCase()).toContain(word);
    }
    // The HTML's script text was never indexed.
    expect((await t.call('GET', '/knowledge-base/search?q=snarkwidget', as(owner))).body).toEqual([]);
  });

  it('a DOCX (built at run time) is read by mammoth, reaches ready and is searchable; a damaged one ends in error', async () => {
    const docx = tinyDocx(['The Varrowdale spring campaign targets first-time gardeners.', 'Every email closes with the line: grow something small today.']);
    const res = await upload(owner, 'spring-campaign.docx', docx, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ kind: 'docx', status: 'queued', mime_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });
    const doc = await eventually(`/knowledge-base/documents/${res.body.id}`, owner, settled);
    expect(doc).toMatchObject({ status: 'ready', error_message: null, chunk_count: 1 });
    const hits = (await t.call('GET', '/knowledge-base/search?q=varrowdale%20gardeners', as(owner))).body;
    expect(hits[0]).toMatchObject({ source_type: 'document', source_id: res.body.id, title: 'spring-campaign.docx', chunk_index: 0 });
    expect(hits[0].snippet).toMatch(/Varrowdale spring campaign targets first-time gardeners/);
    // The same package with its document part cut short: a DOCX by its signature, unreadable inside.
    const damaged = docx.slice(0, docx.byteLength - 120);
    const bad = await upload(owner, 'damaged.docx', damaged);
    expect(bad.status).toBe(201);
    const failed = await eventually(`/knowledge-base/documents/${bad.body.id}`, owner, settled);
    expect(failed).toMatchObject({ status: 'error', chunk_count: 0, error_message: 'The Word document could not be read: it is damaged or not a valid DOCX file' });
  });

  it('R-DOC-01 a malformed PDF ends in error with a reason (beside ready above), and leaves no chunks', async () => {
    const res = await upload(owner, 'broken.pdf', '%PDF-1.7\nthis is not really a pdf at all, the body is garbage\n', 'application/pdf');
    expect(res.status).toBe(201);
    const doc = await eventually(`/knowledge-base/documents/${res.body.id}`, owner, settled);
    expect(doc).toMatchObject({ status: 'error', chunk_count: 0 });
    expect(doc.error_message).toMatch(/The PDF could not be read/);
    const chunks = await t.server.database.db.selectFrom('knowledge_chunks').select('id').where('source_id', '=', res.body.id).execute();
    expect(chunks).toEqual([]);
  });

  it('a file renamed to a false extension is refused by its content, with a message saying what it is', async () => {
    const png = await upload(owner, 'report.pdf', PNG, 'application/pdf');
    expect(png.status).toBe(415);
    expect(png.body.detail).toBe("The file is named .pdf but its content is a PNG image; rename it to match what it is");
    const pdfAsText = await upload(owner, 'notes.txt', tinyPdf('hello'), 'text/plain');
    expect(pdfAsText.status).toBe(415);
    expect(pdfAsText.body.detail).toMatch(/named \.txt but its content is a PDF document/);
    const textAsDocx = await upload(owner, 'letter.docx', 'just some text', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(textAsDocx.status).toBe(415);
    const exe = await upload(owner, 'tool.exe', Uint8Array.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff]));
    expect(exe.status).toBe(415);
    expect(exe.body.detail).toMatch(/This file's content is .+, which is not accepted; upload PDF, DOCX, TXT, Markdown, HTML or CSV/);
    const odd = await upload(owner, 'notes.xyz', 'plain words');
    expect(odd.status).toBe(415);
    expect(odd.body.detail).toBe('Files named .xyz are not accepted; upload PDF, DOCX, TXT, Markdown, HTML or CSV');
    // Nothing of the refused files was kept.
    const names = (await t.call('GET', '/knowledge-base/documents', as(owner))).body.map((d: { filename: string }) => d.filename);
    expect(names).not.toContain('report.pdf');
    expect(names).not.toContain('tool.exe');
  });

  it('an oversized upload is refused with the limit in the message', async () => {
    const res = await upload(owner, 'big.txt', 'a'.repeat(MAX_UPLOAD + 10), 'text/plain');
    expect(res.status).toBe(413);
    expect(res.body.detail).toBe('The file is larger than the upload limit of 64 KB');
  });

  it('an empty document ends in error', async () => {
    const res = await upload(owner, 'empty.txt', '', 'text/plain');
    expect(res.status).toBe(201);
    const doc = await eventually(`/knowledge-base/documents/${res.body.id}`, owner, settled);
    expect(doc).toMatchObject({ status: 'error', error_message: 'The document is empty' });
    const blank = await upload(owner, 'blank.md', '   \n\n  ', 'text/markdown');
    expect((await eventually(`/knowledge-base/documents/${blank.body.id}`, owner, settled)).error_message).toBe('No text could be found in this document');
  });

  it('a multipart request without a file field is refused', async () => {
    const form = new FormData();
    form.append('other', 'x');
    const res = await fetch(`${t.url}/api/v1/knowledge-base/documents`, { method: 'POST', headers: { authorization: `Bearer ${owner.token}`, 'x-space-id': owner.spaceId }, body: form });
    expect(res.status).toBe(422);
  });

  it('signed-URL upload: a short-lived PUT link that works once, checked by content too', async () => {
    const link = await t.call('POST', '/knowledge-base/documents/upload-url', { ...as(owner), body: { filename: 'signed.txt', size: 60 } });
    expect(link.status).toBe(200);
    expect(link.body.upload_url).toMatch(/\/api\/v1\/knowledge-base\/documents\/.+\/content\?expires=\d+&sig=/);
    const put = await fetch(link.body.upload_url, { method: 'PUT', headers: { 'content-type': 'text/plain' }, body: 'The Velloran partnership was signed in April.' });
    expect(put.status).toBe(200);
    const doc = await eventually(`/knowledge-base/documents/${link.body.document_id}`, owner, settled);
    expect(doc).toMatchObject({ status: 'ready', filename: 'signed.txt', size_bytes: 45 });
    // Used once: the same link is refused now, as is a tampered one.
    expect((await fetch(link.body.upload_url, { method: 'PUT', body: 'again' })).status).toBe(403);
    const link2 = await t.call('POST', '/knowledge-base/documents/upload-url', { ...as(owner), body: { filename: 'other.pdf' } });
    expect((await fetch(link2.body.upload_url.replace(/sig=(.)/, (_m: string, c: string) => `sig=${c === 'x' ? 'y' : 'x'}`), { method: 'PUT', body: 'x' })).status).toBe(403);
    // Content decides here too: PNG bytes to a .pdf link are refused and the waiting document is gone.
    const refused = await fetch(link2.body.upload_url, { method: 'PUT', headers: { 'content-type': 'application/pdf' }, body: Buffer.from(PNG) });
    expect(refused.status).toBe(415);
    expect((await t.call('GET', `/knowledge-base/documents/${link2.body.document_id}`, as(owner))).status).toBe(404);
    const tooBig = await t.call('POST', '/knowledge-base/documents/upload-url', { ...as(owner), body: { filename: 'huge.pdf', size: MAX_UPLOAD + 1 } });
    expect(tooBig.status).toBe(413);
  });

  it('re-process and delete; deleting removes the chunks and their index entries', async () => {
    const res = await upload(owner, 'doomed.txt', 'The Kestrelmoor archive holds every catalogue since 1998.', 'text/plain');
    await eventually(`/knowledge-base/documents/${res.body.id}`, owner, settled);
    const again = await t.call('POST', `/knowledge-base/documents/${res.body.id}/reprocess`, as(owner));
    expect(again.status).toBe(200);
    expect((await eventually(`/knowledge-base/documents/${res.body.id}`, owner, settled)).status).toBe('ready');
    expect((await t.call('GET', '/knowledge-base/search?q=kestrelmoor', as(owner))).body).toHaveLength(1);
    expect((await t.call('DELETE', `/knowledge-base/documents/${res.body.id}`, as(owner))).status).toBe(200);
    expect((await t.call('GET', '/knowledge-base/search?q=kestrelmoor', as(owner))).body).toEqual([]);
    expect(await t.server.database.db.selectFrom('knowledge_chunks').select('id').where('source_id', '=', res.body.id).execute()).toEqual([]);
    expect((await t.call('GET', `/knowledge-base/documents/${res.body.id}`, as(owner))).status).toBe(404);
  });

  it('the list is read a page at a time, newest first: limit, then before the last document held; text that is no cursor is a 422', async () => {
    const reader = await registerOrg('pages@docs.io');
    for (const name of ['first.txt', 'second.txt', 'third.txt']) expect((await upload(reader, name, `Notes in ${name}`, 'text/plain')).status).toBe(201);
    const all = (await t.call('GET', '/knowledge-base/documents', as(reader))).body as { id: string; filename: string; created_at: string }[];
    expect(all.map((d) => d.filename).sort()).toEqual(['first.txt', 'second.txt', 'third.txt']);
    const first = await t.call('GET', '/knowledge-base/documents?limit=2', as(reader));
    expect(first.body.map((d: { id: string }) => d.id)).toEqual(all.slice(0, 2).map((d) => d.id));
    const last = first.body[1];
    const next = await t.call('GET', `/knowledge-base/documents?limit=2&before=${encodeURIComponent(`${last.created_at}~${last.id}`)}`, as(reader));
    expect(next.body.map((d: { id: string }) => d.id)).toEqual([all[2]!.id]);
    const refused = await t.call('GET', '/knowledge-base/documents?limit=2&before=yesterday', as(reader));
    expect(refused.status).toBe(422);
  });

  it("another space's documents are neither listed, read, searched nor deleted", async () => {
    const mine = await upload(owner, 'private-plan.txt', 'The Pemberlynx merger stays confidential until May.', 'text/plain');
    await eventually(`/knowledge-base/documents/${mine.body.id}`, owner, settled);
    expect((await t.call('GET', `/knowledge-base/documents/${mine.body.id}`, as(other))).status).toBe(404);
    expect((await t.call('DELETE', `/knowledge-base/documents/${mine.body.id}`, as(other))).status).toBe(404);
    expect((await t.call('GET', '/knowledge-base/search?q=pemberlynx', as(other))).body).toEqual([]);
    expect((await t.call('GET', '/knowledge-base/documents', as(other))).body).toEqual([]);
    // Its space id in X-Space-ID is refused outright.
    expect((await t.call('GET', '/knowledge-base/documents', { token: other.token, headers: { 'x-space-id': owner.spaceId } })).status).toBe(403);
  });
});

describe('document text for the viewer', () => {
  it("the owner reads a document's text with its chunk boundaries; another organization's, another space's and an unknown id are 404", async () => {
    const paragraph = (n: number) => `Paragraph ${n} of the Quillmoor launch plan: the tote bags ship from Leeds in recycled boxes, and every order gets a handwritten note.`;
    const body = `# Quillmoor launch plan\n\n${Array.from({ length: 24 }, (_, i) => paragraph(i + 1)).join('\n\n')}`;
    const doc = await upload(owner, 'quillmoor-plan.md', body, 'text/markdown');
    await eventually(`/knowledge-base/documents/${doc.body.id}`, owner, settled);
    const res = await t.call('GET', `/knowledge-base/documents/${doc.body.id}/text`, as(owner));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ document_id: doc.body.id, filename: 'quillmoor-plan.md', kind: 'markdown' });
    // The overlapping chunks join back into the text as uploaded, and each chunk's span holds that chunk.
    expect(res.body.text).toBe(body);
    expect(res.body.chunks.length).toBeGreaterThan(1);
    const stored = await t.server.database.db.selectFrom('knowledge_chunks').select(['chunk_index', 'content']).where('source_id', '=', doc.body.id).orderBy('chunk_index').execute();
    for (const chunk of res.body.chunks) expect(res.body.text.slice(chunk.start, chunk.end)).toBe(stored[chunk.index]!.content);

    expect((await t.call('GET', `/knowledge-base/documents/${doc.body.id}/text`, as(other))).status).toBe(404);
    const second = await t.call('POST', '/spaces/', { token: owner.token, body: { name: 'Wholesale', slug: 'wholesale-text' } });
    expect(second.status).toBe(201);
    expect((await t.call('GET', `/knowledge-base/documents/${doc.body.id}/text`, { token: owner.token, headers: { 'x-space-id': second.body.id } })).status).toBe(404);
    const unknown = await t.call('GET', '/knowledge-base/documents/no-such-document/text', as(owner));
    expect(unknown.status).toBe(404);
    expect(unknown.body.detail).toBe('Document not found');
  });
});

describe('URL sources', () => {
  it('a page on the allow-listed local site is fetched, read (title, article text, no scripts run) and searchable', async () => {
    const res = await t.call('POST', '/knowledge-base/urls', { ...as(owner), body: { url: `${siteUrl}/article` } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'queued', url: `${siteUrl}/article` });
    const source = await eventually(`/knowledge-base/urls/${res.body.id}`, owner, settled);
    expect(source).toMatchObject({ status: 'ready', title: 'Glimmerwick pricing guide', content_type: 'text/html; charset=utf-8', error_message: null });
    expect(source.fetched_at).toEqual(expect.any(String));
    expect(source.content).toMatch(/Glimmerwick candles cost twelve euros each/);
    expect(source.content).not.toMatch(/scripts ran/);
    const list = await t.call('GET', '/knowledge-base/urls', as(owner));
    expect(list.body.find((s: { id: string }) => s.id === res.body.id)).toMatchObject({ title: 'Glimmerwick pricing guide', status: 'ready' });
    const hits = await t.call('GET', '/knowledge-base/search?q=glimmerwick%20wholesale', as(owner));
    expect(hits.body[0]).toMatchObject({ source_type: 'url', source_id: res.body.id, title: 'Glimmerwick pricing guide' });
    // Refresh fetches it again; delete removes it and its chunks.
    expect((await t.call('POST', `/knowledge-base/urls/${res.body.id}/refresh`, as(owner))).status).toBe(200);
    expect((await eventually(`/knowledge-base/urls/${res.body.id}`, owner, settled)).status).toBe('ready');
    expect((await t.call('GET', `/knowledge-base/urls/${res.body.id}`, as(other))).status).toBe(404);
  });

  it('a refresh that fails keeps the last good copy readable and searchable, and the source shows why', async () => {
    flaky = { up: true, text: 'The Thornquist bakery opens a second shop on Elm Street in June.' };
    const res = await t.call('POST', '/knowledge-base/urls', { ...as(owner), body: { url: `${siteUrl}/flaky` } });
    const first = await eventually(`/knowledge-base/urls/${res.body.id}`, owner, settled);
    expect(first).toMatchObject({ status: 'ready', content: expect.stringMatching(/Thornquist bakery/) });

    flaky = { up: false };
    expect((await t.call('POST', `/knowledge-base/urls/${res.body.id}/refresh`, as(owner))).status).toBe(200);
    const failed = await eventually(`/knowledge-base/urls/${res.body.id}`, owner, settled);
    expect(failed).toMatchObject({ status: 'error', error_message: 'The site answered with HTTP 503', content: first.content, fetched_at: first.fetched_at });
    const listed = (await t.call('GET', '/knowledge-base/urls', as(owner))).body.find((s: { id: string }) => s.id === res.body.id);
    expect(listed).toMatchObject({ status: 'error', error_message: 'The site answered with HTTP 503', fetched_at: first.fetched_at });
    const hits = (await t.call('GET', '/knowledge-base/search?q=thornquist', as(owner))).body;
    expect(hits.map((h: { source_id: string }) => h.source_id)).toContain(res.body.id);

    // Back up with new text: the next refresh replaces the copy and clears the reason.
    flaky = { up: true, text: 'The Thornquist bakery now also bakes rye on Sundays.' };
    await t.call('POST', `/knowledge-base/urls/${res.body.id}/refresh`, as(owner));
    const again = await eventually(`/knowledge-base/urls/${res.body.id}`, owner, settled);
    expect(again).toMatchObject({ status: 'ready', error_message: null, content: expect.stringMatching(/rye on Sundays/) });
    expect(again.content).not.toMatch(/Elm Street/);
    expect((await t.call('GET', '/knowledge-base/search?q=elm', as(owner))).body.filter((h: { source_id: string }) => h.source_id === res.body.id)).toEqual([]);
  });

  it('non-HTML content: plain text is read, an image is an error with a reason', async () => {
    const plain = await t.call('POST', '/knowledge-base/urls', { ...as(owner), body: { url: `${siteUrl}/plain` } });
    expect(await eventually(`/knowledge-base/urls/${plain.body.id}`, owner, settled)).toMatchObject({ status: 'ready', title: null, content: expect.stringMatching(/Marrowgate festival/) });
    const image = await t.call('POST', '/knowledge-base/urls', { ...as(owner), body: { url: `${siteUrl}/image` } });
    expect(await eventually(`/knowledge-base/urls/${image.body.id}`, owner, settled)).toMatchObject({ status: 'error', error_message: 'The address returned image/png, which cannot be read as text', content: null });
  });

  it('SSRF: loopback, private, link-local, metadata and names resolving to them are refused up front', async () => {
    const port = new URL(siteUrl).port;
    const cases: [string, RegExp][] = [
      ['http://127.0.0.1:1/', /127\.0\.0\.1 is a loopback address/],
      [`http://[::1]:${port}/article`, /::1 is a loopback address/],
      ['http://10.0.0.1/', /10\.0\.0\.1 is a private address/],
      ['http://169.254.169.254/latest/meta-data/', /cloud metadata address/],
      ['http://[fd00:ec2::254]/', /unique-local/],
      ['http://0.0.0.0/', /unspecified/],
      ['http://224.0.0.1/', /multicast/],
      [`http://localhost:${port}/article`, /localhost \((127\.0\.0\.1|::1)\) is a loopback address/],
      ['http://[::ffff:127.0.0.1]/', /loopback/],
      ['ftp://example.com/file', /Only http and https/],
      ['http://user:pw@example.com/', /user name or password/],
      ['not a url', /not a valid web address/],
    ];
    for (const [url, reason] of cases) {
      const res = await t.call('POST', '/knowledge-base/urls', { ...as(owner), body: { url } });
      expect(res.status, url).toBe(422);
      expect(res.body.detail[0].msg, url).toMatch(reason);
    }
    const list = (await t.call('GET', '/knowledge-base/urls', as(owner))).body.map((s: { url: string }) => s.url);
    expect(list.some((u: string) => u.includes('10.0.0.1') || u.includes('169.254'))).toBe(false);
  });

  it('SSRF: an allowed page that redirects to a private address, or to a name resolving to loopback, ends in error', async () => {
    for (const [path, reason] of [['/redirect', /10\.0\.0\.1 is a private address/], ['/redirect-localhost', /localhost .* is a loopback address/]] as const) {
      const res = await t.call('POST', '/knowledge-base/urls', { ...as(owner), body: { url: `${siteUrl}${path}` } });
      expect(res.status).toBe(201);
      const source = await eventually(`/knowledge-base/urls/${res.body.id}`, owner, settled);
      expect(source.status, path).toBe('error');
      expect(source.error_message, path).toMatch(reason);
    }
  });

  it('a URL that never answers ends in error after the time limit', async () => {
    const res = await t.call('POST', '/knowledge-base/urls', { ...as(owner), body: { url: `${siteUrl}/hang` } });
    const source = await eventually(`/knowledge-base/urls/${res.body.id}`, owner, settled);
    expect(source).toMatchObject({ status: 'error', error_message: 'The site did not answer within 0.8 s' });
    expect((await t.call('DELETE', `/knowledge-base/urls/${res.body.id}`, as(owner))).status).toBe(200);
    expect((await t.call('GET', `/knowledge-base/urls/${res.body.id}`, as(owner))).status).toBe(404);
  });
});

describe('brand voice', () => {
  it('one per space: empty at first, saved by an owner with who and when', async () => {
    expect((await t.call('GET', '/brand-voice', as(other))).body).toEqual({ content: null, updated_at: null, created_by: null, updated_by: null, updated_by_name: null, updated_by_email: null });
    const saved = await t.call('PUT', '/brand-voice', { ...as(other), body: { content: 'Playful, short sentences, no jargon.' } });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ content: 'Playful, short sentences, no jargon.', created_by: expect.any(String), updated_at: expect.any(String) });
    const again = await t.call('PUT', '/brand-voice', { ...as(other), body: { content: 'Calm and precise.' } });
    expect(again.body).toMatchObject({ content: 'Calm and precise.', created_by: saved.body.created_by });
    expect((await t.call('GET', '/brand-voice', as(other))).body.content).toBe('Calm and precise.');
    // Another space of the same organization has its own (none yet).
    expect((await t.call('GET', '/brand-voice', as(owner))).body.content).toBeNull();
  });

  it('a brand voice of only blanks is stored as none', async () => {
    const blank = await t.call('PUT', '/brand-voice', { ...as(other), body: { content: '  \n\t  ' } });
    expect(blank.status).toBe(200);
    expect(blank.body.content).toBe('');
    expect((await t.call('GET', '/brand-voice', as(other))).body.content).toBe('');
    // A voice with words keeps its own spacing.
    const kept = await t.call('PUT', '/brand-voice', { ...as(other), body: { content: '  Calm and precise.\n' } });
    expect(kept.body.content).toBe('  Calm and precise.\n');
  });
});

describe('retrieval in agent answers', () => {
  type Reply = { role: string; content: string; sources: { type: string; id: string | null; title: string; passage: string }[] };
  async function reply(who: { token: string; spaceId: string }, body: Record<string, unknown>): Promise<Reply> {
    const start = await t.call('POST', '/agents/email-agent/messages/async', { ...as(who), body });
    expect(start.status).toBe(200);
    const until = Date.now() + 20_000;
    while (Date.now() < until) {
      const messages = (await t.call('GET', `/agents/sessions/${start.body.session_id}/messages`, as(who))).body as Reply[];
      const found = messages.find((m) => m.role === 'assistant');
      if (found) return found;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('no answer');
  }
  const answer = async (who: { token: string; spaceId: string }, body: Record<string, unknown>) => (await reply(who, body)).content;

  it('an answer cites an uploaded document as a source chip with its passage, and its text carries no citation list', async () => {
    const doc = await upload(owner, 'orbisque-facts.txt', 'Orbisque sparkling tea is brewed in Porto and sold in cans of 250 ml.', 'text/plain');
    await eventually(`/knowledge-base/documents/${doc.body.id}`, owner, settled);
    const found = await reply(owner, { message: 'Write a launch email for Orbisque sparkling tea' });
    expect(found.sources).toContainEqual(expect.objectContaining({ type: 'document', id: doc.body.id, title: 'orbisque-facts.txt', passage: expect.stringContaining('brewed in Porto') }));
    expect(found.content).not.toContain('**Sources**');
    expect(found.content).not.toMatch(/Document: orbisque-facts\.txt/);
  });

  it('an answer keeps the documents it cites as sources, with the passage and its chunk', async () => {
    const doc = await upload(owner, 'velmora-brief.txt', 'Velmora kombucha is fermented in Ghent and sold in glass bottles.', 'text/plain');
    await eventually(`/knowledge-base/documents/${doc.body.id}`, owner, settled);
    const start = await t.call('POST', '/agents/email-agent/messages/async', { ...as(owner), body: { message: 'Write a launch email for Velmora kombucha', referenced_document_ids: [doc.body.id] } });
    const until = Date.now() + 20_000;
    let reply: any;
    while (!reply && Date.now() < until) {
      reply = ((await t.call('GET', `/agents/sessions/${start.body.session_id}/messages`, as(owner))).body as any[]).find((m) => m.role === 'assistant');
      if (!reply) await new Promise((r) => setTimeout(r, 50));
    }
    expect(reply.sources).toContainEqual({ type: 'document', id: doc.body.id, title: 'velmora-brief.txt', passage: expect.stringContaining('fermented in Ghent'), chunk_index: 0 });
    expect(reply.sources.filter((s: { type: string }) => s.type === 'space_profile').length).toBeLessThanOrEqual(1);
  });

  it("another space's document ids in a send-message payload are ignored, never read", async () => {
    const foreign = await upload(other, 'secret-roadmap.txt', 'Zanthorpe will acquire a rival brewery in October.', 'text/plain');
    await eventually(`/knowledge-base/documents/${foreign.body.id}`, other, settled);
    const text = await answer(owner, { message: 'Write an email about what Zanthorpe plans', referenced_document_ids: [foreign.body.id], referenced_web_source_ids: [foreign.body.id] });
    expect(text).not.toMatch(/secret-roadmap/);
    expect(text).not.toMatch(/rival brewery/);
  });

  it('documents referenced by id are cited even when the message does not name their words', async () => {
    const doc = await upload(owner, 'tone-sheet.txt', 'Halvorsen Outdoor writes like a trusted mountain guide.', 'text/plain');
    await eventually(`/knowledge-base/documents/${doc.body.id}`, owner, settled);
    const found = await reply(owner, { message: 'Draft a welcome email for new subscribers', referenced_document_ids: [doc.body.id] });
    expect(found.sources.map((s) => s.title)).toContain('tone-sheet.txt');
  });
});
