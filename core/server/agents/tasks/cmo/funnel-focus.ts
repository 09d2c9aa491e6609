import type { FactSource } from '../../facts/fact-sheet.ts';
import type { TaskInput, TaskOutput } from '../agent-task.ts';
import { profileSource, quoted, uniqueSources } from '../strategy/advice-sources.ts';
import { channelsIn } from '../strategy/channel-lexicon.ts';
import { formatNumber } from '../strategy/money.ts';
import { movement, type StatedMetric } from './stated-metrics.ts';

const percent = (text: string | null) => (text && /%$/.test(text.trim()) ? Number(text.replace(/[^\d.]/g, '')) : null);

/** What to do this month at the stage that leaks, in a marketer's general terms (no figure, no promise). */
function stageActions(worst: StatedMetric, input: TaskInput): string[] {
  const { facts } = input;
  const email = channelsIn([...facts.channels, facts.bestChannel ?? ''].join(', ')).some((k) => k.name === 'Email');
  if (worst.stage === 'conversion') {
    return [
      `Find where people stop between signing up and paying: list the steps a new ${/trial/i.test(worst.subject) ? 'trial' : 'customer'} takes and check how many reach each one.`,
      `Fix the first step most of them miss (the set-up, the first use, the first result) before anything else.`,
      email ? 'Rewrite the emails people get during the trial so each one moves them to the next step, not to a feature tour.' : 'Contact the people who stopped and ask what was missing: ten short conversations show the pattern.',
      'Hold any extra spend on getting more sign-ups until the rate recovers: more people into a leaking funnel cost more for the same customers.',
    ];
  }
  if (worst.stage === 'retention') {
    return [
      'Call or email the customers who left this month and ask why: the first five answers usually show the pattern.',
      'Fix the reason that comes up most, and tell the customers still with you what changed.',
      'Hold new acquisition spend at today\'s level until fewer customers leave than join.',
    ];
  }
  return [
    `Check when ${worst.subject} started to ${worst.direction === 'down' ? 'fall' : 'move'} and what changed that week (a page, a campaign, a budget, a season).`,
    facts.bestChannel ? `Put this month's extra effort into ${quoted(facts.bestChannel, 'your best channel')}, where your profile says the best customers come from.` : 'Put this month\'s extra effort into the channel that brought the most customers last quarter.',
    'Keep everything else steady so the effect of the fix can be seen.',
  ];
}

const STAGE_NAME = { conversion: 'turning them into paying customers', retention: 'keeping the customers you have', reach: 'reaching new people' } as const;

/**
 * The CMO's focus when the question states how its numbers moved: the stage that leaks decides it (a fall in
 * conversion before a fall in reach), with the request's own figures and the arithmetic on them. A regenerate
 * diagnoses first: the figures side by side, then the checks that confirm the call.
 */
export function funnelFocus(input: TaskInput, metrics: StatedMetric[], worst: StatedMetric): TaskOutput {
  const { facts } = input;
  const used: FactSource[] = [];
  const others = metrics.filter((m) => m !== worst);
  const context = others.length ? ` while ${others.map((m) => `${m.subject.toLowerCase()} ${movement(m)}`).join(' and ')}` : '';
  const stageWord = worst.stage === 'conversion' ? 'conversion' : worst.stage === 'retention' ? 'retention' : worst.subject.toLowerCase();
  const decision = `Focus this month on ${stageWord}: ${worst.subject} ${movement(worst)}${context}, so the problem is ${STAGE_NAME[worst.stage] === 'reaching new people' ? 'reaching new people' : `${STAGE_NAME[worst.stage]}, not reaching new people`}.`;
  const from = percent(worst.from);
  const to = percent(worst.to);
  const arithmetic: string[] = [];
  if (from !== null && to !== null) {
    arithmetic.push(`Per 100 ${/trial/i.test(worst.subject) ? 'trials' : 'people'}: ${formatNumber(from)} became customers before, ${formatNumber(to)} now, ${formatNumber(Math.abs(from - to))} fewer for the same effort (${formatNumber(Math.abs(from - to) / from * 100, 0)} % of the ${worst.direction === 'down' ? 'customers lost' : 'change'}: ${formatNumber(Math.abs(from - to))} ÷ ${formatNumber(from)}).`);
    const goalRate = facts.goal ? /(\d+(?:\.\d+)?)\s?%/.exec(facts.goal) : null;
    if (goalRate) {
      used.push(profileSource(facts));
      arithmetic.push(`Your goal asks for ${goalRate[0]} (${quoted(facts.goal, 'goal')}); at ${worst.to} you are ${formatNumber(Math.abs(Number(goalRate[1]) - to))} points short.`);
    }
  }
  const actions = stageActions(worst, input);
  const kpi = facts.kpis ? quoted(facts.kpis, 'your KPIs') : null;
  if (kpi) used.push(profileSource(facts));
  const diagnose = input.variant % 2 === 1;
  const deliverable = diagnose
    ? [
        `**Decision:** Fix ${stageWord} first, before you spend more on anything else: ${worst.subject} ${movement(worst)} is the number to move this month.`,
        '',
        '## Your numbers',
        '| What moved | Before | Now | Change |',
        '|---|---|---|---|',
        ...metrics.map((m) => `| ${m.subject} | ${m.from ?? '-'} | ${m.to ?? '-'} | ${m.change ?? (m.direction === 'up' ? 'up' : 'down')} |`),
        '',
        '## Confirm it this week',
        `1. Split ${worst.subject} by where people came from: if one channel brought most of the new people and few of them pay, the leak starts there.`,
        '2. Look at the last 20 people who did not go on, one by one: what did they do, and where did they stop?',
        '3. Write down the step you will fix and the number it should reach by the month\'s end.',
        '',
        '## Then',
        ...actions.slice(1).map((a) => `- ${a}`),
        ...(kpi ? ['', `Judge the month on ${kpi}.`] : []),
      ]
    : [
        `**Decision:** ${decision}`,
        '',
        ...(arithmetic.length ? ['## What the drop costs', ...arithmetic.map((a) => `- ${a}`), ''] : []),
        '## This month',
        ...actions.map((a, i) => `${i + 1}. ${a}`),
        '',
        `**How you will know it worked:** ${worst.subject} back towards ${worst.from ?? 'where it was'} by the month's end${kpi ? `, read alongside ${kpi}` : ''}.`,
      ];
  return {
    summary: diagnose ? `Fix ${STAGE_NAME[worst.stage]} first: ${worst.subject} ${movement(worst)}.` : decision.split(/(?<=\.)\s/)[0]!,
    deliverable: deliverable.join('\n'),
    notes: ['The call rests on the figures in your question; connect Google Analytics 4 or Meta Ads to see them by channel.'],
    used: uniqueSources(used),
    steps: [{ tool: 'decision', summary: `focus: ${worst.subject} ${movement(worst)} (${worst.stage})` }],
    artifacts: [],
  };
}
