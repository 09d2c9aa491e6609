import type { FactSource, PriceFact } from '../../facts/fact-sheet.ts';
import type { TaskInput, TaskOutput } from '../agent-task.ts';
import { asksCritique } from '../../brief/asks-critique.ts';
import { profileSource, quoted, uniqueSources } from './advice-sources.ts';
import { mentionsIn } from './channel-lexicon.ts';
import { formatMoney, moneyIn } from './money.ts';

const MONTH_DAYS: Record<string, number> = { january: 31, february: 28, march: 31, april: 30, may: 31, june: 30, july: 31, august: 31, september: 30, october: 31, november: 30, december: 31 };

/** What the plan given in the request spends, and over how long: '£15 a day' for 'the whole of May' is £15 × 31. */
interface Spend {
  text: string;
  value: number;
  each: number;
  times: number;
  unit: string;
  channel: string | null;
}

/**
 * A critique of a plan the request sets out in its own words ('£2 off per night for the whole of May, pushed with
 * Facebook ads at £15 a day, plus 2 emails to the list. Does it hang together?'): its sums worked out, what it must
 * bring back to pay for itself, and where it has holes, from the request's figures and the space's facts.
 */
export function planCritique(input: TaskInput): TaskOutput | null {
  const { brief, facts } = input;
  if (!asksCritique(brief.request) || brief.pasted) return null;
  const plan = brief.request.replace(/^[^:]*:\s*/, '');
  const month = /\b(january|february|march|april|may|june|july|august|september|october|november|december)\b/i.exec(plan)?.[1]?.toLowerCase() ?? null;
  const days = month ? MONTH_DAYS[month]! : 30;
  const period = month ? `${month.charAt(0).toUpperCase()}${month.slice(1)}` : 'a month';
  const spends: Spend[] = [];
  let discount: { value: number; unit: string; currency: string } | null = null;
  for (const m of moneyIn(plan)) {
    const after = plan.slice(m.index + m.text.length, m.index + m.text.length + 40);
    const off = /^\s*off\s+(?:per|a|each|every)\s+(\w+)/i.exec(after) ?? /^\s*off\b/i.exec(after);
    if (off) {
      discount = { value: m.value, unit: (off[1] ?? 'sale').toLowerCase(), currency: m.currency };
      continue;
    }
    const per = /^\s*(?:a|per|each|every)\s+(day|week|month)\b/i.exec(after)?.[1]?.toLowerCase();
    const times = per === 'day' ? days : per === 'week' ? Math.round((days / 7) * 10) / 10 : 1;
    const around = plan.slice(Math.max(0, m.index - 40), m.index + m.text.length + 20);
    spends.push({ text: m.text, value: m.value * times, each: m.value, times, unit: per ?? 'once', channel: mentionsIn(around)[0]?.kind.name ?? null });
  }
  if (!spends.length && !discount) return null;
  const currency = spends[0] ? moneyIn(spends[0].text)[0]!.currency : discount!.currency;
  const money = (v: number) => formatMoney(v, currency, Number.isInteger(v) ? 0 : 2);
  const used: FactSource[] = [];
  // The price the discount comes off: a row priced by the same unit ('a night'), else the lowest one-off price.
  const priced = facts.prices.filter((p) => !p.fee && moneyIn(p.amount).length);
  const unitRow = discount ? priced.find((p) => new RegExp(`\\b(?:a|per)\\s+${discount!.unit}\\b`, 'i').test(p.text)) : undefined;
  const base: PriceFact | undefined = unitRow ?? [...priced].sort((a, b) => moneyIn(a.amount)[0]!.value - moneyIn(b.amount)[0]!.value)[0];
  const baseValue = base ? moneyIn(base.amount)[0]!.value : null;
  if (base) used.push(base.source);
  const unit = discount?.unit ?? 'sale';
  const net = baseValue !== null ? baseValue - (discount?.value ?? 0) : null;
  const paid = spends.reduce((n, s) => n + s.value, 0);
  const sums: string[] = [];
  for (const s of spends) sums.push(s.unit === 'day' || s.unit === 'week' ? `${s.channel ?? 'Spend'}: ${money(s.each)} × ${s.times} ${s.unit}s = **${money(s.value)}** in ${period}.` : `${s.channel ?? 'Spend'}: **${money(s.value)}**${s.unit === 'month' ? ' a month' : ''}.`);
  if (discount && base && net !== null) sums.push(`Each ${unit} at the offer: ${base.amount} (${base.plan ?? 'your lowest price'}) − ${money(discount.value)} = ${money(net)}.`);
  const needed = net && paid ? Math.ceil(paid / net) : null;
  if (needed) sums.push(`To pay back ${money(paid)} of spend: ${money(paid)} ÷ ${money(net!)} = **${needed} extra ${unit}s** booked because of it.`);
  if (discount) sums.push(`The discount also goes to every ${unit} that would have been booked anyway: ${money(discount.value)} × [${unit}s you booked in ${period} last year] is money given away.`);
  const holes: string[] = [];
  // The profile's budget for the same channel ('£350 on Meta ads'): spend over it is a hole.
  for (const s of spends) {
    if (!s.channel || !facts.budget) continue;
    const line = facts.budget.split(/,|;|\band\b/).find((part) => mentionsIn(part).some((k) => k.kind.name === s.channel));
    // ('£600 a month: about £350 on Meta ads': the sum just before the channel's name is its own.)
    const at = line ? mentionsIn(line).find((k) => k.kind.name === s.channel)!.at : 0;
    const budget = line ? moneyIn(line).filter((m) => m.index < at).at(-1) : undefined;
    if (budget && s.value > budget.value) {
      holes.push(`${s.channel} at ${money(s.value)} is over the ${money(budget.value)} a month your profile budgets for it, by ${money(s.value - budget.value)}.`);
      used.push(profileSource(facts));
    }
  }
  if (discount) holes.push(`${money(discount.value)} off every ${unit} rewards people who would have come anyway: limit it (to new bookings, to the dates you need to fill, or by a code) so it buys extra ${unit}s, not the ones you had.`);
  holes.push(`Nothing in it says how you will know it worked: give each channel its own code or link, and count ${unit}s from each.`);
  const channels = mentionsIn(plan).map((k) => k.kind.name);
  const best = facts.bestChannel ? mentionsIn(facts.bestChannel).map((k) => k.kind.name) : [];
  const listFirst = channels.find((c) => best.includes(c));
  if (listFirst) {
    holes.push(`Lead with ${listFirst}: your profile says it brings your best customers, and it costs next to nothing, so it goes out first and the ads fill what it leaves.`);
    used.push(profileSource(facts));
  }
  const goal = facts.goal ? `Your goal is ${quoted(facts.goal, 'goal')}: count what the plan adds to that.` : null;
  const verdict = needed
    ? `It hangs together only if it brings at least ${needed} extra ${unit}s in ${period}; as written it also gives the discount to everyone who would have booked anyway, so limit the discount and measure each channel.`
    : `It is not yet a plan you can judge: it gives no price to set the spend against. Add what one ${unit} brings in, and measure each channel.`;
  return {
    summary: verdict,
    deliverable: [`**Verdict:** ${verdict}`, '', '## The sums', ...sums.map((s, i) => `${i + 1}. ${s}`), '', '## The holes', ...holes.map((h) => `- ${h}`), ...(goal ? ['', goal] : [])].join('\n'),
    notes: ['Every figure here is from your request, your price list or arithmetic on them; last year\'s bookings for the same dates are a blank to fill.'],
    used: uniqueSources(used),
    steps: [{ tool: 'plan_review', summary: `critique of the plan given: ${money(paid)} of spend, ${discount ? `${money(discount.value)} off each ${unit}` : 'no discount'}` }],
    artifacts: [],
  };
}
