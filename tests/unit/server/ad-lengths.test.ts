import { describe, expect, it } from 'vitest';
import { catalogueAnswer } from '../../../core/server/agents/tasks/offline-engine.ts';

/**
 * 'An ad in three lengths' is one ad written at each length, not one variation; a price line in ad copy names
 * what it is the price of, never an extra on top or a results measure. The space is a paddleboard hire on a lake.
 */
const PROFILE: Record<string, string> = {
  business_name: 'Still Water SUP',
  business_description: 'Paddleboard hire and lessons on Rutland Water.',
  offer_main: 'Board hire: £25 an hour, board, paddle and buoyancy aid included',
  offer_price_point: '£25 an hour; £60 a full day',
  offer_differentiator: 'Instructors on the water all day; boards for kids from age 8',
};
const LIBRARY = [
  { kind: 'document' as const, id: 'd1', title: 'Summer deal', text: 'Summer deal: book any weekday session before 31 July and get 20% off with code FLATCALM.\nWetsuits included. Extra wetsuit hire £6 a session.' },
  { kind: 'document' as const, id: 'd2', title: 'How 2025 went', text: 'Bookings by channel:\n| Channel | Spend | Bookings |\n| Instagram | £400 | 52 |\n| Leaflets | £150 | 11 |\nAverage booking value: £41.' },
];
const ad = (message: string) => catalogueAnswer('creative-agent', { message, mode: 'normal', profile: PROFILE, brandVoice: null, spaceName: 'Still Water SUP', library: LIBRARY, version: 1, today: '2026-06-01' }, null)!;

describe('R-PROD-02 Creative agent: an ad in several lengths', () => {
  const answer = ad('Write a Facebook ad for the summer deal in three lengths: short, medium and long.');

  it('writes the one ad at each length asked, each longer than the one before', () => {
    expect(answer.field).toMatch(/\*\*Short\*\*[\s\S]*\*\*Medium\*\*[\s\S]*\*\*Long\*\*/);
    const lengths = [...answer.field!.matchAll(/Primary text\*\* _\((\d+)\/(\d+)\)_/g)].map((m) => Number(m[1]));
    expect(lengths).toHaveLength(3);
    expect(lengths[0]!).toBeLessThan(lengths[2]!);
    expect(answer.field).not.toMatch(/\*\*Variation \d/);
  });

  it("carries the deal from the document, and no extra's price or results measure as what it costs", () => {
    expect(answer.field).toContain('FLATCALM');
    expect(answer.field).not.toMatch(/£6\b|£41\b|\/session\b/);
    expect(ad('Write 3 Facebook ad variations for board hire.').field).not.toMatch(/Extra Wetsuit Hire: £6/i);
    expect(ad('Write five banner headlines for board hire that mention the price.').field).not.toContain('Average booking value');
  });

  it('two lengths unnamed are a short and a long one', () => {
    const two = ad('Facebook ad copy for board hire, in two lengths please.');
    expect(two.field).toMatch(/\*\*Short\*\*[\s\S]*\*\*Long\*\*/);
    expect(two.field).not.toContain('**Medium**');
  });
});

describe('R-PROD-02 Creative agent: a homepage banner asked by its parts is those parts', () => {
  const PRICES = '# Courses 2026\n\n| Course | Price |\n|---|---|\n| Summer pottery course (5 mornings, 21–25 July) | £150 |\n| Single taster session | £25 |\n\nAll clay, glazes and two firings included.\n';
  const banner = (version: number) => catalogueAnswer('creative-agent', { message: 'Homepage banner for our summer pottery course: a headline, a subline and a button label.', mode: 'normal', profile: { business_name: 'Kiln Lane Pottery', offer_main: 'Pottery classes and courses', website: 'https://kilnlane.example' }, brandVoice: null, spaceName: 'Kiln Lane', library: [{ kind: 'document', id: 'p', title: 'courses.md', text: PRICES }], version }, null)!;
  it('gives one headline, one subline with the course\'s price, and a short button label, not five banner lines', () => {
    for (const version of [1, 2]) {
      const field = banner(version).field!;
      expect(field).toMatch(/^\*\*Headline:\*\* .+/m);
      expect(/^\*\*Subline:\*\* (.+)$/m.exec(field)?.[1]).toContain('£150');
      const button = /^\*\*Button:\*\* (.+)$/m.exec(field)?.[1] ?? '';
      expect(button.split(/\s+/).length).toBeLessThanOrEqual(4);
      expect(field).not.toMatch(/^\d\. /m);
    }
  });
});
