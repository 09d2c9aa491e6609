import type { RunningServer } from '../adapters/server/start-server.ts';
import { account, load, results, rows, withServer } from './support.ts';

// 4. Ledger: 50 concurrent clients deducting from one balance that runs out before they stop, so overspend shows.
export async function ledgerBench() {
  const total = 4000;
  const funded = 3500;
  for (const kind of (process.env.BENCH_DATABASES?.split(',') ?? ['sqlite', 'postgres']) as ('sqlite' | 'postgres')[]) {
    await withServer(kind, async (s) => {
      const a = await account(s.url, `ledger-${kind}@bench.io`);
      const { KyselyUnitOfWork } = await import('../adapters/server/db/kysely-unit-of-work.ts');
      const { SystemClock } = await import('../adapters/server/system/system-clock.ts');
      const uow = new KyselyUnitOfWork(s.database.db, new SystemClock());
      const start = (await uow.run((r) => r.creditAccounts.find(a.orgId)))!;
      // Top the plan's credits up to exactly `funded` through a ledger entry, so ledger sum = balance holds from the start.
      await s.database.db.updateTable('credit_accounts').set({ balance: funded, total: funded }).where('org_id', '=', a.orgId).execute();
      await s.database.db.insertInto('credit_transactions').values({ id: 'bench-seed', org_id: a.orgId, user_id: null, space_id: null, credits: funded - start.balance, transaction_type: 'credit', feature: 'bench', activity: 'bench seed', agent_name: null, mode: null, base_credits: null, status: 'completed', activity_details: null, related_type: null, related_id: null, idempotency_key: null, balance_after: funded, created_at: new Date().toISOString() }).execute();
      const rowsBefore = await countRows(s, a.orgId);
      const r = await load(s.url, '/api/v1/billing/credits/deduct', { authorization: `Bearer ${a.token}`, 'content-type': 'application/json' }, total, 50, {
        method: 'POST',
        body: JSON.stringify({ amount: 1, description: 'bench' }),
        warmup: 0,
        allowRefusals: true,
      });
      const check = await uow.run(async (repos) => ({ net: await repos.ledger.netBalance(a.orgId), balance: (await repos.creditAccounts.find(a.orgId))!.balance }));
      // An unfunded deduction answers 200 with success false and writes nothing: the ledger tells what was taken.
      const accepted = (await countRows(s, a.orgId)) - rowsBefore;
      const overspend = accepted - funded;
      // Each accepted deduction commits with its audit entry (one transaction), so the two counts match.
      const audited = await countAudited(s, a.orgId);
      const holds = check.net === check.balance && check.balance === 0 && overspend === 0 && audited === accepted;
      results[`ledger_${kind}`] = { deductions_per_second: r.rps, p99_ms: r.p99, funded, attempted: total, accepted, refused: total - accepted, overspend, audited, balance: check.balance, ledger_sum: check.net, invariant_holds: holds };
      rows.push([`Ledger deductions, 50 clients (${kind})`, `${r.rps}/s, p99 ${r.p99} ms`, `${funded} funded, ${total} tried: ${accepted} accepted, ${audited} audited, overspend ${overspend}, ledger sum = balance = 0: ${holds}`, '']);
    });
  }
}

async function countRows(s: RunningServer, orgId: string): Promise<number> {
  const row = await s.database.db.selectFrom('credit_transactions').select((eb) => eb.fn.countAll<number>().as('n')).where('org_id', '=', orgId).executeTakeFirstOrThrow();
  return Number(row.n);
}

async function countAudited(s: RunningServer, orgId: string): Promise<number> {
  const row = await s.database.db.selectFrom('audit_log').select((eb) => eb.fn.countAll<number>().as('n')).where('org_id', '=', orgId).where('action', '=', 'credits.deducted').executeTakeFirstOrThrow();
  return Number(row.n);
}
