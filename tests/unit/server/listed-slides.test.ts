import { describe, expect, it } from 'vitest';
import { catalogueAnswer } from '../../../core/server/agents/tasks/offline-engine.ts';
import type { ReferencedSource } from '../../../core/server/agents/offline/request-material.ts';

/**
 * A carousel whose slides the request lists one by one: the slides follow the list in its order, each headed by its
 * item, with the space's own fact where one answers it (the customer's review) and a marked line for what only the
 * photos show; 'Script a carousel' asks for a carousel (the verb is no script to write), and 'for Anita Patel's
 * platter' says whose platter it is, not whom the carousel is for. The space is a ceramics repair studio.
 */
const PROFILE: Record<string, string> = {
  business_name: 'Seam & Gold',
  business_description: 'A ceramics repair studio in Bath: broken china, heirloom plates and pottery mended, often with a gold seam.',
  offer_main: 'Ceramic repairs and gold-seam mending',
  audience_primary: 'People with broken heirloom china',
  tone_words: 'gentle, precise',
};
const REVIEWS = `# What customers say

> "I thought the platter was gone for good. Now the gold line is my favourite part of it."
— Anita Patel, Keynsham
`;
const library = [{ kind: 'document', id: 'rev', title: 'Customer reviews', text: REVIEWS }] as ReferencedSource[];
const ask = (message: string) => catalogueAnswer('creative-agent', { message, mode: 'normal', profile: PROFILE, brandVoice: null, spaceName: 'Seam & Gold', library, version: 1 }, null)!;

describe('R-PROD-02 Creative agent: a carousel whose slides the request lists', () => {
  const answer = ask("Script a 5-slide Instagram carousel for Anita Patel's wedding platter. Broken, cleaned, glued, gold seam, her review. Text on each slide plus a caption.");

  it('writes one carousel, not a video script beside it', () => {
    expect(answer.draft).toContain('**Instagram carousel · 5 slides');
    expect(answer.draft).not.toMatch(/\bScene 1\b|\bVO:|30-second video/);
  });

  it('heads the slides with the listed items, in order, the review slide quoting the customer and the others marked for the photos', () => {
    const headlines = [...answer.draft.matchAll(/- \*\*Headline:\*\* (.+)/g)].map((m) => m[1]);
    expect(headlines).toEqual(['Broken', 'Cleaned', 'Glued', 'Gold seam', 'Her review']);
    expect(answer.draft).toContain('“I thought the platter was gone for good. Now the gold line is my favourite part of it.”');
    expect(answer.draft).toContain('[One line on gold seam: what the photo shows]');
  });

  it("never takes the customer's possessive as the audience", () => {
    expect(answer.draft).not.toMatch(/for Anita Patel's[:.]|#AnitaPatelS/);
    expect(answer.field ?? '').not.toMatch(/carousel for Anita Patel's/);
  });
});
