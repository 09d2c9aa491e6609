import { describe, expect, it } from 'vitest';
import { catalogueAnswer } from '../../../core/server/agents/tasks/offline-engine.ts';
import type { AgentSlug } from '../../../core/server/agents/brief/brief.ts';

/**
 * 'What's the story we should be telling, and is there anything we shouldn't be claiming?' over a ticked results
 * sheet: the story from the sheet's own figures and customers, and what it cannot back (a claim to beat others, what
 * the team's notes keep out, what the voice never promises). Through the function the server runs offline.
 */
const RESULTS = `# Sudsy Paws results 2024

- Dogs groomed: 1,140 (up from 860 in 2023)
- Repeat bookings within 8 weeks: 72%
- Google rating: 4.9 stars from 130 reviews
- NB: we only have our own numbers. We have NOT compared ourselves with other Bristol groomers.

> "Bella came back fluffy and calm for the first time ever." (Ruth K., Oct 2024, 5 stars)

> "Lovely groom but my slot got moved twice." (Dan P., Nov 2024, 3 stars)

Staff note: Ruth is happy to be quoted but asked us NOT to mention Bella's skin condition.
`;

function answer(agent: AgentSlug, message: string) {
  const doc = { kind: 'document' as const, id: 'doc-r', title: 'results-2024.md', text: RESULTS };
  return catalogueAnswer(agent, { message, mode: 'chat', profile: { business_name: 'Sudsy Paws', offer_main: 'Mobile dog grooming' }, brandVoice: 'Tone: warm.\n- Never promise a dog will be calm.', spaceName: 'Sudsy Paws', library: [doc], referenced: [doc], version: 1 }, null);
}

describe('the story a results sheet tells, and what it cannot back', () => {
  for (const agent of ['strategy-review-agent', 'cmo'] as const) {
    it(`${agent}: leads with the sheet's own figure, quotes a five-star customer, and lists what not to claim`, () => {
      const field = answer(agent, "Have a look at our 2024 results sheet. What's the story we should be telling in our marketing, and is there anything we shouldn't be claiming?").field!;
      expect(field).toContain('Lead with your own figure: "Dogs groomed: 1,140 (up from 860 in 2023)" _(results-2024.md)_.');
      expect(field).toContain('"Bella came back fluffy and calm for the first time ever"');
      expect(field).not.toContain('slot got moved');
      expect(field).toContain('We have NOT compared ourselves with other Bristol groomers');
      expect(field).toContain("asked us NOT to mention Bella's skin condition");
      expect(field).toContain('"Never promise a dog will be calm"');
      expect(field).not.toMatch(/\bCut\b/);
    });
  }
});
