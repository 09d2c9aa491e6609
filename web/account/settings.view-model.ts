import { actionBound, computed, makeObservable, observable, runInAction } from 'mobx';
import type { ChatNotifications } from '../../core/client/chat/chat-notifications.ts';
import type { DesktopNotifier, NotificationPermissionState } from '../../core/client/chat/desktop-notifier.port.ts';
import { AccountText } from './account-text.ts';

/** Settings (/settings): the desktop notifications preference (`notifications-enabled`) and the browser's permission. */
export class SettingsViewModel {
  enabled: boolean;
  permission: NotificationPermissionState;
  saving = false;

  constructor(
    private readonly notifications: ChatNotifications,
    private readonly desktop: DesktopNotifier,
  ) {
    this.enabled = notifications.preferenceEnabled;
    this.permission = desktop.permission();
    makeObservable(this, {
      enabled: observable,
      permission: observable,
      saving: observable,
      permissionText: computed,
      setEnabled: actionBound,
    });
  }

  get permissionText(): string {
    if (this.permission === 'granted') return AccountText.permissionGranted;
    if (this.permission === 'denied') return AccountText.permissionDenied;
    return AccountText.permissionDefault;
  }

  /** Turning it on asks the browser for permission when it has not been decided yet. */
  async setEnabled(enabled: boolean): Promise<void> {
    this.enabled = enabled;
    this.saving = true;
    // The preference is stored at once; the browser's permission prompt may take as long as the person does.
    try {
      await this.notifications.setEnabled(enabled);
    } finally {
      runInAction(() => {
        this.saving = false;
        this.permission = this.desktop.permission();
      });
    }
  }
}
