import { describe, expect, it } from 'vitest';
import { formatCredits, formatCreditsExact, gaugeReading } from '../../../core/domain/billing/credits.ts';

describe('formatCredits', () => {
  it('abbreviates thousands and millions with one decimal', () => {
    expect(formatCredits(0)).toBe('0');
    expect(formatCredits(999)).toBe('999');
    expect(formatCredits(1000)).toBe('1K');
    expect(formatCredits(1500)).toBe('1.5K');
    expect(formatCredits(9999)).toBe('10K');
    expect(formatCredits(999_949)).toBe('999.9K');
    expect(formatCredits(1_000_000)).toBe('1M');
    expect(formatCredits(1_250_000)).toBe('1.3M');
  });

  it('what rounds to a thousand K reads as 1M', () => {
    expect(formatCredits(999_950)).toBe('1M');
    expect(formatCredits(999_999)).toBe('1M');
    expect(formatCredits(-999_950)).toBe('-1M');
    expect(gaugeReading({ used: 999_950, total: 1_000_000 }).usedOfTotal).toBe('1M/1M');
  });

  it('exact numbers carry thousands separators', () => {
    expect(formatCreditsExact(0)).toBe('0');
    expect(formatCreditsExact(999)).toBe('999');
    expect(formatCreditsExact(1000)).toBe('1,000');
    expect(formatCreditsExact(9999)).toBe('9,999');
    expect(formatCreditsExact(999_950)).toBe('999,950');
    expect(formatCreditsExact(1_000_000)).toBe('1,000,000');
    expect(formatCreditsExact(1_250_000)).toBe('1,250,000');
    expect(formatCreditsExact(-1_250_000)).toBe('-1,250,000');
  });
});
