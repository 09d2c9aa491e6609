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
