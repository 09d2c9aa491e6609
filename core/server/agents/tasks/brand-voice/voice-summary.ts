import { swapsByWord, type VoiceRules } from '../../offline/voice-rules.ts';
import { countWord, listOf } from '../english-phrases.ts';
import { parseCount } from '../../brief/parse-count.ts';

/** 'our brand voice in 5 bullets', 'sum up our voice in three points': how many bullets the summary is; null when none is asked. */
export function summaryBullets(request: string): number | null {
  if (!/\b(?:summar(?:y|i[sz]e)|sum up|in short|nutshell|cheat ?sheet|quick guide|overview)\b|\bvoice in\s+(?:\d|three|four|five|six|seven|eight|nine|ten)\b/i.test(request)) return null;
  const m = /\b(\d{1,2}|three|four|five|six|seven|eight|nine|ten)\s+(?:short\s+|quick\s+|simple\s+)?(?:bullets?|bullet points|points|lines)\b/i.exec(request);
  const n = parseCount(m?.[1]);
  return n && n >= 2 && n <= 10 ? n : null;
}

/**
 * The voice in so many bullets, for a person who will write in it: the tone with its register and sentence length
 * first, then the space's own rules as it wrote them, the words it never uses, the words it says instead, then the
 * smaller marks (exclamation marks, the sign-off). What does not fit is returned for a note, never dropped silently.
 */
export function voiceSummary(rules: VoiceRules, count: number): { bullets: string[]; left: string[] } {
  const all: string[] = [];
  if (rules.tone) {
    const words = rules.tone.replace(/\.$/, '').split(/\s*,\s*|\s+and\s+/).filter(Boolean);
    const register = rules.formality === 'conversational' ? ', in friendly, plain English' : rules.formality === 'formal' ? ', in a formal register' : '';
    all.push(`Sound ${listOf(words)}${register}${rules.maxSentenceWords ? `, in sentences of ${rules.maxSentenceWords} words or fewer` : ''}.`);
  } else if (rules.maxSentenceWords) all.push(`Keep every sentence to ${rules.maxSentenceWords} words or fewer.`);
  // (A one-word claim, 'guaranteed' from the avoid line, is a word never used, not a rule of its own.)
  const stated = [...(rules.claims ?? []), ...(rules.manners ?? []), ...(rules.requires ?? [])].map((r) => r.rule.trim());
  const own = stated.filter((r) => r.split(/\s+/).length >= 3).map(sentenceOf);
  const words = [...rules.avoid, ...stated.filter((r) => r.split(/\s+/).length < 3)];
  // 'Say "physio", never "therapist" or "masseur"': the swaps grouped by the word to write.
  const swaps = [...swapsByWord(rules)].map(([to, from]) => `Say "${to}", never ${listOf(from.map((f) => `"${f}"`), 'or')}.`);
  const swapped = new Set(Object.keys(rules.swaps ?? {}));
  const avoid = words.filter((w, i) => !swapped.has(w.toLowerCase()) && words.findIndex((o) => o.toLowerCase() === w.toLowerCase()) === i);
  if (avoid.length) all.push(`Never write ${listOf(avoid.map((w) => `"${w.toLowerCase()}"`), 'or')}, in any form.`);
  all.push(...own.filter((r) => !swaps.length || !/\bnever\b.*["“]/i.test(r)));
  all.push(...swaps);
  if (rules.maxExclamations !== undefined) all.push(rules.maxExclamations === 0 ? 'No exclamation marks.' : `At most ${countWord(rules.maxExclamations)} exclamation mark${rules.maxExclamations === 1 ? '' : 's'} in any piece.`);
  if (rules.noEmoji) all.push('No emoji.');
  if (rules.prefer.length) all.push(`Reach for ${listOf(rules.prefer.map((w) => `"${w}"`))}.`);
  if (rules.signOff) all.push(`Sign off with "${rules.signOff}".`);
  const unique = all.filter((b, i) => all.findIndex((o) => o.toLowerCase() === b.toLowerCase()) === i);
  return { bullets: unique.slice(0, count), left: unique.slice(count) };
}

function sentenceOf(rule: string): string {
  const t = rule.trim().replace(/^[-*]\s*/, '');
  return `${t.charAt(0).toUpperCase()}${t.slice(1)}`.replace(/[.;]*$/, '.');
}
