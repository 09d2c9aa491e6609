import type { DesktopNotification, DesktopNotifier, NotificationPermissionState, ShownNotification } from '../../core/client/chat/desktop-notifier.port.ts';

/** The browser's Notification API; a browser without it reports 'denied' and shows nothing. */
export class BrowserDesktopNotifier implements DesktopNotifier {
  permission(): NotificationPermissionState {
    return typeof Notification === 'undefined' ? 'denied' : Notification.permission;
  }

  async requestPermission(): Promise<NotificationPermissionState> {
    if (typeof Notification === 'undefined') return 'denied';
    return Notification.requestPermission();
  }

  show(notification: DesktopNotification): ShownNotification {
    if (typeof Notification === 'undefined') return { close: () => undefined };
    const shown = new Notification(notification.title, { body: notification.body, tag: notification.tag, requireInteraction: notification.requireInteraction });
    shown.onclick = () => {
      window.focus();
      shown.close();
    };
    return shown;
  }
}
