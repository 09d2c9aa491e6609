import type { FactSheet } from '../../facts/fact-sheet.ts';

/** Everything a fact sheet states, as lines of text: what the copy's figures and offers may rest on. */
export function factTexts(facts: FactSheet): string[] {
  const lines = [facts.company, facts.product, facts.description, facts.industry, facts.website, facts.audience, facts.problems, facts.differentiator, facts.goal, facts.kpis, facts.budget, facts.tone, ...facts.competitors, ...facts.channels];
  const listed = [...facts.prices, ...facts.features, ...facts.integrations, ...facts.terms, ...facts.proof, ...facts.links, ...(facts.dates ?? [])].map((f) => f.text);
  return [...lines, ...listed, ...facts.proof.flatMap((p) => p.figures)].filter((l): l is string => Boolean(l?.trim()));
}
