import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * What a space sent to its publishing sites (WordPress, Ghost) as drafts: who, when, which site, the title, the
 * site's id and edit link, and the answer or artifact it came from. A row is written `sending` before the site
 * is called and turned `sent` after; `dedupe_key` (the client's idempotency key, or the source and site in a
 * short window) is unique per space, so a double click creates one draft. Deleting a space deletes its rows.
 */
export const publishedDrafts: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('published_drafts')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('org_id', 'text', (c) => c.notNull())
      .addColumn('space_id', 'text', (c) => c.notNull().references('spaces.id').onDelete('cascade'))
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('site_label', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('external_id', 'text')
      .addColumn('edit_link', 'text')
      .addColumn('preview_link', 'text')
      .addColumn('source_message_id', 'text')
      .addColumn('source_artifact_id', 'text')
      .addColumn('dedupe_key', 'text')
      .addColumn('sent_by', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('published_drafts_space_dedupe', ['space_id', 'dedupe_key'])
      .execute();
    await db.schema.createIndex('published_drafts_space_created').on('published_drafts').columns(['space_id', 'created_at']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('published_drafts').execute();
  },
};
