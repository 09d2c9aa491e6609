import { describe, expect, it } from 'vitest';
import { ask } from '../../support/picture-framer-space.ts';

/**
 * Google search ads asked of the SEO agent as well as the Creative agent, for the search people type: the ads
 * themselves (never a business description read from 'descriptions'), with the typed search as the first headline,
 * and a follow-up set for other readers. Through the function the server runs for an offline run, in the picture
 * framer's space.
 */
const REQUEST = 'Google Ads: 3 headlines and 2 descriptions for people searching "picture framing hebden bridge"';
const lines = (field: string, head: string) => field.split(`**${head}**`)[1]!.split('\n\n')[0]!.split('\n').filter((l) => /^\d+\.\s/.test(l));

describe('R-PROD-02 search ads asked of the SEO agent', () => {
  it('writes 3 headlines and 2 descriptions within 30 and 90 characters, the typed search first', () => {
    const answer = ask('seo-agent', REQUEST);
    expect(answer.draft).not.toMatch(/press boilerplate|description for your profile/);
    const headlines = lines(answer.field!, 'Headlines');
    const descriptions = lines(answer.field!, 'Descriptions');
    expect(headlines).toHaveLength(3);
    expect(descriptions).toHaveLength(2);
    expect(headlines[0]).toBe('1. Picture Framing Hebden Bridge _(29)_');
    for (const h of headlines) expect(h.replace(/^\d+\.\s+|\s*_\(\d+\)_$/g, '').length).toBeLessThanOrEqual(30);
    for (const d of descriptions) expect(d.replace(/^\d+\.\s+|\s*_\(\d+\)_$/g, '').length).toBeLessThanOrEqual(90);
    expect(answer.draft).not.toMatch(/search ad for people\b|Made for People/);
  });

  it('"now a set aimed at photographers" writes the set again for photographers, not an audit refusal', () => {
    const first = ask('seo-agent', REQUEST);
    const answer = ask('seo-agent', 'now a set aimed at photographers', { deliverable: first.field!, brief: first.brief, request: REQUEST });
    expect(answer.draft).not.toMatch(/no page to audit/);
    expect(answer.draft).toMatch(/^A version for photographers\./);
    expect(lines(answer.field!, 'Headlines')).toHaveLength(3);
    expect(lines(answer.field!, 'Headlines')).toContain('3. Made for Photographers _(22)_');
  });
});
