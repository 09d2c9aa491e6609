import type { Limits } from './brief.ts';
import { has, type Word } from './english-words.ts';

const UNITS: [RegExp, keyof Limits][] = [
  [/^(word|words|wd|wds)$/, 'words'],
  [/^(character|characters|char|chars)$/, 'characters'],
  [/^(bullet|bullets)$/, 'bullets'],
  [/^(sentence|sentences)$/, 'sentences'],
];

/**
 * The limits a request sets on length: words, characters, bullets and sentences ('under 80 words', 'max 150
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
    limits[kind] ??= w.value;
  }
  return limits;
}
