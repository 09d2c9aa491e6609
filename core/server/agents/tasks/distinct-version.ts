/**
 * A regenerate must be a real alternative, not the earlier version with a few words swapped. Each task already
 * words and structures its versions differently by their number; on a thin fact sheet several numbers can still
 * land on much the same sentences. This picks, among a few candidate versions, the one that repeats the least of
 * the versions already written, measured sentence by sentence.
 */

/** Function words that say nothing of what a sentence argues: two sentences differing only in them are one sentence. */
const FUNCTION_WORDS = new Set(
  'the and for with your you our are that this from have has was were will can not but all any its into out about more than then them they their there here what when which who how just also only each every very onto over under per via get got make made give like need want'.split(' '),
);

/**
 * The content words of each line and sentence of a text (Markdown marks, list markers and merge tags out; a
 * fragment of fewer than three words, a label, skipped). A short line (a tagline, a banner line) counts too.
 */
function sentenceSets(text: string): Set<string>[] {
  return text
    .replace(/\{\{[^}]*\}\}/g, ' ')
    .split(/\n+/)
    .map((line) => line.replace(/^\s*(?:[-*•]|\d+[.)])\s+/, ''))
    .flatMap((line) => line.split(/(?<=[.!?])\s+/))
    .filter((s) => (s.match(/[\p{L}\p{N}]+/gu) ?? []).length >= 3)
    .map((s) => new Set((s.toLowerCase().replace(/[“”"‘’']/g, '').match(/\p{L}[\p{L}-]{2,}|[£$€]?\d+(?:[.,]\d+)*%?/gu) ?? []).filter((w) => !FUNCTION_WORDS.has(w))))
    .filter((words) => words.size >= 2);
}

/** Two sentences say the same thing when most of their words are shared: a few swapped words do not make a new one. */
function nearCopy(a: Set<string>, b: Set<string>): boolean {
  let shared = 0;
  for (const w of a) if (b.has(w)) shared++;
  const union = a.size + b.size - shared;
  // Three in five words shared (of both together), or four in five of the shorter one's.
  return shared / union >= 0.55 || (Math.min(a.size, b.size) >= 4 && shared / Math.min(a.size, b.size) >= 0.8);
}

/** The share of `text`'s sentences that are near-copies of a sentence of `earlier`. */
export function repeatedShare(text: string, earlier: string): number {
  const mine = sentenceSets(text);
  if (!mine.length) return 0;
  const theirs = sentenceSets(earlier);
  const copied = mine.filter((s) => theirs.some((t) => nearCopy(s, t))).length;
  return copied / mine.length;
}

/** Whether a sentence or list line says again what one of the earlier texts said (a few words swapped at most). */
export function repeatsEarlier(sentence: string, earlier: readonly string[]): boolean {
  const mine = sentenceSets(sentence);
  if (!mine.length) return false;
  const theirs = earlier.flatMap(sentenceSets);
  return mine.every((s) => theirs.some((t) => nearCopy(s, t)));
}

/** At or below this share of repeated sentences a version reads as new, and no other candidate is tried. */
const NEW_ENOUGH = 0.25;

/**
 * The candidate version (from `first` on, at most `tries` of them) that repeats the least of `earlier`; the first
 * that is new enough wins at once, so a task whose versions already differ costs one run.
 */
export function mostDistinctVersion<T>(earlier: readonly string[], first: number, make: (version: number) => { result: T; text: string }, tries = 4): T {
  let best: { result: T; score: number } | null = null;
  for (let version = first; version < first + tries; version++) {
    const candidate = make(version);
    const score = earlier.length ? Math.max(...earlier.map((e) => repeatedShare(candidate.text, e))) : 0;
    if (!best || score < best.score) best = { result: candidate.result, score };
    if (score <= NEW_ENOUGH) break;
  }
  return best!.result;
}
