import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** Organizations, users, spaces and refresh tokens. */
export const accountsAndSpaces: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('organizations')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('users')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('role', 'text', (c) => c.notNull())
      .addColumn('org_id', 'text', (c) => c.references('organizations.id'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('last_login_at', 'text')
      .addColumn('disabled_at', 'text')
      .execute();
    await db.schema.createIndex('users_org_id').on('users').column('org_id').execute();
    await db.schema
      .createTable('spaces')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('org_id', 'text', (c) => c.notNull().references('organizations.id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('slug', 'text', (c) => c.notNull())
      .addColumn('description', 'text')
      .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('spaces_org_slug_unique', ['org_id', 'slug'])
      .execute();
    await db.schema
      .createTable('refresh_tokens')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
      .addColumn('family_id', 'text', (c) => c.notNull())
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .addColumn('revoked_at', 'text')
      .execute();
    await db.schema.createIndex('refresh_tokens_family').on('refresh_tokens').column('family_id').execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['refresh_tokens', 'spaces', 'users', 'organizations']) {
      await db.schema.dropTable(table).execute();
    }
  },
};
