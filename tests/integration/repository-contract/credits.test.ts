import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { CreditAccounts } from '../../../core/server/billing/credit-accounts.ts';
import { ConfirmPayment } from '../../../core/server/billing/confirm-payment.ts';
import { DeductCredits } from '../../../core/server/billing/deduct-credits.ts';
import { Clock } from '../../../core/server/ports/clock.ts';
import type { CreditAccountRecord, CreditTransactionRecord } from '../../../core/server/ports/records.ts';
import type { Repositories, UnitOfWork } from '../../../core/server/ports/unit-of-work.ts';
import { at, AT, newTenant, contractSuite, unique, userRecord, type Tenant } from '../../support/contract-database.ts';
import { databaseUnavailable } from '../../support/test-database.ts';

/** The credit accounts and the ledger (kysely-credit-account-repository.ts, kysely-credit-transaction-repository.ts), and the money races. */
const suite = contractSuite();
const { kind, describe, run } = suite;

function account(orgId: string, extra: Partial<CreditAccountRecord> = {}): CreditAccountRecord {
  return { orgId, planType: 'free', planActive: true, periodStart: AT, resetDate: at(30 * 86_400_000), total: 100, used: 0, balance: 100, updatedAt: AT, ...extra };
}

/** The account row as stored, numbers as numbers (PostgreSQL answers its integers as text). */
async function storedAccount(orgId: string) {
  const row = await suite.database.other.db.selectFrom('credit_accounts').selectAll().where('org_id', '=', orgId).executeTakeFirstOrThrow();
  return { ...row, total: Number(row.total), used: Number(row.used), balance: Number(row.balance), plan_active: Number(row.plan_active) };
}

async function storedLedger(orgId: string) {
  const rows = await suite.database.other.db.selectFrom('credit_transactions').selectAll().where('org_id', '=', orgId).orderBy('created_at').orderBy('id').execute();
  return rows.map((r) => ({ ...r, credits: Number(r.credits), balance_after: Number(r.balance_after), base_credits: r.base_credits === null ? null : Number(r.base_credits) }));
}

function ledgerRow(orgId: string, id: string, extra: Partial<CreditTransactionRecord> = {}): CreditTransactionRecord {
  return {
    id, orgId, userId: null, spaceId: null, credits: 10, transactionType: 'debit', feature: 'ai_agents', activity: `Activity ${id}`, agentName: null, mode: null, baseCredits: null,
    status: 'completed', activityDetails: null, relatedType: null, relatedId: null, idempotencyKey: null, balanceAfter: 0, createdAt: AT, ...extra,
  };
}

/** An organization on the free plan as the server opens it (500 credits, with its ledger row). */
async function fundedTenant(label: string): Promise<Tenant> {
  const tenant = await newTenant(suite.database.uow, label);
  const clock = suite.database.container.get(Clock);
  await run((repos) => suite.database.container.get(CreditAccounts).open(repos, tenant.orgId, 'free', clock.now()));
  return tenant;
}

const owner = (t: Tenant) => ({ userId: t.ownerId, orgId: t.orgId, role: 'org_owner' as const });

async function expectLedgerSumIsBalance(orgId: string): Promise<number> {
  const ledger = await storedLedger(orgId);
  const net = ledger.reduce((sum, r) => sum + (r.transaction_type === 'credit' ? r.credits : -r.credits), 0);
  const { balance } = await storedAccount(orgId);
  expect(net).toBe(balance);
  expect(await run((repos) => repos.ledger.netBalance(orgId))).toBe(balance);
  return balance;
}

describe(`credit accounts (${kind})`, () => {
  it('create and find round-trip every field; an unknown organization has none', async () => {
    const t = await newTenant(suite.database.uow, 'account');
    const record = account(t.orgId, { planType: 'pro', total: 5000, used: 120, balance: 4880, updatedAt: at(5) });
    await run((repos) => repos.creditAccounts.create(record));
    expect(await run((repos) => repos.creditAccounts.find(t.orgId))).toEqual(record);
    expect(await storedAccount(t.orgId)).toMatchObject({ plan_type: 'pro', plan_active: 1, total: 5000, used: 120, balance: 4880, reset_date: record.resetDate.toISOString() });
    expect(await run((repos) => repos.creditAccounts.find(unique('no-org')))).toBeNull();
  });

  it('debit takes the amount only while enough remains: the new balance, else null and nothing changed', async () => {
    const t = await newTenant(suite.database.uow, 'debit');
    await run((repos) => repos.creditAccounts.create(account(t.orgId, { balance: 30, total: 30 })));
    expect(await run((repos) => repos.creditAccounts.debit(t.orgId, 20, at(1)))).toBe(10);
    expect(await run((repos) => repos.creditAccounts.debit(t.orgId, 11, at(2)))).toBeNull();
    expect(await run((repos) => repos.creditAccounts.debit(t.orgId, 10, at(3)))).toBe(0);
    expect(await run((repos) => repos.creditAccounts.debit(unique('no-org'), 1, at(4)))).toBeNull();
    expect(await storedAccount(t.orgId)).toMatchObject({ balance: 0, used: 30, total: 30, updated_at: at(3).toISOString() });
  });

  it('debitWithinPeriod charges only while the period runs, or on an inactive plan whose periods do not roll', async () => {
    const t = await newTenant(suite.database.uow, 'period');
    await run((repos) => repos.creditAccounts.create(account(t.orgId, { resetDate: at(1000) })));
    expect(await run((repos) => repos.creditAccounts.debitWithinPeriod(t.orgId, 10, at(999)))).toBe(90);
    // The period ended at its reset date: the caller must roll it first.
    expect(await run((repos) => repos.creditAccounts.debitWithinPeriod(t.orgId, 10, at(1000)))).toBeNull();
    expect(await run((repos) => repos.creditAccounts.debitWithinPeriod(t.orgId, 91, at(10)))).toBeNull();
    await run((repos) => repos.creditAccounts.update(account(t.orgId, { planActive: false, resetDate: at(1000), balance: 90, used: 10 })));
    expect(await run((repos) => repos.creditAccounts.debitWithinPeriod(t.orgId, 10, at(5000)))).toBe(80);
    expect(await run((repos) => repos.creditAccounts.debitWithinPeriod(unique('no-org'), 1, at(1)))).toBeNull();
    expect(await storedAccount(t.orgId)).toMatchObject({ balance: 80, used: 20, plan_active: 0 });
  });

  it('credit adds to the balance and the period total; refund gives back to used, and what an earlier period charged to total', async () => {
    const t = await newTenant(suite.database.uow, 'refund');
    await run((repos) => repos.creditAccounts.create(account(t.orgId, { total: 100, used: 40, balance: 60 })));
    expect(await run((repos) => repos.creditAccounts.credit(t.orgId, 25, at(1)))).toBe(85);
    expect(await storedAccount(t.orgId)).toMatchObject({ total: 125, used: 40, balance: 85 });
    expect(await run((repos) => repos.creditAccounts.refund(t.orgId, 15, at(2)))).toBe(100);
    expect(await storedAccount(t.orgId)).toMatchObject({ total: 125, used: 25, balance: 100 });
    // 30 back while only 25 were used this period: used goes to 0, the other 5 raise the total.
    expect(await run((repos) => repos.creditAccounts.refund(t.orgId, 30, at(3)))).toBe(130);
    expect(await storedAccount(t.orgId)).toMatchObject({ total: 130, used: 0, balance: 130, updated_at: at(3).toISOString() });
  });

  it('update replaces the plan and period fields', async () => {
    const t = await newTenant(suite.database.uow, 'update');
    await run((repos) => repos.creditAccounts.create(account(t.orgId)));
    const next = account(t.orgId, { planType: 'enterprise', planActive: false, periodStart: at(10), resetDate: at(20), total: 7, used: 3, balance: 4, updatedAt: at(30) });
    await run((repos) => repos.creditAccounts.update(next));
    expect(await run((repos) => repos.creditAccounts.find(t.orgId))).toEqual(next);
  });
});

describe(`the ledger (${kind}) R-BILLING-10 R-BILLING-11 R-ENTITY-14 R-ENTITY-16`, () => {
  let t: Tenant;
  let member: string;
  beforeAll(async () => {
    if (databaseUnavailable) return;
    t = await newTenant(suite.database.uow, 'ledger');
    member = unique('ledger-member');
    await run(async (repos) => {
      await repos.users.create(userRecord(member, { orgId: t.orgId, name: 'Member Name' }));
      await repos.ledger.append(ledgerRow(t.orgId, 'l1', { transactionType: 'credit', credits: 500, feature: 'plan_allowance', balanceAfter: 500, createdAt: at(0) }));
      await repos.ledger.append(ledgerRow(t.orgId, 'l2', { userId: member, spaceId: t.spaceId, credits: 30, agentName: 'Email Agent', mode: 'medium', baseCredits: 20, activityDetails: { activity_type: 'chat_message', details: { words: 3 } }, relatedType: 'agent_run', relatedId: 'run-1', idempotencyKey: 'run:run-1', balanceAfter: 470, createdAt: at(1000) }));
      await repos.ledger.append(ledgerRow(t.orgId, 'l3', { userId: t.ownerId, credits: 12, feature: 'knowledge_base', status: 'pending', balanceAfter: 458, createdAt: at(2000) }));
      await repos.ledger.append(ledgerRow(t.orgId, 'l4', { userId: member, credits: 30, transactionType: 'credit', agentName: 'Email Agent', idempotencyKey: 'refund:run-1', balanceAfter: 488, createdAt: at(3000) }));
    });
  });

  it('append stores every field as given, and findByIdempotencyKey finds it within its organization only', async () => {
    const found = await run((repos) => repos.ledger.findByIdempotencyKey(t.orgId, 'run:run-1'));
    expect(found).toEqual(ledgerRow(t.orgId, 'l2', { userId: member, spaceId: t.spaceId, credits: 30, agentName: 'Email Agent', mode: 'medium', baseCredits: 20, activityDetails: { activity_type: 'chat_message', details: { words: 3 } }, relatedType: 'agent_run', relatedId: 'run-1', idempotencyKey: 'run:run-1', balanceAfter: 470, createdAt: at(1000) }));
    expect(await run((repos) => repos.ledger.findByIdempotencyKey(unique('other-org'), 'run:run-1'))).toBeNull();
    expect(await run((repos) => repos.ledger.findByIdempotencyKey(t.orgId, 'run:none'))).toBeNull();
    expect((await storedLedger(t.orgId)).find((r) => r.id === 'l2')).toMatchObject({ activity_details: JSON.stringify({ activity_type: 'chat_message', details: { words: 3 } }), idempotency_key: 'run:run-1' });
  });

  it('refuses a second row with an idempotency key the organization used, and that unit of work stores nothing', async () => {
    const before = await storedLedger(t.orgId);
    const daysBefore = await run((repos) => repos.ledger.dailyTotalsFrom(t.orgId, '2000-01-01'));
    await expect(run(async (repos) => {
      await repos.ledger.append(ledgerRow(t.orgId, unique('first-half'), { createdAt: at(9000) }));
      await repos.ledger.append(ledgerRow(t.orgId, unique('dup'), { idempotencyKey: 'run:run-1' }));
    })).rejects.toThrow();
    expect(await storedLedger(t.orgId)).toEqual(before);
    expect(await run((repos) => repos.ledger.dailyTotalsFrom(t.orgId, '2000-01-01'))).toEqual(daysBefore);
  });

  it('list pages newest first with the person named, filtered by feature, status, date and person, and counts the filtered rows', async () => {
    const all = await run((repos) => repos.ledger.list(t.orgId, {}, 10, 0));
    expect(all.total).toBe(4);
    expect(all.rows.map((r) => r.id)).toEqual(['l4', 'l3', 'l2', 'l1']);
    expect(all.rows.map((r) => [r.userName, r.userEmail])).toEqual([['Member Name', `${member}@contract.io`], [`Name of ${t.ownerId}`, `${t.ownerId}@contract.io`], ['Member Name', `${member}@contract.io`], [null, null]]);
    const page = await run((repos) => repos.ledger.list(t.orgId, {}, 2, 1));
    expect([page.total, page.rows.map((r) => r.id)]).toEqual([4, ['l3', 'l2']]);
    expect((await run((repos) => repos.ledger.list(t.orgId, { feature: 'ai_agents' }, 10, 0))).rows.map((r) => r.id)).toEqual(['l4', 'l2']);
    expect((await run((repos) => repos.ledger.list(t.orgId, { status: 'pending' }, 10, 0))).rows.map((r) => r.id)).toEqual(['l3']);
    expect(await run((repos) => repos.ledger.list(t.orgId, { since: at(1000) }, 10, 0))).toMatchObject({ total: 3 });
    const mine = await run((repos) => repos.ledger.list(t.orgId, { userId: member, feature: 'ai_agents' }, 1, 0));
    expect([mine.total, mine.rows.map((r) => r.id)]).toEqual([2, ['l4']]);
    expect(await run((repos) => repos.ledger.list(unique('other-org'), {}, 10, 0))).toEqual({ rows: [], total: 0 });
  });

  it('list after a cursor continues from its key (created_at, then id), filters kept, the offset left unused', async () => {
    const keyOf = (r: { createdAt: Date; id: string }) => ({ at: r.createdAt.toISOString(), id: r.id });
    const first = await run((repos) => repos.ledger.list(t.orgId, {}, 2, 0));
    expect(first.rows.map((r) => r.id)).toEqual(['l4', 'l3']);
    const next = await run((repos) => repos.ledger.list(t.orgId, {}, 2, 50, keyOf(first.rows[1]!)));
    expect([next.total, next.rows.map((r) => r.id)]).toEqual([null, ['l2', 'l1']]);
    expect((await run((repos) => repos.ledger.list(t.orgId, {}, 2, 0, keyOf(next.rows[1]!)))).rows).toEqual([]);
    const features = await run((repos) => repos.ledger.list(t.orgId, { feature: 'ai_agents' }, 1, 0));
    expect((await run((repos) => repos.ledger.list(t.orgId, { feature: 'ai_agents' }, 5, 0, keyOf(features.rows[0]!)))).rows.map((r) => r.id)).toEqual(['l2']);
  });

  it('netBalance, usageByFeature and dailyTotalsFrom sum the rows (daily totals per UTC day, feature and agent, kept as rows are appended)', async () => {
    expect(await run((repos) => repos.ledger.netBalance(t.orgId))).toBe(500 - 30 - 12 + 30);
    expect(await run((repos) => repos.ledger.netBalance(unique('other-org')))).toBe(0);
    expect(await run((repos) => repos.ledger.usageByFeature(t.orgId, at(0)))).toEqual([
      { feature: 'ai_agents', debited: 30, credited: 30 },
      { feature: 'knowledge_base', debited: 12, credited: 0 },
      { feature: 'plan_allowance', debited: 0, credited: 500 },
    ]);
    expect(await run((repos) => repos.ledger.usageByFeature(t.orgId, at(2500)))).toEqual([{ feature: 'ai_agents', debited: 0, credited: 30 }]);
    const day = at(1000).toISOString().slice(0, 10);
    expect(await run((repos) => repos.ledger.dailyTotalsFrom(t.orgId, day))).toEqual([
      { day, feature: 'ai_agents', agentName: 'Email Agent', debited: 30, credited: 30 },
      { day, feature: 'knowledge_base', agentName: null, debited: 12, credited: 0 },
      { day, feature: 'plan_allowance', agentName: null, debited: 0, credited: 500 },
    ]);
    expect(await run((repos) => repos.ledger.dailyTotalsFrom(t.orgId, day, member))).toEqual([{ day, feature: 'ai_agents', agentName: 'Email Agent', debited: 30, credited: 30 }]);
    const nextDay = at(86_400_000).toISOString().slice(0, 10);
    expect(await run((repos) => repos.ledger.dailyTotalsFrom(t.orgId, nextDay))).toEqual([]);
    // A later day of the same agent is a day of its own; the earlier day's totals are unchanged.
    await run((repos) => repos.ledger.append(ledgerRow(t.orgId, unique('next-day'), { userId: member, credits: 7, agentName: 'Email Agent', createdAt: at(86_400_000) })));
    expect(await run((repos) => repos.ledger.dailyTotalsFrom(t.orgId, day, member))).toEqual([
      { day, feature: 'ai_agents', agentName: 'Email Agent', debited: 30, credited: 30 },
      { day: nextDay, feature: 'ai_agents', agentName: 'Email Agent', debited: 7, credited: 0 },
    ]);
  });
});

describe(`money races (${kind})`, () => {
  it('R-BILLING-04 fifty deductions at once racing for the last credits never take the balance below zero: exactly those covered are charged, each once', async () => {
    const t = await fundedTenant('race');
    const deduct = suite.database.container.get(DeductCredits);
    // 500 credits; each deduction takes 17: exactly 29 can succeed (493), leaving 7.
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => deduct.execute(owner(t), { amount: 17, description: `run ${i}`, feature_type: 'ai_agents' })));
    expect(results.filter((r) => r.success)).toHaveLength(29);
    expect(results.filter((r) => !r.success).every((r) => r.transaction_id === null)).toBe(true);
    expect(await storedAccount(t.orgId)).toMatchObject({ balance: 7, used: 493, total: 500 });
    const debits = (await storedLedger(t.orgId)).filter((r) => r.transaction_type === 'debit');
    expect(debits).toHaveLength(29);
    expect(new Set(debits.map((r) => r.id))).toEqual(new Set(results.filter((r) => r.success).map((r) => r.transaction_id)));
    expect(debits.map((r) => r.balance_after).sort((a, b) => b - a)).toEqual(Array.from({ length: 29 }, (_, i) => 500 - 17 * (i + 1)));
    expect(await suite.database.other.db.selectFrom('audit_log').select('target').where('org_id', '=', t.orgId).where('action', '=', 'credits.deducted').execute()).toHaveLength(29);
    expect(await expectLedgerSumIsBalance(t.orgId)).toBe(7);
  });

  it('debits of one account racing in separate units of work take exactly what was there', async () => {
    const t = await newTenant(suite.database.uow, 'debit-race');
    await run((repos) => repos.creditAccounts.create(account(t.orgId, { balance: 100, total: 100 })));
    const answers = await Promise.all(Array.from({ length: 40 }, () => run((repos) => repos.creditAccounts.debit(t.orgId, 13, new Date()))));
    expect(answers.filter((a) => a !== null).sort((a, b) => b! - a!)).toEqual([87, 74, 61, 48, 35, 22, 9]);
    expect(await storedAccount(t.orgId)).toMatchObject({ balance: 9, used: 91 });
  });

  it('one payment confirmed ten times at once is granted once, and every answer names that grant', async () => {
    const t = await fundedTenant('webhook');
    const confirm = suite.database.container.get(ConfirmPayment);
    const payment = { paymentId: unique('pay'), orgId: t.orgId, userId: t.ownerId, kind: 'credits' as const, credits: 1000, bonus: 100, planType: null, amountCents: 1000 };
    const grants = await Promise.all(Array.from({ length: 10 }, () => confirm.execute(payment)));
    expect(new Set(grants.map((g) => g.transactionId)).size).toBe(1);
    expect(grants.filter((g) => !g.duplicate)).toHaveLength(1);
    expect((await storedLedger(t.orgId)).filter((r) => r.feature === 'credit_purchase')).toEqual([expect.objectContaining({ id: grants[0]!.transactionId, credits: 1100, idempotency_key: `payment:${payment.paymentId}` })]);
    expect(await expectLedgerSumIsBalance(t.orgId)).toBe(1600);
  });

  it('a deduction commits with its audit entry: when the entry cannot be written, nothing is taken and the ledger is unchanged', async () => {
    const t = await fundedTenant('atomic');
    const db = suite.database.handle.db;
    if (kind === 'postgres') {
      await sql`create or replace function refuse_audit() returns trigger as $$ begin raise exception 'audit refused'; end $$ language plpgsql`.execute(db);
      await sql`create trigger refuse_audit before insert on audit_log for each row when (new.details like '%audit cannot be written%') execute function refuse_audit()`.execute(db);
    } else {
      await sql`create trigger refuse_audit before insert on audit_log when new.details like '%audit cannot be written%' begin select raise(abort, 'audit refused'); end`.execute(db);
    }
    const deduct = suite.database.container.get(DeductCredits);
    try {
      await expect(deduct.execute(owner(t), { amount: 40, description: 'audit cannot be written', feature_type: 'ai_agents' })).rejects.toThrow('audit refused');
    } finally {
      await sql`drop trigger refuse_audit${sql.raw(kind === 'postgres' ? ' on audit_log' : '')}`.execute(db);
    }
    expect(await storedAccount(t.orgId)).toMatchObject({ balance: 500, used: 0 });
    expect((await storedLedger(t.orgId)).filter((r) => r.transaction_type === 'debit')).toEqual([]);
    const accepted = await deduct.execute(owner(t), { amount: 40, description: 'Correction after the refusal', feature_type: 'ai_agents' });
    expect(await suite.database.other.db.selectFrom('audit_log').select(['target', 'details']).where('org_id', '=', t.orgId).where('action', '=', 'credits.deducted').execute()).toEqual([
      { target: accepted.transaction_id, details: JSON.stringify({ amount: 40, reason: 'Correction after the refusal' }) },
    ]);
    expect(await expectLedgerSumIsBalance(t.orgId)).toBe(460);
  });

  it('a purchase committed while a plan change is under way carries over through the ledger: the ledger sum stays the balance', async () => {
    const t = await fundedTenant('plan-race');
    const uow = suite.database.uow;
    const confirm = (over: UnitOfWork) => new ConfirmPayment(over, suite.database.container.get(CreditAccounts), suite.database.container.get(Clock));
    const purchase = () => confirm(uow).execute({ paymentId: unique('race-pack'), orgId: t.orgId, userId: null, kind: 'credits', credits: 1000, bonus: 0, planType: null, amountCents: 1000 }).then(() => undefined);
    // PostgreSQL: the purchase commits right after the plan change first reads the account. SQLite runs one
    // transaction at a time, so there the purchase is queued behind it instead (waiting for it would never end).
    const interleaved = new ReadThenInterleave(uow, purchase, kind === 'postgres');
    await confirm(interleaved).execute({ paymentId: unique('race-plan'), orgId: t.orgId, userId: null, kind: 'plan', credits: 0, bonus: 0, planType: 'pro', amountCents: 2900 });
    await interleaved.meanwhileDone;
    // The pack bought mid-change is paid for: it carries over to Pro beside Pro's 5,000.
    expect(await expectLedgerSumIsBalance(t.orgId)).toBe(6000);
    expect(await storedAccount(t.orgId)).toMatchObject({ plan_type: 'pro', balance: 6000 });
  });
});

/** Runs `meanwhile` (its own unit of work) right after this unit of work first reads the credit account. */
class ReadThenInterleave implements UnitOfWork {
  private pending: (() => Promise<void>) | null;
  meanwhileDone: Promise<void> = Promise.resolve();
  constructor(
    private readonly inner: UnitOfWork,
    meanwhile: () => Promise<void>,
    /** Whether the read waits for `meanwhile` to commit before it answers. */
    private readonly wait: boolean,
  ) {
    this.pending = meanwhile;
  }
  read<T>(work: (repos: Repositories) => Promise<T>): Promise<T> {
    return this.inner.read(work);
  }
  readKnown<T>(work: (repos: Repositories) => T): T {
    return this.inner.readKnown(work);
  }
  run<T>(work: (repos: Repositories) => Promise<T>): Promise<T> {
    return this.inner.run((repos) => {
      const accounts = repos.creditAccounts;
      const creditAccounts: Repositories['creditAccounts'] = {
        find: async (orgId) => {
          const found = await accounts.find(orgId);
          const meanwhile = this.pending;
          this.pending = null;
          if (meanwhile) {
            this.meanwhileDone = meanwhile();
            if (this.wait) await this.meanwhileDone;
          }
          return found;
        },
        create: (record) => accounts.create(record),
        debit: (orgId, amount, when) => accounts.debit(orgId, amount, when),
        debitWithinPeriod: (orgId, amount, when) => accounts.debitWithinPeriod(orgId, amount, when),
        credit: (orgId, amount, when) => accounts.credit(orgId, amount, when),
        refund: (orgId, amount, when) => accounts.refund(orgId, amount, when),
        update: (record) => accounts.update(record),
      };
      return work({ ...repos, creditAccounts });
    });
  }
}
