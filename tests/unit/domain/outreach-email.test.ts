import { describe, expect, it } from 'vitest';
import { emailOfAnswer } from '../../../core/domain/outreach/outreach.ts';

/** R-OPEN-38: the email an Email Agent answer holds, for a campaign draft; variables are kept. */
describe('emailOfAnswer', () => {
  it('takes a Subject: line out of the body', () => {
    expect(emailOfAnswer('Subject: Hello {{firstName}}\n\nHi {{firstName}},\nA quick idea.')).toEqual({ subject: 'Hello {{firstName}}', body: 'Hi {{firstName}},\nA quick idea.' });
    expect(emailOfAnswer('**Subject:** Meet Zephyr\r\nBody here')).toEqual({ subject: 'Meet Zephyr', body: 'Body here' });
  });

  it("reads the Email Agent's first subject line option and its Body section", () => {
    const answer = '## Welcome\n\n**Subject line options**\n1. Welcome aboard, {{firstName}}\n2. Glad you are here\n\n**Body**\n\nHi {{firstName}},\n\nThanks for joining.\n\n_Written from your brand voice._';
    expect(emailOfAnswer(answer)).toEqual({ subject: 'Welcome aboard, {{firstName}}', body: 'Hi {{firstName}},\n\nThanks for joining.' });
  });

  it('keeps the whole text as the body when it names no subject', () => {
    expect(emailOfAnswer('  Just a body.  ')).toEqual({ subject: '', body: 'Just a body.' });
  });
});
