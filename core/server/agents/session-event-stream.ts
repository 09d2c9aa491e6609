import { inject, injectable } from 'inversify';
import { RunEventBus, Scheduler } from './ports.ts';
import { RunEventRepository } from './run-event-repository.ts';
import { Clock } from '../ports/clock.ts';
import { Authenticate } from '../auth/authenticate.ts';
import { GetCurrentUser } from '../auth/get-current-user.ts';
import { SessionAccess } from './session-access.ts';
import type { Principal } from '../auth/principal.ts';
import type { RunEventRecord } from './records.ts';
import { WakeSchedule } from './wake-schedule.ts';
import { ANSWER_EVENT_TYPES } from '../../domain/agents/run-event.ts';

/** A socket is pinged, and its access re-checked, every 25 s. */
export const PING_INTERVAL_MS = 25_000;
/** A long poll with nothing new answers empty after 25 s. */
export const LONG_POLL_MS = 25_000;

/**
 * When a socket's first keep-alive ping (and access re-check) is due: at a point within the interval set by
 * `jitter` (0 to 1, drawn by the adapter), never at once and never later than one interval. Sockets opened
 * together (a deploy, a reconnect wave) then re-check spread over the interval instead of all in the same
 * instant; after the first, each keeps its own steady interval, so they stay spread.
 */
export function firstPingDelayMs(intervalMs: number, jitter: number): number {
  return Math.max(1, Math.round(intervalMs * (1 - jitter)));
}

export interface OpenSessionEvents {
  sessionId: string;
  /** A socket brings its access token (verified here); a request already authenticated brings its principal. */
  caller: { token: string | undefined } | { principal: Principal };
  /** When given, the session must also be in this space. */
  spaceId?: string | null;
  /** Replays the stored events after this seq first (a socket's `after`); without it, only live events come. */
  afterSeq?: number;
  /** Receives each event once, in seq order: the replayed ones, then live ones. */
  onEvent?: (event: RunEventRecord) => void;
}

/** Why the stream ended on its own: the caller lost access to the session, or the token expired. */
export type StreamEnd = 'access_ended' | 'token_expired';

/**
 * One session's event stream, for the socket and the long poll alike: `open` authenticates the caller and
 * checks the session is theirs (SessionAccess), then delivers the stored events after `afterSeq` and the live
 * ones from the RunEventBus in seq order without duplicates (live events that come during the replay wait
 * until it is done). Refusals throw (AUTH.TOKEN_INVALID, AGENT.SESSION_NOT_FOUND).
 */
@injectable()
export class SessionEventStream {
  /** Every keep-alive of the streams this opens shares one timer (the socket routes hold one SessionEventStream). */
  private readonly wakes: WakeSchedule;

  constructor(
    @inject(Authenticate) private readonly authenticate: Authenticate,
    @inject(GetCurrentUser) private readonly currentUser: GetCurrentUser,
    @inject(SessionAccess) private readonly access: SessionAccess,
    @inject(RunEventRepository) private readonly runEvents: RunEventRepository,
    @inject(RunEventBus) private readonly bus: RunEventBus,
    @inject(Clock) private readonly clock: Clock,
    @inject(Scheduler) private readonly scheduler: Scheduler,
  ) {
    this.wakes = new WakeSchedule(clock, scheduler);
  }

  async open(command: OpenSessionEvents): Promise<SessionEvents> {
    const { principal, expiresAt } =
      'principal' in command.caller ? { principal: command.caller.principal, expiresAt: null } : await this.authenticate.withExpiry(command.caller.token);
    await this.access.check(principal, command.sessionId, command.spaceId);
    const events = new SessionEvents(
      { sessionId: command.sessionId, spaceId: command.spaceId ?? null, principal, expiresAt, afterSeq: command.afterSeq ?? null, onEvent: command.onEvent },
      { currentUser: this.currentUser, access: this.access, bus: this.bus, clock: this.clock, scheduler: this.scheduler, wakes: this.wakes },
    );
    try {
      await events.start((afterSeq) => this.runEvents.after(command.sessionId, afterSeq));
    } catch (error) {
      events.close();
      throw error;
    }
    return events;
  }
}

interface StreamPorts {
  currentUser: GetCurrentUser;
  access: SessionAccess;
  bus: RunEventBus;
  clock: Clock;
  scheduler: Scheduler;
  wakes: WakeSchedule;
}

/** An open stream: who is listening, until when, and its schedule. `close()` ends it (idempotent). */
export class SessionEvents {
  /** When the caller's token stops being valid (null for a request already authenticated). */
  readonly expiresAt: Date | null;
  private current: Principal;
  private lastSeq = 0;
  private replaying = true;
  private readonly buffered: RunEventRecord[] = [];
  /** Whether lastSeq is where this stream stands (after a replay or a delivered event), so a jump is a gap. */
  private counted = false;
  private readonly waiting: RunEventRecord[] = [];
  private filling: Promise<void> | null = null;
  private replay: (afterSeq: number) => Promise<RunEventRecord[]> = async () => [];
  private readonly listeners = new Set<(event: RunEventRecord) => void>();
  private readonly closed = new AbortController();
  private unsubscribe: () => void = () => undefined;
  private cancelWake: () => void = () => undefined;

  constructor(
    private readonly stream: { sessionId: string; spaceId: string | null; principal: Principal; expiresAt: Date | null; afterSeq: number | null; onEvent?: (event: RunEventRecord) => void },
    private readonly ports: StreamPorts,
  ) {
    this.current = stream.principal;
    this.expiresAt = stream.expiresAt;
    this.lastSeq = stream.afterSeq ?? 0;
  }

  /** The caller as of the last access check. */
  get principal(): Principal {
    return this.current;
  }

  /** How long until the token expires, by the Clock (null when it does not). */
  expiresInMs(): number | null {
    return this.expiresAt ? Math.max(0, this.expiresAt.getTime() - this.ports.clock.now().getTime()) : null;
  }

  /** Re-reads what can change while a stream is open: the account (disabled, role, organization) and the session rule. Throws when access ended. */
  async recheck(): Promise<void> {
    const user = await this.ports.currentUser.execute(this.current);
    const current: Principal = { userId: user.id, role: user.role, orgId: user.org_id || null };
    await this.ports.access.check(current, this.stream.sessionId, this.stream.spaceId);
    this.current = current;
  }

  /**
   * Waits, through the Scheduler, until an event that brings something to read (an answer, an error, a
   * cancellation, an update) or LONG_POLL_MS, whichever comes first; or until `signal` aborts.
   */
  async untilAnswered(signal?: AbortSignal): Promise<void> {
    const stop = new AbortController();
    const abort = () => stop.abort();
    signal?.addEventListener('abort', abort, { once: true });
    this.closed.signal.addEventListener('abort', abort, { once: true });
    const listener = (event: RunEventRecord) => {
      if (ANSWER_EVENT_TYPES.has(event.type)) stop.abort();
    };
    this.listeners.add(listener);
    try {
      await this.ports.scheduler.delay(LONG_POLL_MS, stop.signal).catch(() => undefined);
    } finally {
      this.listeners.delete(listener);
      signal?.removeEventListener('abort', abort);
      this.closed.signal.removeEventListener('abort', abort);
    }
  }

  /**
   * Keeps a socket's stream honest: the first access re-check at `firstPingDelayMs(PING_INTERVAL_MS, jitter)`,
   * then every PING_INTERVAL_MS; `ping()` after each re-check that passes, `end('access_ended')` after one that
   * fails, `end('token_expired')` when the token expires (the client reconnects with a fresh one). Nothing
   * runs after `end` or `close()`.
   */
  keepAlive(jitter: number, on: { ping(): void; end(reason: StreamEnd): void }): void {
    const { clock, wakes } = this.ports;
    const signal = this.closed.signal;
    if (signal.aborted) return;
    const end = (reason: StreamEnd) => {
      if (signal.aborted) return;
      this.close();
      on.end(reason);
    };
    const expiresAt = this.expiresAt?.getTime() ?? null;
    // One wake at a time: the next ping, or the expiry when it comes first.
    const next = (pingAt: number) => {
      this.cancelWake =
        expiresAt !== null && expiresAt <= pingAt
          ? wakes.at(expiresAt, () => end('token_expired'))
          : wakes.at(pingAt, () => {
              next(pingAt + PING_INTERVAL_MS);
              void this.recheck().then(
                () => {
                  if (!signal.aborted) on.ping();
                },
                () => end('access_ended'),
              );
            });
    };
    next(clock.now().getTime() + firstPingDelayMs(PING_INTERVAL_MS, jitter));
  }

  /** Stops the events and every timer of the stream. */
  close(): void {
    if (this.closed.signal.aborted) return;
    this.closed.abort();
    this.cancelWake();
    this.unsubscribe();
    this.listeners.clear();
  }

  /**
   * Called once, by SessionEventStream.open. Subscribes first, so nothing published during the replay is
   * lost, and holds live events until the replay is out.
   */
  async start(replay: (afterSeq: number) => Promise<RunEventRecord[]>): Promise<void> {
    this.replay = replay;
    this.unsubscribe = this.ports.bus.subscribe(this.stream.sessionId, (event) => this.live(event));
    if (this.stream.afterSeq !== null) {
      for (const event of await replay(this.stream.afterSeq)) this.deliver(event);
      this.counted = true;
    }
    this.replaying = false;
    for (const event of this.buffered.splice(0).sort((a, b) => a.seq - b.seq)) this.live(event);
  }

  /**
   * A live event. Seqs are consecutive per session, so one that jumps past the next number means an event was
   * stored but never published (its process died in between, or another process's publish overtook it): the
   * missing ones are read from the store and delivered first, and live events wait meanwhile, so a socket gets
   * every stored event in order without reconnecting. Only once the stream knows where it stands (a replay, or
   * an event delivered): a socket opened without `after` starts wherever the live events are.
   */
  private live(event: RunEventRecord): void {
    if (this.replaying || this.filling) {
      (this.replaying ? this.buffered : this.waiting).push(event);
      return;
    }
    if (this.counted && event.seq > this.lastSeq + 1) {
      this.waiting.push(event);
      this.filling = this.fillGap().finally(() => (this.filling = null));
      return;
    }
    this.deliver(event);
  }

  private async fillGap(): Promise<void> {
    // Once per gap: what the store holds is all there is; a number it lacks never comes.
    while (this.waiting.length && !this.closed.signal.aborted) {
      const waiting = this.waiting.splice(0).sort((a, b) => a.seq - b.seq);
      if (waiting[0]!.seq > this.lastSeq + 1) {
        const stored = await this.replay(this.lastSeq).catch(() => [] as RunEventRecord[]);
        for (const event of stored) if (event.seq < waiting[0]!.seq) this.deliver(event);
      }
      for (const event of waiting) this.deliver(event);
    }
  }

  private deliver(event: RunEventRecord): void {
    if (this.closed.signal.aborted || event.seq <= this.lastSeq) return;
    this.lastSeq = event.seq;
    this.counted = true;
    this.stream.onEvent?.(event);
    for (const listener of this.listeners) listener(event);
  }
}
