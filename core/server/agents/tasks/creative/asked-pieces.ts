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
  const count = deliverableFor(brief, nouns)?.count ?? null;
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
