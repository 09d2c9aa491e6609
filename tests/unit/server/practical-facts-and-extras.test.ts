import { describe, expect, it } from 'vitest';
import { ask } from '../../support/picture-framer-space.ts';

/**
 * How to get there ('Parking: free for 2 hours …') is no free trial and no reason to buy, and an upgrade added to
 * what is sold ('Conservation glass upgrade: £25') is not where prices start. Through the function the server runs
 * for an offline run, on a price list that holds both.
 */
describe('practical lines and extras in the price list', () => {
  it('a pricing page snippet starts prices at the frame, not the upgrade, and says nothing of parking', () => {
    const answer = ask('seo-agent', "Write a meta title (max 60 characters) and meta description (max 155 characters) for our pricing page, using what's in the price list.");
    expect(answer.field).toContain('from £85');
    expect(answer.field).not.toMatch(/from £25|Parking|trial/i);
  });

  it('a post about the frames does not sell the car park', () => {
    const answer = ask('creative-agent', 'Write a LinkedIn post about our handmade frames');
    expect(answer.field).not.toMatch(/Parking|car park/i);
  });

  it('FAQs ask no trial question on the strength of free parking, and price the upgrade as an extra', () => {
    const answer = ask('seo-agent', 'Write 3 FAQs for our website');
    expect(answer.field).not.toMatch(/Is there a trial|Parking/i);
    expect(answer.field).toContain('Bespoke frame, up to A3 costs £85. The conservation glass upgrade is £25 extra.');
  });
});
