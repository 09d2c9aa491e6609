import type { Clock, TimerHandle } from '../ports/clock.port.ts';
import type { SocketConnection, SocketPort } from './socket.port.ts';
import {
  CHAT_SOCKET_ATTEMPTS,
  chatSocketBackoff,
  NORMAL_CLOSURE,
  SOCKET_CONNECT_TIMEOUT_MS,
  SOCKET_MAX_RETRIES,
  socketRetryDelay,
  type SocketStatus,
} from '../../domain/agents/chat-rules.ts';

import { decodeSocketMessage, type SocketMessage } from '../../domain/agents/run-event.ts';

/** What the socket hands on: a decoded run event, or a message of another type (core/domain/agents/run-event.ts). */
export type SocketEvent = SocketMessage;

export interface AgentSocketCallbacks {
  /** The URL for the next attempt, resuming after the last event seen (`after=<seq>`), with a fresh token. */
  url(afterSeq: number): string;
  onEvent(event: SocketEvent): void;
  onStatus(status: SocketStatus): void;
  /** The socket gave up: the chat falls back to polling. */
  onGiveUp(): void;
}

/**
 * The agent socket client (spec 4.7, 9; decisions D9). Connecting makes 4 attempts (waits 1, 2, 4 s);
 * once connected, a drop reconnects up to 10 times (1 s growing x1.3, capped at 5 s), each attempt with
 * a 5 s connection timeout. Close code 1000 never reconnects. Sends while not connected are queued and
 * flushed on open; a ping is answered with a pong. Events already seen (by `seq`) are dropped.
 */
export class AgentSocket {
  status: SocketStatus = 'disconnected';
  lastSeq = 0;
  private connection: SocketConnection | null = null;
  private queue: string[] = [];
  private failedAttempts = 0;
  private retries = 0;
  private everConnected = false;
  private closedByUs = false;
  private timer: TimerHandle | null = null;
  private connectTimer: TimerHandle | null = null;

  constructor(
    private readonly port: SocketPort,
    private readonly clock: Clock,
    private readonly callbacks: AgentSocketCallbacks,
  ) {}

  get isConnected(): boolean {
    return this.status === 'connected';
  }

  get queuedCount(): number {
    return this.queue.length;
  }

  connect(): void {
    this.closedByUs = false;
    this.attempt();
  }

  /** Sends now when connected, else queues until the socket opens. */
  send(message: Record<string, unknown>): void {
    const data = JSON.stringify(message);
    if (this.isConnected && this.connection) this.connection.send(data);
    else this.queue.push(data);
  }

  /** A manual disconnect: close code 1000, no reconnect. */
  disconnect(): void {
    this.closedByUs = true;
    this.clearTimers();
    const connection = this.connection;
    this.connection = null;
    connection?.close(NORMAL_CLOSURE, 'client closed');
    this.setStatus('disconnected');
  }

  private attempt(): void {
    this.timer = null;
    let settled = false;
    let opened = false;
    const fail = () => {
      if (settled || connection !== this.connection) return;
      settled = true;
      this.connection = null;
      this.failed();
    };
    const connection: SocketConnection = this.port.open(this.callbacks.url(this.lastSeq), {
      onOpen: () => {
        if (connection !== this.connection) return;
        opened = true;
        this.clearConnectTimer();
        this.failedAttempts = 0;
        this.retries = 0;
        this.everConnected = true;
        this.setStatus('connected');
        const queued = this.queue;
        this.queue = [];
        for (const data of queued) connection.send(data);
      },
      onMessage: (data) => {
        if (connection !== this.connection) return;
        this.receive(data, connection);
      },
      onClose: (code) => {
        if (connection !== this.connection) return;
        this.clearConnectTimer();
        if (this.closedByUs || code === NORMAL_CLOSURE) {
          settled = true;
          this.connection = null;
          this.setStatus('disconnected');
          return;
        }
        fail();
      },
      onError: () => {
        this.clearConnectTimer();
        fail();
      },
    });
    this.connection = connection;
    this.connectTimer = this.clock.setTimeout(() => {
      this.connectTimer = null;
      if (opened) return;
      fail();
      connection.close();
    }, SOCKET_CONNECT_TIMEOUT_MS);
  }

  private receive(data: string, connection: SocketConnection): void {
    // A frame that is not JSON, has no type, or is a run event whose fields do not fit its type is dropped.
    const event = decodeSocketMessage(data);
    if (!event) return;
    if (typeof event.seq === 'number') {
      if (event.seq <= this.lastSeq) return;
      this.lastSeq = event.seq;
    }
    if (event.type === 'ping') connection.send(JSON.stringify({ type: 'pong' }));
    this.callbacks.onEvent(event);
  }

  private failed(): void {
    if (this.closedByUs) return;
    let delay: number;
    if (!this.everConnected) {
      this.failedAttempts += 1;
      if (this.failedAttempts >= CHAT_SOCKET_ATTEMPTS) return this.giveUp();
      delay = chatSocketBackoff(this.failedAttempts);
    } else {
      if (this.retries >= SOCKET_MAX_RETRIES) return this.giveUp();
      delay = socketRetryDelay(this.retries);
      this.retries += 1;
    }
    this.setStatus('reconnecting');
    this.timer = this.clock.setTimeout(() => this.attempt(), delay);
  }

  private giveUp(): void {
    this.clearTimers();
    this.setStatus('error');
    this.callbacks.onGiveUp();
  }

  private setStatus(status: SocketStatus): void {
    if (this.status === status) return;
    this.status = status;
    this.callbacks.onStatus(status);
  }

  private clearConnectTimer(): void {
    if (this.connectTimer !== null) this.clock.clearTimeout(this.connectTimer);
    this.connectTimer = null;
  }

  private clearTimers(): void {
    this.clearConnectTimer();
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
  }
}
