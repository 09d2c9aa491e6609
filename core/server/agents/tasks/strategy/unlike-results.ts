import type { TaskInput, TaskOutput } from '../agent-task.ts';
import { profileSource, quoted, uniqueSources } from './advice-sources.ts';
import { possessive } from './channel-verdict.ts';
import { mentionsIn } from './channel-lexicon.ts';
import { singular, type ChannelLine } from './channel-lines.ts';
import { decisionMarkdown } from './decision-answer.ts';
import { readOptions } from './decision-options.ts';
import { formatMoney, formatNumber, type MoneyMention } from './money.ts';

/**
 * Two channels whose results the request counts in different things ('Google Ads brought 40 tuning bookings at £12
 * each; the school mailing brought 9 Care Plan sign-ups for £300'): a booking is no sign-up, so their costs per
 * result are not compared as they stand. The one counted in the goal's own measure is the yardstick; the other wins
 * only if enough of its results turn into that measure, and the answer works out how many: the share at which the
 * two buy the same. The call follows the yardstick unless that share is one the reader can check is met.
 */
export interface PricedLine {
  line: ChannelLine;
  count: number;
  noun: string;
  /** Cost per result. */
  cpr: number;
}

const STOP = new Set(['new', 'paid', 'the', 'our', 'a', 'an', 'of', 'for']);
const stems = (text: string) => new Set(text.toLowerCase().split(/[^a-z0-9-]+/).filter((w) => w.length > 1 && !STOP.has(w)).map((w) => singular(w)));
const shared = (noun: string, text: string) => {
  const within = stems(text);
  return [...stems(noun)].filter((w) => within.has(w)).length;
};

/** The noun as the request writes it ('Care Plan sign-ups'), not lower-cased. */
function asWritten(noun: string, request: string): string {
  const at = request.toLowerCase().indexOf(noun.toLowerCase());
  return at >= 0 ? request.slice(at, at + noun.length) : noun;
}

/** A channel by the question's own words for it ('a school partnership mailing'), when an option names it. */
function optionName(line: ChannelLine, request: string): string {
  const options = readOptions(request);
  const own = [options?.a, options?.b].find((o) => o && mentionsIn(o).some((m) => m.kind.name === line.kind.name));
  const name = own ? own.replace(/^(?:on|into|in|to)\s+/i, '').replace(/^(?:the|a|an|our)\s+/i, '') : line.name;
  // 'the school partnership mailing', but 'Google Ads' as it stands.
  return /^[a-z]/.test(name) ? `the ${name}` : name;
}

export function unlikeResultsDecision(input: TaskInput, priced: readonly PricedLine[], sum: MoneyMention | null): TaskOutput | null {
  const { brief, facts } = input;
  if (priced.length !== 2 || priced.some((p) => !Number.isFinite(p.cpr) || p.cpr <= 0)) return null;
  const key = (p: PricedLine) => singular(p.noun.split(/\s+/).at(-1)!);
  if (key(priced[0]!) === key(priced[1]!)) return null;
  // The yardstick is the result the goal counts; the KPIs settle a tie, and the question itself the next one.
  const question = brief.request.split(/(?<=[.!?])\s+/).find((s) => /\?/.test(s)) ?? '';
  const rank = (p: PricedLine) => [shared(p.noun, facts.goal ?? ''), shared(p.noun, facts.kpis ?? ''), shared(p.noun, question)];
  const [ra, rb] = priced.map(rank) as [number[], number[]];
  const order = ra.map((v, i) => v - rb[i]!).find((d) => d !== 0) ?? 0;
  if (order === 0) return null;
  const goalSide = order > 0 ? priced[0]! : priced[1]!;
  const other = goalSide === priced[0] ? priced[1]! : priced[0]!;
  const currency = goalSide.line.amount.currency;
  const money = (v: number) => formatMoney(v, currency, 'auto');
  const g = { name: optionName(goalSide.line, brief.request), noun: asWritten(goalSide.noun, brief.request) };
  const o = { name: optionName(other.line, brief.request), noun: asWritten(other.noun, brief.request) };
  const one = (noun: string) => singular(noun);
  const cap = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);
  // The share of the other's results that must become the goal's result for the two to buy the same.
  const share = other.cpr / goalSide.cpr;
  const pct = `${formatNumber(share * 100, share * 100 < 10 ? 1 : 0)}%`;
  const cost = (p: PricedLine, noun: string) => (p.line.unit ? `${p.line.amount.text} per ${one(noun)} (your figure)` : `${p.line.amount.text} ÷ ${formatNumber(p.count)} = ${money(p.cpr)} per ${one(noun)}`);
  const working = [`- ${cap(g.name)}: ${cost(goalSide, g.noun)}`, `- ${cap(o.name)}: ${cost(other, o.noun)}`];
  if (sum) {
    const many = (v: number) => formatNumber(v, Number.isInteger(Math.round(v * 10) / 10) ? 0 : 1);
    working.push(`- ${sum.text} ÷ ${money(goalSide.cpr)} = ${many(sum.value / goalSide.cpr)} ${g.noun} from ${g.name}`);
    working.push(`- ${sum.text} ÷ ${money(other.cpr)} = ${many(sum.value / other.cpr)} ${o.noun} from ${o.name}`);
  }
  // (Over 100% no share of them can close the gap: said as such, never as a share to check.)
  working.push(share < 1 ? `- ${money(other.cpr)} ÷ ${money(goalSide.cpr)} = ${pct}: the share of ${possessive(o.name)} ${o.noun} that must become ${g.noun} for the two to cost the same per ${one(g.noun)}` : `- ${money(other.cpr)} per ${one(o.noun)} against ${money(goalSide.cpr)} per ${one(g.noun)}: even if every one became a ${one(g.noun)}, ${o.name} would cost more per ${one(g.noun)}`);
  const past = other.line.counts?.[0]?.count ?? (other.line.unit ? null : other.count);
  const spend = sum ? `the ${sum.text}` : 'the money';
  const usedBefore = past ? ` Check how many of the ${formatNumber(past)} ${o.noun} ${o.name} already brought became ${g.noun}.` : '';
  const call = share >= 1
    ? `Put ${spend} into ${g.name}: each of ${possessive(o.name)} ${o.noun} costs ${money(other.cpr)}, more than a whole ${one(g.noun)} costs through ${g.name} (${money(goalSide.cpr)}), so ${o.name} cannot catch up even if every one became a ${one(g.noun)}.`
    : `Put ${spend} into ${g.name}${sum ? `: about ${formatNumber(Math.floor(sum.value / goalSide.cpr + 1e-9))} ${g.noun} at ${money(goalSide.cpr)} each` : ` at ${money(goalSide.cpr)} per ${one(g.noun)}`}, unless more than ${pct} of ${possessive(o.name)} ${o.noun} turn into ${g.noun}.${usedBefore}`;
  const why = [`${cap(g.name)} is counted in ${g.noun}, ${facts.goal ? `the measure of your goal (${quoted(facts.goal, 'goal')})` : 'what your question asks for'}; ${o.name} in ${o.noun}, a step that only sometimes ends in one. ${cap(possessive(o.name))} cheaper ${money(other.cpr)} per ${one(o.noun)} is not cheaper per ${one(g.noun)}.`];
  const used = facts.goal || facts.kpis ? [profileSource(facts)] : [];
  const change = share < 1
    ? [`If more than ${pct} of ${possessive(o.name)} ${o.noun} become ${g.noun}, ${o.name} buys more of them for the same money: switch.`, `${cap(possessive(g.name))} ${money(goalSide.cpr)} comes from ${formatNumber(goalSide.line.unit ? 1 : goalSide.count)} ${goalSide.count === 1 && !goalSide.line.unit ? one(g.noun) : g.noun}${goalSide.line.unit ? '' : ` for ${goalSide.line.amount.text}`}: a second round to the same people often brings fewer.`]
    : [`If ${possessive(o.name)} cost per ${one(o.noun)} falls below ${money(goalSide.cpr)}, it is worth testing for ${g.noun}.`];
  const next = [
    ...(past && share < 1 ? [`Count how many of the ${formatNumber(past)} ${o.noun} became ${g.noun}; above ${pct}, ${o.name} is the better buy.`] : []),
    `Spend half of ${spend}${sum ? ` (${sum.text} ÷ 2 = ${money(sum.value / 2)})` : ''} on ${share >= 1 ? g.name : `${g.name} now`}, and count the ${g.noun} it brings.`,
    `Judge both on cost per ${one(g.noun)}, and put the rest where it is lower.`,
  ];
  return {
    summary: call.split(/(?<=[.:])\s+(?=[A-Z])/)[0]!.replace(/:$/, '.'),
    deliverable: decisionMarkdown({ call, working, why, change, next, tail: ['*Figures from your request.*'] }, input.variant),
    notes: [],
    used: uniqueSources(used),
    steps: [{ tool: 'decision', summary: `${one(g.noun)} against ${one(o.noun)}: ${money(goalSide.cpr)} and ${money(other.cpr)}, break-even ${pct}` }],
    artifacts: [],
  };
}
