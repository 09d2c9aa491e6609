import { has, parseEnglish } from './english-words.ts';

// Words that open a clause inside a noun phrase ('stale coffee that nobody enjoys'): what follows may have its own verb.
const CLAUSE_OPENERS = /^(that|which|who|whom|whose|where|when|because|while|until|after|before|if|so|as)$/;
// A phrase ending on one of these was cut mid-phrase ('most beginners think they are not').
const DANGLING = /^(a|an|the|of|and|or|to|with|for|in|on|at|by|from|not|no|is|are|was|were|be|their|our|your|its|his|her|they|it|that|which|who|than|as|but)$/;

/**
 * A profile or document phrase as a noun phrase, for sentence templates whose slot needs one ('Tired of X?', 'is X
 * something you deal with?'): the phrase when the English parser reads it as one ('late deliveries', 'damaged stock
 * that nobody reports', 'hours lost on paperwork'), null when it is a clause ('most beginners think they are not
 * creative enough', 'hard to find a day out') or was cut mid-phrase. A template gets null and uses its safe framing.
 */
export function nounPhraseOf(text: string | null | undefined): string | null {
  const phrase = text?.replace(/\s+/g, ' ').trim().replace(/[.!?;:,]+$/, '');
  if (!phrase) return null;
  const words = parseEnglish(phrase).words;
  if (!words.length || DANGLING.test(words[words.length - 1]!.lower)) return null;
  let sawNoun = false;
  for (const [i, w] of words.entries()) {
    const next = words[i + 1];
    // 'worried about steering a boat', 'hard to find a day out': a predicate with no noun before it.
    if (!sawNoun && has(w, 'Adjective', 'PastTense', 'Participle') && (has(next, 'Preposition') || next?.lower === 'to')) return null;
    if (CLAUSE_OPENERS.test(w.lower) && sawNoun) break;
    // A pronoun as the subject ('they are', 'we lose') makes it a clause.
    if (has(w, 'Pronoun') && !has(w, 'Possessive')) return null;
    if (has(w, 'Noun') && !has(w, 'Pronoun')) {
      sawNoun = true;
      continue;
    }
    if (!has(w, 'Verb') || has(w, 'Gerund')) continue;
    // 'hours lost on paperwork', 'damaged uprights': a participle after a noun, or before one, describes it.
    if (has(w, 'PastTense', 'Participle') && (sawNoun || has(next, 'Noun', 'Adjective'))) continue;
    return null;
  }
  return sawNoun ? phrase : null;
}
