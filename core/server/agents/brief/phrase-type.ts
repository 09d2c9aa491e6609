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

/**
 * Whether a profile phrase is an instruction to the reader ('Volunteer as a Reading Buddy…', 'Book a tasting…'):
 * it opens on a verb in its base form. Such a line is what the reader can do, never a thing the company "offers"
 * or "is" ('X offers volunteer as…').
 */
export function isInstruction(text: string | null | undefined): boolean {
  const [first, next] = parseEnglish(text?.trim() ?? '').words;
  if (!first || !has(first, 'Infinitive', 'Imperative') || has(first, 'Noun', 'Adjective', 'Gerund', 'PastTense')) return false;
  // ('Bundle of 5 full grooms: £200', 'Pack of 10 classes': a verb's form followed by 'of' is a thing counted out.)
  if (next?.lower === 'of') return false;
  // 'Order actions inside the ticket' is a feature: a verb that could be a noun, then a bare noun, names a thing.
  return !next || !has(next, 'Noun') || has(next, 'Possessive', 'Pronoun');
}

/** An instruction as a sentence the company says to its reader: 'You can volunteer as a Reading Buddy….' */
export function asInvitation(text: string): string {
  const line = text.trim().replace(/[.!?]+$/, '');
  return `You can ${line.charAt(0).toLowerCase()}${line.slice(1)}.`;
}
