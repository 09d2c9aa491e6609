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
  // A results table with a revenue column says what one result brought on average: its revenue over its results.
  const rows = (facts.channelResults ?? []).filter((r) => r.revenue && moneyIn(r.revenue).length);
  const noun = rows[0]?.counts.find((c) => SOLD.test(c.noun))?.noun;
  if (rows.length >= 2 && noun && rows.every((r) => r.counts.some((c) => c.noun === noun))) {
    const revenue = rows.reduce((t, r) => t + moneyIn(r.revenue!)[0]!.value, 0);
    const count = rows.reduce((t, r) => t + r.counts.find((c) => c.noun === noun)!.count, 0);
    const currency = moneyIn(rows[0]!.revenue!)[0]!.currency;
    if (count > 0 && revenue > 0) {
      const each = formatMoney(revenue / count, currency);
      return { value: revenue / count, currency, text: `the average your results show, ${each} (${formatMoney(revenue, currency)} ÷ ${count.toLocaleString('en-US')} ${noun})`, sum: each, source: rows[0]!.source };
    }
  }
  return null;
}

/** A count of what was sold: bookings, orders, jobs, sales, customers. */
const SOLD = /\b(?:book|order|job|sale|customer|client|member|purchase|deal|enrol|student|patient)/i;

/** What the business counts as one result, from its KPIs ('cost per booking' gives 'booking') or goal; 'customer' when neither says. */
export function resultNoun(facts: FactSheet): string {
  // ('cost per new member': the member, not 'new'.)
  const per = /\bcost per (?:(?:new|paying|first[- ]time|repeat)\s+)?([a-z][a-z-]+)/i.exec(facts.kpis ?? '')?.[1];
  if (per) return per.toLowerCase().replace(/ies$/, 'y').replace(/(?<!s)s$/, '');
  const named = /\b(booking|account|order|customer|member|sale|job|client|patient|student|sign-?up)s?\b/i.exec(`${facts.kpis ?? ''} ${facts.goal ?? ''}`)?.[1];
  return named?.toLowerCase() ?? 'customer';
}
