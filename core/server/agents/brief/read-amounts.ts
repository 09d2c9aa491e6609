import type { Amount } from './brief.ts';
import { has, type EnglishText, type Span, type Word } from './english-words.ts';
import { platformsIn } from './channel-formats.ts';

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
  [/^(budget|budgets|spend|spending|allocate|allocation|split|invest|investment|move|moving|shift|shifting|reallocate|redirect|divert)$/, 'budget'],
  // ('free' alone is an offer, as in 'a 14-day free trial'; 'frees up' and 'freed' are savings.)
  [/^(saving|savings|save|saves|saved|freed|frees|cut|cuts|reduction|reduce|reduced|lower|cheaper)$/, 'saving'],
  [/^(revenue|revenues|sales|income|turnover|mrr|arr|raised|raise|raising|earn|earned|earning|made|donation|donations|profit|profits|target|goal)$/, 'revenue'],
  [/^(cost|costs|costing|spent|pay|paying|paid|fee|fees|charge|charges|bill|expense|expenses|overspend)$/, 'cost'],
  // What a customer is given or pays: an offer or a price is never the money to plan.
  [/^(discount|discounts|discounted|off|credit|credits|voucher|vouchers|coupon|coupons|rebate|cashback|reward|rewards|gift)$/, 'offer'],
  [/^(price|prices|priced|pricing|rrp)$/, 'price'],
];
const PERIODS: [RegExp, NonNullable<Amount['period']>][] = [
  [/^(month|months|monthly|mo|pm|mth)$/, 'month'],
  [/^(quarter|quarters|quarterly|q)$/, 'quarter'],
  [/^(year|years|yearly|annual|annually|pa|yr|annum)$/, 'year'],
];

// What marketing money goes on: a sum these cost is an expense, not a price the copy quotes.
const MARKETING = /^(ads?|adverts?|campaigns?|leaflets?|flyers?|fairs?|events?|mailings?|sponsorships?|posters?|billboards?|radio|print|influencers?|agency|agencies|webinars?|google|meta|facebook|instagram|tiktok|linkedin|seo|ppc)$/;

/** Whether 'cost' at `at` is what marketing costs ('Leaflets cost us £600') rather than a product's price ('the box costs £18'). */
function spentOnMarketing(sentence: readonly Word[], at: number): boolean {
  return /^(us|me|the)$/.test(sentence[at + 1]?.lower ?? '') || sentence.slice(0, at).some((w) => MARKETING.test(w.lower));
}

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
      // 'the plan costs $49' states a price; 'the cost of print' is a cost.
      let found = ROLES.find(([pattern]) => pattern.test(w.lemma) || pattern.test(w.lower));
      if (found?.[1] === 'cost' && /^cost/.test(w.lower) && has(w, 'Verb') && !spentOnMarketing(sentence, i)) found = [/./, 'price'];
      // '$500 off the Google Ads budget' takes money off a budget: a saving, not an offer.
      if (found?.[1] === 'offer' && w.lower === 'off' && sentence.slice(i + 1, i + 6).some((x) => /^(budget|spend|spending)$/.test(x.lower))) found = [/./, 'saving'];
      if (found && distance < best && distance <= 8) {
        best = distance;
        role = found[1];
      }
      const p = PERIODS.find(([pattern]) => pattern.test(w.lower.replace(/^\//, '')));
      if (p && distance <= 3 && !period) period = p[1];
    });
    // No word says what it is: costs per customer are costs, money for channels is the budget, and 'We have
    // £12,000 for January. Split it across...' puts the budget's verb in the next sentence.
    const line = ` ${sentence.map((w) => w.lower).join(' ')} `;
    const channels = sentence.some((w) => MARKETING.test(w.lower)) || platformsIn(sentence).length > 0;
    if (role === 'other' && (/ (cpa|cac|cpc|cpl|cpm|cost per|per (acquisition|customer|donor|lead|trial|sale|signup|sign-up|conversion|click|install)|acquisition) /.test(line) || (channels && / (brings?|brought|bringing|acquires?|acquired|converts?|gets?|got) /.test(line)))) role = 'cost';
    if (role === 'other' && / where should /.test(line) && / go /.test(line)) role = 'budget';
    const next = english.sentences[(first.sentence ?? 0) + 1] ?? [];
    if (role === 'other' && (/ (channels?|marketing|campaigns?|spend|spending|running|run) /.test(line) || next.slice(0, 4).some((w) => /^(split|allocate|divide|spend|invest|distribute)$/.test(w.lemma)))) role = 'budget';
    // '$49/month' keeps its period in the same token.
    const slash = /\/\s*(mo|month|yr|year|quarter)\b/i.exec(english.text.slice(span.start, span.end + 10));
    if (slash && !period) period = PERIODS.find(([pattern]) => pattern.test(slash[1]!.toLowerCase()))?.[1] ?? null;
    amounts.push({ value, currency: currencyOf(span.text), period, role, text: span.text });
  }
  return amounts;
}
