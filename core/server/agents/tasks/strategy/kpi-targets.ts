import { parseCount } from '../../brief/parse-count.ts';
import type { AgentTask, TaskInput, TaskOutput } from '../agent-task.ts';
import { sharedStems } from '../../offline/stem-overlap.ts';
import { PER_YEAR, periodCountsIn, type PeriodCount } from './period-counts.ts';
import { readGoalTarget, stillToWin } from './goal-target.ts';
import { periodsLeft, todayOf } from './goal-maths.ts';
import { profileSource, uniqueSources } from './advice-sources.ts';
import { formatMoney, formatNumber, moneyIn } from './money.ts';
import type { FactSource } from '../../facts/fact-sheet.ts';
import { isNumberComma, splitOutsideBrackets } from '../../tools/split-outside-brackets.ts';

/**
 * The measures to track and the target each should have per week or month ('Which 5 KPIs should we track every
 * week, and what weekly target should each have? We get about 18 new pupils a month'): the profile's KPIs first,
 * today's figure from the request or the facts, and a target worked out from the profile's goal at the period asked,
 * with the working. A target nothing supports is a marked blank, never a guess.
 */

type Period = 'week' | 'month';
const overlap = (a: string, b: string) => sharedStems(a, b, { prefix: 5 });

const best = <T>(list: readonly T[], score: (x: T) => number): T | null => {
  let top: T | null = null;
  let at = 0;
  for (const x of list) {
    const s = score(x);
    if (s > at) [top, at] = [x, s];
  }
  return top;
};

/** Measures any business can count, for when the profile names fewer than asked. */
const GENERAL_KPIS = ['Enquiries', 'Conversion rate from enquiry to sale', 'Cost per new customer', 'Repeat customers', 'New reviews', 'Website visits', 'Email list sign-ups', 'Average order value'];

/** The figures the profile writes in brackets beside a measure, at the table's period: 'about 6 a month' is 'about 1.4 a week'. */
function ownFigures(kpi: string, period: Period): { name: string; today: string | null; target: string | null; said: string } | null {
  const m = /^(.*?)\s*\(([^)]*)\)\s*$/.exec(kpi);
  if (!m) return null;
  const aside = m[2]!;
  const now = /\b(?:currently|now|today)\s+(about\s+|around\s+)?(\d[\d,]*(?:\.\d+)?)/i.exec(aside);
  const want = /\b(?:want(?:ing)?|target(?:ing)?|goal(?: is)?|aim(?:ing)? for)\s+(?:to\s+(?:reach|get to|hit)\s+)?(\d[\d,]*(?:\.\d+)?)/i.exec(aside);
  if (!now && !want) return null;
  // ('corporate weekly contracts' are contracts of a kind: only 'per month', 'a week' say what the count is per.)
  const per: Period | null = /\b(?:per|a|each)\s+month\b/i.test(m[1]!) ? 'month' : /\b(?:per|a|each)\s+week\b/i.test(m[1]!) ? 'week' : null;
  const at = (n: string) => {
    const value = Number(n.replace(/,/g, ''));
    const scaled = per && per !== period ? (value * PER_YEAR[per]!) / PER_YEAR[period]! : value;
    return formatNumber(scaled, Number.isInteger(scaled) ? 0 : 1);
  };
  const converted = per !== null && per !== period;
  const name = (converted ? m[1]!.replace(/\b(?:per|a|each)\s+(?:month|week)\b/i, `a ${period}`) : m[1]!).trim();
  return {
    name,
    today: now ? `${now[1] ?? ''}${at(now[2]!)}${converted ? ` a ${period}` : ''}`.trim() : null,
    target: want ? `${at(want[1]!)}${converted ? ` a ${period}` : ''}` : null,
    said: `"${aside.trim()}"${converted ? ' (a month is 52 ÷ 12 = 4.3 weeks)' : ''}`,
  };
}

/** A request that asks when to act on each measure: 'what would make me act on each one?', 'with a trigger'. */
const ACT_ASKED = /\b(?:act on|make me act|make us act|triggers?|when (?:to|should (?:i|we)) act|red flags?|warning signs?|alarm bells?|do something about|what level|which level|at what point)\b/i;

/** When a measure should make someone act, by what kind of number it is, and what to do then: rules of thumb, said as such. */
function triggerOf(kpi: string, period: Period): { when: string; then: string } {
  const avg = `its average of the last four ${period}s`;
  if (/\b(?:rating|reviews?|stars?)\b/i.test(kpi)) return { when: 'It drops below where it was, or a review of 3 stars or fewer arrives', then: 'Reply to that review within a day and fix what it names; ask your happiest recent customers for a review.' };
  if (/\bcost per\b|\bcac\b|\bcpa\b|\bcpl\b|\bcpc\b|\bspend\b/i.test(kpi)) return { when: `It rises a quarter above ${avg}`, then: 'Pause the dearest ad or channel until you know why; move its money to the channel with the lowest cost per result.' };
  if (/\brepeat\b|\bretention\b|\breturning\b|\bchurn\b/i.test(kpi)) return { when: `It ${/churn/i.test(kpi) ? 'rises' : 'falls'} two ${period}s running`, then: 'Email past customers with a reason to come back (a date, a new thing, a thank-you offer), and ask two who lapsed why.' };
  if (/\brate\b|%|\bshare\b|\boccupancy\b|\bconversion\b|\bratio\b/i.test(kpi)) return { when: `It falls 5 points below ${avg}, or below the same ${period} last year`, then: 'Find which channel or offer moved, and put that week\'s effort into your best channel for it.' };
  return { when: `It comes in under three-quarters of ${avg}`, then: 'Check where last month\'s came from and put this week\'s time there; if one source dried up, find out why.' };
}

function generate(input: TaskInput): TaskOutput {
  const { brief, facts } = input;
  // ('Which 4 numbers should I look at': the numbers are the measures.)
  // ('Max 6', 'no more than 4': the most asked for is how many.)
  const counted = parseCount(/\b(\d{1,2}|three|four|five|six|seven|eight)\s+(?:key\s+)?(?:numbers|figures|measures|metrics|kpis)\b/i.exec(brief.request)?.[1] ?? /\b(?:max(?:imum)?|at most|up to|no more than)\s+(\d{1,2}|three|four|five|six|seven|eight)\b/i.exec(brief.request)?.[1]);
  const count = Math.max(1, Math.min(10, brief.deliverables.find((d) => /kpi|metric|measure/.test(d.noun))?.count ?? counted ?? 5));
  const period: Period = /\b(?:month|monthly)\b/i.test(brief.request) && !/\b(?:week|weekly)\b/i.test(brief.request) ? 'month' : 'week';
  // ('Consultations per month (currently about 6, want 10), weddings booked': a comma inside brackets is the measure's own.)
  const named = splitOutsideBrackets(facts.kpis ?? '', (text, at) => (text[at] === ',' && !isNumberComma(text, at)) || text[at] === ';')
    .flatMap((k) => (k.includes('(') ? [k] : k.split(/\s+and\s+/)))
    .map((k) => k.trim())
    .filter((k) => k.length > 2);
  const kpis = [...named];
  for (const g of GENERAL_KPIS) if (kpis.length < count && !kpis.some((k) => overlap(k, g) > 0)) kpis.push(g);
  const today = periodCountsIn(brief.request);
  const goals = periodCountsIn(facts.goal ?? '');
  const budget = facts.budget ? moneyIn(facts.budget)[0] ?? null : null;
  const budgetPer = facts.budget && /\b(?:a|per)\s+year|annual/i.test(facts.budget) ? 'year' : 'month';
  const at = (f: PeriodCount) => (f.value * PER_YEAR[f.per]!) / PER_YEAR[period]!;
  const say = (n: number) => formatNumber(n, n < 10 && !Number.isInteger(n) ? 1 : 0);
  const used: FactSource[] = [];
  let mainTarget: { perPeriod: number; unit: string } | null = null;
  const rows = kpis.slice(0, count).map((kpi) => {
    // A rate or a cost per result is no count: a goal of 25 lessons a month is not its target.
    // The profile's own figures beside a measure ('(currently about 6, want 10)') are its today and its target.
    const own = ownFigures(kpi, period);
    if (own) {
      used.push(profileSource(facts));
      return `| ${own.name} | ${own.today ?? '[today’s number]'} | ${own.target ? `**${own.target}**` : `[target a ${period}]`} | Your profile: ${own.said}. |`;
    }
    const rate = /\brate\b|%|\bratio\b|\bconversion\b|\bshare\b|\baverage\b/i.test(kpi);
    const cost = /\bcost per\b|\bcac\b|\bcpa\b|\bcpl\b|\bspend per\b/i.test(kpi);
    const goal = rate || cost ? null : best(goals, (g) => overlap(kpi, g.unit));
    const now = rate || cost ? null : best(today, (f) => overlap(kpi, f.unit) + (goal ? overlap(goal.unit, f.unit) : 0));
    const todayText = now ? `${say(at(now))} a ${period} (${now.text})` : null;
    // A rate or a count the facts already state ('first-time pass rate in 2025 was 61%', '212 reviews').
    const fits = (text: string) => overlap(kpi, text) + (rate && /%/.test(text) ? 1 : 0) + (/review|rating/i.test(kpi) && /reviews?|rating/i.test(text) ? 1 : 0);
    // A figure the facts state, never a customer's words: a review quote is no measure's value.
    const stated = !now ? (best(facts.proof.filter((p) => p.kind !== 'quote' && p.figures.length && fits(p.text) >= 2), (p) => fits(p.text)) ?? undefined) : undefined;
    if (stated) used.push(stated.source);
    if (goal) {
      used.push(profileSource(facts));
      const target = at(goal);
      mainTarget ??= { perPeriod: target, unit: goal.unit };
      const gap = now ? ` Today ${say(at(now))}, so ${say(Math.max(0, target - at(now)))} more a ${period}.` : '';
      return `| ${kpi} | ${todayText ?? '[today’s number]'} | **${say(Math.ceil(target * 10) / 10)}** | Your goal: ${goal.text} = ${say(target)} a ${period}.${gap} |`;
    }
    if (/cost per/i.test(kpi) && budget && mainTarget) {
      const perPeriodBudget = (budget.value * PER_YEAR[budgetPer]!) / PER_YEAR[period]!;
      used.push(profileSource(facts));
      return `| ${kpi} | [today’s cost ÷ new customers] | **at most ${formatMoney(perPeriodBudget / mainTarget.perPeriod, budget.currency, 0)}** | Budget ${facts.budget} = ${formatMoney(perPeriodBudget, budget.currency, 0)} a ${period}, ÷ ${say(mainTarget.perPeriod)} ${mainTarget.unit} a ${period} at the goal's pace. |`;
    }
    if (stated) {
      const rate = /%/.test(stated.text) ? /(\d+(?:\.\d+)?)\s?%/.exec(stated.text)?.[0] : null;
      return `| ${kpi} | ${stated.text.replace(/\|/g, '/')} | ${rate ? `**${rate} or better**` : '[a target above today’s]'} | ${rate ? `Hold what the facts show (${rate}); ` : ''}no goal in your profile sets it. |`;
    }
    return `| ${kpi} | ${todayText ?? '[today’s number]'} | [target a ${period}] | No figure in your request or facts sets it: write down today's number for four ${period}s, then set a target above it. |`;
  });
  // 'We need 60 sign-ups by end of March': the goal with a date sets its own measure's pace, from today to then.
  const dated = readGoalTarget(brief.request, todayOf(input));
  if (dated?.dateText && !periodCountsIn(brief.request).length) {
    const left = periodsLeft(dated, todayOf(input), period);
    const need = stillToWin(dated);
    const unit = dated.unit.charAt(0).toUpperCase() + dated.unit.slice(1);
    const row = left && left.value > 0
      ? `| ${unit} | [today’s number] | **${say(Math.ceil((need / left.value) * 10) / 10)}** | ${formatNumber(need)} ${dated.unit} by ${dated.dateText} ÷ ${formatNumber(left.value)} ${period}s left (${left.working}) = ${say(need / left.value)} a ${period}. |`
      : `| ${unit} | [today’s number] | **${formatNumber(need)} ÷ [${period}s left]** | ${formatNumber(need)} ${dated.unit} by ${dated.dateText}, spread over the ${period}s left until then. |`;
    // (First, in place of the measure of the same thing, or before the rest.)
    const at = kpis.slice(0, count).findIndex((k) => overlap(k, dated.unit) > 0);
    rows.splice(at >= 0 ? at : count - 1, 1);
    rows.unshift(row);
  }
  // The target column of a row left for the person to set holds a marked blank.
  const blanks = rows.filter((r) => /^\|[^|]*\|[^|]*\| \[/.test(r)).length;
  const summary = `${count} KPI${count === 1 ? '' : 's'} to track every ${period}, ${count - blanks} with a target worked out from your goal and figures${blanks ? ` and ${blanks} left for you to set` : ''}.`;
  // 'and what would make me act on each one?': each measure's trigger and what to do when it fires.
  if (ACT_ASKED.test(brief.request)) {
    const names = kpis.slice(0, count).map((k) => k.replace(/\s*\([^)]*\)\s*$/, '').trim()).map((k) => k.charAt(0).toUpperCase() + k.slice(1));
    const acted = names.map((k) => {
      const t = triggerOf(k, period);
      return `| ${k} | ${t.when} | ${t.then} |`;
    });
    return {
      summary: `${count} number${count === 1 ? '' : 's'} to look at every ${period}, each with what should make you act and what to do.`,
      deliverable: [`| Number | Act when | What to do |`, '|---|---|---|', ...acted, '', `Write each one down on the same day every ${period} for four ${period}s first: the averages the triggers use come from that.`].join('\n'),
      notes: [
        ...(named.length < count ? [`Your profile names ${named.length ? `${named.length} KPI${named.length === 1 ? '' : 's'}` : 'no KPIs'}; the rest are measures most businesses track. Add yours to the profile's KPI answer and I will use them.`] : [`These are the KPIs your profile names.`]),
        'The trigger levels are rules of thumb for a small business, not figures from your data: tighten them once you know your normal swings.',
      ],
      used: named.length ? [profileSource(facts)] : [],
      steps: [{ tool: 'kpis', summary: `${count} numbers with triggers` }],
      artifacts: [],
    };
  }
  return {
    summary,
    deliverable: [`| KPI | Today | Target a ${period} | How it is worked out |`, '|---|---|---|---|', ...rows, '', `Review them on the same day each ${period}; a ${period} below target twice in a row is the signal to change what you do, not the target.`].join('\n'),
    notes: [
      `Per ${period}: a month is 52 ÷ 12 = 4.3 weeks, a quarter 13 weeks.`,
      ...(named.length < count ? [`Your profile names ${named.length ? `${named.length} KPI${named.length === 1 ? '' : 's'}` : 'no KPIs'}; the rest are measures most businesses track. Add yours to the profile's KPI answer and I will use them.`] : []),
    ],
    used: uniqueSources(used),
    steps: [{ tool: 'kpis', summary }],
    artifacts: [],
  };
}

export const kpiTargetsTask: AgentTask = {
  id: 'strategy.kpis',
  agent: 'strategy-review-agent',
  label: 'KPIs with a target for each',
  cues: ['kpi', 'kpis', 'metrics', 'track every', 'weekly target', 'weekly targets', 'monthly target', 'monthly targets', 'scorecard', 'what should we measure', 'what to measure', 'numbers i should look at', 'numbers to look at', 'numbers should i look at', 'numbers to watch', 'numbers to track', 'numbers i should watch', 'numbers i should track', 'act on each', 'dashboard',
    // ('What should I track weekly …, and what targets?')
    'track weekly', 'track each week', 'track every week', 'what should i track', 'what should we track', 'what to track', 'what targets', 'which targets'],
  delivers: ['kpi', 'metric', 'scorecard'],
  starter: 'Which 5 KPIs should we track every week, and what target should each have?',
  generate,
};
