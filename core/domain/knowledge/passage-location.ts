import { escapeRegExp } from '../escape-reg-exp.ts';

/** A range of a text: start inclusive, end exclusive. */
export interface TextRange {
  start: number;
  end: number;
}

/** The longest piece of a search snippet or cited passage: snippets mark cut text with an ellipsis. */
function longestFragment(passage: string): string {
  return passage
    .split(/…|\.\.\.(?=\s|$)|^\.\.\./)
    .map((f) => f.trim())
    .reduce((best, f) => (f.length > best.length ? f : best), '');
}

/** Whitespace in a snippet may differ from the text's (a database headline joins lines): words match across any. */
function findLoosely(text: string, fragment: string, from: number, to: number): TextRange | null {
  const words = fragment.split(/\s+/).filter(Boolean).slice(0, 200);
  if (!words.length) return null;
  const pattern = new RegExp(words.map(escapeRegExp).join('\\s+'), 'g');
  pattern.lastIndex = from;
  const match = pattern.exec(text);
  return match && match.index < to ? { start: match.index, end: match.index + match[0].length } : null;
}

/**
 * Where a cited passage or a search match lies in a source's text: the passage itself, looked for in its
 * chunk first and then anywhere; else the chunk; null when neither is known or found.
 */
export function locatePassage(text: string, passage: string | null, chunk: TextRange | null): TextRange | null {
  const fragment = passage ? longestFragment(passage) : '';
  if (fragment) {
    const found = (chunk && findLoosely(text, fragment, chunk.start, chunk.end)) || findLoosely(text, fragment, 0, text.length);
    if (found) return found;
  }
  return chunk && chunk.end > chunk.start ? { start: Math.max(0, chunk.start), end: Math.min(text.length, chunk.end) } : null;
}
