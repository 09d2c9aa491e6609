import { describe, expect, it } from 'vitest';
import { profileStarters } from '../../../core/server/agents/profile-starters.ts';

describe('prompt starters from the space profile', () => {
  it('an empty profile keeps the catalogue starters', () => {
    expect(profileStarters('email-agent', {})[0]).toBe('Write a welcome email for new trial sign-ups with three subject line options.');
  });

  it('takes short phrases from long answers, keeps names capitalised, and fills the rest with starters any business can use', () => {
    const answers = {
      business_name: 'Harbour Lights Co.',
      offer_main: 'Guided night kayak tours and the daily ferry to the lighthouse, from April to October.',
      audience_primary: 'Couples and families on holiday nearby',
      goal_primary: 'Fill the midweek tours in May and June',
      channels_best: 'Instagram',
      audience_type: 'Consumers (B2C)',
    };
    expect(profileStarters('strategy-review-agent', answers)).toEqual([
      'Draft a 30/60/90-day plan for our goal: fill the midweek tours in May and June.',
      'What are the biggest risks to our goal (fill the midweek tours in May and June), and how do we reduce them?',
      'Is it right to put most of our budget into Instagram? Review it.',
      'Review this plan and tell me what to cut: (paste the plan)',
    ]);
    expect(profileStarters('creative-agent', answers)[0]).toBe('Write three Instagram posts about guided night kayak tours for couples and families on holiday nearby.');
    expect(profileStarters('email-agent', answers)[3]).toBe("Write this month's newsletter for Harbour Lights Co: one story, one tip and one call to action.");
    // Nothing of the catalogue's software examples once the profile speaks.
    for (const slug of ['email-agent', 'seo-agent', 'strategy-review-agent', 'brand-voice', 'creative-agent', 'cmo']) {
      expect(profileStarters(slug, answers).join(' ')).not.toMatch(/trial sign-ups|newest feature|webinar|SaaS|marketing automation/);
      expect(profileStarters(slug, answers)).toHaveLength(4);
    }
  });
});
