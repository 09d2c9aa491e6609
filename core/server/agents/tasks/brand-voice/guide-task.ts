import { applyVoice, type VoiceRules } from '../../offline/voice-rules.ts';
import { plainWordFor } from '../../offline/plain-words.ts';
import { sentenceWords } from '../../offline/sentence-limit.ts';
import type { AgentTask, TaskInput, TaskOutput } from '../agent-task.ts';
import { spaceVoiceOf } from './space-voice.ts';
import { examplePhrases, voiceExamplesOf, type VoiceExamples } from './voice-examples.ts';
import { PROPOSED_SENTENCE_WORDS, defaultTone, voiceProposal } from './voice-proposal.ts';
import { STARTERS } from './starters.ts';

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
  const rules: VoiceRules = { ...voice.rules, maxSentenceWords: voice.rules.maxSentenceWords ?? PROPOSED_SENTENCE_WORDS };
  const examples = voiceExamplesOf(input.facts, input.brief);
  const say = (text: string | null) => (text ? applyVoice(text, rules).text : null);
  const phrases = examplePhrases(examples).map((p) => say(p)!).filter(Boolean);
  const dos = doItems(rules, examples, say);
  const donts = dontItems(rules, examples, say, input.variant);
  const wanted = askedCounts(input);
  const proposal = voiceProposal(rules, input.facts);
  const company = input.facts.company;
  const title = `## Voice guide${company ? ` for ${company}` : ''}`;
  const shape = input.variant % 3;
  const body =
    shape === 0
      ? [
          '### Do',
          ...dos.slice(0, wanted.dos).map((d) => `- ${d.rule}${d.example ? ` Example: ${q(d.example)}` : ''}`),
          '',
          "### Don't",
          ...donts.slice(0, wanted.donts).map((d) => `- ${d.rule}${d.kind === 'other' && d.instead ? ` Not ${q(d.instead)}${d.example ? `, but ${q(d.example)}` : '.'}` : d.example ? ` Say what is true instead: ${q(d.example)}` : ''}`),
        ]
      : shape === 1
        ? [
            '### Say this, not that',
            '| Instead of | Say | Why |',
            '| --- | --- | --- |',
            ...donts
              .filter((d) => d.kind !== 'claim')
              .slice(0, wanted.donts)
              .map((d) => (d.kind === 'word' ? `| ${d.instead} | ${d.plain ?? 'what it does for the reader'} | your voice avoids it, in every form |` : `| ${d.instead} | ${d.example ?? 'a fact the reader can check'} | ${d.rule.replace(/^Don't /, 'never ').replace(/\.$/, '')} |`)),
            ...(donts.some((d) => d.kind === 'claim') ? ['', '### Never', ...donts.filter((d) => d.kind === 'claim').map((d) => `- ${d.rule}${d.example ? ` Say what is true instead: ${q(d.example)}` : ''}`)] : []),
            '',
            '### Always',
            ...dos.slice(0, wanted.dos).map((d) => `- ${d.rule}`),
          ]
        : situations(rules, dos, donts, examples, say);
  const deliverable = [
    title,
    `**In one line:** ${oneLine(rules)}`,
    '',
    ...body,
    '',
    '### Phrases to use',
    ...(phrases.length ? phrases.map((p) => `- ${p}`) : ['- Add your product, audience and prices to the space profile (or a document), and the phrases here are written from them.']),
    '',
    '### The rules every agent applies',
    '```',
    proposal,
    '```',
  ].join('\n');
  // The chat offers to save a voice only when it adds something to the one saved.
  const adds = !input.savedVoice || (voice.rules.claims?.length ?? 0) > (input.voice.claims?.length ?? 0) || voice.rules.avoid.length > input.voice.avoid.length;
  return {
    summary: `A voice guide${company ? ` for ${company}` : ''}${shape === 1 ? ', as pairs of what to say instead' : shape === 2 ? ', by where the copy goes' : ''}, built on ${voice.basis}.`,
    deliverable,
    notes: [
      ...(adds ? [SAVE_OFFER] : []),
      ...(!phrases.length ? ['Your profile gives no product, audience or prices yet, so the guide has no example phrases of its own.'] : []),
      ...(wanted.dos !== Infinity && (dos.length < wanted.dos || donts.length < wanted.donts) ? [`You asked for more than your rules and facts support: ${dos.length} do's and ${donts.length} don'ts are all I can write without inventing.`] : []),
    ],
    used: examples.used,
    steps: [{ tool: 'voice_rules', summary: `${Math.min(dos.length, wanted.dos)} do's, ${Math.min(donts.length, wanted.donts)} don'ts, ${phrases.length} phrases from the space's facts` }],
    artifacts: [],
    ...(adds ? { brandVoiceProposal: proposal } : {}),
  };
}

function oneLine(rules: VoiceRules): string {
  const register = rules.formality === 'formal' ? 'formal and exact' : rules.formality === 'conversational' ? 'conversational, with contractions' : 'plain';
  return `sound ${rules.tone?.replace(/\.$/, '') ?? defaultTone(rules)}; ${register}; sentences of ${rules.maxSentenceWords} words at most${rules.avoid.length ? `; never ${rules.avoid.slice(0, 3).map(q).join(', ')}` : ''}.`;
}

function doItems(rules: VoiceRules, ex: VoiceExamples, say: (t: string | null) => string | null): Item[] {
  const longFact = [ex.differentiator, ex.product, ex.term].find((f) => f && sentenceWords(f) > (rules.maxSentenceWords ?? PROPOSED_SENTENCE_WORDS)) ?? null;
  return [
    { kind: 'other', rule: `Sound ${rules.tone?.replace(/\.$/, '') ?? defaultTone(rules)}: say what you sell in plain words.`, example: say(ex.product) },
    { kind: 'other', rule: 'Talk to the reader as "you", and lead with what they get.', example: ex.productNoun ? say(`You get ${ex.productNoun}.`) : null },
    { kind: 'other', rule: `Keep every sentence to ${rules.maxSentenceWords} words or fewer; split at a clause, not mid-thought.`, example: say(longFact ?? ex.differentiator) },
    { kind: 'other', rule: 'Back every claim with a fact the reader can check: a price, a result, a term.', example: say(ex.proof ?? ex.price ?? ex.term) },
    ...(rules.formality === 'conversational' ? [{ kind: 'other' as const, rule: 'Write the way you talk: use contractions.', example: "We're here when you need us." }] : rules.formality === 'formal' ? [{ kind: 'other' as const, rule: 'Keep a formal register: spell words out, no slang.', example: 'We will confirm your order today.' }] : []),
    ...(ex.offer ? [{ kind: 'other' as const, rule: 'Give the offer exactly as it stands: the discount, the code, the date.', example: say(ex.offer) }] : []),
    ...(rules.signOff ? [{ kind: 'other' as const, rule: 'End every email with the same sign-off.', example: rules.signOff }] : []),
  ];
}

function dontItems(rules: VoiceRules, ex: VoiceExamples, say: (t: string | null) => string | null, variant: number): Item[] {
  const words = rules.avoid.slice(0, 6).map((word): Item => {
    // The word out of context: its plain verb first ("leverage" gives "use"), else the adjective, else the noun.
    const plain = (['Verb', 'Adjective', 'Noun'] as const).map((tag) => plainWordFor(word, { text: word, tags: new Set([tag]) }, variant)).find(Boolean) ?? null;
    return { kind: 'word', rule: `Don't write ${q(word)} in any form${plain ? `; write ${q(plain)} or say what it means` : '; say what it does for the reader'}.`, example: null, instead: word, plain };
  });
  // Each example is used once: the same fact under three rules teaches nothing.
  const claims = (rules.claims ?? []).map((c): Item => ({ kind: 'claim', rule: `Follow your rule ${q(c.rule)}: no sentence may make that claim, in any wording.`, example: say(ex.term) }));
  const best = ex.productHead ? `The best ${ex.productHead} in the world` : 'The best in the world';
  return [
    ...words,
    ...claims,
    { kind: 'other', rule: "Don't invent urgency or shout.", instead: 'ACT NOW!!!', example: say(ex.offer) ?? 'Offer ends [date].' },
    { kind: 'other', rule: "Don't make claims you cannot back up.", instead: best, example: say(ex.proof ?? ex.price ?? ex.feature) },
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

const COUNT_WORDS: Record<string, number> = { three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12 };

/** How many do's and don'ts the request asks for ("5 do's and don'ts", "10 rules"), else all there are. */
function askedCounts(input: TaskInput): { dos: number; donts: number } {
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
  cues: ['guide', 'guideline', 'style guide', 'voice guide', 'tone of voice', "dos and don'ts", "do's and don'ts", 'dos and donts', 'define', 'create', 'draft', 'set up', 'cheat sheet', 'principle', 'example phrase', 'playbook', 'how we should sound', 'how should we sound'],
  delivers: ['guide', 'guideline', 'style guide', 'rule', 'phrase', 'cheat sheet', 'playbook'],
  starter: STARTERS.guide,
  generate: guide,
};
