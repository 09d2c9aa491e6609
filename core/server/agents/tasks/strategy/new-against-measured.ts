import type { TaskInput, TaskOutput } from '../agent-task.ts';
import { uniqueSources } from './advice-sources.ts';
import { singular } from './channel-lines.ts';
import { decisionMarkdown } from './decision-answer.ts';
import { formatMoney, formatNumber, moneyIn } from './money.ts';
import { documentLines, type Priced } from './stated-results.ts';
import { sharedStems } from '../../offline/stem-overlap.ts';
import { possessive } from './channel-verdict.ts';

/** 'a stall at the school fair costs £300': the new option and what it costs, as the request says it. */
const COSTED = /(?:^|[.:!?]\s+)(?:(?:decision time|quick one|question)\s*[:,-]\s*)?([^.:!?]{5,140}?)\s+(?:costs?|would cost|will cost|is)\s+([£$€]\s?\d[\d,]*(?:\.\d{2})?)/i;
const WEIGHING = /\bwhich (?:one|is better|should)\b|\bpick one\b|\bor\b[^.?!]*\?|\bshould (?:we|i)\b/i;

/**
 * 'A stall at the school fair costs £300. Or I put that £300 into more Google Ads. Which one?': a choice between a
 * new option nobody has figures for and a channel a results table measures. The table prices the channel, so the
 * same money's return there is the bar the new option must clear; a measured channel that shares the new option's
 * audience ('School flyers' for a school fair) is its nearest evidence. The call backs the measured channel unless
 * that evidence says the bar is within reach.
 */
export function newAgainstMeasured(input: TaskInput): TaskOutput | null {
  const request = input.brief.request;
  if (!WEIGHING.test(request)) return null;
  const costed = COSTED.exec(request);
  if (!costed) return null;
  const option = costed[1]!.trim().replace(/^(?:a|an)\s/i, (a) => a.toLowerCase());
  // ('a stall at the fair' is 'the stall at the fair' once named.)
  const the = /^(?:a|an)\s/i.test(option) ? option.replace(/^(?:a|an)\s/i, 'the ') : /^the\s/i.test(option) ? option : `the ${option}`;
  const sum = moneyIn(costed[2]!)[0];
  const table = documentLines(input, 'any');
  if (!sum || !table) return null;
  // The measured channel is the one the request names besides the new option, and the new option is none of the table's.
  const lower = request.toLowerCase();
  const optionLower = option.toLowerCase();
  if (table.priced.some((p) => optionLower.includes(p.line.name.toLowerCase()))) return null;
  const named = table.priced.filter((p) => lower.includes(p.line.name.toLowerCase()) && Number.isFinite(p.cpr) && p.cpr > 0);
  if (named.length !== 1) return null;
  const measured = named[0]!;
  const noun = singular(measured.noun);
  const money = (v: number) => formatMoney(v, sum.currency, 'auto');
  const buys = sum.value / measured.cpr;
  const bar = Math.floor(buys) + 1;
  // ('School flyers' shares 'school' with 'a stall at the school summer fair': the same people, reached another way.)
  const near = table.priced
    .filter((p) => p !== measured && Number.isFinite(p.cpr) && p.cpr > 0 && sharedStems(p.line.name, option, { min: 4 }) > 0)
    .sort((a, b) => a.cpr - b.cpr)[0] as Priced | undefined;
  const nearBuys = near ? sum.value / near.cpr : 0;
  const within = near ? nearBuys >= bar : false;
  const call = within
    ? `Take ${option}: ${sum.text} in ${measured.line.name} buys about ${formatNumber(buys, buys % 1 ? 1 : 0)} ${measured.noun}, and ${near!.line.name}, which reaches the same people, brings them at a rate that would clear that.`
    : `Put the ${sum.text} into ${measured.line.name}: there it buys about ${formatNumber(buys, buys % 1 ? 1 : 0)} ${measured.noun} on your own figures, and ${the} has none yet.`;
  const working = [
    `- ${measured.line.name}: ${measured.line.amount.text} ÷ ${formatNumber(measured.count)} = ${money(measured.cpr)} per ${noun}`,
    `- ${sum.text} in ${measured.line.name}: ${sum.text} ÷ ${money(measured.cpr)} = ${formatNumber(buys, buys % 1 ? 1 : 0)} ${measured.noun}`,
    ...(near ? [`- ${near.line.name} (the nearest to it in your figures): ${near.line.amount.text} ÷ ${formatNumber(near.count)} = ${money(near.cpr)} per ${noun}, so ${sum.text} there would be ${formatNumber(nearBuys, nearBuys % 1 ? 1 : 0)}`] : []),
  ];
  const why = [
    `${the.charAt(0).toUpperCase()}${the.slice(1)} has to bring ${bar} or more ${measured.noun} to beat the same ${sum.text} in ${measured.line.name}.`,
    near ? `${near.line.name} reaches the same people for ${money(near.cpr)} per ${noun}; at that rate ${sum.text} would bring about ${formatNumber(nearBuys, nearBuys % 1 ? 1 : 0)}, ${within ? 'over' : 'under'} the bar.` : `Nothing in your figures reaches the same people, so what it brings is a guess until it has run once.`,
  ];
  const change = [
    `If you can count on ${bar} or more ${measured.noun} from ${the} (a list of people who asked, a past year's numbers), it wins.`,
    `If ${possessive(measured.line.name)} cost per ${noun} has risen since these figures, the bar drops with it.`,
  ];
  const next = within
    ? [`Book ${option}, and give it its own code or booking question so every ${noun} it brings is counted.`, `Afterwards, work out its cost per ${noun} (${sum.text} ÷ what it brought) against ${money(measured.cpr)} in ${measured.line.name}.`]
    : [`Add the ${sum.text} to ${measured.line.name}, and check its cost per ${noun} after two weeks.`, `If you still want ${the}, ask what it brought others before paying, and count what it brings with its own code.`];
  return {
    summary: call,
    deliverable: decisionMarkdown({ call, working, why, change, next, tail: ['', `*Figures from "${table.source.title}".*`] }, input.variant),
    notes: [],
    used: uniqueSources([table.source]),
    steps: [{ tool: 'decision', summary: `${the} against ${measured.line.name}: the bar is ${bar} ${measured.noun}` }],
    artifacts: [],
  };
}
