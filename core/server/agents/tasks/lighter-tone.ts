import nlp from 'compromise';
import type { Brief } from '../brief/brief.ts';
import { capitalise } from '../offline/template-grammar.ts';

/** 'More playful', 'a bit more fun', 'lighter', 'cheekier', 'more upbeat': a lighter tone asked of the same piece. */
export const LIGHTER = /playful|\bfun\b|\bfunn(?:y|ier)\b|cheek|light-?hearted|\blighter\b|upbeat|energetic|lively|livelier|\bexciting\b|quirk|witty|whimsical|humou?r/;

/** Set phrases of calls to action and openings, each with a lighter one that asks the same of the reader. */
const LIGHTER_PHRASES: readonly (readonly [RegExp, string])[] = [
  [/\blearn more\b/gi, 'take a look'],
  [/\bfind out more\b/gi, 'come and see'],
  [/\bread more\b/gi, 'dig in'],
  [/\bsave your (seat|spot|place)\b/gi, 'grab your $1'],
  [/\breserve your (seat|spot|place)\b/gi, 'grab your $1'],
  [/\bregister now\b/gi, 'grab your place'],
  [/\bbook now\b/gi, 'grab a slot'],
  [/\bshop now\b/gi, 'have a browse'],
  [/\bget started\b/gi, 'dive in'],
  [/\b(?:contact us|get in touch)\b/gi, 'say hello'],
  [/\byou(?:'re| are) (?:warmly |cordially )?invited to\b/gi, 'come along to'],
  [/\bwe are pleased to (?:announce|share|tell you)\b/gi, 'guess what:'],
];

function sameCase(found: string, lighter: string): string {
  return /^[A-Z]/.test(found) ? capitalise(lighter) : lighter;
}

/**
 * The piece in a lighter tone, with what can be said lighter without making anything up: contractions, 'Hey' for
 * 'Hi', calls to action in their lighter set phrases, and the subject line put to the reader as a question (the
 * date of an event, else the offer). Jokes and wordplay need a model; no exclamation mark is added, since a voice
 * may limit them.
 */
export function lighter(text: string, brief: Brief): string {
  const doc = nlp(text);
  doc.contract();
  let out = doc.text();
  for (const [pattern, light] of LIGHTER_PHRASES) out = out.replace(pattern, (found) => sameCase(found, found.replace(new RegExp(pattern.source, 'i'), light)));
  // A list of short lines (subject lines, headlines) each said lighter in its own way.
  const listed = out.split('\n').filter((l) => LIST_LINE.test(l));
  if (listed.length >= 2 && listed.every((l) => l.length <= 90)) {
    let k = 0;
    out = out.split('\n').map((l) => (LIST_LINE.test(l) ? l.replace(LIST_LINE, (_m, n: string, line: string) => `${n}${lighterListLine(line, brief, k++)}`) : l)).join('\n');
  }
  return out
    .replace(/^(\s*)(?:hi|hello|dear)\b(?=\s+\S[^\n]{0,40},\s*$)/gim, '$1Hey')
    .replace(/^(\s*(?:\*\*)?Subject(?: line)?(?:\*\*)?:\s*(?:\*\*)?\s*)(.+)$/im, (_m, head: string, line: string) => `${head}${lighterLine(line, brief)}`);
}

const MONTH = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*';
/** A day as people write it: '14 March', 'March 14th', 'Saturday 14 March'. */
const DAY = new RegExp(`\\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day\\s+)?(?:\\d{1,2}(?:st|nd|rd|th)?\\s+${MONTH}|${MONTH}\\s+\\d{1,2}(?:st|nd|rd|th)?)\\b`, 'i');

/** A subject line or headline said lighter: put to the reader as a question ('Free on 14 March? …'), when the facts give one. */
export function lighterLine(line: string, brief: Brief): string {
  if (/\?/.test(line)) return line;
  // (An event's day, not the offer's last one: 'ends 30 June' is no day to be free on.)
  const deadline = brief.offer.deadline?.toLowerCase() ?? '';
  const date = brief.dates.map((d) => DAY.exec(d)?.[0]).find((d) => d && !deadline.includes(d.toLowerCase()));
  if (date && !/^free on\b/i.test(line)) return `Free on ${date}? ${line.replace(new RegExp(`\\s*[-–—:,]?\\s*${date.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*[-–—:,]?\\s*`, 'i'), ' ').trim()}`;
  const { discount, appliesTo } = brief.offer;
  if (discount && discount !== 'free') {
    const fancy = `Fancy ${discount}${appliesTo ? ` ${appliesTo.replace(/^(?:on\s+)?/, '')}` : ''}?`;
    // ('15% off framing' is asked as it stands: 'Fancy 15% off framing?'.)
    return line.toLowerCase().includes(discount.toLowerCase()) ? `Fancy ${line.replace(/[.!]+$/, '')}?` : `${fancy} ${line}`;
  }
  return line;
}

const LIST_LINE = /^(\s*\d+\.\s+)(?!\*\*)(.+?)\s*$/;

/**
 * The k-th line of a list said lighter: a question put to the reader, a 'Psst' that lets them in on it, or a nudge to
 * treat themselves, each with the line's own facts; a line that already asks stays, and one that would run past 60
 * characters keeps its words.
 */
function lighterListLine(line: string, brief: Brief, k: number): string {
  if (/\?/.test(line)) return line;
  const lower = /^[A-Z][a-z]/.test(line) && !/^[A-Z][a-z]+\s+[A-Z]/.test(line) ? `${line.charAt(0).toLowerCase()}${line.slice(1)}` : line;
  const bare = lower.replace(/[.!]+$/, '');
  const said = [k % 3 === 0 ? lighterLine(line, brief) : null, k % 3 === 1 || k % 3 === 0 ? `Psst: ${bare}` : null, `Go on, treat yourself: ${bare}`].find((t) => t && t !== line && t.length <= 60);
  return said ?? line;
}
