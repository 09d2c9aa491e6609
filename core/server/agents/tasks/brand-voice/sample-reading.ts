import nlp from 'compromise';
import { findPhrase } from '../../offline/lemma-match.ts';
import { JARGON } from '../../offline/plain-words.ts';
import { CONTRACTIONS } from '../../offline/register.ts';
import { sentenceWords } from '../../offline/sentence-limit.ts';

/**
 * A sample read sentence by sentence, the way an editor reads it: the words that set its register (slang, a
 * dropped subject, contractions), the words that sell without saying anything (buzzwords, commands, borrowed
 * authority such as "science-backed"), and the specifics that make it believable (a name, a day, a thing that
 * happened). Every finding quotes the sample's own words, so the analysis can be checked against it.
 */
export interface SentenceReading {
  sentence: string;
  /** Everyday or spoken words ("Hiya", "probs", "give us a shout"). */
  slang: string[];
  /** Contractions, a noun's included ("boiler's"). */
  contractions: string[];
  /** Hype, jargon and borrowed authority ("unlock", "platform", "science-backed"). */
  buzz: string[];
  /** Names, days, times and concrete things ("Leo", "Tuesday mornings", "his first chapter book"). */
  specifics: string[];
  /** Starts with its verb: an order to the reader ("Optimise every meal."). */
  command: boolean;
  /** Starts with its verb after an informal drop of the subject ("Was a bit of a nightmare …"). */
  droppedSubject: boolean;
  /** Written as "I"/"me": one person speaking. */
  personal: boolean;
  /** Tells what happened (past tense, with a person or thing in it). */
  story: boolean;
  /** Says what the company believes or builds, not what the reader gets. */
  aboutUs: boolean;
  /** Thanks the reader. */
  thanks: boolean;
  words: number;
}

const SLANG = /\b(hiya|hey|probs|prob|def|defo|deffo|totes|obvs|like(?=,|\s+(?:£|\$|€|\d|literally|really|so)\b)|sorted|nightmare|cheers|mate|loads|reckon|gonna|wanna|kinda|sorta|yeah|yep|nope|awesome|cool|stuff|bits|folks|guys|no worries|give us a shout|give us a bell|a bit of a|ta|fab|brill|lol|btw|asap|chuffed|gutted|dodgy|sussed|pop (?:in|over|round)|grab)\b/gi;
const BUZZ_VERBS = /\b(unlock\w*|optimi[sz]\w*|maximi[sz]\w*|supercharg\w*|transform\w*|unleash\w*|elevat\w*|empower\w*|revolutioni[sz]\w*|disrupt\w*|leverag\w*|skyrocket\w*|turbocharg\w*|level up)\b/gi;
const BUZZ_NOUNS = /\b(platform|solution|ecosystem|synerg\w*|full potential|paradigm|best-in-class|world-class|game-?chang\w*|cutting-edge|next-level|state-of-the-art|seamless\w*|innovative|revolutionary|holistic)\b/gi;
/** Authority borrowed in a hyphen: "vet-designed", "science-backed", "AI-powered". */
const AUTHORITY = /\b[\w]+-(?:designed|backed|powered|driven|approved|tested|led|proven|certified|formulated|inspired)\b/gi;
const PRONOUNS = /^(?:i|me|you|we|us|they|them|he|she|it|him|her|this|that|there|one|someone)$/i;

function unique(items: string[]): string[] {
  const seen = new Set<string>();
  return items.filter((i) => i && !seen.has(i.toLowerCase()) && Boolean(seen.add(i.toLowerCase())));
}

const clean = (phrase: string) => phrase.replace(/^[\s,;:.!?"“”']+|[\s,;:.!?"“”']+$/g, '').replace(/^(?:in|on|at|for|from|to|of|by|with)\s+(?=\S+\s)/i, '');

/** A sign-off written as the last sentence of a note: "Cheers, Jade", "Thanks, Sam". */
export const SIGN_OFF_SENTENCE = /^(?:cheers|thanks|thank you|ta|best|best wishes|regards|kind regards|many thanks|speak soon|talk soon|see ya|see you(?: soon)?|catch you later|love|all the best|warmly)\s*,?\s+[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?\s*[.!]?$/i;

export function readSentence(sentence: string): SentenceReading {
  const doc = nlp(sentence);
  // A sign-off names who wrote it; it is neither an order nor a detail of the message.
  const signOff = SIGN_OFF_SENTENCE.test(sentence.trim());
  const terms = (doc.json() as { terms: { text: string; tags: string[] }[] }[])[0]?.terms ?? [];
  const first = terms[0];
  // ('Felt really safe the whole time.': a past tense with its subject dropped tells what happened; it orders nobody.)
  const firstIsVerb = Boolean(first && first.tags.includes('Verb') && !first.tags.includes('Gerund') && !first.tags.includes('PastTense') && !/^(thank|please)$/i.test(first.text));
  const nouns = (doc.nouns().out('array') as string[]).map(clean).filter((n) => n && !PRONOUNS.test(n) && !SLANG.test(n));
  SLANG.lastIndex = 0;
  const named = [...(doc.match('(#Person|#Place|#Organization|#Date)+').out('array') as string[])].map(clean).filter((n) => /^[A-Z]/.test(n) || /\b(today|yesterday|tonight|morning|evening|week)\b/i.test(n));
  // A concrete thing is a noun phrase of two words or more, or a name: "his first chapter book", "Leo".
  const slangWords = (sentence.match(SLANG) ?? []).map((w) => w.toLowerCase());
  const phrases = nouns.filter((n) => n.split(/\s+/).length >= 2 && !/-$/.test(n) && !/^(get|got|go)\b/i.test(n) && !/^(me|us|him|her|them)\s/i.test(n) && !slangWords.some((w) => n.toLowerCase().includes(w.trim()) || w.includes(n.toLowerCase())));
  // A capitalised word that is a noun is a name, at the start of a sentence too ("Leo read …"), unless it is a common word.
  const names = terms.filter((t) => /^[A-Z][a-z]+$/.test(t.text) && t.tags.includes('Noun') && !t.tags.includes('Pronoun') && !/^(Thank|Any|Was|The|Our|Your|We|At)$/.test(t.text) && !slangWords.includes(t.text.toLowerCase())).map((t) => t.text);
  const specifics = unique([...names, ...phrases, ...named])
    .filter((s) => s.length > 1 && !new RegExp(BUZZ_NOUNS.source, 'i').test(s))
    .filter((s, _, all) => !all.some((o) => o !== s && o.toLowerCase().includes(s.toLowerCase())));
  const buzz = unique([...(sentence.match(BUZZ_VERBS) ?? []), ...(sentence.match(BUZZ_NOUNS) ?? []), ...(sentence.match(AUTHORITY) ?? []), ...JARGON.flatMap((w) => findPhrase(sentence, w).map((m) => m.text))]);
  const contractions = unique([...(sentence.match(CONTRACTIONS) ?? []), ...(sentence.match(/\b[a-z]+'s\b(?=\s+(?:all|now|done|been|got|not|ready|fine|sorted|here|there)\b)/gi) ?? [])]);
  return {
    sentence,
    slang: unique((sentence.match(SLANG) ?? []).map((s) => s.trim())),
    contractions,
    buzz,
    specifics: signOff ? [] : specifics.filter((s) => !buzz.some((b) => s.toLowerCase().includes(b.toLowerCase()))).slice(0, 3),
    command: !signOff && firstIsVerb && !/^(was|is|were|are|had|has|got)$/i.test(first!.text),
    droppedSubject: Boolean(first && /^(was|is|were|had|got|been|just|will)$/i.test(first.text)),
    personal: /\b(i|me|my|i'm|i've)\b/i.test(sentence),
    story: (terms.some((t) => t.tags.includes('PastTense')) || /\b(today|yesterday|last (?:week|night)|this morning)\b/i.test(sentence)) && (named.length > 0 || /\b(he|she|they|i|we)\b/i.test(sentence)),
    aboutUs: /\bwe (?:believe|pride|strive|are passionate|are proud|are committed)\b/i.test(sentence),
    thanks: /\bthank(?:s| you)\b/i.test(sentence),
    words: sentenceWords(sentence),
  };
}

/** What a reading says about its sentence, quoting it: "casual ("Hiya", "sorted")". */
export function sentenceNotes(r: SentenceReading): string[] {
  const q = (items: string[]) => items.map((i) => `"${i}"`).join(', ');
  return [
    r.slang.length ? `casual, spoken words (${q(r.slang)})` : '',
    r.contractions.length ? `contractions (${q(r.contractions)})` : '',
    r.droppedSubject ? 'drops its subject, as people do when they talk' : '',
    r.buzz.length ? `buzzwords and borrowed authority (${q(r.buzz)}) that a reader cannot check` : '',
    r.command ? `opens with an order to the reader ("${r.sentence.split(/\s+/)[0]!.replace(/[^\w'-]/g, '')}")` : '',
    r.thanks ? 'thanks the reader first' : '',
    r.story ? 'tells something that happened' : '',
    r.specifics.length ? `specific, concrete details (${q(r.specifics)})` : '',
    r.personal ? 'personal: one person speaking as "I"' : '',
    r.aboutUs ? 'states what "we" believe rather than what the reader gets' : '',
  ].filter(Boolean);
}
