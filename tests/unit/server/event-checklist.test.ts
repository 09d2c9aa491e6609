import { describe, expect, it } from 'vitest';
import { catalogueAnswer } from '../../../core/server/agents/tasks/offline-engine.ts';
import type { AgentSlug } from '../../../core/server/agents/brief/brief.ts';

/**
 * A checklist for one event, asked of the Strategy agent or the CMO: the work in the order it falls, aimed at what
 * the request says to improve, with last time's counts worked into a rate and the number that beats it, and the
 * space's own channels and prices. Never a review of a plan nobody sent. The space is a children's music studio.
 */
const PROFILE: Record<string, string> = {
  business_name: 'Little Notes Music',
  business_description: 'Music lessons for children aged 4 to 11 in Reading: piano, ukulele and singing.',
  offer_main: 'Weekly music lessons for children',
  channels_current: 'Facebook, school newsletters',
  offer_price_point: 'Weekly 30-minute lesson £18',
};
const ask = (agent: AgentSlug, message: string) => catalogueAnswer(agent, { message, mode: 'normal', profile: PROFILE, brandVoice: null, spaceName: 'Little Notes', version: 1 }, null)!;

describe('R-PROD-02 a checklist for an event is a checklist', () => {
  for (const agent of ['strategy-review-agent', 'cmo'] as const) {
    it(`${agent}: works last time's counts into the number to beat, and lists the work before, on and after the day`, () => {
      const answer = ask(agent, 'Checklist for our open morning on 14 March please. Last time 40 families came but only 5 signed up. I want more of them to sign up this time.');
      expect(answer.draft).toContain('# Checklist: the open morning on 14 March');
      expect(answer.draft).toContain('40 came and 5 became signed up: 5 ÷ 40 = 13%');
      expect(answer.draft).toMatch(/## Three weeks before[\s\S]*## The week before[\s\S]*## On the day[\s\S]*## The two days after/);
      expect(answer.draft).toContain('Facebook, school newsletters');
      expect(answer.draft).not.toMatch(/Verdict|Not ready to run|Strengths|Gaps/);
    });
  }

  it('a checklist with no event in it ("for moving into a new market") is no event checklist', () => {
    const answer = ask('strategy-review-agent', 'Give me a checklist for moving into a new market next year.');
    expect(answer.draft).not.toMatch(/# Checklist: the market|## Three weeks before/);
  });
});
