import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Indexes the query plans asked for, so a page costs the page and not the table:
 * - the admin user and organization lists, newest first, walk `(created_at, id)` instead of sorting every row;
 * - the audit log filtered by action walks `audit_log(action, at)`;
 * - a credit period's totals (the Dashboard's spending by day and agent, usage by feature) are read from one
 *   covering index of the ledger, never from its rows.
 */
export const periodAndListingIndexes: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createIndex('users_created').on('users').columns(['created_at', 'id']).execute();
    await db.schema.createIndex('organizations_created').on('organizations').columns(['created_at', 'id']).execute();
    await db.schema.createIndex('audit_log_action_at').on('audit_log').columns(['action', 'at']).execute();
    await db.schema
      .createIndex('credit_transactions_period')
      .on('credit_transactions')
      .columns(['org_id', 'created_at', 'feature', 'agent_name', 'transaction_type', 'credits', 'user_id'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const name of ['credit_transactions_period', 'audit_log_action_at', 'organizations_created', 'users_created']) await db.schema.dropIndex(name).execute();
  },
};
