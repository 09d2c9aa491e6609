import { describe, expect, it } from 'vitest';
import { catalogueAnswer } from '../../../core/server/agents/tasks/offline-engine.ts';

/**
 * Emails whose contents the request gives: the steps a welcome explains, the stories a newsletter lists, a draft to
 * tidy, a review request. A holiday-cottage agency outside the eval's sets, with a saved voice and owners' terms.
 */
const PROFILE: Record<string, string> = {
  business_name: 'Fellside Cottage Lets',
  business_description: 'Fellside Cottage Lets is a family-run agency in the Eden Valley, Cumbria, letting holiday cottages for their owners.',
  offer_main: 'Self-catering holiday cottages, most of them dog-friendly, and full-service letting for owners.',
  website: 'https://fellsidecottagelets.co.uk',
};
const VOICE = [
  'Warm, straightforward, local.',
  'Banned words: luxury, idyllic, nestled, stunning, getaway, breathtaking.',
  'Never promise good weather, guaranteed views or that a cottage will still be free.',
  'No pushy urgency ("only 1 left!", "book now before it\'s gone").',
  'Sign off every email with: Warm wishes, the Fellside team',
].join('\n\n');
const OWNER_TERMS = {
  kind: 'document' as const,
  id: 'o1',
  title: 'owner-terms.md',
  text: [
    '# Owner terms',
    '## Joining',
    'A professional photography shoot is free when you join.',
    'We need a current gas safety certificate (if there is gas), an electrical installation condition report and a fire risk assessment before the first guest arrives.',
    '## Getting paid',
    "Owner payouts are made on the 15th of the month after the guest's stay, by bank transfer.",
  ].join('\n'),
};

const answer = (message: string, referenced: (typeof OWNER_TERMS)[] = [], version = 1) => {
  const result = catalogueAnswer('email-agent', { message, mode: 'normal', profile: PROFILE, brandVoice: VOICE, spaceName: 'Fellside Cottage Lets', library: [], referenced, version }, null)!;
  return { ...result, field: result.field ?? '' };
};

describe('R-PROD-02 email agent: what the request says the email holds is what it holds', () => {
  it('"write her welcome email … that tells her what happens next (photo shoot, first payout date, what certificates we need from her)" is one email, each step said from the facts', () => {
    const a = answer('Tom has just signed up a new owner, Mrs Ellwood, with her cottage in Great Salkeld (full service). Can you write her welcome email: a subject line, a preview line under 90 characters, and a body under 180 words that tells her what happens next (photo shoot, first payout date, what certificates we need from her).', [OWNER_TERMS]);
    expect(a.field.match(/^Subject:/gm)).toHaveLength(1);
    expect(a.field).toContain('Hi Mrs Ellwood,');
    expect(a.field).toContain('- **Photo shoot:** A professional photography shoot is free when you join.');
    expect(a.field).toContain("- **First payout date:** Owner payouts are made on the 15th of the month after the guest's stay");
    expect(a.field).toContain('- **What certificates we need from you:** ');
    expect(a.field).toContain('an electrical installation condition report');
    expect(a.field).not.toMatch(/Thanks for your interest|things to try first/);
  });

  it('a newsletter whose three stories are listed on their own lines has those three, each under its label, none cut as an echo', () => {
    const a = answer("October newsletter to past guests please. Subject line plus three stories, around 60 words each:\n1. Heron Cottage in Kirkoswald joins us in November (sleeps 4, dog-friendly, woodburner).\n2. Dog walk of the month: the riverside loop from Lazonby to Lacy's Caves.\n3. Winter midweek breaks: code EDEN15 gives 15% off Sunday to Thursday stays from 1 November to 28 February, book by 31 October.");
    expect(a.field).toContain('**Heron Cottage in Kirkoswald joins us in November**\nSleeps 4, dog-friendly, woodburner.');
    expect(a.field).toContain("**Dog walk of the month**\nThe riverside loop from Lazonby to Lacy's Caves.");
    expect(a.field).toContain('**Winter midweek breaks**\nCode EDEN15 gives 15% off Sunday to Thursday stays');
    expect(a.field).toContain('15% off Sunday to Thursday stays');
    expect(a.field).not.toMatch(/\[this month's news\]|off Sunday\*\*/);
    expect(a.draft).not.toMatch(/Took out words of your request|To fit the limit/);
  });

  it('"tidy it up so it sounds like us and fix anything we shouldn\'t be saying" rewrites the pasted draft: the banned words and the pressure go, the news stays', () => {
    const a = answer("My mum wrote this for the Christmas email. Can you tidy it up so it sounds like us and fix anything we shouldn't be saying?\n\n---\nSubject: Your idyllic Christmas getaway awaits!!!\n\nDear guest, Christmas is nearly here and our stunning cottages nestled in the Eden Valley are filling up fast so book now before they're gone! We guarantee crisp sunny winter days and breathtaking views from every window. Bring your pets too, we're very dog-friendly. Curlew Barn still has Christmas week free but there's only 1 left so hurry!\n\nThanks, Ruth\n---");
    expect(a.brief.task).toBe('email.rewrite');
    expect(a.field).toContain('Subject: Your peaceful Christmas break awaits');
    expect(a.field).toContain('Curlew Barn still has Christmas week free.');
    expect(a.field).not.toMatch(/idyllic|getaway|stunning|nestled|breathtaking|before they're gone|only 1 left|hurry|guarantee|\[plainer word\]/i);
  });

  it('"an email two days after check-out asking for a Google review: 2 subject line options and one body" is that ask, with room for what was not right', () => {
    const a = answer("Guests who've just left get an email two days after check-out asking for a Google review. Give me 2 subject line options and one body under 100 words. Keep it to one ask, and make it clear it's fine to say what wasn't right too.");
    expect(a.field).toMatch(/^Subject options:\n1\. .+\n2\. .+$/m);
    expect(a.field).toContain('a Google review would help us a lot');
    expect(a.field).toContain('If something was not right, please say so too.');
    // The homepage is no review page: the link is left for the owner to fill.
    expect(a.field).toContain('**[Leave a Google review]([your Google review page link])**');
    expect(a.field).not.toMatch(/change|This applies/i);
  });
});

describe("R-PROD-02 email agent: a 'what happens next' list given in the request", () => {
  it("\"a body … with a numbered 'what happens next' list: have your licence ready, your instructor texts you …, what the first 2 hours look like, and …\" numbers those steps, each said to the reader", () => {
    const a = answer("Need the email that goes out as soon as someone books their first lesson. Subject line, preview text under 80 characters, and a body under 150 words with a numbered 'what happens next' list: have your provisional licence photocard ready, your instructor texts you the day before, what the first 2 hours look like, and the progress card after the lesson.");
    expect(a.field).toContain("Here's what happens next:\n1. Have your provisional licence photocard ready.\n2. Your instructor texts you the day before.\n3. **What the first 2 hours look like:**");
    expect(a.field).toMatch(/^4\. \*\*The progress card after the lesson:\*\* /m);
    expect(a.field).not.toMatch(/a change|What changes/i);
    expect(/^Preview: (.+)$/m.exec(a.field)![1]!.length).toBeLessThan(80);
  });
});
