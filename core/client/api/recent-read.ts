import type { Clock } from '../ports/clock.port.ts';

/**
 * One read of the server and its latest ask: `shared()` joins an ask still out or made within `reuseMs`, so the
 * readers of one page load ask once; `fresh()` always asks (after a change this client made). Only the latest ask's
 * answer is applied: an older one that arrives later, or one asked before `forget()` (a user switch, a change
 * written since), would show what is no longer so. A failed ask is not shared.
 */
export class RecentRead<T> {
  private last: { at: number; answer: Promise<T> } | null = null;

  constructor(
    private readonly clock: Clock,
    private readonly reuseMs: number,
    private readonly read: () => Promise<T>,
    private readonly apply: (value: T) => void,
  ) {}

  fresh(): Promise<T> {
    const asked: { at: number; answer: Promise<T> } = {
      at: this.clock.now(),
      answer: this.read().then((value) => {
        if (this.last === asked) this.apply(value);
        return value;
      }),
    };
    this.last = asked;
    asked.answer.catch(() => {
      if (this.last === asked) this.last = null;
    });
    return asked.answer;
  }

  shared(): Promise<T> {
    const asked = this.last;
    if (asked && this.clock.now() - asked.at < this.reuseMs) return asked.answer;
    return this.fresh();
  }

  /** Forgets the last ask (a user switch, or a change written since): its answer is not applied, the next reader asks. */
  forget(): void {
    this.last = null;
  }
}
