import pg from 'pg';
import { account, load, results, round, rows, withServer } from './support.ts';

// 5. A locked credit row (PostgreSQL): one organization's row held FOR UPDATE by another connection while its
// people keep sending (more sends at once than the server's pool has connections). /health and another
// organization's read are measured by the same load generator with the lock and without it, in the same run.
const MEASURED = 2000;
const CONCURRENCY = 10;
const HOT_SENDS = 70;
const HOT_CONCURRENCY = 14;

export async function lockedRowBench() {
  await withServer('postgres', async (s, databaseUrl) => {
    const hot = await account(s.url, 'hot-row@bench.io');
    const other = await account(s.url, 'other-org@bench.io');
    const readHeaders = { authorization: `Bearer ${other.token}`, 'x-space-id': other.spaceId };
    const measure = async () => ({
      health: await load(s.url, '/api/v1/health', {}, MEASURED, CONCURRENCY, { warmup: 500 }),
      read: await load(s.url, '/api/v1/billing/credits', readHeaders, MEASURED, CONCURRENCY, { warmup: 500 }),
    });
    const baseline = await measure();

    const holder = new pg.Client({ connectionString: databaseUrl });
    await holder.connect();
    await holder.query('begin');
    await holder.query('select * from credit_accounts where org_id = $1 for update', [hot.orgId]);
    let locked: Awaited<ReturnType<typeof measure>>;
    let sends: Awaited<ReturnType<typeof load>>;
    try {
      const sending = load(s.url, '/api/v1/agents/seo-agent/messages/async', { authorization: `Bearer ${hot.token}`, 'x-space-id': hot.spaceId, 'content-type': 'application/json' }, HOT_SENDS, HOT_CONCURRENCY, {
        method: 'POST',
        body: JSON.stringify({ message: 'Audit this page for SEO:\n\n# Pricing\nShort page.' }),
        warmup: 0,
        allowRefusals: true,
      });
      // The sends take their connections first.
      await new Promise((r) => setTimeout(r, 500));
      locked = await measure();
      sends = await sending;
    } finally {
      await holder.query('commit');
      await holder.end();
    }
    for (const [name, label, path] of [['health', 'GET /health', '/api/v1/health'], ['read', "GET /billing/credits of another organization", '/api/v1/billing/credits']] as const) {
      const b = baseline[name];
      const l = locked[name];
      results[`locked_row_${name}`] = { path, locked: l, baseline: b, p50_ratio: round(l.p50 / b.p50), p99_ratio: round(l.p99 / b.p99), rps_ratio: round(l.rps / b.rps) };
      rows.push([`${label} while one organization's credit row is locked (postgres)`, `p50 ${l.p50} ms, p99 ${l.p99} ms, ${l.rps} req/s`, `no lock: p50 ${b.p50} ms, p99 ${b.p99} ms, ${b.rps} req/s`, `p50 ×${round(l.p50 / b.p50)}, p99 ×${round(l.p99 / b.p99)}`]);
    }
    results.locked_row_sends = { sent: HOT_SENDS, concurrency: HOT_CONCURRENCY, refused: sends.non2xx, p50: sends.p50, p99: sends.p99 };
    rows.push([`Sends to the locked organization (${HOT_CONCURRENCY} at once, postgres)`, `${sends.non2xx} of ${HOT_SENDS} refused 503, p50 ${sends.p50} ms, p99 ${sends.p99} ms`, 'answered, never held', '']);
  });
}

