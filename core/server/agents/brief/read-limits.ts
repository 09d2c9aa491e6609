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
/** The email part a length is said of, in the four words before its number: 'subject line under 50', 'preview text max 90'. */
function pieceBefore(words: readonly Word[], at: number): 'subject' | 'preview' | null {
  for (let k = at - 1; k >= Math.max(0, at - 4); k--) {
    const w = words[k]!;
    if (/[,;.]/.test(w.after)) return null;
    if (/^(subject|subjects)$/.test(w.lower)) return 'subject';
    if (/^(preview|preheader|pre-header)$/.test(w.lower)) return 'preview';
  }
  return null;
}

export function readLimits(words: readonly Word[]): Limits {
  const limits: Limits = { words: null, characters: null, bullets: null, sentences: null };
  const characterLimits = new Set<number>();
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (w.value === null || w.value <= 0 || has(w, 'Ordinal')) continue;
    // ('3 short bullets', '2 punchy sentences': a word of how, between the number and what it counts.)
    const unit = /^(?:short|quick|key|simple|plain|punchy|brief|snappy|one-line)$/.test(words[i + 1]?.lower ?? '') ? words[i + 2] : words[i + 1];
    if (!unit) continue;
    const kind = UNITS.find(([pattern]) => pattern.test(unit.lemma) || pattern.test(unit.lower))?.[1];
    if (!kind) continue;
    // Limits are maxima: 'under 8 words' allows 7; 'up to 8', 'max 8' and '8 words' allow 8.
    const before = words.slice(Math.max(0, i - 2), i).map((x) => x.lower).join(' ');
    const below = /\b(under|below|less than|fewer than|shorter than)$/.test(before);
    const value = below && w.value > 1 ? w.value - 1 : w.value;
    // 'Subject line under 50 characters, body under 150 words': a length said of the subject or the preview is theirs
    // alone, never the email's ('Subject' within the few words before it, with no comma between).
    const piece = kind === 'characters' ? pieceBefore(words, i) : null;
    if (piece) {
      limits[piece] ??= value;
      continue;
    }
    // 'three stories, around 60 words each': a length for each part of one piece is no cap on the piece.
    const near = words.slice(Math.max(0, i - 7), i + 3).map((x) => x.lower);
    if (kind === 'words' && near.includes('each') && near.some((x) => /^(?:stories|sections|items|paragraphs|parts|answers|slides|questions|points)$/.test(x))) continue;
    if (kind === 'characters') characterLimits.add(value);
    limits[kind] ??= value;
  }
  // 'a meta title (max 60 characters) and a meta description (max 155 characters)': two lengths for two fields are
  // no limit on the whole answer; the task that writes the fields reads each from the request.
  if (characterLimits.size > 1) limits.characters = null;
  return limits;
}
