import type { FactSource } from '../../facts/fact-sheet.ts';
import type { AgentTask, TaskInput, TaskOutput } from '../agent-task.ts';
import { figuresLine, figuresStep, profileSource, quoted, uniqueSources } from './advice-sources.ts';
import { channelPicture, decideCut, displayName, kindNameOf, optionName } from './channel-verdict.ts';
import { hasFigures, readFigures, type FigureEvidence } from './figure-evidence.ts';
import { connectNotes } from './connect-notes.ts';
import { formatMoney, formatNumber } from './money.ts';

type Angle = 'growth' | 'efficiency' | 'foundations';
const ANGLES: readonly Angle[] = ['growth', 'efficiency', 'foundations'];

const ANGLE_LINE: Record<Angle, string> = {
  growth: 'growth first: put more behind what already brings customers, then widen',
  efficiency: 'efficiency first: stop the spend that brings nothing, then reinvest what it frees',
  foundations: 'foundations first: measure and sharpen the message, then spend',
};

/** Today's numbers from the connected tools, as measures with their baselines. */
function baselines(figures: FigureEvidence | null): [string, string][] {
  if (!figures) return [];
  const rows: [string, string][] = [];
  if (figures.trafficTotals) {
    rows.push(['Sessions (Google Analytics 4)', formatNumber(figures.trafficTotals.sessions)]);
    rows.push(['Key events (Google Analytics 4)', formatNumber(figures.trafficTotals.keyEvents)]);
  }
  if (figures.adTotals) {
    rows.push(['Ad spend (Meta Ads)', formatMoney(figures.adTotals.spend, figures.currency, 2)]);
    rows.push(['Ad conversions (Meta Ads)', formatNumber(figures.adTotals.conversions)]);
    if (figures.adTotals.conversions > 0) rows.push(['Cost per conversion (Meta Ads)', `${formatMoney(figures.adTotals.spend, figures.currency, 2)} ÷ ${formatNumber(figures.adTotals.conversions)} = ${formatMoney(figures.adTotals.spend / figures.adTotals.conversions, figures.currency, 2)}`]);
  }
  return rows;
}

/** The goal a request sets ('aiming for 15 signed partner agencies by day 90'), and what it counts ('signed partner agencies'). */
export function requestGoal(request: string): { text: string; target: number; measure: string | null; from?: number } | null {
  for (const sentence of request.split(/(?<=[.!?])\s+/)) {
    // 'to get from 310 to 500 members': where things stand, then the target and what it counts.
    const span = /\bfrom\s+(\d[\d,]*)\s+(?:up\s+)?to\s+((\d[\d,]*)\s+((?:new\s+)?[A-Za-z][\w-]*(?:\s+(?!by\b|before\b|and\b|in\b|within\b|for\b|to\b|from\b|with\b|this\b|next\b|over\b)[A-Za-z][\w-]*){0,3})[^.?!,;]*)/i.exec(sentence);
    if (span) return { text: span[2]!.trim(), target: Number(span[3]!.replace(/,/g, '')), measure: span[4]!, from: Number(span[1]!.replace(/,/g, '')) };
    const m = /\b(?:to|aiming (?:for|to|at)|aim(?:ing)? (?:for|at)|so (?:that )?we|target(?:ing)?|goal(?: is|:)?|towards?)\s+((?:(?!\b(?:to|aiming)\b)[^.?!])*?\b(\d[\d,]*)\b(?!-day|\/)[^.?!]*)/i.exec(sentence.replace(/\b30\s*\/\s*60\s*\/\s*90(?:-day)?\b|\b\d+-day\b/gi, ''));
    if (!m) continue;
    // 'to open 40 new trade accounts with £6,000 a month': the budget it names is no part of the goal.
    // ('to get 20 new club members, with an owner and one action per week': how the plan is laid out is no part of the goal.)
    const text = m[1]!.trim().replace(/[,;:]$/, '').replace(/\s+(?:with|on|using|for)\s+(?:a\s+|our\s+)?[£$€]\s?\d.*$/i, '').replace(/,?\s+(?:with|and)\s+(?:an?\s+|one\s+)?(?:owners?|actions?|steps?|tasks?|deadlines?|milestones?)\b.*$/i, '');
    const target = Number(m[2]!.replace(/,/g, ''));
    const measure = new RegExp(`\\b${m[2]}\\s+((?:new\\s+)?[A-Za-z][\\w-]*(?:\\s+(?!by\\b|before\\b|and\\b|in\\b|within\\b|for\\b|to\\b|from\\b|with\\b)[A-Za-z][\\w-]*){0,3})`).exec(text)?.[1] ?? null;
    return { text, target, measure };
  }
  return null;
}

/** What a plan is for, said without a number: 'a plan to fill our weekday afternoon fittings, which are half empty'. */
function statedAim(request: string): string | null {
  const m = /\b(?:plan|strategy|push|campaign|programme|program|roadmap|sprint)\b[^.?!]{0,30}?\bto\s+((?:fill|get|sell|grow|win|bring|book|increase|boost|raise|cut|reduce|lift|double|reach|attract|promote|recruit|sign up|launch|clear|shift)\b[^.?!;]{3,80}?)(?=\s*(?:,\s*(?:which|as|because|since|so|with|and)\b|[.?!;]|$))/i.exec(request);
  // ('a plan to reach our goal' points at the profile's goal: that one is the aim.)
  return m && !/\b(?:our|my|the|your)\s+(?:(?:main|quarterly|marketing)\s+)?(?:goals?|targets?|aims?|objectives?|kpis?)\b/i.test(m[1]!) ? m[1]!.trim() : null;
}

/** A 30/60/90-day plan aimed at the profile's goal and measured by its KPIs, from one angle per answer. */
const SPAN_COUNT: Record<string, number> = { one: 1, a: 1, two: 2, three: 3, four: 4, five: 5, six: 6, eight: 8, ten: 10, twelve: 12 };

/** The span a plan covers as the request says it ('our next two weeks' is 14 days); 90 days when it says none. */
export function planSpan(request: string): { days: number; text: string } {
  const m = /\b(?:next|coming|first|following|over the next)\s+(\d{1,3}|one|two|three|four|five|six|eight|ten|twelve)\s+(days?|weeks?|months?)\b/i.exec(request);
  if (m) {
    const n = SPAN_COUNT[m[1]!.toLowerCase()] ?? Number(m[1]);
    const unit = m[2]!.toLowerCase().replace(/s$/, '');
    const days = n * (unit === 'week' ? 7 : unit === 'month' ? 30 : 1);
    if (days >= 3 && days <= 366) return { days, text: `${m[1]} ${m[2]}` };
  }
  // 'a 4-week plan', 'over 6 weeks', 'in two months': the span said of the plan itself.
  const said = /\b(\d{1,2}|two|three|four|five|six|eight|ten|twelve)[- ](day|week|month)s?[- ](?:plan|programme|program|push|sprint|campaign|roadmap)\b|\b(?:over|in|within|for)\s+(?:the\s+)?(\d{1,2}|two|three|four|five|six|eight|ten|twelve)\s+(days|weeks|months)\b/i.exec(request);
  if (said) {
    const word = (said[1] ?? said[3])!;
    const unit = (said[2] ?? said[4])!.toLowerCase().replace(/s$/, '');
    const n = SPAN_COUNT[word.toLowerCase()] ?? Number(word);
    const days = n * (unit === 'week' ? 7 : unit === 'month' ? 30 : 1);
    if (days >= 3 && days <= 366) return { days, text: `${word} ${unit}${n === 1 ? '' : 's'}` };
  }
  if (/\b(?:next|this|the coming)\s+fortnight\b/i.test(request)) return { days: 14, text: 'two weeks' };
  if (/\b(?:this|next|the coming)\s+month\b/i.test(request) && /\bplan\b/i.test(request)) return { days: 30, text: '30 days' };
  return { days: 90, text: '90 days' };
}

export function dayPlan(input: TaskInput): TaskOutput {
  const { brief, facts } = input;
  const figures = readFigures(input.figures, input.variant);
  const usable = hasFigures(figures) ? figures : null;
  // The channel the request plans around ('our new partner-agency programme') is what the plan grows, never a cut.
  const picture = channelPicture(brief, facts);
  const focus = picture.named[0] ? displayName(picture.written.get(picture.named[0].name) ?? picture.named[0].name) : null;
  const verdict = decideCut({ ...picture, named: [], stated: [] }, usable);
  if (focus && verdict.cut && picture.named.some((k) => k.name === kindNameOf(verdict.cut!))) verdict.cut = null;
  const angle = ANGLES[input.variant % ANGLES.length]!;
  const used: FactSource[] = [];
  if (facts.goal || facts.kpis || facts.bestChannel || facts.differentiator) used.push(profileSource(facts));
  const asked = requestGoal(brief.request);
  // ('a 6-week plan to fill our weekday afternoon fittings': what the request says the plan is for, counted or not.)
  const aim = asked ? null : statedAim(brief.request);
  const goal = asked ? `"${asked.text}"` : aim ? `"${aim}"` : quoted(facts.goal, 'your goal');
  const kpis = facts.kpis ? facts.kpis.split(/[,;]|\band\b/).map((k) => k.trim()).filter(Boolean) : [];
  const kpi = asked?.measure ? `"${asked.measure}"` : kpis[0] ? `"${kpis[0]}"` : '[your main KPI]';
  const grow = focus ?? (verdict.grow ? optionName(verdict.grow) : facts.bestChannel ? quoted(facts.bestChannel, 'best channel') : '[the channel that brings your best customers]');
  const cut = verdict.cut ? optionName(verdict.cut) : null;
  const page = usable?.trafficTotals?.topPage ?? null;
  const message = facts.differentiator ? quoted(facts.differentiator, 'what sets you apart') : '[what sets you apart]';
  const second = picture.listed.map((c) => c.name).find((n) => n !== verdict.grow?.name && n !== (focus && picture.named[0]?.name)) ?? '[a second channel]';
  // 'Plan our next two weeks': the span the request gives, in thirds; 90 days when it gives none.
  const span = planSpan(brief.request);
  const ends = [Math.round(span.days / 3), Math.round((span.days * 2) / 3), span.days];
  const phases: Record<Angle, [string, string[]][]> = {
    growth: [
      ['Back what works', [`Write down today's ${kpi} as the baseline.`, `Put more time and money behind ${grow}.`, `Lead every piece with ${message}.`]],
      ['Widen', [`Keep ${grow} at the new level if ${kpi} rose; go back if it did not.`, `Give ${second} a small, fixed test budget, judged on ${kpi}.`]],
      ['Keep what moved the goal', [`Compare ${kpi} with the baseline and with the pace ${goal} needs.`, 'Keep the channel that moved it most; stop the test that did not.', `Plan the next ${span.days === 90 ? '90 days' : span.text} from these results.`]],
    ],
    efficiency: [
      ['Stop the waste', [`Write down today's ${kpi} as the baseline.`, cut ? `Cut ${cut}. ${verdict.evidence[0] ?? 'Nothing shows a result for it.'}` : 'Cut the activity you cannot show a result for.', `Move what it frees to ${grow}.`]],
      ['Convert more of what you get', [page ? `Rework ${page}, the page most visitors land on, around ${message}.` : `Rework the page most visitors land on around ${message}.`, `Check ${kpi} weekly against the baseline.`]],
      ['Reinvest', [`If ${kpi} held or rose, put the savings into ${grow} for good.`, `Measure progress towards ${goal}, and set the next quarter's budget from cost per result.`]],
    ],
    foundations: [
      ['Measure', [`Make sure ${kpi} is tracked where you can see it weekly, and write down today's number.`, `Agree the pace ${goal} needs per month.`]],
      ['Sharpen the message', [`Test ${message} against your current headline on ${grow}.`, 'Keep the version that brings more of the KPI.']],
      ['Spend on what is proven', [`Put the budget behind ${grow} with the winning message.`, `Review against ${goal} and plan the next ${span.days === 90 ? '90 days' : span.text}.`]],
    ],
  };
  const days = ends.map((end, i) => `Days ${i ? ends[i - 1]! + 1 : 1}-${end}`);
  const measures: [string, string][] = [...(asked?.measure ? [[asked.measure, "[today's number]"] as [string, string]] : []), ...kpis.filter((k) => k !== asked?.measure).map((k): [string, string] => [k, "[today's number]"]), ...baselines(usable)];
  // Where the request's own target should stand at each checkpoint: started, half, all of it.
  const half = asked ? (asked.target % 2 === 0 ? `${formatNumber(asked.target / 2)} of the ${formatNumber(asked.target)} ${asked.measure ?? ''}`.trim() : `half of the ${formatNumber(asked.target)} ${asked.measure ?? ''}`.trim()) : null;
  // Where the request says things stand ('We are at 11 a week now'): the checkpoints close the gap in thirds from there.
  const nowAt = /\b(?:we(?:'re| are)|currently|now|today)\s+(?:at|on|doing|getting)\s+(\d[\d,]*)\b|\b(\d[\d,]*)\s+(?:a|per)\s+(?:week|month)\s+(?:now|today|at the moment)\b/i.exec(brief.request);
  const current = asked?.from ?? (nowAt ? Number((nowAt[1] ?? nowAt[2])!.replace(/,/g, '')) : null);
  const gap = asked && current !== null && current < asked.target ? asked.target - current : null;
  const step = (k: number) => formatNumber(Math.round(current! + (gap! * k) / 3));
  const budgetNow = brief.amounts.find((a) => a.role === 'budget');
  const startLines = [
    ...(gap !== null ? [`**Where you start:** ${formatNumber(current!)} today against ${formatNumber(asked!.target)}: ${formatNumber(asked!.target)} − ${formatNumber(current!)} = ${formatNumber(gap)} more, about ${formatNumber(gap / 3, gap % 3 ? 1 : 0)} more in each ${ends[0]} days (${formatNumber(gap)} ÷ 3).`] : []),
    ...(budgetNow ? [`**Budget:** ${budgetNow.text}${budgetNow.period ? ` a ${budgetNow.period}` : ''} throughout, as you set it; every move below is within it, decided on the day-${ends[0]} and day-${ends[1]} figures.`] : []),
  ];
  if (current !== null && asked?.measure) measures.splice(0, 1, [asked.measure, `${formatNumber(current)} (from your request)`]);
  const milestones = asked && gap !== null
    ? [`about ${step(1)} ${asked.measure ?? ''}`.trim(), `about ${step(2)} ${asked.measure ?? ''}`.trim(), `${formatNumber(asked.target)} ${asked.measure ?? ''}`.trim()]
    : asked
    ? [`the first ${asked.measure ?? 'results'} in, and a list of who comes next`, half!, `all ${formatNumber(asked.target)} ${asked.measure ?? ''}`.trim()]
    : [`${kpi} above the baseline`, `${kpi} still rising`, `on the pace ${goal} needs`];
  const table = angle === 'efficiency';
  // 'a 4-week plan … with an owner and one action per week': a row a week, each with its owner and where it should stand.
  // ('Plan our next two weeks' is days in three steps; a row a week is for a plan of three weeks or more, or one asked by the week.)
  const byTheWeek = /\b(?:per|each|every|a)\s+week\b|\bweekly\b|\bweek by week\b/i.test(brief.request);
  const weeks = span.days % 7 === 0 && span.days <= 84 && (/week/i.test(span.text) || byTheWeek) ? span.days / 7 : 0;
  if (weeks >= 3 || (weeks === 2 && byTheWeek)) {
    // The first week writes the baseline down and starts the work at once; the last keeps what moved the goal.
    const all = phases[angle].flatMap(([, a]) => a).filter((a) => !/^(?:Plan the next|Review against)/.test(a));
    const actions = [`${all[0]!.replace(/\.$/, '')}, then: ${all[1]!.charAt(0).toLowerCase()}${all[1]!.slice(1)}`, ...all.slice(2)];
    const last = actions.length - 1;
    const pickAt = (w: number) => (w === weeks - 1 ? actions[last]! : actions[Math.min(w, last - 1)]!);
    const owners = /\bowners?\b/i.test(brief.request);
    const byWeek = (w: number) => (asked ? `${w + 1 === weeks ? 'all' : 'about'} ${formatNumber(w + 1 === weeks ? asked.target : Math.round((asked.target * (w + 1)) / weeks))} ${asked.measure ?? ''}`.trim() : w === 0 ? `today's ${kpi} written down` : `${kpi} above the baseline`);
    const rows = Array.from({ length: weeks }, (_, w) => `| Week ${w + 1} | ${pickAt(w).replace(/\|/g, '/')} |${owners ? ' [owner] |' : ''} ${byWeek(w)} |`);
    const weekly = [
      `**Decision:** For the next ${span.text}, aim everything at ${goal}, ${ANGLE_LINE[angle]}.`,
      '',
      ...startLines.flatMap((l) => [l, '']),
      `| Week | The action |${owners ? ' Owner |' : ''} Where you should be by the end |`,
      `|---|---|${owners ? '---|' : ''}---|`,
      ...rows,
      '',
      `Measure it on ${measures.map(([m]) => m).slice(0, 3).join(', ') || '[your main KPI]'}, written down before week 1 so every week has a number to beat.`,
      ...figuresLine(usable, Boolean(usable)),
    ].join('\n');
    const notes = [
      ...(owners ? ['Each row has an [owner] blank: your team is not in the space, so put a name against each week.'] : []),
      ...connectNotes(figures, [...picture.named.map((k) => k.name), ...picture.listed.map((c) => c.kind?.name ?? c.name), ...picture.best.map((k) => k.name)], "No connected figures were read, so today's numbers are blanks to fill in."),
    ];
    return {
      summary: `A ${weeks}-week plan, one action a week, aimed at ${goal}.`,
      deliverable: weekly,
      notes,
      used: uniqueSources(used),
      steps: [{ tool: 'day_plan', summary: `${weeks} weeks, one action each, ${angle} first` }, ...figuresStep(figures, Boolean(usable))],
      artifacts: [],
    };
  }
  const deliverable = [
    `**Decision:** For the next ${span.text}, aim everything at ${goal}, ${ANGLE_LINE[angle]}.`,
    '',
    ...startLines.flatMap((l) => [l, '']),
    ...(table
      ? [
          '| Days | What to do | Where you should be by the end |',
          '|---|---|---|',
          ...phases[angle].map(([name, actions], i) => `| ${days[i]}: ${name} | ${actions.join(' ').replace(/\|/g, '/')} | ${milestones[i]} |`),
          '',
          `Measure it on ${measures.map(([m]) => m).slice(0, 3).join(', ') || '[your main KPI]'}, written down today so every checkpoint has a number to beat.`,
        ]
      : [
          ...phases[angle].flatMap(([name, actions], i) => [`## ${days[i]}: ${name}`, ...actions.map((a) => `- ${a}`), `- **By day ${ends[i]}:** ${milestones[i]}.`, '']),
          '## Measures',
          '| Measure | Today |',
          '|---|---|',
          ...(measures.length ? measures.map(([m, v]) => `| ${m} | ${v} |`) : ["| [your main KPI] | [today's number] |"]),
        ]),
    ...figuresLine(usable, Boolean(usable)),
  ].join('\n');
  const notes: string[] = [];
  if (!facts.goal && !asked) notes.push('The space profile has no goal, so the plan aims at a marked blank: add the goal (a number and a date) and ask again.');
  if (!facts.kpis) notes.push('No KPIs in the space profile: add the one or two numbers you judge marketing by.');
  const planned = [...picture.named.map((k) => k.name), ...picture.listed.map((c) => c.kind?.name ?? c.name), ...picture.best.map((k) => k.name)];
  notes.push(...connectNotes(figures, planned, "No connected figures were read, so today's numbers are blanks to fill in."));
  notes.push('Put an owner next to each step.');
  return {
    summary: `A ${span.days}-day plan aimed at ${goal}, ${ANGLE_LINE[angle].split(':')[0]}.`,
    deliverable,
    notes,
    used: uniqueSources(used),
    steps: [{ tool: 'day_plan', summary: `${ends.join('/')} days, ${angle} first` }, ...figuresStep(figures, Boolean(usable))],
    artifacts: [],
  };
}

export const dayPlanTask: AgentTask = {
  id: 'strategy.day-plan',
  agent: 'strategy-review-agent',
  label: 'a 30/60/90-day plan',
  cues: ['30/60/90', '30/60/90-day', '30-60-90', '90-day', '90 day', 'day plan', 'roadmap', 'next 90 days', 'first 90 days', 'action plan', 'milestone'],
  delivers: ['plan', 'roadmap', '90-day plan', 'action plan'],
  starter: 'Give us a 30/60/90-day plan towards our goal',
  generate: dayPlan,
};
