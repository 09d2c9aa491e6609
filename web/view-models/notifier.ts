import type { StoragePort } from '../../core/client/ports/storage.port.ts';
import { SessionStorageKeys } from '../../core/domain/storage-keys.ts';

/** A toast as the view-models describe it; the web adapter shows it with Blueprint. */
export interface ToastSpec {
  message: string;
  intent?: 'none' | 'primary' | 'success' | 'warning' | 'danger';
  /** A second line under the message (the core's artifact toasts carry one). */
  description?: string;
  /** A button in the toast that goes to a path of the app, or a link (`href`) that opens another site in a new tab. */
  action?: { text: string; to: string; href?: string };
  /** Milliseconds; the default is TOAST_DURATION_MS. */
  timeoutMs?: number;
  /** A toast that takes this one's place when its time is up, so the two never stand side by side. */
  then?: ToastSpec;
}

/** Spec 9: toasts last 4000 ms by default; at most 3 show at once. */
export const TOAST_DURATION_MS = 4000;
export const MAX_VISIBLE_TOASTS = 3;
/** Spec 9: a toast swiped sideways beyond 45 px is dismissed, and removed 200 ms later. */
export const SWIPE_DISMISS_PX = 45;
export const SWIPE_REMOVAL_DELAY_MS = 200;

/** Whether a horizontal drag of `dx` pixels dismisses the toast. */
export function isSwipeDismiss(dx: number): boolean {
  return Math.abs(dx) > SWIPE_DISMISS_PX;
}

/** Shows toasts (spec 2.3, 8.5). */
export interface Notifier {
  show(toast: ToastSpec): void;
}

/** Reloads the page (space switch and creation do, spec 4.4). */
export interface PageReloader {
  reload(): void;
}

/**
 * Toasts that must survive a page reload (decisions D6): kept in session storage before the
 * reload and shown once after it.
 */
export class PendingToasts {
  constructor(private readonly session: StoragePort) {}

  add(...toasts: ToastSpec[]): void {
    this.session.set(SessionStorageKeys.pendingToast, JSON.stringify([...this.peek(), ...toasts]));
  }

  /** The waiting toasts, removed from storage so they show only once. */
  takeAll(): ToastSpec[] {
    const toasts = this.peek();
    this.session.remove(SessionStorageKeys.pendingToast);
    return toasts;
  }

  private peek(): ToastSpec[] {
    const raw = this.session.get(SessionStorageKeys.pendingToast);
    if (!raw) return [];
    try {
      const parsed: unknown = JSON.parse(raw);
      return Array.isArray(parsed) ? parsed.filter((t): t is ToastSpec => typeof t?.message === 'string') : [];
    } catch {
      return [];
    }
  }
}
