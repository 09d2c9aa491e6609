import type { PointerSource } from '../chat/agent-chat.view-model.ts';

/** The primary pointer from `pointer: coarse`: a finger on a touch screen rather than a mouse. */
export class MediaPointer implements PointerSource {
  constructor(private readonly win: Window = window) {}

  coarse(): boolean {
    return this.win.matchMedia('(pointer: coarse)').matches;
  }
}
