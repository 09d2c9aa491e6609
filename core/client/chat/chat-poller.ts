import type { Clock, TimerHandle } from '../ports/clock.port.ts';
import { maxPollMinutes, pollInterval } from '../../domain/agents/poll-schedule.ts';
import { isRetriablePollError, pollTimeoutText } from '../../domain/agents/chat-rules.ts';

/** What the poller reads of a message: when it was written, to ask for what came after. */
export interface Polled {
  created_at: string;
}

export interface PollerCallbacks<M extends Polled> {
  fetch(since: string, signal: AbortSignal): Promise<M[]>;
  onMessages(messages: M[]): void;
  onTimeout(text: string): void;
  onError(error: unknown): void;
}

/**
 * Polls a session for new messages (spec 8.4, 9). The first poll goes at once; a poll that brought
 * new messages is followed at once by the next (the server's long poll waits for news); after an empty
 * poll the schedule's interval applies (15 s to 3 min, 30 s to 8 min...). It gives up at the agent's
 * maximum with the spec's text. Timeouts and network errors after the first 30 s wait for the next poll.
 */
export class ChatPoller<M extends Polled> {
  private since: string;
  private readonly startedAt: number;
  private timer: TimerHandle | null = null;
  private controller: AbortController | null = null;
  private stopped = false;
  private lastPollFailed = false;
  /** When each poll was sent, relative to the start (for tests and diagnostics). */
  readonly pollTimes: number[] = [];

  constructor(
    private readonly clock: Clock,
    private readonly agent: { slug: string; name: string },
    sinceMs: number,
    private readonly callbacks: PollerCallbacks<M>,
  ) {
    this.startedAt = clock.now();
    this.since = new Date(sinceMs).toISOString();
  }

  get isPolling(): boolean {
    return !this.stopped;
  }

  start(): void {
    void this.poll();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
    this.controller?.abort();
  }

  private get maxMs(): number {
    return maxPollMinutes(this.agent.slug) * 60_000;
  }

  private async poll(): Promise<void> {
    this.timer = null;
    if (this.stopped) return;
    const elapsed = this.clock.now() - this.startedAt;
    if (elapsed >= this.maxMs) {
      this.stop();
      this.callbacks.onTimeout(pollTimeoutText(this.agent.name, maxPollMinutes(this.agent.slug), this.lastPollFailed));
      return;
    }
    this.pollTimes.push(elapsed);
    this.controller = new AbortController();
    let batch: M[];
    try {
      batch = await this.callbacks.fetch(this.since, this.controller.signal);
    } catch (error) {
      if (this.stopped) return;
      const code = (error as { code?: string }).code;
      if (!isRetriablePollError(code, this.clock.now() - this.startedAt)) {
        this.stop();
        this.callbacks.onError(error);
        return;
      }
      this.lastPollFailed = true;
      return this.schedule();
    }
    if (this.stopped) return;
    this.lastPollFailed = false;
    const newest = batch.map((m) => m.created_at).filter(Boolean).sort().at(-1);
    const advanced = newest !== undefined && newest > this.since;
    if (advanced) this.since = newest;
    if (batch.length) this.callbacks.onMessages(batch);
    if (this.stopped) return;
    if (advanced) return this.poll();
    this.schedule();
  }

  private schedule(): void {
    const elapsed = this.clock.now() - this.startedAt;
    const wait = Math.min(pollInterval(elapsed), Math.max(0, this.maxMs - elapsed));
    this.timer = this.clock.setTimeout(() => void this.poll(), wait);
  }
}
