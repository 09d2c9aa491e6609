import { sql, SqliteAdapter, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Chat search finds one person's chats without reading anyone else's.
 *
 * SQLite: the FTS5 tables of messages and titles are rebuilt to hold their words behind the key of the chat's
 * owner, its space and user (tenant-search-terms.ts): FTS5's bm25 counted every match of a word across all
 * chats, and a prefix word read every token it starts in the whole index. Their triggers key the text with the
 * `search_key` and `keyed_text` functions every connection of the app registers (node-sqlite-database.ts); a
 * chat's owner never changes.
 *
 * PostgreSQL, with `btree_gin` (see 032): messages are indexed over (session_id, to_tsvector(content)) and titles
 * over (user_id, space_id, to_tsvector(title)), so the lookup starts from the person's own chats.
 */
export const ownerFirstChatSearch: Migration = {
  async up(db: Kysely<unknown>) {
    if (db.getExecutor().adapter instanceof SqliteAdapter) {
      await dropSqliteIndex(db);
      await sql`create virtual table chat_messages_fts using fts5(message_id unindexed, session_id unindexed, terms, tokenize='porter unicode61')`.execute(db);
      await sql`create virtual table chat_sessions_fts using fts5(session_id unindexed, terms, tokenize='porter unicode61')`.execute(db);
      await sql`insert into chat_messages_fts(message_id, session_id, terms)
        select m.id, m.session_id, keyed_text(search_key(s.space_id, s.user_id), m.content) from chat_messages m join chat_sessions s on s.id = m.session_id`.execute(db);
      await sql`insert into chat_sessions_fts(session_id, terms) select id, keyed_text(search_key(space_id, user_id), title) from chat_sessions`.execute(db);
      await sql`create trigger chat_messages_fts_ai after insert on chat_messages begin
        insert into chat_messages_fts(message_id, session_id, terms) select new.id, new.session_id, keyed_text(search_key(s.space_id, s.user_id), new.content) from chat_sessions s where s.id = new.session_id; end`.execute(db);
      await sql`create trigger chat_messages_fts_au after update of content on chat_messages begin
        update chat_messages_fts set terms = (select keyed_text(search_key(s.space_id, s.user_id), new.content) from chat_sessions s where s.id = new.session_id) where message_id = old.id; end`.execute(db);
      await sql`create trigger chat_messages_fts_ad after delete on chat_messages begin delete from chat_messages_fts where message_id = old.id; end`.execute(db);
      await sql`create trigger chat_sessions_fts_ai after insert on chat_sessions begin insert into chat_sessions_fts(session_id, terms) values (new.id, keyed_text(search_key(new.space_id, new.user_id), new.title)); end`.execute(db);
      await sql`create trigger chat_sessions_fts_au after update of title on chat_sessions begin update chat_sessions_fts set terms = keyed_text(search_key(new.space_id, new.user_id), new.title) where session_id = old.id; end`.execute(db);
      await sql`create trigger chat_sessions_fts_ad after delete on chat_sessions begin delete from chat_sessions_fts where session_id = old.id; end`.execute(db);
      return;
    }
    const extension = await sql<{ n: number }>`select count(*)::int as n from pg_extension where extname = 'btree_gin'`.execute(db);
    if (Number(extension.rows[0]!.n) === 0) return;
    await sql`create index chat_messages_session_fts on chat_messages using gin (session_id, to_tsvector('english', content))`.execute(db);
    await sql`create index chat_sessions_owner_fts on chat_sessions using gin (user_id, space_id, to_tsvector('english', title))`.execute(db);
    await sql`drop index if exists chat_messages_fts`.execute(db);
    await sql`drop index if exists chat_sessions_fts`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    if (db.getExecutor().adapter instanceof SqliteAdapter) {
      await dropSqliteIndex(db);
      await sql`create virtual table chat_messages_fts using fts5(message_id unindexed, session_id unindexed, content, tokenize='porter unicode61')`.execute(db);
      await sql`create virtual table chat_sessions_fts using fts5(session_id unindexed, title, tokenize='porter unicode61')`.execute(db);
      await sql`insert into chat_messages_fts(message_id, session_id, content) select id, session_id, content from chat_messages`.execute(db);
      await sql`insert into chat_sessions_fts(session_id, title) select id, title from chat_sessions`.execute(db);
      await sql`create trigger chat_messages_fts_ai after insert on chat_messages begin insert into chat_messages_fts(message_id, session_id, content) values (new.id, new.session_id, new.content); end`.execute(db);
      await sql`create trigger chat_messages_fts_au after update of content on chat_messages begin update chat_messages_fts set content = new.content where message_id = old.id; end`.execute(db);
      await sql`create trigger chat_messages_fts_ad after delete on chat_messages begin delete from chat_messages_fts where message_id = old.id; end`.execute(db);
      await sql`create trigger chat_sessions_fts_ai after insert on chat_sessions begin insert into chat_sessions_fts(session_id, title) values (new.id, new.title); end`.execute(db);
      await sql`create trigger chat_sessions_fts_au after update of title on chat_sessions begin update chat_sessions_fts set title = new.title where session_id = old.id; end`.execute(db);
      await sql`create trigger chat_sessions_fts_ad after delete on chat_sessions begin delete from chat_sessions_fts where session_id = old.id; end`.execute(db);
      return;
    }
    await sql`create index if not exists chat_messages_fts on chat_messages using gin (to_tsvector('english', content))`.execute(db);
    await sql`create index if not exists chat_sessions_fts on chat_sessions using gin (to_tsvector('english', title))`.execute(db);
    await sql`drop index if exists chat_messages_session_fts`.execute(db);
    await sql`drop index if exists chat_sessions_owner_fts`.execute(db);
  },
};

async function dropSqliteIndex(db: Kysely<unknown>): Promise<void> {
  for (const t of ['chat_messages_fts_ai', 'chat_messages_fts_au', 'chat_messages_fts_ad', 'chat_sessions_fts_ai', 'chat_sessions_fts_au', 'chat_sessions_fts_ad']) await sql`drop trigger if exists ${sql.raw(t)}`.execute(db);
  await sql`drop table if exists chat_messages_fts`.execute(db);
  await sql`drop table if exists chat_sessions_fts`.execute(db);
}
