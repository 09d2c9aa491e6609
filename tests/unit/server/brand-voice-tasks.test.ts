import { describe, expect, it } from 'vitest';
import type { Brief } from '../../../core/server/agents/brief/brief.ts';
import type { FactSheet, FactSource } from '../../../core/server/agents/facts/fact-sheet.ts';
import type { TaskInput, TaskOutput } from '../../../core/server/agents/tasks/agent-task.ts';
import { VariantPicker } from '../../../core/server/agents/offline/variant-picker.ts';
import { NO_VOICE_RULES, bannedWordsIn, voiceRulesOf } from '../../../core/server/agents/offline/voice-rules.ts';
import { sentenceWords, sentencesOfLine } from '../../../core/server/agents/offline/sentence-limit.ts';
import { BRAND_VOICE_TASKS } from '../../../core/server/agents/tasks/brand-voice/brand-voice-tasks.ts';
import { catalogueAnswer } from '../../../core/server/agents/tasks/offline-engine.ts';
import type { AgentContext } from '../../../core/server/agents/tools/agent-context.ts';

// The brief and the fact sheet as the engine's readers hand them over, built by hand so each test states its input.
const brief = (request: string, over: Partial<Brief> = {}): Brief => ({
  request,
  agent: 'brand-voice',
  task: null,
  outOfRemit: null,
  deliverables: [],
  audience: null,
  topic: null,
  offer: { discount: null, code: null, deadline: null, price: null, appliesTo: null },
  limits: { words: null, characters: null, bullets: null, sentences: null },
  language: null,
  sources: [],
  links: [],
  callToAction: null,
  competitors: [],
  amounts: [],
  dates: [],
  pasted: null,
  revision: null,
  ...over,
});
const PROFILE: FactSource = { title: 'Space profile', kind: 'profile', id: null };
const SHEET: FactSource = { title: 'bakery-sheet.md', kind: 'document', id: 'doc-1' };
const facts = (over: Partial<FactSheet> = {}): FactSheet => ({
  company: null,
  product: null,
  description: null,
  industry: null,
  website: null,
  audience: null,
  problems: null,
  differentiator: null,
  competitors: [],
  goal: null,
  kpis: null,
  budget: null,
  channels: [],
  bestChannel: null,
  tone: null,
  avoid: null,
  prices: [],
  features: [],
  integrations: [],
  terms: [],
  proof: [],
  links: [],
  sources: [PROFILE],
  ...over,
});
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
  it('lists rewrite (the default), check, guide and analysis, each with its label, cues, deliverables and starter', () => {
    expect(BRAND_VOICE_TASKS.map((t) => t.id)).toEqual(['brand-voice.rewrite', 'brand-voice.check', 'brand-voice.guide', 'brand-voice.analyse']);
    for (const task of BRAND_VOICE_TASKS) {
      expect(task.agent).toBe('brand-voice');
      expect(task.label).not.toBe('');
      expect(task.cues.length).toBeGreaterThan(3);
      expect(task.delivers.length).toBeGreaterThan(0);
      expect(task.starter).not.toBe('');
    }
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

  it('a short quoted line is checked too: a tagline is often what a check is about', () => {
    const out = run('brand-voice.check', input(brief('Is this on-brand? "Leverage our game-changing app today."'), facts(), BANS));
    expect(out.deliverable).toBe('**Words your voice avoids**\n- "Leverage": a word your voice avoids ("leverage").\n- "game-changing": a word your voice avoids ("game-changing").');
  });

  it('says plainly when there is no breach, naming the rules checked', () => {
    const out = run('brand-voice.check', input(brief('Check this', { pasted: 'We text patients two days before each visit. Cancelled slots go to your waitlist.' }), DENTAL, 'Tone: calm\nSentences: at most 14 words\nAvoid: leverage'));
    expect(out.summary).toBe('Your text has no breaches of the voice you set.');
    expect(out.deliverable).toBe(
      [
        '**No breaches.** Every rule checked holds:',
        '- no word your voice avoids, in any form (leverage, synergy)',
        '- no claim your rules forbid (never promise that patients will never miss an appointment)',
        '- every sentence at most 14 words',
        '- no fake urgency',
        '- no shouting',
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
    expect(guide.deliverable).toContain('### Phrases to use\n- Sourdough loaves and pastries baked before dawn, for independent cafés and delis in Leeds.\n- Every loaf is baked the night before and delivered by 7am.\n- Café box: £45 per week.\n- Café Nomad cut waste by 20% in two months.');
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
    expect(again.deliverable).toBe('We equip children to enjoy books.\n\nThe same volunteer reads with the same child all year.');
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
