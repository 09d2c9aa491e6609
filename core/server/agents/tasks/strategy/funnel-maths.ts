import type { FactSource } from '../../facts/fact-sheet.ts';
import type { TaskInput, TaskOutput } from '../agent-task.ts';
import { uniqueSources } from './advice-sources.ts';
import { singular } from './channel-lines.ts';
import { decisionMarkdown } from './decision-answer.ts';
import { formatMoney, formatNumber, moneyIn, type MoneyMention } from './money.ts';
import { resultValue, type ResultValue } from './result-value.ts';

/**
 * Arithmetic on the figures the request gives, answered as asked: what a budget buys at a cost per lead and a
 * conversion rate, how far that is from a target, the leads a target needs and the most a lead can cost, whether
 * the first sale pays for winning it, what a price rise can afford to lose, and the pace left to a target. Every
 * number is the request's, the space's, or a step shown; a figure nobody gave is never filled in.
 */

type Period = 'week' | 'month' | 'quarter' | 'year';
const WEEKS: Record<Period, number> = { week: 1, month: 52 / 12, quarter: 13, year: 52 };
/** How one period turns into another, in words a reader can check: '× 3 months in a quarter', '× 52 weeks ÷ 12 months'. */
function convert(from: Period, to: Period): string {
  if (from === to) return '';
  if (from === 'month' && to === 'quarter') return '× 3 months in a quarter';
  if (from === 'month' && to === 'year') return '× 12 months';
  if (from === 'quarter' && to === 'year') return '× 4 quarters';
  if (from === 'week' && to === 'month') return '× 52 weeks ÷ 12 months';
  if (from === 'month' && to === 'week') return '× 12 months ÷ 52 weeks';
  if (from === 'week' && to === 'quarter') return '× 13 weeks in a quarter';
  if (from === 'quarter' && to === 'month') return '÷ 3 months in a quarter';
  return `× ${formatNumber(WEEKS[to] / WEEKS[from], 2)}`;
}

interface Figures {
  budget: (MoneyMention & { period: Period }) | null;
  unitCost: (MoneyMention & { unit: string }) | null;
  rate: { value: number; text: string; from: string | null; to: string | null } | null;
  margin: { value: number; text: string } | null;
  value: ResultValue | null;
  target: { count: number; period: Period | null; more: boolean; noun: string | null } | null;
  current: { count: number; period: Period | null } | null;
  left: { count: number; period: Period } | null;
  priceChange: { from: MoneyMention; to: MoneyMention; what: string | null } | null;
}

const periodOf = (word: string | undefined): Period | null => {
  const w = (word ?? '').toLowerCase();
  return /^week/.test(w) ? 'week' : /^month/.test(w) ? 'month' : /^quarter/.test(w) ? 'quarter' : /^(year|annual)/.test(w) ? 'year' : null;
};
const NUM = String.raw`(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)`;
const num = (s: string) => Number(s.replace(/,/g, ''));
const SHARES: Record<string, number> = { half: 1 / 2, 'a third': 1 / 3, 'one third': 1 / 3, 'a quarter': 1 / 4, 'one quarter': 1 / 4, 'a fifth': 1 / 5, 'one fifth': 1 / 5 };
const CONVERTS = /\b(convert|conversion|book|books|booked|turn into|turns? into|become|becomes|close|closes|sign|signs|buy|buys|join|joins|lead-to|to-booking|to-order|to-sale|rate)\b/i;

function readFigures(request: string, input: TaskInput): Figures {
  const sums = moneyIn(request);
  const after = (m: MoneyMention) => request.slice(m.index + m.text.length, m.index + m.text.length + 40);
  const before = (m: MoneyMention) => request.slice(Math.max(0, m.index - 40), m.index);
  // A cost per unit: '£9 per lead', '£38 per quote request', 'leads cost £38'.
  let unitCost: Figures['unitCost'] = null;
  for (const m of sums) {
    const per = /^\s*(?:per|a|each|for each)\s+((?:quote\s+request|[a-z][a-z-]+))\b/i.exec(after(m));
    if (per && !periodOf(per[1])) {
      unitCost = { ...m, unit: singular(per[1]!.toLowerCase()) };
      break;
    }
    const subject = /\b([a-z][a-z-]+?)s?\s+(?:each\s+)?costs?\s+(?:us\s+)?(?:about\s+|around\s+|roughly\s+)?$/i.exec(before(m));
    if (subject && /^(lead|click|enquir|inquir|quote|call|sign-?up|trial|visit|booking|order|sale|customer|account)/i.test(subject[1]!)) {
      unitCost = { ...m, unit: singular(subject[1]!.toLowerCase()) };
      break;
    }
  }
  // A budget: a sum with a period that is no unit cost and no price ('£1,200 a month', 'With £3,000 a month on Google Ads').
  let budget: Figures['budget'] = null;
  for (const m of sums) {
    if (unitCost && m.index === unitCost.index) continue;
    const p = /^\s*(?:a|per|each|every|\/)\s*(week|month|quarter|year)\b|^\s*(weekly|monthly|quarterly|annually)\b/i.exec(after(m));
    if (p && !/\b(price|costs?|charge|fee|average|averages|from|to)\s*$/i.test(before(m))) {
      budget = { ...m, period: periodOf(p[1] ?? p[2]!.replace(/ly$/, '')) ?? 'month' };
      break;
    }
  }
  // A conversion rate: '1 in 4 leads books', '22% of quotes turn into a trade account', 'a 25% lead-to-booking rate', '22% convert'.
  let rate: Figures['rate'] = null;
  let margin: Figures['margin'] = null;
  for (const m of request.matchAll(new RegExp(String.raw`${NUM}\s?%|\b(\d+)\s+(?:in|out of)\s+(\d+)\b|\b(half|a third|one third|a quarter|one quarter|a fifth|one fifth)\s+of\b`, 'gi'))) {
    const rest = request.slice(m.index! + m[0].length, m.index! + m[0].length + 50);
    const value = m[1] ? num(m[1]) / 100 : m[2] ? Number(m[2]) / Number(m[3]) : SHARES[m[4]!.toLowerCase()]!;
    if (/^\s*(?:gross\s+|net\s+|profit\s+)?margin/i.test(rest) || /\bmargin\s+(?:of\s+)?$/i.test(request.slice(Math.max(0, m.index! - 12), m.index!))) {
      margin ??= { value, text: m[0] };
      continue;
    }
    // ('and trial-to-paid is 28%': the rate named before its figure.)
    const named = /\b([a-z]+)-to-([a-z]+)(?:\s+(?:rate|conversion))?\s+(?:is|was|of|at|runs at|sits at|:)\s*(?:about\s+|around\s+|roughly\s+)?$/i.exec(request.slice(Math.max(0, m.index! - 40), m.index!));
    if (named || CONVERTS.test(rest.split(/[.;?]/)[0]!)) {
      const flow = /^\s*(?:of\s+)?(?:the\s+|our\s+|those\s+|them\s+)?([a-z]+?)s?\s+(?:turn into|turns? into|become|becomes|book|books|convert|converts|close|sign)\s+(?:an?\s+|to\s+)?(?:(?:paying|new|regular|repeat|full|loyal)\s+)?([a-z]+(?:\s+account)?)?/i.exec(rest);
      const pair = /^\s*(?:a\s+)?([a-z]+)-to-([a-z]+)/i.exec(rest);
      const from = named?.[1]?.toLowerCase() ?? pair?.[1]?.toLowerCase() ?? flow?.[1]?.toLowerCase() ?? null;
      const to = named?.[2] ? (named[2].toLowerCase() === 'paid' ? 'customer' : named[2].toLowerCase()) : pair?.[2]?.toLowerCase() ?? (flow?.[2] ? singular(flow[2].toLowerCase()) : null);
      // Of several rates, the one from what the cost per unit buys ('£107 a trial' takes 'trial-to-paid is 28%', not 35% of demos).
      const fits = (f: string | null) => Boolean(unitCost && f && singular(f) === unitCost.unit);
      if (!rate || (fits(from) && !fits(rate.from))) rate = { value, text: m[0], from, to };
    }
  }
  // A target: 'our 40 a quarter', 'We need 14 more bookings a week', 'reach 40'.
  let target: Figures['target'] = null;
  const more = new RegExp(String.raw`\b${NUM}\s+(?:more|extra|additional)\s+([a-z][a-z ]*?)\s+(?:a|per|each)\s+(week|month|quarter|year)\b`, 'i').exec(request);
  const per = new RegExp(String.raw`\b(?:our|the|of|from|reach|hit|get to|target of|goal of|aim for)\s+${NUM}\s+(?:([a-z][a-z ]*?)\s+)?(?:a|per|each|this)\s+(week|month|quarter|year)\b`, 'i').exec(request);
  const reach = new RegExp(String.raw`\b(?:reach|hit|get to|make)\s+${NUM}\b(?![\d%,.]*\s*%)`, 'i').exec(request);
  if (more) target = { count: num(more[1]!), period: periodOf(more[3]), more: true, noun: more[2]!.trim() };
  else if (per) target = { count: num(per[1]!), period: periodOf(per[3]), more: false, noun: per[2]?.trim() ?? null };
  else if (reach) target = { count: num(reach[1]!), period: null, more: false, noun: null };
  // Where they are now: 'We are at 22 new accounts', 'at 11 a week now'.
  const at = new RegExp(String.raw`\b(?:we(?:'re| are)|currently|now)\s+(?:at|on|doing)\s+${NUM}\b(?:\s+[a-z ]*?(?:a|per)\s+(week|month))?`, 'i').exec(request);
  const current = at ? { count: num(at[1]!), period: periodOf(at[2]) } : null;
  const leftM = new RegExp(String.raw`\b${NUM}\s+(weeks?|months?)\s+(?:left|to go|remaining)\b`, 'i').exec(request);
  const left = leftM ? { count: num(leftM[1]!), period: periodOf(leftM[2]) ?? 'week' } : null;
  // A price change: 'raising the full groom price for large dogs from £70 to £78'.
  const change = /\b(?:put|putting)\s+([^.?!]*?)\s+up\s+from\s+([£$€]\s?\d[\d,]*(?:\.\d+)?)\s+to\s+([£$€]\s?\d[\d,]*(?:\.\d+)?)/i.exec(request) ?? /\b(?:rais\w*|increas\w*|put(?:ting)? up|lift\w*|chang\w*|mov\w*|cut\w*|lower\w*|reduc\w*)\b([^.?!]*?)\bfrom\s+([£$€]\s?\d[\d,]*(?:\.\d+)?)\s+to\s+([£$€]\s?\d[\d,]*(?:\.\d+)?)/i.exec(request);
  const priceChange = change ? { from: moneyIn(change[2]!)[0]!, to: moneyIn(change[3]!)[0]!, what: change[1]!.replace(/^\s*(?:the|our)\s+/i, '').replace(/\s+price\b/i, '').trim() || null } : null;
  return { budget, unitCost, rate, margin, value: resultValue(request, input.facts), target, current, left, priceChange };
}

const ceil = (n: number) => Math.ceil(n - 1e-9);
const pct = (v: number) => `${formatNumber(v * 100, (v * 100) % 1 ? 1 : 0)} %`;

/** The arithmetic the request's own figures answer, or null when they answer none of it. */
export function funnelMaths(input: TaskInput): TaskOutput | null {
  const { request } = input.brief;
  if (!/\?|\b(work out|calculate|show me the maths|how many|how much)\b/i.test(request)) return null;
  const f = readFigures(request, input);
  const cur = (f.unitCost ?? f.budget ?? f.priceChange?.from ?? f.value)?.currency ?? '£';
  const money = (v: number) => formatMoney(v, cur, 'auto');
  const steps: string[] = [];
  const answer: string[] = [];
  const means: string[] = [];
  const change: string[] = [];
  const used: FactSource[] = [];
  if (f.value?.source) used.push(f.value.source);
  const lead = f.unitCost?.unit ?? f.rate?.from ?? 'lead';
  // What the rate turns leads into: as the rate says, else what the question counts ('how many bookings'), else the rate's verb.
  const howMany = /\bhow many\s+(?:new\s+)?([a-z][a-z-]+)/i.exec(request)?.[1];
  const verb = f.rate ? /\b(book|convert|sign|buy|join|order)/i.exec(request.slice(request.indexOf(f.rate.text)))?.[1]?.toLowerCase() : null;
  const VERB_RESULT: Record<string, string> = { book: 'booking', convert: 'customer', sign: 'sign-up', buy: 'sale', join: 'member', order: 'order' };
  const result = f.rate?.to ?? (f.target?.noun ? singular(f.target.noun.replace(/^(?:new|more)\s+/i, '')) : null) ?? (howMany && howMany !== lead && !/^(leads?|do|does|we|of)$/i.test(howMany) ? singular(howMany.toLowerCase()) : null) ?? (verb ? VERB_RESULT[verb] : null) ?? 'customer';
  // Each step is one operation on numbers already given or worked out ('£1,200 ÷ £9 = 133.3'), so any reader can check it.
  const step = (label: string, working: string, res: string) => steps.push(`${steps.length + 1}. ${label}: ${working} = ${res}`);

  // A: what a budget buys at a cost per lead and a rate, and how far that is from a target.
  if (f.budget && f.unitCost) {
    const leads = f.budget.value / f.unitCost.value;
    step(`${lead[0]!.toUpperCase()}${lead.slice(1)}s a ${f.budget.period} (at ${f.unitCost.text} a ${lead})`, `${f.budget.text} ÷ ${f.unitCost.text}`, formatNumber(leads, leads % 1 ? 1 : 0));
    if (f.rate) {
      const results = leads * f.rate.value;
      const each = f.unitCost.value / f.rate.value;
      step(`${result[0]!.toUpperCase()}${result.slice(1)}s a ${f.budget.period}`, `${formatNumber(leads, leads % 1 ? 1 : 0)} × ${pct(f.rate.value)}`, formatNumber(results, 1));
      step(`Cost per ${result}`, `${f.unitCost.text} ÷ ${pct(f.rate.value)}`, money(each));
      answer.push(input.variant % 2 === 1
        ? `About ${formatNumber(Math.floor(results))} ${result}s a ${f.budget.period} (${formatNumber(results, 1)}): ${f.budget.text} at ${f.unitCost.text} a ${lead} is ${formatNumber(leads, leads % 1 ? 1 : 0)} ${lead}s, and ${f.rate.text} of them ${/%/.test(f.rate.text) ? 'convert' : 'book'}, so each ${result} costs ${money(each)}.`
        : `${money(f.budget.value)} a ${f.budget.period} buys about ${formatNumber(Math.floor(results))} ${result}s a ${f.budget.period} (${formatNumber(results, 1)}), at ${money(each)} each.`);
      if (f.value && !/lead|request|enquir|visit|click/i.test(result)) {
        means.push(each <= f.value.value ? `Each ${result} costs ${money(each)} against ${f.value.text}: it pays back on the first sale, with ${money(f.value.value - each)} left before the cost of doing the work.` : `Each ${result} costs ${money(each)}, more than ${f.value.text}: it pays back only over repeat sales.`);
      }
      if (f.target && f.target.period && !f.target.more) {
        const inTargetPeriod = (results / WEEKS[f.budget.period]) * WEEKS[f.target.period];
        if (f.target.period !== f.budget.period) step(`${result[0]!.toUpperCase()}${result.slice(1)}s a ${f.target.period} (${convert(f.budget.period, f.target.period)})`, `${formatNumber(results, 1)} × ${formatNumber(WEEKS[f.target.period] / WEEKS[f.budget.period], 2).replace(/\.00$/, '')}`, formatNumber(inTargetPeriod, 1));
        const gap = f.target.count - inTargetPeriod;
        if (gap > 0) step(`Gap to ${formatNumber(f.target.count)} a ${f.target.period}`, `${formatNumber(f.target.count)} − ${formatNumber(inTargetPeriod, 1)}`, formatNumber(gap, 1));
        else step(`Room over ${formatNumber(f.target.count)} a ${f.target.period}`, `${formatNumber(inTargetPeriod, 1)} − ${formatNumber(f.target.count)}`, formatNumber(-gap, 1));
        if (gap > 0) {
          const moreBudget = (gap / WEEKS[f.target.period]) * WEEKS[f.budget.period] * each;
          const gapPer = (gap / WEEKS[f.target.period]) * WEEKS[f.budget.period];
          step(`Gap a ${f.budget.period} (${convert(f.target.period, f.budget.period)})`, `${formatNumber(gap, 1)} × ${formatNumber(WEEKS[f.budget.period] / WEEKS[f.target.period], 2).replace(/\.00$/, '')}`, formatNumber(gapPer, 1));
          step(`Extra spend a ${f.budget.period} to close it at the same cost`, `${formatNumber(gapPer, 1)} × ${money(each)}`, money(moreBudget));
          answer.push(`That is ${formatNumber(inTargetPeriod, 1)} a ${f.target.period}, ${formatNumber(gap, 1)} short of ${formatNumber(f.target.count)}: closing it at today's cost takes about ${money(moreBudget)} more a ${f.budget.period}, or a better rate.`);
        } else answer.push(`That is ${formatNumber(inTargetPeriod, 1)} a ${f.target.period}, ${formatNumber(-gap, 1)} more than ${formatNumber(f.target.count)}: the budget covers the target if the cost per ${lead} and the rate hold.`);
        change.push(`A better rate moves the result in proportion (${result}s = ${lead}s × rate): improving the follow-up of ${lead}s ${gap > 0 ? 'closes the gap' : 'adds to the room'} without more spend.`);
      }
      change.push(`If the cost per ${lead} rises as you spend more (it usually does), the ${result}s bought fall with it: check the cost per ${lead} every two weeks.`);
    } else {
      answer.push(`${f.budget.text} buys about ${formatNumber(Math.floor(leads))} ${lead}s a ${f.budget.period}.`);
      means.push(`How many become customers needs your ${lead}-to-customer rate, which the request does not give: [rate] × ${formatNumber(Math.floor(leads))}.`);
    }
  }

  // B: the leads a target needs, and the most a lead can cost.
  if (!f.budget && f.target?.more && f.rate) {
    const period = f.target.period ?? 'week';
    const leadsPer = f.target.count / f.rate.value;
    step(`${lead[0]!.toUpperCase()}${lead.slice(1)}s a ${period} (for ${formatNumber(f.target.count)} more ${result}s)`, `${formatNumber(f.target.count)} ÷ ${pct(f.rate.value)}`, formatNumber(leadsPer, leadsPer % 1 ? 1 : 0));
    const asksMonth = /\ba month\b|\bmonthly\b|\bper month\b/i.test(request) && period !== 'month';
    const monthly = (leadsPer / WEEKS[period]) * WEEKS.month;
    if (asksMonth) step(`${lead[0]!.toUpperCase()}${lead.slice(1)}s a month (${convert(period, 'month')})`, `${formatNumber(leadsPer, leadsPer % 1 ? 1 : 0)} × ${formatNumber(WEEKS.month / WEEKS[period], 2)}`, formatNumber(ceil(monthly)));
    answer.push(`About ${formatNumber(ceil(asksMonth ? monthly : leadsPer))} ${lead}s a ${asksMonth ? 'month' : period} (${formatNumber(f.target.count)} ${result}s a ${period} ÷ ${pct(f.rate.value)}).`);
    if (f.value) {
      const keep = f.margin?.value ?? 0;
      const perResult = f.value.value * (1 - keep);
      if (f.margin) step(`Most a ${result} can cost and keep ${f.margin.text} (the other ${pct(1 - keep)})`, `${f.value.sum} × ${pct(1 - keep)}`, money(perResult));
      step(`Break-even cost per ${lead}${f.margin ? ` at that margin` : ''}`, `${money(perResult)} × ${pct(f.rate.value)}`, money(perResult * f.rate.value));
      if (f.margin) step(`Break-even cost per ${lead} with no margin kept`, `${f.value.sum} × ${pct(f.rate.value)}`, money(f.value.value * f.rate.value));
      answer.push(`To keep ${f.margin?.text ?? 'even'}${f.margin ? ' of each sale' : ''}, a ${lead} can cost at most ${money(perResult * f.rate.value)}.`);
      if (f.margin) means.push(`This reads "keep ${f.margin.text} margin" as ${f.margin.text} of each ${f.value.sum} sale left after paying for the ${lead}s. If the ${f.margin.text} must also cover the cost of doing the work, the ceiling per ${lead} is lower: work it from what a sale leaves after that cost.`);
      if (f.value.source) means.push(`The ${f.value.sum} is ${f.value.text}.`);
      if (f.unitCost) means.push(`You pay ${f.unitCost.text} per ${lead} today: ${f.unitCost.value <= perResult * f.rate.value ? 'under the ceiling' : 'over the ceiling'}.`);
    }
    change.push(`A better rate than ${pct(f.rate.value)} cuts the ${lead}s needed in proportion (${lead}s = ${result}s ÷ rate) and raises the most a ${lead} can cost by the same share.`);
  }

  // C: whether the first sale pays for winning the customer.
  if (!f.budget && !f.target?.more && f.unitCost && f.rate && (f.value || f.margin)) {
    const each = f.unitCost.value / f.rate.value;
    step(`Cost to win one ${result}`, `${f.unitCost.text} ÷ ${pct(f.rate.value)}`, money(each));
    if (f.value) {
      const profit = f.margin ? f.value.value * f.margin.value : f.value.value;
      if (f.margin) step(`Gross profit on the first order`, `${f.value.sum} × ${f.margin.text}`, money(profit));
      const left = profit - each;
      step(left >= 0 ? 'Left after paying for it' : 'Short of paying for it', `${money(profit)} − ${money(each)}`, money(Math.abs(left)));
      answer.push(left >= 0 ? `Yes: winning a ${result} costs ${money(each)} and its first order earns ${money(profit)}${f.margin ? ` gross profit (${f.value.sum} × ${f.margin.text})` : ''}, so you are ${money(left)} ahead on the first order.` : `No: winning a ${result} costs ${money(each)} and its first order earns ${money(profit)}${f.margin ? ` gross profit` : ''}, ${money(-left)} short; it pays only if they order again.`);
      const breakEvenRate = f.unitCost.value / profit;
      step(`Break-even conversion rate, as a share of ${lead}s`, `${f.unitCost.text} ÷ ${money(profit)}`, formatNumber(breakEvenRate, 3));
      change.push(`Below a ${pct(breakEvenRate)} conversion rate (or above ${money(profit * f.rate.value)} per ${lead} at ${pct(f.rate.value)}), the first order no longer pays for the ${lead}s.`);
      if (f.value.source) means.push(`The ${f.value.sum} is ${f.value.text}.`);
    }
  }

  // D: a price change, and the share of sales it can lose before it earns less.
  if (f.priceChange && /\b(worth|should|good idea|risk|lose|afford|what happens|effect)\b/i.test(request)) {
    const { from, to } = f.priceChange;
    const rise = (to.value - from.value) / from.value;
    const canLose = 1 - from.value / to.value;
    step('The change per sale', `${to.text} − ${from.text}`, money(to.value - from.value));
    step('As a share of today\'s price', `${money(to.value - from.value)} ÷ ${from.text}`, formatNumber(rise, 3));
    if (rise > 0) {
      step('Share of those sales you can lose and take the same money', `${money(to.value - from.value)} ÷ ${to.text}`, formatNumber(canLose, 3));
      const what = f.priceChange.what;
      answer.push(`Worth it if you lose fewer than ${pct(canLose)} of those sales${what ? ` (${what.replace(/^for\s+/, '')})` : ''}: below that, ${to.text} brings in more than ${from.text} did; above it, less.`);
      means.push(`Out of every 100 of those sales, you can lose ${formatNumber(100 * canLose, 0)} and take the same money; every one you keep earns ${money(to.value - from.value)} more.`);
      means.push('Your facts do not say how many would leave: raise it for new customers first, or tell existing ones a month ahead, and count cancellations for a month.');
      change.push(`If a competitor near you charges ${from.text} or less for the same thing, expect more than ${pct(canLose)} to compare prices, and hold the rise.`);
    } else {
      const needed = from.value / to.value - 1;
      step('Extra sales needed to take the same money', `${money(from.value - to.value)} ÷ ${to.text}`, formatNumber(needed, 3));
      answer.push(`Worth it only if it brings ${pct(needed)} more of those sales: below that, ${to.text} takes in less than ${from.text} did.`);
    }
  }

  // E: the pace left to a target.
  if (f.current && f.target && !f.target.more && f.left && !f.budget) {
    const remaining = f.target.count - f.current.count;
    const perLeft = remaining / f.left.count;
    step('Still to win', `${formatNumber(f.target.count)} − ${formatNumber(f.current.count)}`, formatNumber(remaining));
    step(`Needed a ${f.left.period} (over ${formatNumber(f.left.count)} ${f.left.period}s)`, `${formatNumber(remaining)} ÷ ${formatNumber(f.left.count)}`, formatNumber(perLeft, perLeft % 1 ? 1 : 0));
    // So far this quarter (13 weeks, or 3 months): the pace that got them here.
    const span = /\bquarter\b/i.test(request) ? (f.left.period === 'week' ? 13 : 3) : null;
    let factor: number | null = null;
    if (span && span > f.left.count) {
      const gone = span - f.left.count;
      const sofar = f.current.count / gone;
      factor = perLeft / sofar;
      step(`${f.left.period === 'week' ? 'Weeks' : 'Months'} gone (a quarter is ${formatNumber(span)})`, `${formatNumber(span)} − ${formatNumber(f.left.count)}`, formatNumber(gone));
      step(`Pace so far, a ${f.left.period}`, `${formatNumber(f.current.count)} ÷ ${formatNumber(gone)}`, formatNumber(sofar, 1));
      step('Step-up needed (times the pace so far)', `${formatNumber(perLeft, 1)} ÷ ${formatNumber(sofar, 1)}`, formatNumber(factor, 1));
    }
    const noun = f.target.noun ?? (/accounts?/i.test(request) ? 'accounts' : 'results');
    answer.push(factor !== null
      ? factor <= 1.2
        ? `Yes: ${formatNumber(remaining)} more in ${formatNumber(f.left.count)} ${f.left.period}s is ${formatNumber(perLeft, 1)} a ${f.left.period}, about the pace you have kept so far.`
        : `Only with a step change: ${formatNumber(remaining)} more in ${formatNumber(f.left.count)} ${f.left.period}s is ${formatNumber(perLeft, 1)} a ${f.left.period}, ${formatNumber(factor, 1)} times your pace so far. At today's pace you finish near ${formatNumber(Math.round(f.current.count + (f.current.count / (span! - f.left.count)) * f.left.count))}.`
      : `${formatNumber(remaining)} more in ${formatNumber(f.left.count)} ${f.left.period}s: ${formatNumber(perLeft, 1)} a ${f.left.period}.`);
    means.push(`What it would take: the ${noun} closest to signing first (open quotes, lapsed ${noun}), then more of the channel with the lowest cost per ${singular(noun)} for the ${formatNumber(f.left.count)} ${f.left.period}s; a channel that needs longer than that to pay off will not count this time.`);
    change.push(`If you have open quotes or trials, count them: ${formatNumber(remaining)} minus those likely to close is what new ${noun} must cover.`);
  }

  if (!steps.length || !answer.length) return null;
  const deliverable = decisionMarkdown({ call: answer.join(' '), working: steps, why: means, change, next: [], label: 'Answer' }, input.variant);
  return {
    summary: answer[0]!,
    deliverable,
    notes: [],
    used: uniqueSources(used),
    steps: [{ tool: 'maths', summary: `${steps.length} steps from the request's figures` }],
    artifacts: [],
  };
}
