import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Which worker runs a run, and which attempt it is. A run whose worker stops beating is retried as the next
 * attempt on another worker; the old attempt's answer or refund commits only while the run is still at its
 * attempt, so a worker wrongly taken for dead that comes back writes nothing.
 */
export const runAttempts: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('agent_runs').addColumn('attempt', 'integer', (c) => c.notNull().defaultTo(1)).execute();
    await db.schema.alterTable('agent_runs').addColumn('worker_id', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('agent_runs').dropColumn('worker_id').execute();
    await db.schema.alterTable('agent_runs').dropColumn('attempt').execute();
  },
};
