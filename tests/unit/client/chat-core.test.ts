import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../adapters/client/manual-clock.ts';
import { MemoryStorage } from '../../../adapters/client/memory-storage.ts';
import { MittEventBus } from '../../../adapters/client/mitt-event-bus.ts';
import { SilentDesktopNotifier } from '../../../adapters/client/silent-desktop-notifier.ts';
import { AgentSocket, type SocketEvent } from '../../../core/client/chat/agent-socket.ts';
import type { SocketConnection, SocketHandlers, SocketPort } from '../../../core/client/chat/socket.port.ts';
import { ChatNotifications } from '../../../core/client/chat/chat-notifications.ts';
import { ChatStore } from '../../../core/client/chat/chat-store.ts';
import type { AgentApi } from '../../../core/client/chat/agent-api.ts';
import { BackgroundTasksStore } from '../../../core/client/stores/background-tasks-store.ts';
import { StoreRegistry } from '../../../core/client/stores/store-registry.ts';
import type { CreditsStore } from '../../../core/client/credits/credits-store.ts';
import type { CoreToast } from '../../../core/client/ports/toaster.port.ts';
import { ApiError } from '../../../core/domain/api-error.ts';
import type { SocketStatus } from '../../../core/domain/chat-rules.ts';

/** Sockets the test opens, fails, closes and talks through by hand. */
class HandSockets implements SocketPort {
  readonly connections: { url: string; handlers: SocketHandlers; sent: string[]; closed: number | null }[] = [];
  open(url: string, handlers: SocketHandlers): SocketConnection {
    const c = { url, handlers, sent: [] as string[], closed: null as number | null };
    this.connections.push(c);
    return { send: (data) => void c.sent.push(data), close: (code = 1000) => void (c.closed = code) };
  }
  get last() {
    return this.connections.at(-1)!;
  }
}

function socketWith(sockets: HandSockets, clock: ManualClock) {
  const statuses: SocketStatus[] = [];
  const events: SocketEvent[] = [];
  let gaveUp = 0;
  const socket = new AgentSocket(sockets, clock, {
    url: (after) => `ws://api.test/api/v1/agents/ws/s1?token=t&after=${after}`,
    onEvent: (e) => events.push(e),
    onStatus: (s) => statuses.push(s),
    onGiveUp: () => void (gaveUp += 1),
  });
  return { socket, statuses, events, gaveUp: () => gaveUp };
}

describe('the agent socket (spec 4.7, 9; decisions D9)', () => {
  it('R-WS-02 R-WS-04 R-CONST-23 R-CONST-24 a dropped socket reconnects up to 10 times, 1 s growing x1.3 to 5 s, then reports error', () => {
    const clock = new ManualClock();
    const sockets = new HandSockets();
    const { socket, statuses, gaveUp } = socketWith(sockets, clock);
    socket.connect();
    sockets.last.handlers.onOpen();
    expect(socket.status).toBe('connected');
    sockets.last.handlers.onClose(1006, 'lost');
    expect(socket.status).toBe('reconnecting');
    const delays: number[] = [];
    for (let retry = 0; retry < 10; retry++) {
      const before = sockets.connections.length;
      let waited = 0;
      while (sockets.connections.length === before) {
        clock.advance(100);
        waited += 100;
      }
      delays.push(waited);
      sockets.last.handlers.onError();
    }
    expect(delays).toEqual([1000, 1300, 1700, 2200, 2900, 3800, 4900, 5000, 5000, 5000]);
    expect(socket.status).toBe('error');
    expect(gaveUp()).toBe(1);
    expect(new Set(statuses)).toEqual(new Set(['connected', 'reconnecting', 'error']));
  });

  it('R-WS-03 R-WS-02 a manual disconnect closes with 1000, reads disconnected and never reconnects; a server close 1000 neither', () => {
    const clock = new ManualClock();
    const sockets = new HandSockets();
    const { socket } = socketWith(sockets, clock);
    socket.connect();
    sockets.last.handlers.onOpen();
    socket.disconnect();
    expect(sockets.last.closed).toBe(1000);
    expect(socket.status).toBe('disconnected');
    clock.advance(60_000);
    expect(sockets.connections).toHaveLength(1);

    socket.connect();
    sockets.last.handlers.onOpen();
    sockets.last.handlers.onClose(1000, 'done');
    clock.advance(60_000);
    expect(sockets.connections).toHaveLength(2);
    expect(socket.status).toBe('disconnected');
  });

  it('R-WS-05 R-WS-06 messages sent before the socket opens are queued and flushed on open, in order', () => {
    const clock = new ManualClock();
    const sockets = new HandSockets();
    const { socket } = socketWith(sockets, clock);
    socket.connect();
    socket.send({ type: 'cancel', request_id: 'r1' });
    socket.send({ type: 'pong' });
    expect(sockets.last.sent).toEqual([]);
    expect(socket.queuedCount).toBe(2);
    sockets.last.handlers.onOpen();
    expect(sockets.last.sent.map((d) => JSON.parse(d))).toEqual([{ type: 'cancel', request_id: 'r1' }, { type: 'pong' }]);
    expect(socket.queuedCount).toBe(0);
  });

  it('R-WS-07 R-WS-14 a ping is answered with a pong; every event, unknown types too, is passed on once (by seq)', () => {
    const clock = new ManualClock();
    const sockets = new HandSockets();
    const { socket, events } = socketWith(sockets, clock);
    socket.connect();
    sockets.last.handlers.onOpen();
    sockets.last.handlers.onMessage(JSON.stringify({ type: 'ping' }));
    expect(sockets.last.sent.map((d) => JSON.parse(d))).toEqual([{ type: 'pong' }]);
    sockets.last.handlers.onMessage(JSON.stringify({ type: 'vendor_heartbeat_v2', seq: 4 }));
    sockets.last.handlers.onMessage(JSON.stringify({ type: 'vendor_heartbeat_v2', seq: 4 }));
    expect(events.map((e) => e.type)).toEqual(['ping', 'vendor_heartbeat_v2']);
    // A reconnect resumes after the last event seen.
    sockets.last.handlers.onClose(1006, 'lost');
    clock.advance(1000);
    expect(sockets.last.url).toContain('after=4');
  });

  it('R-CONST-20 R-CONST-21 R-CONST-22 a socket that never opens is given up after 5 s; 4 attempts in all, waiting 1, 2 and 4 s', () => {
    const clock = new ManualClock();
    const sockets = new HandSockets();
    const { socket, gaveUp } = socketWith(sockets, clock);
    socket.connect();
    const opens: number[] = [0];
    for (let t = 0; t < 40_000; t += 100) {
      const before = sockets.connections.length;
      clock.advance(100);
      if (sockets.connections.length > before) opens.push(t + 100);
    }
    // Each attempt waits 5 s for the handshake, then 1, 2, 4 s before the next.
    expect(opens).toEqual([0, 6000, 13000, 22000]);
    expect(gaveUp()).toBe(1);
    expect(socket.status).toBe('error');
  });
});

function notificationsWith(permission: 'granted' | 'denied', enabled: boolean) {
  const clock = new ManualClock();
  const desktop = new SilentDesktopNotifier(permission);
  const storage = new MemoryStorage();
  if (enabled) storage.set('notifications-enabled', 'true');
  return { clock, desktop, notifications: new ChatNotifications(desktop, storage, clock) };
}

describe('desktop notifications (spec 4.7; decisions D11)', () => {
  it('R-NOTIFY-01 R-NOTIFY-02 "{agent} has responded" with a 100-character preview, once per session and request', () => {
    const { desktop, notifications } = notificationsWith('granted', true);
    expect(notifications.responded('Email Agent', 's1', 'r1', 'y'.repeat(300))).toBe(true);
    expect(notifications.responded('Email Agent', 's1', 'r1', 'again')).toBe(false);
    expect(notifications.responded('Email Agent', 's1', 'r2', 'next')).toBe(true);
    expect(desktop.shown.map((n) => n.title)).toEqual(['Email Agent has responded', 'Email Agent has responded']);
    expect(desktop.shown[0]!.body).toBe(`${'y'.repeat(100)}...`);
  });

  it('R-NOTIFY-05 R-NOTIFY-06 only with the preference on and the permission granted', () => {
    expect(notificationsWith('granted', false).notifications.responded('A', 's', 'r', 'x')).toBe(false);
    expect(notificationsWith('denied', true).notifications.responded('A', 's', 'r', 'x')).toBe(false);
    const both = notificationsWith('granted', true);
    expect(both.notifications.responded('A', 's', 'r', 'x')).toBe(true);
  });

  it('R-NOTIFY-07 they close after 10 s', () => {
    const { clock, desktop, notifications } = notificationsWith('granted', true);
    notifications.responded('A', 's', 'r', 'x');
    clock.advance(9_999);
    expect(desktop.shown[0]!.closed).toBe(false);
    clock.advance(1);
    expect(desktop.shown[0]!.closed).toBe(true);
  });

  it('R-NOTIFY-03 R-NOTIFY-04 R-CHATERR-27 error and background-task notifications', () => {
    const { desktop, notifications } = notificationsWith('granted', true);
    notifications.error('SEO Agent', 'Agent processing failed');
    notifications.finishedInBackground('SEO Agent', 'All done');
    expect(desktop.shown.map((n) => n.title)).toEqual(['Agent Error', 'SEO Agent finished in the background']);
  });
});

describe('background tasks (spec 2.3, 4.7; decisions D8)', () => {
  const task = (n: number) => ({ sessionId: `s${n}`, agentSlug: 'email-agent', agentName: 'Email Agent', type: 'websocket' as const });

  it('R-BGTASK-15 R-BGTASK-16 at most 5 run at once: a sixth is not added', () => {
    const tasks = new BackgroundTasksStore(new StoreRegistry(), new ManualClock());
    for (let n = 1; n <= 5; n++) expect(tasks.add(task(n))).toBe(true);
    expect(tasks.add(task(6))).toBe(false);
    expect(tasks.count).toBe(5);
    tasks.complete('s1', 'done');
    expect(tasks.add(task(6))).toBe(true);
  });

  it('R-BGTASK-14 R-BGTASK-11 R-BGTASK-13 a finished task is removed after 5 minutes; Clear Completed removes finished rows at once', () => {
    const clock = new ManualClock();
    const tasks = new BackgroundTasksStore(new StoreRegistry(), clock);
    tasks.add(task(1));
    tasks.add(task(2));
    tasks.add(task(3));
    tasks.complete('s1', 'Answer');
    tasks.fail('s2', 'Agent processing failed');
    clock.advance(299_999);
    expect(tasks.count).toBe(3);
    clock.advance(1);
    expect(tasks.tasks.map((t) => t.sessionId)).toEqual(['s3']);
    tasks.complete('s3', 'Answer');
    tasks.clearCompleted();
    expect(tasks.count).toBe(0);
  });
});

/** A ChatStore over hand-made ports: the agent API answers as each test says. */
function chatStore(api: Partial<AgentApi>) {
  const clock = new ManualClock(Date.UTC(2026, 5, 1));
  const toasts: CoreToast[] = [];
  const desktop = new SilentDesktopNotifier('granted');
  const storage = new MemoryStorage();
  storage.set('notifications-enabled', 'true');
  const credits = {
    plan: { id: 'p', type: 'free', name: 'Free Plan', is_active: true, days_left: 20, expires_at: null },
    credits: { used: 0, total: 500, remaining: 500, reset_date: new Date(Date.UTC(2026, 5, 21)).toISOString(), last_updated: null },
    currentTransactionId: null as string | null,
    fetchPlan: async () => credits.plan,
    fetchCredits: async () => credits.credits,
  };
  const sockets = new HandSockets();
  let ids = 0;
  const store = new ChatStore(
    { listAgents: async () => [{ slug: 'email-agent', name: 'Email Agent' }], listSessions: async () => [], messages: async () => [], socketUrl: (s: string, after: number) => `ws://api.test/ws/${s}?after=${after}`, ...api } as AgentApi,
    clock,
    { next: () => `id-${++ids}` },
    sockets,
    new ChatNotifications(desktop, storage, clock),
    new BackgroundTasksStore(new StoreRegistry(), clock),
    credits as unknown as CreditsStore,
    { show: (t) => void toasts.push(t) },
    new MittEventBus(),
  );
  return { store, clock, toasts, desktop, sockets };
}

const flush = async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
};

describe('the chat store (spec 4.7, 7.5, 8.4, 8.5)', () => {
  it('R-CHATERR-02 R-CHATERR-03 sessions fetched before the space context is ready: the text shows and the fetch retries after 2 s', async () => {
    let calls = 0;
    const { store, clock } = chatStore({
      listSessions: async () => {
        calls += 1;
        if (calls === 1) throw new ApiError('Space context required for /agents/sessions but no space ID available.', 'SPACE_CONTEXT_REQUIRED');
        return [{ id: 's1', title: 'Hello', agent_slug: 'email-agent', created_at: 'a', updated_at: 'b' }];
      },
    });
    await store.loadAgents();
    await store.selectAgent('email-agent');
    expect(store.view.error).toBe('Space context is still loading. Please wait a moment and try again.');
    clock.advance(1_999);
    await flush();
    expect(calls).toBe(1);
    clock.advance(1);
    await flush();
    expect(calls).toBe(2);
    expect(store.view.sessions.map((s) => s.title)).toEqual(['Hello']);
    expect(store.view.error).toBeNull();
  });

  it('R-CHATERR-21 R-VALID-20 continuing without a current agent fails with "No current agent found"', async () => {
    const { store } = chatStore({});
    expect(await store.continueMessage('m1')).toBe(false);
    expect(store.view.error).toBe('No current agent found');
  });

  it('R-TOAST-04 R-TOAST-05 deleting a session says whether it worked', async () => {
    let fail = false;
    const { store, toasts } = chatStore({
      deleteSession: async () => {
        if (fail) throw new ApiError('boom', 'SERVER_ERROR', 500);
        return {};
      },
    });
    await store.deleteSession('s1');
    fail = true;
    await store.deleteSession('s2');
    expect(toasts.map((t) => [t.intent, t.message])).toEqual([
      ['success', 'Session deleted successfully'],
      ['danger', 'Failed to delete session'],
    ]);
  });

  it('R-AGENTAPI-05 switching session aborts the previous messages load', async () => {
    const signals: AbortSignal[] = [];
    const { store } = chatStore({ messages: (_id: string, signal?: AbortSignal) => new Promise(() => void signals.push(signal!)) });
    await store.loadAgents();
    void store.selectAgent('email-agent');
    await flush();
    void store.openSession('s1');
    void store.openSession('s2');
    await flush();
    expect(signals).toHaveLength(2);
    expect(signals[0]!.aborted).toBe(true);
    expect(signals[1]!.aborted).toBe(false);
  });

  it('R-ENTITY-51 R-WS-11 R-WS-12 R-WS-13 R-WS-14 R-SEND-14 R-CHATERR-27 every socket field is read: stages, tokens, artifacts, continuation, the answer, errors; other requests are ignored', async () => {
    const { store, clock, sockets, toasts, desktop } = chatStore({
      send: async () => ({ session_id: 's1', request_id: 'r1', transaction_id: 'tx1', credits_charged: 20, created_at: new Date(Date.UTC(2026, 5, 1)).toISOString() }),
    });
    const seen: string[] = [];
    store.onEvent((_s, e) => seen.push(e.type));
    await store.loadAgents();
    await store.selectAgent('email-agent');
    await store.send('Write the launch email');
    expect(store.view.phase).toBe('waiting');
    const socket = sockets.last;
    socket.handlers.onOpen();
    const say = (event: Record<string, unknown>) => socket.handlers.onMessage(JSON.stringify(event));
    say({ type: 'progress_update', stage: 'tool_start', message: 'Running analysis tools...', request_id: 'r1', seq: 1 });
    expect(store.view.progress?.text).toBe('Running analysis tools...');
    say({ type: 'langgraph_update', request_id: 'r1', seq: 2 });
    say({ type: 'tool_custom', request_id: 'r1', seq: 3 });
    say({ type: 'stream_start', request_id: 'r1', seq: 4 });
    say({ type: 'stream_token', token: 'Hello ', request_id: 'r1', seq: 5 });
    say({ type: 'stream_token', token: 'there', request_id: 'r1', seq: 6 });
    say({ type: 'stream_token', token: 'IGNORED', request_id: 'other', seq: 7 });
    expect(store.view.streamingText).toBe('Hello there');
    say({ type: 'stream_complete', request_id: 'r1', seq: 8 });
    say({ type: 'stream_error', request_id: 'r1', seq: 9 });
    say({ type: 'artifact_generated', artifact_id: 'a1', artifact_type: 'html', status: 'completed', download_url: '/d/a1', request_id: 'r1', seq: 10 });
    expect(toasts.at(-1)).toMatchObject({ message: 'Artifact generated successfully!', description: 'Your HTML is ready for download.', timeoutMs: 5000 });
    // message_updated replaces a message's content (a continuation); unknown types still reach listeners.
    const question = store.view.messages[0]!.id;
    say({ type: 'message_updated', message_id: question, content: 'Write the launch email, longer', continuation_count: 1, final_output_length: 30, seq: 10.5 });
    expect(store.view.messages[0]).toMatchObject({ content: 'Write the launch email, longer', continuationCount: 1, finalOutputLength: 30 });
    say({ type: 'some_future_type', seq: 10.7 });
    say({ type: 'agent_response', response: 'Another request', message_id: 'mX', request_id: 'other', seq: 11 });
    expect(store.view.phase).toBe('waiting');
    say({ type: 'agent_response', response: 'Hello there, reader.', message_id: 'm2', request_id: 'r1', seq: 12 });
    expect(store.view.progress?.text).toBe('Finalizing your answer...');
    clock.advance(1200);
    const answer = store.view.messages.at(-1)!;
    expect(answer).toMatchObject({ id: 'm2', role: 'assistant', content: 'Hello there, reader.' });
    expect(answer.artifacts.map((a) => [a.id, a.download_url])).toEqual([['a1', '/d/a1']]);
    expect(store.view.phase).toBe('done');
    expect(seen).toContain('some_future_type');
    expect(seen).toContain('langgraph_update');
    expect(desktop.shown.map((n) => n.title)).toContain('Email Agent has responded');

    // An agent error reads its text and sends 'Agent Error'.
    const failing = chatStore({ send: async () => ({ session_id: 's9', request_id: 'r9', created_at: new Date(Date.UTC(2026, 5, 1)).toISOString() }) });
    await failing.store.loadAgents();
    await failing.store.selectAgent('email-agent');
    await failing.store.send('Hi');
    failing.sockets.last.handlers.onOpen();
    failing.sockets.last.handlers.onMessage(JSON.stringify({ type: 'agent_error', error: 'The model refused', request_id: 'r9', seq: 1 }));
    expect(failing.store.view.error).toBe('The model refused');
    expect(failing.desktop.shown.map((n) => n.title)).toEqual(['Agent Error']);
  });
});
