import type { CoreToast, Toaster } from '../../core/client/ports/toaster.port.ts';
import type { Notifier } from '../view-models/notifier.ts';

/** The core's Toaster port (chat toasts, spec 8.5) over the web app's toast Notifier (Blueprint). */
export class NotifierToaster implements Toaster {
  constructor(private readonly notifier: Notifier) {}

  show(toast: CoreToast): void {
    this.notifier.show({ message: toast.message, description: toast.description, intent: toast.intent, timeoutMs: toast.timeoutMs, action: toast.action ? { text: toast.action.text, to: toast.action.route } : undefined });
  }
}
