import { describe, expect, it } from 'vitest';
import { catalogueAnswer } from '../../../core/server/agents/tasks/offline-engine.ts';
import type { ReferencedSource } from '../../../core/server/agents/offline/request-material.ts';

/**
 * A post 'built around' a customer's job is led by that customer's words, not about a product named after them;
 * '3 hashtags max' limits the post's hashtags and is no piece of its own; 'end with a nudge to …' is its call to
 * action. The space is a crop-spraying drone contractor.
 */
const PROFILE: Record<string, string> = {
  business_name: 'Skyfield Spraying',
  business_description: 'Drone crop spraying for arable farms in Lincolnshire: we spray wet or steep fields a tractor cannot reach.',
  offer_main: 'Drone spraying of fungicide and herbicide, charged per hectare',
  audience_primary: 'Arable farmers and farm managers in Lincolnshire',
  tone_words: 'practical, plain',
};
const DOC = `# Prices\n\n- Spraying: £28 a hectare, 20 hectare minimum\n- Field mapping flight: £150\n\n## What customers say\n"They sprayed 60 acres of waterlogged wheat the tractor couldn't touch, two days after the call." — Tom Hebb, Hebb Farms, Louth\n`;
const LIBRARY = [{ kind: 'document', id: 'd1', title: 'Prices and reviews', text: DOC } as ReferencedSource];
const REQUEST = 'LinkedIn post aimed at farm managers, under 120 words, built around the Tom Hebb job. 3 hashtags max, and end with a nudge to book a field mapping flight.';

describe('R-PROD-02 a post built around a customer’s job', () => {
  it('writes the LinkedIn post led by Tom Hebb’s words, ending on booking a mapping flight, with three hashtags at most', () => {
    const answer = catalogueAnswer('creative-agent', { message: REQUEST, mode: 'normal', profile: PROFILE, brandVoice: null, spaceName: 'Skyfield Spraying', library: LIBRARY, version: 1 }, null)!;
    expect(answer.draft).toContain('LinkedIn');
    expect(answer.draft).not.toMatch(/I can't write/);
    const post = answer.draft.split('**Post 1**')[1]!.split('\n---')[0]!;
    const body = post.split('\n').filter((line) => line.trim() && !/^\s*_\(/.test(line));
    expect(body[0]).toContain('Tom Hebb');
    expect(post).toMatch(/Book a field mapping flight/i);
    expect(post).not.toMatch(/#\w*Hebb/i);
    expect((post.match(/#\w+/g) ?? []).length).toBeLessThanOrEqual(3);
  });
});
