import type { Kysely } from 'kysely';
import type { ChatRepository } from '../../../core/server/agents/chat-repository.ts';
import type { ChatMessageRecord, ChatSessionRecord } from '../../../core/server/agents/records.ts';
import type { ChatMessagesTable, ChatSessionsTable, DatabaseSchema } from './schema.ts';
import { toDate } from './row-conversions.ts';

/** Chat sessions and messages over Kysely (SQLite or PostgreSQL), on whatever transaction it is given. */
export class KyselyChatRepository implements ChatRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async createSession(s: ChatSessionRecord): Promise<void> {
    await this.db.insertInto('chat_sessions').values({ id: s.id, org_id: s.orgId, space_id: s.spaceId, user_id: s.userId, agent_slug: s.agentSlug, title: s.title, created_at: s.createdAt.toISOString(), updated_at: s.updatedAt.toISOString() }).execute();
  }

  async findSession(id: string): Promise<ChatSessionRecord | null> {
    const r = await this.db.selectFrom('chat_sessions').selectAll().where('id', '=', id).executeTakeFirst();
    return r ? toSession(r) : null;
  }

  async listSessions(spaceId: string, userId: string, agentSlug?: string): Promise<ChatSessionRecord[]> {
    let q = this.db.selectFrom('chat_sessions').selectAll().where('space_id', '=', spaceId).where('user_id', '=', userId);
    if (agentSlug) q = q.where('agent_slug', '=', agentSlug);
    return (await q.orderBy('updated_at', 'desc').execute()).map(toSession);
  }

  async touchSession(id: string, at: Date): Promise<void> {
    await this.db.updateTable('chat_sessions').set({ updated_at: at.toISOString() }).where('id', '=', id).execute();
  }

  async deleteSession(id: string): Promise<void> {
    await this.db.deleteFrom('chat_messages').where('session_id', '=', id).execute();
    await this.db.deleteFrom('run_events').where('session_id', '=', id).execute();
    await this.db.deleteFrom('artifacts').where('session_id', '=', id).execute();
    await this.db.deleteFrom('chat_sessions').where('id', '=', id).execute();
  }

  async addMessage(m: ChatMessageRecord): Promise<void> {
    await this.db
      .insertInto('chat_messages')
      .values({ id: m.id, session_id: m.sessionId, role: m.role, content: m.content, request_id: m.requestId, created_at: m.createdAt.toISOString(), rating: m.rating, feedback_categories: JSON.stringify(m.feedbackCategories), feedback_text: m.feedbackText, transaction_id: m.transactionId, metadata: JSON.stringify(m.metadata), version_of: m.versionOf })
      .execute();
  }

  async findMessage(id: string): Promise<ChatMessageRecord | null> {
    const r = await this.db.selectFrom('chat_messages').selectAll().where('id', '=', id).executeTakeFirst();
    return r ? toMessage(r) : null;
  }

  async listMessages(sessionId: string, since?: Date): Promise<ChatMessageRecord[]> {
    let q = this.db.selectFrom('chat_messages').selectAll().where('session_id', '=', sessionId);
    if (since) q = q.where('created_at', '>', since.toISOString());
    return (await q.orderBy('created_at').orderBy('id').execute()).map(toMessage);
  }

  async answerOfRun(requestId: string): Promise<ChatMessageRecord | null> {
    const r = await this.db.selectFrom('chat_messages').selectAll().where('request_id', '=', requestId).where('role', '=', 'assistant').orderBy('created_at', 'desc').executeTakeFirst();
    return r ? toMessage(r) : null;
  }

  async updateMessage(id: string, c: Partial<Pick<ChatMessageRecord, 'content' | 'rating' | 'feedbackCategories' | 'feedbackText' | 'metadata'>>): Promise<void> {
    const values: Partial<ChatMessagesTable> = {};
    if (c.content !== undefined) values.content = c.content;
    if (c.rating !== undefined) values.rating = c.rating;
    if (c.feedbackCategories !== undefined) values.feedback_categories = JSON.stringify(c.feedbackCategories);
    if (c.feedbackText !== undefined) values.feedback_text = c.feedbackText;
    if (c.metadata !== undefined) values.metadata = JSON.stringify(c.metadata);
    if (Object.keys(values).length) await this.db.updateTable('chat_messages').set(values).where('id', '=', id).execute();
  }

  async deleteMessages(sessionId: string, ids: string[]): Promise<void> {
    if (ids.length) await this.db.deleteFrom('chat_messages').where('session_id', '=', sessionId).where('id', 'in', ids).execute();
  }
}

const toSession = (r: ChatSessionsTable): ChatSessionRecord => ({ id: r.id, orgId: r.org_id, spaceId: r.space_id, userId: r.user_id, agentSlug: r.agent_slug, title: r.title, createdAt: toDate(r.created_at), updatedAt: toDate(r.updated_at) });
const toMessage = (r: ChatMessagesTable): ChatMessageRecord => ({ id: r.id, sessionId: r.session_id, role: r.role as 'user' | 'assistant', content: r.content, requestId: r.request_id, createdAt: toDate(r.created_at), rating: r.rating === null ? null : Number(r.rating), feedbackCategories: JSON.parse(r.feedback_categories), feedbackText: r.feedback_text, transactionId: r.transaction_id, metadata: JSON.parse(r.metadata), versionOf: r.version_of ?? null });
