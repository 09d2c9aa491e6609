import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Settings → Active sessions: each refresh token keeps the user agent and address it was issued
 * to (the list names the device), and `ended_at` marks a session ended from the settings or by a password
 * change, so the access tokens issued for it are refused at once, not only its refresh token.
 * One column per statement: SQLite adds one at a time.
 */
export const sessionDevices: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('refresh_tokens').addColumn('user_agent', 'text').execute();
    await db.schema.alterTable('refresh_tokens').addColumn('ip', 'text').execute();
    await db.schema.alterTable('refresh_tokens').addColumn('ended_at', 'text').execute();
    await db.schema.createIndex('refresh_tokens_user').on('refresh_tokens').column('user_id').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('refresh_tokens_user').execute();
    for (const column of ['ended_at', 'ip', 'user_agent']) await db.schema.alterTable('refresh_tokens').dropColumn(column).execute();
  },
};
