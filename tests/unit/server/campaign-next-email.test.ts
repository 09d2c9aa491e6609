import { describe, expect, it } from 'vitest';
import { ask, given } from '../../support/picture-framer-space.ts';

/**
 * The next email of a campaign asked in the same chat ('now write the follow-up for people who didn't open it'):
 * a new email for that group carrying the first one's offer, deadline, call to action and sign-off as written,
 * never the first email revised to talk about not opening it, never thanks for a conversation that never was.
 * Through the function the server runs for an offline run, on a first email written by hand.
 */
const FIRST = `Subject: 15% off framing this month
Preview: Bring your prints in before the 30th.

Hi {{first_name}},

Bring in any print before the 30th and get 15% off the frame with code FRAME15. Every frame is cut by hand in our workshop.

**[Book a visit](https://mitreandglass.example)**

With care, the Mitre & Glass team`;

const first = () => given('email-agent', 'Write an email announcing 15% off framing this month with code FRAME15', FIRST);
const subjectOf = (text: string) => /^Subject:\s*(.+?)\s*$/m.exec(text)?.[1] ?? '';

describe("a campaign's launch email", () => {
  it("reads a campaign's quoted name as its name: not the product, and no deadline from its words", () => {
    const answer = ask('email-agent', "Write the launch email for our 'Frame it before May' campaign to the newsletter list. Offer: code MAYFRAME gives 10% off the frame, for orders by 30 April 2027. Subject line under 50 characters, body under 150 words, one button.");
    expect(answer.field).toContain('by 30 April 2027');
    expect(answer.field).not.toMatch(/before May|'Frame it before May' is|\[one line on what/i);
  });
});

describe('a series asked to cover things', () => {
  it('"cover the glass upgrade, parking, and how to reach us by phone": each said in one of the emails, from the facts', () => {
    const answer = ask('email-agent', 'Can you write a 3-email welcome sequence for new customers? Email 1 goes out the day they order, email 2 a few days before collection, email 3 after they collect. Cover the conservation glass upgrade, parking, and how to reach us by phone. Each email under 120 words.');
    const email = answer.field ?? '';
    expect(email).toContain('Conservation glass upgrade costs £25.');
    expect(email).toMatch(/Valley Road car park/);
    expect(email).toContain('Call us on 01422 555019.');
    expect(email).not.toMatch(/\[how to reach us/);
  });
});

describe('the next email of a campaign, asked in the chat', () => {
  it('writes the follow-up for people who did not open the first under a new subject, with its offer, link and sign-off', () => {
    const answer = ask('email-agent', "Now write the follow-up for people who didn't open it", first());
    const email = answer.field ?? '';
    expect(subjectOf(email)).not.toBe('');
    expect(subjectOf(email)).not.toBe('15% off framing this month');
    expect(email).toContain('FRAME15');
    expect(email).toContain('before the 30th');
    expect(email).toContain('[Book a visit](https://mitreandglass.example)');
    expect(email.trim().split('\n').pop()).toBe('With care, the Mitre & Glass team');
    expect(answer.draft).not.toMatch(/email again|didn't open it, so|What changed|could not make that change/i);
  });

  it('writes the follow-up for people who clicked but did not book as a new email, not thanks for a conversation', () => {
    const answer = ask('email-agent', 'Now write the follow-up email for people who clicked but did not book', first());
    const email = answer.field ?? '';
    expect(email).toContain('FRAME15');
    expect(email).toContain('[Book a visit](https://mitreandglass.example)');
    expect(email).toMatch(/reply to this email/i);
    expect(email).not.toMatch(/conversation|Thanks for your time/i);
  });

  it('writes the reminder for the last days of the offer with the time left in its subject', () => {
    const answer = ask('email-agent', 'Write the reminder email for the last 3 days of the offer', first());
    const email = answer.field ?? '';
    expect(subjectOf(email)).toMatch(/3 days left/i);
    expect(email).toContain('FRAME15');
    expect(email).not.toMatch(/\[what is due, and by when\]/);
  });

  it('still revises the first email when the follow-up re-aims it', () => {
    const answer = ask('email-agent', 'Make it shorter', first());
    expect(subjectOf(answer.field ?? '')).toMatch(/15% off framing/);
    expect(answer.draft).not.toMatch(/next email of the campaign/i);
  });
});
