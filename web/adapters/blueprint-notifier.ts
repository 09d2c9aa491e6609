import { OverlayToaster, Position, type Toaster } from '@blueprintjs/core';
import { Messages } from '../../core/domain/messages.ts';
import { MAX_VISIBLE_TOASTS, TOAST_DURATION_MS, type Notifier, type ToastSpec } from '../view-models/notifier.ts';

/**
 * Toasts with Blueprint's OverlayToaster, created once and shared (spec 2.3, 9): bottom-right, at
 * most 3, 4000 ms, inside a region labelled 'Notifications' that Alt+T focuses.
 */
export class BlueprintNotifier implements Notifier {
  private readonly toaster: Promise<Toaster>;
  private readonly region: HTMLElement;

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
    this.toaster = OverlayToaster.create(
      { position: Position.BOTTOM_RIGHT, maxToasts: MAX_VISIBLE_TOASTS, canEscapeKeyClear: true },
      { container: this.region },
    );
    doc.addEventListener('keydown', (event) => {
      if (event.altKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyT') {
        event.preventDefault();
        this.focus();
      }
    });
  }

  show(toast: ToastSpec): void {
    void this.toaster.then((toaster) =>
      toaster.show({
        message: toast.message,
        intent: toast.intent ?? 'none',
        timeout: toast.timeoutMs ?? TOAST_DURATION_MS,
        action: toast.action ? { text: toast.action.text, onClick: () => this.navigate(toast.action!.to) } : undefined,
      }),
    );
  }

  /** Alt+T: the first toast's button if any, else the region itself. */
  private focus(): void {
    const target = this.region.querySelector<HTMLElement>('.bp6-toast button, .bp6-toast a') ?? this.region;
    target.focus();
  }
}
