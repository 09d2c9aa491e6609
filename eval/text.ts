/**
 * Text helpers the checks share: what part of an answer is judged, how it splits into sentences and
 * list items, and how numbers are read. Pure functions, unit-tested in tests/unit/eval/checks.test.ts.
 */

/**
 * The part of an answer that is judged: everything before a trailing "Sources" block (a line that is just
 * "Sources", "**Sources**", "## Sources" or "Sources:"). The sources block quotes the documents verbatim, so
 * judging it would let any answer "use" a document merely by citing it.
 */
export function answerBody(text: string): string {
  const lines = text.split('\n');
  const at = lines.findIndex((line) => /^\s*(#{1,6}\s*)?(\*\*|__)?sources:?(\*\*|__)?:?\s*$/i.test(line));
  return (at === -1 ? lines : lines.slice(0, at)).join('\n').trim();
}

/** Lower case, markdown emphasis and quotes removed, whitespace collapsed. */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[*_`>#|]/g, ' ')
    .replace(/[“”"‘’']/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/**
 * Sentences of a text, normalised: split at line breaks and after . ! ? followed by a space; list markers
 * ("1.", "-", "*", "•") and markdown stripped; fragments of fewer than 3 words (headings such as "Subject
 * line options", table rules) are dropped, so shared boilerplate labels do not count as shared sentences.
 */
export function sentences(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split('\n')) {
    const stripped = line.replace(/^\s*(?:[-*•]|\d+[.)])\s+/, '');
    for (const part of stripped.split(/(?<=[.!?])\s+/)) {
      const s = normalise(part).replace(/[.!?:;,]+$/, '').trim();
      if (wordCount(s) >= 3) out.push(s);
    }
  }
  return out;
}

/**
 * The share of A's distinct sentences that also occur in B (0..1). An A without sentences counts as fully
 * shared (1): an empty answer never "differs".
 */
export function sentenceShare(a: string, b: string): number {
  const as = new Set(sentences(a));
  if (as.size === 0) return 1;
  const bs = new Set(sentences(b));
  let shared = 0;
  for (const s of as) if (bs.has(s)) shared += 1;
  return shared / as.size;
}

/**
 * List items: lines "1. x", "2) x", "- x", "* x", "• x", labelled lines "Post 2:", "Option 3 -", "Headline 1:",
 * and table body rows (by their first cell).
 */
export function listItems(text: string): string[] {
  const items: string[] = [];
  const lines = text.split('\n');
  const isRule = (line: string | undefined) => line !== undefined && /^\s*\|?\s*:?-{3,}/.test(line);
  for (const [i, line] of lines.entries()) {
    // A table row counts as an item by its first cell (not the header row above the |---| rule, nor the rule).
    if (/^\s*\|/.test(line)) {
      if (isRule(line) || isRule(lines[i + 1])) continue;
      const first = line.split('|')[1]?.replace(/\*\*/g, '').trim();
      if (first) items.push(first);
      continue;
    }
    const m = /^\s*(?:(?:[-*•]|\d+[.)])\s+|(?:\*\*)?(?:post|option|variant|version|headline|tagline|description)\s*#?\d+\s*(?:\*\*)?\s*[:.)-]\s*(?:\*\*)?)(.+)$/i.exec(line);
    if (m?.[1]?.trim()) items.push(m[1].replace(/\*\*/g, '').trim());
  }
  return items;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether `term` occurs in `text` as whole words, case-insensitive (term may span several words). */
export function mentions(text: string, term: string): boolean {
  const pattern = escapeRegExp(term.trim()).replace(/\s+/g, '\\s+');
  return new RegExp(`(?<![\\p{L}\\p{N}])${pattern}(?![\\p{L}\\p{N}])`, 'iu').test(text);
}

/**
 * The avoid words `text` uses, as whole words, case-insensitive. Lines that state a rule about words
 * (they contain "avoid", "don't", "do not" or "never") are skipped: naming a banned word in a
 * do-and-don't list is not using it.
 */
export function avoidWordsUsed(text: string, avoid: readonly string[]): string[] {
  const used = new Set<string>();
  for (const line of text.split('\n')) {
    if (/\b(avoid|avoids|don'?t|do not|never)\b/i.test(line.replace(/’/g, "'"))) continue;
    for (const word of avoid) if (mentions(line, word)) used.add(word.toLowerCase());
  }
  return [...used];
}

/** A number as written ("6,000", "4.5", "6k") to its value; null when it is not one. */
export function numberValue(raw: string): number | null {
  const m = /^(\d[\d,]*(?:\.\d+)?)\s*(k)?$/i.exec(raw.trim());
  if (!m) return null;
  const value = Number(m[1]!.replace(/,/g, ''));
  if (Number.isNaN(value)) return null;
  return m[2] ? value * 1000 : value;
}

/** Every number a text states, as values (the set facts are looked up in). */
export function numbersIn(text: string): Set<number> {
  const values = new Set<number>();
  for (const m of text.matchAll(/\d[\d,]*(?:\.\d+)?(?:\s*k\b)?/gi)) {
    const value = numberValue(m[0].replace(/,$/, ''));
    if (value !== null) values.add(value);
  }
  return values;
}

export interface NumericClaim {
  kind: 'percentage' | 'price' | 'count';
  raw: string;
  value: number;
}

/**
 * A line that reports an analysis metric rather than a fact about the company: it names a score,
 * readability, density, a count of words/characters/sentences, vocabulary, or shows a fraction
 * score like "12/16". Numbers on such lines are measurements of the text and are not claims.
 */
export function isMetricLine(line: string): boolean {
  return /\b(score|scores|scored|flesch|readability|density|words?|characters?|chars|sentences?|vocabulary|distinct)\b/i.test(line) || /\b\d+\s*\/\s*\d+\b/.test(line);
}

/**
 * The numeric claims an answer makes in its prose: percentages ("25%", "25 percent"), prices ("£89",
 * "$20k", "€1,200") and counts of customers ("300 customers", "50+ offices", "1,000 teams"). Metric
 * lines (isMetricLine) are skipped. Other numbers (times, dates, durations, list numbers) are not claims here.
 */
export function numericClaims(text: string): NumericClaim[] {
  const claims: NumericClaim[] = [];
  for (const line of text.split('\n')) {
    if (isMetricLine(line)) continue;
    for (const m of line.matchAll(/(\d[\d,]*(?:\.\d+)?)\s*(%|percent\b)/gi)) {
      const value = numberValue(m[1]!);
      if (value !== null) claims.push({ kind: 'percentage', raw: m[0], value });
    }
    for (const m of line.matchAll(/[£$€]\s?(\d[\d,]*(?:\.\d+)?(?:\s?k\b)?)/gi)) {
      const value = numberValue(m[1]!);
      if (value !== null) claims.push({ kind: 'price', raw: m[0], value });
    }
    for (const m of line.matchAll(/(\d[\d,]*)\+?\s+(?:happy\s+|new\s+|existing\s+|paying\s+)?(customers|clients|offices|companies|businesses|teams|subscribers|users|brands|members|accounts)\b/gi)) {
      const value = numberValue(m[1]!);
      if (value !== null) claims.push({ kind: 'count', raw: m[0], value });
    }
  }
  return claims;
}

const STOP = new Set('the and for with your you our are that this from have has was were will can not but all any its it’s it\'s into out about more than then them they their there here what when which who how just also only each every very into onto over under per via get got make made give like need want'.split(' '));

/** The distinct content words of a text (lower case, 3+ letters, common function words left out). */
export function contentWords(text: string): Set<string> {
  return new Set((normalise(text).match(/[\p{L}][\p{L}'’-]{2,}/gu) ?? []).filter((w) => !STOP.has(w)));
}

export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 && b.size === 0) return 1;
  let shared = 0;
  for (const x of a) if (b.has(x)) shared += 1;
  return shared / (a.size + b.size - shared);
}

/**
 * The share of A's sentences that have a near-duplicate in B: a sentence of B with at least `min` of its
 * content words in common (Jaccard). Catches a sentence with a few words swapped, which sentenceShare does not.
 */
export function nearDuplicateShare(a: string, b: string, min = 0.6): number {
  const as = sentences(a).map(contentWords).filter((s) => s.size >= 2);
  if (as.length === 0) return 1;
  const bs = sentences(b).map(contentWords).filter((s) => s.size >= 2);
  return as.filter((s) => bs.some((t) => jaccard(s, t) >= min)).length / as.length;
}
