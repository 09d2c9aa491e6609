import { sql, type Kysely } from 'kysely';
import type { CreditTransactionRepository, ListedTransaction, TransactionFilter } from '../../../core/server/ports/credit-transaction-repository.ts';
import type { CreditTransactionRecord, TransactionType } from '../../../core/server/ports/records.ts';
import type { CreditDailyTotalsTable, CreditTransactionsTable, DatabaseSchema } from './schema.ts';
import { toDate } from './row-conversions.ts';
import type { PageKey } from '../../../core/domain/list-cursor.ts';
import { PreparedQuery } from './prepared-query.ts';

/** Every charge and grant writes one (compiled once: PreparedQuery; each column named, as the stand-ins have no keys to spread). */
const insertTransaction = new PreparedQuery((db, row: CreditTransactionsTable) =>
  db.insertInto('credit_transactions').values({
    id: row.id,
    org_id: row.org_id,
    user_id: row.user_id,
    space_id: row.space_id,
    credits: row.credits,
    transaction_type: row.transaction_type,
    feature: row.feature,
    activity: row.activity,
    agent_name: row.agent_name,
    mode: row.mode,
    base_credits: row.base_credits,
    status: row.status,
    activity_details: row.activity_details,
    related_type: row.related_type,
    related_id: row.related_id,
    idempotency_key: row.idempotency_key,
    balance_after: row.balance_after,
    created_at: row.created_at,
  }),
);

/**
 * The row's day in the ledger's daily rollup, added in the same transaction as the row (migration 038): one
 * statement that creates the day or adds to it, so two charges of one day never lose each other's credits.
 */
const addToDay = new PreparedQuery((db, day: Omit<CreditDailyTotalsTable, 'entries'>) =>
  db.insertInto('credit_daily_totals')
    .values({ org_id: day.org_id, day: day.day, feature: day.feature, agent_name: day.agent_name, user_id: day.user_id, debited: day.debited, credited: day.credited, entries: 1 })
    .onConflict((oc) => oc.columns(['org_id', 'day', 'feature', 'agent_name', 'user_id']).doUpdateSet((eb) => ({
      debited: eb('credit_daily_totals.debited', '+', eb.ref('excluded.debited')),
      credited: eb('credit_daily_totals.credited', '+', eb.ref('excluded.credited')),
      entries: eb('credit_daily_totals.entries', '+', 1),
    }))),
);

export class KyselyCreditTransactionRepository implements CreditTransactionRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async append(t: CreditTransactionRecord): Promise<void> {
    await insertTransaction.execute(this.db, {
        id: t.id,
        org_id: t.orgId,
        user_id: t.userId,
        space_id: t.spaceId,
        credits: t.credits,
        transaction_type: t.transactionType,
        feature: t.feature,
        activity: t.activity,
        agent_name: t.agentName,
        mode: t.mode,
        base_credits: t.baseCredits,
        status: t.status,
        activity_details: t.activityDetails === null || t.activityDetails === undefined ? null : JSON.stringify(t.activityDetails),
        related_type: t.relatedType,
        related_id: t.relatedId,
        idempotency_key: t.idempotencyKey,
        balance_after: t.balanceAfter,
        created_at: t.createdAt.toISOString(),
    });
    await addToDay.execute(this.db, {
      org_id: t.orgId,
      day: t.createdAt.toISOString().slice(0, 10),
      feature: t.feature,
      agent_name: t.agentName ?? '',
      user_id: t.userId ?? '',
      debited: t.transactionType === 'debit' ? t.credits : 0,
      credited: t.transactionType === 'credit' ? t.credits : 0,
    });
  }

  async findByIdempotencyKey(orgId: string, key: string): Promise<CreditTransactionRecord | null> {
    const row = await this.db
      .selectFrom('credit_transactions')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
    return row ? toTransaction(row) : null;
  }

  async list(orgId: string, filter: TransactionFilter, limit: number, offset: number, after?: PageKey): Promise<{ rows: ListedTransaction[]; total: number | null }> {
    let query = this.db.selectFrom('credit_transactions as t').where('t.org_id', '=', orgId);
    if (filter.feature) query = query.where('t.feature', '=', filter.feature);
    if (filter.status) query = query.where('t.status', '=', filter.status);
    if (filter.since) query = query.where('t.created_at', '>=', filter.since.toISOString());
    if (filter.userId) query = query.where('t.user_id', '=', filter.userId);
    // After a cursor the page starts at its key in (org_id[, feature | user_id], created_at, id); an offset walks every skipped row.
    const page = after ? query.where((eb) => eb(eb.refTuple('t.created_at', 't.id'), '<', eb.tuple(after.at, after.id))) : query.offset(offset);
    const [rows, count] = await Promise.all([
      page
        .leftJoin('users as u', 'u.id', 't.user_id')
        .selectAll('t')
        .select(['u.name as user_name', 'u.email as user_email'])
        .orderBy('t.created_at', 'desc')
        .orderBy('t.id', 'desc')
        .limit(limit)
        .execute(),
      // A page after a cursor is not counted: the first page's total stands.
      after ? null : filter.status ? query.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow().then((r) => Number(r.n)) : this.countFromDays(orgId, filter),
    ]);
    return {
      rows: rows.map((r) => ({ ...toTransaction(r), userName: r.user_name ?? null, userEmail: r.user_email ?? null })),
      total: count,
    };
  }

  /**
   * How many ledger rows match, from the daily rollup's counts (migration 040): whole days after `since` from the
   * rollup, and the first day's rows from `since` on counted in the ledger (one day's rows at most). The rollup
   * has no status, so a status filter counts the ledger (kysely's filter above).
   */
  private async countFromDays(orgId: string, filter: TransactionFilter): Promise<number> {
    let days = this.db.selectFrom('credit_daily_totals').select((eb) => eb.fn.coalesce(eb.fn.sum<string | number>('entries'), eb.lit(0)).as('n')).where('org_id', '=', orgId);
    if (filter.feature) days = days.where('feature', '=', filter.feature);
    if (filter.userId) days = days.where('user_id', '=', filter.userId);
    if (!filter.since) return Number((await days.executeTakeFirstOrThrow()).n);
    const since = filter.since.toISOString();
    const firstDay = since.slice(0, 10);
    const nextDay = new Date(Date.parse(`${firstDay}T00:00:00.000Z`) + 24 * 3600 * 1000).toISOString();
    let partial = this.db.selectFrom('credit_transactions').select((eb) => eb.fn.countAll<string | number>().as('n')).where('org_id', '=', orgId).where('created_at', '>=', since).where('created_at', '<', nextDay);
    if (filter.feature) partial = partial.where('feature', '=', filter.feature);
    if (filter.userId) partial = partial.where('user_id', '=', filter.userId);
    const [whole, first] = await Promise.all([days.where('day', '>', firstDay).executeTakeFirstOrThrow(), partial.executeTakeFirstOrThrow()]);
    return Number(whole.n) + Number(first.n);
  }

  async netBalance(orgId: string): Promise<number> {
    const row = await this.db
      .selectFrom('credit_transactions')
      .select(sql<string | number>`coalesce(sum(case when transaction_type = 'credit' then credits else -credits end), 0)`.as('net'))
      .where('org_id', '=', orgId)
      .executeTakeFirstOrThrow();
    return Number(row.net);
  }

  async usageByFeature(orgId: string, since: Date) {
    const rows = await this.db
      .selectFrom('credit_transactions')
      .select([
        'feature',
        sql<string | number>`coalesce(sum(case when transaction_type = 'debit' then credits else 0 end), 0)`.as('debited'),
        sql<string | number>`coalesce(sum(case when transaction_type = 'credit' then credits else 0 end), 0)`.as('credited'),
      ])
      .where('org_id', '=', orgId)
      .where('created_at', '>=', since.toISOString())
      .groupBy('feature')
      .orderBy('feature')
      .execute();
    return rows.map((r) => ({ feature: r.feature, debited: Number(r.debited), credited: Number(r.credited) }));
  }

  async dailyTotalsFrom(orgId: string, firstDay: string, userId?: string) {
    // The rollup's days, not the ledger's rows: a member's through their own index, the organization's summed over its people.
    let query = this.db
      .selectFrom('credit_daily_totals')
      .select(['day', 'feature', 'agent_name', (eb) => eb.fn.sum<string | number>('debited').as('debited'), (eb) => eb.fn.sum<string | number>('credited').as('credited')])
      .where('org_id', '=', orgId);
    if (userId) query = query.where('user_id', '=', userId);
    const rows = await query.where('day', '>=', firstDay).groupBy(['day', 'feature', 'agent_name']).orderBy('day').orderBy('feature').orderBy('agent_name').execute();
    return rows.map((r) => ({ day: r.day, feature: r.feature, agentName: r.agent_name || null, debited: Number(r.debited), credited: Number(r.credited) }));
  }

}

function toTransaction(row: CreditTransactionsTable): CreditTransactionRecord {
  return {
    id: row.id,
    orgId: row.org_id,
    userId: row.user_id,
    spaceId: row.space_id,
    credits: Number(row.credits),
    transactionType: row.transaction_type as TransactionType,
    feature: row.feature,
    activity: row.activity,
    agentName: row.agent_name,
    mode: row.mode,
    baseCredits: row.base_credits === null ? null : Number(row.base_credits),
    status: row.status,
    activityDetails: row.activity_details ? JSON.parse(row.activity_details) : null,
    relatedType: row.related_type,
    relatedId: row.related_id,
    idempotencyKey: row.idempotency_key,
    balanceAfter: Number(row.balance_after),
    createdAt: toDate(row.created_at),
  };
}
