import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** Chat sessions, messages, agent runs, their numbered events, and artifacts. */
export const agentRuntime: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('chat_sessions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('org_id', 'text', (c) => c.notNull())
      .addColumn('space_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('agent_slug', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('chat_sessions_space_user').on('chat_sessions').columns(['space_id', 'user_id', 'updated_at']).execute();
    await db.schema
      .createTable('chat_messages')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('session_id', 'text', (c) => c.notNull())
      .addColumn('role', 'text', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('request_id', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('rating', 'integer')
      .addColumn('feedback_categories', 'text', (c) => c.notNull())
      .addColumn('feedback_text', 'text')
      .addColumn('transaction_id', 'text')
      .addColumn('metadata', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('chat_messages_session').on('chat_messages').columns(['session_id', 'created_at']).execute();
    await db.schema
      .createTable('agent_runs')
      .addColumn('request_id', 'text', (c) => c.primaryKey())
      .addColumn('session_id', 'text', (c) => c.notNull())
      .addColumn('org_id', 'text', (c) => c.notNull())
      .addColumn('space_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('agent_slug', 'text', (c) => c.notNull())
      .addColumn('mode', 'text', (c) => c.notNull())
      .addColumn('cost', 'integer', (c) => c.notNull())
      .addColumn('transaction_id', 'text')
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('input', 'text', (c) => c.notNull())
      .addColumn('error', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('finished_at', 'text')
      .execute();
    await db.schema.createIndex('agent_runs_status').on('agent_runs').column('status').execute();
    await db.schema
      .createTable('run_events')
      .addColumn('session_id', 'text', (c) => c.notNull())
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('request_id', 'text')
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('run_events_pk', ['session_id', 'seq'])
      .execute();
    await db.schema
      .createTable('artifacts')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('org_id', 'text', (c) => c.notNull())
      .addColumn('space_id', 'text', (c) => c.notNull())
      .addColumn('session_id', 'text', (c) => c.notNull())
      .addColumn('message_id', 'text')
      .addColumn('artifact_type', 'text', (c) => c.notNull())
      .addColumn('artifact_subtype', 'text')
      .addColumn('filename', 'text', (c) => c.notNull())
      .addColumn('mime_type', 'text', (c) => c.notNull())
      .addColumn('size_bytes', 'integer', (c) => c.notNull())
      .addColumn('generation_status', 'text', (c) => c.notNull())
      .addColumn('error_message', 'text')
      .addColumn('storage_key', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('artifacts_space').on('artifacts').columns(['space_id', 'created_at']).execute();
    await db.schema.createIndex('artifacts_session').on('artifacts').column('session_id').execute();
  },
  async down(db: Kysely<unknown>) {
    for (const t of ['artifacts', 'run_events', 'agent_runs', 'chat_messages', 'chat_sessions']) await db.schema.dropTable(t).execute();
  },
};

/** Per-space agent settings. */
export const agentConfigs: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('agent_configs')
      .addColumn('space_id', 'text', (c) => c.notNull())
      .addColumn('agent_slug', 'text', (c) => c.notNull())
      .addColumn('config', 'text', (c) => c.notNull())
      .addColumn('updated_by', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('agent_configs_pk', ['space_id', 'agent_slug'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('agent_configs').execute();
  },
};
