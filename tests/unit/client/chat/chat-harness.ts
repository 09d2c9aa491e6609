import { clientHarness, OWNER, settle } from '../../../support/client-harness.ts';
import { ok } from '../../../support/scripted-http.ts';
import { SocketPort, type SocketConnection, type SocketHandlers } from '../../../../core/client/chat/socket.port.ts';
import type { CoreToast } from '../../../../core/client/ports/toaster.port.ts';
import { ChatStore } from '../../../../core/client/chat/chat-store.ts';
import { BackgroundTasksStore } from '../../../../core/client/chat/background-tasks-store.ts';
import { SilentDesktopNotifier } from '../../../../adapters/client/silent-desktop-notifier.ts';
import { StorageKeys } from '../../../../core/domain/storage-keys.ts';
import type { ManualClock } from '../../../../adapters/client/manual-clock.ts';

/** One socket the client opened; the test plays the server's side. */
export class FakeConnection implements SocketConnection {
  readonly sent: Record<string, unknown>[] = [];
  closed: { code?: number; reason?: string } | null = null;

  constructor(
    readonly url: string,
    readonly handlers: SocketHandlers,
  ) {}

  send(data: string): void {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }

  close(code?: number, reason?: string): void {
    this.closed = { code, reason };
  }

  open(): void {
    this.handlers.onOpen();
  }

  emit(event: Record<string, unknown>): void {
    this.handlers.onMessage(JSON.stringify(event));
  }

  drop(code = 1006): void {
    this.handlers.onClose(code, 'dropped');
  }

  error(): void {
    this.handlers.onError();
  }
}

/** A SocketPort whose connections neither open nor fail by themselves. */
export class FakeSockets implements SocketPort {
  readonly connections: FakeConnection[] = [];

  open(url: string, handlers: SocketHandlers): FakeConnection {
    const connection = new FakeConnection(url, handlers);
    this.connections.push(connection);
    return connection;
  }

  get last(): FakeConnection {
    const last = this.connections.at(-1);
    if (!last) throw new Error('no socket was opened');
    return last;
  }
}

/** Runs the clock forward step by step, letting promise callbacks run between steps. */
export async function advance(clock: ManualClock, ms: number, step = 1_000): Promise<void> {
  await settle();
  let left = ms;
  while (left > 0) {
    const now = Math.min(step, left);
    clock.advance(now);
    left -= now;
    await settle();
  }
}

export const PLAN = { id: 'plan_pro', type: 'pro', name: 'Pro', is_active: true, days_left: 12, expires_at: '2026-07-01T00:00:00.000Z' };
export const CREDITS = { used: 100, total: 5000, remaining: 4900, reset_date: '2026-07-01T00:00:00.000Z', last_updated: '2026-06-01T00:00:00.000Z' };

/** The client core signed in to space s1, with fake sockets, a granting desktop and recorded toasts. */
export async function chatHarness(options: { notifications?: boolean } = {}) {
  const sockets = new FakeSockets();
  const desktop = new SilentDesktopNotifier('granted');
  const toasts: CoreToast[] = [];
  const h = clientHarness({ sockets, desktop, toaster: { show: (toast: CoreToast) => void toasts.push(toast) } }).serveSignIn();
  if (options.notifications ?? true) h.storage.set(StorageKeys.notificationsEnabled, 'true');
  h.http
    .on('GET', '/billing/plan', ok(PLAN))
    .on('GET', '/billing/credits', ok(CREDITS))
    .on('GET', '/agents', ok([
      { slug: 'email-agent', name: 'Email Agent', estimated_credits: 20 },
      { slug: 'cmo', name: 'CMO Agent', estimated_credits: 20 },
    ]))
    .on('GET', '/agents/sessions', ok([]));
  await h.auth.login({ email: OWNER.email, password: 'pw' });
  await h.auth.prefetchSettled;
  await settle();
  const chat = h.get(ChatStore);
  return { ...h, sockets, desktop, toasts, chat, tasks: h.get(BackgroundTasksStore) };
}

export type ChatHarness = Awaited<ReturnType<typeof chatHarness>>;

/**
 * The server accepts sends to `slug`, answering with session `sessionId` and the request ids in turn;
 * the session's messages are the returned array (mutable).
 */
export function acceptSends(h: ChatHarness, slug: string, sessionId = 'sess-1', requestIds: string[] = ['req-1']): Record<string, unknown>[] {
  let n = 0;
  const serverMessages: Record<string, unknown>[] = [];
  h.http.on('POST', `/agents/${slug}/messages/async`, () => {
    const requestId = requestIds[Math.min(n, requestIds.length - 1)];
    n += 1;
    return ok({ session_id: sessionId, request_id: requestId, transaction_id: `tx-${requestId}`, credits_charged: 20, created_at: new Date(h.clock.now()).toISOString() });
  });
  h.http.on('GET', `/agents/sessions/${sessionId}/messages`, () => ok([...serverMessages]));
  return serverMessages;
}
