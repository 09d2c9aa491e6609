import { sql, SqliteAdapter, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { keyedText, searchKey } from '../tenant-search-terms.ts';

const REBUILD_BATCH = 500;

/**
 * Knowledge-base search finds one space's chunks without reading another's.
 *
 * SQLite: the FTS5 table is rebuilt to hold each chunk's words behind its space's key (tenant-search-terms.ts)
 * and the repository writes its entries with the chunks; removing a chunk removes its entry (trigger). It keeps
 * its own copy of the keyed text, which `snippet` reads.
 *
 * PostgreSQL: one GIN index over (space_id, to_tsvector('english', content)) with `btree_gin`, so the space and
 * the words are looked up together. Where the extension cannot be created, the word index stays as it was and
 * the planner combines it with the (space_id, source_type) index.
 */
export const tenantFirstSearch: Migration = {
  async up(db: Kysely<unknown>) {
    if (db.getExecutor().adapter instanceof SqliteAdapter) {
      await sql`drop trigger if exists knowledge_chunks_ai`.execute(db);
      await sql`drop trigger if exists knowledge_chunks_ad`.execute(db);
      await sql`drop table if exists knowledge_chunks_fts`.execute(db);
      await sql`create virtual table knowledge_chunks_fts using fts5(terms, tokenize='porter unicode61')`.execute(db);
      await sql`create trigger knowledge_chunks_ad after delete on knowledge_chunks begin delete from knowledge_chunks_fts where rowid = old.id; end`.execute(db);
      await rebuildKnowledgeIndex(db);
      return;
    }
    await sql`savepoint btree_gin`.execute(db);
    try {
      await sql`create extension if not exists btree_gin`.execute(db);
      await sql`release savepoint btree_gin`.execute(db);
    } catch {
      await sql`rollback to savepoint btree_gin`.execute(db);
      return;
    }
    await sql`create index knowledge_chunks_space_fts on knowledge_chunks using gin (space_id, to_tsvector('english', content))`.execute(db);
    await sql`drop index if exists knowledge_chunks_fts`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    if (db.getExecutor().adapter instanceof SqliteAdapter) {
      await sql`drop trigger if exists knowledge_chunks_ad`.execute(db);
      await sql`drop table if exists knowledge_chunks_fts`.execute(db);
      await sql`create virtual table knowledge_chunks_fts using fts5(content, content='knowledge_chunks', content_rowid='id', tokenize='porter unicode61')`.execute(db);
      await sql`insert into knowledge_chunks_fts(knowledge_chunks_fts) values ('rebuild')`.execute(db);
      await sql`create trigger knowledge_chunks_ai after insert on knowledge_chunks begin insert into knowledge_chunks_fts(rowid, content) values (new.id, new.content); end`.execute(db);
      await sql`create trigger knowledge_chunks_ad after delete on knowledge_chunks begin insert into knowledge_chunks_fts(knowledge_chunks_fts, rowid, content) values ('delete', old.id, old.content); end`.execute(db);
      return;
    }
    await sql`create index if not exists knowledge_chunks_fts on knowledge_chunks using gin (to_tsvector('english', content))`.execute(db);
    await sql`drop index if exists knowledge_chunks_space_fts`.execute(db);
  },
};

/** Indexes every existing chunk under its space's key, in id order. */
async function rebuildKnowledgeIndex(db: Kysely<unknown>): Promise<void> {
  for (let after = -1; ;) {
    const { rows } = await sql<{ id: number; space_id: string; content: string }>`
      select id, space_id, content from knowledge_chunks where id > ${after} order by id limit ${REBUILD_BATCH}`.execute(db);
    for (const r of rows) await sql`insert into knowledge_chunks_fts(rowid, terms) values (${r.id}, ${keyedText(searchKey(r.space_id), r.content)})`.execute(db);
    if (rows.length < REBUILD_BATCH) return;
    after = Number(rows[rows.length - 1]!.id);
  }
}
