import { describe, expect, it } from 'vitest';
import { catalogueAnswer } from '../../../core/server/agents/tasks/offline-engine.ts';

/**
 * A document named as a record of a period's results or feedback, either way round ('channel-results-q4-q1',
 * 'customer-feedback-q1-2026'), is the business's own: its counts and complaints are never told to customers as
 * features or proof; the advisers still read it for a fact asked. The space is a tile-grout restoration firm.
 */
const PROFILE: Record<string, string> = {
  business_name: 'Grout Doctor',
  business_description: 'Tile and grout restoration for kitchens and bathrooms in Bristol.',
  offer_main: 'Bathroom grout refresh: from £220',
};
const LIBRARY = [
  { kind: 'document' as const, id: 'd1', title: 'customer-feedback-q1-2026', text: 'Turnaround too slow: 17 of 64\nQuotes arrived late: 9 of 64\nGoogle Ads leads are often outside our area.' },
];
const ask = (agent: 'creative-agent' | 'cmo', message: string) => catalogueAnswer(agent, { message, mode: 'normal', profile: PROFILE, brandVoice: null, spaceName: 'Grout Doctor', library: LIBRARY, version: 1 }, null)!;

describe('R-PROD-02 The business\'s own records stay out of customer copy', () => {
  it('an ad carries none of the feedback record\'s counts or notes', () => {
    const answer = ask('creative-agent', 'Write 3 Facebook ad variations for the bathroom grout refresh.');
    expect(answer.field).not.toMatch(/17 of 64|9 of 64|Google Ads leads|too slow/i);
  });

  it('the CMO still reads the record for a fact asked', () => {
    const answer = ask('cmo', 'What do customers complain about most?');
    expect(answer.field).toContain('Turnaround too slow');
  });
});
