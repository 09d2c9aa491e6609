/** Small pieces of English prose every agent's copy uses. */

/** 'a', 'a and b', 'a, b and c' (or 'or'). */
export function listOf(items: readonly string[], conjunction = 'and'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];

/** A count in words for prose ('three plans', 'Five headlines' once capitalised), digits past twelve. */
export function countWord(n: number): string {
  return NUMBER_WORDS[n] ?? String(n);
}

/**
 * 'a' or 'an' by the next word's sound, not its letter: 'an Acme plan', 'a unit', 'an hour', 'an SEO audit'
 * (letters read by name), 'a URL', 'an 8-week course'.
 */
export function indefinite(next: string): 'a' | 'an' {
  const word = next.trim().replace(/^[^A-Za-z0-9]+/, '').split(/[\s-]/)[0] ?? '';
  if (!word) return 'a';
  // Read as letters: 'an SEO', 'an FAQ', 'a B2B', 'an MOT'.
  if (/^[A-Z][A-Z0-9&]{1,5}s?$/.test(word) && !/^(?:[A-Z][a-z]|NATO|UNESCO|OPEC)/.test(word)) return /^[AEFHILMNORSX]/.test(word) ? 'an' : 'a';
  if (/^\d/.test(word)) return /^(8|11|18)(?!\d)|^8\d*|^(11|18)\d{3}$/.test(word.replace(/[,.]/g, '')) ? 'an' : 'a';
  const lower = word.toLowerCase();
  if (/^(hour|honest|honou?r|heir)/.test(lower)) return 'an';
  if (/^(uni|use|usu|ure|uti|eu|ewe|one|once|uk$|ubiq|ufo)/.test(lower)) return 'a';
  return /^[aeiou]/.test(lower) ? 'an' : 'a';
}

/** The phrase with 'a' or 'an' before it: 'an Acme', 'a welcome email'. */
export function withIndefinite(phrase: string): string {
  // 'our Instagram bio', 'the spring menu' already have their determiner.
  if (/^(?:our|your|my|their|his|her|its|the|this|that|these|those)\s/i.test(phrase.trim())) return phrase;
  // A count or plural pieces take none: '3 SMS messages', 'LinkedIn posts', never 'a 3 SMS messages' or 'a posts'.
  if (/^(?:\d+|two|three|four|five|six|seven|eight|nine|ten|several|some|many)\s/i.test(phrase.trim()) || /^(?:\S+\s)?(?:posts|emails|ads|captions|headlines|messages|texts|pages|lines|ideas|slides|reels|stories|videos|tweets|articles|flyers|leaflets|banners|scripts|templates)$/i.test(phrase.trim())) return phrase;
  return `${indefinite(phrase)} ${phrase}`;
}
