import { action, makeObservable, observable } from 'mobx';
import type { Clock, TimerHandle } from '../ports/clock.port.ts';
import { CONTINUE_INDICATOR_MS } from '../../domain/agents/chat-rules.ts';

/**
 * Which cut-off answer is being continued (spec 4.7): shown from the click until `CONTINUE_INDICATOR_MS` after the
 * continuation is in, or gone at once when it fails. One at a time; a new one restarts the clock.
 */
export class ContinueIndicator {
  private current: string | null = null;
  private timer: TimerHandle | null = null;

  constructor(private readonly clock: Clock) {
    makeObservable<this, 'current'>(this, { current: observable, start: action, clear: action });
  }

  /** The message being continued, or null. */
  get messageId(): string | null {
    return this.current;
  }

  start(messageId: string): void {
    this.stopTimer();
    this.current = messageId;
  }

  /** The continuation is in: the indicator stays a little longer, so the change is seen. */
  done(): void {
    this.stopTimer();
    this.timer = this.clock.setTimeout(() => {
      this.timer = null;
      this.clear();
    }, CONTINUE_INDICATOR_MS);
  }

  /** The continuation failed, or the chat is reset: the indicator goes at once. */
  clear(): void {
    this.stopTimer();
    this.current = null;
  }

  private stopTimer(): void {
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
  }
}
