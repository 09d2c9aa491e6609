import { describe, expect, it } from 'vitest';
import { catalogueAnswer } from '../../../core/server/agents/tasks/offline-engine.ts';
import type { AgentSlug } from '../../../core/server/agents/brief/brief.ts';

/**
 * A dance school's voice, its rules written as sentences the way owners write them: words banned when said of the
 * activity ('Never say dancing is easy, effortless or painless'), a promise of a grade by a time, and a family of
 * claims named by their kind ('No weight-loss or body-shape claims'). A rewrite takes out what breaks them and a check
 * names them. Through the function the server runs offline.
 */
const VOICE = [
  'Tone: warm, encouraging',
  'Avoid: amazing, insane',
  'Rules:',
  '- Never say dancing is easy, effortless or painless.',
  '- Never promise a pupil will reach a particular grade by a set time.',
  '- No weight-loss or body-shape claims.',
  'Sign-off: Keep dancing, the Bloom Dance team',
].join('\n');

const profile = {
  business_name: 'Bloom Dance School',
  business_description: 'A ballet and contemporary dance school in Norwich for children and adults.',
  offer_main: 'Weekly ballet and contemporary classes, and exam coaching',
};

const answer = (agent: AgentSlug, message: string) =>
  catalogueAnswer(agent, { message, mode: 'chat', profile, brandVoice: VOICE, spaceName: 'Bloom', version: 1 }, null);

describe('voice rules said of a subject, by a time, or by their kind', () => {
  const post = 'Our adult ballet class is totally easy for beginners. You will be dancing Grade 3 in a month. Burn calories and tone up while you learn!';

  it('a rewrite keeps none of them', () => {
    const rewritten = answer('brand-voice', `Rewrite this Instagram caption in our voice: "${post}"`).field!;
    expect(rewritten).not.toMatch(/\beasy\b/i);
    expect(rewritten).not.toMatch(/Grade 3 in a month/);
    expect(rewritten).not.toMatch(/calories|tone up/i);
  });

  it('a check names each of them', () => {
    const checked = answer('brand-voice', `Check this against our brand voice and tell me what breaks it: "${post}"`).draft;
    expect(checked).toMatch(/"easy"/);
    expect(checked).toMatch(/Never promise a pupil will reach a particular grade by a set time/);
    expect(checked).toMatch(/No weight-loss or body-shape claims/);
  });

  it('a banned word after "the most" or "very" takes its intensifier with it, so the sentence still reads', () => {
    const rewritten = answer('brand-voice', 'Rewrite this in our voice: "Bloom is the most amazing dance school in Norwich. Our teachers are very insane."').field!;
    expect(rewritten).toContain('Bloom is a dance school in Norwich.');
    expect(rewritten).not.toMatch(/\bmost\s+dance|\bvery\b/);
  });
});
