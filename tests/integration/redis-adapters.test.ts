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

  it('the rate-limit store counts in shared fixed windows', async () => {
    const prefix = uniquePrefix('limits');
    const a = new RedisRateLimitStore(REDIS_URL, prefix);
    const b = new RedisRateLimitStore(REDIS_URL, prefix);
    try {
      const now = new Date();
      await a.increment('login:x', 60_000, now);
      const second = await b.increment('login:x', 60_000, now);
      expect(second.count).toBe(2);
      expect(second.resetAt.getTime()).toBeGreaterThan(now.getTime() + 50_000);
      expect((await a.peek('login:x', now))?.count).toBe(2);
      await b.reset('login:x');
      expect(await a.peek('login:x', now)).toBeNull();
    } finally {
      await a.close();
      await b.close();
    }
  });
});
