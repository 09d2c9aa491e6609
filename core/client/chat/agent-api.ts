import { inject, injectable } from 'inversify';
import { ApiClient } from '../api/api-client.ts';
import type { SendMessagePayload } from '../../domain/send-message-payload.ts';
import { AgentCatalogueApi, type CatalogueAgent } from '../../domain/agent-catalogue-api.ts';
import { AgentChatApi, type ChatListPage, type ChatMessageView, type ChatSearchHitView, type ChatSessionView, type SendMessageResponse } from '../../domain/agent-chat-api.ts';

/**
 * An agent of the chat: what the catalogue lists, of which the chat needs only slug and name (a chat opened before
 * the catalogue loads knows no more).
 */
export type AgentInfo = Pick<CatalogueAgent, 'slug' | 'name'> & Partial<CatalogueAgent>;

/** The agent calls of spec 7.5, over the API client (which adds the token and X-Space-ID). */
@injectable()
export class AgentApi {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  listAgents(): Promise<AgentInfo[]> {
    return this.api.call(AgentCatalogueApi.list, {});
  }

  createSession(slug: string): Promise<{ session_id: string; created_at: string }> {
    return this.api.call(AgentChatApi.createSession, { slug });
  }

  /** Pinned first, then most recent; `page` asks for `limit` of them after the chat whose cursor is `before` (list-cursor.ts). */
  listSessions(slug?: string, page: ChatListPage = {}): Promise<ChatSessionView[]> {
    return this.api.call(AgentChatApi.sessions, {}, undefined, { query: { slug, ...page } });
  }

  /** Abortable (spec 7.5): switching session cancels the previous load. `page`: the newest `limit` turns before `before`. */
  messages(sessionId: string, signal?: AbortSignal, page: ChatListPage = {}): Promise<ChatMessageView[]> {
    return this.api.call(AgentChatApi.messages, { id: sessionId }, undefined, { signal, query: page });
  }

  /** `idempotencyKey`: the same key on a retry answers the run the first attempt started, never a second charge. */
  send(slug: string, payload: SendMessagePayload, idempotencyKey?: string): Promise<SendMessageResponse> {
    return this.api.call(AgentChatApi.send, { slug }, payload, idempotencyKey ? { idempotencyKey } : {});
  }

  /** Long poll: no timeout is applied (the declared 2100 s is not used, spec 9). */
  poll(sessionId: string, since: string, signal?: AbortSignal): Promise<ChatMessageView[]> {
    return this.api.call(AgentChatApi.poll, { id: sessionId }, undefined, { signal, query: { since } });
  }

  deleteSession(sessionId: string): Promise<unknown> {
    return this.api.call(AgentChatApi.deleteSession, { id: sessionId });
  }

  /** Full-text search over the caller's chats in the space (titles and messages). */
  searchChats(query: string): Promise<ChatSearchHitView[]> {
    return this.api.call(AgentChatApi.search, {}, undefined, { query: { q: query } });
  }

  /** Renames or pins one of the caller's chats. */
  updateSession(sessionId: string, changes: { title?: string; pinned?: boolean }): Promise<ChatSessionView> {
    return this.api.call(AgentChatApi.updateSession, { id: sessionId }, changes);
  }

  cancel(sessionId: string, requestId: string): Promise<unknown> {
    return this.api.call(AgentChatApi.cancel, { id: sessionId }, { request_id: requestId });
  }

  rate(messageId: string, rating: number, feedbackCategories: string[] = [], feedbackText: string | null = null): Promise<unknown> {
    return this.api.call(AgentChatApi.rate, { id: messageId }, { rating, feedback_categories: feedbackCategories, feedback_text: feedbackText });
  }

  regenerate(messageId: string): Promise<{ new_message_id: string; content: string }> {
    return this.api.call(AgentChatApi.regenerate, { id: messageId });
  }

  /** Edit a sent question and resend it: answered like a send (the run to wait for). */
  editMessage(messageId: string, body: { message: string; mode?: string }, idempotencyKey?: string): Promise<SendMessageResponse> {
    return this.api.call(AgentChatApi.edit, { id: messageId }, body, idempotencyKey ? { idempotencyKey } : {});
  }

  /** Every version of a message's turn, oldest first. */
  versions(messageId: string): Promise<ChatMessageView[]> {
    return this.api.call(AgentChatApi.versions, { id: messageId });
  }

  deleteMessage(messageId: string): Promise<unknown> {
    return this.api.call(AgentChatApi.deleteMessage, { id: messageId });
  }

  /** No body (spec 7.5). */
  continueMessage(slug: string, messageId: string): Promise<{ message_id: string; content: string; continuation_count: number; final_output_length: number }> {
    return this.api.call(AgentChatApi.continue, { slug, id: messageId });
  }

  /** The agent socket's address, with the token and the last event seen (spec 7.5, decisions D14). */
  socketUrl(sessionId: string, afterSeq: number): string {
    return this.api.socketUrl(AgentChatApi.socket, { sessionId }, { after: afterSeq });
  }
}
