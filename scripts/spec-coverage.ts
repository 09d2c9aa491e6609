/**
 * Which requirement IDs of ../shared/spec/requirements.md a scenario or test carries (by tag or name).
 * The test command fails on any failing test, so on a green run every carried ID is proved by a passing one.
 * Usage: npm run spec:coverage [-- --missing] [-- --areas AUTH,API]
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const requirementsFile = [join(root, '../shared/spec/requirements.md'), join(root, 'docs/requirements.md')].find(existsSync);
if (!requirementsFile) {
  console.error('requirements.md not found (expected ../shared/spec/requirements.md)');
  process.exit(1);
}

const ids = [...new Set([...readFileSync(requirementsFile, 'utf8').matchAll(/\*\*(R-[A-Z]+-\d+)\*\*/g)].map((m) => m[1]!))].filter((id) => !id.startsWith('R-OPEN-'));

function files(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.(feature|ts|tsx)$/.test(name) ? [path] : [];
  });
}

const carried = new Set<string>();
for (const file of [...files(join(root, 'features')), ...files(join(root, 'tests'))]) {
  for (const m of readFileSync(file, 'utf8').matchAll(/R-[A-Z]+-\d+/g)) carried.add(m[0]);
}
// Ranges written as "R-RESET-01 to R-RESET-17" in a test name count for every ID between.
for (const file of files(join(root, 'tests'))) {
  for (const m of readFileSync(file, 'utf8').matchAll(/R-([A-Z]+)-(\d+) to R-\1-(\d+)/g)) {
    for (let i = Number(m[2]); i <= Number(m[3]); i++) carried.add(`R-${m[1]}-${String(i).padStart(2, '0')}`);
  }
}

const args = process.argv.slice(2);
const areaFilter = args.includes('--areas') ? new Set(args[args.indexOf('--areas') + 1]!.split(',')) : null;
const byArea = new Map<string, { total: number; hit: number; missing: string[] }>();
for (const id of ids) {
  const area = id.split('-')[1]!;
  if (areaFilter && !areaFilter.has(area)) continue;
  const entry = byArea.get(area) ?? { total: 0, hit: 0, missing: [] };
  entry.total++;
  if (carried.has(id)) entry.hit++;
  else entry.missing.push(id);
  byArea.set(area, entry);
}

let total = 0;
let hit = 0;
console.log('area       covered');
for (const [area, e] of [...byArea].sort()) {
  total += e.total;
  hit += e.hit;
  console.log(`${area.padEnd(10)} ${String(e.hit).padStart(3)}/${String(e.total).padEnd(3)}${args.includes('--missing') && e.missing.length ? `  missing: ${e.missing.join(' ')}` : ''}`);
}
console.log(`all        ${hit}/${total} (${((hit / Math.max(total, 1)) * 100).toFixed(1)}%)`);
