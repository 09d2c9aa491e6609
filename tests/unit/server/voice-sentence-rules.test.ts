import { describe, expect, it } from 'vitest';
import { ask } from '../../support/picture-framer-space.ts';

/**
 * A voice's rules written as sentences, read for what they forbid: a rule about speed ('never promise framing on
 * the same day it is ordered') is broken by a promise or an offer of that speed, not by a sentence that shares its
 * other words ('framing takes 10 days from the day you order'); a rule about what the business is called ('never call
 * Mitre & Glass a factory') is broken by calling it so. Through the function the server runs for an offline run.
 */
const VOICE = 'Tone: warm, crafted, plain\nAvoid: cheap, stunning\nNever promise framing on the same day it is ordered.\nNever call Mitre & Glass a factory.\nSign-off: With care, the Mitre & Glass team';
const CAPTION = 'Framing takes 10 days from the day you order. Need a frame today? No problem! Our factory team cuts every frame by hand.';

describe("a voice's rules written as sentences", () => {
  it('a check names the offer of same-day framing and the forbidden name, and not the true turnaround', () => {
    const answer = ask('brand-voice', `Check this Instagram caption against our brand voice and list every problem: "${CAPTION}"`, null, VOICE);
    expect(answer.draft).toContain('"Need a frame today?"');
    expect(answer.draft).toContain('"Our factory team cuts every frame by hand."');
    expect(answer.draft).not.toMatch(/"Framing takes 10 days[^"]*": a claim/);
  });

  it('a rewrite keeps the true turnaround and takes out the offer, its answer and the forbidden name', () => {
    const answer = ask('brand-voice', `Rewrite this in our voice: "${CAPTION}"`, null, VOICE);
    const copy = answer.field ?? '';
    expect(copy).toContain('Framing takes 10 days from the day you order.');
    expect(copy).not.toMatch(/today|No problem|factory/i);
  });
});
