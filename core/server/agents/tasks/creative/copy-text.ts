import { countWord, listOf } from '../english-phrases.ts';

export { countWord, listOf };
/** Small text operations the creative tasks share: casing, counting and fitting copy into a limit. */

export const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Lower-cases a phrase's first letter for use mid-sentence, unless it starts an acronym or a name ('SMS', 'Google'). */
export function midSentence(text: string): string {
  if (/^[A-Z][A-Z0-9]/.test(text)) return text;
  const first = text.split(/\s+/)[0] ?? '';
  // A capitalised second word (a product or brand name: 'Reading Buddy') suggests the first is a name too.
  const second = text.split(/\s+/)[1] ?? '';
  if (/^[A-Z]/.test(first) && /^[A-Z][a-z]/.test(second) && !/^(A|An|The|Our|Your|We)\b/.test(first)) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** Spoken or written words in a text (labels and cues are stripped by the caller). */
export function wordCount(text: string): number {
  return text.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;
}

export const withoutStop = (text: string) => text.trim().replace(/[.!;:,]+$/, '');

/** Ends a line as a sentence (keeps a question or exclamation). */
// A quotation that ends on its own stop ('… 26 hours of lessons.”') is a whole sentence already.
export const asSentence = (text: string) => (/[.!?]["”’)]?$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

const MINOR = new Set(['a', 'an', 'the', 'and', 'or', 'for', 'of', 'in', 'on', 'to', 'at', 'by', 'with', 'per', 'vs']);

/** Title Case, as search ad headlines are usually written; words already in capitals and minor words after the first stay. */
export function titleCase(text: string): string {
  return text
    .split(' ')
    .map((word, i) => (i > 0 && MINOR.has(word.toLowerCase()) ? word.toLowerCase() : /^[a-z]/.test(word) ? capital(word) : word))
    .join(' ')
    .replace(/-([a-z])/g, (_, c: string) => `-${c.toUpperCase()}`);
}

/** Words that cannot end a line of copy: a cut that leaves one there drops it. */
const DANGLING = /[\s,;:–—-]+(and|or|with|for|the|a|an|to|of|in|on|at|by|from|that|which|your|our|their|its|is|are|so|but|per|than|as)$/i;

/**
 * Trims copy to a limit of characters: at the last sentence or clause that fits, else at a word boundary,
 * never ending on a connecting word.
 */
export function fitCharacters(text: string, limit: number): string {
  const whole = text.trim();
  if (whole.length <= limit) return whole;
  // A bracket is an aside: a cut never lands inside one ('Hollins & Co (22 Staff'); too long, it goes first.
  const clean = whole.replace(/\s*\([^()]*\)/g, '').trim();
  if (clean.length <= limit) return clean;
  const clause = /^(.*[.,;:?!–—])\s/.exec(clean.slice(0, limit + 1));
  if (clause && clause[1]!.length >= limit / 2) return trimDangling(clause[1]!.replace(/[,;:–—]$/, '').trim());
  let cut = clean.slice(0, limit + 1).replace(/\s+\S*$/, '');
  cut = trimDangling(cut);
  if (cut.length > limit) cut = cut.slice(0, limit).trim();
  return cut.replace(/[,;:–—-]$/, '');
}

/** Cuts a phrase to at most `max` words, at a clause boundary when one is close. */
export function fitWords(text: string, max: number): string {
  const clean = text.trim();
  if (wordCount(clean) <= max) return clean;
  const clause = clean.split(/\s*[,;:–—]\s+|\s+(?=(?:that|which|who|so that|so|because|while|and then)\s)/)[0]!;
  if (wordCount(clause) <= max && wordCount(clause) >= Math.min(3, max)) return trimDangling(clause);
  return trimDangling(clean.split(/\s+/).slice(0, max).join(' '));
}

function trimDangling(text: string): string {
  let out = closedBrackets(text).replace(/[,;:–—-]+$/, '').trim();
  for (let i = 0; i < 3 && DANGLING.test(out); i++) out = out.replace(DANGLING, '').trim();
  // A quotation cut short still closes: the reader sees where the customer's words end.
  if ((out.match(/“/g) ?? []).length > (out.match(/”/g) ?? []).length) out = `${out}”`;
  return out;
}

/** A cut that ends inside a bracket ('Full groom (bath') ends before the bracket opened. */
export function closedBrackets(text: string): string {
  const open = text.lastIndexOf('(');
  return open >= 0 && text.indexOf(')', open) < 0 ? text.slice(0, open).trim() : text;
}

/** A phrase as a hashtag ('dental practices' gives '#DentalPractices'); null when too long to read as one. */
export function hashtagOf(phrase: string): string | null {
  // 'e-bike hire' is #EbikeHire; 'Fetch & Fork' is #FetchAndFork, and a longer name drops the 'and' ('#SpokeChainCycles').
  const split = (text: string) => text.replace(/([A-Za-z0-9])-(?=[A-Za-z0-9])/g, '$1').split(/[^A-Za-z0-9]+/).filter(Boolean);
  const full = split(phrase.replace(/&/g, ' and '));
  const words = full.length > 3 ? split(phrase.replace(/&/g, ' ')) : full;
  if (!words.length || words.length > 4) return null;
  const tag = words.map((w) => (/^[A-Z0-9]+$/.test(w) && w.length <= 4 ? w : capital(w.toLowerCase()))).join('');
  return tag.length >= 3 && tag.length <= 24 && /[A-Za-z]/.test(tag) ? `#${tag}` : null;
}



/** The noun with its count: '1 headline', '5 headlines'. */
export function counted(n: number, singular: string, plural = `${singular}s`): string {
  return `${capital(countWord(n))} ${n === 1 ? singular : plural}`;
}

/** Marked blanks left in copy ('[price]', '[link]'), for the notes; Markdown links and upper-case cues are not blanks. */
export function blanksOf(text: string): string[] {
  return [...new Set([...text.matchAll(/\[([A-Za-z][^\]\n]{0,70})\](?!\()/g)].filter((m) => !/^[A-Z]+\b:?/.test(m[1]!) || /^[A-Z][a-z]/.test(m[1]!)).map((m) => `[${m[1]}]`))];
}

/** A link without its scheme and "www.", for copy read aloud or seen from a distance ("example.com/trial"). */
export function shortLink(link: string): string {
  return link.replace(/^https?:\/\//i, '').replace(/^www\./i, '').replace(/\/$/, '');
}

const wordSet = (text: string) => new Set(text.toLowerCase().match(/[a-z0-9%$]+/g) ?? []);

/** Whether a sentence mostly repeats another (a proof hook and the proof sentence): it would say the same thing twice. */
export function mostlyRepeats(sentence: string, other: string): boolean {
  const otherWords = wordSet(other);
  const words = [...wordSet(sentence)];
  return words.length > 0 && words.filter((w) => otherWords.has(w)).length / words.length >= 0.6;
}

/**
 * Whether a line cut to fit still says something true and whole: a cut that drops a figure or its unit (a
 * result without its number, a range without its end, "within 48" without "hours"), cuts a question, or ends
 * on the verb of a result is not, and the line is left out instead. `atClause` accepts only cuts where a
 * clause ends (for headlines, where half a phrase reads as a mistake).
 */
export function cleanCut(original: string, cut: string, atClause = false): boolean {
  const whole = original.trim();
  const part = cut.trim().replace(/[.!]$/, '');
  if (part === whole.replace(/[.!]$/, '')) return true;
  if (wordCount(part) < 2 || /\?$/.test(whole)) return false;
  const figures = (text: string) => (text.match(/\S*\d\S*(?:\s+[a-z%]+)?/gi) ?? []).map((f) => f.replace(/[.,;:!?]+$/, '').toLowerCase());
  const kept = figures(part);
  if (figures(whole).some((f) => !kept.includes(f))) return false;
  if (/\b(cut|grew|saw|won|got|hit|made|kept|saved|doubled|tripled|halved|[a-z]+ed)$/i.test(part)) return false;
  // 'The same vetted team every': a cut that ends on a word waiting for its noun or object is no phrase.
  if (part !== whole && /\b(?:every|each|a|an|the|and|or|of|for|to|in|with|within|on|at|by|from|after|before|if|per|your|our|their|its|than|that|which|who)$/i.test(part)) return false;
  return !atClause || (whole.toLowerCase().startsWith(part.toLowerCase()) && /^[,;:–—.(]/.test(whole.slice(part.length).trimStart()));
}

/** Sentences read in a row: a second one opening on the brand again opens on "It" instead ("Acme is … It gives you …"). */
export function flow(sentences: string[], brand: string): string[] {
  const opens = (s: string) => s.startsWith(`${brand} `);
  return sentences.map((s, i) => (i > 0 && opens(s) && opens(sentences[i - 1]!) ? `It ${s.slice(brand.length + 1)}` : s));
}

/**
 * A claim cut to at most `max` words where a phrase ends, before a 'from', 'instead of', 'in', 'that' or a
 * bracket (a cut before 'with' or 'for' can leave a verb without its object), so what is left is still true and whole ('Cooked in small batches'); null when no such cut fits.
 */
export function shortPoint(text: string, max: number): string | null {
  let clean = withoutStop(text.replace(/\s*\([^)]*\)/g, ''));
  if (wordCount(clean) <= max) return clean;
  // 'Every plant is grown in our own greenhouse' is shortened to what it promises: 'Grown in our own greenhouse'.
  const passive = /^(?:every|each|all|our|your|the)?\s*[\w-]+(?:\s+[\w-]+)?\s+(?:is|are)\s+((?:\w+ed|grown|made|built|done|written|sent|kept|run|taught|baked|brewed)\b.*)$/i.exec(clean);
  if (passive && wordCount(passive[1]!) >= 2) clean = capitalFirst(passive[1]!);
  if (wordCount(clean) <= max) return clean;
  const words = clean.split(/\s+/);
  for (let n = Math.min(max, words.length - 1); n >= 2; n--) {
    const next = words[n]!.toLowerCase();
    // ('Patient with anxious | and returning drivers': an 'and' after an adjective joins it to another; the cut would
    // leave it with no noun.)
    if (/^(?:and|or)$/.test(next) && /(?:ous|ful|ive|ic|al|ent|ant|less|able|ible|ary|ed|ing|y)$/i.test(words[n - 1]!)) continue;
    if (/^(from|instead|in|at|across|before|after|so|that|which|while|and|but|or|within|around|throughout)$/.test(next)) {
      let cut = trimDangling(words.slice(0, n).join(' '));
      // A cut that ends on 'is grown' or 'quoted' has left its verb without what it says: the verb goes, or the cut does.
      if (/\b(is|are|was|were|be)\s+\w+$/i.test(cut)) continue;
      cut = cut.replace(/\s+\w+(?:ed|en)$/i, '');
      // A result cut before its figure ('The Pear Tree Café' from '… moved its 40 plants') no longer says it.
      if (/\d/.test(clean) && !/\d/.test(cut)) continue;
      if (wordCount(cut) >= 2 && !/\d$/.test(cut)) return cut;
    }
  }
  return null;
}

const capitalFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const contentWordsOf = (text: string) => new Set((text.toLowerCase().match(/[a-z][a-z'’-]{2,}/g) ?? []).filter((w) => !COMMON.has(w)));
const COMMON = new Set(['the', 'and', 'for', 'with', 'your', 'you', 'our', 'are', 'was', 'were', 'has', 'have', 'that', 'this', 'from', 'its', 'their', 'they', 'them', 'into', 'but', 'not', 'all', 'can', 'will', 'more', 'than', 'who', 'what', 'when', 'how']);

/**
 * Whether two sentences say the same thing in nearly the same words (most of their content words shared):
 * a second caption, or a regenerate, that only reorders or swaps a word of such a sentence is no new copy.
 */
export function nearCopy(a: string, b: string): boolean {
  const x = contentWordsOf(a);
  const y = contentWordsOf(b);
  if (x.size < 2 || y.size < 2) return a.trim().toLowerCase() === b.trim().toLowerCase();
  let shared = 0;
  for (const w of x) if (y.has(w)) shared++;
  return shared / (x.size + y.size - shared) >= 0.6;
}

/** The sentences of a piece of copy, one a line or a sentence. */
export const sentencesIn = (text: string) => text.split(/\n+|(?<=[.!?])\s+/).map((t) => t.trim()).filter(Boolean);
