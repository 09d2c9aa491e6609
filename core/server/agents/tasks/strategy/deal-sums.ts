import type { TaskInput, TaskOutput } from '../agent-task.ts';
import { parseCount } from '../../brief/parse-count.ts';
import { formatMoney, formatNumber, moneyIn, type MoneyMention } from './money.ts';
import { profileSource } from './advice-sources.ts';

/**
 * 'Three more courier firms want the same fleet deal (£420/month each), but I'd need a second mechanic at
 * £2,300/month. Do we take it?': new work that pays so much each, against the cost it brings, decided on the sums:
 * what the deals bring in a period, what the cost takes, the difference, and how many deals (or what price each)
 * would cover it. Only the figures the request gives are counted, and the answer says what it leaves out.
 */
const PERIOD = /^\s*(?:\/\s*|a\s+|per\s+)(month|mo|week|wk|year|yr)\b/i;
// 'Three more courier firms want …', '4 new clients have asked for …'.
const WHO_WANTS = /\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\s+(?:more\s+|new\s+|other\s+|further\s+)?((?:[a-z][\w-]*\s+){0,2}[a-z][\w-]*)\s+(?:want|wants|would like|are asking for|have asked for|asked for|are keen on|want to sign)\b/i;
// 'I'd need a second mechanic at £2,300/month', 'it would mean hiring a driver for £1,800 a month'.
const COST = /\b(?:need|needs|hire|hiring|take on|taking on|mean|means|cost|costs|costing|pay|paying)\b([^.?!]{0,60}?)\b(?:at|for|on|costing|of)\s+([$£€]\s?\d[\d,.]*k?)/i;
const ASKED = /\b(?:take (?:it|them|the deal|this on|them on)|do we take|should (?:i|we) (?:take|accept|say yes|go for)|worth (?:it|taking)|say yes|go ahead|accept (?:it|them)|decide)\b/i;

type Period = 'month' | 'week' | 'year';

function periodAfter(text: string, m: MoneyMention): Period | null {
  const p = PERIOD.exec(text.slice(m.index + m.text.length))?.[1]?.toLowerCase();
  return !p ? null : p.startsWith('w') ? 'week' : p.startsWith('y') ? 'year' : 'month';
}

const PER_YEAR: Record<Period, number> = { week: 52, month: 12, year: 1 };

export function dealSums(input: TaskInput): TaskOutput | null {
  const request = input.brief.request;
  if (!ASKED.test(request)) return null;
  const who = WHO_WANTS.exec(request);
  const cost = COST.exec(request);
  if (!who || !cost) return null;
  const count = parseCount(who[1]!.toLowerCase());
  if (!count) return null;
  // The price each pays: the first sum after the ones who want it, said 'each' or per period.
  const after = request.slice(who.index);
  const each = moneyIn(after).find((m) => periodAfter(after, m) && m.index < (cost.index - who.index));
  const costMoney = moneyIn(cost[0]!)[0];
  if (!each || !costMoney) return null;
  const eachPeriod = periodAfter(after, each)!;
  const costPeriod = periodAfter(cost[0]!, costMoney) ?? periodAfter(request.slice(cost.index), moneyIn(request.slice(cost.index))[0]!) ?? eachPeriod;
  // Both said in the deals' period ('£2,300/month' against '£420/month').
  const period = eachPeriod;
  const costValue = (costMoney.value * PER_YEAR[costPeriod]) / PER_YEAR[period];
  const income = count * each.value;
  const gap = income - costValue;
  const money = (v: number) => formatMoney(v, each.currency, Number.isInteger(v) ? 0 : 2);
  const deals = who[2]!.trim();
  const what = cost[1]!.trim().replace(/^(?:to\s+)?(?:a|an)\s+/i, (m) => m.toLowerCase()) || 'the extra cost';
  const needed = Math.ceil(costValue / each.value);
  const priceEach = costValue / count;
  const sums = [
    `- What the deals bring: ${formatNumber(count)} × ${money(each.value)} = ${money(income)} a ${period}.`,
    `- What it costs: ${what} at ${money(costValue)} a ${period}${costPeriod !== period ? ` (${money(costMoney.value)} a ${costPeriod})` : ''}.`,
    `- The difference: ${money(income)} − ${money(costValue)} = ${gap >= 0 ? money(gap) : `−${money(-gap)}`} a ${period}.`,
  ];
  const decision = gap >= 0
    ? `Yes: the ${formatNumber(count)} deals bring ${money(income)} a ${period} against ${money(costValue)} for ${what}, ${money(gap)} a ${period} to the good before parts and running costs.`
    : `No, not on these terms: the ${formatNumber(count)} deals bring ${money(income)} a ${period} against ${money(costValue)} for ${what}, ${money(-gap)} a ${period} short.`;
  const change = gap >= 0
    ? [`- If parts, travel or the time it takes from your other work come to more than ${money(gap)} a ${period}, the deals stop paying: cost one deal's month in full before you sign.`, `- If one of them pulls out, ${formatNumber(count - 1)} × ${money(each.value)} = ${money((count - 1) * each.value)} a ${period} against ${money(costValue)}.`]
    : [
        `- It pays once ${formatNumber(needed)} deals cover the cost (${money(costValue)} ÷ ${money(each.value)} = ${formatNumber(costValue / each.value, 1)}, rounded up), or at ${money(Math.ceil(priceEach))} a ${period} each for ${formatNumber(count)} (${money(costValue)} ÷ ${formatNumber(count)}).`,
        `- If ${what} would also take on other paid work (the quiet weeks, your own waiting list), count what that brings against the shortfall.`,
      ];
  const steps = gap >= 0
    ? [`1. Agree the ${formatNumber(count)} deals in writing, with a notice period at least as long as ${what}'s.`, `2. Take on ${what} once the deals are signed, not before.`, `3. After three months, compare what the deals brought with what they cost, parts and time included.`]
    : [`1. Go back to the ${deals} with the price that covers the cost: ${money(Math.ceil(priceEach))} a ${period} each, or ask whether ${formatNumber(needed - count)} more would join.`, `2. Until the sums cover ${what}, take only the work your team can do as it is.`];
  return {
    summary: decision,
    deliverable: [`**Decision:** ${decision}`, '', '## The numbers', ...sums, '', '## What would change the call', ...change, '', '## Next step', ...steps].join('\n'),
    notes: ['These are the figures in your request only: parts, travel, tax and the time the work takes from the rest are not in them.'],
    used: [profileSource(input.facts)],
    steps: [{ tool: 'deal-sums', summary: `${count} × ${money(each.value)} against ${money(costValue)} a ${period}` }],
    artifacts: [],
  };
}
