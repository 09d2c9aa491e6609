import { findPhrase } from '../../offline/lemma-match.ts';
import { JARGON } from '../../offline/plain-words.ts';
import { CONTRACTIONS, SLANG_WORDS, STIFF_WORDS } from '../../offline/register.ts';
import { sentenceWords } from '../../offline/sentence-limit.ts';
import type { VoiceRules } from '../../offline/voice-rules.ts';
import { readabilityLabel, textStats } from '../../tools/text-stats.ts';
import type { AgentTask, TaskInput, TaskOutput } from '../agent-task.ts';
import { noMaterial } from './no-material.ts';
import { STARTERS } from './starters.ts';
import { spaceVoiceOf } from './space-voice.ts';
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

function measure(text: string): Measured {
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
  const closing = isLetter(text) && last.split(/\s+/).length <= 8 ? (/^(best|thanks|cheers|regards|kind regards|warm regards|sincerely|talk soon|all the best|warmly)\b/i.test(lines.at(-2) ?? '') ? `${lines.at(-2)} ${last}` : last) : null;
  return {
    words: stats.words,
    sentences: sentences.length,
    average: lengths.length ? Math.round((lengths.reduce((a, b) => a + b, 0) / lengths.length) * 10) / 10 : 0,
    longest: Math.max(0, ...lengths),
    formality: formal > casual ? 'formal' : casual > formal ? 'conversational' : 'neutral',
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
  const m = measure(material.text);
  const rows = comparison(m, voice.rules, material.text);
  const theirs = input.brief.competitors.length > 0 || /\b(competitor|their|rival|other brand|another brand)\b/i.test(input.brief.request);
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
  const proposal = !input.savedVoice && !theirs ? measuredProposal(m, voice.rules) : null;
  const deliverable = (
    input.variant % 2 === 0
      ? ['### The sample', ...measuredLines, '', ...compared]
      : [...compared, '', '### What the sample measures', ...measuredLines]
  ).concat(proposal ? ['', '### The sample as voice rules', '```', proposal, '```'] : []).join('\n');
  const breaks = rows.filter((r) => r.holds === false).length;
  const name = material.from !== 'your text' ? `"${material.from}"` : theirs ? 'this sample' : 'your sample';
  return {
    summary: theirs
      ? `How ${name} sounds: ${m.formality}, ${m.energy} and ${style(m.average)} sentences; theirs to describe, not yours to copy.`
      : `How ${name} sounds: ${m.formality}, ${m.energy}, ${style(m.average)} sentences${rows.some((r) => r.holds !== null) ? `, ${breaks ? `off ${against} on ${breaks} rule${breaks === 1 ? '' : 's'}` : `in line with ${against}`}` : ''}.`,
    deliverable,
    notes: proposal ? ["Use **Save as the space's brand voice** below this answer to make every agent write this way."] : [],
    used: material.source ? [material.source] : [],
    steps: [
      { tool: 'tone_analysis', summary: `${m.formality}, ${m.energy}, ${m.focus.split(' (')[0]}` },
      { tool: 'style_metrics', summary: `${m.average} words per sentence over ${m.sentences} sentences` },
    ],
    artifacts: [],
    ...(proposal ? { brandVoiceProposal: proposal } : {}),
  };
}

/** The measured voice as rule lines (the format voiceRulesOf reads back), keeping the profile's avoid rules. */
function measuredProposal(m: Measured, rules: VoiceRules): string {
  const limit = Math.min(28, Math.max(12, Math.round(m.average * 1.4)));
  return [
    `Tone: ${m.formality === 'neutral' ? 'neutral' : m.formality}, ${m.energy}, ${m.focus.split(' (')[0]}`,
    `Formality: ${m.formality}`,
    `Sentences: ${m.average <= 14 ? 'short, punchy' : m.average <= 22 ? 'medium-length' : 'long, detailed'} (at most ${limit} words)`,
    ...(m.keywords.length ? [`Prefer: ${m.keywords.filter((k) => !rules.avoid.includes(k)).slice(0, 4).join(', ')}`] : []),
    ...(rules.avoid.length ? [`Avoid: ${rules.avoid.join(', ')}`] : []),
    ...(rules.claims?.length ? [`Claims to avoid: ${rules.claims.map((c) => c.rule).join('; ')}`] : []),
    ...(m.closing ? [`Sign-off: ${m.closing}`] : []),
  ].join('\n');
}

export const ANALYSE_TASK: AgentTask = {
  id: 'brand-voice.analyse',
  agent: 'brand-voice',
  label: "an analysis of a sample's voice",
  cues: ['analyse', 'analyze', 'analysis', 'tone', 'formality', 'sample', 'measure', 'how do we sound', 'how does this sound', 'sound like', 'describe', 'compare', 'assess', 'evaluate', 'breakdown', 'what voice', 'voice of'],
  delivers: ['analysis', 'report', 'breakdown', 'assessment'],
  starter: STARTERS.analyse,
  generate: analyse,
};
