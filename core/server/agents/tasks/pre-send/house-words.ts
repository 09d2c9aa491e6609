import { escapeRegExp } from '../../../../domain/escape-reg-exp.ts';

/**
 * The words the voice says to write instead of others ('say "clients", never "customers"'), in every agent's own
 * text: advice and tables as much as copy, hashtags included. A text under review (a voice check quoting the
 * user's draft) keeps its words: the check names them instead.
 */
export function withHouseWords(text: string, swaps: Readonly<Record<string, string>> | undefined): { text: string; swapped: string[] } {
  const swapped: string[] = [];
  let out = text;
  for (const [from, to] of Object.entries(swaps ?? {})) {
    // 'customers' → 'clients' and 'customer' → 'client': the pair's singulars when both are plural.
    const plural = /s$/i.test(from) && /s$/i.test(to);
    const forms: [string, string][] = plural ? [[from, to], [from.slice(0, -1), to.slice(0, -1)]] : [[from, to], [`${from}s`, `${to}s`]];
    for (const [a, b] of forms) {
      const before = out;
      out = out.replace(new RegExp(`(?<![\\p{L}-])${escapeRegExp(a)}(?![\\p{L}-])`, 'giu'), (m) => caseOf(m, b));
      // '#ReturningCustomers' → '#ReturningClients'.
      out = out.replace(new RegExp(`(#[\\p{L}\\p{N}]*?)${escapeRegExp(capital(a))}(?=[\\p{Lu}\\p{N}]|\\b)`, 'gu'), (_m, head: string) => `${head}${capital(b)}`);
      if (out !== before && !swapped.includes(from)) swapped.push(from);
    }
  }
  return { text: out, swapped };
}
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The replacement in the case of the word it replaces: 'Customers' gives 'Clients', 'CUSTOMERS' gives 'CLIENTS'. */
function caseOf(word: string, replacement: string): string {
  if (word === word.toUpperCase() && word.length > 1) return replacement.toUpperCase();
  if (/^\p{Lu}/u.test(word)) return capital(replacement);
  return replacement.toLowerCase() === replacement ? replacement : replacement.toLowerCase();
}
