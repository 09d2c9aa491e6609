import { sql, SqliteAdapter, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Knowledge base documents, URL sources, their text chunks with a full-text index, and brand voices.
 * The index is SQLite FTS5 (kept in step with the chunks by triggers) on the embedded default, and a
 * GIN index over `to_tsvector('english', content)` on PostgreSQL.
 */
export const knowledgeBase: Migration = {
  async up(db: Kysely<unknown>) {
    const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
    await db.schema
      .createTable('knowledge_documents')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('org_id', 'text', (c) => c.notNull())
      .addColumn('space_id', 'text', (c) => c.notNull())
      .addColumn('filename', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('mime_type', 'text', (c) => c.notNull())
      .addColumn('size_bytes', 'integer', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('error_message', 'text')
      .addColumn('storage_key', 'text', (c) => c.notNull())
      .addColumn('chunk_count', 'integer', (c) => c.notNull())
      .addColumn('uploaded_by', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('processed_at', 'text')
      .execute();
    await db.schema.createIndex('knowledge_documents_space').on('knowledge_documents').columns(['space_id', 'created_at']).execute();
    await db.schema.createIndex('knowledge_documents_status').on('knowledge_documents').column('status').execute();
    await db.schema
      .createTable('url_sources')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('org_id', 'text', (c) => c.notNull())
      .addColumn('space_id', 'text', (c) => c.notNull())
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('final_url', 'text')
      .addColumn('title', 'text')
      .addColumn('content', 'text')
      .addColumn('content_type', 'text')
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('error_message', 'text')
      .addColumn('fetched_at', 'text')
      .addColumn('created_by', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('url_sources_space').on('url_sources').columns(['space_id', 'created_at']).execute();
    await db.schema.createIndex('url_sources_status').on('url_sources').column('status').execute();
    // An integer key: FTS5 external content addresses chunks by rowid, which must never change.
    await db.schema
      .createTable('knowledge_chunks')
      .addColumn('id', sqlite ? 'integer' : 'serial', (c) => (sqlite ? c.primaryKey().autoIncrement() : c.primaryKey()))
      .addColumn('space_id', 'text', (c) => c.notNull())
      .addColumn('source_type', 'text', (c) => c.notNull())
      .addColumn('source_id', 'text', (c) => c.notNull())
      .addColumn('chunk_index', 'integer', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('knowledge_chunks_source').on('knowledge_chunks').columns(['source_type', 'source_id', 'chunk_index']).execute();
    await db.schema.createIndex('knowledge_chunks_space').on('knowledge_chunks').columns(['space_id', 'source_type']).execute();
    if (sqlite) {
      await sql`create virtual table knowledge_chunks_fts using fts5(content, content='knowledge_chunks', content_rowid='id', tokenize='porter unicode61')`.execute(db);
      await sql`create trigger knowledge_chunks_ai after insert on knowledge_chunks begin insert into knowledge_chunks_fts(rowid, content) values (new.id, new.content); end`.execute(db);
      await sql`create trigger knowledge_chunks_ad after delete on knowledge_chunks begin insert into knowledge_chunks_fts(knowledge_chunks_fts, rowid, content) values ('delete', old.id, old.content); end`.execute(db);
    } else {
      await sql`create index knowledge_chunks_fts on knowledge_chunks using gin (to_tsvector('english', content))`.execute(db);
    }
    await db.schema
      .createTable('brand_voices')
      .addColumn('space_id', 'text', (c) => c.primaryKey())
      .addColumn('org_id', 'text', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('created_by', 'text', (c) => c.notNull())
      .addColumn('updated_by', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    if (db.getExecutor().adapter instanceof SqliteAdapter) await sql`drop table if exists knowledge_chunks_fts`.execute(db);
    for (const t of ['brand_voices', 'knowledge_chunks', 'url_sources', 'knowledge_documents']) await db.schema.dropTable(t).execute();
  },
};
