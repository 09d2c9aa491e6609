import type { Clock } from '../ports/clock.port.ts';
import type { IdGenerator } from '../ports/id-generator.port.ts';
import type { ApiClient } from '../api/api-client.ts';
import type { AgentInfo } from './agent-catalogue.ts';
import type { ChatConversation, RunFacts, RunOutcome } from './chat-conversation.ts';
import type { ChatCharges } from './chat-charges.ts';
import { type ClientLog, logPreview } from '../logging/client-log.ts';
import { AgentChatApi, type SendMessageResponse } from '../../domain/agents/agent-chat-api.ts';
import { ApiError } from '../../domain/api-error.ts';
import { Messages } from '../../domain/messages.ts';
import { configuredMode, configuredRetrieval } from '../../domain/agents/agent-settings.ts';
import type { ChatMessage } from '../../domain/agents/chat-entities.ts';
import { chatErrorText } from '../../domain/agents/chat-rules.ts';
import { facts } from './chat-failure-facts.ts';
import type { OpenChat } from './open-chat.ts';

/** A send lost to the network is tried this many times in all, the waits growing by this much (same Idempotency-Key). */
const SEND_ATTEMPTS = 3;
const SEND_RETRY_MS = 1_000;

export interface SendOptions {
  mode?: string;
  referencedDocumentIds?: string[];
  webSourceIds?: string[];
}

/** How a sent run ended for this app: its outcome, or `left` when the app stopped following it (sign-out, space switch). */
export interface RunSettlement {
  outcome: RunOutcome | 'left';
  /** The answer, or the error or cancel text shown. */
  text: string;
  /** The assistant message of a completed run, as the chat shows it. */
  message: ChatMessage | null;
}

/** A message the server accepted: the run it started, and a promise of how it ends (the CLI awaits it). */
export interface SentRun {
  requestId: string;
  sessionId: string;
  transactionId: string | null;
  creditsCharged: number | null;
  settled: Promise<RunSettlement>;
}

/**
 * The chat's charged requests (spec 4.7), a send and an edit-and-resend: pre-checked with the shared plan and credit
 * rule, shown at once, sent with one Idempotency-Key across retries, and followed to the answer, whose end the run's
 * `settled` promise tells (the CLI awaits it).
 */
export class MessageSender {
  /** Runs sent from here and not settled yet, by request id. */
  private readonly pending = new Map<string, (settlement: RunSettlement) => void>();

  constructor(
    private readonly api: ApiClient,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
    private readonly log: ClientLog,
    private readonly charges: ChatCharges,
    private readonly chat: OpenChat,
  ) {}

  /**
   * Sends a message (spec 4.7): refused up front on an expired plan or too few credits (spec 5). Null when
   * refused or failed (the reason shows in the view); otherwise the run, whose `settled` tells how it ended.
   */
  async send(text: string, options: SendOptions = {}): Promise<SentRun | null> {
    const agent = this.chat.agent();
    const message = text.trim();
    if (!agent) return this.chat.refuse(Messages.noCurrentAgent) ?? null;
    if (!message) return null;
    const conversation = this.chat.current() ?? this.chat.draft(agent);
    if (conversation.isRunning || conversation.phase === 'sending') return null;

    // The person's pick, else the mode the space configured for this agent (the server would apply it too).
    const mode = options.mode ?? configuredMode(agent);
    return this.dispatch(conversation, agent, mode, {
      message,
      webSourceCount: options.webSourceIds?.length ?? 0,
      begin: (tempId) => conversation.beginSend(message, tempId),
      call: (idempotencyKey) =>
        this.api.call(AgentChatApi.send, { slug: agent.slug }, {
          session_id: conversation.sessionId,
          message,
          mode,
          referenced_document_ids: options.referencedDocumentIds ?? [],
          referenced_web_source_ids: options.webSourceIds ?? [],
          ...configuredRetrieval(agent),
          // On an earlier branch (an edited question shown in an older version), the message continues that one.
          ...(Object.keys(conversation.thread.branch).length ? { branch: conversation.thread.branch } : {}),
        }, { idempotencyKey }),
      accepted: (response) => {
        if (!conversation.sessionId) this.chat.adopt(conversation, response.session_id, message);
      },
    });
  }

  /**
   * Edit a sent question and resend it: the edited question shows at once as a new version of its
   * turn, and its answer starts a branch (the earlier one stays reachable). Checked and charged like a send.
   */
  async editMessage(messageId: string, text: string, options: { mode?: string } = {}): Promise<SentRun | null> {
    const agent = this.chat.agent();
    const message = text.trim();
    if (!agent) return this.chat.refuse(Messages.noCurrentAgent) ?? null;
    const conversation = this.chat.current();
    if (!message || !conversation || conversation.isRunning || conversation.phase === 'sending') return null;
    if (conversation.thread.versionsOf(messageId).find((m) => m.id === messageId)?.role !== 'user') return null;
    return this.dispatch(conversation, agent, options.mode ?? configuredMode(agent), {
      message,
      webSourceCount: 0,
      begin: (tempId) => conversation.beginEdit(messageId, message, tempId),
      call: (idempotencyKey) => this.api.call(AgentChatApi.edit, { id: messageId }, { message, ...(options.mode ? { mode: options.mode } : {}) }, { idempotencyKey }),
    });
  }

  /**
   * One charged request of the chat (a send or an edit): pre-checked with the shared plan and credit rule (spec 5),
   * shown at once with a temporary id, taken back with the error on a failure, then followed to its answer.
   */
  private async dispatch(
    conversation: ChatConversation,
    agent: AgentInfo,
    mode: string,
    request: { message: string; webSourceCount: number; begin: (tempId: string) => void; call: (idempotencyKey: string) => Promise<SendMessageResponse>; accepted?: (response: SendMessageResponse) => void },
  ): Promise<SentRun | null> {
    const refusal = await this.charges.refusal(mode, agent);
    if (refusal) {
      conversation.showError(refusal);
      return null;
    }
    const tempId = `temp-${this.ids.next()}`;
    const sentAt = this.clock.now();
    request.begin(tempId);
    let response: SendMessageResponse;
    try {
      response = await this.sendOnce(request.call);
    } catch (error) {
      conversation.sendFailed(tempId, chatErrorText(facts(error), 'send'));
      return null;
    }
    request.accepted?.(response);
    return this.follow(conversation, agent, response, { tempId, sentAt, message: request.message, webSourceCount: request.webSourceCount });
  }

  /**
   * A send is charged when the server commits it, which may happen although its answer never arrives (the
   * connection dropped, the API process died). Every attempt carries one Idempotency-Key, so a retry after a
   * network error or timeout answers the run the first attempt started, and nothing is charged twice; a 409 after
   * such a failure is the first attempt still being stored, and is waited out too.
   */
  private async sendOnce(call: (idempotencyKey: string) => Promise<SendMessageResponse>): Promise<SendMessageResponse> {
    const key = this.ids.next();
    let lostOne = false;
    for (let attempt = 1; ; attempt++) {
      try {
        return await call(key);
      } catch (error) {
        const lost = error instanceof ApiError && (error.code === 'NETWORK_ERROR' || error.code === 'TIMEOUT_ERROR');
        const stillStoring = lostOne && error instanceof ApiError && error.status === 409;
        if ((!lost && !stillStoring) || attempt >= SEND_ATTEMPTS) throw error;
        lostOne = true;
        await new Promise<void>((resolve) => this.clock.setTimeout(resolve, SEND_RETRY_MS * attempt));
      }
    }
  }

  /** The server took the run: wait for its answer over the agent's transport; `settled` tells how it ends. */
  private follow(conversation: ChatConversation, agent: AgentInfo, response: SendMessageResponse, sent: { tempId: string; sentAt: number; message: string; webSourceCount: number }): SentRun {
    const { tempId, sentAt, message } = sent;
    const run: RunFacts = {
      requestId: response.request_id,
      transactionId: response.transaction_id ?? null,
      creditsCharged: response.credits_charged ?? null,
      transport: this.chat.plannedTransport(agent.slug),
      sentAt,
      serverOffsetMs: serverOffset(response.created_at, sentAt, this.clock.now()),
      webSourceCount: sent.webSourceCount,
      contextCharacters: conversation.thread.messages.reduce((n, m) => n + m.content.length, 0),
    };
    const settled = new Promise<RunSettlement>((resolve) => this.pending.set(run.requestId, resolve));
    this.log.log('info', 'Chat: message sent', { agent: agent.slug, request_id: run.requestId, preview: logPreview(message) });
    conversation.waitFor(run, tempId);
    this.charges.accepted(run.transactionId);
    return { requestId: run.requestId, sessionId: response.session_id, transactionId: run.transactionId, creditsCharged: run.creditsCharged, settled };
  }

  /** A run sent from here ended: whoever awaits it learns how. */
  settle(requestId: string, settlement: RunSettlement): void {
    const resolve = this.pending.get(requestId);
    this.pending.delete(requestId);
    resolve?.(settlement);
  }

  /** The app stops following every run it sent (space switch, sign-out): each ends as `left`. */
  leaveAll(): void {
    for (const resolve of this.pending.values()) resolve({ outcome: 'left', text: '', message: null });
    this.pending.clear();
  }
}

/** The server's clock minus ours, taking the send's round trip midpoint as the moment the server stamped it. */
function serverOffset(serverTime: string | undefined, sentAt: number, receivedAt: number): number {
  const server = serverTime ? Date.parse(serverTime) : NaN;
  return Number.isFinite(server) ? server - Math.round((sentAt + receivedAt) / 2) : 0;
}
