/** Plain text measurements the agents' tools share: counts, readability, keywords, structure. */
const STOPWORDS = new Set(
  'a an and are as at be but by for from has have he her his i if in into is it its me my of on or our so that the their them they this to was we were what when which who will with you your not can all more about than then there these those also just how do does did been being would could should may might must us any each other such only own same very too much many most some'.split(' '),
);

export interface TextStats {
  words: number;
  sentences: number;
  averageSentenceLength: number;
  fleschReadingEase: number;
  keywords: { word: string; count: number }[];
  headings: { level: number; text: string }[];
  links: string[];
  questions: number;
  exclamations: number;
}

export function wordsOf(text: string): string[] {
  return (text.toLowerCase().match(/[a-z][a-z'-]*/g) ?? []).map((w) => w.replace(/^'+|'+$/g, ''));
}

export function sentencesOf(text: string): string[] {
  return text
    .replace(/\n+/g, ' ')
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter((s) => /[a-z]/i.test(s));
}

function syllables(word: string): number {
  const w = word.toLowerCase().replace(/e$/, '');
  const groups = w.match(/[aeiouy]+/g);
  return Math.max(1, groups?.length ?? 1);
}

export function textStats(text: string): TextStats {
  const words = wordsOf(text);
  const sentences = sentencesOf(text);
  const sentenceCount = Math.max(1, sentences.length);
  const syllableCount = words.reduce((n, w) => n + syllables(w), 0);
  const wordCount = Math.max(1, words.length);
  const flesch = 206.835 - 1.015 * (wordCount / sentenceCount) - 84.6 * (syllableCount / wordCount);
  const counts = new Map<string, number>();
  for (const w of words) if (w.length > 2 && !STOPWORDS.has(w)) counts.set(w, (counts.get(w) ?? 0) + 1);
  const keywords = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 10).map(([word, count]) => ({ word, count }));
  const headings = text.split('\n').flatMap((line) => {
    const m = /^(#{1,6})\s+(.+)$/.exec(line.trim());
    return m ? [{ level: m[1]!.length, text: m[2]!.trim() }] : [];
  });
  return {
    words: words.length,
    sentences: sentences.length,
    averageSentenceLength: Math.round((words.length / sentenceCount) * 10) / 10,
    fleschReadingEase: Math.round(Math.max(0, Math.min(100, flesch))),
    keywords,
    headings,
    links: text.match(/https?:\/\/[^\s)>\]]+/g) ?? [],
    questions: (text.match(/\?/g) ?? []).length,
    exclamations: (text.match(/!/g) ?? []).length,
  };
}

export function readabilityLabel(score: number): string {
  if (score >= 70) return 'easy to read';
  if (score >= 50) return 'fairly readable';
  if (score >= 30) return 'difficult';
  return 'very difficult';
}

/** The first sentence that mentions any of the words, for quoting evidence. */
export function quoteFor(text: string, patterns: RegExp[]): string | null {
  for (const sentence of sentencesOf(text)) if (patterns.some((p) => p.test(sentence))) return sentence.length > 180 ? `${sentence.slice(0, 177)}...` : sentence;
  return null;
}
