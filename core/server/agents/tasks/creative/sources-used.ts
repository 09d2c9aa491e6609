import type { Fact, FactSheet, FactSource } from '../../facts/fact-sheet.ts';

const PROFILE: FactSource = { title: 'Space profile', kind: 'profile', id: null };

const words = (text: string) => text.toLowerCase().match(/[a-z0-9$£€%][a-z0-9$£€%.'-]*/g) ?? [];

/** Whether the copy carries a fact: its opening words (or, for a figure, the figure) appear in it. */
function carries(copy: string, text: string, take = 3): boolean {
  const key = words(text).slice(0, take).join(' ');
  return key.length >= 4 && copy.includes(key);
}

/**
 * The sources the finished copy actually stands on, read from the copy itself (a fact cut to fit a limit is
 * not cited): each fact whose words or figures survive, with the profile when a profile answer does.
 */
export function sourcesUsed(deliverable: string, facts: FactSheet): FactSource[] {
  const copy = words(deliverable).join(' ');
  const used: FactSource[] = [];
  const add = (source: FactSource) => {
    if (!used.some((u) => u.kind === source.kind && u.id === source.id && u.title === source.title)) used.push(source);
  };
  const profileSource = facts.sources.find((s) => s.kind === 'profile') ?? PROFILE;
  const profileAnswers = [facts.company, facts.product, facts.differentiator, facts.problems, facts.audience].filter((a): a is string => Boolean(a));
  if (profileAnswers.some((a) => carries(copy, a.replace(/^(a|an|the)\s+/i, ''), a === facts.company ? 1 : 3))) add(profileSource);
  const plain: Fact[] = [...facts.features, ...facts.integrations, ...facts.terms, ...facts.links];
  for (const fact of plain) if (carries(copy, fact.text)) add(fact.source);
  for (const price of facts.prices) if (deliverable.includes(price.amount)) add(price.source);
  for (const proof of facts.proof) if (proof.figures.length ? deliverable.includes(proof.figures[0]!) : carries(copy, proof.text)) add(proof.source);
  return used;
}
