import { describe, expect, it } from 'vitest';
import { catalogueAnswer } from '../../../core/server/agents/tasks/offline-engine.ts';
import type { AgentSlug } from '../../../core/server/agents/brief/brief.ts';
import type { PreviousAnswer } from '../../../core/server/agents/tasks/agent-task.ts';

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

describe('R-PROD-02 a sentence limit and a shorter version never leave a fragment', () => {
  const TEA_PRICES = [{ kind: 'document' as const, id: 'p1', title: 'prices.md', text: '# Prices\n\n- Gift tin (3 blends + infuser): £24\n' }];
  const email = (message: string, version: number, previous: PreviousAnswer | null = null) =>
    catalogueAnswer('email-agent', { message, mode: 'normal', profile: { ...PROFILE, audience_problems: 'Restless evenings, too much caffeine' }, brandVoice: 'Short sentences, 10 words max. Sign off with "Nell".', spaceName: 'Steep & Sparrow', library: TEA_PRICES, version }, previous)!;

  it('"As one of our customers, here’s …" over a 10-word limit stays one sentence rather than "As one of our customers."', () => {
    const answer = email('Write a short email to our customers about the gift tin for Christmas', 1);
    expect(answer.field).toContain("As one of our customers, here's the gift tin for you.");
  });

  it('"make it shorter" that cuts a question cuts the "That’s what … is for" pointing back at it, and names again what "It" stood for', () => {
    const request = 'Write a promotional email about the chamomile blend: 10% off with code CALM10 until 31 March';
    const first = email(request, 2);
    const deliverable = [
      'Subject: Restless evenings?',
      'Preview: 10% off with code CALM10 until 31 March.',
      '',
      'Hi {{first_name}},',
      '',
      "Restless evenings? That's what the chamomile blend is for. It's one of our herbal blends, £7.50 a pouch.",
      '',
      '10% off is yours with code CALM10 until 31 March.',
      '',
      'Blended by hand in small batches, every pouch dated, all packaging home compostable.',
      '',
      '**[Get 10% off](https://steepandsparrow.example)** with code CALM10, until 31 March',
      '',
      'Steep well, Nell',
    ].join('\n');
    const answer = email('make it shorter', 1, { deliverable, brief: first.brief, request });
    expect(answer.draft).toContain('Here is the previous answer, cut to');
    expect(answer.field).not.toMatch(/(?:^|\n)That's what/m);
    // (What 'It' stood for is named again once the sentence that named it is gone.)
    expect(answer.field).not.toMatch(/^It's one of our/m);
    expect(answer.field).toMatch(/^The chamomile blend is one of our herbal blends, £7\.50 a pouch\./m);
  });

});

describe('R-PROD-02 an ad pasted to the strategy agent for review is checked as copy, not reviewed as a plan', () => {
  it('"Review this Facebook ad before I run it: \'…\'" names the ad\'s breaches of the voice, never "The plan states no goal"', () => {
    const answer = ask('strategy-review-agent', "Review this Facebook ad before I run it: 'Feeling stressed? Our new miracle detox blend melts away anxiety in days. Best tea in Devon - order now!!!'");
    expect(answer.brief.task).toBe('brand-voice.check');
    expect(answer.field).toMatch(/miracle|detox/);
    expect(answer.draft).not.toMatch(/The plan states no goal|No step has an owner/);
  });

  const CAPTION = 'Review this Instagram caption before I post it: "The ultimate detox blend! Way cheaper than the overpriced tea shops in town. Use STEEP10 for 10% off everything!"';

  it('a caption quoted whole after the colon, with an offer in it, is the text checked, not an offer for a plan review', () => {
    const answer = ask('strategy-review-agent', CAPTION);
    expect(answer.brief.task).toBe('brand-voice.check');
    expect(answer.field).toMatch(/"detox"/);
    expect(answer.draft).not.toMatch(/No plan was pasted|The plan states no goal/);
  });

  it('"Rewrite it so it passes" after that check is the caption rewritten, whole sentences only, never the check cut down', () => {
    const first = ask('strategy-review-agent', CAPTION);
    const previous: PreviousAnswer = { deliverable: first.field!, brief: first.brief, request: CAPTION };
    const again = catalogueAnswer('strategy-review-agent', { message: 'Rewrite it so it passes, under 200 characters.', mode: 'normal', profile: PROFILE, brandVoice: VOICE, spaceName: 'Steep & Sparrow', library: [], version: 1 }, previous)!;
    expect(again.draft).toMatch(/^Your text, rewritten in the voice you set/);
    expect(again.field).toContain('Use STEEP10 for 10% off everything.');
    expect(again.field).not.toMatch(/detox|\||!/);
  });
});

describe('R-PROD-02 a rule against running down other businesses is checked, though it bans no word', () => {
  const voice = 'Tone: calm, plain\nNever run down other tea shops, by name or in general.\nNever knock the competition.';
  const check = (text: string) => catalogueAnswer('brand-voice', { message: `Check this against our voice: "Loose-leaf blends, made by hand in Totnes. ${text}"`, mode: 'normal', profile: PROFILE, brandVoice: voice, spaceName: 'Steep & Sparrow', library: [], version: 1 }, null)!;

  it('names distrust of them, and a comparison that puts them below us, as breaches of that rule', () => {
    expect(check("Don't trust those supermarket tea brands.").field).toContain(`"Don't trust those supermarket tea brands.": your rule "Never run down other tea shops, by name or in general"`);
    expect(check('Way better than the overpriced shops in town.').field).toContain('"Way better than the overpriced shops in town.": your rule "Never run down other tea shops, by name or in general"');
    expect(check('Fresher than the competition.').field).toContain('your rule "Never');
  });

  it('leaves a sentence that only says what we do alone', () => {
    expect(check('We post every order the same day.').draft).toContain('breaks none of the rules');
  });
});

describe('R-PROD-02 a rule the voice and the profile both state is one rule', () => {
  it('"never run down other tea shops" in the profile and the voice\'s fuller sentence count as one breach, not two', () => {
    const profile = { ...PROFILE, tone_avoid: 'no health claims; never run down other tea shops' };
    const voice = 'Tone: calm\nNever run down other tea shops, by name or in general.';
    const answer = catalogueAnswer('brand-voice', { message: 'Check this against our voice: "Loose-leaf blends from Totnes. Way better than the overpriced tea shops in town."', mode: 'normal', profile, brandVoice: voice, spaceName: 'Steep & Sparrow', library: [], version: 1 }, null)!;
    expect(answer.draft).toMatch(/breaks the voice you set in 1 place\./);
  });
});
