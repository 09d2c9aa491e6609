import type { Brief, Offer } from '../brief/brief.ts';
import { parseEnglish } from '../brief/english-words.ts';
import { readAmounts } from '../brief/read-amounts.ts';
import { readOffer } from '../brief/read-offer.ts';

/** What a request calls an offer ('the spring offer', 'our summer sale', 'the code'). */
const OFFER_NOUN = /\b(offer|deal|sale|promotion|promo|discount|voucher|code|coupon)s?\b/i;
/** Words that name no particular offer ('promote our new offer to past customers'). */
const NAMELESS = new Set(['the', 'our', 'your', 'a', 'an', 'this', 'that', 'new', 'current', 'latest', 'special', 'about', 'for', 'on', 'of', 'to', 'with', 'and', 'email', 'post', 'ad', 'promote', 'announce', 'write', 'an', 'us', 'me', 'it']);

/** 'book any March weekend before …', 'on every order over £40 until …': what the offer is on. */
const ON = /\b(?:book|order|buy|hire|on|for)\s+((?:any|all|every|each|your|a|an)\s+[^,.;:]{3,50}?)\s+(?:before|by|until|till|and get|to get|with|for)\b/i;

interface SourceText {
  title: string;
  text: string;
}

/**
 * A request that names an offer without its terms ('an email about the spring offer') carries the offer as the
 * space's documents state it: the discount, code and deadline of the paragraph that names it, so the copy says
 * them instead of leaving blanks the user already filled in elsewhere. Only an offer the request names (or the one
 * offer the documents hold, when it names none) is used; the request's own terms always win.
 */
export function withDocumentOffer(brief: Brief, documents: readonly SourceText[]): Brief {
  // ('Square Instagram post announcing FIRSTMAT', '3 subject lines for the FIRSTMAT email': a code the documents state,
  // named bare, is that offer, and the piece is about what it gives, not about a thing called 'FIRSTMAT'.)
  const bare = brief.offer.code ? null : documents.flatMap((d) => offersIn(d)).map((o) => o.offer.code).find((code) => code && new RegExp(`(?<![\\w-])${code}(?![\\w-])`, 'i').test(brief.request));
  if (bare) {
    const coded = withDocumentOffer({ ...brief, offer: { ...brief.offer, code: bare } }, documents);
    const onCode = brief.topic && brief.topic.replace(/^(?:the|our)\s+/i, '').replace(/\s+(?:code|offer|email|campaign|promo)$/i, '').toLowerCase() === bare.toLowerCase();
    return onCode ? { ...coded, topic: coded.offer.appliesTo ?? null } : coded;
  }
  const asked = brief.offer;
  // 'Pushing the SPRING15 code' names the offer by its code alone: what it gets and on what terms are the documents'.
  if (asked.code && !asked.discount && !asked.deadline && !asked.price) {
    const same = documents.flatMap((d) => offersIn(d)).find((o) => o.offer.code?.toLowerCase() === asked.code!.toLowerCase() && (o.offer.discount || o.offer.deadline || o.terms.length));
    if (!same) return brief;
    // ('Anyone who enrols in an April term course gets £30 off with the code TASTER30.': who may use it is a term too.)
    const who = same.said && CONDITION.test(same.said) ? [same.said.replace(/([^.!?])$/, '$1.')] : [];
    const terms = [...(asked.terms ?? []), ...who, ...same.terms];
    return { ...brief, offer: { ...asked, discount: same.offer.discount, deadline: same.offer.deadline, appliesTo: asked.appliesTo ?? same.offer.appliesTo, ...(terms.length ? { terms } : {}) } };
  }
  if (asked.discount || asked.code || asked.deadline || asked.price) return brief;
  const noun = OFFER_NOUN.exec(brief.request);
  if (!noun) return brief;
  const name = nameWords(brief.request.slice(0, noun.index));
  const found = documents.flatMap((d) => offersIn(d)).filter((o) => o.offer.discount || o.offer.code);
  const named = name.length ? found.filter((o) => name.every((w) => o.words.has(w))) : found;
  // Several offers and none named: which one the user means is theirs to say.
  if (named.length === 0 || (!name.length && new Set(named.map((o) => o.key)).size > 1)) return brief;
  const { offer } = named[0]!;
  return { ...brief, offer: { ...asked, discount: offer.discount, code: offer.code, deadline: offer.deadline, appliesTo: offer.appliesTo ?? asked.appliesTo, terms: [...(asked.terms ?? []), ...named[0]!.terms] } };
}

/** The up to three words before the offer's noun that name it ('spring', 'black friday'), lower case. */
function nameWords(before: string): string[] {
  const words = before.toLowerCase().match(/[a-z0-9][a-z0-9'-]*/g) ?? [];
  const name: string[] = [];
  for (const word of words.reverse()) {
    if (NAMELESS.has(word) || name.length === 3) break;
    name.unshift(word);
  }
  return name;
}

/**
 * The offers a document states, one per paragraph that gives a discount or a code: read from that sentence, the
 * paragraph's other sentences adding a code or deadline it leaves out (never a price: a paragraph's other prices
 * are not the offer's).
 */
function offersIn(source: SourceText): { offer: Offer; words: Set<string>; key: string; terms: string[]; said: string | null }[] {
  const out: { offer: Offer; words: Set<string>; key: string; terms: string[]; said: string | null }[] = [];
  for (const paragraph of source.text.split(/\n\s*\n|\n(?=#)/)) {
    const sentences = paragraph.split(/(?<=[.!?])\s+(?=[A-Z])|\n+/).map((s) => s.replace(/^[-*•]\s+/, '').trim()).filter(Boolean);
    const read = sentences.map((s) => {
      const english = parseEnglish(s);
      return readOffer(english, readAmounts(english));
    });
    const main = read.findIndex((o) => o.discount || o.code);
    if (main < 0) continue;
    const offer = { ...read[main]!, price: null };
    offer.appliesTo = seriesAfterOff(sentences[main]!, offer.appliesTo) ?? offer.appliesTo;
    // 'book any March weekend before 31 January and get 15% off': what it is on, when the discount does not say.
    offer.appliesTo ??= ON.exec(sentences[main]!)?.[1] ?? null;
    const terms: string[] = [];
    // The sentence that says what the offer gets ('15% off a Silver, Gold or E-bike service.').
    let said: string | null = read[main]!.discount ? sentences[main]! : null;
    for (const [i, other] of read.entries()) {
      if (i === main) continue;
      offer.code ??= other.code;
      offer.deadline ??= other.deadline;
      // ('## Code WINTERFIT' heading the paragraph, '10% off a road-bike fit.' under it: the line under it says what it gets.)
      if (!offer.discount && other.discount && !other.code) {
        offer.discount = other.discount;
        offer.appliesTo ??= seriesAfterOff(sentences[i]!, other.appliesTo) ?? other.appliesTo ?? ON.exec(sentences[i]!)?.[1] ?? null;
        said = sentences[i]!;
        continue;
      }
      // The paragraph's sentences after it ('Cold plunge tub included as always.') are the offer's terms.
      if (i > main && !other.code && !other.discount && terms.length < 3 && sentences[i]!.length <= 160) terms.push(sentences[i]!.replace(/([^.!?])$/, '$1.'));
    }
    const words = new Set(`${source.title} ${paragraph}`.toLowerCase().match(/[a-z0-9][a-z0-9'-]*/g) ?? []);
    out.push({ offer, words, key: `${offer.discount ?? ''}|${offer.code ?? ''}`, terms, said });
  }
  return out;
}

/** Words that make an offer's sentence say who may use it or when: 'Anyone who enrols …', '… if you book online'. */
const CONDITION = /\b(?:who|if|when|only|must|provided|as long as)\b/i;

/** '15% off a Silver, Gold or E-bike service': the whole list is what the discount is on, where the reader stops at 'a Silver'. */
const SERIES = /\boff\s+((?:an?|any|the|your|every)\s+[A-Za-z][\w-]*(?:,\s+[A-Za-z][\w-]*)+,?\s+(?:or|and)\s+[A-Za-z][\w-]*(?:\s+[a-z][\w-]*){0,2}?)(?=\s+(?:with|by|until|till|before|when|if|booked|for)\b|\s*[.;:!]|\s*$)/;

function seriesAfterOff(sentence: string, read: string | null): string | null {
  const series = SERIES.exec(sentence)?.[1] ?? null;
  return series && (!read || series.toLowerCase().startsWith(read.toLowerCase())) ? series : null;
}

/** An offer as a document states it, with the code that names it: for checking what copy says of it. */
export interface DocumentedOffer {
  code: string;
  discount: string | null;
  appliesTo: string | null;
  /** 'by 31 March', as the document words it. */
  deadline: string | null;
  terms: string[];
  title: string;
}

/** Every offer with a code the documents state ('## Code WINTERFIT', '10% off a Road, Gravel or Triathlon fit.', its terms). */
export function documentedOffers(documents: readonly SourceText[]): DocumentedOffer[] {
  return documents.flatMap((d) => offersIn(d).filter((o) => o.offer.code).map((o) => ({ code: o.offer.code!, discount: o.offer.discount, appliesTo: o.offer.appliesTo, deadline: o.offer.deadline, terms: o.terms, title: d.title })));
}
