import { describe, expect, it } from 'vitest';
import { catalogueAnswer } from '../../../core/server/agents/tasks/offline-engine.ts';
import type { AgentSlug } from '../../../core/server/agents/brief/brief.ts';
import type { ReferencedSource } from '../../../core/server/agents/offline/request-material.ts';

/**
 * An offer code the documents state, named bare in a request ('announcing FIRSTMAT', 'the FIRSTMAT email'): the
 * piece is about what the code gives, on its terms, never about a thing called 'FIRSTMAT'; 'the image plus a caption'
 * is an image card with its caption; 'a version of the caption that mentions the price after the discount' adds the
 * documents' own sentence of it. Through the function the server runs for an offline run; the space is a yoga studio.
 */
const PROFILE: Record<string, string> = {
  business_name: 'Stillwater Yoga',
  business_description: 'A yoga studio in Frome with small classes for all levels.',
  offer_main: 'Drop-in classes, 10-class passes and monthly memberships',
  audience_primary: 'Adults in Frome who want to start or deepen a yoga practice',
  tone_words: 'calm, warm, plain',
};
const PRICES = `# Stillwater Yoga prices\n\n| Option | Price |\n|---|---|\n| Drop-in class | £12 |\n| 10-class pass | £100 |\n| Monthly membership | £58 a month |\n\n## Offer: FIRSTMAT\nCode FIRSTMAT gives 50% off your first month of membership (£29 instead of £58). New members only. Use it by 31 March. Minimum 3 months.\n\n## House rules\nUnder-16s must be supervised by a paying adult. Mats are cleaned after every class.\n`;
const LIBRARY = [{ kind: 'document', id: 'p', title: 'Prices and offers', text: PRICES } as ReferencedSource];
const ask = (agent: AgentSlug, message: string, previous: { deliverable: string; brief: ReturnType<typeof catalogueAnswer>['brief']; request: string } | null = null) =>
  catalogueAnswer(agent, { message, mode: 'normal', profile: PROFILE, brandVoice: 'Tone: calm, warm, plain\nSign-off: Breathe easy, the Stillwater team', spaceName: 'Stillwater Yoga', library: LIBRARY, version: 1 }, previous)!;

describe('R-PROD-02 an offer code named bare', () => {
  it('"3 subject lines for the FIRSTMAT email" are about 50% off the first month, never "the FIRSTMAT" as a thing', () => {
    const answer = ask('email-agent', '3 subject lines for the FIRSTMAT email going out Thursday');
    expect(answer.field).toMatch(/50% off your first month of membership/);
    expect(answer.draft).not.toMatch(/\bthe FIRSTMAT\b/);
  });

  it('"Square Instagram post announcing FIRSTMAT: the image plus a caption" is a square image card with an Instagram caption carrying the code and what it gives', () => {
    const answer = ask('creative-agent', 'Square Instagram post announcing FIRSTMAT: the image plus a caption');
    expect(answer.field).toMatch(/^\*\*Instagram feed post, 1080×1080\*\*/);
    expect(answer.artifacts.some((a) => a.mimeType === 'image/svg+xml')).toBe(true);
    const caption = answer.field!.split('**Instagram caption**')[1]!;
    expect(caption).toContain('FIRSTMAT');
    expect(caption).toContain('50% off your first month of membership');
    expect(answer.draft).not.toMatch(/LinkedIn/);
  });

  it('"now a version of the caption that mentions the price after the discount" adds the documents\' sentence with £29 instead of £58', () => {
    const request = 'Square Instagram post announcing FIRSTMAT: the image plus a caption';
    const first = ask('creative-agent', request);
    const answer = ask('creative-agent', 'now a version of the caption that mentions the price after the discount', { deliverable: first.field!, brief: first.brief, request });
    expect(answer.draft).toMatch(/^Here is the previous answer, with a line on the price after the discount added\./);
    expect(answer.field!.split('**Instagram caption**')[1]).toContain('(£29 instead of £58)');
    expect(answer.field).not.toMatch(/your facts do not say/);
  });

  it('captions promoting the offer carry who may use it ("New members only.") and no house rule', () => {
    const answer = ask('creative-agent', 'Three Instagram captions promoting the FIRSTMAT offer');
    const first = answer.field!.split('**Caption 2**')[0]!;
    expect(first).toContain('New members only.');
    expect(answer.field).not.toMatch(/supervised|^Minimum 3 months\./m);
  });
});
