import type { Brief } from '../../brief/brief.ts';
import type { Fact, FactSheet } from '../../facts/fact-sheet.ts';

/** Where a reader goes next: the link the request gives, else a sign-up or trial page, a pricing page, any link, the website. */
export function nextStepLink(brief: Brief, facts: FactSheet): { url: string; fact: Fact | null; fromProfile: boolean } | null {
  if (brief.links[0]) return { url: brief.links[0], fact: null, fromProfile: false };
  const found = facts.links.flatMap((fact) => (fact.text.match(/https?:\/\/[^\s)<>\]"']+/g) ?? []).map((url) => ({ url: url.replace(/[.,;:]+$/, ''), fact })));
  const best = found.find((l) => /sign-?up|trial|start|register|demo/i.test(l.url)) ?? found.find((l) => /pric|plan/i.test(l.url)) ?? found[0];
  if (best) return { url: best.url, fact: best.fact, fromProfile: false };
  return facts.website ? { url: facts.website, fact: null, fromProfile: true } : null;
}
