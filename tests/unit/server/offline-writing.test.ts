import { describe, expect, it } from 'vitest';
import { fill } from '../../../core/server/agents/offline/template-grammar.ts';
import { applyVoice, voiceRulesOf } from '../../../core/server/agents/offline/voice-rules.ts';
import { pastedText } from '../../../core/server/agents/offline/request-material.ts';
import { requestTopic } from '../../../core/server/agents/offline/request-topic.ts';
import { emailTask, creativeTask, brandVoiceTask } from '../../../core/server/agents/offline/request-intent.ts';
import { instructionPlanOf } from '../../../core/server/agents/offline/extra-instructions.ts';
import { VariantPicker } from '../../../core/server/agents/offline/variant-picker.ts';
import { materialOf } from '../../../core/server/agents/offline/request-material.ts';

describe('offline engine: the template grammar', () => {
  it('fills facts, capitalises {Slot}, keeps merge tags, drops optional parts without their fact', () => {
    expect(fill('{Offer}, by {company}.', { offer: 'fresh coffee', company: 'Northwind' })).toBe('Fresh coffee, by Northwind.');
    expect(fill('Hi {{first_name}}, see {website?{website} }now.', {})).toBe('Hi {{first_name}}, see now.');
    expect(fill('Hi {{first_name}}, see {website?{website} }now.', { website: 'northwind.example' })).toBe('Hi {{first_name}}, see northwind.example now.');
  });

  it('marks a missing fact as a blank instead of inventing it', () => {
    expect(fill('What we do: {offer}. For {audience}.', {})).toBe('What we do: [your offer]. For [your audience].');
  });

  it('a regenerate moves every part to its next wording; the same version repeats', () => {
    const options = ['a', 'b', 'c'];
    const v1 = new VariantPicker('seed', 1).pick(options, 'part');
    const v2 = new VariantPicker('seed', 2).pick(options, 'part');
    expect(v2).not.toBe(v1);
    expect(new VariantPicker('seed', 2).pick(options, 'part')).toBe(v2);
  });
});

describe('offline engine: voice rules are read and applied', () => {
  const rules = voiceRulesOf('Tone: warm\nFormality: conversational\nSentences: short (at most 12 words)\nPrefer: coffee\nAvoid: cheap, synergy\nSign-off: Brew on, the Northwind team\nColour #1F6FEB');
  it('reads the labelled format', () => {
    expect(rules).toEqual({ tone: 'warm', formality: 'conversational', maxSentenceWords: 12, prefer: ['coffee'], avoid: ['cheap', 'synergy'], signOff: 'Brew on, the Northwind team', colour: '#1F6FEB' });
  });

  it('reads rules said in prose', () => {
    const prose = voiceRulesOf('Friendly and plain. Never use "world-class" or "disruptive". Sign off with "Cheers, Ana".');
    expect(prose.avoid).toEqual(['world-class', 'disruptive']);
    expect(prose.signOff).toBe('Cheers, Ana');
    expect(prose.formality).toBe('conversational');
  });

  it('replaces banned words, contracts, and splits long sentences at a clause', () => {
    const out = applyVoice('We are proud of our cheap beans. We roast them every Monday for offices across the north, so we deliver them within two days to your door.', rules);
    expect(out.text).toBe("We're proud of our affordable beans. We roast them every Monday for offices across the north. We deliver them within two days to your door.");
    expect(out.changes).toEqual(['used contractions and everyday words (conversational)', 'replaced words your voice avoids (cheap)', 'split sentences longer than 12 words']);
  });

  it('a formal voice expands contractions and drops slang', () => {
    expect(applyVoice("Hey folks, we're gonna love it!", voiceRulesOf('Formality: formal')).text).toBe('Hello everyone, we are going to love it.');
  });
});

describe('offline engine: what a request asks for and points at', () => {
  it('finds pasted text after a colon or on the following lines, never the request itself', () => {
    expect(pastedText('Rewrite this: We are excited to tell you about our new plan for offices and their teams.')).toBe('We are excited to tell you about our new plan for offices and their teams.');
    expect(pastedText('Improve my draft\nWe are excited to tell you about our new plan for offices and their teams.')).toBe('We are excited to tell you about our new plan for offices and their teams.');
    expect(pastedText('Write a launch email for our spring sale')).toBeNull();
    expect(pastedText('See https://example.com/page for details about the plan we have')).toBeNull();
  });

  it('referenced sources come before pasted text, pasted text before the profile', () => {
    const doc = { kind: 'document' as const, id: 'd', title: 'plan.md', text: 'The plan.' };
    expect(materialOf('Review this: one two three four five six seven eight nine ten eleven twelve', [doc]).kind).toBe('document');
    expect(materialOf('Review this: one two three four five six seven eight nine ten eleven twelve', []).kind).toBe('pasted');
    expect(materialOf('Review our strategy', []).kind).toBe('profile');
  });

  it('reads what a request is about and whom it is for', () => {
    expect(requestTopic('Write a launch email for our spring sale')).toEqual({ topic: 'our spring sale' });
    expect(requestTopic('A cold email to office managers about the Brew Club')).toEqual({ audience: 'office managers', topic: 'the Brew Club' });
  });

  it('classifies each agent\'s tasks', () => {
    const none = materialOf('x', []);
    expect(emailTask('Give me subject lines for the launch', none)).toBe('subject_lines');
    expect(emailTask('Just 6 subject lines for the trial email, no body', none)).toBe('subject_lines');
    expect(emailTask('Write a welcome email for new trial sign-ups with three subject line options.', none)).toBe('promotion');
    expect(emailTask('Follow up after the demo with Acme', none)).toBe('follow_up');
    expect(emailTask('Our monthly newsletter', none)).toBe('newsletter');
    expect(emailTask('Rewrite this: we are excited to tell you about our new plan for offices and teams', materialOf('Rewrite this: we are excited to tell you about our new plan for offices and teams', []))).toBe('rewrite');
    expect(creativeTask('Three LinkedIn posts')).toBe('social_posts');
    expect(creativeTask('Google ads for the subscription')).toBe('ad_copy');
    expect(creativeTask('An image card for the launch')).toBe('image_card');
    expect(brandVoiceTask('Create a brand voice from our profile', none)).toBe('draft_from_profile');
  });
});

describe("offline engine: the space's extra instructions", () => {
  it('follows a sign-off, words to avoid and a length; names the rest as not applied', () => {
    const plan = instructionPlanOf('Always sign off with "Best, Maya".\nAvoid: cheap, free\nKeep it under 120 words.\nReply in German.\nBe funny.');
    expect(plan).toMatchObject({ signOff: 'Best, Maya', avoid: ['cheap', 'free'], maxWords: 120 });
    expect(plan.notApplied).toEqual(['Reply in German (the offline engine writes English only; a model set with LLM_API_KEY can follow it)', 'Be funny.']);
  });
});
