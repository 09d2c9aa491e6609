/**
 * `npm run build:server` (part of `npm run build`): the server compiled to JavaScript in dist/server, so
 * `npm start` runs no TypeScript compiler at run time. Our code is bundled (one file per entry, with source
 * maps: run with --enable-source-maps and stack traces name the .ts lines); packages stay in node_modules.
 * Files the server loads by path at run time are entries of their own, beside main.js where the code looks.
 */
import { copyFileSync, existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { decode, encode, type SourceMapSegment } from '@jridgewell/sourcemap-codec';
import { build } from 'esbuild';

const root = join(import.meta.dirname, '..');

/** `main` by default; the bench builds its own server process (bench/server-process.ts) the same way. */
export async function buildServer(outDir = join(root, 'dist/server'), main = 'adapters/server/main.ts'): Promise<void> {
  // Chunk names carry a hash: a previous build's would stay beside the new ones. Only files named like
  // esbuild's chunks go, so a mistyped directory loses nothing else.
  if (existsSync(outDir)) for (const file of readdirSync(outDir)) if (/-[A-Z0-9]{8}\.js(\.map)?$/.test(file)) rmSync(join(outDir, file));
  await build({
    absWorkingDir: root,
    entryPoints: [
      { in: main, out: 'main' },
      // ChildProcessTextExtractor's children start './text-extraction-child.mjs' beside the code that starts them.
      { in: 'adapters/server/knowledge/text-extraction-child.ts', out: 'text-extraction-child' },
      // PiscinaImageRenderer's threads, likewise './image-rendering-worker.mjs'.
      { in: 'adapters/server/agents/image-rendering-task.ts', out: 'image-rendering-task' },
    ],
    outdir: outDir,
    bundle: true,
    // Code reached only through import() (the Redis adapters, OpenAI, Stripe, SMTP, the sandbox) is a chunk of
    // its own, loaded with its packages when first imported, not by every process at start.
    splitting: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node22',
    sourcemap: true,
    // A stack trace needs the mappings, not the sources' text.
    sourcesContent: false,
    // Inversify's decorators (legacy, as tsconfig.json says) and explicit tokens: no type metadata is needed.
    tsconfig: join(root, 'tsconfig.json'),
    logLevel: 'warning',
  });
  for (const file of readdirSync(outDir)) {
    if (file.endsWith('.js.map')) writeFileSync(join(outDir, file), linesOnly(readFileSync(join(outDir, file), 'utf8')));
    if (file.endsWith('.js')) writeFileSync(join(outDir, file), asciiOnly(readFileSync(join(outDir, file), 'utf8')));
  }
  // In the sources this entry registers tsx first (the threads start without the parent's --import); compiled, it needs none.
  writeFileSync(join(outDir, 'text-extraction-child.mjs'), "import './text-extraction-child.js';\n");
  writeFileSync(join(outDir, 'image-rendering-worker.mjs'), "export { renderPngTask as default } from './image-rendering-task.js';\n");
  // RedisWorkerHeartbeat's thread is plain JavaScript: copied as it is, beside the chunk that starts it.
  copyFileSync(join(root, 'adapters/server/redis/worker-heartbeat-thread.mjs'), join(outDir, 'worker-heartbeat-thread.mjs'));
}

/**
 * A source map that keeps, on each generated line, only the points where the original file or line changes.
 * `--enable-source-maps` holds every mapping of main.js in memory (17 MB for esbuild's 136,000, one per token);
 * a stack trace names the original file and line, which these keep exactly (34,000 of them, 6 MB). Columns
 * point at the start of the original line's code on that generated line.
 */
function linesOnly(json: string): string {
  const map = JSON.parse(json) as { mappings: string; names: string[] };
  const lines = decode(map.mappings).map((segments) => {
    const kept: SourceMapSegment[] = [];
    let last: SourceMapSegment | undefined;
    for (const segment of segments) {
      if (segment.length === 1) continue;
      if (last && last[1] === segment[1] && last[2] === segment[2]) continue;
      last = [segment[0], segment[1], segment[2], segment[3]];
      kept.push(last);
    }
    return kept;
  });
  return JSON.stringify({ ...map, mappings: encode(lines), names: [] });
}

if (import.meta.main) {
  const outDir = process.argv[2];
  await buildServer(outDir);
  console.log(`build:server: ${outDir ?? 'dist/server'}/main.js`);
}

/**
 * esbuild escapes what is beyond ASCII in string literals but not in regular expressions and template literals
 * (typographic quotes and dashes, the euro sign, an ellipsis). One such character makes V8 keep the whole script's
 * source two bytes a character: main.js, about 0.9 MB, would hold 1.8 MB for the process's life. A `\uXXXX`
 * escape means the same character in both, and the line-only source maps have no column to shift.
 */
function asciiOnly(code: string): string {
  // After a backslash the escape would change meaning (an identity escape would become a literal backslash).
  if (/\\[^\x00-\x7f]/.test(code)) throw new Error('build:server: a backslash before a character beyond ASCII; escape it in the source');
  return code.replace(/[^\x00-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

