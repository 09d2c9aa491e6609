import type { ServiceIdentifier } from 'inversify';

export type NotificationPermissionState = 'granted' | 'denied' | 'default';

export interface DesktopNotification {
  title: string;
  body: string;
  /** Same tag, same notification (the browser replaces it). */
  tag?: string;
  requireInteraction?: boolean;
}

export interface ShownNotification {
  close(): void;
}

/**
 * Desktop notifications (the browser's Notification API; a recording one headless). Named apart from
 * the web app's toast `Notifier`, which shows in-page toasts.
 */
export interface DesktopNotifier {
  permission(): NotificationPermissionState;
  requestPermission(): Promise<NotificationPermissionState>;
  show(notification: DesktopNotification): ShownNotification;
}
export const DesktopNotifier: ServiceIdentifier<DesktopNotifier> = Symbol.for('DesktopNotifier');
