import { describe, expect, it } from 'vitest';
import { ask } from '../../support/picture-framer-space.ts';

/**
 * 'Shorten it to 2 bullets per box' after a SWOT keeps the four boxes, each with its first two bullets, instead of
 * three bullets for the whole answer. Through the function the server runs for an offline run, in the picture
 * framer's space.
 */
describe('R-PROD-02 a count of bullets for each box of the answer', () => {
  it('keeps every box of a SWOT, each cut to its first 2 bullets', () => {
    const request = 'Do a SWOT for Mitre & Glass';
    const swot = ask('strategy-review-agent', request);
    const answer = ask('strategy-review-agent', 'shorten it to 2 bullets per box', { deliverable: swot.field!, brief: swot.brief, request });
    expect(answer.draft).toMatch(/^The answer above with at most 2 bullets in each box/);
    for (const box of ['**Strengths**', '**Weaknesses**', '**Opportunities**', '**Threats**']) expect(answer.field).toContain(box);
    const weaknesses = answer.field!.split('**Weaknesses**')[1]!.split('**Opportunities**')[0]!;
    expect(weaknesses.split('\n').filter((l) => l.startsWith('- '))).toHaveLength(2);
  });
});
