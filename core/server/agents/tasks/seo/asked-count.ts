import type { Brief } from '../../brief/brief.ts';
import { escapeRegExp } from '../../../../domain/escape-reg-exp.ts';

const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, fifteen: 15, twenty: 20 };

/**
 * How many of a deliverable the brief asks for ('10 keywords' gives 10), null when it gives no number. A count
 * the brief missed but the request states next to the noun ('the top 5 fixes', '5 links between our pages') counts too.
 */
export function askedCount(brief: Brief, nouns: readonly string[]): number | null {
  const matching = brief.deliverables.filter((d) => d.count !== null && nouns.some((n) => d.noun === n || d.noun.endsWith(` ${n}`)));
  // ('an FAQ for our pricing page with 4 questions': one FAQ of four questions; the parts counted are what is asked.)
  const asked = matching.length > 1 && matching[0]!.count === 1 ? (matching.find((d) => d.part && (d.count ?? 0) > 1) ?? matching[0]) : matching[0];
  if (asked?.count) return asked.count;
  const names = nouns.map((n) => escapeRegExp(n).replace(/ /g, '[\\s-]')).join('|');
  const m = new RegExp(`\\b(\\d{1,2}|${Object.keys(NUMBER_WORDS).join('|')})\\s+(?:[\\w-]+\\s+){0,2}?(?:${names})(?:e?s)?\\b`, 'i').exec(brief.request);
  if (!m) return null;
  const n = NUMBER_WORDS[m[1]!.toLowerCase()] ?? Number(m[1]);
  return n > 0 && n <= 50 ? n : null;
}
