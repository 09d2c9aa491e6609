import { countWord, listOf } from '../english-phrases.ts';
import { escapeRegExp } from '../../../../domain/escape-reg-exp.ts';

export { countWord, listOf };
/**
 * Short phrases cut from the space's facts, for search phrases, headings and titles: a fact reads as a whole
 * sentence ("Invoicing software for small accounting firms, built for month-end"), a search phrase is its head
 * ("invoicing software") and what it is for ("small accounting firms").
 */
const LEADING = /^(?:(?:a|an|the|our|your|its|their|we (?:are|offer|sell|make|build|run)|it is|this is)\s+)+/i;
/** Words that end a noun phrase's head: a clause or a preposition starts after them. */
const STOP = /^(that|which|where|who|whose|so|to|on|in|at|with|without|from|by|when|while|for|of|and|or|but|via|into|across|because|plus|per|is|are|was|can|will|lets?|helps?|gives?)$/i;
const PARTICIPLE_AFTER = /^(priced|built|made|designed|used|sold|delivered|run|based|aimed|tailored|trusted|loved|backed|owned|led|paid|billed|charged|available|offered|sent|focused|focussed)$/i;

function clauseOf(text: string, keepArticle = false): string {
  const clause = text
    .replace(/\s+/g, ' ')
    .trim()
    .split(/(?<=[.!?])\s/)[0]!
    .split(/\s*[,;:(]\s*|\s+[–—-]\s+/)[0]!
    .replace(/[.!?]+$/, '')
    .trim();
  if (!keepArticle) return clause.replace(LEADING, '').trim();
  // Prose keeps "a client portal" whole; only a lead-in such as "we offer" goes.
  const article = /^(a|an)\s/i.exec(clause)?.[0]?.toLowerCase() ?? '';
  return `${article}${clause.replace(LEADING, '').trim()}`;
}

/** A word as a search phrase writes it: lower case, unless it is a name or an acronym (SMS, QuickBooks). */
function searchCase(word: string): string {
  return /[A-Z].*[A-Z]|\d/.test(word.slice(1)) || /^[A-Z]{2,}/.test(word) ? word : word.toLowerCase();
}

/**
 * The head of a fact, at most `maxWords` words, in search-phrase case ('Automatic payment reminders that chase…'
 * gives 'automatic payment reminders'). `name` keeps the fact's own capitals (an integration's name); `prose`
 * keeps its article and capitals for a sentence ('a client portal').
 */
export function headPhrase(text: string | null | undefined, maxWords = 4, as: 'search' | 'name' | 'prose' = 'search'): string | null {
  if (!text?.trim()) return null;
  const words: string[] = [];
  const clause = clauseOf(text, as === 'prose');
  for (const word of clause.split(' ')) {
    // ('a subscription app priced per worker', 'software built for roofers': a participle after the head starts what describes it.)
    if (words.length >= 1 && PARTICIPLE_AFTER.test(word)) break;
    if ((STOP.test(word) && !(as === 'prose' && words.length === 0 && /^(a|an)$/i.test(word))) || words.length >= maxWords + (/^(a|an)$/i.test(clause.split(' ')[0]!) && as === 'prose' ? 1 : 0)) break;
    const w = word.replace(/[.,;:'"“”]+$/, '');
    words.push(as === 'name' ? w : as === 'prose' ? (words.length === 0 && /^[A-Z][a-z]+$/.test(w) ? w.toLowerCase() : w) : searchCase(w));
  }
  const phrase = words.join(' ').trim();
  return phrase && /[a-z]/i.test(phrase) ? phrase : null;
}

/** What a fact says its subject is for ('… for small accounting firms' gives 'small accounting firms'), else null. */
export function qualifierOf(text: string | null | undefined, maxWords = 4): string | null {
  if (!text) return null;
  const m = /\bfor\s+(.+)$/i.exec(clauseOf(text));
  return m ? headPhrase(m[1]!, maxWords) : null;
}

/** Items of a fact written as a list ('Stale coffee and late deliveries' gives ['stale coffee', 'late deliveries']). */
export function itemsOf(text: string | null | undefined, maxWords = 4): string[] {
  if (!text?.trim()) return [];
  return text
    // '£30,000' is one amount, and a full stop ends an item as a comma does.
    .split(/\s*(?:[;\n]|,(?!\d{3}\b)|(?<=[a-z)][.!?])\s+(?=[A-Z])|\band\b|\bor\b)\s*/i)
    .map((part) => headPhrase(part, maxWords))
    .filter((p): p is string => Boolean(p));
}


/** A fact as a sentence of its own: first letter up, one closing full stop. */
export function asSentence(text: string): string {
  const t = text.replace(/\s+/g, ' ').trim().replace(/[.;,:]+$/, '');
  return t ? `${t.charAt(0).toUpperCase()}${t.slice(1)}${/[!?]$/.test(t) ? '' : '.'}` : '';
}

/** A fact used mid-sentence: lower-cased first letter unless it starts with a name or an acronym. */
export function inSentence(text: string): string {
  const t = text.replace(/\s+/g, ' ').trim().replace(/[.;,:]+$/, '');
  const [first = '', second = ''] = t.split(' ');
  const ordinary = /^[A-Z][a-z']*$/.test(first) && first !== 'I' && !/^[A-Z]/.test(second);
  return ordinary ? t.charAt(0).toLowerCase() + t.slice(1) : t;
}

/** Title case for a heading built from a phrase: each word's first letter up, short words kept low. */
export function titleCase(text: string): string {
  return text
    .split(' ')
    .map((w, i) => (i > 0 && /^(a|an|the|and|or|for|of|to|in|on|at|by|with|vs)$/i.test(w) ? w.toLowerCase() : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ');
}


/**
 * A phrase kept in lower case for matching, with its words' own capitals back where the request or the facts write
 * them so ('GCSE', 'WooCommerce', 'iPhone'): a title never reads 'Gcse Maths'.
 */
export function writtenCase(phrase: string, sources: readonly (string | null | undefined)[]): string {
  const text = sources.filter(Boolean).join(' ');
  return phrase.replace(/[\p{L}][\p{L}\p{N}'’-]*/gu, (word) => {
    const escaped = escapeRegExp(word);
    const found = new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'iu').exec(text)?.[0];
    // Only a word with a capital after its first letter (an acronym, a brand's inner capital) has a case of its own.
    return found && /^.+\p{Lu}/u.test(found) ? found : word;
  });
}
