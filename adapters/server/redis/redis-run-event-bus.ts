import { Redis } from 'ioredis';
import type { RunEventBus } from '../../../core/server/agents/ports.ts';
import type { RunEventRecord } from '../../../core/server/agents/records.ts';

/**
 * Run events over Redis pub/sub, so a socket on API process A receives the events of a run executed by
 * worker B. Events are also stored with their sequence numbers, so a reconnect resumes on any process.
 */
export class RedisRunEventBus implements RunEventBus {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly listeners = new Map<string, Set<(event: RunEventRecord) => void>>();

  constructor(url: string, private readonly prefix: string) {
    this.publisher = new Redis(url, { maxRetriesPerRequest: null });
    this.subscriber = new Redis(url, { maxRetriesPerRequest: null });
    // A lost Redis shows in readiness and both reconnect by themselves; unlistened, each retry is printed.
    for (const client of [this.publisher, this.subscriber]) client.on('error', () => undefined);
    this.subscriber.on('message', (channel: string, raw: string) => {
      const sessionId = channel.slice(this.channel('').length);
      const parsed = JSON.parse(raw) as RunEventRecord & { createdAt: string };
      const event = { ...parsed, createdAt: new Date(parsed.createdAt) };
      for (const listener of this.listeners.get(sessionId) ?? []) listener(event);
    });
  }

  publish(event: RunEventRecord): void {
    void this.publisher.publish(this.channel(event.sessionId), JSON.stringify(event));
  }

  subscribe(sessionId: string, listener: (event: RunEventRecord) => void): () => void {
    let set = this.listeners.get(sessionId);
    if (!set) {
      set = new Set();
      this.listeners.set(sessionId, set);
      void this.subscriber.subscribe(this.channel(sessionId));
    }
    set.add(listener);
    return () => {
      set!.delete(listener);
      if (set!.size === 0) {
        this.listeners.delete(sessionId);
        void this.subscriber.unsubscribe(this.channel(sessionId));
      }
    };
  }

  /** Resolves once the subscription is live (tests and start-up checks). */
  async ready(): Promise<void> {
    await Promise.all([this.publisher.ping(), this.subscriber.ping().catch(() => undefined)]);
  }

  async close(): Promise<void> {
    this.subscriber.disconnect();
    await this.publisher.quit();
  }

  private channel(sessionId: string): string {
    return `${this.prefix}:run-events:${sessionId}`;
  }
}
