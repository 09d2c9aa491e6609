/** Sums of money as the strategy and CMO advice shows them, and the arithmetic that keeps a split exact. */

const SYMBOLS: Record<string, string> = { USD: '$', GBP: '£', EUR: '€', $: '$', '£': '£', '€': '€' };

/** A currency as a prefix: '$' for USD or '$', 'CHF ' for a code without a symbol. */
export function currencyPrefix(currency: string): string {
  const known = SYMBOLS[currency.trim().toUpperCase()] ?? SYMBOLS[currency.trim()];
  if (known) return known;
  return currency.trim() ? `${currency.trim()} ` : '';
}

/** '$3,000' or '$1,666.67': whole sums without decimals, others with two. */
export function formatMoney(value: number, currency: string, decimals: 0 | 2 | 'auto' = 'auto'): string {
  const places = decimals === 'auto' ? (Number.isInteger(Math.round(value * 100) / 100) ? 0 : 2) : decimals;
  const sign = value < 0 ? '-' : '';
  return `${sign}${currencyPrefix(currency)}${Math.abs(value).toLocaleString('en-US', { minimumFractionDigits: places, maximumFractionDigits: places })}`;
}

export function formatNumber(value: number, decimals = 0): string {
  return value.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
}

/** A sum of money written in a text: '$5,000', '£2.5k', '3000 EUR'. */
export interface MoneyMention {
  value: number;
  currency: string;
  text: string;
  index: number;
}

const PREFIXED = /([$£€])\s?(\d+(?:,\d{3})*(?:\.\d+)?)(?:\s?(k|m)\b)?/gi;
const SUFFIXED = /\b(\d+(?:,\d{3})*(?:\.\d+)?)(?:\s?(k|m))?\s?(usd|eur|gbp|dollars|euros|pounds)\b/gi;
const CODE_OF: Record<string, string> = { dollars: 'USD', euros: 'EUR', pounds: 'GBP' };

export function moneyIn(text: string): MoneyMention[] {
  const found: MoneyMention[] = [];
  const scale = (k: string | undefined) => (!k ? 1 : k.toLowerCase() === 'k' ? 1_000 : 1_000_000);
  for (const m of text.matchAll(PREFIXED)) found.push({ value: Number(m[2]!.replace(/,/g, '')) * scale(m[3]), currency: m[1]!, text: m[0], index: m.index! });
  for (const m of text.matchAll(SUFFIXED)) {
    const code = m[3]!.toLowerCase();
    found.push({ value: Number(m[1]!.replace(/,/g, '')) * scale(m[2]), currency: CODE_OF[code] ?? code.toUpperCase(), text: m[0], index: m.index! });
  }
  return found.filter((f) => Number.isFinite(f.value) && f.value > 0).sort((a, b) => a.index - b.index);
}

/**
 * Splits a sum by weights so the parts add up to the sum exactly: each part is the sum times its weight's
 * share, in whole units (cents when the sum has cents), and the units lost to rounding go to the parts with the
 * largest remainders.
 */
export function splitExactly(total: number, weights: readonly number[]): number[] {
  const cents = !Number.isInteger(total);
  const unit = cents ? 100 : 1;
  const whole = Math.round(total * unit);
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (whole * w) / sum);
  const parts = exact.map((e) => Math.floor(e));
  let left = whole - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => ({ i, r: e - Math.floor(e) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    parts[i]! += 1;
    left -= 1;
  }
  return parts.map((p) => p / unit);
}


/** 'a month', 'a quarter', 'a year' for an amount's period. */
export function perPeriod(period: 'month' | 'quarter' | 'year' | null): string {
  return period ? ` a ${period}` : '';
}

/** How many of a period make a year, for what a monthly or quarterly sum adds up to. */
export function periodsPerYear(period: 'month' | 'quarter' | 'year' | null): number | null {
  return period === 'month' ? 12 : period === 'quarter' ? 4 : period === 'year' ? 1 : null;
}
