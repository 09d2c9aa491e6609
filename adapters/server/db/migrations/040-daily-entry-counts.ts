import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The ledger's daily rollup (038) also counts its rows: `entries` per organization, day, feature, agent and person,
 * kept by the same statement that adds the credits. A first page of transactions answers its total from the days
 * (at most one row per day, feature, agent and person), not by counting every matching ledger row (decision L1).
 * The rows already in the ledger are counted once here.
 */
export const dailyEntryCounts: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('credit_daily_totals').addColumn('entries', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
    // One pass over the ledger, grouped as the rollup is (UPDATE … FROM: PostgreSQL, and SQLite since 3.33).
    await sql`update credit_daily_totals set entries = g.n
      from (select org_id, substr(created_at, 1, 10) as day, feature, coalesce(agent_name, '') as agent_name, coalesce(user_id, '') as user_id, count(*) as n
        from credit_transactions group by org_id, substr(created_at, 1, 10), feature, coalesce(agent_name, ''), coalesce(user_id, '')) g
      where credit_daily_totals.org_id = g.org_id and credit_daily_totals.day = g.day and credit_daily_totals.feature = g.feature
        and credit_daily_totals.agent_name = g.agent_name and credit_daily_totals.user_id = g.user_id`.execute(db);
    // A feature's days, covering the count ('feature=' on the transactions list).
    await db.schema.createIndex('credit_daily_totals_feature').on('credit_daily_totals').columns(['org_id', 'feature', 'day', 'entries']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('credit_daily_totals_feature').execute();
    await db.schema.alterTable('credit_daily_totals').dropColumn('entries').execute();
  },
};
