import type { Platform } from '../../brief/brief.ts';
import type { FactSheet, PriceFact } from '../../facts/fact-sheet.ts';
import type { CopyMaterial, ProofLine } from './copy-material.ts';
import { capital, midSentence, nearCopy, withoutStop, wordCount } from './copy-text.ts';

/**
 * What a content calendar's posts are about: one true thing from the facts each (a price with what it includes,
 * a term, a customer's words with who said them, a claim, a worry the audience has), said in the platform's own
 * format ('Carousel', 'Answer a question'). Nothing is added to a fact; where the facts run out, a marked blank
 * says what to add.
 */

export type IdeaKind = 'price' | 'term' | 'proof' | 'claim' | 'problem' | 'what';

export interface IdeaFact {
  kind: IdeaKind;
  /** The fact as the idea says it. */
  text: string;
  price?: PriceFact;
  proof?: ProofLine;
}

/** How a format tells a fact: as slides, on camera, in one image, as an answer, behind the scenes, as a result shown. */
export type Family = 'carousel' | 'video' | 'image' | 'question' | 'behind' | 'result';

export interface Format {
  name: string;
  family: Family;
}

const f = (name: string, family: Family): Format => ({ name, family });

/** Each platform's formats, the ones its feed is made of. */
export const FORMATS: Partial<Record<Platform, Format[]>> = {
  instagram: [f('Carousel', 'carousel'), f('Reel', 'video'), f('Post', 'image')],
  tiktok: [f('Answer a question', 'question'), f('Behind the scenes', 'behind'), f('Show the result', 'result')],
  facebook: [f('Photo post', 'image'), f('Short video', 'video'), f('Question post', 'question')],
  linkedin: [f('Image post', 'image'), f('Document carousel', 'carousel'), f('Short video', 'video')],
  x: [f('Post', 'image'), f('Thread', 'carousel'), f('Question', 'question')],
  youtube: [f('Short', 'video'), f('Behind the scenes', 'behind'), f('Answer a question', 'question')],
};

/** The format an offer is said in on each platform: plainly, to the point. */
export const OFFER_FORMAT: Partial<Record<Platform, Format>> = {
  instagram: f('Post', 'image'),
  tiktok: f('Talk to camera', 'video'),
  facebook: f('Photo post', 'image'),
  linkedin: f('Text post', 'image'),
  x: f('Post', 'image'),
  youtube: f('Short', 'video'),
};

export const formatsOf = (platform: Platform): Format[] => FORMATS[platform] ?? [f('Post', 'image')];

/** The kinds of fact each family tells best, best first. */
const SUITS: Record<Family, IdeaKind[]> = {
  carousel: ['price', 'claim', 'problem', 'term', 'proof', 'what'],
  video: ['claim', 'term', 'proof', 'problem', 'price', 'what'],
  image: ['proof', 'price', 'claim', 'what', 'term', 'problem'],
  question: ['price', 'term', 'problem', 'claim', 'proof', 'what'],
  behind: ['claim', 'what', 'price', 'term', 'proof', 'problem'],
  result: ['proof', 'claim', 'price', 'term', 'what', 'problem'],
};

export const fit = (family: Family, kind: IdeaKind) => SUITS[family].indexOf(kind);

/** A price as a post says it: '£360 for ten hours of lessons, booked at times that suit you'. */
export function priceSaid(p: PriceFact): string {
  const per = p.unit ? ` ${p.unit}` : p.per && !/one[- ]?off|once/i.test(p.per) ? ` a ${p.per.replace(/^(?:per|a)\s+/i, '')}` : '';
  const what = (p.includes?.length ? p.includes : p.details ?? []).map((i) => midSentence(withoutStop(i)));
  return `${p.amount}${per}${what.length ? ` for ${what.join(', ')}` : ''}`;
}

/** The claims the profile makes, one each: a list glued with semicolons is split there, never inside a clause. */
function claimsOf(m: CopyMaterial, facts: FactSheet): string[] {
  const differentiator = facts.differentiator?.trim() ?? '';
  const split = /;/.test(differentiator) ? differentiator.split(/\s*;\s*/) : m.points.length >= 2 ? m.points : m.differentiator ? [m.differentiator] : [];
  return [...split, ...m.features].map((c) => capital(withoutStop(c.trim()))).filter((c) => wordCount(c) >= 2);
}

/** The audience's worries one by one: 'Nerves behind the wheel', 'long waits for a test'. */
function problemsOf(m: CopyMaterial): string[] {
  if (m.problems.length) return m.problems.map((p) => capital(p));
  if (!m.problemSentence) return [];
  const parts = withoutStop(m.problemSentence).split(/\s*,\s*(?:and\s+|or\s+)?|\s+and\s+(?=[a-z])|\s+or\s+(?=[a-z])/).map((p) => p.trim()).filter((p) => wordCount(p) >= 2 && wordCount(p) <= 10);
  return parts.length >= 2 ? parts.map(capital) : [capital(withoutStop(m.problemSentence))];
}

/**
 * Every fact a post can be about, each once, the kinds taken in turn (a price, a review, a claim, a worry, a
 * term) so neighbouring posts say different sorts of thing. The product the offer is on is left to the offer's own posts.
 */
export function ideaFacts(m: CopyMaterial, facts: FactSheet, offerProduct: PriceFact | null): IdeaFact[] {
  const byKind: Record<IdeaKind, IdeaFact[]> = {
    price: m.prices.filter((p) => !p.fee && p !== offerProduct).map((p) => ({ kind: 'price' as const, text: p.plan ? `${p.plan}: ${priceSaid(p)}` : capital(withoutStop(p.text)), price: p })),
    proof: m.proofs.map((p) => ({ kind: 'proof' as const, text: p.sentence, proof: p })),
    claim: [...(m.subject && !m.subjectUnknown ? m.subjectLines.map((l) => capital(withoutStop(l))) : []), ...claimsOf(m, facts)].map((text) => ({ kind: 'claim' as const, text })),
    problem: problemsOf(m).map((text) => ({ kind: 'problem' as const, text })),
    term: m.terms.map((t) => ({ kind: 'term' as const, text: capital(withoutStop(t)) })),
    what: m.what ? [{ kind: 'what' as const, text: withoutStop(m.what) }] : [],
  };
  const order: IdeaKind[] = ['price', 'proof', 'claim', 'problem', 'term', 'what'];
  const out: IdeaFact[] = [];
  for (let round = 0; order.some((k) => byKind[k].length > round); round++) {
    for (const kind of order) {
      const fact = byKind[kind][round];
      if (fact && !out.some((o) => nearCopy(o.text, fact.text) || o.text === fact.text)) out.push(fact);
    }
  }
  return out;
}

/** 'Jordan' from 'Jordan, Leeds': who said it, for a possessive. */
const whoShort = (who: string | null) => (who ? who.split(/\s*[,(–—-]\s*/)[0]!.trim() : null);

/**
 * The idea for a fact in a format's family, to follow the format's name ('Carousel: what the … includes'), so it
 * never says the format again; the fact itself is said whole.
 */
export function ideaFor(fact: IdeaFact, family: Family, m: CopyMaterial): string {
  const brand = m.knownBrand ? m.brand : 'you';
  const aud = m.audienceShort ?? 'your customers';
  switch (fact.kind) {
    case 'price': {
      const p = fact.price!;
      if (!p.plan) return { carousel: `what it costs and what is included, slide by slide: ${fact.text}`, video: `what it costs and what is included, said on camera: ${fact.text}`, image: `the price and what it includes, in one image: ${fact.text}`, question: `"How much is it?" ${fact.text}`, behind: `what people pay for, as it happens: ${fact.text}`, result: `what people get: ${fact.text}` }[family];
      const plan = midSentence(p.plan);
      const said = priceSaid(p);
      return {
        carousel: `what the ${plan} includes, one thing a slide: ${said}`,
        video: `walk through the ${plan}: ${said}`,
        image: `the ${plan} at a glance: ${said}`,
        question: `"What do I get with the ${plan}?" ${capital(said)}`,
        behind: `what goes into the ${plan}: ${said}`,
        result: `what the ${plan} gets you: ${said}`,
      }[family];
    }
    case 'proof': {
      const who = whoShort(fact.proof!.fact.who);
      const whose = who ? `${who}'s` : "a customer's";
      const what = fact.proof!.fact.kind === 'quote' ? 'review' : 'result';
      return {
        carousel: `${whose} ${what}, one line a slide: ${fact.text}`,
        video: `${whose} ${what} as on-screen text: ${fact.text}`,
        image: `${whose} ${what} on a photo: ${fact.text}`,
        question: `"Does it work?" Answered with ${whose} ${what}: ${fact.text}`,
        behind: `read ${whose} ${what} to camera: ${fact.text}`,
        result: `in ${whose} words: ${fact.text}`,
      }[family];
    }
    case 'claim': {
      const c = midSentence(fact.text);
      return {
        carousel: `one reason to choose ${brand}, slide by slide: ${c}`,
        video: `show it on camera: ${c}`,
        image: `one photo, one reason to choose ${brand}: ${c}`,
        question: `"Why ${brand}?" One reason: ${c}`,
        behind: `film it as it happens: ${c}`,
        result: `what it looks like for ${aud}: ${c}`,
      }[family];
    }
    case 'problem': {
      const worry = withoutStop(fact.text);
      return {
        carousel: `a worry ${aud} share, "${worry}", answered in your words`,
        video: `name a worry ${aud} share, "${worry}", and ask viewers for theirs`,
        image: `ask ${aud} whether this sounds familiar, "${worry}", and invite replies`,
        question: `"${worry}": a worry ${aud} share, answered in your own words`,
        behind: `how you deal with a worry ${aud} share: "${worry}"`,
        result: `a worry ${aud} share, "${worry}", with your answer on screen`,
      }[family];
    }
    case 'term': {
      const t = midSentence(fact.text);
      return {
        carousel: `how it works, slide by slide, leading with: ${t}`,
        video: `one promise, said on camera: ${t}`,
        image: `one promise on one image: ${t}`,
        question: `a question people ask before they choose you, answered: ${t}`,
        behind: `how it works in practice: ${t}`,
        result: `what it means for ${aud}: ${t}`,
      }[family];
    }
    case 'what':
      return {
        carousel: `who you are, in slides: ${fact.text}`,
        video: `say who you are to camera: ${fact.text}`,
        image: `who you are, in one image: ${fact.text}`,
        question: `"Who are you?" Answered: ${fact.text}`,
        behind: `a day at work: ${fact.text}`,
        result: `who you are, at work: ${fact.text}`,
      }[family];
  }
}

/** What to add where the facts run out, each a marked blank for the notes. */
const BLANK_IDEAS = [
  'customer review or result, with who it is from',
  'question customers ask you, with your answer',
  'behind-the-scenes moment: the team or how the work is done',
  'product, price or service not in your facts yet',
  'date or local event worth marking',
];
const ORDINALS = ['', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth', 'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth'];

/** The n-th blank of a calendar: each says what to add, and none repeats another ('[Add a second customer review …]'). */
export function blankIdea(n: number): string {
  const round = Math.floor(n / BLANK_IDEAS.length);
  return `[Add a ${ORDINALS[round] ? `${ORDINALS[round]} ` : round ? 'further ' : ''}${BLANK_IDEAS[n % BLANK_IDEAS.length]}]`;
}
