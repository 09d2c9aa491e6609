/**
 * After `vite build`: the gzip size of the JavaScript a first visit to /login and to /dashboard needs
 * (issue 7's budget: under 250 KB for /login). It walks Vite's manifest from the entry through static
 * imports, adds each route's lazy modules with their static imports and the Blueprint icon paths of
 * the sizes its first paint draws (they load on demand when the first icon of a size draws). Writes
 * dist/bundle-report.json (beside the web root, not in it, so the server does not publish it).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface Chunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  src?: string;
}

const LOGIN_BUDGET_KB = 250;
const dist = join(process.cwd(), 'dist/web');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;

/**
 * The route modules each page needs beside the entry (their names in web/, as the router imports
 * them), and the icon sizes its first paint draws: Login draws no icon; the shell's sidebar and header
 * draw 16 px icons, so /dashboard also loads Blueprint's 16 px icon paths (checked in Chromium).
 */
const ROUTES: Record<string, { modules: string[]; iconSizes: number[] }> = {
  '/login': { modules: ['screens/login-screen.tsx'], iconSizes: [] },
  '/dashboard': { modules: ['shell/app-shell.tsx', 'screens/dashboard-screen.tsx'], iconSizes: [16] },
};

const gz = (file: string) => gzipSync(readFileSync(join(dist, file))).byteLength;

function closure(keys: string[], into = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (into.has(key) || !manifest[key]) continue;
    into.add(key);
    closure(manifest[key].imports ?? [], into);
  }
  return into;
}

const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
if (!entry) throw new Error('no entry in the Vite manifest');
const iconKeys = Object.keys(manifest).filter((k) => /paths/.test(manifest[k]!.file));

const iconKeyOfSize = (size: number) => {
  const key = iconKeys.find((k) => k.includes(`/${size}px/`));
  if (!key) throw new Error(`no ${size} px icon paths in the manifest`);
  return key;
};

const rows = Object.entries(ROUTES).map(([route, { modules, iconSizes }]) => {
  const missing = modules.filter((m) => !manifest[m]);
  if (missing.length) throw new Error(`not in the manifest: ${missing.join(', ')}`);
  const keys = [...closure([entry, ...modules])].filter((k) => !iconKeys.includes(k));
  keys.push(...iconSizes.map(iconKeyOfSize));
  const bytes = keys.reduce((sum, k) => sum + gz(manifest[k]!.file), 0);
  const files = keys.map((k) => ({ file: manifest[k]!.file, gzipKB: Math.round(gz(manifest[k]!.file) / 102.4) / 10 })).sort((a, b) => b.gzipKB - a.gzipKB);
  return { route, gzipKB: Math.round(bytes / 102.4) / 10, chunks: keys.length, files };
});
const icons = iconKeys.map((k) => ({ size: /\/(\d+)px\//.exec(k)?.[1] ?? '?', file: manifest[k]!.file, gzipKB: Math.round(gz(manifest[k]!.file) / 102.4) / 10 }));

console.log('\nJavaScript a first visit needs (gzip):');
for (const r of rows) console.log(`  ${r.route.padEnd(12)} ${r.gzipKB.toFixed(1).padStart(7)} KB  in ${r.chunks} chunks`);
for (const i of icons) console.log(`  icons ${`${i.size}px`.padEnd(6)} ${i.gzipKB.toFixed(1).padStart(7)} KB  (${i.file}: on demand, with the first icon of that size; /dashboard counts 16px)`);
const login = rows.find((r) => r.route === '/login')!;
console.log(`  /login budget ${LOGIN_BUDGET_KB} KB: ${login.gzipKB <= LOGIN_BUDGET_KB ? 'within' : 'OVER'}\n`);
writeFileSync(join(dist, '..', 'bundle-report.json'), JSON.stringify({ routes: rows, iconPaths: icons, loginBudgetKB: LOGIN_BUDGET_KB }, null, 2));
