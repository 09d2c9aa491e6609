import { Redis } from 'ioredis';

export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether Redis answers; in CI it must, so a missing server fails instead of skipping. */
async function probe(): Promise<boolean> {
  const client = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 2000, retryStrategy: () => null });
  try {
    await client.connect();
    await client.ping();
    return true;
  } catch (error) {
    if (process.env.CI === 'true') throw new Error(`Redis is required in CI but did not answer at ${REDIS_URL}: ${String(error)}`);
    console.warn(`SKIPPED: Redis tests, no server at ${REDIS_URL} (they run in CI).`);
    return false;
  } finally {
    client.disconnect();
  }
}

export const redisUnavailable: boolean = !(await probe());

/** A key prefix no other test run shares. */
export function uniquePrefix(name: string): string {
  return `mwtest-${name}-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
}
