/**
 * What the build was made from: a hash of every file `npm run build` reads (the sources, the build's own scripts
 * and configuration, the locked packages). `npm run build` writes it beside its output (`write`); `npm start`
 * builds only when it differs (`build-if-changed`), so a second start, or a start after `npm test` has built,
 * does not build the same sources again.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..');
const FOLDERS = ['web', 'core', 'adapters', 'scripts'];
const FILES = ['package.json', 'package-lock.json', 'vite.config.ts', 'tsconfig.json'];
const STAMP = join(root, 'dist', 'build-fingerprint.txt');
// Both parts of the build must be there: a stamp beside a deleted half would skip a build that is needed.
const OUTPUTS = [join(root, 'dist', 'web', 'index.html'), join(root, 'dist', 'server', 'main.js')];

function filesUnder(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

function fingerprint(): string {
  const hash = createHash('sha256');
  const files = [...FOLDERS.flatMap((folder) => filesUnder(join(root, folder))), ...FILES.map((file) => join(root, file)).filter((file) => existsSync(file))];
  for (const file of files.map((path) => relative(root, path)).sort()) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

const mode = process.argv[2];
if (mode === 'write') {
  writeFileSync(STAMP, `${fingerprint()}\n`);
} else if (mode === 'build-if-changed') {
  const built = existsSync(STAMP) && OUTPUTS.every((output) => existsSync(output)) ? readFileSync(STAMP, 'utf8').trim() : '';
  if (built === fingerprint()) {
    console.log('The build in dist/ is of these sources: starting it without building again.');
  } else {
    const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
} else {
  console.error('Usage: build-fingerprint.ts write | build-if-changed');
  process.exit(2);
}
