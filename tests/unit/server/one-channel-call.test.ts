import { describe, expect, it } from 'vitest';
import { catalogueAnswer } from '../../../core/server/agents/tasks/offline-engine.ts';
import type { ReferencedSource } from '../../../core/server/agents/offline/request-material.ts';

/**
 * 'Should we keep the Google Ads going?' asks about one channel: the answer is a call on that channel, weighed
 * against the others in the space's results table, not a review of the table as a plan nor a cut of another
 * channel. The space is an ice-cream parlour with a summer report it did not tick.
 */
const PROFILE: Record<string, string> = {
  business_name: 'Tidewater Ices',
  business_description: 'Tidewater Ices makes ice cream in Whitstable and sells it from our parlour, a van at events and tubs online.',
  goal_primary: 'Sell 2,000 tubs online by September',
  channels_current: 'Newsletter, Google Ads, Instagram, farmers markets',
};

const REPORT = `# Summer report (Jun-Aug)

| Channel | Spend | Tub orders |
|---|---|---|
| Newsletter | £60 | 180 |
| Google Ads | £1,800 | 45 |
| Instagram organic | £0 | 70 |
| Farmers markets | £450 | 150 |
`;

const LIBRARY: ReferencedSource[] = [{ kind: 'document', id: 'r1', title: 'summer-report.md', text: REPORT }];
const strategy = (message: string, version = 1) =>
  catalogueAnswer('strategy-review-agent', { message, mode: 'normal', profile: PROFILE, brandVoice: null, spaceName: 'Tidewater Ices', library: LIBRARY, version }, null)!;

describe('R-PROD-02 strategy: a question about keeping one channel is answered about that channel', () => {
  it('"should we keep the Google Ads going?" stops Google Ads on its cost per order, with its share of spend and orders', () => {
    const answer = strategy('Looking at the summer figures, should we keep the Google Ads going?');
    expect(answer.brief.task).toBe('strategy.cut-or-shift');
    expect(answer.field).toMatch(/^\*\*Decision:\*\* Stop Google Ads and put its £1,800 into Farmers markets: it costs £40 per tub order \(£1,800 ÷ 45\), against £3 per tub order for Farmers markets\./m);
    expect(answer.field).toContain('Google Ads took 78 % of the spend (£1,800 of £2,310) and brought 10 % of the tub orders (45 of 445).');
    expect(answer.field).not.toMatch(/^## Gaps|Cut Newsletter|Cut Instagram/m);
  });

  it('the regenerate halves it instead, and says when to stop it altogether', () => {
    const answer = strategy('Looking at the summer figures, should we keep the Google Ads going?', 2);
    expect(answer.field).toMatch(/Halve Google Ads \(£1,800 ÷ 2 = £900\)/);
    expect(answer.field).toContain('stop it if it still costs more than £3 per tub order (Farmers markets)');
  });

  it('"is the newsletter worth keeping?" keeps a channel that is cheap per order', () => {
    const answer = strategy('Is the newsletter worth keeping, on the summer figures?');
    expect(answer.field).toMatch(/Keep Newsletter: at £0\.33 per tub order \(£60 ÷ 180\)/);
  });
});

describe('R-PROD-02 strategy: a cut weighed against a channel that costs nothing', () => {
  const FREE_AND_PAID = `# Autumn bookings (Sep-Nov)

| Channel | Spend | Bookings |
|---|---|---|
| Google Business Profile | £0 | 11 |
| Google Ads | £1,470 | 3 |
`;
  const ask = (version: number) =>
    catalogueAnswer('strategy-review-agent', { message: 'Which channel should we cut?', mode: 'normal', profile: PROFILE, brandVoice: null, spaceName: 'Tidewater Ices', library: [{ kind: 'document', id: 'b1', title: 'autumn-bookings.md', text: FREE_AND_PAID }], version }, null)!;

  it('never says a channel costs "∞ times" a free one, nor sets £0 as the bar a paid channel must reach', () => {
    for (const version of [1, 2]) {
      const answer = ask(version).field ?? '';
      expect(answer).not.toMatch(/∞|÷ £0\)|more than £0 per/);
    }
    expect(ask(2).field).toContain('while Google Business Profile brings them for no spend at all');
  });
});
