import { describe, expect, it } from 'vitest';
import { REDIS_URL, redisUnavailable, uniquePrefix } from '../support/test-redis.ts';
import { RedisRunEventBus } from '../../adapters/server/redis/redis-run-event-bus.ts';
import { BullRunQueue } from '../../adapters/server/redis/bull-run-queue.ts';
import { RedisRateLimitStore } from '../../adapters/server/redis/redis-rate-limit-store.ts';

const eventually = async (check: () => boolean, ms = 5000) => {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe.skipIf(redisUnavailable)('Redis adapters (against the real Redis)', () => {
  it('the run event bus delivers events published by one process to subscribers of another', async () => {
    const prefix = uniquePrefix('bus');
    const apiProcess = new RedisRunEventBus(REDIS_URL, prefix);
    const workerProcess = new RedisRunEventBus(REDIS_URL, prefix);
    try {
      const received: number[] = [];
      const unsubscribe = apiProcess.subscribe('s1', (e) => received.push(e.seq));
      await apiProcess.ready();
      await new Promise((r) => setTimeout(r, 100));
      for (let seq = 1; seq <= 3; seq++) workerProcess.publish({ sessionId: 's1', seq, requestId: 'r', type: 'progress_update', payload: { seq }, createdAt: new Date() });
      workerProcess.publish({ sessionId: 'other', seq: 9, requestId: 'r', type: 'x', payload: {}, createdAt: new Date() });
      await eventually(() => received.length === 3);
      expect(received).toEqual([1, 2, 3]);
      unsubscribe();
    } finally {
      await apiProcess.close();
      await workerProcess.close();
    }
  });

  it('the run queue hands each request to one worker, once', async () => {
    const prefix = uniquePrefix('queue');
    const producer = new BullRunQueue({ url: REDIS_URL, prefix, concurrency: 2, lockMs: 5000 });
    const workerA = new BullRunQueue({ url: REDIS_URL, prefix, concurrency: 2, lockMs: 5000 });
    const workerB = new BullRunQueue({ url: REDIS_URL, prefix, concurrency: 2, lockMs: 5000 });
    const handled: string[] = [];
    try {
      workerA.process(async (id) => void handled.push(`A:${id}`));
      workerB.process(async (id) => void handled.push(`B:${id}`));
      for (let i = 0; i < 10; i++) await producer.enqueue(`req-${i}`);
      await producer.enqueue('req-0'); // the same request id again is not a second job
      await eventually(() => handled.length >= 10);
      await new Promise((r) => setTimeout(r, 200));
      expect(handled.map((h) => h.slice(2)).sort()).toEqual(Array.from({ length: 10 }, (_, i) => `req-${i}`).sort());
    } finally {
      await workerA.close();
      await workerB.close();
      await producer.close();
    }
  });

  it('the rate-limit store lets exactly the limit through when two processes race for it', async () => {
    const prefix = uniquePrefix('limits');
    const a = new RedisRateLimitStore(REDIS_URL, prefix);
    const b = new RedisRateLimitStore(REDIS_URL, prefix);
    try {
      const now = new Date();
      const limit = [{ key: 'login:x', max: 5, windowMs: 60_000 }];
      const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => (i % 2 ? a : b).reserve(limit, now)));
      expect(answers.filter((r) => r.granted)).toHaveLength(5);
      const refused = answers.find((r) => !r.granted) as { retryAfterMs: number };
      expect(refused.retryAfterMs).toBeGreaterThan(50_000);
      // A refusal by one limit counts in none: the other key was not touched by the 55 refused attempts.
      const both = [...limit, { key: 'login:y', max: 1, windowMs: 60_000 }];
      expect(await a.reserve(both, now)).toMatchObject({ granted: false });
      expect(await b.reserve([{ key: 'login:y', max: 1, windowMs: 60_000 }], now)).toEqual({ granted: true });
      // A released attempt can be used again; the window's end gives the whole allowance back.
      await b.release('login:x');
      expect(await a.reserve(limit, now)).toEqual({ granted: true });
      expect(await a.reserve(limit, now)).toMatchObject({ granted: false });
      expect(await a.reserve(limit, new Date(now.getTime() + 61_000))).toEqual({ granted: true });
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('the rate-limit store spaces attempts past the limit with a doubling delay instead of a hard stop', async () => {
    const store = new RedisRateLimitStore(REDIS_URL, uniquePrefix('backoff'));
    try {
      const t0 = Date.now();
      const at = (ms: number) => new Date(t0 + ms);
      const limit = [{ key: 'login:account:z', max: 2, windowMs: 60_000, backoff: { baseMs: 1000, maxMs: 3000 } }];
      expect(await store.reserve(limit, at(0))).toEqual({ granted: true });
      expect(await store.reserve(limit, at(0))).toEqual({ granted: true });
      expect(await store.reserve(limit, at(0))).toEqual({ granted: false, retryAfterMs: 1000 });
      expect(await store.reserve(limit, at(1000))).toEqual({ granted: true });
      expect(await store.reserve(limit, at(1000))).toEqual({ granted: false, retryAfterMs: 2000 });
      expect(await store.reserve(limit, at(3000))).toEqual({ granted: true });
      expect(await store.reserve(limit, at(3000))).toEqual({ granted: false, retryAfterMs: 3000 });
    } finally {
      await store.close();
    }
  });
});
