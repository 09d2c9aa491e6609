import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Chunk vectors for the optional embedding search: one row per chunk, with the model that made it (a
 * change of model leaves old rows unread). The vector is JSON text, the same on SQLite and PostgreSQL;
 * similarity is computed in the process over one space's chunks.
 */
export const knowledgeEmbeddings: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('knowledge_chunk_embeddings')
      .addColumn('chunk_id', 'integer', (c) => c.primaryKey())
      .addColumn('space_id', 'text', (c) => c.notNull())
      .addColumn('source_type', 'text', (c) => c.notNull())
      .addColumn('source_id', 'text', (c) => c.notNull())
      .addColumn('model', 'text', (c) => c.notNull())
      .addColumn('vector', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('knowledge_chunk_embeddings_space').on('knowledge_chunk_embeddings').columns(['space_id', 'source_type', 'model']).execute();
    await db.schema.createIndex('knowledge_chunk_embeddings_source').on('knowledge_chunk_embeddings').columns(['source_type', 'source_id']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('knowledge_chunk_embeddings').execute();
  },
};
