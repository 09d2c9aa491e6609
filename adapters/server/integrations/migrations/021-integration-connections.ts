import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * A space's connections to outside services, one per space and provider. The secret (API key or OAuth
 * refresh token) is stored only sealed (AES-256-GCM) with the id of the key that sealed it, so a key rotation
 * finds the rows still on an old key (the key_id index). `settings` holds what the space chose at the provider
 * (GA4's linked and selected properties), as JSON. Deleting a space deletes its connections.
 */
export const integrationConnections: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('integration_connections')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('org_id', 'text', (c) => c.notNull())
      .addColumn('space_id', 'text', (c) => c.notNull().references('spaces.id').onDelete('cascade'))
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('status_reason', 'text')
      .addColumn('account_id', 'text')
      .addColumn('account_label', 'text')
      .addColumn('sealed_secret', 'text')
      .addColumn('key_id', 'text')
      .addColumn('checked_at', 'text')
      .addColumn('settings', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('connected_at', 'text', (c) => c.notNull())
      .addColumn('connected_by', 'text', (c) => c.notNull())
      .addUniqueConstraint('integration_connections_space_provider', ['space_id', 'provider'])
      .execute();
    await db.schema.createIndex('integration_connections_key_id').on('integration_connections').column('key_id').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('integration_connections').execute();
  },
};
