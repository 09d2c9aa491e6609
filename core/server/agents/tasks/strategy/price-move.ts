import type { TaskInput, TaskOutput } from '../agent-task.ts';
import { uniqueSources } from './advice-sources.ts';
import { decisionMarkdown } from './decision-answer.ts';
import { formatMoney, moneyIn, type MoneyMention } from './money.ts';

/**
 * 'Clue HQ charges £20 a player and Breakout £25. We charge £22. Should we drop to £20?': a move of the business's
 * own price, weighed on the request's figures. A cut must win back the revenue it gives away in extra volume
 * (own ÷ new − 1 more sales to stand still); a rise may lose that share of sales before revenue falls. Where the
 * competitors' prices put each price is said; matching the cheapest wins no price edge, only margin lost.
 */
const MOVE = /\b(?:drop|cut|lower|reduce|bring down|raise|increase|put up|go up|go down|move|change|switch)\s+(?:our\s+|the\s+)?(?:price\s+|prices\s+|it\s+|rate\s+)?to\s+([$£€]\s?\d+(?:\.\d+)?)/i;
const OWN = /\bwe(?:'re| are)?\s+(?:currently\s+|now\s+)?(?:charge|charging|cost|costing|sell at|selling at|price at|are at|at)\s+([$£€]\s?\d+(?:\.\d+)?)/i;

/** A share as a percentage to one decimal place ('22.2%'). */
const pct = (v: number) => `${Math.round(v * 1000) / 10}%`;

interface Rival {
  name: string;
  money: MoneyMention;
}

/** 'Clue HQ charges £20 a player and Breakout £25': each name with the sum said after it. */
function rivalsIn(request: string, own: MoneyMention, proposed: MoneyMention): Rival[] {
  const out: Rival[] = [];
  for (const m of moneyIn(request)) {
    if (m.index === own.index || m.index === proposed.index) continue;
    const before = request.slice(Math.max(0, m.index - 60), m.index);
    const named = /(?:^|[.,;:]\s*|\band\s+|\bwhile\s+|\bbut\s+)((?:[A-Z][\w&'’-]*)(?:\s+[A-Z][\w&'’-]*){0,3})\s*(?:charges?|costs?|asks?|is|are|sells? at|prices? at|at)?\s*(?:about\s+|around\s+)?$/.exec(before);
    if (named && !/^(?:We|Our|Us|I|It|Should|Would|Could|Can|The)$/.test(named[1]!.split(/\s+/)[0]!)) out.push({ name: named[1]!.trim(), money: m });
  }
  return out;
}

export function priceMoveAnswer(input: TaskInput): TaskOutput | null {
  const { brief, facts } = input;
  const request = brief.request;
  const move = MOVE.exec(request);
  const ownSaid = OWN.exec(request);
  if (!move || !ownSaid) return null;
  const all = moneyIn(request);
  const proposed = all.find((m) => m.index === move.index + move[0].indexOf(move[1]!)) ?? moneyIn(move[1]!)[0];
  const own = all.find((m) => m.index === ownSaid.index + ownSaid[0].indexOf(ownSaid[1]!)) ?? moneyIn(ownSaid[1]!)[0];
  if (!proposed || !own || proposed.value === own.value || proposed.value <= 0) return null;
  const rivals = rivalsIn(request, own, proposed);
  const money = (v: number) => formatMoney(v, own.currency, 'auto');
  const cut = proposed.value < own.value;
  const unit = /\b(?:a|per|each)\s+(player|person|head|guest|ticket|session|class|visit|month|hour|lesson|night|seat)\b/i.exec(request)?.[1]?.toLowerCase() ?? null;
  const per = unit ? ` a ${unit}` : '';
  const sales = unit && /player|person|head|guest|ticket|seat/.test(unit) ? `${unit === 'person' ? 'people' : `${unit}s`}` : 'sales';
  const change = Math.abs(own.value - proposed.value);
  // To stand still: a cut needs own ÷ new − 1 more sales; a rise may lose 1 − own ÷ new of them.
  const needed = cut ? own.value / proposed.value - 1 : 1 - own.value / proposed.value;
  const working = [
    `- The move: ${money(own.value)} → ${money(proposed.value)}${per}, ${money(change)} ${cut ? 'less' : 'more'} on every sale (${money(change)} ÷ ${money(own.value)} = ${pct(change / own.value)})`,
    cut
      ? `- To take the same money: ${money(own.value)} ÷ ${money(proposed.value)} = ${(own.value / proposed.value).toFixed(2)}, so **${pct(needed)} more ${sales}** just to stand still`
      : `- Room to lose: 1 − ${money(own.value)} ÷ ${money(proposed.value)} = **${pct(needed)} fewer ${sales}** before the rise takes less money`,
    ...rivals.map((r) => `- ${r.name}: ${money(r.money.value)}${per} (${r.money.value < own.value ? `${money(own.value - r.money.value)} below` : r.money.value > own.value ? `${money(r.money.value - own.value)} above` : 'the same as'} your ${money(own.value)})`),
  ];
  const cheapest = rivals.length ? rivals.reduce((a, b) => (b.money.value < a.money.value ? b : a)) : null;
  const dearest = rivals.length ? rivals.reduce((a, b) => (b.money.value > a.money.value ? b : a)) : null;
  const between = cheapest && dearest && cheapest.money.value < own.value && dearest.money.value > own.value;
  const why: string[] = [];
  if (between) why.push(`At ${money(own.value)} you sit between ${cheapest!.name} (${money(cheapest!.money.value)}) and ${dearest!.name} (${money(dearest!.money.value)}): not the cheapest, not the dearest.`);
  if (cut && cheapest && proposed.value <= cheapest.money.value) why.push(`At ${money(proposed.value)} you only match ${cheapest.name}${proposed.value < cheapest.money.value ? ' and undercut it' : ''}: a price they can answer the same week, so the edge may not last, while the ${money(change)}${per} you give up is gone for good.`);
  if (facts.differentiator) why.push(`What you sell on is "${facts.differentiator}": that is the reason to pay ${money(own.value)}, and it is what to say louder before cutting the price.`);
  if (cut) why.push(`A cut pays only if it brings ${pct(needed)} more ${sales} than you would have had anyway; without a count of ${sales} lost on price, that is a guess.`);
  else why.push(`A rise pays as long as fewer than ${pct(needed)} of ${sales} walk away; most regulars do not, if what they get is clear.`);
  const offerSection = facts.terms.find((t) => /\b(?:deal|offer|off|for the price of|discount|free)\b/i.test(t.text));
  // ('Weekday deal: Monday to Thursday …' is named by its label.)
  const offerName = offerSection ? (/^([^:]{3,40}):/.exec(offerSection.text)?.[1] ?? offerSection.text.replace(/[.:]+$/, '')) : null;
  const call = cut
    ? `Hold at ${money(own.value)} for now: dropping to ${money(proposed.value)} needs ${pct(needed)} more ${sales} just to take the same money${cheapest ? `, and only matches ${cheapest.name}` : ''}. Test it where you need volume first${offerName ? ` (your "${offerName}" already does that)` : ''}, not across the board.`
    : `Test ${money(proposed.value)}${per}: you can lose up to ${pct(needed)} of ${sales} before it takes less money${dearest && proposed.value <= dearest.money.value ? `, and you would still be at or below ${dearest.name} (${money(dearest.money.value)})` : ''}.`;
  const changeIf = cut
    ? [`If you can count lost enquiries that went to ${cheapest?.name ?? 'a cheaper rival'} on price, and they come to more than ${pct(needed)} of your ${sales}, the cut pays: make it.`, `If the slots you want to fill are the quiet ones, a price for those slots only keeps ${money(own.value)} where you are already full.`]
    : [`If ${sales} fall by more than ${pct(needed)} in the first four weeks, go back to ${money(own.value)}.`];
  const next = cut
    ? [`For four weeks, ask every enquiry that does not book why; count the ones that say price.`, `Run ${money(proposed.value)} on your quietest slots only for those four weeks, and compare ${sales} there with the same weeks before.`, `Decide at the end: the cut goes wider only if those slots grew by more than ${pct(needed)}.`]
    : [`Put ${money(proposed.value)} on new bookings only, from a set date; keep existing ones at ${money(own.value)}.`, `Count ${sales} each week against the same weeks before.`, `Keep it if the drop stays under ${pct(needed)}.`];
  return {
    summary: call.split(/(?<=[.:])\s+(?=[A-Z])/)[0]!.replace(/:$/, '.'),
    deliverable: decisionMarkdown({ call, working, why, change: changeIf, next, tail: ['*Figures from your request.*'] }, input.variant),
    notes: [],
    used: uniqueSources(offerSection ? [offerSection.source] : []),
    steps: [{ tool: 'decision', summary: `${money(own.value)} → ${money(proposed.value)}: ${pct(needed)} ${cut ? 'more' : 'fewer'} ${sales} to stand still` }],
    artifacts: [],
  };
}

/** 'Gower Paddle Co just launched a £45 tour', 'Bay Adventures cut its tour to £40': a rival's new price. */
const RIVAL_MOVE = /\b((?:[A-Z][\w&'’-]*)(?:\s+[A-Z][\w&'’-]*){0,3})\s+(?:has\s+|have\s+|just\s+)*(?:launched|launches|opened|started|introduced|brought out|dropped|cut|lowered|reduced|now charges?|is now charging|are now charging|is charging|charges?|priced|is offering|offers?)\s+(?:(?:its|their|the|a|an)\s+)?(?:([a-z][\w-]*(?:\s+[a-z][\w-]*){0,2})\s+)?(?:to|at|for)?\s*(?:a\s+|an\s+)?([$£€]\s?\d+(?:\.\d+)?)(?:\s+([a-z][\w-]*(?:\s+[a-z][\w-]*)?))?/;

/**
 * A rival's new price and 'what should we do?': set against the business's own price for the same kind of thing
 * (the price list's row that shares its noun), with what matching it would cost in volume, and the call to hold
 * and show the difference unless lost bookings say otherwise.
 */
export function rivalMoveAnswer(input: TaskInput): TaskOutput | null {
  const { brief, facts } = input;
  const request = brief.request;
  if (!/\?/.test(request) || MOVE.test(request)) return null;
  const m = RIVAL_MOVE.exec(request);
  if (!m || /^(?:We|Our|I|It|They|The|This|That|Should|What)$/.test(m[1]!.split(/\s+/)[0]!)) return null;
  const rival = m[1]!.trim();
  const theirs = moneyIn(m[3]!)[0];
  if (!theirs) return null;
  const thing = (m[4] ?? m[2] ?? '').replace(/^(?:new|own|cheaper|budget)\s+/i, '').trim();
  const head = thing.split(/\s+/).at(-1)?.replace(/s$/, '').toLowerCase() ?? '';
  // Our row for the same kind of thing ('tour' finds 'Harbour Discovery tour £55 per person'); the cheapest when several.
  const rows = facts.prices.filter((p) => p.plan && head && new RegExp(`\\b${head}s?\\b`, 'i').test(p.plan)).map((p) => ({ p, money: moneyIn(p.amount)[0] })).filter((x): x is { p: typeof x.p; money: MoneyMention } => Boolean(x.money && x.money.currency === theirs.currency));
  // (A row of the price list before the profile's summary 'Tours from £55'.)
  const ours = rows.sort((a, b) => Number(a.p.source.kind === 'profile') - Number(b.p.source.kind === 'profile') || a.money.value - b.money.value)[0];
  if (!ours) return null;
  const money = (v: number) => formatMoney(v, theirs.currency, 'auto');
  const gap = ours.money.value - theirs.value;
  const per = ours.p.per && !/one[- ]?off|once/i.test(ours.p.per) ? ` per ${ours.p.per.replace(/^per\s+/, '')}` : '';
  const working = [
    `- ${ours.p.plan}: ${money(ours.money.value)}${per}; ${rival}: ${money(theirs.value)}`,
    gap > 0 ? `- The gap: ${money(ours.money.value)} − ${money(theirs.value)} = ${money(gap)} (${pct(gap / ours.money.value)} of your price)` : `- You are already ${money(-gap)} below them`,
    ...(gap > 0 ? [`- To match them and take the same money: ${money(ours.money.value)} ÷ ${money(theirs.value)} = ${(ours.money.value / theirs.value).toFixed(2)}, so **${pct(ours.money.value / theirs.value - 1)} more bookings** just to stand still`] : []),
  ];
  const why = [
    ...(facts.differentiator ? [`What you sell on is "${facts.differentiator}": a reason to pay ${money(ours.money.value)} that a cheaper ${thing || 'offer'} does not take away. Say it where people compare.`] : []),
    `A new rival price takes some price-led buyers, not your regulars; matching it cuts ${money(Math.max(gap, 0))} from every booking you would have had anyway.`,
  ];
  const cheaper = facts.prices.filter((p) => p !== ours.p && p.plan && !p.fee && moneyIn(p.amount)[0] && moneyIn(p.amount)[0]!.currency === theirs.currency && moneyIn(p.amount)[0]!.value <= theirs.value + 5).map((p) => `${p.plan} (${p.amount})`);
  const call = gap > 0
    ? `Don't match ${rival}'s ${money(theirs.value)} yet: keep ${ours.p.plan} at ${money(ours.money.value)}, say what the ${money(gap)} buys, and watch your bookings for four weeks.${cheaper.length ? ` For price-led buyers you already have ${cheaper.slice(0, 2).join(' and ')}.` : ''}`
    : `Nothing to change: ${ours.p.plan} at ${money(ours.money.value)} is already at or below ${rival}'s ${money(theirs.value)}. Say so where people compare.`;
  const change = gap > 0
    ? [`If your bookings for ${ours.p.plan} fall by more than ${pct(ours.money.value / theirs.value - 1)} against the same weeks last year, the gap is costing more than a cut would: test a lower price on your quietest slots.`, `If enquiries that do not book say price and name ${rival}, answer on value first (what is included, who leads it), then on price.`]
    : [];
  const next = gap > 0
    ? [`Write down this month's bookings for ${ours.p.plan} as the baseline.`, `Put what the ${money(gap)} buys on the booking page and in your ads, in one line.`, `Ask every enquiry that does not book why, for four weeks, and count the ones that say price.`]
    : [`Put your price next to what is included on the booking page.`];
  return {
    summary: call.split(/(?<=[.:])\s+(?=[A-Z])/)[0]!.replace(/:$/, '.'),
    deliverable: decisionMarkdown({ call, working, why, change, next, tail: ['*Figures from your request and price list.*'] }, input.variant),
    notes: [],
    used: uniqueSources([ours.p.source]),
    steps: [{ tool: 'decision', summary: `${rival} ${money(theirs.value)} against ${ours.p.plan} ${money(ours.money.value)}` }],
    artifacts: [],
  };
}
