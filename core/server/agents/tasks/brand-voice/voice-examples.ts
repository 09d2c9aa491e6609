import nlp from 'compromise';
import type { Brief } from '../../brief/brief.ts';
import type { FactSheet, FactSource, PriceFact } from '../../facts/fact-sheet.ts';
import { DURATION } from '../../offline/required-details.ts';
import { priceLine } from './true-details.ts';
import { BINDS_BUYER } from '../../facts/term-facts.ts';

/**
 * Example phrases for a voice guide, written from the space's own facts (its product, audience, prices,
 * proof and terms) and the request's offer, never from another business. A fact the space lacks gives no
 * example rather than an invented one.
 */
export interface VoiceExamples {
  /** "Sourdough and pastries baked before dawn, for independent cafés." */
  product: string | null;
  /** The product as a noun phrase to put in a sentence ("sourdough and pastries baked before dawn"), when it is one. */
  productNoun: string | null;
  /** Its head, before any qualifier ("sourdough loaves and pastries"), for short example lines. */
  productHead: string | null;
  differentiator: string | null;
  price: string | null;
  proof: string | null;
  term: string | null;
  offer: string | null;
  feature: string | null;
  /** The price an example is written from: one with a duration first, so a rule on cost and time has an example. */
  priceFact: PriceFact | null;
  /** The facts' sources the examples used. */
  used: FactSource[];
}

const sentence = (text: string) => {
  const t = text.trim().replace(/\s+/g, ' ');
  return `${t.charAt(0).toUpperCase()}${t.slice(1)}${/[.!?]$/.test(t) ? '' : '.'}`;
};
/** Lower-cases the first word for use mid-sentence, unless it is a name ("A weekly plan" gives "a weekly plan"; "ChairTime" stays). */
function lowerFirst(text: string): string {
  const first = /^[A-Z][a-z'-]*\b/.exec(text)?.[0];
  if (!first) return text;
  const term = (nlp(first).json() as { terms: { tags: string[] }[] }[])[0]?.terms[0];
  return term?.tags.includes('ProperNoun') ? text : text.charAt(0).toLowerCase() + text.slice(1);
}

/** A noun phrase up to its first qualifier: a preposition, a participle or a relative word. */
function headOf(phrase: string): string {
  const terms = (nlp(phrase).json() as { terms: { text: string; tags: string[]; post: string }[] }[])[0]?.terms ?? [];
  const cut = terms.findIndex((t, i) => i > 0 && (t.tags.includes('Preposition') || t.tags.includes('Verb') || /^(that|which|who)$/i.test(t.text)));
  const kept = (cut > 0 ? terms.slice(0, cut) : terms).map((t, i, all) => t.text + (i < all.length - 1 ? t.post : ''));
  return kept.join('').replace(/^(a|an|the)\s+/i, '').replace(/[,\s]+$/, '');
}

/** Whether a fact reads as a noun phrase ("a weekly bread box") rather than a sentence ("We bake every night"). */
function isNounPhrase(text: string): boolean {
  const first = (nlp(text).json() as { terms: { tags: string[] }[] }[])[0]?.terms[0];
  // "Chair-scheduling software" opens with a hyphenated word the tagger may call a verb: it is still a noun phrase.
  const opensWithVerb = first && first.tags.includes('Verb') && !first.tags.includes('Hyphenated');
  return Boolean(first && !first.tags.includes('Pronoun') && !opensWithVerb) && !/[.!?]\s+\S/.test(text);
}

export function voiceExamplesOf(facts: FactSheet, brief: Brief): VoiceExamples {
  const used = new Set<FactSource>();
  const profile = facts.sources.find((s) => s.kind === 'profile') ?? null;
  const fromProfile = <T>(value: T) => {
    if (value && profile) used.add(profile);
    return value;
  };
  const product = facts.product?.trim().replace(/\.$/, '') || null;
  const productNoun = product && isNounPhrase(product) ? lowerFirst(product) : null;
  const audience = facts.audience?.trim().replace(/\.$/, '') || null;
  // (A fee is no price a customer chooses, and a term that binds the buyer, 'Blocks are non-refundable', is no line to
  // show how the business sounds.)
  const price = facts.prices.find((p) => !p.fee) ?? null;
  const proof = facts.proof[0] ?? null;
  const term = facts.terms.find((t) => !BINDS_BUYER.test(t.text)) ?? null;
  const feature = facts.features[0] ?? null;
  for (const fact of [price, proof, term, feature]) if (fact) used.add(fact.source);
  const o = brief.offer;
  const offer = o.discount || o.code ? sentence([o.discount, o.appliesTo, o.code && `with code ${o.code}`].filter(Boolean).join(' ') + (o.deadline ? `, ${o.deadline}` : '')) : null;
  return {
    product: fromProfile(product ? sentence(productNoun && audience && !/\bfor\b/i.test(product) ? `${product}, for ${lowerFirst(audience)}` : product) : null),
    productNoun,
    productHead: productNoun ? headOf(productNoun) : null,
    differentiator: fromProfile(facts.differentiator ? sentence(facts.differentiator) : null),
    price: price ? priceLine(price, true) : null,
    proof: proof ? sentence(proof.text) : null,
    term: term ? sentence(term.text) : null,
    offer,
    feature: feature ? sentence(feature.text) : null,
    priceFact: facts.prices.find((p) => p.billing !== 'recurring' && DURATION.test(p.text.replace(/^[^—:]*[—:]/, ''))) ?? price,
    // In the order the sheet read them, so citation chips keep the profile first.
    used: facts.sources.filter((s) => used.has(s)).concat([...used].filter((s) => !facts.sources.includes(s))),
  };
}

/** The examples that exist, in the order a guide shows them. */
export function examplePhrases(examples: VoiceExamples): string[] {
  return [examples.product, examples.differentiator, examples.offer, examples.price, examples.proof, examples.term, examples.feature].filter((p): p is string => Boolean(p));
}
