import type { FactSheet } from '../../facts/fact-sheet.ts';
import { pricesAbout } from '../../facts/prices-about.ts';

/** '£40 a month', '$12.50 each': an amount with the few words that say what it is for. */
const PRICE = /[£$€]\s?\d[\d,]*(?:\.\d{1,2})?(?![\d.,]*\s?(?:k|m|bn|million|billion)\b)(?:\s+(?:a|an|per|each|every)\s+[a-z]+)?/gi;
/** Words before an amount that make it a price: 'from just £40', 'costs £12', 'only £9'. */
const PRICE_CUE = /\b(?:from|just|only|costs?|priced at|price|for|at|now|pay|paying)\s*$/i;
/** An amount that is no price: a saving, earnings, a sum raised. */
const NOT_PRICE = /\b(?:sav(?:e|es|ed|ing|ings)|earn\w*|revenue|raised|worth|turnover|profit|budget|spent|spend)\b[^.]*$/i;

const bare = (amount: string) => amount.replace(/[£$€\s,]/g, '').replace(/\.00$/, '');

export interface UnlistedPrice {
  sentence: number;
  phrase: string;
  /** The list's prices, as the check names them. */
  listed: string;
  /** The price of the row the sentence names ('Frames from just £40' → the bespoke frame's £85), when one row fits. */
  fix: string | null;
}

/**
 * Each price in the text that no price of the space's list and no figure of its documents gives ('Frames from just
 * £40 a month' where the list says £85): one a reader would hold the business to. Nothing when the space states no
 * prices; a saving or a sum raised ('saves you €50k a year') is no price.
 */
export function unlistedPricesIn(sentences: readonly string[], facts: FactSheet, documents: readonly string[]): UnlistedPrice[] {
  const rows = facts.prices.filter((p) => !p.fee);
  if (!rows.length) return [];
  const known = new Set([...facts.prices.map((p) => bare(p.amount)), ...documents.flatMap((d) => d.match(/[£$€]\s?\d[\d,]*(?:\.\d{1,2})?/g) ?? []).map(bare)]);
  const listed = [...new Set(rows.map((p) => p.amount))].slice(0, 4).join(', ');
  const out: UnlistedPrice[] = [];
  sentences.forEach((sentence, i) => {
    for (const m of sentence.matchAll(PRICE)) {
      const before = sentence.slice(0, m.index);
      const unit = /\s+(?:a|an|per|each|every)\s+[a-z]+$/i.test(m[0]);
      if (known.has(bare(/^[£$€]\s?[\d,.]+/.exec(m[0])![0])) || NOT_PRICE.test(before) || !(unit || PRICE_CUE.test(before))) continue;
      const fits = pricesAbout(facts, sentence);
      // ('Memberships from just £40 a month' where four memberships are listed: 'from' is the lowest of them.)
      const value = (p: (typeof rows)[number]) => Number(bare(p.amount)) || Infinity;
      const row = fits.length === 1 ? fits[0]! : fits.length > 1 && /\bfrom\s+(?:just\s+|only\s+)?$/i.test(before) ? [...fits].sort((a, b) => value(a) - value(b))[0]! : null;
      const named = fits.length ? [...new Set(fits.map((p) => p.amount))].slice(0, 4).join(', ') : listed;
      out.push({ sentence: i + 1, phrase: m[0], listed: named, fix: row ? `${row.amount}${row.unit ? ` ${row.unit}` : ''}` : null });
    }
  });
  return out;
}
