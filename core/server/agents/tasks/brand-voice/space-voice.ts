import { NO_VOICE_RULES, withAvoidAnswer, type VoiceRules } from '../../offline/voice-rules.ts';
import type { TaskInput } from '../agent-task.ts';

/** The limit a rewrite holds when no voice sets one: short enough to read at a glance, said in the notes. */
export const DEFAULT_SENTENCE_WORDS = 20;

/** The rules a brand-voice task applies, and how the answer names where they come from. */
export interface SpaceVoice {
  rules: VoiceRules;
  /** 'the voice you set (warm, plain)', 'the tone your space profile describes (…)', … */
  basis: string;
  /** Rules the task assumed because neither the voice nor the profile gives them, said in the notes. */
  assumed: string[];
}

/**
 * The space's voice: the saved brand voice, with the profile's avoid answer added (its words and the claims it
 * forbids); without a saved voice, the profile's tone words stand in for it.
 */
export function spaceVoiceOf(input: TaskInput, options: { defaultLimit: boolean }): SpaceVoice {
  const rules = withAvoidAnswer(input.voice ?? NO_VOICE_RULES, input.facts.avoid);
  const assumed: string[] = [];
  if (input.savedVoice) return { rules, basis: `the voice you set${rules.tone ? ` (${rules.tone.replace(/\.$/, '')})` : ''}`, assumed };
  const tone = input.facts.tone;
  const formality = rules.formality ?? (tone && /\b(friendly|casual|playful|warm|fun|relaxed|conversational|approachable|chatty)\b/i.test(tone) ? 'conversational' : tone && /\b(formal|serious|authoritative|corporate)\b/i.test(tone) ? 'formal' : null);
  let limit = rules.maxSentenceWords;
  if (!limit && options.defaultLimit) {
    limit = DEFAULT_SENTENCE_WORDS;
    assumed.push(`sentences of at most ${DEFAULT_SENTENCE_WORDS} words (no saved voice sets a limit)`);
  }
  const basis = tone ? `the tone your space profile describes (${tone}); no brand voice is saved yet` : 'plain, tight wording: no brand voice is saved and the profile names no tone yet';
  return { rules: { ...rules, tone: rules.tone ?? tone, formality, maxSentenceWords: limit }, basis, assumed };
}
