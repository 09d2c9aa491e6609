import { socketRoute, wireRoute, type NoBody, type NoParams } from '../wire-route.ts';
import type { SendMessagePayload } from './send-message-payload.ts';
import type { MessageResponse } from '../message-response.ts';
import type { Artifact } from './artifact.ts';
import type { AnswerSourceView } from './answer-source.ts';

/**
 * A chat message as the API shows it (spec section 3, snake_case), with its place among its answer's versions. The
 * chat still decodes each field it reads (`toChatMessage`): a server of another version may send less.
 */
export type ChatMessageView = {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  created_at: string;
  request_id: string | null;
  rating: number | null;
  feedback_categories: string[];
  feedback_text: string | null;
  transaction_id: string | null;
  thread_id: string;
  continuation_count: number;
  final_output_length: number;
  truncated_due_to_tokens: boolean;
  truncation_reason: string | null;
  engine: string | null;
  /** What the run that wrote this answer charged; null for a question and for an unanswered (refunded) run. */
  credits_charged: number | null;
  /** How the run that wrote this message ended: a poll tells an answer from an error or a cancel by it. */
  outcome: 'completed' | 'failed' | 'cancelled';
  artifacts: Artifact[];
  /** Regenerating keeps every version of an answer: a conversation shows the current one. */
  version?: number;
  version_count?: number;
  is_current?: boolean;
  version_of?: string | null;
  /** Edit and resend: for each edited question before this message, the version it follows. */
  branch?: Record<string, string>;
  /** A cancelled answer's text streamed before the cancel, shown as cut off. */
  partial_text?: string | null;
  /** What the answer cites: documents and URL sources by passage, the space profile once; empty for a question. */
  sources?: AnswerSourceView[];
  /** A Brand Voice answer's proposed voice: the chat offers to save it. */
  brand_voice_proposal?: string | null;
  /** The deliverable alone, what Copy copies: only when the answer shows it word for word. */
  deliverable?: string | null;
};

/** One of the caller's chats as the API lists it. */
export type ChatSessionView = {
  id: string;
  title: string;
  agent_slug: string;
  created_at: string;
  updated_at: string;
  /** Pinned chats list first. */
  pinned?: boolean;
};

/** A chat search's hit: the chat, and the message that matched (null when only the title did). */
export type ChatSearchHitView = {
  session: ChatSessionView;
  agent_slug: string;
  agent_name: string;
  snippet: string;
  message_id: string | null;
  message_role: 'user' | 'assistant' | null;
};

/** A send's start (spec 3), with the charge the server reports (decisions D10). */
export interface SendMessageResponse {
  session_id: string;
  request_id: string;
  transaction_id?: string;
  credits_charged?: number;
  /** When the server took the message, by its clock. */
  created_at?: string;
  /** The question stored (an edit's new version). */
  message_id?: string;
}

/** A page of a chat list: how many rows, after which one (a cursor built from a row held, list-cursor.ts). */
export interface ChatListPage {
  [name: string]: string | number | undefined;
  limit?: number;
  before?: string;
}

/** A rating of an answer (spec 7.5). */
export interface MessageRating {
  rating: number;
  feedback_categories: string[];
  feedback_text: string | null;
}

type Id = { id: string };
type Slug = { slug: string };

/**
 * The agent chat's calls (spec 7.5, X-Space-ID): the server registers these patterns, the client's chat stores call
 * them with `ApiClient.call` and open `socket` with `ApiClient.socketUrl`.
 */
export const AgentChatApi = {
  createSession: wireRoute<Slug, NoBody, { session_id: string; created_at: string }>()('POST', '/agents/:slug/sessions/create'),
  sessions: wireRoute<NoParams, NoBody, ChatSessionView[], ChatListPage & { slug?: string }>()('GET', '/agents/sessions'),
  search: wireRoute<NoParams, NoBody, ChatSearchHitView[], { q: string }>()('GET', '/agents/sessions/search'),
  updateSession: wireRoute<Id, { title?: string; pinned?: boolean }, ChatSessionView>()('PATCH', '/agents/sessions/:id'),
  messages: wireRoute<Id, NoBody, ChatMessageView[], ChatListPage>()('GET', '/agents/sessions/:id/messages'),
  deleteSession: wireRoute<Id, NoBody, MessageResponse>()('DELETE', '/agents/sessions/:id'),
  send: wireRoute<Slug, SendMessagePayload, SendMessageResponse>()('POST', '/agents/:slug/messages/async'),
  poll: wireRoute<Id, NoBody, ChatMessageView[], { since: string }>()('GET', '/agents/sessions/:id/poll'),
  cancel: wireRoute<Id, { request_id: string }, { message: string; request_id: string }>()('POST', '/agents/sessions/:id/cancel'),
  rate: wireRoute<Id, MessageRating, { message: string; message_id: string; rating: number }>()('POST', '/agents/messages/:id/rating'),
  regenerate: wireRoute<Id, NoBody, { new_message_id: string; content: string }>()('POST', '/agents/messages/:id/regenerate'),
  versions: wireRoute<Id, NoBody, ChatMessageView[]>()('GET', '/agents/messages/:id/versions'),
  edit: wireRoute<Id, { message: string; mode?: string }, SendMessageResponse>()('POST', '/agents/messages/:id/edit'),
  deleteMessage: wireRoute<Id, NoBody, MessageResponse>()('DELETE', '/agents/messages/:id'),
  continue: wireRoute<Slug & Id, NoBody, { message_id: string; content: string; continuation_count: number; final_output_length: number }>()('POST', '/agents/:slug/messages/:id/continue'),
  /** A chat's run events as they happen (spec 7.5, decisions D14): the access token, then the events after `after`. */
  socket: socketRoute<{ sessionId: string }, { token: string; after: number }>()('/agents/ws/:sessionId'),
};
