/**
 * The checks, as a demanding marketer would apply them to an answer's text (and its files). Each returns
 * pass/fail with a one-line reason whose first words name what was expected, so failures group by cause.
 * What is right comes from the request files and the space fixtures (written by hand before any tuning),
 * never from the engine's own code.
 */
import type { ImageFile } from './agent-runs.ts';
import { charCount, deliverableOf, emailBody, emailParts, faqParts, headingsIn, isGreeting, isHeading, isNotesMarker, keywordGroups, metaParts, pieceBody, pieceText, plain, scriptParts, searchAdParts, seriesIn, withoutFraming, type Series } from './answer-shapes.ts';
import { figuresIn, groundingOf, isMeasurementLine, shownResults, traceable, vagueScaleClaims } from './figures.ts';
import type { SentenceRule } from './space-fixture.ts';
import { answerBody, contentWords, jaccard, mentions, nearDuplicateShare, normalise, sentences, sentenceShare, wordCount } from './text.ts';
import { bannedFormsUsed, mostExclamations, sentenceRuleBreaches } from './voice-breaches.ts';

export type CheckName =
  | 'does-task'
  | 'uses-brief'
  | 'no-request-echo'
  | 'no-invented-claim'
  | 'follows-voice'
  | 'declines-honestly'
  | 'follows-up'
  | 'differs-from-sibling'
  | 'regenerate-alternative'
  | 'no-raw-sources';

export const CHECK_NAMES: readonly CheckName[] = [
  'does-task',
  'uses-brief',
  'no-request-echo',
  'no-invented-claim',
  'follows-voice',
  'declines-honestly',
  'follows-up',
  'differs-from-sibling',
  'regenerate-alternative',
  'no-raw-sources',
];

export interface CheckResult {
  check: CheckName;
  pass: boolean;
  reason: string;
  /** What kind of miss each failure is, to count failures by cause (the reason says the details). */
  causes?: string[];
  /** 1 for the first answer (or its regenerate), 2… for the follow-ups in the same chat. */
  turn?: number;
}

/** An answer as the eval saw it. */
export interface Answer {
  text: string;
  /** MIME types of the files the answer came with. */
  artifactTypes: string[];
  /** Its image files, measured. */
  images?: ImageFile[];
}

/** One thing an answer must (or must not) do. Labels name the expectation; the failure adds what was found. */
export type Rule =
  | { kind: 'mentions-any'; terms: string[]; label: string }
  | { kind: 'mentions-all'; terms: string[]; label: string }
  | { kind: 'mentions-at-least'; terms: string[]; min: number; label: string }
  | { kind: 'matches'; pattern: RegExp; label: string }
  | { kind: 'not-matches'; pattern: RegExp; label: string }
  /** At least `min` list items, each at most `maxWords` words, `matching` of them containing `itemPattern` (loose: see `count` for exact). */
  | { kind: 'list'; min: number; maxWords?: number; itemPattern?: RegExp; matching?: number; label: string }
  /** Exactly `n` pieces in one series (numbered, labelled, bulleted, table rows or lines), each within the limits. */
  | { kind: 'count'; n: number; maxWords?: number; minWords?: number; maxChars?: number; itemPattern?: RegExp; matching?: number; wholePiece?: boolean; label: string }
  /** Exactly `n` emails (greeting lines), each with at most `maxWords` words, with a subject line each when `subjects`. */
  | { kind: 'emails'; n: number; maxWords?: number; minWords?: number; subjects?: boolean; label: string }
  | { kind: 'score'; label: string }
  /** A rewrite of `source`: not identical to it and sharing at most half of its sentences with it. */
  | { kind: 'rewrite-of'; source: string; label: string }
  /** The email (from its greeting to its sign-off, or the whole answer) has at most `max` words. */
  | { kind: 'email-max-words'; max: number; label: string }
  | { kind: 'image-artifact'; label: string }
  /** An image file attached in one of these pixel sizes. */
  | { kind: 'image-size'; sizes: [number, number][]; label: string }
  /** A search ad: headline and description counts within [min, max], each within 30 and 90 characters. */
  | { kind: 'search-ad'; headlines: [number, number]; descriptions: [number, number]; label: string }
  /** A meta title of at most 60 and a meta description of at most 155 characters; `keyword` in one of them. */
  | { kind: 'meta'; titleMax: number; descriptionMax: number; keyword?: string; label: string }
  /** A script that reads as spoken words lasting about `seconds` (1.8 to 2.9 spoken words a second). */
  | { kind: 'script'; seconds: number; label: string }
  /** Exactly `n` questions, each followed by an answer. */
  | { kind: 'faqs'; n: number; label: string }
  /** Exactly `n` keywords in at least `groups` intent groups. */
  | { kind: 'keyword-groups'; n: number; groups: number; label: string }
  /** At least `min` (at most `max`) section headings. */
  | { kind: 'headings'; min: number; max?: number; label: string }
  /** The answer's words (outside notes) within [min, max]. */
  | { kind: 'words'; min?: number; max?: number; label: string }
  /** A split of `total` across `channels` (each a list of names): every channel gets an amount on its line, and the amounts add up to the total (within 1 %). */
  | { kind: 'budget-split'; total: number; channels: string[][]; label: string }
  /** Every line labelled `field` ("Primary text: …") is at most `maxChars` characters, and there are exactly `n` of them. */
  | { kind: 'field-limit'; field: string; maxChars: number; n: number; label: string }
  /** A follow-up that keeps some of the previous answer: at least a fifth of its sentences near-duplicate earlier ones. */
  | { kind: 'builds-on-previous'; label: string }
  /** A follow-up that is another version: at most half of its sentences kept or near-duplicated. */
  | { kind: 'differs-from-previous'; label: string }
  /** A follow-up shorter than the previous answer (emails compared as emails). */
  | { kind: 'shorter-than-previous'; label: string };

export interface RuleContext {
  /** The answer a follow-up revises. */
  previous?: string;
}

const pct = (share: number) => `${Math.round(share * 100)}%`;
const quoteList = (terms: readonly string[]) => terms.map((t) => `"${t}"`).join(', ');
export function excerpt(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1)}…`;
}

/** The copy part of a body: everything before a notes section. */
function beforeNotes(body: string): string {
  const lines = body.split('\n');
  const at = lines.findIndex((l, i) => i > 0 && isNotesMarker(l) && !/^\s*(?:-{3,}|\*{3,}|_{3,})\s*$/.test(l));
  return (at === -1 ? lines : lines.slice(0, at)).join('\n');
}

/** The series with exactly n pieces whose pieces meet the limits, or why none does. */
function countFailure(rule: Extract<Rule, { kind: 'count' }>, body: string): string | null {
  const all = seriesIn(body);
  const exact = all.filter((s) => s.units.length === rule.n);
  const problemsOf = (s: Series): string[] => {
    const problems: string[] = [];
    const texts = s.units.map((u) => (rule.wholePiece ? pieceBody(u) : pieceText(u.text)));
    if (rule.maxWords !== undefined) {
      const over = texts.filter((t) => wordCount(t) > rule.maxWords!);
      if (over.length) problems.push(`${over.length} over ${rule.maxWords} words ("${excerpt(over[0]!, 60)}": ${wordCount(over[0]!)})`);
    }
    if (rule.minWords !== undefined) {
      const under = texts.filter((t) => wordCount(t) < rule.minWords!);
      if (under.length) problems.push(`${under.length} under ${rule.minWords} words`);
    }
    if (rule.maxChars !== undefined) {
      const over = texts.filter((t) => charCount(t) > rule.maxChars!);
      if (over.length) problems.push(`${over.length} over ${rule.maxChars} characters ("${excerpt(over[0]!, 60)}": ${charCount(over[0]!)})`);
    }
    if (rule.itemPattern) {
      const hits = s.units.filter((u) => rule.itemPattern!.test(u.text)).length;
      const needed = rule.matching ?? rule.n;
      if (hits < needed) problems.push(`${hits} of ${rule.n} match ${rule.itemPattern} (needs ${needed})`);
    }
    return problems;
  };
  if (exact.some((s) => problemsOf(s).length === 0)) return null;
  if (exact.length) return `${rule.label}: ${problemsOf(exact[0]!).join('; ')}`;
  const sizes = [...new Set(all.filter((s) => s.units.length >= 2 || rule.n === 1).map((s) => s.units.length))].sort((a, b) => b - a);
  return `${rule.label}: no series of exactly ${rule.n} (series found: ${sizes.length ? sizes.slice(0, 6).join(', ') : 'none'})`;
}

/** Applies one rule; null when it holds, otherwise why not. */
export function ruleFailure(rule: Rule, answer: Answer, context: RuleContext = {}): string | null {
  const body = withoutFraming(answerBody(answer.text));
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
      const items = listItemsOf(body).filter((item) => rule.maxWords === undefined || wordCount(item) <= rule.maxWords);
      if (items.length < rule.min) return `${rule.label}: ${items.length} list item(s)${rule.maxWords ? ` of at most ${rule.maxWords} words` : ''}, needs ${rule.min}`;
      if (rule.itemPattern) {
        const hits = items.filter((item) => rule.itemPattern!.test(item)).length;
        const needed = rule.matching ?? rule.min;
        if (hits < needed) return `${rule.label}: ${hits} item(s) match ${rule.itemPattern}, needs ${needed}`;
      }
      return null;
    }
    case 'count':
      return countFailure(rule, beforeNotes(body));
    case 'emails': {
      const parts = emailParts(body);
      if (parts.length !== rule.n) return `${rule.label}: ${parts.length} email(s) (greeting lines), asked for ${rule.n}`;
      const problems: string[] = [];
      if (rule.maxWords !== undefined) {
        const over = parts.map(wordCount).filter((w) => w > rule.maxWords!);
        if (over.length) problems.push(`${over.length} email(s) over ${rule.maxWords} words (${over.join(', ')})`);
      }
      if (rule.minWords !== undefined) {
        const under = parts.map(wordCount).filter((w) => w < rule.minWords!);
        if (under.length) problems.push(`${under.length} email(s) under ${rule.minWords} words (${under.join(', ')})`);
      }
      if (rule.subjects) {
        const subjects = body.split('\n').filter((l) => /^\s*(?:[-*•]\s+)?(?:\*\*|__)?\s*subject(?: line)?\s*(?:\d+\s*)?(?:\*\*|__)?\s*[:\-–—]/i.test(l)).length;
        if (subjects < rule.n) problems.push(`${subjects} subject line(s) for ${rule.n} email(s)`);
      }
      return problems.length ? `${rule.label}: ${problems.join('; ')}` : null;
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
    case 'image-size': {
      const images = answer.images ?? [];
      if (images.length === 0) return `${rule.label}: no image file attached`;
      const ok = images.some((i) => rule.sizes.some(([w, h]) => i.width === w && i.height === h));
      return ok ? null : `${rule.label}: image is ${images.map((i) => (i.width ? `${i.width}×${i.height}` : `${i.mime} of unknown size`)).join(', ')}, asked for ${rule.sizes.map(([w, h]) => `${w}×${h}`).join(' or ')}`;
    }
    case 'search-ad': {
      const { headlines, descriptions } = searchAdParts(beforeNotes(body));
      const problems: string[] = [];
      const [hMin, hMax] = rule.headlines;
      const [dMin, dMax] = rule.descriptions;
      if (headlines.length < hMin || headlines.length > hMax) problems.push(`${headlines.length} headline(s), asked for ${hMin === hMax ? hMin : `${hMin} to ${hMax}`}`);
      if (descriptions.length < dMin || descriptions.length > dMax) problems.push(`${descriptions.length} description(s), asked for ${dMin === dMax ? dMin : `${dMin} to ${dMax}`}`);
      const longH = headlines.filter((h) => charCount(h) > 30);
      const longD = descriptions.filter((d) => charCount(d) > 90);
      if (longH.length) problems.push(`${longH.length} headline(s) over 30 characters ("${excerpt(longH[0]!, 50)}": ${charCount(longH[0]!)})`);
      if (longD.length) problems.push(`${longD.length} description(s) over 90 characters (${charCount(longD[0]!)})`);
      return problems.length ? `${rule.label}: ${problems.join('; ')}` : null;
    }
    case 'meta': {
      const { title, description } = metaParts(body);
      const problems: string[] = [];
      if (!title) problems.push('no meta title');
      else if (charCount(title) > rule.titleMax) problems.push(`title is ${charCount(title)} characters ("${excerpt(title, 70)}"), limit ${rule.titleMax}`);
      if (!description) problems.push('no meta description');
      else if (charCount(description) > rule.descriptionMax) problems.push(`description is ${charCount(description)} characters, limit ${rule.descriptionMax}`);
      else if (charCount(description) < 50) problems.push(`description is only ${charCount(description)} characters`);
      if (rule.keyword && title && description && !mentions(`${title}\n${description}`, rule.keyword)) problems.push(`neither uses "${rule.keyword}"`);
      return problems.length ? `${rule.label}: ${problems.join('; ')}` : null;
    }
    case 'script': {
      const { spoken, speakerLines, cues, listLines } = scriptParts(beforeNotes(body));
      const words = wordCount(spoken);
      const [min, max] = [Math.floor(rule.seconds * 1.8), Math.ceil(rule.seconds * 2.9)];
      const problems: string[] = [];
      if (speakerLines === 0 && cues === 0 && listLines >= 3) problems.push(`reads as a list (${listLines} list lines, no voice or sound cues), not a script`);
      if (words < min || words > max) problems.push(`${words} spoken words, a ${rule.seconds}-second read is ${min} to ${max}`);
      return problems.length ? `${rule.label}: ${problems.join('; ')}` : null;
    }
    case 'faqs': {
      const { questions, answered } = faqParts(beforeNotes(body));
      if (questions.length !== rule.n) return `${rule.label}: ${questions.length} question(s), asked for ${rule.n}`;
      return answered >= rule.n ? null : `${rule.label}: ${rule.n - answered} of ${rule.n} question(s) without an answer under them`;
    }
    case 'keyword-groups': {
      const groups = keywordGroups(beforeNotes(body));
      const total = [...groups.values()].reduce((n, g) => n + g.length, 0);
      const problems: string[] = [];
      if (total !== rule.n) problems.push(`${total} keyword(s) in intent groups, asked for ${rule.n}`);
      if (groups.size < rule.groups) problems.push(`${groups.size} intent group(s) (${[...groups.keys()].join(', ') || 'none'}), needs ${rule.groups}`);
      const long = [...groups.values()].flat().filter((k) => wordCount(k) > 8);
      if (long.length) problems.push(`${long.length} "keyword(s)" over 8 words ("${excerpt(long[0]!, 60)}")`);
      return problems.length ? `${rule.label}: ${problems.join('; ')}` : null;
    }
    case 'headings': {
      const n = headingsIn(body).length;
      if (n < rule.min) return `${rule.label}: ${n} section heading(s), needs at least ${rule.min}`;
      if (rule.max !== undefined && n > rule.max) return `${rule.label}: ${n} section headings, at most ${rule.max}`;
      return null;
    }
    case 'words': {
      const n = wordCount(beforeNotes(body));
      if (rule.min !== undefined && n < rule.min) return `${rule.label}: ${n} words, needs at least ${rule.min}`;
      if (rule.max !== undefined && n > rule.max) return `${rule.label}: ${n} words, at most ${rule.max}`;
      return null;
    }
    case 'budget-split': {
      const lines = beforeNotes(body).split('\n');
      const missing: string[] = [];
      let sum = 0;
      for (const names of rule.channels) {
        const line = lines.find((l) => names.some((n) => mentions(l, n)) && /[£$€]\s?\d/.test(l));
        const amount = line ? /[£$€]\s?(\d[\d,]*(?:\.\d+)?)(\s?k\b)?/i.exec(line) : null;
        if (!amount) {
          missing.push(names[0]!);
          continue;
        }
        sum += Number(amount[1]!.replace(/,/g, '')) * (amount[2] ? 1000 : 1);
      }
      const problems: string[] = [];
      if (missing.length) problems.push(`no amount for ${quoteList(missing)}`);
      else if (Math.abs(sum - rule.total) > rule.total * 0.01) problems.push(`the amounts add up to ${sum.toLocaleString('en-GB')}, not ${rule.total.toLocaleString('en-GB')}`);
      return problems.length ? `${rule.label}: ${problems.join('; ')}` : null;
    }
    case 'field-limit': {
      const field = new RegExp(`^\\s*(?:[-*•]\\s+|\\d+[.)]\\s+)?${rule.field.replace(/\s+/g, '\\s+')}\\s*(?:\\([^)]*\\))?\\s*[:\\-–—]\\s*(.*)$`, 'i');
      const values = beforeNotes(body)
        .split('\n')
        .map((l) => field.exec(plain(l))?.[1])
        .filter((v): v is string => v !== undefined)
        .map((v) => pieceText(v));
      const problems: string[] = [];
      if (values.length !== rule.n) problems.push(`${values.length} "${rule.field}" line(s), asked for ${rule.n}`);
      const long = values.filter((v) => charCount(v) > rule.maxChars);
      if (long.length) problems.push(`${long.length} over ${rule.maxChars} characters ("${excerpt(long[0]!, 60)}": ${charCount(long[0]!)})`);
      return problems.length ? `${rule.label}: ${problems.join('; ')}` : null;
    }
    case 'builds-on-previous': {
      if (context.previous === undefined) return `${rule.label}: no previous answer to build on`;
      const prev = answerBody(context.previous);
      if (normalise(prev) === normalise(body)) return `${rule.label}: the previous answer came back unchanged`;
      const kept = nearDuplicateShare(beforeNotes(body), prev, 0.5);
      return kept >= 0.2 ? null : `${rule.label}: only ${pct(kept)} of its sentences come from the previous answer: answered as a new request`;
    }
    case 'differs-from-previous': {
      if (context.previous === undefined) return `${rule.label}: no previous answer`;
      const prev = answerBody(context.previous);
      const kept = nearDuplicateShare(beforeNotes(body), prev, 0.6);
      return kept <= 0.5 ? null : `${rule.label}: ${pct(kept)} of its sentences are (near) copies of the previous answer`;
    }
    case 'shorter-than-previous': {
      if (context.previous === undefined) return `${rule.label}: no previous answer`;
      const prev = answerBody(context.previous);
      const measure = (t: string) => (emailParts(t).length ? wordCount(emailParts(t).join('\n')) : wordCount(beforeNotes(t)));
      const [now, before] = [measure(body), measure(prev)];
      return now < before ? null : `${rule.label}: ${now} words, the previous answer had ${before}`;
    }
  }
}

/** List items as the loose `list` rule counts them: every series' pieces, first line each. */
function listItemsOf(body: string): string[] {
  const best = seriesIn(body).filter((s) => s.kind !== 'lines').sort((a, b) => b.units.length - a.units.length)[0];
  return best ? best.units.map((u) => pieceText(u.text)) : [];
}

export function hasScore(text: string): boolean {
  return /\b\d{1,3}\s*\/\s*(?:5|10|16|20|25|50|100)\b/.test(text) || /\bscore[ds]?\b[^.\n]{0,20}?\d/i.test(text);
}

/** The email inside an answer: from its first greeting line to its sign-off, or the whole text. */
export function emailPart(text: string): string {
  return emailParts(text)[0] ?? text;
}

// ---------------------------------------------------------------------------------------------------------

function result(check: CheckName, failures: string[], passReason: string): CheckResult {
  return failures.length === 0 ? { check, pass: true, reason: passReason } : { check, pass: false, reason: failures.join('; ') };
}

/** The kind of miss a failed rule is, in a marketer's words. */
const CAUSE: Record<Rule['kind'], string> = {
  'mentions-any': 'leaves out what the request asked for',
  'mentions-all': 'leaves out what the request asked for',
  'mentions-at-least': 'leaves out what the request asked for',
  matches: 'leaves out what the request asked for',
  'not-matches': 'contains what the request ruled out (or its own words as the topic)',
  list: 'too few pieces',
  count: 'not exactly the number of pieces asked for, or a piece over its limit',
  emails: 'not the number of emails asked for, or over their length',
  score: 'no score',
  'rewrite-of': 'not a rewrite of the pasted text',
  'email-max-words': 'over the word limit',
  words: 'not the length asked for',
  'image-artifact': 'no image',
  'image-size': "no image in the platform's size",
  'search-ad': 'search ad counts or 30/90 limits missed',
  meta: 'meta title or description missing or over its limit',
  script: 'not a script of the asked length',
  faqs: 'not the number of FAQs asked for',
  'keyword-groups': 'not the number of keywords in intent groups asked for',
  headings: 'no outline headings',
  'budget-split': 'budget split leaves out channels or does not add up',
  'field-limit': 'ad fields missing or over their limits',
  'builds-on-previous': 'follow-up answered as a new request',
  'differs-from-previous': 'follow-up repeats the previous answer',
  'shorter-than-previous': 'follow-up not shorter',
};

/** The asked deliverable, in its form: every rule of the request holds. */
export function doesTask(rules: readonly Rule[], answer: Answer, context: RuleContext = {}, check: CheckName = 'does-task'): CheckResult {
  const failed = rules.map((r) => [r, ruleFailure(r, answer, context)] as const).filter((f): f is readonly [Rule, string] => f[1] !== null);
  const checked = result(check, failed.map(([, f]) => f), `all ${rules.length} expectations hold`);
  return failed.length ? { ...checked, causes: [...new Set(failed.map(([r]) => CAUSE[r.kind]))] } : checked;
}

/** What the brief gave (offer, code, audience, named document) shows in the answer. */
export interface BriefUse {
  label: string;
  anyOf: string[];
}
export function usesBrief(uses: readonly BriefUse[], document: { filename: string; terms: string[]; min: number } | null, answer: Answer, request = ''): CheckResult {
  const body = withoutFraming(answerBody(answer.text));
  const failures = uses.filter((u) => !u.anyOf.some((t) => mentions(body, t))).map((u) => `${u.label}: none of ${quoteList(u.anyOf)}`);
  const causes = failures.length ? ["leaves out the brief's offer, code, audience or facts"] : [];
  if (document) {
    // A term the request itself says proves nothing about reading the document.
    const found = document.terms.filter((t) => !mentions(request, t) && mentions(body, t));
    if (found.length < document.min) {
      failures.push(`uses the document ${document.filename}: ${found.length ? quoteList(found) : 'none'} of its distinctive terms beyond the request's words (needs ${document.min})`);
      causes.push('does not use the named document');
    }
  }
  const checked = result('uses-brief', failures, `uses ${uses.length} brief item(s)${document ? ` and ${document.filename}` : ''}`);
  return checked.pass ? checked : { ...checked, causes };
}

/** The request's own sentences (not the material pasted into it) must not be pasted into the answer. */
export function noRequestEcho(message: string, pasted: string | undefined, answer: Answer): CheckResult {
  const instruction = pasted ? message.replace(pasted, ' ') : message;
  const said = instruction
    .split(/\n+|(?<=[.!?])\s+|:\s+(?=["“]?[A-Z])/)
    .map((s) => normalise(s).replace(/[.!?:;,]+$/, '').trim())
    .filter((s) => wordCount(s) >= 3);
  const bodyFlat = normalise(answerBody(answer.text));
  const bodySentences = new Set(sentences(answerBody(answer.text)));
  const echoed = said.filter((s) => (wordCount(s) >= 5 ? bodyFlat.includes(s) : bodySentences.has(s)));
  return result('no-request-echo', echoed.map((s) => `pastes the request's sentence "${excerpt(s, 80)}"`), 'no request sentence in the answer');
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
 * No claim the request and the space do not back:
 * - every figure (money, percentage, count, duration, multiplier, rating, time, other number of 13 or more)
 *   traces to the request, the space or simple arithmetic on them (figures.ts); lines that measure the
 *   answer itself (word or character counts, scores, pixel sizes) are not claims;
 * - no "thousands of …" scale the space does not state;
 * - no brand colour (the voice names none);
 * - a line that speaks of the saved voice describes it with no tone word the saved voice does not have;
 * - no "[your …]" blank for a fact the profile holds (all 18 answers are filled).
 */
export function noUntrueClaim(answer: Answer, grounding: { request: string; space: string; voiceWords: readonly string[]; year?: number }): CheckResult {
  const body = answerBody(answer.text);
  const problems: string[] = [];
  const year = grounding.year ?? new Date().getUTCFullYear();

  const colour = /(?<!\bno\s)\b(?:your|our|the|in)\s+brand\s+colou?rs?\b/i.exec(body);
  if (colour) problems.push(`claims a brand colour ("${colour[0]}") the space does not hold`);

  const g = groundingOf([grounding.request, grounding.space], grounding.request);
  // Results of the working the answer shows, in the order it shows them: each may feed the next equation.
  const worked = new Set<number>();
  const knownValue = (v: number) => g.numbers.has(v) || worked.has(v) || g.request.includes(v) || traceable({ kind: 'number', raw: String(v), value: v }, g, []);
  const invented = new Set<string>();
  let suggestions = false;
  for (const raw of body.split('\n')) {
    // A piece's own length note ("_(28)_", "(52/60 characters)") measures the copy; it claims nothing.
    const line = raw.replace(/\s*[_*]*\(\s*\d{1,3}(?:\s*\/\s*\d{1,3})?\s*(?:characters?|chars?|words?|c|w)?\s*\)[_*]*\s*$/i, '');
    if (isMeasurementLine(line)) continue;
    // Example requests offered to the person ("send one of these: - Write a promo email for 20% off…") are prompts, not claims.
    if (/\b(?:instead|try asking|you could ask|ask me|one of these|starters?|prompts?|send one)\b/i.test(line) && !/^\s*(?:[-*•]|\d+[.)])\s/.test(line)) suggestions = true;
    else if (!/^\s*(?:[-*•]|\d+[.)])\s/.test(line) && line.trim()) suggestions = false;
    if (suggestions && /^\s*(?:[-*•]|\d+[.)])\s+(?:write|draft|give|create|make|plan|review|audit|suggest|list|check|rewrite|outline|turn|analyse|analyze)\b/i.test(line)) continue;
    const figures = figuresIn(line, year);
    for (const r of shownResults(line, knownValue)) worked.add(r);
    for (const f of figures) if (!traceable(f, g, figures) && !worked.has(f.value)) invented.add(`${f.kind} "${f.raw}"`);
    for (const claim of vagueScaleClaims(line, `${grounding.request}\n${grounding.space}`)) invented.add(`scale "${claim}"`);
  }
  if (invented.size) problems.push(`invented figure(s): ${[...invented].slice(0, 5).join(', ')}`);

  // What follows a mention of the saved voice ("the voice you set (playful, bold)") is how the answer describes it.
  for (const m of body.matchAll(/\b(?:voice you (?:set|saved|chose)|your (?:saved |brand |current )?voice|saved (?:brand )?voice)\b(?:\s*(?:is|sounds|:|—|-|\())?([^.\n)|;]{0,80})/gi)) {
    const said = m[1] ?? '';
    const foreign = FOREIGN_TONE_WORDS.filter((w) => mentions(said, w) && !grounding.voiceWords.some((v) => v.toLowerCase() === w));
    if (foreign.length) problems.push(`describes the saved voice as ${quoteList(foreign)}`);
  }

  for (const m of body.matchAll(/\[(?:your|insert|add|enter)\b[^\]]{0,60}\]/gi)) {
    const blank = m[0].toLowerCase();
    if (FILLED_FACT_WORDS.some((w) => blank.includes(w))) problems.push(`leaves a blank for a filled profile fact: ${m[0]}`);
  }
  // The space's documents state prices: a price blank, or a line saying there are none, is untrue.
  if (/[£$€]\s?\d/.test(grounding.space)) {
    // A blank that stands for a price ("[price]", "[current prices]"), not one that merely lists price among things to add.
    for (const m of body.matchAll(/\[(?!your\b|insert\b|add\b|enter\b)[^\]]{0,25}\bprices?\b[^\]]{0,30}\]/gi)) problems.push(`leaves a blank for a price the space's documents state: ${m[0]}`);
    const none = /\b(?:has|have|lists?|gives?|includes?|contains?|shows?)\s+no\s+prices?\b|\bno prices?\s+(?:in|are|were|is)\b|\b(?:don'?t|do not|doesn'?t|does not)\s+(?:list|give|include|say|state|show)\b[^.\n]{0,30}\bprices?\b|\bprices?\b[^\n\]]{0,50}\b(?:don'?t|do not|doesn'?t|does not)\s+(?:say|list|give|state|show)\b/i.exec(body);
    if (none) problems.push(`says the space has no prices, but its documents state them ("${excerpt(none[0], 60)}")`);
  }

  return result('no-invented-claim', problems, 'every figure traces to the request or the space');
}

/**
 * The voice on copy: no banned word in any form; with `signOff`, every email ends with it; with `rules`,
 * no sentence breaks a rule written as a sentence; with `maxSentenceWords`, no email sentence is longer;
 * with `maxExclamations`, no piece has more "!".
 */
export function followsVoice(
  answer: Answer,
  voice: { avoid: readonly string[]; signOff: string | null; rules?: readonly SentenceRule[]; maxSentenceWords?: number; maxExclamations?: number },
): CheckResult {
  const body = beforeNotes(answerBody(answer.text));
  const problems: string[] = [];
  const used = bannedFormsUsed(body, voice.avoid);
  if (used.length) problems.push(`uses banned word(s) ${quoteList(used)}`);
  for (const breach of sentenceRuleBreaches(body, voice.rules ?? [])) problems.push(`breaks "${breach.rule}" in "${breach.sentence}"`);
  const emails = emailParts(body, voice.signOff ?? undefined);
  if (voice.signOff) {
    if (emails.length === 0) problems.push(`no email with the sign-off "${voice.signOff}"`);
    const unsigned = emails.filter((e) => !endsWithSignOff(e, voice.signOff!)).length;
    if (unsigned) problems.push(`${unsigned} of ${emails.length} email(s) do not end with "${voice.signOff}"`);
  }
  if (voice.maxSentenceWords) {
    const long = emails.flatMap((e) => emailBody(e).split('\n').flatMap((l) => l.split(/(?<=[.!?])\s+/))).filter((s) => wordCount(s) > voice.maxSentenceWords!);
    if (long.length) problems.push(`${long.length} email sentence(s) over the voice's ${voice.maxSentenceWords} words ("${excerpt(long[0]!, 70)}": ${wordCount(long[0]!)})`);
  }
  if (voice.maxExclamations !== undefined) {
    const pieces = emails.length ? emails : body.split(/\n\s*\n|\n(?=\s*(?:[-*•]|\d+[.)])\s)/);
    const most = mostExclamations(pieces);
    if (most > voice.maxExclamations) problems.push(`a piece has ${most} exclamation marks (the voice allows ${voice.maxExclamations})`);
  }
  return result('follows-voice', problems, voice.signOff ? 'no banned word or rule breach; every email signed off' : 'no banned word or rule breach');
}

/**
 * The sign-off closes the email: it follows the greeting, and at most one short line (a name) comes after
 * it before the email ends. Line breaks inside the sign-off are allowed ("Brew on,\nthe Northwind team").
 */
export function endsWithSignOff(text: string, signOff: string): boolean {
  const flat = normalise(text.replace(/\n/g, ' ⏎ '));
  const wanted = normalise(signOff);
  const pattern = new RegExp(wanted.split(' ').map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('(?:\\s|⏎)+'));
  const at = pattern.exec(flat);
  if (!at) return false;
  const greeting = /(^|⏎)\s*(hi|hello|hey|dear)\b/.exec(flat);
  if (greeting && greeting.index > at.index) return false;
  const after = flat.slice(at.index + at[0].length);
  const untilBlank = after.split(/⏎\s*⏎/)[0] ?? '';
  return untilBlank.split('⏎').map((l) => l.trim()).filter(Boolean).length <= 1 && wordCount(untilBlank) <= 4;
}

const CANNOT = /\b(?:can'?t|cannot|can not|won'?t be able|isn'?t something (?:i|we)|is not something (?:i|we)|not able to|unable to|outside (?:what|my|the)|beyond what|not (?:something|a task) (?:i|this)|don'?t (?:write|draft|do|handle|give|offer|provide|cover|fix)|do not (?:write|draft|do|handle|give|offer|provide|cover|fix)|not (?:a )?(?:lawyer|solicitor|legal|hr)|(?:i'?m|i am) not (?:the right|able|set up|built))\b/i;
const OFFERS = /\b(?:i can|i could|what i can|instead|happy to|here'?s what|try asking|you could ask|you can ask|ask me (?:to|for)|i'?d be glad|glad to|for example|e\.g\.)\b/i;

/** An out-of-remit request: says plainly it cannot, offers what it can, and delivers no template of the wrong (or the asked) thing. */
export function declinesHonestly(answer: Answer, deliverable: RegExp): CheckResult {
  const body = answerBody(answer.text).replace(/’/g, "'");
  const problems: string[] = [];
  if (!CANNOT.test(body)) problems.push('declines: no plain "I can\'t …" sentence');
  if (!OFFERS.test(body)) problems.push('declines: offers nothing it can do instead');
  const template = deliverable.exec(body);
  if (template) problems.push(`declines: delivers a template anyway ("${excerpt(template[0], 60)}")`);
  if (body.split('\n').some((l) => isGreeting(l)) || /^\s*(?:\*\*)?subject(?: line)?\s*:/im.test(body)) problems.push('declines: contains an email template');
  const words = wordCount(body);
  if (words > 220) problems.push(`declines: ${words} words, a decline with suggestions needs far fewer`);
  return result('declines-honestly', problems, 'declines plainly and offers what it can do');
}

/** Differs from a sibling answer (another task to the same agent): at most 50 % of its sentences also in the sibling's. */
export const SIBLING_MAX_SHARE = 0.5;
export function differsFromSibling(answer: Answer, sibling: Answer, siblingId: string): CheckResult {
  const share = sentenceShare(answerBody(answer.text), answerBody(sibling.text));
  return share <= SIBLING_MAX_SHARE
    ? { check: 'differs-from-sibling', pass: true, reason: `${pct(share)} of sentences shared with ${siblingId}` }
    : { check: 'differs-from-sibling', pass: false, reason: `a fixed template: ${pct(share)} of sentences also in ${siblingId}'s answer (max ${pct(SIBLING_MAX_SHARE)})` };
}

/**
 * A regenerated answer is a new attempt: not identical to the first, and at most 80 % of its deliverable's
 * sentences also in the first's (the same facts may recur; the same text should not). Framing around the
 * deliverable (a summary line, notes after it) may repeat.
 */
export const REGENERATE_MAX_SHARE = 0.8;
export function regenerateDiffers(first: Answer, regenerated: Answer | null): CheckResult {
  if (!regenerated) return { check: 'regenerate-alternative', pass: false, reason: 'regenerate gave no answer' };
  if (normalise(first.text) === normalise(regenerated.text)) return { check: 'regenerate-alternative', pass: false, reason: 'regenerated text is identical to the first' };
  const share = sentenceShare(copyOf(regenerated), copyOf(first));
  return share <= REGENERATE_MAX_SHARE
    ? { check: 'regenerate-alternative', pass: true, reason: `${pct(share)} of sentences kept from the first answer` }
    : { check: 'regenerate-alternative', pass: false, reason: `${pct(share)} of sentences kept from the first answer (max ${pct(REGENERATE_MAX_SHARE)})` };
}

const copyOf = (answer: Answer) => deliverableOf(beforeNotes(answerBody(answer.text)));

/** The shape of an answer: its line kinds in order, its headings, its list sizes and its opening sentence. */
export function shapeOf(text: string): { lines: string; headings: string[]; lists: number[]; opening: string } {
  const body = beforeNotes(answerBody(text));
  const kinds: string[] = [];
  for (const line of body.split('\n')) {
    if (!line.trim()) continue;
    const kind = isHeading(line) ? 'H' : isGreeting(line) ? 'G' : /^\s*\|/.test(line) ? 'T' : /^\s*(?:[-*•+]|\d{1,2}[.)])\s/.test(line) ? 'L' : 'P';
    if (kinds[kinds.length - 1] !== kind) kinds.push(kind);
  }
  const headings = body.split('\n').filter(isHeading).map((h) => normalise(plain(h)));
  const lists = seriesIn(body).filter((s) => s.kind !== 'lines').map((s) => s.units.length);
  // The deliverable's first sentence: a summary line before it restates the request in both versions.
  const opening = sentences(deliverableOf(body)).find((s) => !/^(?:hi|hello|hey|dear)\b/.test(s)) ?? '';
  return { lines: kinds.join(''), headings, lists, opening };
}

/**
 * A regenerate is a real alternative: it does all the first answer did of the task, it is a new text (regenerateDiffers),
 * at most half of its sentences are near-copies of the first's (a few words swapped), and when its layout
 * (line kinds, headings, list sizes) and opening sentence are the same as the first's, at least three
 * quarters of its sentences are new: another angle or another structure, not synonyms.
 */
export function regenerateAlternative(first: Answer, regenerated: Answer | null, rules: readonly Rule[]): CheckResult {
  const base = regenerateDiffers(first, regenerated);
  if (!regenerated) return base;
  const problems: string[] = base.pass ? [] : [base.reason];
  // No worse than the first: what the first answer did, the regenerate must do too.
  const misses = rules.filter((r) => ruleFailure(r, first) === null).map((r) => ruleFailure(r, regenerated)).filter((f): f is string => f !== null);
  if (misses.length) problems.push(`the regenerate drops what the first did: ${misses.join('; ')}`);
  const a = shapeOf(first.text);
  const b = shapeOf(regenerated.text);
  const near = nearDuplicateShare(copyOf(regenerated), copyOf(first), 0.6);
  const sameLayout = a.lines === b.lines && a.headings.join('|') === b.headings.join('|') && a.lists.join(',') === b.lists.join(',');
  const sameOpening = a.opening !== '' && jaccard(contentWords(a.opening), contentWords(b.opening)) >= 0.6;
  if (base.pass && near > 0.5) problems.push(`synonyms swapped: ${pct(near)} of its sentences are near-copies of the first's`);
  else if (base.pass && sameLayout && sameOpening && near > 0.25) problems.push(`same layout and opening as the first, with ${pct(near)} of its sentences near-copies`);
  return result('regenerate-alternative', problems, `another version: ${pct(near)} near-copied sentences${sameLayout ? ', same layout' : ', new layout'}`);
}

/** No raw "Sources" block or "[1] Document: …" lines in the answer's text (citations belong in chips). */
export function noRawSources(answer: Answer): CheckResult {
  const m = /^\s*(?:#{1,6}\s*)?(?:\*\*|__)?sources?:?(?:\*\*|__)?:?\s*$|^\s*(?:[-*]\s*)?\[\d+\]\s*(?:document|space profile|profile|url|web page|page|source)\b[^\n]*|\bsources:?\s*\[\d+\]/im.exec(answer.text);
  return m ? { check: 'no-raw-sources', pass: false, reason: `raw sources block in the text ("${excerpt(m[0], 60)}")` } : { check: 'no-raw-sources', pass: true, reason: 'no raw sources block' };
}
