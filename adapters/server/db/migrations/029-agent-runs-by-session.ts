import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** Every send asks whether its chat already has a run going: answered from this index, not a scan of every run. */
export const agentRunsBySession: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createIndex('agent_runs_session_status').on('agent_runs').columns(['session_id', 'status']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('agent_runs_session_status').execute();
  },
};
