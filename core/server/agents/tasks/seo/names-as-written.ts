import type { FactSheet } from '../../facts/fact-sheet.ts';
import { escapeRegExp } from '../../../../domain/escape-reg-exp.ts';

/**
 * A phrase read from a request in lower case ('chainline care plans') with the space's proper names as the facts
 * write them ('Chainline Care plans'): the company, the product and the plans' names, longest first.
 */
export function namesAsWritten(text: string, facts: FactSheet): string {
  const names = new Set<string>();
  const add = (name: string | null | undefined) => {
    if (name && /[A-Z]/.test(name)) names.add(name.trim());
  };
  add(facts.company);
  for (const p of facts.prices) add(p.plan);
  // Runs of capitalised words in the product line and the price sections ('Chainline Care', 'Pane Plan').
  for (const source of [facts.product, facts.description, ...facts.prices.map((p) => p.section)]) {
    const text = source ?? '';
    for (const m of text.matchAll(/\b[A-Z][\w&'-]*(?:\s+[A-Z][\w&'-]*)*/g)) {
      // A capital that only opens a sentence ('We service…', 'The plans…') is no name.
      const opens = m.index === 0 || /[.!?:]\s*$/.test(text.slice(0, m.index));
      const words = m[0].split(/\s+/).filter((w, i) => !(i === 0 && opens && /^(the|a|an|we|our|you|your|it|its|this|every|each|all)$/i.test(w)));
      if (words.length >= 2 || (words.length === 1 && !opens)) add(words.join(' '));
    }
  }
  let out = text;
  for (const name of [...names].sort((a, b) => b.length - a.length)) {
    out = out.replace(new RegExp(`(?<![\\w-])${escapeRegExp(name)}(?![\\w-])`, 'gi'), (m) => (m === m.toLowerCase() ? name : m));
  }
  return out;
}
