import { socketRoute, wireRoute, type NoBody, type NoParams } from './wire-route.ts';
import type { SendMessagePayload } from './send-message-payload.ts';
import type { MessageResponse } from './message-response.ts';

/**
 * A chat's message or session as the server sends it: the chat decodes each field it reads itself (a field it does
 * not know, or a wrong one, is left out rather than trusted), so the wire keeps it as a record.
 */
export type ChatRecord = Record<string, unknown>;

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

/** The agent chat's calls (spec 7.5, X-Space-ID): the server registers these patterns, the client's AgentApi calls them (and opens the socket at
 * `socket`, with `ApiClient.socketUrl`). */
export const AgentChatApi = {
  createSession: wireRoute<Slug, NoBody, { session_id: string; created_at: string }>()('POST', '/agents/:slug/sessions/create'),
  sessions: wireRoute<NoParams, NoBody, ChatRecord[], ChatListPage & { slug?: string }>()('GET', '/agents/sessions'),
  search: wireRoute<NoParams, NoBody, ChatRecord[], { q: string }>()('GET', '/agents/sessions/search'),
  updateSession: wireRoute<Id, { title?: string; pinned?: boolean }, ChatRecord>()('PATCH', '/agents/sessions/:id'),
  messages: wireRoute<Id, NoBody, ChatRecord[], ChatListPage>()('GET', '/agents/sessions/:id/messages'),
  deleteSession: wireRoute<Id, NoBody, MessageResponse>()('DELETE', '/agents/sessions/:id'),
  send: wireRoute<Slug, SendMessagePayload, SendMessageResponse>()('POST', '/agents/:slug/messages/async'),
  poll: wireRoute<Id, NoBody, ChatRecord[], { since: string }>()('GET', '/agents/sessions/:id/poll'),
  cancel: wireRoute<Id, { request_id: string }, { message: string; request_id: string }>()('POST', '/agents/sessions/:id/cancel'),
  rate: wireRoute<Id, MessageRating, { message: string; message_id: string; rating: number }>()('POST', '/agents/messages/:id/rating'),
  regenerate: wireRoute<Id, NoBody, { new_message_id: string; content: string }>()('POST', '/agents/messages/:id/regenerate'),
  versions: wireRoute<Id, NoBody, ChatRecord[]>()('GET', '/agents/messages/:id/versions'),
  edit: wireRoute<Id, { message: string; mode?: string }, SendMessageResponse>()('POST', '/agents/messages/:id/edit'),
  deleteMessage: wireRoute<Id, NoBody, MessageResponse>()('DELETE', '/agents/messages/:id'),
  continue: wireRoute<Slug & Id, NoBody, { message_id: string; content: string; continuation_count: number; final_output_length: number }>()('POST', '/agents/:slug/messages/:id/continue'),
  /** A chat's run events as they happen (spec 7.5, decisions D14): the access token, then the events after `after`. */
  socket: socketRoute<{ sessionId: string }, { token: string; after: number }>()('/agents/ws/:sessionId'),
};
