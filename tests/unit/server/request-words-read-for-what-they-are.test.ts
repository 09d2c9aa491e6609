import { describe, expect, it } from 'vitest';
import { ask } from '../../support/picture-framer-space.ts';

/**
 * Words of a request that say what the piece is like or where its words come from, read as that: 'use a line from
 * our price list' asks for no second piece, and 'a one-page tone guide' names no tone. Through the function the
 * server runs for an offline run.
 */
describe('request words read for what they are', () => {
  it('"use a line from our price list" puts a line in the post; it is no second piece', () => {
    const answer = ask('creative-agent', 'Write a LinkedIn post (under 120 words) about our conservation glass, aimed at photographers. Use a line from our price list.');
    expect(answer.draft).not.toMatch(/Two pieces|## Line/);
    expect(answer.field).toContain('Conservation glass upgrade costs £25.');
  });

  it('"an email pushing the conservation glass upgrade" sells that upgrade at its price; it is no notice of a change', () => {
    const answer = ask('email-agent', 'need a june email to our list pushing the conservation glass upgrade. under 150 words, subject line + preview text too');
    expect(answer.draft).toContain('A promotional email about the conservation glass upgrade.');
    expect(answer.draft).toContain('£25');
    expect(answer.draft).not.toMatch(/let you know about a change|What changes/);
  });

  it('"a one-page tone guide" keeps the voice set: "one-page" is no tone', () => {
    const answer = ask('brand-voice', "Our new assistant starts answering customer emails next week. Write a one-page tone guide for them: dos and don'ts, with three example phrases for each.");
    expect(answer.field).not.toMatch(/one-page/i);
    expect(answer.field).toContain('sound warm, crafted, plain');
  });
});

describe('a text message asked of the creative agent', () => {
  it('"SMS to customers who haven\'t ordered in 6 months … under 160 characters" is one text, a nudge with the link, never five headlines', () => {
    const answer = ask('creative-agent', "SMS to customers who haven't ordered in 6 months. Gentle nudge, under 160 characters, include the link mitreandglass.example/book");
    expect(answer.draft).not.toMatch(/headlines/i);
    const text = /\*\*Text 1\*\* _\((\d+)\/159 characters\)_\n\n(.+)/.exec(answer.field ?? '');
    expect(text).not.toBeNull();
    expect(Number(text![1])).toBeLessThan(160);
    expect(text![2]).toMatch(/^Mitre & Glass: (?:It's been a while since we saw you|We haven't seen you for a while|Long time no see)\./);
    expect(text![2]).toContain('mitreandglass.example/book');
  });
});

describe('acting inside the business\'s own accounts', () => {
  it('"Can you log in to our Google Business Profile and request a new verification postcard?" is declined by name, with what can be written instead', () => {
    for (const agent of ['seo-agent', 'cmo', 'creative-agent'] as const) {
      const answer = ask(agent, 'Can you log in to our Google Business Profile and request a new verification postcard?');
      expect(answer.brief.task, agent).toBeNull();
      expect(answer.draft, agent).toMatch(/^I can't log in to your Google Business Profile or do anything in it from here: no agent here signs in to your accounts, so that is done in Google Business Profile itself\./);
      expect(answer.draft, agent).not.toMatch(/no page to audit/);
    }
  });
});

describe('a set-up inside the business\'s own software', () => {
  const REQUEST = 'Can you set up automatic booking reminders in our booking system (we use Booksy) so customers get a text 24 hours before every appointment?';

  it('is declined by name, with the text it sends offered instead, never a reminder email with blanks', () => {
    const answer = ask('email-agent', REQUEST);
    expect(answer.brief.task).toBeNull();
    expect(answer.draft).toMatch(/^I can't set up or change anything in Booksy from here: no connection in this workspace reaches it/);
    expect(answer.draft).not.toMatch(/Subject:|\[what is due/);
  });

  it('"OK, fair enough. Can you just write the reminder text then? Under 160 characters." is a booking reminder by text', () => {
    const declined = ask('email-agent', REQUEST);
    const answer = ask('email-agent', 'OK, fair enough. Can you just write the reminder text then? Under 160 characters.', { deliverable: declined.draft, brief: declined.brief, request: REQUEST });
    expect(answer.field).toMatch(/\*\*Text 1\*\* _\(\d+\/159 characters\)_\n\nMitre & Glass: (?:A reminder of your booking with us tomorrow at \[time\]|See you tomorrow at \[time\] for your booking)\./);
  });
});

describe('"is it too generic?" answered as asked', () => {
  it('a line with only the trade\'s words is too generic: yes, and why', () => {
    const answer = ask('brand-voice', "Is 'Frames made with care' too generic as our tagline?");
    expect(answer.field).toMatch(/^\*\*Yes, it is too generic\.\*\* "Frames made with care" could be any business's line\./);
    expect(answer.field).toContain('- Nothing in it is only yours: "frames" is a word every business in your trade uses');
  });

  it('a line with the place in it is not: no, and what only they say', () => {
    const answer = ask('brand-voice', "Is 'Hand-cut frames from Hebden Bridge' too generic as our tagline?");
    expect(answer.field).toMatch(/^\*\*No, it is not too generic\.\*\*/);
    expect(answer.field).toContain('- It says what only you say: "Hebden", "Bridge".');
  });
});

describe('a dated event announced', () => {
  it('"an email announcing our framing workshop on Saturday 14 June at 10am, £25 a place" carries the day, the time and the price', () => {
    const answer = ask('email-agent', 'Write an email announcing our framing workshop on Saturday 14 June at 10am, £25 a place');
    expect(answer.field).toMatch(/Saturday 14 June/);
    expect(answer.field).toMatch(/10am/);
    expect(answer.field).toMatch(/£25/);
    expect(answer.brief.task).toBe('email.event-invitation');
  });
});
