import { describe, expect, it } from 'vitest';
import { catalogueAnswer } from '../../../core/server/agents/tasks/offline-engine.ts';

/**
 * An offer the request names but does not spell out ('the autumn offer') is written as the space's documents state
 * it: its discount, code and deadline, what it is on, and the paragraph's other conditions; never left as blanks
 * the user already filled in elsewhere. An offer the documents do not hold is not borrowed from another one.
 * Customers' wishes in a feedback list are never told back to them as proof. The space is a mobile bike-fitting van.
 */
const PROFILE: Record<string, string> = {
  business_name: 'Saddle Van',
  business_description: 'A mobile bike-fitting van: we come to your door in Bristol and set your bike up to fit you.',
  offer_main: 'Full bike fit: £120, about two hours, at your door',
  tone_words: 'friendly, precise',
};
const LIBRARY = [
  { kind: 'document' as const, id: 'd1', title: 'Autumn offer', text: 'Autumn offer: book any road-bike fit before 15 October and get 20% off with code FITAUTUMN.\nA saddle-height check after 4 weeks is included. Cleats are fitted for free.' },
  { kind: 'document' as const, id: 'd2', title: 'Rider feedback', text: 'What riders said: the fit fixed knee pain (mentioned 14 times); the van was on time (9); wanted evening slots (6); found the payment link confusing (3).' },
];
const email = (message: string) => catalogueAnswer('email-agent', { message, mode: 'normal', profile: PROFILE, brandVoice: null, spaceName: 'Saddle Van', library: LIBRARY, version: 1, today: '2026-09-01' }, null)!;

describe('R-PROD-02 Email agent: an offer named in the request is written as the documents state it', () => {
  const answer = email('Write an email to past customers about the autumn offer. Mention the code and the deadline.');

  it('carries the discount, code, deadline and what it is on from the document, with no blanks for them', () => {
    expect(answer.draft).toContain('20% off any road-bike fit');
    expect(answer.draft).toContain('FITAUTUMN');
    expect(answer.draft).toContain('before 15 October');
    expect(answer.draft).not.toMatch(/\[the code\]|\[the deadline\]|No discount, code or deadline was given/);
  });

  it("says the offer paragraph's other conditions beside it", () => {
    expect(answer.draft).toContain('A saddle-height check after 4 weeks is included.');
  });

  it('tells riders what others praised, never what they wished were different', () => {
    expect(answer.draft).not.toMatch(/evening slots|confusing/);
  });

  it('borrows no other offer for one the documents do not hold', () => {
    const spring = email('Write an email to past customers about the spring offer.');
    expect(spring.draft).not.toContain('FITAUTUMN');
  });
});

describe('R-PROD-02 Email agent: an offer code the request names is written with what the documents say it gets and its conditions', () => {
  const PRICES = {
    kind: 'document' as const,
    id: 'd3',
    title: 'Prices and terms',
    text: [
      '# Saddle Van prices',
      '',
      '## Fits',
      '- Road-bike fit: £120',
      '- Cleat fit: £45',
      '',
      '## Code WINTERFIT',
      '10% off a Road, Gravel or Triathlon fit.',
      '- Book by 20 December; the fit must take place by 31 January.',
      '- New riders only, one use per person.',
      '- Not valid on cleat fits or gift vouchers.',
    ].join('\n'),
  };
  const answer = catalogueAnswer('email-agent', { message: 'Draft a promo email to people who asked but never booked, pushing the WINTERFIT code. Spell out the conditions so nobody is surprised. Subject line plus body, under 150 words.', mode: 'normal', profile: PROFILE, brandVoice: null, spaceName: 'Saddle Van', library: [PRICES], version: 1, today: '2026-11-01' }, null)!;

  it('says what the code gets, by when, and its conditions', () => {
    expect(answer.draft).toContain('10% off a Road, Gravel or Triathlon fit');
    expect(answer.draft).toContain('WINTERFIT');
    expect(answer.draft).toMatch(/20 December/);
    expect(answer.draft).toContain('New riders only, one use per person.');
    expect(answer.draft).toContain('Not valid on cleat fits or gift vouchers.');
  });
});

describe('R-PROD-02 copy that says more of an offer than its code gives is named in a check and put right in a rewrite', () => {
  const PRICES = {
    kind: 'document' as const,
    id: 'd4',
    title: 'Prices and terms',
    text: ['## Code WINTERFIT', '10% off a Road, Gravel or Triathlon fit.', '- Book by 20 December.', '- Not valid on cleat fits or gift vouchers.'].join('\n'),
  };
  const run = (message: string) => catalogueAnswer('brand-voice', { message, mode: 'normal', profile: PROFILE, brandVoice: 'Tone: friendly, precise', spaceName: 'Saddle Van', library: [PRICES], version: 1 }, null)!;

  it('a check names "10% off everything" with what the code gives and what it excludes, and a wrong discount', () => {
    const check = run('Check this post against our voice: "New year, new position on the bike. Use WINTERFIT for 10% off everything."');
    expect(check.field).toContain('**Offer claims your documents do not back**');
    expect(check.field).toContain('"10% off everything": the code WINTERFIT gives 10% off a Road, Gravel or Triathlon fit only (not valid on cleat fits or gift vouchers), as "Prices and terms" states it.');
    const wrong = run('Check this post against our voice: "New year, new position on the bike. Use WINTERFIT for 20% off a road fit."');
    expect(wrong.field).toContain('"20% off": the code WINTERFIT gives 10% off a Road, Gravel or Triathlon fit, as "Prices and terms" states it.');
  });

  it('a rewrite says the offer as the documents give it, and says so', () => {
    const rewrite = run('Rewrite this in our voice: "New year, new position on the bike. Use WINTERFIT for 10% off everything."');
    expect(rewrite.field).toContain('Use WINTERFIT for 10% off a Road, Gravel or Triathlon fit.');
    expect(rewrite.draft).toContain('Said the offer as your documents give it: "10% off everything" is now "10% off a Road, Gravel or Triathlon fit".');
  });
});

describe('R-PROD-02 an offer on several services is never priced as one of them', () => {
  it('"10% off a Road, Gravel or Triathlon fit" says no single fit\'s price as the price of all three', () => {
    const PRICES = { kind: 'document' as const, id: 'd5', title: 'Prices', text: ['## Fits', '- Road fit: £120', '- Gravel fit: £130', '- Triathlon fit: £150', '', '## Code WINTERFIT', '10% off a Road, Gravel or Triathlon fit.', '- Book by 20 December.'].join('\n') };
    const answer = catalogueAnswer('email-agent', { message: 'Draft a promo email pushing the WINTERFIT code, under 150 words.', mode: 'normal', profile: PROFILE, brandVoice: null, spaceName: 'Saddle Van', library: [PRICES], version: 1, today: '2026-11-01' }, null)!;
    expect(answer.field).toContain('10% off a Road, Gravel or Triathlon fit');
    expect(answer.field).not.toMatch(/Road, Gravel or Triathlon fit (?:is|costs) £|that's £\\d/);
  });
});
