import { describe, expect, it } from 'vitest';
import { ask } from '../../support/picture-framer-space.ts';
import { catalogueAnswer } from '../../../core/server/agents/tasks/offline-engine.ts';

/**
 * 'Review this draft before it goes out …:' with the draft on lines of its own, its code and all: the draft is checked
 * (never read as a question of goal maths because it says 'a week' and 'a month'), a price the list does not give
 * and a '100% safe' nothing backs are named, and 'rewrite it fixing those' never keeps the wrong price. Through the
 * function the server runs for an offline run, in the picture framer's space.
 */
const DRAFT = "Hi art lovers! January is here. Our STUNNING new frames are 100% safe for delicate prints, and a few visits a week will fill your walls. Sign up with code FRAME15 and get your first frame FREE! Frames from just £40 a month. Don't miss out, offer ends Sunday!!!";
const REQUEST = `Review this draft before it goes out on Instagram and email:\n\n${DRAFT}`;

describe('R-PROD-02 a draft pasted on its own lines for review', () => {
  it('is checked against the voice and the facts: the price the list does not give and "100% safe" are named', () => {
    const answer = ask('strategy-review-agent', REQUEST);
    expect(answer.draft).not.toMatch(/orders a month in all|goal's date/);
    expect(answer.draft).toContain('- "£40 a month": not a price on your list (it lists £85); the one this line is about is £85: check it before it goes out.');
    expect(answer.draft).toContain('- "100% safe": a claim nothing in your facts backs');
    expect(answer.draft).toContain('- "Don\'t miss out": no fake urgency');
  });

  it('"rewrite it fixing those" puts the price the list gives for what the line is about', () => {
    const first = ask('strategy-review-agent', REQUEST);
    const answer = ask('strategy-review-agent', 'rewrite it fixing those', { deliverable: first.field!, brief: first.brief, request: REQUEST });
    expect(answer.field).not.toContain('£40');
    expect(answer.field).toContain('Frames from just £85.');
    expect(answer.draft).toContain('Put the price your list gives: "£40 a month" is now "£85".');
  });

  it('"Memberships from just £30 a month" where several memberships are listed is put right to the lowest, and the check lists them', () => {
    const prices = `# Prices\n\n## Visits\n| Pass | Price |\n| --- | --- |\n| Drop-in class | £12 |\n| Mat hire | £2 |\n\n## Memberships\n| Membership | Per month |\n| --- | --- |\n| Adult | £58 |\n| Concession | £44 |\n| Off-peak (weekdays before 4pm) | £38 |\n`;
    const library = [{ kind: 'document' as const, id: 'p', title: 'Prices', text: prices }];
    const profile = { business_name: 'Stillwater Yoga', business_description: 'A yoga studio in Frome.', offer_main: 'Drop-in classes and memberships' };
    const request = 'Review this draft before it goes out on Instagram:\n\nMemberships from just £30 a month. Come and try a class.';
    const run = (message: string, previous: Parameters<typeof catalogueAnswer>[2]) => catalogueAnswer('strategy-review-agent', { message, mode: 'normal', profile, brandVoice: 'Tone: calm', spaceName: 'Stillwater Yoga', library, version: 1 }, previous)!;
    const check = run(request, null);
    expect(check.draft).toContain('- "£30 a month": not a price on your list (it lists £58, £44, £38); the one this line is about is £38 per month');
    const rewrite = run('rewrite it fixing those', { deliverable: check.field!, brief: check.brief, request });
    expect(rewrite.field).toContain('Memberships from just £38 per month.');
  });
});
