import { describe, expect, it } from 'vitest';
import { AgentSocket, type SocketEvent } from '../../../../core/client/chat/agent-socket.ts';
import { ManualClock } from '../../../../adapters/client/manual-clock.ts';
import {
  CHAT_SOCKET_ATTEMPTS,
  CHAT_SOCKET_BACKOFF_CAP_MS,
  SOCKET_CONNECT_TIMEOUT_MS,
  SOCKET_MAX_RETRIES,
  SOCKET_RETRY_CAP_MS,
  type SocketStatus,
} from '../../../../core/domain/agents/chat-rules.ts';
import { FakeSockets } from './chat-harness.ts';

function socketUnderTest() {
  const clock = new ManualClock(Date.UTC(2026, 5, 1));
  const sockets = new FakeSockets();
  const events: SocketEvent[] = [];
  const statuses: SocketStatus[] = [];
  const urls: number[] = [];
  let gaveUp = 0;
  const start = clock.now();
  const openedAt: number[] = [];
  const port = {
    open: (url: string, handlers: Parameters<FakeSockets['open']>[1]) => {
      openedAt.push(clock.now() - start);
      return sockets.open(url, handlers);
    },
  };
  const socket = new AgentSocket(port, clock, {
    url: (after) => {
      urls.push(after);
      return `ws://api.test/api/v1/agents/ws/s1?after=${after}`;
    },
    onEvent: (e) => void events.push(e),
    onStatus: (s) => void statuses.push(s),
    onGiveUp: () => void (gaveUp += 1),
  });
  return { clock, sockets, socket, events, statuses, urls, openedAt, gaveUp: () => gaveUp };
}

describe('AgentSocket: statuses, queue, ping (spec 4.7)', () => {
  it('R-WS-02 goes through disconnected, connected, reconnecting and error, and only those', () => {
    const t = socketUnderTest();
    expect(t.socket.status).toBe('disconnected');
    t.socket.connect();
    t.sockets.last.open();
    expect(t.socket.status).toBe('connected');
    t.sockets.last.drop(1006);
    expect(t.socket.status).toBe('reconnecting');
    // Every reconnect fails: after its retries the socket ends in error.
    for (let i = 0; i < 20; i++) {
      t.clock.advance(5_000);
      t.sockets.last.error();
    }
    expect(t.socket.status).toBe('error');
    expect(new Set(t.statuses)).toEqual(new Set(['connected', 'reconnecting', 'error']));
    const other = socketUnderTest();
    other.socket.connect();
    other.sockets.last.open();
    other.socket.disconnect();
    expect(other.statuses).toEqual(['connected', 'disconnected']);
  });

  it('R-WS-03 a manual disconnect closes with 1000 and never reconnects; a server close with 1000 neither', () => {
    const t = socketUnderTest();
    t.socket.connect();
    t.sockets.last.open();
    t.socket.disconnect();
    expect(t.sockets.last.closed).toEqual({ code: 1000, reason: 'client closed' });
    t.sockets.last.drop(1000);
    t.clock.advance(120_000);
    expect(t.sockets.connections).toHaveLength(1);
    expect(t.clock.pendingTimers()).toBe(0);

    const s = socketUnderTest();
    s.socket.connect();
    s.sockets.last.open();
    s.sockets.last.drop(1000);
    s.clock.advance(120_000);
    expect(s.sockets.connections).toHaveLength(1);
    expect(s.socket.status).toBe('disconnected');

    // Whereas an abnormal close does reconnect (the test would pass vacuously otherwise).
    const r = socketUnderTest();
    r.socket.connect();
    r.sockets.last.open();
    r.sockets.last.drop(1006);
    r.clock.advance(1_000);
    expect(r.sockets.connections).toHaveLength(2);
  });

  it('R-WS-05 R-WS-06 sends while not connected are queued, then flushed in order when the socket opens', () => {
    const t = socketUnderTest();
    t.socket.connect();
    t.socket.send({ type: 'cancel', request_id: 'r1' });
    t.socket.send({ type: 'hello', n: 2 });
    expect(t.socket.queuedCount).toBe(2);
    expect(t.sockets.last.sent).toEqual([]);
    t.sockets.last.open();
    expect(t.socket.queuedCount).toBe(0);
    expect(t.sockets.last.sent).toEqual([{ type: 'cancel', request_id: 'r1' }, { type: 'hello', n: 2 }]);
    // Connected: sent at once. Dropped: queued again and flushed on the reconnect.
    t.socket.send({ type: 'now' });
    expect(t.sockets.last.sent.at(-1)).toEqual({ type: 'now' });
    t.sockets.last.drop(1006);
    t.socket.send({ type: 'later' });
    expect(t.socket.queuedCount).toBe(1);
    t.clock.advance(1_000);
    expect(t.sockets.connections).toHaveLength(2);
    t.sockets.last.open();
    expect(t.sockets.last.sent).toEqual([{ type: 'later' }]);
  });

  it('R-WS-07 an incoming ping is answered with a pong', () => {
    const t = socketUnderTest();
    t.socket.connect();
    t.sockets.last.open();
    expect(t.sockets.last.sent).toEqual([]);
    t.sockets.last.emit({ type: 'ping' });
    expect(t.sockets.last.sent).toEqual([{ type: 'pong' }]);
  });

  it('R-WS-14 events of unknown type are passed on; events already seen (by seq) are dropped and the next socket resumes after them', () => {
    const t = socketUnderTest();
    t.socket.connect();
    t.sockets.last.open();
    t.sockets.last.emit({ type: 'something_new', seq: 1, payload: 42 });
    t.sockets.last.emit({ type: 'something_new', seq: 1, payload: 42 });
    t.sockets.last.emit({ type: 'another_kind', seq: 2 });
    expect(t.events).toEqual([{ type: 'something_new', seq: 1, payload: 42 }, { type: 'another_kind', seq: 2 }]);
    t.sockets.last.drop(1006);
    t.clock.advance(1_000);
    expect(t.urls).toEqual([0, 2]);
  });
});

describe('AgentSocket decoding (core/domain/agents/run-event.ts)', () => {
  it('R-WS-14 a run event passes on as it came; one whose fields do not fit its type, and a frame that is not a typed object, are dropped unseen', () => {
    const t = socketUnderTest();
    t.socket.connect();
    t.sockets.last.open();
    t.sockets.last.emit({ type: 'progress_update', request_id: 'r1', stage: 'tool_start', message: 'Searching', seq: 1 });
    t.sockets.last.emit({ type: 'progress_update', request_id: 'r1', stage: 'somewhere_else', message: 'Not a stage', seq: 2 });
    t.sockets.last.emit({ type: 'stream_token', request_id: 'r1', token: 42, seq: 3 });
    t.sockets.last.emit({ type: 'message_updated', request_id: 'r1', content: 'no message id', seq: 4 });
    t.sockets.last.emit({ no_type: true });
    t.sockets.last.emit({ type: 'stream_token', request_id: 'r1', token: 'Hi', seq: 5 });
    expect(t.events).toEqual([
      { type: 'progress_update', request_id: 'r1', stage: 'tool_start', message: 'Searching', seq: 1 },
      { type: 'stream_token', request_id: 'r1', token: 'Hi', seq: 5 },
    ]);
  });
});

describe('AgentSocket timings (decisions D9)', () => {
  it('R-CONST-20 R-CONST-21 R-POLL-02 a chat socket that never connects makes 4 attempts, waiting 1 s, 2 s, 4 s, then gives up', () => {
    const t = socketUnderTest();
    t.socket.connect();
    const waits: number[] = [];
    for (let i = 0; i < 10 && !t.gaveUp(); i++) {
      t.sockets.last.error();
      const failedAt = t.clock.now();
      const before = t.sockets.connections.length;
      while (!t.gaveUp() && t.sockets.connections.length === before && t.clock.now() - failedAt < 20_000) t.clock.advance(1);
      if (t.sockets.connections.length > before) waits.push(t.clock.now() - failedAt);
    }
    expect(waits).toEqual([1_000, 2_000, 4_000]);
    expect(CHAT_SOCKET_ATTEMPTS).toBe(4);
    expect(t.sockets.connections).toHaveLength(4);
    expect(t.openedAt).toEqual([0, 1_000, 3_000, 7_000]);
    expect(t.gaveUp()).toBe(1);
    expect(t.socket.status).toBe('error');
    expect(CHAT_SOCKET_BACKOFF_CAP_MS).toBe(5_000);
    t.clock.advance(60_000);
    expect(t.sockets.connections).toHaveLength(4);
  });

  it('R-CONST-22 an attempt that has not opened after 5 s is abandoned and retried', () => {
    const t = socketUnderTest();
    t.socket.connect();
    t.clock.advance(SOCKET_CONNECT_TIMEOUT_MS - 1);
    expect(t.sockets.last.closed).toBeNull();
    expect(t.socket.status).toBe('disconnected');
    t.clock.advance(1);
    expect(SOCKET_CONNECT_TIMEOUT_MS).toBe(5_000);
    expect(t.sockets.connections[0]!.closed).not.toBeNull();
    expect(t.socket.status).toBe('reconnecting');
    t.clock.advance(1_000);
    expect(t.openedAt).toEqual([0, 6_000]);
    // An attempt that opened in time is not closed by the timeout.
    t.sockets.last.open();
    t.clock.advance(10_000);
    expect(t.sockets.last.closed).toBeNull();
    expect(t.socket.status).toBe('connected');
  });

  it('R-CONST-23 R-CONST-24 R-CONST-25 a dropped socket reconnects at most 10 times, 1 s growing x1.3 capped at 5 s (not 10 s), then gives up', () => {
    const t = socketUnderTest();
    t.socket.connect();
    t.sockets.last.open();
    const droppedAt = t.clock.now();
    t.sockets.last.drop(1006);
    const waits: number[] = [];
    let last = droppedAt;
    for (let i = 0; i < 30 && !t.gaveUp(); i++) {
      const before = t.sockets.connections.length;
      let waited = 0;
      while (t.sockets.connections.length === before && waited < 20_000) {
        t.clock.advance(1);
        waited += 1;
      }
      if (t.sockets.connections.length === before) break;
      waits.push(t.clock.now() - last);
      t.sockets.last.error();
      last = t.clock.now();
    }
    expect(SOCKET_MAX_RETRIES).toBe(10);
    expect(waits).toEqual([1_000, 1_300, 1_690, 2_197, 2_856, 3_713, 4_827, 5_000, 5_000, 5_000]);
    expect(Math.max(...waits)).toBe(SOCKET_RETRY_CAP_MS);
    expect(t.gaveUp()).toBe(1);
    expect(t.socket.status).toBe('error');
    // The 4-attempt reading governs the chat's fallback: a socket that never connected gives up after 4.
    const never = socketUnderTest();
    never.socket.connect();
    for (let i = 0; i < 4; i++) {
      never.sockets.last.error();
      never.clock.advance(5_000);
    }
    expect(never.sockets.connections).toHaveLength(CHAT_SOCKET_ATTEMPTS);
    expect(never.gaveUp()).toBe(1);
  });

  it('R-CONST-24 a successful reconnect starts the delays again from 1 s', () => {
    const t = socketUnderTest();
    t.socket.connect();
    t.sockets.last.open();
    t.sockets.last.drop(1006);
    t.clock.advance(1_000);
    t.sockets.last.error();
    t.clock.advance(1_300);
    expect(t.sockets.connections).toHaveLength(3);
    t.sockets.last.open();
    t.sockets.last.drop(1006);
    t.clock.advance(999);
    expect(t.sockets.connections).toHaveLength(3);
    t.clock.advance(1);
    expect(t.sockets.connections).toHaveLength(4);
  });
});
