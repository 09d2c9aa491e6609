import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * External MCP servers an organization's owners and admins added to a space. The credential (a bearer
 * token, or the value of `credential_header`) is stored only sealed, bound to the row's id, with the id of the key
 * that sealed it, so the secrets-key rotation finds the rows still on an old key. `tools` is the server's tool list
 * as last read (name, description, input schema, annotations) and `enabled_tools` the names the agents may call,
 * both JSON. Deleting a space deletes its servers.
 */
export const mcpServers: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('mcp_servers')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('org_id', 'text', (c) => c.notNull())
      .addColumn('space_id', 'text', (c) => c.notNull().references('spaces.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('handle', 'text', (c) => c.notNull())
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('credential_header', 'text')
      .addColumn('sealed_credential', 'text')
      .addColumn('key_id', 'text')
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('status_reason', 'text')
      .addColumn('tools', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('enabled_tools', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('created_by', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('checked_at', 'text')
      .addUniqueConstraint('mcp_servers_space_handle', ['space_id', 'handle'])
      .execute();
    await db.schema.createIndex('mcp_servers_key_id').on('mcp_servers').column('key_id').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('mcp_servers').execute();
  },
};
