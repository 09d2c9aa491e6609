import { describe, expect, it } from 'vitest';
import { catalogueAnswer } from '../../../core/server/agents/tasks/offline-engine.ts';
import type { ReferencedSource } from '../../../core/server/agents/offline/request-material.ts';

/**
 * A budget split when the space's documents hold last season's results by channel: what each channel cost and
 * brought decides the shares (a market stall's pitch fees are money, a free channel gets hours), even though the
 * request does not name the document. The space is a fresh pasta maker.
 */
const PROFILE: Record<string, string> = {
  business_name: 'Harbour Pasta',
  business_description: 'Harbour Pasta makes fresh pasta and sauces in Falmouth and sells them at markets and by local delivery.',
  goal_primary: 'Reach 400 delivery orders a month by June',
  channels_current: 'email, Instagram, Google Ads, farmers markets',
  budget: '£600 a month',
};
const RESULTS = `# Spring results (Mar-May)

| Channel | Spend | Delivery orders |
|---|---|---|
| Newsletter | £30 | 60 |
| Instagram organic | £0 | 25 |
| Google Ads | £900 | 15 |
| Farmers markets | £300 | 50 |
`;
const LIBRARY: ReferencedSource[] = [{ kind: 'document', id: 'r1', title: 'spring-results.md', text: RESULTS }];
const answer = catalogueAnswer('strategy-review-agent', { message: 'How should we split the £600 next month?', mode: 'normal', profile: PROFILE, brandVoice: null, spaceName: 'Harbour Pasta', library: LIBRARY, version: 1 }, null)!;

describe('R-PROD-02 strategy: a budget split weighs the results table the documents hold', () => {
  it('gives the largest share to the cheapest channel per order and a test share to one ten times dearer', () => {
    expect(answer.field).toMatch(/^\| Farmers markets \| 3 of 4 \| 75 % \| £450 /m);
    expect(answer.field).toMatch(/^\| Google Ads \| 1 of 4 \| 25 % \| £150 [^\n]*£900 ÷ 15 delivery orders = £60 per delivery order\. 10 times Farmers markets' cost/m);
  });

  it('gives a free channel hours, not money, and says which document the weights rest on', () => {
    expect(answer.field).toMatch(/^\| Instagram organic \| none \| 0 % \| £0: time, not ad money/m);
    expect(answer.draft).toContain('the weights rest on "spring-results.md"');
  });
});

describe('R-PROD-02 "split our budget across channels, with the reasoning in one line per channel" is a split, asked of Strategy or the CMO', () => {
  const request = 'Split our £600 monthly budget across channels for summer, with the reasoning in one line per channel, and make sure the numbers add up.';
  for (const agent of ['strategy-review-agent', 'cmo'] as const) {
    it(`${agent}: every channel's share of the £600, adding up, with no "one line" read as the thing to write`, () => {
      const split = catalogueAnswer(agent, { message: request, mode: 'normal', profile: PROFILE, brandVoice: null, spaceName: 'Harbour Pasta', library: LIBRARY, referenced: LIBRARY, version: 1 }, null)!;
      expect(split.draft).not.toMatch(/I can't write a one line|^\*\*Decision:\*\* Move /m);
      expect(split.field).toMatch(/^\| Farmers markets \| \d of \d+ \| [\d.]+ % \| £\d+ /m);
      expect(split.field).toMatch(/^Check: £\d+ \+ £\d+ = £600, the whole budget\./m);
    });
  }
});

describe('R-PROD-02 "Now do it with £400 a month instead" works the split out again on the new sum', () => {
  it('splits £400 across the same channels, adding up, and says it is the same question on the new sum', () => {
    const request = 'Split our £600 monthly budget across channels for summer, and make sure the numbers add up.';
    const first = catalogueAnswer('strategy-review-agent', { message: request, mode: 'normal', profile: PROFILE, brandVoice: null, spaceName: 'Harbour Pasta', library: LIBRARY, referenced: LIBRARY, version: 1 }, null)!;
    const again = catalogueAnswer('strategy-review-agent', { message: 'Now do it with £400 a month instead.', mode: 'normal', profile: PROFILE, brandVoice: null, spaceName: 'Harbour Pasta', library: LIBRARY, referenced: LIBRARY, version: 1 }, { deliverable: first.field!, brief: first.brief, request })!;
    expect(again.draft).toMatch(/^The same, worked out again with £400 in place of £600\./);
    expect(again.field).toMatch(/^Check: £\d+ \+ £\d+ = £400, the whole budget\./m);
    expect(again.field).not.toContain('£600');
  });
});
