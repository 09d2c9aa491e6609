import { describe, expect, it } from 'vitest';
import { catalogueAnswer } from '../../../core/server/agents/tasks/offline-engine.ts';
import type { ReferencedSource } from '../../../core/server/agents/offline/request-material.ts';

/** A code is used where the business takes orders: at checkout online, when booking a service. The space is a septic tank emptying firm. */
const PROFILE: Record<string, string> = {
  business_name: 'Tarn Valley Septic',
  business_description: 'Septic tank emptying and drain jetting for farms and rural homes around Kendal.',
  offer_main: 'Septic tank emptying with a written tank report',
  audience_primary: 'Rural homeowners and farms with septic tanks',
  tone_words: 'plain, practical',
};
const DOC = `# Prices\n\n- Tank empty (up to 4,000 litres): £240\n- Drain jetting: £120 an hour\n\n## What customers say\n"Emptied and reported on the same morning, no mess on the lawn." — Ann Walsh, Sedbergh\n`;
const LIBRARY = [{ kind: 'document', id: 'd1', title: 'Prices', text: DOC } as ReferencedSource];

describe('R-PROD-02 an offer code is used where the business takes orders', () => {
  it('a code with no discount is used when the customer books a tank empty, never "at checkout", and the summary and the greeting read as English', () => {
    const message = 'Email our farm customers about the spring tank check. Code SPRING27, book by end of March.';
    const answer = catalogueAnswer('email-agent', { message, mode: 'normal', profile: PROFILE, brandVoice: null, spaceName: 'Tarn Valley Septic', library: LIBRARY, version: 1 }, null)!;
    expect(answer.draft).toContain('SPRING27');
    expect(answer.draft).toContain('Use code SPRING27 when you book.');
    expect(answer.draft).not.toMatch(/at checkout|carrying with|^Our farm customers,/m);
    expect(answer.draft).toContain('As one of our farm customers, ');
  });
});
