/**
 * `npm run bench`: starts what it measures on loopback, runs bounded loads, stops by itself, and writes
 * bench/results/latest.json and latest.md. Every figure stands beside a baseline measured in the same run,
 * so the ratio holds on a noisy machine. Speed goals live here, never in tests.
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { results, root, rows } from './support.ts';
import { httpBench } from './http.ts';
import { ledgerBench } from './ledger.ts';
import { runOverheadBench } from './runs.ts';
import { capacityBench, longPollBench } from './sockets.ts';
import { uploadReadBench } from './upload-read.ts';
import { webBench } from './web.ts';
import { lighthouseBench } from './lighthouse.ts';
import { repeatVisitBench } from './repeat-visit.ts';

const started = Date.now();
await httpBench();
await ledgerBench();
await runOverheadBench();
await capacityBench();
await longPollBench();
await uploadReadBench();
webBench();
await lighthouseBench().catch((error) => rows.push(['Lighthouse', `not measured: ${String(error).slice(0, 80)}`, '', '']));
await repeatVisitBench().catch((error) => rows.push(['Repeat visit', `not measured: ${String(error).slice(0, 80)}`, '', '']));
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
  `# Benchmarks\n\nMeasured ${results.started_at} on Node ${process.version}, ${results.duration_seconds} s.\n\n${table}\n${notes.length ? `\n## Notes\n\n${notes.join('\n\n')}\n` : ''}`,
);
console.log(table);
process.exit(0);
