import type { AgentTask, TaskInput, TaskOutput } from '../agent-task.ts';
import type { FactSource } from '../../facts/fact-sheet.ts';
import { documentItems, type DocumentItem } from '../../facts/document-items.ts';
import { SETBACKS } from '../../facts/proof-facts.ts';
import { formatMoney, formatNumber, moneyIn } from './money.ts';
import { isChannelResultRow } from '../../facts/channel-results.ts';
import { parseCount } from '../../brief/parse-count.ts';

/**
 * What a report on the business's own campaign says to do next ('Look at the half-term report and tell me 3 things to
 * repeat and 2 to drop', 'a half-page summary of what the campaign achieved for the trustees'): its results with the
 * change worked out, what it did ranked by what visitors said brought them, and what did not work, each from the
 * report's own lines. Nothing the report does not say.
 */

interface Result {
  measure: string;
  before: string;
  after: string;
  change: string | null;
}

/** A column that holds one period's or state's value of a measure ('2025', 'Q3', 'Before', 'This year', 'Target'). */
const PERIOD_COLUMN = /\b(?:19|20)\d\d\b|\bq[1-4]\b|\b(?:before|after|last|this|previous|prior|then|now|baseline|target|actual|year|month|week|quarter|season|spring|summer|autumn|winter|jan\w*|feb\w*|mar\w*|apr\w*|may|jun\w*|jul\w*|aug\w*|sep\w*|oct\w*|nov\w*|dec\w*)\b/i;

/**
 * '| Paid admissions | 1,140 | 1,685 (up 48%) |' gives the measure, both values and the change worked out. Only a
 * table whose last two columns are two periods (or before and after) compares: a channel table's 'Revenue' and
 * 'Trade accounts opened' are two different measures, never one that went from £15,194 to 2.
 */
function resultOf(item: DocumentItem): Result | null {
  const cells = item.cells ?? [];
  if (cells.length < 3) return null;
  if (!PERIOD_COLUMN.test(cells[cells.length - 2]!.header) || !PERIOD_COLUMN.test(cells[cells.length - 1]!.header) || isChannelResultRow(item)) return null;
  const [measure, before, after] = [cells[0]!.value, cells[cells.length - 2]!.value, cells[cells.length - 1]!.value];
  const n = (v: string) => Number(/[\d,]+(?:\.\d+)?/.exec(v)?.[0]?.replace(/,/g, '') ?? NaN);
  const [a, b] = [n(before), n(after)];
  if (!Number.isFinite(a) || !Number.isFinite(b)) return null;
  const unit = /%/.test(before) && /%/.test(after) ? ' points' : '';
  const change = a === 0 ? null : unit ? `${b - a >= 0 ? '+' : ''}${formatNumber(b - a)}${unit}` : `${b - a >= 0 ? '+' : ''}${formatNumber(((b - a) / a) * 100)} %`;
  return { measure, before: before.replace(/\s*\(.*\)\s*$/, ''), after: after.replace(/\s*\(.*\)\s*$/, ''), change };
}

/**
 * A results table's row said as one line, each figure by its column ('**Google Ads**: £1,650 spend, 118 calls, 71 jobs
 * won, £15,194 revenue'), with what the spend bought per unit of the first count worked out ('£23 per job won').
 */
function channelLine(item: DocumentItem): string {
  const [first, ...rest] = item.cells!;
  const figures = rest.filter((c) => c.value.trim() && !/^(?:-|–|n\/a|not tracked)$/i.test(c.value.trim())).map((c) => {
    const value = c.value.replace(/\s*\([^)]*\)\s*$/, '').trim();
    const header = c.header.replace(/\s*\([^)]*\)/g, '').trim().toLowerCase();
    // ('118 calls' already says what it counts; '71' under 'Jobs won' says it with its column.)
    return /^[$£€]?[\d,.]+%?$/.test(value) ? `${value} ${header.replace(/^(?:q[1-4]\s+)?/, '')}` : `${value} (${header})`;
  });
  const spend = rest.find((c) => /\b(?:spend|spent|cost|budget|fees?)\b/i.test(c.header) && moneyIn(c.value).length);
  const units = rest.find((c) => /\b(?:jobs?|sales|bookings?|orders?|customers?|clients?|members?|sign-?ups?)\b/i.test(c.header) && /^\s*\d[\d,]*\s*$/.test(c.value));
  const money = spend ? moneyIn(spend.value)[0] : undefined;
  const count = units ? Number(units.value.replace(/[,\s]/g, '')) : 0;
  const per = money && count > 0 ? `: ${formatMoney(money.value / count, money.currency, 0)} per ${units!.header.replace(/\s*\([^)]*\)/g, '').trim().toLowerCase().replace(/s\b(?=\s|$)/, '')}` : '';
  return `- **${first!.value.trim()}**: ${figures.join(', ')}${per}.`;
}

/** 'local Facebook groups 41%, friends and family 24%': where people said they heard, with the share each. */
function sourcesSaid(items: readonly DocumentItem[]): { name: string; share: number }[] {
  const line = items.find((i) => /\b(?:heard about us|how (?:they|visitors|customers|people) (?:heard|found)|where .{0,20}(?:heard|came from))\b/i.test(i.text));
  if (!line) return [];
  const list = line.text.replace(/^[^:]*:\s*/, '');
  return [...list.matchAll(/([a-z][a-z' &-]{2,40}?)\s+(\d{1,3})\s?%/gi)].map((m) => ({ name: m[1]!.trim().replace(/^and\s+/i, ''), share: Number(m[2]) }));
}

/** The words two phrases share, small words aside. */
function shared(a: string, b: string): number {
  const words = (t: string) => new Set((t.toLowerCase().match(/[£$€]\d[\d,.]*|[a-z][a-z'-]{2,}/g) ?? []).filter((w) => !/^(the|and|for|our|with|each|free|item|around|all|got|was|were|but|only|not|any|from|into|out|ran|both|had|has|have|their|they|them|who|that|this|which|one|two|three|four|five|six|ten)$/.test(w)).map((w) => w.replace(/s$/, '')));
  const x = words(a);
  // (Only words that say what was done: 'around', 'all', 'got' tie a queue at the desk to a trail around the galleries.)
  return [...words(b)].filter((w) => x.has(w)).length;
}

function generate(input: TaskInput): TaskOutput {
  const doc = input.referenced.find((r) => r.text.trim());
  const request = input.brief.request;
  if (!doc) {
    return {
      summary: 'What the report says to repeat and to change, once the report is attached.',
      deliverable: 'Tick the report in the chat (or name it as it is called in your knowledge base) and I will read its results, what you did and what did not work, and say what to repeat and what to drop or fix.',
      notes: [],
      used: [],
      steps: [{ tool: 'report_takeaways', summary: 'no report attached' }],
      artifacts: [],
    };
  }
  const items = documentItems(doc.text);
  const results = items.map(resultOf).filter((r): r is Result => r !== null);
  const counted = items.filter((i) => i.kind === 'bullet' && /\b(?:result|number|outcome|what happened)/i.test(i.section) && /\d/.test(i.text) && !/\bheard about us\b/i.test(i.text));
  // What was done, clause by clause ('Promotion: four posts in each of six local Facebook groups; an item in …').
  const done = items.filter((i) => /\b(?:what we did|activity|activities|promotion|tactics|the campaign|plan)\b/i.test(i.section) && i.kind !== 'row')
    // ('Dates: 21 to 29 October', 'Total spend: £410': when it ran and what it cost are no thing done.)
    .filter((i) => !/^(?:dates?|when|total spend|spend|budget|cost)\s*:/i.test(i.text))
    // ('The Steam Trail: ten brass rivets …' keeps its name and first sentence; 'Promotion:' only heads a list.)
    .flatMap((i) => {
      const label = /^([A-Z][\w '’-]{1,30}):\s*/.exec(i.text);
      const generic = !label || /^(?:promotion|marketing|activity|activities|channels?|tactics|what we did|actions?)$/i.test(label[1]!.trim());
      const rest = (label ? i.text.slice(label[0].length) : i.text);
      return generic ? rest.split(/;\s*/).map((t) => t.trim().replace(/[.]+$/, '')) : [`${label![1]!.trim()}: ${rest.split(/(?<=[.!?])\s+/)[0]!.replace(/[.]+$/, '')}`];
    })
    .filter((t) => t.split(/\s+/).length >= 3);
  const problems = items.filter((i) => SETBACKS.test(i.section) && i.kind !== 'row').map((i) => i.text.replace(/[.]+$/, ''));
  const sources = sourcesSaid(items);
  const ranked = done.map((d) => {
    const best = sources.map((s) => ({ s, n: shared(d, s.name) })).filter((x) => x.n >= Math.min(2, x.s.name.split(/\s+/).length)).sort((a, b) => b.n - a.n || b.s.share - a.s.share)[0];
    return { text: d, share: best?.s.share ?? null, source: best?.s.name ?? null };
  });
  // Something the report says did not work is no thing to repeat, whatever share its channel has: each problem is
  // about the one thing done that it shares most words with ('£180 of boosted Facebook posts', not the Facebook groups).
  const blamed = new Map<string, string>();
  for (const p of problems) {
    // (A tie goes to the one the problem says most of: all of '£180 of boosted Facebook posts', part of 'posts in Facebook groups'.)
    const size = (t: string) => Math.max(1, shared(t, t));
    const best = done.map((d) => ({ d, n: shared(p, d) })).sort((a, b) => b.n - a.n || b.n / size(b.d) - a.n / size(a.d))[0];
    if (best && best.n >= 2) blamed.set(best.d, p);
  }
  const failed = (t: string) => blamed.has(t);
  const repeat = ranked.filter((r) => !failed(r.text)).sort((a, b) => (b.share ?? -1) - (a.share ?? -1));
  const askedRepeat = parseCount(/\b(\d|one|two|three|four|five)\s+(?:things?\s+)?to\s+(?:repeat|keep|do again)\b/i.exec(request)?.[1]) ?? 3;
  const askedFix = parseCount(/\b(\d|one|two|three|four|five)\s+(?:things?\s+)?to\s+(?:drop|fix|change|stop|cut)\b/i.exec(request)?.[1]) ?? 2;
  const fixes = [...ranked.filter((r) => failed(r.text)).map((r) => ({ text: r.text as string | null, why: blamed.get(r.text)! })), ...problems.filter((p) => ![...blamed.values()].includes(p)).map((p) => ({ text: null as string | null, why: p }))];
  const channelLines = items.filter(isChannelResultRow).map(channelLine);
  const resultLines = results.map((r) => `- ${r.measure}: ${r.before} → ${r.after}${r.change ? ` (${r.change})` : ''}.`);
  const summary = /\bsummar|\bachieved|\bwhat (?:it|the campaign) did\b|\btrustees\b|\bboard\b/i.test(request) && !/\bto repeat\b/i.test(request);
  const repeatLines = repeat.slice(0, askedRepeat).map((r, i) => `${i + 1}. **${r.text.charAt(0).toUpperCase()}${r.text.slice(1)}.**${r.share !== null ? ` ${r.share} % of those asked heard about you through ${r.source}.` : ''}`);
  const fixLines = fixes.slice(0, askedFix).map((f, i) => `${i + 1}. **${f.text ? `Drop or change: ${f.text}` : 'Fix'}.** ${f.why.charAt(0).toUpperCase()}${f.why.slice(1)}.`);
  const lines = summary
    ? [
        ...(channelLines.length >= 2 ? ['## What each channel did', ...channelLines, ''] : []),
        ...(resultLines.length || !channelLines.length ? ['## What it achieved', ...(resultLines.length ? resultLines : ['- The report gives no before-and-after figures.'])] : []),
        ...counted.map((c) => `- ${c.text.replace(/[.]+$/, '')}.`),
        '',
        `## What did not work`,
        ...(problems.length ? problems.map((p) => `- ${p}.`) : ['- The report names nothing that did not work.']),
        '',
        ...(repeat.length || fixes.length
          ? [
              `## What to ask them to back next`,
              ...repeat.slice(0, 2).map((r) => `- Do again: ${r.text}${r.share !== null ? ` (${r.share} % heard about you through ${r.source})` : ''}.`),
              ...fixes.slice(0, 2).map((f) => `- ${f.text ? `Stop or change: ${f.text}` : `Fix before next time: ${f.why}`}.`),
            ]
          : []),
      ]
    : [
        `## ${askedRepeat === 1 ? 'One thing' : `${askedRepeat} things`} to repeat`,
        ...(repeatLines.length ? repeatLines : ['The report does not say what you did in enough detail to pick from.']),
        '',
        `## ${askedFix === 1 ? 'One thing' : `${askedFix} things`} to drop or fix`,
        ...(fixLines.length ? fixLines : ['The report names nothing that did not work.']),
        ...(resultLines.length ? ['', '## The results behind this', ...resultLines] : []),
      ];
  const used: FactSource[] = [{ title: doc.title, kind: doc.kind, id: doc.id }];
  return {
    summary: summary ? `What the campaign achieved and what to ask for next, from "${doc.title}".` : `${askedRepeat} things to repeat and ${askedFix} to drop or fix, from "${doc.title}".`,
    deliverable: lines.join('\n'),
    notes: [],
    used,
    steps: [{ tool: 'report_takeaways', summary: `${results.length} results, ${done.length} actions, ${problems.length} problems read from ${doc.title}` }],
    artifacts: [],
  };
}

export const reportTakeawaysTask: AgentTask = {
  id: 'strategy.report-takeaways',
  agent: 'strategy-review-agent',
  label: 'what a campaign report says to repeat and to change',
  cues: ['to repeat', 'things to repeat', 'do again', 'to drop or fix', 'what worked', "what didn't work", 'lessons learned', 'lessons learnt', 'lessons from', 'takeaways', 'report', 'campaign achieved', 'what it achieved', 'half-page summary', 'summary of what'],
  delivers: ['takeaways', 'lessons', 'summary'],
  starter: 'Read our last campaign report and tell me 3 things to repeat and 2 to drop or fix',
  generate,
};
