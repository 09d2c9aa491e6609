import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Embedding search reads a space's vectors a page at a time by chunk id: the space's index gains the
 * chunk id, so each page is a range of it, never a sort of the space's vectors (SQLite's index held it already as
 * the rowid; PostgreSQL's did not).
 */
export const vectorsByChunk: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createIndex('knowledge_chunk_embeddings_page').on('knowledge_chunk_embeddings').columns(['space_id', 'source_type', 'model', 'chunk_id']).execute();
    await db.schema.dropIndex('knowledge_chunk_embeddings_space').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.createIndex('knowledge_chunk_embeddings_space').on('knowledge_chunk_embeddings').columns(['space_id', 'source_type', 'model']).execute();
    await db.schema.dropIndex('knowledge_chunk_embeddings_page').execute();
  },
};
