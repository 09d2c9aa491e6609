import type { CopyMaterial } from './copy-material.ts';
import { hashtagOf } from './copy-text.ts';
import { has, parseEnglish } from '../../brief/english-words.ts';

function endsOnNoun(phrase: string): boolean {
  const last = parseEnglish(phrase).words.at(-1);
  return Boolean(last && has(last, 'Noun') && !has(last, 'Gerund', 'Pronoun'));
}

const NUMBER = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** 'No hashtags in the captions, give me 5 hashtags separately': the count of a list of their own, or null. */
export function hashtagsApart(request: string): number | null {
  if (!/\bno hashtags? in (?:the |any )?(?:captions?|posts?|copy|text)\b|\bhashtags?\b[^.]{0,30}\b(?:separately|on their own|as a separate list|in a separate list|underneath|below (?:the|each))\b|\bseparate (?:list of )?hashtags?\b/i.test(request)) return null;
  const n = /\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\s+(?:[a-z]+\s+)?hashtags?\b/i.exec(request)?.[1];
  return n ? (Number(n) || (['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'].indexOf(n.toLowerCase()) + 1)) : 5;
}

/** The hashtags a request asks for ('no more than 2 hashtags', 'with three hashtags each'): a number is a ceiling. */
export function hashtagsAsked(request: string): number | null {
  // Asked as a list of their own, none go in the posts.
  if (hashtagsApart(request) !== null) return 0;
  const found = /\b(\d{1,2}|zero|one|two|three|four|five|six|seven|eight|nine|ten)\s+(?:[a-z]+\s+)?hashtags?\b/i.exec(request);
  if (found) return /^\d/.test(found[1]!) ? Number(found[1]) : NUMBER.indexOf(found[1]!.toLowerCase());
  return /\bno hashtags?\b|\bwithout hashtags?\b/i.test(request) ? 0 : null;
}

/**
 * Up to `count` hashtags from the facts (brand, what is sold, the industry, the audience); none is made up.
 * The brand's leads; the others turn with `at`, so the posts of a set (and a regenerate) do not all end on
 * the same line.
 */
export function hashtagsFor(m: CopyMaterial, count: number, at = 0): string[] {
  if (count <= 0) return [];
  const productHead = m.productShort?.split(/\s+(?:for|that|with|to)\s+/)[0] ?? null;
  const industry = m.industry?.split(/\s*[,/&]\s*|\s+and\s+/)[0] ?? null;
  const subject = m.subject?.replace(/^(new|latest|upcoming|next)\s+/i, '') ?? null;
  // 'weekend van hire' also tags as what it is of ('#VanHire'), the way people search for it.
  const tail = subject && subject.split(/\s+/).length >= 3 ? subject.split(/\s+/).slice(-2).join(' ') : null;
  const candidates = [m.knownBrand ? m.brand : null, subject, tail, productHead, industry, m.audienceShort, ...m.features.map((f) => f.split(/\s+/).slice(0, 2)).filter((w) => !/^(?:is|are|was|were|has|have|can|will|get|gets|includes?)$/i.test(w[1] ?? '') && !/^(?:every|each|all|the|a|an|our|your|one|no|any|some)$/i.test(w[0] ?? '')).map((w) => w.join(' '))];
  const tags: string[] = [];
  for (const [i, c] of candidates.entries()) {
    // A tag names a thing: a phrase cut before its noun ('adults looking') makes no tag; the brand is a name as it is.
    // A word for anyone ('#Adults', '#Customers') names nobody a searcher follows.
    // What the request is about (i 1 and 2) is a noun phrase by how the brief read it, whatever the tagger makes of 'hire'.
    const tag = c && !/^(?:adults?|people|persons?|customers?|clients?|users?|everyone|individuals?|consumers?|businesses|buyers?)$/i.test(c.trim()) && (i <= 2 || endsOnNoun(c)) ? hashtagOf(c) : null;
    // '#SharedInbox' after '#SharedInboxSoftware' says the same thing twice.
    if (tag && !tags.some((t) => t.toLowerCase().startsWith(tag.toLowerCase()) || tag.toLowerCase().startsWith(t.toLowerCase()))) tags.push(tag);
  }
  if (tags.length <= count) return tags;
  const [first, ...rest] = tags;
  const k = at % rest.length;
  return [first!, ...rest.slice(k), ...rest.slice(0, k)].slice(0, count);
}
