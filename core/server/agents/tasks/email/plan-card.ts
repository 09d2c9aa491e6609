import type { PriceFact } from '../../facts/fact-sheet.ts';
import { lowerFirst, priceWithUnit } from '../../facts/fact-phrases.ts';
import { inner, listOf } from './copy-phrases.ts';
import { splitOutsideBrackets } from '../../tools/split-outside-brackets.ts';

/**
 * The plan or product the email is about, as its own price row says it: its name, what it costs and what it
 * includes, in pieces a sentence can carry ('£15 a month'; 'two standard services a year', 'free puncture
 * repairs'). The row as stored ('Everyday — Price: £15 a month; What's included: …') is never pasted into copy.
 */
export interface PlanCard {
  fact: PriceFact;
  /** The row's own name ('Everyday'). */
  name: string;
  /** What it costs, for the middle of a sentence ('£15 a month', '£12 a month per bike (5 bikes or more)'). */
  price: string;
  /** What it includes, one item each, lower-cased where ordinary ('two standard services a year'). */
  includes: string[];
  /** Whether the row lists what is included, or only describes it ('Bike stripped, cleaned and rebuilt'): a description is said as written. */
  listed: boolean;
  /** The row's description as written, for a row that describes rather than lists. */
  note: string | null;
  /** Whether it is paid again and again ('a month', 'per driver a month'): then a first-period offer has an 'after that'. */
  recurring: boolean;
}

/** The labels a price row's cells carry: what it costs, and what it includes or says besides. */
const PRICE_LABEL = /^(?:price|prices|cost|fee|fees|monthly|per month|amount)$/i;
const INCLUDES_LABEL = /^(?:what'?s included|what you get|includes?|included|features?|notes?|details?|description|covers?)$/i;

/** The price row whose name the topic holds ('Everyday' in 'the Acme Care Everyday plan'), the longest name first. */
export function planCardOf(topic: string | null, prices: readonly PriceFact[]): PlanCard | null {
  if (!topic) return null;
  // ('a Silver, Gold or E-bike service' is three services: no one row's price is the topic's.)
  if (/^(?:(?:an?|any|the|your|every)\s+)?[\w-]+(?:,\s*[\w-]+)+,?\s+(?:or|and)\s+[\w-]+/i.test(topic.trim())) return null;
  const lower = ` ${topic.toLowerCase().replace(/[^a-z0-9£$€%.-]+/g, ' ')} `;
  // A row's name up to its first comma or bracket ('New combi boiler, fitted' is the 'new combi boiler').
  const key = (plan: string) => ` ${plan.split(/[,(]/)[0]!.toLowerCase().replace(/[^a-z0-9£$€%.-]+/g, ' ').trim()} `;
  const named = prices
    .filter((p) => p.plan && p.plan.trim().length >= 3 && lower.includes(key(p.plan)))
    .sort((a, b) => b.plan!.length - a.plan!.length)[0];
  if (!named) return null;
  const card = cardOf(named);
  // 'Kitten: £16.50 a month. Puppy: £18.50 a month' under the plan's heading: the plan costs each, for whom it is for.
  const each = named.column ? prices.filter((p) => p.plan === named.plan && p.text === named.text && p.column) : [];
  return each.length > 1 ? { ...card, price: each.map((p) => `${priceWithUnit(p)} ${forWhom(p.column!)}`).join(', ') } : card;
}

/** 'Kitten' gives 'for a kitten'; 'Dog up to 20 kg' gives 'for a dog up to 20 kg'. */
export function forWhom(column: string): string {
  const said = lowerFirst(column);
  return `for ${/^[aeiou]/i.test(said) ? 'an' : 'a'} ${said}`;
}

/** A price fact read into its pieces. */
export function cardOf(fact: PriceFact): PlanCard {
  // The fact sheet's own parts when it read them: its unit as written, its inclusions and its details.
  if (fact.includes !== undefined || fact.details !== undefined || fact.unit !== undefined) {
    const names = fact.plan ? [fact.plan] : [];
    // An inclusion that still lists several at once ('windows cleaned every week, gutters cleared twice a year') is parted.
    const includes = (fact.includes ?? []).flatMap((i) => itemsOf(i)).map((i) => lowerFirst(i.trim().replace(/[.]+$/, ''), names)).filter(Boolean);
    const details = (fact.details ?? []).map((d) => d.trim().replace(/[.]+$/, '')).filter(Boolean);
    const price = priceWithUnit(fact);
    const recurring = fact.billing ? fact.billing === 'recurring' : /\b(?:a|per|each|every)\s+(?:month|year|week|quarter)\b|\//i.test(price);
    return { fact, name: fact.plan ?? '', price, includes, listed: includes.length > 0, note: details.length ? details.map((d) => lowerFirst(d, names)).join('; ') : null, recurring };
  }
  const cells = cellsOf(fact.text);
  const priceCell = cells.find((c) => PRICE_LABEL.test(c.label))?.value ?? null;
  const price = priceCell ? priceCell.replace(/[.]+$/, '') : `${fact.amount}${fact.per ? ` a ${fact.per}` : ''}`;
  const cell = cells.find((c) => INCLUDES_LABEL.test(c.label)) ?? null;
  const listed = Boolean(cell && !/^(?:notes?|details?|description)$/i.test(cell.label));
  const recurring = Boolean(fact.per) || /\b(?:a|per|each|every)\s+(?:month|year|week|quarter)\b|\/\s?(?:mo|month|yr|year|week)\b/i.test(price);
  return { fact, name: fact.plan ?? '', price, includes: cell ? itemsOf(cell.value) : [], listed, note: cell ? inner(cell.value) : null, recurring };
}

/** 'Everyday — Price: £15 a month; What's included: …' gives its labelled cells; a line without labels gives none. */
function cellsOf(text: string): { label: string; value: string }[] {
  const body = text.replace(/^[^—–:]{1,60}\s[—–]\s/, '');
  return body
    .split(/;\s+(?=[A-Z][\w' ]{1,30}:\s)/)
    .map((part) => /^([A-Z][\w' ]{1,30}):\s+(.+)$/.exec(part.trim()))
    .filter((m): m is RegExpExecArray => Boolean(m))
    .map((m) => ({ label: m[1]!.trim(), value: m[2]!.trim() }));
}

/** 'Two standard services a year, free puncture repairs, 15% off parts' gives its items; brackets stay whole. */
function itemsOf(value: string): string[] {
  // With semicolons at the top level, they part the items; commas inside them are part of one ('stripped, cleaned and rebuilt').
  const topSemicolon = value.replace(/\([^)]*\)/g, '').includes(';');
  const out = splitOutsideBrackets(value, (t, i) => (t[i] === ';' || (t[i] === ',' && !topSemicolon)) && !/\d/.test(t[i + 1] ?? ''))
    .map((piece) => piece.trim().replace(/^(?:and|plus)\s+/i, '').replace(/[.]+$/, ''))
    .filter(Boolean);
  // 'Everything in Everyday, plus a quarterly on-site check': 'plus' starts an item of its own.
  return out.flatMap((p) => p.split(/,?\s+plus\s+/i)).map((p) => inner(p)).filter(Boolean);
}

/** 'two standard services a year, free puncture repairs and 15% off parts'. */
export function includesText(card: PlanCard, max = card.includes.length): string {
  return listOf(card.includes.slice(0, max));
}

