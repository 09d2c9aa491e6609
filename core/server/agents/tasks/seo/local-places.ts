import { mentionsIn } from '../strategy/channel-lexicon.ts';

const AFTER = /\b(?:in|across|around|round|near|throughout|covering|serving|based in)\s+(?:the\s+(?=[A-Z]))?((?:[A-Z][\w'’-]+)(?:\s+[A-Z][\w'’-]+)*(?:\s*(?:,|and|&)\s*(?:the\s+)?(?:[A-Z][\w'’-]+)(?:\s+[A-Z][\w'’-]+)*)*)/g;
const NOT_PLACES = /^(?:January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Q[1-4]|English|British|UK|US|EU)$/;

/** Place names written after 'in', 'across', 'serving' ('pick-ups across Nottingham, Beeston, West Bridgford and Arnold'), in order. */
export function placesIn(text: string, company: string | null): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(AFTER)) {
    for (const raw of m[1]!.split(/\s*(?:,|\band\b|&)\s*/)) {
      const place = raw.replace(/^the\s+/i, '').replace(/['’]s$/, '').trim();
      if (!place || NOT_PLACES.test(place) || mentionsIn(place).length || (company && company.toLowerCase().includes(place.toLowerCase()))) continue;
      if (!found.some((f) => f.toLowerCase() === place.toLowerCase())) found.push(place);
    }
  }
  return found;
}

/**
 * Where local searches are made, when the request asks for local ones ('in Nottingham and the suburbs we cover',
 * 'near me', 'local'): the places the request names, then those the profile names, at most four.
 */
export function localPlaces(request: string, profileTexts: readonly (string | null)[], company: string | null): string[] {
  const asked = placesIn(request, company);
  if (!asked.length && !/\b(?:local|near me|nearby|suburbs?|areas? we cover|neighbourhoods?|neighborhoods?)\b/i.test(request)) return [];
  const profile = profileTexts.flatMap((t) => (t ? placesIn(t, company) : []));
  // 'the suburbs we cover': the profile's places come too.
  const wide = /\b(?:suburbs?|areas?|towns?|places|neighbourhoods?|neighborhoods?)\b/i.test(request) || !asked.length;
  // Every place the request names; the profile's add up to four in all.
  return [...new Set([...asked, ...(wide ? profile : [])])].slice(0, Math.max(4, asked.length));
}
