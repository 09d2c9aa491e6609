/**
 * The ad platform's figures as the Dashboard and the agents read them, and the ratios derived from them in
 * one place: CTR = clicks / impressions, CPC = spend / clicks, ROAS = conversion value / spend.
 */
export interface AdFigures {
  spend: number;
  impressions: number;
  clicks: number;
  conversions: number;
  /** Revenue attributed to the conversions; null when the platform reports none. */
  conversion_value: number | null;
}

export interface AdRatios {
  ctr: number | null;
  cpc: number | null;
  roas: number | null;
}

export interface CampaignPerformance extends AdFigures, AdRatios {
  campaign_id: string;
  name: string;
}

export interface DayPerformance extends AdFigures {
  date: string;
}

export interface DateRangeView {
  since: string;
  until: string;
}

/** A report's range as a query: the server's default period for what is absent. */
export type DateRangeQuery = {
  since?: string;
  until?: string;
};

export interface AdPerformanceView {
  provider: 'meta_ads';
  account: { id: string; name: string; currency: string };
  range: DateRangeView;
  previous_range: DateRangeView;
  totals: AdFigures & AdRatios;
  previous_totals: AdFigures & AdRatios;
  campaigns: CampaignPerformance[];
  daily: DayPerformance[];
  sandbox: boolean;
}

const ratio = (a: number | null, b: number): number | null => (a === null || b <= 0 ? null : a / b);

export function adRatios(f: AdFigures): AdRatios {
  return { ctr: ratio(f.clicks, f.impressions), cpc: ratio(f.spend, f.clicks), roas: ratio(f.conversion_value, f.spend) };
}

export function sumFigures(rows: readonly AdFigures[]): AdFigures {
  const total: AdFigures = { spend: 0, impressions: 0, clicks: 0, conversions: 0, conversion_value: null };
  for (const r of rows) {
    total.spend += r.spend;
    total.impressions += r.impressions;
    total.clicks += r.clicks;
    total.conversions += r.conversions;
    if (r.conversion_value !== null) total.conversion_value = (total.conversion_value ?? 0) + r.conversion_value;
  }
  total.spend = Math.round(total.spend * 100) / 100;
  if (total.conversion_value !== null) total.conversion_value = Math.round(total.conversion_value * 100) / 100;
  return total;
}

/** Change from the previous period in percent, or null when there is nothing to compare with. */
export function changePercent(current: number | null, previous: number | null): number | null {
  if (current === null || previous === null || previous === 0) return null;
  return ((current - previous) / previous) * 100;
}

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

export const MAX_RANGE_DAYS = 366;

/** A `YYYY-MM-DD` that is a real calendar day. */
export function isIsoDay(value: string): boolean {
  // '2026-99-99' parses to NaN, which has no ISO form: it is simply not a day.
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && Number.isFinite(dayMs(value)) && isoDay(dayMs(value)) === value;
}

/** The last `days` full days before `today` (today is still running). */
export function lastDays(today: string, days: number): DateRangeView {
  const until = dayMs(today) - DAY_MS;
  return { since: isoDay(until - (days - 1) * DAY_MS), until: isoDay(until) };
}

/** The period of the same length just before `range`. */
export function previousPeriod(range: DateRangeView): DateRangeView {
  const length = (dayMs(range.until) - dayMs(range.since)) / DAY_MS + 1;
  const until = dayMs(range.since) - DAY_MS;
  return { since: isoDay(until - (length - 1) * DAY_MS), until: isoDay(until) };
}

/** Why a range cannot be read, or null: real days, in order, not in the future, at most a year. */
export function rangeProblem(range: DateRangeView, today: string): string | null {
  if (!isIsoDay(range.since) || !isIsoDay(range.until)) return 'Dates are days written YYYY-MM-DD';
  if (range.since > range.until) return 'The start comes after the end';
  if (range.until > today) return 'The range ends in the future';
  if ((dayMs(range.until) - dayMs(range.since)) / DAY_MS + 1 > MAX_RANGE_DAYS) return `A range is at most ${MAX_RANGE_DAYS} days`;
  return null;
}
