import { lowerFirst } from './fact-phrases.ts';
import type { FactSource } from './fact-sheet.ts';

/** A proof as read from the fact sheet: its text and where it came from. */
export interface ProofLike {
  text: string;
  source: FactSource;
}

// A result says what changed, with its figures ('complaints fell from 14 a month to 2').
const CHANGED = /\b(?:fell|rose|grew|dropped|doubled|halved|cut|saved|increased|decreased|went (?:up|down)|up|down)\b[^.]*\d|\bfrom\b[^.]*\d[^.]*\bto\b[^.]*\d/i;
const RATED = /\bstars?\b|\breviews?\b/i;

/**
 * The proof a stranger can check: a rating first, then a result with its figures, told with who achieved it (the
 * sentence before it in the same document names them: 'Clydeside Workspace … moved to the Daily Plus plan in April 2025'),
 * never a customer's words in the first person.
 */
export function strongestProof(proof: readonly ProofLike[]): ProofLike | null {
  const own = (p: { text: string }) => !/\b(i|we|my|our)\b/i.test(p.text);
  const rated = proof.find((p) => RATED.test(p.text) && own(p));
  if (rated) return rated;
  const at = proof.findIndex((p) => CHANGED.test(p.text) && own(p));
  if (at < 0) return proof.find(own) ?? null;
  const result = proof[at]!;
  const before = proof[at - 1];
  // The result names nobody ('Cleaning complaints fell …'): the sentence before it that names a customer tells whose it is.
  if (before && before.source.title === result.source.title && own(before) && !CHANGED.test(before.text) && /^[A-Z][\w&'’-]*(?:\s+[A-Z][\w&'’-]*)+/.test(before.text) && before.text.length + result.text.length < 320) {
    return { text: `${before.text.trim().replace(/[.]+$/, '')}: ${lowerFirst(result.text.trim())}`, source: result.source };
  }
  return result;
}
