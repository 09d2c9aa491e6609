/** How far back an overlap can reach: chunk-text.ts repeats about 200 characters, cut at a word start. */
const MAX_OVERLAP = 600;

/**
 * A document's text rebuilt from its chunks (chunk-text.ts repeats the end of each chunk at the start of the
 * next): each chunk joins at its overlap with the text so far, or after a blank line when none is found, and
 * each chunk's span in the result is kept so a viewer can open the text at a chunk.
 */
export function stitchChunks(chunks: string[]): { text: string; spans: { start: number; end: number }[] } {
  let text = '';
  const spans: { start: number; end: number }[] = [];
  for (const chunk of chunks) {
    if (!text) {
      text = chunk;
      spans.push({ start: 0, end: chunk.length });
      continue;
    }
    const overlap = overlapOf(text, chunk);
    const start = overlap > 0 ? text.length - overlap : text.length + 2;
    text = overlap > 0 ? text + chunk.slice(overlap) : `${text}\n\n${chunk}`;
    spans.push({ start, end: start + chunk.length });
  }
  return { text, spans };
}

/** The longest end of `text` that `chunk` starts with (0 when none), within MAX_OVERLAP. */
function overlapOf(text: string, chunk: string): number {
  const tailStart = Math.max(0, text.length - MAX_OVERLAP);
  const probe = chunk.slice(0, Math.min(16, chunk.length));
  for (let at = text.indexOf(probe, tailStart); at >= 0; at = text.indexOf(probe, at + 1)) {
    const tail = text.slice(at);
    if (tail.length <= chunk.length && chunk.startsWith(tail)) return tail.length;
  }
  return 0;
}
