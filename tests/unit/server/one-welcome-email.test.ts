import { describe, expect, it } from 'vitest';
import { ask } from '../../support/picture-framer-space.ts';

/**
 * 'welcome email for people who just booked …, under 150 words. mention the parking and the conservation glass': one
 * email (never a five-email series), with each thing it was asked to mention said from the space's facts. Through the
 * function the server runs for an offline run, in the picture framer's space.
 */
describe('R-PROD-02 one welcome email asked, with what to mention', () => {
  it('writes one email under the limit that says the parking and the conservation glass from the facts', () => {
    const answer = ask('email-agent', 'welcome email for people who just booked their first framing consultation, under 150 words. mention the parking and the conservation glass');
    expect(answer.field!.match(/^Subject:/gm)).toHaveLength(1);
    expect(answer.draft).not.toMatch(/Email 2 of|nurture emails|Stop the sequence/);
    expect(answer.field).toContain('- **Parking:** Free for 2 hours in the Valley Road car park');
    expect(answer.field).toContain('- **Conservation glass:** Conservation glass upgrade costs £25.');
    expect(answer.field).toContain('With care, the Mitre & Glass team');
    expect(answer.field!.split(/\s+/).length).toBeLessThanOrEqual(150);
  });

  it('"mention the parking and conservation glass" is two things, each on its own line', () => {
    const answer = ask('email-agent', 'welcome email for people who just booked their first consultation. mention the parking and conservation glass');
    expect(answer.field).toContain('- **Parking:** Free for 2 hours in the Valley Road car park');
    expect(answer.field).toContain('- **Conservation glass:** Conservation glass upgrade costs £25.');
  });
});
