/**
 * Writing the results. The development half's requests, answers and failures go to
 * eval/results/latest.json and latest.md (tables per agent, space and check, the commonest failure causes).
 * The held-out half is scored there too, but only as its overall score and per-check pass rates: its
 * request texts, answers and failures go to eval/results/held-out.json alone, which must never be used for
 * tuning the engine.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHECK_NAMES, excerpt, type CheckName, type CheckResult } from './checks.ts';
import { AGENT_SLUGS, type AgentSlug } from './eval-request.ts';
import { SPLIT_SEED, type Half } from './split.ts';

export interface TurnRecord {
  message: string;
  answer_text: string | null;
  answer_ms: number | null;
}

export interface RequestResult {
  id: string;
  space: string;
  agent: AgentSlug;
  task: string;
  half: Half;
  message: string;
  referenced_documents: string[];
  engine: string | null;
  answer_ms: number | null;
  regenerate_ms: number | null;
  errors: string[];
  /** The full texts, to read a failure in context. */
  answer_text: string | null;
  regenerated_text: string | null;
  follow_ups: TurnRecord[];
  checks: CheckResult[];
  /** Checks that do not apply to this request. */
  not_applicable: CheckName[];
}

export interface Tally {
  passed: number;
  total: number;
  score: number;
}

export interface HalfScores {
  requests: number;
  /** Requests whose every check (every turn) passes. */
  requests_passing: Tally;
  totals: Tally;
  by_check: Record<string, Tally>;
}

export interface HalfReport extends HalfScores {
  by_agent: Record<string, Tally>;
  by_space: Record<string, Tally>;
  /** The commonest failure causes (check and expectation), with how many requests fail on each. */
  top_failures: { cause: string; requests: number }[];
  results: RequestResult[];
}

export interface EvalReport {
  started_at: string;
  finished_at: string;
  engine: string;
  threshold: number;
  passed: boolean;
  split_seed: string;
  development: HalfReport;
  held_out: HalfReport;
}

const tally = (checks: CheckResult[]): Tally => {
  const passed = checks.filter((c) => c.pass).length;
  return { passed, total: checks.length, score: checks.length ? Math.round((passed / checks.length) * 1000) / 1000 : 0 };
};

/** A failure's cause: the check and the expectation it names, with quoted text and numbers blanked so like failures group. */
export function causesOf(check: CheckResult): string[] {
  if (check.causes?.length) return check.causes.map((c) => `${check.check}: ${c}`);
  const segments = check.reason.split(/;\s+/);
  const keys = segments.map((s) => {
    const head = s.includes(': ') ? s.slice(0, s.indexOf(': ')) : s;
    return `${check.check}: ${head.replace(/"[^"]*"/g, '"…"').replace(/\d[\d,.]*/g, 'N').slice(0, 90)}`;
  });
  return [...new Set(keys)];
}

function halfReport(results: RequestResult[], spaces: readonly string[]): HalfReport {
  const all = results.flatMap((r) => r.checks);
  const by_agent = Object.fromEntries(AGENT_SLUGS.map((slug) => [slug, tally(results.filter((r) => r.agent === slug).flatMap((r) => r.checks))]));
  const by_space = Object.fromEntries(spaces.map((space) => [space, tally(results.filter((r) => r.space === space).flatMap((r) => r.checks))]));
  const by_check = Object.fromEntries(CHECK_NAMES.map((name) => [name, tally(all.filter((c) => c.check === name))]));
  const causes = new Map<string, number>();
  for (const r of results) {
    const mine = new Set(r.checks.filter((c) => !c.pass).flatMap(causesOf));
    for (const cause of mine) causes.set(cause, (causes.get(cause) ?? 0) + 1);
  }
  const top_failures = [...causes.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 10).map(([cause, requests]) => ({ cause, requests }));
  const whole = results.map((r) => ({ check: 'does-task' as const, pass: r.checks.every((c) => c.pass), reason: '' }));
  return { requests: results.length, requests_passing: tally(whole), totals: tally(all), by_check, by_agent, by_space, top_failures, results };
}

export function buildReport(results: RequestResult[], meta: { started_at: string; engine: string; threshold: number; spaces: readonly string[] }): EvalReport {
  const development = halfReport(results.filter((r) => r.half === 'development'), meta.spaces);
  const held_out = halfReport(results.filter((r) => r.half === 'held-out'), meta.spaces);
  const passed = development.totals.score >= meta.threshold && held_out.totals.score >= meta.threshold;
  return { started_at: meta.started_at, finished_at: new Date().toISOString(), engine: meta.engine, threshold: meta.threshold, passed, split_seed: SPLIT_SEED, development, held_out };
}

const pct = (t: Tally) => `${Math.round(t.score * 100)}%`;
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const verdict = (t: Tally, threshold: number) => (t.score >= threshold ? 'pass' : '**FAIL**');

const HELD_OUT_NOTE =
  'The held-out half must never be used for tuning the engine: only its score and per-check pass rates are shown here; its requests and answers are in eval/results/held-out.json, which the engine\'s authors do not read.';

export function markdown(report: EvalReport): string {
  const dev = report.development;
  const held = report.held_out;
  const lines: string[] = [];
  lines.push('# Agent answer evaluation', '');
  lines.push(
    `Run ${report.started_at} on **${report.engine}**, threshold ${Math.round(report.threshold * 100)}% on each half: **${report.passed ? 'PASS' : 'FAIL'}**.`,
    '',
    `- Development half: **${dev.totals.passed}/${dev.totals.total} checks pass (${pct(dev.totals)})** over ${dev.requests} requests: ${verdict(dev.totals, report.threshold)}; ${dev.requests_passing.passed} requests pass every check (${pct(dev.requests_passing)})`,
    `- Held-out half: **${held.totals.passed}/${held.totals.total} checks pass (${pct(held.totals)})** over ${held.requests} requests: ${verdict(held.totals, report.threshold)}; ${held.requests_passing.passed} requests pass every check (${pct(held.requests_passing)})`,
    '',
    `> ${HELD_OUT_NOTE}`,
    '',
    `Generated by \`npm run eval:agents\` (eval/run.ts, split seed \`${report.split_seed}\`); eval/README.md describes the checks.`,
    '',
  );
  lines.push('| Check | Development | Held-out |', '| --- | --- | --- |');
  for (const name of CHECK_NAMES) {
    const [d, h] = [dev.by_check[name]!, held.by_check[name]!];
    lines.push(`| ${name} | ${d.total ? `${d.passed}/${d.total} (${pct(d)})` : 'n/a'} | ${h.total ? `${h.passed}/${h.total} (${pct(h)})` : 'n/a'} |`);
  }
  lines.push(`| **all** | **${dev.totals.passed}/${dev.totals.total} (${pct(dev.totals)})** | **${held.totals.passed}/${held.totals.total} (${pct(held.totals)})** |`, '');

  lines.push('## Development half', '');
  lines.push('| Agent | Checks passed | Score |', '| --- | --- | --- |');
  for (const [agent, t] of Object.entries(dev.by_agent)) lines.push(`| \`${agent}\` | ${t.passed}/${t.total} | ${pct(t)} |`);
  lines.push('', '| Space | Checks passed | Score |', '| --- | --- | --- |');
  for (const [space, t] of Object.entries(dev.by_space)) lines.push(`| ${space} | ${t.passed}/${t.total} | ${pct(t)} |`);
  lines.push('', '### Commonest failure causes (development half)', '', '| Cause | Requests |', '| --- | --- |');
  for (const f of dev.top_failures) lines.push(`| ${cell(f.cause)} | ${f.requests} |`);
  lines.push('');

  for (const agent of AGENT_SLUGS) {
    const rows = dev.results.filter((r) => r.agent === agent);
    if (rows.length === 0) continue;
    lines.push(`### \`${agent}\` (${pct(dev.by_agent[agent]!)})`, '');
    lines.push(`| Request | ${CHECK_NAMES.join(' | ')} |`, `| --- | ${CHECK_NAMES.map(() => '---').join(' | ')} |`);
    for (const r of rows) {
      const marks = CHECK_NAMES.map((name) => {
        const mine = r.checks.filter((x) => x.check === name);
        if (mine.length === 0) return 'n/a';
        const failed = mine.filter((c) => !c.pass).length;
        return failed === 0 ? 'pass' : mine.length > 1 ? `**FAIL ${failed}/${mine.length}**` : '**FAIL**';
      });
      lines.push(`| ${r.id} | ${marks.join(' | ')} |`);
    }
    lines.push('');
    for (const r of rows) {
      const failures = r.checks.filter((c) => !c.pass);
      if (failures.length === 0 && r.errors.length === 0) continue;
      lines.push(`- **${r.id}** (${r.task}): "${cell(excerpt(r.message, 160))}"`);
      for (const e of r.errors) lines.push(`  - error: ${cell(e)}`);
      for (const f of failures) lines.push(`  - ${f.check}${f.turn && f.turn > 1 ? ` (follow-up ${f.turn - 1})` : ''}: ${cell(excerpt(f.reason, 400))}`);
    }
    lines.push('');
  }
  return `${lines.join('\n')}\n`;
}

/** The held-out half as scores only, for latest.json. */
const scoresOnly = (half: HalfReport): HalfScores => ({ requests: half.requests, requests_passing: half.requests_passing, totals: half.totals, by_check: half.by_check });

export function writeReport(dir: string, report: EvalReport): { json: string; md: string; heldOut: string } {
  mkdirSync(dir, { recursive: true });
  const json = join(dir, 'latest.json');
  const md = join(dir, 'latest.md');
  const heldOut = join(dir, 'held-out.json');
  const { held_out, ...rest } = report;
  writeFileSync(json, `${JSON.stringify({ ...rest, held_out: scoresOnly(held_out), note: HELD_OUT_NOTE }, null, 2)}\n`);
  writeFileSync(md, markdown(report));
  writeFileSync(heldOut, `${JSON.stringify({ note: `${HELD_OUT_NOTE} Never tune on this file.`, started_at: report.started_at, engine: report.engine, split_seed: report.split_seed, held_out }, null, 2)}\n`);
  return { json, md, heldOut };
}

export function summary(report: EvalReport): string {
  const dev = report.development;
  const held = report.held_out;
  const lines = [`engine: ${report.engine}`, `  ${'check'.padEnd(24)} ${'development'.padEnd(16)} held-out`];
  for (const name of CHECK_NAMES) {
    const [d, h] = [dev.by_check[name]!, held.by_check[name]!];
    lines.push(`  ${name.padEnd(24)} ${`${d.passed}/${d.total} ${pct(d)}`.padEnd(16)} ${h.passed}/${h.total} ${pct(h)}`);
  }
  lines.push('  commonest failure causes (development half):');
  for (const f of dev.top_failures.slice(0, 5)) lines.push(`    ${String(f.requests).padStart(3)} requests  ${f.cause}`);
  lines.push(`requests passing every check: development ${dev.requests_passing.passed}/${dev.requests} (${pct(dev.requests_passing)}), held-out ${held.requests_passing.passed}/${held.requests} (${pct(held.requests_passing)})`);
  lines.push(`checks: development ${dev.totals.passed}/${dev.totals.total} (${pct(dev.totals)}), held-out ${held.totals.passed}/${held.totals.total} (${pct(held.totals)}), threshold ${Math.round(report.threshold * 100)}% each: ${report.passed ? 'PASS' : 'FAIL'}`);
  return lines.join('\n');
}
