import type { Clock, TimerHandle } from '../../core/client/ports/clock.port.ts';

/**
 * The real clock for a short-lived process: its timers (the proactive token refresh, the prefetch
 * cap) never keep the CLI running once the command is done.
 */
export class UnrefClock implements Clock {
  now(): number {
    return Date.now();
  }

  setTimeout(callback: () => void, ms: number): TimerHandle {
    return setTimeout(callback, ms).unref();
  }

  clearTimeout(handle: TimerHandle): void {
    clearTimeout(handle as ReturnType<typeof setTimeout>);
  }
}
