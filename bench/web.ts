import { readFileSync, readdirSync, statSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { results, root, round, rows } from './support.ts';

interface Chunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

// 5. What the browser downloads for /login: the entry and the Login screen's chunk, with their static imports.
export function webBench() {
  const dist = join(root, 'dist/web');
  try {
    statSync(join(dist, 'index.html'));
  } catch {
    rows.push(['Web bundle', 'dist/web missing: run npm run build', '', '']);
    return;
  }
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) walk(next);
  };
  walk(Object.keys(manifest).find((k) => manifest[k]!.isEntry)!);
  walk('screens/login-screen.tsx');
  const js = [...seen].map((k) => manifest[k]!.file);
  const css = [...new Set([...seen].flatMap((k) => manifest[k]!.css ?? []))];
  const size = (files: string[], compress: (b: Buffer) => Buffer) => files.reduce((n, f) => n + compress(readFileSync(join(dist, f))).length, 0);
  const gzip = (b: Buffer) => gzipSync(b);
  const all = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js')).map((f) => `assets/${f}`);
  const login = {
    js_gzip_kb: round(size(js, gzip) / 1024),
    js_brotli_kb: round(size(js, brotliCompressSync) / 1024),
    css_gzip_kb: round(size(css, gzip) / 1024),
    chunks: js.length,
  };
  const everything = { js_gzip_kb: round(size(all, gzip) / 1024) };
  results.web = { login, all_chunks: everything };
  rows.push([
    'JS/CSS for /login (entry and Login screen with their imports)',
    `${login.js_gzip_kb} KB JS gzip (${login.js_brotli_kb} KB brotli, as served), ${login.css_gzip_kb} KB CSS gzip`,
    `${login.chunks} chunks; all chunks: ${everything.js_gzip_kb} KB JS`,
    'goal ≤ 150 KB gzip',
  ]);
}
