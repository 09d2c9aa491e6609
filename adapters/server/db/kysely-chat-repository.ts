import { sql, SqliteAdapter, type Kysely, type Selectable } from 'kysely';
import type { ChatRepository, ChatSearchHit, ChatSearchQuery } from '../../../core/server/agents/chat-repository.ts';
import type { ChatMessageRecord, ChatSessionRecord } from '../../../core/server/agents/records.ts';
import type { ChatMessagesTable, ChatSessionsTable, DatabaseSchema } from './schema.ts';
import { toDate } from './row-conversions.ts';
import type { PageKey } from '../../../core/domain/list-cursor.ts';
import { queryWords } from '../knowledge/kysely-knowledge-repository.ts';
import { keyedPhrase, searchKey, unkeyedText } from './tenant-search-terms.ts';

/** Hits read per table before keeping each chat's best one: bounds the work of a common word. */
const SEARCH_ROWS = 200;

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

  async listSessions(spaceId: string, userId: string, agentSlug?: string, page?: { limit: number; after?: PageKey }): Promise<ChatSessionRecord[]> {
    let q = this.db.selectFrom('chat_sessions').selectAll().where('space_id', '=', spaceId).where('user_id', '=', userId);
    if (agentSlug) q = q.where('agent_slug', '=', agentSlug);
    const after = page?.after;
    // Walks chat_sessions(space_id, user_id[, agent_slug], pinned, updated_at, id) from the cursor: a page reads its own rows.
    if (after) q = q.where((eb) => eb(eb.refTuple('pinned', 'updated_at', 'id'), '<', eb.tuple(after.pinned ? 1 : 0, after.at, after.id)));
    q = q.orderBy('pinned', 'desc').orderBy('updated_at', 'desc').orderBy('id', 'desc');
    if (page) q = q.limit(page.limit);
    return (await q.execute()).map(toSession);
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

  async latestTurns(sessionId: string, limit: number, before?: PageKey): Promise<ChatMessageRecord[]> {
    // The page's turns walk chat_messages(session_id, version_of, created_at, id) back from the cursor, then their versions by index.
    let roots = this.db.selectFrom('chat_messages').select('id').where('session_id', '=', sessionId).where('version_of', 'is', null);
    if (before) roots = roots.where((eb) => eb(eb.refTuple('created_at', 'id'), '<', eb.tuple(before.at, before.id)));
    const ids = (await roots.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute()).map((r) => r.id);
    return this.listTurns(sessionId, ids);
  }

  async listTurns(sessionId: string, rootIds: string[]): Promise<ChatMessageRecord[]> {
    if (!rootIds.length) return [];
    const rows = await this.db
      .selectFrom('chat_messages')
      .selectAll()
      // Each side of the OR on its own index (the primary key; session and version_of), never the whole chat.
      .where((eb) => eb.or([eb.and([eb('id', 'in', rootIds), eb('session_id', '=', sessionId)]), eb.and([eb('session_id', '=', sessionId), eb('version_of', 'in', rootIds)])]))
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map(toMessage);
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

  async updateSession(id: string, changes: { title?: string; pinned?: boolean }): Promise<void> {
    const values: { title?: string; pinned?: number } = {};
    if (changes.title !== undefined) values.title = changes.title;
    if (changes.pinned !== undefined) values.pinned = changes.pinned ? 1 : 0;
    if (Object.keys(values).length) await this.db.updateTable('chat_sessions').set(values).where('id', '=', id).execute();
  }

  /**
   * Every word must match (the last one as a prefix, for a search box), in a message or in the title. The
   * caller's own chats in the space only: the ownership filter is in the query, before any limit.
   */
  async searchChats(q: ChatSearchQuery): Promise<ChatSearchHit[]> {
    const words = queryWords(q.text);
    if (words.length === 0 || q.limit <= 0) return [];
    const owner = sql`s.org_id = ${q.orgId} and s.space_id = ${q.spaceId} and s.user_id = ${q.userId}`;
    let messageRows: SearchRow[];
    let titleRows: SearchRow[];
    if (this.db.getExecutor().adapter instanceof SqliteAdapter) {
      // Only the person's own words are looked up (migration 033): nobody else's chats are read, counted or ranked.
      const key = searchKey(q.spaceId, q.userId);
      const match = words.map((w, i) => keyedPhrase(key, w, i === words.length - 1)).join(' ');
      messageRows = (await sql<SearchRow>`
        select f.session_id, f.message_id, m.role, snippet(chat_messages_fts, 2, '', '', '…', 16) as snippet
        from chat_messages_fts f join chat_messages m on m.id = f.message_id join chat_sessions s on s.id = f.session_id
        where chat_messages_fts match ${match} and ${owner}
        order by bm25(chat_messages_fts) limit ${SEARCH_ROWS}`.execute(this.db)).rows.map((r) => ({ ...r, snippet: unkeyedText(key, r.snippet) }));
      titleRows = (await sql<SearchRow>`
        select f.session_id, null as message_id, null as role, s.title as snippet
        from chat_sessions_fts f join chat_sessions s on s.id = f.session_id
        where chat_sessions_fts match ${match} and ${owner}
        order by bm25(chat_sessions_fts) limit ${SEARCH_ROWS}`.execute(this.db)).rows;
    } else {
      // The lookup starts at the person's own messages, (search_owner, words) by index (migration 039): a colleague's
      // matching messages in the same space are never read. The chats are joined after the lookup, not in it: joined
      // inside, a planner without fresh statistics went through the person's chats and computed the words of every
      // message of theirs (2 s for a chat of 2,000 long messages).
      const tsquery = words.map((w, i) => (i === words.length - 1 ? `${w}:*` : w)).join(' & ');
      messageRows = (await sql<SearchRow>`
        select hit.session_id, hit.message_id, hit.role, ts_headline('english', hit.content, query, 'MaxWords=24, MinWords=8, StartSel="", StopSel=""') as snippet
        from (
          select m.session_id, m.id as message_id, m.role, m.content, ts_rank(to_tsvector('english', m.content), query) as score
          from chat_messages m cross join to_tsquery('english', ${tsquery}) query
          where m.search_owner = ${`${q.spaceId} ${q.userId}`} and to_tsvector('english', m.content) @@ query
          order by score desc, m.id limit ${SEARCH_ROWS}
        ) hit join chat_sessions s on s.id = hit.session_id cross join to_tsquery('english', ${tsquery}) query
        where ${owner}
        order by hit.score desc, hit.message_id`.execute(this.db)).rows;
      titleRows = (await sql<SearchRow>`
        select s.id as session_id, null as message_id, null as role, s.title as snippet
        from chat_sessions s cross join to_tsquery('english', ${tsquery}) query
        where to_tsvector('english', s.title) @@ query and ${owner}
        limit ${SEARCH_ROWS}`.execute(this.db)).rows;
    }
    // A chat's best message hit, else its title: a message is a place to go to.
    const best = new Map<string, SearchRow>();
    for (const row of [...messageRows, ...titleRows]) if (!best.has(row.session_id)) best.set(row.session_id, row);
    if (best.size === 0) return [];
    const sessions = await this.db.selectFrom('chat_sessions').selectAll().where('id', 'in', [...best.keys()]).orderBy('updated_at', 'desc').orderBy('id').limit(q.limit).execute();
    return sessions.map((r) => {
      const hit = best.get(r.id)!;
      return { session: toSession(r), messageId: hit.message_id, role: hit.role === 'assistant' || hit.role === 'user' ? hit.role : null, snippet: hit.snippet.replace(/\s+/g, ' ').trim() };
    });
  }
}

interface SearchRow { session_id: string; message_id: string | null; role: string | null; snippet: string }

const toSession = (r: Selectable<ChatSessionsTable>): ChatSessionRecord => ({ id: r.id, orgId: r.org_id, spaceId: r.space_id, userId: r.user_id, agentSlug: r.agent_slug, title: r.title, createdAt: toDate(r.created_at), updatedAt: toDate(r.updated_at), pinned: Number(r.pinned) === 1 });
const toMessage = (r: ChatMessagesTable): ChatMessageRecord => ({ id: r.id, sessionId: r.session_id, role: r.role as 'user' | 'assistant', content: r.content, requestId: r.request_id, createdAt: toDate(r.created_at), rating: r.rating === null ? null : Number(r.rating), feedbackCategories: JSON.parse(r.feedback_categories), feedbackText: r.feedback_text, transactionId: r.transaction_id, metadata: JSON.parse(r.metadata), versionOf: r.version_of ?? null });
