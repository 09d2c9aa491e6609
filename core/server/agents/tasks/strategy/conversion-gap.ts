import type { TaskInput, TaskOutput } from '../agent-task.ts';
import { profileSource } from './advice-sources.ts';
import { decisionMarkdown } from './decision-answer.ts';
import { formatNumber } from './money.ts';
import { firstClaim } from '../../facts/fact-phrases.ts';

/**
 * 'We get 40 enquiries a month and book 6. How do we get to 10 bookings a month?': the two ways to the target from
 * the figures given, each worked out (more enquiries at today's rate, or more of today's enquiries booked), and a
 * call on which to work first. Every number is the request's or a step shown.
 */
const FLOW = /\b(\d[\d,]*)\s+(enquiries|inquiries|leads|calls|quote requests|quotes|visitors|sign-?ups|trials|demos|applications|viewings|requests)\b[^.?!]{0,40}?\b(?:a|per|each|every)\s+(week|month|year)\b[^.?!]{0,60}?\b(?:book|books|booked|convert|converts|converted|win|wins|won|close|closes|closed|sign|signs|signed|turn|turns)\s+(?:about\s+|around\s+|only\s+|just\s+)?(\d[\d,]*)\b/i;
const TARGET = /\b(?:get to|reach|hit|make|grow to|up to|get)\s+(\d[\d,]*)\s+([a-z][a-z-]*s?)\s+(?:a|per|each|every)\s+(week|month|year)\b/gi;

const num = (t: string) => Number(t.replace(/,/g, ''));
const one = (noun: string) => noun.replace(/ies$/, 'y').replace(/s$/, '');
const pct = (v: number) => `${formatNumber(v * 100, v * 100 < 10 ? 1 : 0)}%`;

export function conversionGap(input: TaskInput): TaskOutput | null {
  const { brief, facts } = input;
  const flow = FLOW.exec(brief.request);
  // The target is the count of another thing than what comes in ('get to 10 bookings', not 'get 40 enquiries').
  const target = flow ? [...brief.request.matchAll(TARGET)].filter((m) => m[2]!.toLowerCase() !== flow[2]!.toLowerCase()).at(-1) : undefined;
  if (!flow || !target) return null;
  const inflow = num(flow[1]!);
  const won = num(flow[4]!);
  const goal = num(target[1]!);
  if (!(inflow > 0 && won > 0 && won < inflow && goal > won)) return null;
  const leads = flow[2]!.toLowerCase();
  const result = target[2]!.toLowerCase();
  const period = target[3]!.toLowerCase();
  const rate = won / inflow;
  const neededInflow = Math.ceil(goal / rate);
  const neededRate = goal / inflow;
  const possible = neededRate <= 1;
  // A point between: half the extra enquiries, and the rate that then gets there.
  const midInflow = Math.round(inflow + (neededInflow - inflow) / 2);
  const midRate = goal / midInflow;
  const per = `a ${period}`;
  const call = possible
    ? `Work on how many of your ${leads} book first: ${pct(neededRate)} of the ${formatNumber(inflow)} you already get is ${formatNumber(goal)} ${result} ${per}, where at today's ${pct(rate)} you would need ${formatNumber(neededInflow)} ${leads}, ${formatNumber(neededInflow - inflow)} more.`
    : `You need more ${leads}: even if every one of the ${formatNumber(inflow)} booked it would be short of ${formatNumber(goal)}, so at today's ${pct(rate)} aim for ${formatNumber(neededInflow)} ${per}.`;
  const working = [
    `- Today: ${formatNumber(won)} ÷ ${formatNumber(inflow)} = ${pct(rate)} of ${leads} become ${result}`,
    `- More ${leads} at ${pct(rate)}: ${formatNumber(goal)} ÷ ${pct(rate)} = ${formatNumber(neededInflow)} ${per} (${formatNumber(neededInflow - inflow)} more than today)`,
    ...(possible ? [`- The same ${formatNumber(inflow)} ${leads}: ${formatNumber(goal)} ÷ ${formatNumber(inflow)} = ${pct(neededRate)} would need to book`] : []),
    ...(possible && midInflow > inflow && midInflow < neededInflow ? [`- Half of each: ${formatNumber(midInflow)} ${leads} at ${pct(midRate)} (${formatNumber(goal)} ÷ ${formatNumber(midInflow)})`] : []),
  ];
  const why = [
    `The ${formatNumber(inflow)} ${leads} are already won, in money or hours: each extra one that books costs nothing more, while each extra ${one(leads)} has to be paid for or worked for again.`,
    `Each point of booking rate is ${formatNumber(inflow / 100, 1)} more ${result} ${per} at ${formatNumber(inflow)} ${leads}.`,
    ...(facts.differentiator ? [`What sets you apart ("${firstClaim(facts.differentiator)}") is what a follow-up should say to someone still deciding.`] : []),
    ...(facts.goal ? [`Your goal is "${facts.goal.replace(/[.]+$/, '')}": count this month's ${result} against it.`] : []),
  ];
  const change = [
    `If most of those who do not book say it is the price or the date, the rate has a ceiling: then more ${leads} is the way, at ${formatNumber(neededInflow)} ${per}.`,
    `If your ${leads} are falling month on month, hold them up first: a better rate on fewer ${leads} stands still.`,
  ];
  const next = [
    `Ask the ${formatNumber(inflow - won)} who did not book this ${period} why, in a one-line email, and fix the reason most of them give.`,
    `Follow up every ${one(leads)} that goes quiet: a short sequence of two or three emails (the Email agent writes it).`,
    `Count ${leads} and ${result} every week, and work out the rate (${result} ÷ ${leads}); in a month you will know which way is working.`,
  ];
  return {
    summary: call.split(/(?<=[.:])\s+(?=[A-Z])/)[0]!,
    deliverable: decisionMarkdown({ call, working, why, change, next }, input.variant),
    notes: [],
    used: facts.differentiator || facts.goal ? [profileSource(facts)] : [],
    steps: [{ tool: 'decision', summary: `${won} of ${inflow} ${leads} (${pct(rate)}) to ${goal} ${result}: ${neededInflow} ${leads} or ${pct(neededRate)}` }],
    artifacts: [],
  };
}
