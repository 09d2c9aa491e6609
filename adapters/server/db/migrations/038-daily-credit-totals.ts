import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The ledger's daily rollup: one row per organization, UTC day, feature, agent and person, with the credits
 * debited and credited, which the ledger's append keeps in the same transaction as its row
 * (kysely-credit-transaction-repository.ts). Daily spending reads its days from here, never the ledger's rows
 * (decision L1's habit: a read costs what it shows). An absent agent or person is '' so that the key is unique
 * on SQLite and PostgreSQL alike (NULLs never conflict). The rows already in the ledger are added up once here.
 */
export const dailyCreditTotals: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('credit_daily_totals')
      .addColumn('org_id', 'text', (c) => c.notNull())
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('feature', 'text', (c) => c.notNull())
      .addColumn('agent_name', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('debited', 'bigint', (c) => c.notNull())
      .addColumn('credited', 'bigint', (c) => c.notNull())
      .execute();
    // The organization's days in the chart's order (day, feature, agent): its GROUP BY walks this index.
    await db.schema.createIndex('credit_daily_totals_key').on('credit_daily_totals').columns(['org_id', 'day', 'feature', 'agent_name', 'user_id']).unique().execute();
    // A member's own days, covering what they add up.
    await db.schema.createIndex('credit_daily_totals_member').on('credit_daily_totals').columns(['org_id', 'user_id', 'day', 'feature', 'agent_name', 'debited', 'credited']).execute();
    await sql`insert into credit_daily_totals (org_id, day, feature, agent_name, user_id, debited, credited)
      select org_id, substr(created_at, 1, 10), feature, coalesce(agent_name, ''), coalesce(user_id, ''),
        sum(case when transaction_type = 'debit' then credits else 0 end), sum(case when transaction_type = 'credit' then credits else 0 end)
      from credit_transactions group by org_id, substr(created_at, 1, 10), feature, coalesce(agent_name, ''), coalesce(user_id, '')`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('credit_daily_totals').execute();
  },
};
