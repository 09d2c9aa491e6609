import type { Brief, Deliverable } from '../../brief/brief.ts';
import { CONTAINERS, containersOf, isGeneralPiece, pieceOf } from '../../brief/deliverable-nouns.ts';
import { pieceName } from '../several-parts.ts';
import { parseEnglish } from '../../brief/english-words.ts';
import { isPeopleNoun } from '../../brief/people-nouns.ts';

/**
 * Every piece the brief asks for, in the count asked ('a post and a headline', '3 emails'): what the answer
 * lacks is said plainly in its notes, never left for the reader to count.
 */

/** Pieces written at length: a numbered list inside one (its steps) is not a count of them. */
const LONG = /^(?:blog post|article|page|landing page|guide|script|newsletter|email|letter|press release|case study|outline|plan|report)$/;

/** How many pieces the answer holds, by the ways tasks lay that piece out; the largest reading, so a shortfall is real. */
export function piecesCounted(deliverable: string, noun: string): number {
  const lines = deliverable.split('\n');
  const count = (re: RegExp) => lines.filter((l) => re.test(l)).length;
  const labelled = Math.max(count(/^\*\*(?!\[)[^*\n]*\b\d+\b[^*\n]*\*\*/), count(/^#{2,4}\s.*\b\d+ of \d+\b/), count(/^#{2,4}\s+\d{1,2}[.)]\s+\S/));
  if (pieceOf(noun) === 'email' || noun === 'email') return Math.max(labelled, count(/^\s*Subject\s*:/i), count(/^\s*(?:hi|hello|dear)\b[^\n]{0,40},\s*$/i));
  if (LONG.test(pieceOf(noun)) || LONG.test(noun)) return Math.max(labelled, count(/^#\s+\S/));
  // ('- **1. Grow referrals.** …': a numbered piece may be a bullet with its number in bold.)
  return Math.max(labelled, count(/^\d+[.)]\s+\S/), count(/^[-*]\s+\*\*\d+[.)]\s+\S/), count(/^###\s+\S/), count(/^\s*\|(?!\s*:?-{3})(?:[^|\n]*\|){2,}\s*$/) - 1);
}

/** Words a piece goes by in an answer's headings and labels. */
const SHOWN_AS: Record<string, string[]> = {
  post: ['post', 'caption', 'tweet', 'thread'],
  caption: ['caption', 'post'],
  email: ['email', 'subject', 'newsletter'],
  headline: ['headline', 'title', 'header'],
  'subject line': ['subject'],
  'meta description': ['meta description'],
  'title tag': ['title tag', 'meta title'],
  'meta title': ['title tag', 'meta title', 'seo title'],
};

/**
 * Whether a piece is in the answer by its kind, whatever its label says: an article or a page by its own title
 * heading, an email by its subject line.
 */
function presentByKind(deliverable: string, d: Deliverable): boolean {
  const piece = pieceOf(d.noun);
  // A script (a voiceover is one) by its spoken lines or its scenes, whatever its heading calls it.
  if (piece === 'script') return /^\s*(?:\*\*)?(?:VO|Voiceover|Voice-over|Scene \d+)\b/im.test(deliverable);
  if (LONG.test(piece) || LONG.test(d.noun)) return /^#\s+\S/m.test(deliverable) && deliverable.split(/\s+/).length >= 150;
  if (piece === 'email') return /^\s*(?:\*\*)?Subject(?: line)?(?:\*\*)?\s*:/im.test(deliverable);
  // Hashtags are there when tags are, whatever labels the posts carry.
  if (/^hashtags?$/.test(piece) || /^hashtags?$/.test(d.noun)) return /(?:^|\s)#[\p{L}\p{N}]/mu.test(deliverable);
  return false;
}

const NUMBER_WORDS: Record<number, string> = { 1: 'one', 2: 'two', 3: 'three', 4: 'four', 5: 'five', 6: 'six', 7: 'seven', 8: 'eight', 9: 'nine', 10: 'ten', 12: 'twelve', 15: 'fifteen', 20: 'twenty' };

/**
 * Whether the request's number counts the pieces ('3 emails', 'five LinkedIn posts') rather than people: a number
 * followed by the people it counts ('90 cafés', '120 past students') and never by the piece is no count of pieces.
 */
function countsPieces(request: string, count: number, d: Deliverable): boolean {
  const names = [d.noun, pieceOf(d.noun), ...(SHOWN_AS[d.noun] ?? []), ...(SHOWN_AS[pieceOf(d.noun)] ?? [])].map((n) => n.toLowerCase().split(/\s+/)[0]!.replace(/(?:es|s)$/, ''));
  const number = `(?:${count}${NUMBER_WORDS[count] ? `|${NUMBER_WORDS[count]}` : ''})`;
  const after = new RegExp(`(?<![\\p{L}\\p{N}])${number}(?![\\p{L}\\p{N}])[\\s-]+((?:[\\p{L}\\p{N}'’-]+\\s+){0,3}[\\p{L}\\p{N}'’-]+)`, 'giu');
  let people = false;
  let reported = false;
  for (const m of request.matchAll(after)) {
    // '4.6 from 83 reviews', 'one of 12 posts': a figure the request reports, not how many pieces it asks for.
    if (/\b(?:from|of|out of|with|over|across|than|by|at|about|around|got|get|has|have|had)\s*$|[~.,]\d*$/i.test(request.slice(0, m.index))) {
      reported = true;
      continue;
    }
    const words = parseEnglish(m[1]!).words;
    const piece = words.findIndex((w) => names.includes(w.lower.replace(/(?:es|s)$/, '')) || names.includes(w.lemma));
    const person = words.findIndex((w) => isPeopleNoun(w));
    if (piece >= 0 && (person < 0 || piece < person)) return true;
    if (person >= 0) people = true;
  }
  return !people && !reported;
}

function shown(deliverable: string, d: Deliverable): boolean {
  if (presentByKind(deliverable, d)) return true;
  // An FAQ is its questions under headings: 'an FAQ section: 5 questions with short answers' is shown by them.
  if (/^(?:faq|question|answer)$/.test(pieceOf(d.noun)) && deliverable.split('\n').filter((l) => /^\s*(?:#{2,4}\s|\*\*|Q:\s*).+\?\s*(?:\*\*)?\s*$/.test(l)).length >= 2) return true;
  // Headings, bold labels, 'Label:' lines, and a package part's italic line that says what it holds ('*One headline for …*').
  const labels = deliverable.split('\n').filter((l) => /^\s*(?:#{1,6}\s|\*\*|[-*]\s+(?:\*\*|\w[\w ]{0,20}:)|\w[\w ]{0,20}:|[*_](?![*_\s]))/.test(l)).join('\n').toLowerCase();
  const names = [d.noun, pieceOf(d.noun), ...(SHOWN_AS[d.noun] ?? []), ...(SHOWN_AS[pieceOf(d.noun)] ?? []), ...(d.of ? [d.of] : [])];
  return names.some((n) => labels.includes(n.toLowerCase()));
}

export function missingPieces(deliverable: string, notes: readonly string[], summary: string, brief: Brief): string[] {
  if (!brief.task || brief.revision || !deliverable.trim()) return [];
  // 'a script … voiceover plus on-screen text': two names of one piece ask for it once.
  const pieces = brief.deliverables.filter((d) => !d.part).filter((d, i, list) => list.findIndex((o) => pieceOf(o.noun) === pieceOf(d.noun)) === i);
  // 'Top 3 priorities. One short paragraph each.': a paragraph beside the pieces is how each is written, not a piece.
  const form = (d: Deliverable) => /^(?:paragraph|sentence|bullet|bullet point|line|word)s?$/.test(d.noun);
  const all = pieces.some((d) => !form(d)) ? pieces.filter((d) => !form(d)) : pieces;
  // '9 options' beside 'subject lines': a container of a piece asked with it is that piece counted, not a piece of its own.
  const asked = all.some((d) => !CONTAINERS.has(pieceOf(d.noun))) ? all.filter((d) => !CONTAINERS.has(pieceOf(d.noun))) : all;
  const said = [summary, ...notes].join('\n');
  const misses: string[] = [];
  if (asked.length > 1) {
    for (const d of asked) {
      // 'title tags for these three pages': the pages are what the titles are for, not pieces of their own.
      if (asked.some((o) => o !== d && containersOf(o.noun).includes(pieceOf(d.noun)))) continue;
      // A general piece ('a positioning line', '3 proof points', 'ideas') goes by too many names to look for.
      if (isGeneralPiece(d.noun) && pieceOf(d.noun) !== 'headline') continue;
      // ('12 keywords' laid out as 12 table rows or numbered lines is shown, whatever the headings call them.)
      if ((d.count ?? 0) > 1 && piecesCounted(deliverable, d.noun) >= d.count!) continue;
      if (shown(deliverable, d) || new RegExp(`not (?:done|written) here[^\\n]*\\b${d.noun}`, 'i').test(said)) continue;
      misses.push(`You asked for ${pieceName(d)}; it is not in this answer. Ask for it on its own and I will write it.`);
    }
    return misses;
  }
  const d = asked[0];
  if (!d?.count || d.count < 2 || /\bonly \d+\b|\bnone\b/i.test(said) || !countsPieces(brief.request, d.count, d)) return misses;
  const found = piecesCounted(deliverable, d.noun);
  if (found < d.count) misses.push(`You asked for ${pieceName(d)}; this answer has ${found === 0 ? 'none laid out as separate pieces' : found}. Ask again for the rest, or say which to add.`);
  return misses;
}
