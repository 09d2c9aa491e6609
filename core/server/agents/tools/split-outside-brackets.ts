/**
 * `text` cut at each character `breaksAt` accepts outside round brackets ('refund (edit, cancel) and renew' keeps
 * its bracket whole); the break characters themselves are dropped. `breaksAt` sees the text, the index and where
 * the current piece began, so a break may depend on the piece so far.
 */
export function splitOutsideBrackets(text: string, breaksAt: (text: string, at: number, pieceStart: number) => boolean): string[] {
  const pieces: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '(') depth++;
    else if (c === ')') depth = Math.max(0, depth - 1);
    else if (depth === 0 && breaksAt(text, i, start)) {
      pieces.push(text.slice(start, i));
      start = i + 1;
    }
  }
  pieces.push(text.slice(start));
  return pieces;
}

/** A comma between two digits ('1,200') is part of a number, not a break. */
export function isNumberComma(text: string, at: number): boolean {
  return text[at] === ',' && /\d/.test(text[at - 1] ?? '') && /\d/.test(text[at + 1] ?? '');
}
