/** What every bench section shares: the report, percentiles, a throwaway server, and a registered account. */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fork, spawn } from 'node:child_process';
import { build } from 'esbuild';
import { buildServer } from '../scripts/build-server.ts';
import type { LoadJob, LoadResult } from './load-process.ts';
import pg from 'pg';
import { startServer, type RunningServer } from '../adapters/server/start-server.ts';

export const root = join(import.meta.dirname, '..');
const PG_ADMIN = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const results: Record<string, unknown> = { started_at: new Date().toISOString(), node: process.version };
export const rows: string[][] = [];

export const pct = (values: number[], p: number) => {
  const s = [...values].sort((a, b) => a - b);
  return s.length ? Math.round(s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]! * 100) / 100 : 0;
};
export const round = (n: number) => Math.round(n * 10) / 10;

/** Runs a load from its own process (bench/load-process.ts), so the generator never shares the server's event loop. */
export async function load(url: string, path: string, headers: Record<string, string>, total: number, concurrency: number, more: Partial<LoadJob> & { allowRefusals?: boolean } = {}): Promise<LoadResult> {
  const { allowRefusals, ...rest } = more;
  const job: LoadJob = { url, path, headers, total, concurrency, ...rest };
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'bench/load-process.ts'), JSON.stringify(job)], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (d) => (out += String(d)));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`load generator for ${path} exited ${code}`);
  const result = JSON.parse(out) as LoadResult;
  if (result.non2xx > 0 && !allowRefusals) throw new Error(`${path}: ${result.non2xx} answers were not 2xx`);
  return result;
}

/**
 * The floor under the authenticated reads: a bare Fastify app (bench/bare-process.ts) compiled and started exactly
 * as the measured server process is, answering GET /bare with `body` (the measured route's own answer).
 */
export async function bareProcess(body: unknown) {
  const outfile = join(root, 'dist/bench-bare/main.js');
  await build({ entryPoints: [join(root, 'bench/bare-process.ts')], outfile, bundle: true, packages: 'external', platform: 'node', format: 'esm', target: 'node22', logLevel: 'warning' });
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  return childProcess(outfile, profile, { BENCH_BARE_BODY: JSON.stringify(body) });
}

/** A throwaway server on `kind`; `fn` gets it and, on PostgreSQL, its database's URL (for a side connection). */
export async function withServer<T>(kind: 'sqlite' | 'postgres', fn: (s: RunningServer, databaseUrl?: string) => Promise<T>): Promise<T | null> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mw-bench-'));
  let dbName: string | null = null;
  let databaseUrl: string | undefined;
  if (kind === 'postgres') {
    const admin = new pg.Client({ connectionString: PG_ADMIN });
    try {
      await admin.connect();
    } catch {
      console.warn('PostgreSQL not available: PostgreSQL figures skipped');
      return null;
    }
    dbName = `mw_bench_${process.pid}`;
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const u = new URL(PG_ADMIN);
    u.pathname = `/${dbName}`;
    databaseUrl = u.toString();
  }
  const server = await startServer({ port: 0, dataDir, databaseUrl, webRoot: null });
  try {
    return await fn(server, databaseUrl);
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
    if (dbName) {
      const admin = new pg.Client({ connectionString: PG_ADMIN });
      await admin.connect();
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    }
  }
}

export async function json(url: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${url}/api/v1${path}`, { method, headers: { 'content-type': 'application/json', ...headers }, body: body ? JSON.stringify(body) : undefined });
  return res.json() as Promise<any>;
}

export async function account(url: string, email: string) {
  const reg = await json(url, 'POST', '/register', { email, password: 'bench-password-1', name: 'Bench', org_name: 'Bench Co' });
  const token = reg.access_token as string;
  const spaces = await json(url, 'GET', '/spaces/', undefined, { authorization: `Bearer ${token}` });
  return { token, spaceId: spaces[0].id as string, orgId: reg.user.org_id as string };
}



/** The Node flags `npm start` gives the server (package.json), so the bench's server runs with the same. */
function startFlags(): string[] {
  const start = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start;
  return start.slice(start.lastIndexOf('node ') + 5).split(/\s+/).filter((word) => word.startsWith('--'));
}

/**
 * The server compiled as `npm start` runs it (bench/server-process.ts built like dist/server), in a process of
 * its own: its event loop and memory are the server's alone while this process plays the clients.
 */
export async function serverProcess(databaseUrl?: string, dataDir?: string) {
  const outDir = join(root, 'dist/bench-server');
  await buildServer(outDir, 'bench/server-process.ts');
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  return childProcess(join(outDir, 'main.js'), profile, { ...(databaseUrl ? { BENCH_DATABASE_URL: databaseUrl } : {}), ...(dataDir ? { BENCH_DATA_DIR: dataDir } : {}) });
}

/** A fresh PostgreSQL database for one measure, dropped after `fn`; null (and a warning) when no server answers. */
export async function withPostgresDatabase<T>(fn: (databaseUrl: string) => Promise<T>): Promise<T | null> {
  const admin = new pg.Client({ connectionString: PG_ADMIN });
  try {
    await admin.connect();
  } catch {
    console.warn('PostgreSQL not available: PostgreSQL figures skipped');
    return null;
  }
  const dbName = `mw_bench_${process.pid}_db`;
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const u = new URL(PG_ADMIN);
  u.pathname = `/${dbName}`;
  try {
    return await fn(u.toString());
  } finally {
    const again = new pg.Client({ connectionString: PG_ADMIN });
    await again.connect();
    await again.query(`drop database if exists ${dbName} with (force)`);
    await again.end();
  }
}

/** Node's HTTP server and ws alone (bench/ws-floor-process.ts, compiled like the server), with npm start's flags: the floor under the socket measure. */
export async function wsFloorProcess() {
  const outfile = join(root, 'dist/bench-ws-floor/main.js');
  await build({ entryPoints: [join(root, 'bench/ws-floor-process.ts')], outfile, bundle: true, packages: 'external', platform: 'node', format: 'esm', logLevel: 'warning' });
  return childProcess(outfile, []);
}

/** A server in a process of its own: its URL, a question over IPC, and stop. */
export type BenchProcess = Awaited<ReturnType<typeof childProcess>>;

async function childProcess(file: string, more: string[], env: Record<string, string> = {}) {
  const child = fork(file, [], { execArgv: ['--expose-gc', ...startFlags(), ...more], env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit', 'ipc'] });
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (d) => {
      const found = /URL (\S+)/.exec(String(d));
      if (found) resolve(found[1]!);
    });
    child.once('exit', (code) => reject(new Error(`bench server exited ${code}`)));
  });
  const ask = <T>(message: object, answer: string) =>
    new Promise<T>((resolve) => {
      const on = (m: { type: string }) => {
        if (m.type !== answer) return;
        child.off('message', on);
        resolve(m as T);
      };
      child.on('message', on);
      child.send(message);
    });
  const stop = async () => {
    const exited = new Promise((r) => child.once('exit', r));
    child.send({ type: 'stop' });
    await exited;
  };
  return { url, ask, stop, pid: child.pid! };
}
