import { describe, expect, it } from 'vitest';
import { clientHarness } from '../../../support/client-harness.ts';
import { ChatNotifications } from '../../../../core/client/chat/chat-notifications.ts';
import { type DesktopNotification, type NotificationPermissionState } from '../../../../core/client/chat/desktop-notifier.port.ts';
import { SilentDesktopNotifier } from '../../../../adapters/client/silent-desktop-notifier.ts';
import { StorageKeys } from '../../../../core/domain/storage-keys.ts';

function notifications(permission: NotificationPermissionState = 'granted', enabled: boolean | null = true) {
  const desktop = new SilentDesktopNotifier(permission);
  const h = clientHarness({ desktop });
  if (enabled !== null) h.storage.set(StorageKeys.notificationsEnabled, String(enabled));
  return { h, desktop, chat: h.get(ChatNotifications) };
}

const LONG = `${'word '.repeat(40)}end`;

describe('chat desktop notifications (spec 4.7, D11)', () => {
  it('R-NOTIFY-01 a reply sends "{agent} has responded" with a 100-character preview', () => {
    const { desktop, chat } = notifications();
    expect(chat.responded('Email Agent', 'sess-1', 'req-1', LONG)).toBe(true);
    expect(desktop.shown).toHaveLength(1);
    expect(desktop.shown[0]!.title).toBe('Email Agent has responded');
    expect(desktop.shown[0]!.body).toBe(`${LONG.slice(0, 100)}...`);
    chat.responded('Email Agent', 'sess-1', 'req-9', 'Short reply');
    expect(desktop.shown[1]!.body).toBe('Short reply');
  });

  it('R-NOTIFY-02 the response notification is sent once per session and request', () => {
    const { desktop, chat } = notifications();
    expect(chat.responded('Email Agent', 'sess-1', 'req-1', 'a')).toBe(true);
    expect(chat.responded('Email Agent', 'sess-1', 'req-1', 'a again')).toBe(false);
    expect(chat.responded('Email Agent', 'sess-1', 'req-2', 'b')).toBe(true);
    expect(chat.responded('Email Agent', 'sess-2', 'req-1', 'c')).toBe(true);
    expect(desktop.shown.map((n) => n.body)).toEqual(['a', 'b', 'c']);
  });

  it('R-NOTIFY-03 R-CHATERR-27 an error notification is titled "Agent Error"', () => {
    const { desktop, chat } = notifications();
    expect(chat.error('Email Agent', 'Agent processing failed')).toBe(true);
    expect(desktop.shown).toEqual([expect.objectContaining({ title: 'Agent Error', body: 'Email Agent: Agent processing failed' })]);
  });

  it('R-NOTIFY-04 a background-task notification says "{agent} finished in the background"', () => {
    const { desktop, chat } = notifications();
    expect(chat.finishedInBackground('CMO Agent', 'The plan is ready')).toBe(true);
    expect(desktop.shown).toEqual([expect.objectContaining({ title: 'CMO Agent finished in the background', body: 'The plan is ready' })]);
  });

  it('R-NOTIFY-05 nothing is sent unless the notifications-enabled preference is on', async () => {
    for (const enabled of [false, null] as const) {
      const { desktop, chat } = notifications('granted', enabled);
      expect(chat.responded('Email Agent', 's', 'r', 'x')).toBe(false);
      expect(chat.error('Email Agent', 'x')).toBe(false);
      expect(chat.finishedInBackground('Email Agent', 'x')).toBe(false);
      expect(desktop.shown).toEqual([]);
    }
    // A suppressed reply is not counted as announced: once enabled it can still be sent.
    const { desktop, chat } = notifications('granted', false);
    chat.responded('Email Agent', 's', 'r', 'x');
    await chat.setEnabled(true);
    expect(chat.responded('Email Agent', 's', 'r', 'x')).toBe(true);
    expect(desktop.shown).toHaveLength(1);
  });

  it('R-NOTIFY-06 nothing is sent unless the browser granted permission; enabling asks for it when undecided', async () => {
    for (const permission of ['denied', 'default'] as const) {
      const { desktop, chat } = notifications(permission, true);
      expect(chat.responded('Email Agent', 's', 'r', 'x')).toBe(false);
      expect(chat.error('Email Agent', 'x')).toBe(false);
      expect(desktop.shown).toEqual([]);
    }
    let asked = 0;
    let state: NotificationPermissionState = 'default';
    const shown: DesktopNotification[] = [];
    const h = clientHarness({ desktop: {
      permission: () => state,
      requestPermission: async () => {
        asked += 1;
        state = 'granted';
        return state;
      },
      show: (n: DesktopNotification) => {
        shown.push(n);
        return { close: () => undefined };
      },
    } });
    const chat = h.get(ChatNotifications);
    await chat.setEnabled(true);
    expect(asked).toBe(1);
    expect(h.storage.get(StorageKeys.notificationsEnabled)).toBe('true');
    expect(chat.responded('Email Agent', 's', 'r', 'x')).toBe(true);
    expect(shown).toHaveLength(1);
  });

  it('R-NOTIFY-07 notifications close themselves after 10 s unless they require interaction', () => {
    const { h, desktop, chat } = notifications();
    chat.responded('Email Agent', 'sess-1', 'req-1', 'hello');
    chat.error('Email Agent', 'oops');
    h.clock.advance(9_999);
    expect(desktop.shown.map((n) => n.closed)).toEqual([false, false]);
    h.clock.advance(1);
    expect(desktop.shown.map((n) => n.closed)).toEqual([true, true]);
    // One that requires interaction stays open.
    const sticky = { title: 't', body: 'b', requireInteraction: true };
    (chat as unknown as { show(n: DesktopNotification): boolean }).show(sticky);
    h.clock.advance(60_000);
    expect(desktop.shown[2]).toMatchObject({ requireInteraction: true, closed: false });
  });
});
