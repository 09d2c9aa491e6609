import type { PriceFact } from '../../facts/fact-sheet.ts';
import type { TaskInput, TaskOutput } from '../agent-task.ts';
import { quoted, profileSource, uniqueSources } from './advice-sources.ts';
import { mentionsIn } from './channel-lexicon.ts';
import { possessive } from './channel-verdict.ts';
import { decisionMarkdown } from './decision-answer.ts';
import { formatMoney, formatNumber, moneyIn } from './money.ts';
import { escapeRegExp } from '../../../../domain/escape-reg-exp.ts';

/**
 * 'Google Ads last month: £620 spent, 1,940 clicks, 38 calls booked, 11 new clients. Our clients stay 26 months. Is
 * it paying for itself? Show the maths': one channel's figures, each stage's rate, what a customer costs and what
 * one is worth from the space's own price, and the answer. Every figure is the request's or the facts', or
 * arithmetic on them; what is missing (the price, how long customers stay) is said, not guessed.
 */

const ASKS = /\b(?:pay(?:ing|s)? for itself|paying off|worth (?:it|the money|the spend)|profitable|making money|roi\b|return on (?:ad )?spend|roas\b|earn(?:ing)? its keep)/i;
/** A count of something a channel brings: '1,940 clicks', '38 discovery calls booked', '11 new clients'. */
const COUNT = /(\d[\d,]*)\s+((?:new|paying|paid)\s+)?([a-z]+(?:\s+(?:calls?|sign-?ups?|bookings?|leads?|enquiries|orders|sales|clients|customers|members))?)/gi;
/** The stage where money comes in: what a customer is. */
const PAYING = /\b(clients?|customers?|sales?|orders?|members?|subscribers?|students?|patients?|bookings?|sign-?ups?|installs?|accounts?)\b/i;
const NOT_RESULT = /^(months?|years?|weeks?|days?|hours?|minutes?|per|percent|%|am|pm)$/i;

interface Stage { count: number; name: string }

function stagesIn(text: string): Stage[] {
  const stages: Stage[] = [];
  for (const m of text.matchAll(COUNT)) {
    const name = `${m[2] ?? ''}${m[3]!}`.trim().toLowerCase();
    if (NOT_RESULT.test(name.split(/\s+/)[0]!) || /^(?:months?|years?)\b/.test(name)) continue;
    if (/[£$€]$/.test(text.slice(0, m.index).trimEnd())) continue;
    stages.push({ count: Number(m[1]!.replace(/,/g, '')), name });
  }
  return stages;
}

/** The price one customer pays, from the plan the request names, else the only recurring plan. */
function priceFor(text: string, prices: readonly PriceFact[]): PriceFact | null {
  const named = prices.filter((p) => p.plan && new RegExp(`\\b${escapeRegExp(p.plan)}\\b`, 'i').test(text)).sort((a, b) => b.plan!.length - a.plan!.length);
  if (named[0]) return named[0];
  const recurring = prices.filter((p) => p.billing === 'recurring' && !p.fee);
  return recurring.length === 1 ? recurring[0]! : null;
}

export function channelPayback(input: TaskInput): TaskOutput | null {
  const { brief, facts } = input;
  const request = brief.request;
  if (!ASKS.test(request)) return null;
  const channels = mentionsIn(request);
  const spend = moneyIn(request)[0];
  if (!spend || !channels.length) return null;
  const stages = stagesIn(request);
  const paying = [...stages].reverse().find((s) => PAYING.test(s.name));
  if (!paying || !paying.count) return null;
  const channel = channels[0]!.written;
  // One of what pays, said plainly: 'new clients' is counted in clients, one of them a client.
  const customers = paying.name.replace(/^new\s+/, '');
  const one = customers.replace(/s$/, '');
  const money = (v: number) => formatMoney(v, spend.currency, Number.isInteger(Math.round(v * 100) / 100) ? 'auto' : 2);
  const perCustomer = spend.value / paying.count;
  const working: string[] = [];
  let n = 1;
  // Each stage on to the next: what one costs and how many go on.
  for (const [i, s] of stages.entries()) {
    working.push(`${n++}. Cost per ${s.name.replace(/s$/, '')}: ${spend.text} ÷ ${formatNumber(s.count)} = **${money(spend.value / s.count)}**`);
    const next = stages[i + 1];
    if (next && next.count <= s.count) working.push(`${n++}. ${s.name.charAt(0).toUpperCase()}${s.name.slice(1)} to ${next.name}: ${formatNumber(next.count)} ÷ ${formatNumber(s.count)} = **${formatNumber((next.count / s.count) * 100, 1)} %**`);
    if (s === paying) break;
  }
  // What one customer is worth: the plan's price over how long they stay, as the request or the facts say.
  const price = priceFor(request, facts.prices);
  const priceValue = price ? moneyIn(price.amount)[0]?.value ?? null : null;
  const months = /\b(?:stay|last|remain|keep (?:paying|their plan))\w*\s+(?:for\s+)?(?:about\s+|around\s+)?(\d{1,3})\s+months?\b|\b(\d{1,3})\s+months?\s+on average\b/i.exec(request);
  const lifetime = months ? Number(months[1] ?? months[2]) : null;
  const monthly = price && (price.billing === 'recurring' || /month/i.test(price.per ?? price.unit ?? ''));
  const worth = priceValue !== null ? (monthly && lifetime ? priceValue * lifetime : priceValue) : null;
  if (price && priceValue !== null) working.push(monthly && lifetime ? `${n++}. What one ${one} is worth: ${price.plan ?? 'your plan'} at ${money(priceValue)} a month × ${lifetime} months = **${money(worth!)}**${/vat/i.test(price.text) ? ' (before VAT)' : ''}` : `${n++}. What one ${one} pays: ${price.plan ?? 'your price'} at **${money(priceValue)}**`);
  if (worth !== null) working.push(`${n++}. Return on the spend: ${money(worth)} ÷ ${money(perCustomer)} = **${formatNumber(worth / perCustomer, 1)} times** what each one cost`);
  const pays = worth !== null && worth > perCustomer;
  const firstMonth = priceValue !== null && monthly ? Math.ceil(perCustomer / priceValue) : null;
  const call = worth === null
    ? `${channel} costs ${money(perCustomer)} per ${one}; whether that pays depends on what one is worth, which your request and facts do not give: add your price and how long customers stay.`
    : pays
      ? `Yes: ${channel} pays for itself. Each ${one} costs ${money(perCustomer)} and is worth about ${money(worth)}${monthly && lifetime ? ` over ${lifetime} months` : ''}${firstMonth ? `, so the cost is back within ${firstMonth === 1 ? 'the first month' : `${firstMonth} months`}` : ''}.`
      : `No: each ${one} from ${channel} costs ${money(perCustomer)}, more than the ${money(worth)} one is worth.`;
  const rates = stages.slice(0, stages.indexOf(paying) + 1);
  const weakest = rates.length >= 3 ? rates.slice(1).map((s, i) => ({ s, from: rates[i]!, rate: s.count / rates[i]!.count })).sort((a, b) => a.rate - b.rate)[0] : null;
  const why = [
    ...(worth !== null ? [`The limit that still pays: up to ${money(worth)} per ${one} breaks even${lifetime ? ` over ${lifetime} months` : ''}; ${money(perCustomer)} is well inside it.`] : []),
    ...(weakest ? [`The biggest drop is from ${weakest.from.name} to ${weakest.s.name} (${formatNumber(weakest.rate * 100, 1)} %): that step, not the ad price, is where more ${customers} would come from.`] : []),
    ...(facts.goal ? [`Your goal is ${quoted(facts.goal, 'goal')}: at ${money(perCustomer)} each, every ${money(spend.value)} more buys about ${formatNumber(Math.floor(spend.value / perCustomer))} more if the cost holds.`] : []),
  ];
  const change = [
    `If the cost per ${one} climbs as you spend more, keep adding only while it stays ${worth !== null ? `well under ${money(Math.round(worth / 3))} (about a third of what one is worth)` : 'where it is'}.`,
    'One month of figures is a small sample: check the next month before a big change.',
  ];
  const next = [
    ...(pays ? [`Raise ${possessive(channel)} budget in steps (for example ${money(spend.value)} to ${money(Math.round(spend.value * 1.5))}) and track the cost per ${one} each week.`] : [`Cut ${possessive(channel)} spend to what brought the cheapest ${paying.name} and review in a month.`]),
    ...(weakest ? [`Work on the ${weakest.from.name} to ${weakest.s.name} step: ${/call/.test(weakest.from.name) ? 'who takes the calls, how fast they follow up, and what they offer on the call' : 'the landing page and the offer people see after the click'}.`] : []),
    `Work the same sums again next month.`,
  ];
  const used = [...(price ? [price.source] : []), ...(facts.goal ? [profileSource(facts)] : [])];
  return {
    summary: call,
    deliverable: decisionMarkdown({ call, working, why, change, next, label: 'Answer', tail: [`*Figures from your request${price ? ` and ${price.source.title}` : ''}.*`] }, input.variant),
    notes: [...(lifetime ? [] : ['How long customers stay is not in your request: with it, what one is worth (and the answer) changes.'])],
    used: uniqueSources(used),
    steps: [{ tool: 'decision', summary: `payback of ${channel}: ${money(perCustomer)} per ${paying.name}${worth !== null ? ` against ${money(worth)}` : ''}` }],
    artifacts: [],
  };
}
