import { writerSection } from './writer-section.ts';
import { sharedStems } from '../../offline/stem-overlap.ts';
import { applyVoice, type VoiceRules } from '../../offline/voice-rules.ts';
import { factSentence } from './fact-sentence.ts';
import { plainPartsOf, plainWordFor } from '../../offline/plain-words.ts';
import { sentenceWords } from '../../offline/sentence-limit.ts';
import type { AgentTask, TaskInput, TaskOutput } from '../agent-task.ts';
import { mergedVoice, requestedVoiceOf, statesVoice } from './requested-voice.ts';
import { spaceVoiceOf } from './space-voice.ts';
import { examplePhrases, voiceExamplesOf, type VoiceExamples } from './voice-examples.ts';
import { PROPOSED_SENTENCE_WORDS, defaultTone, voiceProposal } from './voice-proposal.ts';
import { STARTERS } from './starters.ts';
import { summaryBullets, voiceSummary } from './voice-summary.ts';
import { countWord } from '../english-phrases.ts';
import { capitalise } from '../../offline/template-grammar.ts';
import { priceLine } from './true-details.ts';
import { phraseProof, phraseTerm } from '../../facts/fact-phrases.ts';
import { BINDS_BUYER } from '../../facts/term-facts.ts';

const SAVE_OFFER = "Use **Save as the space's brand voice** below this answer to make every agent write by these rules.";

/** One rule of the guide with an example written from the space's facts (null when the facts give none). */
interface Item {
  kind: 'word' | 'claim' | 'other';
  rule: string;
  example: string | null;
  /** For a "don't": what to avoid, beside the example of what to say. */
  instead?: string;
  /** For a banned word: the plain word to write instead. */
  plain?: string | null;
  /** The rule said another way, with its reason, for a regenerate. */
  why?: string;
}

const q = (text: string) => `"${text}"`;

/**
 * A voice guide: do's, don'ts and example phrases, every example written from the space's facts (its
 * product, audience, prices, proof, terms, the request's offer) and itself in the voice. It ends with the
 * voice as rule lines the chat offers to save. A regenerate organises it differently: as "say this, not
 * that" pairs, or by where the copy goes.
 */
function guide(input: TaskInput): TaskOutput {
  const voice = spaceVoiceOf(input, { defaultLimit: false });
  // What the request says of the voice comes first; the current voice fills in only where it is silent.
  // Text after a colon may be the voice itself ("Define our voice: less formal, …"); only a sample is material.
  const pasted = input.brief.pasted?.trim() ?? '';
  const asked = requestedVoiceOf(input.brief.request, pasted.split(/\s+/).length > 30 || /[.!?]\s+\S/.test(pasted) ? pasted : null);
  const merged = mergedVoice(asked, voice.rules, input.facts.tone);
  const rules: VoiceRules = { ...merged, maxSentenceWords: merged.maxSentenceWords ?? PROPOSED_SENTENCE_WORDS };
  const basis = statesVoice(asked) ? `what you asked for (${askedLine(asked)})${input.savedVoice || voice.rules.tone ? ` and, where you said nothing, ${voice.basis}` : ''}` : voice.basis;
  // 'Summarise our brand voice in 5 bullets I can give to Priya': the voice itself in that many bullets, not a guide.
  const bullets = summaryBullets(input.brief.request);
  if (bullets) {
    const { bullets: lines, left } = voiceSummary(rules, bullets);
    const company = input.facts.company;
    return {
      summary: `${company ? `${company}'s` : 'Your'} brand voice in ${lines.length} bullet${lines.length === 1 ? '' : 's'}, from ${basis}.`,
      deliverable: lines.map((l) => `- ${l}`).join('\n'),
      notes: [
        ...(left.length ? [`${left.length === 1 ? 'One more rule' : `${capitalise(countWord(left.length))} more rules`} did not fit in ${bullets}: ${left.map((l) => l.replace(/\.$/, '')).join('; ')}.`] : []),
        ...(lines.length < bullets ? [`Your voice holds ${lines.length} rules, not ${bullets}: add more to it and the summary grows.`] : []),
      ],
      used: [],
      steps: [{ tool: 'voice_rules', summary: `the voice in ${lines.length} bullets` }],
      artifacts: [],
    };
  }
  const examples = voiceExamplesOf(input.facts, input.brief);
  const say = (text: string | null) => (text ? applyVoice(text, rules).text : null);
  const wanted = askedCounts(input);
  const phrases = phraseBank(input, examples, rules, say).slice(0, wanted.phrases);
  const dos = doItems(rules, examples, say);
  // (One rule read as a claim and as a manner is one don't, not two.)
  const donts = dontItems(rules, examples, say, input.variant).filter((d, i, all) => all.findIndex((o) => quotedRule(o.rule) === quotedRule(d.rule)) === i);
  const proposal = voiceProposal(rules, input.facts);
  // The chat offers to save a voice only when it differs from the one saved.
  const saved = voiceProposal({ ...input.voice, maxSentenceWords: input.voice.maxSentenceWords ?? PROPOSED_SENTENCE_WORDS }, input.facts);
  const adds = !input.savedVoice || proposal !== saved;
  const company = input.facts.company;
  const title = `## Voice guide${company ? ` for ${company}` : ''}`;
  const shape = input.variant % 3;
  const body = wanted.rules
    ? ruleCards(rules, examples, say, wanted.rules, input.variant)
    : shape === 0
      ? [
          '### Do',
          ...dos.slice(0, wanted.dos).map((d) => `- ${d.rule}${d.example ? ` Example: ${q(d.example)}` : ''}`),
          '',
          "### Don't",
          ...donts.slice(0, wanted.donts).map((d) => `- ${d.rule}${d.kind === 'other' && d.instead ? ` Not ${q(d.instead)}${d.example ? `, but ${q(d.example)}` : '.'}` : d.example ? ` Say what is true instead: ${q(d.example)}` : ''}`),
        ]
      : shape === 1
        ? [
            "### Don'ts: say this, not that",
            '| Instead of | Say | Why |',
            '| --- | --- | --- |',
            ...donts
              .filter((d) => d.kind !== 'claim')
              .slice(0, wanted.donts)
              .map((d) => (d.kind === 'word' ? `| ${d.instead} | ${d.plain ?? 'what it does for the reader'} | your voice avoids it, in every form |` : `| ${d.instead} | ${d.example ?? 'a fact the reader can check'} | ${d.rule.replace(/^Don't /, 'never ').replace(/\.$/, '')} |`)),
            ...(donts.some((d) => d.kind === 'claim') ? ['', "### Don'ts that no wording gets round", ...donts.filter((d) => d.kind === 'claim').map((d) => `- ${d.rule.replace(/^Follow your rule (".+?"): no sentence may make that claim, in any wording\.$/, 'Never break $1, however it is worded.')}`)] : []),
            '',
            "### Do's, and why",
            ...dos.slice(0, wanted.dos).map((d) => `- ${d.why ?? d.rule}`),
          ]
        : situations(rules, dos, donts, examples, say);
  // '5 do's and 5 don'ts, under 150 words in total': the two lists alone, each line short, for a writer to pin up.
  const words = input.brief.limits.words;
  if (wanted.dos !== Infinity && words && words <= 250) {
    const short = (text: string) => text.replace(/\s+Example:.*$/, '');
    const lines = [title, '', '### Do', ...dos.slice(0, wanted.dos).map((d) => `- ${short(d.rule)}`), '', "### Don't", ...donts.slice(0, wanted.donts).map((d) => `- ${short(d.rule).replace(/^Follow your rule "(.+?)": no sentence may (?:make that claim|do that), in any wording\.$/, '$1, however it is worded.')}`)];
    const count = lines.join(' ').split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
    return {
      summary: `${Math.min(dos.length, wanted.dos)} do's and ${Math.min(donts.length, wanted.donts)} don'ts${company ? ` for writing as ${company}` : ''}, ${count} words, built on ${basis}.`,
      deliverable: lines.join('\n'),
      notes: [
        ...(count > words ? [`It is ${count} words, over the ${words} asked: your rules take that many to say; cut the longest by hand.`] : []),
        ...(dos.length < wanted.dos || donts.length < wanted.donts ? [`You asked for more than your rules and facts support: ${dos.length} do's and ${donts.length} don'ts are all I can write without inventing.`] : []),
      ],
      used: examples.used,
      steps: [{ tool: 'voice_rules', summary: `${Math.min(dos.length, wanted.dos)} do's, ${Math.min(donts.length, wanted.donts)} don'ts, within ${words} words` }],
      artifacts: [],
    };
  }
  const deliverable = [
    title,
    shape === 0 ? `**In one line:** ${oneLine(rules)}` : `**The voice in brief:** ${briefLine(rules)}`,
    '',
    ...body,
    // ('for our technician who writes visit reports': the voice applied to that person's kind of writing.)
    ...writerSection(input.brief.request, rules),
    ...(rules.avoid.length && (shape !== 1 || wanted.rules) ? ['', '### Words we never use', `${rules.avoid.map(q).join(', ')}: in any form (plural, tense or spelling).`] : []),
    '',
    shape === 0 ? '### Phrases to use' : '### Lines to borrow',
    ...(phrases.length ? (shape === 0 ? phrases : [...phrases].reverse()).map((p) => `- ${p}`) : ['- Add your product, audience and prices to the space profile (or a document), and the phrases here are written from them.']),
    // The rule lines are shown once: a regenerate that adds nothing to save does not repeat them.
    ...(shape === 0 || adds ? ['', '### The rules every agent applies', '```', proposal, '```'] : []),
  ].join('\n');
  return {
    summary: `A voice guide${company ? ` for ${company}` : ''}${shape === 1 ? ', as pairs of what to say instead' : shape === 2 ? ', by where the copy goes' : ''}, built on ${basis}.`,
    deliverable,
    notes: [
      ...(adds ? [SAVE_OFFER] : []),
      ...(adds && input.savedVoice ? [`Saving it replaces the voice you set: ${changesFrom(input.voice, rules)}.`] : []),
      ...(!adds ? ['This guide holds the voice you set, rule for rule, so there is nothing new to save.'] : []),
      ...(!phrases.length ? ['Your profile gives no product, audience or prices yet, so the guide has no example phrases of its own.'] : []),
      ...(wanted.dos !== Infinity && (dos.length < wanted.dos || donts.length < wanted.donts) ? [`You asked for more than your rules and facts support: ${dos.length} do's and ${donts.length} don'ts are all I can write without inventing.`] : []),
    ],
    used: examples.used,
    steps: [{ tool: 'voice_rules', summary: `${Math.min(dos.length, wanted.dos)} do's, ${Math.min(donts.length, wanted.donts)} don'ts, ${phrases.length} phrases from the space's facts` }],
    artifacts: [],
    ...(adds ? { brandVoiceProposal: proposal } : {}),
  };
}

/** The rules the request states, in a few words: 'formal; never "synergy", "game-changer"'. */
function askedLine(asked: VoiceRules): string {
  return [
    asked.tone ? `sounding ${asked.tone.replace(/\.$/, '')}` : '',
    asked.formality ?? '',
    asked.maxSentenceWords ? `sentences of at most ${asked.maxSentenceWords} words` : '',
    asked.avoid.length ? `never ${asked.avoid.map(q).join(', ')}` : '',
    asked.prefer.length ? `say ${asked.prefer.map(q).join(', ')}` : '',
    ...(asked.claims ?? []).map((c) => c.rule),
    ...(asked.manners ?? []).map((m) => m.rule),
    asked.signOff ? `signing off ${q(asked.signOff)}` : '',
    asked.maxExclamations === 0 ? 'no exclamation marks' : '',
    asked.noEmoji ? 'no emoji' : '',
  ].filter(Boolean).join('; ');
}

/** What a proposal changes in the saved voice, rule by rule. */
function changesFrom(saved: VoiceRules, next: VoiceRules): string {
  const added = next.avoid.filter((w) => !saved.avoid.includes(w));
  const changes = [
    next.formality !== saved.formality ? `formality ${saved.formality ?? 'unset'} → ${next.formality ?? 'neutral'}` : '',
    (next.tone ?? null) !== (saved.tone ?? null) && next.tone ? `tone → ${next.tone.replace(/\.$/, '')}` : '',
    saved.maxSentenceWords && next.maxSentenceWords !== saved.maxSentenceWords ? `sentences of at most ${next.maxSentenceWords} words, not ${saved.maxSentenceWords}` : '',
    added.length ? `${added.map(q).join(', ')} added to the words to avoid` : '',
    next.signOff && next.signOff !== saved.signOff ? `sign-off ${q(next.signOff)}` : '',
  ].filter(Boolean);
  return changes.join('; ') || 'its rules are written out in full';
}

function oneLine(rules: VoiceRules): string {
  const register = rules.formality === 'formal' ? 'formal and exact' : rules.formality === 'conversational' ? 'conversational, with contractions' : 'plain';
  return `sound ${rules.tone?.replace(/\.$/, '') ?? defaultTone(rules)}; ${register}; sentences of ${rules.maxSentenceWords} words at most${rules.avoid.length ? `; never ${rules.avoid.slice(0, 3).map(q).join(', ')}` : ''}.`;
}

function doItems(rules: VoiceRules, ex: VoiceExamples, say: (t: string | null) => string | null): Item[] {
  const longFact = [ex.differentiator, ex.product, ex.term].find((f) => f && sentenceWords(f) > (rules.maxSentenceWords ?? PROPOSED_SENTENCE_WORDS)) ?? null;
  return [
    { kind: 'other', rule: `Sound ${(rules.tone?.replace(/\.$/, '') ?? defaultTone(rules)).replace(/^[A-Z](?=[a-z])/, (c) => c.toLowerCase())}: say what you sell in plain words.`, why: `Name the thing plainly before any adjective: readers trust what they can picture.`, example: say(ex.product) },
    { kind: 'other', rule: 'Talk to the reader as "you", and lead with what they get.', why: 'Put "you" before "we": the reader cares what changes for them.', example: ex.productNoun ? say(`You get ${ex.productNoun}.`) : null },
    { kind: 'other', rule: `Keep every sentence to ${rules.maxSentenceWords} words or fewer; split at a clause, not mid-thought.`, why: `One idea a sentence, ${rules.maxSentenceWords} words at most: short lines survive a phone screen.`, example: say(longFact ?? ex.differentiator) },
    { kind: 'other', rule: 'Back every claim with a fact the reader can check: a price, a result, a term.', why: 'Trade adjectives for proof: a number or a term does the persuading.', example: say(ex.proof ?? ex.price ?? ex.term) },
    ...(rules.formality === 'conversational' ? [{ kind: 'other' as const, rule: 'Write the way you talk: use contractions.', why: "Use contractions (we're, you'll): it reads like a person, not a notice.", example: "We're here when you need us." }] : rules.formality === 'formal' ? [{ kind: 'other' as const, rule: 'Keep a formal register: spell words out, no slang.', why: 'Spell words out and skip slang: the register is part of the promise.', example: 'We will confirm your order today.' }] : []),
    ...(rules.prefer.length ? [{ kind: 'other' as const, rule: `Use your own words: ${rules.prefer.map(q).join(', ')}.`, why: `Reach for ${rules.prefer.map(q).join(', ')}: repeated, they become yours.`, example: null }] : []),
    ...(ex.offer ? [{ kind: 'other' as const, rule: 'Give the offer exactly as it stands: the discount, the code, the date.', why: 'Quote the offer word for word: a changed code costs a sale.', example: say(ex.offer) }] : []),
    // A rule on what to always say is a do of its own, shown with a line from the facts that says it.
    ...(rules.requires ?? []).map((r) => ({ kind: 'other' as const, rule: `${r.rule.charAt(0).toUpperCase()}${r.rule.slice(1).replace(/[.!]?$/, '.')}`, why: `${r.rule.charAt(0).toUpperCase()}${r.rule.slice(1).replace(/[.!]?$/, '.')}`, example: say(requiredExample(r, ex)) })),
    ...(rules.signOff ? [{ kind: 'other' as const, rule: 'End every email with the same sign-off.', why: `Close with ${q(rules.signOff)} every time: it is how readers know it is you.`, example: rules.signOff }] : []),
  ];
}

/** A line from the facts that keeps a rule on what to always say: a price with its duration, or a result with its numbers. */
function requiredExample(rule: NonNullable<VoiceRules['requires']>[number], ex: VoiceExamples): string | null {
  const kinds = new Set(rule.needs.map((n) => n.kind));
  if (kinds.has('price') || kinds.has('duration')) return ex.priceFact ? priceLine(ex.priceFact, kinds.has('duration')) : null;
  if (kinds.has('number')) return ex.proof;
  return null;
}

function dontItems(rules: VoiceRules, ex: VoiceExamples, say: (t: string | null) => string | null, variant: number): Item[] {
  const words = rules.avoid.slice(0, 6).map((word): Item => {
    // The word out of context: its plain verb first ("leverage" gives "use"), else the adjective, else the noun.
    const plain = (['Verb', 'Adjective', 'Noun'] as const).map((tag) => plainWordFor(word, { text: word, tags: new Set([tag]) }, variant)).find(Boolean) ?? null;
    return { kind: 'word', rule: `Don't write ${q(word)} in any form${plain ? `; write ${q(plain)} or say what it means` : '; say what it does for the reader'}.`, example: null, instead: word, plain };
  });
  // Each example is used once: the same fact under three rules teaches nothing.
  // A banned word that is a promise ('guaranteed') is among the words; a rule written as a sentence is a don't of its own,
  // shown with the fact that speaks to it ('Our first-time pass rate was 61%' for a rule on promising a pass).
  const near = (a: string, b: string | null) => (b ? sharedStems(a, b, { min: 4 }) : 0);
  const claims = (rules.claims ?? [])
    .filter((c) => c.rule.split(/\s+/).length > 2 || !rules.avoid.some((w) => w.toLowerCase() === c.rule.toLowerCase()))
    .map((c): Item => ({ kind: 'claim', rule: `Follow your rule ${q(c.rule)}: no sentence may make that claim, in any wording.`, example: near(c.rule, ex.proof) + near(c.rule, ex.term) === 0 ? null : say(near(c.rule, ex.proof) > near(c.rule, ex.term) ? ex.proof : ex.term) }));
  // Only a short name of the thing reads as a boast; a long product line gives a generic one.
  const best = ex.productHead && ex.productHead.split(/\s+/).length <= 4 && !/[(),£$€\d]/.test(ex.productHead) ? `The best ${ex.productHead} in the world` : 'The best in the world';
  const manners = (rules.manners ?? []).map((m): Item => ({ kind: 'claim', rule: `Follow your rule ${q(m.rule)}: no sentence may do that, in any wording.`, example: null }));
  // Rules of different kinds first: five don'ts that all ban a word teach one thing.
  return [
    ...words.slice(0, 1),
    ...claims,
    ...manners,
    { kind: 'other', rule: "Don't invent urgency or shout.", instead: 'ACT NOW!!!', example: say(ex.offer) ?? 'Offer ends [date].' },
    { kind: 'other', rule: "Don't make claims you cannot back up.", instead: best, example: say(ex.proof ?? ex.price ?? ex.feature) },
    ...words.slice(1),
  ];
}

/** The guide by where the copy goes: headlines, emails, social posts, each with its rules and an example. */
function situations(rules: VoiceRules, dos: Item[], donts: Item[], ex: VoiceExamples, say: (t: string | null) => string | null): string[] {
  const headline = ex.productNoun ? say(`${ex.productNoun.charAt(0).toUpperCase()}${ex.productNoun.slice(1)}`) : null;
  return [
    '### Headlines and subject lines',
    '- Say the thing itself: what it is or what the reader gets, in a few words.',
    `- No capitals for emphasis, no exclamation marks.${headline ? ` Example: ${q(headline.replace(/\.$/, ''))}` : ''}`,
    '',
    '### Emails',
    `- One idea per paragraph; sentences of ${rules.maxSentenceWords} words at most.${ex.differentiator ? ` Example: ${q(say(ex.differentiator)!)}` : ''}`,
    `- Facts over adjectives: a price, a result, a term.${ex.proof || ex.price ? ` Example: ${q(say(ex.proof ?? ex.price)!)}` : ''}`,
    ...(rules.signOff ? [`- Sign off with ${q(rules.signOff)}.`] : []),
    '',
    '### Social posts',
    `- Talk to the reader as "you".${ex.productNoun ? ` Example: ${q(say(`You get ${ex.productNoun}.`)!)}` : ''}`,
    ...(ex.offer ? [`- Give the offer exactly as it stands. Example: ${q(say(ex.offer)!)}`] : []),
    '',
    '### Everywhere',
    ...donts.map((d) => `- ${d.rule}`),
    ...dos.filter((d) => /contractions|formal register/.test(d.rule)).map((d) => `- ${d.rule}`),
  ];
}

/** The voice in brief, said differently from the first version's line. */
function briefLine(rules: VoiceRules): string {
  const register = rules.formality === 'formal' ? 'formal, words spelled out' : rules.formality === 'conversational' ? "relaxed, as you'd say it" : 'plain';
  return `${rules.tone?.replace(/\.$/, '') ?? defaultTone(rules)}. Register: ${register}. Length: ${rules.maxSentenceWords} words a sentence at most.${rules.signOff ? ` Close with ${q(rules.signOff)}.` : ''}`;
}

/** Lines the team can borrow: the space's facts in the voice first, then everyday lines in its register; none repeats another. */
function phraseBank(input: TaskInput, ex: VoiceExamples, rules: VoiceRules, say: (t: string | null) => string | null): string[] {
  const f = input.facts;
  // A price is said as a sentence ("A check-up costs £55 and takes 20 minutes"), never as its table row.
  // A result, a term or a feature is one whole sentence within the limit (its clause with the figure), or left out: never cut mid-result.
  const whole = (t: string) => factSentence(t, rules.maxSentenceWords ?? PROPOSED_SENTENCE_WORDS) ?? '';
  // Fees are not what the business sells: a line to borrow says a price a customer pays for what they choose.
  const company = f.company ?? undefined;
  const facts = [
    ...examplePhrases(ex),
    ...f.prices.slice(1).filter((p) => !p.fee).map((p) => priceLine(p, true)),
    ...f.proof.slice(1).map((p) => whole(phraseProof(p, { company }))),
    ...[...f.terms.slice(1).filter((t) => !BINDS_BUYER.test(t.text)), ...f.features.slice(1)].map((p) => whole(phraseTerm(p))),
  ].filter(Boolean);
  const everyday =
    rules.formality === 'formal'
      ? ['Thank you for getting in touch.', 'We would be glad to help with that.', 'Here is what happens next.', 'If you have any questions, please reply to this message.']
      : ["Thanks for getting in touch.", "Happy to help with that.", "Here's what happens next.", 'Any questions, just reply here.'];
  const out: string[] = [];
  const norm = (t: string) => t.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
  for (const line of [...facts.map((t) => say(/[.!?]$/.test(t.trim()) ? t : `${t.trim()}.`)), ...everyday.map(say), rules.signOff]) {
    if (!line?.trim()) continue;
    const n = norm(line);
    if (out.some((o) => norm(o).includes(n) || n.includes(norm(o)))) continue;
    out.push(line.trim());
  }
  return out;
}

/** One rule with a line that breaks it and the same line in the voice. */
interface RuleCard {
  rule: string;
  bad: string;
  good: string;
}

/** "N rules, each with a bad example and a good rewrite": rules of different kinds, each bad line fixed by the voice itself. */
function ruleCards(rules: VoiceRules, ex: VoiceExamples, say: (t: string | null) => string | null, count: number, variant: number): string[] {
  const head = ex.productHead ?? 'service';
  // 'Our tasters and courses are …': a plural head or a list of things takes 'are'.
  const be = /\band\b|[^s]s$/i.test(head.trim()) ? 'are' : 'is';
  const tight = (t: string) => applyVoice(t, rules, { tighten: true }).text.trim();
  const fact = say(ex.proof ?? ex.price ?? ex.term ?? ex.feature ?? ex.differentiator) ?? null;
  const cards: RuleCard[] = [];
  cards.push({ rule: 'Talk to the reader as "you", and lead with what they get.', bad: `We are proud to offer our ${head}.`, good: ex.productNoun ? say(`You get ${ex.productNoun}.`)! : `You get our ${head}.` });
  const long = [ex.differentiator, ex.product, ex.term].find((f) => f && sentenceWords(f) > (rules.maxSentenceWords ?? PROPOSED_SENTENCE_WORDS));
  if (long) cards.push({ rule: `One idea a sentence, ${rules.maxSentenceWords} words at most.`, bad: long, good: say(long)! });
  const words = rules.avoid.map((word) => {
    const pos = plainPartsOf(word)[0] ?? (/(ed|al|ive|ful|ous|less|ing|-[a-z]+)$/.test(word) ? 'adjective' : 'noun');
    const bad = pos === 'verb' ? `${word.charAt(0).toUpperCase()}${word.slice(1)} your ${head}.` : pos === 'noun' ? `Our ${head} brings real ${word}.` : `Our ${head} ${be} ${word}.`;
    const plain = plainWordFor(word, { text: word, tags: new Set([pos === 'verb' ? 'Verb' : pos === 'noun' ? 'Noun' : 'Adjective']) }, variant);
    // A word with no plain word gets no card: a fix that only deletes it would not read.
    const good = plain ? bad.replace(word.charAt(0).toUpperCase() + word.slice(1), plain.charAt(0).toUpperCase() + plain.slice(1)).replace(word, plain) : '';
    return { rule: `Never write "${word}", in any form.`, bad, good: good ? tight(good) : '' };
  });
  for (const claim of (rules.claims ?? []).filter((c) => !c.qualified && c.content)) {
    const said = claim.content.split(/\s+or\s+/i)[0]!.trim();
    cards.push({ rule: `Follow "${claim.rule}".`, bad: `${said.charAt(0).toUpperCase()}${said.slice(1).replace(/[.!]?$/, '.')}`, good: fact ?? '[What it does, with a fact the reader can check.]' });
  }
  cards.push({ rule: 'No fake urgency, no shouting.', bad: `ACT NOW!!! Only a few left!`, good: say(ex.offer) ?? `Our ${head} ${be} ready when you are.` });
  if (rules.signOff) cards.push({ rule: 'Sign off the same way every time.', bad: 'Cheers, Tom', good: rules.signOff });
  if (rules.formality === 'conversational') cards.push({ rule: 'Write the way you talk.', bad: 'We are pleased to inform you that we have received your request.', good: "We've got your request." });
  if (rules.formality === 'formal') cards.push({ rule: 'Keep a formal register.', bad: "Hey folks, we're gonna sort it.", good: 'Hello, we will sort it.' });
  cards.push({ rule: 'Facts over praise.', bad: `The best ${head} in the world.`, good: fact ?? `Our ${head}: [a fact the reader can check].` });
  // A price the facts give is said, not hinted at; and one piece asks for one thing.
  if (ex.price) cards.push({ rule: 'Say the price; never make the reader ask for it.', bad: 'Great value: ask us about prices!', good: say(ex.price)! });
  cards.push({ rule: 'Ask for one thing at a time.', bad: 'Call us, email us, pop in or follow us today!', good: 'Book online today.' });
  // Words interleave with the other rules, so a short list still covers several kinds.
  const mixed: RuleCard[] = [];
  for (let i = 0; mixed.length < cards.length + words.length; i++) {
    if (cards[i]) mixed.push(cards[i]!);
    if (words[i]) mixed.push(words[i]!);
  }
  const picked = mixed.filter((c) => c.good && c.good !== c.bad).slice(0, count);
  if (variant % 2 === 0) return ['### The rules', ...picked.map((c, i) => `${i + 1}. **${c.rule}** Bad: ${q(c.bad)} Good: ${q(c.good)}`)];
  return ['### Rules, before and after', '| Rule | Bad example (before) | Good rewrite (after) |', '| --- | --- | --- |', ...picked.map((c) => `| ${c.rule} | ${c.bad} | ${c.good} |`)];
}

const COUNT_WORDS: Record<string, number> = { three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12 };

/** How many do's, don'ts, phrases and rules with examples the request asks for ("4 do's, 4 don'ts, and 5 phrases", "6 rules, each with a bad example"). */
function askedCounts(input: TaskInput): { dos: number; donts: number; phrases: number; rules: number | null } {
  const request = input.brief.request;
  const count = (noun: string) => {
    const m = new RegExp(String.raw`\b(\d{1,2}|three|four|five|six|seven|eight|nine|ten|twelve)\s+(?:\w+\s+)?(?:${noun})\b`, 'i').exec(request);
    return m ? Number(m[1]) || COUNT_WORDS[m[1]!.toLowerCase()]! : null;
  };
  const phrases = count('phrases|lines|example phrases') ?? 6;
  const withExamples = /\b(bad|before|wrong)\b[^.]{0,40}\b(good|after|right|rewrite|fix)\b/i.test(request);
  const ruleCount = count('rules|tips|principles|guidelines');
  // ('5 do and 5 don't examples': the singular counts too; 'do' never as the start of "don't".)
  const dos = count("do's|dos|do(?![n’'])");
  const donts = count("don'ts|donts|don’ts|don't|don’t|dont");
  if (ruleCount && withExamples && !dos && !donts) return { dos: Infinity, donts: Infinity, phrases, rules: ruleCount };
  // '5 do / don't pairs, each with an example': five rules, each with the line to avoid and the line to write.
  const pairs = count("do\\s*/\\s*don[’']?t pairs|do-and-don[’']?t pairs|pairs");
  if (pairs) return { dos: Infinity, donts: Infinity, phrases, rules: pairs };
  if (dos || donts) return { dos: dos ?? donts!, donts: donts ?? dos!, phrases, rules: null };
  return { ...askedPairs(input), phrases, rules: null };
}

function askedPairs(input: TaskInput): { dos: number; donts: number } {
  const d = input.brief.deliverables.find((x) => /^(do|dos|do's|don't|donts|rule|tip|guideline|principle)$/.test(x.noun) && x.count);
  // The brief names pieces of work; "5 do's and don'ts" is read here when it did not count them.
  const said = /\b(\d{1,2}|three|four|five|six|seven|eight|nine|ten|twelve)\s+(do'?s|rules|tips|guidelines|principles)\b/i.exec(input.brief.request);
  const count = d?.count ?? (said ? (Number(said[1]) || COUNT_WORDS[said[1]!.toLowerCase()]!) : null);
  const noun = d?.noun ?? said?.[2]?.toLowerCase() ?? '';
  if (!count) return { dos: Infinity, donts: Infinity };
  if (/^do/.test(noun)) return { dos: count, donts: count };
  return { dos: Math.ceil(count / 2), donts: Math.floor(count / 2) };
}

export const GUIDE_TASK: AgentTask = {
  id: 'brand-voice.guide',
  agent: 'brand-voice',
  label: "a voice guide with do's, don'ts and example phrases",
  // ('5 dos and 5 don'ts': the pair counted apart.)
  cues: ['guide', 'guideline', 'style guide', 'voice guide', 'tone of voice', "dos and don'ts", "don'ts", 'donts', 'dos', "don'ts for", "do's and don'ts", 'dos and donts', 'define', 'create', 'draft', 'set up', 'cheat sheet', 'principle', 'example phrase', 'playbook', 'how we should sound', 'how should we sound', "do / don't", "do/don't", 'do and don', 'pair', 'pin up', 'for staff', 'for our staff', 'for the team', "don't examples", 'don’t examples', 'do examples', 'examples for our voice', 'examples of our voice', "do's", 'explain our voice', 'explain the voice', 'brief a writer', 'brief our writer', 'summarise our brand voice', 'summarize our brand voice', 'summarise our voice', 'summarize our voice', 'sum up our voice', 'sum up our brand voice', 'summary of our voice', 'summary of our brand voice', 'brand voice in', 'our voice in'],
  delivers: ['guide', 'guideline', 'style guide', 'rule', 'phrase', 'cheat sheet', 'playbook'],
  starter: STARTERS.guide,
  generate: guide,
};

/** The rule a don't quotes ('Follow your rule "Never …": …'), or the don't itself: two don'ts of one rule are one. */
function quotedRule(text: string): string {
  return (/"([^"]+)"/.exec(text)?.[1] ?? text).toLowerCase();
}
