import { describe, expect, it } from 'vitest';
import { ask } from '../../support/picture-framer-space.ts';
import { catalogueAnswer } from '../../../core/server/agents/tasks/offline-engine.ts';
import type { AgentContext } from '../../../core/server/agents/tools/agent-context.ts';

/**
 * Decisions made on the figures a request gives: three labelled ways to spend weighed against the cost of a result
 * the request's own record gives, and what a customer is worth read from 'twice a year for around 3 years' or
 * 'stays around 4 years'. Through the function the server runs for an offline run.
 */
const THREE = `I need a decision by Friday. We have £2,000 left this quarter.

Option A: put it all into Instagram ads. Last quarter £1,500 there brought 30 enquiries and 9 orders.
Option B: a stand at the Hebden Bridge Arts Festival on 12 June: £900 for the stand plus about £300 for print. The organisers expect 3,000 visitors.
Option C: £1,000 on Instagram ads, skip the festival, and keep the rest for next quarter.

Our average order is £110. Which one do we do?`;

describe("decisions on the request's own figures", () => {
  it('three labelled options: a call among them with the cost per order worked out, not a split across channels', () => {
    for (const agent of ['cmo', 'strategy-review-agent'] as const) {
      const answer = ask(agent, THREE);
      expect(answer.field).toMatch(/^\*\*Decision:\*\* Option C\b/);
      expect(answer.field).toContain('£1,500 ÷ 9 = **£167**');
      expect(answer.field).toContain('Option B, a stand at the Hebden Bridge Arts Festival on 12 June: costs **£1,200**');
      expect(answer.field).toContain('£1,200 ÷ £167 = 7.2, so **8 orders**');
      expect(answer.field).not.toMatch(/Newspaper|Put £\d[\d,]* into each/);
    }
  });

  it('three labelled options with no figure for what a sale is worth: the one that buys most at the measured rate', () => {
    const answer = ask('cmo', THREE.replace('Our average order is £110. ', ''));
    expect(answer.field).toMatch(/^\*\*Decision:\*\* Option A\b/);
    expect(answer.field).toContain('Option B would have to bring 8 or more to match it');
  });

  it('"twice a year for around 3 years" and "stays around 4 years" are read as what a customer is worth', () => {
    const orders = ask('cmo', 'Our average customer spends about £110 an order and comes back twice a year for around 3 years. What is the most we should pay to win one customer, and what target cost per acquisition should I set in Instagram ads?');
    expect(orders.field).toContain('£110 (your request) × 2 a year × 3 years = **£660**');
    expect(orders.field).toContain('Set the target CPA at £220 or below');
    const months = ask('cmo', "Our average client pays about £150 a month and stays around 4 years. What's the most we should pay to win one client?");
    expect(months.field).toContain('£150 (your request) × 48 months (4 years) = **£7,200**');
    expect(months.field).not.toMatch(/Fill in|\[months they stay\]/);
  });

  it("a plan's every priced line counts, a sponsorship or a brochure too, so its sums are right", () => {
    const answer = ask('strategy-review-agent', `Can you review our summer plan before I show my partner?

Budget £900/month:
- £500 Instagram ads to people within 20 miles
- £250 printed brochure for the tourist office
- £150 sponsoring the Hebden Bridge Arts Festival programme
Goal: 60 orders a month by July.

What's weak, and what would you change?`);
    expect(answer.field).toContain('£500 ÷ £900 = 56 %');
    expect(answer.field).not.toMatch(/add up to|gives no amount per channel/);
  });

  it('a goal for the year ("480 orders in 2027") sets the monthly targets, and "max 4" is how many', () => {
    const profile = { business_name: 'Mitre & Glass', offer_main: 'Bespoke picture framing', goal_primary: 'Frame 480 orders in 2027, mostly for local artists', budget: '£900 per month', goal_kpis: 'Orders, enquiries, cost per order' };
    const ctx: AgentContext = { message: 'What KPIs should I report each month? Max 4, each with a monthly target based on our goals.', mode: 'chat', profile, brandVoice: '', spaceName: 'Mitre & Glass', version: 1 };
    const answer = catalogueAnswer('cmo', ctx, null);
    expect(answer.field).toContain('| Orders | [today’s number] | **40** | Your goal: 480 orders in 2027 = 40 a month. |');
    expect(answer.field).toContain('**at most £23**');
    expect((answer.field ?? '').split('\n').filter((l) => /^\| (?!KPI|---)/.test(l))).toHaveLength(4);
  });

  it('a SWOT against a rival already trading, "as a table": a two-by-two grid, and no talk of its opening weeks', () => {
    const answer = ask('strategy-review-agent', 'Do a quick SWOT of Mitre & Glass against online framing shops like Easyframe, for local artists. As a table, please.');
    expect(answer.field).toContain('| Strengths | Weaknesses |');
    expect(answer.field).toContain('| Opportunities | Threats |');
    expect(answer.field).not.toMatch(/opens|opening offers|first weeks|newer walls/i);
  });
});

describe('"should I move the X money into Y? I want a yes or no and the numbers behind it"', () => {
  it('weighs the two channels on the cost of an order the request gives ("gets ~20", "get maybe 4"), never "yes" against "no"', () => {
    const answer = ask('strategy-review-agent', 'We spend £900/month. Instagram £300 gets ~20 orders a month, newspaper ads £250 get maybe 4, Facebook boosts £150 get about 3. Should I move the newspaper money into Instagram for Jan–Mar? I want a yes or no and the numbers behind it.');
    expect(answer.draft).not.toMatch(/Go with I want a yes|no and the numbers behind it/);
    expect(answer.field).toContain('Newspaper ads (4 orders): £250 ÷ 4 = £62.50 per order');
    expect(answer.field).toContain('Instagram (20 orders): £300 ÷ 20 = £15 per order');
    expect(answer.draft).toMatch(/\*\*Decision:\*\* [^\n]*focus on Instagram[^\n]*stop Newspaper ads/);
  });
});

describe('"What should I track weekly, and what targets? We need 60 sign-ups by end of March."', () => {
  it('gives KPIs, the first a weekly target worked from the dated goal to today, not a review of the profile', () => {
    const profile = { business_name: 'Mitre & Glass', business_description: 'A picture framing workshop.', goal_primary: 'Frame 60 orders a month', budget: '£900 per month' };
    const message = 'What should I track weekly for the Framing Club push, and what targets? We need 60 sign-ups by end of March.';
    const answer = catalogueAnswer('strategy-review-agent', { message, mode: 'chat', profile, brandVoice: null, spaceName: 'Mitre & Glass', library: [], version: 1, today: '2027-01-05' }, null);
    expect(answer.draft).not.toMatch(/Not ready to run as written/);
    expect(answer.field).toContain('| Sign-ups | [today’s number] | **5** | 60 sign-ups by end of March ÷ 12 weeks left');
  });
});

describe('"Three more galleries want the same deal (£420/month each), but I\'d need a second framer at £2,300/month. Do we take it?"', () => {
  for (const agent of ['cmo', 'strategy-review-agent'] as const) {
    it(`${agent}: decides on the sums: what the deals bring against the cost, and what would cover it`, () => {
      const answer = ask(agent, "Big call. Three more galleries want the same framing deal as the Hebden Arts Trail (£420/month each), but I'd need a second framer at £2,300/month. Do we take it? Decide.");
      expect(answer.draft).toContain('**Decision:** No, not on these terms: the 3 deals bring £1,260 a month against £2,300 for a second framer, £1,040 a month short.');
      expect(answer.field).toContain('It pays once 6 deals cover the cost');
      expect(answer.draft).not.toMatch(/focus on Instagram|Not ready to run as written/);
    });
  }
  it('says yes when the deals cover the cost, with what is left', () => {
    const answer = ask('cmo', 'Six more galleries want the same framing deal (£420/month each), but I would need a second framer at £2,300/month. Should we take it?');
    expect(answer.draft).toContain('**Decision:** Yes: the 6 deals bring £2,520 a month against £2,300 for a second framer, £220 a month to the good');
  });
});

