import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { request } from 'undici';
import { startServer, type RunningServer } from '../../adapters/server/start-server.ts';
import { precompress } from '../../scripts/precompress.ts';

/**
 * The built web app is sent precompressed (brotli or gzip, written once by the build), hashed files are
 * kept a year, and index.html is revalidated on every visit. Through the real server, on a web root that the
 * build's own precompress step has prepared.
 */
describe('web app delivery', () => {
  let server: RunningServer;
  let dataDir: string;
  let webRoot: string;
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});\n`;
  const html = `<!doctype html><html><head><script type="module" src="/assets/index-AbC123.js"></script></head><body><div id="root"></div>${' '.repeat(2000)}</body></html>`;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'mw-delivery-'));
    webRoot = mkdtempSync(join(tmpdir(), 'mw-web-'));
    mkdirSync(join(webRoot, 'assets'));
    writeFileSync(join(webRoot, 'index.html'), html);
    writeFileSync(join(webRoot, 'assets/index-AbC123.js'), script);
    writeFileSync(join(webRoot, 'assets/tiny-Zz9.js'), 'export {};\n');
    precompress(webRoot);
    server = await startServer({ port: 0, dataDir, webRoot });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(webRoot, { recursive: true, force: true });
  });

  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await request(`${server.url}${path}`, { headers });
    return { status: res.statusCode, headers: res.headers, body: Buffer.from(await res.body.arrayBuffer()) };
  };

  it('sends a hashed file as brotli to a browser that takes it, kept for a year', async () => {
    const res = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(res.body).toString()).toBe(script);
  });

  it('sends gzip to a client without brotli, and the file itself to one that takes neither', async () => {
    const gz = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(script);
    const plain = await get('/assets/index-AbC123.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends a file the build left uncompressed (too small to gain) as it is', async () => {
    const res = await get('/assets/tiny-Zz9.js', { 'accept-encoding': 'br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toBe('export {};\n');
  });

  it('has index.html revalidated on every visit, at / and at a client route, answering 304 when unchanged', async () => {
    for (const path of ['/', '/dashboard', '/login?returnTo=%2Fcredits']) {
      const res = await get(path, { 'accept-encoding': 'br' });
      expect(res.status, path).toBe(200);
      expect(res.headers['cache-control'], path).toBe('no-cache');
      expect(res.headers['content-type'], path).toMatch(/text\/html/);
      const body = res.headers['content-encoding'] === 'br' ? brotliDecompressSync(res.body).toString() : res.body.toString();
      expect(body, path).toBe(html);
    }
    const first = await get('/', { 'accept-encoding': 'br' });
    const again = await get('/', { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
  });

  it('leaves the API uncached and its answers as they were', async () => {
    const res = await get('/api/v1/health', { 'accept-encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});
