/** Credit usage rules and display (spec 4.3, 9; decisions D5). */
export const NEAR_LIMIT_PERCENT = 80;
export const GAUGE_YELLOW_FROM = 75;
export const GAUGE_RED_FROM = 85;
export const PULSE_ABOVE = 75;

export type GaugeColour = 'green' | 'yellow' | 'red';

export function usagePercent(used: number, total: number): number {
  if (total <= 0) return used > 0 ? 100 : 0;
  return (used / total) * 100;
}

export function isNearLimit(used: number, total: number): boolean {
  return usagePercent(used, total) >= NEAR_LIMIT_PERCENT;
}

export function isOverLimit(used: number, total: number): boolean {
  return used >= total;
}

export function gaugeColour(percent: number): GaugeColour {
  if (percent >= GAUGE_RED_FROM) return 'red';
  if (percent >= GAUGE_YELLOW_FROM) return 'yellow';
  return 'green';
}

export function showsPulse(percent: number): boolean {
  return percent > PULSE_ABOVE;
}

/** The usage gauge as the sidebar's credits panel and the Credits screen show it. */
export interface GaugeReading {
  percent: number;
  colour: GaugeColour;
  pulse: boolean;
  /** Spec 4.3: near the limit from 80 % used, over it when used reaches the total. */
  nearLimit: boolean;
  overLimit: boolean;
  /** 'used/total' with 1K/1M formatting. */
  usedOfTotal: string;
}

export function gaugeReading(credits: { used: number; total: number }): GaugeReading {
  const percent = usagePercent(credits.used, credits.total);
  return {
    percent,
    colour: gaugeColour(percent),
    pulse: showsPulse(percent),
    nearLimit: isNearLimit(credits.used, credits.total),
    overLimit: isOverLimit(credits.used, credits.total),
    usedOfTotal: `${formatCredits(credits.used)}/${formatCredits(credits.total)}`,
  };
}

/** 1K for thousands, 1M for millions, one decimal (a trailing .0 is dropped). */
export function formatCredits(amount: number): string {
  const abs = Math.abs(amount);
  const oneDecimal = (n: number) => {
    const s = (Math.round(n * 10) / 10).toFixed(1);
    return s.endsWith('.0') ? s.slice(0, -2) : s;
  };
  // 999,950 rounds to 1000.0K: anything that rounds to a thousand K reads as millions instead.
  if (abs >= 1_000_000 || Math.round(abs / 100) >= 10_000) return `${oneDecimal(amount / 1_000_000)}M`;
  if (abs >= 1_000) return `${oneDecimal(amount / 1_000)}K`;
  return String(amount);
}

/** A ledger amount as the Credits screen signs it: '-20' taken by a charge, '+20' added (a refund, a grant, a purchase). */
export function signedCredits(transactionType: 'debit' | 'credit' | undefined, amount: number): string {
  return `${transactionType === 'credit' ? '+' : '-'}${formatCredits(amount)}`;
}

/** The exact amount with thousands separators (1,250,000), for tables where an abbreviation would hide the number. */
export function formatCreditsExact(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  return sign + String(Math.abs(Math.round(amount))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** The sufficient-credits check compares remaining credits with the required amount. */
export function hasSufficientCredits(remaining: number, required: number): boolean {
  return remaining >= required;
}
