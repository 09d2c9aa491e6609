import { describe, expect, it } from 'vitest';
import { mostDistinctVersion, repeatedShare } from '../../../core/server/agents/tasks/distinct-version.ts';

/** A regenerate is the candidate version that repeats the least of the versions already written. */
describe('the version a regenerate writes', () => {
  const first = 'Subject: Your first month is free\nHi there,\nThe Everyday plan costs £15 a month and includes two services a year.\nUse code SPRING26 before 31 March.\nRide safe, the crew';
  const synonyms = 'Subject: Your opening month is free\nHi there,\nThe Everyday plan costs £15 a month and includes two services a year.\nUse code SPRING26 before 31 March.\nRide safe, the crew';
  const other = 'Subject: Bikes that break down on the way to work?\nA loan bike while yours is with us, and most repairs done the same day.\nLeeds Couriers cut breakdowns from 11 a month to 3 on the Fleet plan.\nStart free with SPRING26 until 31 March.';

  it('measures the share of sentences that near-copy an earlier version', () => {
    expect(repeatedShare(synonyms, first)).toBeGreaterThan(0.5);
    expect(repeatedShare(other, first)).toBeLessThan(0.34);
  });

  it('moves past a candidate that repeats the earlier version to one that does not, and stops there', () => {
    const tried: number[] = [];
    const texts: Record<number, string> = { 2: synonyms, 3: other, 4: first };
    const chosen = mostDistinctVersion([first], 2, (v) => (tried.push(v), { result: v, text: texts[v]! }));
    expect(chosen).toBe(3);
    expect(tried).toEqual([2, 3]);
  });

  it('keeps the first candidate when it is already new, at the cost of one run', () => {
    const tried: number[] = [];
    expect(mostDistinctVersion([first], 2, (v) => (tried.push(v), { result: v, text: other }))).toBe(2);
    expect(tried).toEqual([2]);
  });

  it('counts short lines (taglines, banner lines) and sentences that differ only in small words as repeats', () => {
    const taglines = '1. We come to you.\n2. Free call-out across Norwich.\n3. One dog at a time.';
    expect(repeatedShare('1. Free call-out across Norwich.\n2. We come to you.\n3. One dog at a time.', taglines)).toBe(1);
    expect(repeatedShare('1. No more long waits at salons.\n2. Dog grooming in Norwich.\n3. One dog at a time.', taglines)).toBeLessThan(0.5);
    // Three in five of the words shared is the same sentence with a few swapped.
    expect(repeatedShare('Bath and brush costs £35, on your own driveway.', 'A bath and brush costs £35 on your driveway today.')).toBe(1);
  });
});
