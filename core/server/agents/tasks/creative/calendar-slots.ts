import type { Platform } from '../../brief/brief.ts';
import type { Cadence } from './calendar-cadence.ts';

/**
 * The calendar's posting days: each platform's posts spread over the week (Mon/Wed/Fri for three, Tue/Thu for
 * two), never two on one platform the same day, and a second platform set on the days the first leaves free
 * where its count allows.
 */

export const DAY_NAMES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

/** One post of the calendar. */
export interface Slot {
  /** 0 for week 1. */
  week: number;
  /** 0 for Monday. */
  day: number;
  platform: Platform;
  /** Its place among the platform's posts, over the whole calendar. */
  nth: number;
}

/** Spreads for n posts a week, the most even first; later ones are shifted, for a platform that should keep off days already taken. */
const SPREADS: Record<number, number[][]> = {
  1: [[2], [1], [3], [4], [5]],
  2: [[1, 3], [0, 2], [2, 4], [0, 3], [1, 4], [3, 5]],
  3: [[0, 2, 4], [1, 3, 5], [0, 3, 5], [1, 3, 6]],
  4: [[0, 1, 3, 4], [0, 2, 4, 6], [1, 2, 4, 5]],
  5: [[0, 1, 2, 3, 4], [1, 2, 3, 4, 5], [0, 2, 3, 4, 6]],
  6: [[0, 1, 2, 3, 4, 5], [1, 2, 3, 4, 5, 6]],
  7: [[0, 1, 2, 3, 4, 5, 6]],
};

/** The days for n posts, keeping off the days other platforms already post on when a spread allows. */
function daysFor(n: number, taken: ReadonlySet<number>): number[] {
  const options = SPREADS[n] ?? [];
  if (!options.length) return [];
  const clash = (days: number[]) => days.filter((d) => taken.has(d)).length;
  return options.reduce((best, days) => (clash(days) < clash(best) ? days : best));
}

/** Every post of the calendar, week by week, day by day, the platforms in the order asked. */
export function calendarSlots(cadence: readonly Cadence[], weeks: number): Slot[] {
  const slots: Slot[] = [];
  const counted = new Map<Platform, number>();
  for (let week = 0; week < weeks; week++) {
    const taken = new Set<number>();
    const inWeek: Slot[] = [];
    for (const c of cadence) {
      for (const day of daysFor(c.perWeek[week] ?? 0, taken)) {
        taken.add(day);
        inWeek.push({ week, day, platform: c.platform, nth: 0 });
      }
    }
    const order = new Map(cadence.map((c, i) => [c.platform, i]));
    inWeek.sort((a, b) => a.day - b.day || order.get(a.platform)! - order.get(b.platform)!);
    for (const s of inWeek) {
      s.nth = counted.get(s.platform) ?? 0;
      counted.set(s.platform, s.nth + 1);
      slots.push(s);
    }
  }
  return slots;
}
