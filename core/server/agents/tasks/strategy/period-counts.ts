/** How many of each period fit in a year: '25 a month' is 25 × 12 ÷ 52 a week. */
export const PER_YEAR: Record<string, number> = { day: 365, week: 52, month: 12, quarter: 4, year: 1 };

/** A count with what it counts and how often: '18 new pupils a month', '40 ten-hour blocks this quarter'. */
export interface PeriodCount {
  value: number;
  unit: string;
  per: string;
  text: string;
}

/** The counts a text gives per period, in order; a duration ('3 hours a week') is no count of anything. */
export function periodCountsIn(text: string): PeriodCount[] {
  const counts = [...text.matchAll(/(\d[\d,]*(?:\.\d+)?)\s+((?:[A-Za-z][\w-]*\s){0,3}?[A-Za-z][\w-]*)\s+(?:a|per|each|every|this|next|in a)\s+(day|week|month|quarter|year)\b/gi)]
    .map((m) => ({ value: Number(m[1]!.replace(/,/g, '')), unit: m[2]!.trim(), per: m[3]!.toLowerCase(), text: m[0]!, at: m.index! }));
  // 'Win 40 new clients in 2026', '500 members by the end of the year': a count for a whole year.
  const yearly = [...text.matchAll(/(\d[\d,]*(?:\.\d+)?)\s+((?:[A-Za-z][\w-]*\s){0,3}?[A-Za-z][\w-]*)\s+(?:in|during|over|for|by the end of)\s+(?:20\d\d|the year|this year|next year)\b/gi)]
    .map((m) => ({ value: Number(m[1]!.replace(/,/g, '')), unit: m[2]!.trim(), per: 'year', text: m[0]!, at: m.index! }));
  return [...counts, ...yearly.filter((y) => !counts.some((c) => c.at === y.at))]
    .sort((a, b) => a.at - b.at)
    .map(({ at: _at, ...c }) => c)
    .filter((f) => !/^(?:hours?|minutes?|days?|times?|percent|per)$/i.test(f.unit));
}
