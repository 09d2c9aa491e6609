import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Password-reset links are single-use tokens like verification links (`one_time_tokens`, purpose
 * `password_reset`, only the token's hash stored). A reset spends every other reset link still out for the
 * account, so the tokens are found by purpose and subject: this index serves that lookup.
 */
export const passwordResetTokens: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createIndex('one_time_tokens_purpose_subject').on('one_time_tokens').columns(['purpose', 'subject_id']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('one_time_tokens_purpose_subject').execute();
  },
};
