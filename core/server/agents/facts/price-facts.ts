import nlp from 'compromise';
import type { FactSource, PriceFact } from './fact-sheet.ts';
import type { DocumentItem } from './document-items.ts';
import { isProof } from './proof-facts.ts';

// An amount written with its currency: '$49', '£12.50', '€1,200', 'USD 49', '49 dollars'.
const AMOUNT = /(?:(?<![\w.£$€])\d{1,3}(?:\.\d)?p(?![\w-])|\b\d{1,3}\s?(?:pence|cents)\b|(?<![\w.])\d{1,3}¢|[$£€¥]\s?\d(?:[\d,]*\d)?(?:\.\d{1,2})?(?:\s?k\b)?|\b(?:USD|GBP|EUR|CAD|AUD)\s?\d(?:[\d,]*\d)?(?:\.\d{1,2})?|\b\d(?:[\d,]*\d)?(?:\.\d{1,2})?\s?(?:dollars|pounds|euros|USD|GBP|EUR)\b)/g;
const HAS_AMOUNT = new RegExp(AMOUNT.source);
const PER: [RegExp, string][] = [
  [/^(?:month|mo|mth|monthly)$/i, 'month'],
  [/^(?:year|yr|annum|annual|annually|yearly)$/i, 'year'],
  [/^(?:week|wk|weekly)$/i, 'week'],
  [/^(?:quarter|quarterly)$/i, 'quarter'],
  [/^(?:day|daily)$/i, 'day'],
];
// What a price is for after 'per' or '/': a period, or a unit ('per user', 'a loaf').
const PER_AFTER = /^\s*(?:\/\s*([a-z][a-z-]*)|\s+(?:per|a|an)\s+([a-z][a-z-]*)|\s+(each|every)\b)/i;
const PER_WORDS = /\b(monthly|per month|a month|annually|per year|a year|yearly|one-off|one off|one-time|one time|lifetime|weekly|per week)\b/i;
const PLAN_NAMED = /\b((?:[A-Z][\w+&-]*\s){0,2}[A-Z][\w+&-]*)\s+(?:plan|tier|package|bundle|box|subscription|membership|edition|option)\b/;
// Words that lead into a price without naming what it is for ('From $79 a month').
const PRICE_WORDS = /^(from|only|just|now|starting|starts|starting at|was|at|for|price|prices|plans?|pricing|costs?|fee|fees|total|all)$/i;
const PLAN_HEADERS = /^(plan|plans|tier|package|name|product|option|edition|subscription|membership|box|bundle|service)$/i;
// Sums that are not prices: what customers saved or earned.
const NOT_A_PRICE = /\b(sav(?:e|ed|es|ing|ings)|earn(?:ed|s)?|revenue|raised|recovered|worth of|lost|losing|cost (?:them|us|practices|owners)|back in)\b/i;

/** 'usually £48', 'was £60', 'RRP £30': the price before a discount, not what it costs now. */
function wasPrice(text: string, amount: string): boolean {
  return new RegExp(`\\b(?:usually|normally|was|were|rrp|instead of|full price|regular price|reg\\.?)\\s*:?\\s*${amount.replace(/[.*+?^${}()|[\]\\$]/g, '\\$&')}`, 'i').test(text);
}

/** Amounts as written in a text. */
export function amountsIn(text: string): string[] {
  const found = [...text.matchAll(AMOUNT)].map((m) => m[0].trim());
  if (found.length || !/\b(dollars?|pounds?|euros?|quid|bucks)\b/i.test(text)) return found;
  // Amounts written in words ('twelve dollars') the parser reads as money.
  return (nlp(text).money().out('array') as string[]).map((m) => m.replace(/[.,;:!?]+$/, '')).filter((m) => /\d/.test(m));
}

function perOf(text: string, amount: string, header = ''): string | null {
  const at = text.indexOf(amount);
  const after = at >= 0 ? PER_AFTER.exec(text.slice(at + amount.length)) : null;
  if (after) {
    const unit = (after[1] ?? after[2] ?? 'each').toLowerCase();
    return PER.find(([p]) => p.test(unit))?.[1] ?? unit;
  }
  const words = PER_WORDS.exec(`${text} ${header}`)?.[1]?.toLowerCase();
  if (!words) return null;
  if (/month/.test(words)) return 'month';
  if (/year|annual/.test(words)) return 'year';
  if (/week/.test(words)) return 'week';
  return 'one-off';
}

function planOf(text: string): string | null {
  const lead = /^([^:–—|]{2,40}?)\s*(?::|–|—|\s-\s)\s*/.exec(text);
  if (lead && !HAS_AMOUNT.test(lead[1]!) && lead[1]!.split(/\s+/).length <= 4) return lead[1]!.trim();
  const named = PLAN_NAMED.exec(text);
  if (named && !/^(The|Our|Each|Every|A|An|This)$/.test(named[1]!)) return named[1]!.replace(/^(?:The|Our)\s+/, '');
  // 'Sourdough loaf £3.20 each': a price list's line names the item before its price.
  const item = /^([A-Z][^$£€\d:]{1,40}?)\s+(?:[$£€]|\b(?:USD|GBP|EUR)\b)/.exec(text)?.[1];
  if (item && item.split(/\s+/).length <= 5 && !PRICE_WORDS.test(item.trim()) && !nlp(item).has('(#PresentTense|#Infinitive|#Modal|#Copula|#Auxiliary)')) return item.trim();
  return null;
}

/**
 * The prices and plans of a document's statements: each amount with its plan (a table's plan column, the words
 * before a colon, 'the Pro plan') and what it is per. A table row keeps its other columns in the fact's text.
 */
export function priceFacts(items: readonly DocumentItem[], source: FactSource): PriceFact[] {
  const facts: PriceFact[] = [];
  for (const item of items) {
    if (isProof(item) || NOT_A_PRICE.test(item.text)) continue;
    if (item.cells) {
      const priced = item.cells.filter((c) => amountsIn(c.value).length);
      if (!priced.length) continue;
      const planCell = item.cells.find((c) => PLAN_HEADERS.test(c.header)) ?? item.cells.find((c) => !amountsIn(c.value).length);
      const plan = planCell?.value ?? null;
      const others = item.cells.filter((c) => c !== planCell);
      const text = `${plan ? `${plan} — ` : ''}${others.map((c) => (c.header ? `${c.header}: ${c.value}` : c.value)).join('; ')}`;
      for (const cell of priced) {
        for (const amount of amountsIn(cell.value)) {
          if (wasPrice(cell.value, amount)) continue;
          facts.push({ text, source, plan, amount, per: perOf(cell.value, amount, cell.header) });
        }
      }
      continue;
    }
    const amounts = amountsIn(item.text);
    if (!amounts.length) continue;
    const plan = planOf(item.text);
    for (const amount of amounts) {
      if (wasPrice(item.text, amount)) continue;
      // 'free on orders over £60' is a threshold, not a price.
      if (new RegExp(`\\b(?:over|above|under|below|minimum(?: order)?|min\\.?|at least|up to|worth)\\s+${amount.replace(/[.*+?^${}()|[\]\\$]/g, '\\$&')}`, 'i').test(item.text)) continue;
      facts.push({ text: item.text.replace(/[.;]+$/, ''), source, plan, amount, per: perOf(item.text, amount) });
    }
  }
  return facts;
}
