import { describe, expect, it } from 'vitest';
import { MODAL_SIZES, modalWidth } from '../../../web/components/modal-sizes.ts';
import { MAX_VISIBLE_TOASTS, TOAST_DURATION_MS } from '../../../web/view-models/notifier.ts';
import { CAROUSEL_AUTOPLAY_MS, CarouselState, type CarouselTimer } from '../../../web/components/carousel.view-model.ts';
import { SpaceSelectorViewModel, type SpacesMirror } from '../../../web/shell/space-selector.view-model.ts';
import type { SpacesService } from '../../../core/client/spaces/spaces-service.ts';
import type { PageReloader, PendingToasts } from '../../../web/view-models/notifier.ts';

/** A timer the test fires by hand, remembering each interval asked for. */
class HandTimer implements CarouselTimer {
  readonly intervals: number[] = [];
  private callbacks = new Map<number, () => void>();
  private next = 1;
  setInterval(callback: () => void, ms: number): unknown {
    this.intervals.push(ms);
    this.callbacks.set(this.next, callback);
    return this.next++;
  }
  clearInterval(handle: unknown): void {
    this.callbacks.delete(handle as number);
  }
  tick(): void {
    for (const callback of [...this.callbacks.values()]) callback();
  }
}

describe('UI rules of the web app (spec 2.3, 9)', () => {
  it('R-CONST-43 modal sizes go from sm to 4xl, each wider than the last and never wider than a 360 px window allows', () => {
    expect(MODAL_SIZES[0]).toBe('sm');
    expect(MODAL_SIZES.at(-1)).toBe('4xl');
    const widths = MODAL_SIZES.map((size) => Number(/min\((\d+)px/.exec(modalWidth(size))![1]));
    expect([...widths].sort((a, b) => a - b)).toEqual(widths);
    expect(new Set(widths).size).toBe(MODAL_SIZES.length);
    expect(modalWidth('4xl')).toContain('calc(100vw - 32px)');
  });

  it('R-CONST-39 R-CONST-40 toasts last 4000 ms and at most 3 show', () => {
    expect(TOAST_DURATION_MS).toBe(4000);
    expect(MAX_VISIBLE_TOASTS).toBe(3);
  });

  it('R-CAROUSEL-04 autoplay moves on every 5000 ms by default', () => {
    const timer = new HandTimer();
    const carousel = new CarouselState(3, timer, { autoplay: true });
    expect(CAROUSEL_AUTOPLAY_MS).toBe(5000);
    expect(timer.intervals.at(-1)).toBe(5000);
    timer.tick();
    expect(carousel.index).toBe(1);
  });

  it('R-SPACESEL-02 while spaces load the selector says "Loading spaces..."', () => {
    const mirror: SpacesMirror = { status: 'loading', spaces: [], current: null };
    const vm = new SpaceSelectorViewModel({} as SpacesService, mirror, { role: 'org_owner' }, {} as PendingToasts, {} as PageReloader);
    expect(vm.statusText).toBe('Loading spaces...');
    const loaded = new SpaceSelectorViewModel({} as SpacesService, { status: 'ready', spaces: [], current: null } as SpacesMirror, { role: 'org_member' }, {} as PendingToasts, {} as PageReloader);
    expect(loaded.statusText).toBe('No spaces available');
  });
});
