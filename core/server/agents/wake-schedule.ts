import type { Clock } from '../ports/clock.ts';
import type { Scheduler } from './ports.ts';

interface Wake {
  at: number;
  run: () => void;
  /** Its place in the heap; -1 once it ran or was cancelled. */
  index: number;
}

/**
 * Many waits on one timer: each open socket's next keep-alive and its token's expiry are entries of a heap, and
 * one Scheduler delay is armed for the earliest. A timer of each socket's own (a delay, its promise chain, its
 * abort listener and a suspended loop) held about 6 KB per socket, 60 MB for 10,000 idle sockets; an
 * entry is a few words. Nothing is armed while the heap is empty, so a process with no socket holds no timer.
 */
export class WakeSchedule {
  private readonly heap: Wake[] = [];
  private armed: { at: number; stop: AbortController } | null = null;

  constructor(
    private readonly clock: Clock,
    private readonly scheduler: Scheduler,
  ) {}

  /** Runs `run` once the Clock reaches `atMs` (not before), unless the returned cancel is called first. */
  at(atMs: number, run: () => void): () => void {
    const wake: Wake = { at: atMs, run, index: this.heap.length };
    this.heap.push(wake);
    this.up(wake.index);
    this.arm();
    return () => this.cancel(wake);
  }

  private cancel(wake: Wake): void {
    if (wake.index < 0) return;
    this.remove(wake.index);
    this.arm();
  }

  /** Keeps one delay armed for the earliest entry, and none when there is none. */
  private arm(): void {
    const first = this.heap[0];
    if (this.armed && (!first || this.armed.at > first.at)) {
      this.armed.stop.abort();
      this.armed = null;
    }
    if (!first || this.armed) return;
    const armed = { at: first.at, stop: new AbortController() };
    this.armed = armed;
    this.scheduler.delay(Math.max(0, first.at - this.clock.now().getTime()), armed.stop.signal).then(
      () => {
        if (this.armed === armed) this.armed = null;
        this.fire();
      },
      () => undefined,
    );
  }

  private fire(): void {
    const now = this.clock.now().getTime();
    // A timer may come a millisecond before the Clock agrees: what is not due yet is simply re-armed.
    while (this.heap.length > 0 && this.heap[0]!.at <= now) {
      const wake = this.remove(0);
      try {
        wake.run();
      } catch {
        // One socket's failure must not stop the others' keep-alives; each run handles its own errors.
      }
    }
    this.arm();
  }

  private remove(index: number): Wake {
    const heap = this.heap;
    const wake = heap[index]!;
    const last = heap.pop()!;
    if (last !== wake) {
      heap[index] = last;
      last.index = index;
      this.down(index);
      this.up(last.index);
    }
    wake.index = -1;
    return wake;
  }

  private up(index: number): void {
    const heap = this.heap;
    while (index > 0) {
      const parent = (index - 1) >> 1;
      if (heap[parent]!.at <= heap[index]!.at) break;
      this.swap(index, parent);
      index = parent;
    }
  }

  private down(index: number): void {
    const heap = this.heap;
    for (;;) {
      const left = 2 * index + 1;
      const right = left + 1;
      let least = index;
      if (left < heap.length && heap[left]!.at < heap[least]!.at) least = left;
      if (right < heap.length && heap[right]!.at < heap[least]!.at) least = right;
      if (least === index) return;
      this.swap(index, least);
      index = least;
    }
  }

  private swap(a: number, b: number): void {
    const heap = this.heap;
    const wa = heap[a]!;
    const wb = heap[b]!;
    heap[a] = wb;
    heap[b] = wa;
    wa.index = b;
    wb.index = a;
  }
}
