import type { FactSource } from '../../facts/fact-sheet.ts';
import type { TaskInput, TaskOutput } from '../agent-task.ts';
import { uniqueSources } from './advice-sources.ts';
import { decisionMarkdown } from './decision-answer.ts';
import { formatMoney, moneyIn } from './money.ts';

/**
 * 'Should we add a cheaper plan, one visit a month at £39? Worried it'll eat into the £65 plan.': a call on a
 * cheaper tier beside a dearer one. The working is the trade it makes: each current customer who moves down
 * loses the gap, each new customer it wins brings its whole price, so it pays while it wins at least gap ÷ new
 * price new customers for every one who moves down. The call is yes with a fence that keeps the dearer plan
 * worth its price, and a count that says whether the trade held.
 */
const CHEAPER = /\b(?:add|adding|launch|launching|introduce|introducing|offer|offering|bring in|start|starting|create|creating|have|do)\s+(?:a\s+|an\s+)?(?:new\s+)?(?:cheaper|lower[- ]priced|budget|entry(?:[- ]level)?|basic|lite|light|smaller|starter|stripped[- ]down|no[- ]frills)\s+(plan|tier|option|package|version|membership|subscription|service|level)\b/i;
/** What the cheaper tier leaves out or gives, as the request says it: 'one visit a month'. */
const WHAT = /\b(?:plan|tier|option|package|version|membership|subscription|service|level)\b\s*[,:(—–-]?\s*(?:with\s+|of\s+|for\s+)?((?:just\s+|only\s+)?[a-z0-9][^,.?()£$€]{2,50}?)\s*[,)]?\s*(?:at|for|costing|priced at)\s+[£$€]/i;

/** The best small ratio a/b (b ≤ 5) for a share: 0.67 gives 2 in 3. */
function ratioOf(share: number): { a: number; b: number } {
  let best = { a: 1, b: 1, err: Infinity };
  for (let b = 1; b <= 5; b++) {
    const a = Math.max(1, Math.round(share * b));
    const err = Math.abs(a / b - share);
    if (err < best.err - 1e-9) best = { a, b, err };
  }
  return { a: best.a, b: best.b };
}

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const inWords = (n: number) => NUMBER_WORDS[n] ?? String(n);

export function cheaperTierAnswer(input: TaskInput): TaskOutput | null {
  const { brief, facts } = input;
  const asked = CHEAPER.exec(brief.request);
  if (!asked) return null;
  const sums = moneyIn(brief.request);
  const newPrice = sums[0];
  if (!newPrice) return null;
  const kind = asked[1]!.toLowerCase();
  // The dearer plan: a second sum the request names ('the £65 plan'), else the space's nearest dearer price.
  const stated = sums.find((s) => s.value > newPrice.value && s.currency === newPrice.currency) ?? null;
  const listed = facts.prices
    .filter((p) => !p.fee)
    .map((p) => ({ p, v: moneyIn(p.amount)[0] }))
    .filter((x): x is { p: (typeof facts.prices)[number]; v: NonNullable<ReturnType<typeof moneyIn>[number]> } => Boolean(x.v) && x.v!.currency === newPrice.currency && x.v!.value > newPrice.value)
    .sort((a, b) => a.v.value - b.v.value);
  const fromFacts = stated ? listed.find((x) => x.v.value === stated.value) : listed[0];
  const dearValue = stated?.value ?? fromFacts?.v.value;
  if (!dearValue) return null;
  const used: FactSource[] = fromFacts ? [fromFacts.p.source] : [];
  const money = (v: number) => formatMoney(v, newPrice.currency, 'auto');
  // ('Monthly care plan' in a table is 'the monthly care plan' in a sentence; 'Gold Plan' keeps its capitals.)
  const plan = fromFacts?.p.plan?.replace(/^([A-Z])(?=[a-z]+\s+[a-z])/, (c) => c.toLowerCase());
  const dearName = plan ? `the ${plan}` : `the ${money(dearValue)} ${kind}`;
  const said = `${brief.request} ${fromFacts?.p.per ?? ''} ${fromFacts?.p.amount ?? ''}`;
  const period = /\b(?:a|per|\/)\s?month\b|monthly/i.test(said) ? 'month' : /\b(?:a|per|\/)\s?week\b|weekly/i.test(said) ? 'week' : /\b(?:a|per|\/)\s?year\b|annual/i.test(said) ? 'year' : null;
  const per = period ? ` a ${period}` : '';
  const gap = dearValue - newPrice.value;
  const share = gap / newPrice.value;
  const { a, b } = ratioOf(share);
  const what = WHAT.exec(brief.request)?.[1]?.trim().replace(/^(?:just|only)\s+/i, '') ?? null;
  const cheap = `the ${money(newPrice.value)} ${kind}${what ? ` (${what})` : ''}`;
  const trade = `${a === b ? 'one new customer for every one' : `${inWords(a)} new customer${a === 1 ? '' : 's'} for every ${inWords(b)}`} who move${a === b ? 's' : ''} down`;
  const call = `Yes, add ${cheap}, with a fence around it: it pays as long as it wins at least ${trade} from ${dearName}.`;
  const working = [
    `- Each current customer who moves down: ${money(dearValue)} − ${money(newPrice.value)} = ${money(gap)} less${per}${period === 'month' ? `, ${money(gap * 12)} a year` : period === 'week' ? `, ${money(gap * 52)} a year` : ''}`,
    `- Each new customer it wins: ${money(newPrice.value)}${per}${period === 'month' ? `, ${money(newPrice.value * 12)} a year` : period === 'week' ? `, ${money(newPrice.value * 52)} a year` : ''}`,
    `- New customers needed for each one who moves down: ${money(gap)} ÷ ${money(newPrice.value)} = ${(Math.round(share * 100) / 100).toFixed(2)}, about ${inWords(a)} in ${inWords(b)}`,
  ];
  const why = [
    `The risk you name is real but bounded: a customer who moves down still pays ${money(newPrice.value)}${per}, so ${dearName} loses ${money(gap)}, not ${money(dearValue)}.`,
    `A cheaper way in wins the people ${money(dearValue)} turns away; the fence keeps those who value ${dearName} on it.`,
    ...(facts.goal ? [`Your goal is "${facts.goal.replace(/[.]+$/, '')}": a new customer on ${cheap} counts toward it, a customer who moves down does not.`] : []),
  ];
  const change = [
    `If more than ${inWords(b)} current customer${b === 1 ? '' : 's'} move down for every ${inWords(a)} new one${a === 1 ? '' : 's'} it wins in the first three months, close it to current customers or drop it.`,
    `What each ${kind} costs you to serve is not in your facts: if ${cheap} costs much less to deliver, it can take more moving down than the ratio above and still pay.`,
  ];
  const next = [
    `Write the fence down before you launch: what ${dearName} has that ${cheap} does not, said side by side on your price page.`,
    `Offer ${cheap} to new enquiries first; current customers can move only at renewal and only if they ask.`,
    `Count two numbers for three months: new customers on ${cheap}, and current ones who moved down. Keep it if the first is at least ${inWords(a)} for every ${inWords(b)} of the second.`,
  ];
  return {
    summary: call.split(/(?<=[.:])\s+(?=[A-Z])/)[0]!,
    deliverable: decisionMarkdown({ call, working, why, change, next }, input.variant),
    notes: [],
    used: uniqueSources(used),
    steps: [{ tool: 'decision', summary: `cheaper ${kind} at ${money(newPrice.value)} beside ${money(dearValue)}: ${a} new per ${b} moving down` }],
    artifacts: [],
  };
}
