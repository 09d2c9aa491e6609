import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * A space's saved lead lists and their people. A person is in a list once: by the lead-search provider's id
 * when there is one, else by lower-cased email (`dedupe_key`, unique per list). Deleting a space deletes its
 * lists; deleting a list deletes its members.
 */
export const leadLists: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('lead_lists')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('org_id', 'text', (c) => c.notNull())
      .addColumn('space_id', 'text', (c) => c.notNull().references('spaces.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('created_by', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      // While emails are being revealed (Apollo credits spent): a second reveal of the list waits for it.
      .addColumn('enriching_until', 'text')
      .execute();
    await db.schema.createIndex('lead_lists_space').on('lead_lists').columns(['space_id', 'created_at']).execute();
    await db.schema
      .createTable('lead_list_members')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('list_id', 'text', (c) => c.notNull().references('lead_lists.id').onDelete('cascade'))
      .addColumn('space_id', 'text', (c) => c.notNull().references('spaces.id').onDelete('cascade'))
      .addColumn('dedupe_key', 'text', (c) => c.notNull())
      .addColumn('external_id', 'text')
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('last_name', 'text', (c) => c.notNull())
      .addColumn('email', 'text')
      .addColumn('title', 'text')
      .addColumn('company', 'text')
      .addColumn('company_size', 'text')
      .addColumn('industry', 'text')
      .addColumn('location', 'text')
      .addColumn('linkedin_url', 'text')
      .addColumn('saved_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('lead_list_members_list_dedupe', ['list_id', 'dedupe_key'])
      .execute();
    await db.schema.createIndex('lead_list_members_list').on('lead_list_members').columns(['list_id', 'saved_at']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('lead_list_members').execute();
    await db.schema.dropTable('lead_lists').execute();
  },
};
