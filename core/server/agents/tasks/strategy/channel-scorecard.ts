import type { TaskInput, TaskOutput } from '../agent-task.ts';
import { uniqueSources } from './advice-sources.ts';
import { singular } from './channel-lines.ts';
import { formatMoney, formatNumber } from './money.ts';
import { list } from './channel-verdict.ts';
import { capitalise } from '../../offline/template-grammar.ts';
import { documentLines, type Priced } from './stated-results.ts';

// 'Review our Q1 results by channel', 'how is each channel doing', 'which channels are pulling their weight',
// 'the cost per booking for each': a reading of every channel's results, not one call on one of them.
const BY_CHANNEL = /\b(?:by|each|every|per|all (?:our|the|of our))\s+channels?\b|\bchannels?\s+(?:by|one by one)\b|\bwhich channels?\s+(?:are|is|were|was)\s+(?:pulling|working|worth|earning|paying|performing|not)\b|\bpulling (?:their|its) weight\b/i;
const REVIEW = /\b(?:review|assess|evaluate|go through|break down|look (?:at|over)|analy[sz]e|read|score|rate|how (?:are|did|is|were))\b/i;
const COST_EACH = /\bcost per [a-z-]+(?:\s[a-z-]+)?\s+(?:for|of)\s+(?:each|every|all)\b/i;
// A call on money (cut one, move its budget, split a sum) is answered by the tasks that make that call.
// ('Put the cost per booking in a table' puts no money anywhere.)
const CALL = /\b(?:cut|drop|stop|move|shift|reallocate|split|put (?:it|that|this|the money|the budget|more|extra|[£$€]\d)|invest|spend (?:it|the|our|an?)|extra|next [£$€]|where should)\b/i;

/** How much dearer than the blended cost a paid channel may be before it is not pulling its weight. */
const DEAR = 1.5;
/** Fewer results than this is too few to call a channel on one period. */
const FEW = 10;

type Standing = 'strong' | 'average' | 'weak' | 'time' | 'nothing';

/** 'Put the cost per booking and revenue per pound in a table': the reading as a table, asked after another answer too. */
const TABLE_OF_COSTS = /\btable\b/i;
const COST_PER = /\bcost per [a-z-]+|\b(?:revenue|return|money back) per (?:pound|dollar|euro|[£$€]1)\b/i;

/** Whether a request (or a follow-up) asks for the reading of every channel's results. */
export function scorecardAsked(request: string): boolean {
  if (CALL.test(request)) return false;
  return ((REVIEW.test(request) || /\bwhich channels?\b/i.test(request)) && BY_CHANNEL.test(request)) || COST_EACH.test(request) || (TABLE_OF_COSTS.test(request) && COST_PER.test(request));
}

/**
 * 'Review our Q1 results by channel: which are pulling their weight, with the cost per booking for each.' A results
 * table in the space's documents, read channel by channel: what each cost per result against the paid channels'
 * blended cost, what it brought back per unit of money when the table gives revenue, and which are pulling their
 * weight. Null unless the request asks for such a reading and a table gives two channels' results.
 */
export function channelScorecard(input: TaskInput): TaskOutput | null {
  if (input.brief.revision || !scorecardAsked(input.brief.request)) return null;
  const table = documentLines(input, 'any');
  if (!table) return null;
  const rows = table.priced;
  const currency = rows[0]!.line.amount.currency;
  const money = (v: number) => formatMoney(v, currency, 'auto');
  const noun = rows[0]!.noun;
  const one = singular(noun);
  const paid = rows.filter((r) => r.line.amount.value > 0);
  const paidSpend = paid.reduce((s, r) => s + r.line.amount.value, 0);
  const paidResults = paid.reduce((s, r) => s + r.count, 0);
  const blended = paidResults > 0 ? paidSpend / paidResults : null;
  const standing = (r: Priced): Standing => {
    if (r.line.amount.value === 0) return 'time';
    if (r.count === 0) return 'nothing';
    if (blended === null) return 'average';
    if (r.cpr <= blended) return 'strong';
    return r.cpr > blended * DEAR ? 'weak' : 'average';
  };
  const perMoney = (r: Priced) => (r.revenue && r.line.amount.value > 0 ? r.revenue.value / r.line.amount.value : null);
  const sorted = [...rows].sort((a, b) => (a.line.amount.value === 0 ? -1 : b.line.amount.value === 0 ? 1 : a.cpr - b.cpr));
  const hasRevenue = rows.some((r) => r.revenue);
  const costCell = (r: Priced) => (r.line.amount.value === 0 ? `${money(0)} (time only)` : r.count === 0 ? `nothing back for ${r.line.amount.text}` : money(r.cpr));
  const verdictCell = (r: Priced) => {
    const s = standing(r);
    const back = perMoney(r);
    const losing = back !== null && back < 1 ? `; brings back ${money(back)} per ${money(1)} spent, less than it costs` : '';
    if (s === 'time') return `pulling its weight on your time, not money${r.count < FEW ? ` (only ${formatNumber(r.count)} ${noun})` : ''}`;
    if (s === 'nothing') return 'not pulling its weight: nothing back';
    const times = blended ? r.cpr / blended : 1;
    const few = r.count < FEW ? `; only ${formatNumber(r.count)} ${noun}, so one period is thin evidence` : '';
    if (s === 'strong') return `pulling its weight: ${times < 0.95 ? `${formatNumber(times, 1)} times` : 'about'} the average cost${losing}${few}`;
    if (s === 'average') return `middling: ${formatNumber(times, 1)} times the average cost${losing}${few}`;
    return `not pulling its weight: ${formatNumber(times, 1)} times the average cost${losing}${few}`;
  };
  const header = ['| Channel | Spend | ' + capitalise(noun) + ' | Cost per ' + one + (hasRevenue ? ' | Revenue | Back per ' + money(1) : '') + ' | Verdict |', '|---|---|---|---|' + (hasRevenue ? '---|---|' : '') + '---|'];
  const line = (r: Priced) => {
    const back = perMoney(r);
    return `| ${r.line.name} | ${r.line.amount.text} | ${formatNumber(r.count)} | ${costCell(r)}${hasRevenue ? ` | ${r.revenue?.text ?? 'not given'} | ${back === null ? (r.line.amount.value === 0 ? 'no spend' : 'not given') : money(back)}` : ''} | ${verdictCell(r)} |`;
  };
  const strong = sorted.filter((r) => standing(r) === 'strong' || standing(r) === 'time');
  const weak = sorted.filter((r) => standing(r) === 'weak' || standing(r) === 'nothing' || (perMoney(r) ?? 2) < 1);
  const middle = sorted.filter((r) => !strong.includes(r) && !weak.includes(r));
  const named = (list: readonly Priced[]) => list.map((r) => `${r.line.name} (${r.line.amount.value === 0 ? 'time only' : r.count === 0 ? 'nothing back' : `${money(r.cpr)} per ${one}`})`);
  const summary = [
    strong.length ? `Pulling their weight: ${list(named(strong))}.` : 'No channel comes in under the average cost.',
    weak.length ? `Not pulling their weight: ${list(named(weak))}.` : 'None is far off the average.',
    middle.length ? `In between: ${list(named(middle))}.` : '',
  ].filter(Boolean);
  const working = [
    ...(blended !== null ? [`The average to beat: the paid channels together spent ${money(paidSpend)} for ${formatNumber(paidResults)} ${noun}, ${money(paidSpend)} ÷ ${formatNumber(paidResults)} = ${money(blended)} per ${one}. A channel more than ${formatNumber(DEAR, 1)} times that is not pulling its weight.`] : []),
    ...sorted.filter((r) => r.line.amount.value > 0 && r.count > 0).map((r) => `- ${r.line.name}: ${r.line.amount.text} ÷ ${formatNumber(r.count)} = ${money(r.cpr)} per ${one}${perMoney(r) !== null ? `; ${r.revenue!.text} ÷ ${r.line.amount.text} = ${money(perMoney(r)!)} back per ${money(1)}` : ''}`),
  ];
  const thin = rows.filter((r) => r.count > 0 && r.count < FEW && r.line.amount.value > 0);
  const free = rows.filter((r) => r.line.amount.value === 0);
  const weakPaid = weak.filter((r) => r.line.amount.value > 0);
  const bestPaid = strong.find((r) => r.line.amount.value > 0);
  const next = [
    ...(weakPaid.length ? [`Cut or rework ${list(weakPaid.map((r) => r.line.name))} first: ${weak.length === 1 ? 'it costs' : 'they cost'} the most per ${one}${thin.some((r) => weak.includes(r)) ? ', though a small count means one more period of figures is fair before a permanent cut' : ''}.`] : []),
    ...(bestPaid ? [`Any money you free up goes furthest in ${bestPaid.line.name} at ${money(bestPaid.cpr)} per ${one}, though the cost per ${one} usually rises as a channel takes more money.`] : []),
    ...(free.length ? [`${list(free.map((r) => r.line.name))} ${free.length === 1 ? 'costs' : 'cost'} no money but takes your time: count the hours too before comparing ${free.length === 1 ? 'it' : 'them'} with paid channels.`] : []),
    `These figures count ${noun}, not what each ${one} is worth${hasRevenue ? ' after costs: revenue per ' + money(1) + ' is before your own costs' : ''}; judge again the same way next period.`,
  ];
  const tableLines = [...header, ...sorted.map(line)];
  // ('Q1 2026', 'Autumn results': the table's heading names its period when it is short; a long title is left to the source line.)
  const section = input.facts.channelResults?.find((r) => r.source === table.source)?.section ?? '';
  const period = section && section.length <= 40 && !/[()]/.test(section) ? ` (${section})` : '';
  const body =
    input.variant % 2 === 1
      ? [`**Which channels pull their weight${period}**`, '', ...summary.map((s) => `- ${s}`), '', '**The working**', '', ...working, '', ...tableLines, '', '**What to do with it**', '', ...next.map((n, i) => `${i + 1}. ${n}`)]
      : [`**Your results by channel${period}**`, '', ...summary, '', ...tableLines, '', '**How it is worked out**', '', ...working, '', '**What it means**', '', ...next.map((n) => `- ${n}`)];
  return {
    summary: `${rows.length} channels read from "${table.source.title}": ${strong.length} pulling ${strong.length === 1 ? 'its' : 'their'} weight, ${weak.length} not.`,
    deliverable: [...body, '', `*Figures from "${table.source.title}".*`].join('\n'),
    notes: [],
    used: uniqueSources([table.source]),
    steps: [{ tool: 'analysis', summary: `cost per ${one} for ${rows.length} channels against the average ${blended === null ? '' : money(blended)}`.trim() }],
    artifacts: [],
  };
}

