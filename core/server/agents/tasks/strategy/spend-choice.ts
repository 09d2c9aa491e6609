import nlp from 'compromise';
import type { FactSheet, PriceFact } from '../../facts/fact-sheet.ts';
import type { TaskInput, TaskOutput } from '../agent-task.ts';
import { profileSource, quoted, uniqueSources } from './advice-sources.ts';
import type { DecisionOptions } from './decision-options.ts';
import { decisionMarkdown } from './decision-answer.ts';
import { possessive } from './channel-verdict.ts';
import { formatMoney, formatNumber, moneyIn, type MoneyMention } from './money.ts';
import { sharedStems } from '../../offline/stem-overlap.ts';
import { lostDemand, statedValues, valuesFor, type StatedValue } from './stated-values.ts';
import { boundedRates, sharedRate, type StatedRate } from './stated-rate.ts';

/**
 * A choice between two ways to spend ('(A) an opening event, £4,000 one-off; or (B) Google Ads, £1,200 a month for
 * three months'): each option's whole cost over the period, the sales each must bring to pay for itself at the price
 * it is about, and the call: the one that pays back on fewer sales, or, when they are close, the one that can be
 * stopped after its first month. Never a discount's arithmetic: these sums are spent, not given away.
 */

interface Spend {
  /** The option as written, and its short name ('an open-day event', 'Google Ads'). */
  text: string;
  name: string;
  sum: MoneyMention;
  monthly: boolean;
  /** A sum paid each year ('£9,000 a year'): its whole cost over a year is the sum itself. */
  yearly?: boolean;
  /** The option is an action ('leasing a second car'): the call says 'Go with', not 'Fund'. */
  verbLed?: boolean;
  /** The sum is what the option adds to a spend already running ('from £300 to £600 a month' adds £300). */
  extra?: boolean;
  months: number;
  total: number;
  price: PriceFact | null;
  priceValue: number | null;
  /** How many are bought at the sum each ('4 more hire e-bikes at £2,300 each'). */
  units?: number;
  /** What one sale is worth, as the request states it ('Hires average £60'): weighed before any listed price. */
  stated?: StatedValue | null;
}


/** The count an option opens with ('4 more hire e-bikes', 'three new vans'), when it has one. */
function countBefore(text: string): number | null {
  const m = /^\s*(?:\(?[a-z]\)\s*)?(\d{1,4}|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty)\s+[a-z]/i.exec(text);
  if (!m) return null;
  const n = /^\d/.test(m[1]!) ? Number(m[1]) : NUMBER_WORDS[m[1]!.toLowerCase()]!;
  return n >= 2 ? n : null;
}

const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12, twenty: 20 };

/** How many months a monthly spend runs: as the option says ('for three months'), else the request's period ('next quarter' is 3). */
function monthsOf(text: string, request: string): number {
  const said = /\bfor\s+(\d{1,2}|one|two|three|four|five|six|twelve)\s+months?\b/i.exec(text) ?? /\bfor\s+(\d{1,2}|one|two|three|four|five|six|twelve)\s+months?\b/i.exec(request);
  if (said) return Number(said[1]) || NUMBER_WORDS[said[1]!.toLowerCase()]!;
  if (/\bquarter\b/i.test(request)) return 3;
  if (/\b(year|annual)\b/i.test(request)) return 12;
  return 1;
}

/** The short name of an option: its words before the first comma, sum or 'with'/'for' ('Google Ads for varifocals, £1,200…' is 'Google Ads'). */
function nameOf(text: string): string {
  // 'put the £6,000 into Google Ads, where …', 'put the same £3,000 into …': what the money goes into is the option.
  const into = /^(?:put|spend|move|invest|pour|shift)\s+(?:(?:the|our|it|all|that|this)\s+)?(?:(?:same|whole|full|extra|remaining)\s+)?(?:[£$€][\d,.]+k?\s+)?(?:in|into|on|towards)\s+(.+)$/i.exec(text.trim());
  if (into) return nameOf(into[1]!);
  const name = text.split(/,|\s[-–—]\s|\s(?:with|for|at|costing)\s|\s(?:from|by|to)\s+(?=[£$€\d])|\s[£$€]|\s\(/)[0]!.trim().replace(/^(?:a|an|the|our)\s+/i, (m) => m.toLowerCase());
  // 'an £800 stall at the Refreshers' Fair', '£800 of Meta ads for the Kids' Club': the thing is named after its sum.
  if (/^(?:(?:a|an|the|our)\s*)?$/i.test(name) || /^[£$€]/.test(name)) {
    const sum = moneyIn(text)[0];
    const after = sum ? text.slice(sum.index + sum.text.length).replace(/^\s*(?:of|on|for|worth of)\s+/i, '').split(/,|\s[-–—]\s|\s\(/)[0]!.trim() : '';
    // ('the Meta ads …': with its article, a brand that leads it is never read as a verb to turn into '-ing'.)
    if (after) return /^(?:the|our|a|an)\s/i.test(after) ? after : `the ${after}`;
  }
  return name;
}

/**
 * An option led by a verb ('lease a second car') named as a thing to fund: 'leasing a second car', so the call
 * reads 'Go with leasing a second car', not 'Fund lease a second car'. Only the first word changes.
 */
function asActivity(name: string): { name: string; verbLed: boolean } {
  const [verb, ...rest] = name.split(/\s+/);
  if (!verb || !rest.length || !nlp(`we ${name.toLowerCase()}`).has('^we #Infinitive')) return { name, verbLed: false };
  // ('headline sponsor of the winter event' opens on a noun: read on its own, the tagger says so.)
  if (nlp(name).terms().first().has('#Noun')) return { name, verbLed: false };
  const doc = nlp(`we ${verb.toLowerCase()}`);
  doc.verbs().toGerund();
  const gerund = doc.text().split(/\s+/).at(-1) ?? '';
  return /ing$/.test(gerund) ? { name: [gerund, ...rest].join(' '), verbLed: true } : { name, verbLed: false };
}

/** The listed price the option is about (a plan or service it names), else the space's lowest listed price. */
function priceFor(text: string, facts: FactSheet): PriceFact | null {
  const lower = text.toLowerCase();
  const named = facts.prices.filter((p) => p.plan && !p.fee && p.plan.toLowerCase().split(/[^a-z0-9]+/).filter((w) => w.length >= 4).some((w) => lower.includes(w)));
  if (named.length) return named[0]!;
  const listed = facts.prices.filter((p) => !p.fee && moneyIn(p.amount).length);
  return listed.sort((a, b) => moneyIn(a.amount)[0]!.value - moneyIn(b.amount)[0]!.value)[0] ?? null;
}

function spendOf(text: string, request: string, facts: FactSheet): Spend | null {
  const sums = moneyIn(text);
  const first = sums[0];
  if (!first) return null;
  // 'double our ads from £300 to £600 a month': what the option adds is the difference, paid as often as the second sum.
  const raised = sums[1] && sums[1].currency === first.currency && sums[1].value > first.value && /^\s*to\s*$/i.test(text.slice(first.index + first.text.length, sums[1].index)) && /\bfrom\s*$/i.test(text.slice(0, first.index));
  const last = raised ? sums[1]! : first;
  const sum: MoneyMention = raised ? { ...last, value: last.value - first.value, text: formatMoney(last.value - first.value, first.currency, 0) } : first;
  const after = text.slice(last.index + last.text.length);
  const monthly = /^\s*(?:a|per|each|every|\/)\s*(?:month|mo)\b|^\s*monthly\b/i.test(after);
  const yearly = !monthly && /^\s*(?:a|per|each|every|\/)\s*(?:year|yr|annum)\b|^\s*(?:yearly|annually)\b/i.test(after);
  // A sum that is taken off a price is an offer's cost, not a spend.
  if (/^\s*(?:off|discount)\b/i.test(after)) return null;
  const months = monthly ? monthsOf(text, request) : yearly ? 12 : 1;
  // '4 more hire e-bikes at £2,300 each': the whole cost is the count times the sum.
  const each = /^\s*(?:each|apiece|a piece|per (?:unit|item|one))\b/i.test(after) ? countBefore(text.slice(0, first.index)) : null;
  if (each && !monthly && !yearly) {
    const name = asActivity(nameOf(text));
    return { text, name: name.name, ...(name.verbLed ? { verbLed: true } : {}), sum, monthly: false, months: 1, total: sum.value * each, units: each, price: priceFor(text, facts), priceValue: null, ...(raised ? { extra: true } : {}) } as Spend;
  }
  const price = priceFor(text, facts);
  const named = asActivity(nameOf(text));
  return { text, name: named.name, ...(named.verbLed ? { verbLed: true } : {}), sum, monthly, ...(yearly ? { yearly } : {}), ...(raised ? { extra: true } : {}), months, total: monthly ? sum.value * months : sum.value, price, priceValue: price ? moneyIn(price.amount)[0]?.value ?? null : null };
}

const capitalFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function spendChoice(input: TaskInput, options: DecisionOptions): TaskOutput | null {
  const { facts, brief } = input;
  const first = spendOf(options.a, brief.request, facts);
  const second = spendOf(options.b, brief.request, facts);
  if (!first || !second || first.sum.currency !== second.sum.currency) return null;
  // Both are paid back in sales of one thing: the price an option names, else the lowest listed, so the counts compare.
  const named = [first, second].find((s) => s.price && facts.prices.some((p) => p === s.price && p.plan && s.text.toLowerCase().includes(p.plan.toLowerCase().split(/\s+/)[0]!)))?.price ?? first.price ?? second.price;
  const priceValue = named ? moneyIn(named.amount)[0]?.value ?? null : null;
  // What the request says one sale of each is worth ('Hires average £60, services average £85') comes first.
  const [va, vb] = valuesFor([options.a, options.b], statedValues(brief.request).filter((v) => v.sum.currency === first.sum.currency));
  const a: Spend = va ? { ...first, price: null, priceValue: va.sum.value, stated: va } : { ...first, price: named, priceValue };
  const b: Spend = vb ? { ...second, price: null, priceValue: vb.sum.value, stated: vb } : { ...second, price: named, priceValue };
  const money = (v: number) => formatMoney(v, a.sum.currency, Number.isInteger(v) ? 0 : 2);
  const sales = (s: Spend) => (s.priceValue ? s.total / s.priceValue : null);
  // Whole sales are said whole ('750', not '750.0').
  const count = (n: number) => formatNumber(n, Number.isInteger(n) ? 0 : 1);
  const working: string[] = [];
  const totalLine = (s: Spend) =>
    s.units
      ? `${s.name}, whole cost: ${s.units} × ${money(s.sum.value)} = **${money(s.total)}** once`
      : s.monthly && s.months > 1
      ? `${s.name}, whole cost: ${money(s.sum.value)}${s.extra ? ' more' : ''} × ${s.months} months = **${money(s.total)}**`
      : `${s.name}, whole cost: **${money(s.total)}**${s.monthly ? ' for the month' : s.yearly ? ' over the year' : ' once'}`;
  working.push(`1. ${totalLine(a).replace(/^./, (c) => c.toUpperCase())}`, `2. ${totalLine(b).replace(/^./, (c) => c.toUpperCase())}`);
  // What each option's own figures say one result costs ('£4,000 brought 11 installs', 'about £284 per install'):
  // the call is the one that buys more of that result, before any price list is consulted.
  const rate = sharedRate(options.a, options.b);
  if (rate) return resultsChoice(input, a, b, rate, working, money);
  // Leads against paying customers: the leads are the most customers that option can bring.
  const bounded = boundedRates(options.a, options.b);
  if (bounded) return boundedChoice(input, a, b, bounded, working, money);
  const saleName = (s: Spend) => (s.stated ? `${s.stated.what} (${s.stated.sum.text} on average, as you say)` : `${s.price?.plan ?? 'your main offer'} at ${s.price?.amount}`);
  const paybackLine = (s: Spend, n: number) =>
    s.priceValue && (s.price || s.stated)
      ? s.stated
        ? `${n}. ${capitalFirst(s.stated.what)} at ${s.stated.sum.text} on average (your figure) to pay for ${s.name}: ${money(s.total)} ÷ ${money(s.priceValue)} = **${count(sales(s)!)}**`
        : `${n}. Sales of ${saleName(s)} to pay for ${s.name}: ${money(s.total)} ÷ ${money(s.priceValue)} = **${count(sales(s)!)}**`
      : null;
  const pa = paybackLine(a, 3);
  const pb = paybackLine(b, pa ? 4 : 3);
  if (pa) working.push(pa);
  if (pb) working.push(pb);
  const sa = sales(a);
  const sb = sales(b);
  // Fewer sales to pay back wins; within a tenth of each other, the spend that can stop after a month carries less risk.
  const close = sa !== null && sb !== null ? Math.abs(sa - sb) <= 0.1 * Math.max(sa, sb) : Math.abs(a.total - b.total) <= 0.1 * Math.max(a.total, b.total);
  const stoppable = (s: Spend) => s.monthly && s.months > 1;
  let win: Spend;
  let because: string;
  // Within a tenth of each other, cost does not decide it: the option your goal names, else one that can be paused
  // (ads) over one paid up front (a stall, a print run, a sponsorship).
  const aims = (s: Spend) => (facts.goal ? sharedStems(facts.goal, s.name, { min: 4 }) : 0);
  const pausable = (s: Spend) => /\b(?:ads?|advertising|boost(?:ed|ing)?|ppc|adwords|promoted)\b/i.test(s.name);
  if (close && stoppable(a) !== stoppable(b)) {
    win = stoppable(a) ? a : b;
    because = `the two cost about the same in sales to pay back, and ${win.name} can be stopped after its first month (${money(win.sum.value)}) if it brings nothing, while the other spends its whole sum before you know`;
  } else if (close && aims(a) !== aims(b)) {
    win = aims(a) > aims(b) ? a : b;
    const paid = sa !== null && sb !== null ? (count(sa) === count(sb) ? `the same ${count(sa)} sales each` : `${count(sa)} against ${count(sb)} sales`) : money(a.total) === money(b.total) ? `${money(a.total)} each` : `${money(a.total)} against ${money(b.total)}`;
    because = `both cost about the same to pay back (${paid}), so cost does not decide it; your goal, ${quoted(facts.goal!, 'goal')}, is served directly by ${win.name}`;
  } else if (close && pausable(a) !== pausable(b)) {
    win = pausable(a) ? a : b;
    because = `both cost about the same to pay back, so cost does not decide it; ${win.name} can be paused the day it shows no results, while the other is paid for up front`;
  } else {
    const cheaper = sa !== null && sb !== null ? (sa <= sb ? a : b) : a.total <= b.total ? a : b;
    win = cheaper;
    // Sales of two different things are named, so the counts read as what they are ('92 services against 154 hires').
    const counted = (x: Spend) => (x.stated ? `${formatNumber(Math.ceil(sales(x)!), 0)} ${x.stated.what}` : count(sales(x)!));
    because = sa !== null && sb !== null ? `it pays for itself on fewer sales (${counted(win)} against ${counted(win === a ? b : a)})` : `it costs less over the period (${money(win.total)} against ${money((win === a ? b : a).total)})`;
  }
  const lose = win === a ? b : a;
  const call = `${win.verbLed || lose.verbLed ? 'Go with' : 'Fund'} ${win.name}, not ${lose.name}: ${because}.`;
  // Demand the request says was lost ('turned away about 35 hire requests') is the one result either option has.
  const lost = [a, b].map((s) => ({ s, lost: lostDemand(s.text) })).filter((x) => x.lost);
  const evidence = lost.length
    ? lost.map(({ s, lost: l }) => {
        const need = sales(s) !== null ? `${formatNumber(Math.ceil(sales(s)!), 0)}${s.stated ? ` ${s.stated.what}` : ' sales'}` : null;
        const worth = s.priceValue ? `: at ${money(s.priceValue)} each, that is ${l!.about ? 'about ' : ''}${money(l!.count * s.priceValue)} that ${s.name} could have taken${need ? `, against the ${need} it needs to pay back` : ''}` : '';
        return `Your question says you turned away ${l!.about ? 'about ' : ''}${l!.count} ${l!.what}${l!.when ? ` ${l!.when}` : ''}${worth}.`;
      })
    : [`Neither option has a result in your facts yet, so the call rests on cost and on how soon each can be stopped, not on a forecast of what either brings.`];
  if (lost.length === 1) evidence.push(`${capitalFirst(lost[0]!.s === a ? b.name : a.name)} has no such figure in your question: what it would bring is a guess until it is measured.`);
  const why = [
    ...(facts.goal ? [`Judge it on your goal, ${quoted(facts.goal, 'goal')}: write down today's number before the money goes out.`] : []),
    ...(facts.bestChannel ? [`Your profile says the best customers come from ${quoted(facts.bestChannel, 'best channel')}: whichever you fund, ask every new customer how they heard of you, so the call can be checked.`] : []),
    ...evidence,
  ];
  const change = [
    // Bought outright, the units are still yours after the period; a wage or a campaign is spent.
    ...(lose.units ? [`${capitalFirst(lose.name)} stay yours after this season, so their cost is spread over more than one; if you will keep them for years, weigh that before the payback count.`] : win.units ? [`${capitalFirst(win.name)} stay yours after this season: if they earn through more than one, they pay back sooner than this count says.`] : []),
    `If ${lose.name} has brought customers before at a known cost, compare that cost per customer with ${possessive(win.name)} first month and switch if it is lower.`,
    ...(stoppable(win) ? [`If ${possessive(win.name)} first month (${money(win.sum.value)}) brings fewer than ${sales(win) !== null ? `${formatNumber(sales(win)! / win.months, 1)} of the` : 'a third of the'} sales it needs, stop it and keep the rest of the money.`] : [`If something you cannot move (a date, a venue, a season) makes ${lose.name} now or never, weigh that above the sums.`]),
  ];
  const next = [
    `Set the measure: ${sales(win) !== null ? `${formatNumber(Math.ceil(sales(win)!), 0)} ${win.stated ? `more ${win.stated.what}` : `sales of ${win.price?.plan ?? 'your main offer'}`}` : 'the sales'} to pay back ${money(win.total)}${win.monthly && win.months > 1 ? `, about ${formatNumber(Math.ceil(sales(win)! / win.months), 0)} a month` : ''}.`,
    `Track where each new customer came from from the first day of ${win.name}.`,
    `Review after ${win.monthly ? 'the first month' : 'it has run'} and decide on ${lose.name} again with that number.`,
  ];
  const used = [...(facts.goal || facts.bestChannel ? [profileSource(facts)] : []), ...[a.price, b.price].filter((p): p is PriceFact => Boolean(p)).map((p) => p.source)];
  return {
    summary: call,
    deliverable: decisionMarkdown({ call, working, why, change, next }, input.variant),
    notes: ['No connected figures were read: the call rests on the sums in your question and the prices in your space.'],
    used: uniqueSources(used),
    steps: [{ tool: 'decision', summary: `spend choice: ${win.name} over ${lose.name}` }],
    artifacts: [],
  };
}

/**
 * Two spends weighed on what each buys at its own stated cost per result: the sum over the cost of one gives the
 * results each can expect, and the call goes to the larger count. Past costs are a ceiling, not a forecast: more
 * money in one place usually costs more per result, and the answer says so.
 */
function resultsChoice(input: TaskInput, a: Spend, b: Spend, rate: { a: StatedRate; b: StatedRate }, working: string[], money: (v: number) => string): TaskOutput {
  const { facts } = input;
  const unit = rate.a.units;
  const per = (r: StatedRate) => formatMoney(r.per, r.currency, Number.isInteger(Math.round(r.per * 100) / 100) ? 'auto' : 2);
  const bought = (s: Spend, r: StatedRate) => s.total / r.per;
  const ca = bought(a, rate.a);
  const cb = bought(b, rate.b);
  const n = (v: number) => formatNumber(v, 1);
  working.push(
    `3. ${capitalFirst(possessive(a.name))} cost per ${rate.a.unit}: ${rate.a.working.includes('÷') ? `${rate.a.working} = **${per(rate.a)}**` : `**${rate.a.working}**`}`,
    `4. ${capitalFirst(possessive(b.name))} cost per ${rate.b.unit}: ${rate.b.working.includes('÷') ? `${rate.b.working} = **${per(rate.b)}**` : `**${rate.b.working}**`}`,
    `5. ${capitalFirst(unit)} from ${a.name}: ${money(a.total)} ÷ ${per(rate.a)} = **${n(ca)}**`,
    `6. ${capitalFirst(unit)} from ${b.name}: ${money(b.total)} ÷ ${per(rate.b)} = **${n(cb)}**`,
  );
  const win = ca >= cb ? a : b;
  const lose = win === a ? b : a;
  const [wr, lr] = win === a ? [rate.a, rate.b] : [rate.b, rate.a];
  const [wc, lc] = win === a ? [ca, cb] : [cb, ca];
  const close = Math.abs(ca - cb) <= 0.1 * Math.max(ca, cb);
  const verb = win.verbLed || lose.verbLed ? 'Go with' : 'Fund';
  // The other version argues from the gap: what the losing option would have to cost to draw level.
  if (input.variant % 2 === 1) {
    const gap = lr.per - wr.per;
    const level = lc * wr.per;
    const more = (gap / wr.per) * 100;
    const call = `${verb} ${win.name}: each of ${possessive(lose.name)} ${unit} has cost ${per(lr)}, ${formatMoney(Math.round(gap * 100) / 100, wr.currency)} more than one from ${win.name} (${per(wr)}), so ${lose.name} would have to cost no more than ${money(Math.round(level))} to buy its ${n(lc)} ${unit} at the same rate.`;
    const gapWorking = [
      ...working.slice(0, 4),
      `5. The gap per ${rate.a.unit}: ${per(lr)} − ${per(wr)} = **${formatMoney(Math.round(gap * 100) / 100, wr.currency)}** (${formatNumber(more, 0)} % more)`,
      `6. What ${lose.name} would have to cost to match: ${n(lc)} ${unit} × ${per(wr)} = **${money(Math.round(level))}**`,
    ];
    return {
      summary: call,
      deliverable: decisionMarkdown({
        call,
        working: gapWorking,
        why: [
          `At ${money(lose.total)}, ${lose.name} would buy about ${n(lc)} ${unit}; ${win.name} about ${n(wc)} for the same money.`,
          `Past costs are the best guide you have, not a promise: a bigger spend in one place usually pays more per ${rate.a.unit}.`,
        ],
        change: [
          `If ${lose.name} can be bought for ${money(Math.round(level))} or less, the two are level on cost: choose on what else each brings.`,
          `If ${possessive(win.name)} first month costs more than ${per(lr)} per ${rate.a.unit}, the case for it is gone: switch the rest.`,
        ],
        next: [
          `Ask for a price on ${lose.name} at ${money(Math.round(level))} before you say no for good.`,
          `Put the money into ${win.name} and count the ${unit} it brings each week.`,
          `Compare its cost per ${rate.a.unit} with ${per(lr)} after the first month.`,
        ],
      }, input.variant),
      notes: ['No connected figures were read: the call rests on the costs and results in your question.'],
      used: uniqueSources(facts.goal ? [profileSource(facts)] : []),
      steps: [{ tool: 'decision', summary: `spend choice on cost per ${rate.a.unit}: ${win.name} over ${lose.name}` }],
      artifacts: [],
    };
  }
  const call = `${verb} ${win.name}, not ${lose.name}: at the costs your own figures give, it buys more ${unit} (about ${n(wc)} against ${n(lc)})${close ? ', though the gap is small enough that one month of results could reverse it' : ''}.`;
  const why = [
    `${capitalFirst(possessive(win.name))} cost per ${wr.unit} is ${per(wr)}, against ${per(lr)} for ${lose.name}: the same ${money(win.total)} goes further.`,
    'Both counts rest on past costs: more money in one place usually costs more per result, so treat them as ceilings, not forecasts.',
    ...(facts.goal ? [`Judge it on your goal, ${quoted(facts.goal, 'goal')}: count the ${unit} each week from the day the money goes out.`] : []),
  ];
  const change = [
    `If ${possessive(win.name)} cost per ${wr.unit} climbs above ${per(lr)} as the spend grows, stop adding to it and put the rest into ${lose.name}.`,
    `If ${lose.name} brings something the count misses (people who buy months later, a season only it reaches), weigh that before the sums.`,
  ];
  const next = [
    `Set the measure: ${formatNumber(Math.floor(lc) + 1, 0)} ${unit} or more from ${win.name}, the count ${lose.name} would have bought.`,
    `Track which ${unit} came from ${win.name} from its first day.`,
    `Review after the first month and decide on ${lose.name} again with that number.`,
  ];
  return {
    summary: call,
    deliverable: decisionMarkdown({ call, working, why, change, next }, input.variant),
    notes: ['No connected figures were read: the call rests on the costs and results in your question.'],
    used: uniqueSources(facts.goal ? [profileSource(facts)] : []),
    steps: [{ tool: 'decision', summary: `spend choice on cost per ${rate.a.unit}: ${win.name} over ${lose.name}` }],
    artifacts: [],
  };
}

/**
 * One option's past leads against the other's cost per paying customer: even if every lead became a customer, the
 * leads are the most that option can bring. The call follows from that ceiling, or, when the leads are more, from
 * the share of them that would have to buy for it to win.
 */
function boundedChoice(input: TaskInput, a: Spend, b: Spend, rate: { upstream: 'a' | 'b'; lead: StatedRate; paid: StatedRate }, working: string[], money: (v: number) => string): TaskOutput {
  const { facts } = input;
  const [leadSide, paidSide] = rate.upstream === 'a' ? [a, b] : [b, a];
  const leads = rate.lead.count!;
  const paying = paidSide.total / rate.paid.per;
  const n = (v: number) => formatNumber(v, Number.isInteger(v) ? 0 : 1);
  const per = (r: StatedRate) => formatMoney(r.per, r.currency, Number.isInteger(Math.round(r.per * 100) / 100) ? 'auto' : 2);
  working.push(
    `3. ${capitalFirst(rate.paid.units)} from ${paidSide.name}: ${money(paidSide.total)} ÷ ${per(rate.paid)} = **${n(paying)}**`,
    `4. ${capitalFirst(possessive(leadSide.name))} ${rate.lead.units}, as you give them: **${n(leads)}**, and at most that many ${rate.paid.units}, if every one signed`,
  );
  const ceiling = paying > leads;
  const needed = (paying / leads) * 100;
  if (!ceiling) working.push(`5. Share of ${possessive(leadSide.name)} ${rate.lead.units} that would have to sign to match: ${n(paying)} ÷ ${n(leads)} = **${formatNumber(needed, 0)} %**`);
  const win = ceiling ? paidSide : needed <= 50 ? leadSide : paidSide;
  const lose = win === paidSide ? leadSide : paidSide;
  const verb = win.verbLed || lose.verbLed ? 'Go with' : 'Fund';
  const call = ceiling
    ? `${verb} ${paidSide.name}: at ${per(rate.paid)} each it buys about ${n(paying)} ${rate.paid.units}, while ${leadSide.name} brought about ${n(leads)} ${rate.lead.units}, and even if every one of them signed that is fewer.`
    : `${verb} ${win.name}: ${leadSide.name} would need ${formatNumber(needed, 0)} % of its ${n(leads)} ${rate.lead.units} to sign to match the ${n(paying)} ${rate.paid.units} ${paidSide.name} buys at ${per(rate.paid)} each${win === leadSide ? ', a share a warm event audience can reach' : ', more than leads usually turn into'}.`;
  const why = [
    `A lead is not a ${rate.paid.unit}: the ${n(leads)} ${rate.lead.units} are the most ${rate.paid.units} ${leadSide.name} can bring, not what it will.`,
    `${capitalFirst(possessive(paidSide.name))} ${per(rate.paid)} per ${rate.paid.unit} is your own current cost; it usually rises as a channel takes more money, so ${n(paying)} is a ceiling too.`,
    ...(facts.goal ? [`Your goal is ${quoted(facts.goal, 'goal')}: count the ${rate.paid.units} each brings, not the ${rate.lead.units}.`] : []),
  ];
  const change = [
    `If ${possessive(paidSide.name)} cost per ${rate.paid.unit} climbs above ${money(paidSide.total / Math.max(1, leads))} as it takes the extra money, ${leadSide.name} could match it.`,
    `If ${leadSide.name} brings something a count misses (being seen by the local crowd, a talk people remember), weigh that before the sums.`,
  ];
  const next = [
    `Put the ${money(win.total)} into ${win.name} and count the ${rate.paid.units} it brings each week.`,
    `Ask how many of last time's ${rate.lead.units} from ${leadSide.name} became ${rate.paid.units}: that share decides the next round.`,
    'Work the same sums again when the period ends.',
  ];
  return {
    summary: call,
    deliverable: decisionMarkdown({ call, working, why, change, next }, input.variant),
    notes: ['No connected figures were read: the call rests on the figures in your question.'],
    used: uniqueSources(facts.goal ? [profileSource(facts)] : []),
    steps: [{ tool: 'decision', summary: `spend choice, leads against ${rate.paid.units}: ${win.name} over ${lose.name}` }],
    artifacts: [],
  };
}
