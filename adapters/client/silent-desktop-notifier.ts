import type { DesktopNotification, DesktopNotifier, NotificationPermissionState, ShownNotification } from '../../core/client/chat/desktop-notifier.port.ts';

/** Where there is no desktop (the CLI, tests): permission is as configured and shown notifications are kept. */
export class SilentDesktopNotifier implements DesktopNotifier {
  readonly shown: (DesktopNotification & { closed: boolean })[] = [];

  constructor(private state: NotificationPermissionState = 'denied') {}

  permission(): NotificationPermissionState {
    return this.state;
  }

  async requestPermission(): Promise<NotificationPermissionState> {
    return this.state;
  }

  grant(): void {
    this.state = 'granted';
  }

  show(notification: DesktopNotification): ShownNotification {
    const entry = { ...notification, closed: false };
    this.shown.push(entry);
    return { close: () => void (entry.closed = true) };
  }
}
