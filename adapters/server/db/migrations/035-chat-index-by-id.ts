import { sql, SqliteAdapter, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * A chat message's (or title's) full-text entry is found by an indexed token of its id. SQLite's FTS5
 * tables held the id in an unindexed column, so each change or removal of a message (a continued answer is
 * rewritten in place) read every entry of every chat, about 55 ms at 100,000 messages; the entry is now looked
 * up by `mid`/`sid`, `m`/`s` and the id in hex: one token that no search word can be (a search's words carry the
 * owner's 15-digit key, migration 033). The tables are rebuilt; PostgreSQL indexes the rows themselves.
 */
export const chatIndexById: Migration = {
  async up(db: Kysely<unknown>) {
    if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return;
    await dropTriggers(db);
    await sql`create virtual table chat_messages_fts_next using fts5(message_id unindexed, session_id unindexed, terms, mid, tokenize='porter unicode61')`.execute(db);
    await sql`insert into chat_messages_fts_next(message_id, session_id, terms, mid) select message_id, session_id, terms, 'm' || hex(message_id) from chat_messages_fts`.execute(db);
    await sql`create virtual table chat_sessions_fts_next using fts5(session_id unindexed, terms, sid, tokenize='porter unicode61')`.execute(db);
    await sql`insert into chat_sessions_fts_next(session_id, terms, sid) select session_id, terms, 's' || hex(session_id) from chat_sessions_fts`.execute(db);
    await sql`drop table chat_messages_fts`.execute(db);
    await sql`drop table chat_sessions_fts`.execute(db);
    await sql`alter table chat_messages_fts_next rename to chat_messages_fts`.execute(db);
    await sql`alter table chat_sessions_fts_next rename to chat_sessions_fts`.execute(db);
    const message = sql.raw(`(select rowid from chat_messages_fts where chat_messages_fts match ('mid : "m' || hex(old.id) || '"'))`);
    const session = sql.raw(`(select rowid from chat_sessions_fts where chat_sessions_fts match ('sid : "s' || hex(old.id) || '"'))`);
    await sql`create trigger chat_messages_fts_ai after insert on chat_messages begin
      insert into chat_messages_fts(message_id, session_id, terms, mid) select new.id, new.session_id, keyed_text(search_key(s.space_id, s.user_id), new.content), 'm' || hex(new.id) from chat_sessions s where s.id = new.session_id; end`.execute(db);
    await sql`create trigger chat_messages_fts_au after update of content on chat_messages begin
      update chat_messages_fts set terms = (select keyed_text(search_key(s.space_id, s.user_id), new.content) from chat_sessions s where s.id = new.session_id) where rowid in ${message}; end`.execute(db);
    await sql`create trigger chat_messages_fts_ad after delete on chat_messages begin delete from chat_messages_fts where rowid in ${message}; end`.execute(db);
    await sql`create trigger chat_sessions_fts_ai after insert on chat_sessions begin insert into chat_sessions_fts(session_id, terms, sid) values (new.id, keyed_text(search_key(new.space_id, new.user_id), new.title), 's' || hex(new.id)); end`.execute(db);
    await sql`create trigger chat_sessions_fts_au after update of title on chat_sessions begin update chat_sessions_fts set terms = keyed_text(search_key(new.space_id, new.user_id), new.title) where rowid in ${session}; end`.execute(db);
    await sql`create trigger chat_sessions_fts_ad after delete on chat_sessions begin delete from chat_sessions_fts where rowid in ${session}; end`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return;
    await dropTriggers(db);
    await sql`create virtual table chat_messages_fts_next using fts5(message_id unindexed, session_id unindexed, terms, tokenize='porter unicode61')`.execute(db);
    await sql`insert into chat_messages_fts_next(message_id, session_id, terms) select message_id, session_id, terms from chat_messages_fts`.execute(db);
    await sql`create virtual table chat_sessions_fts_next using fts5(session_id unindexed, terms, tokenize='porter unicode61')`.execute(db);
    await sql`insert into chat_sessions_fts_next(session_id, terms) select session_id, terms from chat_sessions_fts`.execute(db);
    await sql`drop table chat_messages_fts`.execute(db);
    await sql`drop table chat_sessions_fts`.execute(db);
    await sql`alter table chat_messages_fts_next rename to chat_messages_fts`.execute(db);
    await sql`alter table chat_sessions_fts_next rename to chat_sessions_fts`.execute(db);
    await sql`create trigger chat_messages_fts_ai after insert on chat_messages begin
      insert into chat_messages_fts(message_id, session_id, terms) select new.id, new.session_id, keyed_text(search_key(s.space_id, s.user_id), new.content) from chat_sessions s where s.id = new.session_id; end`.execute(db);
    await sql`create trigger chat_messages_fts_au after update of content on chat_messages begin
      update chat_messages_fts set terms = (select keyed_text(search_key(s.space_id, s.user_id), new.content) from chat_sessions s where s.id = new.session_id) where message_id = old.id; end`.execute(db);
    await sql`create trigger chat_messages_fts_ad after delete on chat_messages begin delete from chat_messages_fts where message_id = old.id; end`.execute(db);
    await sql`create trigger chat_sessions_fts_ai after insert on chat_sessions begin insert into chat_sessions_fts(session_id, terms) values (new.id, keyed_text(search_key(new.space_id, new.user_id), new.title)); end`.execute(db);
    await sql`create trigger chat_sessions_fts_au after update of title on chat_sessions begin update chat_sessions_fts set terms = keyed_text(search_key(new.space_id, new.user_id), new.title) where session_id = old.id; end`.execute(db);
    await sql`create trigger chat_sessions_fts_ad after delete on chat_sessions begin delete from chat_sessions_fts where session_id = old.id; end`.execute(db);
  },
};

async function dropTriggers(db: Kysely<unknown>): Promise<void> {
  for (const t of ['chat_messages_fts_ai', 'chat_messages_fts_au', 'chat_messages_fts_ad', 'chat_sessions_fts_ai', 'chat_sessions_fts_au', 'chat_sessions_fts_ad']) await sql`drop trigger if exists ${sql.raw(t)}`.execute(db);
}
