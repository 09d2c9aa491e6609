import nlp from 'compromise';
import { findPhrase } from '../../offline/lemma-match.ts';
import { JARGON } from '../../offline/plain-words.ts';
import { CONTRACTIONS, SLANG_WORDS, STIFF_WORDS } from '../../offline/register.ts';
import { sentenceWords } from '../../offline/sentence-limit.ts';
import type { VoiceRules } from '../../offline/voice-rules.ts';
import { readabilityLabel, textStats } from '../../tools/text-stats.ts';
import type { FactSheet } from '../../facts/fact-sheet.ts';
import type { AgentTask, TaskInput, TaskOutput } from '../agent-task.ts';
import { mergedVoice, requestedVoiceOf } from './requested-voice.ts';
import { voiceProposal } from './voice-proposal.ts';
import { noMaterial } from './no-material.ts';
import { STARTERS } from './starters.ts';
import { spaceVoiceOf } from './space-voice.ts';
import { SIGN_OFF_SENTENCE, readSentence, sentenceNotes, type SentenceReading } from './sample-reading.ts';
import { breachesOf, isLetter, proseSentences } from './voice-breaches.ts';
import { voiceMaterialOf } from './voice-material.ts';

const HYPE = ['revolutionary', 'game-changing', 'world-class', 'best-in-class', 'cutting-edge', 'disruptive', 'unleash', 'amazing', 'incredible', 'ultimate', 'seamless', 'innovative'];
const FORMAL = /\b(therefore|furthermore|moreover|regarding|pursuant|hereby|thus|accordingly|shall|whom)\b/gi;

/** What the sample's voice measures as: every figure counted from the text. */
interface Measured {
  words: number;
  sentences: number;
  average: number;
  longest: number;
  formality: 'formal' | 'conversational' | 'neutral';
  energy: 'energetic' | 'calm';
  focus: string;
  flesch: number;
  contractions: number;
  exclamations: number;
  keywords: string[];
  buzzwords: string[];
  closing: string | null;
}

function measure(text: string, readings: SentenceReading[] = proseSentences(text).map(readSentence)): Measured {
  const stats = textStats(text);
  const sentences = proseSentences(text);
  const lengths = sentences.map(sentenceWords);
  const contractions = (text.match(CONTRACTIONS) ?? []).length;
  const casual = contractions + (text.match(SLANG_WORDS) ?? []).length;
  const formal = (text.match(FORMAL) ?? []).length + (text.match(STIFF_WORDS) ?? []).length;
  const you = (text.match(/\b(you|your|yours)\b/gi) ?? []).length;
  const we = (text.match(/\b(we|our|us|ours)\b/gi) ?? []).length;
  const lines = text.trim().split('\n').map((l) => l.trim()).filter(Boolean);
  const last = lines.at(-1) ?? '';
  // A note written as one paragraph signs off in its last sentence ("… for a check up. Cheers, Jade").
  const tail = sentences.at(-1)?.trim() ?? '';
  const closing = isLetter(text) && last.split(/\s+/).length <= 8 ? (/^(best|thanks|cheers|regards|kind regards|warm regards|sincerely|talk soon|all the best|warmly)\b/i.test(lines.at(-2) ?? '') ? `${lines.at(-2)} ${last}` : last) : SIGN_OFF_SENTENCE.test(tail) ? tail : null;
  return {
    words: stats.words,
    sentences: sentences.length,
    average: lengths.length ? Math.round((lengths.reduce((a, b) => a + b, 0) / lengths.length) * 10) / 10 : 0,
    longest: Math.max(0, ...lengths),
    // Slang or a dropped subject makes a sample casual whatever else it does.
    formality: isCasual(readings) ? 'conversational' : formal > casual ? 'formal' : casual > formal ? 'conversational' : 'neutral',
    energy: stats.exclamations > Math.max(1, sentences.length / 4) ? 'energetic' : 'calm',
    focus: you >= we ? `reader-focused ("you" ${times(you)}, "we" ${times(we)})` : `company-focused ("we" ${times(we)}, "you" ${times(you)})`,
    flesch: stats.fleschReadingEase,
    contractions,
    exclamations: stats.exclamations,
    // A word leaned on is one used more than once.
    keywords: stats.keywords.filter((k) => k.count > 1).slice(0, 5).map((k) => k.word),
    buzzwords: [...new Set([...HYPE, ...JARGON].filter((w) => text.split('\n').some((l) => findPhrase(l, w).length)))],
    closing,
  };
}

const times = (n: number) => `${n} time${n === 1 ? '' : 's'}`;
const style = (average: number) => (average <= 14 ? 'short' : average <= 22 ? 'medium-length' : 'long');

/** Each rule of the voice beside what the sample does: the comparison a marketer acts on. */
function comparison(m: Measured, rules: VoiceRules, text: string): { rule: string; voice: string; sample: string; holds: boolean | null }[] {
  const breaches = breachesOf(text, rules);
  const over = breaches.filter((b) => b.kind === 'length').length;
  const banned = breaches.filter((b) => b.kind === 'banned').map((b) => b.phrase);
  const claims = breaches.filter((b) => b.kind === 'claim').map((b) => b.phrase);
  return [
    ...(rules.tone ? [{ rule: 'Tone', voice: rules.tone.replace(/\.$/, ''), sample: `${m.formality}, ${m.energy}, ${m.focus.split(' (')[0]}`, holds: null }] : []),
    ...(rules.formality ? [{ rule: 'Formality', voice: rules.formality, sample: m.formality, holds: m.formality === rules.formality || m.formality === 'neutral' }] : []),
    ...(rules.maxSentenceWords ? [{ rule: 'Sentences', voice: `at most ${rules.maxSentenceWords} words`, sample: `${over} of ${m.sentences} over (longest ${m.longest})`, holds: over === 0 }] : []),
    ...(rules.avoid.length ? [{ rule: 'Words to avoid', voice: rules.avoid.join(', '), sample: banned.length ? `uses ${[...new Set(banned)].join(', ')}` : 'none used', holds: banned.length === 0 }] : []),
    ...(rules.claims?.length ? [{ rule: 'Claims to avoid', voice: rules.claims.map((c) => c.rule).join('; '), sample: claims.length ? `makes ${claims.length}: "${claims[0]}"` : 'none made', holds: claims.length === 0 }] : []),
    ...(rules.signOff && isLetter(text) ? [{ rule: 'Sign-off', voice: rules.signOff, sample: m.closing ?? 'none', holds: m.closing?.includes(rules.signOff) ?? false }] : []),
  ];
}

/**
 * Analyses a sample's voice: tone, formality, sentence length, the words it leans on, and how it compares
 * with the saved voice rule by rule (or, with none saved, with the profile's tone, offering the measured voice
 * to save). A regenerate leads with the comparison as a table.
 */
function analyse(input: TaskInput): TaskOutput {
  const material = voiceMaterialOf(input);
  if (!material) return noMaterial('analyse');
  const voice = spaceVoiceOf(input, { defaultLimit: false });
  const readings = proseSentences(material.text).map(readSentence);
  const m = measure(material.text, readings);
  const rows = comparison(m, voice.rules, material.text);
  // 'What words do our customers use about us?': a customer's review is read for their words, not offered as our voice.
  const customers = CUSTOMER_WORDS.test(input.brief.request);
  const theirs = customers || input.brief.competitors.length > 0 || /\b(competitor|their|rival|other brand|another brand)\b/i.test(input.brief.request);
  const measuredLines = [
    `- **Tone:** ${m.formality}, ${m.energy}, ${m.focus}.`,
    `- **Formality:** ${m.formality}${m.contractions ? ` (${m.contractions} contraction${m.contractions === 1 ? '' : 's'})` : ''}.`,
    `- **Sentence length:** ${style(m.average)}: ${m.average} words on average over ${m.sentences} sentence${m.sentences === 1 ? '' : 's'}, the longest ${m.longest}; ${readabilityLabel(m.flesch)} (Flesch ${m.flesch}).`,
    `- **Words used:** ${m.keywords.length ? `leans on ${m.keywords.map((k) => `"${k}"`).join(', ')}` : 'no word repeats often'}${m.buzzwords.length ? `; buzzwords: ${m.buzzwords.join(', ')}` : '; no buzzwords'}.`,
    ...(m.exclamations ? [`- **Exclamation marks:** ${m.exclamations}.`] : []),
  ];
  const against = input.savedVoice ? 'the voice you set' : voice.rules.tone ? `your profile's tone (${voice.rules.tone})` : null;
  const table = rows.length
    ? ['| Rule | ' + (input.savedVoice ? 'Your voice' : 'Your profile') + ' | This sample |', '| --- | --- | --- |', ...rows.map((r) => `| ${r.rule} | ${r.voice} | ${r.sample}${r.holds === null ? '' : r.holds ? ' ✓' : ' ✗'} |`)]
    : [];
  const compared = against && rows.length ? [`### Compared with ${against}`, ...table] : ['### Compared with your voice', 'No brand voice is saved and the profile names no tone, so there is nothing to compare with yet.'];
  const proposal = proposes(input, material.text, voice.rules, theirs) ? measuredProposal(m, voice.rules, requestedVoiceOf(input.brief.request, material.text), input.facts) : null;
  const verdict = judge(readings, m, rows, voice.rules, theirs);
  const deliverable = (
    input.variant % 2 === 0
      ? ['### The sample', `- **In short:** ${verdict.character}.`, ...measuredLines, '', ...verdict.sections, '', ...compared]
      : [
          '### Line by line',
          ...readings.map((r, i) => `${i + 1}. *${opening(r.sentence)}*: ${sentenceNotes(r).join('; ') || 'plain, nothing stands out'}.`),
          '',
          `**Overall:** ${verdict.character}; ${m.average} words a sentence on average, ${readabilityLabel(m.flesch)}.`,
          '',
          ...verdict.brief.flatMap((l, i) => (i ? ['', l] : [l])),
          '',
          ...(rows.length ? [`**Against ${against ?? 'your voice'}${input.savedVoice && voice.rules.tone ? ` (${voice.rules.tone.replace(/\.$/, '')})` : ''}:** ${rows.filter((r) => r.holds !== null).map((r) => `${r.rule.toLowerCase()} ${r.holds ? 'holds' : `breaks (${r.sample})`}`).join('; ') || 'no rule to hold it to beyond tone'}.`] : []),
        ]
  ).concat(proposal ? ['', '### The sample as voice rules', '```', proposal, '```'] : []).join('\n');
  const said = customers ? customerPhrases(material.text) : [];
  const answered = said.length
    ? [
        '### The words your customers use',
        ...said.map((p) => `- "${p}"`),
        '',
        '### Where to use them',
        '- In headlines, captions and ads, as they said them: a reader trusts a customer\'s words more than yours.',
        '- In replies to reviews and in emails after a visit, so customers hear their own words back.',
        '- Quoted with the reviewer\'s name only with their permission; without it, say the same thing in your own sentence.',
        '',
        deliverable,
      ].join('\n')
    : deliverable;
  const breaks = rows.filter((r) => r.holds === false).length;
  const name = material.from !== 'your text' ? `"${material.from}"` : theirs ? 'this sample' : 'your sample';
  return {
    summary: said.length
      ? `The words your customers use, from ${name}: ${said.slice(0, 3).map((p) => `"${p}"`).join(', ')}.`
      : theirs
      ? `How ${name} sounds: ${m.formality}, ${m.energy} and ${style(m.average)} sentences; theirs to describe, not yours to copy.`
      : `How ${name} sounds: ${m.formality}, ${m.energy}, ${style(m.average)} sentences${rows.some((r) => r.holds !== null) ? `, ${breaks ? `off ${against} on ${breaks} rule${breaks === 1 ? '' : 's'}` : isCasual(readings) ? `keeping the rules of ${against}; its slang is the thing to change` : `in line with ${against}`}` : ''}.`,
    deliverable: answered,
    notes: proposal
      ? ["Use **Save as the space's brand voice** below this answer to make every agent write this way.", ...(input.savedVoice ? ["Saving it replaces the voice you set; the rules the sample says nothing about (words to avoid, claims, sign-off) carry over."] : [])]
      : input.savedVoice && !theirs && !asksFit(input.brief.request) ? ['The sample breaks rules of the voice you set (words it avoids, claims or how it treats people), so it is not offered as a new voice.'] : [],
    used: material.source ? [material.source] : [],
    steps: [
      { tool: 'tone_analysis', summary: `${m.formality}, ${m.energy}, ${m.focus.split(' (')[0]}` },
      { tool: 'style_metrics', summary: `${m.average} words per sentence over ${m.sentences} sentences` },
    ],
    artifacts: [],
    ...(proposal ? { brandVoiceProposal: proposal } : {}),
  };
}

const CUSTOMER_WORDS = /\b(?:what|which) words\b|\bwords (?:our |the |their )?customers\b|\bhow (?:our )?customers (?:describe|talk|speak)\b|\bcustomers? (?:use|say|says)\b|\blanguage (?:our )?customers\b/i;

/**
 * The customer's own phrases worth borrowing: what they felt ('felt really safe the whole time'), what they
 * praised with its noun ('so patient', 'the group was small'), what did not happen ('nobody felt rushed').
 */
function customerPhrases(text: string): string[] {
  const doc = nlp(text);
  const found = [
    ...doc.match('(nobody|no one|never) #Adverb? #Verb #Adjective?').out('array'),
    ...doc.match('(felt|feel|feels|feeling) #Adverb? #Adjective (the whole time|throughout|all day)?').out('array'),
    ...doc.match('#Noun+ (was|were|is|are) (so|really|very|super)? #Adjective').out('array'),
    ...doc.match('#Adjective #Noun').out('array'),
  ].map((p: string) => p.replace(/[.,!?;:]+$/, '').trim()).filter((p: string) => p.split(/\s+/).length >= 2);
  const out: string[] = [];
  for (const p of found) if (!out.some((o) => o.toLowerCase().includes(p.toLowerCase()) || p.toLowerCase().includes(o.toLowerCase()))) out.push(p);
  return out.slice(0, 8);
}

/** A sentence named by its first words, for a line-by-line read. */
function opening(sentence: string): string {
  const words = sentence.trim().split(/\s+/);
  return words.length > 7 ? `"${words.slice(0, 6).join(' ')}…"` : `"${sentence.trim()}"`;
}

const isCasual = (readings: SentenceReading[]) => readings.some((r) => r.slang.length > 0 || r.droppedSubject);
const quote = (items: string[]) => items.map((i) => `"${i}"`).join(', ');
const all = <K extends 'slang' | 'buzz' | 'specifics' | 'contractions'>(readings: SentenceReading[], key: K) => [...new Set(readings.flatMap((r) => r[key]))];

/** The clauses of a sentence that speak to the reader or name something concrete: what is worth keeping. */
function keepable(r: SentenceReading): string[] {
  return r.sentence
    .replace(/[.!?]+$/, '')
    .split(/,\s+(?=(?:so|and|but|which|then)\b)|;\s+/)
    .map((c) => c.trim())
    .filter((c) => /\b(you|your)\b/i.test(c) || r.specifics.some((s) => c.includes(s)));
}

/** What the sample is like in a phrase, what works, and what to keep, change or note, each quoting the sample. */
function judge(readings: SentenceReading[], m: Measured, rows: ReturnType<typeof comparison>, rules: VoiceRules, theirs: boolean): { character: string; sections: string[]; brief: string[] } {
  const slang = all(readings, 'slang');
  const buzz = all(readings, 'buzz');
  const specifics = all(readings, 'specifics');
  const commands = readings.filter((r) => r.command).map((r) => r.sentence.split(/\s+/)[0]!.replace(/[^\w'-]/g, ''));
  const casual = isCasual(readings);
  const character = [
    casual ? `casual and chatty, with slang (${quote(slang.slice(0, 4))})` : m.formality === 'conversational' ? 'relaxed and conversational' : m.formality === 'formal' ? 'formal' : 'plain, neither formal nor chatty',
    buzz.length ? `leaning on buzzwords (${quote(buzz.slice(0, 5))})` : '',
    commands.length >= 2 ? `giving orders (${quote(commands)})` : '',
    specifics.length && !buzz.length ? `specific and concrete (${quote(specifics.slice(0, 4))})` : '',
    readings.some((r) => r.personal) ? 'personal' : '',
  ].filter(Boolean).join(', ');
  // The same findings in a few words each, for a regenerate that reads line by line first.
  const strengths = [
    specifics.length ? `specific detail (${quote(specifics.slice(0, 3))})` : '',
    readings.some((r) => r.story) ? 'a small story instead of a claim' : '',
    readings.some((r) => r.personal) ? 'a personal voice' : '',
    readings.some((r) => r.thanks) ? 'thanks before news' : '',
    m.average <= 16 ? 'sentences short enough to read at a glance' : '',
    casual ? 'the sound of a person talking' : '',
  ].filter(Boolean);
  const works = [
    specifics.length ? `Specific, concrete detail: ${quote(specifics.slice(0, 4))}. A reader can picture it, so it needs no adjectives.` : '',
    readings.some((r) => r.story) ? 'It tells a small story, something that happened, instead of making a claim.' : '',
    readings.some((r) => r.personal) ? 'It is personal: one person speaking as "I", which reads as true.' : '',
    readings.some((r) => r.thanks) ? 'It thanks the reader before anything else.' : '',
    m.average <= 16 ? `Short sentences (${m.average} words on average) that read at a glance.` : '',
    casual ? `It sounds like a person, not a form (${quote(slang.slice(0, 2))}).` : '',
  ].filter(Boolean);
  const change = [
    ...(casual ? [`Slang and shorthand (${quote(slang)}) read as careless in writing: keep the warmth, spell the words out.${rules.tone ? ` Your tone words are ${rules.tone.replace(/\.$/, '')}.` : ''}`] : []),
    ...(buzz.length ? [`Buzzwords and borrowed authority (${quote(buzz)}) promise without saying anything a reader can check.`] : []),
    ...(commands.length ? [`Orders the reader about (${quote(commands)}) instead of saying what they get.`] : []),
    ...readings.filter((r) => r.aboutUs).map((r) => `${opening(r.sentence)} states what "we" believe: lead with what the reader gets${r.specifics.length ? `; its picture (${quote(r.specifics.filter((s) => !/^[A-Z]/.test(s)).slice(0, 2))}) can stay` : ''}.`),
    ...rows.filter((r) => r.holds === false).map((r) => `${r.rule}: ${r.sample}.`),
  ];
  const sections: string[] = [];
  if (theirs) {
    sections.push('### What it does', ...(works.length ? works.map((w) => `- ${w}`) : ['- Nothing a reader can check: it sells with adjectives and orders.']));
    sections.push('', '### How it differs from yours', ...(change.length ? change.map((c) => `- Theirs: ${c}`) : ['- It is close to yours in length and register.']));
    if (rules.tone) sections.push(`- Yours: ${rules.tone.replace(/\.$/, '')}, with facts a reader can check in place of their promises.`);
    const brief = [
      `**Where it differs from yours:** it ${[buzz.length ? `sells with words nobody can check (${quote(buzz.slice(0, 5))})` : '', commands.length ? `orders the reader (${quote(commands)})` : ''].filter(Boolean).join(' and ') || 'is close to yours'}${rules.tone ? `, where yours is ${rules.tone.replace(/\.$/, '')} and proves what it says` : ''}.`,
      ...(strengths.length ? [`**Worth noticing, not copying:** ${strengths.join(', ')}.`] : []),
    ];
    return { character, sections, brief };
  }
  // Only a sentence that keeps every rule is worth keeping.
  const broken = new Set(breachesOf(readings.map((r) => r.sentence).join(' '), rules).map((b) => b.phrase.toLowerCase()));
  const clean = (r: SentenceReading) => ![...broken].some((p) => r.sentence.toLowerCase().includes(p.replace(/…$/, '')));
  const keep = readings.filter((r) => !r.buzz.length && !r.slang.length && !r.aboutUs && clean(r)).flatMap(keepable);
  sections.push('### What works', ...(works.length ? works.map((w) => `- ${w}`) : ['- It is clear and short.']));
  sections.push('', '### What to keep', ...(keep.length ? keep.slice(0, 4).map((k) => `- Keep "${k}": ${/\b(you|your)\b/i.test(k) ? 'it says what the reader gets' : 'it names something real'}.`) : specifics.length ? [`- Keep the specifics: ${quote(specifics.slice(0, 4))}.`] : ['- Keep the length: short sentences suit the voice.']));
  if (change.length) sections.push('', '### What to change', ...change.map((c) => `- ${c}`));
  const brief = [
    `**Why it works:** ${strengths.join(', ') || 'it is clear and short'}.`,
    `**Keep:** ${keep.length ? quote(keep.slice(0, 4)) : specifics.length ? `the specifics, ${quote(specifics.slice(0, 4))}` : 'its length'}.`,
    ...(change.length ? [`**Change:** ${[casual ? `spell out the slang (${quote(slang)})` : '', buzz.length ? `swap the buzzwords (${quote(buzz)}) for facts` : '', commands.length ? 'say what the reader gets instead of giving orders' : '', readings.some((r) => r.aboutUs) ? 'open with the reader, not with what "we" believe' : '', ...rows.filter((r) => r.holds === false).map((r) => `${r.rule.toLowerCase()} (${r.sample})`)].filter(Boolean).join('; ')}.`] : []),
  ];
  return { character, sections, brief };
}

/** A request that asks whether a sample fits the voice: it is judged against the voice, not offered as one. */
const asksFit = (request: string) => /\b(fits?|match(?:es)?|against|on[- ]brand|off[- ]brand|consistent with|in line with)\b/i.test(request);

/**
 * Whether the sample's voice is offered to save: a sample of ours (not a competitor's). With a voice saved, only
 * when the request does not ask whether the sample fits it, and the sample keeps the voice's hard rules (its
 * banned words, the claims it forbids, how it treats people): a sample that breaks them is not meant to become it.
 */
function proposes(input: TaskInput, text: string, rules: VoiceRules, theirs: boolean): boolean {
  if (theirs) return false;
  if (!input.savedVoice) return true;
  if (asksFit(input.brief.request)) return false;
  return !breachesOf(text, rules).some((b) => b.kind === 'banned' || b.kind === 'claim' || b.kind === 'manner');
}

/**
 * The measured voice as rule lines (the format voiceRulesOf reads back): what the request states first, then
 * what the sample shows, then the current voice where both are silent (its words to avoid, claims, sign-off).
 */
function measuredProposal(m: Measured, rules: VoiceRules, asked: VoiceRules, facts: FactSheet): string {
  const limit = Math.min(28, Math.max(12, Math.round(m.average * 1.4)));
  const shown: VoiceRules = {
    ...rules,
    tone: `${m.formality}, ${m.energy}, ${m.focus.split(' (')[0]}`,
    formality: m.formality === 'neutral' ? null : m.formality,
    maxSentenceWords: limit,
    prefer: m.keywords.filter((k) => !rules.avoid.includes(k)).slice(0, 4),
    signOff: m.closing ?? rules.signOff,
  };
  const voice = mergedVoice(asked, { ...shown, prefer: shown.prefer.length ? shown.prefer : rules.prefer }, null);
  const lines = voiceProposal(voice, { ...facts, company: null }).split('\n');
  const length = m.average <= 14 ? 'short, punchy' : m.average <= 22 ? 'medium-length' : 'long, detailed';
  return lines.map((l) => (l.startsWith('Sentences: ') && !asked.maxSentenceWords ? `Sentences: ${length} (at most ${limit} words)` : l)).join('\n');
}

export const ANALYSE_TASK: AgentTask = {
  id: 'brand-voice.analyse',
  agent: 'brand-voice',
  label: "an analysis of a sample's voice",
  cues: ['analyse', 'analyze', 'analysis', 'tone', 'formality', 'sample', 'measure', 'how do we sound', 'how does this sound', 'what do we sound like', 'what makes it work', 'fit our voice', 'fits our voice', 'describe', 'compare', 'assess', 'evaluate', 'breakdown', 'what voice', 'voice of', 'what words', 'words our customers use', 'words they use', 'customers use', 'how customers describe', 'how they describe', 'language our customers'],
  delivers: ['analysis', 'report', 'breakdown', 'assessment'],
  starter: STARTERS.analyse,
  generate: analyse,
};
