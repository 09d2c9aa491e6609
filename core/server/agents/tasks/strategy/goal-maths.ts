import type { PriceFact } from '../../facts/fact-sheet.ts';
import type { AgentTask, TaskInput, TaskOutput } from '../agent-task.ts';
import { profileSource, quoted, uniqueSources } from './advice-sources.ts';
import { formatMoney, formatNumber, moneyIn } from './money.ts';
import { readGoalTarget, sameUnit, stillToWin, type GoalTarget } from './goal-target.ts';
import type { FactSource } from '../../facts/fact-sheet.ts';
import { escapeRegExp } from '../../../../domain/escape-reg-exp.ts';

/**
 * Arithmetic a marketer asks for ('how many sign-ups a week do we need to hit the goal?', 'what CAC can we afford
 * if a member stays 8 months at £15?', 'is £15 a lead worth it?'), answered with the working from the request,
 * the goal and the prices, never a stock review. A number nobody gave is a marked blank.
 */

type Period = 'week' | 'month' | 'day';

const PACE = /\bhow many\b[^?]*\b(?:need|needs|must|have to|should|require|to hit|to reach|to get)\b|\b(?:what|which) (?:weekly|monthly) (?:target|number|pace)\b|\bwhat pace\b/i;
// 'What can we afford to pay …' asks for arithmetic; 'we can only afford to push one' does not, and neither does a
// statement of figures ('Cost per acquisition last month: …'): the question sentence must ask for the sum.
const AFFORD = /\b(?:what|how much|how high)\b[^?]*\b(?:afford|cac|ltv|lifetime value|payback|break[- ]?even|(?:spend|pay)\b[^?]*\b(?:to (?:win|get|acquire)|per (?:customer|member|sign-?up|client|account)))/i;
const WORTH = /\b(?:worth (?:paying|spending|it)|too (?:much|high|expensive|dear))\b/i;

/** Whether the request asks for arithmetic rather than a review, a split or a call. */
export function asksForMaths(request: string): boolean {
  const questions = request.split(/(?<=[?!.])\s+/).filter((s) => /\?\s*$/.test(s));
  const asked = questions.length ? questions.join(' ') : request;
  return PACE.test(asked) || AFFORD.test(asked) || (WORTH.test(asked) && /\bper\s/i.test(request) && moneyIn(request).length > 1);
}

function periodIn(request: string): Period | null {
  const m = /\b(?:a|per|each|every)\s+(week|month|day)\b|\b(weekly|monthly|daily)\b/i.exec(request);
  if (!m) return null;
  const word = (m[1] ?? m[2]!).toLowerCase();
  return word.startsWith('week') ? 'week' : word.startsWith('month') ? 'month' : 'day';
}

/** 'how many new Flex members a week' gives 'new Flex members'. */
function askedUnit(request: string): string | null {
  const m = /\bhow many\s+(.+?)(?=\s+(?:a|per|each|every|do|does|did|we|should|must|will|would|to|are|is|in|by|for)\b|[?.,]|$)/i.exec(request);
  return m?.[1]?.trim() || null;
}

/** A conversion rate the request gives: '25% of trials convert', '1 in 4 become members', 'trial-to-paid rate is 20%'. */
function rateIn(request: string): { value: number; text: string } | null {
  const share = /\b(half|a third|one third|a quarter|one quarter|a fifth|one fifth|two thirds|three quarters)\b/i.exec(request);
  const SHARES: Record<string, number> = { half: 1 / 2, 'a third': 1 / 3, 'one third': 1 / 3, 'a quarter': 1 / 4, 'one quarter': 1 / 4, 'a fifth': 1 / 5, 'one fifth': 1 / 5, 'two thirds': 2 / 3, 'three quarters': 3 / 4 };
  if (share && /\b(?:convert|become|turn|go on|join|sign|pay|book|buy)\w*/i.test(request)) return { value: SHARES[share[1]!.toLowerCase()]!, text: share[1]!.toLowerCase() };
  const inN = /\b(\d+)\s+(?:in|out of)\s+(\d+)\b/i.exec(request);
  if (inN && Number(inN[2]) > 0) return { value: Number(inN[1]) / Number(inN[2]), text: inN[0] };
  const pct = /(\d+(?:\.\d+)?)\s?%/.exec(request);
  if (pct && /\b(?:convert|conversion|rate|become|turn|go on|join|sign|pay|close|book)\w*/i.test(request)) return { value: Number(pct[1]) / 100, text: pct[0] };
  return null;
}

const COUNT_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12 };

/** How long a customer stays, in months: '18 months', or 'stays around 4 years' as 48 months (4 years). */
function monthsIn(request: string): { value: number; text: string } | null {
  const m = /\b(\d+(?:\.\d+)?)\s+months?\b/i.exec(request);
  if (m) return { value: Number(m[1]), text: m[0] };
  const y = /\b(?:stay|stays|stayed|staying|keep|keeps|remain|remains|for|lasts?|around|about|over)\s+(?:(?:around|about|roughly|nearly|almost|an average of|on average)\s+)?(\d+(?:\.\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|twelve)\s+years?\b/i.exec(request);
  if (!y) return null;
  const years = Number(y[1]) || COUNT_WORDS[y[1]!.toLowerCase()]!;
  return { value: years * 12, text: `${years * 12} months (${years} year${years === 1 ? '' : 's'})` };
}

/** How often a customer buys in a year, when the request says ('comes back twice a year', '3 times a year'). */
function timesAYear(request: string): { value: number; text: string } | null {
  const m = /\b(once|twice|three times|four times|(\d+)\s+times)\s+(?:a|per|each|every)\s+year\b/i.exec(request);
  if (!m) return null;
  const value = m[2] ? Number(m[2]) : { once: 1, twice: 2, 'three times': 3, 'four times': 4 }[m[1]!.toLowerCase() as 'once']!;
  return { value, text: `${value} a year` };
}

/** The plan the request names, from the fact sheet: 'Flex Lite', 'Growth'. Longest name first. */
function planNamed(request: string, prices: readonly PriceFact[]): PriceFact | null {
  const named = prices.filter((p) => p.plan && new RegExp(`\\b${escapeRegExp(p.plan)}\\b`, 'i').test(request));
  return named.sort((a, b) => b.plan!.length - a.plan!.length)[0] ?? null;
}

const DAY = 24 * 60 * 60 * 1000;
const dayText = (d: Date) => `${d.getUTCDate()} ${['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'][d.getUTCMonth()]} ${d.getUTCFullYear()}`;

/** Periods from today to the goal's date, with the working; null when either date is unknown. */
export function periodsLeft(goal: GoalTarget, today: Date | null, period: Period): { value: number; working: string } | null {
  if (!goal.date || !today) return null;
  const days = Math.round((goal.date.getTime() - today.getTime()) / DAY);
  if (days <= 0) return { value: 0, working: `${goal.dateText} (${dayText(goal.date)}) has already passed` };
  const per = period === 'week' ? 7 : period === 'month' ? 365.25 / 12 : 1;
  const value = Math.max(1, Math.floor(days / per));
  return { value, working: `from today to ${dayText(goal.date)}, in full ${period}s` };
}

const ceil = (n: number) => Math.ceil(n - 1e-9);

/** Today's date from the task input, when the run gave one. */
export function todayOf(input: TaskInput): Date | null {
  return input.today && /^\d{4}-\d{2}-\d{2}$/.test(input.today) ? new Date(`${input.today}T00:00:00Z`) : null;
}

/**
 * What the goal asks of a month's budget: the results a month needs and the most each can cost, with the
 * working ('120 ÷ 4 months = 30 a month; £2,500 ÷ 30 = £83.33 per sign-up'); null when the goal or date is not readable.
 */
export function budgetPace(input: TaskInput, monthly: number, currency: string): string | null {
  const today = todayOf(input);
  const goal = readGoalTarget(input.brief.goal, today) ?? readGoalTarget(input.facts.goal, today);
  if (!goal) return null;
  const left = periodsLeft(goal, today, 'month');
  if (!left || left.value <= 0) return null;
  const need = stillToWin(goal);
  const perMonth = ceil(need / left.value);
  const ceiling = monthly / perMonth;
  return `To reach ${formatNumber(goal.target)} ${goal.unit} by ${goal.dateText}: ${formatNumber(need)} still to win ÷ ${formatNumber(left.value)} months, rounded up, is ${formatNumber(perMonth)} a month, so each can cost at most ${formatMoney(monthly, currency, 0)} ÷ ${formatNumber(perMonth)} = ${formatMoney(ceiling, currency, 'auto')}. A channel above that after a month loses its share.`;
}

interface Working {
  answer: string;
  steps: { label: string; working: string; result: string }[];
  means: string[];
  change: string[];
  blanks: string[];
  used: FactSource[];
}

function paceWorking(input: TaskInput, goal: GoalTarget, today: Date | null): Working {
  const { request } = input.brief;
  const period = periodIn(request) ?? 'week';
  const asked = askedUnit(request);
  const rate = rateIn(request);
  const need = stillToWin(goal);
  const steps: Working['steps'] = [];
  const blanks: string[] = [];
  const isNew = need === goal.target && goal.current === null;
  steps.push({
    label: `${goal.unit} still to win`,
    working: goal.current !== null && need !== goal.target ? `${formatNumber(goal.target)} − ${formatNumber(goal.current)} today` : isNew ? 'all of the goal, since it counts new ones' : "all of the goal (it gives no count for today)",
    result: formatNumber(need),
  });
  const left = periodsLeft(goal, today, period);
  if (left) steps.push({ label: `${period}s left`, working: left.working, result: formatNumber(left.value) });
  else blanks.push(goal.date ? "today's date" : `the goal's date (${quoted(goal.text, 'goal')} gives none)`);
  // What the question counts may sit above the goal in the funnel (bookings, trials, demos): the rate turns one into the other.
  const sameThing = !asked || sameUnit(asked, goal.unit);
  let total = need;
  let unit = goal.unit;
  if (!sameThing) {
    unit = asked!;
    if (rate) {
      total = ceil(need / rate.value);
      steps.push({ label: `${asked} needed`, working: `${formatNumber(need)} ÷ ${formatNumber(rate.value * 100, rate.value * 100 % 1 ? 1 : 0)} %${/%/.test(rate.text) ? '' : ` (${rate.text})`}`, result: formatNumber(total) });
    } else {
      blanks.push(`the share of ${asked} that become ${goal.unit}`);
      steps.push({ label: `${asked} needed`, working: `${formatNumber(need)} ÷ [share of ${asked} that become ${goal.unit}]`, result: '[to fill]' });
    }
  }
  const known = sameThing || rate;
  const perPeriod = left && left.value > 0 && known ? total / left.value : null;
  if (perPeriod !== null) steps.push({ label: `${unit} a ${period}`, working: `${formatNumber(total)} ÷ ${formatNumber(left!.value)} ${period}s, rounded up`, result: formatNumber(ceil(perPeriod)) });
  const answer = left?.value === 0
    ? `The goal's date, ${goal.dateText}, has passed: set a new date and the pace follows from the same working.`
    : perPeriod !== null
      ? `About ${formatNumber(ceil(perPeriod))} ${unit} a ${period}, every ${period} from now to ${goal.dateText}, to reach ${formatNumber(goal.target)} ${goal.unit}.`
      : `${known ? formatNumber(total) : '[to fill]'} ${unit} in all; the ${period}ly number needs ${list(blanks)}.`;
  const means: string[] = [];
  if (perPeriod !== null) {
    means.push(`Put ${formatNumber(ceil(perPeriod))} ${unit} a ${period} on the wall as the target, and check it every ${period === 'day' ? 'week' : period}: a ${period} under it adds to every ${period} after.`);
    if (!sameThing && rate) means.push(`Track the share of ${asked} that become ${goal.unit} weekly: the ${formatNumber(ceil(perPeriod))} a ${period} holds only while ${rate.text} of them convert.`);
  }
  const change: string[] = [];
  if (!sameThing && rate && left && left.value > 0) change.push(`A better conversion rate cuts the number at once: the ${asked} needed are ${formatNumber(need)} ÷ the rate, so lifting the rate is worth as much as finding more ${asked}.`);
  if (left && left.value > 1 && known) change.push(`Every ${period} under the pace raises the number for the ${period}s after it: the same ${formatNumber(total)} over fewer ${period}s.`);
  return { answer, steps, means, change, blanks, used: [] };
}

function affordWorking(input: TaskInput): Working {
  const { request } = input.brief;
  const months = monthsIn(request);
  const asked = moneyIn(request).filter((m) => !/\bper (lead|click|sign-?up)\b/i.test(request.slice(m.index, m.index + m.text.length + 12)));
  const plan = planNamed(request, input.facts.prices);
  const used: FactSource[] = [];
  const blanks: string[] = [];
  const stated = !asked[0] && !plan ? priceInProfile(request, input) : null;
  if (stated) used.push(profileSource(input.facts));
  // The price a customer pays each month: the request's own sum, else the named plan's listed price.
  const price = asked[0] ? { value: asked[0].value, currency: asked[0].currency, text: asked[0].text, from: 'your request' } : plan ? (() => {
    const m = moneyIn(plan.amount)[0];
    used.push(plan.source);
    return m ? { value: m.value, currency: m.currency, text: `${plan.amount}${plan.per ? ` a ${plan.per}` : ''}`, from: `${plan.plan}'s listed price` } : null;
  })() : stated;
  const currency = price?.currency ?? '£';
  const money = (v: number) => formatMoney(v, currency, Number.isInteger(Math.round(v * 100) / 100) ? 0 : 2);
  // No price named: each monthly plan on the price list gives its own ceiling, side by side.
  const plans = !price ? input.facts.prices.filter((p) => p.billing === 'recurring' || /^month/i.test(p.per ?? '')).slice(0, 3) : [];
  if (!price && plans.length && months) {
    for (const p of plans) used.push(p.source);
    const rows = plans.map((p) => ({ p, m: moneyIn(p.amount)[0]! })).filter((r) => r.m);
    const cur = rows[0]!.m.currency;
    const fmt = (v: number) => formatMoney(v, cur, Number.isInteger(Math.round(v * 100) / 100) ? 0 : 2);
    const steps = rows.map((r) => ({ label: `${r.p.plan ?? 'Plan'}: revenue over ${months.text}, and the ceiling`, working: `${r.p.amount} a month × ${months.text} = ${fmt(r.m.value * months.value)}; ÷ 3`, result: fmt((r.m.value * months.value) / 3) }));
    const low = rows[0]!;
    return {
      answer: `Up to about ${list(rows.map((r) => `${fmt((r.m.value * months.value) / 3)} for ${r.p.plan ?? 'a plan'}`))}: a third of what a member pays over ${months.text}, the common 3:1 ratio of customer value to acquisition cost.`,
      steps,
      means: [`A channel that wins members at more than ${fmt((low.m.value * months.value) / 3)} each is over the ceiling even for ${low.p.plan}: judge channels on cost per member, not per lead.`],
      change: [`Each extra month a member stays adds a third of the monthly fee to the ceiling (${low.p.plan}: ${low.p.amount} ÷ 3 = ${fmt(low.m.value / 3)}).`],
      blanks, used,
    };
  }
  if (!price) blanks.push('the monthly price a customer pays');
  if (!months) blanks.push('how many months a customer stays');
  const steps: Working['steps'] = [];
  // A price paid per order ('£110 an order, twice a year for 3 years') is paid as often as they buy, not monthly.
  const often = price && asked[0] && !/^\s*(?:a|per|each|every|\/)\s*(?:month|mo)\b|^\s*monthly\b/i.test(request.slice(asked[0].index + asked[0].text.length)) ? timesAYear(request) : null;
  const lifetime = price && months ? (often ? price.value * often.value * (months.value / 12) : price.value * months.value) : null;
  steps.push({ label: 'Revenue from one customer', working: price && months ? (often ? `${price.text} (${price.from}) × ${often.text} × ${formatNumber(months.value / 12, Number.isInteger(months.value / 12) ? 0 : 1)} years` : `${price.text} (${price.from}) × ${months.text}`) : `${price ? price.text : '[monthly price]'} × ${months ? months.text : '[months they stay]'}`, result: lifetime !== null ? money(lifetime) : '[to fill]' });
  if (lifetime !== null) {
    steps.push({ label: 'Break-even cost to win one', working: 'all of that revenue, before the cost of serving them', result: money(lifetime) });
    steps.push({ label: 'A safe ceiling', working: `${money(lifetime)} ÷ 3 (the common 3:1 ratio of customer value to acquisition cost)`, result: money(lifetime / 3) });
    if (!often) steps.push({ label: 'Months to earn it back at that ceiling', working: `${money(lifetime / 3)} ÷ ${price!.text}`, result: formatNumber(lifetime / 3 / price!.value, 1) });
  }
  const answer = lifetime !== null
    ? `Up to about ${money(lifetime / 3)} to win one customer; ${money(lifetime)} is break-even, where each one earns you nothing.`
    : `Fill in ${list(blanks)} and the ceiling is that revenue ÷ 3.`;
  // 'What target CPA should I set?': the ceiling is the target when the ad platform counts paying customers.
  const cpa = /\b(?:cpa|cost per acquisition|target cost|cost per (?:customer|client|sale|conversion))\b/i.test(request);
  const means = lifetime !== null ? [
    ...(cpa ? [`Set the target CPA at ${money(lifetime / 3)} or below when the conversion counted is a paying customer. If it counts enquiries, multiply by the share of enquiries that become customers: at 1 in 4, that is ${money(lifetime / 3)} ÷ 4 = ${money(lifetime / 12)}.`] : []),
    `Judge each channel on cost per paying customer, not per lead: a channel at more than ${money(lifetime / 3)} a customer is over the ceiling.`,
    `The ceiling is before the cost of delivering the service: if serving a customer costs you a share of ${price!.text}, take that share off the ${money(lifetime)} first.`,
  ] : [];
  const change = lifetime !== null && months ? [
    often ? `Each extra order a customer makes adds ${price!.text} ÷ 3 = ${money(price!.value / 3)} to the ceiling: bringing customers back buys you room to spend.` : `Each extra month a customer stays adds ${price!.text} ÷ 3 = ${money(price!.value / 3)} to the ceiling, and each month less takes it off: keeping customers longer buys you room to spend.`,
  ] : [];
  return { answer, steps, means, change, blanks, used };
}

function worthWorking(input: TaskInput): Working {
  const { request } = input.brief;
  const sums = moneyIn(request);
  // '£15 per lead', '£40 per booked consultation', '$3 a click': the sum paid for each result before a sale.
  const perLead = sums.find((m) => /^\s*(?:per|each|for each|a)\s+(?:booked\s+|qualified\s+|new\s+)?(lead|click|sign-?up|enquir|booking|trial|consultation|demo|call|visit|install|appointment)/i.test(request.slice(m.index + m.text.length, m.index + m.text.length + 30)));
  const plan = planNamed(request, input.facts.prices);
  const priceSum = sums.find((m) => m !== perLead) ?? (plan ? moneyIn(plan.amount)[0] : undefined);
  const used: FactSource[] = plan && !sums.some((m) => m !== perLead) ? [plan.source] : [];
  const months = monthsIn(request);
  const rate = rateIn(request);
  const currency = perLead?.currency ?? priceSum?.currency ?? '£';
  const money = (v: number) => formatMoney(v, currency, Number.isInteger(Math.round(v * 100) / 100) ? 0 : 2);
  const lead = perLead ? /^\s*(?:per|each|for each|a)\s+(?:booked\s+|qualified\s+|new\s+)?([\w-]+)/i.exec(request.slice(perLead.index + perLead.text.length))![1]!.replace(/ies$/, 'y').replace(/s$/, '') : 'lead';
  const blanks: string[] = [];
  if (!perLead) blanks.push(`the cost per ${lead}`);
  if (!priceSum) blanks.push('the price a customer pays');
  const steps: Working['steps'] = [];
  if (!perLead || !priceSum) return { answer: `Fill in ${list(blanks)} and the break-even rate is the cost per ${lead} ÷ the price.`, steps, means: [], change: [], blanks, used };
  const firstMonth = perLead.value / priceSum.value;
  if (firstMonth <= 1) steps.push({ label: `Share of ${lead}s that must pay for the first payment to cover it`, working: `${money(perLead.value)} ÷ ${money(priceSum.value)}`, result: `${formatNumber(firstMonth * 100, 0)} %` });
  if (months) steps.push({ label: `Share that must pay over ${months.text}`, working: `${money(perLead.value)} ÷ (${money(priceSum.value)} × ${months.text})`, result: `${formatNumber((perLead.value / (priceSum.value * months.value)) * 100, 1)} %` });
  if (rate) steps.push({ label: 'Cost per paying customer at your rate', working: `${money(perLead.value)} ÷ ${rate.text}`, result: money(perLead.value / rate.value) });
  // Above 100 %, no share of leads pays it back on the first payment: say how many months of fees it takes.
  const months1 = perLead.value / priceSum.value;
  if (!rate && firstMonth > 1) {
    steps.push({ label: `Months of fees to earn back one ${lead} if every one joined`, working: `${money(perLead.value)} ÷ ${money(priceSum.value)}`, result: formatNumber(months1, 1) });
    steps.push({ label: `Months if a share of them join`, working: `${formatNumber(months1, 1)} ÷ the share who join`, result: '[your rate]' });
    return {
      answer: `Not on the first payment: even if every ${lead} joined, ${money(perLead.value)} ÷ ${money(priceSum.value)} = ${formatNumber(months1, 1)} months of fees to earn it back. It pays only if members stay longer than ${formatNumber(months1, 1)} months divided by the share of ${lead}s who join.`,
      steps,
      means: [`Take last month's share of ${lead}s who became members: ${formatNumber(months1, 1)} ÷ that share is the months a member must stay. If your members stay longer, keep paying; if not, fix the follow-up first.`],
      change: [],
      blanks: [`the share of ${lead}s who become members`],
      used,
    };
  }
  const answer = rate
    ? rate.value >= firstMonth
      ? `Yes: at ${rate.text} converting, each paying customer costs ${money(perLead.value / rate.value)}, covered by the first ${money(priceSum.value)} payment.`
      : `Only if they stay: at ${rate.text} converting, each paying customer costs ${money(perLead.value / rate.value)}, ${formatNumber(perLead.value / rate.value / priceSum.value, 1)} times the first ${money(priceSum.value)} payment.`
    : `It is worth it if at least ${formatNumber(firstMonth * 100, 0)} % of ${lead}s become paying customers (${money(perLead.value)} ÷ ${money(priceSum.value)}) for the first payment to cover it${months ? `, or ${formatNumber((perLead.value / (priceSum.value * months.value)) * 100, 1)} % over ${months.text}` : ''}.`;
  const means = [`Check your own ${lead}-to-customer rate for the last month against that line: above it, keep paying; below it, fix the follow-up before buying more ${lead}s.`];
  return { answer, steps, means, change: [], blanks, used };
}

/**
 * A plan's monthly price the profile states in passing ('the Flex membership (Lite £39, Plus £69 a month)') when the
 * price list does not hold it: the sum right after a word of the plan's name the request uses.
 */
function priceInProfile(request: string, input: TaskInput): { value: number; currency: string; text: string; from: string } | null {
  const { facts } = input;
  for (const text of [facts.product, facts.description]) {
    if (!text) continue;
    for (const m of moneyIn(text)) {
      const before = text.slice(Math.max(0, m.index - 20), m.index).toLowerCase().split(/[^a-z]+/).filter((w) => w.length > 2 && !/^(the|and|for|our|with|from|per|plan|plans)$/.test(w)).slice(-2);
      const named = before.find((w) => new RegExp(`\\b${w}\\b`, 'i').test(request));
      if (!named) continue;
      const monthly = /\b(month|monthly)\b/i.test(text.slice(m.index, m.index + 60));
      if (!monthly) continue;
      return { value: m.value, currency: m.currency, text: `${m.text} a month`, from: 'your profile' };
    }
  }
  return null;
}

function list(items: string[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? '');
}

export function goalMaths(input: TaskInput): TaskOutput {
  const { brief, facts } = input;
  const today = todayOf(input);
  const kind = AFFORD.test(brief.request) && !PACE.test(brief.request) ? 'afford' : WORTH.test(brief.request) && !PACE.test(brief.request) ? 'worth' : 'pace';
  const used: FactSource[] = [];
  let work: Working;
  let goal: GoalTarget | null = null;
  if (kind === 'pace') {
    // The request's own target wins; today's count comes from the profile's goal when both count the same thing.
    const asked = readGoalTarget(brief.goal, today);
    const profile = readGoalTarget(facts.goal, today);
    // 'by December' in the request is the profile's '31 December 2027' when the profile's goal is in that month.
    const sameMonth = Boolean(asked?.date && profile?.date && !/\d{4}/.test(asked.dateText ?? '') && asked.date.getUTCMonth() === profile.date.getUTCMonth());
    const dated = asked && asked.date && !sameMonth ? asked : profile;
    goal = asked ? { ...asked, current: asked.current ?? (profile && sameUnit(profile.unit, asked.unit) ? profile.current : null), date: dated?.date ?? null, dateText: dated?.dateText ?? asked.dateText ?? null } : profile;
    if (!asked && profile) used.push(profileSource(facts));
    if (!goal) {
      return {
        summary: 'The pace needs a goal with a number and a date, and neither the request nor the profile gives one.',
        deliverable: `**Answer:** [to fill] ${askedUnit(brief.request) ?? 'results'} a ${periodIn(brief.request) ?? 'week'}: give the goal as "[number] [what you count] by [date]" (in the request or the space profile), and the number is what is still to win ÷ the ${periodIn(brief.request) ?? 'week'}s left.`,
        notes: ['Add the goal to the space profile so every answer can work from it.'],
        used: [], steps: [{ tool: 'maths', summary: 'pace: no goal with a number' }], artifacts: [],
      };
    }
    work = paceWorking(input, goal, today);
  } else work = kind === 'afford' ? affordWorking(input) : worthWorking(input);
  used.push(...work.used);
  const table = input.variant % 2 === 1;
  const deliverable = [
    `**Answer:** ${work.answer}`,
    '',
    ...(table
      ? ['| Step | Working | Result |', '|---|---|---|', ...work.steps.map((s) => `| ${s.label} | ${s.working} | ${s.result} |`)]
      : ['## The working', ...work.steps.map((s, i) => `${i + 1}. ${s.label.charAt(0).toUpperCase()}${s.label.slice(1)}: ${s.working} = **${s.result}**.`)]),
    ...(table
      ? [...(work.change.length ? ['', '## If the numbers move', ...work.change.map((c) => `- ${c}`)] : []), ...(work.means.length ? ['', '## So', ...work.means.map((m) => `- ${m}`)] : [])]
      : [...(work.means.length ? ['', '## What it means', ...work.means.map((m) => `- ${m}`)] : []), ...(work.change.length ? ['', '## What would change it', ...work.change.map((c) => `- ${c}`)] : [])]),
  ].join('\n');
  const notes = [
    ...(work.blanks.length ? [`Marked blanks: ${list(work.blanks)}. Give them in the request or the space profile and the working fills in.`] : []),
    ...(goal && !brief.goal && facts.goal ? [`The goal is your profile's: ${quoted(facts.goal, 'goal')}.`] : []),
  ];
  return {
    summary: work.answer.split(/(?<=[.!?:])\s+(?=[A-Z])/)[0]!,
    deliverable,
    notes,
    used: uniqueSources(used),
    steps: [{ tool: 'maths', summary: `${kind}: ${work.steps.length} steps${work.blanks.length ? `, ${work.blanks.length} blank` : ''}` }],
    artifacts: [],
  };
}

export const goalMathsTask: AgentTask = {
  id: 'strategy.goal-maths',
  agent: 'strategy-review-agent',
  label: 'the arithmetic behind a target (pace, affordable acquisition cost, break-even)',
  cues: ['how many', 'a week', 'per week', 'afford', 'cac', 'ltv', 'lifetime value', 'payback', 'break even', 'worth paying', 'pace'],
  delivers: ['calculation', 'maths', 'math'],
  starter: 'How many sign-ups a week do we need to hit our goal?',
  generate: goalMaths,
};
