/**
 * Two determiners where a template's slot met a phrase that brought its own ('your the Calm Coat promise', 'the our
 * studio', 'a the'): one is kept, the possessive over the article, and the sentence's capital stays where it was.
 */
const POSSESSIVE = new Set(['your', 'our', 'their', 'my']);
const DOUBLED = /\b(your|our|their|my|the|a|an)\s+(the|your|our|their|my|a|an)\b(?=\s+[\p{L}\d£$€])/giu;

export function withDeterminersJoined(text: string): { text: string; joined: number } {
  let joined = 0;
  // ('The The Kiln House team': a business whose name opens with 'The', after a template's own.)
  const out = text.replace(DOUBLED, (_whole, first: string, second: string) => {
    const keep = POSSESSIVE.has(first.toLowerCase()) ? first : second;
    joined++;
    return /^[A-Z]/.test(first) ? keep.charAt(0).toUpperCase() + keep.slice(1).toLowerCase() : keep.toLowerCase();
  });
  return { text: out, joined };
}
