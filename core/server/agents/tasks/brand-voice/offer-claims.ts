import { escapeRegExp } from '../../../../domain/escape-reg-exp.ts';
import { documentedOffers } from '../document-offer.ts';

/** 'off everything', 'off anything', 'off all services', 'off your whole order': a discount said of everything sold. */
const EVERYTHING = /\boff\s+(?:everything|anything|all\b(?:\s+(?:our\s+)?[a-z-]+)?|your whole\s+[a-z-]+|the lot|any\s+[a-z-]+|every\s+[a-z-]+)/i;
/** A discount as copy writes it: '15% off', '£10 off'. */
const DISCOUNT = /(\d{1,3}(?:\.\d+)?\s?%|[£$€]\s?\d[\d,]*(?:\.\d{2})?)\s*off\b/i;
/** A term that excludes something: 'Not valid on parts …', 'Excludes gift vouchers'. */
const EXCLUDES = /^(?:not valid|not available|excludes?|excluding|cannot be used|can'?t be used|does not apply|doesn'?t apply)\b/i;

export interface OfferClaim {
  /** The words that overclaim ('15% off everything'). */
  phrase: string;
  /** What the documents say instead. */
  rule: string;
  /** 1-based sentence number. */
  sentence: number;
  /** The words to put in their place ('15% off a Silver, Gold or E-bike service'). */
  fix: string | null;
}

/**
 * What copy says of an offer against what the space's documents state of it, by its code: a different discount, or
 * a discount said of everything when the code covers only some things. Copy that promises more than the offer gives
 * misleads at checkout, whatever its voice.
 */
export function offerClaimsIn(sentences: readonly string[], documents: readonly { title: string; text: string }[]): OfferClaim[] {
  const offers = documentedOffers(documents);
  if (!offers.length) return [];
  const claims: OfferClaim[] = [];
  sentences.forEach((sentence, i) => {
    for (const offer of offers) {
      if (!new RegExp(`\\b${escapeRegExp(offer.code)}\\b`, 'i').test(sentence)) continue;
      const said = DISCOUNT.exec(sentence);
      const from = `"${offer.title}"`;
      const gives = `${offer.discount ?? 'its discount'}${offer.appliesTo ? ` ${/^(?:on|off)\b/i.test(offer.appliesTo) ? '' : 'off '}${offer.appliesTo}`.replace(/\s+/g, ' ') : ''}`.replace(/\boff\s+off\b/i, 'off');
      if (said && offer.discount && norm(said[1]!) !== norm(offer.discount.replace(/\s*off$/i, ''))) {
        claims.push({ phrase: said[0]!, rule: `the code ${offer.code} gives ${gives}, as ${from} states it`, sentence: i + 1, fix: offer.discount ? `${offer.discount.replace(/\s*off$/i, '')} off` : null });
        continue;
      }
      // ('Sign up with code FIRSTSEND and get your first month FREE!' for a code that gives 50% off it.)
      const free = offer.discount && !/\bfree\b/i.test(offer.discount) ? FREE.exec(sentence) : null;
      if (free) {
        claims.push({ phrase: free[0]!, rule: `the code ${offer.code} gives ${gives}, not ${free[0]!.toLowerCase()}, as ${from} states it`, sentence: i + 1, fix: gives });
        continue;
      }
      const all = EVERYTHING.exec(sentence);
      if (all && offer.appliesTo && !EVERYTHING.test(`off ${offer.appliesTo}`)) {
        const excluded = offer.terms.find((t) => EXCLUDES.test(t.trim()));
        claims.push({ phrase: `${said ? `${said[0]} ` : ''}${all[0]!.replace(/^off\s+/i, said ? '' : 'off ')}`.trim(), rule: `the code ${offer.code} gives ${gives} only${excluded ? ` (${excluded.trim().replace(/\.$/, '').replace(/^[A-Z]/, (c) => c.toLowerCase())})` : ''}, as ${from} states it`, sentence: i + 1, fix: `off ${offer.appliesTo}` });
      }
    }
  });
  // ('Offer ends Sunday!' in copy carrying a code the documents date: the date is theirs.)
  const coded = offers.filter((o) => o.deadline && sentences.some((s) => new RegExp(`\\b${escapeRegExp(o.code)}\\b`, 'i').test(s)));
  if (coded.length === 1) {
    const offer = coded[0]!;
    const date = offer.deadline!.replace(/^(?:until|till|by|before|ends?)\s+/i, '');
    sentences.forEach((sentence, i) => {
      const ends = ENDS.exec(sentence);
      if (ends && !sentence.toLowerCase().includes(date.toLowerCase())) claims.push({ phrase: ends[0]!, rule: `the code ${offer.code} runs ${offer.deadline}, as "${offer.title}" states it`, sentence: i + 1, fix: ends[0]!.replace(/(?:this\s+|next\s+)?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight|midnight|the weekend)$/i, date) });
    });
  }
  return claims;
}

/** 'your first month FREE', 'a free first month', 'for free': a thing said to cost nothing. */
const FREE = /\b(?:(?:your|a|the)\s+)?(?:first\s+\w+\s+(?:free|for free)|free\s+first\s+\w+)\b/i;
/** 'offer ends Sunday', 'ends this Friday', 'until Sunday': when copy says an offer stops. */
const ENDS = /\b(?:offer\s+)?(?:ends?|until|till)\s+(?:this\s+|next\s+)?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight|midnight|the weekend)\b/i;

const norm = (discount: string) => discount.replace(/\s+/g, '').toLowerCase();

/** The text with each claim put as the documents give it: 'off everything' becomes 'off a Silver, Gold or E-bike service'. */
export function withOfferFixed(text: string, claims: readonly OfferClaim[]): string {
  return claims.filter((c) => c.fix).reduce((t, c) => t.replace(new RegExp(escapeRegExp(c.phrase.replace(/^.*?\boff\b/i, 'off')), 'i'), c.fix!), text);
}
