import type { FactSheet, PriceFact } from './fact-sheet.ts';

/** A text's words of four letters or more, singular: what a price row and a line or a topic are compared by. */
export function priceWords(text: string): Set<string> {
  return new Set((text.toLowerCase().match(/[a-z]{4,}/g) ?? []).map((w) => w.replace(/s$/, '')));
}

/**
 * The prices (no fees) whose name or row shares a word with a text ('the conservation glass upgrade', 'Memberships
 * from just £40'): what that text is about, as the price list has it.
 */
export function pricesAbout(facts: FactSheet, text: string): PriceFact[] {
  const wanted = priceWords(text);
  return facts.prices.filter((p) => !p.fee && [...priceWords(`${p.plan ?? ''} ${p.text}`)].some((w) => wanted.has(w)));
}
