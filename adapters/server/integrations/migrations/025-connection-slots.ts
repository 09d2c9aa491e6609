import { sql, SqliteAdapter, type CreateTableBuilder, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

const COLUMNS = 'id, org_id, space_id, provider, status, status_reason, account_id, account_label, sealed_secret, key_id, checked_at, settings, connected_at, connected_by';

/**
 * SQLite cannot change a table's constraints: the table is made again under a new name with the wanted key,
 * its rows copied, the old one dropped and the new one renamed, then the key_id index made again.
 */
async function rebuildOnSqlite(db: Kysely<unknown>, slots: boolean): Promise<void> {
  // Columns are added conditionally, so the builder is typed with any column name.
  let table: CreateTableBuilder<'integration_connections_rebuilt', string> = db.schema
    .createTable('integration_connections_rebuilt')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('space_id', 'text', (c) => c.notNull().references('spaces.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull());
  if (slots) {
    table = table.addColumn('slot', 'text', (c) => c.notNull().defaultTo('')).addColumn('selected', 'integer', (c) => c.notNull().defaultTo(0));
  }
  table = table
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('status_reason', 'text')
    .addColumn('account_id', 'text')
    .addColumn('account_label', 'text')
    .addColumn('sealed_secret', 'text')
    .addColumn('key_id', 'text')
    .addColumn('checked_at', 'text')
    .addColumn('settings', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('connected_at', 'text', (c) => c.notNull())
    .addColumn('connected_by', 'text', (c) => c.notNull());
  table = slots
    ? table.addUniqueConstraint('integration_connections_space_provider_slot', ['space_id', 'provider', 'slot'])
    : table.addUniqueConstraint('integration_connections_space_provider', ['space_id', 'provider']);
  await table.execute();
  const columns = sql.raw(COLUMNS);
  await sql`insert into integration_connections_rebuilt (${columns}) select ${columns} from integration_connections`.execute(db);
  await db.schema.dropTable('integration_connections').execute();
  await db.schema.alterTable('integration_connections_rebuilt').renameTo('integration_connections').execute();
  await db.schema.createIndex('integration_connections_key_id').on('integration_connections').column('key_id').execute();
}

/**
 * Several connections per space to a provider that allows it (Odoo: one per database), and the one selected.
 * `slot` tells a space's connections to the same provider apart ('' for single-connection providers, the
 * account for the others), so the unique key becomes (space_id, provider, slot); `selected` (0/1) marks the
 * one reads use. Existing rows keep slot ''.
 */
export const connectionSlots: Migration = {
  async up(db: Kysely<unknown>) {
    if (db.getExecutor().adapter instanceof SqliteAdapter) return rebuildOnSqlite(db, true);
    await db.schema.alterTable('integration_connections').addColumn('slot', 'text', (c) => c.notNull().defaultTo('')).execute();
    await db.schema.alterTable('integration_connections').addColumn('selected', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.alterTable('integration_connections').dropConstraint('integration_connections_space_provider').execute();
    await db.schema.alterTable('integration_connections').addUniqueConstraint('integration_connections_space_provider_slot', ['space_id', 'provider', 'slot']).execute();
  },
  async down(db: Kysely<unknown>) {
    // One connection per space and provider fits the old key: of several, the selected one stays.
    await sql`delete from integration_connections where slot <> '' and selected = 0`.execute(db);
    if (db.getExecutor().adapter instanceof SqliteAdapter) return rebuildOnSqlite(db, false);
    await db.schema.alterTable('integration_connections').dropConstraint('integration_connections_space_provider_slot').execute();
    await db.schema.alterTable('integration_connections').dropColumn('selected').execute();
    await db.schema.alterTable('integration_connections').dropColumn('slot').execute();
    await db.schema.alterTable('integration_connections').addUniqueConstraint('integration_connections_space_provider', ['space_id', 'provider']).execute();
  },
};
