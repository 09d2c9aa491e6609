import type { Amount, Offer } from './brief.ts';
import { has, textOf, type EnglishText, type Span, type Word } from './english-words.ts';
import { phraseAt } from './noun-phrases.ts';

// Words that introduce a promo code, and codes as people write them: capitals with digits ('SPRING20', 'WELCOME10').
const CODE_CUES = new Set(['code', 'coupon', 'voucher', 'promo', 'promocode', 'enter', 'apply']);
const CODE = /^[A-Z][A-Z0-9_-]{2,19}$/;
const CODE_WITH_DIGITS = /^(?=[A-Z0-9_-]{5,20}$)(?=.*[A-Z])(?=.*\d)[A-Z0-9_-]+$/;
// Words that put a date as an offer's end.
const DEADLINE_CUES = /^(until|till|til|by|before|through|thru|ends|ending|end|expires|expiring|closes|closing|close|runs|valid|deadline)$/;
// Offers that are not a figure off.
const OTHER_DISCOUNTS = /(?:\b(?:kids|children|under[- ]\d+s?|dogs|students|carers) (?:eat|stay|go|ride|travel|swim|play|get in|enter) (?:free|half price)\b|\b0% (?:finance|interest|apr)\b|\binterest[- ]free (?:finance|credit)\b)|\b(free (?:shipping|delivery|postage|returns|gift|month|first month|week|first week|fortnight|lesson|visit|drink|dessert|upgrade|day pass|trial|consultation|class|session|tasting|sample|samples|setup|set-up|installation|onboarding|coffee|loaf|box)|(?:first|1st) (?:month|box|order|class|session|week) free|(?:\w+|\d+) (?:months?|weeks?) free|half[- ]price|buy one,? get one(?: free| half price)?|bogo|(?:two|2) for (?:one|1)|no setup fee)\b/i;
const FREE_THING = /\b((?:a|an)\s+free\s+[a-z][\w-]*(?:\s+(?!with\b|in\b|at\b|for\b|until\b|till\b|by\b|when\b|if\b|over\b|on\b|to\b)[a-z][\w-]*){0,2}(?:\s+with\s+(?:any|every|each|a|an|your)\s+[a-z][\w-]*(?:\s+(?!in\b|at\b|for\b|until\b|till\b|by\b|when\b|if\b|over\b|on\b)[a-z][\w-]*){0,2})?)(?=[,.;:!?]|\s|$)/i;
/** A date an offer can end on: a number, a month or weekday, or a named day or season. */
const DATE_LIKE = /\d|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\b|\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|\b(?:today|tomorrow|tonight|midnight|weekend|end of|month|week|year|christmas|easter|new year|black friday|cyber monday|summer|winter|spring|autumn|fall)\b/i;
/** Words that say a price is what the offer brings it down to: 'now £68', 'just £68', 'reduced to £68'. */
const NEW_PRICE_CUES = /^(now|just|only|reduced|down|making|makes)$/;
const PRICE_CUES = /^(at|for|only|just|from|now|price|priced|costs?|costing|pay|paying|is|was|quote|quoted|quotation|estimate|total)$/;

/** The offer the request gives, as written: the discount and what it applies to, a code, a deadline and a price. */
export function readOffer(english: EnglishText, amounts: readonly Amount[]): Offer {
  const offer: Offer = { discount: null, code: null, deadline: null, price: null, appliesTo: null };
  const { text, words } = english;
  const after = (span: Span) => words.find((w) => w.start >= span.end);
  // '20% off', '£10 off', 'a 15% discount'.
  for (const span of [...english.percentages, ...english.money]) {
    const next = after(span);
    if (!next || !/^(off|discount|reduction|saving|credit|voucher|cashback|rebate|gift)$/.test(next.lower)) continue;
    offer.discount = `${span.text} ${next.lower}`;
    offer.appliesTo = withMeasure(text, next, appliesTo(english, next));
    break;
  }
  // 'first box half price', 'first month free', 'the first month is free': the offer and what it applies to.
  const first = /\b((?:first|1st|next|second)\s+[a-z]+)\s+(?:is\s+|are\s+)?(free|half[- ]price|on us|on the house)\b/i.exec(text);
  if (!offer.discount && first) {
    offer.discount = /^on\b/i.test(first[2]!) ? 'free' : first[2]!;
    offer.appliesTo = first[1]!;
  }
  // 'book by 31 October and the £120 design visit is free', 'your first fitting is on us': a named thing said to be free.
  const named = /\b((?:the|your|our|a|an)\s+(?:[£$€]\s?\d[\d,.]*\s+)?(?!first\b|1st\b|next\b|second\b)[a-z][\w-]*(?:\s+(?!is\b|are\b|will\b)[a-z][\w-]*){0,2})\s+(?:is|are|will be|comes?)\s+(?:completely\s+|totally\s+|absolutely\s+)?(free(?: of charge)?|half[- ]price|on us|on the house)\b/i.exec(text);
  if (!offer.discount && named && !/\b(?:it|this|that|what|which|there)\b/i.test(named[1]!.split(/\s+/)[0]!)) {
    offer.discount = /half/i.test(named[2]!) ? 'half price' : 'free';
    offer.appliesTo = named[1]!.replace(/^(?:your|our|a|an)\s+/i, 'the ');
  }
  if (!offer.discount) {
    const other = OTHER_DISCOUNTS.exec(text);
    if (other) {
      // 'a free trial posy', 'a free tasting flight': the nouns after the matched words finish the thing given free.
      let end = other.index + other[0].length;
      for (const w of words.filter((x) => x.start >= end)) {
        if (text.slice(end, w.start).trim() !== '' || !has(w, 'Noun') || has(w, 'Pronoun', 'Date', 'Value') || /^[A-Z]/.test(w.text)) break;
        end = w.end;
      }
      offer.discount = text.slice(other.index, end);
    }
  }
  // 'Code SITESUMMER waives the onboarding fee', 'no set-up fee until Friday': a fee let off is the offer.
  if (!offer.discount) {
    const waived = /\b(?:waives?|waived|waiving|scraps?|removes?|drops?|cancels?)\s+(?:the|your|our|any|their)\s+((?:[\w-]+\s+){0,2}fees?)\b|\b(?:no|zero)\s+((?:[\w-]+\s+){0,2}fees?)\b(?!\s+(?:for|on)\s+(?:the|a)\s+trial)/i.exec(text);
    if (waived) offer.discount = `the ${(waived[1] ?? waived[2])!.trim()} waived`;
  }
  // 'a free scone with any hot drink', 'a free tote bag with every order over £40': a thing given free, and what it comes with.
  if (!offer.discount) {
    const gift = FREE_THING.exec(text);
    if (gift) offer.discount = gift[1]!.trim();
  }
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    const cued = CODE_CUES.has(words[i - 1]?.lower ?? '') || (words[i - 2]?.lower === 'code' && /^(is|:)$/.test(words[i - 1]?.lower ?? ''));
    if ((cued && CODE.test(w.text) && w.text.length >= 4) || CODE_WITH_DIGITS.test(w.text)) {
      offer.code = w.text;
      break;
    }
  }
  // A name in quotes ('our 'Switch before April' campaign') is a name: its words set no deadline.
  const quoted = [...text.matchAll(/(?:^|[\s(])(['‘"“])[^'’"”\n]{2,60}?['’"”](?=[\s,.;:!?)]|$)/g)].map((m) => ({ start: m.index! + m[0].indexOf(m[1]!), end: m.index! + m[0].length }));
  for (const date of english.dates) {
    // 'two days before the first class': 'the first' is no date an offer can end on.
    if (!DATE_LIKE.test(date.text)) continue;
    if (quoted.some((q) => date.start >= q.start && date.start < q.end)) continue;
    const inside = words.filter((w) => w.start >= date.start && w.end <= date.end);
    const first = inside[0];
    if (!first) continue;
    if (DEADLINE_CUES.test(first.lower)) {
      offer.deadline = date.text;
      break;
    }
    // 'the first month until March 31': the parser's span starts before the cue; the deadline starts at it.
    const cueInside = inside.findIndex((w) => DEADLINE_CUES.test(w.lower) && !has(w, 'Noun'));
    if (cueInside > 0 && inside.slice(cueInside + 1).some((w) => has(w, 'Date', 'Value') || w.value !== null)) {
      offer.deadline = textOf(text, inside.slice(cueInside)).replace(/[\s,;:.!?]+$/, '');
      break;
    }
    const before = words.slice(Math.max(0, first.index - 2), first.index).filter((w) => w.sentence === first.sentence);
    const cue = before.findIndex((w) => DEADLINE_CUES.test(w.lower));
    // ('orders close Thursday 12th at 5pm' ends the offer; 'as close to 24 December as we can' does not.)
    if (cue >= 0 && !(before[cue]!.lower === 'close' && cue !== before.length - 1)) {
      offer.deadline = textOf(text, [...before.slice(cue), ...inside]).replace(/[\s,;:.!?]+$/, '');
      break;
    }
  }
  // 'ends on 13 March, one on the last day': the date parser's span ran on past the date into the next clause.
  if (offer.deadline) offer.deadline = offer.deadline.replace(/(?:,\s*(?!\d{4}\b)(?!(?:at|by|before|until)\s+\d)|[:;]\s+).*$/i, '').trim();
  // ('orders close Thursday 12th at 5pm': said as the copy says any end, 'ends Thursday 12th at 5pm'.)
  if (offer.deadline) offer.deadline = offer.deadline.replace(/^(?:closes|closing|close)\s+(?:on\s+)?(?=\S)/i, 'ends ');
  for (const span of english.money) {
    const next = after(span);
    if (next && /^(off|discount)$/.test(next.lower)) continue;
    const inside = words.filter((w) => w.start < span.end && span.start < w.end);
    const first = inside[0];
    if (!first) continue;
    // A budget, a saving or revenue is not the price of what the copy sells.
    const role = amounts.find((a) => a.text === span.text)?.role ?? 'other';
    const before = words.slice(Math.max(0, first.index - 3), first.index).filter((w) => w.sentence === first.sentence);
    // ('20% off: now just £68': the price the offer makes, said after it.)
    const lowered = before.some((w) => NEW_PRICE_CUES.test(w.lower));
    if (role !== 'other' && role !== 'price' && !(role === 'offer' && lowered)) continue;
    const unit = /^\s*(?:\/\s*[a-z]+|(?:a|per|an)\s+[a-z]+|each\b)/i.exec(text.slice(span.end));
    if (!before.some((w) => PRICE_CUES.test(w.lower)) && !unit) continue;
    offer.price = text.slice(span.start, span.end + (unit ? unit[0].length : 0)).trim();
    if (lowered && offer.discount) offer.priceAfterDiscount = true;
    break;
  }
  const terms = offerTerms(text, offer);
  return terms.length ? { ...offer, terms } : offer;
}

// Where a discount's 'what it is on' stops: a clause's end, or the code, the deadline or a condition said after it.
const APPLIES_END = /[,.;:!?]|\s+(?:with|using|use|until|till|by|before|when|if|for\s+(?:new|existing|returning)|this|next|ends?|ending|—|–)\s/i;

/**
 * What the discount is on as the request says it, when the parser found no phrase ('15% off labour on dining chair
 * sets', where it reads 'labour' as a verb), and the measure said after it ('sets of 4 or more', 'stays of 3 nights or
 * more', 'orders over £50'), which is what the offer holds on and so part of it.
 */
function withMeasure(text: string, off: Word, found: string | null): string | null {
  const after = text.slice(off.end).replace(/^\s+/, '');
  const said = after.slice(0, APPLIES_END.exec(` ${after} `) ? Math.max(0, APPLIES_END.exec(` ${after} `)!.index - 1) : after.length).trim();
  const measure = /\b(?:of|for|over|above|from)\s+(?:[£$€]\s?\d[\d,]*|\d+|one|two|three|four|five|six)\b(?:\s+[a-z]+){0,2}?\s*(?:or more|or over|and over|and above|\+)|\bover\s+[£$€]\s?\d[\d,]*/i.exec(said);
  if (!found) {
    // (Only a short run of words, and never one that opens on a word that says when or whom: 'off when you book'.)
    if (!said || said.split(/\s+/).length > 10 || /^(?:when|if|for|with|until|by|before|your?|all|everything)\b/i.test(said)) return found;
    return said;
  }
  if (!measure || found.toLowerCase().includes(measure[0].toLowerCase())) return found;
  const at = said.toLowerCase().indexOf(found.toLowerCase().replace(/,\s+when you\b.*$/, ''));
  return at === 0 ? said.slice(0, measure.index + measure[0].length) + (/,\s+when you\b.*$/.exec(found)?.[0] ?? '') : found;
}

// A clause that states what an offer holds on: when, for whom, what it leaves out, what it cannot be used with.
const TERM_CUE = /\b(?:has to be|have to be|must be|needs? to be|only (?:on|for|when|if|with|valid)|valid (?:on|for|until|between|from|only)|between\s+\d|minimum|min\.? spend|at least|or more|doesn['’]t (?:cover|include|apply)|does not (?:cover|include|apply)|not (?:valid|included|including|available|combinable)|excludes?|excluding|except|can['’]t (?:use|be used|combine|be combined)|cannot (?:be used|be combined|use|combine)|one per|once per|per (?:customer|household|person)|new customers? only|existing customers? only|first[- ]time customers?|subject to)\b/i;
// A clause that tells the writer what to do ('Please make the conditions clear') is an instruction, not a term.
const INSTRUCTION = /^(?:please|can you|could you|make|write|draft|keep|mention|say|include|add)\b|\b(?:please|make (?:it|the|them|sure)|use (?:a|the|our) (?:tone|voice)|not like)\b/i;

/**
 * The offer's conditions as the request states them, each a sentence the reader can take in ('It has to be booked with
 * deposit paid between 1 and 31 October 2027.', 'It doesn't cover fabric, the sourcing fee or delivery.', 'You can't
 * use it with an express slot.'): a clause that starts on its verb gets 'It' (the offer) as its subject. What the
 * discount and its measure already say is not said again.
 */
function offerTerms(text: string, offer: Offer): string[] {
  if (!offer.discount && !offer.code) return [];
  const said = [offer.discount, offer.appliesTo, offer.code, offer.deadline].filter(Boolean).map((p) => p!.toLowerCase());
  const terms: string[] = [];
  for (const sentence of text.split(/(?<=[.!?])\s+|\n+/)) {
    // ('minimum two weeks' hire, book by 20 December': the clause that carries the deadline is no part of the term.)
    for (const raw of sentence.split(/,\s+(?:and\s+|but\s+)?(?=(?:has|have|must|needs?|only|valid|doesn['’]t|does not|not|excludes?|excluding|except|you|it|can['’]t|cannot|one|once|new|existing|first|subject|minimum|min|book|order|buy|use|redeem|claim|ends?|expires?)\b)|;\s+|\s+—\s+/i)) {
      // ('15% off labour on dining chair sets of 4 or more': what the discount, its code and its end say is said with them.)
      let clause = raw.replace(/[.!?]+$/, '').trim();
      for (const part of said) {
        const at = clause.toLowerCase().indexOf(part);
        if (at >= 0) clause = `${clause.slice(0, at)} ${clause.slice(at + part.length)}`;
      }
      const whole = clause.length;
      clause = clause.replace(/\s+/g, ' ').replace(/^[\s,;:—–-]+|[\s,;:—–-]+$/g, '').replace(/\b(?:with code|code is|code)$/i, '').trim();
      // ('has to be ordered by 30 November' less its deadline: 'has to be ordered' says nothing the deadline does not.)
      if (clause.length < whole - 1 && /\bbe\s+[a-z]+(?:ed|en)$/i.test(clause)) continue;
      if (!TERM_CUE.test(clause) || INSTRUCTION.test(clause) || clause.split(/\s+/).length > 22) continue;
      const subjectless = /^(?:has|have|must|needs?|only|is|valid|doesn['’]t|does not|excludes?|can['’]t|cannot|applies|works)\b/i.test(clause);
      const sentenceOf = subjectless ? `It ${clause.charAt(0).toLowerCase()}${clause.slice(1)}` : `${clause.charAt(0).toUpperCase()}${clause.slice(1)}`;
      terms.push(`${sentenceOf.replace(/\bit with\b/i, 'it with')}.`);
    }
  }
  return [...new Set(terms)].slice(0, 5);
}

/** What a discount applies to: the phrase after 'off' or 'on' ('the first month', 'annual plans'). */
function appliesTo(english: EnglishText, off: Word): string | null {
  const sentence = english.sentences[off.sentence] ?? [];
  let i = sentence.indexOf(off) + 1;
  if (off.lower !== 'off' && sentence[i]?.lower !== 'on') return null;
  if (sentence[i]?.lower === 'on') i++;
  // 'your first pastry box': the parser leaves the possessive out of the phrase; it still opens it.
  const whole = phraseAt(sentence, i);
  const owner = !whole && sentence[i] && /^(your|our|their|my|his|her|its)$/.test(sentence[i]!.lower) ? sentence[i]! : null;
  const span = whole ?? (owner ? phraseAt(sentence, i + 1) : null);
  if (!span || has(span.head, 'Pronoun')) return null;
  // 'designer frames with code …', 'contact lens checks': the parser reads the plural noun as a verb ('frames', 'checks')
  // when nothing follows it but a preposition; it is still the thing the discount is on.
  const words = [...span.words];
  const after = sentence[sentence.indexOf(words[words.length - 1]!) + 1];
  const then = after ? sentence[sentence.indexOf(after) + 1] : undefined;
  // '15% off Sunday to Thursday stays': a range of days or months is one thing, with what it names after it.
  {
    const at = sentence.indexOf(words[words.length - 1]!) + 1;
    const to = sentence[at];
    const end = sentence[at + 1];
    const thing = sentence[at + 2];
    if (has(words[words.length - 1], 'WeekDay', 'Month') && to && /^(?:to|through|till|until|-|–)$/.test(to.lower) && end && has(end, 'WeekDay', 'Month')) {
      words.push(to, end);
      if (thing && has(thing, 'Noun', 'Verb') && /s$/.test(thing.lower) && !has(thing, 'Date', 'Value') && !/[,;:.!?]/.test(end.after)) words.push(thing);
    }
  }
  // 'any 3-night stay': a measure joined to its number ('3-night', '6-week') describes the word after it, which is the thing.
  const last = words[words.length - 1]!;
  const measure = words.length >= 2 && /^\d+$/.test(words[words.length - 2]!.text) && words[words.length - 2]!.after === '-';
  if (after && measure && /^[a-z]+$/i.test(after.text) && !/[,;:.!?]/.test(last.after)) words.push(after);
  else if (after && /s$/.test(after.lower) && has(after, 'Verb') && !/[,;:.!?]/.test(words[words.length - 1]!.after) && (!then || has(then, 'Preposition', 'Conjunction') || /^(until|till|with|for|when|if)$/.test(then.lower))) words.push(after);
  // '15% off scale and polish booked by 28 Feb': one treatment named with 'and' is one thing (the parser takes 'polish' for a verb).
  {
    const at = sentence.indexOf(words[words.length - 1]!) + 1;
    const and = sentence[at];
    const other = sentence[at + 1];
    const beyond = sentence[at + 2];
    if (and && other && /^(?:and|&)$/.test(and.lower) && !/[,;:.!?]/.test(words[words.length - 1]!.after) && /^[a-z]+$/.test(other.text) && !has(other, 'Pronoun', 'Determiner', 'Value') && (!beyond || /[,;:.!?]/.test(other.after) || has(beyond, 'Preposition') || /^(?:by|until|till|before|with|when|if|for|booked|bought|ordered)$/.test(beyond.lower))) words.push(and, other);
  }
  // 'any one-off deep clean': the parser stops at the hyphenated word; the nouns right after it finish the thing.
  for (let k = sentence.indexOf(words[words.length - 1]!) + 1; k < sentence.length; k++) {
    const w = sentence[k]!;
    const prev = words[words.length - 1]!;
    if (/[,;:.!?]/.test(prev.after) || !words.some((x) => x.after === '-' || /-/.test(x.text)) || !(has(w, 'Noun', 'Adjective') || (has(w, 'Verb') && has(prev, 'Adjective', 'Noun') && !/(?:s|ed|ing)$/.test(w.lower))) || has(w, 'Pronoun', 'Date', 'Value', 'Preposition') || /^[A-Z0-9]{3,}$/.test(w.text) || /^(code|coupon|promo|voucher|until|till|by|before|for|with)$/i.test(w.lower)) break;
    words.push(w);
  }
  // 'any battery fitted with a new system', 'a battery with a new system': a participle or a 'with' after the thing
  // says which ones; it stays with it ('with code …' does not).
  let end = sentence.indexOf(words[words.length - 1]!) + 1;
  const codeNext = (i: number) => /^(code|coupon|promo|voucher)$/.test(sentence[i + 1]?.lower ?? '') || /^(the|a|our)$/.test(sentence[i + 1]?.lower ?? '') && /^(code|coupon)$/.test(sentence[i + 2]?.lower ?? '');
  // ('booked by 28 Feb' says when, which the deadline holds: no part of the thing.)
  const opens = sentence[end] && !/[,;:.!?]/.test(words[words.length - 1]!.after) && ((/ed$/.test(sentence[end]!.lower) && has(sentence[end], 'Verb', 'Adjective') && !/^(?:by|until|till|before)$/.test(sentence[end + 1]?.lower ?? '')) || (sentence[end]!.lower === 'with' && !codeNext(end)));
  while (opens && sentence[end] && !/^(if|when|unless|before|until|till|by|using|and|or)$/.test(sentence[end]!.lower) && !(sentence[end]!.lower === 'with' && codeNext(end))) {
    words.push(sentence[end]!);
    if (/[,;:.!?]/.test(sentence[end]!.after)) break;
    end++;
  }
  const said = textOf(english.text, owner ? [owner, ...words] : words).replace(/[\s,;:.!?]+$/, '');
  // 'if they book their survey': the condition the offer holds on, said to the reader.
  const rest = english.text.slice(words[words.length - 1]!.end);
  const condition = /^[^.;]*?\b(?:if|when|as long as|provided)\s+(?:they|you|customers|people|members)\s+([^,.;]+?)(?=\s+(?:with|using)\s+(?:the\s+)?(?:code|coupon)\b|\s+(?:before|until|by)\s|[,.;]|$)/i.exec(rest)?.[1];
  const when = condition ? `, when you ${condition.replace(/\btheir\b/gi, 'your').replace(/\bthem\b/gi, 'you').trim()}` : '';
  // 'inviting them back with 25% off their next box': the copy speaks to the reader, whose next box it is.
  return (owner && /^(their|his|her)$/i.test(owner.lower) ? said.replace(/^\S+/, 'your') : said) + when;
}
