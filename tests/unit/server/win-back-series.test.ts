import { describe, expect, it } from 'vitest';
import { catalogueAnswer } from '../../../core/server/agents/tasks/offline-engine.ts';
import type { ReferencedSource } from '../../../core/server/agents/offline/request-material.ts';

/**
 * A sequence of one kind of email ('a two-email win-back sequence') is that kind, each email with its own job, not
 * a welcome series; a customer the request names as proof speaks in one of them. The space is a septic tank
 * emptying firm.
 */
const PROFILE: Record<string, string> = {
  business_name: 'Tarn Valley Septic',
  business_description: 'Septic tank emptying and drain jetting for farms and rural homes around Kendal.',
  offer_main: 'Septic tank emptying with a written tank report',
  audience_primary: 'Rural homeowners and farms with septic tanks',
  tone_words: 'plain, practical',
};
const DOC = `# Prices\n\n- Tank empty (up to 4,000 litres): £240\n- Drain jetting: £120 an hour\n\n## What customers say\n"Emptied and reported on the same morning, no mess on the lawn." — Ann Walsh, Sedbergh\n`;
const LIBRARY = [{ kind: 'document', id: 'd1', title: 'Prices', text: DOC } as ReferencedSource];
const REQUEST = "Write a two-email win-back sequence for farms that haven't used us since last winter. Email 1 goes on day 0, email 2 on day 10 if they haven't booked. Use the Ann Walsh job as proof in one of them. Each email under 120 words.";

describe('R-PROD-02 a win-back sequence is a series of win-backs', () => {
  it('writes two win-back emails on the days asked, never a welcome, with Ann Walsh’s words in one of them', () => {
    const answer = catalogueAnswer('email-agent', { message: REQUEST, mode: 'normal', profile: PROFILE, brandVoice: null, spaceName: 'Tarn Valley Septic', library: LIBRARY, version: 1 }, null)!;
    const emails = answer.draft.split(/^### Email \d of 2: /m).slice(1);
    expect(emails).toHaveLength(2);
    expect(emails[0]).toMatch(/^[^\n]*\(day 0\)/);
    expect(emails[1]).toMatch(/^[^\n]*\(day 10\)/);
    expect(answer.draft).not.toMatch(/\bWelcome\b|Thanks for your interest/);
    expect(answer.draft).toContain('“Emptied and reported on the same morning, no mess on the lawn.” — Ann Walsh, Sedbergh');
    for (const email of emails) expect(email.split('\n\n---')[0]!.split(/\s+/).length).toBeLessThanOrEqual(130);
  });
});
