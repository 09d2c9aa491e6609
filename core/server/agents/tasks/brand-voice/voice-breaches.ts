import { breaksClaim, needsBacking, type AvoidedClaim } from '../../offline/avoided-claims.ts';
import { breaksManner } from '../../offline/manner-rules.ts';
import { findPhrase, termsOf } from '../../offline/lemma-match.ts';
import { CONTRACTIONS, SLANG_WORDS, STIFF_WORDS } from '../../offline/register.ts';
import { sentenceWords, sentencesOfLine } from '../../offline/sentence-limit.ts';
import { FAKE_URGENCY, withoutShouting } from '../../offline/tone-down.ts';
import { detailsAskedOf, missingDetails, swappedBy, type MissingDetail } from '../../offline/required-details.ts';
import type { VoiceRules } from '../../offline/voice-rules.ts';
import { bannedPhrasesSaid } from './said-in-other-words.ts';

/** One place where a text breaks a rule of the voice: the words that break it and the rule, as a marketer reads them. */
export interface Breach {
  kind: 'banned' | 'claim' | 'manner' | 'required' | 'length' | 'urgency' | 'shouting' | 'register' | 'sign-off' | 'unbacked' | 'offer';
  /** The offending words as they appear in the text. */
  phrase: string;
  /** The rule it breaks: 'your voice avoids "leverage"'. */
  rule: string;
  /** Which sentence it is in, from 1, for a list in the text's order (0 for the text as a whole). */
  sentence: number;
}

/** The rules the check ran, named for the verdict (never claim a check that did not run). */
export function rulesChecked(rules: VoiceRules, letter: boolean): string[] {
  return [
    rules.avoid.length ? `no word your voice avoids, in any form (${rules.avoid.join(', ')})` : null,
    rules.claims?.length ? `no claim your rules forbid (${rules.claims.map((c) => c.rule).join('; ')})` : null,
    ...(rules.manners ?? []).map((m) => `your rule "${m.rule}"`),
    ...(rules.requires ?? []).map((r) => `your rule "${r.rule}"`),
    rules.maxSentenceWords ? `every sentence at most ${rules.maxSentenceWords} words` : null,
    rules.formality === 'formal' ? 'a formal register (no contractions or slang)' : rules.formality === 'conversational' ? 'a conversational register (no stiff wording)' : null,
    'no fake urgency',
    'no shouting',
    letter && rules.signOff ? `the sign-off "${rules.signOff}"` : null,
  ].filter((r): r is string => Boolean(r));
}

const CLOSING = /^(best|thanks|thank you|cheers|regards|warm regards|kind regards|best regards|sincerely|yours|talk soon|all the best|warmly)\b/i;

/** Whether a text is a letter (an email, a note): it opens with a greeting or closes with a sign-off. */
export function isLetter(text: string): boolean {
  const lines = text.trim().split('\n').map((l) => l.trim()).filter(Boolean);
  // A closing is a short line of its own ("Best, Tom"), never a sentence that starts with thanks.
  return /^(hi|hello|dear|hey|good (morning|afternoon|evening))\b/i.test(lines[0] ?? '') || (lines.length > 1 && lines.slice(-2).some((l) => CLOSING.test(l) && l.split(/\s+/).length <= (/[.!?]$/.test(l) ? 3 : 6)));
}

/** Every breach of the rules in the text, in the text's order. */
export function breachesOf(text: string, rules: VoiceRules): Breach[] {
  const breaches: Breach[] = [];
  const shoutedText = withoutShouting(text);
  const sentences = proseSentences(text);
  sentences.forEach((sentence, i) => {
    const n = i + 1;
    const terms = termsOf(sentence);
    // In the order they appear, as a reader meets them.
    const found = rules.avoid.flatMap((word) => findPhrase(sentence, word, terms).map((m) => ({ m, word }))).sort((a, b) => a.m.start - b.m.start);
    for (const { m, word } of found) breaches.push({ kind: 'banned', phrase: m.text, rule: `a word your voice avoids ("${word}")`, sentence: n });
    for (const said of bannedPhrasesSaid([sentence], rules.avoid)) breaches.push({ kind: 'banned', phrase: clip(sentence.trim()), rule: `a phrase your voice avoids ("${said.phrase}"), said in other words`, sentence: n });
    // The same rule written twice (in the voice and the profile's avoid answer) is one breach, named once.
    const broken: AvoidedClaim[] = [];
    for (const claim of rules.claims ?? []) {
      if (!breaksClaim(sentence, claim) || broken.some((b) => sameRule(b, claim))) continue;
      broken.push(claim);
      breaches.push({ kind: 'claim', phrase: clip(sentence.trim()), rule: `a claim your rules forbid ("${claim.rule}")`, sentence: n });
    }
    for (const claim of rules.claims ?? []) if (!breaksClaim(sentence, claim) && needsBacking(sentence, claim)) breaches.push({ kind: 'claim', phrase: clip(sentence.trim()), rule: `a claim your rule "${claim.rule}" allows only with its backing: keep it only if that holds`, sentence: n });
    for (const manner of rules.manners ?? []) if (breaksManner(sentence, manner)) breaches.push({ kind: 'manner', phrase: clip(sentence.trim()), rule: `your rule "${manner.rule}"`, sentence: n });
    const words = sentenceWords(sentence);
    if (rules.maxSentenceWords && words > rules.maxSentenceWords) breaches.push({ kind: 'length', phrase: opening(sentence), rule: `sentences of at most ${rules.maxSentenceWords} words (this one has ${words})`, sentence: n });
    for (const urgency of sentence.matchAll(new RegExp(FAKE_URGENCY.source, 'gi'))) breaches.push({ kind: 'urgency', phrase: urgency[0], rule: 'no fake urgency: pressure a real deadline does not back', sentence: n });
    if (rules.formality === 'formal') for (const m of sentence.match(new RegExp(`${CONTRACTIONS.source}|${SLANG_WORDS.source}`, 'gi')) ?? []) breaches.push({ kind: 'register', phrase: m, rule: 'a formal register (no contractions or slang)', sentence: n });
    if (rules.formality === 'conversational') for (const m of sentence.match(STIFF_WORDS) ?? []) breaches.push({ kind: 'register', phrase: m, rule: 'a conversational register (everyday words, not stiff ones)', sentence: n });
  });
  // A rule that names the word to write instead of others ('Always say "instructor", never "teacher"') asks for it
  // only where the text speaks of the thing in another word: a text that never does breaks nothing.
  // (Where the other word is already named above as one the voice avoids, that breach says it.)
  const named = new Set(breaches.filter((b) => b.kind === 'banned').map((b) => /\("([^"]+)"\)$/.exec(b.rule)?.[1]?.toLowerCase()));
  const asked = detailsAskedOf(text, rules.requires ?? [], rules.swaps).filter((r) => !swappedBy(r, rules.swaps).some((w) => named.has(w)));
  for (const miss of missingDetails(sentences, asked)) {
    const at = miss.sentence ? sentences.indexOf(miss.sentence) + 1 : 0;
    breaches.push({ kind: 'required', phrase: miss.sentence ? clip(miss.sentence.trim()) : 'the text as a whole', rule: `your rule "${miss.rule.rule}": ${missingLine(miss)}`, sentence: at });
  }
  if (shoutedText.exclamations) breaches.push({ kind: 'shouting', phrase: `${shoutedText.exclamations} exclamation marks`, rule: 'no shouting (one exclamation mark at most)', sentence: 0 });
  for (const word of shoutedText.capitals) breaches.push({ kind: 'shouting', phrase: word, rule: 'no shouting in capitals', sentence: sentences.findIndex((s) => new RegExp(`\\b${word}\\b`).test(s)) + 1 });
  if (rules.signOff && isLetter(text) && !text.trim().split('\n').slice(-3).some((l) => l.trim() === rules.signOff)) {
    const lines = text.trim().split('\n').map((l) => l.trim()).filter(Boolean);
    const closingAt = lines.findIndex((l, i) => i >= lines.length - 2 && CLOSING.test(l));
    const closing = closingAt >= 0 ? lines.slice(closingAt).join(' ') : '(no sign-off)';
    breaches.push({ kind: 'sign-off', phrase: closing, rule: `the sign-off "${rules.signOff}"`, sentence: 0 });
  }
  return breaches;
}

/** What a text leaves out, in words: "it never says what it costs or how long it takes". */
export function missingLine(miss: MissingDetail): string {
  const labels = miss.missing.map((n) => n.label);
  const list = labels.length > 1 ? `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}` : labels[0]!;
  return miss.sentence ? `this sentence gives no ${list.replace(/^an? /, '')}` : `the text never says ${list}`;
}

/** A quoted sentence stays short enough to read in a list. */
const clip = (text: string) => (text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text);

/** A long sentence named by its opening words. */
function opening(sentence: string): string {
  const words = sentence.trim().split(/\s+/);
  return words.length > 9 ? `${words.slice(0, 8).join(' ')}…` : sentence.trim();
}

/** The text's prose sentences in order: headings, table rows and code are not copy to check. */
export function proseSentences(text: string): string[] {
  const sentences: string[] = [];
  let inCode = false;
  for (const line of text.split('\n')) {
    if (/^\s*```/.test(line)) inCode = !inCode;
    const body = line.replace(/^\s*(?:>\s*)?(?:[-*+]\s+|\d+[.)]\s+)?/, '');
    if (inCode || !body.trim() || /^\s*(#|\||```)/.test(line)) continue;
    sentences.push(...sentencesOfLine(body));
  }
  return sentences;
}

/** Two rules that forbid the same claim: most of the shorter one's words are the longer one's. */
function sameRule(a: AvoidedClaim, b: AvoidedClaim): boolean {
  const [short, long] = a.keys.length <= b.keys.length ? [a.keys, b.keys] : [b.keys, a.keys];
  return short.length > 0 && short.filter((k) => long.includes(k)).length * 3 >= short.length * 2;
}
