import { createElement, type ReactNode } from 'react';
import type { Toaster } from '@blueprintjs/core';
import { Messages } from '../../core/domain/messages.ts';
import {
  isSwipeDismiss,
  SWIPE_REMOVAL_DELAY_MS,
  TOAST_DURATION_MS,
  type Notifier,
  type ToastSpec,
} from '../view-models/notifier.ts';

const KEY_PREFIX = 'app-toast-key-';

/**
 * Toasts with Blueprint's OverlayToaster, created once and shared (spec 2.3, 9): bottom-right, at
 * most 3, 4000 ms, inside a region labelled 'Notifications' that Alt+T focuses. A toast dragged
 * sideways beyond 45 px slides out and is removed 200 ms later. The toaster itself (overlay-toaster.ts) loads
 * with the first toast.
 */
export class BlueprintNotifier implements Notifier {
  private toasterLoad: Promise<Toaster> | null = null;
  private readonly region: HTMLElement;
  private counter = 0;

  constructor(
    private readonly navigate: (to: string) => void,
    doc: Document = document,
  ) {
    this.region = doc.createElement('section');
    this.region.setAttribute('aria-label', Messages.notificationsRegion);
    this.region.setAttribute('aria-keyshortcuts', 'Alt+T');
    this.region.tabIndex = -1;
    this.region.className = 'toast-region';
    doc.body.appendChild(this.region);
    doc.addEventListener('keydown', (event) => {
      if (event.altKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyT') {
        event.preventDefault();
        this.focus();
      }
    });
    this.listenForSwipes();
  }

  private get toaster(): Promise<Toaster> {
    this.toasterLoad ??= import('./overlay-toaster.ts').then(({ createOverlayToaster }) => createOverlayToaster(this.region));
    return this.toasterLoad;
  }

  show(toast: ToastSpec): void {
    const key = `${KEY_PREFIX}${++this.counter}`;
    void this.toaster.then((toaster) => this.present(toaster, toast, key));
  }

  /**
   * Shows `toast` under `key`. A toast with a follow-up (`then`) leaves on its own clock and its follow-up takes
   * its place under the same key, so the two never stand side by side and nothing waits for an exit to finish:
   * waiting for the first toast to leave the page (a timer, then the DOM's word) let a loaded machine lose the
   * follow-up. Blueprint's own timer is off for such a toast, because it pauses under the pointer or focus and a
   * paused first toast held its follow-up back for good. Dismissed early, the toast's follow-up still comes, alone.
   */
  private present(toaster: Toaster, toast: ToastSpec, key: string): void {
    const message: ReactNode = toast.description
      ? createElement('div', null, createElement('strong', { className: 'toast-title' }, toast.message), createElement('div', { className: 'toast-description' }, toast.description))
      : toast.message;
    const timeout = toast.timeoutMs ?? TOAST_DURATION_MS;
    const followUp = toast.then;
    toaster.show(
      {
        message,
        className: `app-toast ${key}`,
        intent: toast.intent ?? 'none',
        timeout: followUp ? 0 : timeout,
        action: toast.action?.href
          ? { text: toast.action.text, href: toast.action.href, target: '_blank' }
          : toast.action ? { text: toast.action.text, onClick: () => this.navigate(toast.action!.to) } : undefined,
      },
      key,
    );
    if (followUp) setTimeout(() => this.present(toaster, followUp, key), timeout);
  }

  /** Alt+T: the first toast's button if any, else the region itself. */
  private focus(): void {
    const target = this.region.querySelector<HTMLElement>('.bp6-toast button, .bp6-toast a') ?? this.region;
    target.focus();
  }

  /** Swipe to dismiss (spec 9): pointer drags on a toast, delegated from the region. */
  private listenForSwipes(): void {
    let drag: { element: HTMLElement; pointerId: number; startX: number; dx: number } | null = null;
    const reset = (element: HTMLElement) => {
      element.style.transform = '';
      element.style.opacity = '';
    };
    this.region.addEventListener('pointerdown', (event) => {
      const target = event.target as HTMLElement | null;
      const element = target?.closest<HTMLElement>('.app-toast');
      if (!element || target?.closest('button, a') || event.button !== 0) return;
      drag = { element, pointerId: event.pointerId, startX: event.clientX, dx: 0 };
      element.setPointerCapture?.(event.pointerId);
    });
    this.region.addEventListener('pointermove', (event) => {
      if (!drag || event.pointerId !== drag.pointerId) return;
      drag.dx = event.clientX - drag.startX;
      drag.element.style.transform = `translateX(${drag.dx}px)`;
      drag.element.style.opacity = String(Math.max(0.3, 1 - Math.abs(drag.dx) / 200));
    });
    const end = (event: PointerEvent) => {
      if (!drag || event.pointerId !== drag.pointerId) return;
      const { element, dx } = drag;
      drag = null;
      if (!isSwipeDismiss(dx)) return reset(element);
      element.style.transition = `transform ${SWIPE_REMOVAL_DELAY_MS}ms ease-out, opacity ${SWIPE_REMOVAL_DELAY_MS}ms ease-out`;
      element.style.transform = `translateX(${dx > 0 ? '120%' : '-120%'})`;
      element.style.opacity = '0';
      element.dataset.dismissed = 'true';
      const key = [...element.classList].find((c) => c.startsWith(KEY_PREFIX));
      setTimeout(() => {
        if (key) void this.toaster.then((toaster) => toaster.dismiss(key));
      }, SWIPE_REMOVAL_DELAY_MS);
    };
    this.region.addEventListener('pointerup', end);
    this.region.addEventListener('pointercancel', (event) => {
      if (drag && event.pointerId === drag.pointerId) {
        reset(drag.element);
        drag = null;
      }
    });
  }
}
