import { describe, expect, it } from 'vitest';
import { firstPingDelayMs } from '../../../core/server/agents/session-event-stream.ts';

describe('the first keep-alive ping of a socket', () => {
  it('falls at a random point of the interval: never at once, never later than one interval', () => {
    expect(firstPingDelayMs(25_000, 0)).toBe(25_000);
    expect(firstPingDelayMs(25_000, 0.5)).toBe(12_500);
    expect(firstPingDelayMs(25_000, 0.9999999)).toBe(1);
  });

  it('spreads 200 sockets opened together over the whole interval instead of one instant', () => {
    // Hand-set jitters: evenly spaced draws, as a uniform source gives on average.
    const delays = Array.from({ length: 200 }, (_, i) => firstPingDelayMs(25_000, i / 200));
    const perSecond = new Map<number, number>();
    for (const delay of delays) perSecond.set(Math.floor((delay - 1) / 1000), (perSecond.get(Math.floor((delay - 1) / 1000)) ?? 0) + 1);
    expect(perSecond.size).toBe(25);
    expect(Math.max(...perSecond.values())).toBe(8);
    expect(Math.min(...delays)).toBe(125);
    expect(Math.max(...delays)).toBe(25_000);
  });
});
