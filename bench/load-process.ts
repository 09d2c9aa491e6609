/**
 * The bench's load generator, run as its own process (`load` in support.ts spawns it) so that sending the
 * requests never shares the measured server's event loop. Reads its job as JSON from argv, prints its figures
 * as JSON on stdout.
 */
import { Pool } from 'undici';
import { cpuMs } from './process-cpu.ts';

export interface LoadJob {
  url: string;
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  total: number;
  concurrency: number;
  /** Requests sent and not counted, so connections are open and the server's code is warm. */
  warmup?: number;
  /** The measured server's process: its CPU time over the counted requests only (not the warm-up's compiling). */
  serverPid?: number;
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  /** The server's CPU time per counted request, in µs, when serverPid was given and the system tells it. */
  cpu_us: number | null;
}

const pct = (sorted: number[], p: number) => (sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! * 100) / 100 : 0);

async function run(job: LoadJob): Promise<LoadResult> {
  const pool = new Pool(job.url, { connections: job.concurrency, pipelining: 1 });
  const request = async () => {
    const res = await pool.request({ path: job.path, method: job.method ?? 'GET', headers: job.headers, body: job.body });
    await res.body.dump();
    return res.statusCode;
  };
  let warm = job.warmup ?? Math.min(500, job.total);
  await Promise.all(Array.from({ length: job.concurrency }, async () => {
    while (warm-- > 0) await request();
  }));
  const latencies: number[] = [];
  let non2xx = 0;
  let next = 0;
  const cpuBefore = cpuMs(job.serverPid);
  const began = performance.now();
  await Promise.all(Array.from({ length: job.concurrency }, async () => {
    while (next++ < job.total) {
      const t0 = performance.now();
      const status = await request();
      if (status < 200 || status > 299) non2xx++;
      latencies.push(performance.now() - t0);
    }
  }));
  const seconds = (performance.now() - began) / 1000;
  const cpuAfter = cpuMs(job.serverPid);
  await pool.close();
  latencies.sort((a, b) => a - b);
  const cpu_us = cpuBefore === null || cpuAfter === null ? null : Math.round(((cpuAfter - cpuBefore) * 1000) / job.total);
  return { rps: Math.round(job.total / seconds), p50: pct(latencies, 50), p99: pct(latencies, 99), non2xx, cpu_us };
}

const job = JSON.parse(process.argv[2] ?? '{}') as LoadJob;
process.stdout.write(`${JSON.stringify(await run(job))}\n`);
