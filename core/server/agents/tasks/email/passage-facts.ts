import type { Fact, FactSheet, FactSource } from '../../facts/fact-sheet.ts';
import { readFactSheet } from '../../facts/read-fact-sheet.ts';
import { documentItems, forCustomers, inCustomerStory, type DocumentItem } from '../../facts/document-items.ts';
import type { ReferencedSource } from '../../offline/request-material.ts';

/** One statement of the space's documents, as written, with where it is from: what an email can quote when no fact kind holds it. */
export interface Statement {
  text: string;
  /** The heading it sits under ('Delivery', 'Biscuit, a 7-year-old cocker spaniel from Cardiff'). */
  section: string;
  source: FactSource;
  /** Said of one customer in a case study ('Contract: £420 a month for the 14 bikes'): theirs, not what is sold. */
  story?: boolean;
}

/**
 * The fact sheet with what retrieval found in the space's documents for this request: a request that names no
 * document ("mention the price when booked with a service") still stands on the price list it meant. Passages
 * are excerpts, so their cut first and last lines are left out; documents read whole come first, and a passage
 * of a document already read adds nothing.
 */
export function factsWithPassages(facts: FactSheet, passages: readonly { title: string; text: string }[], referenced: readonly ReferencedSource[]): FactSheet {
  const read = new Set(referenced.map((r) => r.title));
  const extra = passagesAsDocuments(passages).filter((p) => !read.has(p.title));
  if (!extra.length) return facts;
  const found = readFactSheet({}, extra);
  // A passage's document has no id here: it is cited by its title, as retrieval found it.
  const cite = <T extends Fact>(f: T): T => ({ ...f, source: { ...f.source, id: null } });
  const add = <T extends Fact>(mine: readonly T[], more: readonly T[]) => [...mine, ...more.map(cite).filter((f) => !mine.some((m) => m.text.toLowerCase() === f.text.toLowerCase()))];
  return {
    ...facts,
    prices: add(facts.prices, found.prices),
    features: add(facts.features, found.features),
    integrations: add(facts.integrations, found.integrations),
    terms: add(facts.terms, found.terms),
    proof: add(facts.proof, found.proof),
    links: add(facts.links, found.links),
    sources: [...facts.sources, ...found.sources.filter((s) => s.kind !== 'profile' && !facts.sources.some((f) => f.title === s.title)).map((s) => ({ ...s, id: null }))],
  };
}

/** Every statement of the documents read whole and of the passages found, each once, documents first. */
export function statementsOf(referenced: readonly ReferencedSource[], passages: readonly { title: string; text: string }[]): Statement[] {
  const read = new Set(referenced.map((r) => r.title));
  const docs: { source: FactSource; text: string }[] = [
    ...referenced.map((r) => ({ source: { title: r.title, kind: r.kind, id: r.id } as FactSource, text: r.text })),
    ...passagesAsDocuments(passages).filter((p) => !read.has(p.title)).map((p) => ({ source: { title: p.title, kind: 'document' as const, id: null }, text: p.text })),
  ];
  const seen = new Set<string>();
  const out: Statement[] = [];
  for (const doc of docs) {
    for (const item of documentItems(doc.text).filter(forCustomers)) {
      const text = statementText(item);
      const key = text.toLowerCase();
      if (!text || seen.has(key)) continue;
      seen.add(key);
      out.push({ text, section: item.section, source: doc.source, ...(inCustomerStory(item) ? { story: true } : {}) });
    }
  }
  return out;
}

/** A table row reads as its cells joined ('Taster Box: 14 days of fresh meals, one-off: £24'), a quotation as quoted; other items as written. */
function statementText(item: DocumentItem): string {
  if (item.kind === 'row' && item.cells?.length) return item.cells.map((c) => c.value).filter(Boolean).join(': ');
  // Someone's words stay theirs: quoted and signed, never said in the company's voice.
  if (item.kind === 'quote' && item.text.trim()) return `“${item.text.trim().replace(/^["“]|["”]$/g, '')}”${item.who ? ` — ${item.who}` : ''}`;
  return item.text.trim();
}

/**
 * Passages as small documents. An excerpt is cut mid-sentence at both ends: a first line that starts mid-sentence
 * and the cut-off words of the last are dropped, while a cut table row or a clause that ends at a stop or colon stays.
 */
function passagesAsDocuments(passages: readonly { title: string; text: string }[]): ReferencedSource[] {
  const byTitle = new Map<string, string[]>();
  for (const p of passages) {
    if (!p.title || !p.text?.trim()) continue;
    const lines = p.text.replace(/\r\n?/g, '\n').split('\n');
    const first = lines[0] ?? '';
    if (/^\s*…/.test(first)) {
      const rest = first.replace(/^\s*…\s*/, '');
      if (rest.includes('|') || /^[A-Z"“(#-]/.test(rest)) lines[0] = rest;
      else lines.shift();
    }
    const last = lines[lines.length - 1] ?? '';
    if (/…\s*$/.test(last)) {
      const cut = last.replace(/\s*…\s*$/, '');
      const stop = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf(': '), cut.lastIndexOf('; '));
      const kept = stop > 0 ? cut.slice(0, stop + 1).replace(/[:;]$/, '.') : '';
      // A cut after a figure ('Next sessions: 10 January and 7 February 2027…') most likely ends the statement.
      if (/[\d)]$/.test(cut) && !cut.includes('|')) lines[lines.length - 1] = cut;
      else if (kept.split(/\s+/).length >= 4 && !kept.includes('|')) lines[lines.length - 1] = kept;
      else lines.pop();
    }
    const text = lines.join('\n').trim();
    if (text) byTitle.set(p.title, [...(byTitle.get(p.title) ?? []), text]);
  }
  return [...byTitle].map(([title, texts]) => ({ kind: 'document' as const, id: '', title, text: texts.join('\n\n') }));
}
