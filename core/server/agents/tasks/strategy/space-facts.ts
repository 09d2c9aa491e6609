import type { Fact, FactSheet, FactSource } from '../../facts/fact-sheet.ts';
import { readFactSheet } from '../../facts/read-fact-sheet.ts';
import type { TaskInput } from '../agent-task.ts';

/**
 * The fact sheet the advice works from: the profile and the attached documents, completed by the knowledge-base
 * passages retrieval found for the request. A request that names a document loosely ("our price sheet") or not
 * at all ("is £16 the right price for the Care Plan?") still needs the prices, results and terms the space's
 * documents state; a kind of fact the sheet already holds is never replaced. A profile line that only describes
 * the product is not a customer result.
 */
export function spaceFacts(input: TaskInput): FactSheet {
  const { facts, passages } = input;
  const proof = facts.proof.filter((p) => !isProductLine(p.text, facts));
  const read = new Set(facts.sources.map((s) => s.title));
  const byTitle = new Map<string, string[]>();
  for (const p of passages) {
    if (read.has(p.title) || !p.text.trim()) continue;
    byTitle.set(p.title, [...(byTitle.get(p.title) ?? []), p.text.replace(/^\s*…|…\s*$/g, '')]);
  }
  if (!byTitle.size) return proof.length === facts.proof.length ? facts : { ...facts, proof };
  const found = readFactSheet({}, [...byTitle].map(([title, texts]) => ({ kind: 'document' as const, id: '', title, text: texts.join('\n\n') })));
  const cited = <T extends Fact>(list: T[]): T[] => list.map((f) => ({ ...f, source: sourceOf(f.source) }));
  const pick = <T extends Fact>(own: T[], more: T[]): T[] => (own.length ? own : cited(more));
  const merged: FactSheet = {
    ...facts,
    prices: pick(facts.prices, found.prices),
    proof: pick(proof, found.proof.filter((p) => !isProductLine(p.text, facts))),
    terms: pick(facts.terms, found.terms),
    integrations: pick(facts.integrations, found.integrations),
    features: pick(facts.features, found.features),
    links: facts.links,
  };
  const added = [...merged.prices, ...merged.proof, ...merged.terms, ...merged.integrations, ...merged.features].map((f) => f.source).filter((s) => !read.has(s.title));
  const seen = new Set<string>();
  merged.sources = [...facts.sources, ...added.filter((s) => (seen.has(s.title) ? false : (seen.add(s.title), true)))];
  return merged;
}

function sourceOf(source: FactSource): FactSource {
  return { title: source.title, kind: 'document', id: source.id || null };
}

/** The product line itself ('The Fresh Plan: meals delivered every two weeks') says what is sold, not what it achieved. */
function isProductLine(text: string, facts: FactSheet): boolean {
  const bare = (t: string) => t.toLowerCase().replace(/[^a-z0-9%£$€]+/g, ' ').trim();
  const own = bare(text);
  return [facts.product, facts.description].some((line) => Boolean(line) && bare(line!).includes(own));
}
