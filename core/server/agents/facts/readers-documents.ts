import type { FactSheet, FactSource } from './fact-sheet.ts';
import { isPeopleWord } from '../brief/people-nouns.ts';

const singular = (word: string) => word.toLowerCase().replace(/ies$/, 'y').replace(/(?<=[a-z]{3})s$/, '');

/** The people a document's title says it is for ('guest-prices-and-terms.md' gives 'guest'), else none. */
function readersOfTitle(title: string): string[] {
  return title.split(/[^A-Za-z]+/).map(singular).filter((w) => w.length > 2 && isPeopleWord(w));
}

/**
 * A piece for one group of readers ('a notice to find new owners') is written from the documents for them, when the
 * space keeps separate documents for separate groups ('owner terms', 'guest prices and terms'): the other group's
 * prices, terms and reviews are not theirs. The profile's facts stay; documents named for no group stay.
 */
export function factsForReadersDocuments(sheet: FactSheet, readers: string | null): FactSheet {
  if (!readers) return sheet;
  const wanted = readers.split(/\s+/).map(singular).filter((w) => isPeopleWord(w));
  if (!wanted.length) return sheet;
  const docs = sheet.sources.filter((s) => s.kind !== 'profile');
  const named = docs.map((s) => ({ s, readers: readersOfTitle(s.title) })).filter((d) => d.readers.length);
  // Only when documents are split by readers: one for these readers and one for others.
  const ours = named.filter((d) => d.readers.some((r) => wanted.includes(r)));
  const theirs = named.filter((d) => !d.readers.some((r) => wanted.includes(r)));
  if (!ours.length || !theirs.length) return sheet;
  const excluded = new Set(theirs.map((d) => d.s.title));
  const keep = <T extends { source: FactSource }>(facts: readonly T[]) => facts.filter((f) => !excluded.has(f.source.title));
  return { ...sheet, prices: keep(sheet.prices), terms: keep(sheet.terms), proof: keep(sheet.proof), features: keep(sheet.features), links: keep(sheet.links), dates: sheet.dates ? keep(sheet.dates) : sheet.dates };
}
