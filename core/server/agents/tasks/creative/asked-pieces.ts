import type { Brief, Deliverable, Platform } from '../../brief/brief.ts';
import { samePiece } from '../../brief/deliverable-nouns.ts';

/** The brief's deliverable for one of these nouns (the first that matches), if the request asked for it. */
export function deliverableFor(brief: Brief, nouns: readonly string[]): Deliverable | null {
  for (const noun of nouns) {
    // 'banner line' is a line, 'slogan' a tagline: the reader's pieces, matched as pieces.
    const found = brief.deliverables.find((d) => d.noun === noun || d.noun.endsWith(` ${noun}`) || samePiece(d.noun, noun));
    if (found) return found;
  }
  return null;
}

/** How many pieces to write: the count asked for one of the nouns, else the task's default, never past its ceiling. */
export function askedCount(brief: Brief, nouns: readonly string[], fallback: number, ceiling: number): number {
  // 'Banner lines …: a headline and 3 short lines': the piece that carries a number is the count asked.
  const counted = brief.deliverables.filter((d) => d.count !== null && nouns.some((noun) => d.noun === noun || d.noun.endsWith(` ${noun}`) || samePiece(d.noun, noun)));
  const count = counted[0]?.count ?? deliverableFor(brief, nouns)?.count ?? null;
  return Math.max(1, Math.min(ceiling, count ?? fallback));
}

/** Every platform the brief names, its deliverables' first, in the order named. */
export function platformsAsked(brief: Brief): Platform[] {
  return [...new Set([...brief.deliverables.flatMap((d) => d.platforms), ...(brief.platforms ?? [])])];
}

/** Whether the request's words mention any of these (for format details the brief has no field for: 'portrait', 'booth'). */
export function requestMentions(brief: Brief, pattern: RegExp): boolean {
  return pattern.test(brief.request) || brief.deliverables.some((d) => pattern.test(d.noun));
}

/**
 * The brief's limits as maxima: 'under 8 words' and 'less than 125 characters' allow one fewer than the number
 * ('up to', 'max' and 'at most' allow the number itself).
 */
export function strictLimits(brief: Brief): Brief['limits'] {
  const below = (n: number | null, unit: string) => {
    if (n === null) return n;
    const strict = new RegExp(`\\b(?:under|less than|fewer than|below|shorter than)\\s+${n}\\s*(?:-\\s*)?${unit}`, 'i');
    return strict.test(brief.request) ? n - 1 : n;
  };
  return { ...brief.limits, words: below(brief.limits.words, 'words?'), characters: below(brief.limits.characters, '(?:characters?|chars?)') };
}

/**
 * A limit the request sets for one field by name ('a headline under 40 characters'): the field's own limit,
 * one fewer for 'under'; null when the request sets none for it.
 */
export function fieldLimit(brief: Brief, label: string): number | null {
  const found = new RegExp(`\\b${label}s?\\b[^.;]{0,30}?\\b(under|less than|below|up to|max(?:imum)?|at most|of|within)\\s+(\\d+)\\s*(?:characters?|chars?)`, 'i').exec(brief.request);
  if (!found) return null;
  const n = Number(found[2]);
  return /^(under|less than|below)$/i.test(found[1]!) ? n - 1 : n;
}

/** The least words a request asks for ('150 to 200 words', 'at least 120 words'); 0 when it sets no floor. */
/** The length as the request words it ('about 100 words', '150 to 200 words'), for notes that say what was asked. */
export function wordsAskedText(request: string): string | null {
  return /\b\d{2,4}\s*(?:-|–|to)\s*\d{2,4}\s*words\b|\bat least\s+\d{2,4}\s*words\b|(?:\b(?:about|around|roughly|approx(?:imately|\.)?|circa)\s+|~\s?)\d{2,4}\s*words\b/i.exec(request)?.[0]?.replace(/^[A-Z](?=[a-z])/, (c) => c.toLowerCase()) ?? null;
}

export function leastWordsAsked(request: string): number {
  const said = wordsAskedText(request);
  if (!said) return 0;
  const first = Number(/\d{2,4}/.exec(said)![0]);
  // 'About 100 words', 'around 80 words', '~120 words': close to it, so no fewer than four fifths of it.
  return /^(?:\d|at least)/i.test(said) ? first : Math.round(first * 0.8);
}
