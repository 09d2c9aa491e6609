import type { FactSource } from '../../facts/fact-sheet.ts';
import type { TaskInput, TaskOutput } from '../agent-task.ts';
import { firstKpi, profileSource, quoted, uniqueSources } from './advice-sources.ts';
import { CHANNEL_KINDS, channelsIn, mentionsIn, type ChannelKind } from './channel-lexicon.ts';
import { withIndefinite } from '../english-phrases.ts';
import { decisionMarkdown } from './decision-answer.ts';
import type { DecisionOptions } from './decision-options.ts';
import { formatMoney, formatNumber, moneyIn, type MoneyMention } from './money.ts';
import { optionEvidence, type OptionEvidence } from './option-evidence.ts';
import { singular } from './channel-lines.ts';
import { channelPicture } from './channel-verdict.ts';
import type { StatedFigure } from './stated-figures.ts';
import { resultNoun, resultValue } from './result-value.ts';

/**
 * A choice between two moves that are not offers ('hire a receptionist for £800 a month or put that £800 into
 * Facebook ads?', 'open a third van in September or wait until the second is full?', 'a £4,500 show stand or the
 * same on LinkedIn ads?'): a call read from the question's own words and figures. Each option's cost is set against
 * what one result is worth, so the reader sees what it must bring to pay for itself; the goal, the profile's best
 * channel and whether the money can be spent in steps decide between them; when the facts cannot, the answer says
 * what is missing and what the call would be either way.
 */

type Kind = 'hire' | 'channel' | 'wait' | 'other';

interface Side {
  text: string;
  /** Whether the option is written as a move ('open a third van', 'put that £800 into ads') rather than a thing. */
  verbLed: boolean;
  /** The verb the question puts before it ('hire' in 'hire a receptionist or …'), for the first option only. */
  verb: string | null;
  kind: Kind;
  cost: MoneyMention | null;
  monthly: boolean;
  channel: ChannelKind | null;
  goal: number;
}

const STOP = new Set(['the', 'and', 'our', 'your', 'with', 'for', 'into', 'from', 'that', 'this', 'than', 'more', 'until', 'then', 'first', 'same', 'spend', 'put', 'take', 'have']);
const words = (t: string | null | undefined) => new Set((t ?? '').toLowerCase().split(/[^a-z]+/).filter((w) => w.length >= 3 && !STOP.has(w)).map((w) => (/^(fill|full)/.test(w) ? 'full' : w.slice(0, 6))));
const overlap = (a: Set<string>, b: Set<string>) => [...a].filter((w) => b.has(w)).length;

const HIRE = /\b(hire|hiring|recruit|receptionist|assistant|person|staff|employee|salesperson|sales\s?person|inside[- ]sales|rep|groomer|technician|coordinator|admin|helper|part-time|full-time)\b/i;
const WAIT = /^(?:wait|hold(?: off)?|stay|stick|delay|not yet|keep (?:going|as)|pause)\b/i;
// Work turned away: the business has more demand than hands, so capacity comes first.
export const CAPACITY = /\b(turn(?:ing)? (?:people|customers|work|jobs|bookings) away|fully booked|waiting list|can't keep up|cannot keep up|backlog|miss(?:ing|ed)? calls|unanswered|no capacity|at capacity)\b/i;

const VERB_LED = /^(?:put|spend|invest|move|take|get|book|buy|run|do|try|open|launch|double|triple|halve|wait|hold|stay|stick|delay|keep|go|start|stop|add|build|hire|expand|raise|cut|drop|pause|focus|sponsor|exhibit|switch|join|sign)\b/i;
const EVENT = /\b(stand|stall|booth|exhibit\w*|show|expo|conference|fair)\b/i;
/** An option's aside that says people are already waiting for it. */
const waiting = (aside: string | null | undefined) => Boolean(aside && (CAPACITY.test(aside) || /\b(?:sold out|booked up|full|demand|asked for|asking for|enquir\w*)\b/i.test(aside)));

/** 'double' gives 'doubling', 'take' 'taking', 'put' 'putting', 'open' 'opening'. */
function gerund(verb: string): string {
  const v = verb.toLowerCase();
  if (/ee$/.test(v)) return `${v}ing`;
  if (/e$/.test(v)) return `${v.slice(0, -1)}ing`;
  if (/^[^aeiou]*[aeiou][^aeiouwxy]$/.test(v) && v.length <= 4) return `${v}${v.at(-1)}ing`;
  return `${v}ing`;
}

function sideOf(text: string, other: string, request: string, goal: string | null, verb: string | null): Side {
  const own = moneyIn(text)[0] ?? null;
  // 'put that £800 into ads', 'spend the same on LinkedIn': the sum the other option names.
  const shared = !own && /\b(that|the same|same amount|it)\b/i.test(text) ? (moneyIn(other)[0] ?? null) : null;
  const cost = own ?? shared;
  const after = (t: string, m: MoneyMention) => t.slice(t.indexOf(m.text) + m.text.length, t.indexOf(m.text) + m.text.length + 12);
  // A sum the option shares keeps the period the other option gives it ('£800 a month … that £800').
  const month = (t: string) => /^\s*(?:a|per|each|\/)\s*month\b/i.test(t);
  const otherSum = moneyIn(other)[0];
  const monthly = Boolean(cost && (own ? month(after(text, own)) || (/\bthat\s+[£$€]/i.test(text) && !!otherSum && otherSum.value === own.value && month(after(other, otherSum))) : month(after(other, cost))));
  // ('move the £300 leaflet money into Google Ads': the channel the money goes into is the option's.)
  const into = /\b(?:into|onto)\s+(.+)$/i.exec(text)?.[1];
  const channel = (into ? mentionsIn(into)[0]?.kind : undefined) ?? mentionsIn(text)[0]?.kind ?? (EVENT.test(text) ? CHANNEL_KINDS.find((k) => k.name === 'Events') ?? null : null);
  const kind: Kind = WAIT.test(text) ? 'wait' : HIRE.test(text) || verb === 'hire' ? 'hire' : channel ? 'channel' : 'other';
  return { text: text.replace(/\bthat ([£$€])/i, 'the $1').replace(/\bthe same\b(?! amount)/i, shared ? `the ${shared.text}` : 'the same'), verbLed: VERB_LED.test(text), verb, kind, cost, monthly, channel, goal: contradicts(text, goal ?? '') ? 0 : overlap(words(text), words(goal)) };
}

/** The option as a thing in a reason: 'more Facebook ads', 'a part-time receptionist', 'opening a third van in September'. */
function short(s: Side): string {
  const bare = s.text.replace(/\s+(?:for|at|costing)\s+[£$€][\d,.]+k?(?:\s+(?:a|per)\s+\w+)?/i, '').replace(/\s+to\s+(?!the\b|a\b).*$/, '');
  if (!s.verbLed) return bare;
  const into = /^(?:put|spend|invest|move)\s+.*?\b(?:into|on|in)\s+(.+)$/i.exec(bare);
  if (into) return into[1]!;
  const take = /^(?:take|get|book|buy)\s+(.+)$/i.exec(bare);
  if (take) return take[1]!;
  const [first, ...rest] = bare.split(/\s+/);
  return [gerund(first!), ...rest].join(' ');
}

/** The call's verb phrase: 'Put the £800 into more Facebook ads', 'Hire a receptionist', 'Go with a Google Ads test at £400'. */
function asCall(s: Side): string {
  return s.verbLed ? upper(s.text) : s.verb && !/^(go with|go for|choose|pick|try|use)$/.test(s.verb) ? `${upper(s.verb)} ${s.text}` : `Go with ${s.text}`;
}

/** The losing option after the call: 'not open a third van in September', 'not a part-time receptionist'. */
function asAlternative(s: Side): string {
  return `not ${s.verbLed ? `${s.text.charAt(0).toLowerCase()}${s.text.slice(1)}` : s.text}`;
}

const upper = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function weighOptions(input: TaskInput, options: DecisionOptions): TaskOutput {
  const { brief, facts } = input;
  const a = sideOf(options.a, options.b, brief.request, facts.goal, options.verb);
  const b = sideOf(options.b, options.a, brief.request, facts.goal, null);
  const value = resultValue(brief.request, facts);
  const used: FactSource[] = [];
  if (value?.source) used.push(value.source);
  const result = resultNoun(facts);
  const best = channelsIn(facts.bestChannel ?? '');
  const capacity = CAPACITY.test(brief.request);
  const why: string[] = [];
  const missing: string[] = [];
  let win: Side;
  let rule: string;
  // A cost per result the request or the documents state for an option's channel is the strongest evidence there is.
  const stated = channelPicture(brief, facts).stated.filter((f) => f.metric === 'cost');
  const measured = (s: Side) => (s.channel ? stated.find((f) => f.channel.kind.name === s.channel!.name) ?? null : null);
  const [ma, mb] = [measured(a), measured(b)];
  const said = (f: StatedFigure) => `${f.text}, as ${f.fromDocument ? 'your documents state' : 'you state'} it`;
  const per = ma?.result ?? mb?.result ?? result;
  // What the documents say of each: demand already waiting, or a channel's row of the results table.
  const [ea, eb] = [optionEvidence(input, options.a), optionEvidence(input, options.b)];
  const evidenceOf = (s: Side) => (s === a ? ea : eb);
  const tableLine = (s: Side, m: NonNullable<OptionEvidence['measured']>) => {
    const money = (v: number) => formatMoney(v, m.row.line.amount.currency, 'auto');
    const noun = singular(m.row.noun);
    const dearer = m.row.cpr > m.average;
    return `${upper(short(s))}: ${m.row.line.amount.text} ÷ ${m.row.count} = ${money(m.row.cpr)} per ${noun} in your results, ${dearer ? 'above' : 'below'} the table's average of ${money(m.spend)} ÷ ${m.count} = ${money(m.average)}${dearer ? `; more money there buys more of the dearest ${noun}s, at a cost that rises as spend grows` : ''}.`;
  };
  const [ta, tb] = [ea.measured, eb.measured];
  if (Boolean(ea.demand) !== Boolean(eb.demand)) {
    // 'Saturday rounds are fully booked four weeks ahead': people already waiting fill the new option's first places.
    win = ea.demand ? a : b;
    rule = 'proven';
    const lose = win === a ? b : a;
    why.push(`${upper(short(win))} has demand already waiting, as your documents say: "${evidenceOf(win).demand}" Its first places fill from people who have asked, while ${short(lose)} has to find every one of its own.`);
    const m = evidenceOf(lose).measured;
    if (m) why.push(tableLine(lose, m));
    missing.push('how many of the people waiting take a place');
  } else if (Boolean(ta) !== Boolean(tb) && !(ma || mb)) {
    // One option is a channel the results table prices: below its average it is the measured bet; above it, the
    // other option is the better test of the same money.
    const measuredSide = ta ? a : b;
    const m = (ta ?? tb)!;
    win = m.row.cpr <= m.average ? measuredSide : measuredSide === a ? b : a;
    rule = 'table';
    const lose = win === a ? b : a;
    why.push(tableLine(measuredSide, m));
    why.push(win === measuredSide ? `${upper(short(lose))} has no result in your figures yet, so it starts as a capped test later.` : `${upper(short(win))} has no result in your figures yet: it is the untested one, so start it capped and judge it against ${formatMoney(m.average, m.row.line.amount.currency, 'auto')} per ${singular(m.row.noun)}.`);
    missing.push(`what ${short(win === measuredSide ? lose : win)} brings per ${singular(m.row.noun)}`);
  } else if ((ma || mb) && !(ma && mb && ma.value === mb.value) && a.channel?.name !== b.channel?.name) {
    win = ma && mb ? (ma.value < mb.value ? a : b) : ma ? a : b;
    rule = 'measured';
    const lose = win === a ? b : a;
    const [mw, ml] = win === a ? [ma!, mb] : [mb!, ma];
    why.push(ml
      ? `${upper(short(win))} brings a ${per} for ${said(mw)}, against ${ml.text} for ${short(lose)}: the same money buys about ${formatNumber(ml.value / mw.value, 1)} times as many there.`
      : `${upper(short(win))} has a measured cost per ${per} (${said(mw)}); ${short(lose)} ${/s$/.test(short(lose)) ? 'have' : 'has'} none in your figures, so nobody can say what ${/s$/.test(short(lose)) ? 'they bring' : 'it brings'}.`);
    missing.push(`what ${short(lose)} ${ml ? 'cost per ' + per + ' after a month at the new spend' : `brings per ${per}`}`);
  } else if (a.goal !== b.goal && Math.max(a.goal, b.goal) >= 2) {
    win = a.goal > b.goal ? a : b;
    rule = 'goal';
    used.push(profileSource(facts));
    const lose = win === a ? b : a;
    why.push(`Your goal is ${quoted(facts.goal, 'goal')}. ${upper(short(win))} is that goal; ${short(lose)} spreads the same demand across more of what is not yet full.`);
    missing.push(`how many ${result}s you turn away today`);
  } else if (Boolean(waiting(options.asides?.a)) !== Boolean(waiting(options.asides?.b))) {
    // 'a second Tuesday class (the current one has a waiting list of 6)': demand already waiting fills it first.
    win = waiting(options.asides?.a) ? a : b;
    rule = 'proven';
    const lose = win === a ? b : a;
    const aside = (win === a ? options.asides!.a : options.asides!.b)!;
    why.push(`${upper(short(win))} has demand already waiting (${aside}): its first places fill from people who have asked, while ${short(lose)} has to find every one of its own.`);
    missing.push(`how many would sign up for ${short(lose)}`);
  } else if ((a.kind === 'hire') !== (b.kind === 'hire') && [a, b].some((s) => s.kind === 'channel' || s.kind === 'other')) {
    const hire = a.kind === 'hire' ? a : b;
    const reach = hire === a ? b : a;
    win = capacity ? hire : reach;
    rule = 'demand';
    why.push(capacity
      ? `You say work is already being lost for want of hands: ${short(hire)} wins back ${result}s you have already paid to attract, before more are bought.`
      : `Your goal needs more ${result}s coming in${facts.goal ? ` (${quoted(facts.goal, 'goal')})` : ''}. ${upper(short(reach))} brings new demand; ${short(hire)} handles work you already have, which pays only if that work is being lost today.`);
    // ('a year of their premium listing' is bought for the year: it cannot be stopped in a week.)
    why.push(/\b(?:a year|year of|years?['’] |12 months|twelve months|annual|yearly|contract)\b/i.test(reach.text)
      ? `${upper(short(reach))} is bought for a fixed term, as a person is hired for months: ask what happens if you stop early before you sign either.`
      : `${upper(short(reach))} can be stopped in a week if it does not work; a person is a commitment of months.`);
    if (facts.goal) used.push(profileSource(facts));
    missing.push(/phone|call/i.test(hire.text) ? 'how many calls go unanswered now' : `how much work you turn away now`, `what ${short(reach)} costs per ${result}`);
  } else if (a.channel && b.channel && a.channel.name !== b.channel.name) {
    const inBest = [a, b].filter((s) => best.some((k) => k.name === s.channel!.name));
    const steps = [a, b].filter((s) => s.channel!.name !== 'Events');
    win = inBest.length === 1 ? inBest[0]! : steps.length === 1 ? steps[0]! : a;
    rule = inBest.length === 1 ? 'best' : steps.length === 1 ? 'steps' : 'first';
    const lose = win === a ? b : a;
    if (rule === 'best') {
      used.push(profileSource(facts));
      why.push(`Your profile says the best customers come from ${quoted(facts.bestChannel, 'best channel')}: ${short(win)} is that route.`);
    } else if (rule === 'steps') why.push(`${upper(short(win))} can be bought in weekly steps and stopped once its cost per ${result} is clear; ${short(lose)} is spent in one go, before you know what it returns.`);
    else why.push(`Nothing in your facts sets one above the other, so take the one you named first and judge it on ${firstKpi(facts.kpis) ?? `cost per ${result}`}.`);
    missing.push(`what ${short(a)} and ${short(b)} have each cost per ${result} before`);
  } else if ((a.kind === 'wait') !== (b.kind === 'wait')) {
    // 'Go after a new sector or stay with fabricators?': what the business does today has its proof behind it; the
    // new move has nothing in the facts yet, so it earns its place with a small test first.
    const stay = a.kind === 'wait' ? a : b;
    const move = stay === a ? b : a;
    win = stay;
    rule = 'status-quo';
    const served = overlap(words(stay.text), words(`${facts.audience ?? ''} ${facts.description ?? ''} ${facts.product ?? ''}`)) > 0;
    if (served) used.push(profileSource(facts));
    why.push(`${served ? `Your profile's customers are ${quoted(facts.audience, 'audience')}: ` : ''}${short(stay)} is where your offer, proof and channels already work; ${short(move)} has nothing in your facts behind it yet, so it starts as a small test, not a switch.`);
    missing.push(`what ${short(move)} would bring per ${result} against today`);
  } else {
    // The cheaper one is the smaller bet; with no costs, the one named first.
    const ca = a.cost?.value ?? null;
    const cb = b.cost?.value ?? null;
    win = ca !== null && cb !== null && ca !== cb ? (ca < cb ? a : b) : a;
    rule = ca !== null && cb !== null && ca !== cb ? 'cheaper' : 'first';
    why.push(rule === 'cheaper' ? `It is the smaller bet: ${win.cost!.text} against ${(win === a ? b : a).cost!.text}, so a wrong call costs less.` : `Nothing in your goal, profile or figures sets one above the other, so start with the one you named first and judge it on ${firstKpi(facts.kpis) ?? `${result}s`}.`);
    missing.push(`what each would bring in ${result}s`);
  }
  const lose = win === a ? b : a;
  // What each must bring to pay for itself: its cost over what one result is worth.
  const bar = (s: Side) => (s.cost && value ? `${formatNumber(Math.ceil(s.cost.value / value.value - 1e-9))} ${result}s${s.monthly ? ' a month' : ''}` : null);
  const working: string[] = [];
  for (const s of [win, lose]) {
    if (!s.cost) continue;
    const per = s.monthly ? ' a month' : '';
    if (value) working.push(`- ${upper(short(s))}: ${s.cost.text}${per} ÷ ${value.sum} per ${result} = **${formatNumber(Math.ceil(s.cost.value / value.value - 1e-9))} ${result}s${per}** to cover its cost in revenue`);
    else working.push(`- ${upper(short(s))}: ${s.cost.text}${per} ÷ [what one ${result} is worth] = the ${result}s it must bring${per} to cover its cost`);
  }
  if (value && working.length) why.push(`That is the bar ${working.length > 1 ? 'each must' : 'it must'} clear: ${withIndefinite(result)} is worth ${value.text}.`);
  if (!value && working.length) missing.push(`what one ${result} is worth`);
  const change: string[] = [];
  if (rule === 'demand') {
    const hire = win.kind === 'hire' ? win : lose;
    const reach = hire === win ? lose : win;
    change.push(capacity
      ? `If the work being lost is less than ${bar(hire) ?? `what ${short(hire)} costs`}, ${short(reach)} is the better use of the money.`
      : `If ${/phone|call/i.test(hire.text) ? 'unanswered calls' : 'work you turn away'} already lose you more than ${bar(hire) ?? `what ${short(hire)} costs`}, ${short(hire)} pays first: count them for two weeks.`);
    if (bar(reach)) change.push(`If ${short(reach)} cannot bring ${bar(reach)} for ${reach.cost!.text}, it does not pay for itself: stop it and look again at ${short(hire)}.`);
  } else if (rule === 'status-quo') {
    change.push(`If a four-week test of ${short(lose)} (one campaign, one offer, a capped budget) brings ${result}s at a cost per ${result} no higher than today's, widen it.`);
    change.push(`If ${short(win)} stops bringing enough ${result}s for ${facts.goal ? quoted(facts.goal, 'goal') : 'your goal'}, the new move comes forward.`);
  } else if (rule === 'proven') {
    change.push(`If fewer of the people waiting take a place than ${short(win)} needs to run, ${short(lose)} comes back into play.`);
    change.push(`If you can show demand for ${short(lose)} too (enquiries, a waiting list of its own), it is the next one to add.`);
  } else if (rule === 'goal') {
    change.push(`If ${short(win)} is reached before ${short(lose)} was planned, or you are turning ${result}s away, ${short(lose)} is the next step.`);
  } else {
    if (bar(lose)) change.push(`If you know ${short(lose)} brought ${bar(lose)} or more last time, it earns its place: back it instead.`);
    change.push(`If ${short(win)} costs more per ${result} than ${value ? value.sum : 'a result is worth'} after four weeks, switch to ${short(lose)}.`);
  }
  const kpi = firstKpi(facts.kpis) ?? `${result}s`;
  const next = [
    `Write down today's ${kpi}, so the result can be judged against it.`,
    rule === 'proven' ? (win.verbLed ? 'Offer its first places to the people already waiting, before you advertise it.' : `Offer ${short(win)} to the people already waiting first, before it is advertised.`) : rule === 'status-quo' ? `Change nothing in what you do now, and give ${short(lose)} a capped four-week test with its own tracking.` : win.kind === 'hire' ? `Set what ${short(win)} must deliver in the first month (${bar(win) ?? `${result}s won back`}), and check it at the end of the month.` : win.kind === 'wait' ? `Put a date and a number on it: when ${kpi} reaches the level that means full, revisit ${short(lose)}.` : `Start ${short(win)} with half the money for two weeks, then the rest if ${kpi} moved.`,
    rule === 'status-quo' ? `After the test, set its cost per ${result} against today's: that settles whether ${short(lose)} grows.` : `${/\bbefore$/.test(missing[0]!) ? `Look up ${missing[0]} (your invoices or ad account)` : `Count ${missing[0]} for two weeks`}: that figure settles whether ${short(lose)} ${rule === 'goal' ? 'comes next' : 'should have won'}.`,
  ];
  const other = input.variant % 2 === 1;
  const honest = missing.length ? (other ? ` Still open in your facts: ${missing.join(' and ')}; the call holds until those say otherwise.` : ` Your facts do not say ${missing.join(' or ')}, so this is the call on what they do say.`) : '';
  // The other version sets the two side by side instead of listing what each must bring.
  if (other) {
    const NATURE: Record<Kind, string> = { hire: 'a person: a commitment of months', channel: 'spend you can raise, lower or stop week by week', wait: 'no new cost; the money stays where it works', other: 'a new move, untested in your facts' };
    const nature = (s: Side) => (s.channel?.name === 'Events' ? 'one payment, spent before you know what it returns' : NATURE[s.kind]);
    working.splice(0, working.length,
      `| | ${upper(short(win))} | ${upper(short(lose))} |`, '|---|---|---|',
      `| What it is | ${nature(win)} | ${nature(lose)} |`,
      `| What it costs | ${win.cost ? `${win.cost.text}${win.monthly ? ' a month' : ''}` : 'not given'} | ${lose.cost ? `${lose.cost.text}${lose.monthly ? ' a month' : ''}` : 'not given'} |`,
      ...(value ? [`| ${upper(result)}s it must bring to cover its cost (at ${value.sum} each) | ${bar(win) ?? 'not given'} | ${bar(lose) ?? 'not given'} |`] : []),
      `| Closer to your goal | ${win.goal > lose.goal ? 'yes' : win.goal === lose.goal ? 'as close' : 'no'} | ${lose.goal > win.goal ? 'yes' : lose.goal === win.goal ? 'as close' : 'no'} |`);
  }
  const lead = `${asCall(win)}, ${asAlternative(lose)}.`;
  return {
    summary: lead,
    deliverable: decisionMarkdown({ call: lead, because: `${why[0]!}${honest}`, working, why: why.slice(1), change, next }, input.variant),
    notes: [],
    used: uniqueSources(used),
    steps: [{ tool: 'decision', summary: `options (${rule}): "${win.text}" over "${lose.text}"` }],
    artifacts: [],
  };
}

/** Words of one kind where a different one means another thing: 'weekday afternoons' is not 'weekday evening slots'. */
const EXCLUSIVE: readonly RegExp[] = [
  /\b(morning|afternoon|evening|night|lunchtime|daytime)s?\b/gi,
  /\b(weekday|weekend)s?\b/gi,
  /\b(spring|summer|autumn|fall|winter)\b/gi,
  /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?\b/gi,
];

/** Whether an option names a time (or another exclusive kind) its goal names differently, and none the same. */
function contradicts(option: string, goal: string): boolean {
  return EXCLUSIVE.some((kind) => {
    const mine = new Set([...option.matchAll(kind)].map((m) => m[1]!.toLowerCase()));
    const theirs = new Set([...goal.matchAll(kind)].map((m) => m[1]!.toLowerCase()));
    return mine.size > 0 && theirs.size > 0 && ![...mine].some((w) => theirs.has(w));
  });
}
