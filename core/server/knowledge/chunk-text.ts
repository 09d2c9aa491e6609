/** Chunks of about `size` characters, each repeating the last `overlap` of the one before, cut at a paragraph, sentence or word end where one is near. */
export function chunkText(text: string, size = 1200, overlap = 200, maxChunks = 5000): string[] {
  const clean = text.replace(/\r\n?/g, '\n').replace(/[ \t]+/g, ' ').replace(/\n{3,}/g, '\n\n').trim();
  if (!clean) return [];
  const chunks: string[] = [];
  let start = 0;
  while (start < clean.length && chunks.length < maxChunks) {
    let end = Math.min(clean.length, start + size);
    if (end < clean.length) end = breakPoint(clean, start + Math.floor(size / 2), end);
    const chunk = clean.slice(start, end).trim();
    if (chunk) chunks.push(chunk);
    if (end >= clean.length) break;
    // Step back by the overlap, to the start of a word.
    let next = Math.max(start + 1, end - overlap);
    while (next < end && next > start + 1 && !/\s/.test(clean[next - 1]!)) next++;
    start = next;
  }
  return chunks;
}

/**
 * Where to end a chunk within [from, to): after the last paragraph break there, else sentence end, line
 * break or space. Only that window is searched: a search running back to the start of the text made
 * chunking quadratic (seconds of a blocked server for a few MB without blank lines).
 */
function breakPoint(text: string, from: number, to: number): number {
  const nearEnd = text.slice(from, to);
  for (const pattern of ['\n\n', '. ', '! ', '? ', '\n', ' ']) {
    const at = nearEnd.lastIndexOf(pattern);
    if (at >= 0) return from + at + pattern.length;
  }
  return to;
}
