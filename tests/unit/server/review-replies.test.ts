import { describe, expect, it } from 'vitest';
import { catalogueAnswer } from '../../../core/server/agents/tasks/offline-engine.ts';

/**
 * A public reply to a customer's review, from the Brand Voice agent: the reviewer by name, what they complained about
 * said back to them, the owner's admission and reason when the request gives them, one apology, the fix as a marked
 * line only the owner can fill, and the voice's sign-off; thanks that name what was praised for a good review. The
 * space is a locksmith.
 */
const PROFILE: Record<string, string> = {
  business_name: 'Keyhole & Co',
  business_description: 'A locksmith in Norwich: lock changes, lockouts and uPVC door repairs.',
  offer_main: 'Lock changes and emergency lockouts',
  tone_words: 'calm, plain',
};
const VOICE = 'Tone: calm and plain.\nSign-off: Mo at Keyhole & Co';
const reply = (message: string, version = 1) => catalogueAnswer('brand-voice', { message, mode: 'normal', profile: PROFILE, brandVoice: VOICE, spaceName: 'Keyhole & Co', version }, null)!;

describe('R-PROD-02 Brand Voice agent: a public reply to a review', () => {
  it('answers a complaint as a reply to the reviewer, owning the reason the owner gives, with the fix left to fill', () => {
    const answer = reply('Sam R. gave us 1 star about our locksmith turning up two hours late. She’s right, we were short-staffed that week. Can you write a public reply? Not defensive.');
    expect(answer.draft).toContain('Hi Sam,');
    expect(answer.draft).toContain('You told us about our locksmith turning up two hours late, and you’re right'.replace('’', "'"));
    expect(answer.draft).toContain("We were short-staffed that week, but that's ours to manage");
    expect(answer.draft).toMatch(/\[What has changed since/);
    expect(answer.draft).toContain('Mo at Keyhole & Co');
    expect(answer.draft.match(/\bsorry\b/gi)?.length ?? 0).toBeLessThanOrEqual(1);
    expect(answer.draft).not.toMatch(/voice guide|Do:|Don't:/i);
  });

  it('thanks a glowing review for what it praised, with no apology and no blank', () => {
    const answer = reply('Priya left us a lovely 5-star review about how calm our engineer was at 2am. Write a short reply to it.');
    expect(answer.draft).toContain('Hi Priya,');
    expect(answer.draft).toContain('how calm our engineer was at 2am');
    expect(answer.draft).not.toMatch(/sorry|\[/i);
  });

  it('answers a pasted review: the reviewer signed under it, what went wrong said back as what we did, never a check of their words', () => {
    const answer = reply('Need a reply to this Google review, 1 star:\n\n"Lock was fine in the end but they turned up two hours late and never called. I had to wait outside in the rain." — Sam R.\n\nWe should have called her, that is on us.');
    expect(answer.draft).toContain('Hi Sam,');
    expect(answer.draft).toContain("You're right that we turned up two hours late and never called");
    expect(answer.draft).not.toMatch(/breaks the voice|What your rules say/);
  });

  it('leads with the reviewer’s point in a regenerate, the same reply in other words', () => {
    const first = reply('Sam R. gave us 1 star about our locksmith turning up two hours late. Write a public reply.', 1);
    const again = reply('Sam R. gave us 1 star about our locksmith turning up two hours late. Write a public reply.', 2);
    expect(again.draft).toContain('Hi Sam,');
    expect(again.draft.split('\n').find((l) => l.startsWith('You told us'))).toBeDefined();
    expect(again.draft).not.toBe(first.draft);
  });
});
