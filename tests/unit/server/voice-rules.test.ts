import { describe, expect, it } from 'vitest';
import { applyVoice, bannedWordsIn, voiceRulesOf, withAvoidAnswer, NO_VOICE_RULES } from '../../../core/server/agents/offline/voice-rules.ts';
import { avoidedClaimsOf } from '../../../core/server/agents/offline/avoided-claims.ts';
import { findPhrase } from '../../../core/server/agents/offline/lemma-match.ts';
import { sentenceWords, sentencesOfLine } from '../../../core/server/agents/offline/sentence-limit.ts';

const BANS = voiceRulesOf('Avoid: synergy, game-changing, leverage');
const sentences = (text: string) => text.split('\n').flatMap(sentencesOfLine);

describe('R-PROD-02 voice rules: banned words count in every form', () => {
  it('a banned word is found by its lemma: tenses, plurals and a compound written either way', () => {
    const text = 'We leveraged it, leveraging leverage. Synergies and synergy. A game changer, two game-changers, a game-changing idea.';
    expect(findPhrase(text, 'leverage').map((m) => m.text)).toEqual(['leveraged', 'leveraging', 'leverage']);
    expect(findPhrase(text, 'synergy').map((m) => m.text)).toEqual(['Synergies', 'synergy']);
    expect(findPhrase(text, 'game-changing').map((m) => m.text)).toEqual(['game changer', 'game-changers', 'game-changing']);
    expect(findPhrase(text, 'game changer').map((m) => m.text)).toEqual(['game changer', 'game-changers', 'game-changing']);
  });

  it('a preference said in prose ("We say \"you\", not \"users\"") bans the second word and writes the first instead', () => {
    const rules = voiceRulesOf('Warm, precise and never breathless. We say "you", not "users".');
    expect(rules.avoid).toEqual(['users']);
    expect(applyVoice('Our users get the grinder first.', rules).text).not.toMatch(/\busers\b/);
  });

  it('every form is replaced by a plain word in the same form, and the change list names what was replaced', () => {
    const out = applyVoice('We leveraged our synergies. It is a game changer. Two game-changers are leveraging it.', BANS);
    expect(out.text).toBe('We used our shared strengths. It is a real improvement. Two real improvements are using it.');
    expect(bannedWordsIn(out.text, BANS)).toEqual([]);
    expect(out.changes).toEqual(['replaced words your voice avoids (synergy, game-changing, leverage)']);
    expect(out.edits).toEqual([
      { kind: 'banned', word: 'leverage', from: 'leveraged', to: 'used' },
      { kind: 'banned', word: 'synergy', from: 'synergies', to: 'shared strengths' },
      { kind: 'banned', word: 'game-changing', from: 'game changer', to: 'real improvement' },
      { kind: 'banned', word: 'game-changing', from: 'game-changers', to: 'real improvements' },
      { kind: 'banned', word: 'leverage', from: 'leveraging', to: 'using' },
    ]);
  });

  it('nothing is claimed when nothing changed: copy that already follows the rules gets an empty change list', () => {
    const out = applyVoice('We roast every Monday.', voiceRulesOf('Avoid: cheap\nSentences: at most 14 words'), { tighten: true });
    expect(out).toEqual({ text: 'We roast every Monday.', changes: [], edits: [], overLimit: [] });
  });

  it('tightening names the urgency and shouting it actually removed', () => {
    const out = applyVoice('Act now! Only 3 spots left. Join the FREE workshop on Tuesday!!', NO_VOICE_RULES, { tighten: true });
    expect(out.text).toBe('Join the free workshop on Tuesday.');
    expect(out.changes).toEqual(['removed fake urgency ("Act now!", "Only 3 spots left.")', 'toned down shouting (2 exclamation marks; capitals in FREE)']);
  });
});

describe("R-PROD-02 voice rules: claims the profile's avoid answer forbids", () => {
  it('reads claim rules from an avoid answer, apart from its words', () => {
    const answer = 'synergy, never promise same-day delivery, no guarantees about results';
    expect(avoidedClaimsOf(answer).map((c) => [c.rule, c.act, c.content])).toEqual([
      ['never promise same-day delivery', 'promise', 'same-day delivery'],
      ['no guarantees about results', 'guarantee', 'results'],
    ]);
    expect(withAvoidAnswer(NO_VOICE_RULES, answer).avoid).toEqual(['synergy']);
  });

  it('a rule against promising that patients never miss an appointment removes "guarantees you\'ll never have a no-show"', () => {
    const rules = withAvoidAnswer(NO_VOICE_RULES, 'never promise that patients will never miss an appointment');
    const out = applyVoice("Reminders go out two days before each visit. ChairTime guarantees you'll never have a no-show. Book a demo.", rules);
    expect(out.text).toBe('Reminders go out two days before each visit. Book a demo.');
    expect(out.changes).toEqual(['removed a claim your rules forbid ("ChairTime guarantees you\'ll never have a no-show.")']);
  });

  it('only the clause that makes the claim goes when the rest of the sentence stands', () => {
    const rules = withAvoidAnswer(NO_VOICE_RULES, 'never promise that patients will never miss an appointment');
    expect(applyVoice("Texts go out two days before each visit, and we guarantee you'll never have a no-show.", rules).text).toBe('Texts go out two days before each visit.');
  });

  it('same-day delivery and guaranteed results are taken out; a sentence that promises neither stays', () => {
    const rules = withAvoidAnswer(NO_VOICE_RULES, 'never promise same-day delivery, no guarantees about results');
    const out = applyVoice('Order by noon for same-day delivery. We guarantee more bookings in a month. Fresh bread every morning.', rules);
    expect(out.text).toBe('Fresh bread every morning.');
  });

  it('a voice written in prose reads its claim rules too, and the saved rule line reads back', () => {
    expect(voiceRulesOf('Friendly and plain. Never promise same-day delivery.').claims?.map((c) => c.rule)).toEqual(['Never promise same-day delivery']);
    expect(voiceRulesOf('Claims to avoid: never promise same-day delivery; no guarantees about results').claims?.map((c) => c.rule)).toEqual(['never promise same-day delivery', 'no guarantees about results']);
  });
});

describe('R-PROD-02 voice rules: the sentence limit holds on every sentence, spliced profile text included', () => {
  const limit = voiceRulesOf('Sentences: at most 14 words');

  it('a long profile sentence spliced into an email is split where a clause ends', () => {
    const differentiator = 'ChairTime fills cancelled slots from a waitlist automatically and texts patients two days before each visit so practices keep their chairs full';
    const out = applyVoice(`Hi {{first_name}},\n\n${differentiator}. See how it works on a short call.\n\nTalk soon,\nMaya`, limit);
    expect(out.text).toBe('Hi {{first_name}},\n\nChairTime fills cancelled slots from a waitlist automatically. It texts patients two days before each visit so practices keep their chairs full. See how it works on a short call.\n\nTalk soon,\nMaya');
    expect(sentences(out.text).every((s) => sentenceWords(s) <= 14)).toBe(true);
    expect(out.changes).toEqual(['split sentences longer than 14 words']);
  });

  it('with no clause boundary, the phrase that says for whom becomes its own line, so the limit holds', () => {
    const out = applyVoice('Our bakery bakes sourdough loaves, rye and seeded bread every night for independent cafés across the north of England.', limit);
    expect(out.text).toBe('Our bakery bakes sourdough loaves, rye and seeded bread every night. For independent cafés across the north of England.');
    expect(out.overLimit).toEqual([]);
  });

  it('a sentence with nowhere to split is reported as still over the limit, not hidden', () => {
    const text = 'Volunteers in Sheffield read aloud every week in schools and libraries and community centres and homes and parks today.';
    const out = applyVoice(text, limit);
    expect(out.overLimit).toEqual([text]);
    expect(out.changes).toEqual([]);
  });

  it('a voice that allows one exclamation mark keeps the first and calms the rest, on every agent\'s copy', () => {
    const rules = voiceRulesOf('Tone: calm\nNo more than one exclamation mark per piece.');
    expect(rules.maxExclamations).toBe(1);
    expect(applyVoice('Big news! We are open! Come and see us!', rules).text).toBe('Big news! We are open. Come and see us.');
    expect(voiceRulesOf('Never use exclamation marks.').maxExclamations).toBe(0);
  });
});

describe('R-PROD-02 voice rules: rules written as sentences hold on every agent\'s copy', () => {
  it('a rule on how to treat people takes out the sentences that break it, and keeps the rest of a sentence and its greeting', () => {
    const rules = voiceRulesOf('Tone: warm\nNever shame owners who feed kibble. Never guilt-trip donors.');
    expect(rules.manners?.map((m) => [m.rule, m.kind])).toEqual([['Never shame owners who feed kibble', 'shame'], ['Never guilt-trip donors', 'guilt']]);
    expect(applyVoice('Fresh food, cooked today. Kibble is junk food. Still feeding kibble? Your dog deserves better!', rules).text).toBe('Fresh food, cooked today.');
    expect(applyVoice("Dear Supporter, without you, poor children will fall behind forever. Please give £8 a month, before it's too late.", rules).text).toBe('Dear Supporter,\n\nPlease give £8 a month.');
  });

  it('a claim is read for what it says, not its subject: "the food cures" is broken by "our stew treats itchy skin", a sentence naming the company is not', () => {
    const rules = voiceRulesOf('Never claim the food cures. Never promise that Relaydesk replaces support agents or cuts headcount.');
    expect(applyVoice('Our stew treats itchy skin in days. At Relaydesk we believe support is a team sport. Replace half your support team with Relaydesk!', rules).text).toBe('At Relaydesk we believe support is a team sport.');
    expect(applyVoice('Relaydesk answers every channel in one inbox and cut your headcount by 50%.', rules).text).toBe('Relaydesk answers every channel in one inbox.');
  });

  it('a promise of a result made as a certain future breaks "never promise a child\'s results"', () => {
    const rules = voiceRulesOf('Never promise a child’s results.');
    expect(applyVoice('Volunteers read with a child each week. With your help, every child will read fluently by summer.', rules).text).toBe('Volunteers read with a child each week.');
  });

  it('"Say X, never Y" puts the voice\'s own word in, in the right number; a marked blank is never voiced again', () => {
    const rules = voiceRulesOf('Tone: clear\nAvoid: cure\nSay "agents", never "reps".');
    expect(applyVoice('Your support reps answer faster. One rep per shop.', rules).text).toBe('Your support agents answer faster. One agent per shop.');
    const once = applyVoice('Our recipes cure boredom.', rules).text;
    expect(applyVoice(once, rules).text).toBe(once);
    expect(bannedWordsIn(once, rules)).toEqual([]);
  });

  it('praise a reader cannot check is dropped before a noun when tightening', () => {
    expect(applyVoice('The AI-powered help desk for world-class support teams.', NO_VOICE_RULES, { tighten: true }).text).toBe('The help desk for support teams.');
  });
});

describe('R-PROD-02 voice rules: speed promises and emoji', () => {
  it('"never promise same-day visits" also takes out "we\'ll be with you today" and "within the hour", and keeps a call to book today', () => {
    const rules = voiceRulesOf('Never promise same-day visits.');
    expect(applyVoice("Boiler down? We'll be with you today. An engineer can be round within the hour. Call us today for a fixed quote.", rules).text).toBe('Boiler down? Call us today for a fixed quote.');
  });

  it('a voice that says no emoji gets none', () => {
    expect(applyVoice('Fresh food 🐶 for your dog 🍲✨. Order now 👉 today.', voiceRulesOf('Tone: calm\nNo emojis.')).text).toBe('Fresh food for your dog. Order now today.');
  });
});

