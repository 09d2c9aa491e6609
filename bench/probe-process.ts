/**
 * A paced probe, run as its own process (`probe` in upload-read.ts spawns it) so that probing never shares the
 * measured server's event loop, nor the bench process's while it sends a large upload. Reads its job as JSON from
 * argv, warms up, prints `ready`, then sends one GET every `intervalMs` until its stdin closes, and prints its
 * figures as JSON on stdout.
 */
import { Pool } from 'undici';

export interface ProbeJob {
  url: string;
  path: string;
  intervalMs: number;
}

export interface ProbeResult {
  probes: number;
  p50: number;
  p99: number;
  worst: number;
  /** Seconds from the first probe to when the slowest was due: which part of the work held the server. */
  worst_due_s: number;
  non2xx: number;
  seconds: number;
}

const pct = (sorted: number[], p: number) => (sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! * 100) / 100 : 0);
const WARM_UP = 200;

async function run(job: ProbeJob): Promise<ProbeResult> {
  // Open loop: each probe is sent when due, even while earlier ones wait, as independent health checks would be;
  // a held server shows as every probe that fell due meanwhile answering late, not as one slow answer.
  const pool = new Pool(job.url, { connections: 64, pipelining: 1 });
  const get = async () => {
    const res = await pool.request({ path: job.path, method: 'GET' });
    await res.body.dump();
    return res.statusCode;
  };
  for (let i = 0; i < WARM_UP; i++) await get();
  let stopped = false;
  const stop = new Promise<void>((resolve) => process.stdin.once('end', resolve).once('close', resolve)).then(() => (stopped = true));
  process.stdin.resume();
  process.stdout.write('ready\n');
  const latencies: number[] = [];
  let worst = { latency: 0, due: 0 };
  const pending: Promise<void>[] = [];
  let non2xx = 0;
  const start = performance.now();
  for (let n = 0; !stopped; n++) {
    const due = start + n * job.intervalMs;
    const wait = due - performance.now();
    if (wait > 0) await Promise.race([new Promise((r) => setTimeout(r, wait)), stop]);
    if (stopped) break;
    // Latency counts from when the probe was due, so a late send (this process's own loop held) is not hidden.
    // A refused or broken connection counts as a failed answer, not the end of the measure.
    pending.push(get().catch(() => 0).then((status) => {
      if (status < 200 || status > 299) non2xx++;
      const latency = performance.now() - due;
      latencies.push(latency);
      if (latency > worst.latency) worst = { latency, due: due - start };
    }));
  }
  const seconds = Math.round((performance.now() - start) / 100) / 10;
  await Promise.all(pending);
  await pool.close();
  latencies.sort((a, b) => a - b);
  return { probes: latencies.length, p50: pct(latencies, 50), p99: pct(latencies, 99), worst: Math.round(worst.latency * 100) / 100, worst_due_s: Math.round(worst.due / 100) / 10, non2xx, seconds };
}

const job = JSON.parse(process.argv[2] ?? '{}') as ProbeJob;
process.stdout.write(`${JSON.stringify(await run(job))}\n`);
process.exit(0);
