import type { Amount } from './brief.ts';
import type { EnglishText, Span, Word } from './english-words.ts';

const CURRENCIES: [RegExp, string][] = [
  [/\$|\busd\b|\bdollars?\b|\bbucks\b/i, 'USD'],
  [/£|\bgbp\b|\bpounds?\b|\bquid\b/i, 'GBP'],
  [/€|\beur\b|\beuros?\b/i, 'EUR'],
  [/¥|\bjpy\b|\byen\b/i, 'JPY'],
  [/\bcad\b/i, 'CAD'],
  [/\baud\b/i, 'AUD'],
];
// What a sum is, from the words near it: the nearest wins ('a $3,000 monthly saving' is a saving, not a budget).
const ROLES: [RegExp, Amount['role']][] = [
  [/^(budget|budgets|spend|spending|allocate|allocation|split|invest|investment)$/, 'budget'],
  [/^(saving|savings|save|saves|saved|freed|free|cut|cuts|reduction|reduce|reduced|lower|cheaper)$/, 'saving'],
  [/^(revenue|revenues|sales|income|turnover|mrr|arr|raised|raise|raising|earn|earned|earning|made|donation|donations|profit|profits|target|goal)$/, 'revenue'],
  [/^(cost|costs|costing|spent|pay|paying|paid|fee|fees|charge|charges|bill|expense|expenses|overspend)$/, 'cost'],
];
const PERIODS: [RegExp, NonNullable<Amount['period']>][] = [
  [/^(month|months|monthly|mo|pm|mth)$/, 'month'],
  [/^(quarter|quarters|quarterly|q)$/, 'quarter'],
  [/^(year|years|yearly|annual|annually|pa|yr|annum)$/, 'year'],
];

/** A sum's value from its text: '$3,000' gives 3000, '£5k' 5000, '€1.2m' 1200000. */
export function valueOf(text: string): number | null {
  const m = /(\d[\d,]*(?:\.\d+)?)\s*(k|m|bn|thousand|million|billion)?\b/i.exec(text);
  if (!m) return null;
  const base = Number(m[1]!.replace(/,/g, ''));
  const scale = { k: 1e3, thousand: 1e3, m: 1e6, million: 1e6, bn: 1e9, billion: 1e9 }[(m[2] ?? '').toLowerCase()] ?? 1;
  return Number.isFinite(base) ? base * scale : null;
}

export function currencyOf(text: string): string {
  return CURRENCIES.find(([pattern]) => pattern.test(text))?.[1] ?? '';
}

/** The words a span covers and the sentence they are in. */
function wordsAround(english: EnglishText, span: Span): { inside: Word[]; sentence: Word[] } {
  const inside = english.words.filter((w) => w.start < span.end && span.start < w.end);
  const sentence = english.sentences[inside[0]?.sentence ?? 0] ?? [];
  return { inside, sentence };
}

/** The sums of money a request gives, each with its period and what it is (a budget, a saving, a cost, revenue). */
export function readAmounts(english: EnglishText): Amount[] {
  const amounts: Amount[] = [];
  for (const span of english.money) {
    const value = valueOf(span.text);
    if (value === null) continue;
    const { inside, sentence } = wordsAround(english, span);
    const first = inside[0];
    const last = inside[inside.length - 1];
    if (!first || !last) continue;
    // 'a discount of £10 off' is the offer, read with the offer.
    const at = sentence.indexOf(first);
    const end = sentence.indexOf(last);
    let role: Amount['role'] = 'other';
    let best = Infinity;
    let period: Amount['period'] = null;
    sentence.forEach((w, i) => {
      const distance = i < at ? at - i : i > end ? i - end : Infinity;
      if (distance === Infinity) return;
      const found = ROLES.find(([pattern]) => pattern.test(w.lemma) || pattern.test(w.lower));
      if (found && distance < best && distance <= 8) {
        best = distance;
        role = found[1];
      }
      const p = PERIODS.find(([pattern]) => pattern.test(w.lower.replace(/^\//, '')));
      if (p && distance <= 3 && !period) period = p[1];
    });
    // '$49/month' keeps its period in the same token.
    const slash = /\/\s*(mo|month|yr|year|quarter)\b/i.exec(english.text.slice(span.start, span.end + 10));
    if (slash && !period) period = PERIODS.find(([pattern]) => pattern.test(slash[1]!.toLowerCase()))?.[1] ?? null;
    amounts.push({ value, currency: currencyOf(span.text), period, role, text: span.text });
  }
  return amounts;
}
