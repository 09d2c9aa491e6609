import { figuresIn } from '../../facts/proof-facts.ts';
import { CHANNEL_FORMATS, EMAIL_INBOX, SEARCH_SNIPPET } from '../../brief/channel-formats.ts';
import { editCopySentences, quotedFromRequest } from './copy-lines.ts';
import { escapeRegExp } from '../../../../domain/escape-reg-exp.ts';

/**
 * Every figure in customer-facing copy (a price, a percentage, a count, a duration) must come from the request,
 * the profile, the documents, or simple arithmetic on them (a discount on a price, a weekly price times 4 or 52,
 * the sum or difference of two stated figures), or what the answer measured on the material it was given (a
 * page's word count or readability score, which the task declares) or a channel's own limit. A sentence that carries a figure from nowhere is taken out; the
 * only sentence of a line (a headline) keeps its place with the figure as a marked blank.
 */
export const UNTRACED_BLANK = '[figure to confirm]';

/** Words and codes with digits in them ('SHARP10', 'H2', '1080×1080'), links and merge tags, a scene's timing: not figures. */
// (A scene's timing, '(0:07–0:22)', is where it falls in the length asked: no claim.)
const NOT_FIGURES = /\(\d{1,2}:\d\d\s*[–-]\s*\d{1,2}:\d\d\)|https?:\/\/\S+|\b[\w.+-]+@[\w.-]+\b|\{\{[^}]*\}\}|\b[A-Za-z]+\d[\w-]*\b|\b\d+[A-Za-z]*[A-Za-z]\d\w*\b|\b\d{3,4}\s*[×x]\s*\d{3,4}\b|\b(?:19|20)\d\d\b|\b24\/7\b/g;
const NUMBER = /\d[\d,]*(?:\.\d+)?/;

const valueOf = (figure: string): number | null => {
  const m = NUMBER.exec(figure);
  if (!m) return null;
  const v = Number(m[0].replace(/,/g, ''));
  return Number.isFinite(v) ? (/\dk\b/i.test(figure) ? v * 1000 : v) : null;
};

/** The numbers the sources state. */
export function groundNumbers(sources: readonly string[]): number[] {
  const found = new Set<number>();
  for (const text of sources) {
    for (const m of text.replace(/(\d),(\d{3})\b/g, '$1$2').matchAll(/\d+(?:\.\d+)?(?:\s?k\b)?/gi)) {
      const v = Number(m[0].replace(/\s?k$/i, '')) * (/k$/i.test(m[0]) ? 1000 : 1);
      if (Number.isFinite(v)) found.add(v);
    }
  }
  return [...found];
}

const close = (a: number, b: number) => Math.abs(a - b) <= Math.max(0.005, Math.abs(b) * 0.005);
/** Periods a stated figure is often restated over: a week as 4 a month or 52 a year, a month as 12 a year. */
const PERIODS = [2, 4, 7, 12, 24, 30, 52, 60, 365];

/** What a figure measures, for the arithmetic that may give it: money, a percentage, or anything else. */
export type FigureKind = 'money' | 'percentage' | 'other';

const kindOf = (figure: string): FigureKind => (/[$£€¥]|\b(?:pounds?|dollars?|euros?|pence)\b/i.test(figure) ? 'money' : /%|per ?cent/i.test(figure) ? 'percentage' : 'other');

/** Whether a value is a stated number or simple arithmetic on two of them, of the kind the figure is. */
export function traces(value: number, known: readonly number[], kind: FigureKind = 'other'): boolean {
  if (known.some((k) => close(value, k))) return true;
  for (const a of known) {
    for (const n of PERIODS) if (close(value, a * n) || close(value, a / n)) return true;
    for (const b of known) {
      if (a === b) continue;
      if (close(value, a + b) || close(value, Math.abs(a - b)) || close(value, a * b) || (b !== 0 && close(value, a / b))) return true;
      // A discount on a price, a share of a sum; a change between two figures as a percentage.
      if (kind === 'money' && (close(value, (a * b) / 100) || close(value, a * (1 - b / 100)))) return true;
      if (kind === 'percentage' && a !== 0 && close(value, (Math.abs(a - b) / a) * 100)) return true;
    }
  }
  return false;
}

/** The figures of a sentence that trace to nothing; small counts (up to 12) and years are not figures. */
export function untracedFigures(sentence: string, known: readonly number[]): string[] {
  const text = sentence.replace(NOT_FIGURES, ' ');
  return figuresIn(text).filter((f) => {
    const v = valueOf(f);
    if (v === null) return false;
    if (Number.isInteger(v) && v <= 12 && !/[%$£€]/.test(f)) return false;
    return !traces(v, known, kindOf(f));
  });
}

/** The limits channels show copy within (a title tag's 60 characters, a meta description's 155, a subject line's 50): an answer may name them. */
const CHANNEL_LIMITS = [SEARCH_SNIPPET.titleCharacters, SEARCH_SNIPPET.descriptionCharacters, EMAIL_INBOX.subjectCharacters, EMAIL_INBOX.previewCharacters, ...Object.values(CHANNEL_FORMATS).flatMap((f) => [f.maxCharacters, f.headline?.maxCharacters, f.description?.maxCharacters].filter((n): n is number => typeof n === 'number'))];

/**
 * A length the sentence measures itself: '"Boat hire Devizes" (17 characters)', 'the title is 8 words' beside the title
 * quoted. Such a figure is traced when it is the quoted text's own count, so a report's measures stand.
 */
function selfMeasured(sentence: string): number[] {
  const quoted = [...sentence.matchAll(/["“]([^"”]{1,300})["”]/g)].map((m) => m[1]!);
  return quoted.flatMap((q) => [q.length, q.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length]);
}

export function withTracedFigures(deliverable: string, sources: readonly string[], request: string, measured: readonly number[] = []): { text: string; removed: string[]; blanked: string[] } {
  const known = groundNumbers([request, ...sources]);
  // A measure or a limit is traced as itself, never as a term of arithmetic: 300 is not 155 + 145.
  const exact = [...measured];
  const removed: string[] = [];
  const blanked: string[] = [];
  const edited = editCopySentences(deliverable, (sentence, _line, count) => {
    if (quotedFromRequest(sentence, request)) return sentence;
    const own = [...exact, ...selfMeasured(sentence)];
    // A channel's limit only as a length ('fits in 155 characters'), never '30 minutes'.
    const isLength = (f: string) => new RegExp(`${escapeRegExp(f)}\\s*(?:characters?|chars)\\b`, 'i').test(sentence);
    const untraced = untracedFigures(sentence, known).filter((f) => !own.some((n) => close(valueOf(f) ?? NaN, n)) && !(isLength(f) && CHANNEL_LIMITS.some((n) => close(valueOf(f) ?? NaN, n))));
    if (!untraced.length) return sentence;
    // The line's only sentence (a headline, a subject line): the figure becomes a blank to fill.
    if (count === 1) {
      blanked.push(...untraced);
      return untraced.reduce((s, f) => s.replace(f, UNTRACED_BLANK), sentence);
    }
    removed.push(sentence.trim());
    return null;
  });
  return { text: edited.text, removed, blanked };
}
