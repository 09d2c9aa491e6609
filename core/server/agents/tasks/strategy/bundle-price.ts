import type { PriceFact } from '../../facts/fact-sheet.ts';
import type { TaskInput, TaskOutput } from '../agent-task.ts';
import { parseCount } from '../../brief/parse-count.ts';
import { uniqueSources } from './advice-sources.ts';
import { decisionMarkdown } from './decision-answer.ts';
import { formatMoney, moneyIn } from './money.ts';

/**
 * 'Is £150 a year for the Care Plan priced right when independent tuners charge £70 a tuning?': a plan that
 * includes so many of a thing ('two tunings a year') is weighed per thing against the price per thing the request
 * gives, and against buying the same things one at a time from the business itself when its price list says what
 * one costs. The call says how far above or below it sits and what the difference buys (the plan's other items).
 */
const PRICE_QUESTION = /\b(?:priced?|pricing|too (?:expensive|cheap|high|low|much)|worth it|good value|value for money|charge (?:more|less)|overpriced|underpriced|what should (?:it|we) cost)\b/i;

const stem = (word: string) => word.toLowerCase().replace(/(?:ings?|s)$/, '').replace(/e$/, '');

interface Bundle {
  plan: PriceFact;
  value: number;
  currency: string;
  count: number;
  unit: string;
  /** The plan's other items, said as it says them. */
  others: string[];
}

function bundleOf(p: PriceFact): Bundle | null {
  const money = moneyIn(p.amount)[0];
  if (!money || !p.includes?.length) return null;
  for (const item of p.includes) {
    const m = /^(\d+|one|two|three|four|five|six|eight|ten|twelve)\s+([a-z-]+?)s?\b(?:[^,;]*?)\b(?:a|per|each|every)\s+(year|month|week)\b/i.exec(item.trim());
    if (!m) continue;
    const count = parseCount(m[1]!);
    if (!count || count < 2) continue;
    // The plan is priced over the period its items come in.
    if ((p.per ?? '').replace(/^per\s+/, '') && !new RegExp(m[3]!, 'i').test(p.per ?? '')) continue;
    return { plan: p, value: money.value, currency: money.currency, count, unit: m[2]!.toLowerCase(), others: p.includes.filter((x) => x !== item) };
  }
  return null;
}

export function bundlePriceAnswer(input: TaskInput): TaskOutput | null {
  const { brief, facts } = input;
  if (!PRICE_QUESTION.test(brief.request)) return null;
  const request = brief.request;
  const bundles = facts.prices.map(bundleOf).filter((b): b is Bundle => b !== null);
  const named = bundles.find((b) => b.plan.plan && request.toLowerCase().includes(b.plan.plan.toLowerCase()));
  if (!named) return null;
  // The other price per thing the request gives ('£70 a tuning'), and who charges it.
  const other = moneyIn(request).map((mm) => {
    const after = request.slice(mm.index + mm.text.length);
    const unit = /^\s*(?:a|per|each|for (?:a|one))\s+([a-z-]+)/i.exec(after)?.[1];
    if (!unit || stem(unit) !== stem(named.unit)) return null;
    // Who charges it: the clause just before the sum ('… when independent tuners charge £70 a tuning').
    const clause = request.slice(0, mm.index).split(/[,;:?.]|\b(?:when|if|while|but|since|as|because|whereas|and)\b/i).at(-1) ?? '';
    const who = /^\s*(?:the\s+)?([A-Za-z][\w'’ -]{2,40}?)\s+(?:charges?|costs?|asks?|asking|pricing at|prices? at|at)\s*$/i.exec(clause)?.[1]?.trim() ?? null;
    return { money: mm, who };
  }).find((x) => x !== null) ?? null;
  if (!other) return null;
  const cur = named.currency;
  const money = (v: number) => formatMoney(v, cur, 'auto');
  const per = named.value / named.count;
  const diff = per - other.money.value;
  const who = other.who ?? 'the other price you gave';
  const planName = named.plan.plan!;
  const unitWord = named.unit;
  // The business's own price for one of the things, when its list has one ('Standard tuning £85').
  const single = facts.prices.filter((p) => p !== named.plan && !p.per && p.plan && stem(p.plan.split(/\s+/).at(-1)!) === stem(unitWord) && moneyIn(p.amount)[0]).sort((a, b) => b.plan!.length - a.plan!.length)[0];
  const singleValue = single ? moneyIn(single.amount)[0]!.value : null;
  const period = (named.plan.per ?? 'year').replace(/^per\s+/, '');
  const working = [
    `- ${planName} per ${unitWord}: ${money(named.value)} ÷ ${named.count} = ${money(per)}`,
    `- Against ${who}: ${money(per)} − ${money(other.money.value)} = ${money(Math.abs(diff))} ${diff >= 0 ? 'more' : 'less'} a ${unitWord} (${money(Math.abs(diff) * named.count)} a ${period})`,
    ...(singleValue !== null ? [`- Against your own ${single!.plan!.toLowerCase()} one at a time: ${money(singleValue)} × ${named.count} = ${money(singleValue * named.count)}, so the plan saves ${money(singleValue * named.count - named.value)} a ${period}`] : []),
  ];
  const extras = named.others.length ? named.others.map((o) => o.charAt(0).toLowerCase() + o.slice(1)) : [];
  const extrasText = extras.length > 1 ? `${extras.slice(0, -1).join(', ')} and ${extras.at(-1)}` : extras[0] ?? null;
  const close = Math.abs(diff) <= other.money.value * 0.15;
  const call = diff <= 0
    ? `Keep ${planName} at ${money(named.value)} a ${period}: at ${money(per)} a ${unitWord} it already costs less than ${who} (${money(other.money.value)})${extrasText ? `, and adds ${extrasText}` : ''}. Lead with that.`
    : close
      ? `${planName} at ${money(named.value)} a ${period} is priced about right: ${money(per)} a ${unitWord}, ${money(diff)} more than ${who} charge${/s$/.test(who) ? '' : 's'}${extrasText ? `, with ${extrasText} for the difference` : ''}. Keep it, and say what the ${money(diff)} buys.`
      : `${planName} at ${money(named.value)} a ${period} is priced high against ${who}: ${money(per)} a ${unitWord} against ${money(other.money.value)}, ${money(diff)} more each. ${extrasText ? `Unless ${extrasText} are worth that to your customers, ` : ''}test a lower price or one more ${unitWord} in the plan.`;
  const why = [
    `A plan is compared with what the same ${unitWord}s cost one at a time: ${named.count} ${unitWord}s for ${money(named.value)} is ${money(per)} each.`,
    ...(singleValue !== null ? [`Your own price for one is ${money(singleValue)}, so the plan is already the better deal for anyone who would book ${named.count} a ${period} with you.`] : []),
    ...(facts.differentiator ? [`What sets you apart ("${facts.differentiator}") is part of what the difference pays for.`] : []),
  ];
  const change = [
    `If sign-ups stall at ${money(named.value)}, the gap to ${who} is ${money(Math.abs(diff) * named.count)} a ${period}: a price that small is easier to close with what the plan adds than with a cut.`,
    `If most members would book fewer than ${named.count} ${unitWord}s a ${period}, they compare the plan with one ${unitWord}, not ${named.count}: then it reads as dear.`,
  ];
  const next = [
    `Put the sum on the page: "${named.count} ${unitWord}s a ${period} for ${money(named.value)}, ${money(per)} each${extrasText ? `, plus ${extrasText}` : ''}".`,
    `Count sign-ups for a month at this price before changing it.`,
  ];
  return {
    summary: call.split(/(?<=[.:])\s+(?=[A-Z])/)[0]!.replace(/:$/, '.'),
    deliverable: decisionMarkdown({ call, working, why, change, next, tail: ['*Figures from your request and price list.*'] }, input.variant),
    notes: [],
    used: uniqueSources([named.plan.source, ...(single ? [single.source] : [])]),
    steps: [{ tool: 'decision', summary: `${planName}: ${money(per)} a ${unitWord} against ${money(other.money.value)}` }],
    artifacts: [],
  };
}
