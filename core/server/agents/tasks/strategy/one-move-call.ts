import nlp from 'compromise';
import type { PriceFact } from '../../facts/fact-sheet.ts';
import type { TaskInput, TaskOutput } from '../agent-task.ts';
import { firstKpi, profileSource, quoted, uniqueSources } from './advice-sources.ts';
import { formatMoney, moneyIn, type MoneyMention } from './money.ts';
import { resultValue } from './result-value.ts';
import { capitalise } from '../../offline/template-grammar.ts';
import { mentionsIn } from './channel-lexicon.ts';
import { parseCount } from '../../brief/parse-count.ts';

/** One move a yes-or-no question proposes, and what it says the move costs. */
export interface ProposedMove {
  /** As asked, led by its verb: 'open on Sundays', 'run a stall at the Christmas market'. */
  move: string;
  cost: MoneyMention | null;
  period: 'week' | 'month' | 'year' | null;
  /** What the request would do instead ('keep going with phone photos'), when it names it. */
  instead?: string;
}

/** 'Worth it, or do we keep going with phone photos?': a yes or no on what the sentence before offers. */
export const WORTH_OR = /\b(?:is it )?worth it,?\s+or\s+(?:do|should|shall)\s+(?:we|i)\s+(?:just\s+)?((?:keep going|stick|carry on|stay|keep)\s+(?:with\s+)?[^?]+)\?/i;

// 'Should we open on Sundays?', 'Is it worth running a stall at the market?', 'Would it make sense to hire a van?'.
const ASKED = /\b(?:should|shall) (?:we|i)\s+|\bis it (?:worth|wise|a good idea)(?: (?:it|us|me))?(?: to)?\s+|\bwould it (?:be worth|make sense|pay)(?: (?:it|us))?(?: to)?\s+|\bdo we (?:need|want) to\s+|\bdo you think we should\s+/i;
// "We've been asked to sponsor the business awards for £3,000", 'We're thinking of taking a stand at the county show'.
const OFFERED_MOVE = /\b(?:we(?:'ve|’ve| have) been (?:asked|invited|offered the chance) to|we(?:'re|’re| are) (?:thinking|considering) (?:of|about)|we could|someone wants us to)\s+(sponsor(?:ing)?|exhibit(?:ing)? at|advertis(?:e|ing) in|tak(?:e|ing) a stand at|join(?:ing)?|book(?:ing)?|run(?:ning)?|hir(?:e|ing))\s+([^.?!£$€]{3,90}?)(?:\s+(?:for|at|costing)\s+[£$€]\s?\d[\d,.]*k?)?(?=[.?!,]|\s+(?:and|but|—|-)\s|$)/i;
const WORTH_ASKED = /\b(?:good use of (?:the |our )?money|worth (?:it|the money|doing)|vanity|waste of money|should we|is it worth|would you|do we|yes or no)\b/i;
// 'Are wedding fairs still worth it?', 'Is our Saturday market stall really worth the money?' ('is it still worth it?'
// names no move).
const STILL_WORTH = /(?:^|[.!?]\s+)(?:is|are)\s+(?!(?:it|this|that|they|we|you|he|she)\b)((?:our|the|these|those|doing|running|going to)?\s*[a-z][\w' -]{2,60}?)\s+(?:still\s+|really\s+|even\s+|actually\s+)*worth\s+(?:it|the money|the cost|doing|keeping|our time)\b[^?]*\?/i;
// Work a specialist writes ('should we send an email about …'), a channel cut or shift ('should we cut Google Ads') and a
// price move are answered elsewhere; trying a channel ('should we advertise on Facebook?') is a move like any other.
const NOT_A_MOVE = /^(?:say|write|use|mention|call|name|include|word|phrase|send|post|tweet|cut|drop|stop|pause|move|shift|spend|put|raise|lower|increase|reduce|charge|price|discount|offer|keep)\b/i;
const PERIOD = /^\s*(?:a|per|each|every|\/)\s*(week|month|year)\b|^\s*(weekly|monthly|yearly|annually)\b/i;

// 'Is it worth running a stall' proposes 'run a stall': the move is said as what to do.
function asInfinitive(move: string): string {
  const first = move.split(/\s+/)[0]!;
  if (!/ing$/i.test(first)) return move;
  const verb = nlp(first.toLowerCase()).verbs().toInfinitive().text();
  return verb && verb !== first.toLowerCase() ? `${verb}${move.slice(first.length)}` : move;
}

/** The period a sum is paid for, said right after it ('£400 a month', '£50 weekly'), or null for a one-off. */
function periodAfter(request: string, cost: MoneyMention | null): 'week' | 'month' | 'year' | null {
  const p = cost ? PERIOD.exec(request.slice(cost.index + cost.text.length)) : null;
  return p ? (((p[1] ?? p[2])!.toLowerCase().replace(/ly$/, '').replace(/^annual$/, 'year')) as 'week' | 'month' | 'year') : null;
}

/**
 * The single move a question asks a yes or no on, or null when it asks something else: two options
 * ('… or …', weighed by the choice), a channel call, a price change, or a piece of writing.
 */
export function proposedMove(request: string): ProposedMove | null {
  // 'A photographer has quoted £1,800 for two days … Worth it, or do we keep going with phone photos?': the move is what
  // the sentence before offers, against carrying on as now.
  const worth = WORTH_OR.exec(request);
  if (worth) {
    const before = request.slice(0, worth.index);
    const offered = /\b(?:a|an|the)\s+((?:[a-z-]+\s+){0,2}?[a-z-]+)\s+(?:has|have|is|are|would|will|could|can)\b/i.exec(before)?.[1];
    const cost = moneyIn(before)[0] ?? null;
    if (offered) return { move: `go with the ${offered.toLowerCase()}`, cost, period: null, instead: worth[1]!.trim() };
  }
  // "We've been asked to sponsor the trust's business awards for £3,000. Good use of money, or vanity?": the move
  // offered, with its sum, when the question is whether it is worth it.
  const offered = OFFERED_MOVE.exec(request);
  if (offered && WORTH_ASKED.test(request)) {
    // The sum in the offer's own words ('for £3,000'), else the first the request gives.
    const sums = moneyIn(request);
    const cost = sums.find((s) => s.index >= offered.index && s.index < offered.index + offered[0].length) ?? sums[0] ?? null;
    const move = `${offered[1]!.toLowerCase()} ${offered[2]!.trim().replace(/\s+for\s*$/i, '')}`;
    return { move, cost, period: periodAfter(request, cost) };
  }
  // 'Are wedding fairs still worth it?': carrying on with what the business does now is the move.
  const still = STILL_WORTH.exec(request);
  // (A channel, 'is the newsletter worth keeping?', is weighed on the channels' results, unless the request gives its own.)
  if (still && !/\bor\b/i.test(still[1]!) && (!mentionsIn(still[1]!).length || RECORD.test(request))) {
    const cost = moneyIn(request)[0] ?? null;
    return { move: `keep ${/^(?:our|the|doing|running|going to)\b/i.test(still[1]!) ? '' : 'doing '}${still[1]!.replace(/^doing\s+/i, '')}`, cost, period: periodAfter(request, cost) };
  }
  for (const sentence of request.split(/(?<=[?!])\s+|\n+/)) {
    const m = ASKED.exec(sentence);
    if (!m || !/\?\s*$/.test(sentence)) continue;
    // 'What should we focus on?' asks what, not yes or no.
    if (/\b(?:what|which|where|how|when|who|whom|why)\b/i.test(sentence.slice(0, m.index))) continue;
    let move = sentence.slice(m.index + m[0].length).replace(/\?\s*$/, '').trim();
    // 'open on Sundays or not' is still one move; 'A or B' is a choice.
    move = move.replace(/,?\s+or not$/i, '');
    if (/\bor\b/i.test(move) || NOT_A_MOVE.test(move) || move.split(/\s+/).length > 16 || move.split(/\s+/).length < 2) return null;
    // The cost named in the move itself ('a stall for £150') is read below, not kept in its name.
    move = asInfinitive(move.replace(/\s*(?:,\s*)?(?:for|at|costing|which costs?|that costs?)\s+[£$€]\s?\d[\d,.]*(?:\s*(?:k|m))?(?:\s+(?:a|per|each|every)\s+(?:week|month|year))?$/i, ''));
    // A sum taken off a price, or one that is saved or earned ('their tool saves teams $3,000'), is no cost of the move.
    const sums = moneyIn(request).filter((s) => !/^\s*(?:off|discount)\b/i.test(request.slice(s.index + s.text.length)) && !/\b(?:sav(?:e|es|ed|ing|ings)|earn(?:s|ed)?|revenue|turnover|brings?|worth|makes?|made)\b[^.?!]{0,30}$/i.test(request.slice(Math.max(0, s.index - 40), s.index)));
    const cost = sums[0] ?? null;
    return { move, cost, period: periodAfter(request, cost) };
  }
  return null;
}

const RECORD = /\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten)\s+((?:new\s+)?(?:bookings?|sales?|customers?|clients?|enquiries|enquiry|leads?|sign-?ups?|orders?|weddings?|jobs?|members?))\s+(?:from|out of)\s+(?:the\s+|our\s+)?(?:last|past)\s+(\d+|one|two|three|four|five|six|seven|eight|nine|ten)\b/i;

/** What the move brought the last times it ran, at the cost each time the request gives ('£350 each'). */
function pastRecord(request: string, costEach: number): { results: number; noun: string; times: number; spent: number; perResult: number } | null {
  const m = RECORD.exec(request);
  if (!m || !/\beach\b|\ba time\b|\bper (?:fair|event|show|stall|day|time)\b/i.test(request)) return null;
  const results = parseCount(m[1]);
  const times = parseCount(m[3]);
  if (!results || !times) return null;
  const spent = costEach * times;
  return { results, noun: m[2]!.toLowerCase(), times, spent, perResult: Math.round((spent / results) * 100) / 100 };
}

/** The price of what the move sells, by the words they share ('wedding fairs' and 'Typical full wedding spend'). */
function topicalPrice(input: TaskInput, move: string): { price: PriceFact; value: number } | null {
  const words = move.toLowerCase().match(/[a-z]{4,}/g)?.filter((w) => !/^(keep|doing|running|still|with|from)$/.test(w)).map((w) => w.replace(/s$/, '')) ?? [];
  const found = input.facts.prices
    .map((p) => ({ price: p, value: moneyIn(p.amount)[0]?.value ?? 0 }))
    .filter((p) => p.value > 0 && !p.price.fee && words.some((w) => new RegExp(`\\b${w}`, 'i').test(`${p.price.plan ?? ''} ${p.price.text}`)));
  return found.sort((a, b) => a.value - b.value)[0] ?? null;
}

const sales = (n: number) => `${n} sale${n === 1 ? '' : 's'}`;

/** The prices one sale of the space may bring, one-off sales first: what the move's cost is set against. */
function salePrices(input: TaskInput): { price: PriceFact; value: number }[] {
  const priced = input.facts.prices
    .filter((p) => !p.fee && !/\b(?:extra|surcharge|add-on|on top)\b/i.test(p.text))
    .map((p) => ({ price: p, value: moneyIn(p.amount)[0]?.value ?? 0 }))
    .filter((p) => p.value > 0);
  const oneOff = priced.filter((p) => p.price.billing !== 'recurring' && !/\b(?:a|per|\/)\s*(?:month|year|week)\b/i.test(p.price.text));
  // One price per thing sold: a row's weekend price is no second thing to sell.
  const list = oneOff.length ? oneOff : priced;
  return list.filter((p, i) => !p.price.plan || list.findIndex((q) => q.price.plan === p.price.plan) === i).slice(0, 3);
}

// Evidence in the request that people already want it, or that they do not.
const DEMAND = /\b(?:keep asking|asked for|ask(?:s|ing)? (?:us )?(?:about|for)|waiting list|turn(?:ing)? (?:people|customers) away|turn(?:ing|ed)? away|fully booked|sold out|demand)\b/i;
// 'We turn away about 15 walks a week', 'a waiting list of 12', '20 people on the waiting list': demand the request counts.
const TURNED_AWAY = /\bturn(?:ing|ed)?\s+away\s+(?:about|around|roughly|some|up to)?\s*(\d+)\s+([a-z]+(?:\s+[a-z]+)?)\s+(?:a|per|each|every)\s+(week|month)\b|\b(?:about|around)?\s*(\d+)\s+([a-z]+)\s+(?:a|per|each|every)\s+(week|month)\s+(?:turned away|we turn away|we can't take|we cannot take)\b/i;

/** What the demand the request counts would bring in a month, at the price of what is turned away ('15 walks a week' at £14 a walk). */
function turnedAwayValue(request: string, input: TaskInput): { count: number; what: string; period: 'week' | 'month'; price: PriceFact; value: number; monthly: number } | null {
  const m = TURNED_AWAY.exec(request);
  if (!m) return null;
  const count = Number(m[1] ?? m[4]);
  const what = (m[2] ?? m[5])!.toLowerCase();
  const period = (m[3] ?? m[6])!.toLowerCase() as 'week' | 'month';
  const stem = what.split(/\s+/).at(-1)!.replace(/s$/, '');
  const priced = input.facts.prices
    .filter((p) => !p.fee && new RegExp(`\\b${stem}`, 'i').test(`${p.plan ?? ''} ${p.text}`))
    .map((p) => ({ p, v: moneyIn(p.amount)[0]?.value ?? 0 }))
    .filter((x) => x.v > 0)
    .sort((a, b) => a.v - b.v)[0];
  if (!priced || !count) return null;
  // A month is 52 ÷ 12 weeks.
  const monthly = period === 'week' ? Math.round((count * priced.v * 52) / 12) : count * priced.v;
  return { count, what, period, price: priced.p, value: priced.v, monthly };
}
const NO_DEMAND = /\b(?:quiet|dead|nobody|no one|empty|slow)\b/i;

/** The call on one proposed move: go, or go as a test with a stop rule, with what its cost must bring back. */
export function oneMoveCall(input: TaskInput): TaskOutput | null {
  const asked = proposedMove(input.brief.request);
  if (!asked) return null;
  const { facts, brief } = input;
  const { move, cost, period } = asked;
  const name = `"${move}"`;
  const used = [profileSource(facts)];
  const money = (v: number) => formatMoney(v, cost?.currency ?? '£', Number.isInteger(v) ? 0 : 2);
  const per = period ? ` a ${period}` : '';
  const weeks = 8;
  const trialCost = cost ? (period === 'week' ? cost.value * weeks : period === 'month' ? cost.value * 2 : period === 'year' ? (cost.value * weeks) / 52 : cost.value) : null;
  const average = resultValue(brief.request, facts);
  // 'We got 4 bookings from the last two': what the move has already brought, at its cost each time, set against the
  // price of what it sells.
  const record = cost ? pastRecord(brief.request, cost.value) : null;
  const topical = record ? topicalPrice(input, move) : null;
  const prices = average ? [] : topical ? [topical] : salePrices(input);
  for (const p of prices) used.push(p.price.source);
  if (average?.source) used.push(average.source);
  const breakEven = cost
    ? average
      ? [`${sales(Math.ceil(cost.value / average.value))} at ${average.text} (${money(cost.value)} ÷ ${average.sum})`]
      : prices.map((p) => `${sales(Math.ceil(cost.value / p.value))} of ${p.price.plan ?? 'your offer'} at ${p.price.amount} (${money(cost.value)} ÷ ${p.price.amount})`)
    : [];
  const firstBreakEven = breakEven[0]?.replace(/\s*\([^)]*\)$/, '');
  const recordLine = record ? `your last ${record.times} cost ${money(record.spent)} and brought ${record.results} ${record.noun}: ${money(record.spent)} ÷ ${record.results} = ${money(record.perResult)} a ${record.noun.replace(/s$/, '')}` : null;
  const recordPays = record && topical ? topical.value >= record.perResult : null;
  const demand = DEMAND.test(brief.request);
  const quiet = !demand && NO_DEMAND.test(brief.request);
  const rule = cost ? `keep it only if it brings in at least ${money(cost.value)}${per}${firstBreakEven ? ` (about ${firstBreakEven})` : ''}` : 'keep it only if it brings in more than it costs you';
  // A one-off cost (a stall, a sponsorship) is judged once, on the day; a running cost over a test with a stop rule.
  const once = Boolean(cost && !period);
  // The demand the request counts, priced: whether what is turned away today already pays for the move.
  const away = cost && period === 'month' ? turnedAwayValue(brief.request, input) : null;
  if (away) used.push(away.price.source);
  const covers = away ? away.monthly >= cost!.value : false;
  const awayLine = away ? `the ${away.count} ${away.what} a ${away.period} you turn away are worth about ${money(away.monthly)} a month at ${away.price.amount} each (${away.count} × ${away.price.amount}${away.period === 'week' ? ' × 52 ÷ 12' : ''})` : null;
  const decision = recordLine && recordPays !== null
    ? recordPays
      ? `Yes: ${move}. ${capitalise(recordLine)}; ${topical!.price.plan ?? 'one sale'} alone is ${topical!.price.amount}.`
      : `Not on these numbers: ${recordLine}, more than ${topical!.price.plan ?? 'a sale'} brings in (${topical!.price.amount}).`
    : recordLine
      ? `Yes, if one ${record!.noun.replace(/s$/, '')} is worth more than ${money(record!.perResult)} to you: ${recordLine}.`
      : away
    ? covers
      ? `Yes: ${move}. ${capitalise(awayLine!)}, which already covers the ${money(cost!.value)}${per}.`
      : `Yes, if the new capacity also wins new ${away.what}: ${awayLine}, ${money(cost!.value - away.monthly)} short of the ${money(cost!.value)}${per}, so it needs about ${Math.ceil((cost!.value - away.monthly) / away.value)} more ${away.what} a month on top.`
    : demand
    ? `Yes: ${move}, since what you say shows people already ask for it, and ${rule}.`
    : quiet
      ? `Not yet: what you say points to little demand, so test ${name} for ${weeks} weeks at most and ${rule}.`
      : once
        ? `Yes: ${move}, with a target set first: it pays for itself at ${money(cost!.value)} in takings${firstBreakEven ? ` (about ${firstBreakEven})` : ''}.`
        : `Yes, as an ${weeks}-week test: ${move}, and ${rule}.`;
  const kpi = firstKpi(facts.kpis);
  const lines = [
    ...(brief.deliverables.some((d) => /memo/i.test(d.noun)) || /\bmemo\b/i.test(brief.request) ? [`# Decision memo: ${capitalise(move)}?`, ''] : []),
    `**Decision:** ${decision}`,
    '',
    '## What it costs and what it must bring back',
    ...(recordLine ? [`- What it has brought: ${recordLine} (your figures).`] : []),
    ...(cost
      ? [
          `- Cost: ${money(cost.value)}${per} (your figure)${trialCost !== null && period ? `; over an ${weeks}-week test about ${money(Math.round(trialCost))}` : ''}.`,
          ...(breakEven.length ? [`- To pay for itself it must bring in ${money(cost.value)}${per}: ${breakEven.join(', or ')}.`, '- That is takings before materials and time: with your margin the number is higher.'] : ['- Your facts list no price to set it against: add your prices or your average sale and this gives the number of sales it must bring.']),
        ]
      : ['- The request gives no cost: write down what it costs (money and hours) before you start, and the sales that would cover it.']),
    ...(facts.goal ? [`- Your goal is ${quoted(facts.goal, 'goal')}: count what the move adds to that too, not only the takings.`] : []),
    '',
    ...(once
      ? [
          '## How to judge it',
          `1. Before it, write the target down: at least ${money(cost!.value)} in takings from it${firstBreakEven ? ` (about ${firstBreakEven})` : ''}.`,
          `2. Count what comes from it on its own${kpi ? ` (${kpi}, takings)` : ' (takings, new customers)'}: a code, a tally or a sign-up sheet.`,
          '3. Afterwards, set what it brought against the target, and decide on the next one from that.',
        ]
      : [
          '## How to test it',
          `1. Before you start, write the stop rule down: ${rule}.`,
          `2. Keep its results apart from the rest${kpi ? ` (${kpi}, takings)` : ' (takings, new customers)'}, so they can be read on their own.`,
          `3. At week ${weeks / 2}, if it has brought in less than half of that, stop early.`,
          `4. At week ${weeks}, keep it, change it, or stop it on those numbers.`,
        ]),
    '',
    '## Risks',
    ...(cost ? [`- The cost is certain and the return is not: ${money(cost.value)}${per} is spent whether or not anyone comes.`] : []),
    '- It may move sales from your other days or channels instead of adding new ones: compare your weekly totals, not only its own.',
    ...(once ? ['- A one-off is judged on everything it brings, not its first week: count what comes from it for as long as it keeps working.'] : ['- One quiet or busy stretch says little: judge it on the whole test, not its first week.']),
    '',
    '## What would change the call',
    ...(demand || once ? [] : ['- If people already ask for it (requests, a waiting list, turned-away customers), start it for good without the test.']),
    ...(cost && facts.budget ? [`- If its ${money(cost.value)}${per} would come out of your marketing budget (${facts.budget}), weigh it against what that money does today.`] : []),
    '- If it cannot run without taking time from the work that brings your best customers today, wait.',
    ...(asked.instead ? [`- If it cannot show a result you can count (bookings, enquiries) against its cost, ${asked.instead.replace(/^keep going/i, 'keep going')} costs you nothing and stays the choice.`] : []),
  ];
  return {
    summary: decision,
    deliverable: lines.join('\n'),
    notes: cost ? [] : ['Tell me what the move costs a month and I can work out the sales it must bring.'],
    used: uniqueSources(used),
    steps: [{ tool: 'decision', summary: `a yes or no on ${name}${cost ? ` at ${cost.text}${per}` : ''}` }],
    artifacts: [],
  };
}
