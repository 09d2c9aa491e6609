import type { PriceFact } from '../../facts/fact-sheet.ts';
import { formatMoney } from '../strategy/money.ts';

const MONEY = /([£$€])\s?(\d[\d,]*(?:\.\d{1,2})?)/;

const value = (text: string) => Number(text.replace(/[^0-9.]/g, ''));

/**
 * 'You charged me £110 instead of £85': what the difference is, when the price list has a charge of exactly that
 * much (or a few of one charged per item: '£18' as two of 'each extra child £9'), said as what it may be, for the
 * sender to check against the order. Null when nothing in the facts comes to the difference.
 */
export function billingDifference(ask: string, prices: readonly PriceFact[]): string | null {
  const charged = new RegExp(`${MONEY.source}\\s+(?:instead of|rather than|not|when it should (?:have been|be))\\s+(?:the\\s+)?${MONEY.source}`, 'i').exec(ask);
  if (!charged) return null;
  const difference = Math.round((value(charged[2]!) - value(charged[4]!)) * 100) / 100;
  if (!(difference > 0)) return null;
  const symbol = charged[1]!;
  // Every sum the list charges: each price, and each charge said as a price's condition ('each extra child £9').
  const sums = prices.flatMap((p) => [
    { name: p.plan, amount: p.amount },
    ...(p.conditions ?? []).flatMap((c) => {
      const m = /^(.{3,40}?)\s+([£$€]\s?\d[\d,]*(?:\.\d{1,2})?)$/.exec(c.trim());
      return m ? [{ name: m[1]!, amount: m[2]! }] : [];
    }),
  ]).filter((s): s is { name: string; amount: string } => !!s.name && s.amount.startsWith(symbol) && value(s.amount) > 0);
  const exact = sums.find((s) => value(s.amount) === difference);
  if (exact) return `The difference, ${formatMoney(difference, symbol)}, is what ${/^(?:each|every|per|an?)\s/i.test(exact.name) ? exact.name.replace(/^(?:each|every|per|an?)\s+/i, 'one ') : `the ${exact.name.replace(/^[A-Z](?=[a-z])/, (c) => c.toLowerCase())}`} costs: [check the order, and say whether that is what it was for].`;
  const times = sums.map((s) => ({ ...s, k: difference / value(s.amount) })).find((s) => Number.isInteger(s.k) && s.k >= 2 && s.k <= 10 && /^(?:each|every|per)\b/i.test(s.name));
  if (times) return `The difference, ${formatMoney(difference, symbol)}, is ${times.k} × ${times.amount}, what ${times.name.replace(/^(?:each|every|per)\s+/i, 'each ')} costs: [check the order, and say whether that is what it was for].`;
  return null;
}
