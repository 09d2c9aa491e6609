import { detailsAskedOf, missingDetails } from '../../offline/required-details.ts';
import { applyVoice } from '../../offline/voice-rules.ts';
import { detailLine } from './true-details.ts';
import type { AgentTask, TaskInput, TaskOutput } from '../agent-task.ts';
import { noMaterial } from './no-material.ts';
import { STARTERS } from './starters.ts';
import { spaceVoiceOf } from './space-voice.ts';
import { breachesOf, isLetter, proseSentences, rulesChecked, type Breach } from './voice-breaches.ts';
import { voiceMaterialOf } from './voice-material.ts';
import { REWRITE_TASK } from './rewrite-task.ts';
import { backingText, unbackedIn } from './unbacked-claims.ts';
import { offerClaimsIn, withOfferFixed } from './offer-claims.ts';
import { unlistedPricesIn } from './unlisted-prices.ts';
import { escapeRegExp } from '../../../../domain/escape-reg-exp.ts';


const line = (b: Breach) => (b.kind === 'required' && b.sentence === 0 ? `${b.rule.charAt(0).toUpperCase()}${b.rule.slice(1)}.` : `"${b.phrase}": ${b.rule}.`);

/** A sentence's breaches in a few words each: the words that break a rule, grouped by the rule. */
function reasons(found: Breach[]): string {
  const words = found.filter((b) => b.kind === 'banned').map((b) => `"${b.phrase}"`);
  const other = found.filter((b) => b.kind !== 'banned').map((b) => (b.kind === 'claim' || b.kind === 'manner' || b.kind === 'required' ? b.rule.replace(/^a claim your rules forbid \("(.+)"\)$/, 'your rule "$1"').replace(/^a claim (your rule ".+") allows only with its backing: (.+)$/, '$1: $2') : `${b.kind === 'length' ? 'too long' : `"${b.phrase}"`}: ${b.rule}`));
  return [...(words.length ? [`${words.join(', ')}: word${words.length === 1 ? '' : 's'} your voice avoids`] : []), ...other].join('; ');
}

/**
 * Checks a text against the space's voice: each breach named with the words that break it and the rule they
 * break, and a plain "no breaches" when there are none, naming the rules checked. A regenerate goes sentence
 * by sentence instead of rule by rule, with a fix in the voice beside each.
 */
function check(input: TaskInput): TaskOutput {
  const material = voiceMaterialOf(input);
  if (!material) return noMaterial('check');
  // A check holds the text to the space's own rules only: no default limit is invented for it.
  const voice = spaceVoiceOf(input, { defaultLimit: false });
  // What a text leaves out is shown with the line that would add it: from the facts, or a blank to fill.
  const additions = new Map(missingDetails(proseSentences(material.text), detailsAskedOf(material.text, voice.rules.requires ?? [], voice.rules.swaps)).filter((m) => !m.sentence).map((m) => [m.rule.rule, detailLine(m, input.facts, material.text).line]));
  const breaches = breachesOf(material.text, voice.rules).map((b) => {
    const rule = b.kind === 'required' && b.sentence === 0 ? /^your rule "(.+?)":/.exec(b.rule)?.[1] : undefined;
    const add = rule ? additions.get(rule) : undefined;
    return add ? { ...b, rule: `${b.rule}; add it, for example: "${add.replace(/\.$/, '')}"` } : b;
  });
  // Puffery no rule lists ('one of Leeds' most trusted', 'exceptional results every time') is named too, unless the facts back it.
  for (const u of unbackedIn(proseSentences(material.text), backingText(input.facts))) {
    if (!breaches.some((b) => b.sentence === u.sentence && b.phrase.toLowerCase() === u.phrase.toLowerCase())) breaches.push({ kind: 'unbacked', phrase: u.phrase, rule: 'a claim nothing in your facts backs, so a reader has no reason to believe it: say what backs it, or cut it', sentence: u.sentence });
  }
  // A price the list does not give ('from just £40 a month' where it says £85) is one a reader would hold you to.
  for (const u of unlistedPricesIn(proseSentences(material.text), input.facts, [...input.referenced, ...(input.library ?? [])].map((d) => d.text))) {
    breaches.push({ kind: 'unbacked', phrase: u.phrase, rule: `not a price on your list (it lists ${u.listed})${u.fix ? `; the one this line is about is ${u.fix}` : ''}: check it before it goes out`, sentence: u.sentence });
  }
  // An offer said for more than its code gives ('15% off everything' for a code on three services) misleads whatever the voice.
  const offerClaims = offerClaimsIn(proseSentences(material.text), [...input.referenced, ...(input.library ?? [])]);
  for (const o of offerClaims) breaches.push({ kind: 'offer', phrase: o.phrase, rule: o.rule, sentence: o.sentence });
  const checked = rulesChecked(voice.rules, isLetter(material.text));
  const name = material.from === 'your text' ? 'Your text' : `"${material.from}"`;
  const summary = breaches.length
    ? `${name} breaks ${voice.basis.startsWith('the voice you set') ? 'the voice you set' : 'the rules your profile sets'} in ${breaches.length} place${breaches.length === 1 ? '' : 's'}.`
    : `${name} breaks none of the rules of ${voice.basis.startsWith('the voice you set') ? 'the voice you set' : 'your profile'} that I can check.`;
  // A clean check says what it could not judge: the tone the voice asks for is read by a person, not counted.
  const tone = voice.rules.tone?.trim();
  let deliverable: string;
  if (!breaches.length) deliverable = ['**No breaches.** Every rule checked holds:', ...checked.map((c) => `- ${c}`), ...(tone ? ['', `Not checked: whether it sounds ${tone.toLowerCase()}. Read it aloud for that; no count can judge it.`] : [])].join('\n');
  // ('list every line that's off, with a fix for each': the sentence-by-sentence table with its fixes comes first.)
  else if ((input.variant + (FIX_EACH.test(input.brief.request) ? 1 : 0)) % 2 === 0) {
    // Rule by rule: a marketer fixes one kind of problem at a time.
    const kinds = [...new Set(breaches.map((b) => b.kind))];
    deliverable = kinds
      .flatMap((kind, i) => [...(i ? [''] : []), `**${KIND_TITLE[kind]}**`, ...breaches.filter((b) => b.kind === kind).map((b) => `- ${line(b)}`)])
      .join('\n');
  } else {
    // Sentence by sentence, in the text's order, each with a fix in the voice: the edit a marketer makes next.
    const sentences = proseSentences(material.text);
    const bySentence = [...new Set(breaches.map((b) => b.sentence))].filter((n) => n > 0 && sentences[n - 1]).sort((a, b) => a - b);
    const whole = breaches.filter((b) => b.sentence === 0 || !sentences[b.sentence - 1]);
    const cell = (text: string) => text.replace(/\|/g, '/').trim();
    deliverable = [
      ...(bySentence.length ? ['| Sentence | What breaks the voice | A fix in the voice |', '| --- | --- | --- |'] : []),
      ...bySentence.map((n) => {
        const sentence = sentences[n - 1]!;
        const found = breaches.filter((b) => b.sentence === n);
        const fixed = applyVoice(sentence, voice.rules, { tighten: true }).text.trim();
        // A sentence that leaves out what a rule asks for is fixed by adding it, from the facts or as a blank.
        const wanted = found.some((b) => b.kind === 'required') ? missingDetails([sentence], detailsAskedOf(sentence, voice.rules.requires ?? [], voice.rules.swaps)).map((m) => detailLine(m, input.facts, sentence).line) : [];
        // A claim nothing backs gives way to what would back it, marked for the owner to fill.
        const backed = found.filter((b) => b.kind === 'unbacked').reduce((text, b) => text.replace(new RegExp(escapeRegExp(b.phrase), 'i'), BACKING), fixed).replace(new RegExp(`(?:${escapeRegExp(BACKING)}\\s*){2,}`, 'g'), `${BACKING} `).replace(/\s+([.,])/g, '$1');
        // An offer said for more than it gives is put as the documents state it.
        const offered = withOfferFixed(backed, offerClaims.filter((o) => o.sentence === n));
        const fix = offered ? [offered, ...wanted].join(' ') : found.some((b) => b.kind === 'claim' || b.kind === 'manner') ? 'Cut it: no wording of it keeps the rule.' : 'Cut it.';
        return `| ${cell(sentence)} | ${cell(reasons(found))} | ${cell(fix)} |`;
      }),
      ...(whole.length ? [...(bySentence.length ? [''] : []), `**Across the text:** ${whole.map((b) => (b.kind === 'required' ? b.rule : `${b.phrase}: ${b.rule.replace(/ \((.+)\)$/, ', $1')}`)).join('; ')}.`] : []),
    ].join('\n');
  }
  // 'Tell me what breaks the rules and give me a fixed version': the check, then the text rewritten in the voice.
  const fixedAsked = breaches.length > 0 && FIX_ASKED.test(input.brief.request);
  if (fixedAsked) deliverable = [deliverable, '', '**A fixed version**', '', REWRITE_TASK.generate(input).deliverable].join('\n');
  // 'Score this out of 10': a mark the reader can check, from the breaches found and nothing else.
  const scale = scaleAsked(input.brief.request);
  if (scale) {
    const mark = Math.max(1, scale - Math.round((scale / 5) * breaches.length));
    deliverable = [`**Score: ${mark}/${scale}.** ${breaches.length ? `${scale}, less ${scale / 5} for each of the ${breaches.length} breach${breaches.length === 1 ? '' : 'es'} below${mark === 1 ? ' (1 is the floor)' : ''}.` : 'It breaks none of the rules checked.'}`, '', deliverable].join('\n');
  }
  const unruled = !input.savedVoice && !voice.rules.avoid.length && !voice.rules.claims?.length;
  return {
    summary,
    deliverable,
    notes: [
      ...(breaches.length && !fixedAsked ? ['Ask me to rewrite it in the voice and I will fix these.'] : []),
      ...(unruled ? ['No brand voice is saved and the profile names nothing to avoid, so only urgency and shouting could be checked; save a voice to check more.'] : []),
    ],
    used: material.source ? [material.source] : [],
    steps: [{ tool: 'voice_check', summary: breaches.length ? `${breaches.length} breach${breaches.length === 1 ? '' : 'es'} of ${checked.length} rules` : `no breaches of ${checked.length} rules` }],
    artifacts: [],
  };
}

/** The scale a request asks a mark on ('out of 10', '/5', 'rate it from 1 to 10'), or null. */
function scaleAsked(request: string): 10 | 5 | 100 | null {
  const m = /\bout of (10|5|100)\b|\b(?:score|rate|grade|mark)\b[^.?!]{0,60}?(?:\/\s?|\bfrom (?:0|1) to )(10|5|100)\b|\b\d{0,2}\/(10|5|100)\b/i.exec(request);
  const n = Number(m?.[1] ?? m?.[2] ?? m?.[3]);
  return n === 10 || n === 5 || n === 100 ? n : null;
}

const BACKING = '[what backs it: a figure, a review or a named result]';

/** A check that asks for a fix beside each problem ('with a fix for each', 'and how to fix each one'). */
const FIX_EACH = /\b(?:a |with )?fix(?:es)? (?:for|to) (?:each|every)\b|\bfix(?:es)? for each\b|\bhow to fix (?:each|every)\b|\beach with (?:a|its) fix\b/i;

/** A check that also asks for the text put right: 'give me a fixed version', 'and fix it', 'suggest a corrected version'. */
const FIX_ASKED = /\b(?:fixed|corrected|compliant|cleaned[- ]up|revised|rewritten|on-brand)\s+(?:version|copy|text|draft)\b|\b(?:fix|correct|rewrite|redo)\s+(?:it|them|this|that|the copy|the text)\b|\bhow (?:should|would) (?:it|you) read\b|\b(?:say|tell me|show me|suggest|and) what (?:to|you'?d|you would|we should) change\b|\bhow to fix (?:it|this|them)\b/i;

const KIND_TITLE: Record<Breach['kind'], string> = {
  banned: 'Words your voice avoids',
  claim: 'Claims your rules forbid',
  manner: 'How your rules say to treat people',
  required: 'What your rules say to include',
  length: 'Sentences over the limit',
  urgency: 'Fake urgency',
  shouting: 'Shouting',
  register: 'Register',
  'sign-off': 'Sign-off',
  unbacked: 'Claims nothing in your facts backs',
  offer: 'Offer claims your documents do not back',
};

export const CHECK_TASK: AgentTask = {
  id: 'brand-voice.check',
  agent: 'brand-voice',
  label: 'a check of your text against the brand voice',
  cues: ['check', 'review', 'audit', 'proofread', 'on-brand', 'off-brand', 'comply', 'compliance', 'breach', 'violate', 'flag', 'problem', 'issue', "what's wrong", 'against our voice', 'against our brand voice', 'against the voice', 'against our rules', 'against the rules', 'against our guidelines', 'follow our rules', 'follow our voice', 'follows our voice', 'rule it breaks', 'rules it breaks', 'does this match', 'does this sound like us', 'score', 'grade'],
  delivers: ['check', 'review', 'audit', 'feedback', 'breach', 'verdict'],
  starter: STARTERS.check,
  generate: check,
};
