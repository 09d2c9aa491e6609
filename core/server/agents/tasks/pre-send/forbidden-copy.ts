import { claimBrokenBy } from '../../offline/avoided-claims.ts';
import { findPhrase } from '../../offline/lemma-match.ts';
import type { VoiceRules } from '../../offline/voice-rules.ts';
import { editCopySentences, quotedFromRequest } from './copy-lines.ts';

/**
 * Copy that says what the space forbids: a banned word in any of its forms (by lemma: 'leveraging' breaks
 * 'leverage'), or a claim the profile's avoid answer or the voice rules out ('never promise same-day'). The
 * sentence goes; a sentence quoted from the request (a text under review) is the user's, not the copy's.
 */
export interface ForbiddenRemoved {
  text: string;
  /** The banned word or the rule the sentence breaks. */
  why: string;
  kind: 'word' | 'claim';
}

/** A marked blank ('[plainer word]') is not copy. */
const BLANK = /\[[^\]\n]{1,80}\](?!\()/g;

export function withoutForbiddenCopy(deliverable: string, voice: VoiceRules, request: string): { text: string; removed: ForbiddenRemoved[] } {
  const claims = voice.claims ?? [];
  if (!voice.avoid.length && !claims.length) return { text: deliverable, removed: [] };
  const removed: ForbiddenRemoved[] = [];
  const edited = editCopySentences(deliverable, (sentence) => {
    if (quotedFromRequest(sentence, request)) return sentence;
    const said = sentence.replace(BLANK, ' ').replace(/\]\([^)]*\)/g, ']');
    const word = voice.avoid.find((w) => findPhrase(said, w).length > 0);
    if (word) {
      removed.push({ text: sentence.trim(), why: word, kind: 'word' });
      return null;
    }
    const claim = claimBrokenBy(said, claims);
    if (claim) {
      removed.push({ text: sentence.trim(), why: claim.rule, kind: 'claim' });
      return null;
    }
    return sentence;
  });
  return { text: edited.text, removed };
}
