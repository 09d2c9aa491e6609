import { isPluralName } from '../../facts/fact-phrases.ts';
import type { FactSource } from '../../facts/fact-sheet.ts';
import type { TaskInput, TaskOutput } from '../agent-task.ts';
import { profileSource, quoted, uniqueSources } from './advice-sources.ts';
import { EVEN_COST, possessive } from './channel-verdict.ts';
import { channelLines, singular, type ChannelLine } from './channel-lines.ts';
import { mentionsIn } from './channel-lexicon.ts';
import { decisionMarkdown } from './decision-answer.ts';
import { formatMoney, formatNumber, moneyIn, type MoneyMention } from './money.ts';
import { resultValue } from './result-value.ts';
import { unlikeResultsDecision } from './unlike-results.ts';
import { sharedStems } from '../../offline/stem-overlap.ts';
import { stemsOf } from '../../offline/avoided-claims.ts';
import { escapeRegExp } from '../../../../domain/escape-reg-exp.ts';

/**
 * A call on channels from the results the request itself gives ('Facebook ads: £600, 31 bookings. Leaflets: £300,
 * 4 bookings.'): each channel's cost per result worked out in front of the reader, the dearest cut or moved, the
 * money sent where it buys most, and the site's own rate when the request gives one ('GA4: 4,100 sessions, 2.1%
 * request a quote'). The request's figures decide it; the profile only frames it.
 */

export type StatedAsk = 'cut' | 'move' | 'focus';

export interface Priced {
  line: ChannelLine;
  count: number;
  noun: string;
  /** Cost per result; Infinity for money spent with nothing back. */
  cpr: number;
  /** What the channel brought in, when its results table says (a revenue column). */
  revenue?: MoneyMention;
}

// 'GA4: 4,100 sessions, 2.1% request a quote', 'GA4 says 2,300 visits last month, 1.2% booked online'.
const SITE = /\b(\d{1,3}(?:,\d{3})+|\d+)\s+(sessions|visits|visitors|users)\b[^.?!%]*?(\d+(?:\.\d+)?)\s?%\s+([a-z][a-z ]{2,30}?)(?=[.,;]|$)/i;

/** The sum a question asks a place for ('Where should the next £300 go?'), when it names one. */
function nextSum(request: string): MoneyMention | null {
  const question = request.split(/(?<=[.!?])\s+/).find((s) => /\?\s*$/.test(s) && /\b(next|extra|another|additional|spare|where)\b/i.test(s));
  if (!question) return null;
  // 'We've got a spare £1,500 this quarter. Where should it go?': the one sum the request names is the 'it'.
  const all = moneyIn(request);
  return moneyIn(question)[0] ?? (all.length === 1 && /\b(?:it|that|this|the money|the cash)\b/i.test(question) && /\b(?:spare|extra|additional|left ?over|unspent|free)\b/i.test(request) ? all[0]! : null);
}

function pricedLines(request: string): Priced[] {
  return channelLines(request).filter((l) => l.results).map((l) => ({ line: l, count: l.results!.count, noun: l.results!.noun, cpr: l.results!.count > 0 ? l.amount.value / l.results!.count : Infinity }));
}

// Counts nearest the money: a booking or a sale decides a channel's worth before a lead or a visit does.
const LEAD_NOUN = /\b(?:lead|enquir|inquir|request|click|visit|session|call|view|impression|reach|message|follower|like|open)/i;
const SALE_NOUN = /\b(?:book|job|sale|order|customer|client|sign-?up|member|enrol|subscri|deal|won|purchase|student|patient)/i;

/**
 * The channels of a document's results table as priced lines, counted in one unit for all: the column of sales or
 * bookings when the table has one, else its first count. Null when no document gives two channels' results.
 */
/** Each channel of a results table in the space's documents, with its spend and the count the request or goal is about. */
export function documentLines(input: TaskInput, documents: DocumentUse): { priced: Priced[]; source: FactSource } | null {
  const rows = input.facts.channelResults ?? [];
  if (rows.length < 2) return null;
  const source = rows[0]!.source;
  // Unless any call on channels may rest on them, the table decides only when the request points at it: its document
  // ticked or named, or one of its channels named ('Should we drop Bark and Houzz?').
  const request = input.brief.request.toLowerCase();
  const pointed = input.referenced.some((r) => r.title === source.title) || rows.some((r) => r.name.split(/\s*[+&/]\s*|\s+and\s+/).some((part) => part.length > 2 && request.includes(part.toLowerCase())));
  if (documents === 'named' && !pointed) return null;
  const nouns = rows.filter((r) => r.source === source).flatMap((r) => r.counts.map((c) => c.noun));
  // ('Enquiries | Fits': a count that is no lead, visit or click is what the leads became, whatever the trade calls it.)
  // ('Trade accounts opened' beside 'Jobs won', for a goal of '100 active trade accounts': the count the request or the
  // goal is about decides, before the one nearest the money.)
  // ('push referrals' names the referral row's own count, not a result the channels share: a count only one row has
  // is no basis for comparing them.)
  const named = bestAimed(nouns, input.brief.request, input.facts.goal ?? '');
  const aimed = named && nouns.filter((n) => n === named).length >= 2 ? named : null;
  const noun = aimed ?? nouns.find((n) => SALE_NOUN.test(n)) ?? nouns.find((n) => !LEAD_NOUN.test(n)) ?? nouns[0];
  const priced: Priced[] = [];
  for (const row of rows.filter((r) => r.source === source)) {
    const result = row.counts.find((c) => c.noun === noun);
    if (!result) continue;
    const amount: MoneyMention = moneyIn(row.spend)[0] ?? { value: 0, currency: /^\s*([$£€])/.exec(row.spend)?.[1] ?? '£', text: row.spend, index: 0 };
    // A channel the lexicon does not know ('Bark + Houzz lead fees') is still a line of the table; one that cost nothing
    // ('Facebook local groups', £0) runs on hours, whatever its kind: it cannot take money.
    const known = mentionsIn(row.name)[0]?.kind ?? { name: row.name, terms: [], ga4: [], cost: 'money' as const };
    const kind = amount.value > 0 ? known : { ...known, cost: 'time' as const };
    const revenue = row.revenue ? (moneyIn(row.revenue)[0] ?? { value: 0, currency: amount.currency, text: row.revenue, index: 0 }) : null;
    priced.push({ line: { name: row.name, kind, amount, results: { count: result.count, noun: result.noun } }, count: result.count, noun: result.noun, cpr: result.count > 0 ? amount.value / result.count : Infinity, ...(revenue ? { revenue } : {}) });
  }
  return priced.length >= 2 ? { priced, source } : null;
}

/** The count the request names, or else the one the goal names; null when neither does. */
function bestAimed(nouns: readonly string[], request: string, goal: string): string | null {
  // ('Signed up' is all verb: its own words name it, 'a signed-up student'.)
  const words = (noun: string) => {
    const rest = noun.replace(/\b(?:opened|won|new|signed|booked|made|gained|total|number of)\b/gi, ' ');
    return stemsOf(rest).some((x) => x.length >= 4) ? rest : noun;
  };
  // A count is named when all its words are, or two of them ('trade accounts' in 'grow trade accounts to 100').
  const named = (text: string) => (n: string) => {
    const own = stemsOf(words(n)).filter((x) => x.length >= 4).length;
    return own > 0 && sharedStems(text, words(n), { min: 4 }) >= Math.min(2, own);
  };
  return nouns.find(named(request)) ?? nouns.find(named(goal)) ?? null;
}

const MORE_MONEY = /\b(?:more|extra|additional)\s+(?:money|budget|spend|cash)\b|\b(?:an?\s+)?(?:extra|spare|additional)\s+[£$€]\s?\d|\b(?:invest|double down|scale up)\b|\bwhere (?:should|do|would) (?:we|i) (?:put|spend)\b/i;

/** The table's channels the request names as its options, by their whole name or their first word ('Instagram'). */
function optionsNamed(request: string, priced: readonly Priced[]): Priced[] {
  const text = request.toLowerCase();
  return priced.filter((p) => {
    const name = p.line.name.toLowerCase();
    if (text.includes(name)) return true;
    const first = name.split(/\s+/)[0]!;
    return first.length > 3 && !/^(?:paid|local|social|email|organic|other|direct)$/.test(first) && new RegExp(`\\b${escapeRegExp(first)}\\b`).test(text);
  });
}

/** Two channels whose results the request counts in different things (bookings, sign-ups): weighed on the goal's own. */
export function unlikeResultsOfRequest(input: TaskInput): TaskOutput | null {
  return unlikeResultsDecision(input, pricedLines(input.brief.request), nextSum(input.brief.request));
}

/** When a results table in the space's documents may decide: only when the request points at it, or for any call on channels. */
export type DocumentUse = 'named' | 'any';

/** 'take about £3,000 a year out of the marketing budget', 'we need to save £200 a month': money to save, not to move. */
const SAVING = /\b(?:take|cut|trim|shave|knock|find)\s+(?:about\s+|around\s+|roughly\s+|some\s+)?(?:[£$€][\d,.]+k?\s*(?:a|per)?\s*(?:year|month|quarter|week)?\s+)?(?:out of|off)\s+(?:the\s+|our\s+)?(?:marketing\s+|ad\s+)?(?:budget|spend)\b|\b(?:need|have|want) to (?:save|cut back|spend less)\b|\bsave\s+(?:about\s+|around\s+)?[£$€]\d/i;

export function statedResultsDecision(input: TaskInput, askedFor: StatedAsk, documents: DocumentUse = 'named'): TaskOutput | null {
  const { brief, facts } = input;
  // Money to save is cut, and stays cut: nothing it paid for moves to another channel.
  const saving = SAVING.test(brief.request) && !MORE_MONEY.test(brief.request);
  const ask: StatedAsk = saving ? 'cut' : askedFor;
  const own = pricedLines(brief.request);
  // The request's own figures decide; without them, a results table in the space's documents does.
  const fromDocument = own.length < 2 ? documentLines(input, documents) : null;
  const all = fromDocument?.priced ?? own;
  // 'Instagram ads or Google Ads?': the call weighs the options the request names, not every row of the table.
  const asked = fromDocument ? optionsNamed(brief.request, all) : [];
  const priced = asked.length >= 2 ? asked : all;
  const sum = nextSum(brief.request);
  // 'Should we put more money into X or Y?' with no sum: where the extra goes, not what to stop.
  const more = asked.length >= 2 && !sum && MORE_MONEY.test(brief.request);
  const unlike = unlikeResultsDecision(input, priced, sum);
  if (unlike) return unlike;
  if (priced.length < 2 && !(priced.length === 1 && sum)) return null;
  const currency = priced[0]!.line.amount.currency;
  const money = (v: number) => formatMoney(v, currency, 'auto');
  const noun = singular(priced[0]!.noun);
  const upper = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);
  const per = (p: Priced) => (Number.isFinite(p.cpr) ? `${money(p.cpr)} per ${singular(p.noun)}` : `${p.line.amount.text} for no ${p.noun}`);
  const byCost = [...priced].sort((a, b) => a.cpr - b.cpr);
  const best = byCost[0]!;
  const worst = byCost.at(-1)!;
  // Money goes where money buys results: a paid channel. A list or a profile runs on time, so it gets hours, not pounds.
  const paid = byCost.filter((p) => p.line.kind.cost === 'money');
  const target = saving ? null : paid.find((p) => p !== worst) ?? null;
  // A value per sale says nothing of a lead or a quote request: it weighs only results that are sales.
  const value = /\b(lead|request|enquir|inquir|visit|click|session|sign-?up|trial|quote|call)/i.test(priced[0]!.noun) ? null : resultValue(brief.request, facts);
  const used: FactSource[] = fromDocument ? [fromDocument.source] : [];
  if (value?.source) used.push(value.source);
  // A cost per result the request gives ('Meta at £38 each') is the figure itself: nothing to divide.
  const working = byCost.map((p) => (p.line.unit ? `- ${p.line.name}: ${p.line.amount.text} per ${singular(p.noun)} (your figure)` : `- ${p.line.name} (${formatNumber(p.count)} ${p.count === 1 ? singular(p.noun) : p.noun}): ${p.line.amount.text} ÷ ${formatNumber(p.count)} = ${Number.isFinite(p.cpr) ? money(p.cpr) : 'no result'} per ${singular(p.noun)}`));
  const site = SITE.exec(brief.request);
  if (site) {
    const visits = Number(site[1]!.replace(/,/g, ''));
    const rate = Number(site[3]);
    working.push(`- Your site (${site[1]} ${site[2]}, ${site[3]} % ${site[4]!.trim()}): ${site[1]} × ${site[3]} % = ${formatNumber((visits * rate) / 100, ((visits * rate) / 100) % 1 ? 1 : 0)} ${site[4]!.trim()}`);
  }
  const why: string[] = [];
  const change: string[] = [];
  const next: string[] = [];
  let call = '';
  // 'Move £2,000 out of TikTok: where should it go?', 'the next £3,000: Meta or influencers?': the sum goes where it buys most.
  const placing = sum && priced.length >= 2 && (ask !== 'cut' || priced.every((p) => p.line.unit)) && !priced.some((p) => p.line.amount.value === sum.value && p.line.amount.text === sum.text && !/\b(?:next|another|extra)\b/i.test(brief.request));
  if (placing && sum) {
    const source = priced.find((p) => new RegExp(`\\b(?:out of|from|off)\\s+(?:the\\s+|our\\s+)?${escapeRegExp(p.line.name)}`, 'i').test(brief.request)) ?? null;
    const options = byCost.filter((p) => p !== source && Number.isFinite(p.cpr));
    const paidOptions = options.filter((p) => p.line.kind.cost === 'money');
    const pick = paidOptions[0] ?? options[0];
    if (pick) {
      const buys = (p: Priced) => sum.value / p.cpr;
      // The fallback for the rest is the next paid channel: a list or a profile takes hours, not this money.
      const runnerUp = options.find((p) => p !== pick && p.line.kind.cost === 'money') ?? null;
      // (A free channel's £0 per result divides no sum: it takes hours, not money.)
      for (const p of [...options, ...(source && Number.isFinite(source.cpr) ? [source] : [])].filter((o) => o.cpr > 0)) working.push(`- ${sum.text} ÷ ${money(p.cpr)} = ${formatNumber(buys(p), 1)} ${p.noun} in ${p.line.name}${p === source ? ' (where it is now)' : ''}`);
      call = `Put the ${sum.text} into ${pick.line.name}: at ${per(pick)} it buys about ${formatNumber(Math.floor(buys(pick)))} ${pick.noun}${source && Number.isFinite(source.cpr) ? `, against about ${formatNumber(Math.floor(buys(source)))} in ${source.line.name} at ${per(source)}` : runnerUp ? `, against about ${formatNumber(Math.floor(buys(runnerUp)))} in ${runnerUp.line.name} at ${per(runnerUp)}` : ''}.`;
      why.push(`${pick.line.name} is the cheapest ${paidOptions.length ? 'paid ' : ''}channel per ${noun} in your figures (${byCost.filter((p) => Number.isFinite(p.cpr)).map((p) => `${p.line.name} ${money(p.cpr)}`).join(', ')}), so the same ${sum.text} buys the most there.`);
      const cheaperTime = options.find((p) => p.cpr < pick.cpr && p.line.kind.cost === 'time');
      if (cheaperTime) why.push(`${cheaperTime.line.name} is cheaper still (${per(cheaperTime)}), but it runs on your list and your hours more than on money: give it more sends and time, not the ${sum.text}.`);
      if (value) why.push(pick.cpr < value.value ? `Each ${noun} costs ${money(pick.cpr)} against ${value.text}: it pays back on the first sale.` : `Each ${noun} costs ${money(pick.cpr)}, more than ${value.text}: it pays back only if customers come again.`);
      if (facts.goal) {
        used.push(profileSource(facts));
        why.push(`Your goal is ${quoted(facts.goal, 'goal')}: the same money buying more ${pick.noun} moves it fastest.`);
      }
      change.push(`Expect fewer than ${formatNumber(Math.floor(buys(pick)))}: the cost per ${noun} usually rises as a channel takes more money.${runnerUp ? ` If ${possessive(pick.line.name)} climbs above ${per(runnerUp)} (${runnerUp.line.name}), put the rest into ${runnerUp.line.name}.` : ` If it climbs above ${money(pick.cpr * 1.5)} (${money(pick.cpr)} × 1.5), stop adding and hold the rest.`}`);
      change.push(`If ${source ? possessive(source.line.name) : 'another channel\'s'} ${noun}s are worth more (bigger orders, customers who stay longer), compare value per ${noun}, not cost alone.`);
      next.push(`Move half now (${sum.text} ÷ 2 = ${money(sum.value / 2)}) into ${pick.line.name}.`, `After two weeks, work out ${possessive(pick.line.name)} cost per ${noun} again: ${money(sum.value / 2)} ÷ the ${pick.noun} it brought.`, runnerUp ? `Move the other half if it is still under ${money(runnerUp.cpr)}; otherwise put it into ${runnerUp.line.name}.` : `Move the other half if it is still under ${money(pick.cpr * 1.5)} (${money(pick.cpr)} × 1.5); otherwise hold it.`);
    } else call = '';
  }
  // 'Should we keep the Meta ads going?': one channel of the table named, and the call is on it, weighed against the rest.
  const single = fromDocument && asked.length === 1 && !sum && !more && !saving && ask !== 'focus' ? asked[0]! : null;
  if (placing && call) {
    // Decided above: where the sum goes.
  } else if (single && all.length >= 2) {
    const others = byCost.filter((p) => p !== single);
    // (Compared with the cheapest channel that costs money: a free one's £0 per result is no bar for spend.)
    const cheapest = others.find((p) => p.line.kind.cost === 'money' && p.cpr > 0 && Number.isFinite(p.cpr)) ?? others[0]!;
    const total = all.reduce((t, p) => t + p.line.amount.value, 0);
    const results = all.reduce((t, p) => t + p.count, 0);
    const rank = byCost.indexOf(single) + 1;
    // Dear: nothing back, the dearest of all, or at least twice what the median channel pays per result.
    const median = others.map((p) => p.cpr).filter(Number.isFinite).sort((a, b) => a - b)[Math.floor((others.length - 1) / 2)] ?? Infinity;
    const dear = !Number.isFinite(single.cpr) || single === worst || single.cpr >= 2 * median;
    const into = paid.find((p) => p !== single && Number.isFinite(p.cpr)) ?? null;
    const name = single.line.name;
    const own = `${per(single)}${Number.isFinite(single.cpr) && !single.line.unit ? ` (${single.line.amount.text} ÷ ${formatNumber(single.count)})` : ''}`;
    const halve = dear && input.variant % 2 === 1 && Number.isFinite(single.cpr);
    const half = single.line.amount.value / 2;
    call = !dear
      ? `Keep ${name}: at ${own} it is ${rank === 1 ? 'the cheapest' : `number ${rank} of ${all.length}`} per ${noun} in your figures, against ${per(worst)} for ${worst.line.name}.`
      : halve
      ? `Halve ${name} (${single.line.amount.text} ÷ 2 = ${money(half)}) rather than keep it as it is: it costs ${own}, against ${per(cheapest)} for ${cheapest.line.name}.`
      : `${/\b(?:cut|drop|scrap|axe|ditch)\b/i.test(brief.request) ? 'Cut' : 'Stop'} ${name}${into && !single.line.unit ? ` and put its ${single.line.amount.text} into ${into.line.name}` : ''}: it costs ${own}, against ${per(cheapest)} for ${cheapest.line.name}.`;
    if (!single.line.unit && total > 0 && results > 0) why.push(`${name} took ${formatNumber(Math.round((single.line.amount.value / total) * 100))} % of the spend (${single.line.amount.text} of ${money(total)}) and brought ${formatNumber(Math.round((single.count / results) * 100))} % of the ${single.noun} (${formatNumber(single.count)} of ${formatNumber(results)}).`);
    why.push(rank === byCost.length ? `It is the dearest of your ${all.length} channels per ${noun}.` : rank === 1 ? `It is the cheapest of your ${all.length} channels per ${noun}.` : `${rank - 1} of your ${all.length} channels bring a ${noun} for less.`);
    if (dear && into && Number.isFinite(into.cpr) && !single.line.unit) why.push(`At ${possessive(into.line.name)} ${per(into)}, ${single.line.amount.text} buys ${single.line.amount.text} ÷ ${money(into.cpr)} = ${formatNumber(single.line.amount.value / into.cpr, 1)} ${into.noun} instead of ${formatNumber(single.count)}: a ceiling, since the cost per ${noun} rises as spend grows.`);
    if (value && Number.isFinite(single.cpr)) why.push(single.cpr < value.value ? `Each ${noun} there costs ${money(single.cpr)} against ${value.text}: it pays back on the first sale.` : `Each ${noun} there costs ${money(single.cpr)}, more than ${value.text}: it pays back only if customers come again.`);
    if (facts.goal) {
      used.push(profileSource(facts));
      why.push(`Your goal is ${quoted(facts.goal, 'goal')}: ${dear ? `the same money buys more ${single.noun} elsewhere` : `${name} is pulling its weight towards it`}.`);
    }
    change.push(`If ${possessive(name)} ${single.noun} are worth more than the others' (bigger orders, customers who stay), compare value per ${noun}, not cost alone.`);
    change.push(dear ? `If ${name} also feeds results your table does not count to it (people who see an ad and buy later through another channel), test a pause for four weeks and watch the other channels before a permanent stop.` : `If ${possessive(name)} cost per ${noun} climbs above ${per(byCost[Math.min(rank, byCost.length - 1)]!)} as it takes more money, stop adding.`);
    change.push(`These are one period's figures: one more month of numbers before a permanent change is fair.`);
    if (dear && !halve) next.push(`Pause ${name} from the next billing period (pause, don't delete: its history and audiences stay).`);
    if (halve) next.push(`Lower ${name} to ${money(half)} from the next billing period.`, `After four weeks, stop it if it still costs more than ${per(cheapest)} (${cheapest.line.name}).`);
    if (dear && into && !single.line.unit) next.push(`Move ${halve ? `the ${money(half)}` : `half of the ${single.line.amount.text} (${money(half)})`} into ${into.line.name} now${halve ? '' : ', and the rest after two weeks if its cost per ' + noun + ' holds'}.`);
    if (!dear) next.push(`Keep ${possessive(name)} budget where it is; add to it only while its cost per ${noun} stays under ${per(byCost[Math.min(rank, byCost.length - 1)]!)}.`);
    next.push(`In four weeks, work out each channel's cost per ${noun} again the same way and make the next call from it.`);
  } else if (priced.length === 1 && sum) {
    const only = priced[0]!;
    const buys = Number.isFinite(only.cpr) ? Math.floor(sum.value / only.cpr) : 0;
    call = Number.isFinite(only.cpr)
      ? `Put the ${sum.text} into ${only.line.name}: at ${per(only)} (${only.line.amount.text} ÷ ${only.count}), it buys about ${buys} more ${only.noun} at today's cost.`
      : `Don't put the ${sum.text} into ${only.line.name}: ${only.line.amount.text} brought nothing back. Hold it until a channel shows a cost per ${noun}.`;
    working.push(`- ${sum.text} ÷ ${money(only.cpr)} = ${formatNumber(sum.value / only.cpr, 1)} more ${only.noun} (a ceiling: the cost per ${noun} rises as spend grows)`);
    why.push(`${only.line.name} is the only channel your request gives a result for, so it is the only place the ${sum.text} has a known price per ${noun}.`);
    if (value && Number.isFinite(only.cpr)) why.push(only.cpr < value.value ? `Each ${noun} costs ${money(only.cpr)} against ${value.text}: it pays back on the first ${noun}, with ${money(value.value - only.cpr)} left.` : `Each ${noun} costs ${money(only.cpr)}, more than ${value.text}: it pays back only if customers come again.`);
    change.push(`If the cost per ${noun} climbs above ${value ? value.sum : money(only.cpr * 1.5)} after the first half of the ${sum.text}, stop and keep the rest.`);
    next.push(`Spend half now (${sum.text} ÷ 2 = ${money(sum.value / 2)}) and check the cost per ${noun} after two weeks.`, `Release the other half only if it holds near ${money(only.cpr)}.`);
  } else {
    const cutLine = `${worst.line.name} ${isPluralName(worst.line.name) ? 'cost' : 'costs'} ${per(worst)}${Number.isFinite(worst.cpr) && !worst.line.unit ? ` (${worst.line.amount.text} ÷ ${worst.count})` : ''}, against ${per(best)} for ${best.line.name}`;
    // A cost per result is no spend: there is no sum of the channel's to move.
    const moved = target && !worst.line.unit ? Math.floor(worst.line.amount.value / target.cpr) : null;
    const into = target && !worst.line.unit ? ` and put its ${worst.line.amount.text} into ${target.line.name}` : target ? ` and put its money into ${target.line.name}` : '';
    // The other version trims instead of cutting outright: half now, the rest on the next figures.
    const trim = input.variant % 2 === 1 && ask !== 'focus' && Number.isFinite(worst.cpr);
    const half = worst.line.amount.value / 2;
    const bar = money(Math.min(worst.cpr, value?.value ?? Infinity));
    // The trimmed channel keeps its half only if it comes down to the next dearest one's cost: a channel that costs
    // money, since a free one's £0 is no bar any spend can meet.
    const runnerUp = [...byCost].reverse().find((p) => p !== worst && p.line.kind.cost === 'money' && p.cpr > 0 && Number.isFinite(p.cpr)) ?? (byCost.length >= 2 ? byCost.at(-2)! : best);
    // (With no paid channel to measure against, the bar is what it costs today: cut it if halving did not bring that down.)
    const trimBar = runnerUp.cpr > 0 ? `${per(runnerUp)} (${runnerUp.line.name})` : `the ${per(worst)} it costs today`;
    // Money to place goes to the cheapest channel that takes money: a free one's £0 per result runs on hours.
    const cheapest = more || moneyIn(brief.request).length || /\b(?:money|budget|spend)\b/i.test(brief.request) ? paid.find((p) => p !== worst && Number.isFinite(p.cpr)) ?? best : best;
    // Two options that cost about the same per result are level on cost: what the request says one of them also
    // brought that the goal counts ('and two of our three new Fleet Plan companies') decides.
    const level = more && byCost.length === 2 && Number.isFinite(worst.cpr) && worst.cpr > 0 && worst.cpr - cheapest.cpr < EVEN_COST * cheapest.cpr;
    const towardGoal = level ? goalLean(brief.request, facts.goal ?? '', byCost) : null;
    const lead = towardGoal?.option ?? cheapest;
    const other = lead === worst ? cheapest : worst;
    call = more && towardGoal
      ? `Put the extra money into ${lead.line.name}: on cost per ${noun} the two are level (${per(lead)} against ${per(other)}), and what you say it also brought, "${towardGoal.said}", is what your goal counts.`
      : more && level
      ? `Put the extra money into ${lead.line.name}, by a hair: on cost per ${noun} the two are level (${per(lead)} against ${per(other)}), so split it instead if anything else you know sets ${other.line.name} apart.`
      : more
      ? `Put the extra money into ${lead.line.name}: it costs ${per(lead)}${Number.isFinite(lead.cpr) && !lead.line.unit ? ` (${lead.line.amount.text} ÷ ${lead.count})` : ''}, against ${per(worst)} for ${worst.line.name}.`
      : trim
      ? `Halve ${worst.line.name} (${worst.line.amount.text} ÷ 2 = ${money(half)})${target ? ` and move that ${money(half)} to ${target.line.name}` : ''}: ${cutLine}. Cut the rest too if after four weeks it still costs more than ${trimBar}.`
      : ask === 'focus'
      ? `This month, focus on ${lead.line.name} (${per(lead)}, the cheapest${lead === best ? '' : ' that takes money'}) and stop ${worst.line.name}: ${cutLine}.`
      : ask === 'move'
        ? `Move ${possessive(worst.line.name)} ${worst.line.amount.text} to ${target?.line.name ?? best.line.name}: ${cutLine}.`
        : `Cut ${worst.line.name}${into}: ${cutLine}.`;
    // (Against a free channel there is no 'times as much': £490 ÷ £0 is no figure.)
    const against = target ?? best;
    if (trim) why.push(against.cpr > 0 ? `${upper(worst.line.name)} costs ${formatNumber(worst.cpr / against.cpr, 1)} times as much per ${noun} as ${against.line.name} (${money(worst.cpr)} ÷ ${money(against.cpr)}); halving it first keeps some of its ${worst.noun} while the other half shows what ${against.line.name} does with more.` : `${upper(worst.line.name)} costs ${money(worst.cpr)} per ${noun}, while ${against.line.name} brings them for no spend at all; halving it first keeps some of its ${worst.noun} while the freed half goes where it buys more.`);
    else if (target && moved !== null) why.push(`At ${possessive(target.line.name)} ${per(target)}, ${worst.line.amount.text} buys ${worst.line.amount.text} ÷ ${money(target.cpr)} = ${formatNumber(worst.line.amount.value / target.cpr, 1)} ${target.noun} instead of ${worst.count}: a ceiling, since the cost per ${noun} rises as spend grows.`);
    if (best !== target && best.line.kind.cost === 'time') why.push(`${best.line.name} is the cheapest per ${noun}, but it runs on your list and your hours more than on money: give it more sends and time rather than the freed budget.`);
    if (value) {
      if (value.source) used.push(value.source);
      const losing = byCost.filter((p) => p.cpr > value.value);
      why.push(losing.length ? `Against ${value.text}, ${losing.map((p) => p.line.name).join(' and ')} ${losing.length > 1 ? 'cost' : 'costs'} more per ${noun} than ${noun === 'booking' || noun === 'order' ? 'it brings in' : 'one is worth'} on the first sale.` : `Every channel costs less per ${noun} than ${value.text}, so this is about where money works hardest, not about losses.`);
    }
    if (facts.goal) {
      used.push(profileSource(facts));
      why.push(`Your goal is ${quoted(facts.goal, 'goal')}: the same money buying more ${priced[0]!.noun} moves it fastest.`);
    }
    if (trim) {
      // The trimmed version watches the half it kept and the half it moved: other watch-points, not the same three.
      change.push(`If ${worst.line.name} at ${money(half)} brings its cost per ${noun} down to ${trimBar} or less, keep it at that level: the spend was the problem, not the channel.`);
      if (target) change.push(`If the extra ${money(half)} pushes ${possessive(target.line.name)} cost per ${noun} past ${bar}, stop adding and hold what is left.`);
    } else {
      change.push(`If ${possessive(worst.line.name)} ${worst.noun} are worth more than the others' (bigger orders, customers who come back), compare value per ${noun}, not cost alone.`);
      if (target && Number.isFinite(Math.min(worst.cpr, value?.value ?? Infinity))) change.push(`If ${possessive(target.line.name)} cost per ${noun} climbs above ${money(Math.min(worst.cpr, value?.value ?? Infinity))} as it takes more money, stop adding and hold the rest.`);
      change.push(`These are one period's figures: with only a handful of ${worst.noun} behind a channel, one more month of numbers before a permanent cut is fair.`);
    }
    if (trim) next.push(`Lower ${worst.line.name} to ${money(half)} from the next billing period${target ? `, and add ${money(half)} to ${target.line.name}` : ''}.`, `Write down both channels' cost per ${noun} at the end of each week.`, `After four weeks, cut ${worst.line.name} fully if it still costs more than ${trimBar}; keep the half if it came down to that.`);
    else if (more) next.push(`Add the extra to ${lead.line.name} in two halves: the second only if its cost per ${noun} stays under ${money(Math.min(worst.cpr, value?.value ?? Infinity))} after two weeks.`, `Keep ${worst.line.name} where it is until its cost per ${noun} comes down to near ${possessive(lead.line.name)}.`);
    else next.push(ask === 'move' ? `Take ${possessive(worst.line.name)} ${worst.line.amount.text} out from the next billing period.` : `${ask === 'focus' ? 'Stop' : 'Cut'} ${worst.line.name} from the next billing period.`);
    if (saving && !trim && !more) next.push(`Keep what ${worst.line.name} cost out of the budget: the saving is the point, so none of it moves to ${best.line.name}.`);
    const ceiling = Math.min(worst.cpr, value?.value ?? Infinity);
    if (target && !trim && !more) next.push(`Add half of the ${worst.line.amount.text} (${worst.line.amount.text} ÷ 2 = ${money(worst.line.amount.value / 2)}) to ${target.line.name} now and the other half after two weeks${Number.isFinite(ceiling) ? ` if its cost per ${noun} stays under ${money(ceiling)}` : ` if it keeps bringing ${priced[0]!.noun} at about ${per(target)}`}.`);
    if (!trim) next.push(`In four weeks, work out each channel's cost per ${noun} again the same way and make the next call from it.`);
  }
  const deliverable = decisionMarkdown({ call, working, why, change, next, tail: [fromDocument ? `*Figures from "${fromDocument.source.title}".*` : '*Figures from your request.*'] }, input.variant);
  return {
    summary: call.split(/(?<=[.:])\s+(?=[A-Z])/)[0]!.replace(/:$/, '.'),
    deliverable,
    notes: value ? [] : [`What one ${noun} is worth is not in your request or facts: add your average ${noun} value and the call can say which channels pay back.`],
    used: uniqueSources(used),
    steps: [{ tool: 'decision', summary: `${ask}: cost per ${noun} from ${fromDocument ? `"${fromDocument.source.title}"` : 'the request'} (${byCost.map((p) => `${p.line.name} ${Number.isFinite(p.cpr) ? money(p.cpr) : 'none'}`).join(', ')})` }],
    artifacts: [],
  };
}

/**
 * Of two options, the one whose words in the request say it brought what the goal counts ('Option B: … 21 bookings and
 * two of our three new Fleet Plan companies', for a goal of 30 Fleet Plan companies), by two or more of the goal's
 * words the other's do not share; null when neither stands out.
 */
function goalLean(request: string, goal: string, options: readonly Priced[]): { option: Priced; said: string } | null {
  const goalStems = new Set(stemsOf(goal).filter((w) => w.length >= 4));
  if (!goalStems.size) return null;
  const clauses = request.split(/(?<=[.!?])\s+(?=[A-Z])|\n+|(?=\bOption\s+[A-Z0-9]\b)/);
  const scored = options.map((option) => {
    const first = option.line.name.toLowerCase().split(/\s+/)[0]!;
    const clause = clauses.find((c) => c.toLowerCase().includes(first)) ?? '';
    const own = new Set(stemsOf(option.line.name));
    const hits = new Set(stemsOf(clause).filter((w) => goalStems.has(w) && !own.has(w)));
    // The words that name the goal's thing, as the clause says them ('two of our three new Fleet Plan companies').
    const said = /(?:\band\s+|,\s*)((?:\w+\s+){0,6}?(?:[A-Z][\w-]*\s+){0,3}[a-z]+(?:\s+[a-z]+)?)\)?\s*$/.exec(clause.replace(/[.!?)]+\s*$/, ''))?.[1] ?? clause.trim();
    return { option, hits: hits.size, said: said.trim() };
  });
  const [a, b] = [...scored].sort((x, y) => y.hits - x.hits);
  return a && b && a.hits - b.hits >= 2 ? { option: a.option, said: a.said } : null;
}