import { describe, expect, it } from 'vitest';
import { voiceText } from '../../../core/server/agents/tasks/email/email-voice.ts';
import { applyVoice, bannedWordsIn, voiceRulesOf, withAvoidAnswer, NO_VOICE_RULES } from '../../../core/server/agents/offline/voice-rules.ts';
import { catalogueAnswer } from '../../../core/server/agents/tasks/offline-engine.ts';
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

  it('with no clause boundary, the sentence stays whole and is reported over: no phrase is left standing as a sentence', () => {
    const text = 'Our bakery bakes sourdough loaves, rye and seeded bread every night for independent cafés across the north of England.';
    const out = applyVoice(text, limit);
    expect(out.text).toBe(text);
    expect(out.overLimit).toEqual([text]);
    expect(out.changes).toEqual([]);
  });

  it('a long sentence is never cut inside brackets, before "from" or "for", or at a comma in a list of prices', () => {
    const prices = 'Grooming costs £45 for a small dog, £55 for a medium dog and £70 for a large dog with a bath.';
    expect(applyVoice(prices, limit).text).toBe(prices);
    const aside = 'Book a boat for May (from £80 for a half day. Up to 6 people) and bring a picnic.';
    expect(sentencesOfLine(aside)).toEqual([aside]);
    const growth = 'We help small shops plan their growth from £6 a month with weekly reports sent by email.';
    expect(applyVoice(growth, limit).text).toBe(growth);
    const led = 'Offering a quiet day on the river with a hamper, a lesson before you leave and jackets included.';
    expect(applyVoice(led, limit).text).toBe(led);
  });

  it('a relative clause split off names what it is about: the people before a place, the singular thing a verb in -s agrees with', () => {
    expect(applyVoice('Office tank installs for office managers and practice owners in Bristol who want a living centrepiece without the upkeep.', limit).text).toBe('Office tank installs for office managers and practice owners in Bristol. They want a living centrepiece without the upkeep.');
    expect(applyVoice('We build booking software for small dental practices that fills cancelled slots from a waiting list automatically.', limit).text).toBe('We build booking software for small dental practices. It fills cancelled slots from a waiting list automatically.');
  });

  it('a clause with its own subject after a comma still splits, and a colon before a phrase does not', () => {
    expect(applyVoice('Our vans visit every village on Tuesdays, and they carry spare parts for every model we sell.', limit).text).toBe('Our vans visit every village on Tuesdays. They carry spare parts for every model we sell.');
    const colon = 'Everything you need for a calm first lesson on the water: life jackets, a map and a flask.';
    expect(applyVoice(colon, limit).text).toBe(colon);
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


describe('R-PROD-02 voice rules: banned words go in every form and the sentence still reads', () => {
  it('a dropped adjective takes its "and" with it, a verb the tagger calls a noun gets a verb, a banned phrase keeps its head noun', () => {
    expect(applyVoice('Our dentists make every visit painless and fun for kids.', voiceRulesOf('Avoid: painless')).text).toBe('Our dentists make every visit fun for kids.');
    expect(applyVoice('Our AI leverages seamless integrations.', voiceRulesOf('Avoid: leverage, seamless')).text).toBe('Our AI uses smooth integrations.');
    expect(applyVoice('Get the perfect smile you deserve.', voiceRulesOf('Avoid: perfect smile')).text).toBe('Get the smile you deserve.');
  });

  it('a rule on what to always say is read as one, with its condition', () => {
    const rules = voiceRulesOf('Tone: clear\nAlways say what a job costs and how long it takes.\nAlways give a number when we talk about time saved.');
    expect(rules.requires?.map((r) => [r.rule, r.needs.map((n) => n.kind).join('+'), r.when?.join(' ') ?? null])).toEqual([
      ['Always say what a job costs and how long it takes', 'price+duration', null],
      ['Always give a number when we talk about time saved', 'number', 'time save'],
    ]);
  });

  it('each thing a rule lists after its act is a claim of its own, said only with all of its words: "never promise a cure, a pain-free result or a recovery time"', () => {
    const rules = voiceRulesOf('Never promise a cure, a pain-free result or a recovery time.');
    expect(applyVoice('We treat back and neck pain. You will be pain-free in six weeks. Recovery time is a fortnight. Book an assessment.', rules).text).toBe(
      'We treat back and neck pain. Book an assessment.',
    );
    const harbour = voiceRulesOf('Never promise same-day visits, same-day repairs or a fixed arrival time.');
    expect(applyVoice('You get a fixed written quote and a two-hour arrival window. Same-day repairs for every boiler. We give you a fixed arrival time.', harbour).text).toBe(
      'You get a fixed written quote and a two-hour arrival window.',
    );
  });

  it('a claim of being the cheapest needs a superlative; "painless" makes a claim of treatment without pain', () => {
    const rules = voiceRulesOf('Tone: calm\nNo claims of being the cheapest.\nNever promise treatment without any pain.');
    expect(applyVoice('Fair prices, quoted first. We are the cheapest in Leeds.', rules).text).toBe('Fair prices, quoted first.');
    expect(applyVoice('Our team will guarantee a pain-free treatment. Book a check-up.', rules).text).toBe('Book a check-up.');
  });

  it('fake urgency goes and the call to action stays: "Book now, only 5 slots left!" keeps "Book now"; "going fast so book today" keeps "Book today"', () => {
    expect(applyVoice('Book now, only 5 slots left!', NO_VOICE_RULES, { tighten: true }).text).toBe('Book now.');
    expect(applyVoice('Spaces are going fast so book today!', NO_VOICE_RULES, { tighten: true }).text).toBe('Book today.');
    expect(applyVoice("Don't wait until it's too late.", NO_VOICE_RULES, { tighten: true }).text).toBe('');
  });
});

describe('R-PROD-02 a banned verb after a name that opens the sentence', () => {
  it('"Tallyroute leverages automation" takes the verb, not the noun', () => {
    expect(applyVoice('Tallyroute leverages automation for your team.', voiceRulesOf('Avoid: leverage')!).text).toBe('Tallyroute uses automation for your team.');
  });
});

describe('R-PROD-02 voice rules: a sentence taken out whole takes its other banned words with it', () => {
  const rules = voiceRulesOf('Banned words: artisanal, mouth-watering, explosive, no-brainer.');
  it('leaves the next sentence whole when a sentence goes for a phrase with no plain word', () => {
    const out = applyVoice('Our artisanal relish is a no-brainer! Slow-cooked for six hours, it keeps for a year.', rules);
    expect(out.text).toBe('Slow-cooked for six hours, it keeps for a year.');
  });

  it('drops one of a list of adjectives with its comma, keeping the noun it described', () => {
    const out = applyVoice('Our relish is a mouth-watering, explosive treat. Slow-cooked for six hours.', rules);
    expect(out.text).toBe('Our relish is a treat. Slow-cooked for six hours.');
  });
});

describe('R-PROD-02 a sign-off written as a sentence', () => {
  it('is read however the rule puts it', () => {
    expect(voiceRulesOf('Sign off every email with “Warm wags, the Pawsome team”.').signOff).toBe('Warm wags, the Pawsome team');
    expect(voiceRulesOf('Sign emails with Best, Jo').signOff).toBe('Best, Jo');
    expect(voiceRulesOf('End every email with: Cheers, the Harbour crew.').signOff).toBe('Cheers, the Harbour crew');
    expect(voiceRulesOf("Always sign off as 'The Lantern Leaf team'.").signOff).toBe('The Lantern Leaf team');
    expect(voiceRulesOf('Sign-off: Kind regards, Sam').signOff).toBe('Kind regards, Sam');
    // Not a sign-off: a rule about sentences.
    expect(voiceRulesOf('End sentences with a full stop, never an exclamation mark.').signOff ?? null).toBe(null);
  });

  it('is read from the two lines under "Sign every email off with:", a greeting line ending in a comma and the names under it', () => {
    const voice = 'Friendly and plain.\n\nSign every email off with:\nSee you at the counter,\nTomasz and the Kestrel Keys team';
    expect(voiceRulesOf(voice).signOff).toBe('See you at the counter,\nTomasz and the Kestrel Keys team');
    expect(voiceRulesOf('Sign all our emails off as:\nCheers, Dev').signOff).toBe('Cheers, Dev');
  });

  it('is read from the line below a rule that ends in a colon, and an email ends with it, never with the label', () => {
    const voice = 'Plain and practical.\n\nEvery email ends with this sign-off:\nMind how you go — the Lockgate Moorings team';
    expect(voiceRulesOf(voice).signOff).toBe('Mind how you go — the Lockgate Moorings team');
    expect(voiceRulesOf('Sign-off:\n\nSee you on the water, Ffion').signOff).toBe('See you on the water, Ffion');
    const profile = { business_name: 'Lockgate Moorings', business_description: 'Canal-side moorings and boat servicing in Llangollen.', offer_main: 'Winter moorings with a boat check' };
    const answer = catalogueAnswer('email-agent', { message: 'Write an email to boat owners about winter moorings.', mode: 'normal', profile, brandVoice: voice, spaceName: 'Lockgate Moorings', library: [], version: 1 }, null)!;
    expect(answer.draft).toContain('Mind how you go — the Lockgate Moorings team');
    expect(answer.draft).not.toMatch(/this sign-off:/i);
  });
});


describe('R-PROD-02 voice rules: a banned phrase goes and leaves English, and its replacement is plain', () => {
  const rules = voiceRulesOf('Calm and clear.\nAvoid: best in town, miracle, incredible');

  it('a phrase with no plain word goes with its article, or its sentence goes; it never leaves its last word behind', () => {
    expect(applyVoice('Hi all, our boats are the best in town. Book now for May.', rules).text).toBe('Hi all,\n\nBook now for May.');
    expect(applyVoice('Our boats are the best in town. Book now for May.', rules).text).toBe('Book now for May.');
    expect(applyVoice('Our boats, the best in town, are quiet.', rules).text).toBe('Our boats are quiet.');
    expect(applyVoice('Subject: Best in town boats', rules).text).toBe('Subject: Boats');
    expect(applyVoice('Best in town', rules).text).not.toMatch(/town/i);
  });

  it('a banned superlative becomes a plain word, never another superlative', () => {
    const out = [0, 1, 2].map((variant) => applyVoice('The results are incredible. It is a miracle cure for dull afternoons.', rules, { variant }).text).join(' ');
    expect(out).not.toMatch(/remarkabl|impressive|excellent|first-rate|miracle|incredibl/i);
  });
});

describe('R-PROD-02 the voice\'s sentence limit on a profile line with a list in brackets', () => {
  it('splits the line between its items and keeps the bracketed list whole, with no marker left in the copy', () => {
    const rules = voiceRulesOf('Tone: warm\nSentences: at most 18 words')!;
    const line = "What we offer: nightly stays: bell tents from £85 (sleep 4), shepherd's huts from £110 (sleep 2, wood burner, own shower), tent pitches from £24 and campervan pitches with hook-up from £30 (for 2 adults).";
    const out = voiceText(line, rules, []);
    expect(out).toContain("huts from £110 (sleep 2, wood burner, own shower)");
    expect(out).not.toMatch(/£110 \d|qxheld/);
    for (const sentence of out.split(/(?<=\.)\s+/)) expect(sentence.split(/\s+/).length).toBeLessThanOrEqual(18);
  });
});

describe('R-AGENT voice: the sentence limit as owners write it', () => {
  it('"Keep sentences short, 22 words at most" is a limit of 22 words, not the default for "short"', () => {
    expect(voiceRulesOf('Warm and plain.\nKeep sentences short, 22 words at most, and explain any technical word.').maxSentenceWords).toBe(22);
    expect(voiceRulesOf('Sentences: 18 words max').maxSentenceWords).toBe(18);
    // A voice described as 'short sentences' on its first line, then given a number: the number is the limit.
    expect(voiceRulesOf('Kestrel Keys sounds like a locksmith at your door: calm words, short sentences.\n\nKeep sentences under 20 words.').maxSentenceWords).toBe(20);
  });

  it('a sentence split at "and are" gives its second half a subject the verb agrees with, never "It ares"', () => {
    const out = applyVoice('Our service plans (Basic for older boilers, Plus for newer ones) spread the yearly service into a monthly payment and are the thing we most want to grow.', voiceRulesOf('Sentences: at most 12 words'));
    expect(out.text).not.toMatch(/\bares\b|\bIt are\b/);
    expect(out.text).toMatch(/\b(?:They are|It is) the thing we most want to grow\./);
  });
});

describe('R-AGENT voice: a list is not split as a clause', () => {
  it('"with compost, tools and garden sundries alongside" keeps its last item whole, never "It gardens sundries"', () => {
    const out = applyVoice('Holly Farm offers plants first: bedding, perennials, shrubs, roses and fruit trees, with compost, tools and garden sundries alongside.', voiceRulesOf('Sentences: at most 12 words'));
    expect(out.text).not.toMatch(/\bgardens sundries\b|\bIt gardens\b/);
  });
});

describe('R-PROD-02 a farm park\'s voice written as prose: the limit said as "over", notes in brackets after banned words, and the wording it gives instead', () => {
  const VOICE = `We sound like the farmer showing you round: warm, muddy-booted and plain.
Keep sentences short, no sentence over 21 words.
Banned words: awesome, cute (say lovely or friendly), epic (so no "epic day out"), magical.
Never promise the tractor rides will run. They depend on the weather and the field, so always say rides are "due to run".`;
  const rules = voiceRulesOf(VOICE);

  it('reads the limit, the banned words without their notes, the word to write instead, and the tone after the colon', () => {
    expect(rules.maxSentenceWords).toBe(21);
    expect(rules.avoid).toEqual(['awesome', 'cute', 'epic', 'magical']);
    expect(rules.swaps).toEqual({ cute: 'lovely' });
    expect(rules.tone).toBe('warm, muddy-booted and plain');
  });

  it('keeps "friendly" and "families" in copy, writes the word given instead, and drops a banned adjective with its "and"', () => {
    expect(applyVoice('Friendly goats and cute lambs for families.', rules).text).toBe('Friendly goats and lovely lambs for families.');
    expect(applyVoice('A warm and magical barn for parties.', rules).text).toBe('A warm barn for parties.');
  });

  it('takes the wording the voice gives as keeping the rule, and still finds the promise it forbids', () => {
    expect(applyVoice('Tractor rides are due to run on Saturday afternoon.', rules).text).toBe('Tractor rides are due to run on Saturday afternoon.');
    expect(applyVoice('The tractor rides will run all Saturday afternoon.', rules).text).not.toMatch(/will run/);
  });
});

describe('R-PROD-02 a rule against promising something happens, said with one word of its own', () => {
  // A named engine is the rule's subject: 'steam' is the one word it says of its own.
  const rules = voiceRulesOf('Never promise that Bertha will be in steam. She is 90 years old.');
  it('keeps a line that only names the day, and takes out the one that promises it', () => {
    expect(applyVoice('Steam day: Saturday 3 May.', rules).text).toBe('Steam day: Saturday 3 May.');
    expect(applyVoice('Come and see Bertha in steam on Saturday.', rules).text).not.toMatch(/in steam/);
  });
});

describe('R-PROD-02 banned words written as owners write them', () => {
  it('reads "Words we never use:", the words in brackets after a label in the avoid answer, and what follows "is" in "never say any … is …"', () => {
    const rules = withAvoidAnswer(
      voiceRulesOf('We sound like the stylist who tells you the truth.\nWords we never use: bespoke, luxe.\nNever say any treatment is pain-free, risk-free or guaranteed.'),
      'Salon clichés (pamper, indulge, me-time and so on), fake urgency. Never any claim that a treatment is free from side effects, chemicals or any other risk.',
    );
    expect(rules.avoid).toEqual(expect.arrayContaining(['bespoke', 'luxe', 'pain-free', 'risk-free', 'guaranteed', 'pamper', 'indulge', 'me-time']));
    expect(rules.avoid).not.toEqual(expect.arrayContaining(['chemicals']));
    expect(rules.avoid.join('|')).not.toMatch(/so on|clichés|any treatment/);
  });
});

describe('R-PROD-06 a voice written as prose paragraphs', () => {
  const voice = 'Tideline sounds friendly and outdoorsy. Talk to one person.\n\nSentences: keep every sentence to 18 words or fewer.\n\nBanned words, in any form: "conquer" (conquering, conquered), "seamless" (seamlessly), "thrill" (thrills, thrilling) and "unleash" (unleashes, unleashed). Also avoid corporate filler such as "leverage" and "best-in-class".\n\nEvery email ends with the sign-off: "Happy paddling, the Tideline crew".';
  it('reads every banned word of a qualified label and of an "Also avoid … such as" sentence, and the quoted sign-off without its label', () => {
    const rules = voiceRulesOf(voice);
    expect(rules.avoid).toEqual(expect.arrayContaining(['conquer', 'seamless', 'thrill', 'unleash', 'leverage', 'best-in-class']));
    expect(rules.avoid.some((w) => /filler|such as/.test(w))).toBe(false);
    expect(rules.signOff).toBe('Happy paddling, the Tideline crew');
    expect(rules.maxSentenceWords).toBe(18);
  });
});

describe('R-VOICE profile avoid answer: sentences that only quote words ban those words', () => {
  it('"Avoid \\"museum quality\\" or \\"world-class\\"." bans those words, never the word "avoid"', () => {
    const rules = withAvoidAnswer(NO_VOICE_RULES, 'Never promise next-day framing. Avoid "museum quality" or "world-class".');
    expect(rules.avoid).toEqual(expect.arrayContaining(['museum quality', 'world-class']));
    expect(rules.avoid.some((w) => /avoid|"/.test(w))).toBe(false);
  });
});

describe('R-VOICE sentence limit: a cut never breaks a noun phrase or a defining clause', () => {
  const rules = voiceRulesOf('Warm and plain. Sentences under 20 words.');
  it('"tent and campervan pitches … for people who don\'t own kit" is not cut into "offers tent. Campervan pitches" or "for people. They don\'t own kit"', () => {
    const out = applyVoice("Larkrise offers tent and campervan pitches by the night from late March to early November, plus bell tents and a hut for people who don't own kit.", rules, { tighten: true }).text;
    expect(out).not.toMatch(/offers tent\.|for people\. They/);
    expect(out).toContain('tent and campervan pitches');
  });
  it('two clauses joined by "and" are still cut', () => {
    expect(applyVoice('We sell sourdough and rye loaves from our shop every morning, and we deliver to cafes across the city before eight.', rules, { tighten: true }).text).toBe('We sell sourdough and rye loaves from our shop every morning. We deliver to cafes across the city before eight.');
  });
});

describe('R-PROD-02 banned clichés get a plain word, not a marked blank', () => {
  it('"capture" and "stunning" banned read "record" and "beautiful"', () => {
    const rules = voiceRulesOf('Banned words: capture, stunning');
    expect(applyVoice('We capture your day in stunning detail.', rules).text).toBe('We record your day in beautiful detail.');
  });
});

describe('a promise rule and a customer\'s own words', () => {
  const rules = voiceRulesOf('Rules\n- Never promise a child will swim within a set number of weeks.');

  it('keeps a review that tells what happened to one child', () => {
    const text = 'Our beginner course runs for 10 weeks.\n\n“Maya was scared of water in September. She swam her first width in week six.” — Priya S., 5 stars';
    const voiced = applyVoice(text, rules);
    expect(voiced.text).toContain('She swam her first width in week six.” — Priya S., 5 stars');
  });

  it('still takes out the copy that promises it', () => {
    const voiced = applyVoice('Your child will swim within six weeks. Book now.', rules);
    expect(voiced.text).not.toContain('will swim within six weeks');
  });
});

describe('a voice written in Markdown, and its sign-off however it is written', () => {
  it('labels in bold are the same labels: tone, banned words and sign-off', () => {
    const rules = voiceRulesOf('**Tone:** warm, plain\n**Banned words:** cheap, pamper\n- **Sign-off**: Warmly, Sam');
    expect(rules.tone).toBe('warm, plain');
    expect(rules.avoid).toEqual(['cheap', 'pamper']);
    expect(rules.signOff).toBe('Warmly, Sam');
  });

  for (const [written, signOff] of [
    ['Our sign-off is "Happy grooming, Sam & Alex"', 'Happy grooming, Sam & Alex'],
    ['## Sign-off\nWarmly,\nSam and Alex', 'Warmly,\nSam and Alex'],
    ['Sign-off for emails:\n"Woof for now,\nSam & Alex"', 'Woof for now,\nSam & Alex'],
    ["Sign-off: always 'Love, the Kiln team'", 'Love, the Kiln team'],
    ['Sign-off: Warmly, Sam (emails only)', 'Warmly, Sam'],
    ['Email sign-off — "Cheers, the Kiln crew"', 'Cheers, the Kiln crew'],
    ['- Every email ends: "Speak soon, Sam"', 'Speak soon, Sam'],
    ['Emails are signed "Dana, Head Baker"', 'Dana, Head Baker'],
    ['Always end with "Bake you later, Dana"', 'Bake you later, Dana'],
    ["Sign off with the owner's name: Dana", 'Dana'],
    ['- Sign-off: "Bake you later," then "Dana"', 'Bake you later,\nDana'],
    ['Every email is signed off "Dana x"', 'Dana x'],
    ['Sign off every email "With love from the Rise crew"', 'With love from the Rise crew'],
    ['Sign emails: Dana @ Rise', 'Dana @ Rise'],
    ['Email sign off — always: Warmly, Dana', 'Warmly, Dana'],
    ['Sign-off for every email:\nWith warm wishes,\nPriya and the whole team', 'With warm wishes,\nPriya and the whole team'],
    ['Sign-off on each email:\nSpeak soon,\nThe Harbour crew', 'Speak soon,\nThe Harbour crew'],
  ] as const) {
    it(`"${written.replace(/\n/g, ' / ')}" signs the emails "${signOff.replace(/\n/g, ' / ')}"`, () => {
      const email = catalogueAnswer('email-agent', { message: 'Write an email announcing our new Saturday opening hours', mode: 'chat', profile: { business_name: 'Kiln House', offer_main: 'Pottery classes' }, brandVoice: `Tone: warm, plain\n\n${written}`, spaceName: 'Kiln House', version: 1 }, null);
      expect(email.field!.trimEnd().endsWith(signOff)).toBe(true);
    });
  }
});

describe('a two-line sign-off kept when an email is cut', () => {
  it('"Shorter please" keeps both lines of the voice\'s sign-off', () => {
    const voice = 'Tone: warm, plain\n\nSign-off for every email:\nWith warm wishes,\nAnna and the Kiln House team';
    const request = 'Email to people who asked about classes but never booked: 15% off the six-week course with code KILN15, by 30 June.';
    const profile = { business_name: 'Kiln House', offer_main: 'Pottery classes', business_description: 'A pottery studio in Leeds with evening classes for beginners, small groups and all clay included.' };
    const first = catalogueAnswer('email-agent', { message: request, mode: 'chat', profile, brandVoice: voice, spaceName: 'Kiln House', version: 1 }, null);
    const cut = catalogueAnswer('email-agent', { message: "Shorter please, it's way too long to read on a phone.", mode: 'chat', profile, brandVoice: voice, spaceName: 'Kiln House', version: 2 }, { deliverable: first.field!, brief: first.brief, request });
    expect(cut.field!.trimEnd().endsWith('With warm wishes,\nAnna and the Kiln House team')).toBe(true);
  });
});

describe('R-PROD-02 voice rules: \'Always say "instructor", never "teacher" or "trainer"\' swaps both words', () => {
  const voice = 'Tone: calm\nRules:\n- Always say "instructor", never "teacher" or "trainer".';
  it('reads both words as swapped for the one to say, and bans them', () => {
    const rules = voiceRulesOf(voice);
    expect(rules.swaps).toMatchObject({ teacher: 'instructor', trainer: 'instructor' });
    expect(rules.avoid).toEqual(expect.arrayContaining(['teacher', 'trainer']));
  });
  it('a check of "Our trainers make it fun" names "trainers", and never asks the text to say "instructor"', () => {
    const answer = catalogueAnswer('brand-voice', { message: 'Check this against our voice: "Nervous about driving? Our trainers make it fun, and you learn at your pace."', mode: 'normal', profile: { business_name: 'Greenway Driving' }, brandVoice: voice, spaceName: 'Greenway', version: 1 }, null)!;
    expect(answer.field).toMatch(/"trainers"/);
    expect(answer.field).not.toMatch(/the text never says/);
  });
  it('a rewrite says "instructors" where the text said "trainers", and pastes no rule text in brackets', () => {
    const answer = catalogueAnswer('brand-voice', { message: 'Rewrite this in our voice: "Nervous about driving? Our trainers make it fun, and you learn at your pace."', mode: 'normal', profile: { business_name: 'Greenway Driving' }, brandVoice: voice, spaceName: 'Greenway', version: 1 }, null)!;
    expect(answer.field).toContain('Our instructors make it fun');
    expect(answer.field).not.toMatch(/\[\s*"|never "teacher"|"instructor" and never/);
  });
  it('a rewrite of a text that never speaks of instructors marks where to say the word, with no rule text turned into "never "instructor""', () => {
    const answer = catalogueAnswer('brand-voice', { message: 'Rewrite this in our voice: "Learning to drive in spring? Book a lesson this week and learn at your pace."', mode: 'normal', profile: { business_name: 'Greenway Driving' }, brandVoice: voice, spaceName: 'Greenway', version: 1 }, null)!;
    expect(answer.field).not.toMatch(/never "instructor"|"instructor" and never/);
  });
});

describe('R-PROD-02 voice rules: a swap written without quotation marks', () => {
  it('"Call them guests, never customers." bans "customers" and swaps it for "guests"; "Use plain words, not jargon" swaps nothing', () => {
    const rules = voiceRulesOf('Tone: warm\nRules:\n- Call them guests, never customers.\n- Use plain words, not jargon.');
    expect(rules.swaps).toMatchObject({ customers: 'guests' });
    expect(rules.avoid).toContain('customers');
    expect(Object.keys(rules.swaps ?? {})).not.toContain('jargon');
  });
});

describe('R-PROD-02 a banned comparative takes its comparison with it', () => {
  it('a rewrite never leaves "Way than the shops in town." where "cheaper" was dropped', () => {
    for (const version of [1, 2, 3]) {
      const out = catalogueAnswer('brand-voice', { message: 'Rewrite this in our voice: "The ultimate bike service! Way cheaper than the shops in town. Book today!"', mode: 'normal', profile: { business_name: 'Spokes', business_description: 'Mobile bike repair in Leeds.', offer_differentiator: 'A fixed price agreed before we start' }, brandVoice: 'Tone: practical\nAvoid: cheap, ultimate', spaceName: 'Spokes', version }, null)!;
      expect(out.field).not.toMatch(/\b(?:Way|much|far)\s+than\b|^\s*than\b/im);
    }
  });
});

describe('R-PROD-02 a sentence over the voice\'s limit loses a bracketed list before it is left too long', () => {
  it('drops "(Bronze, Silver and Gold)" from a sentence with no place to split, and keeps a bracket with a price', () => {
    const rules = voiceRulesOf('Sentences: at most 12 words');
    const out = applyVoice('We offer servicing at your home or your workplace (Bronze, Silver, Gold and Platinum levels) for every kind of bike.', rules);
    expect(out.text).not.toContain('(Bronze');
    expect(out.text).toContain('servicing at your home or your workplace');
    const priced = applyVoice('A Gold service is the full strip-down and rebuild (£140, about four hours) for any bike.', rules);
    expect(priced.text).toContain('(£140, about four hours)');
  });
});
