import type { TaskInput, TaskOutput } from '../agent-task.ts';
import type { ChannelResultFact, FactSource } from '../../facts/fact-sheet.ts';
import { profileSource, uniqueSources } from './advice-sources.ts';
import { readGoalTarget, sameUnit, type GoalTarget } from './goal-target.ts';
import { todayOf } from './goal-maths.ts';
import { formatMoney, formatNumber, moneyIn, periodsPerYear } from './money.ts';
import { singular as singularNoun } from './channel-lines.ts';

/**
 * 'Is 40 domestic jobs next quarter realistic given our Q3 numbers?': a verdict on a target against what the space's
 * results table says the channels brought, with the gap and what closing it would take per channel (its cost per
 * result times the results missing). The periods are compared only when both say theirs; a target with no results
 * to weigh it against gets the one figure it needs as a marked blank, not a review of a plan nobody gave.
 */
const REACH = /\b(?:realistic(?:ally)?|achievable|doable|feasible|attainable|on track|within reach|(?:too )?ambitious|(?:can|could|will|would) we (?:hit|reach|get to|make|manage|do)|possible to (?:hit|reach|get|do))\b/i;
const GOAL_WORDS = /\b(?:our|the|my|this|that) (?:goal|target|aim|plan)\b/i;

type Period = 'month' | 'quarter' | 'year';

function periodOf(text: string): Period | null {
  if (/\b(?:q[1-4]|quarter(?:ly)?)\b/i.test(text)) return 'quarter';
  if (/\b(?:month(?:ly)?|january|february|march|april|may|june|july|august|september|october|november|december)\b/i.test(text)) return 'month';
  if (/\b(?:year(?:ly)?|annual|(?:19|20)\d{2})\b/i.test(text)) return 'year';
  return null;
}

// 'Write a realistic 90-day plan for 40 jobs', 'can we do a plan for 40 jobs?' ask for the plan, not a verdict.
const ASKS_FOR_WORK = /^\s*(?:(?:please|can you|could you|would you)\s+)?(?:write|draft|give|make|create|build|plan|map|suggest|put together)\b|\b(?:a|an)\s+(?:realistic|achievable|doable|ambitious)\b|\bwe (?:do|make|get) (?:a|an|the|some)\b/i;

/** The question that asks whether the target can be met ('Is 40 jobs next quarter realistic?'), or null. */
function askingSentence(request: string): string | null {
  const sentences = request.split(/(?<=[.?!])\s+/);
  return sentences.find((s) => REACH.test(s) && /\?\s*$/.test(s) && !ASKS_FOR_WORK.test(s)) ?? null;
}

interface Row {
  name: string;
  count: number;
  /** What the table's column counts ('jobs'): the target may count fewer things ('domestic jobs'). */
  noun: string;
  spend: number;
  currency: string;
  source: FactSource;
}

/** Each channel's count of what the target counts ('jobs' for '40 domestic jobs'), from one results table. */
function rowsFor(results: readonly ChannelResultFact[], unit: string): Row[] {
  return results.flatMap((r) => {
    const c = r.counts.find((x) => sameUnit(x.noun, unit));
    const money = moneyIn(r.spend)[0];
    return c ? [{ name: r.name, count: c.count, noun: c.noun, spend: money?.value ?? 0, currency: money?.currency ?? '', source: r.source }] : [];
  });
}

export function goalReach(input: TaskInput): TaskOutput | null {
  const { brief, facts } = input;
  const asking = askingSentence(brief.request);
  if (!asking) return null;
  const today = todayOf(input);
  const own = readGoalTarget(asking, today);
  const goal: GoalTarget | null = own ?? (GOAL_WORDS.test(asking) ? readGoalTarget(facts.goal, today) : null);
  if (!goal || goal.target <= 0) return null;
  const goalText = own ? asking : (facts.goal ?? '');
  const used: FactSource[] = own ? [] : [profileSource(facts)];
  const unit = goal.unit || 'results';
  const results = facts.channelResults ?? [];
  const rows = rowsFor(results, unit);
  const wanted = `${formatNumber(goal.target)} ${unit}`;
  const noun = rows[0]?.noun ?? unit;
  if (rows.length < 2) {
    return {
      summary: `Whether ${wanted} is realistic turns on how many you win now, and no results in the space count ${unit}.`,
      deliverable: [
        `**Verdict:** [to fill]: ${wanted} can be judged against how many ${unit} you won in the last comparable period, and no document or profile answer in this space gives that count.`,
        '',
        '## How to judge it',
        `1. Count the ${unit} of the last period as long as the target's (${goal.dateText ?? periodOf(goalText) ?? 'the same length'}): [to fill].`,
        `2. Divide ${formatNumber(goal.target)} by it: up to about 1.2 times is a push on what already works; much more needs a new source of ${unit}.`,
        `3. For the gap, take each channel's cost per ${singular(unit)} (its spend ÷ its ${unit}) and multiply: that is what closing it with that channel costs, at best.`,
      ].join('\n'),
      notes: [`Add a table of channels with their spend and ${unit} to the knowledge base, and the verdict works itself out.`],
      used: uniqueSources(used),
      steps: [{ tool: 'maths', summary: `reach: ${wanted}, no results counting ${unit}` }],
      artifacts: [],
    };
  }
  used.push(...rows.map((r) => r.source));
  const total = rows.reduce((n, r) => n + r.count, 0);
  const spent = rows.reduce((n, r) => n + r.spend, 0);
  const currency = rows.find((r) => r.currency)?.currency ?? '';
  const table = results.find((r) => rows.some((x) => x.name === r.name));
  const doc = table?.source.title ?? 'your results';
  const theirs = periodOf(`${table?.section ?? ''} ${doc}`);
  const target = periodOf(goalText) ?? (goal.dateText ? periodOf(goal.dateText) : null);
  // The figures scaled to the target's period when both periods are known ('Q3' to 'next quarter' is as is).
  const scale = theirs && target ? periodsPerYear(theirs)! / periodsPerYear(target)! : 1;
  const comparable = total * scale;
  const ratio = goal.target / comparable;
  const gap = Math.max(0, Math.ceil(goal.target - comparable));
  const verdict = ratio <= 1 ? 'Realistic' : ratio <= 1.2 ? 'Realistic with a push' : ratio <= 1.6 ? 'A stretch' : 'Not on the channels you have now';
  const base = `${formatNumber(total)} ${noun}${table?.section ? ` in "${table.section}"` : ''} (${doc})`;
  const scaledText = scale !== 1 ? `, about ${formatNumber(comparable, 0)} a ${target}` : '';
  const lines: string[] = [];
  lines.push(`**Verdict:** ${verdict}: ${wanted} against ${base}${scaledText}: ${formatNumber(goal.target)} ÷ ${formatNumber(comparable, comparable % 1 ? 1 : 0)} = ${formatNumber(ratio, 2)} times${gap ? `, ${formatNumber(gap)} more than that` : ''}.`);
  lines.push('', '## The numbers');
  const byCount = [...rows].sort((a, b) => b.count - a.count);
  for (const r of byCount) {
    lines.push(`- ${r.name}: ${formatNumber(r.count)} ${noun}${r.spend ? ` for ${formatMoney(r.spend, r.currency || currency)} (${formatMoney(r.spend, r.currency || currency)} ÷ ${r.count} = ${formatMoney(r.spend / r.count, r.currency || currency)} each)` : ' at no spend'}`);
  }
  lines.push(`- Together: ${byCount.map((r) => formatNumber(r.count)).join(' + ')} = ${formatNumber(total)} ${noun}${spent ? ` for ${formatMoney(spent, currency)}` : ''}.`);
  if (gap) {
    lines.push('', `## What closing the gap of ${formatNumber(gap)} would take`);
    const paid = rows.filter((r) => r.spend > 0 && r.count > 0).sort((a, b) => a.spend / a.count - b.spend / b.count);
    for (const r of paid.slice(0, 2)) {
      const each = r.spend / r.count;
      lines.push(`- ${r.name} at ${formatMoney(each, r.currency || currency)} per ${singular(noun)}: ${formatNumber(gap)} × ${formatMoney(each, r.currency || currency)} = ${formatMoney(gap * each, r.currency || currency, 0)} more, at best: the cost per ${singular(noun)} usually rises as spend grows.`);
    }
    const free = rows.filter((r) => r.spend === 0 && r.count > 0);
    for (const r of free.slice(0, 1)) lines.push(`- ${r.name} brought ${formatNumber(r.count)} for no spend: it grows with time and asking, not money. Ask those who send them for more, by name.`);
  }
  lines.push('', '## What would change the call');
  if (noun !== unit && !sameWords(noun, unit)) lines.push(`- The table counts all ${noun}; the target counts ${unit}. If some of those ${noun} were not ${unit}, the gap is bigger.`);
  if (!theirs || !target) lines.push(`- The periods: ${theirs ? `the figures are a ${theirs}'s` : "the results do not say what period they cover"}${target ? `, the target a ${target}'s` : ', and the target gives no period'}. Compared as they are; if they differ, scale first.`);
  lines.push(`- One period's figures: a busy or quiet season moves them. Compare the same period last year if you have it.`);
  if (gap) lines.push(`- Capacity: ${formatNumber(goal.target)} ${unit} must also fit the hours and people you have.`);
  return {
    summary: `${verdict}: ${wanted} against ${formatNumber(total)} ${noun} in your results.`,
    deliverable: lines.join('\n'),
    notes: [`Figures from "${doc}".`],
    used: uniqueSources(used),
    steps: [{ tool: 'maths', summary: `reach: ${formatNumber(goal.target)} vs ${formatNumber(comparable, 1)} ${noun}` }],
    artifacts: [],
  };
}

function sameWords(a: string, b: string): boolean {
  return a.toLowerCase().trim() === b.toLowerCase().trim();
}

/** 'domestic jobs' gives 'job': the head noun, singular. */
function singular(unit: string): string {
  return singularNoun(unit.split(/\s+/).at(-1) ?? unit);
}
