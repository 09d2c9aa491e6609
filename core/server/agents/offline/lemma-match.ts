import nlp from 'compromise';
import { rememberedReadings } from './text-readings.ts';

/**
 * Finds a word or phrase in copy by lemma, so every form of it counts: "leverage" finds "leveraged" and
 * "leveraging", "synergy" finds "synergies", "game-changing" finds "game changer" and "game-changers".
 * The tagger (compromise) gives each word of the copy its root in context; the phrase is expanded into its
 * inflected forms once, and a word matches when its written or root form is one of them.
 */

/** One word of a line, as the tagger read it. */
export interface Term {
  text: string;
  /** Lower case, without punctuation. */
  lower: string;
  /** The dictionary form in context ('leveraging' gives 'leverage'), else the lower-case form. */
  root: string;
  tags: ReadonlySet<string>;
  start: number;
  end: number;
}

/** A stretch of the text that matched. */
export interface PhraseMatch {
  start: number;
  end: number;
  text: string;
  /** The matched words' tags (the last word's), to put a replacement in the same form. */
  tags: ReadonlySet<string>;
}

type JsonTerm = { text: string; normal: string; root?: string; tags: string[]; post: string; offset: { start: number; length: number } };

const world = nlp.world() as unknown as {
  model: { one: { lexicon: Record<string, string | undefined> } };
  methods: {
    two: {
      transform: {
        verb: { conjugate(w: string, m: unknown): Record<string, string>; toInfinitive(w: string, m: unknown, tense: string): string };
        noun: { toPlural(w: string, m: unknown): string; toSingular(w: string, m: unknown): string };
        adjective: { toComparative(w: string, m: unknown): string; toSuperlative(w: string, m: unknown): string; toAdverb(w: string, m: unknown): string };
      };
    };
  };
};
const transform = world.methods.two.transform;
const model = world.model;

/** Words the tagger reads; a longer run of letters (a pasted hash, a line of x's) is taken as written. */
const MAX_WORD = 30;
/** A line longer than this is read word by word, without context: the tagger's cost grows with the text. */
const MAX_PARSED = 4000;
/** The characters of text whose readings are kept (a few hundred documents' lines and drafts: some tens of MB). */
const READINGS_KEPT = 200_000;

/** The tagger's reading of a line (or of one word, out of context), remembered for the texts read again. */
export const termsOf: (text: string) => readonly Term[] = rememberedReadings(readTerms, READINGS_KEPT);

function readTerms(text: string): Term[] {
  if (text.length > MAX_PARSED) return wordsWithoutContext(text);
  const doc = nlp(text);
  doc.compute('root');
  const terms: Term[] = [];
  for (const sentence of doc.json({ offset: true, terms: { offset: true } }) as { terms: JsonTerm[] }[]) {
    for (const t of sentence.terms) {
      const start = t.offset.start;
      // A contraction the tagger expanded ("you'll" gives "you" and "will") has no text of its own.
      if (!t.text || text.slice(start, start + t.offset.length).toLowerCase() !== t.text.toLowerCase()) continue;
      const lower = t.text.toLowerCase().replace(/[^a-z0-9'-]/g, '');
      terms.push({ text: t.text, lower, root: (t.root ?? t.normal ?? lower).toLowerCase(), tags: new Set(t.tags), start, end: start + t.offset.length });
    }
  }
  return terms;
}

const singleWordCache = new Map<string, { root: string; tags: ReadonlySet<string> }>();

/** A word's root and tags out of context (cached: copy repeats its words). */
function readWord(word: string): { root: string; tags: ReadonlySet<string> } {
  const lower = word.toLowerCase();
  const cached = singleWordCache.get(lower);
  if (cached) return cached;
  let read: { root: string; tags: ReadonlySet<string> } = { root: lower, tags: new Set() };
  if (lower.length <= MAX_WORD) {
    const doc = nlp(lower);
    doc.compute('root');
    const t = (doc.json() as { terms: JsonTerm[] }[])[0]?.terms[0];
    if (t) read = { root: (t.root ?? t.normal ?? lower).toLowerCase(), tags: new Set(t.tags) };
  }
  if (singleWordCache.size > 20_000) singleWordCache.clear();
  singleWordCache.set(lower, read);
  return read;
}

function wordsWithoutContext(text: string): Term[] {
  return [...text.matchAll(/[A-Za-z][A-Za-z']*/g)].map((m) => {
    const { root, tags } = readWord(m[0]);
    return { text: m[0], lower: m[0].toLowerCase(), root, tags, start: m.index, end: m.index + m[0].length };
  });
}

/** The words of a phrase as written: "game-changing" and "game changer" are both two words. */
function phraseWords(phrase: string): string[] {
  return phrase.toLowerCase().split(/[\s\-–]+/).map((w) => w.replace(/[^a-z0-9']/g, '')).filter(Boolean);
}

const isGerund = (word: string, tags: ReadonlySet<string>) => /ing$/.test(word) && word.length > 5 && (tags.has('Gerund') || tags.has('Adjective') || tags.has('Verb'));

/** The dictionary forms a word of a phrase stands for: its root, and the verb under an -ing adjective ("changing" gives "change"). */
function lemmasOf(word: string): string[] {
  const { root, tags } = readWord(word);
  const lemmas = new Set([word, root]);
  if (isGerund(word, tags)) lemmas.add(transform.verb.toInfinitive(word, model, 'Gerund'));
  return [...lemmas].filter(Boolean);
}

/** Every inflected form of a dictionary form: verb tenses, noun number, adjective degrees and adverb. */
function inflectionsOf(lemma: string): string[] {
  const forms = new Set([lemma]);
  const add = (w: string | undefined) => w && /^[a-z][a-z'-]*$/.test(w) && forms.add(w);
  const verb = transform.verb.conjugate(lemma, model);
  for (const tense of ['Infinitive', 'PastTense', 'PresentTense', 'Gerund', 'PerfectTense', 'Participle']) add(verb[tense]);
  add(transform.noun.toPlural(lemma, model));
  add(transform.noun.toSingular(lemma, model));
  if (/Adjective/.test(model.one.lexicon[lemma] ?? '') || readWord(lemma).tags.has('Adjective')) {
    add(transform.adjective.toComparative(lemma, model));
    add(transform.adjective.toSuperlative(lemma, model));
    add(transform.adjective.toAdverb(lemma, model));
  }
  return [...forms];
}

/** The person or thing that does a verb, as compounds use it: "change" gives "changer" ("game changer"). */
function actorOf(verb: string): string {
  return verb.endsWith('e') ? `${verb}r` : `${verb}er`;
}

/** A phrase read once into the forms each of its words may take. */
export interface LemmaPattern {
  phrase: string;
  words: ReadonlySet<string>[];
  /** A few letters every form starts with, to skip lines that cannot match without tagging them. */
  prefixes: string[];
}

const patternCache = new Map<string, LemmaPattern>();

export function lemmaPattern(phrase: string): LemmaPattern {
  const key = phrase.toLowerCase().trim();
  const cached = patternCache.get(key);
  if (cached) return cached;
  const words = phraseWords(key);
  const sets = words.map((word, i) => {
    const forms = new Set<string>();
    for (const lemma of lemmasOf(word)) for (const form of inflectionsOf(lemma)) forms.add(form);
    // The last word of a compound has a participle twin and an actor-noun twin: "game-changing" is a "game changer".
    if (words.length > 1 && i === words.length - 1) {
      const { tags } = readWord(word);
      const verbs = new Set<string>();
      if (isGerund(word, tags)) verbs.add(transform.verb.toInfinitive(word, model, 'Gerund'));
      const actor = /^(.+?)(e?r)s?$/.exec(word);
      if (actor) for (const base of [actor[1]!, `${actor[1]!}e`]) if (/Verb|Infinitive/.test(model.one.lexicon[base] ?? '')) verbs.add(base);
      for (const verb of verbs) {
        for (const form of inflectionsOf(verb)) forms.add(form);
        forms.add(actorOf(verb));
        forms.add(`${actorOf(verb)}s`);
      }
    }
    return forms;
  });
  const prefixes = [...new Set(sets[0] ? [...sets[0]].map((f) => f.slice(0, Math.min(4, f.length))) : [])];
  const pattern = { phrase: key, words: sets, prefixes };
  if (patternCache.size > 2_000) patternCache.clear();
  patternCache.set(key, pattern);
  return pattern;
}

/** Whether a line may hold the phrase: one of its forms' first letters starts a word (cheap, before tagging). */
export function mayContain(text: string, pattern: LemmaPattern): boolean {
  const lower = text.toLowerCase();
  return pattern.prefixes.some((p) => new RegExp(`(?<![a-z])${p.replace(/[^a-z0-9']/g, '')}`).test(lower));
}

const termMatches = (term: Term, forms: ReadonlySet<string>) => forms.has(term.lower) || forms.has(term.root);

/** Where the phrase occurs in the text, in any of its forms, in order. */
export function findPhrase(text: string, phrase: string, terms?: readonly Term[]): PhraseMatch[] {
  const pattern = lemmaPattern(phrase);
  if (!pattern.words.length || !mayContain(text, pattern)) return [];
  const all = terms ?? termsOf(text);
  const found: PhraseMatch[] = [];
  for (let i = 0; i + pattern.words.length <= all.length; i++) {
    let ok = true;
    for (let j = 0; j < pattern.words.length && ok; j++) {
      const term = all[i + j]!;
      ok = termMatches(term, pattern.words[j]!);
      // The words of a phrase sit together: only spaces or a hyphen between them, never a comma or a full stop.
      if (ok && j > 0) ok = /^[\s\-–]*$/.test(text.slice(all[i + j - 1]!.end, term.start));
    }
    if (!ok) continue;
    const first = all[i]!;
    const last = all[i + pattern.words.length - 1]!;
    found.push({ start: first.start, end: last.end, text: text.slice(first.start, last.end), tags: last.tags });
    i += pattern.words.length - 1;
  }
  // 'stress-free' is said as 'no stress' and 'without stress' too: a banned '…-free' is the same promise in those words.
  const free = /^([a-z]+)[\s-]free$/.exec(pattern.phrase);
  if (free) for (const said of [`no ${free[1]}`, `without ${free[1]}`, `zero ${free[1]}`]) found.push(...findPhrase(text, said, all));
  return found.sort((a, b) => a.start - b.start);
}

/** A word's dictionary form out of context, for comparing words ('appointments' gives 'appointment'). */
export function lemmaOf(word: string): string {
  const lemmas = lemmasOf(word.toLowerCase());
  return lemmas[lemmas.length - 1] ?? word.toLowerCase();
}

export { transform as inflect, model as englishModel };
