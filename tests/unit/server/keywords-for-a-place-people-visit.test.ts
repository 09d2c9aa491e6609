import { describe, expect, it } from 'vitest';
import { catalogueAnswer } from '../../../core/server/agents/tasks/offline-engine.ts';

/**
 * Keywords for a place people come to, whose profile lists what it sells: searched by what the business is ('yoga
 * studio', not the first thing it sells, 'drop-in classes', nor 'independent yoga studio') and by its town, whether or
 * not the request says 'local'. Through the function the server runs for an offline run.
 */
const PROFILE: Record<string, string> = {
  business_name: 'Stillwater Yoga',
  business_description: 'An independent yoga studio in a former chapel on Catherine Hill, Frome, opened in 2021. Small classes for all levels.',
  offer_main: 'Drop-in classes, 10-class passes, monthly memberships, and private sessions',
  audience_primary: 'Adults in and around Frome',
};

describe('R-PROD-02 keywords for a place people visit', () => {
  it('targets "yoga studio" and "yoga studio frome", not the first thing sold', () => {
    const answer = catalogueAnswer('seo-agent', { message: 'Give me 12 keywords we should target, grouped by search intent', mode: 'normal', profile: PROFILE, brandVoice: null, spaceName: 'Stillwater Yoga', library: [], version: 1 }, null)!;
    expect(answer.draft).toMatch(/^12 keyword ideas for yoga studio\b/);
    expect(answer.field).toContain('yoga studio frome');
    expect(answer.field).toContain('yoga studio near me');
    expect(answer.field).not.toMatch(/independent yoga studio|drop-in classes pricing/);
  });
});
