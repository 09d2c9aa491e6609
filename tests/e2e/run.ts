/**
 * `npm run test:e2e`: the browser tests against the built web app (`npm run build` first).
 * Runs the vitest `e2e` project; Chromium comes from Debian (`apt-get install chromium`).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

// The same choice as the tests' own (support/e2e-app.ts): Debian's headless shell build when installed, else Chromium.
const chromium = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');
if (!existsSync(chromium)) {
  console.error(`No Chromium at ${chromium}. Install it with: apt-get install -y chromium-headless-shell (or chromium, or set CHROMIUM_PATH).`);
  process.exit(1);
}
if (!existsSync('dist/web/index.html')) {
  console.error('No built web app in dist/web. Run `npm run build` first.');
  process.exit(1);
}
const result = spawnSync('npx', ['vitest', 'run', '--project', 'e2e', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
