import { sql, type Kysely } from 'kysely';
import type { CreditAccountRepository } from '../../../core/server/ports/credit-account-repository.ts';
import type { CreditAccountRecord } from '../../../core/server/ports/records.ts';
import type { CreditAccountsTable, DatabaseSchema } from './schema.ts';
import { toDate } from './row-conversions.ts';
import { PreparedQuery } from './prepared-query.ts';

// Every charge reads the account and takes its amount: compiled once (PreparedQuery).
const accountOf = new PreparedQuery((db, { orgId }: { orgId: string }) => db.selectFrom('credit_accounts').selectAll().where('org_id', '=', orgId));
const debitIfCovered = new PreparedQuery((db, { orgId, amount, at }: { orgId: string; amount: number; at: string }) =>
  db
    .updateTable('credit_accounts')
    .set({ balance: sql`balance - ${amount}`, used: sql`used + ${amount}`, updated_at: at })
    .where('org_id', '=', orgId)
    .where('balance', '>=', amount)
    .returning('balance'),
);
// Dates are stored as ISO-8601 text in UTC (toRow), so comparing the text compares the instants.
const debitWithinPeriod = new PreparedQuery((db, { orgId, amount, at }: { orgId: string; amount: number; at: string }) =>
  db
    .updateTable('credit_accounts')
    .set({ balance: sql`balance - ${amount}`, used: sql`used + ${amount}`, updated_at: at })
    .where('org_id', '=', orgId)
    .where('balance', '>=', amount)
    .where((eb) => eb.or([eb('reset_date', '>', at), eb('plan_active', '=', 0)]))
    .returning('balance'),
);

export class KyselyCreditAccountRepository implements CreditAccountRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async find(orgId: string): Promise<CreditAccountRecord | null> {
    const [row] = await accountOf.execute(this.db, { orgId });
    return row ? toAccount(row) : null;
  }

  async create(account: CreditAccountRecord): Promise<void> {
    await this.db.insertInto('credit_accounts').values(toRow(account)).execute();
  }

  async debit(orgId: string, amount: number, at: Date): Promise<number | null> {
    // One conditional statement: concurrent debits can never take the balance below zero.
    const [row] = await debitIfCovered.execute(this.db, { orgId, amount, at: at.toISOString() });
    return row ? Number(row.balance) : null;
  }

  async debitWithinPeriod(orgId: string, amount: number, at: Date): Promise<number | null> {
    const [row] = await debitWithinPeriod.execute(this.db, { orgId, amount, at: at.toISOString() });
    return row ? Number(row.balance) : null;
  }

  async credit(orgId: string, amount: number, at: Date): Promise<number> {
    const row = await this.db
      .updateTable('credit_accounts')
      .set({
        balance: sql`balance + ${amount}`,
        total: sql`total + ${amount}`,
        updated_at: at.toISOString(),
      })
      .where('org_id', '=', orgId)
      .returning('balance')
      .executeTakeFirstOrThrow();
    return Number(row.balance);
  }

  async refund(orgId: string, amount: number, at: Date): Promise<number> {
    // Both SET expressions read the row as it was: used shrinks by what it can, the rest goes to total.
    const row = await this.db
      .updateTable('credit_accounts')
      .set({
        balance: sql`balance + ${amount}`,
        used: sql`case when used >= ${amount} then used - ${amount} else 0 end`,
        total: sql`case when used >= ${amount} then total else total + ${amount} - used end`,
        updated_at: at.toISOString(),
      })
      .where('org_id', '=', orgId)
      .returning('balance')
      .executeTakeFirstOrThrow();
    return Number(row.balance);
  }

  async update(account: CreditAccountRecord): Promise<void> {
    const { org_id: _orgId, ...values } = toRow(account);
    await this.db.updateTable('credit_accounts').set(values).where('org_id', '=', account.orgId).execute();
  }
}

function toRow(a: CreditAccountRecord): CreditAccountsTable {
  return {
    org_id: a.orgId,
    plan_type: a.planType,
    plan_active: a.planActive ? 1 : 0,
    period_start: a.periodStart.toISOString(),
    reset_date: a.resetDate.toISOString(),
    total: a.total,
    used: a.used,
    balance: a.balance,
    updated_at: a.updatedAt.toISOString(),
  };
}

function toAccount(row: CreditAccountsTable): CreditAccountRecord {
  return {
    orgId: row.org_id,
    planType: row.plan_type,
    planActive: Number(row.plan_active) === 1,
    periodStart: toDate(row.period_start),
    resetDate: toDate(row.reset_date),
    total: Number(row.total),
    used: Number(row.used),
    balance: Number(row.balance),
    updatedAt: toDate(row.updated_at),
  };
}
