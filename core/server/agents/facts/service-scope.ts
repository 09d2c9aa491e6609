import type { FactSheet } from './fact-sheet.ts';

const WORDS = (text: string) => (text.toLowerCase().match(/[a-z]{4,}/g) ?? []).filter((w) => !/^(?:our|your|service|services|prices?|with|from|about|this|that|email|post|page)$/.test(w)).map((w) => w.slice(0, 6));

/**
 * The fact sheet for a piece about one line of a business that sells several ('an email about our apostille
 * service', when the price list has sections for loan signings, apostilles and online notarization): the
 * features under the other lines' headings are left out, so the copy never sells one service with
 * another's promises (a two-hour scan-back is the loan signings', not the apostilles'). Facts under no such
 * heading, and pieces about the business as a whole, keep everything.
 */
export function factsForService(sheet: FactSheet, topic: string | null): FactSheet {
  if (!topic) return sheet;
  // The lines of business: the headings prices sit under.
  const lines = [...new Set(sheet.prices.map((p) => p.section?.trim()).filter((s): s is string => Boolean(s)))];
  if (lines.length < 2) return sheet;
  const asked = new Set(WORDS(topic));
  const matched = lines.filter((l) => WORDS(l).some((w) => asked.has(w)));
  if (matched.length !== 1) return sheet;
  const own = matched[0]!;
  const others = new Set(lines.filter((l) => l !== own));
  const keep = <T extends { section?: string | null }>(facts: readonly T[]) => facts.filter((f) => !f.section || !others.has(f.section.trim()));
  // (Prices stay: copy that names another line's price says which it is, and a price list on a page needs them all.)
  return { ...sheet, features: keep(sheet.features) };
}
