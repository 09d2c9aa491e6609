import { describe, expect, it } from 'vitest';
import { catalogueAnswer } from '../../../core/server/agents/tasks/offline-engine.ts';

/**
 * A voice check names puffery no rule lists ('one of Bath's most loved', 'exceptional service every time') as a
 * claim nothing in the facts backs, and, asked for a fix for each line, gives the sentence table first with the claim
 * replaced by a marked line for what would back it. A claim the facts make stays. The space is a wedding cake maker.
 */
const PROFILE: Record<string, string> = {
  business_name: 'Tier & Crumb',
  business_description: 'Wedding cakes made to order in Bath.',
  offer_differentiator: 'Winner of the 2026 Bath Food Awards, wedding cake category.',
  tone_words: 'warm, plain',
};
const VOICE = 'Tone: warm and plain.\nAvoid: bespoke, luxury';
const check = (message: string) => catalogueAnswer('brand-voice', { message, mode: 'normal', profile: PROFILE, brandVoice: VOICE, spaceName: 'Tier & Crumb', version: 1 }, null)!;

describe('R-PROD-02 Brand Voice check: claims nothing backs', () => {
  const answer = check("Score our About text out of 10 and list every line that's off, with a fix for each.\n\nAbout us\nWe bake every cake by hand in our Bath kitchen. We're one of Bath's most loved cake makers, with exceptional service every time. We won the 2026 Bath Food Awards.");

  it('names the unbacked claims and leaves the one the facts make', () => {
    expect(answer.draft).toContain("one of Bath's most loved cake makers");
    expect(answer.draft).toContain('"exceptional service": a claim nothing in your facts backs');
    expect(answer.draft).toContain('"every time": a claim nothing in your facts backs');
    expect(answer.draft).not.toMatch(/"[^"]*Food Awards[^"]*": a claim nothing/);
  });

  it('gives a fix for each line, the claim replaced by what would back it', () => {
    expect(answer.draft).toContain('| Sentence | What breaks the voice | A fix in the voice |');
    expect(answer.draft).toContain("We're [what backs it: a figure, a review or a named result]");
  });
});
