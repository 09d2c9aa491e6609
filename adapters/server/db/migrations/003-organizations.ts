import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** Organization settings, invitations, join requests and the mail outbox. */
export const organizations: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('organizations').addColumn('settings', 'text', (c) => c.notNull().defaultTo(sql`'{}'`)).execute();
    await db.schema.alterTable('users').addColumn('email_domain', 'text').execute();
    // Backfilled row by row: the string functions differ between SQLite and PostgreSQL.
    const users = await sql<{ id: string; email: string }>`select id, email from users`.execute(db);
    for (const user of users.rows) {
      await sql`update users set email_domain = ${user.email.split('@')[1] ?? null} where id = ${user.id}`.execute(db);
    }
    await db.schema.createIndex('users_email_domain').on('users').column('email_domain').execute();
    await db.schema
      .createTable('org_invites')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('org_id', 'text', (c) => c.notNull().references('organizations.id'))
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('role', 'text', (c) => c.notNull())
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('invited_by', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('accepted_at', 'text')
      .execute();
    await db.schema
      .createTable('join_requests')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('org_id', 'text', (c) => c.notNull().references('organizations.id'))
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('decided_at', 'text')
      .addColumn('decided_by', 'text')
      .execute();
    await db.schema.createIndex('join_requests_org_status').on('join_requests').columns(['org_id', 'status']).execute();
    await db.schema
      .createTable('mail_outbox')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('to_address', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('link', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['mail_outbox', 'join_requests', 'org_invites']) await db.schema.dropTable(table).execute();
  },
};
