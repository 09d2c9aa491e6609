import { sql, SqliteAdapter, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Pinned chats, and full-text search over chat titles and messages. On SQLite two FTS5 tables hold the
 * text by id (chat ids are text, and an implicit rowid may change on VACUUM, so they are not external
 * content), kept in step by triggers on every insert, update and delete; on PostgreSQL GIN indexes over
 * `to_tsvector('english', …)` follow the rows by themselves. Existing chats are indexed here.
 */
export const chatSearchAndPins: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('chat_sessions').addColumn('pinned', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    if (db.getExecutor().adapter instanceof SqliteAdapter) {
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
    } else {
      await sql`create index chat_messages_fts on chat_messages using gin (to_tsvector('english', content))`.execute(db);
      await sql`create index chat_sessions_fts on chat_sessions using gin (to_tsvector('english', title))`.execute(db);
    }
  },
  async down(db: Kysely<unknown>) {
    if (db.getExecutor().adapter instanceof SqliteAdapter) {
      for (const t of ['chat_messages_fts_ai', 'chat_messages_fts_au', 'chat_messages_fts_ad', 'chat_sessions_fts_ai', 'chat_sessions_fts_au', 'chat_sessions_fts_ad']) await sql`drop trigger if exists ${sql.raw(t)}`.execute(db);
      await sql`drop table if exists chat_messages_fts`.execute(db);
      await sql`drop table if exists chat_sessions_fts`.execute(db);
    } else {
      await sql`drop index if exists chat_messages_fts`.execute(db);
      await sql`drop index if exists chat_sessions_fts`.execute(db);
    }
    await db.schema.alterTable('chat_sessions').dropColumn('pinned').execute();
  },
};
