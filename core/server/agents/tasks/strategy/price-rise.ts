import type { FactSource } from '../../facts/fact-sheet.ts';
import type { TaskInput, TaskOutput } from '../agent-task.ts';
import { profileSource, uniqueSources } from './advice-sources.ts';
import { decisionMarkdown } from './decision-answer.ts';
import { formatMoney, moneyIn } from './money.ts';

/**
 * 'Thinking about putting prices up about 8% from January 2028. Last rise was Jan 2025, wages and foam have gone up.
 * Should I, and how do I tell people?': a call on a rise of the business's own prices by a share. The working: each
 * of its prices now and after the rise, what the average job gains, and the share of sales it may lose before the
 * money taken falls (r ÷ (1 + r)). The call rests on the reasons the request gives (costs up, years since the last
 * rise); how to tell people keeps every quote already given, says why in the request's own reasons, and gives notice.
 */
const RISE = /\b(?:put(?:ting)?|rais(?:e|ing)|increas(?:e|ing)|push(?:ing)?|bump(?:ing)?|go(?:ing)?)\s+(?:up\s+)?(?:our\s+|my\s+|the\s+|all\s+(?:our\s+|my\s+)?)?(?:prices?|rates?|fees?|charges?)\s+(?:up\s+)?(?:by\s+)?(?:about\s+|around\s+|roughly\s+|approximately\s+|~\s?)?(\d{1,2}(?:\.\d)?)\s?%|\b(?:prices?|rates?|fees?)\s+(?:up|rise|increase)\s+(?:of\s+|by\s+)?(?:about\s+|around\s+)?(\d{1,2}(?:\.\d)?)\s?%|\b(\d{1,2}(?:\.\d)?)\s?%\s+(?:price\s+)?(?:rise|increase)\b/i;
const WHEN = /\b(?:from|starting|in|on)\s+((?:(?:\d{1,2}(?:st|nd|rd|th)?\s+)?(?:January|February|March|April|May|June|July|August|September|October|November|December)(?:\s+\d{4})?)|(?:next|the new)\s+(?:year|month|season))/i;
const COSTS = /\b(?:costs?|wages?|materials?|foam|fabric|fuel|rent|energy|suppliers?|ingredients?|insurance|minimum wage)\b[^.?!]{0,40}\b(?:gone up|risen|rising|up|increased|went up|higher|doubled)\b|\b(?:gone up|risen|went up|increased)\b[^.?!]{0,20}\b(?:costs?|wages?|prices?)\b/i;
const LAST_RISE = /\blast\s+(?:price\s+)?(?:rise|increase|put them up|raised)\s+(?:was\s+)?(?:in\s+)?((?:[A-Z][a-z]+\s+)?(\d{4}))/i;

const round = (value: number): number => (value >= 100 ? Math.round(value / 5) * 5 : value >= 20 ? Math.round(value) : Math.round(value * 2) / 2);

export function priceRiseAnswer(input: TaskInput): TaskOutput | null {
  const { brief, facts } = input;
  const rise = RISE.exec(brief.request);
  if (!rise) return null;
  const share = Number(rise[1] ?? rise[2] ?? rise[3]) / 100;
  if (!(share > 0 && share <= 0.5)) return null;
  const pct = `${Math.round(share * 1000) / 10}%`;
  const when = WHEN.exec(brief.request)?.[1] ?? null;
  const costs = COSTS.exec(brief.request)?.[0] ?? null;
  const last = LAST_RISE.exec(brief.request);
  const thisYear = Number(input.today?.slice(0, 4)) || null;
  const riseYear = when ? Number(/\d{4}/.exec(when)?.[0]) || null : null;
  const yearsSince = last ? (riseYear ?? thisYear ?? 0) - Number(last[2]) : null;
  const used: FactSource[] = [];
  // The space's own prices, each with what it becomes (rounded as a price list is).
  const prices = facts.prices.filter((p) => !p.fee && p.plan && moneyIn(p.amount).length).slice(0, 6);
  const working = prices.map((p) => {
    const now = moneyIn(p.amount)[0]!;
    used.push(p.source);
    return `- ${p.plan!.replace(/\s*\(.*$/, '')}: ${p.amount} × ${1 + share} = ${formatMoney(now.value * (1 + share), now.currency, 'auto')}, about ${formatMoney(round(now.value * (1 + share)), now.currency, 'auto')}${p.per ? ` ${/^(?:per|a|an|each)\b/i.test(p.per) ? p.per : `per ${p.per}`}` : ''}`;
  });
  const average = facts.prices.find((p) => /\baverage\b/i.test(p.plan ?? p.text));
  if (average) {
    const v = moneyIn(average.amount)[0];
    if (v) {
      used.push(average.source);
      working.push(`- Your average job (${average.amount}): ${pct} more is about ${formatMoney(v.value * share, v.currency, 'auto')} a job`);
    }
  }
  const breakEven = share / (1 + share);
  const oneIn = Math.round(1 / breakEven);
  working.push(`- Sales it can lose before the money taken falls: ${pct} ÷ (100% + ${pct}) = ${Math.round(breakEven * 1000) / 10}%, about 1 in ${oneIn}`);
  const reasons = [costs ? `your costs have gone up ("${costs.trim()}")` : null, yearsSince && yearsSince >= 2 ? `your last rise was ${last![1]!.trim()}, ${yearsSince} years before this one` : null].filter(Boolean) as string[];
  const yes = reasons.length > 0;
  const at = when ? ` from ${when}` : '';
  const call = yes
    ? `Yes: raise your prices by ${pct}${at}, and tell people now, keeping every quote already given.`
    : `Raise them${at}, but only once you can say why in one line: a ${pct} rise with no reason given reads as the price going up because it can.`;
  const why = [
    ...(reasons.length ? [`The reason is yours to give, and it is a fair one: ${reasons.join(', and ')}.`] : []),
    `You can lose about 1 sale in ${oneIn} and still take the same money: the rise pays for itself unless it turns away more than that.`,
    'People who already have a quote are the ones a rise loses: honour their price, and the rise costs you almost none of them.',
    ...(facts.differentiator ? [`What sets you apart ("${facts.differentiator.split(/(?<=[.!?])\s+/)[0]!.replace(/[.!?]$/, '')}") is what customers pay for; the rise does not change it.`] : []),
  ];
  if (facts.differentiator) used.push(profileSource(facts));
  const timing = /\b(?:time|timing|when|january|month)\b[^.?!]*\?/i.test(brief.request) || /\bstupid time|good time|right time|bad time\b/i.test(brief.request);
  const change = [
    `If more than 1 in ${oneIn} of the people you quote turn you down in the first two months after the rise (against before it), hold the rest of the year's prices where they are.`,
    ...(timing ? ['On timing: a rise at the start of a quiet month touches the fewest live quotes, and announcing it in the busy weeks before gives people a reason to book at today\'s prices; the month matters less than the notice.'] : []),
  ];
  const next = [
    `Write the new prices into your price list now, dated${at || ' for the day the rise starts'}.`,
    `Tell people at least six weeks before${when ? ` ${when}` : ' it starts'}: by email to your list, on your website's price page and in every quote, in one line: "${when ? `From ${when}` : 'From [date]'}, our prices go up by ${pct}${reasons.length ? ` because ${costs ? 'our costs have gone up' : 'it is our first rise in a while'}` : ''}. Any quote we've already given you keeps its price."`,
    'Give everyone with an open quote a date to book by at the old price.',
  ];
  return {
    summary: call.split(/(?<=[.:])\s+(?=[A-Z])/)[0]!.replace(/:$/, '.'),
    deliverable: decisionMarkdown({ call, working, why, change, next }, input.variant),
    notes: prices.length ? [] : ['Your price list is not in the space: add it and the answer shows each price before and after the rise.'],
    used: uniqueSources(used),
    steps: [{ tool: 'decision', summary: `price rise of ${pct}: ${prices.length} prices, break-even loss ${Math.round(breakEven * 1000) / 10}%` }],
    artifacts: [],
  };
}
