import nlp from 'compromise';
import datesPlugin from 'compromise-dates';
import { rememberedReadings } from '../offline/text-readings.ts';

// The dates plugin adds `.dates()` (spans such as "until March 31" or "by next Tuesday"); registered once, globally.
nlp.plugin(datesPlugin);

/** One word of a request as the English parser reads it: its lemma, its part of speech and where it sits. */
export interface Word {
  /** As written. */
  text: string;
  /** Lower case, as written. */
  lower: string;
  /** The dictionary form: singular nouns, base verbs ('emails' gives 'email', 'booked' gives 'book'). */
  lemma: string;
  tags: ReadonlySet<string>;
  /** Offsets in the parsed text. */
  start: number;
  end: number;
  /** Which sentence it is in, from 0. */
  sentence: number;
  /** Its place in the text's word list. */
  index: number;
  /** The punctuation after it, trimmed: ',', '.', '-' for a hyphen that joins it to the next word, '' for none. */
  after: string;
  /** Its numeric value when it is a number ('3', 'three', 'a dozen' gives 12 on 'dozen'). */
  value: number | null;
}

/** A stretch of the text the parser recognised (a date, a sum of money, a percentage). */
export interface Span {
  text: string;
  start: number;
  end: number;
}

export interface EnglishText {
  text: string;
  words: Word[];
  /** Words grouped by sentence. */
  sentences: Word[][];
  dates: Span[];
  money: Span[];
  percentages: Span[];
}

type JsonTerm = { text: string; normal: string; root?: string; tags: string[]; pre: string; post: string; offset: { start: number; length: number } };
type JsonNumber = { number?: { num: number | null }; terms: { offset: { start: number } }[] };
type JsonSpan = { text: string; offset: { start: number; length: number } };

// Plural nouns the tagger sometimes leaves without a singular root ("ads", "FAQs").
const IRREGULAR_ROOTS: Record<string, string> = { ads: 'ad', faqs: 'faq', ctas: 'cta', smss: 'sms', dms: 'dm', kpis: 'kpi' };

/** Parses English once: words with lemmas and tags, by sentence, and the dates, money and percentages in it. */
export const parseEnglish: (text: string) => EnglishText = rememberedReadings(readEnglish, 200_000);

function readEnglish(text: string): EnglishText {
  const doc = nlp(text);
  doc.compute('root');
  const values = new Map<number, number>();
  for (const n of doc.numbers().json({ offset: true, terms: { offset: true } }) as JsonNumber[]) {
    const num = n.number?.num;
    const first = n.terms[0];
    if (typeof num === 'number' && first) values.set(first.offset.start, num);
  }
  const words: Word[] = [];
  const sentences: Word[][] = [];
  (doc.json({ offset: true, terms: { offset: true } }) as { terms: JsonTerm[] }[]).forEach((sentence, s) => {
    const row: Word[] = [];
    sentence.terms.forEach((t, k) => {
      const lower = t.normal || t.text.toLowerCase();
      // ('lapsed trials (trial ended …)': a bracket opening after a word ends its phrase, as a comma does.)
      const after = t.post.trim() || (sentence.terms[k + 1]?.pre.includes('(') ? '(' : '');
      // 'CX', 'CMO': capitals the tagger reads as Roman numerals are acronyms here.
      // ('the free IT health check': 'IT' in capitals is information technology, never the pronoun.)
      const acronym = (t.tags.includes('RomanNumeral') && /^[A-Z]{2,5}$/.test(t.text)) || (t.text === 'IT' && t.tags.includes('Pronoun'));
      const word: Word = {
        text: t.text,
        lower,
        lemma: (t.root ?? IRREGULAR_ROOTS[lower] ?? lower).toLowerCase(),
        tags: new Set(acronym ? ['Noun', 'Acronym'] : t.tags),
        start: t.offset.start,
        end: t.offset.start + t.offset.length,
        sentence: s,
        index: words.length,
        after: after.startsWith('-') || after.startsWith('–') ? '-' : after,
        value: acronym ? null : (values.get(t.offset.start) ?? numberOf(lower)),
      };
      // ('IT health check': after an acronym that names a thing, a bare verb form before a noun is a noun of the same phrase.)
      const before = row[row.length - 1];
      if (before?.tags.has('Acronym') && !before.after && word.tags.has('Infinitive') && sentence.terms[k + 1]?.tags.includes('Noun')) word.tags = new Set(['Noun', 'Singular']);
      // ('for short breaks', 'the cheap flights': a present-tense verb form after an adjective that follows a preposition
      // or a determiner is a plural noun; the tagger reads 'breaks' as a verb.)
      // ('for winter short breaks': a noun may come between.)
      const opener = row.slice(Math.max(0, row.length - 3), -1).reverse().find((w) => !(w.tags.has('Noun') || w.tags.has('Date')) || w.tags.has('Pronoun'));
      const between = opener ? row.slice(row.indexOf(opener) + 1, -1) : [];
      if (before && opener && word.tags.has('PresentTense') && !word.tags.has('Noun') && /[a-z]s$/.test(lower) && before.tags.has('Adjective') && !before.tags.has('Verb') && !before.after && (opener.tags.has('Preposition') || opener.tags.has('Determiner')) && between.every((w) => !w.after && !w.tags.has('Verb'))) word.tags = new Set(['Noun', 'Plural']);
      // ('about dog walks near our cottages': a bare noun after a preposition, then a verb form in -s, is a compound noun.)
      else if (before && row[row.length - 2]?.tags.has('Preposition') && word.tags.has('PresentTense') && !word.tags.has('Noun') && /[a-z]s$/.test(lower) && before.tags.has('Noun') && !before.tags.has('Pronoun') && !before.tags.has('ProperNoun') && !before.tags.has('Plural') && !before.after) word.tags = new Set(['Noun', 'Plural']);
      // (and the particle the tagger gave that verb, 'breaks in', is the preposition it is: 'in Cumbria'.)
      else if (before?.tags.has('Plural') && !before.tags.has('Verb') && word.tags.has('Particle') && /^(?:in|on|at|near|around|across|by)$/.test(lower)) word.tags = new Set(['Preposition']);
      words.push(word);
      row.push(word);
    });
    sentences.push(row);
  });
  // A span's own text, from the request, without the brackets and stops the parser leaves at its ends.
  const spans = (view: { json(o: object): unknown }): Span[] =>
    (view.json({ offset: true }) as JsonSpan[]).map((j) => {
      const raw = text.slice(j.offset.start, j.offset.start + j.offset.length);
      const lead = /^[\s(\["'“‘]*/.exec(raw)![0].length;
      const kept = raw.slice(lead).replace(/[\s.,;:!?)\]"'”’]+$/, '');
      return { text: kept, start: j.offset.start + lead, end: j.offset.start + lead + kept.length };
    });
  // Only the spans are kept; a fixed reference day keeps the plugin from reading the clock.
  const withDates = doc as unknown as { dates(o: object): { json(o: object): unknown } };
  return { text, words, sentences, dates: spans(withDates.dates({ today: '2000-01-01' })), money: withSlashedMoney(text, spans(doc.money())), percentages: spans(doc.percentages()) };
}

/** The parser reads '$49/month' as one slashed word, not money: sums written with a currency sign are added. */
function withSlashedMoney(text: string, money: Span[]): Span[] {
  const all = [...money];
  for (const m of text.matchAll(/[$£€¥]\s?\d[\d,]*(?:\.\d+)?(?:\s?(?:k|m|bn)\b)?/gi)) {
    const start = m.index;
    const end = start + m[0].length;
    if (!all.some((s) => s.start < end && start < s.end)) all.push({ text: m[0], start, end });
  }
  return all.sort((a, b) => a.start - b.start);
}

function numberOf(lower: string): number | null {
  if (/^\d{1,7}(\.\d+)?$/.test(lower)) return Number(lower);
  if (lower === 'dozen') return 12;
  return null;
}

/** The lemmas of these words joined by spaces, with hyphenated parts apart ('win-back' reads 'win back'). */
export function lemmaLine(words: readonly Word[]): string {
  return ` ${words.map((w) => w.lemma.replace(/[-–]/g, ' ')).join(' ')} `;
}

/** The words as written, lower case, joined by spaces. */
export function lowerLine(words: readonly Word[]): string {
  return ` ${words.map((w) => w.lower.replace(/[-–]/g, ' ')).join(' ')} `;
}

/** The text these words cover, as written in the request (hyphens, capitals and inner punctuation kept). */
export function textOf(source: string, words: readonly Word[]): string {
  if (!words.length) return '';
  return source.slice(words[0]!.start, words[words.length - 1]!.end).trim();
}

export function has(word: Word | undefined, ...tags: string[]): boolean {
  return !!word && tags.some((t) => word.tags.has(t));
}

/** Whether a word ends its clause: a comma, a full stop or any other mark of punctuation after it. */
export function endsClause(word: Word): boolean {
  return /[,.;:!?)(]/.test(word.after);
}
