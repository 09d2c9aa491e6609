import { describe, expect, it } from 'vitest';
import { catalogueAnswer } from '../../../core/server/agents/tasks/offline-engine.ts';
import type { ReferencedSource } from '../../../core/server/agents/offline/request-material.ts';

/**
 * Pages named by their paths ('/field-mapping') are titled by what the path names, never the path itself cut short;
 * 'two options for each page' gives two for every page its facts hold two angles for, and says where they hold one. The space is a crop-spraying drone contractor.
 */
const PROFILE: Record<string, string> = {
  business_name: 'Skyfield Spraying',
  business_description: 'Drone crop spraying for arable farms in Lincolnshire: we spray wet or steep fields a tractor cannot reach.',
  offer_main: 'Drone spraying of fungicide and herbicide, charged per hectare',
};
const DOC = `# Prices\n\n- Drone spraying: £28 a hectare, 20 hectare minimum\n- Field mapping flight: £150 a farm\n`;
const LIBRARY = [{ kind: 'document', id: 'd1', title: 'Prices', text: DOC } as ReferencedSource];
const REQUEST = 'I need meta titles (60 characters max) and meta descriptions (155 characters max) for two pages: /drone-spraying and /field-mapping. Two options for each page please.';

describe('R-PROD-02 meta tags for pages named by their paths', () => {
  it('titles each page by what its path names, two options where the facts allow', () => {
    const answer = catalogueAnswer('seo-agent', { message: REQUEST, mode: 'normal', profile: PROFILE, brandVoice: null, spaceName: 'Skyfield Spraying', library: LIBRARY, version: 1 }, null)!;
    const [, spraying, mapping] = answer.draft.split(/^## /m);
    expect(spraying).toMatch(/^\/drone-spraying\n/);
    expect(mapping).toMatch(/^\/field-mapping\n/);
    expect(spraying!.match(/- Title tag: /g)).toHaveLength(2);
    expect(spraying).toMatch(/Title tag: Drone Spraying/);
    expect(mapping).toMatch(/Title tag: Field Mapping/);
    expect(answer.draft).not.toMatch(/Title tag: \//);
    // Its facts hold one angle only, and the answer says so rather than repeating it.
    expect(answer.draft).toContain('Your facts support one distinct angle, so there is 1 option, not 2');
  });
});

describe('R-PROD-02 meta tags for a page about one service state that service\'s price, never a plan\'s', () => {
  const prices = {
    kind: 'document' as const,
    id: 'p',
    title: 'prices.md',
    text: ['# Prices', '', '## Services (at your home)', '- Standard service: £60 (brakes and gears adjusted)', '- E-bike service: £95 (standard plus motor and battery check)', '- Parts: at cost. We ask before fitting any part over £20.', '', '## Business plan', '£7 per bike per month on a 12-month term, for companies with 5 bikes or more.'].join('\n'),
  };
  const meta = (version: number) => catalogueAnswer('seo-agent', { message: 'Write the meta title (max 60 characters) and meta description (max 155 characters) for our e-bike servicing page.', mode: 'normal', profile: { business_name: 'Pedal Medic', business_description: 'Mobile bike repair in Bristol.' }, brandVoice: null, spaceName: 'Pedal Medic', library: [prices], version }, null)!;

  it('"e-bike servicing" names the e-bike service in any form of the word, and its £95', () => {
    for (const version of [1, 2, 3]) expect(meta(version).field).not.toMatch(/£7\b|per bike per month/);
    expect(meta(1).field).toContain('£95');
  });
});
