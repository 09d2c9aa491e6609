import { describe, expect, it } from 'vitest';
import { catalogueAnswer } from '../../../core/server/agents/tasks/offline-engine.ts';

/**
 * R-PROD-02 a booking reminder by text, asked by when it goes rather than by name: it reminds, says how to cancel
 * without the fee from the space's own policy and number, and says so when the text would arrive too late for that.
 * The space is a mobile dog groomer.
 */
const POLICIES = {
  kind: 'document' as const,
  id: 'pol',
  title: 'Booking policies',
  text: ['# Booking policies', '', '- Cancellation: free up to 48 hours before your appointment. Later than that we charge £20.', '- Call or text 0113 496 0722 to change a booking.'].join('\n'),
};
const reminder = (message: string) =>
  catalogueAnswer('email-agent', { message, mode: 'normal', profile: { business_name: 'Suds on Wheels', business_description: 'A mobile dog-grooming van in Leeds.' }, brandVoice: null, spaceName: 'Suds on Wheels', library: [POLICIES], version: 1 }, null)!;

describe('R-PROD-02 the text sent before a booked appointment', () => {
  it('"the SMS we send the day before a booked appointment … how to cancel without the fee" reminds, with the policy\'s window and number', () => {
    const answer = reminder('I need the SMS we send the day before a booked appointment. Under 160 characters, and it must tell people how to cancel without paying the fee.');
    expect(answer.field).toMatch(/^Suds on Wheels: (?:A reminder of your booking with us tomorrow|See you tomorrow)/m);
    expect(answer.field).toContain('To cancel free, call 0113 496 0722 at least 48 hours before.');
    expect(answer.field).not.toMatch(/mobile dog-grooming van|Reply STOP/);
    const text = /\*\*Text 1\*\* _\((\d+)\/\d+ characters\)_/.exec(answer.field!)!;
    expect(Number(text[1])).toBeLessThan(160);
  });

  it('says plainly that a text sent the day before arrives inside a 48-hour window, when cancelling already costs the fee', () => {
    const answer = reminder('Write the text message we send the day before each appointment, under 160 characters, with how to cancel for free.');
    expect(answer.draft).toContain('Sent the day before, the text arrives less than 48 hours ahead of the visit, inside the window where cancelling costs a fee');
  });
});
