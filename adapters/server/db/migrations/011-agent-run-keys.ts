import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Idempotency keys of agent requests, scoped to the caller (organization and user) with the fingerprint of
 * the request they came with; answers that are new versions of an earlier answer (regenerate); and a lookup
 * from a run to the messages it wrote.
 */
export const agentRunKeys: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('agent_run_keys')
      .addColumn('org_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('idempotency_key', 'text', (c) => c.notNull())
      .addColumn('fingerprint', 'text', (c) => c.notNull())
      .addColumn('request_id', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('claimed_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('agent_run_keys_pk', ['org_id', 'user_id', 'idempotency_key'])
      .execute();
    await db.schema.alterTable('chat_messages').addColumn('version_of', 'text').execute();
    await db.schema.createIndex('chat_messages_request').on('chat_messages').column('request_id').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('chat_messages_request').execute();
    await db.schema.alterTable('chat_messages').dropColumn('version_of').execute();
    await db.schema.dropTable('agent_run_keys').execute();
  },
};
