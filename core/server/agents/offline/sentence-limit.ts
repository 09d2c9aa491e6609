import { inflect, englishModel, termsOf, type Term } from './lemma-match.ts';

/**
 * A voice's sentence limit, held on every sentence of the copy (profile text spliced into an email included):
 * a long sentence is split where a clause ends, so each part still reads as a sentence — "We roast every
 * Monday and deliver within 48 hours" becomes "We roast every Monday. We deliver within 48 hours". Only a
 * clause with its own subject and verb may stand alone: never a cut inside brackets or a quotation, nor one
 * that leaves a phrase ("From £6 a month.", "For a medium dog.", "Before you leave."); such a sentence stays
 * whole and is reported as over. A cut is made only where the head is a whole clause — its own verb, and no clause
 * in it left waiting for one ("You know how frustrating dogs", "Owners who treat their dog as family", "If you miss
 * a visit") — and the tail does not carry on into a verb of the head's ("dogs that turn their nose up at kibble …
 * can be" stays one sentence).
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
      let parts = splitSentence(sentence, limit, 0);
      // ('… at your door (Bronze, Silver, Gold and E-bike services), puncture call-outs …': a list in brackets, with no
      // figure in it, is detail the sentence can lose before it is left over the limit.)
      if (parts.some((p) => sentenceWords(p) > limit)) {
        const bare = sentence.replace(/\s*\((?![^()]*[\d£$€%])[^()]{3,120}\)/g, '');
        if (bare !== sentence) parts = splitSentence(bare, limit, 0);
      }
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
  /** The head's words are the terms before this one. */
  at: number;
  /** The tail's words, as taken from the sentence, start at this term (a pronoun put before them is not among them). */
  tailAt: number;
  /**
   * `relative`: the tail is a relative clause given a pronoun ("software that fills …" gives "It fills …"), so it must
   * not go on to a verb of the head's ("dogs that turn up their nose … can be"). `sharedSubject`: the tail is a verb
   * given the sentence's subject after a bare "and" ("and deliver …" gives "We deliver …"), so the head's last verb
   * must be the main one (after ", and" the comma has closed any clause in between).
   */
  kind?: 'relative' | 'sharedSubject';
}

const PRONOUN_SUBJECT = /^(we|you|they|i|he|she|it)$/i;
const DROPPED_JOINS = new Set(['and', 'so', 'plus', 'because']);
const KEPT_JOINS = new Set(['but', 'yet', 'or']);
/** Joins of two clauses, or of two verbs of one clause; "because", "before" or "so that" instead start a clause that waits for its verb. */
const COORDINATORS = new Set(['and', 'but', 'or', 'yet', 'so', 'plus', 'nor', 'then']);

function splitSentence(sentence: string, limit: number, depth: number): string[] {
  if (sentenceWords(sentence) <= limit || depth > 5) return [sentence];
  const terms = termsOf(sentence);
  const cuts = cutsOf(sentence, terms).filter((c) => sentenceWords(sentence.slice(0, c.headEnd)) >= 3 && sentenceWords(c.tail) >= 3 && !bracketDepth(sentence, c.headEnd) && !insideQuote(sentence, c.headEnd) && standsAlone(c, terms, sentence));
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

/** People named only by the clause after them ('people who don't own kit'): cut there, the head says nothing. */
const DEFINED_BY_CLAUSE = /^(?:people|those|anyone|someone|everyone|customers|clients|families|parents|owners|ones?|guests|visitors|members)$/;

/** 'tent and campervan pitches': a singular noun, then a noun and a plural noun they both describe. */
function sharedHead(prev: Term, after: readonly Term[]): boolean {
  const [next, head] = after;
  return Boolean(next && head && prev.tags.has('Noun') && !prev.tags.has('Plural') && !prev.tags.has('Pronoun') && next.tags.has('Noun') && !next.tags.has('Plural') && /[^s]s$/i.test(head.lower));
}

function cutsOf(sentence: string, terms: readonly Term[]): Cut[] {
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
    if (/;/.test(gap) || (/[–—]|\s-\s|:/.test(gap) && startsClause(terms.slice(i), sentence))) cuts.push({ headEnd: prev.end, tail: rest, rank: 0, at: i, tailAt: i });
    else if (/[;–—]|\s-\s|:/.test(gap)) continue;
    else if (/,/.test(gap) && (DROPPED_JOINS.has(word) || KEPT_JOINS.has(word))) {
      const tail = sentence.slice(after[0]!.start);
      if (startsClause(after, sentence)) cuts.push({ headEnd: prev.end, tail: DROPPED_JOINS.has(word) ? tail : rest, rank: 1, at: i, tailAt: DROPPED_JOINS.has(word) ? i + 1 : i });
      else if (startsVerb(after) && i > firstVerb && firstVerb >= 0 && sameTense(terms[firstVerb]!, after[0]!) && !negated(terms, firstVerb, i)) cuts.push({ headEnd: prev.end, tail: withSubject(subject, after, sentence), rank: 2, at: i, tailAt: i + 1 });
    } else if (/,/.test(gap) && (word === 'which' || word === 'who') && after.length && isVerb(after[0]!)) {
      cuts.push({ headEnd: prev.end, tail: `${word === 'which' ? 'This' : 'They'} ${sentence.slice(after[0]!.start)}`, rank: 1, at: i, tailAt: i + 1, kind: 'relative' });
    } else if (/^\s+$/.test(gap) && word === 'and' && sharedHead(prev, after)) {
      // 'tent and campervan pitches': two words that share the noun after them, not two clauses.
      continue;
    } else if (/^\s+$/.test(gap) && (word === 'and' || word === 'but') && i > firstVerb && firstVerb >= 0) {
      const tail = sentence.slice(after[0]!.start);
      // 'for couples and friend groups aged 30-55': 'aged' describes the groups; they are one more thing, not a clause.
      if (describedThing(after)) continue;
      if (startsClause(after, sentence)) cuts.push({ headEnd: prev.end, tail: word === 'but' ? rest : tail, rank: 2, at: i, tailAt: word === 'but' ? i : i + 1 });
      // 'compost, tools and garden sundries': the last item of a list of things, not a verb ('It gardens sundries').
      else if (startsVerb(after) && sameTense(terms[firstVerb]!, after[0]!) && !endsList(terms, i, sentence) && !negated(terms, firstVerb, i)) cuts.push({ headEnd: prev.end, tail: (word === 'but' ? 'But ' : '') + withSubject(subject, after, sentence), rank: 3, at: i, tailAt: i + 1, kind: 'sharedSubject' });
    } else if (/^\s+$/.test(gap) && (word === 'that' || word === 'which' || word === 'who') && isNoun(prev) && !DEFINED_BY_CLAUSE.test(prev.lower) && after.length && isVerb(after[0]!) && !after[0]!.tags.has('Modal')) {
      // "software that fills cancelled slots" gives "... software. It fills cancelled slots".
      // ('practice owners in Bristol who want …': the clause is about the owners, not the place named after them.)
      const placed = prev.tags.has('ProperNoun') && /^(?:in|at|near|around|across|from|of)$/.test(terms[i - 2]?.lower ?? '') ? terms[i - 3] : undefined;
      const head = placed && isNoun(placed) ? placed : prev;
      // ('software for small practices that fills slots': a verb in -s agrees with a singular head further back.)
      const singularVerb = after[0]!.tags.has('PresentTense') && /[^s]s$/i.test(after[0]!.lower) && !/^(?:is|has|was|does)$/.test(after[0]!.lower);
      const pronoun = head.tags.has('Plural') && !singularVerb ? 'They' : 'It';
      cuts.push({ headEnd: prev.end, tail: `${pronoun} ${agree(pronoun, after[0]!, sentence)}`, rank: 3, at: i, tailAt: i + 1, kind: 'relative' });
    } else if (/,/.test(gap) && startsClause(terms.slice(i), sentence)) cuts.push({ headEnd: prev.end, tail: rest, rank: 2, at: i, tailAt: i });
    else if (/^\s+$/.test(gap) && word === 'so' && after[0]?.lower === 'that' && i > firstVerb && firstVerb >= 0 && after.some(isVerb)) {
      // "… automation so that your team never has to …" gives "… automation. That way, your team never has to …": a sentence, not a fragment.
      cuts.push({ headEnd: prev.end, tail: `That way, ${sentence.slice(after[1]!.start)}`, rank: 3, at: i, tailAt: i + 2 });
    }
  }
  return cuts;
}

/** A noun or two, then a participle that describes them ('friend groups aged 30-55', 'families based in Leeds'): a thing, not a clause. */
function describedThing(after: readonly Term[]): boolean {
  const verb = after.findIndex((t) => isVerb(t));
  if (verb < 1 || verb > 3 || !after.slice(0, verb).every((t) => isNoun(t))) return false;
  return /^(?:aged|based|located|priced|sized|rated|styled|designed|trained|registered|living|working|looking|planning)$/.test(after[verb]!.lower);
}

/**
 * Whether the verb the tail would share is negated ('we will not build, or keep a marquee up …'): the tail given the
 * subject alone ('They keep a marquee up') would say the opposite, so no such cut is made.
 */
function negated(terms: readonly Term[], firstVerb: number, at: number): boolean {
  return terms.slice(Math.max(0, firstVerb - 1), at).some((t) => /^(?:not|never|no|cannot|can't|won't|don't|doesn't|didn't|isn't|aren't|wasn't|weren't|shouldn't|wouldn't|couldn't|mustn't|nor|n't)$/.test(t.lower) || /n't$/.test(t.lower));
}

/**
 * Whether both sides of a cut read as sentences. The head must be a whole clause: its main clause has its verb, and
 * no clause it opens is left waiting for one ("You know how frustrating dogs", "Owners who treat their dog as family",
 * "If you book by Friday"). The tail's own clause must have its verb too ("Software that fills cancelled slots" has
 * none of its own). A relative clause cut off as a sentence must not run on into a verb that belongs to the head
 * ("dogs that turn their nose up at kibble … can be"), and a verb given the sentence's subject must share the main
 * clause's ("how dogs … sleep better and need fewer trips": it is the dogs who need them, not "We").
 */
function standsAlone(cut: Cut, terms: readonly Term[], sentence: string): boolean {
  const head = readClauses(terms.slice(0, cut.at), sentence);
  if (!head.mainHasVerb || head.leftOpen) return false;
  if (cut.kind === 'sharedSubject' && !head.lastVerbInMain) return false;
  const tail = readClauses(terms.slice(cut.tailAt), sentence);
  return tail.mainHasVerb && !(cut.kind === 'relative' && tail.strayVerb);
}

/** Words that open a clause of their own, which then waits for its verb: a question word, or "who" / "which". */
const CLAUSE_OPENERS = new Set(['how', 'what', 'why', 'whether', 'if', 'when', 'where', 'who', 'whom', 'whose', 'which']);

interface ClauseReading {
  /** The first clause (the one the words start) has its verb. */
  mainHasVerb: boolean;
  /** A clause opened later, its subject written ("how frustrating dogs"), still waits for its verb at the end. */
  leftOpen: boolean;
  /** The last verb belongs to the first clause, not to one opened after it. */
  lastVerbInMain: boolean;
  /** A finite verb no open clause waits for and no join brings in: the verb of a clause begun before these words. */
  strayVerb: boolean;
}

interface Clause {
  main: boolean;
  /** A subject has been written (a relative pronoun stands for one). */
  subject: boolean;
}

/**
 * Reads which clauses a run of words opens and which of them get a verb, from the tagger's tags. The first clause
 * waits for a verb from the start; another waits from the word that opens it (a question word, "who" or "which",
 * "that" after a noun or a verb, "because" or "before" before a subject and verb, a subject pronoun right after a
 * noun once the main verb is in). A verb group ("can be", "want to show") closes the innermost clause still waiting;
 * "and", "or" or a comma may bring in another verb, of the same subject or of a new one.
 */
function readClauses(words: readonly Term[], text: string): ClauseReading {
  const main: Clause = { main: true, subject: false };
  const waiting: Clause[] = [main];
  let mainHasVerb = false;
  let lastVerbOf: Clause = main;
  /** The verb group the last words were in ("can be", "want to show"), and whether it has a finite verb. */
  let group: 'none' | 'finite' | 'nonFinite' = 'none';
  let licensed = false;
  let strayVerb = false;
  const closeInnermost = () => {
    const clause = waiting.pop();
    if (clause) {
      if (clause.main) mainHasVerb = true;
      lastVerbOf = clause;
    }
    return clause;
  };
  for (let k = 0; k < words.length; k++) {
    const w = words[k]!;
    const prev = k > 0 ? words[k - 1]! : undefined;
    const next = words[k + 1];
    const gap = prev ? text.slice(prev.end, w.start) : '';
    if (/[;:–—]|\s-\s/.test(gap)) group = 'none';
    const contracted = contractedVerb(w);
    if (contracted === 'opener') {
      // "what's", "who's": a clause and its verb at once.
      lastVerbOf = { main: false, subject: true };
      group = 'finite';
      licensed = false;
      continue;
    }
    if (contracted === 'verb' || isVerb(w)) {
      // A verb after another is the same group, unless it is finite after a non-finite one ("the toast to show afterwards is put").
      if (group !== 'none' && !/,/.test(gap) && !(group === 'nonFinite' && isFiniteVerb(w))) continue;
      group = 'nonFinite';
      // "a current space chosen before …": a participle alone is no clause's verb.
      if (participleOnly(w)) continue;
      if (prev?.lower === 'to') {
        // "to" + verb is no clause's verb, except a question word's: "how to cook".
        const opener = words[k - 2];
        if (opener && CLAUSE_OPENERS.has(opener.lower) && waiting.length && !waiting.at(-1)!.main) closeInnermost();
        continue;
      }
      group = 'finite';
      const commaList = /,/.test(gap) && !w.tags.has('Modal') && !w.tags.has('Copula') && !w.tags.has('Auxiliary');
      if (!closeInnermost() && !licensed && !commaList && isFiniteVerb(w)) strayVerb = true;
      licensed = false;
      continue;
    }
    if (group !== 'none' && (w.tags.has('Adverb') || w.lower === 'not' || w.lower === 'never' || w.lower === 'to')) continue;
    group = 'none';
    if (opensClause(w, prev, next, words[k + 2])) {
      waiting.push({ main: false, subject: w.lower === 'that' || ((w.lower === 'who' || w.lower === 'which') && prev !== undefined && isNoun(prev)) });
      continue;
    }
    if (COORDINATORS.has(w.lower)) {
      // "… and texts patients", "… and we deliver": a verb the join brings in, of the same subject or a new one.
      if (k > 0) licensed = Boolean(next && (isVerb(next) || startsClause(words.slice(k + 1))));
      continue;
    }
    // "because we roast", "before patients arrive", "after you book": a clause of its own, waiting for its verb.
    const subordinate = w.tags.has('Conjunction') || w.tags.has('Condition') || (w.tags.has('Preposition') && Boolean(next && PRONOUN_SUBJECT.test(next.lower)));
    if (subordinate && w.lower !== 'to' && startsClause(words.slice(k + 1))) {
      waiting.push({ main: false, subject: false });
      continue;
    }
    // ", we deliver": a clause after a comma, the main one when none came before it ("If you book by Friday, we deliver").
    if (k > 0 && /,/.test(gap) && startsClause(words.slice(k))) licensed = true;
    // "we fill the slots you lose": after the main verb, a subject pronoun right after a noun starts a clause of its own
    // (before it, the pronoun is the main clause's subject: "Without a server they are skipped").
    if (mainHasVerb && prev && isNoun(prev) && PRONOUN_SUBJECT.test(w.lower) && w.lower !== 'it') waiting.push({ main: false, subject: true });
    if (isNoun(w) || w.tags.has('Pronoun')) {
      const inner = waiting.at(-1);
      if (inner) inner.subject = true;
    }
  }
  return { mainHasVerb, leftOpen: waiting.some((c) => !c.main && c.subject), lastVerbInMain: lastVerbOf === main, strayVerb };
}

/** Whether a word opens a clause: a question word or relative pronoun, or "that" after a noun ("dogs that") or before a clause ("know that dogs"). */
function opensClause(w: Term, prev: Term | undefined, next: Term | undefined, afterNext: Term | undefined): boolean {
  // "if longer than 50 characters", "where possible", "if so": a clause with no subject or verb to wait for.
  if (/^(if|when|where)$/.test(w.lower) && next && (next.lower === 'so' || next.lower === 'not' || ((next.tags.has('Adjective') || next.tags.has('Adverb')) && !(afterNext && isNoun(afterNext))))) return false;
  if (CLAUSE_OPENERS.has(w.lower) || w.tags.has('QuestionWord')) return true;
  if (w.lower !== 'that' || !prev) return false;
  if (isNoun(prev)) return true;
  // "fix that problem" is a determiner; "know that dogs love it", "know that we …" start a clause.
  return isVerb(prev) && Boolean(next && (next.tags.has('Pronoun') || next.tags.has('Plural') || isVerb(next)));
}

/** A word the tagger keeps whole though it holds a verb: "it's", "we're", "you'll"; "what's" opens a clause as well. */
function contractedVerb(w: Term): 'verb' | 'opener' | null {
  const [base, ending] = w.text.toLowerCase().split(/['’]/);
  if (!base || ending === undefined) return null;
  if (/^(re|ll|ve|m|d)$/.test(ending)) return 'verb';
  if (ending !== 's') return null;
  if (CLAUSE_OPENERS.has(base)) return 'opener';
  return w.tags.has('Pronoun') || /^(here|there|that|let)$/.test(base) ? 'verb' : null;
}

/** A past participle that is not also the past tense ("chosen", not "built"): it needs "is" or "has" to be a verb. */
function participleOnly(t: Term): boolean {
  if (!t.tags.has('PastTense') && !t.tags.has('Participle')) return false;
  const forms = inflect.verb.conjugate(inflect.verb.toInfinitive(t.lower, englishModel, 'Participle'), englishModel);
  return forms.Participle === t.lower && forms.PastTense !== t.lower;
}

/**
 * A verb that is surely some clause's own: a modal, a form of "be" or "do", or a present tense that is not the bare
 * verb ("cooked" may be a participle, "fill" an infinitive: "helps small practices fill …").
 */
const isFiniteVerb = (t: Term) => t.tags.has('Modal') || t.tags.has('Copula') || t.tags.has('Auxiliary') || (t.tags.has('PresentTense') && !t.tags.has('Infinitive') && !t.tags.has('PastTense') && !t.tags.has('Participle'));

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
function startsClause(words: readonly Term[], sentence?: string): boolean {
  const first = words[0];
  if (!first) return false;
  // 'WooCommerce, set-up in an afternoon …' is the end of a list, not a subject and its verb: no comma parts them.
  const parted = (upTo: number) => sentence !== undefined && words.slice(1, upTo + 1).some((w, k) => /[,;:]/.test(sentence.slice(words[k]!.end, w.start)));
  if (PRONOUN_SUBJECT.test(first.lower) || first.lower === 'there' || first.lower === 'this' || first.lower === 'that') return Boolean(words[1] && (isVerb(words[1]) || words[1].tags.has('Modal') || words[1].tags.has('Adverb') && words[2] && isVerb(words[2])));
  const verbAt = words.findIndex((w) => isVerb(w));
  return verbAt > 0 && verbAt <= 4 && !parted(verbAt) && words.slice(0, verbAt).every((w) => w.tags.has('Determiner') || w.tags.has('Possessive') || w.tags.has('Adjective') || isNoun(w) || w.tags.has('Value'));
}

/** Whether 'and' at `i` closes a list of nouns ('compost, tools and …'): a plural noun before it, a comma a word or two before that. */
function endsList(terms: readonly Term[], i: number, sentence: string): boolean {
  const before = terms[i - 1];
  const from = terms[Math.max(0, i - 3)];
  return Boolean(before && from && isNoun(before) && before.tags.has('Plural') && sentence.slice(from.end, before.start).includes(','));
}

function startsVerb(words: readonly Term[]): boolean {
  const first = words[0];
  return Boolean(first && isVerb(first) && !first.tags.has('Modal'));
}

/** The sentence's subject, for a tail that starts with its verb ("and deliver within 48 hours"): a pronoun as written, else It or They. */
function subjectOf(terms: readonly Term[], firstVerb: number): string | null {
  if (firstVerb <= 0) return null;
  const before = terms.slice(0, firstVerb);
  if (before.length === 1 && PRONOUN_SUBJECT.test(before[0]!.lower)) return capitalise(before[0]!.text.toLowerCase() === 'i' ? 'I' : before[0]!.lower);
  // The verb as written agrees with its subject: 'Our health plans (Little Paws, …) spread … and are …' is They,
  // whatever noun the aside ends on; 'is', 'has' or a verb in -s is It.
  const verb = terms[firstVerb]!.lower;
  if (/^(?:are|were|have|do)$/.test(verb)) return 'They';
  if (/^(?:is|was|has|does)$/.test(verb)) return 'It';
  if (before.length <= 5 && before.some(isNoun)) return before.filter(isNoun).at(-1)!.tags.has('Plural') ? 'They' : 'It';
  // A long subject with an aside ("Hartwell Foods, a wholesaler in Bristol, cut …"): its first noun is who acts.
  const first = before.find(isNoun);
  if (first && !PRONOUN_SUBJECT.test(first.lower)) return first.tags.has('ProperNoun') || !first.tags.has('Plural') ? 'It' : 'They';
  return null;
}

function withSubject(subject: string | null, after: readonly Term[], sentence: string): string {
  // An instruction has no subject ("Book a call and get ..."): its next verb is an instruction too.
  if (!subject) return sentence.slice(after[0]!.start);
  return `${subject} ${agree(subject, after[0]!, sentence)}`;
}

/** The tail from its verb, the verb agreeing with a singular pronoun ("It" + "deliver" gives "It delivers"). */
function agree(subject: string, verb: Term, sentence: string): string {
  const rest = sentence.slice(verb.end);
  const singular = /^(it|he|she)$/i.test(subject);
  // The copulas and auxiliaries have forms of their own ('are' is 'is' after It, never 'ares').
  const own = singular ? ({ are: 'is', were: 'was', have: 'has', do: 'does' } as Record<string, string>)[verb.lower] : undefined;
  if (own) return own + rest;
  if (singular && !/s$/i.test(verb.text) && !verb.tags.has('PastTense') && !verb.tags.has('Modal')) {
    const present = inflect.verb.conjugate(verb.lower, englishModel).PresentTense;
    if (present) return present + rest;
  }
  return sentence.slice(verb.start);
}

function capitalise(text: string): string {
  return text.replace(/^(["“‘(]?)([a-z])/, (_, q: string, c: string) => q + c.toUpperCase());
}
