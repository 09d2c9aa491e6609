import { Redis } from 'ioredis';
import { requireAnswer } from '../system/require-answer.ts';

/** REDIS_URL answers a ping at start, or the start stops (the process would charge sends it can never queue). */
export async function requireReachableRedis(url: string, timeoutMs = 5_000): Promise<void> {
  const client = new Redis(url, { lazyConnect: true, connectTimeout: timeoutMs, maxRetriesPerRequest: 0, retryStrategy: () => null, enableOfflineQueue: false });
  // Errors are reported by the rejected promise; without a listener ioredis prints each one.
  client.on('error', () => undefined);
  try {
    await requireAnswer('REDIS_URL', url, 'Start Redis, correct REDIS_URL, or unset it to run as one process.', () => client.connect().then(() => client.ping()), timeoutMs);
  } finally {
    client.disconnect();
  }
}
