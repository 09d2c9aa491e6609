import { sql, SqliteAdapter, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Chat search on PostgreSQL looks a person's words up among their own messages only.
 *
 * Migration 033 indexed messages over (session_id, words), but a search names the person, not their chats: the
 * planner looked the words up across the whole table and then dropped everyone else's matches (5,001 rows read and
 * re-checked to find 1 when a colleague's chat in the same space said the same words, and ANY over the person's
 * chat ids probes the index once per chat). Each message now carries its chat's owner, `search_owner` (space and
 * user; a chat's owner never changes), set by a trigger from its chat as it is written, and the index is
 * (search_owner, words) with `btree_gin`, so the lookup starts at the person. Without `btree_gin` (see 032) the
 * column is still kept and the word index of migration 014 stays.
 *
 * SQLite needs nothing: its full-text entries already carry the owner's key (migration 033).
 */
export const messageSearchByOwner: Migration = {
  async up(db: Kysely<unknown>) {
    if (db.getExecutor().adapter instanceof SqliteAdapter) return;
    await sql`alter table chat_messages add column search_owner text`.execute(db);
    await sql`create function chat_messages_search_owner() returns trigger language plpgsql as $$
      begin
        select s.space_id || ' ' || s.user_id into new.search_owner from chat_sessions s where s.id = new.session_id;
        return new;
      end $$`.execute(db);
    await sql`create trigger chat_messages_search_owner before insert on chat_messages for each row execute function chat_messages_search_owner()`.execute(db);
    await sql`update chat_messages m set search_owner = s.space_id || ' ' || s.user_id from chat_sessions s where s.id = m.session_id`.execute(db);
    const extension = await sql<{ n: number }>`select count(*)::int as n from pg_extension where extname = 'btree_gin'`.execute(db);
    if (Number(extension.rows[0]!.n) === 0) return;
    await sql`create index chat_messages_owner_fts on chat_messages using gin (search_owner, to_tsvector('english', content))`.execute(db);
    await sql`drop index if exists chat_messages_session_fts`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    if (db.getExecutor().adapter instanceof SqliteAdapter) return;
    const extension = await sql<{ n: number }>`select count(*)::int as n from pg_extension where extname = 'btree_gin'`.execute(db);
    if (Number(extension.rows[0]!.n) > 0) await sql`create index if not exists chat_messages_session_fts on chat_messages using gin (session_id, to_tsvector('english', content))`.execute(db);
    await sql`drop index if exists chat_messages_owner_fts`.execute(db);
    await sql`drop trigger if exists chat_messages_search_owner on chat_messages`.execute(db);
    await sql`drop function if exists chat_messages_search_owner()`.execute(db);
    await sql`alter table chat_messages drop column if exists search_owner`.execute(db);
  },
};
