import { account, bareBaseline, load, results, round, rows, withServer } from './support.ts';

// 1. Authenticated reads vs a bare route. Each load runs 2,000 requests to warm up, then measures 10,000 (about
// two seconds here): with 3,000 the window was under a second and a collection or the first server's JIT warm-up
// moved the ratio by 10 points, whichever database ran first came out slower.
const WARM_UP = 2000;
const MEASURED = 10_000;
export async function httpBench() {
  const bare = await bareBaseline();
  const baseline = await load(bare.url, '/bare', {}, MEASURED, 20, { warmup: WARM_UP });
  await bare.close();
  for (const kind of (process.env.BENCH_DATABASES?.split(',') ?? ['sqlite', 'postgres']) as ('sqlite' | 'postgres')[]) {
    await withServer(kind, async (s) => {
      const a = await account(s.url, `http-${kind}@bench.io`);
      const headers = { authorization: `Bearer ${a.token}` };
      for (const path of ['/api/v1/me', '/api/v1/spaces/']) {
        const r = await load(s.url, path, headers, MEASURED, 20, { warmup: WARM_UP });
        results[`http_${kind}_${path}`] = { ...r, baseline_rps: baseline.rps, ratio: round(r.rps / baseline.rps) };
        rows.push([`GET ${path.replace('/api/v1', '')} (${kind})`, `${r.rps} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms`, `bare route ${baseline.rps} req/s`, `${round((r.rps / baseline.rps) * 100)}%`]);
      }
    });
  }
}
