import { describe, expect, it } from 'vitest';
import { catalogueAnswer } from '../../../core/server/agents/tasks/offline-engine.ts';
import type { AgentSlug } from '../../../core/server/agents/brief/brief.ts';

/**
 * Small pieces a marketer asks of the SEO and Brand Voice agents, outside the eval's sets: blog titles on a subject
 * with their angles, a voice briefed as a writer's do's and don'ts, taglines, an answerphone greeting, and a
 * website fix no agent does. A holiday-cottage agency whose profile counts its audiences before naming them.
 */
const PROFILE: Record<string, string> = {
  business_name: 'Fellside Cottage Lets',
  business_description: 'Fellside Cottage Lets is a family-run agency letting 14 holiday cottages in the Eden Valley, Cumbria, for their owners.',
  audience_primary: 'Two audiences. Guests: couples and families, very often with a dog, who want a quiet self-catering break. Owners: local people with a second home who want it let well.',
  audience_problems: 'Guests: finding somewhere dogs are genuinely welcome, descriptions they can trust, and someone to ring when the boiler stops.',
  offer_main: 'Self-catering holiday cottages for short breaks and weeks; 9 of our 14 cottages are dog-friendly.',
  offer_differentiator: 'We are a local family who has stayed in every cottage we let. We answer the phone ourselves, 8am to 8pm.',
  website: 'https://fellsidecottagelets.co.uk',
};
const VOICE = [
  'Warm, straightforward, local.',
  'Banned words: luxury, idyllic, nestled, stunning, getaway.',
  'Keep every sentence to 20 words or fewer.',
  'Never promise good weather, guaranteed views or that a cottage will still be free.',
  'Sign off every email with: Warm wishes, the Fellside team',
].join('\n\n');

const answer = (agent: AgentSlug, message: string, version = 1) => {
  const result = catalogueAnswer(agent, { message, mode: 'normal', profile: PROFILE, brandVoice: VOICE, spaceName: 'Fellside Cottage Lets', library: [], version }, null)!;
  return { ...result, field: result.field ?? '' };
};
const words = (text: string) => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

describe('R-PROD-02 SEO agent: blog titles on a subject, each with its angle', () => {
  it('"5 blog post titles about dog walks near our cottages, each with a one-line angle" are five titles on dog walks, each with an angle, none pricing a cottage', () => {
    const a = answer('seo-agent', 'Suggest 5 blog post titles about dog walks near our cottages, each with a one-line angle.');
    expect(a.brief.task).toBe('seo.ideas');
    expect(a.field).toMatch(/^\| # \| Working title \| Primary keyword \| Search intent \| Angle \|$/m);
    const rows = a.field.split('\n').filter((l) => /^\| \d+ \|/.test(l));
    expect(rows).toHaveLength(5);
    expect(rows.every((r) => /Dog Walk/.test(r))).toBe(true);
    expect(a.field).not.toMatch(/Cost\?|Which Should You Book|Near Our \||How to Avoid Guests/);
  });
});

describe('R-PROD-02 website fixes are not marketing work', () => {
  it('"Can you fix the plugin settings for me?" is declined, with who does it, not answered with an article', () => {
    const a = answer('seo-agent', 'Our WordPress booking calendar plugin has started showing Saturday as changeover day instead of Friday. Can you fix the plugin settings for me?');
    expect(a.brief.task).toBeNull();
    expect(a.draft).toMatch(/^I can't help with fixing website plugin settings here: it is outside what the marketing agents do/);
    expect(a.draft).toContain("Whoever built or hosts your website, or the plugin's own support page, is the right place for it.");
  });
});

describe('R-PROD-02 brand voice agent: short pieces in the voice', () => {
  it('"Explain our voice to her: 5 do\'s and 5 don\'ts, under 150 words" for a writer of cottage descriptions is the two lists, within the words', () => {
    const a = answer('brand-voice', "We're taking on a freelance writer for cottage descriptions. Explain our voice to her: 5 do's and 5 don'ts, under 150 words in total.");
    expect(a.brief.task).toBe('brand-voice.guide');
    const [dos, donts] = a.field.split("### Don't");
    expect(dos!.split('\n').filter((l) => l.startsWith('- '))).toHaveLength(5);
    expect(donts!.split('\n').filter((l) => l.startsWith('- '))).toHaveLength(5);
    expect(a.field).toContain('- Never promise good weather, however it is worded.');
    expect(words(a.field)).toBeLessThanOrEqual(150);
  });

  it('"3 tagline options for the website header, each 6 words or fewer" are written in the voice, not referred elsewhere, and want nothing negated', () => {
    const a = answer('brand-voice', 'Give me 3 tagline options for the website header, each 6 words or fewer.');
    const lines = a.field.split('\n').filter((l) => /^\d\.\s/.test(l)).map((l) => l.replace(/^\d\.\s+/, ''));
    expect(lines).toHaveLength(3);
    expect(lines.every((l) => words(l) <= 6)).toBe(true);
    expect(a.draft).not.toMatch(/I can't help/);
    expect(a.field).not.toMatch(/No more descriptions|two audiences/i);
  });

  it('"the greeting for our office answerphone, for when we\'re out walking the dogs, 20 to 25 seconds" is that greeting, with the hours the facts give', () => {
    const a = answer('brand-voice', "Write the greeting for our office answerphone, for when we're out walking the dogs. It should take about 20 to 25 seconds to say.");
    expect(a.field).toMatch(/^Hello, you've reached Fellside Cottage Lets\. We're out walking the dogs just now/);
    expect(a.field).toContain('We answer the phone 8am to 8pm.');
    const seconds = words(a.field) / 2.5;
    expect(seconds).toBeGreaterThanOrEqual(15);
    expect(seconds).toBeLessThanOrEqual(25);
    expect(a.field).not.toMatch(/holiday cottages for short breaks and weeks; 9 of our 14/);
  });
});

describe('R-PROD-02 an expired SSL certificate is no marketing work', () => {
  it('"Please renew the SSL certificate on our hosting" is declined, with who does it', () => {
    const a = answer('seo-agent', "Since Monday Chrome says 'Your connection is not private' on our website. Please renew the SSL certificate on our hosting and get the padlock back.");
    expect(a.draft).toMatch(/^I can't help with renewing an SSL certificate here/);
    expect(a.draft).not.toMatch(/no page to audit/);
  });
});
