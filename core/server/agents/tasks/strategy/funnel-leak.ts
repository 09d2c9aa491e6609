import type { AgentTask, TaskInput, TaskOutput } from '../agent-task.ts';
import type { FactSource } from '../../facts/fact-sheet.ts';
import { profileSource, uniqueSources } from './advice-sources.ts';
import { parseCount } from '../../brief/parse-count.ts';

/**
 * Where a funnel leaks ('2,900 pricing page visits, 105 trial sign-ups, 31 activated, 27 paid. Where's the leak?'):
 * each step's rate and the people lost there, worked out from the request's own numbers; the leak is the later
 * step that keeps the smallest share (the first step, from visits, is compared with nothing the space states, so it
 * is shown but not blamed); then tests at that step, ranked, each with what to measure. Nothing benchmarked against
 * figures the space does not give.
 */

interface Stage {
  count: number;
  name: string;
}

// '2,900 pricing page visits', '31 activated (added 5+ workers)', '27 paid': a count and what it counts.
const STAGE = /(?:^|[:,;→>]|\s-\s|\bthen\b|\band\b)\s*(\d[\d,]*(?:\.\d+)?)\s+([a-z][a-z' -]{1,40}?)(?:\s*\([^)]*\))?\s*(?=[,;.→>]|\s-\s|\bthen\b|\band\b|$)/gi;

/** The funnel's stages as the request gives them, in order, each at most as many as the one before. */
export function stagesIn(text: string): Stage[] {
  for (const line of text.split(/\n|(?<=[.?!])\s+(?=[A-Z])/)) {
    const stages = [...line.matchAll(STAGE)].map((m) => ({ count: Number(m[1]!.replace(/,/g, '')), name: m[2]!.trim().replace(/\s+/g, ' ') }));
    if (stages.length >= 3 && stages.every((s, i) => i === 0 || s.count <= stages[i - 1]!.count) && stages[0]!.count > stages[stages.length - 1]!.count) return stages;
  }
  return [];
}

const pct = (n: number) => `${(Math.round(n * 1000) / 10).toString()} %`;
const fmt = (n: number) => n.toLocaleString('en-GB');

/** Tests for the step that leaks, by what the step is: getting started, paying, or signing up. */
function testsFor(from: Stage, to: Stage, input: TaskInput): { test: string; measure: string }[] {
  const { facts } = input;
  const step = `${from.name} → ${to.name}`;
  const rate = `${to.name} as a share of ${from.name}`;
  // What the space already offers to get people started ('a 45-minute set-up call', 'we import your workers').
  const said = [...facts.terms, ...facts.features, ...facts.prices].flatMap((f) => f.text.split(/(?<=[.!?])\s+/)).concat(facts.prices.flatMap((p) => p.includes ?? []));
  // (Help given, 'we import your workers … and run a set-up call', before a line that only names onboarding.)
  const setUp = said.find((t) => /\b(?:set[- ]?up call|welcome call|we import|we set (?:it )?up|walkthrough|training session)\b/i.test(t)) ?? said.find((t) => /\b(?:onboarding call|set-up help)\b/i.test(t));
  if (/\b(?:activ|onboard|set ?up|added|used|first|started|live|connected|created)\w*/i.test(to.name)) {
    return [
      { test: setUp ? `Give every new ${from.name.replace(/s$/, '')} the set-up help you already offer, in their first days ("${setUp.replace(/^[^:]{1,40}:\s*[£$€]\S+\.\s*/, '').replace(/[.]+$/, '')}").` : `Offer every new ${from.name.replace(/s$/, '')} a short set-up call in their first two days.`, measure: `${rate} within 7 days, against last quarter's ${pct(to.count / from.count)}` },
      { test: `Cut the first session to the one step that counts as "${to.name}", with a checklist that shows how far they are.`, measure: `how many reach that step on day one, and the time it takes` },
      { test: `Email or message each ${from.name.replace(/s$/, '')} who has not reached it by day 3, from a person, offering to do it with them.`, measure: `replies and ${to.name} among those contacted, against those not yet contacted` },
    ];
  }
  if (/\b(?:paid|pay|paying|customers?|bought|purchas|subscrib|convert|won|closed|sales?)\w*/i.test(to.name)) {
    return [
      { test: `Remind each ${from.name.replace(/s$/, '')} before the trial or offer ends, with what they have set up so far and the price to keep it.`, measure: `${rate}, week by week` },
      { test: `Call the ones who reached "${from.name}" but did not pay, and ask what stopped them.`, measure: `the reasons given, counted, and how many of those called then pay` },
      { test: `Show the price and what it includes inside the product before the end, not only on the website.`, measure: `${rate}, before and after the change` },
    ];
  }
  return [
    { test: `Put one customer result with its numbers next to the call to action on the ${from.name.replace(/\bvisits?\b/i, 'page').trim()}.`, measure: `${rate} (${step}), over at least two weeks` },
    { test: `Say what happens after the click in one line beside the button (how long it takes, whether a card is needed).`, measure: `${rate}, and how many start but do not finish` },
    { test: `Ask five people who left the page what they were looking for.`, measure: `the answers, counted by reason` },
  ];
}

// '14 enquiries a week', 'about 9 block bookings a month': a count, what it counts, and over what period.
const PERIOD_STAGE = /\b(?:about|around|roughly|~)?\s*(\d[\d,]*)\s+([a-z][a-z' -]{2,30}?)\s+(?:a|per|each)\s+(week|month|day)\b/gi;
const MONTHLY: Record<string, number> = { day: 30, week: 52 / 12, month: 1 };

/** Two stages given over their own periods ('14 enquiries a week but only 9 block bookings a month'): the step between them. */
function twoStages(input: TaskInput, used: FactSource[]): TaskOutput | null {
  const found = [...input.brief.request.matchAll(PERIOD_STAGE)].map((m) => ({ count: Number(m[1]!.replace(/,/g, '')), name: m[2]!.trim(), period: m[3]!.toLowerCase(), said: m[0].trim() }));
  if (found.length !== 2) return null;
  const [from, to] = found as [typeof found[0], typeof found[0]];
  const monthly = (s: typeof from) => Math.round(s.count * MONTHLY[s.period]!);
  const a = monthly(from);
  const b = monthly(to);
  if (!(a > b && b > 0)) return null;
  const share = b / a;
  const asked = parseCount(/\b(\d|one|two|three|four|five)\s+(?:things?|checks?|places?|steps?)\b/i.exec(input.brief.request)?.[1] ?? null) ?? 3;
  const perMonth = (s: typeof from) => (s.period === 'month' ? `${fmt(s.count)} ${s.name} a month` : `about ${fmt(monthly(s))} ${s.name} a month (${fmt(s.count)} a ${s.period}${s.period === 'week' ? ' × 52 ÷ 12' : ' × 30'})`);
  const one = (name: string) => name.replace(/ies$/, 'y').replace(/s$/, '');
  const checks = [
    `How fast each ${one(from.name)} gets its first reply, and from whom: write down the time of each for two weeks, and see whether the ones answered within the hour become ${to.name} more often.`,
    `What the first reply says: whether it gives the price, the next free time and one easy way to book, or leaves them to ask again.`,
    `Where the ${from.name} that become ${to.name} came from, against those that did not: the channel, and what they asked first.`,
    `What happens to the ones who go quiet: whether anyone follows up after two or three days, and what share of those then book.`,
    `Whether the ${from.name} are the people you want: ask the next ten who do not book what they were looking for.`,
  ].slice(0, Math.min(5, asked));
  return {
    summary: `The step from ${from.name} to ${to.name} keeps ${pct(share)} of them: ${asked} things to check there first.`,
    deliverable: [
      `**Where it leaks: ${from.name} → ${to.name}.** ${perMonth(from)} and ${perMonth(to)}: ${pct(share)} of ${from.name} end as ${to.name}, so about ${fmt(a - b)} a month do not.`,
      `Before calling all of them lost, count how many bought something else or are still deciding: those are no leak.`,
      '',
      `## ${asked} things to check first`,
      ...checks.map((c, i) => `${i + 1}. ${c}`),
    ].join('\n'),
    notes: ['Worked out from the two figures you gave; no benchmark is assumed.'],
    used,
    steps: [{ tool: 'funnel_leak', summary: `${from.name} → ${to.name}: ${pct(share)}` }],
    artifacts: [],
  };
}

function generate(input: TaskInput): TaskOutput {
  const stages = stagesIn(input.brief.request);
  const used: FactSource[] = [profileSource(input.facts)];
  const two = stages.length < 3 ? twoStages(input, used) : null;
  if (two) return two;
  if (stages.length < 3) {
    return {
      summary: 'Where the funnel leaks, once its stages are given with their numbers.',
      deliverable: 'To find the leak I need each stage with its number, in order (for example "2,900 visits, 105 sign-ups, 31 set up, 27 paid"). Send those and I will work out each step\'s rate, name the step that loses the most, and rank tests for it.',
      notes: [],
      used,
      steps: [{ tool: 'funnel_leak', summary: 'no stages with numbers given' }],
      artifacts: [],
    };
  }
  const steps = stages.slice(1).map((to, i) => ({ from: stages[i]!, to, rate: to.count / stages[i]!.count, lost: stages[i]!.count - to.count }));
  // From the first stage on, people have only looked: the later steps show where the ones who started are lost.
  const candidates = steps.length > 2 ? steps.slice(1) : steps;
  const leak = candidates.reduce((a, b) => (b.rate < a.rate ? b : a));
  const after = steps[steps.indexOf(leak) + 1];
  // ('2 tests, ranked': how many the request asks for.)
  const asked = parseCount(/\b(\d|one|two|three)\s+(?:tests?|experiments?|ideas?|things to test)\b/i.exec(input.brief.request)?.[1]) ?? 3;
  const tests = testsFor(leak.from, leak.to, input).slice(0, Math.max(1, Math.min(asked, 3)));
  const lines = [
    `**The leak:** ${leak.from.name} → ${leak.to.name}. ${fmt(leak.lost)} of ${fmt(leak.from.count)} (${pct(leak.lost / leak.from.count)}) stop there${after ? `, while ${pct(after.rate)} of those who get past it go on to ${after.to.name}` : ''}.`,
    '',
    '## Each step',
    '| Step | Rate | Lost |',
    '|---|---|---|',
    ...steps.map((s) => `| ${s.from.name} → ${s.to.name} | ${fmt(s.to.count)} ÷ ${fmt(s.from.count)} = ${pct(s.rate)} | ${fmt(s.lost)} |`),
    `| Overall | ${fmt(stages[stages.length - 1]!.count)} ÷ ${fmt(stages[0]!.count)} = ${pct(stages[stages.length - 1]!.count / stages[0]!.count)} | |`,
    '',
    steps.length > 2 ? `The first step (${steps[0]!.from.name} → ${steps[0]!.to.name}) is shown but not blamed: your facts give no rate to compare it with, and people who only looked have cost you least.` : '',
    '',
    `## ${tests.length === 1 ? 'What to test first' : `${tests.length} tests, ranked`}`,
    ...tests.map((t, i) => `${i + 1}. **${t.test}** Measure: ${t.measure}.`),
    '',
    `Run them one at a time, for at least two weeks each, so each result can be read on its own.`,
  ].filter((l, i, all) => l !== '' || all[i - 1] !== '');
  return {
    summary: `Where the funnel leaks (${leak.from.name} → ${leak.to.name}) and ${tests.length} test${tests.length === 1 ? '' : 's'} for it, from your numbers.`,
    deliverable: lines.join('\n').trim(),
    notes: [],
    used: uniqueSources(used),
    steps: [{ tool: 'funnel_leak', summary: `${stages.length} stages; leak at ${leak.from.name} → ${leak.to.name} (${pct(leak.rate)})` }],
    artifacts: [],
    measured: steps.map((s) => Math.round(s.rate * 1000) / 10),
  };
}

export const funnelLeakTask: AgentTask = {
  id: 'strategy.funnel-leak',
  agent: 'strategy-review-agent',
  label: 'where a funnel leaks, and what to test first',
  cues: ['funnel', 'leak', 'leaking', 'drop-off', 'drop off', 'drops off', 'where do we lose', 'where are we losing', 'where the leak', "where's the leak", 'the leak', 'test first'],
  delivers: ['funnel analysis'],
  starter: 'Last quarter: 2,000 visits, 80 sign-ups, 30 activated, 20 paid. Where is the leak, and what should we test first?',
  generate,
};
