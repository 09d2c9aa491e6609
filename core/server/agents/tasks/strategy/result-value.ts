import type { FactSheet, FactSource } from '../../facts/fact-sheet.ts';
import { formatMoney } from './money.ts';
import { moneyIn } from './money.ts';

/** What one result is worth in revenue, and where that figure comes from. */
export interface ResultValue {
  value: number;
  currency: string;
  /** As it reads in a sentence: 'your average booking value last quarter, £52'. */
  text: string;
  /** The sum alone: '£52'. */
  sum: string;
  source: FactSource | null;
}

// 'at £52 average', 'averages £640', 'an average order of £640', 'average booking value £52'.
const IN_REQUEST = /\b(?:average|avg\.?|averages|on average)\b[^.?!£$€\d]{0,30}([£$€]\s?\d[\d,]*(?:\.\d+)?)|([£$€]\s?\d[\d,]*(?:\.\d+)?)\s+(?:on\s+)?(?:average|avg)\b/i;

/**
 * The revenue one result brings: an average the request states first ('a first order averages £640'), else an
 * average the space's documents or profile state ('Average first order last year: £640'); null when neither does.
 */
export function resultValue(request: string, facts: FactSheet): ResultValue | null {
  const asked = IN_REQUEST.exec(request);
  if (asked) {
    const m = moneyIn(asked[1] ?? asked[2]!)[0];
    if (m) return { value: m.value, currency: m.currency, text: `the ${formatMoney(m.value, m.currency)} average you gave`, sum: formatMoney(m.value, m.currency), source: null };
  }
  const listed = [...facts.prices, ...(facts.ownAverages ?? [])].find((p) => p.plan && /\baverage\b/i.test(p.plan) && moneyIn(p.amount).length);
  if (listed) {
    const m = moneyIn(listed.amount)[0]!;
    return { value: m.value, currency: m.currency, text: `your ${listed.plan!.replace(/^Average/, 'average')}, ${formatMoney(m.value, m.currency)}`, sum: formatMoney(m.value, m.currency), source: listed.source };
  }
  for (const text of [facts.description, facts.product, facts.goal].filter((t): t is string => Boolean(t))) {
    const m = IN_REQUEST.exec(text);
    const sum = m ? moneyIn(m[1] ?? m[2]!)[0] : null;
    if (sum) return { value: sum.value, currency: sum.currency, text: `the average in your profile, ${formatMoney(sum.value, sum.currency)}`, sum: formatMoney(sum.value, sum.currency), source: facts.sources.find((s) => s.kind === 'profile') ?? null };
  }
  return null;
}

/** What the business counts as one result, from its KPIs ('cost per booking' gives 'booking') or goal; 'customer' when neither says. */
export function resultNoun(facts: FactSheet): string {
  // ('cost per new member': the member, not 'new'.)
  const per = /\bcost per (?:(?:new|paying|first[- ]time|repeat)\s+)?([a-z][a-z-]+)/i.exec(facts.kpis ?? '')?.[1];
  if (per) return per.toLowerCase().replace(/ies$/, 'y').replace(/(?<!s)s$/, '');
  const named = /\b(booking|account|order|customer|member|sale|job|client|patient|student|sign-?up)s?\b/i.exec(`${facts.kpis ?? ''} ${facts.goal ?? ''}`)?.[1];
  return named?.toLowerCase() ?? 'customer';
}
