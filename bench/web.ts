import { readFileSync, readdirSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { results, root, round, rows } from './support.ts';

// 5. What the browser downloads for /login and /dashboard.
export function webBench() {
  const dist = join(root, 'dist/web');
  try {
    statSync(join(dist, 'index.html'));
  } catch {
    rows.push(['Web bundle', 'dist/web missing: run npm run build', '', '']);
    return;
  }
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const entry = [...html.matchAll(/(?:src|href)="\.?\/?(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  const size = (files: string[], ext: string) => files.filter((f) => f.endsWith(ext)).reduce((n, f) => n + gzipSync(readFileSync(join(dist, f))).length, 0);
  const all = readdirSync(join(dist, 'assets')).map((f) => `assets/${f}`);
  const login = { js_gzip_kb: round(size(entry, '.js') / 1024), css_gzip_kb: round(size(entry, '.css') / 1024) };
  const everything = { js_gzip_kb: round(size(all, '.js') / 1024), css_gzip_kb: round(size(all, '.css') / 1024) };
  results.web = { entry_for_login: login, all_chunks: everything };
  rows.push(['JS/CSS for /login (entry chunks, gzip)', `${login.js_gzip_kb} KB JS, ${login.css_gzip_kb} KB CSS`, `all chunks: ${everything.js_gzip_kb} KB JS`, '']);
}
