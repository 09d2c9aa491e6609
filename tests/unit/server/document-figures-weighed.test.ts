import { describe, expect, it } from 'vitest';
import { catalogueAnswer } from '../../../core/server/agents/tasks/offline-engine.ts';

/**
 * A results sheet that states each channel's cost per result in a line ('Cost per new client from Instagram ads: £42;
 * from Google Ads: £19'), ticked in the chat: the advisers weigh those figures when they split a budget, as they
 * would the same figures written in the request. Through the function the server runs offline; a dog groomer.
 */
const RESULTS = `# Autumn results

- Bookings: 310 (summer: 270)
- Marketing spend: £2,400 (Instagram ads £1,300, Google Ads £800, leaflets £300)
- Cost per new client from Instagram ads: £42; from Google Ads: £19
`;

const profile = {
  business_name: 'Sudsy Paws',
  business_description: 'A mobile dog grooming van in south Bristol.',
  channels_current: 'Instagram ads, Google Ads, leaflets',
  channels_best: 'Instagram',
  budget: '£800 a month',
};

describe('figures a ticked document states are weighed', () => {
  it('a split of the budget gives the channel the sheet says is cheaper per client its extra share, citing the sheet', () => {
    const referenced = [{ kind: 'document' as const, id: 'doc-1', title: 'autumn-results.md', text: RESULTS }];
    const answer = catalogueAnswer('strategy-review-agent', { message: 'Split our £800 monthly budget across channels and give me the amounts.', mode: 'chat', profile, brandVoice: null, spaceName: 'Sudsy Paws', referenced, library: referenced, version: 1 }, null);
    const row = (name: string) => answer.field!.split('\n').find((l) => l.startsWith(`| ${name} |`)) ?? '';
    expect(row('Google Ads')).toMatch(/lowest cost per new client: £19 as your documents state it/);
    expect(row('Meta ads')).toMatch(/£42 as your documents state it/);
    expect(row('Google Ads')).not.toMatch(/nothing in your figures or profile sets it apart/);
  });

  it('"the three biggest problems with how we spend the budget" are read from the sheet\'s own spend and costs, never a budget split', () => {
    const referenced = [{ kind: 'document' as const, id: 'doc-1', title: 'autumn-results.md', text: RESULTS }];
    for (const agent of ['strategy-review-agent', 'cmo'] as const) {
      const answer = catalogueAnswer(agent, { message: 'Review our autumn numbers and tell me the three biggest problems with how we are spending the marketing budget.', mode: 'chat', profile, brandVoice: null, spaceName: 'Sudsy Paws', referenced, library: referenced, version: 1 }, null);
      expect(answer.field, agent).not.toMatch(/\| Channel \| Weight/);
      expect(answer.field, agent).toContain('Instagram ads get £1,300 against Google Ads\' £800, though a new client costs £42 there against £19 (2.2 times as much)');
      expect(answer.field, agent).toContain('Leaflets (£300 of the £2,400, 13 %) have no cost per new client in your figures');
      expect(answer.draft, agent).toMatch(/Your figures show 2 problems, not 3/);
    }
  });

  it('"move the £300 leaflet money into Google Ads, or keep the leaflets?" is called on the cost per client the sheet states', () => {
    const referenced = [{ kind: 'document' as const, id: 'doc-1', title: 'autumn-results.md', text: RESULTS }];
    const answer = catalogueAnswer('cmo', { message: 'Decision needed: should we move the £300 leaflet money into Google Ads, or keep the leaflets? Pick one and tell me why.', mode: 'chat', profile, brandVoice: null, spaceName: 'Sudsy Paws', referenced, library: referenced, version: 1 }, null);
    expect(answer.field).toMatch(/^\*\*Decision:\*\* Move the £300 leaflet money into Google Ads/m);
    expect(answer.field).toContain('Google Ads has a measured cost per new client (£19, as your documents state it); the leaflets have none in your figures, so nobody can say what they bring.');
    expect(answer.field).not.toMatch(/Nothing in your goal, profile or figures sets one above the other|bring in news/);
  });
});

