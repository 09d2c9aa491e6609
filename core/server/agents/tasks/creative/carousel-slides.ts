import type { PriceFact } from '../../facts/fact-sheet.ts';
import { nounPhraseOf } from '../../brief/phrase-type.ts';
import { hooksOf, type Angle } from './angles.ts';
import type { CarouselSpec } from './carousel-spec.ts';
import type { CopyMaterial } from './copy-material.ts';
import { asSentence, capital, cleanCut, midSentence, shortLink, shortPoint, withoutStop, wordCount } from './copy-text.ts';

/**
 * One slide of a carousel: a short headline and at most two short lines under it, read on a phone in a
 * second or two. Every slide's words come from the facts (or say plainly what to add); none is invented.
 */
export interface Slide {
  headline: string;
  lines: string[];
  role: 'hook' | 'point' | 'offer' | 'blank' | 'ask';
}

/** A slide is read at a glance: about 25 words at most, headline and lines together. */
export const SLIDE_WORDS = 25;
/** Slide 1 must stop the scroll on its own: a hook of about eight words. */
export const HOOK_WORDS = 8;
/** A point's headline; a statement that needs more words is said as a headline and a line. */
const HEADLINE_WORDS = 12;
/** A short sentence of a fact with no natural split reads as one headline up to this length. */
const STATEMENT_WORDS = 20;

export const slideWords = (s: Slide) => wordCount([s.headline, ...s.lines].join(' '));
/** The slide's sentences, each as said: what no other slide may say again. */
export const slideTexts = (s: Slide) => [s.headline, ...s.lines];

// A clause that opens on a preposition or a conjunction ('At Pear Tree Café') leans on what follows: no headline alone.
const LEANING = /^(at|in|on|for|with|by|after|before|if|when|since|because|although|while|from|to|as|so|but|and|or|which|that)\b/i;

/**
 * The ways one sentence of the facts can be laid out on a slide, most natural first: a customer's quote whole
 * with who said it; a price with what it includes under it; a sentence split at its colon or between two
 * clauses; a short sentence as the headline alone. A regenerate takes another layout of the same fact.
 */
export function slideFormsOf(sentence: string): Slide[] {
  // 'Paperweight taster (90 minutes): costs £55' is a price list's row: said as the sentence it is.
  const s = asSentence(sentence.replace(/\s+/g, ' ').trim().replace(/^([^:]{1,60}):\s+(costs?|is|are)\s+(?=[$£€]\s?\d)/i, '$1 $2 '));
  const body = s.replace(/[.!]$/, '');
  const point = (headline: string, lines: string[] = []): Slide => ({ headline: withoutStop(headline), lines: lines.map((l) => asSentence(capital(l.trim()))), role: 'point' });
  const out: Slide[] = [];
  // A customer's words are quoted whole, never a sentence of them alone.
  const quote = /^(“[^”]+”)\s*[–—-]\s*(.+)$/.exec(s);
  if (quote) {
    const slide: Slide = { headline: quote[1]!, lines: [`– ${withoutStop(quote[2]!)}`], role: 'point' };
    return slideWords(slide) <= SLIDE_WORDS ? [slide] : [];
  }
  // 'Grower costs £22 a month and includes two plants …': the price as the headline, what it includes under it.
  const priced = /^(.+?)\s+(costs?|is|are)\s+((?:from\s+|just\s+|only\s+)?[£$€]\s?\d[\d.,]*(?:\s+(?:a|an|per|each)\s+[a-z]+)?)\s*,?\s+(?:and\s+)?(includes?|comes? with|gets? you|covers?)\s+(.+)$/i.exec(body);
  if (priced) {
    const [, who, verb, price, includes, what] = priced;
    out.push(point(`${who} ${verb} ${price}`, [`It ${includes} ${what}`]));
    out.push(point(capital(price!), [`${who} ${includes} ${what}`]));
  }
  // With few words to a slide, the price alone: what it includes is left for the next slide or the caption.
  const pricedLast = priced ? point(`${priced[1]} ${priced[2]} ${priced[3]}`) : null;
  const colon = /^([^:]{3,}?):\s+(.+)$/.exec(body);
  if (colon && wordCount(colon[1]!) <= HEADLINE_WORDS && wordCount(colon[2]!) >= 2) out.push(point(colon[1]!, [colon[2]!]));
  // The same two parts the other way round, when what follows the colon is a sentence of its own ('If it struggles …, we replace it free').
  if (colon && wordCount(colon[1]!) >= 3 && wordCount(colon[2]!) >= 4 && wordCount(colon[2]!) <= HEADLINE_WORDS && /\b(?:we|you|it|they|is|are|was|were|has|have|can|will)\b/i.test(colon[2]!)) out.push(point(capital(colon[2]!), [colon[1]!]));
  // 'Plant losses fell from 9 to 1, and the café cut its spend by 60%': a result in two clauses is two lines.
  const clauses = body.split(/,\s+and\s+(?=(?:the|its|their|it|they|we|you|our|your)\b)/i);
  if (clauses.length === 2 && wordCount(clauses[0]!) >= 4 && wordCount(clauses[1]!) >= 4) out.push(point(clauses[0]!, [clauses[1]!]));
  if (wordCount(body) <= HEADLINE_WORDS) out.push(point(body));
  // A longer sentence splits after a clause that stands alone ('Every plant comes with a guarantee, so …').
  const comma = /^([^,]+?),\s+(.+)$/.exec(body);
  if (comma && !LEANING.test(comma[1]!) && wordCount(comma[1]!) >= 3 && wordCount(comma[1]!) <= HEADLINE_WORDS && wordCount(comma[2]!) >= 4 && !/^(and|or|but|so|then|which|who)\b/i.test(comma[2]!) && /\b(?:is|are|was|were|has|have|can|will|do|does|[a-z]+s|[a-z]+ed)\b/i.test(comma[2]!)) out.push(point(comma[1]!, [comma[2]!]));
  if (!out.length && wordCount(body) <= STATEMENT_WORDS) out.push(point(body));
  if (pricedLast) out.push(pricedLast);
  const seen = new Set<string>();
  return out.filter((f) => {
    const key = slideTexts(f).join('|');
    // A headline alone that leans on what it was cut from ('With no IT team needed') says nothing by itself.
    if (seen.has(key) || slideWords(f) > SLIDE_WORDS || (!f.lines.length && LEANING.test(f.headline))) return false;
    seen.add(key);
    return true;
  });
}

/** 'the Grower plan', 'our guarantee': what the carousel is about as a noun phrase copy can name, or null. */
export function subjectPhrase(m: CopyMaterial): string | null {
  // 'guarantee' alone reads as a verb; 'our guarantee', as asked, is the thing.
  if (!m.subject || m.subjectUnknown || !(nounPhraseOf(m.subject) || nounPhraseOf(m.subjectAsked))) return null;
  // A carousel about the business is about everything it sells: no one thing to name.
  if (m.subject.toLowerCase() === m.brand.toLowerCase()) return null;
  if (m.subjectAsked && /^(the|our|your|a|an)\s/i.test(m.subjectAsked)) return m.subjectAsked;
  return /^[A-Z]/.test(m.subject) ? m.subject : `the ${m.subject}`;
}

/** The price of what the request names ('the Grower plan'), when the facts hold one. */
export function subjectPrice(m: CopyMaterial): PriceFact | null {
  if (!m.subject) return null;
  const subject = m.subject.toLowerCase();
  return m.prices.find((p) => !p.fee && p.plan && subject.includes(p.plan.toLowerCase())) ?? null;
}

/** 'a month' for a price paid monthly; '' for a one-off; null when the unit reads badly after 'What £22 … gets you'. */
function perPhrase(p: PriceFact): string | null {
  const unit = p.unit?.trim() ?? (p.per ? `a ${p.per.replace(/^(a|per)\s+/i, '')}` : '');
  if (!unit || /one[- ]?off|once/i.test(unit)) return '';
  return /^(a|an|per|each)\s+[a-z]+$/i.test(unit) ? unit : null;
}

/**
 * Slide 1's hooks for an angle, strongest first: what the request names asked as a question or priced, then the
 * angle's own hooks from the facts. Each is kept only when it fits about eight words whole, or cut where a
 * phrase ends with every figure kept.
 */
export function hookIdeas(m: CopyMaterial, angle: Angle): string[] {
  const out: (string | null | false | undefined)[] = [];
  const subject = subjectPhrase(m);
  const price = subjectPrice(m);
  const per = price ? perPhrase(price) : null;
  switch (angle) {
    case 'offer':
      if (price && per !== null) out.push(`What ${price.amount}${per ? ` ${per}` : ''} gets you`, subject && `${capital(subject)}: ${price.amount}${per ? ` ${per}` : ''}`);
      break;
    case 'benefit':
      out.push(subject && `Inside ${subject}`, subject && `How ${subject} works`);
      break;
    case 'curiosity':
      out.push(subject && `What's in ${subject}?`, subject && `How ${subject} works`, subject && `${capital(subject)}, slide by slide`);
      break;
    case 'proof':
      for (const p of m.proofs) out.push(p.compact, p.result, cleanCut(p.sentence, p.short) && p.short);
      // 'At Pear Tree Café, plant losses fell from 9 a quarter to 1': the result without the place it happened.
      for (const p of m.proofs) for (const clause of p.sentence.split(/,\s+and\s+/)) out.push(clause.replace(/^(?:at|for|with)\s+[^,]+,\s+/i, '').replace(/^./, (c) => c.toUpperCase()));
      break;
    case 'problem':
      break;
  }
  out.push(...hooksOf(m, angle));
  const shaped = out
    .filter((h): h is string => typeof h === 'string' && h.trim().length > 0)
    .map((h) => {
      const clean = withoutStop(h.trim());
      // About eight words: one more is kept whole rather than cut.
      if (wordCount(clean) <= HOOK_WORDS + 1) return /\?$/.test(h.trim()) ? h.trim() : clean;
      const cut = shortPoint(clean, HOOK_WORDS);
      return cut && cleanCut(clean, cut) ? cut : null;
    })
    .filter((h): h is string => Boolean(h));
  return [...new Set(shaped)];
}

/**
 * The request's offer on a slide of its own: a deal with a code or an end date as the headline with both under it
 * (said another way in a regenerate); a trial or an event as its sentence says it.
 */
export function offerSlide(m: CopyMaterial, at: number): Slide | null {
  const o = m.offer;
  if (!o) return null;
  if (o.deal && (o.code || o.ends)) {
    const ends = o.ends ? asSentence(o.ends) : null;
    const forms: Slide[] = [{ headline: capital(o.deal), lines: [o.code ? `Use code ${o.code}.` : null, ends].filter((l): l is string => Boolean(l)), role: 'offer' }];
    if (o.code) forms.push({ headline: `Code ${o.code}`, lines: [asSentence(`${capital(o.deal)}${o.ends ? `, ${midSentence(o.ends)}` : ''}`)], role: 'offer' });
    return forms[at % forms.length]!;
  }
  const sentence = withoutStop(o.sentence);
  const event = /^Join us for (.+?) on (.+)$/.exec(sentence);
  if (event) return { headline: capital(event[1]!), lines: [asSentence(`Join us on ${event[2]}`)], role: 'offer' };
  const forms = slideFormsOf(sentence);
  return forms.length ? { ...forms[at % forms.length]!, role: 'offer' } : { headline: sentence, lines: [], role: 'offer' };
}

/**
 * The last slide: what to do, and where. Instagram and TikTok captions do not link, so the slide says "link in
 * bio"; on LinkedIn and Facebook the link sits in the post, and the slide shows it to read.
 */
export function askSlide(m: CopyMaterial, spec: CarouselSpec, at: number, withOffer: Slide | null, own: readonly string[] = []): Slide {
  const subject = subjectPhrase(m);
  // A customer's story is what the carousel tells, not something to choose.
  const story = Boolean(m.subject && /['’]s\b|\b(reviews?|testimonials?|quotes?|stor(?:y|ies)|results?|case stud(?:y|ies))\b/i.test(m.subject));
  const asks: string[] = [];
  if (m.ctaAsked) asks.push(withoutStop(m.cta));
  else {
    if (m.offer?.code) asks.push(`Use code ${m.offer.code} today`);
    else if (m.offer?.deal) asks.push(`Claim your ${midSentence(m.offer.deal).replace(/^(your|the|a|an)\s+/i, '')}`);
    asks.push(...own);
    if (subject && !story && m.lead === 'offer') asks.push(`Choose ${subject}`, `Sign up for ${subject}`);
    else if (subject && !story) asks.push(`Ask us about ${subject}`, `Read more about ${subject}`);
    asks.push(withoutStop(m.cta), `Find out more about ${m.brand}`);
  }
  const ask = asks[at % asks.length]!;
  // A link ends the line without a full stop, so nobody types one into the address.
  const where = spec.post.clickableLinks ? (m.link ? `Link in the post: ${shortLink(m.link)}` : 'Link in the post: [link]') : ['Link in bio.', 'Find the link in bio.'][at % 2]!;
  // A carousel too short for an offer slide carries the offer here, without what the ask already says ('Use code …').
  const offerSaid = withOffer ? [withOffer.headline, ...withOffer.lines].map((t) => asSentence(t)).filter((t) => !(m.offer?.code && t.includes(m.offer.code) && ask.includes(m.offer.code))) : [];
  const lines = [...(offerSaid.length ? [offerSaid.join(' ')] : []), where];
  return { headline: ask, lines, role: 'ask' };
}

/**
 * A slide the facts cannot fill, as a marked blank that says what to add: a customer result, a price, a
 * term, then points of the user's own. Never a claim or a figure made up to fill the count.
 */
export function blankSlides(m: CopyMaterial, needed: number, first: number): Slide[] {
  const subject = subjectPhrase(m);
  const about = subject && subject.length <= 30 ? ` about ${subject}` : '';
  const kinds = [
    ...(m.proofs.length ? [] : ['[Customer result or quote, with who said it]']),
    ...(subject && !subjectPrice(m) && !m.priceLine ? [`[The price of ${subject.length <= 40 ? subject : 'it'}]`] : []),
    ...(m.terms.length ? [] : ['[Your guarantee, delivery or cancellation terms]']),
  ];
  const out: Slide[] = [];
  for (let i = 0; i < needed; i++) {
    const headline = kinds[i] ?? `[Slide ${first + i}: a tip or question customers ask${about}]`;
    out.push({ headline, lines: [], role: 'blank' });
  }
  return out;
}
