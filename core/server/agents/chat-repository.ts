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
}
