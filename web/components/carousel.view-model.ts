import { actionBound, makeObservable, observable } from 'mobx';

/** Spec 2.3: autoplay moves on every 5000 ms unless told otherwise. */
export const CAROUSEL_AUTOPLAY_MS = 5000;

export interface CarouselTimer {
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

/**
 * A carousel's state (spec 2.3, decisions D15): previous/next wrap around, Home and End go to the
 * first and last slide, Space or Escape toggles autoplay.
 */
export class CarouselState {
  index = 0;
  playing: boolean;
  readonly intervalMs: number;
  private handle: unknown = null;

  constructor(
    public count: number,
    private readonly timer: CarouselTimer,
    options: { autoplay?: boolean; intervalMs?: number } = {},
  ) {
    this.playing = options.autoplay ?? false;
    this.intervalMs = options.intervalMs ?? CAROUSEL_AUTOPLAY_MS;
    makeObservable<this, 'schedule'>(this, {
      index: observable,
      playing: observable,
      count: observable,
      setCount: actionBound,
      goTo: actionBound,
      next: actionBound,
      previous: actionBound,
      first: actionBound,
      last: actionBound,
      toggleAutoplay: actionBound,
      handleKey: actionBound,
      dispose: actionBound,
      schedule: actionBound,
    });
    this.schedule();
  }

  setCount(count: number): void {
    this.count = count;
    if (this.index >= count) this.index = Math.max(0, count - 1);
  }

  goTo(index: number): void {
    if (this.count === 0) return;
    this.index = ((index % this.count) + this.count) % this.count;
    this.schedule();
  }

  next(): void {
    this.goTo(this.index + 1);
  }

  previous(): void {
    this.goTo(this.index - 1);
  }

  first(): void {
    this.goTo(0);
  }

  last(): void {
    this.goTo(this.count - 1);
  }

  toggleAutoplay(): void {
    this.playing = !this.playing;
    this.schedule();
  }

  /** Keys of D15; true when the key was the carousel's. */
  handleKey(key: string): boolean {
    switch (key) {
      case 'ArrowRight':
      case 'ArrowDown':
        this.next();
        return true;
      case 'ArrowLeft':
      case 'ArrowUp':
        this.previous();
        return true;
      case 'Home':
        this.first();
        return true;
      case 'End':
        this.last();
        return true;
      case ' ':
      case 'Escape':
        this.toggleAutoplay();
        return true;
      default:
        return false;
    }
  }

  dispose(): void {
    if (this.handle !== null) this.timer.clearInterval(this.handle);
    this.handle = null;
  }

  /** (Re)starts the autoplay interval, so a manual move gets a full interval before the next. */
  private schedule(): void {
    this.dispose();
    if (this.playing && this.count > 1) this.handle = this.timer.setInterval(() => this.next(), this.intervalMs);
  }
}
