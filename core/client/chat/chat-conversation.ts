import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import type { TimerHandle } from '../ports/clock.port.ts';
import { AgentChatApi, type ChatMessageView } from '../../domain/agents/agent-chat-api.ts';
import type { SocketEvent } from './agent-socket.ts';
import type { RunEvent } from '../../domain/agents/run-event.ts';
import { RunFollower, type RunFollowerDeps } from './run-follower.ts';
import { MessageThread } from './message-thread.ts';
import type { ChatMessage } from '../../domain/agents/chat-entities.ts';
import { toArtifact, toChatMessage } from '../../domain/agents/chat-entities.ts';
import type { Artifact } from '../../domain/agents/artifact.ts';
import type { AgentTransport } from '../../domain/agents/agents.ts';
import { Messages } from '../../domain/messages.ts';
import { MESSAGE_TURNS_PAGE } from '../../domain/list-cursor.ts';
import { ApiError } from '../../domain/api-error.ts';
import {
  agentErrorText,
  agentResponseText,
  finalizingDelay,
  isDuplicateMessage,
  stageText,
} from '../../domain/agents/chat-rules.ts';

/** Spec 4.7: idle, sending, waiting (socket or polling), finalising, done. */
export type SendPhase = 'idle' | 'sending' | 'waiting' | 'finalising' | 'done';

export interface ChatProgress {
  stage: string | null;
  text: string;
}

/** How a run ended: the answer, an error (agent, poll timeout) or a cancel. */
export type RunOutcome = 'completed' | 'error' | 'cancelled';

/** Where the transport choice comes from: the agent's own (auto), or forced (the CLI's --transport). */
export type TransportChoice = 'auto' | 'websocket' | 'polling';

export type ConversationDeps = RunFollowerDeps;

export interface ConversationHost {
  /** The progress line changed (a chat left running shows it on its background task's row). */
  progressed(conversation: ChatConversation): void;
  /** Every incoming socket event, known or not (spec 4.7: unknown types are passed on). */
  event(conversation: ChatConversation, event: SocketEvent): void;
  /** The running request ended; the reply or error text is given. */
  settled(conversation: ChatConversation, outcome: RunOutcome, text: string, run: RunFacts): void;
}

export interface RunFacts {
  requestId: string;
  transactionId: string | null;
  creditsCharged: number | null;
  transport: AgentTransport;
  /** When the send started, by this device's clock. */
  sentAt: number;
  /** The server's clock minus this device's, measured at the send: polls ask `since` in server time. */
  serverOffsetMs: number;
  webSourceCount: number;
  contextCharacters: number;
}

/**
 * One chat session as the client holds it (spec 4.7): its messages (`thread`), where a send is, the progress
 * line, and the transport carrying the pending request. A session moved to the background keeps
 * running here and buffers what arrives; returning to it shows the buffer.
 */
export class ChatConversation {
  /** Its messages, with their versions and branches. */
  readonly thread = new MessageThread();
  phase: SendPhase = 'idle';
  locked = false;
  progress: ChatProgress | null = null;
  error: string | null = null;
  run: RunFacts | null = null;
  /** stream_token text per request id (spec 4.7, D7). */
  readonly streams = new Map<string, string>();
  /** The socket or the poll carrying the pending request: its transport and the socket's status are read from it. */
  readonly follower: RunFollower;
  private finalizingTimer: TimerHandle | null = null;
  private lastToolOutput: string | null = null;
  private artifacts: Artifact[] = [];
  loadingEarlier = false;

  constructor(
    public sessionId: string | null,
    readonly agent: { slug: string; name: string },
    private readonly deps: ConversationDeps,
    private readonly host: ConversationHost,
  ) {
    this.follower = new RunFollower(agent, deps, {
      frame: (frame) => this.host.event(this, frame),
      runEvent: (event) => this.onRunEvent(event),
      polled: (batch) => this.onPolled(batch),
      timedOut: (text) => this.settle('error', text),
      failed: (error) => this.settle('error', error instanceof Error ? error.message : Messages.sendMessageFailed),
    });
    makeObservable<this, 'onRunEvent' | 'onPolled' | 'setProgress' | 'finalise' | 'settle' | 'showReply'>(this, {
      sessionId: observable,
      phase: observable,
      locked: observable,
      progress: observableRef,
      error: observable,
      run: observableRef,
      streams: observable,
      loadingEarlier: observable,
      isRunning: computed,
      streamingText: computed,
      beginSend: action,
      beginEdit: action,
      sendFailed: action,
      waitFor: action,
      loaded: action,
      showError: action,
      clearError: action,
      setLoadingEarlier: action,
      adopt: action,
      onRunEvent: action,
      onPolled: action,
      setProgress: action,
      finalise: action,
      showReply: action,
      settle: action,
    });
  }

  get isRunning(): boolean {
    return this.run !== null;
  }

  get streamingText(): string | null {
    return this.run ? (this.streams.get(this.run.requestId) ?? null) : null;
  }

  /** Sending: the user's message shows at once with a temporary id, and the session locks. */
  beginSend(text: string, tempId: string): void {
    this.error = null;
    this.phase = 'sending';
    this.locked = true;
    this.thread.append(userMessage(tempId, text, new Date(this.deps.clock.now()).toISOString()));
  }

  /** Edit and resend: the edited question shows at once as a new version of the turn, on a branch of its own. */
  beginEdit(messageId: string, text: string, tempId: string): void {
    if (!this.thread.appendVersion(messageId, userMessage(tempId, text, new Date(this.deps.clock.now()).toISOString()))) return;
    this.error = null;
    this.phase = 'sending';
    this.locked = true;
  }

  /** The send call failed: the temporary message goes and the error shows. */
  sendFailed(tempId: string, text: string): void {
    this.thread.withdraw(tempId);
    this.phase = 'idle';
    this.locked = false;
    this.progress = null;
    this.error = text;
  }

  /** The server accepted the send: wait for the reply over the socket or by polling. */
  waitFor(run: RunFacts, tempId: string): void {
    this.run = run;
    this.phase = 'waiting';
    this.lastToolOutput = null;
    this.artifacts = [];
    this.thread.replaceMessage(tempId, { requestId: run.requestId, transactionId: run.transactionId });
    this.progress = { stage: null, text: Messages.processing };
    if (this.sessionId) this.follower.follow(this.sessionId, run);
  }

  /**
   * Cancel (spec 4.7): over the socket when connected, else by the cancel call; the note shows at once. When the
   * cancel call says the run had already finished (409), the chat shows what the server holds, the answer.
   */
  async cancel(): Promise<void> {
    const run = this.run;
    // While finalising the server has answered (and charged): there is nothing left to cancel.
    if (!run || !this.sessionId || this.phase !== 'waiting') return;
    if (!this.follower.cancelOverSocket(run.requestId)) {
      try {
        await this.deps.api.call(AgentChatApi.cancel, { id: this.sessionId }, { request_id: run.requestId });
      } catch (error) {
        if (error instanceof ApiError && error.status === 409 && (await this.adoptStoredOutcome(run.requestId))) return;
      }
    }
    if (this.run === run) this.settle('cancelled', Messages.requestCancelledByUser);
  }

  /** The run's stored outcome, read from the server: true when the run settled with it (its answer, or its error). */
  private async adoptStoredOutcome(requestId: string): Promise<boolean> {
    const raw = await this.deps.api.call(AgentChatApi.messages, { id: this.sessionId! }, undefined, { query: { limit: MESSAGE_TURNS_PAGE } }).catch(() => null);
    if (this.run?.requestId !== requestId) return true;
    if (raw) this.onPolled(raw);
    return this.run?.requestId !== requestId || this.phase !== 'waiting';
  }

  /** Stops the transport without settling (a space switch, a sign-out, a deleted session). */
  dispose(): void {
    this.follower.stop();
    this.clearFinalizing();
  }

  /**
   * Loaded from the server; a running request keeps its local messages until it settles. `pageTurns`: the page
   * asked for that many turns, so a full page says earlier ones may be left to load.
   */
  loaded(messages: ChatMessage[], pageTurns?: number): void {
    this.thread.replaceAll(messages, pageTurns, this.isRunning);
  }

  /** A failure of something done in this chat shows in it. */
  showError(text: string): void {
    this.error = text;
  }

  clearError(): void {
    this.error = null;
  }

  setLoadingEarlier(loading: boolean): void {
    this.loadingEarlier = loading;
  }

  /** The first send created the chat's session: it takes the session's id. */
  adopt(sessionId: string): void {
    this.sessionId = sessionId;
  }

  // ---- incoming ----

  /** A run event of the pending request (or of none in particular), decoded by the follower. */
  private onRunEvent(event: RunEvent): void {
    const run = this.run;
    const requestId = event.request_id ?? null;
    switch (event.type) {
      case 'progress_update':
        if (this.phase === 'waiting') this.setProgress(event.stage, stageText(event.stage, event.message));
        return;
      case 'stream_start':
        if (requestId) this.streams.set(requestId, '');
        return;
      case 'stream_token':
        if (requestId) this.streams.set(requestId, (this.streams.get(requestId) ?? '') + event.token);
        return;
      case 'tool_output': {
        const output = event.output ?? event.content ?? event.message;
        if (output) this.lastToolOutput = output;
        return;
      }
      case 'artifact_generated':
        if (event.status === 'completed') {
          this.artifacts.push(toArtifact({ id: event.artifact_id, artifact_type: event.artifact_type, filename: event.filename, mime_type: event.mime_type, size_bytes: event.size_bytes, download_url: event.download_url, generation_status: 'completed' }));
        }
        return;
      case 'message_updated': {
        // Spec 4.7: the continuation's content replaces the message's.
        const continuations = event.continuation_count;
        this.thread.replaceMessage(event.message_id, { content: event.content, finalOutputLength: event.final_output_length ?? event.content.length, ...(continuations === undefined ? {} : { continuationCount: continuations }) });
        return;
      }
      case 'agent_response':
        if (run && this.phase === 'waiting') this.finalise(agentResponseText(event, this.lastToolOutput), event.message_id ?? null, event.engine ?? null);
        return;
      case 'agent_error':
        if (run) this.settle('error', agentErrorText(event.error, { webSourceCount: run.webSourceCount, contextCharacters: run.contextCharacters }));
        return;
      case 'run_cancelled':
        if (run) this.settle('cancelled', Messages.requestCancelledByUser);
        return;
      default:
        return;
    }
  }

  private onPolled(batch: ChatMessageView[]): void {
    const run = this.run;
    // The poll and the fallback's catch-up may both bring the reply: the first one wins.
    if (!run || this.phase !== 'waiting') return;
    for (const raw of batch) {
      const message = toChatMessage(raw);
      if (message.role !== 'assistant' || message.requestId !== run.requestId) continue;
      if (message.outcome === 'failed') {
        return this.settle('error', agentErrorText(message.content, { webSourceCount: run.webSourceCount, contextCharacters: run.contextCharacters }));
      }
      if (message.outcome === 'cancelled') return this.settle('cancelled', Messages.requestCancelledByUser);
      this.artifacts = message.artifacts;
      return this.finalise(message.content, message.id, message.engine);
    }
  }

  private setProgress(stage: string | null, text: string): void {
    this.progress = { stage, text };
    this.host.progressed(this);
  }

  /** 'Finalizing your answer...' for 1.2 s (0.6 s when empty), then the reply shows and the run settles. */
  private finalise(text: string, messageId: string | null, engine: string | null): void {
    const run = this.run!;
    this.follower.stop();
    this.phase = 'finalising';
    this.setProgress('finalizing', Messages.finalizingAnswer);
    this.finalizingTimer = this.deps.clock.setTimeout(() => this.showReply(run, text, messageId, engine), finalizingDelay(text));
  }

  /** The finalising pause is over: the reply shows and the run settles. */
  private showReply(run: RunFacts, text: string, messageId: string | null, engine: string | null): void {
    this.finalizingTimer = null;
    const now = this.deps.clock.now();
    const reply: ChatMessage = {
      ...assistantMessage(messageId ?? `assistant-${run.requestId}`, text, new Date(now).toISOString(), run.requestId),
      artifacts: this.artifacts,
      // The engine that answered and the send's charge show on the answer before the server's copy is loaded.
      engine,
      creditsCharged: run.creditsCharged,
    };
    // Spec 4.7: the same reply again within 30 s is skipped.
    if (!isDuplicateMessage(this.thread.messages, reply, now)) this.thread.append(reply);
    this.settle('completed', text);
  }

  private settle(outcome: RunOutcome, text: string): void {
    if (!this.run) return;
    const run = this.run;
    this.follower.stop();
    this.clearFinalizing();
    if (outcome !== 'completed') {
      const now = new Date(this.deps.clock.now()).toISOString();
      // A cancel keeps what had streamed, marked as cut off, above the spec's note.
      const partialText = outcome === 'cancelled' ? this.streams.get(run.requestId) || null : null;
      this.thread.append({ ...assistantMessage(`${outcome}-${run.requestId}`, text, now, run.requestId), outcome: outcome === 'error' ? 'failed' : 'cancelled', partialText });
    }
    this.error = outcome === 'error' ? text : null;
    this.run = null;
    this.phase = outcome === 'completed' ? 'done' : 'idle';
    this.locked = false;
    this.progress = null;
    this.streams.delete(run.requestId);
    this.host.settled(this, outcome, text, run);
  }

  private clearFinalizing(): void {
    if (this.finalizingTimer !== null) this.deps.clock.clearTimeout(this.finalizingTimer);
    this.finalizingTimer = null;
  }

}

function baseMessage(id: string, role: 'user' | 'assistant', content: string, createdAt: string, requestId: string | null): ChatMessage {
  return {
    id, role, content, createdAt, rating: null, feedbackCategories: [], feedbackText: null, transactionId: null, threadId: null,
    continuationCount: 0, finalOutputLength: content.length, truncatedDueToTokens: false, truncationReason: null, artifacts: [],
    requestId, outcome: 'completed', engine: null, creditsCharged: null,
  };
}

function userMessage(id: string, content: string, createdAt: string): ChatMessage {
  return baseMessage(id, 'user', content, createdAt, null);
}

function assistantMessage(id: string, content: string, createdAt: string, requestId: string): ChatMessage {
  return baseMessage(id, 'assistant', content, createdAt, requestId);
}
