import { escapeRegExp } from '../../../domain/escape-reg-exp.ts';
import { stemsOf } from './avoided-claims.ts';

/**
 * Rules that say what copy must always carry, written as sentences in a voice ("Always say what a job costs
 * and how long it takes.", "Always give a number when we talk about time saved."). They ban nothing: a text
 * breaks one by leaving the detail out, so a check can name the breach and a rewrite can add the detail from
 * the space's facts (or a marked blank), instead of calling the text compliant.
 */
export type DetailKind = 'price' | 'duration' | 'number' | 'when' | 'named';

export interface RequiredDetail {
  /** The rule as the space wrote it. */
  rule: string;
  /** What the copy must say: a price, a duration, a number, or something named (as stems). */
  needs: { kind: DetailKind; label: string; stems: string[] }[];
  /** Only where the copy talks about this (stems of "time saved"); null for every text. */
  when: string[] | null;
}

const ALWAYS = /^(?:we\s+)?(?:always|every (?:post|email|ad|page|piece(?: of copy)?) (?:must|should)|make sure (?:we|you|to)|be sure to|remember to)\s+(?:say|give|state|include|mention|tell (?:people|readers|customers|patients|them)|show|quote|name|put|list|spell out)\s+(.+)$/i;
const CONDITION = /\s+(?:(?:when(?:ever)?|if)\s+(?:we|you|it|the copy)?\s*(?:talks?|writes?|speaks?|mentions?|is)?\s*(?:about\s+)?|(?:next to|beside|alongside|with)\s+(?:any|every|each|a|the)\s+)(.+)$/i;
/** What the detail says, by its words: "what a job costs", "how long it takes", "a number". */
const KINDS: [RegExp, DetailKind, string][] = [
  [/\b(cost|costs|price|prices|pricing|fee|fees|how much)\b/i, 'price', 'what it costs'],
  [/\b(how long|time it takes|duration|turnaround|takes)\b/i, 'duration', 'how long it takes'],
  [/\b(numbers?|figures?|stat(?:istic)?s?|data)\b/i, 'number', 'a number'],
  // "when a course runs", "what days we open", "the dates": a day, a date or a time of day answers it.
  [/^(?:when\b|what (?:days?|dates?|times?)\b|(?:the|its|our) (?:days?|dates?|times?|schedule|timetable|opening hours)\b)/i, 'when', 'when it runs'],
];

/** One sentence of a voice as a rule of what to include, or null. */
export function requiredDetailOf(line: string): RequiredDetail | null {
  const rule = line.trim().replace(/^[-*•\s]+/, '').replace(/[.!;:,]+$/, '').trim();
  const m = ALWAYS.exec(rule);
  if (!m) return null;
  let object = m[1]!.replace(/\s+before\s+.*$/i, '');
  const condition = CONDITION.exec(object);
  const when = condition ? stemsOf(condition[1]!) : null;
  if (condition) object = object.slice(0, condition.index);
  const items = object.split(/,\s*|\s+and\s+(?=(?:what|how|the|a|an|our|your|its|their|who|when|where)\b)/i).map((i) => i.trim()).filter(Boolean);
  const needs = items.flatMap((item) => {
    const kinds = KINDS.filter(([re]) => re.test(item));
    if (kinds.length) return kinds.map(([, kind, label]) => ({ kind, label, stems: [] as string[] }));
    // 'the system size in kWp' is said by its unit ('4.8 kWp'), not by the words 'system size'.
    const unit = /\bin\s+([A-Za-z][\w/]*)$/.exec(item)?.[1];
    const stems = unit && /[A-Z]/.test(unit) ? stemsOf(unit) : stemsOf(item);
    return stems.length ? [{ kind: 'named' as const, label: item.replace(/^(?:the|a|an|our)\s+/i, ''), stems }] : [];
  });
  const unique = needs.filter((n, i) => needs.findIndex((o) => o.kind === n.kind && o.label === n.label) === i);
  return unique.length ? { rule, needs: unique, when: when?.length ? when : null } : null;
}

const PRICE = /[£$€]\s?\d|\b\d+(?:[.,]\d+)?\s?(?:pounds|dollars|euros|pence|p)\b|\bfree of charge\b|\bat no (?:extra )?cost\b/i;
// "A month" after a price is how often it is paid, not how long a job takes: a duration has a number.
/** A day, a date or a time of day: "on Tuesday evenings", "10am to 4pm", "from 3 March", "this weekend". */
const WHEN = /\b(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b|\b(?:weekends?|weekdays?|evenings?|mornings?|afternoons?|tonight|tomorrow)\b|\b\d{1,2}(?:[.:]\d{2})?\s?(?:am|pm)\b|\b(?:jan(?:uary)?|feb(?:ruary)?|march|april|may|june|july|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b|\b(?:this|next) (?:week|month|term|spring|summer|autumn|winter)\b/i;

export const DURATION = /\b(?:\d+(?:[.,]\d+)?|one|two|three|four|five|six|seven|eight|ten|twelve|half an?)\s*(?:(?:to|-|–)\s*\d+\s*)?(?:minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?)\b|\bsame[- ]day\b|\bwhile you wait\b|\bovernight\b/i;

/** The details a stretch of copy leaves out, by label. */
export function missingIn(text: string, need: RequiredDetail['needs'][number]): boolean {
  switch (need.kind) {
    case 'price':
      return !PRICE.test(text);
    case 'duration':
      return !DURATION.test(text);
    case 'number':
      return !/\d/.test(text);
    case 'when':
      return !WHEN.test(text);
    case 'named': {
      const stems = new Set(stemsOf(text));
      return !need.stems.every((s) => stems.has(s));
    }
  }
}

/** Whether a sentence talks about what a conditional rule is about ("time saved": both "time" and "save"). */
export function talksAbout(sentence: string, when: readonly string[]): boolean {
  const stems = new Set(stemsOf(sentence));
  // 'a package price' is talked about by a package and a sum of money.
  if (PRICE.test(sentence)) stems.add('price');
  return when.every((w) => stems.has(w));
}

export interface MissingDetail {
  rule: RequiredDetail;
  /** The labels of what is missing: "what it costs", "how long it takes". */
  missing: RequiredDetail['needs'];
  /** The sentence it is missing from (a conditional rule), or null for the text as a whole. */
  sentence: string | null;
}

/** What the text leaves out that its rules say to include: per sentence for a conditional rule, else for the whole text. */
export function missingDetails(sentences: readonly string[], rules: readonly RequiredDetail[]): MissingDetail[] {
  const whole = sentences.join(' ');
  return rules.flatMap((rule): MissingDetail[] => {
    if (rule.when) {
      return sentences.filter((s) => talksAbout(s, rule.when!)).flatMap((s) => {
        // The detail may follow in the next sentence ("It saves time. Hartwell cut processing from 6 days to 1.5.").
        const next = sentences[sentences.indexOf(s) + 1] ?? '';
        const missing = rule.needs.filter((n) => missingIn(`${s} ${next}`, n));
        return missing.length ? [{ rule, missing, sentence: s }] : [];
      });
    }
    const missing = rule.needs.filter((n) => missingIn(whole, n));
    return missing.length && whole.trim() ? [{ rule, missing, sentence: null }] : [];
  });
}

/**
 * The words a rule says to write instead of others ('Always say "instructor", never "teacher" or "trainer"' gives
 * teacher and trainer), from the voice's swaps; empty for a rule that names no swap. Such a rule asks for its word
 * only where the text speaks of the thing: a text that never says "teacher" breaks nothing by lacking "instructor".
 */
export function swappedBy(rule: RequiredDetail, swaps: Readonly<Record<string, string>> = {}): string[] {
  const text = rule.rule.toLowerCase();
  return Object.entries(swaps).filter(([from, to]) => text.includes(`"${to.toLowerCase()}"`) && text.includes(`"${from}"`)).map(([from]) => from);
}

/**
 * The rules that ask something of this text: every rule, except that a rule swapping words asks for its word only
 * where the text says one of the others (a text that never says "tune-up" lacks no "service").
 */
export function detailsAskedOf(text: string, requires: readonly RequiredDetail[], swaps: Readonly<Record<string, string>> = {}): RequiredDetail[] {
  return requires.filter((r) => {
    const others = swappedBy(r, swaps);
    return !others.length || saysAnyOf(text, others);
  });
}

/** Whether the text says any of the words (in any ending: 'trainers' says 'trainer'). */
export function saysAnyOf(text: string, words: readonly string[]): boolean {
  return words.some((w) => new RegExp(`\\b${escapeRegExp(w.replace(/s$/, ''))}`, 'i').test(text));
}
