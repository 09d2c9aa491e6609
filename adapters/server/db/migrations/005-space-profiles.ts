import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** Answers of the space profile questionnaire. */
export const spaceProfiles: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('space_profile_answers')
      .addColumn('space_id', 'text', (c) => c.notNull().references('spaces.id').onDelete('cascade'))
      .addColumn('question_id', 'text', (c) => c.notNull())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('updated_by', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('space_profile_answers_pk', ['space_id', 'question_id'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('space_profile_answers').execute();
  },
};
