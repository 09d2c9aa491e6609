import { cpuMs } from './process-cpu.ts';
import { account, bareProcess, load, results, round, rows, serverProcess, withPostgresDatabase, type BenchProcess } from './support.ts';

// 1. Authenticated reads vs a bare route. Both run in processes of their own, compiled and started alike
// (npm start's flags), and the same load process sends to both: the bare app answers the same body as `/me`,
// so the ratio is what authentication, the account read, the response schema and the app's hooks cost. (The
// bare route used to run inside this process, beside tsx and the bench itself, which made it a slower floor.)
// Each load runs 2,000 requests to warm up, then measures 10,000: with 3,000 the window was under a second and a
// collection or the first server's JIT warm-up moved the ratio by 10 points.
const WARM_UP = 2000;
const MEASURED = 10_000;

/**
 * The load, with the server's CPU time per counted request when the system tells it (read by the load process
 * around the counted requests, so the warm-up's compiling is not in it). Per request it moves less with a busy
 * machine than requests per second do, which also count the load process's share of the cores.
 */
async function measured(target: BenchProcess, path: string, headers: Record<string, string>) {
  return load(target.url, path, headers, MEASURED, 20, { warmup: WARM_UP, serverPid: target.pid });
}
/**
 * Waits (at most 15 s) until the process has used under a tenth of a core for half a second: a server just
 * started is still busy after its first answers (its start-up work, the account's registration), and the
 * first load measured used to carry it: /me came out slower than /spaces/.
 */
async function settled(target: BenchProcess) {
  const deadline = Date.now() + 15_000;
  let last = cpuMs(target.pid);
  while (last !== null && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 500));
    const now = cpuMs(target.pid)!;
    if (now - last < 50) return;
    last = now;
  }
}

const cpuText = (r: { cpu_us: number | null }) => (r.cpu_us === null ? '' : `, server CPU ${r.cpu_us} µs/request`);

export async function httpBench() {
  for (const kind of (process.env.BENCH_DATABASES?.split(',') ?? ['sqlite', 'postgres']) as ('sqlite' | 'postgres')[]) {
    if (kind === 'sqlite') await measure(kind, await serverProcess());
    else await withPostgresDatabase(async (databaseUrl) => measure(kind, await serverProcess(databaseUrl)));
  }
}

async function measure(kind: 'sqlite' | 'postgres', s: BenchProcess) {
  try {
    const a = await account(s.url, `http-${kind}@bench.io`);
    const headers = { authorization: `Bearer ${a.token}` };
    const me = await (await fetch(`${s.url}/api/v1/me`, { headers })).json();
    await settled(s);
    const bare = await bareProcess(me);
    let baseline;
    try {
      baseline = await measured(bare, '/bare', {});
    } finally {
      await bare.stop();
    }
    results[`http_${kind}_bare`] = baseline;
    for (const path of ['/api/v1/me', '/api/v1/spaces/']) {
      const r = await measured(s, path, headers);
      // With both servers and the load process on two cores, requests per second also measure the load process
      // (one run's /me answered more than the bare route did): the server's CPU time per request, the bare route's
      // over the app's, says what the app costs, and is the ratio the goal is read from when the system gives it.
      const rpsShare = r.rps / baseline.rps;
      const cpuShare = r.cpu_us && baseline.cpu_us ? baseline.cpu_us / r.cpu_us : null;
      results[`http_${kind}_${path}`] = { ...r, baseline_rps: baseline.rps, ratio: round(rpsShare), cpu_ratio: cpuShare === null ? null : round(cpuShare) };
      const ratios = `${round(rpsShare * 100)}% by req/s${cpuShare === null ? '' : `, ${round(cpuShare * 100)}% by server CPU per request`}`;
      rows.push([`GET ${path.replace('/api/v1', '')} (${kind}, server in its own process)`, `${r.rps} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms${cpuText(r)}`, `bare Fastify route in its own process, same body as /me: ${baseline.rps} req/s${cpuText(baseline)}`, ratios]);
    }
  } finally {
    await s.stop();
  }
}
