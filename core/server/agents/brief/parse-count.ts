const WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, fifteen: 15, twenty: 20 };

/** A count as a request writes it: '6' or 'six' gives 6; anything else gives null. */
export function parseCount(word: string | null | undefined): number | null {
  if (!word) return null;
  const n = /^\d+$/.test(word) ? Number(word) : WORDS[word.toLowerCase()];
  return n && n > 0 ? n : null;
}
