import { moneyIn, type MoneyMention } from './money.ts';
import { sharedStems } from '../../offline/stem-overlap.ts';

/**
 * What the request says one sale is worth ('Hires average £60, services average £85', 'the average order is £42',
 * 'each booking brings in £30'), and the demand it says was lost ('last August we turned away about 35 hire
 * requests'): the figures a choice between two spends is weighed on, before any listed price.
 */

export interface StatedValue {
  /** What is sold, as the request names it: 'hires', 'services', 'order'. */
  what: string;
  sum: MoneyMention;
}

export interface LostDemand {
  /** As written: 'about 35 hire requests'. */
  count: number;
  what: string;
  about: boolean;
  /** When, as written: 'last August'. */
  when: string | null;
}

const NUMBER_WORDS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12, twenty: 20 };

/** 'Hires average £60', 'the average hire is £60', 'each booking is worth £30'. */
export function statedValues(request: string): StatedValue[] {
  const out: StatedValue[] = [];
  const patterns = [
    /\b([a-z][a-z-]*(?:\s[a-z][a-z-]*)?)\s+average\s+(?:out\s+at\s+|about\s+|around\s+)?(?=[£$€]\s?\d)/gi,
    /\baverage\s+([a-z][a-z-]*(?:\s(?:value|spend|price|fee))?)\s+(?:is|was|of|=|:)\s*(?:about\s+|around\s+)?(?=[£$€]\s?\d)/gi,
    /\b(?:each|every|one|a|an)\s+([a-z][a-z-]*)\s+(?:is worth|brings(?: in| us)?|earns(?: us)?|makes(?: us)?|is)\s+(?:about\s+|around\s+)?(?=[£$€]\s?\d)/gi,
  ];
  for (const pattern of patterns) {
    for (const m of request.matchAll(pattern)) {
      const sum = moneyIn(request.slice(m.index! + m[0].length))[0];
      if (!sum || sum.index !== 0) continue;
      const what = m[1]!.toLowerCase().replace(/^(?:the|our|a|an)\s+/, '');
      if (/^(?:we|they|it|costs?|spend|budget)$/.test(what)) continue;
      out.push({ what, sum: { ...sum, index: m.index! + m[0].length } });
    }
  }
  return out;
}

const LOST = /\b(?:turned away|turn away|lost|missed|had to refuse|refused|could(?:n't| not) take|said no to)\s+(about|around|roughly|nearly|over|some)?\s*(\d[\d,]*|[a-z]+)\s+([a-z][a-z-]*(?:\s[a-z][a-z-]*)?)/i;
const WHEN = /\b(?:last|this|every|each|in)\s+(?:January|February|March|April|May|June|July|August|September|October|November|December|summer|winter|spring|autumn|year|month|week|season|weekend)\b/i;

/** 'last August we turned away about 35 hire requests' in an option or the request. */
export function lostDemand(text: string): LostDemand | null {
  const m = LOST.exec(text);
  if (!m) return null;
  const count = /^\d/.test(m[2]!) ? Number(m[2]!.replace(/,/g, '')) : NUMBER_WORDS[m[2]!.toLowerCase()];
  if (!count) return null;
  const clause = text.split(/[;.]/).find((part) => part.includes(m[0])) ?? text;
  return { count, what: m[3]!.toLowerCase(), about: Boolean(m[1]), when: WHEN.exec(clause)?.[0] ?? null };
}

/**
 * The value of one sale each option brings, from the request's stated averages: the one whose words an option
 * shares ('hire e-bikes' and 'Hires average £60'); with two options and two values, the other goes to the other.
 */
export function valuesFor(options: readonly [string, string], values: readonly StatedValue[]): [StatedValue | null, StatedValue | null] {
  if (!values.length) return [null, null];
  const score = (option: string, v: StatedValue) => sharedStems(option, v.what, { min: 3 });
  const best = (option: string) => values.filter((v) => score(option, v) > 0).sort((x, y) => score(option, y) - score(option, x))[0] ?? null;
  let a = best(options[0]);
  let b = best(options[1]);
  if (a && b && a === b) (score(options[0], a) >= score(options[1], b) ? (b = null) : (a = null));
  if (values.length === 2 && (a || b) && !(a && b)) {
    const other = values.find((v) => v !== (a ?? b))!;
    if (a) b = other;
    else a = other;
  }
  return [a, b];
}
