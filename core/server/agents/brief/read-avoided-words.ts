/**
 * Words the request itself bans ('please don't use the word "just" anywhere', 'headlines that can't use "clean"',
 * 'avoid the word bespoke'): added to the voice's banned words for this answer, so the copy and its stock lines
 * ('Just reply to this email') keep to them as they keep to the saved voice.
 */
const QUOTED = /\b(?:don'?t|do not|never|avoid|avoiding|without|can'?t|cannot|mustn'?t|must not|no)\b[^.!?"“‘]{0,40}?["“‘']([A-Za-z][\w' -]{0,28}?)["”’']/gi;
const BARE = /\b(?:don'?t|do not|never|avoid|without)\s+(?:use|using|say|saying|the)?\s*(?:the\s+)?words?\s+([A-Za-z][\w'-]{1,24})\b/gi;
/** What a quotation after a ban names that is no word to ban ('don't say "we're the best"' is a claim, and stays the voice's). */
const TOO_LONG = 3;

export function avoidedWordsIn(request: string): string[] {
  const found: string[] = [];
  for (const m of request.matchAll(QUOTED)) {
    // The ban must be about words: 'use', 'say', 'word' or 'mention' between the negation and the quotation.
    if (!/\b(?:use|using|say|saying|word|words|mention|mentioning|include|including)\b/i.test(m[0])) continue;
    const word = m[1]!.trim().toLowerCase();
    if (word.split(/\s+/).length <= TOO_LONG) found.push(word);
  }
  for (const m of request.matchAll(BARE)) found.push(m[1]!.toLowerCase());
  return [...new Set(found)];
}
