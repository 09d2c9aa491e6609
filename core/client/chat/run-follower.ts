import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import type { Clock } from '../ports/clock.port.ts';
import type { SocketPort } from './socket.port.ts';
import type { ApiClient } from '../api/api-client.ts';
import { AgentChatApi, type ChatMessageView } from '../../domain/agents/agent-chat-api.ts';
import { AgentSocket, type SocketEvent } from './agent-socket.ts';
import { ChatPoller } from './chat-poller.ts';
import { decodeRunEvent, type RunEvent } from '../../domain/agents/run-event.ts';
import type { AgentTransport } from '../../domain/agents/agents.ts';
import { MESSAGE_TURNS_PAGE } from '../../domain/list-cursor.ts';
import { FALLBACK_POLL_LOOKBACK_MS, type SocketStatus } from '../../domain/agents/chat-rules.ts';

export interface RunFollowerDeps {
  clock: Clock;
  api: ApiClient;
  sockets: SocketPort;
}

/** What a followed run brings, decoded, to the conversation that waits for it. */
export interface RunFollowerHost {
  /** Every socket frame, known or not (spec 4.7: unknown types are passed on). */
  frame(frame: SocketEvent): void;
  /** A run event of the followed run, or of no run in particular (another request's are dropped). */
  runEvent(event: RunEvent): void;
  /** Messages a poll, or the look after a socket gave up, brought. */
  polled(batch: ChatMessageView[]): void;
  /** Polling reached the agent's maximum (the spec's text). */
  timedOut(text: string): void;
  /** A poll failed for good. */
  failed(error: unknown): void;
}

/** The run a follower waits on: its request, the transport it was sent for, and the clocks to poll by. */
export interface FollowedRun {
  requestId: string;
  transport: AgentTransport;
  /** When the send started, by this device's clock. */
  sentAt: number;
  /** The server's clock minus this device's: polls ask `since` in server time. */
  serverOffsetMs: number;
}

/**
 * Follows one chat's pending run (spec 4.7): over the agent socket, resuming after the last event this chat saw, or
 * by polling; a socket that gives up after its retries turns into polling from 5 s before then, with one look at the
 * chat for a reply older than that. What arrives is decoded and handed to the conversation, which owns the messages.
 */
export class RunFollower {
  socketStatus: SocketStatus = 'disconnected';
  /** The transport in use for the pending request (a failed socket turns into polling). */
  activeTransport: AgentTransport | null = null;
  /** The transport that carried the last settled request (a socket that failed over shows 'polling'). */
  lastTransport: AgentTransport | null = null;
  private socket: AgentSocket | null = null;
  private poller: ChatPoller<ChatMessageView> | null = null;
  private run: FollowedRun | null = null;
  /** The last socket event seen in this chat, so a new socket resumes after it. */
  private lastSeq = 0;

  constructor(
    private readonly agent: { slug: string; name: string },
    private readonly deps: RunFollowerDeps,
    private readonly host: RunFollowerHost,
  ) {
    makeObservable<this, 'socket' | 'poller' | 'openSocket' | 'startPolling' | 'setSocketStatus'>(this, {
      socketStatus: observable,
      activeTransport: observable,
      lastTransport: observable,
      socket: observableRef,
      poller: observableRef,
      socketActive: computed,
      isPolling: computed,
      follow: action,
      stop: action,
      openSocket: action,
      startPolling: action,
      setSocketStatus: action,
    });
  }

  get socketActive(): boolean {
    // The status is what MobX follows; the socket says whether it is still the one this chat holds.
    return this.socketStatus === 'connected' && this.socket !== null && this.socket.isConnected;
  }

  get isPolling(): boolean {
    return this.poller?.isPolling === true;
  }

  /** Starts following `run` of chat `sessionId` over the transport it was sent for. */
  follow(sessionId: string, run: FollowedRun): void {
    this.run = run;
    if (run.transport === 'websocket') this.openSocket(sessionId);
    else this.startPolling(sessionId, run.sentAt - FALLBACK_POLL_LOOKBACK_MS);
  }

  /** Cancels over the socket when it is connected; false when the caller must use the cancel call. */
  cancelOverSocket(requestId: string): boolean {
    if (!this.socketActive) return false;
    this.socket!.send({ type: 'cancel', request_id: requestId });
    return true;
  }

  /** Stops following (the run settled, or the chat is put away). */
  stop(): void {
    this.run = null;
    if (this.activeTransport) this.lastTransport = this.activeTransport;
    this.poller?.stop();
    this.poller = null;
    this.socket?.disconnect();
    this.socket = null;
    this.activeTransport = null;
    this.socketStatus = 'disconnected';
  }

  private openSocket(sessionId: string): void {
    this.activeTransport = 'websocket';
    const socket = new AgentSocket(this.deps.sockets, this.deps.clock, {
      url: (after) => this.deps.api.socketUrl(AgentChatApi.socket, { sessionId }, { after }),
      onEvent: (frame) => this.onFrame(frame),
      onStatus: (status) => this.setSocketStatus(status),
      // Spec 4.7: after its retries the socket gives up, and polling starts from 5 s before now.
      onGiveUp: action(() => {
        this.socket = null;
        if (!this.run) return;
        this.startPolling(sessionId, this.deps.clock.now() - FALLBACK_POLL_LOOKBACK_MS);
        // A reply that landed more than 5 s before the fallback is older than the poll's `since`: look once.
        void this.catchUp(sessionId);
      }),
    });
    socket.lastSeq = this.lastSeq;
    this.socket = socket;
    socket.connect();
  }

  private startPolling(sessionId: string, sinceMs: number): void {
    const run = this.run;
    if (!run) return;
    this.activeTransport = 'polling';
    this.poller = new ChatPoller(this.deps.clock, this.agent, sinceMs + run.serverOffsetMs, {
      fetch: (since, signal) => this.deps.api.call(AgentChatApi.poll, { id: sessionId }, undefined, { signal, query: { since } }),
      onMessages: (batch) => this.host.polled(batch),
      onTimeout: (text) => this.host.timedOut(text),
      onError: (error) => this.host.failed(error),
    });
    this.poller.start();
  }

  private setSocketStatus(status: SocketStatus): void {
    this.socketStatus = status;
  }

  private async catchUp(sessionId: string): Promise<void> {
    const messages = await this.deps.api.call(AgentChatApi.messages, { id: sessionId }, undefined, { query: { limit: MESSAGE_TURNS_PAGE } }).catch(() => [] as ChatMessageView[]);
    this.host.polled(messages);
  }

  private onFrame(frame: SocketEvent): void {
    if (typeof frame.seq === 'number') this.lastSeq = Math.max(this.lastSeq, frame.seq);
    this.host.frame(frame);
    // Only run events are read here; other types were passed on above (R-WS-14).
    const event = decodeRunEvent(frame);
    if (!event) return;
    const requestId = event.request_id ?? null;
    // Spec 4.7: what belongs to another request than the pending one is ignored.
    if (requestId !== null && (!this.run || requestId !== this.run.requestId)) return;
    this.host.runEvent(event);
  }
}
