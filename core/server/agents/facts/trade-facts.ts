import type { FactSheet } from './fact-sheet.ts';

/** Terms only a trade buyer deals in: wholesale prices, minimum orders, invoice terms, stockists and their reorders. */
const TRADE_ONLY = /\b(?:wholesale|trade (?:prices?|accounts?|customers?|terms|discounts?|buyers?)|stockists?|resellers?|RRP|invoice terms|(?:30|60|90)-day (?:invoice|payment) terms|net[- ]?(?:30|60|90)|payment terms|minimum orders?|MOQ|re-?orders?|re-?ordering|distributors?)\b/i;
/** Readers who buy for a shop or a business: the copy is for them, and the trade terms are what they need. */
const TRADE_READERS = /\b(?:wholesale|trade|stockists?|retailers?|resellers?|distributors?|(?:gift |farm |independent |local )?shops?\b(?! (?:customers|visitors))|stores|boutiques|buyers|B2B|businesses|accounts|cafés?|cafes|delis|hotels|pubs|restaurants|salons)\b/i;

/**
 * The fact sheet as customers may be told it: for a piece written to shoppers, the wholesale price, the minimum
 * order, the invoice terms and the stockists' reorders are left out (a part of the profile's line that gives them
 * too). They are the trade's terms, and copy to shoppers that quotes them reads as the wrong letter sent.
 * A piece for trade readers, or one that asks about the trade, keeps them all.
 */
export function factsForReaders(sheet: FactSheet, readers: string | null, request: string): FactSheet {
  if (writesToTrade(readers, request)) return sheet;
  const keep = <T extends { text: string }>(facts: readonly T[]) => facts.filter((f) => !TRADE_ONLY.test(f.text));
  return {
    ...sheet,
    product: withoutTradeParts(sheet.product),
    prices: keep(sheet.prices),
    terms: keep(sheet.terms),
    proof: keep(sheet.proof),
    features: keep(sheet.features),
  };
}

/** 'Candles £18 each, diffusers £24, wholesale at half price with a £120 minimum order': the parts shoppers may read. */
function withoutTradeParts(line: string | null): string | null {
  if (!line || !TRADE_ONLY.test(line)) return line;
  const parts = line.split(/,\s+(?:and\s+)?|;\s+/);
  const kept = parts.filter((p) => !TRADE_ONLY.test(p));
  if (!kept.length || kept.length === parts.length) return line;
  return kept.join(', ').replace(/,\s+([^,]+)$/, kept.length > 2 ? ', $1' : ' and $1');
}

/** Whether the piece is for trade buyers: its readers buy for a shop or a business, or the request speaks of the trade. */
export function writesToTrade(readers: string | null, request: string): boolean {
  return TRADE_READERS.test(readers ?? '') || /\b(?:wholesale|trade|stockists?|retailers?|resellers?)\b/i.test(request);
}

/** The facts that give the trade's own terms ('Wholesale: half price, £120 minimum order, 30-day invoice terms'). */
export function tradeTerms(sheet: FactSheet): { text: string; source: FactSheet['terms'][number]['source'] }[] {
  const all = [...sheet.prices, ...sheet.terms].filter((f) => TRADE_ONLY.test(f.text) && !/\b(?:re-?orders?|re-?ordering|stockists?)\b/i.test(f.text));
  return all.filter((f, i) => all.findIndex((o) => o.text === f.text) === i);
}
