import { describe, expect, it } from 'vitest';
import { chunkText } from '../../../core/server/knowledge/chunk-text.ts';
import { stitchChunks } from '../../../core/server/knowledge/stitch-chunks.ts';

describe('a document text rebuilt from its chunks (the viewer)', () => {
  it('joins overlapping chunks back into the text, each chunk at its span', () => {
    const text = Array.from({ length: 40 }, (_, i) => `Sentence ${i + 1} says the Orrin kettle whistles in ${i % 2 ? 'C major' : 'D minor'}.${i % 5 === 4 ? '\n\n' : ' '}`).join('').trim();
    const chunks = chunkText(text, 300, 80);
    expect(chunks.length).toBeGreaterThan(3);
    const { text: joined, spans } = stitchChunks(chunks);
    expect(joined).toBe(text);
    spans.forEach((span, i) => expect(joined.slice(span.start, span.end)).toBe(chunks[i]));
  });

  it('chunks that do not overlap are joined by a blank line', () => {
    expect(stitchChunks(['First part.', 'Second part.'])).toEqual({ text: 'First part.\n\nSecond part.', spans: [{ start: 0, end: 11 }, { start: 13, end: 25 }] });
    expect(stitchChunks([])).toEqual({ text: '', spans: [] });
  });
});
