import { Redis } from 'ioredis';
import type { AttemptLimit, RateLimitStore, Reservation } from '../../../core/server/ports/rate-limit-store.ts';

/**
 * One script checks every limit and counts the attempt in all of them or in none, so API processes racing
 * on the same keys can never let more attempts through than the limits allow. Same semantics as
 * InMemoryRateLimitStore. KEYS: the limits' keys; ARGV: now (ms), then per key max, windowMs, baseMs,
 * maxMs (baseMs 0: no backoff). Returns 0 when granted, else the milliseconds to wait.
 */
const RESERVE = `
local now = tonumber(ARGV[1])
local wait = 0
local counts, resets, nexts = {}, {}, {}
for i, key in ipairs(KEYS) do
  local a = 1 + (i - 1) * 4
  local max, base = tonumber(ARGV[a + 1]), tonumber(ARGV[a + 3])
  local v = redis.call('HMGET', key, 'count', 'reset_at', 'next_at')
  local count, resetAt, nextAt = tonumber(v[1]) or 0, tonumber(v[2]) or 0, tonumber(v[3]) or 0
  if math.max(resetAt, nextAt) <= now then count, resetAt, nextAt = 0, 0, 0 end
  if count >= max then
    if base > 0 then wait = math.max(wait, nextAt - now) else wait = math.max(wait, resetAt - now) end
  end
  counts[i], resets[i], nexts[i] = count, resetAt, nextAt
end
if wait > 0 then return math.ceil(wait) end
for i, key in ipairs(KEYS) do
  local a = 1 + (i - 1) * 4
  local max, windowMs, base, cap = tonumber(ARGV[a + 1]), tonumber(ARGV[a + 2]), tonumber(ARGV[a + 3]), tonumber(ARGV[a + 4])
  local count = counts[i] + 1
  local resetAt, nextAt = resets[i], nexts[i]
  if base > 0 or count == 1 then resetAt = now + windowMs end
  if base > 0 and count >= max then nextAt = now + math.min(cap, base * 2 ^ (count - max)) end
  redis.call('HSET', key, 'count', count, 'reset_at', math.floor(resetAt), 'next_at', math.floor(nextAt))
  redis.call('PEXPIRE', key, math.max(1, math.floor(math.max(resetAt, nextAt) - now)))
end
return 0
`;

/** Gives back one attempt, never below zero, and never brings back a counter that expired. */
const RELEASE = `
local count = tonumber(redis.call('HGET', KEYS[1], 'count'))
if count and count > 0 then redis.call('HINCRBY', KEYS[1], 'count', -1) end
return 0
`;

interface LimitScripts {
  reserveAttempts(numKeys: number, ...keysAndArgs: (string | number)[]): Promise<number>;
  releaseAttempt(key: string): Promise<number>;
}

/** Attempt counters in Redis, shared by every API process. */
export class RedisRateLimitStore implements RateLimitStore {
  private readonly redis: Redis & LimitScripts;

  constructor(url: string, private readonly prefix: string) {
    const redis = new Redis(url, { maxRetriesPerRequest: 2 });
    // A lost Redis fails the calls (answered 503) and shows in readiness; unlistened, each retry is printed.
    redis.on('error', () => undefined);
    redis.defineCommand('reserveAttempts', { lua: RESERVE });
    redis.defineCommand('releaseAttempt', { lua: RELEASE, numberOfKeys: 1 });
    this.redis = redis as Redis & LimitScripts;
  }

  async reserve(limits: readonly AttemptLimit[], now: Date): Promise<Reservation> {
    if (limits.length === 0) return { granted: true };
    const args = limits.flatMap((l) => [l.max, l.windowMs, l.backoff?.baseMs ?? 0, l.backoff?.maxMs ?? 0]);
    const wait = Number(await this.redis.reserveAttempts(limits.length, ...limits.map((l) => this.key(l.key)), now.getTime(), ...args));
    return wait > 0 ? { granted: false, retryAfterMs: wait } : { granted: true };
  }

  async release(key: string): Promise<void> {
    await this.redis.releaseAttempt(this.key(key));
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
