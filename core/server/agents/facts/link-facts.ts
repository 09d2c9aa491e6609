import type { Fact, FactSource } from './fact-sheet.ts';

const URL = /\b(?:https?:\/\/|www\.)[^\s<>"')\]]+/gi;

/** The web addresses a text gives, each once, as written. */
export function linkFacts(text: string, source: FactSource): Fact[] {
  const links: string[] = [];
  for (const m of text.matchAll(URL)) {
    const link = m[0].replace(/[.,;:!?*_]+$/, '');
    if (!links.includes(link)) links.push(link);
  }
  return links.map((link) => ({ text: link, source }));
}
