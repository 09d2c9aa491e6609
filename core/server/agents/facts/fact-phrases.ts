import nlp from 'compromise';
import type { Fact, PriceFact, ProofFact, TermFact } from './fact-sheet.ts';
import { unitAfter } from './price-facts.ts';
import { withIndefinite } from '../tasks/english-phrases.ts';
import { escapeRegExp } from '../../../domain/escape-reg-exp.ts';

/**
 * How a fact reads in customer copy: a sentence or phrase a marketer could publish, never the source line pasted
 * (no 'Header: value' labels, no ' — ', no '|'), with figures and units exactly as the source wrote them.
 * Pure functions for every generator to call.
 */

export interface PhraseOptions {
  /** Names to keep capitalised at the start of a clause (plan names, products, the company). */
  names?: readonly string[];
  /** The company, for a proof point with no subject of its own ('trusted by 400 practices'). */
  company?: string | null;
  /** The longest sentence the voice allows: a price then names fewer of its inclusions (never cuts a figure or unit). */
  maxWords?: number;
}

/** Lists as people write them: 'a', 'a and b', 'a, b and c'. */
export function joinList(items: readonly string[]): string {
  const xs = items.map((x) => x.trim()).filter(Boolean);
  if (xs.length <= 1) return xs[0] ?? '';
  return `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`;
}

/** Copy never carries a table's pipes, a source's dashes or a trailing stop inside a sentence. */
function clean(text: string): string {
  return text
    .replace(/\s*\|\s*/g, ', ')
    // A span between two times or dates ('Fri 16:00 – Mon 10:00') runs from one to the other.
    .replace(/(\d)\s*[—–]\s*(?=(?:[A-Za-z]{3,9}\.?\s+)?\d{1,2}(?::\d\d|\s*(?:am|pm)\b))/gi, '$1 to ')
    .replace(/\s+[—–]\s+|\s+-\s+/g, ', ')
    .replace(/\s+/g, ' ')
    .replace(/[\s,;:]+$/, '')
    .trim();
}

/** Whether the first word of a clause is a name that keeps its capital ('SSO', 'QuickBooks', 'Google Calendar', a known name). */
function keepsCapital(text: string, names: readonly string[]): boolean {
  const [first = '', second = ''] = text.split(/\s+/);
  const word = first.replace(/[^\w'&.-]+$/, '');
  if (!/^[A-Z]/.test(word)) return true;
  if (/^[A-Z0-9&]{2,}s?$/.test(word) || /[a-z][A-Z]|\d/.test(word)) return true;
  if (names.some((n) => n && (text === n || text.startsWith(`${n} `) || text.startsWith(`${n},`) || text.startsWith(`${n}'`) || n.split(/\s+/)[0] === word))) return true;
  // 'Google Calendar sync': two capitalised words running together are a name.
  if (/^[A-Z][\w'&.-]*$/.test(second) && !/^(I|A)$/.test(second)) return true;
  // ('Sat 25 October', 'Tues', 'Sept': a day or month shortened is still a name.)
  return /^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|june|july|august|september|october|november|december|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)$/i.test(word);
}

/** The clause with its first letter lower-cased, unless it opens with a name. */
export function lowerFirst(text: string, names: readonly string[] = []): string {
  return keepsCapital(text, names) ? text : text.charAt(0).toLowerCase() + text.slice(1);
}

function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A sentence ends with one stop. */
function sentence(text: string): string {
  const t = upperFirst(clean(text));
  return /[.!?]$/.test(t) ? t : `${t}.`;
}

/** What the price is for as the source wrote it ('a month per bike', '/month per seat'), read from the fact's text when a hand-made fact lacks it. */
function unitOf(f: PriceFact): string | null {
  if (f.unit !== undefined) return f.unit;
  const read = unitAfter(f.text, f.amount);
  if (read) return read;
  if (!f.per) return null;
  if (['month', 'year', 'week', 'day', 'quarter'].includes(f.per)) return `a ${f.per}`;
  return f.per === 'each' || f.per === 'one-off' ? f.per : `per ${f.per}`;
}

// The note that a price is quoted without VAT, said after the amount as a price list says it: '£4 per user per month + VAT'.
const EX_VAT = /^(?:excluding|excl\.?|ex|plus|\+)\s*VAT$/i;

/** Conditions after a price: 'for a block of 10' reads inline, '5 bikes or more' in brackets. */
function conditionsOf(f: PriceFact): string {
  const all = (f.conditions ?? []).map(clean).filter((c) => c && !EX_VAT.test(c));
  const inline = all.filter((c) => /^(for|when|if|on|with|per|from|after|before|until|between)\b/i.test(c));
  // '£6.50 each, or 4 for £22': a multi-buy is another way to buy it, said after it.
  const multi = all.filter((c) => /^\d+\s+for\s+[$£€]/i.test(c));
  const bracketed = all.filter((c) => !inline.includes(c) && !multi.includes(c));
  return `${inline.map((c) => ` ${c}`).join('')}${multi.map((c) => `, or ${c}`).join('')}${bracketed.length ? ` (${bracketed.map((c) => lowerFirst(c)).join(', ')})` : ''}`;
}

/** The amount with its unit and conditions, as written: 'from $49/month per seat', '£12 a month per bike (5 bikes or more)'. */
export function priceWithUnit(f: PriceFact, withConditions = true): string {
  const unit = unitOf(f);
  const amount = `${f.amount}${unit ? (unit.startsWith('/') ? unit : ` ${unit}`) : ''}`;
  const conditions = withConditions ? conditionsOf(f) : '';
  const vat = withConditions && (f.conditions ?? []).some((c) => EX_VAT.test(clean(c))) ? ' + VAT' : '';
  return `${f.from ? 'from ' : ''}${amount}${vat}${conditions}`;
}

function namesOf(f: PriceFact | ProofFact, options: PhraseOptions): string[] {
  return [...(options.names ?? []), ...('plan' in f && f.plan ? [f.plan] : []), ...('who' in f && f.who ? [f.who] : []), ...(options.company ? [options.company] : [])];
}

/** What a plan includes as a natural list: 'two standard services a year, free puncture repairs and 15% off parts'. */
export function phraseIncludes(f: PriceFact, options: PhraseOptions = {}): string {
  const names = namesOf(f, options);
  return joinList((f.includes ?? []).map((item) => lowerFirst(clean(item), names)));
}

// A row named only by how long it runs ('Weekend', 'Half day (4 hours)'): its table's heading says what it is of.
const BARE_PERIOD = /^(?:(?:half|full|whole|one|two|three|\d+)[- ]?)?(?:hours?|days?|weekends?|weeks?|fortnight|months?|mornings?|afternoons?|evenings?|nights?|overnight|season)$/i;
const GENERIC_SECTION = /^(?:plans?|prices?|pricing|price list|rates?|services?|fees?|costs?|packages?|options?)$/i;

/**
 * What a price is of, named so it stands alone: 'Weekend (Fri 16:00 – Mon 10:00)' in the table headed 'E-bike
 * hire' is 'Weekend e-bike hire (Fri 16:00 – Mon 10:00)'. A name of its own ('Full groom') is kept as it is.
 */
export function planName(f: PriceFact): string | null {
  if (!f.plan) return null;
  const bare = f.plan.replace(/\s*\([^)]*\)/g, '').trim();
  const section = f.section?.trim();
  if (!section || !BARE_PERIOD.test(bare) || GENERIC_SECTION.test(section) || section.split(/\s+/).length > 3) return f.plan;
  const bracket = /\(([^)]*)\)/.exec(f.plan)?.[1];
  return `${/^weeks?$/i.test(bare) ? 'Week-long' : bare} ${lowerFirst(section)}${bracket ? ` (${bracket})` : ''}`;
}

/** A price in a few words for lists and headlines: 'Everyday, £15 a month'. */
export function phrasePriceShort(f: PriceFact): string {
  const price = priceWithUnit(f, false);
  const name = planName(f);
  return name ? `${clean(name)}, ${price}` : price;
}

/** 'Private lessons', 'Croissants': a name whose last word is a plural noun takes 'cost'. */
export function isPluralName(name: string): boolean {
  // The name's head decides: 'Group lesson, per term of 10 weeks' is one lesson ('costs'), 'Bags of beans' are bags.
  const head = name.replace(/\([^)]*\)/g, '').split(/,|\s+(?:per|for|of|with|from|at|in|on)\s+|\s[–-]\s/i)[0] ?? name;
  const last = head.trim().split(/\s+/).pop() ?? '';
  // ('TikTok ads' are ads; the parser reads 'ads' as one thing. 'Google Ads', the product, stays one.)
  if (last === 'ads') return true;
  // Read after 'the' so the parser takes it for a noun ('boxes', not the verb).
  return /[^s]s$/i.test(last) && nlp(`the ${last.toLowerCase()}`).has('#Plural') && !/^[A-Z]{2,}s$/.test(last) && !/ics$/i.test(last);
}

/** Whether a phrase opens with a verb form that hangs off a noun ('done while you wait', 'collected by noon'). */
function opensWithParticiple(text: string): boolean {
  const first = (nlp(text).json() as { terms: { tags: string[]; text: string }[] }[])[0]?.terms[0];
  if (!first) return false;
  return first.tags.includes('PastTense') || first.tags.includes('Participle') || first.tags.includes('Gerund') || /^(done|made|sent|fitted|delivered|collected|included|ready|available|served)$/i.test(first.text);
}

/**
 * A price as a sentence: 'Everyday costs £15 a month and includes two standard services a year, free puncture
 * repairs, 15% off parts and a loan bike if yours stays with us overnight.'
 */
export function phrasePrice(f: PriceFact, options: PhraseOptions = {}): string {
  const full = priceSentence(f, options);
  const max = options.maxWords;
  if (!max || wordCount(full) <= max) return full;
  // Over the voice's limit: the first inclusions only, then the price alone, which always keeps its unit and conditions.
  for (let k = (f.includes?.length ?? 0) - 1; k >= 1; k--) {
    const shorter = priceSentence({ ...f, includes: f.includes!.slice(0, k), details: [] }, options);
    if (wordCount(shorter) <= max) return shorter;
  }
  return priceSentence({ ...f, includes: [], details: [] }, options);
}

function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

function priceSentence(f: PriceFact, options: PhraseOptions): string {
  const names = namesOf(f, options);
  const price = priceWithUnit(f);
  const plan = planName(f);
  const name = plan ? clean(plan) : null;
  // 'Private lessons cost', 'Onboarding costs a one-off €300'.
  const plural = !!name && isPluralName(name);
  const oneOff = /^(?:one-off|one off|one-time|one time)$/i.test(unitOf(f) ?? '');
  const amount = oneOff ? `a one-off ${f.amount}${conditionsOf(f)}` : price;
  let text = name
    ? f.from
      ? `${name} ${plural ? 'start' : 'starts'} at ${amount.replace(/^from /, '')}`
      : `${name} ${plural ? 'cost' : 'costs'} ${amount}`
    : f.from
      ? `Prices start at ${amount.replace(/^from /, '')}`
      : `The price is ${amount}`;
  // 'Missed appointments without 24 hours' notice are charged £25' already says what the amount is for.
  if (!name && !f.from && !f.includes?.length && hasVerb(f.text) && f.text.includes(f.amount) && !/^(?:from|only|just|price|prices|cost|costs)\b/i.test(f.text)) return sentence(f.text);
  const includes = phraseIncludes(f, options);
  if (includes) text += ` and includes ${includes}`;
  let details = (f.details ?? []).map(clean).filter(Boolean);
  // ('+$20 surcharge', '£5 supplement': an amount on top of the usual price is said as extra, never as the price.)
  if ((details.length && SURCHARGE_NOTE.test(details[0]!)) || (name && new RegExp(`\\+\\s?${escapeRegExp(f.amount)}`).test(f.text))) {
    if (name && !f.from) text = `${name} ${plural ? 'cost' : 'costs'} ${amount} extra`;
    details = details.filter((d) => !SURCHARGE_NOTE.test(d));
  }
  if (details.length && !includes) {
    const first = details[0]!;
    // 'Price depends on length' is a sentence of its own; 'done while you wait' hangs off the price; a list follows a colon.
    if (opensWithParticiple(first)) text += `, ${lowerFirst(first, names)}`;
    // ('after the first 15', 'beyond 20 miles': when the price applies, said with it.)
    else if (/^(?:after|beyond|over|above|once|until|up to|for each|for every|if|when|on top|within|outside|or)\b/i.test(first)) text += `, ${lowerFirst(first, names)}`;
    // ('Members pay £8 a month and get 10% off every frame': what the buyer gets, said to the reader.)
    // (A sentence of its own, so copy that takes a sentence at a time never starts on 'And'.)
    else if (/^and\s+(?:get|receive|enjoy|save)\b/i.test(first)) text += `. You ${first.replace(/^and\s+/i, '')}`;
    else if (/^and\s+\w/i.test(first)) text += `, ${first}`;
    else if (STATES.test(first)) return [sentence(text), ...details.map((d) => sentence(d))].join(' ');
    else text += `: ${lowerFirst(first, names)}`;
    for (const more of details.slice(1)) text += `; ${lowerFirst(more, names)}`;
  } else if (details.length) {
    text = `${sentence(text)} ${details.map((d) => sentence(d)).join(' ')}`;
  }
  return sentence(text);
}

const PRONOUN_SUBJECT = /^(it|they|we)\s+/i;
const PRONOUN_POSSESSIVE = /^(its|their|our)\s+/i;

/** A quotation's words in curly quotes, the stop inside: '“We got back six hours a week,” says Maria Lopez.' */
function quoted(words: string, who: string | null): string {
  const w = clean(words).replace(/^["“']|["”']$/g, '');
  if (!who) return `“${/[.!?]$/.test(w) ? w : `${w}.`}”`;
  const inner = /[!?]$/.test(w) ? w : `${w.replace(/\.$/, '')},`;
  return `“${inner}” says ${clean(who)}.`;
}

/** 'No-shows down 38%' reads 'no-shows went down 38%'; '120 extra appointments filled' reads '… were filled'. */
function withVerb(clause: string): string {
  if (/\b(went|were|was|is|are|fell|rose|dropped|grew|has|have|had)\b/i.test(clause)) return clause;
  const updown = /^(.+?)\s+(down|up)\s+(?=(?:by\s+)?(?:from\s+)?[\d$£€])/i.exec(clause);
  if (updown) return `${updown[1]} went ${updown[2]} ${clause.slice(updown[0].length)}`;
  const counted = /^(\d[\d,.]*%?\s+[^,]+?)\s+(filled|booked|sold|added|saved|recovered|won|delivered|served|completed|handled|processed|shipped|answered|resolved|collected|raised|cut|removed)\b/i.exec(clause);
  if (counted) return `${counted[1]} ${/^1\s/.test(counted[1]!) ? 'was' : 'were'} ${clause.slice(counted[1]!.length + 1)}`;
  return clause;
}

/**
 * A proof point that names who achieved it, or is written so it stands alone: 'Leeds Couriers Co-op moved its 14
 * cargo bikes onto the Fleet plan in 2025: breakdowns during shifts fell from 11 a month to 3, …'.
 */
export function phraseProof(f: ProofFact, options: PhraseOptions = {}): string {
  const names = namesOf(f, options);
  const written = clean(f.context ? f.text.slice(f.context.length).replace(/^[.\s]+/, '') : f.text);
  if (f.kind === 'quote') return quoted(written, f.who);
  const said = withVerb(written);
  // 'X rolled it out to 120 drivers in 2024. It cut overtime by 22%' reads '… in 2024 and cut overtime by 22%'.
  if (f.context && PRONOUN_SUBJECT.test(said)) return sentence(`${clean(f.context)} and ${said.replace(PRONOUN_SUBJECT, '')}`);
  if (f.context) return sentence(`${clean(f.context)}: ${lowerFirst(said, names)}`);
  const who = f.who ? clean(f.who) : null;
  if (who && said.toLowerCase().includes(who.toLowerCase())) return sentence(said);
  const first = (nlp(said).json() as { terms: { tags: string[] }[] }[])[0]?.terms[0];
  const opensWithVerb = !!first && first.tags.includes('Verb') && !first.tags.includes('Noun');
  if (who) {
    if (PRONOUN_SUBJECT.test(said)) return sentence(said.replace(PRONOUN_SUBJECT, `${who} `));
    if (PRONOUN_POSSESSIVE.test(said)) return sentence(said.replace(PRONOUN_POSSESSIVE, `${who}'s `));
    if (opensWithVerb) return sentence(`${who} ${lowerFirst(said, names)}`);
    return sentence(`At ${who}, ${lowerFirst(said, names)}`);
  }
  // 'Reviews from our Google Business Profile: 4.9 stars from 312 reviews (November 2026)', 'Google rating: 4.9 from 132
  // reviews': a star rating, said as one ('Rated 4.9 stars from 312 reviews on Google Business Profile (November 2026)').
  const rating = ratingSentence(said);
  if (!who && rating) return rating;
  // 'Trusted by 400 practices in the UK' says something of the company itself.
  if (options.company && f.kind !== 'result' && opensWithVerb && first!.tags.includes('PastTense')) return sentence(`${clean(options.company)} is ${lowerFirst(said, names)}`);
  // 'Over 1,200 happy customers since 2019' is something the company has.
  if (options.company && f.kind === 'reach' && !hasVerb(said)) return sentence(`${clean(options.company)} has ${lowerFirst(said, names)}`);
  return sentence(said);
}

/** A star rating with its count of reviews, said as 'Rated 4.9 stars from 312 reviews on Google (November 2026).'; null for anything else. */
function ratingSentence(text: string): string | null {
  const m = /\b(\d(?:\.\d)?)\s*(stars?|\/\s?5|out of 5)?\s+(?:from|across|on|based on)\s+(\d[\d,]*)\s+reviews?\b/i.exec(text);
  if (!m) return null;
  const platform = /\b(Google(?: Business Profile| reviews| Maps)?|Trustpilot|Facebook|Yelp|Checkatrade|Tripadvisor|TripAdvisor|Feefo|Reviews\.io|Which\? Trusted Traders|Houzz|Bark)\b/.exec(text)?.[1]?.replace(/ reviews$/, '');
  const when = /\(([^)]*\b(?:19|20)\d\d\b[^)]*)\)/.exec(text)?.[1];
  const scale = m[2] ? (/star/i.test(m[2]) ? ' stars' : ' out of 5') : '';
  return `Rated ${m[1]}${scale} from ${m[3]} reviews${platform ? ` on ${platform}` : ''}${when ? ` (${when})` : ''}.`;
}

/** Whether a phrase has a verb that makes it a clause: 'working days' or 'no card needed' alone do not. */
function hasVerb(text: string): boolean {
  const doc = nlp(text);
  // A figure's noun may read as a verb ('38% more tickets handled'): after a leading figure only a modal, a copula, a
  // reporting verb or a verb with its object counts ('94% of teachers said …', '400 practices trust us', '214 students sat GCSE Maths').
  if (/^\d/.test(text.trim())) return doc.match('(#Modal|#Copula|said|say|says|told|reported|rated|agreed|felt|found)').found || doc.match('#Verb (#Pronoun|#Possessive|#Determiner)').found || doc.match('#PastTense (#ProperNoun|#Acronym)').found;
  return doc.match('#Verb').not('(#Gerund|#Participle)').found;
}

// A note that is a sentence of its own: a short subject, then a verb that states ('Price depends on length').
// The parser reads plural nouns in a list ('Brakes, tyres') as verbs, so this asks for a stating verb by name.
const STATES = /^(?:the\s+)?[\w-]+(?:\s[\w-]+)?\s(?:depends|depend|varies|vary|is|are|can|may|will|must|starts|start|runs|run|takes|take|needs|need)\b/i;

// Nouns for things that are not counted ('free delivery', not 'a free delivery'): general English.
const MASS_NOUNS = /^(delivery|shipping|postage|support|access|parking|wifi|wi-fi|cover|insurance|advice|training|onboarding|setup|set-up|help|cancellation|collection|installation|storage|hosting|billing|payment|financing|finance|credit)$/i;

/** A noun read after 'the', so the parser takes 'refunds' or 'returns' for a plural noun, not a verb. */
function isPluralNoun(word: string): boolean {
  return /[^s]s$/i.test(word) && !MASS_NOUNS.test(word) && nlp(`the ${word.toLowerCase()}`).has('#Plural');
}

/** 'There is a 30-day money-back guarantee', 'There are no setup fees', 'There is free delivery over £60'. */
function thereIs(phrase: string, names: readonly string[]): string {
  const np = lowerFirst(phrase, names);
  // The head noun is the last word before a preposition or clause ('free delivery over £60' → 'delivery').
  const core = np.split(/\s+(?:over|under|on|for|with|in|at|from|to|of|if|when|within|after|before|by)\s+/)[0]!;
  const head = core.trim().split(/\s+/).pop() ?? '';
  if (isPluralNoun(head)) return `There are ${np}`;
  if (/^(a|an|the|one|no|any|every|each|your|our)\s/i.test(np) || MASS_NOUNS.test(head) || nlp(head).has('#Uncountable')) return `There is ${np}`;
  // By sound, not letter: 'a one-off fee', 'a unique login', 'an hourly rate', 'an 8-week course'.
  return `There is ${withIndefinite(np)}`;
}

// A length of time as the whole of a term's value ('14 days', '2–3 working days', 'one month').
const DURATION_ONLY = /^(?:up to\s+|within\s+)?(?:\d+(?:\s?[–-]\s?\d+)?|one|two|three|four|five|six|seven|ten|twelve|fourteen|thirty)\s+(?:working\s+|business\s+|calendar\s+)?(?:hours?|days?|weeks?|months?|years?)$/i;

/** 'Returns accepted within 30 days' reads 'Returns are accepted within 30 days': a participle with no verb before it. */
function withAuxiliary(text: string): string {
  const terms = (nlp(text).json() as { terms: { text: string; tags: string[] }[] }[])[0]?.terms ?? [];
  const verbs = terms.filter((t) => t.tags.includes('Verb') && !t.tags.includes('Gerund'));
  const first = verbs[0];
  const at = first ? terms.indexOf(first) : -1;
  if (verbs.length !== 1 || at < 1 || !first!.tags.includes('PastTense') || !terms.slice(0, at).every((t) => t.tags.includes('Noun') || t.tags.includes('Adjective'))) return text;
  const subject = terms[at - 1]!.text.replace(/[^\w-]+$/, '');
  const words = text.split(/\s+/);
  const index = words.findIndex((w, k) => k >= at && w.replace(/[^\w-]+$/, '') === first!.text.replace(/[^\w-]+$/, ''));
  if (index < 1) return text;
  return [...words.slice(0, index), isPluralNoun(subject) ? 'are' : 'is', ...words.slice(index)].join(' ');
}

/** A term as a full statement: 'Cancel before your second month starts and you pay nothing.' */
export function phraseTerm(f: TermFact | Fact, options: PhraseOptions = {}): string {
  const names = options.names ?? [];
  const text = clean(f.text);
  // 'Delivery: free on orders over £60' reads 'Delivery is free on orders over £60'.
  const labelled = /^([^:\d]{2,30}):\s+(.+)$/.exec(text);
  if (labelled && labelled[1]!.split(/\s+/).length <= 3) {
    const [, label, value] = labelled;
    const stem = label!.toLowerCase().replace(/(?:lation|ation|ion|ies|y|s|e)$/, '');
    // 'Guarantee: if you don't pass, your next course is free' reads 'Under the guarantee, if you don't pass, …'.
    if (/^(if|when|unless|once|should)\b/i.test(value!)) return sentence(`Under the ${lowerFirst(label!, names)}, ${lowerFirst(value!, names)}`);
    const [valueHead, ...valueRest] = value!.split(/,\s+/);
    if (hasVerb(valueHead!) || value!.toLowerCase().includes(stem)) return sentence(withAuxiliary(value!));
    const last = label!.trim().split(/\s+/).pop()!.toLowerCase();
    const mass = MASS_NOUNS.test(last) || nlp(last).has('#Uncountable') || /(?:ery|ing|tion|age)$/i.test(last);
    const subject = mass ? upperFirst(label!) : `The ${lowerFirst(label!, names)}`;
    // 'Delivery: 2–3 working days' reads 'Delivery takes 2–3 working days'; 'Trial: 14 days' reads 'The trial lasts 14 days'.
    const verb = DURATION_ONLY.test(valueHead!.trim())
      ? /deliver|dispatch|shipping|turnaround|lead time|set ?up|onboarding|response/i.test(label!)
        ? 'takes'
        : /trial|guarantee|warranty|cover|membership|access/i.test(label!)
          ? 'lasts'
          : 'is'
      : /^(any ?time|at any time)\b/i.test(value!)
        ? 'is possible'
        : 'is';
    return sentence([`${subject} ${verb} ${lowerFirst(valueHead!, names)}`, ...valueRest].join(', '));
  }
  // '14-day free trial, no card needed': the opening phrase becomes 'There is a 14-day free trial'.
  const [head, ...rest] = text.split(/,\s+/);
  if (!hasVerb(head!)) return sentence([thereIs(head!, names), ...rest].join(', '));
  return sentence(withAuxiliary(text));
}

/** A price's note that says it comes on top of the usual price: 'surcharge', 'extra', 'supplement'. */
export const SURCHARGE_NOTE = /^(?:a\s+)?(?:surcharge|supplement|extra|on top|additional|add-on)\.?$/i;

/** The first claim of a list of them ('Galleries in 4 weeks; no more than 20 minutes of posing' gives 'Galleries in 4 weeks'), without its stop. */
export function firstClaim(text: string): string {
  return text.split(/;\s+|\.\s+/)[0]!.replace(/[.]+$/, '').trim();
}
