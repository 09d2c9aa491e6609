import nlp from 'compromise';
import { midSentence } from '../../offline/space-facts.ts';
import { countWord, listOf } from '../english-phrases.ts';

export { countWord, listOf };

/**
 * Small helpers that turn a fact as written into a piece of a sentence: a whole sentence, its first clause,
 * a name at its head, a list. They reword nothing: a fact keeps its words and its figures.
 */

/** A fact as a sentence of its own: first letter up, one closing stop. */
export function sentence(text: string): string {
  const t = text.trim().replace(/\s+/g, ' ');
  if (!t) return '';
  const capitalised = /^[a-z]/.test(t) ? t.charAt(0).toUpperCase() + t.slice(1) : t;
  return /[.!?]["”)]?$/.test(capitalised) ? capitalised : `${capitalised}.`;
}

/** Whether a text opens on a person's or a place's name, as the parser knows them. */
function isName(text: string): boolean {
  const tags = (nlp(text).json() as { terms: { tags: string[] }[] }[])[0]?.terms[0]?.tags ?? [];
  return tags.includes('Person') || tags.includes('Place') || tags.includes('FirstName');
}

/** A fact inside a sentence: no closing stop, an ordinary first word lower-cased ('Stale coffee' gives 'stale coffee'). */
export function inner(text: string): string {
  const t = text.trim().replace(/\s+/g, ' ').replace(/[.!?;:,]+$/, '');
  const [first = '', second = ''] = t.split(' ');
  // ('Sandra can have her own login': a person's or a place's name keeps its capital.)
  if (/^[A-Z][a-z'’-]+$/.test(first) && isName(t)) return t;
  // 'Last-minute cancellations' reads 'last-minute cancellations'; a name ('ChairTime', 'Smile Dental', 'SMS') stays.
  if (/^[A-Z][a-z'’-]*$/.test(first) && first !== 'I' && !(/^[A-Z]/.test(second) && !/^(The|A|An)$/.test(first))) return first.toLowerCase() + t.slice(first.length);
  return midSentence(t);
}

/** The first sentence of a text, without its stop. */
export function firstSentenceOf(text: string): string {
  return text.trim().split(/(?<=[.!?])\s+/)[0]!.replace(/[.!?]+$/, '');
}

/** The first clause of a text: up to its first comma, semicolon, colon or dash. */
export function firstClause(text: string): string {
  return firstSentenceOf(text).split(/\s*[,;:]\s+|\s+[–—]\s+|\s+-\s+/)[0]!.trim();
}

/** A product line's name when it opens with one ('The Office Barista Bundle: a weekly delivery…' gives 'the Office Barista Bundle'). */
export function nameAtHead(text: string): { name: string; rest: string | null } | null {
  const m = /^(.{2,60}?)(?::\s+|\s+[–—]\s+|\s+-\s+)(.+)$/.exec(text.trim());
  const head = (m ? m[1]! : text.trim()).replace(/[.!?]+$/, '');
  const words = head.split(/\s+/);
  // A name has a capital past its first word ('Office Barista Bundle', 'ChairTime Pro') or is one capitalised word.
  const named = words.slice(1).some((w) => /^[A-Z0-9]/.test(w)) || (words.length === 1 && /^[A-Z]/.test(head) && /[A-Z].*[A-Z]|^[A-Z][a-z]+$/.test(head) && Boolean(m));
  if (!named || words.length > 6) return null;
  return { name: inner(head), rest: m ? m[2]!.trim().replace(/[.!?]+$/, '') : null };
}



export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Words of a text that carry meaning, lower case, for matching a reader's question to a fact. */
export function keywordsOf(text: string): Set<string> {
  const stop = new Set('a an and are as at be but by for from has have how if in into is it its of on or our that the their them they this to was we were what when which who will with would you your not can could should more about than so very hard easy too much many new latest'.split(' '));
  return new Set((text.toLowerCase().match(/[a-z][a-z'-]+/g) ?? []).map(stemOf).filter((w) => w.length > 2 && !stop.has(w)));
}

/** A rough stem, so 'cleaning', 'cleans' and 'clean' meet. */
export function stemOf(word: string): string {
  return word.replace(/'s$/, '').replace(/(ing|ed|es|s)$/, '').replace(/(.)\1$/, '$1');
}
