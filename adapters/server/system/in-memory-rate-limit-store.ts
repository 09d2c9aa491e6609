import type { AttemptLimit, RateLimitStore, Reservation } from '../../../core/server/ports/rate-limit-store.ts';

interface Counter {
  count: number;
  resetAt: number;
  /** With backoff: no attempt before this time (ms). */
  nextAt: number;
}

const SWEEP_EVERY_MS = 60_000;

/** Attempt counters in this process's memory (the embedded default); the semantics match RedisRateLimitStore. */
export class InMemoryRateLimitStore implements RateLimitStore {
  private readonly counters = new Map<string, Counter>();
  private nextSweepAt = 0;

  // Nothing awaits between reading and writing the counters, so a reservation is atomic within the process.
  async reserve(limits: readonly AttemptLimit[], now: Date): Promise<Reservation> {
    const at = now.getTime();
    this.sweep(at);
    const current = limits.map((limit) => this.live(limit.key, at));
    let wait = 0;
    limits.forEach((limit, i) => {
      const counter = current[i];
      if (counter && counter.count >= limit.max) wait = Math.max(wait, (backoffOf(limit) ? counter.nextAt : counter.resetAt) - at);
    });
    if (wait > 0) return { granted: false, retryAfterMs: wait };
    limits.forEach((limit, i) => {
      const counter = current[i];
      const backoff = backoffOf(limit);
      const count = (counter?.count ?? 0) + 1;
      const resetAt = backoff || !counter ? at + limit.windowMs : counter.resetAt;
      const nextAt = backoff && count >= limit.max ? at + Math.min(backoff.maxMs, backoff.baseMs * 2 ** (count - limit.max)) : (counter?.nextAt ?? 0);
      this.counters.set(limit.key, { count, resetAt, nextAt });
    });
    return { granted: true };
  }

  async release(key: string): Promise<void> {
    const counter = this.counters.get(key);
    if (counter && counter.count > 0) counter.count -= 1;
  }

  async reset(key: string): Promise<void> {
    this.counters.delete(key);
  }

  private live(key: string, at: number): Counter | null {
    const counter = this.counters.get(key);
    if (!counter) return null;
    if (expiry(counter) <= at) {
      this.counters.delete(key);
      return null;
    }
    return counter;
  }

  /** Counters nobody asks about again (one-off addresses and emails) would otherwise stay forever. */
  private sweep(at: number): void {
    if (at < this.nextSweepAt) return;
    this.nextSweepAt = at + SWEEP_EVERY_MS;
    for (const [key, counter] of this.counters) if (expiry(counter) <= at) this.counters.delete(key);
  }
}

const expiry = (counter: Counter) => Math.max(counter.resetAt, counter.nextAt);
/** A backoff without a delay is no backoff (as in the Redis script). */
const backoffOf = (limit: AttemptLimit) => (limit.backoff && limit.backoff.baseMs > 0 ? limit.backoff : undefined);
