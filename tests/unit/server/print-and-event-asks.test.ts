import { describe, expect, it } from 'vitest';
import { catalogueAnswer } from '../../../core/server/agents/tasks/offline-engine.ts';

/**
 * Printed and event pieces asked of the Creative agent, outside the eval's sets: an event listing with its agenda,
 * and a noticeboard card with tear-off strips for one group of readers, from the documents written for them. A
 * holiday-cottage agency that keeps separate documents for guests and for owners.
 */
const PROFILE: Record<string, string> = {
  business_name: 'Fellside Cottage Lets',
  business_description: 'Fellside Cottage Lets is a family-run agency letting holiday cottages in the Eden Valley for their owners.',
  offer_main: 'Self-catering holiday cottages for short breaks; full-service letting management for owners.',
  offer_differentiator: 'We are a local family who has stayed in every cottage we let.',
  website: 'https://fellsidecottagelets.co.uk',
};
const OWNERS = {
  kind: 'document' as const,
  id: 'o1',
  title: 'fellside-owner-terms.md',
  text: ['# Owner terms', '- No joining fee and no annual listing fee', '- Full-service owners may block up to 6 weeks a year for their own use', 'We photograph, describe and market your cottage, take every booking and payment, and arrange changeover cleaning.', 'Full-service cottages were let for an average of 31 weeks in 2024.'].join('\n'),
};
const GUESTS = {
  kind: 'document' as const,
  id: 'g1',
  title: 'fellside-guest-prices.md',
  text: ['# Guest prices', '- Curlew Barn: £160 a night', '## Review', '> "Bramble loved the enclosed garden." Hannah and Joe, from Leeds'].join('\n'),
};

const answer = (message: string, referenced: (typeof OWNERS)[] = [], version = 1) => {
  const result = catalogueAnswer('creative-agent', { message, mode: 'normal', profile: PROFILE, brandVoice: null, spaceName: 'Fellside Cottage Lets', library: [OWNERS, GUESTS].filter((d) => !referenced.includes(d)), referenced, version }, null)!;
  return { ...result, field: result.field ?? '' };
};
const words = (text: string) => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

describe('R-PROD-02 creative agent: an event listing from the details the request gives', () => {
  it('"the Eventbrite description (about 120 words) and 3 agenda bullets" for an evening on Zoom is that listing: its name, who, when, and the documents\' lines on the subject', () => {
    const a = answer("We're running a free online evening for people thinking of letting their cottage: 'Letting your cottage with Fellside', on Zoom, Thursday 13 November at 7pm, about 45 minutes with Tom and Ruth. Write the Eventbrite description (about 120 words) and 3 agenda bullets.", [OWNERS]);
    expect(a.brief.task).toBe('creative.event-listing');
    expect(a.field).toContain('**Title:** Letting your cottage with Fellside');
    expect(a.field).toContain('Thinking of letting your cottage? Join Tom and Ruth from Fellside Cottage Lets for a free online evening on Zoom, Thursday 13 November at 7pm.');
    expect(a.field).toContain('It lasts about 45 minutes');
    expect(a.field).toMatch(/full-service cottages were let for an average of 31 weeks in 2024\./i);
    const agenda = a.field.split('**Agenda**')[1]!.split('\n').filter((l) => l.startsWith('- '));
    expect(agenda).toHaveLength(3);
    expect(agenda.map((l) => /\((\d+) min\)$/.exec(l)?.[1]).map(Number).reduce((x, y) => x + y, 0)).toBe(45);
    const description = a.field.split('**Description**')[1]!.split('**Agenda**')[0]!;
    expect(words(description)).toBeGreaterThanOrEqual(80);
    expect(words(description)).toBeLessThanOrEqual(132);
    expect(a.field).not.toMatch(/Headlines|_\(\d+\)_|We're running/);
  });
});

describe('R-PROD-02 creative agent: a noticeboard card for one group of readers', () => {
  it('"an A5 notice … to find new owners: a headline, body copy of no more than 40 words, and the text for 6 tear-off strips" is written from the owners\' document, with six strips', () => {
    const a = answer('A5 notice for the village shop boards to find new owners: a headline, body copy of no more than 40 words, and the text for 6 tear-off strips at the bottom.');
    expect(a.field).toMatch(/^\*\*Headline:\*\* /m);
    const body = a.field.split(/\*\*Body\*\*[^\n]*\n\n/)[1]!.split('\n\n')[0]!;
    expect(words(body)).toBeLessThanOrEqual(40);
    expect(body).toContain('No joining fee and no annual listing fee.');
    const strips = a.field.split('**Tear-off strips**')[1]!.split('\n').filter((l) => /^\d+\. /.test(l));
    expect(strips).toHaveLength(6);
    expect(strips[0]).toBe('1. Fellside Cottage Lets: fellsidecottagelets.co.uk');
    // The guests' review and prices are for another group of readers.
    expect(a.field).not.toMatch(/Bramble|Hannah|£160/);
  });
});

describe('R-PROD-02 creative agent: a search ad for the term the request quotes', () => {
  const withFees = { ...GUESTS, text: `${GUESTS.text}\n## Fees\n- Damage waiver: £2.50 per booking\n- Logs: £8 a basket\n\nThe dog fee (£25 per dog per stay) goes to the owner in full.` };
  it("\"Google search ad for 'dog friendly cottage Eden Valley'\" leads with what is searched, and no fee is a headline", () => {
    const result = catalogueAnswer('creative-agent', { message: "Google search ad for 'dog friendly cottage Eden Valley': 3 headlines of max 30 characters and 2 descriptions of max 90 characters.", mode: 'normal', profile: PROFILE, brandVoice: null, spaceName: 'Fellside Cottage Lets', library: [withFees], version: 1 }, null)!;
    const headlines = (result.field ?? '').split('**Descriptions**')[0]!.split('\n').filter((l) => /^\d\. /.test(l));
    expect(headlines[0]).toBe('1. Dog Friendly Cottage _(20)_');
    expect(result.field).not.toMatch(/Damage Waiver|Logs|£25/i);
  });
});
