import { endsClause, has, type Word } from './english-words.ts';
import { isDeliverableNoun } from './deliverable-nouns.ts';
import { isPeopleWord } from './people-nouns.ts';

/** A noun phrase of a sentence: 'a three-email nurture sequence', '5 Instagram captions', 'owner-dentists'. */
export interface NounPhrase {
  words: Word[];
  /** The head's words: the last noun, or the last two when together they name one thing ('subject line'). */
  head: Word[];
  /** The head as lemmas ('subject line'). */
  headLemma: string;
  /** The words before the head: determiner, numbers, modifiers. */
  modifiers: Word[];
}

const NOUNISH = ['Noun', 'Adjective', 'Value', 'ProperNoun', 'Acronym', 'Determiner', 'Possessive', 'Date'];
// Words the tagger files under these tags that never sit inside a noun phrase.
const NEVER = new Set(['under', 'over', 'below', 'above', 'within', 'max', 'maximum', 'min', 'minimum', 'than', 'per', 'via', 'it', 'me', 'us', 'them', 'him', 'her', 'you', 'we', 'they', 'i', 'who', 'which', 'that', 'what', 'please', 'there', 'here', 'something', 'anything', 'everything', 'someone', 'anyone']);
// 'our', 'my' open a phrase; a name's possessive ('Swiftline Freight's service') continues it.
const POSSESSIVES = new Set(['our', 'my', 'your', 'their', 'his', 'her', 'its']);
const CREATES = new Set(['write', 'draft', 'create', 'make', 'give', 'send', 'suggest', 'build', 'design', 'plan', 'prepare', 'produce']);

function nounish(w: Word, open: boolean): boolean {
  if ((NEVER.has(w.lower) && !has(w, 'Acronym')) || has(w, 'Pronoun', 'Preposition', 'Conjunction', 'QuestionWord', 'Url', 'Email', 'Adverb')) return false;
  // A piece of work the tagger took for a verb ('Two LinkedIn posts') is a noun inside a phrase, never at its start ('Review the plan').
  // ('A mum has emailed': a past tense is what someone did, never the piece.)
  return has(w, ...NOUNISH) || (open && isDeliverableNoun(w.lemma) && !(has(w, 'PastTense') && /ed$/i.test(w.lower)));
}

// Subjects and modals before a word make it a verb ('we split it', 'can you review').
const SUBJECTS = new Set(['we', 'i', 'you', 'they', 'he', 'she', 'should', 'could', 'would', 'can', 'will', 'shall', 'must', 'might', 'may', 'to', 'please']);

/**
 * The noun phrases of one sentence, from the parser's tags. A word the tagger took for a verb stays in the phrase
 * when it names a piece of work ('posts') or sits between modifiers and a noun ('a three-email nurture sequence');
 * hyphenated words stay together ('win-back', 'owner-dentists').
 */
/** Nouns for what a business sells, after a gerund that names the work ('cutting service', 'walking plans'). */
const SOLD_NOUN = /^(?:service|services|work|jobs?|sessions?|classes?|lessons?|courses?|plans?|packages?|visits?|rounds?|days?|kits?|team|subscriptions?|appointments?|workshops?)$/;

export function nounPhrasesOf(sentence: readonly Word[]): NounPhrase[] {
  const phrases: NounPhrase[] = [];
  let current: Word[] = [];
  const close = () => {
    const phrase = phraseOf(current);
    if (phrase) phrases.push(phrase);
    current = [];
  };
  for (let i = 0; i < sentence.length; i++) {
    const w = sentence[i]!;
    const prev = sentence[i - 1];
    const next = sentence[i + 1];
    const open = current.length > 0;
    const joined = prev?.after === '-' && open;
    // 'a three-email nurture sequence', 'the autumn bake sale': a verb between a modifier and a noun modifies the noun.
    // ('captions targeting first-time buyers': a participle after a noun starts a clause instead.)
    // ('our hedge cutting service', 'the dog walking plans': a noun, a gerund and a noun of what is sold are one thing.)
    const trade = open && (has(w, 'Gerund') || (has(w, 'Adjective') && /ing$/.test(w.lower))) && has(prev, 'Noun') && !!next && !endsClause(w) && !endsClause(prev!) && SOLD_NOUN.test(next.lower);
    const inner = trade || (open && has(w, 'Verb') && !has(w, 'Auxiliary') && !!next && !endsClause(w) && !(has(w, 'Gerund') && has(prev, 'Noun') && !isDeliverableNoun(next.lemma)) && (isDeliverableNoun(next.lemma) || next.after === '-' || (has(prev, 'Date', 'Adjective') && !has(prev, 'Noun') && has(next, 'Noun') && !has(next, 'Pronoun'))));
    // 'about the spring restock.': a bare verb that ends a phrase opened by 'the' or 'our' names a thing.
    const closing = open && has(w, 'Verb') && !has(w, 'Gerund', 'PastTense', 'Copula', 'Auxiliary', 'Modal') && (!next || endsClause(w)) && has(prev, 'Noun', 'Adjective', 'Date') && /^(the|our|a|an|your|this|their)$/.test(current[0]?.lower ?? '');
    // 'to existing clinics', 'for lapsed donors': a participle before a noun describes it.
    const afterLink = has(prev, 'Preposition') || /^(to|for|our|the|all|and|of)$/.test(prev?.lower ?? '') || prev?.after === ',';
    // 'to practice managers': a word the tagger read as a verb, before a plural noun, names them.
    const lead = !open && afterLink && has(next, 'Noun') && !has(next, 'Pronoun') && (has(w, 'Gerund', 'PastTense') || (has(w, 'Infinitive') && has(next, 'Plural') && !CREATES.has(w.lemma)));
    // 'an email telling customers': a participle after the noun starts a clause.
    const clause = !trade && open && /ing$/.test(w.lower) && ((has(w, 'Adjective') && has(prev, 'Noun') && !has(w, 'Noun')) || (!!prev && isDeliverableNoun(prev.lemma) && !isDeliverableNoun(w.lemma) && !isDeliverableNoun(next?.lemma ?? '') && !(next && next.after === '-')));
    // 'to dog walkers': after 'to', only a word the tagger read as a verb is one.
    const verbAfterSubject = !open && !lead && !!prev && SUBJECTS.has(prev.lower) && !has(w, 'Determiner', 'Value', 'Possessive', 'Plural') && (prev.lower !== 'to' || has(w, 'Verb'));
    // 'for volunteers who post': people the tagger took for a verb, after 'for' or 'to'.
    const people = !open && afterLink && has(w, 'Verb') && /s$/.test(w.lower) && isPeopleWord(w.lemma);
    // 'Subject lines for ...': a word that opens a two-word piece of work is a noun even where the tagger read a verb.
    const compound = !!next && !endsClause(w) && isDeliverableNoun(`${w.lemma} ${next.lemma}`);
    // 'Shopify brands': people or organisations the tagger took for a verb, after a noun.
    const known = open && has(w, 'Verb') && /s$/.test(w.lower) && isPeopleWord(w.lemma) && has(prev, 'Noun');
    const fits = !clause && !verbAfterSubject && (joined || w.after === '-' || nounish(w, open) || inner || closing || lead || compound || known || people);
    if (!fits) {
      close();
      continue;
    }
    // A determiner or a number after a noun opens a new phrase ('emails the team').
    const last = current[current.length - 1];
    // ('Vault 9', 'Studio 54': a number right after a capitalised name, with no noun after it, is part of the name.)
    const named = has(w, 'Value') && /^\d{1,3}$/.test(w.lower) && !!last && /^[A-Z]/.test(last.text) && !(next && has(next, 'Noun') && !endsClause(w));
    const opensPhrase = !named && (has(w, 'Determiner', 'Value') || (has(w, 'Possessive') && POSSESSIVES.has(w.lower)));
    // ('our 10-hour block': 'our', which the tagger calls a noun too, opens the phrase the number is in.)
    if (last && !joined && opensPhrase && !has(w, 'Adjective') && has(last, 'Noun') && last.after !== '-' && !(current.length === 1 && POSSESSIVES.has(last.lower))) close();
    // 'Quick one — the booking calendar': a dash between words ends one phrase, as a comma does.
    else if (last && last.after.startsWith('—')) close();
    current.push(w);
    if (endsClause(w)) close();
  }
  close();
  return phrases;
}

function phraseOf(words: Word[]): NounPhrase | null {
  let end = words.length - 1;
  // A hyphenated compound's last part is its head ('sign-ups', 'owner-dentists'), whatever the tagger made of it.
  const compoundEnd = (i: number) => i > 0 && words[i - 1]!.after === '-' && words[i]!.after !== '-';
  // ('Vault 9', 'Studio 54': a number after a capitalised name ends the name, and is kept.)
  const numberedName = (i: number) => i > 0 && has(words[i]!, 'Value') && /^\d{1,3}$/.test(words[i]!.lower) && /^[A-Z]/.test(words[i - 1]!.text) && has(words[i - 1]!, 'Noun');
  while (end >= 0 && !numberedName(end) && (words[end]!.after === '-' || !(has(words[end]!, 'Noun', 'Date') || isDeliverableNoun(words[end]!.lemma) || (has(words[end]!, 'Verb') && (end > 0 || isPeopleWord(words[end]!.lemma))) || compoundEnd(end)))) end--;
  if (end < 0) return null;
  const last = words[end]!;
  const before = words[end - 1];
  const pair = before ? `${before.lemma} ${last.lemma}` : '';
  const headStart = (before && isDeliverableNoun(pair)) || numberedName(end) ? end - 1 : end;
  const head = words.slice(headStart, end + 1);
  return { words: words.slice(0, end + 1), head, headLemma: head.map((w) => w.lemma).join(' '), modifiers: words.slice(0, headStart) };
}

/** A stretch of a sentence read as one phrase, with the noun it turns on. */
export interface PhraseSpan {
  words: Word[];
  head: Word;
}

// Words that end a 'who ...' clause: what follows is another instruction ('with code X', 'and ask them to').
const CLAUSE_ENDS = new Set(['with', 'using', 'under', 'so', 'because', 'but', 'while', 'via', 'within', 'including']);
const NEXT_INSTRUCTION = new Set(['ask', 'tell', 'invite', 'mention', 'include', 'link', 'keep', 'make', 'use', 'add', 'offer', 'push', 'get', 'encourage', 'remind', 'end', 'sign', 'focus', 'write', 'give']);

/**
 * The noun phrase that starts at a sentence's word, continued over 'of' and over 'and'/'or' to a like phrase
 * ('bakeries and cafes'), and, with `clause`, over a following 'who' clause ('practice managers who booked a demo').
 */
export function phraseAt(sentence: readonly Word[], from: number, options: { clause?: boolean; alike?: (head: Word) => boolean; lists?: boolean } = {}): PhraseSpan | null {
  const phrases = nounPhrasesOf(sentence);
  const index = (w: Word) => w.index - sentence[0]!.index;
  let at = phrases.findIndex((p) => index(p.words[0]!) === from);
  if (at < 0) return null;
  const first = phrases[at]!;
  const words = [...first.words];
  let head = first.head[first.head.length - 1]!;
  for (;;) {
    const last = words[words.length - 1]!;
    const next = phrases[at + 1];
    if (!next || /[.;:!?(]/.test(last.after)) break;
    const gap = sentence.slice(index(last) + 1, index(next.words[0]!));
    const joint = gap.map((w) => w.lower).join(' ');
    const nextHead = next.head[next.head.length - 1]!;
    const ofPhrase = joint === 'of' && !last.after;
    const listed = (/^(and|or|&)$/.test(joint) || (joint === '' && last.after === ',' && options.lists !== false)) && (options.alike?.(nextHead) ?? false);
    if (!ofPhrase && !listed) break;
    words.push(...gap, ...next.words);
    if (listed) head = nextHead;
    at++;
  }
  // 'knife sharpening', 'dog grooming': a thing's noun with the work done on it, when nothing follows as its object.
  // ('dog walking in Harrogate': the parser may read 'walking in' as a phrasal verb; 'in' still only says where.)
  const lastWord = words[words.length - 1]!;
  const gerund = sentence[index(lastWord) + 1];
  const after = sentence[index(lastWord) + 2];
  if (gerund && !lastWord.after && has(lastWord, 'Noun') && !has(lastWord, 'Pronoun') && has(gerund, 'Gerund') && !isPeopleWord(lastWord.lemma) && !isPeopleWord(lastWord.lower) && (!after || /[.;:!?,]/.test(gerund.after) || has(after, 'Preposition') || /^(?:in|at|near|around|across|for)$/.test(after.lower))) words.push(gerund);
  if (options.clause && !/[.;:!?,]/.test(words[words.length - 1]!.after)) {
    // 'fleet managers at mid-sized hauliers', 'parents in Leeds': where they are belongs to whom.
    const place = sentence[index(words[words.length - 1]!) + 1];
    const there = phrases[at + 1];
    if (place && there && /^(at|in|from|across|within)$/.test(place.lower) && index(there.words[0]!) === index(place) + 1 && !has(there.head[0], 'Date')) words.push(place, ...there.words);
    if (!/[.;:!?,]/.test(words[words.length - 1]!.after)) words.push(...whoClause(sentence, index(words[words.length - 1]!) + 1));
  }
  return { words, head };
}

/** A 'who' clause that starts at a sentence's word ('who booked a demo'), up to the next instruction; empty if none. */
export function whoClause(sentence: readonly Word[], at: number): Word[] {
  const who = sentence[at];
  if (!who || !/^(who|that|whose|whom)$/.test(who.lower)) return [];
  const clause: Word[] = [];
  for (const w of sentence.slice(at)) {
    const next = sentence[sentence.indexOf(w) + 1];
    // '… in the last six months but haven't joined the plan': a 'but' that says what they have not done still describes them.
    const butNot = w.lower === 'but' && /^(?:haven't|hasn't|have|has|didn't|did|never|not|aren't|weren't|don't|doesn't|are|were|still)$/.test(next?.lower ?? '');
    // 'gift shops that stock us about the new candle': 'about' after what they do is what the piece is about; 'who asked about
    // the price' is still what they did.
    const aboutPiece = w.lower === 'about' && !has(clause[clause.length - 1], 'Verb');
    if (clause.length > 1 && ((CLAUSE_ENDS.has(w.lower) && !butNot) || aboutPiece || (w.lower === 'and' && NEXT_INSTRUCTION.has(next?.lemma ?? '')))) break;
    if (has(w, 'Url')) break;
    clause.push(w);
    if (/[.;:!?,]/.test(w.after) || clause.length >= 26) break;
  }
  return clause;
}
