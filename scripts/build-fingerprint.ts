/**
 * `write`: the last step of `npm run build`, stamps dist/ with what it was built from (scripts/build-stamp.ts).
 * `build-if-changed`: `npm start` builds only when dist/ is not a build of these sources, so a second start, or a
 * start after `npm test` has built, does not build the same sources again.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { builtFromCurrentSources, stampBuild } from './build-stamp.ts';

const root = join(import.meta.dirname, '..');

const mode = process.argv[2];
if (mode === 'write') {
  stampBuild();
} else if (mode === 'build-if-changed') {
  if (builtFromCurrentSources()) {
    console.log('The build in dist/ is of these sources: starting it without building again.');
  } else {
    const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
} else {
  console.error('Usage: build-fingerprint.ts write | build-if-changed');
  process.exit(2);
}
