import type { Fact, FactSheet } from '../../facts/fact-sheet.ts';
import { readFactSheet } from '../../facts/read-fact-sheet.ts';

/** A passage cut by retrieval starts or ends mid-sentence ('…for a small dog'): those fragments are no statements. */
function wholeSentences(text: string): string {
  let out = text;
  if (/^\s*…/.test(out)) {
    const end = /[.!?]["”)]?[ \t]|\n/.exec(out);
    out = end ? out.slice(end.index + end[0].length) : '';
  }
  if (/…\s*$/.test(out)) {
    const ends = [...out.matchAll(/[.!?]["”)]?(?=[ \t])|\n/g)];
    const last = ends.at(-1);
    out = last ? out.slice(0, last.index + last[0].length) : '';
  }
  return out.trim();
}

/**
 * The fact sheet with the facts of the knowledge-base passages retrieval found for the request, when their
 * documents were not read whole: a request that names no document still writes from the space's prices, terms
 * and customer results. Only whole lines of a passage count, so no fact is read from half a sentence.
 */
export function withRetrievedFacts(facts: FactSheet, passages: readonly { title: string; text: string }[]): FactSheet {
  const read = new Set(facts.sources.map((s) => s.title));
  const fresh = passages.filter((p) => !read.has(p.title)).map((p, i) => ({ kind: 'document' as const, id: `passage-${i}`, title: p.title, text: wholeSentences(p.text) }));
  if (!fresh.length) return facts;
  const found = readFactSheet({}, fresh);
  // The sources are named by title, as retrieval names them: the citation chips find the passages by it.
  const bySource = <T extends Fact>(list: T[]): T[] => list.map((f) => ({ ...f, source: { ...f.source, id: null } }));
  const merge = <T extends Fact>(mine: T[], theirs: T[]): T[] => [...mine, ...bySource(theirs)].filter((f, i, all) => all.findIndex((o) => o.text === f.text) === i);
  return {
    ...facts,
    prices: merge(facts.prices, found.prices),
    features: merge(facts.features, found.features),
    integrations: merge(facts.integrations, found.integrations),
    terms: merge(facts.terms, found.terms),
    proof: merge(facts.proof, found.proof),
    links: merge(facts.links, found.links),
    sources: [...facts.sources, ...found.sources.filter((s) => s.kind !== 'profile').map((s) => ({ ...s, id: null }))],
  };
}
