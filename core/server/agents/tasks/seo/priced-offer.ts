import { isPluralName } from '../../facts/fact-phrases.ts';
import type { PriceFact } from '../../facts/fact-sheet.ts';
import { asSentence, inSentence, listOf } from './fact-phrases.ts';
import { lowerFirst, priceWithUnit } from '../../facts/fact-phrases.ts';
import { priceDetail, priceInProse } from './plan-facts.ts';

/**
 * A price fact read as what a buyer gets: a recurring plan or a one-off service, its price as prose reads it and
 * what it includes, so an answer says 'Everyday costs £15 a month and includes two standard services a year…'
 * instead of pasting the table row ('Everyday — Price: £15 a month; What's included: …').
 */
export interface PricedOffer {
  fact: PriceFact;
  name: string | null;
  /** '£15 a month', '£520 a term', '£25', 'from £2.10 a day'. */
  price: string;
  /** The price cell in full when it says more than one amount ('from £2.10 a day for a small dog (under 10 kg), £3.40 a day for a medium dog…'); else `price`. */
  fullPrice: string;
  /** Billed every month, term or year (a plan, course or membership), not once. */
  recurring: boolean;
  /** The items of a 'What's included' cell, each as it reads mid-sentence. */
  includes: string[];
  /** Any other cell ('Notes: Done while you wait'), as it reads mid-sentence. */
  note: string | null;
}

const CELL = /;\s*(?=[A-Z][\w'’ ]{0,24}:\s)/;
const PRICE_LABEL = /^(price|fee|fees|cost|rate|amount)s?\b/i;
const INCLUDES_LABEL = /includ|what you get|what's in|what is in|in the box|features|you get/i;

/** A table row's cells ('Price: £15 a month', "What's included: …") as label and value, after the name. */
function cellsOf(p: PriceFact): { label: string; value: string }[] | null {
  const [, rest] = p.text.split(/\s+[—–]\s+/, 2) as [string, string | undefined];
  if (!rest || !/^[A-Z][\w'’ ]{0,24}:\s/.test(rest)) return null;
  return rest.split(CELL).map((cell) => {
    const at = cell.indexOf(':');
    return { label: cell.slice(0, at).trim(), value: cell.slice(at + 1).trim().replace(/[.;]+$/, '') };
  });
}

/** The price with any qualifier its cell adds ('£12 a month per bike (5 bikes or more)' keeps 'per bike'). */
function priceOf(p: PriceFact, cell: string | null): string {
  const base = priceInProse(p);
  if (!cell) return base;
  const extra = cell.replace(p.amount, '').replace(/\s*\([^)]*\)/g, '').replace(/^\s*(?:a|per|\/)\s*(?:month|year|term|week|day)\b/i, '').trim();
  return /^per\s+\w+$/i.test(extra) ? `${base} ${extra}` : base;
}

export function pricedOffer(p: PriceFact): PricedOffer {
  // The fact sheet reads a row into its parts (billing, unit, what it includes): those are used as read.
  if (p.billing || p.includes || p.details) {
    const names = p.plan ? [p.plan] : [];
    const includes = (p.includes ?? []).map((x) => lowerFirst(x.trim().replace(/[.;]+$/, ''), names)).filter((x) => x && !/^one[- ]off$/i.test(x));
    const details = (p.details ?? []).map((x) => lowerFirst(x.trim().replace(/[.;]+$/, ''), names)).filter(Boolean);
    const recurring = p.billing ? p.billing === 'recurring' : Boolean(p.per) && !/one[- ]?off|once|one[- ]time/i.test(p.per ?? '');
    // Prose reads '$19 a month' where a table wrote '$19/month'. The price keeps its conditions as read ('for 1 user',
    // '(minimum £40 a month, excluding VAT)'): a price without them misstates it.
    const prose = (t: string) => t.replace(/\s*\/\s*(month|year|week|day|term)\b/i, (_, u: string) => ` a ${u.toLowerCase()}`);
    const full = prose(priceWithUnit(p, true));
    return { fact: p, name: p.plan, price: full, fullPrice: full, recurring, includes, note: details.length ? details.join('; ') : null };
  }
  const per = p.per?.toLowerCase() ?? '';
  const recurring = Boolean(per) && !/one[- ]?off|once|one[- ]time/.test(per);
  const cells = cellsOf(p);
  if (!cells) {
    const detail = priceDetail(p);
    return { fact: p, name: p.plan, price: priceInProse(p), fullPrice: priceInProse(p), recurring, includes: [], note: detail ? inSentence(detail) : null };
  }
  const priceLabel = cells.find((c) => PRICE_LABEL.test(c.label)) ?? null;
  const priceCell = priceLabel?.value ?? null;
  // A unit in the column's label ('Price per agent per month: €19') belongs to the price: dropping it would misstate it.
  const labelUnit = priceLabel ? priceLabel.label.replace(PRICE_LABEL, '').trim().replace(/^\(|\)$/g, '') : '';
  const includesCell = cells.find((c) => INCLUDES_LABEL.test(c.label))?.value ?? null;
  const other = cells.filter((c) => !PRICE_LABEL.test(c.label) && !INCLUDES_LABEL.test(c.label)).map((c) => c.value).filter(Boolean);
  // 'one-off' in a list of what is included says how it is billed, not what it includes.
  const oneOff = /(?:^|,\s*)one[- ]off\b/i.test(includesCell ?? '');
  const includes = includesCell ? includesCell.split(/\s*,\s*(?![^(]*\))/).map((x) => inSentence(x.replace(/^(?:and|plus)\s+/i, ''))).filter((x) => x && !/^one[- ]off$/i.test(x)) : [];
  // A price cell that starts 'From' or holds several amounts (by size, by term) is stated whole, never cut to its first amount.
  const from = /^\s*(?:from|starting at)\b/i.test(priceCell ?? '') ? 'from ' : '';
  const amounts = (priceCell ?? '').match(/[£$€]\s?\d/g)?.length ?? 0;
  const fullPrice = priceCell && (amounts > 1 || /\(/.test(priceCell)) ? inSentence(priceCell.replace(/^\s*from\b/i, 'from')) : null;
  const price = labelUnit && /^(per|a|an|each|\/)\b/i.test(labelUnit) && !priceCell?.includes(labelUnit) ? `${p.amount} ${labelUnit}` : priceOf(p, priceCell);
  return { fact: p, name: p.plan, price: `${from}${price}`, fullPrice: fullPrice ?? `${from}${price}`, recurring: !oneOff && (recurring || /\b(month|year|week|term)\b/i.test(labelUnit)), includes, note: other.length ? inSentence(other.join('; ')) : null };
}

/** One or two sentences on one offer: its price, then what it includes or its note. */
export function offerSentence(o: PricedOffer, variant = 0): string {
  const name = o.name ?? 'It';
  const what = o.includes.length ? listOf(o.includes) : o.note;
  if (variant % 2 === 1 && what && o.fullPrice === o.price) return asSentence(`For ${o.price}, ${o.name ?? 'it'} ${o.includes.length ? 'gives you' : 'is'} ${what.replace(/;\s*/g, ', ')}`);
  // ('… and get 10% off every frame': what the buyer gets goes on in the same sentence, said to the reader.)
  if (!o.includes.length && what && /^and\s+(?:get|receive|enjoy|save)\b/i.test(what)) return `${name} ${isPluralName(name) ? 'cost' : 'costs'} ${o.fullPrice}, and you ${what.replace(/^and\s+/i, '').replace(/[.]+$/, '')}.`;
  return `${name} ${isPluralName(name) ? 'cost' : 'costs'} ${o.fullPrice}.${what ? ` ${o.includes.length ? `It includes ${what}` : asSentence(what).replace(/\.$/, '')}.` : ''}`;
}

/** The plans when the facts have both plans and one-off services; else every priced offer. */
export function plansOf(prices: readonly PriceFact[]): PricedOffer[] {
  const offers = prices.map(pricedOffer);
  const plans = offers.filter((o) => o.recurring && !o.fact.fee);
  if (plans.length) return plans;
  // A fee (an admin fee, a test fee paid to someone else) is no option a buyer picks: it is said with the services.
  const sold = offers.filter((o) => !o.fact.fee);
  return sold.length ? sold : offers;
}

/** The one-off services beside the plans (a workshop's repairs beside its monthly plans). */
export function servicesOf(prices: readonly PriceFact[]): PricedOffer[] {
  const offers = prices.map(pricedOffer);
  if (offers.some((o) => o.recurring && !o.fact.fee)) return offers.filter((o) => !o.recurring || o.fact.fee);
  // No plans: the options are what is sold, and the fees stand beside them.
  return offers.some((o) => !o.fact.fee) ? offers.filter((o) => o.fact.fee) : [];
}
