/**
 * What one seeded space is: the owner who registers it, the 18 profile answers, the brand voice (as saved
 * and as the checks read it), and the knowledge-base documents. Everything the agents may know about a
 * company is in its fixture (eval/spaces/); the checks treat any other figure an answer states as invented.
 */

export interface SeedDocument {
  /** How requests refer to it (referencedDocs, uses.doc). */
  key: string;
  filename: string;
  type: 'text/markdown' | 'text/plain';
  /** Terms that appear in this document and nowhere else in the space: an answer that used it shows some. */
  distinctiveTerms: string[];
  content: string;
}

/** A voice rule written as a sentence, and what breaking it looks like in copy. */
export interface SentenceRule {
  rule: string;
  /** A breach in a sentence of copy; a sentence that negates it ("we never promise same-day") is not one. */
  breach: RegExp;
}

export interface VoiceSpec {
  /** The brand voice exactly as saved with PUT /brand-voice. */
  saved: string;
  /** Words the voice bans; every inflected form counts (see voice-rules.ts). */
  banned: string[];
  rules: SentenceRule[];
  /** Closes every full email. */
  signOff: string;
  /** The voice's sentence limit, applied to the sentences of emails. */
  maxSentenceWords: number;
  /** At most this many "!" in one piece of copy, when the voice limits them. */
  maxExclamations?: number;
}

export interface SpaceFixture {
  /** Short name used in request ids. */
  key: string;
  kind: string;
  company: string;
  owner: { email: string; password: string; name: string; org_name: string };
  /** All 18 answers of the space-profile questionnaire (core/domain/spaces/space-profile-questions.ts). */
  profile: Record<string, string>;
  voice: VoiceSpec;
  documents: SeedDocument[];
}

export function documentOf(space: SpaceFixture, key: string): SeedDocument {
  const doc = space.documents.find((d) => d.key === key);
  if (!doc) throw new Error(`${space.key} has no document "${key}"`);
  return doc;
}

/** Everything the space holds as text: the source of truth for which facts an answer may state. */
export function spaceText(space: SpaceFixture): string {
  return [...Object.values(space.profile), space.voice.saved, ...space.documents.map((d) => d.content)].join('\n');
}
