import { describe, expect, it } from 'vitest';
import { profileStarters } from '../../../core/server/agents/profile-starters.ts';

const SLUGS = ['email-agent', 'seo-agent', 'strategy-review-agent', 'brand-voice', 'creative-agent', 'cmo'];

describe('prompt starters from the space profile', () => {
  it('an empty profile gets two requests any business can make and two with blanks for what the profile would say, nothing made up', () => {
    expect(profileStarters('email-agent', {})).toEqual([
      'Write a welcome email for new customers with three subject line options.',
      'Write five subject lines for our next email.',
      'Write an email to (your customers) about (your offer), with three subject line options.',
      'Create a three-email nurture sequence for people who asked about (your offer) but have not bought.',
    ]);
    expect(profileStarters('cmo', {})).toEqual([
      'Which channel should we cut first, and why?',
      'Review our funnel and tell me where we lose the most customers.',
      'What should we focus on this month to reach our goal: (your goal)?',
      'Prepare a launch package for (your offer): an email, two social posts and a search ad.',
    ]);
    for (const slug of SLUGS) {
      expect(profileStarters(slug, {})).toHaveLength(4);
      expect(profileStarters(slug, {}).join(' ')).not.toMatch(/trial|newest feature|webinar|SaaS|B2B|marketing automation|spring campaign|\$|%|example\.com/);
    }
  });

  it('reads the offer, audience and goal out of sentences as people write them: no "We bake", no clause after the phrase', () => {
    const answers = {
      business_name: 'Fernhill Bakehouse',
      offer_main: 'We bake sourdough loaves and pastries, delivered to cafés before 7am every morning.',
      audience_primary: 'Independent cafés and delis in Bristol that want fresh bread without a baker on staff.',
      audience_type: 'Businesses (B2B)',
      goal_primary: 'Sign 12 new café accounts by the end of March.',
      competitors: 'Hobbs House, the supermarkets',
      channels_best: 'Word of mouth',
    };
    expect(profileStarters('email-agent', answers)[0]).toBe('Write an email to independent cafés and delis in Bristol about sourdough loaves and pastries, with three subject line options.');
    expect(profileStarters('strategy-review-agent', answers)).toEqual([
      'Draft a 30/60/90-day plan for our goal: sign 12 new café accounts by the end of March.',
      'How should we position sourdough loaves and pastries against Hobbs House?',
      'What are the biggest risks to our goal, sign 12 new café accounts by the end of March, and how do we reduce them?',
      'Is it right to put most of our budget into word of mouth? Review it.',
    ]);
    expect(profileStarters('creative-agent', answers)[0]).toBe('Write three LinkedIn posts for independent cafés and delis in Bristol about sourdough loaves and pastries.');
    expect(profileStarters('brand-voice', answers).slice(0, 2)).toEqual([
      "Write a voice guide for Fernhill Bakehouse: traits, do's and don'ts, and phrases to use.",
      'Write a short description of sourdough loaves and pastries in our brand voice.',
    ]);
    for (const slug of SLUGS) expect(profileStarters(slug, answers).join(' ')).not.toMatch(/\(your (?:offer|customers|goal|business)\)|we bake|delivered|that want/i);
  });

  it('takes the phrase after "Our main product is", "Our customers are mostly", "Our main goal is to", "To"', () => {
    const answers = {
      offer_main: 'Our main product is a bookkeeping app for freelancers',
      audience_primary: 'Our customers are mostly freelance designers and developers',
      goal_primary: 'Our main goal is to grow paid subscriptions by 20%',
    };
    expect(profileStarters('cmo', answers).slice(0, 3)).toEqual([
      'What should we focus on this month to reach our goal: grow paid subscriptions by 20%?',
      'Prepare a launch package for a bookkeeping app for freelancers: an email, two social posts and a search ad.',
      'Where do we lose the most freelance designers and developers between first visit and purchase?',
    ]);
    expect(profileStarters('strategy-review-agent', { goal_primary: 'To double the enquiries from our website' })[0]).toBe('Draft a 30/60/90-day plan for our goal: double the enquiries from our website.');
  });

  it('shortens a long answer to its first clause, keeping an age range and a name whole', () => {
    const answers = {
      business_name: 'Harbour Lights Co.',
      offer_main: 'We sell handmade ceramic mugs, bowls and plates through our online shop and at weekend markets in the city.',
      audience_primary: 'Women aged 30 to 55 who care about handmade homeware and buy gifts',
      goal_primary: 'Increase online sales in the run-up to Christmas by running a gift campaign',
      channels_best: 'Instagram',
      audience_type: 'Consumers (B2C)',
    };
    expect(profileStarters('creative-agent', answers)[0]).toBe('Write three Instagram posts for women aged 30 to 55 about handmade ceramic mugs.');
    expect(profileStarters('cmo', answers)[0]).toBe('What should we focus on this month to reach our goal: increase online sales in the run-up to Christmas?');
    expect(profileStarters('cmo', answers)[3]).toBe('Should we move budget into Instagram or away from it? Make the call.');
    expect(profileStarters('email-agent', answers)[3]).toBe("Write this month's newsletter for Harbour Lights Co: one story, one tip and one call to action.");
  });

  it('an answer that names no offer in a few words leaves its blank; what the profile did say still fills the rest', () => {
    const answers = { offer_main: 'We help small businesses file their taxes on time.', audience_primary: 'We mainly work with sole traders and small limited companies across Yorkshire.' };
    expect(profileStarters('email-agent', answers)).toEqual([
      'Draft a win-back email for sole traders and small limited companies we have not heard from in 90 days.',
      'Write an email to sole traders and small limited companies about (your offer), with three subject line options.',
      'Write a welcome email for new customers with three subject line options.',
      'Write five subject lines for our next email.',
    ]);
  });
});
