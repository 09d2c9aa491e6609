import type { Limits } from './brief.ts';
import { has, type Word } from './english-words.ts';

const UNITS: [RegExp, keyof Limits][] = [
  [/^(word|words|wd|wds)$/, 'words'],
  [/^(character|characters|char|chars)$/, 'characters'],
  [/^(bullet|bullets)$/, 'bullets'],
  [/^(sentence|sentences)$/, 'sentences'],
];

/**
 * The most a request allows on length: words, characters, bullets and sentences ('under 80 words', 'max 150
 * characters', 'keep it to 5 bullet points', 'three sentences', 'a 300-word intro').
 */
export function readLimits(words: readonly Word[]): Limits {
  const limits: Limits = { words: null, characters: null, bullets: null, sentences: null };
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (w.value === null || w.value <= 0 || has(w, 'Ordinal')) continue;
    const unit = words[i + 1];
    if (!unit) continue;
    const kind = UNITS.find(([pattern]) => pattern.test(unit.lemma) || pattern.test(unit.lower))?.[1];
    if (!kind) continue;
    // Limits are maxima: 'under 8 words' allows 7; 'up to 8', 'max 8' and '8 words' allow 8.
    const before = words.slice(Math.max(0, i - 2), i).map((x) => x.lower).join(' ');
    const below = /\b(under|below|less than|fewer than|shorter than)$/.test(before);
    limits[kind] ??= below && w.value > 1 ? w.value - 1 : w.value;
  }
  return limits;
}
