import type { Clock, TimerHandle } from '../../core/client/ports/clock.port.ts';

type NodeTimer = ReturnType<typeof setTimeout>;

/**
 * The real clock for one CLI run: its timers (the proactive token refresh, the prefetch cap) never
 * keep the CLI running once the command is done, and `clearAll` ends those still pending when the
 * run ends, so a later run in the same process never sees them fire.
 */
export class UnrefClock implements Clock {
  private readonly pending = new Set<NodeTimer>();

  now(): number {
    return Date.now();
  }

  setTimeout(callback: () => void, ms: number): TimerHandle {
    const timer: NodeTimer = setTimeout(() => {
      this.pending.delete(timer);
      callback();
    }, ms).unref();
    this.pending.add(timer);
    return timer;
  }

  clearTimeout(handle: TimerHandle): void {
    clearTimeout(handle as NodeTimer);
    this.pending.delete(handle as NodeTimer);
  }

  clearAll(): void {
    for (const timer of this.pending) clearTimeout(timer);
    this.pending.clear();
  }
}
