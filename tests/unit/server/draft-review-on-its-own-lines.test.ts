import { describe, expect, it } from 'vitest';
import { ask } from '../../support/picture-framer-space.ts';

/**
 * 'Review this draft before it goes out …:' with the draft on lines of its own, its code and all: the draft is checked
 * (never read as a question of goal maths because it says 'a week' and 'a month'), a price the list does not give
 * and a '100% safe' nothing backs are named, and 'rewrite it fixing those' never keeps the wrong price. Through the
 * function the server runs for an offline run, in the picture framer's space.
 */
const DRAFT = "Hi art lovers! January is here. Our STUNNING new frames are 100% safe for delicate prints, and a few visits a week will fill your walls. Sign up with code FRAME15 and get your first frame FREE! Frames from just £40 a month. Don't miss out, offer ends Sunday!!!";
const REQUEST = `Review this draft before it goes out on Instagram and email:\n\n${DRAFT}`;

describe('R-PROD-02 a draft pasted on its own lines for review', () => {
  it('is checked against the voice and the facts: the price the list does not give and "100% safe" are named', () => {
    const answer = ask('strategy-review-agent', REQUEST);
    expect(answer.draft).not.toMatch(/orders a month in all|goal's date/);
    expect(answer.draft).toContain('- "£40 a month": not a price on your list (it lists £85, £25); the one this line is about is £85: check it before it goes out.');
    expect(answer.draft).toContain('- "100% safe": a claim nothing in your facts backs');
    expect(answer.draft).toContain('- "Don\'t miss out": no fake urgency');
  });

  it('"rewrite it fixing those" puts the price the list gives for what the line is about', () => {
    const first = ask('strategy-review-agent', REQUEST);
    const answer = ask('strategy-review-agent', 'rewrite it fixing those', { deliverable: first.field!, brief: first.brief, request: REQUEST });
    expect(answer.field).not.toContain('£40');
    expect(answer.field).toContain('Frames from just £85.');
    expect(answer.draft).toContain('Put the price your list gives: "£40 a month" is now "£85".');
  });
});
