import { describe, expect, it } from 'vitest';
import { catalogueAnswer } from '../../../core/server/agents/tasks/offline-engine.ts';
import type { ReferencedSource } from '../../../core/server/agents/offline/request-material.ts';

/**
 * A price for a unit of two words ('£5 per frozen month', '£60 per six-week course') is said with its whole unit, never
 * 'per frozen' with the month left over as a condition. Through the function the server runs for an offline run; the
 * space is a climbing wall.
 */
const PRICES = `# Prices\n\n| Option | Price | Notes |\n|---|---|---|\n| Adult membership | £52 per month | Cancel with 30 days' notice |\n| Intro course | £60 per six-week course | Small groups |\n| Membership freeze | £5 per frozen month | Up to 2 months a year |\n`;
const LIBRARY = [{ kind: 'document', id: 'p', title: 'Prices', text: PRICES } as ReferencedSource];
const PROFILE = { business_name: 'Crux Wall', business_description: 'A bouldering wall in Bath.', offer_main: 'Memberships, day passes and an intro course' };

describe('R-PROD-02 a price for a unit of two words', () => {
  it('a prices FAQ says "£5 per frozen month" and "£60 per six-week course" whole', () => {
    const answer = catalogueAnswer('seo-agent', { message: '5 FAQs for the prices page with short answers', mode: 'normal', profile: PROFILE, brandVoice: null, spaceName: 'Crux Wall', library: LIBRARY, referenced: LIBRARY, version: 1 }, null)!;
    expect(answer.field).toMatch(/£5 per frozen month/);
    expect(answer.field).toMatch(/£60 per six-week course/);
    expect(answer.field).not.toMatch(/per frozen(?! month)|per six-week(?! course)/);
  });
});
