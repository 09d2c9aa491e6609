import { isExtraCharge } from '../../facts/price-facts.ts';
import { toReader } from '../email/notice-message.ts';
import { ADMIN_TERM, BINDS_BUYER } from '../../facts/term-facts.ts';
import nlp from 'compromise';
import { nounPhraseOf } from '../../brief/phrase-type.ts';
import type { Brief } from '../../brief/brief.ts';
import type { FactSheet, PriceFact, ProofFact } from '../../facts/fact-sheet.ts';
import { namesCustomerOf } from '../../facts/proof-facts.ts';
import { capital, fitWords, midSentence, shortPoint, withoutStop } from './copy-text.ts';
import { lowerFirst, phrasePrice, priceWithUnit } from '../../facts/fact-phrases.ts';
import { variantNamed } from '../../facts/range-kinds.ts';
import { eventInRequest } from '../../brief/read-event.ts';
import { sharedStems } from '../../offline/stem-overlap.ts';
import { isNumberComma, splitOutsideBrackets } from '../../tools/split-outside-brackets.ts';
import { escapeRegExp } from '../../../../domain/escape-reg-exp.ts';

/** A proof point phrased for copy, from its text and who achieved it; no figure is added or changed. */
export interface ProofLine {
  fact: ProofFact;
  /** 'Smile Dental cut no-shows by 38% in 3 months' */
  sentence: string;
  /** 'How Smile Dental cut no-shows by 38% in 3 months', when the result starts with what they did. */
  how: string | null;
  /** The sentence up to its first figure, for lines read at a distance: 'Smile Dental cut no-shows by 38%'. */
  short: string;
  /** The result without who, as a headline: 'No-shows cut by 38% in 3 months'. */
  result: string | null;
  /** A before-and-after in a few words, for a sign or the screen: 'First-response time: 9 hours → 2 hours'. */
  compact: string | null;
}

/** The request's offer as copy: never invented, only what the brief states. */
export interface OfferLine {
  /** '20% off the first month with code SPRING20, until March 31' */
  sentence: string;
  /** '20% off the first month' */
  deal: string | null;
  code: string | null;
  /** 'Ends March 31' */
  ends: string | null;
  price: string | null;
}

/** What the copy is written from: the brief's asks and the space's facts, phrased once. Null or empty when unknown. */
export interface CopyMaterial {
  /** The company's name, or a marked blank. */
  brand: string;
  knownBrand: boolean;
  /** What is sold, without a leading article: 'chair-scheduling software for dental practices'. */
  product: string | null;
  /** The same as a complement, with its article when it had one: 'a weekly coffee subscription for offices'. */
  productPhrase: string | null;
  /** At most five words: 'weekly coffee subscription for offices'. */
  productShort: string | null;
  /** What the request says the copy is about, when it names a thing rather than a format or the audience. */
  subject: string | null;
  /** Whether no fact mentions the subject ('our new reporting feature' with no word on it in the space): the copy names it and leaves what it does blank. */
  subjectUnknown: boolean;
  /** The subject as the request words it ('our new reporting feature'). */
  subjectAsked: string | null;
  audience: string | null;
  /** Whether the request names the audience (the copy then speaks to them by name). */
  askedAudience: boolean;
  /** What the company is, as one sentence that reads whole: the profile's description when it opens on the name, else 'Acme offers …'. */
  what: string | null;
  /** The differentiator's claims one by one ('a fixed written quote before any work'), each a line of its own. */
  points: string[];
  /** True sentences from the facts about what the request names ('the Care Plan', 'Biscuit's story'), most relevant first. */
  subjectLines: string[];
  /** The event the request dates and places, as a line ('Our free workshop “…”: Thursday 26 February at 6pm, Spike Island'). */
  eventLine: string | null;
  /** The audience's head noun phrase: 'practice managers'. */
  audienceShort: string | null;
  /** The problems as noun phrases ('stale coffee', 'late deliveries'). */
  problems: string[];
  /** The problem when the profile states it as a sentence. */
  problemSentence: string | null;
  differentiator: string | null;
  features: string[];
  /** The features that speak of what the request names ('Every hire includes a helmet…' for weekend bike hire). */
  subjectFeatures: string[];
  integrations: string[];
  proofs: ProofLine[];
  prices: PriceFact[];
  /** 'Starter: $49/month' or 'Plans from $49/month'. */
  priceLine: string | null;
  /** The other prices of the same table as the price the request is about ('Half day e-bike hire (4 hours) costs £35'). */
  siblingPrices: string[];
  /** The named plan's or service's price in a few words ('Harbourside Care Plan: £16 a month') and what it includes, one item a line. */
  focusLines: string[];
  /** The terms (trial, guarantee, delivery, cancellation) as the source words them, each a sentence. */
  terms: string[];
  /** '14-day free trial' */
  trial: string | null;
  /** The trial term as the source words it: '14-day free trial, no card needed'. */
  trialSentence: string | null;
  /** The request's offer, or the event it announces ('Join us for our open day on 14 August'), as copy. */
  offer: OfferLine | null;
  /** Who may use the offer and how, as the documents state it ('New members only.', 'Minimum 3 months.'). */
  offerTerms: string[];
  /** The angle whose fact the request is about ('our new Team plan' is a price, 'the reporting feature' a feature). */
  lead: 'benefit' | 'offer' | 'proof' | null;
  /** The call to action, capitalised: 'Book a demo'. */
  cta: string;
  ctaAsked: boolean;
  link: string | null;
  industry: string | null;
}

/** Words that name a format, channel or occasion, not what the copy promotes: such a topic is not a subject. */
const FORMAT_WORDS = /\b(ads?|adverts?|posts?|captions?|scripts?|spots?|cards?|images?|visuals?|graphics?|banners?|booths?|billboards?|signs?|signage|headlines?|taglines?|slogans?|copy|campaigns?|instagram|linkedin|facebook|tiktok|twitter|youtube|podcasts?|radio|videos?|reels?|stor(y|ies)|search|google|ppc|rsa|display|social|lines?|trade[- ]?shows?|expos?|conferences?|variations?|variants?|promos?|promotions?|launch(es)?|announcements?|offers?|deals?|sales?|discounts?|trials?|content|creatives?|materials?|assets?|pages?|website|site|homepage|landing|blog|newsletters?|emails?)\b/i;

/** A heading over every price a business lists ('Our price list', 'Prices'): its rows are other things, not other ways to buy one. */
const PRICE_LIST = /\b(?:price ?lists?|prices|pricing|rates|fees|tariffs?|charges)\b/i;

const VERB_LED = /^(cut|grew|saw|won|got|hit|made|kept|saved|doubled|tripled|halved|[a-z]+ed)\b/i;

/**
 * An event the request names whose own brief (a document titled or headed with its name) gives its date and place
 * under labels ('Date: Thursday 12 March, 6.30pm', 'Place: 14 Jamaica Street'): what a piece about it leads with.
 */
function documentEvent(subject: string | null, documents: readonly { title: string; text: string }[]): { date: string; venue: string | null; details: string[] } | null {
  const words = (subject?.toLowerCase().match(/[a-z0-9]{4,}/g) ?? []).filter((w) => !GENERIC.has(w));
  if (!words.length) return null;
  for (const doc of documents) {
    const head = `${doc.title} ${doc.text.split('\n').find((l) => /^#\s/.test(l)) ?? ''}`.toLowerCase();
    if (!words.every((w) => head.includes(w.replace(/s$/, '')))) continue;
    const label = (re: RegExp) => doc.text.split('\n').map((l) => new RegExp(`^\\s*(?:[-*•]\\s*)?(?:${re.source})\\s*:\\s*(.+)$`, 'i').exec(l)?.[1]?.trim()).find(Boolean) ?? null;
    const date = label(/date|dates|when/);
    if (!date) continue;
    const venue = label(/place|where|venue|location/);
    const price = label(/price|cost|tickets?|entry/);
    // Short enough for a caption: the day without its year, the place by its street (no access notes in brackets).
    const place = venue?.replace(/\s*\([^)]*\)/g, '').split(/,\s*/).find((part) => /\d/.test(part)) ?? venue?.replace(/\s*\([^)]*\)/g, '').split(/,\s*/)[0] ?? null;
    return { date: date.replace(/[.]+$/, '').replace(/\s+\d{4}\b/, ''), venue: place?.trim() || null, details: price ? [price.replace(/[.]+$/, '')] : [] };
  }
  return null;
}

export function copyMaterialOf(brief: Brief, facts: FactSheet, passages: readonly { title: string; text: string }[] = [], documents: readonly { title: string; text: string }[] = []): CopyMaterial {
  const productRaw = facts.product ? withoutStop(firstSentence(facts.product)) : null;
  const product = productRaw ? midSentence(productRaw.replace(/^(a|an|the)\s+/i, '')) : null;
  const productPhrase = productRaw ? midSentence(productRaw) : null;
  // ('Two audiences. Guests: couples …': a first sentence that only counts them is a label; the groups follow it.)
  const said = facts.audience?.replace(/^\s*(?:two|three|four|both|several)\s+(?:audiences|groups|kinds of (?:customers?|clients?|buyers?))\s*[.:]\s*/i, '') ?? null;
  const audience = brief.audience ?? (said ? withoutStop(firstSentence(said)) : null);
  const subject = subjectOf(brief, audience, facts);
  const relevance = (text: string) => (subject ? -overlap(text, subject) : 0);
  const features = [...facts.features.map((f) => withoutStop(f.text))].sort((a, b) => relevance(a) - relevance(b));
  // A plan the request names ('our new Team plan') is the price the copy quotes.
  const named = namedWords(brief, facts.company);
  // A price row is read under its heading: 'Weekend … £110' in the 'E-bike hire' table is weekend e-bike hire.
  // 'the rose clay bar' in a row of kinds ('Soap bars (110g): oatmeal & honey, rose clay: £6.50 each') is one of that range, at its price.
  const rangeRow = subject ? facts.prices.find((p) => p.plan && variantNamed(p.written ?? p.text, p.plan, subject)) : undefined;
  const focusPrice = rangeRow ?? (documentEvent(subject, documents) ? undefined : (subject ? facts.prices.find((p) => p.plan && namesPlan(subject, p.plan)) : undefined) ?? bestMatch(facts.prices.filter((p) => !isExtraCharge(p)).map((p) => ({ price: p, text: `${p.section ?? ''} ${p.text}` })), subject ? named.filter((w) => mentions(subject, w)) : named, brief)?.price);
  // An event the request dates and places leads every piece: what it is, when, where and what it holds.
  const inRequest = eventInRequest(brief.request);
  // An event the request only names ('for the taster evening') is dated by its own brief among the documents.
  const fromDocument = inRequest ? null : documentEvent(subject, documents);
  const dated = inRequest ?? (fromDocument && subject ? { name: subject, ...fromDocument } : null);
  // ('the wedding fair on 15 February at the Headland Hotel' is someone else's fair the business goes to: 'The', not 'Our',
  // for an event the request names with 'the' and a venue, unless it calls it ours, says we host it, or the space's own
  // documents describe it.)
  const first = dated ? escapeRegExp(dated.name.replace(/^(?:the|our|a|an)\s+/i, '').split(/\s+/)[0] ?? '') : '';
  const elsewhere = dated ? Boolean(dated.venue) && new RegExp(`\\bthe\\s+(?:[\\w-]+\\s+){0,2}?${first}`, 'i').test(brief.request) : false;
  const owned = dated ? Boolean(fromDocument) || !elsewhere || new RegExp(`\\bour\\s+(?:[\\w-]+\\s+){0,3}?${first}`, 'i').test(brief.request) || /\bwe(?:'re|'ll| are| will)?\s+(?:be\s+)?(?:holding|hosting|running|putting on|organi[sz]ing|throwing)\b/i.test(brief.request) : false;
  const eventLine = dated ? `${owned ? 'Our' : 'The'} ${dated.name.replace(/^(?:the|our|a|an)\s+/i, '')}: ${dated.date}${dated.venue ? `, ${dated.venue}` : ''}` : null;
  const eventDetails = dated?.details.length ? [capital(dated.details.map((d, i) => (i ? d.charAt(0).toLowerCase() + d.slice(1) : d)).join(', '))] : [];
  const rangeLine = rangeRow && subject ? `${capital(subject.replace(/^(?:the|our)\s+/i, ''))}: one of our ${lowerFirst(rangeRow.plan!)}` : null;
  const subjectLines = [...(eventLine ? [eventLine] : []), ...eventDetails, ...(rangeLine ? [rangeLine] : []), ...subjectLinesOf(facts, passages, subject, named, brief)];
  const focusFeature = subject ? features.find((f) => overlap(f, subject) >= 2 || (overlap(f, subject) === 1 && subject.split(/\s+/).length <= 2)) : undefined;
  const trialTerm = facts.terms.find((t) => /\btrial\b/i.test(t.text));
  const trialMatch = trialTerm ? /(\d+[- ]day\s+)?(free\s+)?trial/i.exec(trialTerm.text) : null;
  const link = brief.links[0] ?? linkFor([brief.callToAction, brief.topic, trialTerm ? 'trial' : null].filter(Boolean).join(' '), facts);
  const trial = trialMatch ? trialMatch[0].replace(/\s+/g, ' ').replace(/(\d+) day/, '$1-day').toLowerCase() : null;
  // A course or a class the price list sells ('our intensive course', £720) is bought, not an event with a date.
  const event = focusPrice ? null : eventOf(brief);
  const offer = offerOf(brief, trial, trialTerm ? withoutStop(trialTerm.text) : null, facts.prices) ?? event ?? namedOffer(brief, facts, named);
  const { problems, problemSentence } = problemsOf(facts.problems);
  const story = brief.topic ? storyNamed(brief.topic, facts) : null;
  const subjectUnknown = Boolean(subject && !event && !focusPrice && !focusFeature && !knownIn(subject, [facts.product, facts.description, facts.differentiator, ...facts.features.map((f) => f.text), ...facts.integrations.map((f) => f.text), ...facts.terms.map((f) => f.text), ...facts.prices.map((p) => p.text), ...facts.proof.map((p) => p.text)]));
  return {
    brand: facts.company ?? '[company name]',
    knownBrand: Boolean(facts.company),
    product,
    productPhrase,
    productShort: product ? shortProduct(product) : null,
    subject,
    subjectUnknown,
    subjectAsked: brief.topic ? midSentence(brief.topic.trim()) : null,
    audience: audience ? midSentence(audience) : null,
    askedAudience: Boolean(brief.audience),
    audienceShort: audience ? audienceHead(audience) : null,
    what: whatOf(facts, productPhrase),
    points: facts.differentiator ? pointsOf(firstSentence(facts.differentiator)) : [],
    subjectLines,
    eventLine,
    problems,
    problemSentence,
    differentiator: facts.differentiator ? withoutStop(firstSentence(facts.differentiator)) : null,
    features,
    subjectFeatures: subject ? aboutSubject(features, subject) : [],

    integrations: facts.integrations.map((f) => withoutStop(f.text)),
    // The profile's product answer is what is sold, not a result, whatever figures it holds.
    // A proof the request names ('the post with Tom's review') comes first.
    // (The story the request builds the copy around comes first.)
    // (A post about one customer's story carries that customer's results and words only.)
    proofs: facts.proof.filter((p) => !(facts.product && facts.product.startsWith(p.text.slice(0, 40))) && (!story || !brief.topic || namesCustomerOf(brief.topic, p))).sort((a, b) => Number(b === story) - Number(a === story)).map(proofLineOf).sort((a, b) => relevance(a.sentence) - relevance(b.sentence)),
    prices: facts.prices,
    // A price the request names is quoted as its source words it ('Boiler service (gas): £95').
    // (A thing the facts do not price, 'our new Haunted Library room', is never given another room's price.)
    priceLine: rangeRow && subject ? rangePriceLine(subject, rangeRow) : focusPrice ? (focusPrice.plan ? planLine(focusPrice) : withoutStop(focusPrice.text)) : subjectUnknown ? null : priceLineOf(facts.prices),
    focusLines: focusPrice?.plan ? [shortPriceLine(focusPrice), ...(focusPrice.includes ?? []).map((i) => capital(withoutStop(i)))] : [],
    siblingPrices: focusPrice?.section && !PRICE_LIST.test(focusPrice.section) ? facts.prices.filter((p) => p !== focusPrice && p.plan && !p.fee && p.section === focusPrice.section && p.text.startsWith(`${p.plan} — `) === focusPrice.text.startsWith(`${focusPrice.plan} — `)).map(planLine) : [],
    terms: sellingTerms(facts, brief.request).map((t) => withoutStop(t.text)),
    trial,
    trialSentence: trialTerm ? withoutStop(trialTerm.text) : null,
    offer,
    // (Only what limits the offer: 'Extra wetsuit hire £6 a session' beside it in the document is another price.)
    offerTerms: offer ? (brief.offer.terms ?? []).map((t) => asSentenceOf(capital(t.trim()))).filter((t) => OFFER_CONDITION.test(t) && !/[£$€]\s?\d/.test(t) && !offer.sentence.toLowerCase().includes(withoutStop(t).toLowerCase())) : [],
    lead: story ? 'proof' : focusPrice || (brief.topic && /\btrial\b/i.test(brief.topic) && trial) ? 'offer' : focusFeature ? 'benefit' : null,
    // A link the request gives without a call to action is where to learn more, not necessarily the trial.
    cta: brief.callToAction ? capital(withoutStop(brief.callToAction)) : event ? 'Save your place' : brief.links.length ? 'Learn more' : trial ? `Start your ${/free/.test(trial) ? 'free ' : ''}trial` : offer ? 'Claim the offer' : 'Learn more',
    ctaAsked: Boolean(brief.callToAction),
    link,
    industry: facts.industry,
  };
}

function firstSentence(text: string): string {
  return text.trim().split(/(?<=[.!?])\s+|\n/)[0]!.trim();
}

function subjectOf(brief: Brief, audience: string | null, facts: FactSheet): string | null {
  const topic = brief.topic?.trim().replace(/^(our|my|your|the|a|an|this|that)\s+/i, '');
  // ('the weekday deal' is a thing the facts name, 'Weekday deal: Monday to Thursday …', not a kind of copy.)
  const labels = [...facts.terms.map((t) => /^([^:]{3,40}):/.exec(t.text)?.[1]), ...facts.prices.map((p) => p.plan)].filter((l): l is string => Boolean(l)).map((l) => l.toLowerCase());
  const named = Boolean(topic && labels.includes(topic.toLowerCase()));
  if (!topic || (FORMAT_WORDS.test(topic) && !named) || topic.split(/\s+/).length > 6) return null;
  if (audience && (audience.toLowerCase().includes(topic.toLowerCase()) || topic.toLowerCase().includes(audience.toLowerCase()))) return null;
  // ('built around the Ann Walsh job', 'Gareth Price's story'): a customer's story is the proof the copy leads with,
  // never a product called 'Ann Walsh job'.
  if (storyNamed(topic, facts)) return null;
  return topic;
}

/** The customer result or quotation whose customer the words name ('the Ann Walsh job'), if any. */
export function storyNamed(words: string, facts: FactSheet): ProofFact | null {
  return facts.proof.find((p) => namesCustomerOf(words, p)) ?? null;
}

const GENERIC = new Set(['new', 'latest', 'our', 'your', 'the', 'feature', 'features', 'product', 'products', 'service', 'services', 'update', 'updates', 'plan', 'plans', 'thing', 'range', 'line', 'version']);

/** Whether a fact mentions the subject by one of its distinctive words. */
function knownIn(subject: string, texts: (string | null)[]): boolean {
  // A name in capitals ('the Haunted Library room') is known by its own words, not by the kind of thing it is.
  const name = (subject.match(/\b[A-Z][a-z0-9'’-]{2,}\b/g) ?? []).map((w) => w.toLowerCase()).filter((w) => !GENERIC.has(w));
  const words = name.length ? name : (subject.toLowerCase().match(/[a-z0-9]{3,}/g) ?? []).filter((w) => !GENERIC.has(w));
  if (!words.length) return true;
  const known = texts.filter(Boolean).join(' ').toLowerCase();
  return words.some((w) => new RegExp(`\\b${w.replace(/(ing|s|es|ed)$/, '')}`).test(known));
}

/**
 * The features that speak of the subject, the closest only: one that names its head ('hire' of 'weekend e-bike hire')
 * outranks one that shares a word that qualifies it ('bike'). A fragment of under four words says nothing on its own.
 */
function aboutSubject(features: readonly string[], subject: string): string[] {
  const head = subject.trim().split(/\s+/).at(-1) ?? '';
  const score = (f: string) => overlap(f, subject) + (head ? overlap(f, head) : 0);
  const scored = features.filter((f) => f.split(/\s+/).length >= 4).map((f) => ({ f, n: score(f) })).filter((x) => x.n > 0);
  const top = Math.max(0, ...scored.map((x) => x.n));
  return scored.filter((x) => x.n === top).map((x) => x.f);
}

/** How many of the topic's words the text holds, in any form ('hired two e-bikes for the weekend' holds 'weekend e-bike hire' whole). */
const overlap = (text: string, topic: string) => sharedStems(text, topic, { min: 3 });

/** The space's link whose path matches what the copy asks people to do ('book a demo' takes …/demo), else the website. */
function linkFor(ask: string, facts: FactSheet): string | null {
  const urls = facts.links.map((l) => /(?:https?:\/\/|www\.)\S+/.exec(l.text)?.[0]).filter((u): u is string => Boolean(u));
  const words = new Set(ask.toLowerCase().match(/[a-z]{4,}/g) ?? []);
  const matching = urls.find((u) => (u.replace(/^\w+:\/\/[^/]+/, '').toLowerCase().match(/[a-z]{4,}/g) ?? []).some((w) => words.has(w)));
  return matching ?? facts.website ?? urls[0] ?? null;
}

/** At most five words: cut at a comma, else before a 'that/which/with' clause, else at five words. */
function shortProduct(product: string): string {
  // What a bracket lists ('Full groom (bath, dry, cut)') is detail: a short form cut inside it reads 'Full groom (bath'.
  const clause = product.replace(/\s*\([^)]*\)/g, '').split(/\s*[,;:–—]\s*/)[0]!;
  if (clause.split(/\s+/).length <= 5) return clause;
  const head = clause.split(/\s+(?:for|that|which|with|so|to)\s+/)[0]!;
  if (head.split(/\s+/).length <= 5) return head;
  // 'Escape room bookings and corporate team-building packages' is cut at its 'and', never inside the second thing
  // ('… and corporate').
  const first = head.split(/\s+(?:and|&|or|plus)\s+/)[0]!;
  return first !== head && first.split(/\s+/).length >= 2 && first.split(/\s+/).length <= 5 ? first : fitWords(head, 5);
}

function audienceHead(audience: string): string {
  // 'Two audiences: working adults …' names them after the colon.
  // ('Two audiences. Guests: couples …': the first group, after its own label.)
  const named = audience.replace(/^[^:.]{0,30}\baudiences?\s*[:.]\s*(?:[A-Z][\w-]*(?:\s+[\w-]+)?\s*:\s*)?/i, '');
  let head = named.split(/\s*[,;:(]\s*|\s+(?:aged|at|who|that|with|in|from|whose|which|running|using|across|near|around)\s+/i)[0]!;
  // ('Couples marrying in Cornwall who hate posing': a head that ends on its participle keeps where, 'couples marrying in Cornwall'.)
  if (/\b[a-z]+s\s+[a-z]+(?:ing|ed)$/i.test(head)) head = named.split(/\s*[,;:(]\s*|\s+(?:aged|who|that|with|whose|which|running|using)\s+/i)[0]!;
  // ('Office managers and practice owners' over four words keeps its first group whole, never 'office managers and practice'.)
  const first = head.split(/\s+(?:and|or|&)\s+|\s*\/\s*/)[0]!;
  return midSentence(head.split(/\s+/).length > 4 && first !== head && first.split(/\s+/).length <= 4 ? first : fitWords(head, 4));
}

/** A profile's problems as noun phrases when it lists them, or as one sentence when it states them. */
function problemsOf(text: string | null): { problems: string[]; problemSentence: string | null } {
  if (!text?.trim()) return { problems: [], problemSentence: null };
  const first = withoutStop(firstSentence(text));
  // 'Green water after every heatwave, not knowing which chemicals to add, cleaners who cancel': a list of three or
  // more, some of them clauses, is said by the parts that are things ('Tired of green water … and cleaners who …?').
  // ('…; fitting lessons around school, college or shift work': with semicolons between them, a comma is inside one.)
  const listed = first.split(first.includes(';') ? /\s*;\s*/ : /\s*[,;]\s*/).map((p) => midSentence(p.trim().replace(/^(?:and|or)\s+/i, ''))).filter(Boolean);
  const things = listed.filter((p) => p.split(/\s+/).length <= 7 && !/^not\b/i.test(p) && nounPhraseOf(p));
  if (listed.length >= 3 && things.length >= 2) return { problems: things, problemSentence: null };
  const sentenceLike = /\b(is|are|was|were|can't|cannot|don't|doesn't|lose|loses|spend|spends|waste|wastes|have|has|need|needs|struggle|struggles|miss|misses|want|wants|takes?|find|finds)\b/i.test(first) && !/^[a-z-]+s who\b/i.test(first);
  // ('They want a precious thing framed properly': the profile speaks of the buyers; the copy speaks to them.)
  if (sentenceLike || first.split(/\s+/).length > 14) return { problems: [], problemSentence: capital(/^(?:they|customers|clients|people)\s+(?!who\b)/i.test(first) ? toReader(first) : first) };
  const parts = first
    .split(first.includes(';') ? /\s*;\s*/ : /\s*[,;]\s*|\s+and\s+(?=[a-z])|\s+or\s+/i)
    .map((p) => midSentence(p.trim().replace(/^(and|or)\s+/i, '')))
    .filter((p) => p && p.split(/\s+/).length <= 7);
  // Each goes into 'Tired of …?' and the like: a part that is a clause, not a noun phrase, makes the whole a sentence.
  const phrases = parts.length ? parts : [midSentence(first)];
  if (phrases.some((p) => !nounPhraseOf(p))) return { problems: [], problemSentence: capital(first) };
  return { problems: phrases, problemSentence: null };
}

export function proofLineOf(fact: ProofFact): ProofLine {
  const text = withoutStop(fact.text.replace(/\s+/g, ' '));
  // A customer's words are quoted whole, with who said them: a piece of a quote is no longer theirs.
  if (fact.kind === 'quote') {
    const said = `“${text.replace(/^["“]|["”]$/g, '')}.”${fact.who ? ` – ${fact.who.trim()}` : ''}`;
    // For a headline, the quote's first sentence in quotes, when it stands alone ('He came back calm' does not).
    const first = text.replace(/^["“]|["”]$/g, '').split(/(?<=[.!?])\s+/)[0]!.replace(/[.!?]$/, '');
    // (Still theirs: with who said it.)
    const short = /^(he|she|it|they|him|her|them|this|that|then|so|and|but)\b/i.test(first) ? said : `“${first}.”${fact.who ? ` – ${fact.who.trim()}` : ''}`;
    return { fact, sentence: said, how: null, short, result: null, compact: null };
  }
  const who = fact.who?.trim() || null;
  let claim = text;
  const startsWithWho = who ? text.toLowerCase().startsWith(who.toLowerCase()) : false;
  if (who && startsWithWho) claim = text.slice(who.length).replace(/^[\s:,–—-]+/, '');
  else if (who) claim = text.replace(new RegExp(`,?\\s+(?:at|for|with|by|from)\\s+${escapeRegExp(who)}\\b`, 'i'), '').trim();
  const verbLed = VERB_LED.test(claim) && /^[a-z]/.test(claim);
  const sentence = who && verbLed ? `${who} ${claim}` : capital(text);
  const passive = /^(\w+)\s+(.+?)\s+(by|from|to)\s+(.*\d.*)$/.exec(claim);
  const result = verbLed && passive && passive[2]!.split(/\s+/).length <= 4 ? `${capital(passive[2]!)} ${passive[1]} ${passive[3]} ${passive[4]}` : null;
  const range = verbLed ? /^\w+\s+(.+?)\s+from\s+(\S*\d\S*(?:\s+[a-z%]+)?)\s+to\s+(\S*\d\S*(?:\s+[a-z%]+)?)/i.exec(claim) : null;
  const compact = range && range[1]!.split(/\s+/).length <= 3 ? `${capital(range[1]!)}: ${range[2]} → ${range[3]}` : null;
  return {
    fact,
    sentence: who || !verbLed ? sentence : result ?? sentence,
    how: who && verbLed ? `How ${who} ${claim}` : null,
    short: upToFirstFigure(who || !verbLed ? sentence : result ?? sentence),
    result,
    compact,
  };
}

const NOT_A_UNIT = new Set(['in', 'at', 'for', 'with', 'by', 'from', 'to', 'and', 'or', 'of', 'on', 'the', 'a', 'an', 'after', 'over', 'within']);

/**
 * A sentence cut after its first figure with its unit, and a range's end ('from 9 hours to 2 hours'), so no
 * figure is left without what it counts: 'Smile Dental cut no-shows by 38%'.
 */
function upToFirstFigure(sentence: string): string {
  const words = sentence.split(/\s+/);
  let at = words.findIndex((w) => /\d/.test(w));
  // No figure to cut after: the sentence whole, or a cut where a phrase ends, never 'The certs are in the box every'.
  if (at < 2) return words.length <= 9 ? sentence : (shortPoint(sentence, 7) ?? sentence);
  const unit = (i: number) => words[i] && /^[a-z%]+[,;:]?$/i.test(words[i]!) && !NOT_A_UNIT.has(words[i]!.toLowerCase().replace(/[,;:]$/, ''));
  if (unit(at + 1)) at++;
  if (words[at + 1]?.toLowerCase() === 'to' && /\d/.test(words[at + 2] ?? '')) {
    at += 2;
    if (unit(at + 1)) at++;
  }
  return words.slice(0, at + 1).join(' ').replace(/[,;:]$/, '');
}

function offerOf(brief: Brief, trial: string | null, trialSentence: string | null, prices: readonly PriceFact[]): OfferLine | null {
  const given = brief.offer;
  if (!given.discount && !given.code && !given.price && !given.deadline) return null;
  // 'new patient exam for £35': an offer price is for what the request names, a service the price list holds.
  const named = !given.appliesTo && given.price && !given.discount ? prices.find((p) => p.plan && p.plan.split(/\s+/).length >= 2 && brief.request.toLowerCase().includes(p.plan.toLowerCase()))?.plan : undefined;
  const o = named ? { ...given, discount: `${named.toLowerCase()} for ${given.price}`, price: null } : given;
  // 'our free trial' names the trial the facts describe: the copy gives its terms ('14-day free trial').
  const discount = o.discount && trial && /\btrial\b/i.test(o.discount) && !/\d/.test(o.discount) ? trial : o.discount;
  const deal = discount ? (o.appliesTo && !discount.toLowerCase().includes(o.appliesTo.toLowerCase()) ? `${discount} ${o.appliesTo}` : discount) : null;
  const deadline = o.deadline?.trim() || null;
  const byWhen = deadline ? (/^(until|till|through|by|before|ends?|expires?|valid|only)\b/i.test(deadline) ? deadline : `until ${deadline}`) : null;
  const ends = deadline ? capital(/^(valid|only|expires?)\b/i.test(deadline) ? deadline : deadline.replace(/^(until|till|through|by|before|ends?)\s+/i, '').replace(/^/, 'ends ')) : null;
  const main = [o.price && !deal ? o.price : null, deal, o.code ? (deal ? `with code ${o.code}` : `use code ${o.code}`) : null].filter(Boolean).join(' ');
  const trialOnly = discount === trial && trial !== null && !o.code && !o.price;
  const sentence = trialOnly && trialSentence ? capital([trialSentence, byWhen].filter(Boolean).join(', ')) : capital([main, byWhen].filter(Boolean).join(main && byWhen ? ', ' : ''));
  return { sentence, deal, code: o.code, ends, price: o.price };
}

/** A price in a few words, for a line or a headline: 'Harbourside Care Plan: £16 a month', 'Power flush: from £450'. */
function shortPriceLine(price: PriceFact): string {
  const per = price.unit ?? (price.per && !/one[- ]?off/i.test(price.per) ? `a ${price.per}` : '');
  return `${price.plan}: ${price.from ? 'from ' : ''}${price.amount}${per ? ` ${per}` : ''}`;
}

/** A plan the request is about, as its source words it: 'Growth plan: $99 per month for up to 20 chairs'. */
/** 'Rose clay bar: £6.50 each, or 4 for £22': the kind named, at its range's price and multi-buy (its size left to the label). */
function rangePriceLine(subject: string, row: PriceFact): string {
  const multi = (row.conditions ?? []).filter((c) => /^\d+\s+for\s+/i.test(c));
  const base = `${row.amount}${row.unit ? ` ${row.unit}` : row.per ? ` ${row.per}` : ''}`;
  return `${capital(subject.replace(/^(?:the|our)\s+/i, ''))}: ${base}${multi.length ? `, or ${multi.join(', ')}` : ''}`;
}

function planLine(price: PriceFact): string {
  // A row of kinds ('Soap bars (110g): oatmeal & honey, rose clay: £6.50 each') is said as its range and price, not its list.
  if (price.plan && price.written && new RegExp(`^${escapeRegExp(price.plan)}\\s*(?:\\([^)]*\\))?\\s*:[^$£€]*,[^$£€]*:\\s*(?:from\\s+)?[$£€]`, 'i').test(price.written)) return `${price.plan}: ${priceWithUnit(price)}`;
  // A table's row ('Weekend (…) — Price: £110; What's included: …') is said as a sentence, never as its cells.
  if (price.text.startsWith(`${price.plan} — `)) return withoutStop(phrasePrice(price));
  // A price already phrased as a sentence ('The Grower plan is £22 a month: …') is quoted whole.
  if (new RegExp(`^(the\\s+)?${escapeRegExp(price.plan!)}\\b[^:]*\\b(is|are|costs?)\\s`, 'i').test(price.text)) return withoutStop(price.text);
  // The copy facts' sentence of it ('Weekend e-bike hire (…) costs £110'): the name it gives is already whole.
  if (new RegExp(`^.{0,80}?\\b(?:costs?|starts? at)\\s+(?:from\\s+)?${escapeRegExp(price.amount)}`, 'i').test(price.text)) return withoutStop(price.text);
  const rest = withoutStop(price.text).replace(new RegExp(`^${escapeRegExp(price.plan!)}(\\s+plan)?\\s*[:–—-]?\\s*`, 'i'), '');
  // 'Growth plan' where the source speaks of plans; a priced service ('Boiler check: £95') keeps its own name.
  const plan = /\bplan$/i.test(price.plan!) || !/\bplans?\b/i.test(price.text) ? price.plan : `${price.plan} plan`;
  return rest.includes(price.amount) ? `${plan}: ${rest}` : priceLineOf([price])!;
}

const EVENT_WORDS = /\b(webinars?|events?|open (day|house|evening)|workshops?|meetups?|launch (party|event)|live ?streams?|demo days?|tastings?|classes|class|courses?|summits?|masterclass(es)?|info(rmation)? (session|evening)s?|fairs?|festivals?|fundraisers?|galas?|dinners?|breakfasts?|talks?|seminars?|q&a)\b/i;

/**
 * The event a request announces ('our open day on 14 August') as the line every piece carries, with its date
 * as the request gives it, else a marked blank; the event itself is the request's, never invented.
 */
function eventOf(brief: Brief): OfferLine | null {
  const topic = brief.topic?.trim();
  if (!topic || !EVENT_WORDS.test(topic) || topic.split(/\s+/).length > 6) return null;
  // 'spring webinar promo' is the spring webinar: the format word is the request's, not the event's name.
  const bare = topic.split(/\s+/).filter((w, i, all) => i < all.length - 1 || !FORMAT_WORDS.test(w)).join(' ');
  const name = /^(our|the|a|an|this|my)\s/i.test(bare) ? midSentence(bare) : `our ${midSentence(bare)}`;
  const date = brief.dates.find((d) => !brief.offer.deadline?.includes(d));
  // The date reader may take a word of the event with it ('day on 14 August'): the date starts after them.
  const topicWords = new Set(topic.toLowerCase().split(/\s+/));
  const dateWords = date?.split(/\s+/) ?? [];
  while (dateWords.length > 1 && (topicWords.has(dateWords[0]!.toLowerCase()) || /^(on|at|the)$/i.test(dateWords[0]!))) dateWords.shift();
  const when = dateWords.length ? dateWords.join(' ') : '[date]';
  return { sentence: `Join us for ${name} on ${when}`, deal: null, code: null, ends: null, price: null };
}

/**
 * The terms copy may sell with: how to get there and reach us ('Parking: free for 2 hours …') is said in copy about a
 * visit, never as a reason to buy in a post or an ad; a term that binds the buyer (no refunds, notice to move, how to
 * pay) is never a reason to buy, unless the request is about it.
 */
function sellingTerms(facts: FactSheet, request: string): FactSheet['terms'] {
  const visit = /\b(?:visit\w*|park|parking|find us|directions|open days?|come in|drop in|opening (?:hours|times)|getting here)\b/i.test(request);
  const aboutTerms = /\b(?:refunds?|cancel\w*|notice|polic(?:y|ies)|terms|pay(?:ing|ment)?|rules?)\b/i.test(request);
  return facts.terms.filter((t) => (visit || t.topic !== 'practical') && (aboutTerms || !BINDS_BUYER.test(t.text)));
}

function priceLineOf(all: PriceFact[]): string | null {
  // A fee charged on top, or paid to someone else, is never what the copy says things cost from.
  // (Nor is an extra on top: 'extra firewood £12 a bag' is not what a weekend's hire costs from.)
  const own = all.filter((p) => !isExtraCharge(p));
  const prices = own.some((p) => !p.fee) ? own.filter((p) => !p.fee) : own;
  if (!prices.length) return null;
  const per = (p: PriceFact) => (p.per && !/one[- ]?off|once/i.test(p.per) ? `/${p.per.replace(/^per\s+/i, '')}` : '');
  // A subscription's name reads 'Growth plan'; a service paid once keeps its own ('Puncture repair: £15').
  const plan = (p: PriceFact) => (p.plan ? `${p.plan}${/\bplan$/i.test(p.plan) || p.billing !== 'recurring' ? '' : ' plan'}: ` : '');
  // A price with no name is said as where prices start ('From £180 a day'), never a bare '£180/day'.
  const alone = (p: PriceFact) => (p.plan ? `${plan(p)}${p.amount}${per(p)}` : `From ${p.amount}${p.unit ? ` ${p.unit}` : per(p)}`);
  if (prices.length === 1) return alone(prices[0]!);
  const value = (p: PriceFact) => Number(p.amount.replace(/[^0-9.]/g, '')) || Number.POSITIVE_INFINITY;
  const lowest = [...prices].sort((a, b) => value(a) - value(b))[0]!;
  const samePeriod = prices.every((p) => p.per === lowest.per);
  // Services paid once are not plans: 'Prices from £25'.
  const plans = prices.every((p) => p.billing === 'recurring' || (p.per && !/one[- ]?off|once/i.test(p.per)));
  return samePeriod ? `${plans ? 'Plans' : 'Prices'} from ${lowest.amount}${per(lowest)}` : alone(lowest);
}
/** The profile's description when its first sentence is about the company by name; else the company and what it offers. */
function whatOf(facts: FactSheet, productPhrase: string | null): string | null {
  const first = facts.description ? firstSentence(facts.description) : '';
  if (facts.company && first.startsWith(facts.company) && first.split(/\s+/).length <= 30) return asSentenceOf(first);
  if (!productPhrase) return null;
  // A name keeps its capitals ('offers Plant Club, a monthly …'); only a common noun phrase is lowered.
  return `${facts.company ?? 'We'} ${facts.company ? 'offers' : 'offer'} ${/^[A-Z][a-z]+\s+[A-Z]/.test(productPhrase) ? productPhrase : productPhrase.replace(/^[A-Z](?=[a-z])/, (c) => c.toLowerCase())}.`;
}

const asSentenceOf = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

const STOP = new Set(['write', 'give', 'make', 'create', 'draft', 'include', 'need', 'want', 'use', 'each', 'under', 'max', 'words', 'word', 'characters', 'with', 'about', 'for', 'and', 'the', 'our', 'from', 'that', 'this', 'one', 'lines', 'line', 'short', 'options', 'option']);
const MONTHS = /^(January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)$/;

/**
 * The names the request gives that the facts may hold ('the Taster Box', 'Care Plan', 'Biscuit'): capitalised
 * words inside a sentence, and the topic's words, without the company's own name, months or channels.
 */
function namedWords(brief: Brief, company: string | null): string[] {
  const own = new Set((company ?? '').toLowerCase().match(/[a-z0-9]+/g) ?? []);
  const caps = [...brief.request.matchAll(/(?<=[a-z0-9,:;'"‘’“”(]\s+)([A-Z][a-zA-Z-]+)/g)].map((m) => m[1]!);
  const topic = (brief.topic ?? '').match(/[A-Za-z][A-Za-z-]{3,}/g) ?? [];
  // A line the request quotes ('Book your boiler service before …') names what it is about in its own words.
  const quoted = (quotedLineOf(brief.request) ?? '').match(/[A-Za-z][A-Za-z-]{3,}/g) ?? [];
  return [...new Set([...caps, ...topic, ...quoted].map((w) => w.replace(/['’]s$/, '')).filter((w) => !MONTHS.test(w) && !FORMAT_WORDS.test(w) && !STOP.has(w.toLowerCase()) && !GENERIC.has(w.toLowerCase()) && !own.has(w.toLowerCase())))];
}

const mentions = (text: string, word: string) => new RegExp(`\\b${escapeRegExp(word)}(?:s|es|'s|’s)?\\b`, 'i').test(text);

/**
 * Whether what a piece is about names a priced plan: the plan's whole name ('the Harbourside Care Plan'), or the
 * end of it that sets it apart, of two words or more ('the Care Plan' for 'Harbourside Care Plan').
 */
function namesPlan(subject: string, plan: string): boolean {
  if (new RegExp(`\\b${escapeRegExp(plan)}\\b`, 'i').test(subject)) return true;
  const asked = subject.replace(/^(?:the|a|an|our|your)\s+/i, '').trim();
  return asked.split(/\s+/).length >= 2 && asked.length <= plan.length && new RegExp(`\\b${escapeRegExp(asked)}$`, 'i').test(plan.trim());
}

/** The fact that mentions most of the named words (at least one), if any. */
function bestMatch<T extends { text: string }>(list: readonly T[], named: string[], _brief: Brief): T | undefined {
  let best: T | undefined;
  let score = 0;
  // A word every row shares ('room' of a price table headed 'Rooms') tells none of them apart: 'our new Haunted
  // Library room' is none of the rooms listed.
  const telling = list.length >= 2 ? named.filter((w) => !list.every((f) => mentions(f.text, w))) : named;
  for (const f of list) {
    const n = telling.filter((w) => mentions(f.text, w)).length;
    if (n > score) [best, score] = [f, n];
  }
  return best;
}

/** Words by which a phrase says something of what it names ('made by hand', 'includes a lifeguard'), not only names it. */
const SAYS_SOMETHING = /\b(?:is|are|was|get|gets|give|gives|include|includes|including|come|comes|made|cut|built|run|runs|taught|delivered|keeps?|helps?|with|without|from|by|for|free|every|all|only)\b/i;

/** Whole sentences from the facts and the retrieved passages that mention what the request names, most named words first. */
function subjectLinesOf(facts: FactSheet, passages: readonly { title: string; text: string }[], subject: string | null, named: string[], brief: Brief): string[] {
  // The topic's own words weigh double: 'the Care Plan' on 'Bristol's local radio' is about the plan.
  const topical = ((subject ?? '').match(/[A-Za-z][A-Za-z-]{3,}/g) ?? []).filter((w) => !GENERIC.has(w.toLowerCase()) && !STOP.has(w.toLowerCase()));
  const words = [...new Set([...named, ...topical])];
  if (!words.length) return [];
  // A word of what the request is about outweighs a name it mentions in passing ('for Bristol local radio').
  const weight = (w: string) => (topical.some((t) => t.toLowerCase() === w.toLowerCase()) ? 10 : 1);
  // The profile's own lines count too, claim by claim ('the Harbourside Care Plan: a yearly service plus …').
  // A point that opens on a bare verb ('sell the Plant Club monthly subscription', cut from 'We grow, deliver and sell …') has lost its subject: no line of copy.
  const fromProfile = [facts.product, facts.description, facts.differentiator].flatMap((t) => (t ? t.split(/(?<=[.!?])\s+/).flatMap((sentence) => {
    // A list glued with semicolons is said claim by claim, never whole.
    // ('Weekly swimming lessons, memberships and pool parties': the items of what is sold, cut from their list, are
    // names with nothing said of them, no line of copy: 'Memberships and pool parties.')
    const points = pointsOf(sentence).filter((p) => !opensOnVerb(p) && !(t === facts.product && !/\d/.test(p) && !SAYS_SOMETHING.test(p) && p.split(/\s+/).length <= 6));
    return /;/.test(sentence) && points.length ? points : [sentence, ...points];
  }) : []));
  // A price is said as a sentence ('Full groom costs £55'), never as the table row it was read from.
  const fromFacts = [...facts.prices.map((p) => withoutStop(phrasePrice(p))), ...[...sellingTerms(facts, brief.request), ...facts.proof, ...facts.features].map((f) => f.text)].concat(fromProfile.filter((t) => t.split(/\s+/).length >= 4));
  // What a thing is and costs says more of it than how it renews or is cancelled: such terms come after the other lines.
  const isTerm = new Set(facts.terms.map((t) => withoutStop(t.text)).filter((t) => ADMIN_TERM.test(t)));
  const fromPassages = passages.flatMap((p) => p.text.replace(/^\s*…[^\n.!?]*[.!?]?/, '').replace(/[^\n.!?]*…\s*$/, '').split(/\n+|(?<=[.!?]["”]?)\s+(?=[A-Z"“])/)).map((t) => t.replace(/^[#>*\-|\s]+/, '').trim()).filter((t) => t.split(/\s+/).length >= 4 && !/\|/.test(t) && !/:$/.test(t))
    // A customer's quoted words cut from the line that names them would read as ours: the proof facts carry them with who said them.
    .filter((t) => !/^["“]/.test(t));
  // House rules ('Under-16s must be supervised by a paying adult') are no selling line, unless the request is about them.
  const rulesAsked = /\b(?:rules?|polic\w*|ages?|supervis\w*|consent|safety|waiver)\b/i.test(brief.request);
  const houseRule = (t: string) => !rulesAsked && HOUSE_RULE.test(t);
  const quotedProof = new Map(facts.proof.filter((p) => p.kind === 'quote').map((p) => [p.text, proofLineOf(p).sentence]));
  // A line that introduces a list ('After 3 months on Relaydesk Growth:') says nothing on its own.
  const scored = [...fromFacts, ...fromPassages]
    .filter((text) => !/:\s*$/.test(text) && !houseRule(text))
    // A customer's words keep their quotation marks and their name: without them they read as ours.
    .map((text) => ({ text: quotedProof.get(text) ?? withoutStop(text), n: words.filter((w) => mentions(text, w)).reduce((sum, w) => sum + weight(w), 0) }))
    .filter((x) => x.n > 0 && !brief.request.includes(x.text));
  // Most named words first; among those, the shortest, the one most about the subject alone.
  scored.sort((a, b) => b.n - a.n || Number(isTerm.has(a.text)) - Number(isTerm.has(b.text)) || a.text.length - b.text.length);
  // Only the lines that name the most of it: 'the Care Plan' on Bristol radio is about the plan, not the city.
  const top = scored[0]?.n ?? 0;
  return [...new Set(scored.filter((x) => x.n === top).map((x) => x.text))].slice(0, 6);
}

/** A term that limits who may use an offer or how: 'New members only', 'Minimum 3 months', 'One per household'. */
const OFFER_CONDITION = /\b(?:only|minimum|min\.|valid|not|excludes?|cannot|can't|must|once|one per|per (?:person|household|customer)|new (?:members|customers|clients)|first-time|until|by|before|ends?)\b/i;

/** A rule the business holds its customers to: who must be supervised, sign a form, or may not come. */
const HOUSE_RULE = /\b(?:must be supervised|supervised by|consent form|waiver|must (?:sign|bring|wear|be accompanied)|not (?:allowed|permitted)|are not admitted|id (?:is )?required)\b/i;

/** 'Include the Taster Box offer': the offer the facts state for what the request names, in the facts' words. */
function namedOffer(brief: Brief, facts: FactSheet, named: string[]): OfferLine | null {
  if (!/\b(offer|deal|discount|promo\w*|trial|intro\w*)\b/i.test(brief.request)) return null;
  const fact = bestMatch([...facts.terms, ...facts.prices].filter((f) => /\d|free\b/i.test(f.text)), named, brief);
  if (!fact) return null;
  const deal = /(\d+%\s*off|half price|[£$€]\d[\d,.]*\s*off|free [a-z-]+(?: [a-z-]+)?)/i.exec(fact.text)?.[0] ?? null;
  return { sentence: capital(withoutStop(fact.text)), deal, code: null, ends: null, price: null };
}

/** Whether a phrase starts with a verb and no subject ('sell the Plant Club …', 'look after plants'). */
function opensOnVerb(text: string): boolean {
  const doc = nlp(text);
  return /^[a-z]/.test(text) && doc.match('^#Verb').found && !doc.match('^(#Gerund|#PastTense|#Participle)').found;
}

/** A list of claims split into its items, at commas, semicolons and a last 'and', never inside brackets. */
export function pointsOf(text: string): string[] {
  // ('office moves from £1,450': a comma between digits is part of the price.)
  const parts = splitOutsideBrackets(withoutStop(text), (t, i) => (t[i] === ',' && !isNumberComma(t, i)) || t[i] === ';');
  // ', so they are used to local conditions', ', which …': a clause that leans on the one before stays with it.
  const joined: string[] = [];
  for (const p of parts) {
    // ('our head grower, Sam Reed, so …': a name set off by commas is who the clause before means.)
    const name = /^\s*[A-Z][\w'-]+(?:\s+[A-Z][\w'-]+){0,2}\s*$/.test(p) && !/^\s*(?:And|Or|Plus|The|Our|We)\b/.test(p);
    if (joined.length && (name || /^\s*(?:so|which|because|but|as|meaning|that|who|where)\b/i.test(p))) joined[joined.length - 1] = `${joined[joined.length - 1]},${p}`;
    else joined.push(p);
  }
  const items = joined.map((p) => p.trim().replace(/^(and|or|plus)\s+/i, '')).filter(Boolean);
  // 'in small evening, Saturday and summer classes': words that describe one head noun, listed before it, are one point.
  for (let i = 0; i < items.length - 1; i++) {
    const tail = items[i]!.split(/\s+/).at(-1) ?? '';
    const next = items[i + 1]!;
    const lastOfNext = next.split(/\s+/).at(-1) ?? '';
    if (items[i]!.split(/\s+/).length > 3 && next.split(/\s+/).length <= 4 && /\band\b/.test(next) && nlp(lastOfNext).has('#Plural') && !nlp(tail).has('#Plural') && nlp(tail).has('(#Adjective|#Noun|#Date)')) {
      items.splice(i, 2, `${items[i]}, ${next}`);
      i--;
    }
  }
  // 'named British ingredients and recipes written with a vet' stays whole unless it is the list's last 'and'.
  const last = items.at(-1);
  if (items.length >= 2 && last) {
    const split = /^(.{12,}?)\s+and\s+(\w+\s+\w+.{8,})$/.exec(last);
    if (split && /\b(ed|en)\b|\w+ed\b/.test(split[2]!)) items.splice(-1, 1, split[1]!, split[2]!);
  }
  // Fragments of a comma list are dropped; an item a semicolon sets off ('CISRS-carded crews') was written as a claim.
  const least = /;/.test(text) ? 2 : 3;
  return items.length >= 2 ? items.filter((i) => i.split(/\s+/).length >= least).map((i) => i.charAt(0).toLowerCase() === i.charAt(0) ? i : /^[A-Z][a-z]/.test(i) && !/^[A-Z][a-z]+\s[A-Z]/.test(i) ? i.charAt(0).toLowerCase() + i.slice(1) : i) : [];
}

/** A line of copy the request quotes for the piece to carry ("Instagram image: 'Book your service before winter'"), if any. */
export function quotedLineOf(request: string): string | null {
  const found = /(?:^|[\s:(])['‘"“]([^'‘’"“”]{12,90})['’"”](?=$|[\s,.;:)!?])/.exec(request);
  return found && found[1]!.trim().split(/\s+/).length >= 3 ? found[1]!.trim() : null;
}
