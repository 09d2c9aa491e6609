import type { FactSheet } from '../../facts/fact-sheet.ts';
import type { VoiceRules } from '../../offline/voice-rules.ts';

/** The tone a proposed voice takes when neither the voice nor the profile names one. */
export function defaultTone(rules: VoiceRules): string {
  return rules.formality === 'formal' ? 'precise, calm, expert' : 'clear, warm, direct';
}

/** The limit a proposed voice sets when nothing gives one. */
export const PROPOSED_SENTENCE_WORDS = 18;

/**
 * A voice as the rule lines every agent reads back (voiceRulesOf): Tone, Formality, Sentences, Prefer, Avoid,
 * Claims to avoid and Sign-off, then its rules on how to treat people, exclamation marks and emoji as sentences.
 * The chat offers to save it as the space's brand voice, in place of the saved one: no rule may be lost.
 */
export function voiceProposal(rules: VoiceRules, facts: FactSheet): string {
  return [
    `Tone: ${rules.tone?.replace(/\.$/, '') ?? facts.tone ?? defaultTone(rules)}`,
    `Formality: ${rules.formality ?? 'neutral'}`,
    `Sentences: short (at most ${rules.maxSentenceWords ?? PROPOSED_SENTENCE_WORDS} words)`,
    ...(rules.prefer.length ? [`Prefer: ${rules.prefer.join(', ')}`] : []),
    ...(rules.avoid.length ? [`Avoid: ${rules.avoid.join(', ')}`] : []),
    ...(rules.claims?.length ? [`Claims to avoid: ${rules.claims.map((c) => c.rule).join('; ')}`] : []),
    ...(rules.signOff ? [`Sign-off: ${rules.signOff}`] : facts.company ? [`Sign-off: The ${facts.company} team`] : []),
    ...(rules.manners ?? []).map((m) => `${m.rule.charAt(0).toUpperCase()}${m.rule.slice(1).replace(/[.!]?$/, '.')}`),
    ...(rules.requires ?? []).map((r) => `${r.rule.charAt(0).toUpperCase()}${r.rule.slice(1).replace(/[.!]?$/, '.')}`),
    ...(rules.maxExclamations === 0 ? ['No exclamation marks.'] : rules.maxExclamations !== undefined ? [`At most ${rules.maxExclamations === 1 ? 'one exclamation mark' : `${rules.maxExclamations} exclamation marks`}.`] : []),
    ...(rules.noEmoji ? ['No emoji.'] : []),
  ].join('\n');
}
