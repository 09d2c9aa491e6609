import { describe, expect, it } from 'vitest';
import { ask, given } from '../../support/picture-framer-space.ts';

/**
 * After the CMO's call, 'give me one concrete campaign for it, with a budget' asks for new work about the call: a
 * campaign brief for the move it chose, with a sum to start from when the profile gives a monthly budget, shown
 * with its working. Through the function the server runs for an offline run, on a call written by hand.
 */
const call = () =>
  given('cmo', 'Should we spend next month on newspaper ads or a referral card?', `**Decision:** Run the referral card, not newspaper ads.\n\n## Why\n- Your profile says the best customers come from word of mouth.\n\n## This month\n1. Print 200 referral cards and hand one out with every finished frame.\n2. Count the cards that come back each week.`);

describe('a campaign for the CMO call just made', () => {
  it('briefs a campaign for the chosen move, with a starting budget worked from the profile', () => {
    const answer = ask('cmo', 'Give me one concrete campaign for it, with a budget', call());
    expect(answer.draft).not.toMatch(/could not make that change|Name the pieces/i);
    expect(answer.field).toMatch(/referral card/i);
    expect(answer.field).not.toMatch(/newspaper ads/i);
    expect(answer.field).toContain('£900 ÷ 4 = £225');
  });

  it('reads "plan a campaign around that" as the same new work', () => {
    const answer = ask('cmo', 'OK, plan a campaign around that', call());
    expect(answer.draft).not.toMatch(/could not make that change/i);
    expect(answer.field).toMatch(/referral card/i);
  });

  it('"build me a 90-day plan to win 30 new orders" aims at the request\'s target, not the profile\'s goal, and is no one-piece package', () => {
    const answer = ask('cmo', 'Build me a 90-day plan to win 30 new orders from local photographers on our £900 a month budget. Keep it realistic for a team of two.');
    expect(answer.field).toMatch(/^\*\*Decision:\*\* For the next 90 days, aim everything at "win 30 new orders from local photographers"/);
    expect(answer.draft).not.toMatch(/A package of 1 plan|Frame 60 orders a month/);
  });
});
