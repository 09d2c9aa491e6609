import type { TaskInput, TaskOutput } from '../agent-task.ts';
import { firstKpi } from './advice-sources.ts';
import { channelLines, type ChannelLine } from './channel-lines.ts';
import { mentionsIn } from './channel-lexicon.ts';
import { possessive } from './channel-verdict.ts';
import { decisionMarkdown } from './decision-answer.ts';
import { formatMoney, formatNumber, moneyIn } from './money.ts';

/**
 * 'Our split is Facebook ads £600, leaflets £300, … Move 10% from leaflets to email': the split the request gives,
 * with the move it asks for made, every other line kept as given and the total checked. A share 'of the budget'
 * is of the whole; a bare share is of the channel it comes from, and the other reading is given beside it.
 */

// 'move 10% from leaflets to email', 'shift £200 from X into Y', 'move 10% of the budget from LinkedIn to Google Ads'.
const MOVE = /\b(?:move|shift|take|transfer|reallocate|put)\s+(?:(\d+(?:\.\d+)?)\s?%|([£$€]\s?\d[\d,]*(?:\.\d+)?k?))(\s+of\s+(?:the|our)\s+(?:whole\s+|total\s+|overall\s+|monthly\s+)?(?:budget|total|spend))?\s+(?:of\s+it\s+)?(?:away\s+)?from\s+(.+?)\s+(?:to|into|onto|over to)\s+(.+?)(?=[.,;?!]|\s+and\b|\s+so\b|$)/i;

function lineNamed(lines: readonly ChannelLine[], words: string): ChannelLine | null {
  const kind = mentionsIn(words)[0]?.kind.name;
  return lines.find((l) => (kind && l.kind.name === kind) || l.name.toLowerCase() === words.trim().replace(/^(?:the|our)\s+/i, '').toLowerCase()) ?? null;
}

export function splitMove(input: TaskInput): TaskOutput | null {
  const { request } = input.brief;
  const m = MOVE.exec(request);
  if (!m) return null;
  const lines = channelLines(request.slice(0, m.index) + request.slice(m.index + m[0].length)).filter((l) => !l.results);
  if (lines.length < 2) return null;
  const from = lineNamed(lines, m[4]!);
  const to = lineNamed(lines, m[5]!);
  if (!from || !to || from === to) return null;
  const currency = from.amount.currency;
  const money = (v: number) => formatMoney(v, currency, 'auto');
  const total = lines.reduce((n, l) => n + l.amount.value, 0);
  const pct = m[1] ? Number(m[1]) : null;
  const ofWhole = Boolean(m[3]);
  const base = pct === null ? null : ofWhole ? total : from.amount.value;
  const moved = pct !== null ? Math.round((base! * pct) / 100 * 100) / 100 : moneyIn(m[2]!)[0]!.value;
  const working: string[] = [];
  if (pct !== null) working.push(`${formatNumber(pct, pct % 1 ? 1 : 0)} % of ${ofWhole ? `the whole ${money(total)}` : `${possessive(from.name)} ${from.amount.text}`} = **${money(moved)}**`);
  if (moved > from.amount.value) return null;
  const after = (l: ChannelLine) => l.amount.value + (l === to ? moved : l === from ? -moved : 0);
  const share = (v: number) => `${formatNumber((v / total) * 100, 1)} %`;
  working.push(
    '',
    '| Channel | Before | Change | After | Share after |',
    '|---|---|---|---|---|',
    ...lines.map((l) => `| ${l.name} | ${l.amount.text} | ${l === from ? `−${money(moved)}` : l === to ? `+${money(moved)}` : '—'} | ${money(after(l))} | ${share(after(l))} |`),
    `| **Total** | ${money(total)} | — | ${money(lines.reduce((n, l) => n + after(l), 0))} | 100 % |`,
    '',
    `Check: ${lines.map((l) => money(after(l))).join(' + ')} = ${money(total)}, the same total as before.`,
  );
  const kpi = firstKpi(input.facts.kpis) ?? 'cost per result';
  const call = `${from.name} goes from ${from.amount.text} to ${money(after(from))} and ${to.name} from ${to.amount.text} to ${money(after(to))}; the other ${lines.length - 2 === 1 ? 'line stays' : `${lines.length - 2} lines stay`} as you gave ${lines.length - 2 === 1 ? 'it' : 'them'}, and the total is still ${money(total)}.`;
  const other = pct !== null && !ofWhole ? (total * pct) / 100 : null;
  const why = [
    `You asked to move ${pct !== null ? `${formatNumber(pct, pct % 1 ? 1 : 0)} %` : m[2]} from ${from.name} to ${to.name}: the table makes that move and nothing else.`,
    ...(other !== null && other <= from.amount.value ? [`Read as ${formatNumber(pct!, pct! % 1 ? 1 : 0)} % of the whole ${money(total)} instead, the move is ${money(other)}: ${from.name} ${money(from.amount.value - other)} and ${to.name} ${money(to.amount.value + other)}.`] : []),
  ];
  const change = [
    `If ${possessive(to.name)} ${kpi} does not improve within four weeks of the extra ${money(moved)}, move it back.`,
    `If ${from.name} loses more results than the ${money(moved)} buys in ${to.name}, the move costs you: compare the two channels' results per pound before and after.`,
  ];
  const next = [
    `Change the two budgets from the next billing period: ${from.name} ${money(after(from))}, ${to.name} ${money(after(to))}.`,
    `Write down each channel's ${kpi} today, so the move can be judged against it.`,
    'Review after four weeks, with the same figures for both channels.',
  ];
  return {
    summary: `The split with ${money(moved)} moved from ${from.name} to ${to.name}.`,
    deliverable: decisionMarkdown({ call, working, why, change, next }, input.variant),
    notes: [],
    used: [],
    steps: [{ tool: 'budget_split', summary: `moved ${money(moved)} from ${from.name} to ${to.name}` }],
    artifacts: [],
  };
}
