import { describe, expect, it } from 'vitest';
import { catalogueAnswer } from '../../../core/server/agents/tasks/offline-engine.ts';

/**
 * A business whose name opens with 'The' signs its emails once ('Thanks, The Kiln House team', never 'The The'), and
 * no template's determiner doubles one a phrase brings. Through the function the server runs for an offline run.
 */
const profile = { business_name: 'The Kiln House', offer_main: 'The Six-Week Wheel Course', business_description: 'The Kiln House is a pottery studio in Leeds.' };

describe('one determiner where a template meets a name', () => {
  for (const request of ['Write an email about the Six-Week Wheel Course', 'Write a welcome email for new students', 'Write a win-back email to lapsed students']) {
    it(`"${request}" is signed by The Kiln House once`, () => {
      const draft = catalogueAnswer('email-agent', { message: request, mode: 'chat', profile, brandVoice: 'Tone: warm', spaceName: 'Kiln', version: 1 }, null).draft;
      expect(draft).not.toMatch(/\b(?:the|your|our|a) (?:the|your|our)\s+\w/i);
      expect(draft).toContain('The Kiln House team');
    });
  }
});
