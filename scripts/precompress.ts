/**
 * Part of `npm run build`: writes a brotli (`.br`, best quality) and a gzip (`.gz`, level 9) copy beside every
 * text file of the built web app, once, so the server sends them as they are (@fastify/static `preCompressed`)
 * instead of compressing on each request or not at all. Source maps are left out: only developer tools read them.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

export function precompress(dir: string): { files: number; bytes: number; brotliBytes: number } {
  const totals = { files: 0, bytes: 0, brotliBytes: 0 };
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      const inner = precompress(path);
      totals.files += inner.files;
      totals.bytes += inner.bytes;
      totals.brotliBytes += inner.brotliBytes;
      continue;
    }
    if (!COMPRESSIBLE.test(name)) continue;
    const body = readFileSync(path);
    if (body.length < MIN_BYTES) continue;
    const brotli = brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
    writeFileSync(`${path}.br`, brotli);
    writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
    totals.files += 1;
    totals.bytes += body.length;
    totals.brotliBytes += brotli.length;
  }
  return totals;
}

if (import.meta.main) {
  const dir = process.argv[2] ?? join(import.meta.dirname, '../dist/web');
  const t = precompress(dir);
  console.log(`precompress: ${t.files} files in ${dir}, ${Math.round(t.bytes / 1024)} KB -> ${Math.round(t.brotliBytes / 1024)} KB brotli`);
}
