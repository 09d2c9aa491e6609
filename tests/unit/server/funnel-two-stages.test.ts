import { describe, expect, it } from 'vitest';
import { ask } from '../../support/picture-framer-space.ts';

/** A funnel given as two counts over their own periods: the step between them, as a month. Through the function the server runs offline. */
const answer = (agent: 'strategy-review-agent', message: string) => ask(agent, message);

describe('two stages given over their own periods', () => {
  it('"14 enquiries a week but only 9 bookings a month": the step between them, as a month, with what to check there', () => {
    const field = answer('strategy-review-agent', "We get about 20 enquiries a week but only about 12 orders a month. Where's the leak likely to be, and what 3 things should I check first?").field!;
    expect(field).toMatch(/^\*\*Where it leaks: enquiries → orders\.\*\* about 87 enquiries a month \(20 a week × 52 ÷ 12\) and 12 orders a month: 13\.8 % of enquiries end as orders/);
    expect(field.split('\n').filter((l) => /^\d\. /.test(l))).toHaveLength(3);
  });
});
