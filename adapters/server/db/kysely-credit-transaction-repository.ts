import { sql, type Kysely } from 'kysely';
import type { CreditTransactionRepository, ListedTransaction, TransactionFilter } from '../../../core/server/ports/credit-transaction-repository.ts';
import type { CreditTransactionRecord, TransactionType } from '../../../core/server/ports/records.ts';
import type { CreditTransactionsTable, DatabaseSchema } from './schema.ts';
import { toDate } from './row-conversions.ts';
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

  async list(orgId: string, filter: TransactionFilter, limit: number, offset: number): Promise<{ rows: ListedTransaction[]; total: number }> {
    let query = this.db.selectFrom('credit_transactions as t').where('t.org_id', '=', orgId);
    if (filter.feature) query = query.where('t.feature', '=', filter.feature);
    if (filter.status) query = query.where('t.status', '=', filter.status);
    if (filter.since) query = query.where('t.created_at', '>=', filter.since.toISOString());
    if (filter.userId) query = query.where('t.user_id', '=', filter.userId);
    const [rows, count] = await Promise.all([
      query
        .leftJoin('users as u', 'u.id', 't.user_id')
        .selectAll('t')
        .select(['u.name as user_name', 'u.email as user_email'])
        .orderBy('t.created_at', 'desc')
        .orderBy('t.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      query.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return {
      rows: rows.map((r) => ({ ...toTransaction(r), userName: r.user_name ?? null, userEmail: r.user_email ?? null })),
      total: Number(count.n),
    };
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

  async movementsSince(orgId: string, since: Date, userId?: string) {
    let query = this.db
      .selectFrom('credit_transactions')
      .select(['created_at', 'feature', 'agent_name', 'transaction_type', 'credits'])
      .where('org_id', '=', orgId)
      .where('created_at', '>=', since.toISOString());
    if (userId) query = query.where('user_id', '=', userId);
    const rows = await query.orderBy('created_at').orderBy('id').execute();
    return rows.map((r) => ({
      createdAt: toDate(r.created_at),
      feature: r.feature,
      agentName: r.agent_name,
      transactionType: r.transaction_type as TransactionType,
      credits: Number(r.credits),
    }));
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
