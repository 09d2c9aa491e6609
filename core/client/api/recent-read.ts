import type { Clock } from '../ports/clock.port.ts';

/**
 * One read of the server and its latest ask: `shared()` joins an ask still out or made within `reuseMs`, so the
 * readers of one page load ask once; `fresh()` always asks (after a change this client made). A failed ask is not
 * shared.
 */
export class RecentRead<T> {
  private last: { at: number; answer: Promise<T> } | null = null;

  constructor(
    private readonly clock: Clock,
    private readonly reuseMs: number,
    private readonly read: () => Promise<T>,
  ) {}

  fresh(): Promise<T> {
    const asked = { at: this.clock.now(), answer: this.read() };
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

  /** Forgets the last ask (a user switch): the next reader asks. */
  forget(): void {
    this.last = null;
  }
}
