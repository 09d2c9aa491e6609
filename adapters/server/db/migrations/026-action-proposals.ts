import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * What agents proposed to do in a connected tool (a campaign draft, a post sent as a draft), shown as a
 * confirmation card under the answer that proposed it. Nothing happens at the provider until a person applies
 * one: `status` moves pending → applying (a conditional update, so two clicks apply once) → applied with the
 * result, or failed with the reason (and may be tried again); dismissed ends it. `claimed_at` dates an
 * `applying` claim, so one a dead process left behind is taken for failed after a few minutes.
 */
export const actionProposals: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('action_proposals')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('org_id', 'text', (c) => c.notNull())
      .addColumn('space_id', 'text', (c) => c.notNull().references('spaces.id').onDelete('cascade'))
      .addColumn('session_id', 'text', (c) => c.notNull())
      .addColumn('message_id', 'text', (c) => c.notNull())
      .addColumn('request_id', 'text', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('target', 'text', (c) => c.notNull())
      .addColumn('details', 'text', (c) => c.notNull())
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('created_for', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('claimed_at', 'text')
      .addColumn('applied_by', 'text')
      .addColumn('applied_at', 'text')
      .addColumn('result_summary', 'text')
      .addColumn('result_link', 'text')
      .addColumn('external_id', 'text')
      .addColumn('error', 'text')
      .execute();
    await db.schema.createIndex('action_proposals_session').on('action_proposals').columns(['session_id', 'created_at']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('action_proposals').execute();
  },
};
