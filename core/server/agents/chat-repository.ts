import type { PageKey } from '../../domain/list-cursor.ts';
import type { ChatMessageRecord, ChatSessionRecord } from './records.ts';

/** Chat sessions and their messages, bound to one unit of work. */
export interface ChatRepository {
  createSession(session: ChatSessionRecord): Promise<void>;
  findSession(id: string): Promise<ChatSessionRecord | null>;
  /** Pinned first, then most recently active (pinned, updated_at, id descending); a page of `page.limit` from just after `page.after`. */
  listSessions(spaceId: string, userId: string, agentSlug?: string, page?: { limit: number; after?: PageKey }): Promise<ChatSessionRecord[]>;
  touchSession(id: string, at: Date): Promise<void>;
  /** The session with its messages, events and artifact rows. */
  deleteSession(id: string): Promise<void>;
  addMessage(message: ChatMessageRecord): Promise<void>;
  findMessage(id: string): Promise<ChatMessageRecord | null>;
  /** In the order they were written. */
  listMessages(sessionId: string, since?: Date): Promise<ChatMessageRecord[]>;
  /** The messages of these turns: each root message and every later version of it (a poll places new versions). */
  listTurns(sessionId: string, rootIds: string[]): Promise<ChatMessageRecord[]>;
  /**
   * The newest `limit` turns written before `before` (a turn: a question or first answer with its later versions),
   * in the order they were written: a page of a long chat, read by index, the turns before it never read.
   */
  latestTurns(sessionId: string, limit: number, before?: PageKey): Promise<ChatMessageRecord[]>;
  /** The assistant message a run wrote (its answer or the note saying why there is none). */
  answerOfRun(requestId: string): Promise<ChatMessageRecord | null>;
  updateMessage(id: string, changes: Partial<Pick<ChatMessageRecord, 'content' | 'rating' | 'feedbackCategories' | 'feedbackText' | 'metadata'>>): Promise<void>;
  deleteMessages(sessionId: string, ids: string[]): Promise<void>;
  /** Renames or pins a chat; its date stays (renaming is not activity). */
  updateSession(id: string, changes: { title?: string; pinned?: boolean }): Promise<void>;
  /** Full-text search over the titles and messages of one person's chats in one space: the best hit of each chat, newest chat first. */
  searchChats(query: ChatSearchQuery): Promise<ChatSearchHit[]>;
}

export interface ChatSearchQuery {
  orgId: string;
  spaceId: string;
  userId: string;
  /** As typed: the adapter keeps its words only, so no search syntax gets through. */
  text: string;
  limit: number;
}

export interface ChatSearchHit {
  session: ChatSessionRecord;
  /** The message that matched, or null when only the title did. */
  messageId: string | null;
  role: 'user' | 'assistant' | null;
  snippet: string;
}
