/**
 * What a build was made from: a hash of every file `npm run build` reads (the sources, the build's own scripts and
 * configuration, the locked packages), stamped beside the build's output. Whether dist/ holds a build of the
 * sources as they are now: `npm start` builds only when it does not, and the tests that start servers as
 * processes start the build then, as `npm start` does, instead of compiling the sources again in each process.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..');
const FOLDERS = ['web', 'core', 'adapters', 'scripts'];
const FILES = ['package.json', 'package-lock.json', 'vite.config.ts', 'tsconfig.json'];
const STAMP = join(root, 'dist', 'build-fingerprint.txt');
// Both parts of the build must be there: a stamp beside a deleted half would skip a build that is needed.
const OUTPUTS = [join(root, 'dist', 'web', 'index.html'), join(root, 'dist', 'server', 'main.js')];

/** The compiled server `npm start` runs. */
export const BUILT_SERVER = join(root, 'dist', 'server', 'main.js');

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

/** Whether dist/ holds a whole build of the sources as they are now. */
export function builtFromCurrentSources(): boolean {
  const built = existsSync(STAMP) && OUTPUTS.every((output) => existsSync(output)) ? readFileSync(STAMP, 'utf8').trim() : '';
  return built === fingerprint();
}

/** Stamps dist/ as built from the sources as they are now (the last step of `npm run build`). */
export function stampBuild(): void {
  writeFileSync(STAMP, `${fingerprint()}\n`);
}
