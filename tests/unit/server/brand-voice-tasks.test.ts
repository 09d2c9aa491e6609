import { describe, expect, it } from 'vitest';
import type { Brief } from '../../../core/server/agents/brief/brief.ts';
import type { FactSheet, FactSource } from '../../../core/server/agents/facts/fact-sheet.ts';
import type { TaskInput, TaskOutput } from '../../../core/server/agents/tasks/agent-task.ts';
import { VariantPicker } from '../../../core/server/agents/offline/variant-picker.ts';
import { NO_VOICE_RULES, bannedWordsIn, voiceRulesOf } from '../../../core/server/agents/offline/voice-rules.ts';
import { limitSentenceLength, sentenceWords, sentencesOfLine } from '../../../core/server/agents/offline/sentence-limit.ts';
import { BRAND_VOICE_TASKS } from '../../../core/server/agents/tasks/brand-voice/brand-voice-tasks.ts';
import { catalogueAnswer } from '../../../core/server/agents/tasks/offline-engine.ts';
import type { AgentContext } from '../../../core/server/agents/tools/agent-context.ts';
import { briefOf, factSheetOf } from '../../support/engine-inputs.ts';

// The brief and the fact sheet as the engine's readers hand them over, built by hand so each test states its input.
const brief = (request: string, over: Partial<Brief> = {}): Brief => briefOf(request, 'brand-voice', over);
const PROFILE: FactSource = { title: 'Space profile', kind: 'profile', id: null };
const SHEET: FactSource = { title: 'bakery-sheet.md', kind: 'document', id: 'doc-1' };
const facts = (over: Partial<FactSheet> = {}): FactSheet => factSheetOf({ sources: [PROFILE], ...over });
const input = (b: Brief, f: FactSheet, voice: string | null, variant = 0): TaskInput => ({
  brief: b,
  facts: f,
  voice: voiceRulesOf(voice) ?? NO_VOICE_RULES,
  savedVoice: Boolean(voice),
  pick: new VariantPicker(b.request, variant + 1),
  variant,
  referenced: [],
  passages: [],
  previous: null,
});
const run = (id: string, i: TaskInput): TaskOutput => BRAND_VOICE_TASKS.find((t) => t.id === id)!.generate(i);
const ctx = (message: string, profile: Record<string, string>, brandVoice: string | null): AgentContext => ({ message, mode: 'normal', profile, brandVoice, spaceName: 'General' });

const BANS = 'Tone: calm, plain\nAvoid: synergy, game-changing, leverage';
const JARGON_TEXT = 'Our synergy with clinics is real. Synergies like these are game-changing for busy practices. We are leveraging reminders to fill every chair.';
const DENTAL = facts({
  company: 'ChairTime',
  product: 'Chair-scheduling software for dental practices',
  audience: 'Practice managers at independent dental practices',
  differentiator: 'ChairTime fills cancelled slots from a waitlist automatically and texts patients two days before each visit so practices keep their chairs full',
  tone: 'calm, expert, friendly',
  avoid: 'synergy, never promise that patients will never miss an appointment',
});
const DENTAL_VOICE = 'Tone: calm, expert\nFormality: formal\nSentences: at most 14 words\nAvoid: leverage, game-changing\nSign-off: Kind regards, the ChairTime team';
const PUSHY_EMAIL = "Hi Sam,\n\nOur platform is a game changer!!! We're leveraging AI to cut no-shows, and ChairTime guarantees you'll never have a no-show again. Act now: only 3 demo slots left this week.\n\nBest,\nTom";
const BAKERY = facts({
  company: 'Crumb & Co',
  product: 'Sourdough loaves and pastries baked before dawn',
  audience: 'Independent cafés and delis in Leeds',
  differentiator: 'Every loaf is baked the night before and delivered by 7am',
  tone: 'warm, plain, friendly',
  avoid: 'artisanal, cheap, never promise same-day delivery',
  prices: [{ text: 'Café box: £45 per week', plan: 'Café box', amount: '£45', per: 'week', source: SHEET }],
  proof: [{ text: 'Café Nomad cut waste by 20% in two months', figures: ['20%'], who: 'Café Nomad', source: SHEET }],
  sources: [PROFILE, SHEET],
});

describe("R-PROD-02 brand voice: the agent's catalogue", () => {
  it('lists rewrite (the default), check, guide, analysis, a short description, a verdict on one line, a reply to a review and an answerphone greeting, each with its label, cues, deliverables and starter', () => {
    expect(BRAND_VOICE_TASKS.map((t) => t.id)).toEqual(['brand-voice.rewrite', 'brand-voice.check', 'brand-voice.guide', 'brand-voice.analyse', 'brand-voice.about', 'brand-voice.line-verdict', 'brand-voice.review-reply', 'brand-voice.phone-greeting']);
    for (const task of BRAND_VOICE_TASKS) {
      expect(task.agent).toBe('brand-voice');
      expect(task.label).not.toBe('');
      expect(task.cues.length).toBeGreaterThan(3);
      expect(task.delivers.length).toBeGreaterThan(0);
      expect(task.starter).not.toBe('');
    }
  });
});

describe('R-PROD-02 brand voice: a rule against promising a result by a date catches any date or count, and clichés get plain words', () => {
  const profile = { business_name: 'Casa Lengua', business_description: 'A language school in Bristol.' };
  const voice = 'Tone: warm, plain\nBanned words: unlock, seamless, journey, guru.\nNever promise fluency by a date or after a set number of lessons.';

  it('takes out "Be fluent in just 10 weeks" under "never promise fluency by a date", and replaces "journey" and "gurus" instead of leaving blanks', () => {
    const r = catalogueAnswer('brand-voice', ctx('Rewrite this in our voice:\n\nUnlock your language journey with our method. Be fluent in just 10 weeks with our seamless classes taught by passionate language gurus. Enrol now.', profile, voice), null)!;
    expect(r.field).not.toMatch(/fluent in/i);
    expect(r.field).not.toContain('[plainer word]');
    expect(r.draft).toContain('"journey" → "progress"');
    expect(r.draft).toContain('Removed what your rule "Never promise fluency by a date or after a set number of lessons" forbids');
  });

  it('a check names "get fluent by summer" as breaking the rule, and "after 5 lessons you get a level test" as not', () => {
    const r = catalogueAnswer('brand-voice', ctx("Does this caption follow our voice? 'Our Saturday course is the perfect way to get fluent by summer. After 5 lessons you get a free level test with a tutor.'", profile, voice), null)!;
    expect(r.draft).toMatch(/get fluent by summer/);
    expect(r.draft).not.toMatch(/"After 5 lessons you get a free level test/);
  });
});

describe('R-PROD-02 brand voice: a text quoted in single quotes after the question is the text to check', () => {
  it("checks the caption in 'single quotes', apostrophes inside it included, instead of asking for a text", () => {
    const profile = { business_name: 'Casa Lengua', business_description: 'A language school in Bristol.' };
    const voice = 'Tone: warm, plain\nAvoid: effortless, unlock';
    const r = catalogueAnswer('brand-voice', ctx("Does this Instagram caption follow our voice? 'Our Saturday course is the perfect way to learn, and it's an effortless way to make friends. Grab your spot before they go!'", profile, voice), null)!;
    expect(r.draft).not.toContain('There is no text to check yet');
    expect(r.draft).toContain('"effortless"');
  });
});

describe('R-PROD-02 brand voice: a rewrite into a plain voice leaves no hype, no empty sentence and one name for one thing', () => {
  const profile = { business_name: 'Pipewell Heating', business_description: 'A heating and plumbing firm in Bristol.', offer_differentiator: 'Fixed prices quoted before any work starts; engineers who tidy up before they leave', tone_words: 'plain, practical', tone_avoid: 'hype and fake urgency' };
  const voice = 'Tone: plain and practical, like an engineer talking you through a job.\nBanned words: ultimate, seamless.';
  const r = catalogueAnswer('brand-voice', ctx('Rewrite this in our voice: Discover the ultimate seamless heating solution! Our technicians use cutting-edge tools to deliver results. Our technicians arrive within two hours of your call. Book today!', profile, voice), null)!;

  it('drops the slogan and the sentence that says nothing once its hype is out, and keeps no exclamation mark', () => {
    expect(r.field).not.toMatch(/Discover|!|tools to deliver results/);
    expect(r.field).toContain('Our engineers arrive within two hours of your call.');
    // A banned word swapped for a plain one leaves the sentence as empty as before: it goes too.
    const swapped = catalogueAnswer('brand-voice', ctx('Rewrite this in our voice: Our world-class technicians deliver real improvement results at affordable prices. Our technicians arrive within two hours of your call.', profile, voice), null)!;
    expect(swapped.field).not.toContain('improvement results');
    expect(r.draft).toContain('- Took out sentences that said nothing a reader can use once the hype was out: "Discover the smooth heating service", "Our technicians use tools to deliver results".');
  });

  it('calls the people who do the work by the voice\'s and the profile\'s word throughout, and names each word it changed', () => {
    expect(r.field).not.toMatch(/technician/i);
    expect(r.draft).toContain('- Kept one word for the people who do the work: "technicians" → "engineers", as your voice and profile say.');
    // Praise a reader cannot check is a claim: the answer counts it and does not repeat it.
    expect(r.draft).toContain('- Dropped a word of praise a reader cannot check (nothing in your facts backs it).');
    expect(r.draft).not.toMatch(/cutting-edge/i);
  });
});

describe('R-PROD-02 brand voice: a rewrite keeps every rule and says what it changed', () => {
  it('banned words go in every form, and "What changed" names exactly the words replaced', () => {
    const out = run('brand-voice.rewrite', input(brief('Rewrite this in our voice', { pasted: JARGON_TEXT }), facts(), BANS));
    expect(out.summary).toBe('Your text, rewritten in the voice you set (calm, plain).');
    expect(out.deliverable).toBe('Our teamwork with clinics is real. Shared strengths like these are useful for busy practices. We are using reminders to fill every chair.');
    expect(bannedWordsIn(out.deliverable, voiceRulesOf(BANS))).toEqual([]);
    expect(out.notes).toEqual(['**What changed**', '- Replaced words your voice avoids: "synergy" → "teamwork", "Synergies" → "Shared strengths", "game-changing" → "useful", "leveraging" → "using".']);
  });

  it('the server\'s run of the request gives the same rewrite, with no claimed change that did not happen', () => {
    const r = catalogueAnswer('brand-voice', ctx(`Rewrite this in our brand voice: ${JARGON_TEXT}`, {}, BANS), null)!;
    expect(r.field).toBe('Our teamwork with clinics is real. Shared strengths like these are useful for busy practices. We are using reminders to fill every chair.');
    expect(r.draft).toBe(
      [
        'Your text, rewritten in the voice you set (calm, plain).',
        '',
        'Our teamwork with clinics is real. Shared strengths like these are useful for busy practices. We are using reminders to fill every chair.',
        '',
        '**What changed**',
        '- Replaced words your voice avoids: "synergy" → "teamwork", "Synergies" → "Shared strengths", "game-changing" → "useful", "leveraging" → "using".',
      ].join('\n'),
    );
  });

  it('a claim the profile\'s avoid answer forbids is removed: "guarantees you\'ll never have a no-show" does not survive', () => {
    const profile = { business_name: 'ChairTime', tone_avoid: 'never promise that patients will never miss an appointment' };
    const r = catalogueAnswer('brand-voice', ctx("Rewrite this in our voice: Our reminders cut no-shows for busy practices. ChairTime guarantees you'll never have a no-show. Book a demo this week.", profile, null), null)!;
    expect(r.field).toBe('Our reminders cut no-shows for busy practices. Book a demo this week.');
    // The answer names what went by its opening words: the forbidden claim is not repeated in it.
    expect(r.draft).toContain('- Removed what your rule "never promise that patients will never miss an appointment" forbids: the words that began "ChairTime guarantees you\'ll…".');
    expect(r.draft).not.toContain('never have a no-show');
  });

  it('a pushy email is calmed: claim, urgency, shouting, contractions and closing fixed, each named', () => {
    const out = run('brand-voice.rewrite', input(brief('Rewrite this', { pasted: PUSHY_EMAIL }), DENTAL, DENTAL_VOICE));
    expect(out.deliverable).toBe('Hi Sam,\n\nOur platform is a real improvement. We are using AI to cut no-shows.\n\nKind regards, the ChairTime team');
    expect(out.notes).toEqual([
      '**What changed**',
      '- Replaced words your voice avoids: "game changer" → "real improvement", "leveraging" → "using".',
      '- Removed what your rule "never promise that patients will never miss an appointment" forbids: the words that began "ChairTime guarantees you\'ll…".',
      '- Removed fake urgency: "Act now: only 3 demo slots left this week".',
      '- Toned down shouting: 3 exclamation marks became full stops.',
      '- Made it formal: "We\'re" → "We are".',
      '- Replaced the closing "Best, Tom" with your sign-off "Kind regards, the ChairTime team".',
    ]);
  });

  it('a 14-word limit holds on a long profile sentence spliced into the copy', () => {
    const text = `Hi Sam,\n\n${DENTAL.differentiator}. Reply to book a call.\n\nBest,\nTom`;
    const out = run('brand-voice.rewrite', input(brief('Rewrite this', { pasted: text }), DENTAL, DENTAL_VOICE));
    expect(out.deliverable).toBe('Hi Sam,\n\nChairTime fills cancelled slots from a waitlist automatically. It texts patients two days before each visit so practices keep their chairs full. Reply to book a call.\n\nKind regards, the ChairTime team');
    expect(out.deliverable.split('\n').flatMap(sentencesOfLine).every((s) => sentenceWords(s) <= 14)).toBe(true);
    expect(out.notes).toContain('- Split a sentence longer than 14 words.');
  });

  it('a regenerate is another structure, still keeping every rule', () => {
    const text = `${JARGON_TEXT} Texts go out two days before each visit.`;
    const first = run('brand-voice.rewrite', input(brief('Rewrite this', { pasted: text }), facts(), BANS));
    const again = run('brand-voice.rewrite', input(brief('Rewrite this', { pasted: text }), facts(), BANS, 1));
    expect(first.deliverable).toBe('Our teamwork with clinics is real. Shared strengths like these are useful for busy practices. We are using reminders to fill every chair. Texts go out two days before each visit.');
    expect(again.deliverable).toBe('Our shared effort with clinics is real.\n\n- Shared efforts like these are practical for busy practices.\n- We are drawing on reminders to fill every chair.\n- Texts go out two days before each visit.');
    expect(again.notes).toContain('- Turned the 3 sentences after the opening line of your longest paragraph into a list.');
    expect(bannedWordsIn(again.deliverable, voiceRulesOf(BANS))).toEqual([]);
  });

  it('with no text to work on, it says so instead of rewriting the request', () => {
    const out = run('brand-voice.rewrite', input(brief('Help with our voice'), DENTAL, null));
    expect(out.summary).toBe('There is no text to rewrite yet: paste it after your request, or name a document from the knowledge base.');
    expect(out.deliverable).toBe('');
  });
});

describe('R-PROD-02 brand voice: a check names each breach and the rule it breaks', () => {
  it('each breach with its words and its rule, rule by rule', () => {
    const out = run('brand-voice.check', input(brief('Check this against our voice', { pasted: PUSHY_EMAIL }), DENTAL, DENTAL_VOICE));
    expect(out.summary).toBe('Your text breaks the voice you set in 10 places.');
    expect(out.deliverable).toBe(
      [
        '**Words your voice avoids**',
        '- "game changer": a word your voice avoids ("game-changing").',
        '- "leveraging": a word your voice avoids ("leverage").',
        '',
        '**Claims your rules forbid**',
        '- "We\'re leveraging AI to cut no-shows, and ChairTime guarantees you\'ll never have a no-show again.": a claim your rules forbid ("never promise that patients will never miss an appointment").',
        '',
        '**Sentences over the limit**',
        '- "We\'re leveraging AI to cut no-shows, and ChairTime…": sentences of at most 14 words (this one has 15).',
        '',
        '**Register**',
        '- "We\'re": a formal register (no contractions or slang).',
        '- "you\'ll": a formal register (no contractions or slang).',
        '',
        '**Fake urgency**',
        '- "Act now": no fake urgency: pressure a real deadline does not back.',
        '- "only 3 demo slots left": no fake urgency: pressure a real deadline does not back.',
        '',
        '**Shouting**',
        '- "3 exclamation marks": no shouting (one exclamation mark at most).',
        '',
        '**Sign-off**',
        '- "Best, Tom": the sign-off "Kind regards, the ChairTime team".',
      ].join('\n'),
    );
  });

  it('a regenerate goes sentence by sentence, with a fix in the voice beside each', () => {
    const out = run('brand-voice.check', input(brief('Check this against our voice', { pasted: PUSHY_EMAIL }), DENTAL, DENTAL_VOICE, 1));
    const rows = out.deliverable.split('\n').filter((l) => l.startsWith('| ') && !l.startsWith('| Sentence') && !l.startsWith('| ---'));
    expect(rows.map((r) => [r.split(' | ')[0], r.split(' | ')[2]])).toEqual([
      ['| Our platform is a game changer!!!', 'Our platform is a real improvement. |'],
      ["| We're leveraging AI to cut no-shows, and ChairTime guarantees you'll never have a no-show again.", 'We are using AI to cut no-shows. |'],
      ['| Act now: only 3 demo slots left this week.', 'Cut it. |'],
    ]);
    expect(out.deliverable).toContain('**Across the text:** 3 exclamation marks: no shouting, one exclamation mark at most; Best, Tom: the sign-off "Kind regards, the ChairTime team".');
  });

  it('a rule on how to treat people is a breach of its own: shaming a choice the rule protects is named', () => {
    const voice = 'Tone: friendly\nAvoid: miracle\nNever shame owners who feed kibble.';
    const out = run('brand-voice.check', input(brief('Check this caption', { pasted: 'Fresh food, cooked today. Kibble is junk food. Still feeding kibble? Your dog deserves better!' }), facts(), voice));
    expect(out.deliverable).toContain('**How your rules say to treat people**\n- "Kibble is junk food.": your rule "Never shame owners who feed kibble".\n- "Still feeding kibble?": your rule "Never shame owners who feed kibble".\n- "Your dog deserves better!": your rule "Never shame owners who feed kibble".');
    expect(out.deliverable).not.toContain('Fresh food, cooked today');
  });

  it('a short quoted line is checked too: a tagline is often what a check is about, and the question whether it is on-brand gets a yes or no', () => {
    const out = run('brand-voice.check', input(brief('Is this on-brand? "Leverage our game-changing app today."'), facts(), BANS));
    expect(out.deliverable.split('\n').slice(0, 4).join('\n')).toBe('**No.** "Leverage our game-changing app today." breaks your voice in 2 places.\n\n- "Leverage": a word your voice avoids ("leverage").\n- "game-changing": a word your voice avoids ("game-changing").');
    const listed = run('brand-voice.check', input(brief('Check this: "Leverage our game-changing app today."'), facts(), BANS));
    expect(listed.deliverable).toBe('**Words your voice avoids**\n- "Leverage": a word your voice avoids ("leverage").\n- "game-changing": a word your voice avoids ("game-changing").');
  });

  it('says plainly when there is no breach, naming the rules checked', () => {
    const out = run('brand-voice.check', input(brief('Check this', { pasted: 'We text patients two days before each visit. Cancelled slots go to your waitlist.' }), DENTAL, 'Tone: calm\nSentences: at most 14 words\nAvoid: leverage'));
    expect(out.summary).toBe('Your text breaks none of the rules of the voice you set that I can check.');
    expect(out.deliverable).toBe(
      [
        '**No breaches.** Every rule checked holds:',
        '- no word your voice avoids, in any form (leverage, synergy)',
        '- no claim your rules forbid (never promise that patients will never miss an appointment)',
        '- every sentence at most 14 words',
        '- no fake urgency',
        '- no shouting',
        '',
        'Not checked: whether it sounds calm. Read it aloud for that; no count can judge it.',
      ].join('\n'),
    );
  });
});

describe("R-PROD-02 brand voice: a voice guide is written from the space's own facts", () => {
  const guide = run('brand-voice.guide', input(brief("Write a voice guide with do's, don'ts and example phrases"), BAKERY, null));

  it("a bakery's guide has its own examples and no other business's (no coffee, no tasting)", () => {
    expect(guide.deliverable).not.toMatch(/coffee|tasting|roast|Northwind|ChairTime/i);
    expect(guide.deliverable).toContain('- Sound warm, plain, friendly: say what you sell in plain words. Example: "Sourdough loaves and pastries baked before dawn, for independent cafés and delis in Leeds."');
    expect(guide.deliverable).toContain('- Don\'t make claims you cannot back up. Not "The best sourdough loaves and pastries in the world", but "Café Nomad cut waste by 20% in two months."');
    expect(guide.deliverable).toContain('### Phrases to use\n- Sourdough loaves and pastries baked before dawn, for independent cafés and delis in Leeds.\n- Every loaf is baked the night before and delivered by 7am.\n- A café box costs £45 per week.\n- Café Nomad cut waste by 20% in two months.');
    expect(guide.used).toEqual([PROFILE, SHEET]);
  });

  it('proposes the voice as the rule lines every agent reads back, its claim rules included', () => {
    expect(guide.brandVoiceProposal).toBe('Tone: warm, plain, friendly\nFormality: conversational\nSentences: short (at most 18 words)\nAvoid: artisanal, cheap\nClaims to avoid: never promise same-day delivery\nSign-off: The Crumb & Co team');
    const read = voiceRulesOf(guide.brandVoiceProposal!);
    expect([read.formality, read.maxSentenceWords, read.avoid, read.claims?.map((c) => c.rule), read.signOff]).toEqual(['conversational', 18, ['artisanal', 'cheap'], ['never promise same-day delivery'], 'The Crumb & Co team']);
  });

  it('its example phrases keep the 14-word limit, a long profile sentence included', () => {
    const out = run('brand-voice.guide', input(brief('Write a voice guide'), DENTAL, 'Tone: calm, expert\nSentences: at most 14 words\nAvoid: leverage'));
    const phrases = out.deliverable.split('### Phrases to use\n')[1]!.split('\n\n')[0]!;
    expect(phrases.split('\n').slice(0, 2).join('\n')).toBe('- Chair-scheduling software for dental practices.\n- ChairTime fills cancelled slots from a waitlist automatically. It texts patients two days before each visit so practices keep their chairs full.');
    expect(sentencesOfLine(phrases.replace(/\n- /g, ' ').slice(2)).every((s) => sentenceWords(s) <= 14)).toBe(true);
  });

  it('a regenerate organises the guide differently: "say this, not that" pairs, still with its do\'s and don\'ts', () => {
    const again = run('brand-voice.guide', input(brief("Write a voice guide with do's, don'ts and example phrases"), BAKERY, null, 1));
    expect(again.deliverable).toContain("### Don'ts: say this, not that\n| Instead of | Say | Why |\n| --- | --- | --- |\n| artisanal | what it does for the reader | your voice avoids it, in every form |\n| ACT NOW!!! | Offer ends [date]. | never invent urgency or shout |");
    expect(again.deliverable).toContain("### Do's, and why\n- Name the thing plainly before any adjective: readers trust what they can picture.");
    expect(again.deliverable).not.toContain('### Do\n');
  });

  it('counts asked for are met: 4 do\'s, 4 don\'ts and 5 phrases; and "N rules, each with a bad example and a good rewrite" gives N rules', () => {
    const out = run('brand-voice.guide', input(brief("A voice guide for our office staff: 4 do's, 4 don'ts, and 5 phrases we use."), BAKERY, null));
    const section = (title: string) => out.deliverable.split(`${title}\n`)[1]!.split('\n\n')[0]!.split('\n');
    expect([section('### Do').length, section("### Don't").length, section('### Phrases to use').length]).toEqual([4, 4, 5]);
    const cards = run('brand-voice.guide', input(brief('A voice cheat-sheet: 6 rules, each with a bad example and a good rewrite.'), BAKERY, 'Tone: warm\nAvoid: leverage, cheap\nSign-off: The Crumb & Co team'));
    const rules = cards.deliverable.split('\n').filter((l) => /^\d+\. \*\*/.test(l));
    expect(rules).toHaveLength(6);
    expect(rules[0]).toBe('1. **Talk to the reader as "you", and lead with what they get.** Bad: "We are proud to offer our sourdough loaves and pastries." Good: "You get sourdough loaves and pastries baked before dawn."');
  });
});

describe("R-PROD-02 brand voice: an analysis measures a sample against the saved voice", () => {
  it('tone, formality, sentence length and words, then each rule beside what the sample does', () => {
    const out = run('brand-voice.analyse', input(brief('Analyse the voice of this sample', { pasted: PUSHY_EMAIL }), DENTAL, DENTAL_VOICE));
    expect(out.summary).toBe('How your sample sounds: conversational, energetic, short sentences, off the voice you set on 5 rules.');
    expect(out.deliverable).toContain('- **Sentence length:** short: 5.7 words on average over 6 sentences, the longest 15; easy to read (Flesch 78).');
    expect(out.deliverable).toContain('| Formality | formal | conversational ✗ |\n| Sentences | at most 14 words | 1 of 6 over (longest 15) ✗ |\n| Words to avoid | leverage, game-changing, synergy | uses game changer, leveraging ✗ |');
    expect(out.brandVoiceProposal).toBeUndefined();
  });
});

describe('R-PROD-02 brand voice: an analysis quotes the sample and says what works, what to keep and what to change', () => {
  const VOICE = 'Tone: reassuring, straightforward, local\nFormality: conversational\nSentences: at most 18 words\nAvoid: cheap';
  it('slang is named as casual with its own words, and the regenerate reads it line by line with the tone words', () => {
    const sample = "Hiya, boiler's all sorted now, new pump fitted. Was a bit of a nightmare getting the old one off but we got there. Any probs just give us a shout.";
    const out = run('brand-voice.analyse', input(brief('Analyse his style and tell me if it fits our voice', { pasted: sample }), facts(), VOICE));
    expect(out.deliverable).toContain('- **In short:** casual and chatty, with slang ("Hiya", "sorted", "a bit of a", "nightmare"), specific and concrete ("new pump").');
    expect(out.deliverable).toContain('- Slang and shorthand ("Hiya", "sorted", "a bit of a", "nightmare", "probs", "give us a shout") read as careless in writing: keep the warmth, spell the words out. Your tone words are reassuring, straightforward, local.');
    const again = run('brand-voice.analyse', input(brief('Analyse his style', { pasted: sample }), facts(), VOICE, 1));
    expect(again.deliverable).toContain('3. *"Any probs just give us a shout."*: casual, spoken words ("probs", "give us a shout").');
    expect(again.deliverable).toContain('**Against the voice you set (reassuring, straightforward, local):**');
  });

  it('a note that works is credited for its specifics, its story and its personal voice, and what to keep is quoted', () => {
    const note = 'Thank you for lending me your Tuesday mornings. Leo read his first chapter book to me today, and then he read it again to his mum.';
    const out = run('brand-voice.analyse', input(brief('Tell me what makes it work', { pasted: note }), facts(), 'Tone: hopeful, warm'));
    expect(out.deliverable).toContain('- Specific, concrete detail: "your Tuesday mornings", "Leo", "his first chapter book", "his mum". A reader can picture it, so it needs no adjectives.');
    expect(out.deliverable).toContain('- It tells a small story, something that happened, instead of making a claim.');
    expect(out.deliverable).toContain('- Keep "Leo read his first chapter book to me today": it names something real.');
    expect(out.deliverable).not.toContain('Sign-off');
  });
});

describe('R-PROD-02 brand voice: a regenerated rewrite says what is true where a forbidden claim stood', () => {
  it('the claim goes in both versions; the second puts a fact from the profile in its place', () => {
    const voice = 'Tone: hopeful, warm\nAvoid: empower\nNever promise a child’s results.';
    const text = 'We empower children to enjoy books. With your help, every child will read fluently by the end of the year.';
    const river = facts({ differentiator: 'The same volunteer reads with the same child all year' });
    const first = run('brand-voice.rewrite', input(brief('Rewrite this', { pasted: text }), river, voice));
    const again = run('brand-voice.rewrite', input(brief('Rewrite this', { pasted: text }), river, voice, 1));
    expect(first.deliverable).toBe('We help children to enjoy books.');
    expect(again.deliverable).toBe('The same volunteer reads with the same child all year.\n\nWe equip children to enjoy books.');
    expect(again.notes).toContain('- Said what is true in place of the claim, from your profile: "The same volunteer reads with the same child all year."');
  });
});

describe('R-PROD-02 brand voice: "make this sound like us" is a rewrite, and a post the rules gut still reads', () => {
  it('a post to make sound like us is rewritten, not analysed; a rule-breaking sentence goes and a fact from the profile stands in', () => {
    const voice = 'Tone: hopeful, warm\nAvoid: needy\nNever guilt-trip donors.';
    const profile = { business_name: 'Riverside Reading Trust', offer_differentiator: 'The same volunteer reads with the same child all year' };
    const r = catalogueAnswer('brand-voice', ctx('Make this volunteer post sound like us: "Needy kids are falling behind forever. Only YOU can save them. Sign up now before it\'s too late!"', profile, voice), null)!;
    expect(r.field).toBe('Sign up now! The same volunteer reads with the same child all year.');
    expect(r.draft).toContain('- Removed what your rule "Never guilt-trip donors" forbids: 3 passages, beginning "Needy kids are…", "Only YOU can…", "before it\'s too…".');
  });
});


describe('R-PROD-02 brand voice: with a voice saved, a request for a new voice still proposes one', () => {
  const SAVED = 'Tone: conversational, energetic, reader-focused\nFormality: conversational\nSentences: short, punchy (at most 12 words)\nAvoid: leverage';
  const profile = { business_name: 'Apollo Guidance' };

  it('"Write a formal voice guide. Never use the words synergy or game-changer." proposes a formal voice avoiding both, the saved rules kept where the request is silent', () => {
    const r = catalogueAnswer('brand-voice', ctx('Write a formal voice guide. Never use the words synergy or game-changer.', profile, SAVED), null)!;
    expect(r.brandVoiceProposal).toBe('Tone: energetic, reader-focused\nFormality: formal\nSentences: short (at most 12 words)\nAvoid: leverage, synergy, game-changer\nSign-off: The Apollo Guidance team');
    const read = voiceRulesOf(r.brandVoiceProposal!);
    expect([read.formality, read.maxSentenceWords, read.avoid]).toEqual(['formal', 12, ['leverage', 'synergy', 'game-changer']]);
    expect(r.draft).toContain('### Words we never use\n"leverage", "synergy", "game-changer": in any form (plural, tense or spelling).');
    expect(r.draft).toContain('Saving it replaces the voice you set: formality conversational → formal; tone → energetic, reader-focused; "synergy", "game-changer" added to the words to avoid.');
  });

  it('an analysis of a formal sample proposes it as the voice, keeping the saved words to avoid', () => {
    const sample = 'Regarding the quarterly results, we hereby confirm that revenue grew. Furthermore, our team will therefore continue to invest accordingly.';
    const r = catalogueAnswer('brand-voice', ctx(`Analyse the voice of this sample: ${sample}`, profile, SAVED), null)!;
    expect(r.brandVoiceProposal).toBe('Tone: formal, calm, company-focused\nFormality: formal\nSentences: short, punchy (at most 13 words)\nAvoid: leverage');
  });

  it('a check and a rewrite propose nothing', () => {
    const text = 'Regarding the quarterly results, we hereby confirm that revenue grew.';
    expect(catalogueAnswer('brand-voice', ctx(`Check this against our brand voice: ${text}`, profile, SAVED), null)!.brandVoiceProposal).toBeUndefined();
    expect(catalogueAnswer('brand-voice', ctx(`Rewrite this in our brand voice: ${text}`, profile, SAVED), null)!.brandVoiceProposal).toBeUndefined();
  });

  it('a voice defined after a colon is read as the voice: "less formal, sentences under 15 words, never say leverage or synergy"', () => {
    const r = catalogueAnswer('brand-voice', ctx('Define our voice: less formal, sentences under 15 words, never say leverage or synergy.', profile, 'Tone: calm, expert\nFormality: formal\nSentences: at most 20 words'), null)!;
    expect(r.brandVoiceProposal).toBe('Tone: calm, expert\nFormality: conversational\nSentences: short (at most 15 words)\nAvoid: leverage, synergy\nSign-off: The Apollo Guidance team');
  });

  it('a guide that asks for nothing new offers nothing to save, and says so', () => {
    const r = catalogueAnswer('brand-voice', ctx('Write a voice guide', profile, SAVED), null)!;
    expect(r.brandVoiceProposal).toBeUndefined();
    expect(r.draft).toContain('This guide holds the voice you set, rule for rule, so there is nothing new to save.');
  });

  it('a proposal that replaces the saved voice keeps its rules on people, exclamation marks and emoji', () => {
    const voice = 'Tone: friendly\nAvoid: miracle\nNever shame owners who feed kibble.\nNo exclamation marks.\nNo emoji.';
    const r = catalogueAnswer('brand-voice', ctx('Create a voice guide. Sentences of at most 15 words.', profile, voice), null)!;
    const read = voiceRulesOf(r.brandVoiceProposal!);
    expect([read.maxSentenceWords, read.avoid, read.manners?.map((m) => m.rule), read.maxExclamations, read.noEmoji]).toEqual([15, ['miracle'], ['Never shame owners who feed kibble'], 0, true]);
  });
});

describe('R-PROD-02 brand voice: a rewrite keeps the message, says what is true, and applies rules written as sentences', () => {
  const PRICES: FactSource = { title: 'workshop-prices.md', kind: 'document', id: 'doc-2' };
  const WORKSHOP = facts({
    company: 'Spoke & Sprocket',
    problems: 'Not knowing what a repair will cost, and long waits at chain stores.',
    differentiator: 'Fixed prices quoted before any work starts; most repairs done the same day',
    avoid: 'cheap, world-class; no claims of being the cheapest',
    prices: [{ text: 'Standard service — Price: £65; Time: 2 hours', plan: 'Standard service', amount: '£65', per: null, unit: null, billing: 'one-off', source: PRICES }],
    sources: [PROFILE, PRICES],
  });
  const VOICE = 'Tone: friendly, practical\nAvoid: cheap, world-class, hassle-free\nAlways say what a job costs and how long it takes.\nSign-off: Ride safe';
  const AD = 'Our world-class mechanics leverage modern tools to fix your standard service at cheap prices. Book now, only 3 slots left!';

  it('every sentence keeps its point: "cheap prices" goes once the price the rule asks for stands in for it, and the call to action stays', () => {
    const out = run('brand-voice.rewrite', input(brief('Rewrite this', { pasted: AD }), WORKSHOP, VOICE));
    expect(out.deliverable).toBe('Our mechanics use modern tools to fix your standard service. A standard service costs £65 and takes 2 hours. Book now.');
    expect(out.notes).toEqual([
      '**What changed**',
      '- Dropped words your voice avoids: "world-class", "cheap".',
      '- Removed fake urgency: "only 3 slots left".',
      '- Replaced stock phrases and jargon: "leverage" → "use".',
      '- Added what your rule "Always say what a job costs and how long it takes" asks for, from "workshop-prices.md": "A standard service costs £65 and takes 2 hours."',
    ]);
  });

  it('a regenerate opens another way: the third version starts from the problem the profile names, in short paragraphs', () => {
    const third = run('brand-voice.rewrite', input(brief('Rewrite this', { pasted: AD }), WORKSHOP, VOICE, 2));
    expect(third.deliverable).toBe('Not knowing what a repair will cost?\n\nOur mechanics rely on modern tools to fix your standard service. A standard service costs £65 and takes 2 hours.\n\nBook now.');
    expect(third.notes).toContain('- Opened with the problem your audience has, from your profile ("Not knowing what a repair will cost?"), and gave each idea a short paragraph.');
  });

  it('a check never calls a text compliant when it leaves out what a rule says to include', () => {
    const out = run('brand-voice.check', input(brief('Check this', { pasted: 'Our mechanics explain what they did and why. Book online.' }), WORKSHOP, VOICE));
    expect(out.summary).toBe('Your text breaks the voice you set in 1 place.');
    expect(out.deliverable).toBe('**What your rules say to include**\n- Your rule "Always say what a job costs and how long it takes": the text never says what it costs or how long it takes; add it, for example: "It costs [price] and takes [how long]".');
  });

  it('a text that already keeps every rule comes back unchanged, with nothing claimed', () => {
    const text = 'A standard service costs £65 and takes 2 hours. We quote every price before any work starts.';
    const out = run('brand-voice.rewrite', input(brief('Rewrite this', { pasted: text }), WORKSHOP, VOICE));
    expect(out.deliverable).toBe(text);
    expect(out.notes).toEqual(['**What changed**', '- Nothing: the text already follows these rules.']);
  });

  it('a rule that swaps one word for another leaves a text that never says the other word as it is, with no bracketed note in it', () => {
    const voice = 'Tone: friendly, practical\nAlways say "session", never "lesson".';
    const text = 'Sorry you feel that way. Our policy is on the website.';
    const out = run('brand-voice.rewrite', input(brief('Rewrite this', { pasted: text }), WORKSHOP, voice));
    expect(out.deliverable).not.toMatch(/\[|session/);
    const swapped = run('brand-voice.rewrite', input(brief('Rewrite this', { pasted: 'Book your first lesson today.' }), WORKSHOP, voice));
    expect(swapped.deliverable).toContain('Book your first session today.');
    expect(swapped.deliverable).not.toContain('[');
  });

  it('a sentence on what a claim rule names, without the claim, stays: the finance team saving time is not the finance team replaced', () => {
    const voice = 'Tone: clear\nNever claim Tallyroute replaces the finance team.\nnever promise treatment without any pain';
    const text = 'Tallyroute saves your finance team time every month. We write every fee down before treatment starts.';
    const out = run('brand-voice.rewrite', input(brief('Rewrite this', { pasted: text }), facts(), voice));
    expect(out.deliverable).toBe(text);
  });
});

describe('R-PROD-02 brand voice: a fact put in place of a claim never lands on the sign-off', () => {
  it('the sign-off stays a line of its own, and a list inside a selling point is not split into fragments', () => {
    const sheet = facts({ differentiator: 'Three-way matching of invoice, purchase order and delivery note; flags price differences line by line' });
    const email = 'Hi Sarah,\n\nTallyroute matches your invoices. Our platform saves teams hours and guarantees zero duplicate payments. Would you be open to a call?\n\nKind regards,\nMarcus';
    const out = run('brand-voice.rewrite', input(brief('Rewrite this email', { pasted: email }), sheet, 'Tone: clear\nNever promise zero duplicate payments.\nSign-off: The Tallyroute team'));
    expect(out.deliverable.split('\n').at(-1)).toBe('The Tallyroute team');
    expect(out.deliverable).not.toContain('Purchase order and delivery note.');
  });
});

describe('R-PROD-02 brand voice: a rewrite stays about the length of the text, in whole sentences, with no claim the facts do not back', () => {
  const WORKSHOP_FACTS = facts({
    differentiator: 'Fixed prices quoted before any work starts; mechanics who explain what they did and why',
    prices: [{ text: 'Standard service: £65', plan: 'Standard service', amount: '£65', per: null, source: SHEET }],
    proof: [{ text: 'Leeds Couriers Co-op moved its 14 cargo bikes onto the Fleet plan in 2025: breakdowns during shifts fell from 11 a month to 3, and its repair spending dropped by 38% over the following six months.', figures: ['14', '11', '3', '38%'], who: 'Leeds Couriers Co-op', source: SHEET }],
  });
  const RULES = 'Tone: plain\nBanned words: cheap, hassle-free, world-class\nAlways say what a service costs.\nSentences: at most 20 words.';

  it('a price claim goes when the price replaces it, and one fact at most is added to a short text', () => {
    const text = 'Experience the hassle-free cycling service! Our world-class technicians fix your standard service at cheap prices.';
    const out = run('brand-voice.rewrite', input(brief('Rewrite this', { pasted: text }), WORKSHOP_FACTS, RULES));
    // The slogan opener goes once its hype is out, and the people who do the work keep the profile's name for them.
    expect(out.deliverable).toBe('Our mechanics fix your standard service. A standard service costs £65.');
    expect(out.notes.join('\n')).toContain('Dropped words your voice avoids: "world-class", "cheap".');
  });

  it('a long result is said as its whole clause with the figure, and a profile fragment becomes a sentence', () => {
    const text = 'Our world-class mechanics are here for you. We have helped lots of local businesses with game-changing results. Bring your bike in this week.';
    const out = run('brand-voice.rewrite', input(brief('Rewrite this', { pasted: text }), WORKSHOP_FACTS, 'Tone: plain\nBanned words: world-class\nSentences: at most 20 words.'));
    expect(out.deliverable).toContain('At Leeds Couriers Co-op, breakdowns during shifts fell from 11 a month to 3.');
    expect(out.deliverable).not.toContain('and its repair spending');
    const team = run('brand-voice.rewrite', input(brief('Rewrite this', { pasted: 'Our world-class team fixes bikes in Leeds.' }), facts({ differentiator: 'Mechanics who explain what they did and why' }), 'Tone: plain\nBanned words: world-class'));
    expect(team.deliverable).toBe('Our team fixes bikes in Leeds. Our mechanics explain what they did and why.');
    for (const s of sentencesOfLine(out.deliverable)) expect(sentenceWords(s)).toBeLessThanOrEqual(20);
  });

  it('a claim of standing the facts do not back goes, and is listed', () => {
    const text = 'We now offer evening repairs on Thursdays. Our workshop is the best in Leeds.';
    const out = run('brand-voice.rewrite', input(brief('Rewrite this', { pasted: text }), facts(), 'Tone: plain'));
    expect(out.deliverable).toBe('We now offer evening repairs on Thursdays.');
    expect(out.notes).toContain('- Took out claims your facts do not back: "Our workshop is the best…".');
  });

  it('a word limit in the request is kept, and says what went', () => {
    const text = 'Our workshop opens early on weekdays for commuters. We fix punctures, brakes and gears while you wait for a coffee nearby. Our friendly staff will always talk you through every repair before any work starts. Book online today.';
    const out = run('brand-voice.rewrite', input(brief('Rewrite this in under 30 words', { pasted: text, limits: { words: 30, characters: null, bullets: null, sentences: null } }), facts(), 'Tone: plain'));
    expect(sentenceWords(out.deliverable)).toBeLessThanOrEqual(30);
    expect(out.notes.join('\n')).toContain('Kept it under 30 words, as you asked');
  });
});

describe('R-PROD-02 brand voice: an analysis of a casual note reads its slang and its sign-off', () => {
  it('"def" and "like" are slang, and "Cheers, Jade" is a sign-off, not an order', () => {
    const note = 'Hi there, thanks for getting in touch! We can def fit you in next week. Prices start from like £55 for a check up. Cheers, Jade';
    const out = run('brand-voice.analyse', input(brief('Analyse the voice of this email', { pasted: note }), facts(), 'Tone: calm\nSign-off: The Brightside team'));
    expect(out.deliverable).toContain('casual and chatty, with slang ("def", "like", "Cheers")');
    expect(out.deliverable).toContain('| Sign-off | The Brightside team | Cheers, Jade ✗ |');
    expect(out.deliverable).not.toContain('Orders the reader about');
    expect(out.deliverable).not.toContain('"Jade"');
  });
});

describe('R-PROD-02 brand voice: borrowed standing and rankings the facts do not back', () => {
  it('"thousands of happy students" goes, "the most effective way" keeps its point without the ranking, and a fact for a removed sentence lands in its place, before the call to action', () => {
    const crowd = run('brand-voice.rewrite', input(brief('Rewrite this', { pasted: 'Our course is back for spring. Thousands of happy students trust Parla.' }), facts(), 'Tone: warm'));
    expect(crowd.deliverable).toBe('Our course is back for spring.');
    const way = run('brand-voice.rewrite', input(brief('Rewrite this', { pasted: 'Our Spanish course is the most effective way to finally speak Spanish.' }), facts(), 'Tone: warm'));
    expect(way.deliverable).toBe('Our Spanish course is a way to finally speak Spanish.');
    const sheet = facts({ terms: [{ text: 'Miss a class and you can join the same week\'s class in another group at no cost.', source: SHEET }] });
    const post = 'At Parla you speak from the first class, in a group of no more than 8. Our teachers are simply the best and our prices are low. Book a trial class!';
    const out = run('brand-voice.rewrite', input(brief('Rewrite this', { pasted: post }), sheet, 'Tone: warm'));
    expect(out.deliverable).toBe("At Parla you speak from the first class, in a group of no more than 8. Miss a class and you can join the same week's class in another group at no cost. Book a trial class!");
  });

  it('a course whose title has capitals keeps them in its price line', () => {
    const sheet = facts({ prices: [{ text: 'Italian for Beginners: £240', plan: 'Italian for Beginners', amount: '£240', per: null, source: SHEET }] });
    const out = run('brand-voice.rewrite', input(brief('Rewrite this', { pasted: 'Our Italian for Beginners course is back for spring.' }), sheet, 'Tone: warm\nAlways say what a course costs.'));
    expect(out.deliverable).toBe('Our Italian for Beginners course is back for spring. Italian for Beginners costs £240.');
  });
});

describe('R-PROD-02 brand voice: every sentence a rewrite or a guide adds reads as a sentence', () => {
  it('"so that" split at the limit gives "That way, …", not a fragment', () => {
    expect(limitSentenceLength('Tallyroute uses automation so that your team never has to match invoices by hand again, cutting your close time.', 18).text).toBe('Tallyroute uses automation. That way, your team never has to match invoices by hand again, cutting your close time.');
  });

  it("a guide's lines to borrow carry a result as its whole clause, and leave out a label with no verb", () => {
    const sheet = facts({
      company: 'Tallyroute',
      proof: [
        { text: 'Acme cut its close from 9 days to 4 days.', figures: ['9', '4'], who: 'Acme', source: SHEET },
        { text: 'Hartwell Foods, a wholesaler in Bristol, cut its invoice processing time from 6 days to 1.5 days in 2025 and caught £18,400 of duplicate payments in its first quarter.', figures: ['6', '1.5', '£18,400'], who: 'Hartwell Foods', source: SHEET },
      ],
      features: [
        { text: 'Three-way matching.', source: SHEET },
        { text: 'Invoice matching software on monthly plans, with a 14-day free trial.', source: SHEET },
      ],
    });
    const out = run('brand-voice.guide', input(brief('Write a voice guide with example phrases'), sheet, 'Tone: clear\nSentences: at most 20 words.'));
    expect(out.deliverable).toContain('Hartwell Foods, a wholesaler in Bristol, cut its invoice processing time from 6 days to 1.5 days in 2025.');
    expect(out.deliverable).not.toContain('From 6 days');
    expect(out.deliverable).not.toContain('Invoice matching software on monthly plans');
  });
});

describe('R-PROD-02 brand voice: a sentence limit cuts at a relative clause only where the head is a whole clause and its verb stays in it', () => {
  it('a relative clause whose noun still waits for its verb (a subject, or inside "how" / "whether") stays whole and is reported over', () => {
    const sentences = [
      'You know how frustrating dogs that turn their nose up at kibble, confusing ingredient labels and no time to cook for the dog themselves can be.',
      'Owners who treat their dog as family and first-time puppy owners want fresh meals delivered to the door every single week.',
      'The small clinics that need our help most are the ones with a long waitlist and no time to call patients back.',
      'You know dogs that turn their nose up at kibble can be the hardest ones to feed well every day.',
      'Find out whether owners who switch to fresh food see a difference in their dog within the first four weeks of meals.',
      'We show busy owners how dogs that eat fresh food every day sleep better and need fewer trips to the vet.',
    ];
    expect(sentences.map((s) => limitSentenceLength(s, 18))).toEqual(sentences.map((s) => ({ text: s, split: 0, over: [s] })));
  });

  it('a list of names is not cut at its "and": the name after it, followed by a comma, is no subject of a clause', () => {
    const list = 'Order actions inside the ticket (refund, edit, cancel) for Shopify and WooCommerce, set-up in an afternoon with free migration from Zendesk or Gorgias, and per-agent pricing with no per-ticket fees.';
    expect(limitSentenceLength(list, 20).text).not.toContain('Shopify.');
  });

  it('a cut that leaves a relative clause or an "if" clause as a sentence is not made', () => {
    const trailing = 'ChairTime is the friendly scheduling tool for busy dental practices across Leeds and Bradford, and software that can fill cancelled slots.';
    expect(limitSentenceLength(trailing, 18).text).toBe(trailing);
    const condition = 'If your dog is one of the many dogs that turn their nose up at kibble, our fresh meals will win them over.';
    expect(limitSentenceLength(condition, 18).text).toBe(condition);
  });

  it('a whole clause before "and" or before a relative clause that ends the sentence still splits into two sentences', () => {
    expect(limitSentenceLength('We roast every Monday and deliver within 48 hours to cafés and homes across the whole of the north of England.', 18).text).toBe('We roast every Monday. We deliver within 48 hours to cafés and homes across the whole of the north of England.');
    expect(limitSentenceLength('Busy dental practices across Leeds and Bradford now book every patient through simple scheduling software that fills cancelled slots from a waitlist.', 18).text).toBe('Busy dental practices across Leeds and Bradford now book every patient through simple scheduling software. It fills cancelled slots from a waitlist.');
  });
});

describe('R-PROD-02 brand voice: a rule to say when something runs is met by a day or a time', () => {
  it('a flyer that says "on Tuesday evenings" and the price keeps the rule; one with neither gets both as blanks', () => {
    const voice = 'Tone: warm\nAlways say when a course runs and what it costs.';
    const kept = run('brand-voice.check', input(brief('Check this', { pasted: 'Learn Italian on Tuesday evenings in a group of 8. Italian for Beginners costs £240 for 10 weeks.' }), facts(), voice));
    expect(kept.deliverable).toContain('**No breaches.**');
    const out = run('brand-voice.rewrite', input(brief('Rewrite this', { pasted: 'Join our friendly community of learners.' }), facts(), voice));
    expect(out.deliverable).toBe('Join our friendly community of learners. It costs [price]. [When it runs.]');
  });
});

describe('R-PROD-02 brand voice: a rule is kept in other words, and a banned verb becomes a verb', () => {
  const profile = { business_name: 'Tern Boat Trips', business_description: 'Wildlife boat trips from Oban harbour.' };
  const voice = 'Tone: calm, plain\nAvoid: leverage\nNever promise the weather.';

  it('"we promise sunshine" breaks "never promise the weather", though it never says "weather", and goes from the rewrite', () => {
    const r = catalogueAnswer('brand-voice', ctx('Rewrite this in our voice: Trips leave at 10am daily. We promise sunshine on every trip. Book at the harbour kiosk.', profile, voice), null)!;
    expect(r.field).not.toMatch(/sunshine|promise/i);
    expect(r.field).toContain('Book at the harbour kiosk.');
    expect(r.draft).toContain('Removed what your rule "Never promise the weather" forbids');
  });

  it('"Leverage our guides" gives "Use our guides": an order keeps its verb, never "Advantage our guides"', () => {
    const r = catalogueAnswer('brand-voice', ctx('Rewrite this in our voice: Leverage our guides to spot more seals. Trips leave at 10am daily.', profile, voice), null)!;
    expect(r.field).toMatch(/^Use our guides to spot more seals\./);
    expect(r.field).not.toMatch(/advantage|edge|strength/i);
  });
});

describe('R-PROD-02 a rewrite\'s change list does not repeat what it took out as a claim', () => {
  it('praise a reader cannot check ("AI-powered", "world-class") is counted, not quoted, once it is gone from the copy', () => {
    const profile = { business_name: 'Relaydesk', business_description: 'A help desk for online shops.' };
    const r = catalogueAnswer('brand-voice', ctx('Rewrite our pricing page intro in our voice: "Relaydesk is the AI-powered help desk that gives your team world-class tools."', profile, 'Tone: clear, practical'), null)!;
    expect(r.field).not.toMatch(/AI-powered|world-class/i);
    expect(r.draft).not.toMatch(/AI-powered|world-class/i);
    expect(r.draft).toMatch(/Dropped 2 words of praise a reader cannot check/);
  });
});

describe('R-PROD-02 brand voice: a short description of the business is written, never the request rewritten', () => {
  const profile = {
    business_name: 'Lenswell Opticians',
    business_description: 'Lenswell Opticians is a family-run optician in Bath with eye tests, glasses and contact lenses.',
    offer_main: 'Eye tests, glasses and contact lens plans',
    offer_differentiator: 'Every eye test includes a retinal photo at no extra cost.',
  };
  const ask = 'Write the "About" description for our Google Business Profile: two sentences, under 250 characters in total.';

  it('writes two sentences from the profile within the characters asked, and a regenerate says it another way', () => {
    const first = catalogueAnswer('brand-voice', { ...ctx(ask, profile, 'Tone: warm, clear\nAvoid: cheap'), version: 1 }, null)!;
    const text = first.field ?? '';
    expect(first.brief.task).toBe('brand-voice.about');
    expect(text).toBe('Lenswell Opticians is a family-run optician in Bath with eye tests, glasses and contact lenses. Every eye test includes a retinal photo at no extra cost.');
    expect(text.length).toBeLessThan(250);
    expect(first.draft).not.toMatch(/two sentences, under 250 characters/i);
    const second = catalogueAnswer('brand-voice', { ...ctx(ask, profile, 'Tone: warm, clear\nAvoid: cheap'), version: 2 }, null)!;
    expect(second.field).not.toBe(text);
  });
});

describe('R-PROD-02 brand voice: do / don\'t pairs for staff are a guide, not a decline', () => {
  it('"Our staff write their own Instagram captions. Give me 5 do / don\'t pairs…" gives five rules with a line to avoid and a line to write', () => {
    const profile = { business_name: 'Lenswell Opticians', offer_main: 'Eye tests, glasses and contact lens plans', offer_differentiator: 'Every eye test includes a retinal photo at no extra cost.' };
    const r = catalogueAnswer('brand-voice', ctx("Our branch staff write their own Instagram captions. Give me 5 do / don't pairs they can pin up by the till, each pair with a one-line example.", profile, 'Tone: warm, clear\nAvoid: amazing'), null)!;
    expect(r.brief.task).toBe('brand-voice.guide');
    const rules = (r.field ?? '').split('\n').filter((l) => /^\d+\.\s\*\*/.test(l));
    expect(rules).toHaveLength(5);
    for (const rule of rules) expect(rule).toMatch(/Bad: ".+" Good: ".+"/);
    expect(r.draft).not.toMatch(/I can't help/);
    expect(r.field).not.toMatch(/glasses and contact lens plans is /);
  });
});

describe('R-PROD-02 brand voice: a check reads rules written as sentences, and a banned "-free" word said as "no …"', () => {
  const VOICE = 'Tone: calm, encouraging\nAvoid: stress-free, guaranteed\nNever promise or imply that a pupil will pass their test, or pass first time.';
  it('"you\'ll pass first time, no stress" breaks the rule on passing and the banned "stress-free"', () => {
    const answer = catalogueAnswer('brand-voice', ctx('Check this post against our brand voice: "Nervous? With Sandra you\'ll pass first time, no stress. Book your block today."', { business_name: 'Kerbside Driving' }, VOICE), null)!;
    const text = answer.field!;
    expect(text).toContain('"no stress": a word your voice avoids ("stress-free").');
    expect(text).toContain('a claim your rules forbid ("Never promise or imply that a pupil will pass their test, or pass first time")');
    expect(text).not.toMatch(/Book your block today\.?"?: a claim/);
  });
  it('a word ending in "-est" ("test") does not make a rule about a superlative', () => {
    const answer = catalogueAnswer('brand-voice', ctx('Check this: "Pass first time or your next 5 hours are free."', { business_name: 'Kerbside Driving' }, VOICE), null)!;
    expect(answer.field).toContain('a claim your rules forbid');
  });
});

describe('R-PROD-02 brand voice: several versions of a description, each as the request words it', () => {
  it('"3 versions … one warm, one short and factual, one for nervous drivers" gives three labelled versions that differ', () => {
    const profile = {
      business_name: 'Kerbside Driving',
      business_description: 'Kerbside Driving is an independent driving school in Leeds with three approved instructors.',
      offer_differentiator: 'The same instructor every lesson, and patient teaching for nervous drivers.',
      offer_main: 'Manual and automatic driving lessons.',
    };
    const reviews = { kind: 'document' as const, id: 'r', title: 'reviews.md', text: 'Google rating: 4.9 out of 5 from 212 reviews.\n' };
    const answer = catalogueAnswer('brand-voice', { ...ctx('Write 3 versions of our Google Business Profile description, max 750 characters each: one warm, one short and factual, one for nervous drivers.', profile, 'Tone: calm, plain'), library: [reviews] }, null)!;
    const versions = answer.field!.split(/^\*\*Version \d+.*$/m).slice(1).map((v) => v.trim());
    expect(answer.field!.match(/^\*\*Version \d+ \(([^)]+)\)\*\*/gm)).toEqual(['**Version 1 (warm)**', '**Version 2 (short and factual)**', '**Version 3 (for nervous drivers)**']);
    expect(new Set(versions).size).toBe(3);
    for (const v of versions) expect(v.length).toBeLessThanOrEqual(750);
    expect(versions[1]!.split(/(?<=[.!?])\s+/).length).toBeLessThanOrEqual(2);
    expect(versions[2]!).toMatch(/^[^.]*nervous drivers/);
    expect(answer.draft).not.toContain('this answer has none');
  });
});

describe('R-PROD-02 brand voice: a rewrite leaves no noun stranded before an instruction', () => {
  it('"Best in town prices - hurry, book now!" with both banned reads "Book now.", never "Prices, book now."', () => {
    const answer = catalogueAnswer('brand-voice', ctx('Rewrite this in our voice: "Friendly lessons for nervous drivers. Best in town prices - hurry, book now!"', { business_name: 'Kerbside Driving' }, 'Tone: calm\nAvoid: best in town, hurry'), null)!;
    expect(answer.field).not.toMatch(/Prices, book now/i);
    expect(answer.field).toMatch(/Book now\./);
  });
});

describe('R-PROD-02 brand voice: a guide reads the profile\'s avoid answer as words and rules, never as phrases to ban', () => {
  it('"words like guaranteed or stress-free" bans those words; "promises about passing" is no word; an irrelevant fact never illustrates a rule', () => {
    const profile = { business_name: 'Kerbside Driving', tone_avoid: 'Promises about passing, pressure selling, words like guaranteed or stress-free' };
    const terms = { kind: 'document' as const, id: 't', title: 'terms.md', text: '# Terms\n\n- Cancel or move a lesson at least 48 hours before it starts, or the lesson is charged in full.\n' };
    const answer = catalogueAnswer('brand-voice', { ...ctx('Write our voice guidelines: 5 dos and 5 don\'ts, each with a short example.', profile, 'Tone: calm\nNever promise or imply that a pupil will pass their test, or pass first time.'), referenced: [terms] }, null)!;
    const words = /### Words we never use\n(.+)/.exec(answer.field!)?.[1] ?? '';
    expect(words).toContain('"guaranteed"');
    expect(words).not.toMatch(/words like|promises about/);
    expect(answer.field).not.toMatch(/Follow your rule "guaranteed"/);
    expect(answer.field).not.toMatch(/pass first time": no sentence may make that claim, in any wording\. Say what is true instead: "Cancel/);
  });
});

describe('R-PROD-02 brand voice: rules written as sentences are checked and kept, every banned form counts', () => {
  // A heat-pump fitter, with a rule against payback and bill-cut promises and a rule to give the size beside a price.
  const VOICE_RULES = [
    'Tone: calm and plain',
    'Banned words: hassle-free, no-brainer, cutting-edge.',
    "Never promise a payback period or a percentage cut in anyone's bills.",
    'Always give the output in kW next to any package price.',
  ].join('\n');
  const PRICES = { kind: 'document' as const, id: 'p', title: 'heat-pump-prices.md', text: '# Prices\n\n| Package | Output | Price |\n| --- | --- | --- |\n| Cottage | 5 kW | £7,900 |\n| Villa | 9 kW | £10,400 |\n' };
  const profile = { business_name: 'Warmfield Heat Pumps', business_description: 'Warmfield Heat Pumps fits air-source heat pumps in Devon.' };

  it('a check names a bill cut "in half" and "pay for themselves in under eight years" as breaches, and a price without its size, and gives the fixed version it was asked for', () => {
    const answer = catalogueAnswer('brand-voice', { ...ctx('Check this ad against our voice and give me a fixed version: "A heat pump will cut your heating bill in half, and most pay for themselves in under eight years. Our Cottage package is £7,900 fitted. Book a survey."', profile, VOICE_RULES), library: [PRICES] }, null)!;
    expect(answer.field).not.toMatch(/No breaches/);
    expect(answer.field).toMatch(/cut your heating bill in half[^\n]*Never promise a payback period/);
    expect(answer.field).toMatch(/Our Cottage package is £7,900 fitted\."?: your rule "Always give the output in kW next to any package price"/);
    const fixed = answer.field!.split('**A fixed version**')[1] ?? '';
    expect(fixed).not.toMatch(/in half|pay for themselves/);
    expect(fixed).toMatch(/5 kW/);
    expect(fixed).not.toMatch(/\[price\]/);
  });

  it('"no-brainer" is a banned word, and a rewrite drops the sentence it carries instead of leaving a blank', () => {
    expect(voiceRulesOf(VOICE_RULES).avoid).toContain('no-brainer');
    const answer = catalogueAnswer('brand-voice', ctx('Rewrite this in our voice: "Our cutting-edge pumps mean a hassle-free install and lower running costs. Switching is a no-brainer - call now!"', profile, VOICE_RULES), null)!;
    expect(answer.field).not.toMatch(/no-brainer|\[plainer word\]|cutting-edge|hassle-free/i);
    expect(answer.field).toMatch(/install and lower running costs/);
  });
});

describe('R-PROD-02 brand voice: plain words asked for a technical text', () => {
  it('"so a normal customer can follow it" splits the sentence and marks each technical term to explain, and never says the text already follows the rules', () => {
    const answer = catalogueAnswer('brand-voice', ctx('Rewrite this paragraph from the boiler manual so a normal customer can follow it: "The boiler modulates its output via the PCB when the NTC sensor reads flow above setpoint; condensate is discharged through the trap."', { business_name: 'Warmfield Heating' }, 'Tone: calm and plain'), null)!;
    expect(answer.field).toMatch(/PCB \[explain PCB in everyday words\]/);
    expect(answer.field).toMatch(/NTC \[explain NTC in everyday words\]/);
    expect(answer.field).toMatch(/setpoint\. Condensate is discharged/);
    expect(answer.draft).not.toMatch(/Nothing: the text already follows these rules/);
    expect(answer.draft).toMatch(/Marked "PCB", "NTC" to explain in everyday words/);
  });
});

describe('R-PROD-02 brand voice: a plain-spoken voice rewrites stiff letter-writing, and a dropped word leaves no dangling "and"', () => {
  const profile = { business_name: 'Meadowside Vets', offer_main: 'Vet care for cats and dogs in Harrogate' };
  const VOICE = 'Tone: plain-spoken, kind and calm\nBanned words: stunning, flawless';
  it('"We acknowledge receipt of …", "Please be advised that", "endeavour to", "in due course" are said in everyday words, and the change list names them', () => {
    const answer = catalogueAnswer('brand-voice', ctx("Rewrite this reply to a client in our voice: 'Dear Customer, We acknowledge receipt of your email regarding the bill for Bramble's X-ray. Please be advised that all fees are listed at reception. We will endeavour to respond in due course.'", profile, VOICE), null)!;
    const text = answer.field ?? '';
    expect(text).not.toMatch(/acknowledge receipt|Please be advised|endeavour|in due course|regarding|Dear Customer/);
    expect(text).toContain('Hi [name], Thank you for your email about the bill');
    expect(text).toContain("We'll respond soon.");
    expect(answer.draft).not.toContain('Nothing: the text already follows these rules.');
    // The quotation marks around the pasted text are the request's: the rewrite neither keeps nor strands them.
    expect(text).not.toMatch(/^'|'$/);
  });
  it('"Our team will commence work…" in a check against a plain-spoken voice is fixed to "start", never "start$1"', () => {
    const answer = catalogueAnswer('brand-voice', ctx("Check this paragraph against our brand voice and give me a corrected version: 'Our nursing team will commence home visits in your area from next month, and every visit is booked by phone with the practice.'", profile, VOICE), null)!;
    const fixed = (answer.field ?? '').split('**A fixed version**')[1] ?? '';
    expect(fixed).toContain('will start home visits');
    expect(fixed).not.toMatch(/\$1|commence/);
  });
  it('"sparkling and pristine." with both banned loses its "and" with the dropped word, not "[plainer word] and."', () => {
    const answer = catalogueAnswer('brand-voice', ctx("Rewrite this for our website in our voice: 'Our groomers leave your dog sparkling and pristine. Our team cares.'", profile, 'Tone: kind\nBanned words: sparkling, pristine'), null)!;
    expect(answer.field).not.toMatch(/\band\.|sparkling|pristine/);
    expect(answer.field).toContain('Our team cares.');
  });
});

describe('R-PROD-02 a voice that bans a word in its plural', () => {
  it('rewrites "solutions" with the singular\'s plain word, and a dropped adjective takes the comma before it', () => {
    const profile = { business_name: 'Glassline Windows', offer_main: 'Window cleaning for shops and offices' };
    const voice = 'Plain and friendly.\nBanned words: solutions, stress-free, seamless.';
    const r = catalogueAnswer('brand-voice', ctx('Rewrite this in our voice: We offer smooth, stress-free window cleaning solutions for shops.', profile, voice), null)!;
    expect(r.field).toContain('smooth window cleaning services for shops');
    expect(r.field).not.toMatch(/\[plainer word\]|smooth, window/);
  });
});

describe('R-PROD-02 brand voice: an About us paragraph and a reply guide asked in plain words', () => {
  const profile = {
    business_name: 'Holloway Bikes',
    business_description: 'Holloway Bikes is a family bike shop in Frome, started by my father in 1979.',
    offer_main: 'Bike repairs, servicing and second-hand bikes',
    offer_differentiator: 'Every second-hand bike is stripped and rebuilt by our mechanic, Dan Rees. We tell you honestly if a repair is not worth it. The workshop is open on Saturdays.',
    audience_primary: 'Commuters and families within about 10 miles of Frome who ride most weeks and want a shop that knows them by name and fixes things properly the first time',
  };

  it('"Write the \'About us\' paragraph … About 80 words. Mention my father starting it in 1979 and Dan rebuilding the bikes" writes it within the length, those first', () => {
    const answer = catalogueAnswer('brand-voice', ctx("Write the 'About us' paragraph for the website. About 80 words. Mention my father starting it in 1979 and Dan rebuilding the second-hand bikes.", profile, 'Tone: plain and friendly'), null);
    expect(answer.brief.task).toBe('brand-voice.about');
    const text = answer.field ?? '';
    expect(text.split(/\s+/).length).toBeLessThanOrEqual(88);
    expect(text).toContain('1979');
    expect(text).toMatch(/Dan Rees/);
    expect(answer.draft).toContain('(you asked for about 80)');
  });

  it('"Give me 5 dos and 5 don\'ts for replying to reviews, in our voice" is a guide, not a check of a text nobody gave', () => {
    const answer = catalogueAnswer('brand-voice', ctx("Staff reply to our Google reviews and they all sound different. Give me 5 dos and 5 don'ts for replying, in our voice.", profile, 'Tone: plain and friendly'), null);
    expect(answer.brief.task).toBe('brand-voice.guide');
    expect(answer.draft).not.toContain('Your text has no breaches');
  });
});

describe('R-PROD-02 brand voice: a draft set off by rules, with the ask after it', () => {
  it('checks and fixes only the text between the rules: the ask after them is no part of the fixed version', () => {
    const r = catalogueAnswer('brand-voice', ctx("Can you check this against our voice and fix it? It's for Facebook.\n\n---\nOur game-changing studio classes are the best in Bristol!! Book now.\n---\n\nTell me what you changed and why.", { business_name: 'Kilnhouse Pottery' }, 'Tone: warm, plain\nAvoid: game-changing\nNo more than one exclamation mark.'), null)!;
    expect(r.brief.task).toBe('brand-voice.check');
    expect(r.draft).toMatch(/game-changing/);
    const fixed = r.draft.slice(r.draft.indexOf('**A fixed version**'));
    expect(fixed).not.toMatch(/Tell me what you changed|game-changing|!!/);
  });
});

describe('R-PROD-02 brand voice: is this one line on-brand?', () => {
  const profile = { business_name: 'Kilnhouse Pottery', business_description: 'A pottery studio in Bristol running wheel-throwing courses for adults.', offer_main: 'Six-week wheel-throwing courses and open studio memberships', offer_differentiator: 'Groups of six, all clay and firings included' };
  it('a line that breaks no rule but says nothing of the business gets a plain no, with why, then the alternatives asked for', () => {
    const r = catalogueAnswer('brand-voice', ctx('Is "A great night out for all the family" on-brand for us? Yes or no, and 3 alternatives under 8 words.', profile, 'Tone: warm, plain\nAvoid: masterpiece, effortless'), null)!;
    expect(r.brief.task).toBe('brand-voice.line-verdict');
    expect(r.draft).toMatch(/^\*\*No\.\*\* "A great night out for all the family" breaks no rule, but it is not yours yet\./m);
    expect(r.draft).toContain('## 3 alternatives, under 8 words each');
    const alternatives = r.draft.split('## 3 alternatives')[1]!.split('\n').filter((l) => /^\d\. /.test(l));
    expect(alternatives.length).toBeGreaterThanOrEqual(1);
    for (const a of alternatives) expect(a.replace(/^\d\. /, '').split(/\s+/).length).toBeLessThan(8);
  });

  it('a line with a banned word is a no that names it', () => {
    const r = catalogueAnswer('brand-voice', ctx("Does 'Effortless pottery for busy Bristol adults' fit our voice?", profile, 'Tone: warm, plain\nAvoid: masterpiece, effortless'), null)!;
    expect(r.draft).toMatch(/^\*\*No\.\*\* "Effortless pottery for busy Bristol adults" breaks your voice in 1 place\./m);
    expect(r.draft).toMatch(/"Effortless": /);
  });
});

describe('R-PROD-02 brand voice: a "Rules:" line of sentences holds like the same sentences on lines of their own', () => {
  const profile = { business_name: 'Harbourside Sailing School', offer_main: 'Weekend dinghy courses for adults', tone_avoid: 'extreme' };
  const voice = 'Tone: calm, encouraging\nAvoid: bargain, unbeatable\nRules: Never promise a skill will be learned in a set time. Keep sentences under 18 words.';

  it('a rewrite takes out the promise the rule forbids and leaves no "at prices" where a banned word stood', () => {
    const r = catalogueAnswer('brand-voice', ctx('Rewrite this in our voice: "Dinghy sailing courses at bargain prices. You will be sailing solo in one weekend, guaranteed!"', profile, voice), null)!;
    expect(r.field).not.toMatch(/one weekend|guaranteed/i);
    expect(r.field).not.toMatch(/\bat prices\b/);
    expect(r.field).toMatch(/Dinghy sailing courses/);
    expect(r.draft).toContain('Removed what your rule "Never promise a skill will be learned in a set time" forbids');
  });
});

describe('R-PROD-02 brand voice: "never say X is impossible to Y" is a claim, said in other words too', () => {
  it('a check names "Nobody has ever finished the Summit Route" as a claim the rule forbids', () => {
    const voice = 'Tone: friendly\nAvoid: extreme\nNever say a route is impossible to finish.';
    const r = catalogueAnswer('brand-voice', ctx('Check this caption against our voice: "Nobody has ever finished the Summit Route in under an hour. Come and try!"', { business_name: 'Crag & Co Climbing Wall' }, voice), null)!;
    expect(r.field).toContain('"Nobody has ever finished the Summit Route in under an hour.": a claim your rules forbid ("Never say a route is impossible to finish")');
  });
});

describe('R-PROD-06 "before slots sell out" is pressure no deadline backs', () => {
  it('a check names it as fake urgency', () => {
    const r = catalogueAnswer('brand-voice', { message: 'Check this against our voice: "Our rooms are a great night out. Book now before slots sell out."', mode: 'normal', profile: { business_name: 'Cipher Rooms' }, brandVoice: 'Tone: playful, plain\nSentences: at most 20 words', spaceName: 'Cipher Rooms', referenced: [], version: 1 }, null)!;
    expect(r.field ?? r.draft).toMatch(/\*\*Fake urgency\*\*\n- "before slots sell out"/);
  });
});

describe('R-PROD-06 a room named by a word and a number', () => {
  it('a voice guide\'s phrases say "Ward 13 costs …", never "A ward 13 costs …"', () => {
    const r = catalogueAnswer('brand-voice', { message: "Give me 5 do's and 5 don'ts for anyone writing our Instagram captions.", mode: 'normal', profile: { business_name: 'Cipher Rooms', offer_main: 'Escape rooms' }, brandVoice: 'Tone: playful, plain\nSentences: at most 20 words', spaceName: 'Cipher Rooms', referenced: [{ kind: 'document', id: 'p', title: 'prices.md', text: '# Prices\n\n| Room | Price |\n|---|---|\n| The Vault | £20 per player |\n| Ward 13 | £24 per player |\n| Room 101 | £22 per player |\n' }], version: 1 }, null)!;
    const text = r.field ?? r.draft;
    expect(text).toMatch(/Ward 13 costs £24 per player|Room 101 costs £22 per player/);
    expect(text).not.toMatch(/An? (?:ward 13|room 101)/i);
  });
});

describe('R-PROD-06 a rule against promising sightings, and a customer\'s words used in a rewrite', () => {
  const ctx = (message: string) => ({ message, mode: 'normal' as const, profile: { business_name: 'Tideline', offer_main: 'Sea-kayak tours' }, brandVoice: 'Tone: friendly, outdoorsy\nAvoid: extreme, adrenaline-fuelled\nRules: Never promise wildlife sightings. Keep sentences under 20 words.', spaceName: 'Tideline', referenced: [{ kind: 'document' as const, id: 'r', title: 'reviews.md', text: '# What paddlers say\n"I\'d never been in a kayak. By the end of day two I was paddling round the point on my own." — Gemma Rhys, Cardiff\n' }], version: 1 });
  it('"you will definitely spot seals every time" breaks "Never promise wildlife sightings"', () => {
    const r = catalogueAnswer('brand-voice', ctx('Check this caption against our voice: "Book a tour and you will definitely spot seals every time!"'), null)!;
    expect(r.field ?? r.draft).toMatch(/a claim your rules forbid \("Never promise wildlife sightings"\)/);
  });
  it('a rewrite drops the promise, and a customer\'s words it adds are quoted as said, never reworded', () => {
    const r = catalogueAnswer('brand-voice', ctx('Rewrite this for our website: "Experience the ultimate adrenaline-fuelled adventure! You\'ll definitely see dolphins on every trip."'), null)!;
    const text = r.field ?? r.draft;
    const rewritten = text.split('**What changed**')[0]!;
    expect(rewritten).not.toMatch(/definitely see dolphins/);
    expect(text).not.toMatch(/I'd never is been/);
    if (/never been in a kayak/.test(rewritten)) expect(rewritten).toContain('“I\'d never been in a kayak. By the end of day two I was paddling round the point on my own.” — Gemma Rhys, Cardiff');
  });
});

describe('R-PROD-06 "what words do our customers use about us" on a pasted review', () => {
  it('is an analysis that lists the customer\'s own phrases, not a check that finds no breaches, and orders nobody about', () => {
    const r = catalogueAnswer('brand-voice', { message: 'Analyse this review and tell me what words our customers use about us: "Brilliant day. Our guide Tom was so patient and the group was small, so nobody felt rushed. Felt really safe the whole time."', mode: 'normal', profile: { business_name: 'Tideline', offer_main: 'Sea-kayak tours' }, brandVoice: 'Tone: friendly, outdoorsy\nSentences: at most 20 words', spaceName: 'Tideline', referenced: [], version: 1 }, null)!;
    const text = r.field ?? r.draft;
    expect(r.brief.task).toBe('brand-voice.analyse');
    expect(text).toMatch(/### The words your customers use\n(?:- "[^"\n]+"\n)+/);
    expect(text).toContain('- "nobody felt rushed"');
    expect(text).toContain('- "Felt really safe the whole time"');
    expect(text).not.toMatch(/No breaches|Orders the reader about/);
    expect(r.brandVoiceProposal).toBeUndefined();
  });
});

describe('R-PROD-02 Brand Voice agent: a mark out of 10, and a next-day rule broken by "tomorrow"', () => {
  const profile = { business_name: 'Stitchworks Alterations', offer_main: 'Clothing alterations and repairs', tone_avoid: 'Never promise next-day alterations.' };
  const voice = 'Friendly and exact. Banned words, in any form: cheap, bargain. Never promise next-day alterations.';
  const doc = { kind: 'document' as const, id: 'doc-1', title: 'services.md', text: '# Services\n\nTurnaround: 5 working days; rush service in 2 days for £10 extra.\n' };

  it('"Score this out of 10 … and say what to change" gives the mark, how it was reached, each breach, and a fixed version', () => {
    const answer = catalogueAnswer('brand-voice', { ...ctx('Score this line out of 10 against our voice and say what to change: "Cheap alterations at bargain prices - get yours altered tomorrow!"', profile, voice), library: [doc] }, null)!;
    expect(answer.field).toContain('**Score: 4/10.** 10, less 2 for each of the 3 breaches below.');
    expect(answer.field).toContain('a claim your rules forbid ("Never promise next-day alterations")');
    expect(answer.field).toContain('**A fixed version**');
    expect(answer.field).toContain('The turnaround is 5 working days');
    expect(answer.field?.split('**A fixed version**')[1]).not.toMatch(/tomorrow|cheap|bargain/i);
  });

  it('a next-day rule is not broken by a line that promises nothing fast', () => {
    const answer = catalogueAnswer('brand-voice', ctx('Rate this out of 10 against our voice: "Careful alterations, done right, ready when we say."', profile, voice), null)!;
    expect(answer.field).toContain('**Score: 10/10.** It breaks none of the rules checked.');
  });
});

describe('R-PROD-02 Brand Voice agent: "5 do and 5 don\'t examples" counts the singular', () => {
  it('gives five of each', () => {
    const profile = { business_name: 'Stitchworks Alterations', offer_main: 'Clothing alterations and repairs', tone_words: 'friendly, exact', tone_avoid: 'cheap, bargain, unbeatable, amazing, world-class, guaranteed' };
    const answer = catalogueAnswer('brand-voice', ctx("Write 5 do and 5 don't examples for our voice.", profile, 'Friendly and exact. Banned words: cheap, bargain, unbeatable, amazing, world-class, guaranteed. Sentences under 18 words. Sign off with "The Stitchworks team".'), null)!;
    const section = (head: string) => answer.field!.split(`### ${head}\n`)[1]!.split('\n\n')[0]!.split('\n').filter((l) => l.startsWith('- '));
    expect(section('Do')).toHaveLength(5);
    expect(section("Don't")).toHaveLength(5);
  });
});

describe('R-PROD-02 Brand Voice agent: a line that claims standing the facts do not back is not on-brand', () => {
  it('"Simply the best alterations in town!" gets a No that names the unbacked claim', () => {
    const profile = { business_name: 'Stitchworks Alterations', offer_main: 'Clothing alterations and repairs', tone_avoid: 'cheap' };
    const answer = catalogueAnswer('brand-voice', ctx('Is "Simply the best alterations in town!" on brand? Yes or no.', profile, 'Friendly and exact. Banned words: cheap.'), null)!;
    expect(answer.field).toMatch(/^\*\*No\.\*\*/);
    expect(answer.field).toContain('"the best alterations in town": a claim of standing that nothing in your facts backs');
  });
});

describe('R-PROD-02 brand voice: a rule against promising a date is broken by a day named outright', () => {
  const profile = { business_name: 'Shoreline Removals', business_description: 'House removals around Bournemouth.', tone_avoid: 'Never promise a moving date before the home survey.' };
  const voice = 'Tone: calm, plain\nBanned words: stress-free, seamless\nNever promise a moving date before we have done the home survey.';

  it('a check names "we can move you on Friday" once, though the voice and the profile both forbid it', () => {
    const r = catalogueAnswer('brand-voice', ctx("Check this post please: 'Stress-free removals for your family - we can move you on Friday! Call Dan today.'", profile, voice), null)!;
    expect(r.draft).toContain('a claim your rules forbid ("Never promise a moving date before we have done the home survey")');
    expect(r.draft).not.toContain('("Never promise a moving date before the home survey")');
  });

  it('a rewrite takes out only the clause after the dash that names the day, and keeps the rest', () => {
    const r = catalogueAnswer('brand-voice', ctx("Rewrite this in our voice: 'Stress-free removals for your family - we can move you on Friday! Call Dan today.'", profile, voice), null)!;
    expect(r.field).toMatch(/removals for your family\./i);
    expect(r.field).not.toMatch(/on Friday/);
    expect(r.field).toContain('Call Dan today');
  });
});

describe('R-PROD-02 a sentence limit never splits a negation from what it negates', () => {
  it('"we will not open, or run a tour in the dark, if …" stays one sentence rather than become "They run a tour in the dark"', () => {
    const text = 'The caves are safe for families, but we will not open, or run a tour in the dark, if the river is in flood on the morning of your visit.';
    const limited = limitSentenceLength(text, 14).text;
    expect(limited).not.toMatch(/\b(?:They|It|We) run a tour/);
    expect(limited).toContain('we will not open, or run a tour in the dark, if the river is in flood');
  });

  it('still splits a clause that carries its own negation ("and leave no marks")', () => {
    const limited = limitSentenceLength('We clean every window by hand with purified water, and leave no marks behind on the frames or the sills.', 12).text;
    expect(limited).toContain('We leave no marks behind');
  });
});

describe('R-PROD-02 Brand voice: spa clichés in a rewrite get plain words that fit the sentence', () => {
  it("'Indulge in …' becomes 'Enjoy …' and a banned 'wellness journey' a plain phrase, never a blank or a dangling 'in'", () => {
    const answer = catalogueAnswer('brand-voice', ctx("Rewrite this in our voice: 'Indulge in a pampering wellness journey at our float centre. Book now!!'", { business_name: 'Drift Float Rooms', business_description: 'Float tanks in Leeds.' }, 'Tone: calm, plain\nAvoid: indulge, pampering, wellness journey'), null)!;
    expect(answer.field).toMatch(/^Enjoy\b/m);
    expect(answer.field).not.toMatch(/\[plainer word\]|Enjoy in\b|wellness journey|[Ii]ndulge/);
  });
});

describe('R-PROD-02 Brand voice agent: "our brand voice in 5 bullets" for a new colleague is five bullets of the voice itself', () => {
  const VOICE = [
    'Tone: warm, patient, local',
    'Formality: friendly, plain English',
    'Sentences: at most 18 words',
    'Avoid: cheap, perfect, painless',
    'Rules:',
    '- Never promise a result by a date or in a set number of sessions.',
    '- Always say "physio", never "therapist" or "masseur".',
    '- At most one exclamation mark in any piece.',
    'Sign-off: See you soon, the Riverside Physio team',
  ].join('\n');
  const summary = (message: string, version = 1) => catalogueAnswer('brand-voice', { message, mode: 'normal', profile: { business_name: 'Riverside Physio', offer_main: 'Physiotherapy for back and sports injuries' }, brandVoice: VOICE, spaceName: 'Riverside', version }, null)!;

  it('gives exactly five bullets, each a rule of the saved voice, the tone first, and no guide around them', () => {
    const answer = summary("Summarise our brand voice in 5 bullets I can give to Tom, our new receptionist, who'll be answering our Facebook messages.");
    expect(answer.brief.task).toBe('brand-voice.guide');
    const bullets = answer.field!.split('\n').filter((l) => /^- /.test(l));
    expect(bullets).toHaveLength(5);
    expect(bullets[0]).toMatch(/^- Sound warm, patient and local/);
    expect(bullets[0]).toContain('18 words');
    expect(answer.field).toContain('Never promise a result by a date or in a set number of sessions.');
    expect(answer.field).toMatch(/"physio", never "therapist" or "masseur"/);
    expect(answer.field).toContain('Never write "cheap", "perfect" or "painless", in any form.');
    expect(answer.field).not.toMatch(/### Phrases to use|### Do\b|```/);
  });
});

describe('R-PROD-02 Brand voice agent: "add 3 example phrases she should never use" after a voice summary', () => {
  const VOICE = 'Tone: warm, patient\nAvoid: cheap, painless\nRules:\n- Never promise a result by a date.\n- Always say "physio", never "therapist".\n- At most one exclamation mark in any piece.';
  const ctx = (message: string): AgentContext => ({ message, mode: 'normal', profile: { business_name: 'Riverside Physio', offer_main: 'Physiotherapy sessions for back and sports injuries' }, brandVoice: VOICE, spaceName: 'Riverside', version: 1 });
  it('adds three lines that break the voice, each with the rule it breaks, under the summary kept as it was', () => {
    const request = 'Summarise our brand voice in 4 bullets for Tom, our new receptionist.';
    const first = catalogueAnswer('brand-voice', ctx(request), null)!;
    const next = catalogueAnswer('brand-voice', ctx('Add 3 example phrases he should never use.'), { deliverable: first.field!, brief: first.brief, request })!;
    expect(next.field!.startsWith(first.field!.trimEnd())).toBe(true);
    const added = next.field!.slice(first.field!.trimEnd().length).split('\n').filter((l) => /^- /.test(l));
    expect(added).toHaveLength(3);
    expect(added[0]).toBe('- "We promise a result by a date." breaks "Never promise a result by a date".');
    expect(added[1]).toMatch(/"therapist".*"physio"/);
    expect(next.field).not.toMatch(/your facts do not say/);
  });
});
