import { proseSentences } from './voice-breaches.ts';

/**
 * What a rewrite into a plain voice does beyond the voice's word lists: an exclamation mark goes where the voice
 * is plain or avoids hype, a sentence left with nothing a reader can use once its hype is out goes, and one
 * thing keeps one name (the voice's or the profile's word for the people who do the work).
 */

/** Words that say nothing a reader can check: what any business could write of itself. */
const EMPTY = new Set([
  'experience', 'experiences', 'service', 'services', 'solution', 'solutions', 'result', 'results', 'tool', 'tools', 'deliver', 'delivers',
  'delivering', 'provide', 'provides', 'providing', 'offer', 'offers', 'use', 'uses', 'using', 'quality', 'value', 'need', 'needs', 'everything',
  'help', 'helps', 'make', 'makes', 'great', 'good', 'useful', 'real', 'genuine', 'improvement', 'improvements', 'affordable', 'competitive', 'fair', 'low', 'price', 'prices', 'rates', 'simple', 'easy', 'better', 'work', 'works', 'people', 'customer', 'customers', 'client',
  'clients', 'team', 'teams', 'staff', 'technician', 'technicians', 'expert', 'experts', 'specialist', 'specialists', 'professional',
  'professionals', 'product', 'products', 'outcome', 'outcomes', 'approach', 'process', 'way', 'ways', 'journey', 'difference', 'standard',
  'standards', 'expertise', 'excellence', 'satisfaction', 'support', 'success', 'level', 'next', 'new', 'today', 'always', 'every', 'time',
]);
const GLUE = new Set(['the', 'a', 'an', 'to', 'of', 'and', 'or', 'for', 'with', 'at', 'in', 'on', 'by', 'our', 'we', 'you', 'your', 'us', 'is', 'are', 'be', 'that', 'this', 'it', 'its', 'their', 'they', 'all', 'from', 'as', 'what', 'can', 'will']);

/** Slogan openers that invite the reader to feel something rather than say what they get. */
const SLOGAN = /^(experience|discover|unlock|elevate|embrace|unleash|revolutioni[sz]e|transform|step into|say hello to)\b/i;

/** Whether a sentence says nothing a reader can use: a slogan opener, or only words any business could write. */
export function isEmptySentence(sentence: string): boolean {
  const s = sentence.trim();
  if (/\d|[£$€]|\[/.test(s)) return false;
  if (SLOGAN.test(s)) return true;
  const words = s.replace(/[.!?,;:]+/g, ' ').split(/\s+/).filter(Boolean);
  // A proper name past the first word (a place, a product) is something to check.
  if (words.slice(1).some((w) => /^[A-Z]/.test(w))) return false;
  return words.length > 0 && words.every((w) => GLUE.has(w.toLowerCase()) || EMPTY.has(w.toLowerCase()));
}

/**
 * The sentences of a rewrite that the rewrite changed (their hype taken out) and that now say nothing: they go,
 * and a fact from the space may stand in their place.
 */
export function emptySentencesIn(rewritten: string, original: string): string[] {
  const before = new Set(proseSentences(original).map((s) => s.trim()));
  return proseSentences(rewritten).filter((s) => !before.has(s.trim()) && isEmptySentence(s));
}

/** Whether the voice wants no exclamation marks: plain, practical or straight-talking, or avoiding hype; never a lively one. */
export function voiceIsPlain(tone: string | null, avoid: string | null): boolean {
  const t = tone ?? '';
  if (/\b(excit\w*|energetic|playful|fun|bubbly|enthusiastic|lively|exuberant|cheerful|upbeat)\b/i.test(t)) return false;
  return /\b(plain|practical|straight[- ]talking|no[- ]nonsense|matter[- ]of[- ]fact|down[- ]to[- ]earth|understated|calm|measured|factual|sober)\b/i.test(t) || /\bhype\b/i.test(avoid ?? '');
}

/** The copy with its exclamation marks as full stops, and how many there were. */
export function withoutExclamations(text: string): { text: string; count: number } {
  let count = 0;
  const out = text.replace(/!+/g, () => {
    count++;
    return '.';
  });
  return { text: out, count };
}

/** Names for the people who do the work: one text calls them by one name. */
const WORKER_NAMES = ['technician', 'mechanic', 'engineer', 'specialist', 'expert', 'professional', 'tech'];

const wordPattern = (w: string) => new RegExp(`\\b${w}(s?)\\b`, 'gi');

/**
 * One thing, one name: where the text calls the people who do the work by two names ('technicians', then
 * 'mechanics'), or by another name than the voice and the profile use, every one becomes the preferred name,
 * the voice's first, then the profile's, then the text's own most used.
 */
export function consistentWorkerName(text: string, preferredIn: string[]): { text: string; swaps: { from: string; to: string }[] } {
  const used = WORKER_NAMES.filter((w) => wordPattern(w).test(text));
  if (!used.length) return { text, swaps: [] };
  const preferred =
    preferredIn.map((source) => WORKER_NAMES.find((w) => wordPattern(w).test(source))).find(Boolean) ??
    [...used].sort((a, b) => (text.match(wordPattern(b))?.length ?? 0) - (text.match(wordPattern(a))?.length ?? 0))[0]!;
  const swaps: { from: string; to: string }[] = [];
  let out = text;
  for (const w of used.filter((u) => u !== preferred)) {
    out = out.replace(wordPattern(w), (m: string, plural: string) => {
      const to = `${preferred}${plural}`;
      swaps.push({ from: m, to });
      return /^[A-Z]/.test(m) ? `${to.charAt(0).toUpperCase()}${to.slice(1)}` : to;
    });
  }
  return { text: out, swaps: [...new Map(swaps.map((s) => [`${s.from.toLowerCase()}→${s.to}`, { from: s.from.toLowerCase(), to: s.to }])).values()] };
}
