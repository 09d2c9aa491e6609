import type { RateLimitStore, WindowCount } from '../../../core/server/ports/rate-limit-store.ts';

/** Fixed-window counters in this process's memory (the embedded default). */
export class InMemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, WindowCount>();

  async increment(key: string, windowMs: number, now: Date): Promise<WindowCount> {
    const current = this.live(key, now);
    const next = current ? { count: current.count + 1, resetAt: current.resetAt } : { count: 1, resetAt: new Date(now.getTime() + windowMs) };
    this.windows.set(key, next);
    return next;
  }

  async peek(key: string, now: Date): Promise<WindowCount | null> {
    return this.live(key, now);
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  private live(key: string, now: Date): WindowCount | null {
    const w = this.windows.get(key);
    if (!w) return null;
    if (w.resetAt <= now) {
      this.windows.delete(key);
      return null;
    }
    return w;
  }
}
