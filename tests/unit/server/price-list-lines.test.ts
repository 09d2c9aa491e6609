import { describe, expect, it } from 'vitest';
import { catalogueAnswer } from '../../../core/server/agents/tasks/offline-engine.ts';
import type { ReferencedSource } from '../../../core/server/agents/offline/request-material.ts';

/**
 * A maker's price list written as lines that name a range, list its kinds and then give the price in a sentence of
 * its own ('Candles (200g): fig & cedar, sea salt. £18 each, 3 for £48.'), beside a report on the season's trading.
 * The price belongs to the range, a kind the request names is one of it, and the season's trading figures are the
 * business's own, never a claim to its customers. The space is a candle maker.
 */
const PROFILE: Record<string, string> = {
  business_name: 'Wick & Ember',
  business_description: 'We pour soy candles and make reed diffusers in a studio in Whitby, and sell them online, at two weekend markets and to 9 gift shops.',
  website: 'https://wickember.example',
  audience_primary: 'People buying for their own home or as a gift, and gift shops that stock local makers',
  audience_problems: 'candles that tunnel or smell of nothing after a week',
  offer_main: 'Candles £18 each or 3 for £48, diffusers £24, wholesale at half price with a £120 minimum order',
  goal_primary: 'Grow the candle club to 200 members by June, we have 74',
  tone_words: 'warm, plain',
};

const PRICES = `# Price list

Candles (200g): fig & cedar, sea salt, smoked oak, wild mint. £18 each, 3 for £48.
Reed diffusers (100ml): sea salt, wild mint. £24.
Candle club: one candle every month, £15, free delivery, pause any time.
Wholesale: half price, £120 minimum order, 30-day invoice terms.
Delivery: £4.50, free over £40.
`;

const REPORT = `# Spring results (Mar-May)

Wholesale: 9 shops, 2 new in Spring, average reorder every 6 weeks.
Candle club churn was 7% a month.
`;

const LIBRARY: ReferencedSource[] = [
  { kind: 'document', id: 'd1', title: 'price-list.md', text: PRICES },
  { kind: 'document', id: 'd2', title: 'spring-results.md', text: REPORT },
];
const email = (message: string, version = 1) =>
  catalogueAnswer('email-agent', { message, mode: 'normal', profile: PROFILE, brandVoice: 'Short sentences. Sign off with "Warmly, Ada".', spaceName: 'Wick & Ember', library: LIBRARY, version }, null)!.field ?? '';

describe('R-PROD-02 a price list line that names a range and prices it in the next sentence', () => {
  const request = 'Write an email to our list announcing the new smoked oak candle, and push the candle club. Code OAK10 gets 10% off the first month until 30 April.';
  const both = [email(request, 1), email(request, 2)];

  it('says the new kind is one of the range, at the range’s price with its multi-buy, not the profile’s list of everything sold', () => {
    for (const answer of both) expect(answer).not.toMatch(/diffusers £24, wholesale|is candles £18/i);
    expect(both.join('\n')).toMatch(/one of our candles, £18 each, or 3 for £48 \(200g\)/i);
  });

  it('carries the candle club the request says to push, with what it is and costs', () => {
    expect(both[0]).toMatch(/Candle club costs £15: one candle every month/);
  });

  it('keeps the trade’s terms and the season’s stockist and churn figures out of copy to shoppers', () => {
    const captions = catalogueAnswer('creative-agent', { message: 'Write 3 Instagram captions for the wild mint candle', mode: 'normal', profile: PROFILE, brandVoice: null, spaceName: 'Wick & Ember', library: LIBRARY, version: 1 }, null)!.field ?? '';
    for (const answer of [...both, captions]) expect(answer).not.toMatch(/wholesale|minimum order|invoice|9 shops|reorder|churn|7%/i);
    expect(captions).toMatch(/wild mint/i);
  });
});

describe('R-PROD-02 an email to trade buyers carries the trade’s terms; a follow-up to buyers gone quiet wins them back', () => {
  it('"an email to gift shops that stock us about the new smoked oak candle" is about the candle, with the wholesale terms', () => {
    const answer = email('Write an email to gift shops that stock us about the new smoked oak candle');
    expect(answer).toMatch(/smoked oak candle/i);
    expect(answer).toContain('Wholesale: half price, £120 minimum order, 30-day invoice terms.');
  });

  it('"a follow-up email for gift shops that ordered once but not in the last 3 months" never thanks them for a conversation', () => {
    const answer = email('Write a follow-up email for gift shops that ordered once but not in the last 3 months. Mention the invoice terms.');
    expect(answer).not.toMatch(/conversation|next step/i);
    expect(answer).toContain('30-day invoice terms');
    expect(answer).not.toMatch(/Also worth knowing: the invoice terms/);
  });
});

describe('R-PROD-02 creative copy about one kind of a range', () => {
  const creative = (message: string) => catalogueAnswer('creative-agent', { message, mode: 'normal', profile: PROFILE, brandVoice: null, spaceName: 'Wick & Ember', library: LIBRARY, version: 1 }, null)!.field ?? '';

  it('headlines for "the wild mint candle" say what it is and what it costs, never the profile’s list of everything sold', () => {
    const answer = creative('Write 5 headlines for the wild mint candle');
    expect(answer).toMatch(/^\d\. Wild mint candle: £18 each, or 3 for £48$/m);
    expect(answer).toMatch(/^\d\. Wild mint candle: one of our candles$/m);
    expect(answer).not.toMatch(/diffusers £24|for people buying/i);
  });
});

describe('R-PROD-02 an offer the request gives is never said to be missing', () => {
  it('a promotion whose offer the brief cannot read says so, instead of "No discount, code or deadline was given"', () => {
    const answer = catalogueAnswer('email-agent', { message: 'Promo email to the list. Offer: order a gift box by 30 November and the engraved lid is free. Under 150 words.', mode: 'normal', profile: PROFILE, brandVoice: null, spaceName: 'Wick & Ember', library: LIBRARY, version: 1 }, null)!;
    expect(answer.draft).not.toContain('No discount, code or deadline was given');
  });
});
