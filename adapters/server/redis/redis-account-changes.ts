import { Redis } from 'ioredis';
import type { AccountChanges } from '../db/account-changes.ts';
import type { AccountReadCache } from '../db/account-read-cache.ts';

/**
 * Account changes over Redis pub/sub: every process publishes the accounts its commits changed and forgets those
 * the others did. Pub/sub keeps nothing for a subscriber that is away, so while the subscription is down (before
 * it first starts, and from a dropped connection until it is subscribed again) the cache keeps nothing.
 */
export class RedisAccountChanges implements AccountChanges {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly channel: string;

  constructor(url: string, prefix: string) {
    this.publisher = new Redis(url, { maxRetriesPerRequest: null });
    this.subscriber = new Redis(url, { maxRetriesPerRequest: null });
    // A lost Redis shows in readiness and both reconnect by themselves; unlistened, each retry is printed.
    for (const client of [this.publisher, this.subscriber]) client.on('error', () => undefined);
    this.channel = `${prefix}:account-changes`;
  }

  publish(userIds: readonly string[]): void {
    // A publish that fails finds the other processes' subscriptions down too (they keep nothing then) or is
    // retried by ioredis when the connection is back; the cache's few seconds bound the rest.
    this.publisher.publish(this.channel, JSON.stringify(userIds)).catch(() => undefined);
  }

  follow(cache: AccountReadCache): void {
    cache.suspend();
    this.subscriber.on('message', (channel: string, raw: string) => {
      if (channel !== this.channel) return;
      const ids = parseIds(raw);
      // A message this process cannot read names accounts it cannot forget one by one: forget them all.
      if (ids) cache.forget(ids);
      else cache.resume();
    });
    const subscribe = () => void this.subscriber.subscribe(this.channel).then(() => cache.resume(), () => undefined);
    this.subscriber.on('close', () => cache.suspend());
    // `ready` comes after each reconnection (and perhaps the first connection); subscribing twice is harmless.
    this.subscriber.on('ready', subscribe);
    subscribe();
  }

  async close(): Promise<void> {
    this.subscriber.disconnect();
    await this.publisher.quit();
  }
}

function parseIds(raw: string): string[] | null {
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) && value.every((id) => typeof id === 'string') ? value : null;
  } catch {
    return null;
  }
}
