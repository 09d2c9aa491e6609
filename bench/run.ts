/**
 * `npm run bench`: starts what it measures on loopback, runs bounded loads, stops by itself, and writes
 * bench/results/latest.json and latest.md. Every figure stands beside a baseline measured in the same run,
 * so the ratio holds on a noisy machine. Speed goals live here, never in tests.
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { results, root, rows } from './support.ts';
import { httpBench } from './http.ts';
import { ledgerBench } from './ledger.ts';
import { lockedRowBench } from './locked-row.ts';
import { runOverheadBench } from './runs.ts';
import { capacityBench, longPollBench } from './sockets.ts';
import { uploadReadBench } from './upload-read.ts';
import { webBench } from './web.ts';
import { lighthouseBench } from './lighthouse.ts';
import { repeatVisitBench } from './repeat-visit.ts';
import { scalingBench } from './scaling.ts';

const started = Date.now();
// Another job on the machine moves every figure here (a browser left running by a crashed audit took the
// signed-in Lighthouse scores down by about 15 points): the report says how busy the machine was as it started.
const load = loadavg().map((average) => average.toFixed(2)).join(', ');
results.load_average_at_start = load;
// BENCH_ONLY=http,lighthouse runs only those sections (names below) and prints their rows without replacing
// bench/results/latest.*, which hold a whole run: for measuring one change before and after.
const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
const wanted = (name: string) => !only || only.includes(name);
if (wanted('http')) await httpBench();
if (wanted('ledger')) await ledgerBench();
if (wanted('locked-row') && (process.env.BENCH_DATABASES?.split(',') ?? ['postgres']).includes('postgres')) await lockedRowBench();
if (wanted('runs')) await runOverheadBench();
if (wanted('sockets')) {
  await capacityBench();
  await longPollBench();
}
if (wanted('uploads')) await uploadReadBench();
if (wanted('web')) webBench();
if (wanted('lighthouse')) await lighthouseBench().catch((error) => rows.push(['Lighthouse', `not measured: ${String(error).slice(0, 80)}`, '', '']));
if (wanted('repeat-visit')) await repeatVisitBench().catch((error) => rows.push(['Repeat visit', `not measured: ${String(error).slice(0, 80)}`, '', '']));
// Seeds up to 100,000 rows a table on both databases (about 2 minutes): only when asked.
if (process.env.BENCH_SCALING) await scalingBench();
if (only) {
  console.log(`Load average at start: ${load}.`);
  console.log(['| Measure | Result | Baseline in the same run | Ratio |', '|---|---|---|---|', ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n'));
  process.exit(0);
}
results.duration_seconds = Math.round((Date.now() - started) / 1000);
writeFileSync(join(root, 'bench/results/latest.json'), `${JSON.stringify(results, null, 2)}\n`);
const table = ['| Measure | Result | Baseline in the same run | Ratio |', '|---|---|---|---|', ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');
// What each change bought, with its profile, is kept by hand in bench/notes/*.md (one file per area) and
// copied under the table, so the report that holds the figures also says why they are what they are.
const notesDir = join(root, 'bench/notes');
const notes = existsSync(notesDir)
  ? readdirSync(notesDir).filter((f) => f.endsWith('.md')).sort().map((f) => readFileSync(join(notesDir, f), 'utf8').trim())
  : [];
writeFileSync(
  join(root, 'bench/results/latest.md'),
  `# Benchmarks\n\nMeasured ${results.started_at} on Node ${process.version}, ${results.duration_seconds} s; load average at start ${load}.\n\n${table}\n${notes.length ? `\n## Notes\n\n${notes.join('\n\n')}\n` : ''}`,
);
console.log(table);
process.exit(0);
