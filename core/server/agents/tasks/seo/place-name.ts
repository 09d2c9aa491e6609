import type { FactSheet } from '../../facts/fact-sheet.ts';

/** Capitalised words that follow 'in' without naming a place ('in English', 'in March', 'in Markdown'). */
const NOT_PLACES = /^(?:English|French|German|Spanish|Italian|Welsh|British|American|Markdown|Google|January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Spring|Summer|Autumn|Winter|Q[1-4]|I|A|An|The|Our|My|Your|This|That|These|Each|Every|One|Two|Three|H1|H2|H3|SEO|UK|US|EU|USA)$/;
const PLACE = /\b(?:in|near|around|across|serving|covering)\s+((?:[A-Z][\p{L}'’-]+)(?:\s+(?:upon|on|under|le|de|-)?\s*[A-Z][\p{L}'’-]+){0,2})/gu;

/** The first place a text names after 'in', 'near', 'around' ('local searches in Bristol' gives 'Bristol'); null when it names none. */
export function placeIn(text: string | null | undefined, skip: readonly (string | null | undefined)[] = []): string | null {
  if (!text) return null;
  const names = skip.filter((s): s is string => Boolean(s)).map((s) => s.toLowerCase());
  for (const m of text.matchAll(PLACE)) {
    const words = m[1]!.split(/\s+/);
    // 'in Stoke Running…' is no place name: only the words up to the first one that is not a name.
    while (words.length && NOT_PLACES.test(words[words.length - 1]!)) words.pop();
    if (!words.length || NOT_PLACES.test(words[0]!)) continue;
    const place = words.join(' ').replace(/['’]s$/, '');
    if (names.some((n) => n.includes(place.toLowerCase()))) continue;
    return place;
  }
  return null;
}

/**
 * Where the request's searches happen: the place it names, else (when it asks for local searches) the place the
 * profile says the business is in. Null when neither names one: local ideas are never pinned to a guessed town.
 */
export function searchPlace(request: string, facts: FactSheet): { place: string; fromRequest: boolean } | null {
  const asked = placeIn(request, [facts.company]);
  if (asked) return { place: asked, fromRequest: true };
  if (!/\blocal(?:ly)?\b|\bnear me\b|\bnearby\b/i.test(request)) return null;
  const own = placeIn(facts.description, [facts.company]) ?? placeIn(facts.product, [facts.company]) ?? placeIn(facts.audience, [facts.company]);
  return own ? { place: own, fromRequest: false } : null;
}
