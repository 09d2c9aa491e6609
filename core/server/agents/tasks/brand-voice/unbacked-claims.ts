import nlp from 'compromise';
import { stemsOf } from '../../offline/avoided-claims.ts';
import { sentencesOfLine } from '../../offline/sentence-limit.ts';
import { isSentence } from './fact-sentence.ts';
import type { FactSheet } from '../../facts/fact-sheet.ts';

/**
 * Claims a reader cannot check and the space's facts do not back: a superlative ("the best in Harrogate",
 * "the fastest"), a rank ("number one", "leading"), borrowed trust ("trusted by leading wholesalers"), a
 * promise with no end ("forever"). A sentence that is only the claim goes, so a fact can take its place; a
 * word that only inflates a sentence ("forever", "a total improvement") goes alone. A claim the facts make
 * themselves (an award, a named ranking) stays.
 */
export interface UnbackedEdit {
  /** The sentence taken out, or the word dropped from one. */
  removed: string;
  /** A sentence taken out whole (a fact may stand in for it), or a word dropped. */
  whole: boolean;
}

/** Superlatives, ranks and borrowed trust ("thousands of happy students"): what makes a sentence a claim of standing. */
export const STANDING = /\b(?:the (?:best|greatest|finest|top|biggest|most [a-z]+|[a-z]+est)\b(?:\s+[a-z]+){0,3}|number one\b|no\. ?1\b|(?:market|industry)[- ]leader|leading\s+[a-z]+|unrivalled|unmatched|unbeatable|trusted by(?:\s+[a-z]+){1,2}|loved by(?:\s+[a-z]+){1,2}|second to none|(?:thousands|hundreds|millions) of(?:\s+[a-z]+){1,2})|#1\b/i;
/**
 * Puffery a check names though no rule lists it: standing ('one of Leeds' most trusted'), praise of itself
 * ('exceptional results', 'only the finest materials') and a promise with no end ('every time', 'always perfect').
 */
export const PUFFERY = new RegExp(`${STANDING.source}|\\bone of (?:the |[A-Z][\\w'’]*\\s+)?(?:most [a-z]+|best|finest|leading|top)(?:\\s+[a-z]+){0,2}|\\b(?:exceptional|outstanding|world[- ]class|unparalleled|impeccable|flawless|perfect)\\s+(?:results?|service|quality|craftsmanship|finish|work)\\b|\\b(?:every (?:single )?time|always perfect|guaranteed perfect)\\b|\\b100\\s?%\\s+(?:safe|guaranteed|risk[- ]free|effective|natural|satisfaction)\\b|\\b(?:completely|totally|perfectly|entirely)\\s+(?:safe|risk[- ]free)\\b`, 'i');

const PRAISE = new RegExp(PUFFERY.source, 'i');

/** Each sentence of `sentences` (numbered from 1) that makes a claim of standing or puffery the facts do not back. */
export function unbackedIn(sentences: readonly string[], factText: string): { sentence: number; phrase: string }[] {
  const facts = new Set(stemsOf(factText));
  const out: { sentence: number; phrase: string }[] = [];
  const every = new RegExp(PUFFERY.source, 'gi');
  sentences.forEach((sentence, i) => {
    for (const claim of sentence.matchAll(every)) if (isSuperlative(claim[0]) && !backedBy(claim[0], facts)) out.push({ sentence: i + 1, phrase: claim[0].trim() });
  });
  return out;
}

/** "the [word]est" is a superlative only when the word is an adjective ("the fastest"), never "the interest" or "the latest news". */
function isSuperlative(claim: string): boolean {
  return !/^the [a-z]+est\b/i.test(claim) || (nlp(claim.split(/\s+/)[1]!).has('#Adjective') && !/^the (latest|least)\b/i.test(claim));
}

/** Backed when the facts say the same thing: every word of the claim ("best in Harrogate") is in them. */
function backedBy(claim: string, facts: ReadonlySet<string>): boolean {
  const said = stemsOf(claim);
  return said.length > 0 && said.every((w) => facts.has(w));
}

/** The space's facts as one text, to tell a claim they back from one they do not. */
export function backingText(facts: FactSheet): string {
  return [facts.differentiator ?? '', ...facts.proof.map((p) => p.text), ...facts.terms.map((t) => t.text), ...facts.features.map((x) => x.text)].join(' ');
}

/** A claim of standing is about the business: it says "we" or "our", or what a named thing is ("Tallyroute is …"). */
const ABOUT_US = /\b(?:[Ww]e|[Oo]ur|[Uu]s|[Ww]e're)\b|^[A-Z][\w-]*(?:\s+[A-Z][\w-]*)*\s+(?:is|are)\b/;
/** Words that only inflate what they stand by. */
const INFLATING = /\s+(forever|for good|once and for all)\b|\b(?:premier|high-end|top-end|state-of-the-art|cutting-edge|best-in-class)\s+(?=[a-z])|\b(?:totally|completely|absolutely|utterly)\s+(?=[a-z])|(?<=\ba\s)(?:total|complete|absolute|utter)\s+(?=[a-z])/gi;

/** "the most effective way to", "the best way to": a way of doing something, said without the ranking. */
const RANKED_WAY = /\bthe (?:best|most [a-z]+|[a-z]+est) (ways?) to\b/gi;

export function withoutUnbackedClaims(text: string, factText: string): { text: string; edits: UnbackedEdit[] } {
  const facts = new Set(stemsOf(factText));
  const edits: UnbackedEdit[] = [];
  const lines = text.split('\n').map((line) => {
    if (/^\s*(#|\||```)/.test(line) || !line.trim()) return line;
    const prefix = /^\s*(?:>\s*)?(?:[-*+]\s+|\d+[.)]\s+)?/.exec(line)?.[0] ?? '';
    const kept = sentencesOfLine(line.slice(prefix.length)).flatMap((written) => {
      const sentence = written.replace(RANKED_WAY, (m, way: string) => {
        edits.push({ removed: m.replace(/ ways? to$/i, ''), whole: false });
        return way.toLowerCase() === 'ways' ? 'ways to' : 'a way to';
      });
      // ('our team delivers exceptional results that exceed client expectations': praise of itself is a claim of standing too.)
      const claim = STANDING.exec(sentence) ?? PRAISE.exec(sentence);
      const superlative = !claim || isSuperlative(claim[0]);
      // A tagline with no verb ("The best language school in Bristol.") is a claim about the business too.
      // Borrowed standing ("trusted by hundreds", "a leading provider") is about the business wherever it stands.
      const borrowed = Boolean(claim && !/^the\b/i.test(claim[0]));
      if (claim && superlative && (borrowed || ABOUT_US.test(sentence) || !isSentence(sentence)) && !backedBy(claim[0], facts)) {
        edits.push({ removed: sentence.trim(), whole: true });
        return [];
      }
      let out = sentence;
      for (const m of sentence.matchAll(INFLATING)) edits.push({ removed: m[0].trim(), whole: false });
      out = out.replace(INFLATING, (m) => (m.startsWith(' ') ? '' : '')).replace(/ {2,}/g, ' ');
      return [out];
    });
    return kept.length ? prefix + kept.join(' ') : null;
  });
  return { text: lines.filter((l): l is string => l !== null).join('\n'), edits };
}
