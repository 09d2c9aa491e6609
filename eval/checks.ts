/**
 * The checks, as a demanding reader would apply them to an answer's text. Each returns pass/fail with a
 * one-line reason. What is right comes from eval/requests.ts and eval/seeded-space.ts (written by hand),
 * never from the engine's own code.
 */
import { answerBody, avoidWordsUsed, listItems, mentions, normalise, numbersIn, numericClaims, sentenceShare, wordCount } from './text.ts';

export type CheckName =
  | 'addresses-request'
  | 'uses-material'
  | 'names-company'
  | 'follows-voice'
  | 'no-untrue-claim'
  | 'differs-from-sibling'
  | 'regenerate-differs';

export const CHECK_NAMES: readonly CheckName[] = [
  'addresses-request',
  'uses-material',
  'names-company',
  'follows-voice',
  'no-untrue-claim',
  'differs-from-sibling',
  'regenerate-differs',
];

export interface CheckResult {
  check: CheckName;
  pass: boolean;
  reason: string;
}

/** An answer as the eval saw it. */
export interface Answer {
  text: string;
  /** MIME types of the files the answer came with. */
  artifactTypes: string[];
}

/** One thing an answer of a given type must (or must not) do. */
export type Rule =
  | { kind: 'mentions-any'; terms: string[]; label: string }
  | { kind: 'mentions-all'; terms: string[]; label: string }
  | { kind: 'mentions-at-least'; terms: string[]; min: number; label: string }
  | { kind: 'matches'; pattern: RegExp; label: string }
  | { kind: 'not-matches'; pattern: RegExp; label: string }
  /** At least `min` list items (see listItems), each at most `maxWords` words, `matching` of them containing `itemPattern`. */
  | { kind: 'list'; min: number; maxWords?: number; itemPattern?: RegExp; matching?: number; label: string }
  /** A score such as "7/10", "12/16", "Score: 64" or "64/100". */
  | { kind: 'score'; label: string }
  /** A rewrite of `source`: not identical to it and sharing at most half of its sentences with it. */
  | { kind: 'rewrite-of'; source: string; label: string }
  /** The email (from its greeting to its sign-off, or the whole answer) has at most `max` words. */
  | { kind: 'email-max-words'; max: number; label: string }
  | { kind: 'image-artifact'; label: string };

/** Applies one rule; null when it holds, otherwise why not. */
export function ruleFailure(rule: Rule, answer: Answer): string | null {
  const body = answerBody(answer.text);
  switch (rule.kind) {
    case 'mentions-any':
      return rule.terms.some((t) => mentions(body, t)) ? null : `${rule.label}: none of ${quoteList(rule.terms)}`;
    case 'mentions-all': {
      const missing = rule.terms.filter((t) => !mentions(body, t));
      return missing.length === 0 ? null : `${rule.label}: missing ${quoteList(missing)}`;
    }
    case 'mentions-at-least': {
      const found = rule.terms.filter((t) => mentions(body, t));
      return found.length >= rule.min ? null : `${rule.label}: ${found.length} of ${quoteList(rule.terms)} (needs ${rule.min})`;
    }
    case 'matches':
      return rule.pattern.test(body) ? null : `${rule.label}: no match for ${rule.pattern}`;
    case 'not-matches': {
      const m = rule.pattern.exec(body);
      return m ? `${rule.label}: found "${excerpt(m[0], 60)}"` : null;
    }
    case 'list': {
      const items = listItems(body).filter((item) => rule.maxWords === undefined || wordCount(item) <= rule.maxWords);
      if (items.length < rule.min) return `${rule.label}: ${items.length} list item(s)${rule.maxWords ? ` of at most ${rule.maxWords} words` : ''}, needs ${rule.min}`;
      if (rule.itemPattern) {
        const hits = items.filter((item) => rule.itemPattern!.test(item)).length;
        const needed = rule.matching ?? rule.min;
        if (hits < needed) return `${rule.label}: ${hits} item(s) match ${rule.itemPattern}, needs ${needed}`;
      }
      return null;
    }
    case 'score':
      return hasScore(body) ? null : `${rule.label}: no score (like "7/10" or "Score: 64")`;
    case 'rewrite-of': {
      if (normalise(body) === normalise(rule.source)) return `${rule.label}: identical to the pasted text`;
      const share = sentenceShare(rule.source, body);
      return share <= 0.5 ? null : `${rule.label}: keeps ${pct(share)} of the pasted sentences unchanged`;
    }
    case 'email-max-words': {
      const words = wordCount(emailPart(body));
      return words <= rule.max ? null : `${rule.label}: ${words} words, asked for at most ${rule.max}`;
    }
    case 'image-artifact':
      return answer.artifactTypes.some((t) => t.startsWith('image/')) ? null : `${rule.label}: no image file attached (got ${answer.artifactTypes.join(', ') || 'none'})`;
  }
}

export function hasScore(text: string): boolean {
  return /\b\d{1,3}\s*\/\s*(?:5|10|16|20|25|50|100)\b/.test(text) || /\bscore[ds]?\b[^.\n]{0,20}?\d/i.test(text);
}

/** The email inside an answer: from its first greeting line ("Hi", "Hello", "Dear") to its sign-off or the end. */
export function emailPart(text: string): string {
  const lines = text.split('\n');
  const start = lines.findIndex((l) => /^\s*(hi|hello|hey|dear)\b/i.test(l));
  if (start === -1) return text;
  const rest = lines.slice(start);
  const end = rest.findIndex((l) => /^\s*(best|brew on|cheers|thanks|regards|kind regards|warm regards|all the best)\b/i.test(l));
  return rest.slice(0, end === -1 ? rest.length : end + 2).join('\n');
}

// ---------------------------------------------------------------------------------------------------------

export function addressesRequest(rules: readonly Rule[], answer: Answer): CheckResult {
  const failures = rules.map((r) => ruleFailure(r, answer)).filter((f): f is string => f !== null);
  return failures.length === 0
    ? { check: 'addresses-request', pass: true, reason: `all ${rules.length} expectations hold` }
    : { check: 'addresses-request', pass: false, reason: failures.join('; ') };
}

/** The answer contains at least one distinctive term of the material the request referenced or pasted. */
export function usesMaterial(terms: readonly string[], answer: Answer, what: string): CheckResult {
  const body = answerBody(answer.text);
  const found = terms.filter((t) => mentions(body, t));
  return found.length > 0
    ? { check: 'uses-material', pass: true, reason: `uses ${what}: ${quoteList(found)}` }
    : { check: 'uses-material', pass: false, reason: `nothing from ${what} (looked for ${quoteList(terms)}) outside the sources list` };
}

/** The answer names the company or the product from the profile. */
export function namesCompany(names: readonly string[], answer: Answer): CheckResult {
  const body = answerBody(answer.text);
  const found = names.find((n) => mentions(body, n));
  return found
    ? { check: 'names-company', pass: true, reason: `names "${found}"` }
    : { check: 'names-company', pass: false, reason: `names neither ${quoteList(names)}` };
}

/** No avoid word is used (whole word, case-insensitive); with `signOff`, the email ends with the saved sign-off. */
export function followsVoice(answer: Answer, voice: { avoid: readonly string[]; signOff: string | null }): CheckResult {
  const body = answerBody(answer.text);
  const used = avoidWordsUsed(body, voice.avoid);
  const problems: string[] = [];
  if (used.length) problems.push(`uses avoid word(s) ${quoteList(used)}`);
  if (voice.signOff && !endsWithSignOff(body, voice.signOff)) problems.push(`the email does not end with "${voice.signOff}"`);
  return problems.length === 0
    ? { check: 'follows-voice', pass: true, reason: voice.signOff ? 'no avoid word; ends with the saved sign-off' : 'no avoid word' }
    : { check: 'follows-voice', pass: false, reason: problems.join('; ') };
}

/**
 * The sign-off closes the email: it follows the greeting, and at most one short line (a name) comes after
 * it before the email ends (the end of the answer, a horizontal rule, a heading or a notes paragraph
 * in italics or after a blank line is taken as the end of the email). Line breaks inside the sign-off
 * are allowed ("Brew on,\nthe Northwind team").
 */
export function endsWithSignOff(text: string, signOff: string): boolean {
  const flat = normalise(text.replace(/\n/g, ' ⏎ '));
  const wanted = normalise(signOff);
  const pattern = new RegExp(wanted.split(' ').map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('(?:\\s|⏎)+'));
  const at = pattern.exec(flat);
  if (!at) return false;
  const greeting = /(^|⏎)\s*(hi|hello|hey|dear)\b/.exec(flat);
  if (greeting && greeting.index > at.index) return false;
  // What follows the sign-off up to the next blank line must be at most one short line (a sender name).
  const after = flat.slice(at.index + at[0].length);
  const untilBlank = after.split(/⏎\s*⏎/)[0] ?? '';
  return untilBlank.split('⏎').map((l) => l.trim()).filter(Boolean).length <= 1 && wordCount(untilBlank) <= 4;
}

/** Words that, in a line about the saved voice, describe a tone the saved voice does not have. */
const FOREIGN_TONE_WORDS = [
  'playful', 'formal', 'witty', 'bold', 'professional', 'neutral-professional', 'luxurious', 'quirky', 'edgy',
  'authoritative', 'casual', 'energetic', 'humorous', 'serious', 'technical', 'inspirational', 'irreverent',
  'sophisticated', 'calm', 'punchy', 'corporate', 'friendly',
];
/** Fact names of the profile; a "[your …]" blank naming one asks for something the space already holds. */
const FILLED_FACT_WORDS = [
  'company', 'business', 'brand', 'product', 'offer', 'service', 'audience', 'customer', 'website', 'url',
  'price', 'budget', 'goal', 'kpi', 'competitor', 'channel', 'differentiator', 'usp', 'industry', 'tone', 'value proposition',
];

/**
 * No sentence claims what the seeded space does not hold:
 * - no brand colour is claimed ("your brand colour", "in our brand colours": the voice names none);
 * - no percentage, price or customer count that appears neither in the request nor in the seeded space
 *   (see numericClaims: metric lines such as "Flesch 64", "12/16", "density 3%" are not claims);
 * - a line that speaks of the saved voice ("the voice you set", "your brand voice") describes it with
 *   no tone word the saved voice does not have;
 * - no "[your …]" / "[insert …]" blank for a fact the profile holds (all 18 answers are filled).
 */
export function noUntrueClaim(answer: Answer, grounding: { request: string; space: string; voiceWords: readonly string[] }): CheckResult {
  const body = answerBody(answer.text);
  const problems: string[] = [];

  const colour = /(?<!\bno\s)\b(?:your|our|the|in)\s+brand\s+colou?rs?\b/i.exec(body);
  if (colour) problems.push(`claims a brand colour ("${colour[0]}") the space does not hold`);

  const known = new Set([...numbersIn(grounding.request), ...numbersIn(grounding.space)]);
  const unsupported = body.split('\n').flatMap((line) => {
    const claims = numericClaims(line);
    // A share of a budget the person gave (a whole 5 % step of a known amount) is arithmetic on their own number, not a claim.
    const shareOfKnown = (value: number) => [...known].some((k) => k >= 100 && value < k && ((value / k) * 100) % 5 === 0);
    const prices = claims.filter((c) => c.kind === 'price').map((c) => c.value);
    const derivedShare = (percent: number) => prices.some((p) => [...known].some((k) => k >= 100 && Math.abs((k * percent) / 100 - p) < 0.5));
    return claims.filter((c) => !known.has(c.value) && !(c.kind === 'price' && shareOfKnown(c.value)) && !(c.kind === 'percentage' && derivedShare(c.value)));
  });
  if (unsupported.length) problems.push(`unsupported ${[...new Set(unsupported.map((c) => `${c.kind} "${c.raw.trim()}"`))].slice(0, 4).join(', ')}`);

  for (const line of body.split('\n')) {
    if (!/\b(voice you (?:set|saved|chose)|your (?:saved |brand |current )?voice|saved (?:brand )?voice)\b/i.test(line)) continue;
    const foreign = FOREIGN_TONE_WORDS.filter((w) => mentions(line, w) && !grounding.voiceWords.some((v) => v.toLowerCase() === w));
    if (foreign.length) problems.push(`describes the saved voice as ${quoteList(foreign)}`);
  }

  for (const m of body.matchAll(/\[(?:your|insert|add|enter)\b[^\]]{0,60}\]/gi)) {
    const blank = m[0].toLowerCase();
    if (FILLED_FACT_WORDS.some((w) => blank.includes(w))) problems.push(`leaves a blank for a filled profile fact: ${m[0]}`);
  }

  return problems.length === 0
    ? { check: 'no-untrue-claim', pass: true, reason: 'no unsupported colour, number, voice description or blank' }
    : { check: 'no-untrue-claim', pass: false, reason: problems.join('; ') };
}

/** Differs from a sibling answer (another request to the same agent): at most 50 % of its sentences also in the sibling's. */
export const SIBLING_MAX_SHARE = 0.5;
export function differsFromSibling(answer: Answer, sibling: Answer, siblingId: string): CheckResult {
  const share = sentenceShare(answerBody(answer.text), answerBody(sibling.text));
  return share <= SIBLING_MAX_SHARE
    ? { check: 'differs-from-sibling', pass: true, reason: `${pct(share)} of sentences shared with ${siblingId}` }
    : { check: 'differs-from-sibling', pass: false, reason: `${pct(share)} of sentences also in ${siblingId}'s answer (max ${pct(SIBLING_MAX_SHARE)})` };
}

/**
 * A regenerated answer is a new attempt: not identical to the first, and at most 80 % of its sentences
 * also in the first (the same facts may recur; the same text should not).
 */
export const REGENERATE_MAX_SHARE = 0.8;
export function regenerateDiffers(first: Answer, regenerated: Answer | null): CheckResult {
  if (!regenerated) return { check: 'regenerate-differs', pass: false, reason: 'regenerate gave no answer' };
  if (normalise(first.text) === normalise(regenerated.text)) return { check: 'regenerate-differs', pass: false, reason: 'regenerated text is identical to the first' };
  const share = sentenceShare(answerBody(regenerated.text), answerBody(first.text));
  return share <= REGENERATE_MAX_SHARE
    ? { check: 'regenerate-differs', pass: true, reason: `${pct(share)} of sentences kept from the first answer` }
    : { check: 'regenerate-differs', pass: false, reason: `${pct(share)} of sentences kept from the first answer (max ${pct(REGENERATE_MAX_SHARE)})` };
}

// ---------------------------------------------------------------------------------------------------------

const pct = (share: number) => `${Math.round(share * 100)}%`;
const quoteList = (terms: readonly string[]) => terms.map((t) => `"${t}"`).join(', ');
export function excerpt(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1)}…`;
}
