import { describe, expect, it } from 'vitest';
import { PING_INTERVAL_MS, SessionEventStream, type StreamEnd } from '../../../core/server/agents/session-event-stream.ts';
import { ServerError } from '../../../core/server/errors.ts';
import type { RunEventRecord } from '../../../core/server/agents/records.ts';
import type { Principal } from '../../../core/server/auth/principal.ts';

/** The Clock and the Scheduler, moved by hand: 25 s pings and a token's expiry are checked without waiting. */
class HandTime {
  private nowMs = Date.UTC(2026, 0, 1);
  private waits: { at: number; resolve: () => void }[] = [];
  now(): Date {
    return new Date(this.nowMs);
  }
  delay(ms: number, signal?: AbortSignal): Promise<void> {
    return new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(new Error('aborted'));
      const wait = { at: this.nowMs + ms, resolve };
      this.waits.push(wait);
      signal?.addEventListener('abort', () => {
        this.waits = this.waits.filter((w) => w !== wait);
        reject(new Error('aborted'));
      }, { once: true });
    });
  }
  get pending(): number {
    return this.waits.length;
  }
  /** Moves time on, firing each wait that falls due in order and letting what it starts run. */
  async advance(ms: number): Promise<void> {
    const target = this.nowMs + ms;
    for (;;) {
      await settle();
      const due = this.waits.filter((w) => w.at <= target).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      this.waits = this.waits.filter((w) => w !== due);
      this.nowMs = due.at;
      due.resolve();
    }
    this.nowMs = target;
    await settle();
  }
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

/** A bus that counts its listeners, so a refused or closed stream can be seen to leave none behind. */
class HandBus {
  listeners = new Set<(event: RunEventRecord) => void>();
  publish(event: RunEventRecord): void {
    for (const listener of [...this.listeners]) listener(event);
  }
  subscribe(_sessionId: string, listener: (event: RunEventRecord) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

const mia: Principal = { userId: 'mia', role: 'org_member', orgId: 'org' };
const event = (seq: number, type = 'stream_token'): RunEventRecord => ({ sessionId: 's1', seq, requestId: 'r1', type, payload: { type, n: seq }, createdAt: new Date(0) });

function world(options: { stored?: RunEventRecord[]; duringReplay?: (bus: HandBus) => void } = {}) {
  const time = new HandTime();
  const bus = new HandBus();
  const account = { exists: true, role: 'org_member' as Principal['role'] };
  const owner = { userId: 'mia' };
  const authenticate = {
    withExpiry: async (token: string | undefined) => {
      if (token !== 'mia-token') throw new ServerError('AUTH.TOKEN_INVALID', 'Invalid token');
      return { principal: mia, expiresAt: new Date(time.now().getTime() + 60_000) };
    },
  };
  const currentUser = {
    execute: async (p: Principal) => {
      if (!account.exists) throw new ServerError('AUTH.TOKEN_INVALID', 'User not found');
      return { id: p.userId, role: account.role, org_id: 'org' };
    },
  };
  const access = {
    check: async (p: Principal, sessionId: string) => {
      if (sessionId !== 's1' || p.userId !== owner.userId) throw new ServerError('AGENT.SESSION_NOT_FOUND', 'Session not found');
      return {};
    },
  };
  const runEvents = {
    after: async (_sessionId: string, seq: number) => {
      options.duringReplay?.(bus);
      return (options.stored ?? []).filter((e) => e.seq > seq);
    },
  };
  const stream = new SessionEventStream(authenticate as never, currentUser as never, access as never, runEvents as never, bus, time, time);
  return { time, bus, account, owner, stream };
}

function keepAliveLog() {
  const log: string[] = [];
  return { log, on: { ping: () => log.push('ping'), end: (reason: StreamEnd) => log.push(reason) } };
}

describe('the session event stream (socket and long poll)', () => {
  it('replays the stored events after the seq, then live ones, in seq order and without duplicates', async () => {
    const { bus, stream } = world({
      stored: [event(1), event(2), event(3), event(4)],
      // Published while the replay is read: one already stored, two newer ones out of order.
      duringReplay: (b) => [event(4), event(6), event(5)].forEach((e) => b.publish(e)),
    });
    const seqs: number[] = [];
    const events = await stream.open({ caller: { token: 'mia-token' }, sessionId: 's1', afterSeq: 2, onEvent: (e) => seqs.push(e.seq) });
    expect(seqs).toEqual([3, 4, 5, 6]);
    bus.publish(event(5));
    bus.publish(event(7));
    expect(seqs).toEqual([3, 4, 5, 6, 7]);
    events.close();
    bus.publish(event(8));
    expect(seqs).toEqual([3, 4, 5, 6, 7]);
    expect(bus.listeners.size).toBe(0);
  });

  it('delivers an event that was stored but never published (its worker died in between) before the next live one, in order', async () => {
    const stored = [event(1), event(2)];
    const { bus, stream } = world({ stored });
    const seqs: number[] = [];
    const events = await stream.open({ caller: { token: 'mia-token' }, sessionId: 's1', afterSeq: 1, onEvent: (e) => seqs.push(e.seq) });
    expect(seqs).toEqual([2]);
    // Seq 3 is stored by a worker that dies before publishing it; the failure event 4 comes from another process.
    stored.push(event(3), event(4, 'agent_error'));
    bus.publish(event(4, 'agent_error'));
    // A live event that comes while the store is read waits its turn.
    bus.publish(event(5));
    await settle();
    expect(seqs).toEqual([2, 3, 4, 5]);
    // A number the store never got (its insert failed) is not waited for: the stream goes on after one read.
    stored.push(event(7));
    bus.publish(event(7));
    await settle();
    expect(seqs).toEqual([2, 3, 4, 5, 7]);
    bus.publish(event(8));
    expect(seqs).toEqual([2, 3, 4, 5, 7, 8]);
    events.close();
  });

  it("refuses a bad token and someone else's session, and leaves no listener behind", async () => {
    const { bus, owner, stream } = world();
    await expect(stream.open({ caller: { token: 'forged' }, sessionId: 's1', afterSeq: 0 })).rejects.toMatchObject({ code: 'AUTH.TOKEN_INVALID' });
    owner.userId = 'someone-else';
    await expect(stream.open({ caller: { token: 'mia-token' }, sessionId: 's1', afterSeq: 0 })).rejects.toMatchObject({ code: 'AGENT.SESSION_NOT_FOUND' });
    await expect(stream.open({ caller: { principal: mia }, sessionId: 's1' })).rejects.toMatchObject({ code: 'AGENT.SESSION_NOT_FOUND' });
    expect(bus.listeners.size).toBe(0);
  });

  it('pings after each passing re-check, the first at the jittered point, then every 25 s, and ends when the token expires', async () => {
    const { time, stream } = world();
    const events = await stream.open({ caller: { token: 'mia-token' }, sessionId: 's1', afterSeq: 0 });
    expect(events.expiresInMs()).toBe(60_000);
    const { log, on } = keepAliveLog();
    events.keepAlive(0.5, on);
    await time.advance(12_499);
    expect(log).toEqual([]);
    await time.advance(1);
    expect(log).toEqual(['ping']);
    await time.advance(PING_INTERVAL_MS);
    expect(log).toEqual(['ping', 'ping']);
    await time.advance(60_000 - 37_500);
    expect(log).toEqual(['ping', 'ping', 'token_expired']);
    // Ended: no more pings, and no timer left.
    await time.advance(5 * PING_INTERVAL_MS);
    expect(log).toEqual(['ping', 'ping', 'token_expired']);
    expect(time.pending).toBe(0);
  });

  it('ends at the next re-check once the account is gone, and the re-check reads the account as it is now', async () => {
    const { time, account, stream } = world();
    const events = await stream.open({ caller: { token: 'mia-token' }, sessionId: 's1', afterSeq: 0 });
    const { log, on } = keepAliveLog();
    events.keepAlive(0, on);
    account.role = 'org_admin';
    await time.advance(PING_INTERVAL_MS);
    expect(log).toEqual(['ping']);
    expect(events.principal.role).toBe('org_admin');
    account.exists = false;
    await time.advance(PING_INTERVAL_MS);
    expect(log).toEqual(['ping', 'access_ended']);
    expect(time.pending).toBe(0);
  });

  it('stops every timer when the adapter closes it', async () => {
    const { time, stream } = world();
    const events = await stream.open({ caller: { token: 'mia-token' }, sessionId: 's1', afterSeq: 0 });
    const { log, on } = keepAliveLog();
    events.keepAlive(0.2, on);
    expect(time.pending).toBe(1);
    events.close();
    await time.advance(120_000);
    expect(log).toEqual([]);
    expect(time.pending).toBe(0);
  });

  it('keeps every socket on one timer: each pings at its own time, a closed one never again, and nothing is left when all are closed', async () => {
    const { time, stream } = world();
    // 60 sockets opened together with evenly spread jitters; every third is closed after its first ping.
    const sockets = await Promise.all(
      Array.from({ length: 60 }, async (_, i) => {
        const events = await stream.open({ caller: { token: 'mia-token' }, sessionId: 's1', afterSeq: 0 });
        const pings: number[] = [];
        const started = time.now().getTime();
        events.keepAlive(((i * 37) % 60) / 60, { ping: () => pings.push(time.now().getTime() - started), end: () => pings.push(-1) });
        return { events, pings, first: 25_000 - Math.round((25_000 * ((i * 37) % 60)) / 60), closes: i % 3 === 0 };
      }),
    );
    expect(time.pending).toBe(1);
    await time.advance(25_000);
    for (const s of sockets) {
      expect(s.pings).toEqual([s.first]);
      if (s.closes) s.events.close();
    }
    await time.advance(25_000);
    for (const s of sockets) expect(s.pings).toEqual(s.closes ? [s.first] : [s.first, s.first + PING_INTERVAL_MS]);
    expect(time.pending).toBe(1);
    for (const s of sockets) s.events.close();
    expect(time.pending).toBe(0);
  });

  it('a long poll waits for an answer, not for any event, and never longer than 25 s', async () => {
    const { time, bus, stream } = world();
    const events = await stream.open({ caller: { principal: mia }, sessionId: 's1' });
    expect(events.expiresAt).toBeNull();
    let answered = false;
    const waiting = events.untilAnswered().then(() => (answered = true));
    bus.publish(event(1, 'stream_token'));
    await time.advance(1_000);
    expect(answered).toBe(false);
    bus.publish(event(2, 'agent_response'));
    await waiting;
    expect(time.now().getTime() - Date.UTC(2026, 0, 1)).toBe(1_000);

    let timedOut = false;
    const quiet = events.untilAnswered().then(() => (timedOut = true));
    await time.advance(24_999);
    expect(timedOut).toBe(false);
    await time.advance(1);
    await quiet;
    events.close();
  });
});
