import { stemsOf } from './avoided-claims.ts';

/**
 * How many of `text`'s stems (each counted once) are also stems of `about`, of `min` letters or more: 'the test fee'
 * and 'The practical test costs £62' share 'test'. With `prefix`, two stems of at least that length that begin one
 * another count too ('cancellation' and 'cancel').
 */
export function sharedStems(about: string, text: string, options: { min?: number; prefix?: number } = {}): number {
  const min = options.min ?? 3;
  const wanted = new Set(stemsOf(about).filter((s) => s.length >= min));
  const prefix = options.prefix;
  const matches = (s: string) => wanted.has(s) || (prefix !== undefined && [...wanted].some((w) => Math.min(w.length, s.length) >= prefix && (w.startsWith(s) || s.startsWith(w))));
  return [...new Set(stemsOf(text))].filter(matches).length;
}
