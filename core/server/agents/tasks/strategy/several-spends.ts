import type { TaskInput, TaskOutput } from '../agent-task.ts';
import { profileSource, quoted, uniqueSources } from './advice-sources.ts';
import { decisionMarkdown } from './decision-answer.ts';
import { channelsIn } from './channel-lexicon.ts';
import { formatMoney, formatNumber, moneyIn } from './money.ts';
import { statedValues } from './stated-values.ts';

/**
 * 'Option A: all £6,000 into Google Ads (last quarter £4,500 brought 6 clients). Option B: a stand at the show, £3,800
 * plus £900. Option C: £3,000 on Ads and keep the rest. Which one?': three or more labelled ways to spend, decided on
 * the request's own figures. What an option's past spend bought is the yardstick: each option's cost, what it buys at
 * that rate, what an option with no record would have to bring to match it, and, when the request says what a sale
 * is worth, whether the rate pays back at all. A call is made; nothing is forecast beyond those figures.
 */

interface Labelled {
  label: string;
  text: string;
}

/** Options labelled 'Option A:', '(A)', 'A)' or 'Option 1:', three or more, each as written. */
export function labelledOptionsIn(request: string): Labelled[] {
  const marks = [...request.matchAll(/(?:^|\n|\s)(?:option\s+([a-e1-5])\s*[:.)-]|\(([a-e])\)|(?<=^|\n)([a-e])\)\s)/gi)];
  if (marks.length < 3) return [];
  const found = marks.map((m, i) => {
    const start = m.index! + m[0].length;
    const end = marks[i + 1]?.index ?? request.length;
    return { label: (m[1] ?? m[2] ?? m[3])!.toUpperCase(), text: request.slice(start, end).trim() };
  });
  // (The last option runs to the end: the question after it, on a line of its own, is not part of it.)
  const last = found[found.length - 1]!;
  last.text = last.text.split(/\n\s*\n/)[0]!.trim();
  return found.every((o) => o.text) ? found : [];
}

/** A sentence that reports what past spend bought ('Last quarter £4,500 there brought 27 enquiries and 6 new clients'). */
const PAST = /\b(?:last|previous|past)\s+(?:quarter|month|year|season|time|spring|summer|autumn|winter)\b|\b(?:brought|got us|generated|produced|delivered|returned)\b/i;
/** What counts as a sale in a result, before enquiries and leads. */
const PAID = /^(?:new\s+)?(?:clients?|customers?|orders?|sales?|bookings?|members?|students?|patients?|sign-?ups?|subscribers?|donors?|jobs?|contracts?|deals?)$/i;

interface Rate {
  spent: number;
  count: number;
  what: string;
  per: number;
  said: string;
}

/** The cost of one result a sentence gives: '£4,500 there brought 27 enquiries and 6 new clients' is £750 a client. */
function rateIn(sentence: string): Rate | null {
  const sum = moneyIn(sentence)[0];
  if (!sum) return null;
  const results = [...sentence.slice(sum.index + sum.text.length).matchAll(/\b(\d[\d,]*)\s+((?:new\s+)?[a-z-]+)/gi)].map((m) => ({ count: Number(m[1]!.replace(/,/g, '')), what: m[2]!.toLowerCase() })).filter((r) => r.count > 0 && !/^(?:months?|weeks?|days?|years?|quarters?|employees?|staff|people|visitors?)$/.test(r.what));
  const paid = results.find((r) => PAID.test(r.what)) ?? results[0];
  if (!paid) return null;
  return { spent: sum.value, count: paid.count, what: paid.what.replace(/^new\s+/, ''), per: sum.value / paid.count, said: `${sum.text} brought ${paid.count} ${paid.what}` };
}

interface Spend {
  label: string;
  text: string;
  name: string;
  cost: number;
  kept: number;
  rate: Rate | null;
  /** The rate is another option's, for the same channel. */
  borrowed: boolean;
  channels: string[];
}

/** What an option costs: the sums it spends (a stand plus its print), or all of the budget for 'put it all into'. */
function costOf(text: string, budget: number | null): number | null {
  const spending = text.split(/(?<=[.!?])\s+|;\s+/).filter((s) => !PAST.test(s) || !moneyIn(s).length);
  if (budget !== null && /\b(?:it all|all of it|the lot|everything|the whole (?:budget|amount|sum|£[\d,]+))\b/i.test(text) && !moneyIn(spending.join(' ')).some((m) => m.value < budget)) return budget;
  const sums = spending.flatMap((s) => moneyIn(s).filter((m) => !/^\s*(?:each|a head|per)\b/i.test(s.slice(m.index + m.text.length))));
  return sums.length ? sums.reduce((n, m) => n + m.value, 0) : null;
}

/** The option's short name: its first words, up to a sum, a colon or a comma ('a stand at the Northern Care Show in Harrogate'). */
function nameOf(text: string): string {
  const first = text.split(/[.:;]\s|,\s/)[0]!.trim();
  const into = /\b(?:into|on)\s+((?:[A-Z][\w&'-]*\s*){1,3}(?:ads|advertising)?)/.exec(first)?.[1]?.trim();
  const name = into ?? first.replace(/^(?:put|spend|invest|move)\s+(?:it all|all of it|the lot|everything)\s+(?:into|on)\s+/i, '').replace(/^[£$€][\d,.]+k?\s+(?:on|into)\s+/i, '');
  return name.split(/\s+/).length > 12 ? `${name.split(/\s+/).slice(0, 12).join(' ')}…` : name;
}

export function severalSpendsDecision(input: TaskInput): TaskOutput | null {
  const { brief, facts } = input;
  const options = labelledOptionsIn(brief.request);
  if (options.length < 3) return null;
  const before = brief.request.slice(0, brief.request.search(/(?:^|\s)(?:option\s+[a-e1-5]\s*[:.)-]|\([a-e]\)|[a-e]\)\s)/i));
  const budget = moneyIn(before)[0] ?? null;
  const currency = budget?.currency ?? moneyIn(brief.request)[0]?.currency ?? '£';
  const spends: Spend[] = [];
  for (const o of options) {
    const cost = costOf(o.text, budget?.value ?? null);
    if (cost === null) return null;
    const rate = o.text.split(/(?<=[.!?])\s+/).filter((s) => PAST.test(s)).map(rateIn).find(Boolean) ?? null;
    spends.push({ label: o.label, text: o.text, name: nameOf(o.text), cost, kept: budget && /\b(?:keep|hold|save|bank)\b[^.]*\b(?:rest|remainder|balance|difference)\b/i.test(o.text) ? Math.max(0, budget.value - cost) : 0, rate, borrowed: false, channels: channelsIn(o.text).map((k) => k.name) });
  }
  // An option on the same channel as one with a record is bought at that record's rate ('£3,000 on Google Ads').
  for (const s of spends) {
    if (s.rate) continue;
    const same = spends.find((o) => o.rate && !o.borrowed && o.channels.some((c) => s.channels.includes(c)));
    if (same) Object.assign(s, { rate: same.rate, borrowed: true });
  }
  const yardstick = spends.find((s) => s.rate && !s.borrowed)?.rate ?? null;
  if (!yardstick) return null;
  const money = (v: number) => formatMoney(Math.round(v), currency, 0);
  const n = (v: number) => formatNumber(v, Number.isInteger(Math.round(v * 10) / 10) ? 0 : 1);
  const unit = yardstick.what;
  const one = unit.replace(/s$/, '');
  const aOne = `${/^[aeiou]/i.test(one) ? 'an' : 'a'} ${one}`;
  const atLeast = (v: number) => (Number.isInteger(Math.round(v * 10) / 10) ? `**${n(v)} ${unit}**` : `${n(v)}, so **${Math.ceil(v)} ${unit}**`);
  const value = statedValues(brief.request).find((v) => v.sum.currency === currency) ?? null;
  const working: string[] = [`1. Your record: ${yardstick.said}, so one costs ${money(yardstick.spent)} ÷ ${yardstick.count} = **${money(yardstick.per)}**`];
  const bought = (s: Spend) => (s.rate ? s.cost / s.rate.per : null);
  for (const s of spends) {
    const got = bought(s);
    working.push(
      `${working.length + 1}. Option ${s.label}, ${s.name}: costs **${money(s.cost)}**${s.kept ? ` and keeps ${money(s.kept)}` : ''}; ${got !== null ? `at ${money(s.rate!.per)} each that buys ${money(s.cost)} ÷ ${money(s.rate!.per)} = **${n(got)} ${unit}**` : `no record, so to match your rate it must bring ${money(s.cost)} ÷ ${money(yardstick.per)} = ${atLeast(s.cost / yardstick.per)}`}`,
    );
  }
  if (value) working.push(`${working.length + 1}. One ${value.what} is worth ${value.sum.text} (your figure), against ${money(yardstick.per)} to win one at your rate`);
  const pays = value ? value.sum.value >= yardstick.per : null;
  const measured = spends.filter((s) => s.rate);
  const unmeasured = spends.filter((s) => !s.rate);
  // At a rate that pays, the measured option that buys most; at one that does not, the one that risks least and keeps the rest.
  const win = pays === false ? [...measured].sort((a, b) => a.cost - b.cost || b.kept - a.kept)[0]! : [...measured].sort((a, b) => b.cost - a.cost)[0]!;
  const others = spends.filter((s) => s !== win);
  const because =
    pays === false
      ? `at your own rate one ${one} costs ${money(yardstick.per)}, more than the ${value!.sum.text} it is worth, so more money there loses more; Option ${win.label} tests it at ${money(win.cost)}${win.kept ? ` and keeps ${money(win.kept)}` : ''}`
      : `it buys about ${n(bought(win)!)} ${unit} at the rate your own figures show${unmeasured.length ? `, and ${unmeasured.map((u) => `Option ${u.label} would have to bring ${Math.ceil(u.cost / yardstick.per)} or more to match it, which nothing in your figures shows yet`).join('; ')}` : ''}`;
  const call = `Option ${win.label}: ${win.name}. ${because.replace(/^./, (c) => c.toUpperCase())}.`;
  const why = [
    `Past cost per ${one} is the best guide you have, not a promise: more money in one place usually costs more per result.`,
    ...unmeasured.map((u) => `Option ${u.label} has no record: it is a bet that it brings ${Math.ceil(u.cost / yardstick.per)} ${unit} or more${/\b\d[\d,]*\s+(?:visitors|attendees|people|guests)\b/i.test(u.text) ? ` from the ${/\b(\d[\d,]*)\s+(?:visitors|attendees|people|guests)\b/i.exec(u.text)![1]} people it reaches` : ''}.`),
    ...(facts.goal ? [`Judge it on your goal, ${quoted(facts.goal, 'goal')}: count the ${unit} it brings from the first week.`] : []),
  ];
  const change = [
    ...(pays === false ? [`If ${aOne} is worth more than one sale to you (repeat orders, a monthly fee kept for years), that figure decides it: give it and the sums change.`] : []),
    ...unmeasured.map((u) => `If you have a past result for Option ${u.label} (or one like it), and it beats ${money(yardstick.per)} ${aOne}, it wins.`),
    `If ${win.name} costs more than ${money(yardstick.per)} ${aOne} in its first weeks, stop adding to it.`,
  ];
  const next = [`Put ${money(win.cost)} into Option ${win.label}${win.kept ? ` and hold ${money(win.kept)} back` : ''}.`, `Count the ${unit} it brings each week, tagged so they are counted apart.`, `Compare its cost per ${one} with ${money(yardstick.per)} after four weeks, and decide on ${others.map((o) => `Option ${o.label}`).join(' and ')} again with that number.`];
  return {
    summary: call,
    deliverable: decisionMarkdown({ call, working, why, change, next }, input.variant),
    notes: ['No connected figures were read: the call rests on the sums and results in your question.'],
    used: uniqueSources(facts.goal ? [profileSource(facts)] : []),
    steps: [{ tool: 'decision', summary: `choice among ${spends.length} labelled spends: Option ${win.label}` }],
    artifacts: [],
  };
}
