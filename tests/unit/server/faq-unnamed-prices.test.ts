import { describe, expect, it } from 'vitest';
import { catalogueAnswer } from '../../../core/server/agents/tasks/offline-engine.ts';

/**
 * An FAQ's cost answer says the prices of the one thing sold as its prices ('£95 a half day or £160 a full day'),
 * never 'one-off services priced separately' or an extra on top; a short-sentence voice never cuts its audience
 * answer in two at a noun's 'and'. The space is an e-bike tour company.
 */
const PROFILE: Record<string, string> = {
  business_name: 'Hill Hum Tours',
  business_description: 'Guided e-bike tours of the Peak District.',
  offer_main: 'Guided e-bike tours, bike and helmet included',
  offer_price_point: '£160 a full day; £95 a half day',
  audience_primary: 'Couples and friend groups aged 55-75 planning a gentle day out',
};
const LIBRARY = [{ kind: 'document' as const, id: 'd1', title: 'Extras', text: 'Lunch is not included. Extra battery hire £15 a day.' }];

describe('R-PROD-02 SEO agent: an FAQ of a business that sells one thing at a few prices', () => {
  const answer = catalogueAnswer('seo-agent', { message: 'Write a short FAQ section (4 questions) for the tours page.', mode: 'normal', profile: PROFILE, brandVoice: 'Tone: warm\nShort sentences, 12 words at most.', spaceName: 'Hill Hum', library: LIBRARY, version: 1 }, null)!;

  it('gives its prices as its prices, with no extra on top', () => {
    expect(answer.field).toMatch(/costs £160 a full day or £95 a half day\./);
    expect(answer.field).not.toMatch(/priced separately|£15/);
  });

  it('says who it is for in one sentence, not cut at "and"', () => {
    expect(answer.field).toContain('couples and friend groups aged 55-75 planning a gentle day out');
    expect(answer.field).not.toMatch(/\. Friend groups aged/);
  });
});
