import { describe, expect, it } from 'vitest';
import { catalogueAnswer } from '../../../core/server/agents/tasks/offline-engine.ts';
import type { AgentSlug } from '../../../core/server/agents/brief/brief.ts';
import type { ReferencedSource } from '../../../core/server/agents/offline/request-material.ts';

/**
 * A summary of how a quarter went, from a results table of channels: each channel's own figures by their columns,
 * with what a sale cost worked out, never two different columns read as one measure before and after. The space is
 * a mobile farrier practice.
 */
const PROFILE: Record<string, string> = {
  business_name: 'Anvil & Oak Farriery',
  business_description: 'Mobile farriers in Herefordshire: hot and cold shoeing and trims at your yard.',
  offer_main: 'Shoeing and trims at your yard, every 6 to 8 weeks',
  tone_words: 'plain, friendly',
};
const RESULTS = `# Q2 2026 marketing results

| Channel | Q2 spend | Enquiries | New clients | Revenue | Yards signed |
|---|---|---|---|---|---|
| Facebook ads | £600 | 40 messages | 10 | £2,100 | 1 |
| Pony Club stand | £900 | 25 leads | 3 | £640 | 4 |
| Horse & Hound listing | £300 | 12 calls | 6 | £1,380 | 0 |
`;
const LIBRARY = [{ kind: 'document', id: 'r', title: 'Q2 2026 marketing results', text: RESULTS } as ReferencedSource];
const ask = (agent: AgentSlug) =>
  catalogueAnswer(agent, { message: 'Write a short summary of how Q2 marketing went, from the Q2 results, for our accountant.', mode: 'normal', profile: PROFILE, brandVoice: null, spaceName: 'Anvil & Oak Farriery', library: LIBRARY, referenced: LIBRARY, version: 1 }, null)!;

describe('R-PROD-02 a summary of a channel results table', () => {
  for (const agent of ['cmo', 'strategy-review-agent'] as const) {
    it(`${agent}: says each channel's figures by their columns and what a new client cost, never "£2,100 → 1"`, () => {
      const answer = ask(agent);
      expect(answer.draft).toContain('- **Facebook ads**: £600 spend, 40 messages (enquiries), 10 new clients, £2,100 revenue, 1 yards signed: £60 per new client.');
      expect(answer.draft).toContain('- **Pony Club stand**: £900 spend, 25 leads (enquiries), 3 new clients, £640 revenue, 4 yards signed: £300 per new client.');
      expect(answer.draft).not.toMatch(/→|-100 %|can't write/);
    });
  }
});

describe('R-PROD-02 a channel to drop to save money, judged on what the goal counts', () => {
  it('weighs the yards signed the goal is about, not the first sales column, and keeps the saving out of the budget', () => {
    const profile = { ...PROFILE, goal_primary: 'Sign 10 livery yards to regular shoeing contracts by March 2027' };
    const message = 'We need to take about £1,000 a year out of the marketing budget. It is either the Facebook ads or the Pony Club stand. Use the Q2 numbers and tell me which one to drop.';
    const answer = catalogueAnswer('cmo', { message, mode: 'normal', profile, brandVoice: null, spaceName: 'Anvil & Oak Farriery', library: LIBRARY, referenced: LIBRARY, version: 1 }, null)!;
    expect(answer.draft).toMatch(/^\*\*Decision:\*\* Cut Facebook ads/m);
    expect(answer.draft).toContain('£900 ÷ 4 = £225 per yard signed');
    expect(answer.draft).not.toMatch(/This month, focus|Add half of|£∞|per yards signed/);
    expect(answer.draft).toContain('none of it moves to Pony Club stand');
  });
});

describe('R-PROD-02 a results table whose cells say what they count', () => {
  it('reads "121 orders" under "Result" as 121 orders, and decides on the cost per order', () => {
    const results = `# Q3 channel results\n\n| Channel | Spend in Q3 | Result | Notes |\n|---|---|---|---|\n| Google Shopping | £900 | 121 orders | Gift searches rising |\n| Facebook ads | £600 | 34 orders | Mostly older buyers |\n`;
    const library = [{ kind: 'document', id: 'q', title: 'Q3 channel results', text: results } as ReferencedSource];
    const message = 'Google Shopping or Facebook ads: which one do we keep next quarter? Use the Q3 channel results.';
    const answer = catalogueAnswer('cmo', { message, mode: 'normal', profile: PROFILE, brandVoice: null, spaceName: 'Anvil & Oak Farriery', library, referenced: library, version: 1 }, null)!;
    expect(answer.draft).toContain('£900 ÷ 121 = £7.44 per order');
    expect(answer.draft).toContain('£600 ÷ 34 = £17.65 per order');
    expect(answer.draft).not.toMatch(/has a result in your facts yet|nothing in your space shows/);
  });
});
