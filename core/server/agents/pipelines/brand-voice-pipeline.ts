import { sentencesOf, textStats, wordsOf } from '../tools/text-stats.ts';
import { profileSummary, type AgentContext, type PipelineResult } from '../tools/agent-context.ts';

const FORMAL = /\b(therefore|furthermore|moreover|regarding|pursuant|hereby|thus|accordingly)\b/gi;
const CASUAL = /\b(hey|awesome|cool|super|gonna|wanna|stuff|folks|yeah)\b/gi;
const CONTRACTION = /\b\w+'(s|re|ve|ll|d|t|m)\b/gi;

/** Brand voice: measures the sample's tone, formality, sentence length and vocabulary, and writes do/don't rules. */
export function brandVoicePipeline(ctx: AgentContext): PipelineResult {
  const text = ctx.message;
  const stats = textStats(text);
  const words = wordsOf(text);
  const unique = new Set(words).size;
  const richness = words.length ? Math.round((unique / words.length) * 100) : 0;
  const formal = (text.match(FORMAL) ?? []).length;
  const casual = (text.match(CASUAL) ?? []).length + (text.match(CONTRACTION) ?? []).length;
  const youWe = (text.match(/\b(you|your)\b/gi) ?? []).length - (text.match(/\b(we|our|us)\b/gi) ?? []).length;
  const formality = formal > casual ? 'formal' : casual > formal + 1 ? 'conversational' : 'neutral-professional';
  const tone = [
    formality,
    stats.exclamations > stats.sentences / 4 ? 'energetic' : 'calm',
    youWe >= 0 ? 'reader-focused' : 'company-focused',
  ];
  const sentenceStyle = stats.averageSentenceLength <= 14 ? 'short, punchy sentences' : stats.averageSentenceLength <= 22 ? 'medium-length sentences' : 'long, detailed sentences';
  const dos = [
    `Write ${sentenceStyle} (about ${Math.round(stats.averageSentenceLength)} words).`,
    youWe >= 0 ? 'Talk to the reader as "you".' : 'Speak as "we" and show the team behind the work.',
    formality === 'conversational' ? 'Use contractions and everyday words.' : 'Keep wording precise and professional.',
    `Reuse your signature words: ${stats.keywords.slice(0, 5).map((k) => k.word).join(', ') || 'none detected yet'}.`,
  ];
  const donts = [
    formality === 'formal' ? 'Do not use slang or exclamation-heavy hype.' : 'Do not slip into stiff corporate phrasing ("pursuant to", "hereby").',
    stats.fleschReadingEase < 50 ? 'Do not stack clauses; split long sentences.' : 'Do not pad copy: every sentence should earn its place.',
    ctx.profile.tone_avoid?.trim() ? `Avoid: ${ctx.profile.tone_avoid.trim()}` : 'Do not make claims you cannot back up.',
  ];
  const sample = sentencesOf(text)[0] ?? 'We help teams ship faster.';
  const rewrite = formality === 'conversational' ? sample.replace(/\bdo not\b/gi, "don't").replace(/\bwe are\b/gi, "we're") : sample.replace(/\bdon't\b/gi, 'do not').replace(/!+/g, '.');
  const profile = [
    `Tone: ${tone.join(', ')}`,
    `Formality: ${formality}`,
    `Sentences: ${sentenceStyle}`,
    `Vocabulary: ${richness}% distinct words (${richness > 60 ? 'varied' : 'focused, repeats key terms'})`,
    `Do: ${dos.join(' ')}`,
    `Don't: ${donts.join(' ')}`,
  ].join('\n');
  const draft = [
    `**Brand voice profile** from your ${stats.words}-word sample:`,
    '',
    `- **Tone:** ${tone.join(', ')}`,
    `- **Formality:** ${formality}`,
    `- **Sentence length:** ${sentenceStyle}, Flesch ${stats.fleschReadingEase}`,
    `- **Vocabulary:** ${richness}% distinct words`,
    '',
    '**Do**',
    ...dos.map((d) => `- ${d}`),
    '',
    "**Don't**",
    ...donts.map((d) => `- ${d}`),
    '',
    '**Sample rewrite**',
    `> ${sample}`,
    `> becomes: ${rewrite}`,
    '',
    'Save it as the space brand voice and every agent will write this way.',
  ].join('\n');
  return {
    steps: [
      { tool: 'tone_analysis', summary: tone.join(', ') },
      { tool: 'style_metrics', summary: `${stats.averageSentenceLength} words per sentence, ${richness}% distinct words` },
      { tool: 'voice_rules', summary: `${dos.length} do's, ${donts.length} don'ts` },
    ],
    context: `Sample text:\n${text.slice(0, 6000)}\nMeasured profile:\n${profile}\nSpace profile:\n${profileSummary(ctx)}`,
    draft,
    field: profile,
    artifacts: [],
  };
}
