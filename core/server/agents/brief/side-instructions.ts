import { has, type Word } from './english-words.ts';

// Verbs that open a note on how to do the work rather than what it is about ('Use the attached one-pager for facts.').
const HOW_VERBS = new Set(['use', 'keep', 'link', 'include', 'mention', 'add', 'avoid', 'make', 'cite', 'base', 'draw', 'pull', 'refer', 'check', 'see', 'note', 'remember', 'stick', 'limit', 'sign', 'end', 'close', 'open', 'start', 'finish', 'do', 'don\'t', 'put', 'quote', 'reference', 'follow', 'match', 'write', 'ask', 'tell', 'focus', 'lead', 'stay', 'cap', 'format', 'return', 'reply', 'send', 'leave', 'skip', 'drop', 'no', 'never', 'always', 'please', 'full', 'just', 'only', 'also', 'thanks', 'thank', 'cheers']);

/**
 * Whether a sentence after the main ask is a note on how to do the work ('Use the attached one-pager for facts.',
 * 'Full legal text please.', 'Keep it to 5 bullet points.'): its words never become the topic or the audience.
 */
export function isSideInstruction(sentence: readonly Word[]): boolean {
  const first = sentence[0];
  if (!first) return true;
  if (HOW_VERBS.has(first.lower) || HOW_VERBS.has(first.lemma)) return true;
  // A labelled line ('CTA: book a demo', 'Tone: warm'); 'Audience: ...' still says whom it is for.
  const label = sentence.findIndex((w) => w.after === ':');
  // ('Quick one: can you sort out the rota?' opens on a greeting of sorts, not a label: the ask follows it.)
  if (label >= 0 && label <= 2) return !/^(audience|for|target|readers|recipients|topic|subject|product|one|question|request|thing|ask|help|please)$/.test(sentence[label]!.lower);
  if (has(first, 'Imperative')) return true;
  return sentence.some((w) => w.lower === 'please') && sentence.length <= 8;
}

/** The sentence that asks for the work: the first with a verb that asks, or else the first. */
export function mainSentenceIndex(sentences: readonly Word[][], asks: (sentence: readonly Word[]) => boolean): number {
  const at = sentences.findIndex((s) => asks(s));
  return at >= 0 ? at : 0;
}
