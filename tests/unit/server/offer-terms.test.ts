import { describe, expect, it } from 'vitest';
import { catalogueAnswer } from '../../../core/server/agents/tasks/offline-engine.ts';

/**
 * An offer's conditions, as the request states them, reach the customer: what it is on with its measure ('shutters
 * for 3 windows or more'), when it must be ordered, what it leaves out and what it cannot be used with, each said
 * plainly beside the offer. The part of the price it is on ('fitting on …') is the offer's; the email promotes the
 * thing itself. The space is a window blind fitter.
 */
const PROFILE: Record<string, string> = {
  business_name: 'Shade & Slat',
  business_description: 'Made-to-measure blinds and shutters in Leicester, measured and fitted by us.',
  offer_main: 'Made-to-measure shutters and blinds',
  tone_words: 'clear, warm',
};
const email = (message: string) => catalogueAnswer('email-agent', { message, mode: 'normal', profile: PROFILE, brandVoice: null, spaceName: 'Shade & Slat', version: 1 }, null)!;

describe('R-PROD-02 Email agent: an offer carries the conditions the request gives', () => {
  const answer = email("Offer email for our list please. Code SHADE20 — 20% off fitting on wooden shutters for 3 windows or more, has to be ordered by 30 November. Doesn't include the survey fee, and you can't use it with the trade discount.");

  it('says each condition as a sentence beside the offer', () => {
    expect(answer.draft).toContain('Good to know:');
    expect(answer.draft).toContain('- It doesn\'t include the survey fee.');
    expect(answer.draft).toContain('- You can\'t use it with the trade discount.');
    expect(answer.draft).toContain('20% off fitting on wooden shutters for 3 windows or more');
    expect(answer.draft).toContain('SHADE20');
  });

  it('promotes the shutters, not "fitting on" them, and never the list it goes to', () => {
    expect(answer.draft).not.toMatch(/offer on fitting on|offer on our list|off our list/i);
  });
});

describe('R-PROD-02 Email agent: the list an email goes to is no one to speak to', () => {
  it('speaks to past customers as one of them, and to no one by the name of a newsletter list', () => {
    const past = email('Offer email to the whole past-customer list: 20% off wooden shutters with code SHADE20 until 30 June.');
    expect(past.draft).toContain('As one of our past customers, ');
    expect(past.draft).not.toMatch(/Whole past-customer list,|past-customer list, here/i);
    const list = email('Offer email for the newsletter list: 20% off wooden shutters with code SHADE20 until 30 June.');
    expect(list.draft).not.toMatch(/Newsletter list,|offer on the newsletter list|off the newsletter list/i);
  });
});
