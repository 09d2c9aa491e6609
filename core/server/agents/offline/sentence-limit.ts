import { inflect, englishModel, termsOf, type Term } from './lemma-match.ts';

/**
 * A voice's sentence limit, held on every sentence of the copy (profile text spliced into an email included):
 * a long sentence is split where a clause ends, so each part still reads as a sentence — "We roast every
 * Monday and deliver within 48 hours" becomes "We roast every Monday. We deliver within 48 hours". Only a
 * clause with its own subject and verb may stand alone: never a cut inside brackets or a quotation, nor one
 * that leaves a phrase ("From £6 a month.", "For a medium dog.", "Before you leave."); such a sentence stays
 * whole and is reported as over.
 */
export interface LimitedText {
  text: string;
  /** How many sentences were split. */
  split: number;
  /** Sentences still over the limit: no clause boundary to split them at. */
  over: string[];
}

/** Words as a reader counts them: runs with a letter or digit ("48", "same-day" and "$49" count once each). */
export function sentenceWords(sentence: string): number {
  return sentence.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;
}

/** The sentences of a line of prose (after a full stop, question or exclamation mark), never ended inside brackets. */
export function sentencesOfLine(line: string): string[] {
  const pieces = line.split(/(?<=[.!?]["”’)]?)\s+(?=["“‘(]?[A-Z0-9$£€[])/).filter((s) => s.trim());
  const out: string[] = [];
  for (const piece of pieces) {
    // "(from £95 a half day. Up to 6 people)" is one aside: a piece after an open bracket joins the sentence it is in.
    if (out.length && bracketDepth(out[out.length - 1]!, out[out.length - 1]!.length) > 0) out[out.length - 1] += ` ${piece}`;
    else out.push(piece);
  }
  return out;
}

/** How many brackets are open at an offset of a text: a cut there would leave half an aside in each sentence. */
export function bracketDepth(text: string, offset: number): number {
  let depth = 0;
  for (const c of text.slice(0, offset)) {
    if (c === '(' || c === '[') depth++;
    else if ((c === ')' || c === ']') && depth > 0) depth--;
  }
  return depth;
}

/** Whether an offset falls inside a quotation ("…" or an even count of straight quotes): a quote is split by no one but its author. */
function insideQuote(text: string, offset: number): boolean {
  const head = text.slice(0, offset);
  const curly = (head.match(/“/g) ?? []).length - (head.match(/”/g) ?? []).length;
  return curly > 0 || (head.match(/"/g) ?? []).length % 2 === 1;
}

/** A line that is not prose to split: a heading, a table row, a code fence, a bare link, merge tags only. */
const NOT_PROSE = /^\s*(#|\||```|https?:\/\/\S+\s*$)/;

export function limitSentenceLength(text: string, limit: number): LimitedText {
  let split = 0;
  const over: string[] = [];
  let inCode = false;
  const lines = text.split('\n').map((line) => {
    if (/^\s*```/.test(line)) inCode = !inCode;
    if (inCode || NOT_PROSE.test(line) || sentenceWords(line) <= limit) return line;
    const prefix = /^\s*(?:>\s*)?(?:[-*+]\s+|\d+[.)]\s+)?(?:\*\*[^*]{1,40}\*\*:?\s+)?/.exec(line)?.[0] ?? '';
    const sentences = sentencesOfLine(line.slice(prefix.length)).flatMap((sentence) => {
      const parts = splitSentence(sentence, limit, 0);
      if (parts.length > 1) split++;
      over.push(...parts.filter((p) => sentenceWords(p) > limit));
      return parts;
    });
    return prefix + sentences.join(' ');
  });
  return { text: lines.join('\n'), split, over };
}

/** A place to split: where the tail starts, what it becomes, and how good a boundary it is (lower is better). */
interface Cut {
  /** The head ends at this offset. */
  headEnd: number;
  tail: string;
  rank: number;
}

const PRONOUN_SUBJECT = /^(we|you|they|i|he|she|it)$/i;
const DROPPED_JOINS = new Set(['and', 'so', 'plus', 'because']);
const KEPT_JOINS = new Set(['but', 'yet', 'or']);

function splitSentence(sentence: string, limit: number, depth: number): string[] {
  if (sentenceWords(sentence) <= limit || depth > 5) return [sentence];
  const terms = termsOf(sentence);
  const cuts = cutsOf(sentence, terms).filter((c) => sentenceWords(sentence.slice(0, c.headEnd)) >= 3 && sentenceWords(c.tail) >= 3 && !bracketDepth(sentence, c.headEnd) && !insideQuote(sentence, c.headEnd));
  if (!cuts.length) return [sentence];
  const middle = sentenceWords(sentence) / 2;
  const score = (c: Cut) => {
    const head = sentenceWords(sentence.slice(0, c.headEnd));
    // A cut that brings both halves under the limit beats a better boundary that does not.
    const fits = head <= limit && sentenceWords(c.tail) <= limit ? 0 : 100;
    return fits + c.rank * 10 + Math.abs(head - middle);
  };
  const best = cuts.reduce((a, b) => (score(b) < score(a) ? b : a));
  const end = /[.!?]["”’)]?$/.exec(sentence)?.[0] ?? '.';
  const head = `${sentence.slice(0, best.headEnd).replace(/[\s,;:–—-]+$/, '')}.`;
  const tail = capitalise(best.tail.replace(/[.!?]["”’)]?$/, '').trim()) + end;
  return [...splitSentence(head, limit, depth + 1), ...splitSentence(tail, limit, depth + 1)];
}

function cutsOf(sentence: string, terms: Term[]): Cut[] {
  const cuts: Cut[] = [];
  const firstVerb = terms.findIndex((t) => isVerb(t));
  const subject = subjectOf(terms, firstVerb);
  for (let i = 1; i < terms.length - 2; i++) {
    const prev = terms[i - 1]!;
    const term = terms[i]!;
    const gap = sentence.slice(prev.end, term.start);
    const rest = sentence.slice(term.start);
    const after = terms.slice(i + 1);
    const word = term.lower;
    // A semicolon joins two sentences; a colon or dash may lead into a phrase ("Prices — from £6 a month"), cut only before a clause.
    if (/;/.test(gap) || (/[–—]|\s-\s|:/.test(gap) && startsClause(terms.slice(i)))) cuts.push({ headEnd: prev.end, tail: rest, rank: 0 });
    else if (/[;–—]|\s-\s|:/.test(gap)) continue;
    else if (/,/.test(gap) && (DROPPED_JOINS.has(word) || KEPT_JOINS.has(word))) {
      const tail = sentence.slice(after[0]!.start);
      if (startsClause(after)) cuts.push({ headEnd: prev.end, tail: DROPPED_JOINS.has(word) ? tail : rest, rank: 1 });
      else if (startsVerb(after) && i > firstVerb && firstVerb >= 0 && sameTense(terms[firstVerb]!, after[0]!)) cuts.push({ headEnd: prev.end, tail: withSubject(subject, after, sentence), rank: 2 });
    } else if (/,/.test(gap) && (word === 'which' || word === 'who') && after.length && isVerb(after[0]!)) {
      cuts.push({ headEnd: prev.end, tail: `${word === 'which' ? 'This' : 'They'} ${sentence.slice(after[0]!.start)}`, rank: 1 });
    } else if (/^\s+$/.test(gap) && (word === 'and' || word === 'but') && i > firstVerb && firstVerb >= 0) {
      const tail = sentence.slice(after[0]!.start);
      if (startsClause(after)) cuts.push({ headEnd: prev.end, tail: word === 'but' ? rest : tail, rank: 2 });
      else if (startsVerb(after) && sameTense(terms[firstVerb]!, after[0]!)) cuts.push({ headEnd: prev.end, tail: (word === 'but' ? 'But ' : '') + withSubject(subject, after, sentence), rank: 3 });
    } else if (/^\s+$/.test(gap) && (word === 'that' || word === 'which' || word === 'who') && isNoun(prev) && after.length && isVerb(after[0]!) && !after[0]!.tags.has('Modal')) {
      // "software that fills cancelled slots" gives "... software. It fills cancelled slots".
      const pronoun = prev.tags.has('Plural') ? 'They' : 'It';
      cuts.push({ headEnd: prev.end, tail: `${pronoun} ${agree(pronoun, after[0]!, sentence)}`, rank: 3 });
    } else if (/,/.test(gap) && startsClause(terms.slice(i))) cuts.push({ headEnd: prev.end, tail: rest, rank: 2 });
    else if (/^\s+$/.test(gap) && word === 'so' && after[0]?.lower === 'that' && i > firstVerb && firstVerb >= 0 && after.some(isVerb)) {
      // "… automation so that your team never has to …" gives "… automation. That way, your team never has to …": a sentence, not a fragment.
      cuts.push({ headEnd: prev.end, tail: `That way, ${sentence.slice(after[1]!.start)}`, rank: 3 });
    }
  }
  return cuts;
}

/** Two verbs of one subject share a tense ("roast … and deliver"); "bakes … and seeded bread" is a participle, not a second verb. */
// A verb whose past is its present ("cut", "set", "put") may be either: it shares the other verb's tense.
const sameTense = (a: Term, b: Term) => a.tags.has('PastTense') === b.tags.has('PastTense') || (b.tags.has('PastTense') && sameInPast(a.lower));
/** A dictionary verb whose past is itself ("cut" gives "cut", "cuts" and "cutting"): not a form the conjugator merely echoes. */
function sameInPast(word: string): boolean {
  const forms = inflect.verb.conjugate(word, englishModel);
  return forms.PastTense === word && forms.Gerund !== word && forms.PresentTense === `${word}s`;
}
const isVerb = (t: Term) => (t.tags.has('Verb') || t.tags.has('Infinitive') || t.tags.has('PresentTense') || t.tags.has('PastTense')) && !t.tags.has('Gerund') && !t.tags.has('Adjective');
const isNoun = (t: Term) => t.tags.has('Noun') && !t.tags.has('Pronoun');

/** Whether the words start a clause of their own: a subject (a pronoun or a short noun phrase) then a verb. */
function startsClause(words: Term[]): boolean {
  const first = words[0];
  if (!first) return false;
  if (PRONOUN_SUBJECT.test(first.lower) || first.lower === 'there' || first.lower === 'this' || first.lower === 'that') return Boolean(words[1] && (isVerb(words[1]) || words[1].tags.has('Modal') || words[1].tags.has('Adverb') && words[2] && isVerb(words[2])));
  const verbAt = words.findIndex((w) => isVerb(w));
  return verbAt > 0 && verbAt <= 4 && words.slice(0, verbAt).every((w) => w.tags.has('Determiner') || w.tags.has('Possessive') || w.tags.has('Adjective') || isNoun(w) || w.tags.has('Value'));
}

function startsVerb(words: Term[]): boolean {
  const first = words[0];
  return Boolean(first && isVerb(first) && !first.tags.has('Modal'));
}

/** The sentence's subject, for a tail that starts with its verb ("and deliver within 48 hours"): a pronoun as written, else It or They. */
function subjectOf(terms: Term[], firstVerb: number): string | null {
  if (firstVerb <= 0) return null;
  const before = terms.slice(0, firstVerb);
  if (before.length === 1 && PRONOUN_SUBJECT.test(before[0]!.lower)) return capitalise(before[0]!.text.toLowerCase() === 'i' ? 'I' : before[0]!.lower);
  if (before.length <= 5 && before.some(isNoun)) return before.filter(isNoun).at(-1)!.tags.has('Plural') ? 'They' : 'It';
  // A long subject with an aside ("Hartwell Foods, a wholesaler in Bristol, cut …"): its first noun is who acts.
  const first = before.find(isNoun);
  if (first && !PRONOUN_SUBJECT.test(first.lower)) return first.tags.has('ProperNoun') || !first.tags.has('Plural') ? 'It' : 'They';
  return null;
}

function withSubject(subject: string | null, after: Term[], sentence: string): string {
  // An instruction has no subject ("Book a call and get ..."): its next verb is an instruction too.
  if (!subject) return sentence.slice(after[0]!.start);
  return `${subject} ${agree(subject, after[0]!, sentence)}`;
}

/** The tail from its verb, the verb agreeing with a singular pronoun ("It" + "deliver" gives "It delivers"). */
function agree(subject: string, verb: Term, sentence: string): string {
  const rest = sentence.slice(verb.end);
  const singular = /^(it|he|she)$/i.test(subject);
  if (singular && !/s$/i.test(verb.text) && !verb.tags.has('PastTense') && !verb.tags.has('Modal')) {
    const present = inflect.verb.conjugate(verb.lower, englishModel).PresentTense;
    if (present) return present + rest;
  }
  return sentence.slice(verb.start);
}

function capitalise(text: string): string {
  return text.replace(/^(["“‘(]?)([a-z])/, (_, q: string, c: string) => q + c.toUpperCase());
}
