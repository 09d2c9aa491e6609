import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Which copy of a source's chunks is the published one. A large source's chunks are written over many
 * short transactions (so SQLite's one connection is never held for long); they carry the next generation
 * and stay out of search until the source's `chunk_generation` points at them, in one small update.
 * Existing chunks are generation 0, as are their sources.
 */
export const knowledgeChunkGenerations: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('knowledge_chunks').addColumn('generation', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    // A source's chunks of one generation, in order (to embed them), or of the others (to remove them); it
    // serves every lookup the (source_type, source_id, chunk_index) index did, which goes.
    await db.schema.createIndex('knowledge_chunks_generation').on('knowledge_chunks').columns(['source_type', 'source_id', 'generation', 'chunk_index']).execute();
    await db.schema.dropIndex('knowledge_chunks_source').execute();
    await db.schema.alterTable('knowledge_documents').addColumn('chunk_generation', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.alterTable('url_sources').addColumn('chunk_generation', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('url_sources').dropColumn('chunk_generation').execute();
    await db.schema.alterTable('knowledge_documents').dropColumn('chunk_generation').execute();
    await db.schema.createIndex('knowledge_chunks_source').on('knowledge_chunks').columns(['source_type', 'source_id', 'chunk_index']).execute();
    await db.schema.dropIndex('knowledge_chunks_generation').execute();
    await db.schema.alterTable('knowledge_chunks').dropColumn('generation').execute();
  },
};
