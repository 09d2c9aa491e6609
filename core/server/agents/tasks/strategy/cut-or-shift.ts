import type { FactSource } from '../../facts/fact-sheet.ts';
import type { AgentTask, TaskInput, TaskOutput } from '../agent-task.ts';
import { figuresLine, figuresStep, profileSource, quoted, uniqueSources } from './advice-sources.ts';
import { channelOptions, channelPicture, decideCut, kindNameOf, optionName, possessive, type ChannelOption, type Verdict } from './channel-verdict.ts';
import { connectNotes } from './connect-notes.ts';
import type { Amount } from '../../brief/brief.ts';
import { formatMoney, formatNumber, perPeriod } from './money.ts';
import { hasFigures, readFigures } from './figure-evidence.ts';
import { destinationOf, freedLines } from './freed-resources.ts';
import { savingAdvice } from './saving-advice.ts';
import { statedResultsDecision } from './stated-results.ts';

/** The decision sentence: cut outright (first answer) or cut back and shift (a regenerate's other angle). */
export function cutDecision(verdict: Verdict, destination: string, shift: boolean): string {
  const cut = verdict.cut;
  if (!cut && verdict.basis === 'even-costs' && verdict.grow) return `Nothing to cut on these figures: every ${verdict.grow.level} costs about the same per conversion. Keep them all, and put any extra money into ${optionName(verdict.grow)}, the cheapest per conversion.`;
  if (!cut && verdict.basis === 'even-rates' && verdict.grow) return `Nothing to cut on these figures: every channel converts at about the same rate. Keep them all, and put any extra ${verdict.grow.cost === 'money' ? 'money' : 'time'} into ${optionName(verdict.grow)}, ${verdict.grow.best ? 'where your profile says the best customers come from' : 'which brings the most key events'}.`;
  if (!cut && verdict.keep) return `Keep ${optionName(verdict.keep)}: it is the channel your evidence backs, so cut elsewhere first.`;
  if (!cut && verdict.grow) return `Keep ${optionName(verdict.grow)}, where your profile says the best customers come from; to name what to cut, I need the other channels you run or connected figures.`;
  if (!cut) return 'Cut [the channel with the highest cost per result]: nothing in the request, the profile or connected figures names your channels yet.';
  const target = cut.level === 'campaign' ? `the ${optionName(cut)} campaign` : optionName(cut);
  return shift
    ? `Cut ${target} back to the smallest budget that still shows results, and shift the rest of its ${cut.cost === 'money' ? 'money' : 'time'} to ${destination}.`
    : `Cut ${target}, and put its ${cut.cost === 'money' ? 'money' : 'time'} into ${destination}.`;
}

/** What would make the call wrong: the evidence it rests on, said as a check. */
export function reversalLines(verdict: Verdict, kpis: string | null): string[] {
  const cut = verdict.cut;
  if (!cut) return [];
  const measure = kpis ? quoted(kpis, 'your KPI') : 'conversions';
  switch (verdict.basis) {
    case 'no-conversions':
      return [`If ${optionName(cut)} is there to build an audience for retargeting rather than to convert, judge it on what that audience converts at before cutting it.`];
    case 'cost-per-conversion':
      return [`If ${possessive(optionName(cut))} conversions are worth more than the others' (larger orders, better customers), compare value per conversion, not cost alone.`];
    case 'key-event-rate':
      return [`If ${optionName(cut)} feeds people who convert later through another channel, GA4's last-click channel groups understate it: check the conversion paths first.`];
    default:
      return [`If ${optionName(cut)} shows results on ${measure} once measured, bring it back: connect Meta Ads or Google Analytics 4 so the next call rests on figures.`];
  }
}

/** 'We need to save €3,000 a month': a sum the cut must find, not money already freed. */
export function savingTarget(input: TaskInput): Amount | null {
  const saving = input.brief.amounts.find((a) => a.role === 'saving');
  if (!saving) return null;
  return /\b(?:need|have|must|want|got|aim|asked)\s+to\s+(?:save|cut|find|free up|trim)\b|\bsave\s+[$£€\d]|\bwhat (?:do|should|can) we cut\b|\bwhere (?:do|should|can) we cut\b/i.test(input.brief.request) ? saving : null;
}

/** What cutting the target from a channel costs in results, at the cost per result the request gives. */
function targetLines(target: Amount, verdict: Verdict, options: ChannelOption[]): string[] {
  const period = perPeriod(target.period);
  const money = (v: number) => formatMoney(v, target.currency);
  const priced = options.filter((o) => o.stated).sort((a, b) => b.stated!.value - a.stated!.value);
  if (!priced.length || !verdict.cut?.stated) return [`Take ${money(target.value)}${period} out of ${optionName(verdict.cut!)} first; if it spends less than that, take the rest from the next weakest channel.`];
  const result = verdict.cut.stated.result ?? 'result';
  const isCut = (o: ChannelOption) => o.name === verdict.cut!.name;
  return priced.map((o) => `${isCut(o) ? '**' : ''}${o.name}: ${money(target.value)} ÷ ${o.stated!.text} = ${formatNumber(target.value / o.stated!.value, 1)} fewer ${result}s${period}${isCut(o) ? ' (the fewest lost)**' : ''}`);
}

export function cutOrShift(input: TaskInput): TaskOutput {
  const { brief, facts } = input;
  // (A question of what to cut may rest on any results table the space's documents hold.)
  const stated = statedResultsDecision(input, /\b(move|shift|reallocate)\b/i.test(brief.request) && !/\b(cut|drop|stop)\b/i.test(brief.request) ? 'move' : 'cut', 'any');
  if (stated) return stated;
  // 'We freed up $3,000 by dropping an agency: where should it go?' is about that sum, not about a channel to cut.
  const saving = brief.amounts.find((a) => a.role === 'saving');
  const target = savingTarget(input);
  if (saving && !target && !brief.amounts.some((a) => a.role === 'budget')) return savingAdvice(input, saving);
  const figures = readFigures(input.figures, input.variant);
  const usable = hasFigures(figures) ? figures : null;
  const verdict = decideCut(channelPicture(brief, facts), usable);
  const shift = input.variant % 2 === 1;
  const { name: destination, fromProfile } = destinationOf(verdict, facts);
  const used: FactSource[] = [];
  if (verdict.usedProfile || fromProfile) used.push(profileSource(facts));
  const options = channelOptions(channelPicture(brief, facts), usable);
  const decision = target && verdict.cut
    ? `Cut ${formatMoney(target.value, target.currency)}${perPeriod(target.period)} from ${optionName(verdict.cut)}${verdict.cut.stated ? `: at ${verdict.cut.stated.text} per ${verdict.cut.stated.result ?? 'result'} it is where the saving costs the fewest ${verdict.cut.stated.result ?? 'result'}s` : ''}.${shift && verdict.grow && verdict.grow !== verdict.cut ? ` Leave ${optionName(verdict.grow)} untouched.` : ''}`
    : cutDecision(verdict, destination, shift);
  const steps = verdict.cut && target
    ? [
        `Lower ${possessive(optionName(verdict.cut))} budget by ${formatMoney(target.value, target.currency)}${perPeriod(target.period)} from the next billing cycle${verdict.cut.cost === 'time' ? ', or the hours that cost as much' : ''}.`,
        'Leave the other channels as they are, so the saving is real.',
        `Compare ${facts.kpis ? quoted(facts.kpis, 'your KPI') : 'results'} after a month with the month before; if ${optionName(verdict.cut)} held up at the lower spend, keep it there.`,
      ]
    : verdict.cut
    ? shift
      ? [
          `Lower ${possessive(optionName(verdict.cut))} ${verdict.cut.cost === 'money' ? 'budget' : 'hours'} to the smallest level it still reports on, this week.`,
          `Move the difference to ${destination} the same day, so the total stays the same.`,
          `At the month's review, compare both on ${facts.kpis ? quoted(facts.kpis, 'your KPI') : 'cost per conversion'}; cut ${optionName(verdict.cut)} fully if it still trails.`,
        ]
      : [
          `Stop ${optionName(verdict.cut)} this week${verdict.cut.level === 'campaign' ? ' (pause the campaign; do not delete it, so its history stays)' : ''}.`,
          `Give what it freed to ${destination}.`,
          `Check ${facts.kpis ? quoted(facts.kpis, 'your KPI') : 'conversions'} at the month's review against the period before.`,
        ]
    : [];
  if (facts.kpis) used.push(profileSource(facts));
  const saved = target && verdict.cut ? targetLines(target, verdict, options) : [];
  const table = options.filter((o) => o.stated).length >= 2
    ? ['| Channel | Cost per result you gave | Call |', '|---|---|---|', ...options.filter((o) => o.stated).map((o) => `| ${o.name} | ${o.stated!.text} per ${o.stated!.result ?? 'result'} | ${o.name === verdict.cut?.name ? (target ? `cut ${formatMoney(target.value, target.currency)}` : 'cut') : o.name === verdict.grow?.name ? 'grow' : 'keep'} |`)]
    : [];
  const deliverable = shift && table.length ? [
    `**Decision:** ${decision}`,
    '',
    '## Your figures side by side',
    ...table,
    ...(saved.length ? ['', `## What ${formatMoney(target!.value, target!.currency)} costs you in each channel`, ...saved.map((l) => `- ${l}`)] : []),
    '',
    '## Steps',
    ...steps.map((s, i) => `${i + 1}. ${s}`),
  ].join('\n') : [
    `**Decision:** ${decision}`,
    '',
    ...(saved.length ? [`## Where ${formatMoney(target!.value, target!.currency)} hurts least`, ...saved.map((l) => `- ${l}`), ''] : []),
    '## The evidence',
    ...(verdict.evidence.length ? verdict.evidence.map((e) => `- ${e}`) : ['- No channels or figures to compare yet.']),
    ...(verdict.cut && !target ? ['', `## What to do with the freed ${verdict.cut.cost === 'money' ? 'money' : 'time'}`, ...freedLines(verdict, destination).map((l) => `- ${l}`)] : []),
    ...(steps.length ? ['', shift ? '## How to shift it' : '## How to cut it', ...steps.map((s, i) => `${i + 1}. ${s}`)] : []),
    ...(verdict.cut ? ['', '## What would change this call', ...reversalLines(verdict, facts.kpis).map((l) => `- ${l}`)] : []),
    ...figuresLine(usable, verdict.usedFigures),
  ].join('\n');
  const notes: string[] = [];
  notes.push(...connectNotes(figures, options.map(kindNameOf), 'No connected figures were read: the call rests on the request and the space profile. Connect Meta Ads or Google Analytics 4 for one that rests on results.'));
  if (verdict.cut && (verdict.basis === 'profile' || verdict.basis === 'none')) notes.push('Without figures, the channel to cut is the one nothing shows a result for; check its numbers before you act.');
  if (!verdict.cut && !verdict.keep) notes.push('Name the channels you are choosing between, or list them in the space profile, and ask again.');
  return {
    summary: decision,
    deliverable,
    notes,
    used: uniqueSources(used),
    steps: [{ tool: 'cut_or_shift', summary: verdict.cut ? `cut ${verdict.cut.name} (${verdict.basis})` : 'no channel to cut' }, ...figuresStep(figures, verdict.usedFigures)],
    artifacts: [],
  };
}

export const cutOrShiftTask: AgentTask = {
  id: 'strategy.cut-or-shift',
  agent: 'strategy-review-agent',
  label: 'what to cut or shift',
  cues: ['cut', 'drop', 'stop', 'pause', 'shift', 'move', 'reallocate', 'kill', 'scrap', 'less', 'waste', 'underperform', 'what is working', "what's working", 'working', 'change', 'results', 'cost per', 'last quarter', 'last month', 'should we keep', 'do we keep', 'keep going', 'worth keeping', 'keep running', 'keep spending', 'continue', 'carry on', 'turn off', 'switch off'],
  delivers: ['cut', 'decision'],
  starter: 'Which channel should we cut, and where should the money go?',
  generate: cutOrShift,
};
