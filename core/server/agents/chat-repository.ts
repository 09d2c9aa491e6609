import type { ChatMessageRecord, ChatSessionRecord } from './records.ts';

/** Chat sessions and their messages, bound to one unit of work. */
export interface ChatRepository {
  createSession(session: ChatSessionRecord): Promise<void>;
  findSession(id: string): Promise<ChatSessionRecord | null>;
  listSessions(spaceId: string, userId: string, agentSlug?: string): Promise<ChatSessionRecord[]>;
  touchSession(id: string, at: Date): Promise<void>;
  /** The session with its messages, events and artifact rows. */
  deleteSession(id: string): Promise<void>;
  addMessage(message: ChatMessageRecord): Promise<void>;
  findMessage(id: string): Promise<ChatMessageRecord | null>;
  /** In the order they were written. */
  listMessages(sessionId: string, since?: Date): Promise<ChatMessageRecord[]>;
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
