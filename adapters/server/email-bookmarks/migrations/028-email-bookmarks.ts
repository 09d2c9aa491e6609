import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * A person's bookmarks of Email Agent answers and email artifacts, in one space: the source's ids, the
 * subject and a snapshot of the body (so a bookmark survives an edited or regenerated answer). One bookmark
 * per person and source (`source_key` is the artifact's id, else the message's). Deleting a space deletes them.
 */
export const emailBookmarks: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('email_bookmarks')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('org_id', 'text', (c) => c.notNull())
      .addColumn('space_id', 'text', (c) => c.notNull().references('spaces.id').onDelete('cascade'))
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('message_id', 'text')
      .addColumn('artifact_id', 'text')
      .addColumn('source_key', 'text', (c) => c.notNull())
      .addColumn('session_id', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('email_bookmarks_user_source', ['user_id', 'space_id', 'source_key'])
      .execute();
    await db.schema.createIndex('email_bookmarks_user_space').on('email_bookmarks').columns(['user_id', 'space_id', 'created_at']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('email_bookmarks').execute();
  },
};
