import { describe, expect, it } from 'vitest';
import { catalogueAnswer } from '../../../core/server/agents/tasks/offline-engine.ts';
import type { ReferencedSource } from '../../../core/server/agents/offline/request-material.ts';

/**
 * Search phrases are what people type: a way of buying ('the refill subscription') is searched with what it is of,
 * a problem written 'dry or itchy underarms' is two searches that share their noun, and a product named in the
 * plural takes a plural verb in a meta description. The space is a natural deodorant maker.
 */
const PROFILE: Record<string, string> = {
  business_name: 'Fernleaf Naturals',
  business_description: 'We make natural deodorant balms and refills in Stroud and post them across the UK.',
  offer_main: 'Deodorant balms £9, refill pouches £7',
  audience_problems: 'dry or itchy underarms, fed up with aerosols',
  competitors: 'Wild, Fussy',
};
const PRICES = `# Prices

Deodorant balms (60g): lavender, bergamot, unscented. £9.
Refill pouches (60g): £7.
Subscription: a refill every 2 months, £12, free delivery, cancel any time.
`;
const LIBRARY: ReferencedSource[] = [{ kind: 'document', id: 'p1', title: 'prices.md', text: PRICES }];
const seo = (message: string, version = 1) =>
  catalogueAnswer('seo-agent', { message, mode: 'normal', profile: PROFILE, brandVoice: null, spaceName: 'Fernleaf Naturals', library: LIBRARY, version }, null)!.field ?? '';

describe('R-PROD-02 SEO: search phrases as people type them', () => {
  it('"keyword ideas for the subscription" are about a deodorant balm subscription, never the bare word', () => {
    const both = [seo('Give me 8 keyword ideas for the subscription, grouped by intent'), seo('Give me 8 keyword ideas for the subscription, grouped by intent', 2)].join('\n');
    expect(both).toContain('what is a deodorant balm subscription');
    expect(both).not.toMatch(/\| (?:what is|best) subscription \||^\d+\. subscription\b/m);
  });

  it('a problem written "dry or itchy underarms" gives searches for each, and no noun-less fragment', () => {
    const both = [seo('Give me 8 keyword ideas for the subscription, grouped by intent'), seo('Give me 8 keyword ideas for the subscription, grouped by intent', 2)].join('\n');
    expect(both).toMatch(/dry underarms|itchy underarms/);
    expect(both).not.toMatch(/reduce dry\b(?! underarms)|reduce fed up|causes dry\b(?! underarms)/);
  });

  it('a meta description says "Deodorant balms cost £9", not "costs"', () => {
    const answer = seo('Meta title and description for our deodorant balm page');
    expect(answer).not.toMatch(/balms costs/);
    expect(answer).toMatch(/Deodorant balms(?: cost|:) £9/);
  });
});
