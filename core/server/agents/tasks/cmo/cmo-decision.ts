import type { FactSource } from '../../facts/fact-sheet.ts';
import type { AgentTask, TaskInput, TaskOutput } from '../agent-task.ts';
import { figuresLine, figuresStep, profileSource, quoted, uniqueSources } from '../strategy/advice-sources.ts';
import { channelPicture, costPerConversion, decideCut, optionName, possessive, type ChannelOption, type Verdict } from '../strategy/channel-verdict.ts';
import { hasFigures, hasSales, keyEventRate, readFigures, type FigureEvidence, type TrafficFigures } from '../strategy/figure-evidence.ts';
import { destinationOf, freedLines } from '../strategy/freed-resources.ts';
import { reversalLines } from '../strategy/cut-or-shift.ts';
import { formatMoney, formatNumber } from '../strategy/money.ts';
import { budgetSplit } from '../strategy/budget-split.ts';
import { questionAnswer } from '../strategy/strategy-tasks.ts';
import { oneMoveCall } from '../strategy/one-move-call.ts';
import { weekActions } from './week-actions.ts';
import { planCritique } from '../strategy/plan-critique.ts';
import { asksWhereMoneyGoes, nextMoney } from './next-money.ts';
import { savingAdvice } from '../strategy/saving-advice.ts';
import { partnerClaim, savingAskedAbout } from '../strategy/saving-question.ts';
import { partnerClaimAdvice } from './partner-claim.ts';
import { asksHowChannelsDo, questionKind, resourceOf, type QuestionKind, type Resource } from './question-kind.ts';
import { channelReport } from './channel-report.ts';
import { adLandingTraffic } from './ad-landing-traffic.ts';
import { connectNotes } from '../strategy/connect-notes.ts';
import { statedMetrics, worstMove } from './stated-metrics.ts';
import { funnelFocus } from './funnel-focus.ts';
import { salesDecision, salesReading } from './sales-reading.ts';
import { channelOptions } from '../strategy/channel-verdict.ts';
import { statedResultsDecision } from '../strategy/stated-results.ts';
import { newAgainstMeasured } from '../strategy/new-against-measured.ts';
import { resultValue } from '../strategy/result-value.ts';
import { splitMove } from '../strategy/split-move.ts';

/** Moves smaller than this are a month's noise, not a finding to act on (as figure-findings reads them). */
const NOTABLE = 5;

/** Why the channel to grow is the one: its strongest number, short. */
function strength(o: ChannelOption | null, verdict: Verdict): string | null {
  if (!o) return null;
  const cpc = costPerConversion(o);
  if (cpc !== null) return `the lowest cost per conversion, ${formatMoney(cpc, verdict.currency, 2)}`;
  if (verdict.basis === 'even-rates' && o.traffic) return o.best ? 'where your profile says the best customers come from, converting as well as the rest' : `the most key events, ${formatNumber(o.traffic.keyEvents)}, at the same conversion rate as the rest`;
  if (o.traffic && keyEventRate(o.traffic) !== null) return `the most key events per 100 sessions, ${formatNumber(keyEventRate(o.traffic)!, 1)}`;
  if (o.best) return 'the channel your profile says brings the best customers';
  return null;
}

/** Why the cut is the one, short. */
function weakness(o: ChannelOption | null, verdict: Verdict): string | null {
  if (!o) return null;
  if (o.money && o.money.conversions === 0 && o.money.spend > 0) return `${formatMoney(o.money.spend, verdict.currency, 2)} spent for 0 conversions`;
  const cpc = costPerConversion(o);
  if (cpc !== null) return `the highest cost per conversion, ${formatMoney(cpc, verdict.currency, 2)}`;
  if (o.traffic && keyEventRate(o.traffic) !== null) return `the fewest key events per 100 sessions, ${formatNumber(keyEventRate(o.traffic)!, 1)}`;
  return 'nothing shows a result for it';
}

/** The traffic channel that fell the most against the period before, when the fall is notable. */
function biggestDrop(figures: FigureEvidence | null): { t: TrafficFigures; change: number } | null {
  const drops = (figures?.traffic ?? [])
    .filter((t) => t.previousSessions && t.previousSessions > 0)
    .map((t) => ({ t, change: ((t.sessions - t.previousSessions!) / t.previousSessions!) * 100 }))
    .filter((d) => d.change <= -NOTABLE)
    .sort((a, b) => a.change - b.change);
  return drops[0] ?? null;
}

const what = (resource: Resource, o: ChannelOption | null) => (resource === 'time' || (resource === 'both' && o?.cost === 'time') ? 'time' : 'money');

function decisionOf(kind: QuestionKind, growthFirst: boolean, verdict: Verdict, destination: string, resource: Resource, goal: string | null, when: string): string {
  const cut = verdict.cut ? (verdict.cut.level === 'campaign' ? `the ${optionName(verdict.cut)} campaign` : optionName(verdict.cut)) : null;
  const why = weakness(verdict.cut, verdict);
  const pro = strength(verdict.grow, verdict);
  const res = what(resource, verdict.cut);
  if (!cut && verdict.basis === 'even-costs' && verdict.grow) {
    const all = kind === 'cut' ? `Cut nothing on these figures: every ${verdict.grow.level} costs about the same per conversion.` : `${when}, keep the money on every ${verdict.grow.level}: they cost about the same per conversion, so the figures name none to cut.`;
    return `${all} Put any extra into ${optionName(verdict.grow)} (${pro}).`;
  }
  if (kind === 'cut') {
    if (!cut && verdict.basis === 'even-rates' && verdict.grow) return `Cut nothing on these figures: every channel converts at about the same rate. Keep ${optionName(verdict.grow)} (${pro}) and look for savings in costs the figures do not show.`;
    if (!cut && verdict.keep) return `Don't cut ${optionName(verdict.keep)}: it is ${pro ?? 'the channel your evidence backs'}. Cut elsewhere first.`;
    if (!cut && verdict.grow) return `Keep ${optionName(verdict.grow)}, where your profile says the best customers come from; to name what to cut, I need the other channels you run or connected figures.`;
    if (!cut) return 'Cut the channel you cannot show a result for; your request, profile and connected figures do not name your channels yet, so I cannot say which one it is.';
    return growthFirst
      ? `Cut ${cut} (${why}) and move its ${res} to ${destination} this week.`
      : res === 'money'
        ? `Cut ${cut}: ${why}. Hold its money back until ${destination} shows it can take more at the same cost per result.`
        : `Cut ${cut}: ${why}. Give its hours to ${destination}, and check at the month's review that the results grew with them.`;
  }
  if (kind === 'move') {
    if (!cut) return `Move ${res} towards ${destination}${pro ? ` (${pro})` : ''}.`;
    return growthFirst
      ? `Move ${possessive(cut)} ${res} to ${destination}${pro ? ` (${pro})` : ''}.`
      : `Move ${possessive(cut)} ${res} to ${destination} in two steps, checking the cost per result after the first.`;
  }
  const aim = goal ? ` towards ${goal}` : '';
  // A focus call does not stop a channel that nothing has measured: it measures it this month and decides next month.
  const unmeasured = cut && (verdict.basis === 'profile' || verdict.basis === 'none');
  if (unmeasured) return growthFirst
    ? `${when}, focus on ${destination}${pro ? ` (${pro})` : ''}${aim}, and put a cost per result on ${cut} before cutting it: ${why}, so it cannot be judged yet.`
    : `${when}, focus on measuring ${cut} (${why}) while ${destination}${pro ? `, ${pro},` : ''} gets any extra time or money${aim}.`;
  if (growthFirst) return `${when}, focus on ${destination}${pro ? ` (${pro})` : ''}${aim}.${cut ? ` The one thing to stop is ${cut}: ${why}.` : ''}`;
  return cut ? `${when}, focus on stopping ${cut} (${why}) and putting what it frees into ${destination}${aim}.` : `${when}, focus on measuring what each channel brings${aim}, then back ${destination}.`;
}

/**
 * The CMO's answer to a question (what to focus on, what to cut, where to move time or money): the decision
 * first, then the reasons from the facts and the connected figures, which decide it when they exist.
 */
export function cmoDecision(input: TaskInput): TaskOutput {
  const output = decide(input);
  return asksHowChannelsDo(input.brief.request) ? withChannelReport(input, output) : output;
}

/**
 * A question in two parts ('how are our channels doing, and where should next month's budget go?') gets both:
 * the report from the connected figures first, then the decision. Without figures, the report says what
 * connecting each tool would add, so the notes do not say it again.
 */
function withChannelReport(input: TaskInput, output: TaskOutput): TaskOutput {
  const figures = readFigures(input.figures, input.variant);
  const connect = figures ? connectNotes(figures, [], '') : [];
  const report = channelReport(figures, connect, input.facts.bestChannel);
  const cite = (hasFigures(figures) || hasSales(figures)) && !output.deliverable.includes('*Figures from ') ? figuresLine(figures, true) : [];
  const from = hasFigures(figures) ? [figures.trafficTotals ? 'Google Analytics 4' : null, figures.adTotals ? 'Meta Ads' : null, figures.sales ? 'Odoo' : null].filter(Boolean).join(' and ') : null;
  return {
    ...output,
    summary: from ? `How your channels are doing, from ${from}, and the call: ${output.summary.charAt(0).toLowerCase()}${output.summary.slice(1)}` : output.summary,
    deliverable: [...report, output.deliverable, ...cite].join('\n'),
    notes: output.notes.filter((n) => !connect.includes(n)),
    steps: [{ tool: 'channel_report', summary: hasFigures(figures) ? `${figures.channels.length} GA4 channels, ${figures.campaigns.length} Meta campaigns` : 'no connected figures to report' }, ...output.steps],
  };
}

function decide(input: TaskInput): TaskOutput {
  const { brief, facts } = input;
  // 'What three things should I do this week to get more class bookings?': that many actions, aimed at what was asked.
  const forWeek = weekActions(input);
  if (forWeek) return forWeek;
  // 'Pick holes in this: £2 off … Facebook ads at £15 a day …': the plan the request sets out, worked through.
  const critique = planCritique(input);
  if (critique) return critique;
  // A choice between two named options, or arithmetic, is answered as asked, before any sum is read as a budget.
  const asked = questionAnswer(input);
  if (asked) return asked;
  // 'A stall at the fair costs £300, or £300 more in Google Ads?': the new option against what the table measures.
  const againstTable = newAgainstMeasured(input);
  if (againstTable) return againstTable;
  // Results the request gives per channel ('Leaflets: £300, 4 bookings') decide the call before any profile answer.
  const kindAsked = questionKind(brief.request);
  const stated = statedResultsDecision(input, kindAsked === 'focus' && /\b(change|do differently|fix)\b/i.test(brief.request) ? 'move' : kindAsked);
  if (stated) return stated;
  const moved = splitMove(input);
  if (moved) return moved;
  // A question about a sum the request gives: a budget gets its split, a saving or a cost what it changes (never a split).
  // 'Where should the next £1,000 go?' asks for one place to put it; 'split £1,000 across …' for a split.
  // 'We've got an extra £800. Where does it go?': a sum the question asks a place for is money to place.
  // 'Switching saves $2,500. Our budget is $8,000. What should we do with the saving?' asks about the saving.
  const saving = savingAskedAbout(brief);
  if (saving) return savingAdvice(input, saving);
  // 'Their tool saves teams $3,000': a partner's claim is theirs, not a saving of ours.
  const claim = brief.amounts.find((a) => partnerClaim(brief, a));
  if (claim) return partnerClaimAdvice(input, claim);
  // 'Should we open on Sundays? It would cost £400 a month': a yes or no on one move, not a budget to split.
  const move = oneMoveCall(input);
  if (move) return move;
  const budget = brief.amounts.find((a) => a.role === 'budget') ?? brief.amounts.find((a) => a.role === 'other' && asksWhereMoneyGoes(brief.request, a));
  // With no connected figures, a results table in the documents prices each channel for the sum before the profile does.
  if (budget && asksWhereMoneyGoes(brief.request, budget)) return (hasFigures(readFigures(input.figures, input.variant)) ? null : statedResultsDecision(input, 'move', 'any')) ?? nextMoney(input, budget);
  if (budget) return budgetSplit(input);
  const sum = brief.amounts.find((a) => a.role === 'saving' || a.role === 'cost');
  if (sum) return savingAdvice(input, sum);
  const kind = questionKind(brief.request);
  // Numbers the question gives on how things moved decide the focus: the stage that leaks comes first.
  const metrics = statedMetrics(brief.request);
  const worst = worstMove(metrics);
  if (worst && kind !== 'cut') return funnelFocus(input, metrics, worst);
  const resource = resourceOf(brief.request);
  const figures = readFigures(input.figures, input.variant);
  const usable = hasFigures(figures) ? figures : null;
  // A call on channels with no figures of the request's or a connected tool's rests on a results table the documents hold.
  const fromDocuments = usable ? null : statedResultsDecision(input, kind, 'any');
  if (fromDocuments) return fromDocuments;
  const verdict = decideCut(channelPicture(brief, facts), usable);
  const { name: destination, fromProfile } = destinationOf(verdict, facts);
  // The first answer to "cut" saves first; to "focus" or "move", it grows first. A regenerate takes the other.
  const primaryGrowth = kind !== 'cut';
  const growthFirst = input.variant % 2 === 0 ? primaryGrowth : !primaryGrowth;
  const used: FactSource[] = [];
  if (verdict.usedProfile || fromProfile || facts.goal || facts.kpis) used.push(profileSource(facts));
  const goal = facts.goal ? quoted(facts.goal, 'your goal') : null;
  const period = /\b(this|next) (week|month|quarter)\b/i.exec(brief.request);
  const when = period ? `${period[1]!.charAt(0).toUpperCase()}${period[1]!.slice(1).toLowerCase()} ${period[2]!.toLowerCase()}` : 'This month';
  // The ERP's sales ground the call too: when the channels name nothing, the product that sells (or the customers who buy) decides it.
  const sales = hasSales(figures) ? figures.sales : null;
  const bySales = sales && !verdict.cut && !verdict.grow && kind === 'focus' ? salesDecision(sales, when, goal, input.variant) : null;
  const decision = bySales ?? decisionOf(kind, growthFirst, verdict, destination, resource, goal, when);
  const selling = sales ? salesReading(sales) : { section: [], why: [], actions: [] };
  // A call on ad campaigns also reads what GA4 says of the visits the ads bring.
  const onCampaigns = Boolean(usable && [verdict.cut, verdict.grow].some((o) => o?.level === 'campaign'));
  const landing = onCampaigns ? adLandingTraffic(usable!) : { why: [], actions: [] };
  const drop = biggestDrop(usable);
  const kpi = facts.kpis ? quoted(facts.kpis, 'your KPI') : sales && !usable ? 'invoiced revenue and orders' : 'cost per conversion';
  const value = resultValue(brief.request, facts);
  const measureFirst = Boolean(verdict.cut && kind === 'focus' && (verdict.basis === 'profile' || verdict.basis === 'none'));

  const why = [
    ...selling.why,
    ...verdict.evidence,
    ...landing.why,
    ...(drop && kind === 'focus' ? [`Sessions from ${drop.t.label} fell ${formatNumber(Math.abs(drop.change))} % (${formatNumber(drop.t.previousSessions!)} -> ${formatNumber(drop.t.sessions)}): find out why before adding to it.`] : []),
    ...(goal ? [`Your goal is ${goal}: judge this call by whether it moves that.`] : []),
  ];
  const actions = [
    ...selling.actions,
    ...(verdict.cut && kind === 'focus' && (verdict.basis === 'profile' || verdict.basis === 'none')
      ? [`Put a number on ${optionName(verdict.cut)} this month: its spend or hours ÷ the results it brought${value ? `, against ${value.text} per result` : ''}. Cut it next month only if that is the worst.`]
      : [
          ...(verdict.cut ? [`${kind === 'focus' ? 'Stop' : 'Cut'} ${optionName(verdict.cut)}${verdict.cut.level === 'campaign' ? ' (pause it; keep its history)' : ''}.`] : []),
          ...freedLines(verdict, destination, growthFirst ? 'move' : 'hold'),
        ]),
    ...(!bySales && (verdict.basis === 'profile' || verdict.basis === 'none') ? [`Write down what ${destination} brings today in ${kpi}, so next month's call can rest on a number.`] : []),
    ...landing.actions,
    ...(kind === 'focus' && drop ? [`Look at ${drop.t.label}: what changed between the two periods (a page, a post, a budget).`] : []),
    `At the month's review, compare ${kpi} with the period before and make the next call from it.`,
  ];
  const variantB = input.variant % 2 === 1;
  const table = numbersTable(verdict, usable);
  // Without figures, the other version weighs every option side by side instead of arguing the call in prose.
  if (variantB && !table.length) {
    const options = channelOptions(channelPicture(brief, facts), usable);
    const callOf = (o: ChannelOption) => (o.name === verdict.cut?.name ? (measureFirst ? 'measure first' : kind === 'focus' ? 'stop' : 'cut') : o.name === verdict.grow?.name ? 'grow' : 'keep, measure');
    const known = (o: ChannelOption) => (o.stated ? `${o.stated.text} per ${o.stated.result ?? 'result'}` : o.best ? 'where your profile says the best customers come from' : o.cost === 'money' ? 'costs money every month; no result recorded here' : 'costs time; no result recorded here');
    if (options.length >= 2) table.push('| Channel | What your facts say | Call |', '|---|---|---|', ...options.map((o) => `| ${o.name} | ${known(o)} | ${callOf(o)} |`));
  }
  const deliverable = [
    `**Decision:** ${decision}`,
    '',
    ...selling.section,
    ...(variantB && table.length
      ? ['## The numbers behind it', ...table, '', '## Do this', ...actions.map((a, i) => `${i + 1}. ${a}`), '', '## Watch for', ...(measureFirst && verdict.cut ? [`If ${optionName(verdict.cut)} comes in ${value ? `under ${value.sum} per result` : 'close to the others per result'} once measured, keep it; if it is the dearest, cut it next month.`] : reversalLines(verdict, facts.kpis)).map((l) => `- ${l}`)]
      : [
          '## Why',
          ...(why.length ? why.map((w) => `- ${w}`) : ['- Your request, profile and connected figures do not name your channels or their results yet.']),
          '',
          `## ${when}`,
          ...actions.map((a, i) => `${i + 1}. ${a}`),
          ...(verdict.cut ? ['', '## What would change this call', ...(measureFirst ? [`- If ${optionName(verdict.cut)} comes in ${value ? `under ${value.sum} per result (what one is worth)` : 'at a cost per result close to the others'}, keep it; if it is the dearest once measured, cut it next month and move its ${what(resource, verdict.cut)} to ${destination}.`] : reversalLines(verdict, facts.kpis)).map((l) => (l.startsWith('- ') ? l : `- ${l}`))] : []),
        ]),
    ...figuresLine(figures, Boolean(sales) || (Boolean(usable) && (verdict.usedFigures || Boolean(drop) || landing.why.length > 0))),
  ].join('\n');
  const notes: string[] = [];
  const picture = channelPicture(brief, facts);
  const weighed = [...picture.named.map((k) => k.name), ...picture.listed.map((c) => c.kind?.name ?? c.name), ...picture.best.map((k) => k.name)];
  notes.push(...connectNotes(figures, weighed, 'No connected figures were read: this call rests on the request and the space profile. Connect Meta Ads or Google Analytics 4 and the advice will follow your results.'));
  if (verdict.cut && !measureFirst && (verdict.basis === 'profile' || verdict.basis === 'none')) notes.push('Without figures, the channel to cut is the one nothing shows a result for; check its numbers before you act.');
  if (!facts.goal) notes.push('The space profile has no goal: add one (a number and a date) so the priorities can be judged against it.');
  return {
    summary: decision.split(/(?<=[.!?])\s+(?=[A-Z])/)[0]!,
    deliverable,
    notes,
    used: uniqueSources(used),
    steps: [{ tool: 'decision', summary: `${kind}: ${verdict.cut ? `cut ${verdict.cut.name}` : 'nothing to cut'}${verdict.grow ? `, grow ${verdict.grow.name}` : ''} (${verdict.basis})` }, ...figuresStep(figures, verdict.usedFigures || Boolean(sales))],
    artifacts: [],
  };
}

function numbersTable(verdict: Verdict, figures: FigureEvidence | null): string[] {
  if (!figures) return [];
  const rows = [verdict.cut, verdict.grow].filter((o, i, all): o is ChannelOption => Boolean(o) && all.indexOf(o) === i);
  const money = rows.filter((o) => o.money);
  if (money.length) {
    return ['| | Spend | Conversions | Cost per conversion |', '|---|---|---|---|', ...money.map((o) => `| ${optionName(o)} | ${formatMoney(o.money!.spend, verdict.currency, 2)} | ${formatNumber(o.money!.conversions)} | ${costPerConversion(o) === null ? 'none' : formatMoney(costPerConversion(o)!, verdict.currency, 2)} |`)];
  }
  const traffic = rows.filter((o) => o.traffic);
  if (traffic.length) {
    return ['| | Sessions | Key events | Per 100 sessions |', '|---|---|---|---|', ...traffic.map((o) => `| ${o.name} | ${formatNumber(o.traffic!.sessions)} | ${formatNumber(o.traffic!.keyEvents)} | ${formatNumber(keyEventRate(o.traffic!) ?? 0, 1)} |`)];
  }
  return [];
}

export const cmoDecisionTask: AgentTask = {
  id: 'cmo.decision',
  agent: 'cmo',
  label: 'a decision on priorities, cuts or where to move time and money',
  cues: ['focus', 'priority', 'prioritise', 'prioritize', 'cut', 'drop', 'stop', 'move', 'shift', 'reallocate', 'should we', 'what should', 'which channel', 'where', 'decide', 'decision', 'this month', 'next month', 'pick one', 'pick', 'choose', 'which one', 'one of these', 'option', 'fund', 'worth it', 'go with'],
  delivers: ['decision', 'priority', 'recommendation', 'advice'],
  starter: 'What should we focus on this month?',
  generate: cmoDecision,
};
