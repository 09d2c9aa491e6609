import { inject, injectable } from 'inversify';
import { Clock } from '../ports/clock.port.ts';
import { StoragePort } from '../ports/storage.port.ts';
import { DesktopNotifier, type DesktopNotification } from './desktop-notifier.port.ts';
import { StorageKeys } from '../../domain/storage-keys.ts';
import { Messages } from '../../domain/messages.ts';
import { NOTIFICATION_AUTO_CLOSE_MS, notificationPreview } from '../../domain/agents/chat-rules.ts';

/**
 * Desktop notifications of the chat (spec 4.7, decisions D11): only with the `notifications-enabled`
 * preference on and the permission granted; a reply is announced once per session and request;
 * each closes itself after 10 s unless it requires interaction.
 */
@injectable()
export class ChatNotifications {
  private readonly announced = new Set<string>();

  constructor(
    @inject(DesktopNotifier) private readonly notifier: DesktopNotifier,
    @inject(StoragePort) private readonly storage: StoragePort,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  get preferenceEnabled(): boolean {
    return this.storage.get(StorageKeys.notificationsEnabled) === 'true';
  }

  get canNotify(): boolean {
    return this.preferenceEnabled && this.notifier.permission() === 'granted';
  }

  /** Turns the preference on or off; turning it on asks for permission when not yet decided. */
  async setEnabled(enabled: boolean): Promise<void> {
    this.storage.set(StorageKeys.notificationsEnabled, String(enabled));
    if (enabled && this.notifier.permission() === 'default') await this.notifier.requestPermission();
  }

  /** '{agent} has responded' with a 100-character preview, once per session and request. */
  responded(agentName: string, sessionId: string, requestId: string, reply: string): boolean {
    const key = `${sessionId}:${requestId}`;
    if (this.announced.has(key)) return false;
    const shown = this.show({ title: Messages.agentResponded(agentName), body: notificationPreview(reply), tag: `agent-response-${key}` });
    if (shown) this.announced.add(key);
    return shown;
  }

  error(agentName: string, text: string): boolean {
    return this.show({ title: Messages.agentErrorTitle, body: `${agentName}: ${notificationPreview(text)}`, tag: 'agent-error' });
  }

  finishedInBackground(agentName: string, preview: string): boolean {
    return this.show({ title: Messages.agentFinishedInBackground(agentName), body: notificationPreview(preview), tag: `background-${agentName}` });
  }

  private show(notification: DesktopNotification): boolean {
    if (!this.canNotify) return false;
    const shown = this.notifier.show(notification);
    if (!notification.requireInteraction) this.clock.setTimeout(() => shown.close(), NOTIFICATION_AUTO_CLOSE_MS);
    return true;
  }
}
