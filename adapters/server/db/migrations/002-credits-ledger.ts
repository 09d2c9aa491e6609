import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** Credit accounts (one per organization) and the append-only ledger. */
export const creditsLedger: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('credit_accounts')
      .addColumn('org_id', 'text', (c) => c.primaryKey().references('organizations.id'))
      .addColumn('plan_type', 'text', (c) => c.notNull())
      .addColumn('plan_active', 'integer', (c) => c.notNull())
      .addColumn('period_start', 'text', (c) => c.notNull())
      .addColumn('reset_date', 'text', (c) => c.notNull())
      .addColumn('total', 'bigint', (c) => c.notNull())
      .addColumn('used', 'bigint', (c) => c.notNull())
      .addColumn('balance', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addCheckConstraint('credit_accounts_balance_non_negative', sql`balance >= 0`)
      .execute();
    await db.schema
      .createTable('credit_transactions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('org_id', 'text', (c) => c.notNull().references('organizations.id'))
      .addColumn('user_id', 'text')
      .addColumn('space_id', 'text')
      .addColumn('credits', 'bigint', (c) => c.notNull())
      .addColumn('transaction_type', 'text', (c) => c.notNull())
      .addColumn('feature', 'text', (c) => c.notNull())
      .addColumn('activity', 'text', (c) => c.notNull())
      .addColumn('agent_name', 'text')
      .addColumn('mode', 'text')
      .addColumn('base_credits', 'bigint')
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('activity_details', 'text')
      .addColumn('related_type', 'text')
      .addColumn('related_id', 'text')
      .addColumn('idempotency_key', 'text')
      .addColumn('balance_after', 'bigint', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('credit_transactions_idempotency', ['org_id', 'idempotency_key'])
      .addCheckConstraint('credit_transactions_positive', sql`credits > 0`)
      .execute();
    await db.schema.createIndex('credit_transactions_org_created').on('credit_transactions').columns(['org_id', 'created_at']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('credit_transactions').execute();
    await db.schema.dropTable('credit_accounts').execute();
  },
};
