import { describe, expect, it } from 'vitest';
import { catalogueAnswer } from '../../../core/server/agents/tasks/offline-engine.ts';
import type { AgentSlug } from '../../../core/server/agents/brief/brief.ts';
import type { ReferencedSource } from '../../../core/server/agents/offline/request-material.ts';

/**
 * A rise of the business's own prices by a share ('put our prices up 6% from March'): a call grounded in the reasons
 * the request gives, each price before and after, the share of sales it may lose before the money taken falls, and
 * how to tell people (notice, the reasons in one line, every quote already given kept). The space is a mobile
 * physiotherapist, asked by the CMO and the Strategy agent.
 */
const PROFILE: Record<string, string> = {
  business_name: 'Movewell Home Physio',
  business_description: 'Physiotherapy at home in York: we come to you after an operation, a fall or an injury.',
  offer_main: 'Home physiotherapy sessions',
  offer_differentiator: 'Every session is at home, with the same physio each time. No waiting list.',
  goal_primary: '25 sessions a week by June',
};
const PRICES = `# Prices 2027

| Service | Price |
|---|---|
| First assessment at home (60 minutes) | £75 |
| Follow-up session (45 minutes) | £60 per session |
`;
const library = [{ kind: 'document', id: 'p', title: 'Prices 2027', text: PRICES }] as ReferencedSource[];
const ask = (agent: AgentSlug, message: string) => catalogueAnswer(agent, { message, mode: 'normal', profile: PROFILE, brandVoice: null, spaceName: 'Movewell', library, version: 1 }, null)!;
const REQUEST = 'Thinking of putting our prices up 6% from March 2028. Fuel and insurance have gone up a lot and the last rise was in 2025. Should I, and how do I tell patients?';

describe('R-PROD-02 a rise of the business’s own prices gets a call on it, not a call on channels', () => {
  for (const agent of ['cmo', 'strategy-review-agent'] as const) {
    it(`${agent}: says yes on the reasons given, with each price after the rise and the sales it may lose`, () => {
      const answer = ask(agent, REQUEST);
      expect(answer.draft).toMatch(/^\*\*Decision:\*\* Yes: raise your prices by 6% from March 2028/m);
      expect(answer.draft).toContain('£75 × 1.06 = £79.50, about £80');
      expect(answer.draft).toContain('£60 × 1.06 = £63.60, about £64 per session');
      expect(answer.draft).toContain('6% ÷ (100% + 6%) = 5.7%, about 1 in 18');
      expect(answer.draft).toContain('Any quote we\'ve already given you keeps its price.');
      expect(answer.draft).not.toMatch(/cost per (?:result|booking)|Cut |focus on/i);
    });
  }
});
