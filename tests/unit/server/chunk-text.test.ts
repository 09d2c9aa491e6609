import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chunkText } from '../../../core/server/knowledge/chunk-text.ts';

/** A fingerprint of chunks too many to write out (the random texts below give about 300,000). */
const digest = (chunks: unknown) => createHash('sha256').update(JSON.stringify(chunks)).digest('hex');

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

  it('folds white space and keeps short text whole', () => {
    expect(chunkText('')).toEqual([]);
    expect(chunkText(' \n\t\r\n ')).toEqual([]);
    expect(chunkText('One short line.')).toEqual(['One short line.']);
    expect(chunkText('One\r\ntwo\rthree \t  four\n\n\n\nfive')).toEqual(['One\ntwo\nthree four\n\nfive']);
  });

  it('ends a chunk at the last paragraph, sentence, line or word end in the second half of its size, else mid-word', () => {
    expect(chunkText('Alpha beta gamma delta epsilon.\n\nZeta eta. Theta iota kappa lambda mu.', 50, 0)).toEqual(['Alpha beta gamma delta epsilon.', 'Zeta eta. Theta iota kappa lambda mu.']);
    expect(chunkText('Alpha beta gamma delta. Epsilon zeta! Eta theta? Iota kappa lambda mu nu.', 30, 0)).toEqual(['Alpha beta gamma delta.', 'Epsilon zeta! Eta theta?', 'Iota kappa lambda mu nu.']);
    expect(chunkText('alpha beta gamma\ndelta epsilon zeta eta theta iota', 30, 0)).toEqual(['alpha beta gamma', 'delta epsilon zeta eta theta', 'iota']);
    expect(chunkText('alpha beta gamma delta epsilon zeta eta theta iota', 20, 0)).toEqual(['alpha beta gamma', 'delta epsilon zeta', 'eta theta iota']);
    // The sentence end lies in the first half of the window: the last space wins.
    expect(chunkText('One. two three four five six seven', 20, 0)).toEqual(['One. two three four', 'five six seven']);
    expect(chunkText('abcdefghijklmnopqrstuvwxy', 10, 0)).toEqual(['abcdefghij', 'klmnopqrst', 'uvwxy']);
  });

  it('repeats the end of each chunk from a word start, up to the chunk limit', () => {
    expect(chunkText('alpha beta gamma delta epsilon zeta eta theta iota', 20, 8)).toEqual(['alpha beta gamma', 'gamma delta epsilon', 'epsilon zeta eta', 'eta theta iota']);
    expect(chunkText('alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu', 24, 10)).toEqual(['alpha beta gamma delta', 'delta epsilon zeta eta', 'zeta eta theta iota', 'iota kappa lambda mu']);
    expect(chunkText('alpha beta gamma delta epsilon zeta eta theta iota', 10, 0, 2)).toEqual(['alpha', 'beta gamma']);
  });

  it('cuts varied text exactly as before: same chunks, overlaps and break points', () => {
    // The digests are those of the chunker before it was made linear, on the same seeded texts.
    const random = seeded(13);
    const settings: [number, number, number][] = [[1200, 200, 5000], [300, 50, 5000], [100, 30, 7], [64, 0, 5000], [50, 49, 5000]];
    const outputs: string[][] = [];
    for (let round = 0; round < 400; round++) {
      const text = randomText(random, Math.floor(random() * 9000));
      const [size, overlap, max] = settings[round % settings.length]!;
      outputs.push(chunkText(text, size, overlap, max));
    }
    expect(digest(outputs)).toBe('556c30df7bec8fcb9280e87f859e72ea9b6b5a72ee4c634381c896b42827f391');

    const prose = Array.from({ length: 300 }, (_, i) => `Sentence ${i} tells the customer about the spring offer.${i % 7 === 0 ? '\n\n' : ' '}`).join('');
    const chunks = chunkText(prose);
    expect(chunks.map((c) => c.length)).toEqual([816, 969, 969, 969, 969, 969, 969, 982, 977, 977, 977, 977, 977, 977, 977, 977, 977, 977, 977, 977, 977, 472]);
    expect(chunks[0]!.endsWith('Sentence 14 tells the customer about the spring offer.')).toBe(true);
    expect(chunks[1]!.startsWith('customer about the spring offer. Sentence 12 tells')).toBe(true);
    expect(digest(chunks)).toBe('754db5e3558caf3aa69e11bbca223f98654dca185f3298180ff13263cbf185c3');
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
