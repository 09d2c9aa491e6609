import { describe, expect, it } from 'vitest';
import { catalogueAnswer } from '../../../core/server/agents/tasks/offline-engine.ts';
import type { AgentSlug } from '../../../core/server/agents/brief/brief.ts';

/**
 * A price list where some sums are charged on top of what is sold: what each child beyond a party's number costs,
 * and what pausing a membership costs a month. Neither is what the party or the membership costs, so no ad, email or
 * headline says the party 'starts at' it or the membership is that much a month. Through the function the server
 * runs offline; a swim school the engine's wordings were not written for.
 */
const PRICES = `# Tidewater prices

## Lessons
- Weekly group lesson (30 minutes, max 4 children): £14 a lesson, paid by the term
- Private lesson (30 minutes): £32

## Memberships
- Family swim membership: £45 a month (two adults and up to three children)
- Pause your membership for up to 2 months a year for £4 a month.

## Parties
- Pool party (60 minutes, up to 12 children, lifeguard included): £150; each extra child £9
`;

const profile = {
  business_name: 'Tidewater Swim School',
  business_description: 'A swim school in Exeter teaching children and adults in a warm teaching pool.',
  website: 'https://tidewater.example',
  offer_main: 'Weekly swimming lessons, memberships and pool parties',
  offer_differentiator: 'Classes of four and a 32-degree pool',
  audience_primary: 'Parents of children aged 3 to 11 in Exeter',
};

function answers(agent: AgentSlug, message: string): string {
  const library = [{ kind: 'document' as const, id: 'doc-1', title: 'prices.md', text: PRICES }];
  return [1, 2, 3]
    .map((version) => catalogueAnswer(agent, { message, mode: 'chat', profile, brandVoice: 'Tone: warm, calm', spaceName: 'Tidewater', library, version }, null).field ?? '')
    .join('\n\n');
}

describe('charges on top read as charges', () => {
  it('a pool party ad never says the party starts at what one extra child costs', () => {
    const ads = answers('creative-agent', 'Write a Facebook ad for our pool parties.');
    expect(ads).not.toMatch(/(?:from|starts? at|costs?|:)\s*£9\b/i);
    expect(ads).toContain('£150');
    // (Nor is 'each extra child' left hanging where its sum was: 'costs £150 (…): each extra child.')
    expect(ads).not.toMatch(/each extra child(?! £9)/);
  });

  it('captions one for each thing never carry what pausing a membership costs as a selling line', () => {
    const captions = answers('creative-agent', 'Write 3 Instagram captions: one for the pool parties, one for private lessons and one for the family membership.');
    expect(captions).not.toMatch(/Pause your membership/);
    // (Nor the items of what is sold, cut from their list: 'Memberships and pool parties.')
    expect(captions).not.toMatch(/^Memberships and pool parties\.$/m);
  });

  it('headlines for the membership never price it at what pausing it costs', () => {
    const headlines = answers('creative-agent', 'Write 3 Facebook ad headlines, one for each of: the membership, the pool party, private lessons.');
    expect(headlines).not.toMatch(/(?:from|starts? at|costs?|:)\s*£[49]\b/i);
  });
});

describe('a reply about a bill that came to more', () => {
  it('"you charged me £168 instead of £150" is answered with the charge that makes up the difference, to be checked', () => {
    const library = [{ kind: 'document' as const, id: 'doc-1', title: 'prices.md', text: PRICES }];
    const answer = catalogueAnswer('email-agent', { message: 'Write a reply to this customer email: "Hi, we had the pool party on Saturday and you charged us £168 instead of £150. Why? Priya Shah"', mode: 'chat', profile, brandVoice: 'Tone: warm, calm', spaceName: 'Tidewater', library, version: 1 }, null);
    expect(answer.field).toContain('Hi Priya,');
    expect(answer.field).toContain('You asked why we charged you £168 instead of £150. The difference, £18, is 2 × £9, what each extra child costs: [check the order, and say whether that is what it was for].');
  });
});

describe('an About paragraph at the length asked', () => {
  it('"a short About us paragraph, 70 to 90 words" says what the school is, what it offers and what it costs, in 70 to 90 words', () => {
    const library = [{ kind: 'document' as const, id: 'doc-1', title: 'prices.md', text: PRICES }];
    const answer = catalogueAnswer('brand-voice', { message: 'Write a short About us paragraph, 70 to 90 words.', mode: 'chat', profile, brandVoice: 'Tone: warm, calm', spaceName: 'Tidewater', library, version: 1 }, null);
    const words = answer.field!.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;
    expect(words).toBeGreaterThanOrEqual(70);
    expect(words).toBeLessThanOrEqual(90);
    expect(answer.field).toContain('£14');
    expect(answer.field).not.toMatch(/£4\b|£9\b/);
  });
});

describe('pieces one for each thing named', () => {
  it('"3 headlines, one for each of: the membership, the pool party, private lessons" gives each its own headline, priced as it is', () => {
    const library = [{ kind: 'document' as const, id: 'doc-1', title: 'prices.md', text: PRICES }];
    const answer = catalogueAnswer('creative-agent', { message: 'Write 3 Facebook ad headlines, one for each of: the membership, the pool party, private lessons.', mode: 'chat', profile, brandVoice: 'Tone: warm, calm', spaceName: 'Tidewater', library, version: 1 }, null);
    const lines = answer.field!.split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^1\. .*membership/i);
    expect(lines[1]).toMatch(/^2\. .*pool part/i);
    expect(lines[2]).toMatch(/^3\. .*private lesson/i);
    expect(lines[0]).toContain('£45 a month');
    expect(answer.draft).toMatch(/one for each you named/);
  });
});
