import { lemmaOf } from '../../offline/lemma-match.ts';
import { formatMoney, formatNumber, moneyIn, type MoneyMention } from './money.ts';

/**
 * What one result cost, as an option's own words state it: 'Q1 cost us about £284 per install' directly, or
 * 'last time (£4,000) it brought 31 surveys and 11 installs' as the sum divided by each count. A choice between
 * two spends is then weighed on what each buys, not on a price list.
 */
export interface StatedRate {
  /** The result counted, as a lemma: 'install'. */
  unit: string;
  /** As written, plural where the count is: 'installs'. */
  units: string;
  /** The cost of one result. */
  per: number;
  currency: string;
  /** How it was read: '£4,000 ÷ 11' or 'about £284, as you state it'. */
  working: string;
  /** The count it was read from, when the text gives one ('brought 20 leads'). */
  count?: number;
}

const PERIODS = /^(?:month|year|week|day|quarter|hour|annum|mo|yr)$/;
/** 'brought 31 surveys and 11 installs', 'got 9 bookings', 'delivered 40 leads'. */
const RESULT_VERB = /\b(?:brought(?:\s+in)?|got|gave|generated|delivered|produced|drove|won|returned|led to|resulted in|made)\s+['‘"“]?((?:(?:about|around|roughly|some)\s+)?\d[\d,]*\s+[a-z][a-z-]*(?:\s*(?:,|and)\s*(?:(?:about|around)\s+)?\d[\d,]*\s+[a-z][a-z-]*)*)/i;

/** The costs per result an option's text states. */
export function statedRates(text: string): StatedRate[] {
  const rates: StatedRate[] = [];
  // A cost the text states outright, with or without 'about'.
  const stated = (money: string, noun: string, about: string | undefined) => {
    const sum = moneyIn(money)[0];
    const unit = lemmaOf(noun.toLowerCase());
    if (sum && !PERIODS.test(unit)) rates.push({ unit, units: unit.endsWith('s') ? unit : `${unit}s`, per: sum.value, currency: sum.currency, working: `${about ? 'about ' : ''}${formatMoney(sum.value, sum.currency)}, as you state it` });
  };
  // 'about £284 per install', '£38 a lead'.
  for (const m of text.matchAll(/((?:about|around|roughly|some)\s+)?([$£€]\s?\d[\d,]*(?:\.\d+)?k?)\s*(?:per|a|each|for each|\/)\s+(?:(?:new|paying|extra|additional)\s+)?([a-z][a-z-]*)/gi)) stated(m[2]!, m[3]!, m[1]);
  // 'an account costs us about £180', 'each booking cost £12'.
  for (const m of text.matchAll(/\b(?:an?|each|one|every)\s+([a-z][a-z-]*)\s+(?:costs?|came to|comes to|works out at)\s+(?:us\s+|you\s+)?((?:about|around|roughly)\s+)?([$£€]\s?\d[\d,]*(?:\.\d+)?k?)/gi)) stated(m[3]!, m[1]!, m[2]);
  // '(autumn 2024, £4,000) it brought 31 surveys and 11 installs': the sum before the verb, over each count after it.
  const verb = RESULT_VERB.exec(text);
  if (verb) {
    const spent: MoneyMention | undefined = moneyIn(text.slice(0, verb.index)).at(-1);
    if (spent) {
      for (const c of verb[1]!.matchAll(/(\d[\d,]*)\s+([a-z][a-z-]*)/gi)) {
        const n = Number(c[1]!.replace(/,/g, ''));
        if (!n) continue;
        const unit = lemmaOf(c[2]!.toLowerCase());
        rates.push({ unit, units: c[2]!.toLowerCase(), per: spent.value / n, currency: spent.currency, working: `${formatMoney(spent.value, spent.currency)} ÷ ${formatNumber(n)}`, count: n });
      }
    }
  }
  return rates;
}

/** The one result both options state a cost for (the last one each names, the further down the funnel), or null. */
export function sharedRate(a: string, b: string): { a: StatedRate; b: StatedRate } | null {
  const ra = statedRates(a);
  const rb = statedRates(b);
  for (const x of [...ra].reverse()) {
    const y = rb.find((r) => r.unit === x.unit && r.currency === x.currency);
    if (y) return { a: x, b: y };
  }
  return null;
}

/** Steps before a sale ('leads', 'enquiries') and the sale itself ('clients', 'installs'): at most one of the first becomes one of the second. */
const UPSTREAM = /^(lead|enquiry|inquiry|visit|visitor|click|call|contact|trial|person|attendee|signup|sign-up)$/;
const PAYING = /^(client|customer|sale|order|booking|install|account|member|subscriber|student|patient|donor)$/;

/**
 * One option states leads (an early step), the other a cost per paying customer: the leads are a ceiling on the
 * customers they can become, so the two still compare. Null unless exactly that pair is stated.
 */
export function boundedRates(a: string, b: string): { upstream: 'a' | 'b'; lead: StatedRate; paid: StatedRate } | null {
  const ra = statedRates(a);
  const rb = statedRates(b);
  const lead = (rs: StatedRate[]) => rs.find((r) => UPSTREAM.test(r.unit) && r.count);
  const paid = (rs: StatedRate[]) => rs.find((r) => PAYING.test(r.unit));
  const la = lead(ra);
  const pb = paid(rb);
  if (la && pb && !paid(ra) && la.currency === pb.currency) return { upstream: 'a', lead: la, paid: pb };
  const lb = lead(rb);
  const pa = paid(ra);
  if (lb && pa && !paid(rb) && lb.currency === pa.currency) return { upstream: 'b', lead: lb, paid: pa };
  return null;
}
