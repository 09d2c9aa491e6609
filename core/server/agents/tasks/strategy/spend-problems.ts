import type { TaskInput, TaskOutput } from '../agent-task.ts';
import { parseCount } from '../../brief/parse-count.ts';
import { countWord } from '../english-phrases.ts';
import { statedFigures, type StatedFigure } from './stated-figures.ts';
import { formatMoney, formatNumber } from './money.ts';
import { possessive } from './channel-verdict.ts';

/** 'the three biggest problems with how we are spending the marketing budget', 'where are we wasting money?'. */
const ASKS = /\b(?:problems?|issues?|mistakes?|weak(?:ness|nesses|est)|wast(?:e|ing|ed)|wrong|leaks?)\b[^.?!]{0,60}\b(?:spend(?:ing)?|budget|marketing money|ad money)\b|\b(?:spend(?:ing)?|budget)\b[^.?!]{0,40}\b(?:problems?|issues?|mistakes?|wast(?:e|ing|ed)|wrong)\b/i;

/**
 * 'Tell me the three biggest problems with how we are spending the marketing budget': read from what the space's
 * figures say each channel cost and what a result cost there (a results sheet's spend line and cost-per lines, or
 * the request's own). Two problems are found by arithmetic: a dearer channel given more money than a cheaper one,
 * and money with no measured result. Fewer than asked are said to be fewer. Null when the figures give no spend by
 * channel to read.
 */
export function spendProblems(input: TaskInput): TaskOutput | null {
  const { brief, facts } = input;
  if (brief.revision || !ASKS.test(brief.request)) return null;
  const figures = statedFigures([brief.request, ...(facts.statedSpends ?? []), ...(facts.statedCosts ?? [])].join('\n'));
  const firstOf = (metric: StatedFigure['metric']) => figures.filter((f, i) => f.metric === metric && figures.findIndex((o) => o.metric === metric && o.channel.kind.name === f.channel.kind.name) === i);
  const spends = firstOf('spend');
  const costs = firstOf('cost');
  if (spends.length < 2) return null;
  const currency = spends[0]!.currency;
  const money = (n: number) => formatMoney(n, currency);
  const total = spends.reduce((n, s) => n + s.value, 0);
  const costOf = (s: StatedFigure) => costs.find((c) => c.channel.kind.name === s.channel.kind.name) ?? null;
  const result = costs.find((c) => c.result)?.result ?? 'result';
  const problems: { title: string; text: string }[] = [];
  // A dearer channel given more money than a cheaper one: the biggest gap first.
  const pairs = spends.flatMap((a) => spends.map((b) => ({ a, b, ca: costOf(a), cb: costOf(b) }))).filter((p) => p.a !== p.b && p.ca && p.cb && p.ca.value > p.cb.value * 1.1 && p.a.value > p.b.value);
  pairs.sort((x, y) => y.ca!.value / y.cb!.value - x.ca!.value / x.cb!.value);
  const dear = pairs[0];
  if (dear) {
    const times = Math.round((dear.ca!.value / dear.cb!.value) * 10) / 10;
    problems.push({
      title: 'The dearer channel gets more money',
      text: `${dear.a.channel.written} ${/s$/.test(dear.a.channel.written) ? 'get' : 'gets'} ${money(dear.a.value)} against ${possessive(dear.b.channel.written)} ${money(dear.b.value)}, though a ${result} costs ${dear.ca!.text} there against ${dear.cb!.text} (${formatNumber(times, Number.isInteger(times) ? 0 : 1)} times as much). Move money towards ${dear.b.channel.written} a step at a time, and stop when its cost per ${result} rises to meet the other's.`,
    });
  }
  // Money with no measured result.
  const unmeasured = spends.filter((s) => !costOf(s));
  if (unmeasured.length && costs.length) {
    const sum = unmeasured.reduce((n, s) => n + s.value, 0);
    const names = unmeasured.map((s) => s.channel.written);
    const named = names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
    problems.push({
      title: 'Money with no measured result',
      text: `${named.charAt(0).toUpperCase()}${named.slice(1)} (${money(sum)} of the ${money(total)}, ${formatNumber((sum / total) * 100)} %) ${unmeasured.length === 1 && !/s$/.test(names[0]!) ? 'has' : 'have'} no cost per ${result} in your figures, so nobody can say what ${unmeasured.length === 1 ? 'it' : 'they'} brought. Give each its own code or a "how did you hear of us?" question before spending there again.`,
    });
  }
  // Most of the money on one line.
  const top = spends.reduce((a, b) => (b.value > a.value ? b : a));
  if (top.value / total > 0.5 && top !== dear?.a) {
    problems.push({ title: 'Most of the money on one channel', text: `${top.channel.written} takes ${money(top.value)} of the ${money(total)} (${formatNumber((top.value / total) * 100)} %): if it stalls, most of the budget stalls with it. Set the result it must show by a date, and where its money goes if it misses.` });
  }
  if (!problems.length) return null;
  const asked = parseCount(/\b(\d|one|two|three|four|five)\s+(?:biggest\s+|main\s+|key\s+|top\s+)?(?:problems?|issues?|mistakes?|weaknesses)\b/i.exec(brief.request)?.[1] ?? null);
  const shown = problems.slice(0, asked ?? problems.length);
  const fewer = asked && shown.length < asked ? ` Your figures show ${shown.length} problem${shown.length === 1 ? '' : 's'}, not ${asked}: the rest would need a cost per ${result} for every channel.` : '';
  return {
    summary: `The ${shown.length === 1 ? 'biggest problem' : `${countWord(shown.length)} biggest problems`} with how the budget is spent, from your figures.${fewer}`,
    deliverable: shown.map((p, i) => `## ${i + 1}. ${p.title}\n\n${p.text}`).join('\n\n'),
    notes: ['Worked out from the spend and cost per result your figures state; a channel with no cost per result there is said to be unmeasured, not judged.'],
    used: facts.sources.filter((s) => s.kind !== 'profile'),
    steps: [{ tool: 'spend_problems', summary: shown.map((p) => p.title).join('; ') }],
    artifacts: [],
  };
}
