import { Redis } from 'ioredis';
import type { RateLimitStore, WindowCount } from '../../../core/server/ports/rate-limit-store.ts';

/** Fixed-window counters in Redis, shared by every API process. */
export class RedisRateLimitStore implements RateLimitStore {
  private readonly redis: Redis;

  constructor(url: string, private readonly prefix: string) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 2 });
  }

  async increment(key: string, windowMs: number, now: Date): Promise<WindowCount> {
    const k = this.key(key);
    const [[, count], , [, ttl]] = (await this.redis.multi().incr(k).pexpire(k, windowMs, 'NX').pttl(k).exec()) as [[null, number], [null, number], [null, number]];
    return { count, resetAt: new Date(now.getTime() + Math.max(ttl, 0)) };
  }

  async peek(key: string, now: Date): Promise<WindowCount | null> {
    const k = this.key(key);
    const [[, value], [, ttl]] = (await this.redis.multi().get(k).pttl(k).exec()) as [[null, string | null], [null, number]];
    return value === null ? null : { count: Number(value), resetAt: new Date(now.getTime() + Math.max(ttl, 0)) };
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.key(key));
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }

  private key(key: string): string {
    return `${this.prefix}:ratelimit:${key}`;
  }
}
