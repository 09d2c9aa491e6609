/**
 * `npm run build:server` (part of `npm run build`): the server compiled to JavaScript in dist/server, so
 * `npm start` runs no TypeScript compiler at run time. Our code is bundled (one file per entry, with source
 * maps: run with --enable-source-maps and stack traces name the .ts lines); packages stay in node_modules.
 * Files the server loads by path at run time are entries of their own, beside main.js where the code looks.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const root = join(import.meta.dirname, '..');

/** `main` by default; the bench builds its own server process (bench/server-process.ts) the same way. */
export async function buildServer(outDir = join(root, 'dist/server'), main = 'adapters/server/main.ts'): Promise<void> {
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
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node22',
    sourcemap: true,
    // Inversify's decorators (legacy, as tsconfig.json says) and explicit tokens: no type metadata is needed.
    tsconfig: join(root, 'tsconfig.json'),
    logLevel: 'warning',
  });
  // In the sources this entry registers tsx first (the threads start without the parent's --import); compiled, it needs none.
  writeFileSync(join(outDir, 'text-extraction-child.mjs'), "import './text-extraction-child.js';\n");
  writeFileSync(join(outDir, 'image-rendering-worker.mjs'), "export { renderPngTask as default } from './image-rendering-task.js';\n");
}

if (import.meta.main) {
  const outDir = process.argv[2];
  await buildServer(outDir);
  console.log(`build:server: ${outDir ?? 'dist/server'}/main.js`);
}
