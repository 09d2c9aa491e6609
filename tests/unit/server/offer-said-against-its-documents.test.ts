import { describe, expect, it } from 'vitest';
import { catalogueAnswer } from '../../../core/server/agents/tasks/offline-engine.ts';
import type { ReferencedSource } from '../../../core/server/agents/offline/request-material.ts';

/**
 * A draft going out on Instagram, pasted for review, that says more of an offer than its code gives ('your first month
 * FREE' for 50% off) and ends it on another day ('offer ends Sunday' for 31 March): the check names both against the
 * documents, and 'rewrite it fixing those' says the offer as they state it. Through the function the server runs for
 * an offline run; the space is a yoga studio.
 */
const PRICES = `# Stillwater Yoga prices\n\n| Option | Price |\n|---|---|\n| Drop-in class | £12 |\n| Monthly membership | £58 a month |\n\n## Offer: FIRSTMAT\nCode FIRSTMAT gives 50% off your first month of membership (£29 instead of £58). New members only. Use it by 31 March.\n`;
const LIBRARY = [{ kind: 'document', id: 'p', title: 'Prices and offers', text: PRICES } as ReferencedSource];
const PROFILE = { business_name: 'Stillwater Yoga', business_description: 'A yoga studio in Frome.', offer_main: 'Drop-in classes and memberships' };
const ask = (message: string, previous: Parameters<typeof catalogueAnswer>[2] = null) =>
  catalogueAnswer('strategy-review-agent', { message, mode: 'normal', profile: PROFILE, brandVoice: 'Tone: calm\nSign-off: Breathe easy, the Stillwater team', spaceName: 'Stillwater Yoga', library: LIBRARY, version: 1 }, previous)!;
const REQUEST = "Review this draft before it goes out on Instagram:\n\nNew year, new you! Sign up with code FIRSTMAT and get your first month FREE! Don't wait, offer ends Sunday!!!";

describe('R-PROD-02 an offer said against its documents', () => {
  it('the check names "first month FREE" and "offer ends Sunday" against what the code gives and when it ends', () => {
    const answer = ask(REQUEST);
    expect(answer.draft).not.toMatch(/The plan states no goal/);
    expect(answer.draft).toContain('- "your first month FREE": the code FIRSTMAT gives 50% off your first month of membership, not your first month free, as "Prices and offers" states it.');
    expect(answer.draft).toContain('- "offer ends Sunday": the code FIRSTMAT runs by 31 March, as "Prices and offers" states it.');
  });

  it('"rewrite it fixing those" says the offer and its end as the documents state them, with no email sign-off on a post', () => {
    const first = ask(REQUEST);
    const answer = ask('rewrite it fixing those', { deliverable: first.field!, brief: first.brief, request: REQUEST });
    expect(answer.field).toContain('get 50% off your first month of membership');
    expect(answer.field).toContain('Offer ends 31 March.');
    expect(answer.field).not.toMatch(/FREE|free\b|Sunday|Breathe easy/);
  });
});
