import { stemOf } from '../../offline/avoided-claims.ts';
import { findPhrase } from '../../offline/lemma-match.ts';

// A figure as written in a phrase and its spoken forms: '100%' is also '100 per cent' and '100 percent'.
const FIGURE = /^(\d[\d,.]*)%$/;
/** How much of a word must match: 'accuracy' and 'accurate' share 'accura'. */
const ROOT = 6;

const rootOf = (word: string) => {
  const stem = stemOf(word);
  return stem.length > ROOT ? stem.slice(0, ROOT) : stem;
};

/**
 * Whether a sentence says a banned phrase of several words in another form of its words ('100% accurate' for the
 * banned '100% accuracy', 'guarantees accuracy' for 'guaranteed accuracy'): every word of the phrase is there, a
 * figure as written or spoken, each other word by its root, within a few words of each other. Only phrases of
 * two or more words, or with a figure: a single word is matched in all its forms by the voice rules already.
 */
export function saysBannedPhrase(sentence: string, phrase: string): boolean {
  const parts = phrase.toLowerCase().split(/\s+/).filter(Boolean);
  if (parts.length < 2 && !parts.some((p) => FIGURE.test(p))) return false;
  if (findPhrase(sentence, phrase).length) return true;
  const tokens = sentence.toLowerCase().replace(/(\d)\s*(?:per ?cent)\b/g, '$1%').match(/\d[\d,.]*%?|[a-z][a-z'-]*/g) ?? [];
  const at = parts.map((p) => {
    const figure = FIGURE.exec(p);
    if (figure) return tokens.findIndex((t) => t === p || t === `${figure[1]}%`);
    const root = rootOf(p);
    return tokens.findIndex((t) => /[a-z]/.test(t) && rootOf(t) === root);
  });
  if (at.some((i) => i < 0)) return false;
  return Math.max(...at) - Math.min(...at) <= parts.length + 2;
}

/** The sentences of a text that say one of the banned phrases in another form, with the phrase each says. */
export function bannedPhrasesSaid(sentences: readonly string[], avoid: readonly string[]): { sentence: string; phrase: string }[] {
  return sentences.flatMap((sentence) => {
    const phrase = avoid.find((p) => saysBannedPhrase(sentence, p) && !findPhrase(sentence, p).length);
    return phrase ? [{ sentence, phrase }] : [];
  });
}
