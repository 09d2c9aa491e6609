import { describe, expect, it } from 'vitest';
import { catalogueAnswer } from '../../../core/server/agents/tasks/offline-engine.ts';
import type { ReferencedSource } from '../../../core/server/agents/offline/request-material.ts';

/**
 * The questions a request lists ('the questions farmers actually ask: …') are the FAQ's, asked as a customer asks
 * them and answered from the document's own lines, even one no price or term holds; where the FAQ goes on the page
 * ('the bottom of our prices page') is no subject of it. The space is a crop-spraying drone contractor.
 */
const PROFILE: Record<string, string> = {
  business_name: 'Skyfield Spraying',
  business_description: 'Drone crop spraying for arable farms in Lincolnshire: we spray wet or steep fields a tractor cannot reach.',
  offer_main: 'Drone spraying of fungicide and herbicide, charged per hectare',
  tone_words: 'practical, plain',
};
const DOC = `# Prices and how we work

## Spraying
- Spraying: £28 a hectare, 20 hectare minimum
- Travel: free within 30 miles of Louth; beyond that £1 a mile.

## Your own maps
Send us your own field maps as shapefiles and we fly from them, so no mapping flight is needed.

## What customers say
"They sprayed 60 acres of waterlogged wheat the tractor couldn't touch, two days after the call." — Tom Hebb, Hebb Farms, Louth
`;
const LIBRARY = [{ kind: 'document', id: 'd1', title: 'Prices and how we work', text: DOC } as ReferencedSource];
const REQUEST = 'Write 4 FAQs for the bottom of our prices page, from the attached price list. The questions farmers actually ask: what spraying a hectare costs, whether we charge for travel, and whether they can send their own field maps to us.';

describe('R-PROD-02 an FAQ answers the questions the request lists', () => {
  it('asks each listed question as a farmer would and answers it from the document', () => {
    const answer = catalogueAnswer('seo-agent', { message: REQUEST, mode: 'normal', profile: PROFILE, brandVoice: null, spaceName: 'Skyfield Spraying', library: LIBRARY, referenced: LIBRARY, version: 1 }, null)!;
    expect(answer.draft).toMatch(/### What does spraying a hectare cost\?\n[^\n]*£28/);
    expect(answer.draft).toContain('### Do you charge for travel?\nTravel: free within 30 miles of Louth; beyond that £1 a mile.');
    expect(answer.draft).toContain('### Can I send my own field maps to you?\nSend us your own field maps as shapefiles and we fly from them, so no mapping flight is needed.');
    expect(answer.draft).not.toMatch(/bottom of|Your profile and documents don't say/i);
  });
});
