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
/** If a dismissed toast were somehow never removed, its follow-up still comes after this long. */
const FOLLOW_UP_LATEST_MS = 5000;

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
    const message: ReactNode = toast.description
      ? createElement('div', null, createElement('strong', { className: 'toast-title' }, toast.message), createElement('div', { className: 'toast-description' }, toast.description))
      : toast.message;
    const timeout = toast.timeoutMs ?? TOAST_DURATION_MS;
    void this.toaster.then((toaster) => {
      // A toast with a follow-up leaves on its own clock: Blueprint pauses a toast's timer while it has focus or the
      // pointer, and a first toast paused that way (seen on a loaded machine) held its follow-up back for good.
      if (toast.then) setTimeout(() => toaster.dismiss(key), timeout);
      toaster.show(
        {
          message,
          className: `app-toast ${key}`,
          intent: toast.intent ?? 'none',
          timeout,
          action: toast.action?.href
            ? { text: toast.action.text, href: toast.action.href, target: '_blank' }
            : toast.action ? { text: toast.action.text, onClick: () => this.navigate(toast.action!.to) } : undefined,
          onDismiss: toast.then ? () => this.afterRemoval(key, () => this.show(toast.then!)) : undefined,
        },
        key,
      );
    });
  }

  /**
   * Runs `next` once the toast `key` has left the page: a follow-up comes after its first toast, one at a time.
   * A fixed wait after the dismissal did not outlast the exit on a loaded machine, where React committed the
   * removal later: the page itself says when.
   */
  private afterRemoval(key: string, next: () => void): void {
    const present = () => this.region.querySelector(`.${key}`) !== null;
    if (!present()) return next();
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      observer.disconnect();
      clearTimeout(latest);
      next();
    };
    const observer = new MutationObserver(() => {
      if (!present()) finish();
    });
    observer.observe(this.region, { childList: true, subtree: true });
    const latest = setTimeout(finish, FOLLOW_UP_LATEST_MS);
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
