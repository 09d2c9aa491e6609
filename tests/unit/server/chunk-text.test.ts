import { afterEach, describe, expect, it, vi } from 'vitest';
import { chunkText } from '../../../core/server/knowledge/chunk-text.ts';

/** The chunker as it was before it was made linear: the reference its output must still match. */
function referenceChunkText(text: string, size = 1200, overlap = 200, maxChunks = 5000): string[] {
  const clean = text.replace(/\r\n?/g, '\n').replace(/[ \t]+/g, ' ').replace(/\n{3,}/g, '\n\n').trim();
  if (!clean) return [];
  const chunks: string[] = [];
  let start = 0;
  while (start < clean.length && chunks.length < maxChunks) {
    let end = Math.min(clean.length, start + size);
    if (end < clean.length) end = referenceBreakPoint(clean, start + Math.floor(size / 2), end);
    const chunk = clean.slice(start, end).trim();
    if (chunk) chunks.push(chunk);
    if (end >= clean.length) break;
    let next = Math.max(start + 1, end - overlap);
    while (next < end && next > start + 1 && !/\s/.test(clean[next - 1]!)) next++;
    start = next;
  }
  return chunks;
}

function referenceBreakPoint(text: string, from: number, to: number): number {
  for (const pattern of ['\n\n', '. ', '! ', '? ', '\n', ' ']) {
    const at = text.lastIndexOf(pattern, to - pattern.length);
    if (at >= from) return at + pattern.length;
  }
  return to;
}

/** A small seeded generator, so a failing input can be reproduced. */
function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let x = Math.imul(s ^ (s >>> 15), 1 | s);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const PIECES = ['word', 'campaign', 'Ünïcödé', 'naïve', '日本語', 'a', 'supercalifragilisticexpialidocious', 'x'.repeat(700), ' ', ' ', ' ', '  ', '\t', '. ', '! ', '? ', '.', '\n', '\n', '\n\n', '\n\n\n\n', '\r\n', '\r', ' \n ', '🙂'];

function randomText(random: () => number, length: number): string {
  let text = '';
  while (text.length < length) text += PIECES[Math.floor(random() * PIECES.length)];
  return text;
}

describe('chunkText', () => {
  afterEach(() => vi.restoreAllMocks());

  it('cuts normal text exactly as before: same chunks, overlaps and break points', () => {
    const random = seeded(13);
    const settings: [number, number, number][] = [[1200, 200, 5000], [300, 50, 5000], [100, 30, 7], [64, 0, 5000], [50, 49, 5000]];
    for (let round = 0; round < 400; round++) {
      const text = randomText(random, Math.floor(random() * 9000));
      const [size, overlap, max] = settings[round % settings.length]!;
      expect(chunkText(text, size, overlap, max), `round ${round}`).toEqual(referenceChunkText(text, size, overlap, max));
    }
    const prose = Array.from({ length: 300 }, (_, i) => `Sentence ${i} tells the customer about the spring offer.${i % 7 === 0 ? '\n\n' : ' '}`).join('');
    expect(chunkText(prose)).toEqual(referenceChunkText(prose));
    expect(chunkText(prose).length).toBeGreaterThan(5);
    expect(chunkText('')).toEqual([]);
    expect(chunkText(' \n\t\r\n ')).toEqual([]);
    expect(chunkText('One short line.')).toEqual(['One short line.']);
  });

  it('does work in proportion to the text: four times the text, about four times the characters scanned', () => {
    // A log or one-column CSV: no blank line, so a break search that runs back to the start never finds one.
    const text = (bytes: number) => Array.from({ length: Math.ceil(bytes / 60) }, (_, i) => `row ${i}, reminder sent to the customer about the offer`).join('\n').slice(0, bytes);
    const scanned = (input: string) => {
      let count = 0;
      const lastIndexOf = String.prototype.lastIndexOf;
      const indexOf = String.prototype.indexOf;
      vi.spyOn(String.prototype, 'lastIndexOf').mockImplementation(function (this: string, search: string, position?: number) {
        const at = lastIndexOf.call(this, search, position);
        count += Math.min(this.length, position ?? this.length) - Math.max(at, 0);
        return at;
      });
      vi.spyOn(String.prototype, 'indexOf').mockImplementation(function (this: string, search: string, position?: number) {
        const at = indexOf.call(this, search, position);
        count += (at < 0 ? this.length : at) - (position ?? 0);
        return at;
      });
      const chunks = chunkText(input);
      vi.restoreAllMocks();
      expect(chunks.length).toBeGreaterThan(0);
      return count;
    };
    const small = scanned(text(256 * 1024));
    const large = scanned(text(1024 * 1024));
    expect(large / small).toBeLessThan(5);
    // And little of it: a few windows of one chunk's size per chunk, not the text behind it.
    expect(large).toBeLessThan(4 * 1024 * 1024);
  });
});
