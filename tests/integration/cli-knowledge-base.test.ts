import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../adapters/server/start-server.ts';
import { tinyDocx } from '../support/docx-fixture.ts';
import { runCliInProcess, type CliResult } from '../support/cli-runner.ts';
import { cliEnv, cliSession } from '../support/cli-server.ts';

let server: { url: string; close(): Promise<void> };
let site: Server;
let siteUrl = '';
let dataDir: string;
let configHome: string;
let files: string;

/** Runs `npm run cli -- ...args` (the CLI's runCli, in this process), as a person would. */
function cli(args: string[]): Promise<CliResult> {
  return runCliInProcess(args, cliEnv(configHome, server.url));
}

async function json(args: string[]): Promise<any> {
  const result = await cli([...args, '--json']);
  expect(result.stderr, args.join(' ')).toBe('');
  expect(result.code, args.join(' ')).toBe(0);
  return JSON.parse(result.stdout);
}

async function file(name: string, content: string | Uint8Array): Promise<string> {
  const path = join(files, name);
  await writeFile(path, content);
  return path;
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'mw-cli-kb-server-'));
  configHome = await mkdtemp(join(tmpdir(), 'mw-cli-kb-config-'));
  files = await mkdtemp(join(tmpdir(), 'mw-cli-kb-files-'));
  // A local web site; the server's allow-list names exactly its host and port.
  site = createServer((req, res) => {
    if (req.url === '/article') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><html><head><title>Ferncastle opening hours</title></head><body><article><h1>Ferncastle opening hours</h1>
        <p>The Ferncastle gallery opens at nine every morning and closes at six, except on Mondays when it stays closed all day.</p>
        <p>Guided tours of the Ferncastle collection start every hour and last about forty minutes; groups of ten or more book ahead.</p></article></body></html>`);
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  const port = (site.address() as AddressInfo).port;
  siteUrl = `http://127.0.0.1:${port}`;
  server = await startServer({ port: 0, dataDir, webRoot: null, knowledgeBase: { urlFetch: { allowHosts: [`127.0.0.1:${port}`], timeoutMs: 2000 } } });
  const registered = await cli(['register', '--email', 'kim@ferncastle.test', '--name', 'Kim Keeper', '--org', 'Ferncastle', '--password', 'correct horse battery']);
  expect(registered.code, registered.stderr).toBe(0);
});

afterAll(async () => {
  site?.closeAllConnections();
  site?.close();
  await server?.close();
  for (const dir of [dataDir, configHome, files]) if (dir) await rm(dir, { recursive: true, force: true });
});

describe('CLI knowledge-base commands against the real server', () => {
  it('upload --wait reaches ready, search cites document and chunk, doc-delete removes it from search', async () => {
    expect((await cli(['docs'])).stdout).toContain('No documents yet');
    const path = await file('launch-notes.txt', 'The Quillbury lantern launches in Porto on the third of May, with a tasting evening for partners.');
    const upload = await cli(['upload', path, '--wait']);
    expect(upload.stderr).toBe('');
    expect(upload.code).toBe(0);
    expect(upload.stdout).toMatch(/^Uploaded launch-notes\.txt \(1 KB\) as \S+: queued\nlaunch-notes\.txt is ready: 1 chunk\n$/);
    const docs = await json(['docs']);
    expect(docs).toEqual([expect.objectContaining({ filename: 'launch-notes.txt', status: 'ready', kind: 'txt', chunk_count: 1 })]);
    const id = docs[0].id;
    expect((await cli(['docs'])).stdout).toMatch(new RegExp(`${id} +ready +1 KB +1 chunks .* launch-notes\\.txt`));

    const hits = await json(['search', 'quillbury lantern']);
    expect(hits[0]).toMatchObject({ source_type: 'document', source_id: id, title: 'launch-notes.txt', chunk_index: 0, chunk_id: expect.any(String) });
    expect(hits[0].snippet).toMatch(/Quillbury lantern launches in Porto/);
    const text = await cli(['search', 'quillbury lantern']);
    expect(text.stdout).toContain(`1. launch-notes.txt  (document ${id}, chunk 0, score`);
    expect(text.stdout).toMatch(/\n {3}.*Quillbury lantern launches in Porto/);

    const reprocess = await cli(['reprocess', id, '--wait']);
    expect(reprocess).toMatchObject({ code: 0, stdout: 'Re-processing launch-notes.txt: queued\nlaunch-notes.txt is ready: 1 chunk\n' });

    expect(await cli(['doc-delete', id])).toMatchObject({ code: 0, stdout: `Deleted document ${id}\n`, stderr: '' });
    expect(await json(['search', 'quillbury'])).toEqual([]);
    expect((await cli(['search', 'quillbury'])).stdout).toBe('Nothing in the knowledge base matches "quillbury"\n');
    expect(await cli(['doc-delete', id])).toMatchObject({ code: 1, stderr: 'Error: Document not found\n' });
  }, 90_000);

  it('a DOCX goes through extraction to ready, by multipart and by a signed URL, and is searchable', async () => {
    const path = await file('brand-brief.docx', tinyDocx(['The Marlowen rebrand keeps the heron logo.', 'Headlines use sentence case and never end with a full stop.']));
    const doc = await json(['upload', path, '--wait']);
    expect(doc).toMatchObject({ filename: 'brand-brief.docx', kind: 'docx', status: 'ready', error_message: null });
    const signedPath = await file('tone-sheet.docx', tinyDocx(['Copy for Pellingham Cider sounds warm, dry and a little funny.']));
    const signed = await json(['upload', signedPath, '--signed', '--wait']);
    expect(signed).toMatchObject({ filename: 'tone-sheet.docx', kind: 'docx', status: 'ready' });
    expect((await json(['search', 'marlowen heron']))[0]).toMatchObject({ source_id: doc.id, snippet: expect.stringMatching(/heron logo/) });
    expect((await json(['search', 'pellingham']))[0]).toMatchObject({ source_id: signed.id, title: 'tone-sheet.docx' });
  }, 90_000);

  it('refusals and processing errors print the reason and exit non-zero', async () => {
    const broken = await cli(['upload', await file('broken.pdf', '%PDF-1.7\nnot really a pdf, the body is garbage\n'), '--wait']);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toMatch(/^Error: Processing broken\.pdf failed: The PDF could not be read: it is damaged or not a valid PDF\n$/);
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0, 0x1f, 0x15, 0xc4, 0x89]);
    const renamed = await cli(['upload', await file('photo.pdf', png)]);
    expect(renamed).toMatchObject({ code: 1, stdout: '', stderr: 'Error: The file is named .pdf but its content is a PNG image; rename it to match what it is\n' });
    const missing = await cli(['upload', join(files, 'nope.txt')]);
    expect(missing).toMatchObject({ code: 1, stderr: `Error: Cannot read ${join(files, 'nope.txt')}: no such file\n` });
    const usage = await cli(['upload']);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('Missing <file>');
    // The failed document is listed with its reason.
    const docs = await cli(['docs']);
    expect(docs.stdout).toMatch(/error .* broken\.pdf\n {4}The PDF could not be read/);
  }, 90_000);

  it('url-add --wait fetches the allow-listed local site; urls, url-view and url-refresh; SSRF refusals give the reason', async () => {
    const added = await cli(['url-add', `${siteUrl}/article`, '--wait']);
    expect(added.stderr).toBe('');
    expect(added.stdout).toMatch(new RegExp(`^Added ${siteUrl}/article as \\S+: queued\n${siteUrl}/article is ready: Ferncastle opening hours\n$`));
    const sources = await json(['urls']);
    expect(sources).toEqual([expect.objectContaining({ url: `${siteUrl}/article`, status: 'ready', title: 'Ferncastle opening hours' })]);
    const id = sources[0].id;
    const view = await cli(['url-view', id]);
    expect(view.code).toBe(0);
    expect(view.stdout).toContain('Title:    Ferncastle opening hours');
    expect(view.stdout).toContain('Status:   ready');
    expect(view.stdout).toMatch(/The Ferncastle gallery opens at nine every morning/);
    expect((await json(['search', 'ferncastle tours']))[0]).toMatchObject({ source_type: 'url', source_id: id });
    const refreshed = await json(['url-refresh', id, '--wait']);
    expect(refreshed).toMatchObject({ id, status: 'ready' });

    const loopback = await cli(['url-add', 'http://127.0.0.1:1/']);
    expect(loopback.code).toBe(1);
    expect(loopback.stderr).toMatch(/^Error: .*127\.0\.0\.1 is a loopback address/);
    const metadata = await cli(['url-add', 'http://169.254.169.254/latest/meta-data/']);
    expect(metadata.code).toBe(1);
    expect(metadata.stderr).toMatch(/cloud metadata address/);
    expect((await json(['urls'])).map((s: { url: string }) => s.url)).toEqual([`${siteUrl}/article`]);

    expect(await cli(['url-delete', id])).toMatchObject({ code: 0, stdout: `Deleted URL source ${id}\n` });
    expect(await cli(['url-view', id])).toMatchObject({ code: 1, stderr: 'Error: URL source not found\n' });
  }, 90_000);

  it('brand-voice: empty at first, set from text and from a file, shown with who and when', async () => {
    expect(await cli(['brand-voice'])).toMatchObject({ code: 0, stdout: 'No brand voice yet. Set one with: npm run cli -- brand-voice --set <text>\n' });
    const set = await cli(['brand-voice', '--set', 'Warm, plain words; short sentences.']);
    expect(set.code).toBe(0);
    expect(set.stdout).toMatch(/^Brand voice saved\.\nUpdated: {2}\d{4}-\d\d-\d\d \d\d:\d\d\nBy: {7}\S+\n\nWarm, plain words; short sentences\.\n$/);
    const fromFile = await json(['brand-voice', '--file', await file('voice.md', '# Voice\n\nCalm, precise, never salesy.\n')]);
    expect(fromFile).toMatchObject({ content: '# Voice\n\nCalm, precise, never salesy.\n', updated_at: expect.any(String), created_by: expect.any(String) });
    expect((await json(['brand-voice'])).content).toBe('# Voice\n\nCalm, precise, never salesy.\n');
    expect((await cli(['brand-voice', '--set', 'a', '--file', 'b'])).code).toBe(2);
    expect(await cli(['brand-voice', '--set', '   '])).toMatchObject({ code: 2, stderr: 'Error: The brand voice text is empty\n' });
  }, 60_000);

  it('assets lists what the agents produced, filtered by type', async () => {
    expect((await cli(['assets'])).stdout).toBe('No assets yet\n');
    // An agent run (through the API with the CLI's own session) produces an email artifact.
    const { token, spaceId } = await cliSession(configHome);
    const headers = { authorization: `Bearer ${token}`, 'x-space-id': spaceId, 'content-type': 'application/json' };
    const start = await fetch(`${server.url}/api/v1/agents/email-agent/messages/async`, { method: 'POST', headers, body: JSON.stringify({ message: 'Write a short welcome email for new gallery members' }) });
    expect(start.status).toBe(200);
    let assets: any[] = [];
    for (let i = 0; i < 100 && assets.length === 0; i++) {
      assets = await json(['assets']);
      if (assets.length === 0) await new Promise((r) => setTimeout(r, 200));
    }
    expect(assets).toEqual([expect.objectContaining({ artifact_type: 'email', filename: 'email.html', generation_status: 'completed' })]);
    const text = await cli(['assets', '--type', 'email']);
    expect(text.stdout).toMatch(new RegExp(`^${assets[0].id} +\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d +email +completed +\\d+ KB +email\\.html\\n$`));
    expect((await cli(['assets', '--type', 'image'])).stdout).toBe('No assets of type image\n');
  }, 90_000);
});
