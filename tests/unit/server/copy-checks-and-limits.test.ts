import { describe, expect, it } from 'vitest';
import { catalogueAnswer } from '../../../core/server/agents/tasks/offline-engine.ts';
import type { AgentSlug } from '../../../core/server/agents/brief/brief.ts';

/**
 * Three things a small maker asks of its agents besides new copy: a verdict on a post it wrote, a voice that keeps
 * a subject out altogether ('Nothing about anxiety, insomnia or weight loss'), and regulated label text the
 * agents cannot write. The space is a herbal tea blender.
 */
const PROFILE: Record<string, string> = {
  business_name: 'Steep & Sparrow',
  business_description: 'We blend loose-leaf herbal teas in a unit in Totnes and sell them online and to cafés.',
  offer_main: 'Herbal tea blends, 50g pouches at £7.50',
  tone_words: 'calm, plain',
  tone_avoid: 'no health claims',
};
const VOICE = 'Calm and plain. Nothing about anxiety, insomnia or weight loss. Banned: detox, superfood, miracle. Sign off with "Steep well, Nell".';
const ask = (agent: AgentSlug, message: string) =>
  catalogueAnswer(agent, { message, mode: 'normal', profile: PROFILE, brandVoice: VOICE, spaceName: 'Steep & Sparrow', library: [], version: 1 }, null)!;
const POST = '"Our new miracle detox blend melts away anxiety and helps with weight loss! Order now!!!"';

describe('R-PROD-02 a voice sentence that keeps a subject out altogether', () => {
  it('a check names the sentence that speaks of anxiety or weight loss as a breach of that rule', () => {
    const answer = ask('brand-voice', `Check this against our voice: ${POST}`);
    expect(answer.field).toMatch(/Claims your rules forbid[\s\S]*melts away anxiety[\s\S]*Nothing about anxiety/);
  });

  it('a rewrite takes out the clause that speaks of it and keeps the rest as a whole sentence', () => {
    const answer = ask('brand-voice', 'Rewrite this in our voice: "A superfood blend of chamomile and lemon balm, gently mixed to ease insomnia. Order today!"');
    expect(answer.field).toMatch(/blend of chamomile and lemon balm, gently mixed\.\s+Order today\.$/m);
    expect(answer.field).not.toMatch(/insomnia\W*$|mixed to\./m);
  });
});

describe('R-PROD-02 a specialist asked to check a post answers with a check, not new copy', () => {
  it('"review this Instagram post before I put it up" to the Creative agent lists each breach of the voice', () => {
    const answer = ask('creative-agent', `Can you review this Instagram post before I put it up: ${POST}`);
    expect(answer.draft).toMatch(/^Your text breaks the voice you set in \d+ places\./m);
    expect(answer.field).toMatch(/"miracle"[\s\S]*"detox"|"detox"[\s\S]*"miracle"/);
    expect(answer.field).not.toMatch(/^### Instagram|Caption 1/m);
  });

  it('"check this email before I send it" to the Email agent does the same', () => {
    const answer = ask('email-agent', `Can you check this email before I send it? ${POST}`);
    expect(answer.draft).toMatch(/^Your text breaks the voice you set/m);
    expect(answer.field).not.toMatch(/^Subject:/m);
  });
});

describe('R-PROD-02 regulated label text is declined honestly', () => {
  it('"the ingredients label text" and "a nutrition panel" get one plain sentence, not headlines', () => {
    for (const request of ['Write the ingredients label text (INCI list) for the lemon balm blend', 'Can you do the nutrition panel for our chamomile pouch?']) {
      const answer = ask('creative-agent', request);
      expect(answer.draft).toMatch(/^I can't help with (?:an ingredients label|a nutrition panel) here: it is outside what the marketing agents do/m);
    }
  });
});
