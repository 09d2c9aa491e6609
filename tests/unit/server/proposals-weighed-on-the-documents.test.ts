import { describe, expect, it } from 'vitest';
import { catalogueAnswer } from '../../../core/server/agents/tasks/offline-engine.ts';
import type { AgentSlug } from '../../../core/server/agents/brief/brief.ts';
import type { ReferencedSource } from '../../../core/server/agents/offline/request-material.ts';

/**
 * A choice between two labelled proposals, one of them a channel of the space's results table and one not ('(A) a
 * second Saturday round, or (B) double the Facebook ads'): the call names one of the two, weighed on what the
 * documents say of each (demand already waiting, the channel's cost per result against the table's average), never
 * the table's cheapest channel against its dearest. The space is a mobile farrier practice.
 */
const PROFILE: Record<string, string> = {
  business_name: 'Anvil & Oak Farriery',
  business_description: 'Mobile farriers in Herefordshire: hot and cold shoeing and trims at your yard.',
  offer_main: 'Shoeing and trims at your yard, every 6 to 8 weeks',
  goal_primary: 'Reach 150 regular horses by March 2027',
  tone_words: 'plain, friendly',
};
const RESULTS = `# Q2 2026 marketing results\n\n| Channel | Q2 spend | New clients |\n|---|---|---|\n| Facebook ads | £900 | 10 |\n| Pony Club stand | £300 | 6 |\n| Horse & Hound listing | £300 | 10 |\n\nSaturday rounds are fully booked four weeks ahead, with 9 yards on the waiting list.\n`;
const LIBRARY = [{ kind: 'document', id: 'r', title: 'Q2 2026 marketing results', text: RESULTS } as ReferencedSource];
const ask = (agent: AgentSlug, message: string) => catalogueAnswer(agent, { message, mode: 'normal', profile: PROFILE, brandVoice: null, spaceName: 'Anvil & Oak Farriery', library: LIBRARY, version: 1 }, null)!;
const QUESTION = 'We can only do one next quarter: (A) add a second Saturday shoeing round in Ledbury, or (B) double the Facebook ads spend. Which should we pick?';

describe('R-PROD-02 two labelled proposals weighed on what the documents say of each', () => {
  for (const agent of ['cmo', 'strategy-review-agent'] as const) {
    it(`${agent}: the second Saturday round, on the waiting list the documents state, against Facebook ads dearer than the table's average`, () => {
      const answer = ask(agent, QUESTION);
      expect(answer.draft).toMatch(/^\*\*Decision:\*\* Add a second Saturday shoeing round in Ledbury, not double the Facebook ads spend\./m);
      expect(answer.draft).toContain('"Saturday rounds are fully booked four weeks ahead, with 9 yards on the waiting list."');
      expect(answer.draft).toContain('£900 ÷ 10 = £90 per new client');
      expect(answer.draft).toContain('£1,500 ÷ 26 = £57.69');
      expect(answer.draft).not.toMatch(/This month, focus on|stop Pony Club|Nothing in your goal, profile or figures sets one above the other/);
    });
  }

  it('"why that one?" after the call gives the reason beside the decision (the waiting list) before the listed ones', () => {
    const first = ask('cmo', QUESTION);
    const why = catalogueAnswer('cmo', { message: 'why that one?', mode: 'normal', profile: PROFILE, brandVoice: null, spaceName: 'Anvil & Oak Farriery', library: LIBRARY, version: 1 }, { deliverable: first.field!, brief: first.brief, request: QUESTION })!;
    expect(why.draft).toMatch(/^Why that recommendation: "Add a second Saturday shoeing round in Ledbury/);
    expect(why.draft).toContain('- Adding a second Saturday shoeing round in Ledbury has demand already waiting, as your documents say: "Saturday rounds are fully booked four weeks ahead, with 9 yards on the waiting list."');
  });

  it('cmo: a proposal the price list prices is still weighed on the table, not on its price: Facebook ads dearer than the average lose to the untested round', () => {
    const results = `# Q2 2026 marketing results\n\n| Channel | Q2 spend | New clients |\n|---|---|---|\n| Facebook ads | £900 | 10 |\n| Pony Club stand | £300 | 6 |\n| Horse & Hound listing | £300 | 10 |\n`;
    const prices = `# Prices\n\n| Service | Price |\n|---|---|\n| Saturday shoeing round | £45 a horse |\n| Trim | £30 |\n`;
    const library = [{ kind: 'document', id: 'r', title: 'Q2 results', text: results } as ReferencedSource, { kind: 'document', id: 'p', title: 'Prices', text: prices } as ReferencedSource];
    const answer = catalogueAnswer('cmo', { message: QUESTION, mode: 'normal', profile: PROFILE, brandVoice: null, spaceName: 'Anvil & Oak Farriery', library, version: 1 }, null)!;
    expect(answer.draft).toMatch(/^\*\*Decision:\*\* Add a second Saturday shoeing round in Ledbury, not double the Facebook ads spend\./m);
    expect(answer.draft).toContain('Doubling the Facebook ads spend: £900 ÷ 10 = £90 per new client in your results, above the table\'s average of £1,500 ÷ 26 = £57.69');
    expect(answer.draft).not.toMatch(/Go with add|This month, focus on/);
  });
});
