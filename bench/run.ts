/**
 * `npm run bench`: starts what it measures on loopback, runs bounded loads, stops by itself, and writes
 * bench/results/latest.json and latest.md. Every figure stands beside a baseline measured in the same run,
 * so the ratio holds on a noisy machine. Speed goals live here, never in tests.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import websocket from '@fastify/websocket';
import { Pool } from 'undici';
import pg from 'pg';
import { startServer, type RunningServer } from '../adapters/server/start-server.ts';

const root = join(import.meta.dirname, '..');
const PG_ADMIN = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const results: Record<string, unknown> = { started_at: new Date().toISOString(), node: process.version };
const rows: string[][] = [];

const pct = (values: number[], p: number) => {
  const s = [...values].sort((a, b) => a - b);
  return s.length ? Math.round(s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]! * 100) / 100 : 0;
};
const round = (n: number) => Math.round(n * 10) / 10;

async function load(url: string, path: string, headers: Record<string, string>, total: number, concurrency: number) {
  const pool = new Pool(url, { connections: concurrency });
  const latencies: number[] = [];
  let next = 0;
  const began = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next++ < total) {
        const t0 = performance.now();
        const res = await pool.request({ path, method: 'GET', headers });
        await res.body.dump();
        if (res.statusCode !== 200) throw new Error(`${path} answered ${res.statusCode}`);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - began) / 1000;
  await pool.close();
  return { rps: Math.round(total / seconds), p50: pct(latencies, 50), p99: pct(latencies, 99) };
}

async function bareBaseline() {
  const app = Fastify();
  app.get('/bare', async () => ({ ok: true }));
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url, close: () => app.close() };
}

async function withServer<T>(kind: 'sqlite' | 'postgres', fn: (s: RunningServer) => Promise<T>): Promise<T | null> {
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
    return await fn(server);
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

async function json(url: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${url}/api/v1${path}`, { method, headers: { 'content-type': 'application/json', ...headers }, body: body ? JSON.stringify(body) : undefined });
  return res.json() as Promise<any>;
}

async function account(url: string, email: string) {
  const reg = await json(url, 'POST', '/register', { email, password: 'bench-password-1', name: 'Bench', org_name: 'Bench Co' });
  const token = reg.access_token as string;
  const spaces = await json(url, 'GET', '/spaces/', undefined, { authorization: `Bearer ${token}` });
  return { token, spaceId: spaces[0].id as string, orgId: reg.user.org_id as string };
}

// 1. Authenticated reads vs a bare route.
async function httpBench() {
  const bare = await bareBaseline();
  const baseline = await load(bare.url, '/bare', {}, 3000, 20);
  await bare.close();
  for (const kind of ['sqlite', 'postgres'] as const) {
    await withServer(kind, async (s) => {
      const a = await account(s.url, `http-${kind}@bench.io`);
      const headers = { authorization: `Bearer ${a.token}` };
      for (const path of ['/api/v1/me', '/api/v1/spaces/']) {
        const r = await load(s.url, path, headers, 3000, 20);
        results[`http_${kind}_${path}`] = { ...r, baseline_rps: baseline.rps, ratio: round(r.rps / baseline.rps) };
        rows.push([`GET ${path.replace('/api/v1', '')} (${kind})`, `${r.rps} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms`, `bare route ${baseline.rps} req/s`, `${round((r.rps / baseline.rps) * 100)}%`]);
      }
    });
  }
}

// 4. Ledger: 50 concurrent clients deducting from one balance.
async function ledgerBench() {
  for (const kind of ['sqlite', 'postgres'] as const) {
    await withServer(kind, async (s) => {
      const a = await account(s.url, `ledger-${kind}@bench.io`);
      await s.database.db.updateTable('credit_accounts').set({ balance: 1_000_000, total: 1_000_000 }).where('org_id', '=', a.orgId).execute();
      await s.database.db.insertInto('credit_transactions').values({ id: 'bench-seed', org_id: a.orgId, user_id: null, space_id: null, credits: 1_000_000 - 500, transaction_type: 'credit', feature: 'bench', activity: 'bench seed', agent_name: null, mode: null, base_credits: null, status: 'completed', activity_details: null, related_type: null, related_id: null, idempotency_key: null, balance_after: 1_000_000, created_at: new Date().toISOString() }).execute();
      const pool = new Pool(s.url, { connections: 50 });
      const total = 2000;
      let next = 0;
      const t0 = performance.now();
      await Promise.all(Array.from({ length: 50 }, async () => {
        while (next++ < total) {
          const res = await pool.request({ path: '/api/v1/billing/credits/deduct', method: 'POST', headers: { authorization: `Bearer ${a.token}`, 'content-type': 'application/json' }, body: JSON.stringify({ amount: 1, description: 'bench' }) });
          await res.body.dump();
        }
      }));
      const perSecond = Math.round(total / ((performance.now() - t0) / 1000));
      await pool.close();
      const { KyselyUnitOfWork } = await import('../adapters/server/db/kysely-unit-of-work.ts');
      const check = await new KyselyUnitOfWork(s.database.db).run(async (r) => ({ net: await r.ledger.netBalance(a.orgId), balance: (await r.creditAccounts.find(a.orgId))!.balance }));
      results[`ledger_${kind}`] = { deductions_per_second: perSecond, invariant_holds: check.net === check.balance, balance: check.balance };
      rows.push([`Ledger deductions, 50 clients (${kind})`, `${perSecond}/s`, `ledger sum = balance: ${check.net === check.balance}`, '']);
    });
  }
}

function socketUrl(s: RunningServer, sessionId: string, token: string) {
  return `${s.url.replace('http', 'ws')}/api/v1/agents/ws/${sessionId}?token=${token}`;
}

// 2. Agent run overhead (send returned -> first progress_update) vs a raw WebSocket echo.
async function runOverheadBench() {
  const echo = Fastify();
  await echo.register(websocket);
  echo.get('/echo', { websocket: true }, (socket) => socket.on('message', (m: Buffer) => socket.send(m)));
  const echoUrl = (await echo.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
  const ws = new WebSocket(`${echoUrl}/echo`);
  await new Promise((r) => (ws.onopen = r));
  const echoes: number[] = [];
  for (let i = 0; i < 500; i++) {
    const t0 = performance.now();
    await new Promise<void>((r) => {
      ws.onmessage = () => r();
      ws.send('x');
    });
    echoes.push(performance.now() - t0);
  }
  ws.close();
  await echo.close();
  const floor = { p50: pct(echoes, 50), p99: pct(echoes, 99) };
  await withServer('sqlite', async (s) => {
    const a = await account(s.url, 'runs@bench.io');
    await s.database.db.updateTable('credit_accounts').set({ balance: 10_000_000, total: 10_000_000 }).where('org_id', '=', a.orgId).execute();
    for (const concurrent of [1, 100]) {
      const samples: number[] = [];
      await Promise.all(Array.from({ length: concurrent }, async () => {
        const session = await json(s.url, 'POST', '/agents/creative-agent/sessions/create', {}, { authorization: `Bearer ${a.token}`, 'x-space-id': a.spaceId });
        const socket = new WebSocket(socketUrl(s, session.session_id, a.token));
        await new Promise((r) => (socket.onopen = r));
        let firstAt = 0;
        const first = new Promise<void>((resolve) => {
          socket.onmessage = (m) => {
            if (!firstAt && JSON.parse(String(m.data)).type === 'progress_update') {
              firstAt = performance.now();
              resolve();
            }
          };
        });
        await json(s.url, 'POST', '/agents/creative-agent/messages/async', { session_id: session.session_id, message: 'Bench ad' }, { authorization: `Bearer ${a.token}`, 'x-space-id': a.spaceId });
        const returnedAt = performance.now();
        await first;
        // The first stage can arrive before the send call returns: that counts as no delay.
        samples.push(Math.max(0, firstAt - returnedAt));
        socket.close();
      }));
      results[`run_overhead_${concurrent}`] = { p50: pct(samples, 50), p99: pct(samples, 99), echo_floor: floor };
      rows.push([`Send -> first progress_update, ${concurrent} concurrent`, `p50 ${pct(samples, 50)} ms, p99 ${pct(samples, 99)} ms`, `WS echo p50 ${floor.p50} ms, p99 ${floor.p99} ms`, '']);
    }
  });
}

// 3 and 6. Idle sockets and waiting long polls held by one process.
async function capacityBench() {
  await withServer('sqlite', async (s) => {
    const a = await account(s.url, 'capacity@bench.io');
    const session = await json(s.url, 'POST', '/agents/creative-agent/sessions/create', {}, { authorization: `Bearer ${a.token}`, 'x-space-id': a.spaceId });
    global.gc?.();
    const before = process.memoryUsage().heapUsed + process.memoryUsage().external;
    const sockets: WebSocket[] = [];
    const received: number[] = [];
    for (let i = 0; i < 1000; i++) {
      const socket = new WebSocket(socketUrl(s, session.session_id, a.token));
      socket.onmessage = (m) => {
        const e = JSON.parse(String(m.data));
        if (e.type === 'bench') received.push(performance.now() - Number(e.t0));
      };
      sockets.push(socket);
    }
    await Promise.all(sockets.map((socket) => new Promise((r) => (socket.readyState === 1 ? r(null) : (socket.onopen = r)))));
    global.gc?.();
    const perThousand = Math.round(((process.memoryUsage().heapUsed + process.memoryUsage().external - before) / 1024 / 1024) * 10) / 10;
    // Fan-out: one event to 1,000 connected sockets of the same session.
    const t0 = performance.now();
    s.bus.publish({ sessionId: session.session_id, seq: 1_000_000, requestId: null, type: 'bench', payload: { type: 'bench', t0 }, createdAt: new Date() });
    await new Promise((r) => setTimeout(r, 1000));
    for (const socket of sockets) socket.close();
    results.websocket_capacity = { connections: 1000, megabytes_per_1000_client_and_server: perThousand, fanout_p99_ms: received.length ? pct(received, 99) : null, fanout_delivered: received.length };
    rows.push(['1,000 idle agent sockets (client and server in one process)', `${perThousand} MB`, received.length ? `fan-out to ${received.length}: p99 ${pct(received, 99)} ms` : 'fan-out not measured', '']);

    const polls = 1000;
    const cpu0 = process.cpuUsage();
    const pool = new Pool(s.url, { connections: polls });
    const started = Date.now();
    const pending = Array.from({ length: polls }, () =>
      pool.request({ path: `/api/v1/agents/sessions/${session.session_id}/poll?since=${new Date().toISOString()}`, method: 'GET', headers: { authorization: `Bearer ${a.token}`, 'x-space-id': a.spaceId }, headersTimeout: 60_000, bodyTimeout: 60_000 }).then((r) => r.body.dump()),
    );
    await Promise.all(pending);
    const cpu = process.cpuUsage(cpu0);
    await pool.close();
    results.long_poll = { waiting_polls: polls, wall_seconds: round((Date.now() - started) / 1000), cpu_ms_total: Math.round((cpu.user + cpu.system) / 1000) };
    rows.push([`${polls} waiting long polls (about 25 s each)`, `CPU ${Math.round((cpu.user + cpu.system) / 1000)} ms in total`, `wall ${round((Date.now() - started) / 1000)} s`, '']);
  });
}

// 5. What the browser downloads for /login and /dashboard.
function webBench() {
  const dist = join(root, 'dist/web');
  try {
    statSync(join(dist, 'index.html'));
  } catch {
    rows.push(['Web bundle', 'dist/web missing: run npm run build', '', '']);
    return;
  }
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const entry = [...html.matchAll(/(?:src|href)="\.?\/?(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  const size = (files: string[], ext: string) => files.filter((f) => f.endsWith(ext)).reduce((n, f) => n + gzipSync(readFileSync(join(dist, f))).length, 0);
  const all = readdirSync(join(dist, 'assets')).map((f) => `assets/${f}`);
  const login = { js_gzip_kb: round(size(entry, '.js') / 1024), css_gzip_kb: round(size(entry, '.css') / 1024) };
  const everything = { js_gzip_kb: round(size(all, '.js') / 1024), css_gzip_kb: round(size(all, '.css') / 1024) };
  results.web = { entry_for_login: login, all_chunks: everything };
  rows.push(['JS/CSS for /login (entry chunks, gzip)', `${login.js_gzip_kb} KB JS, ${login.css_gzip_kb} KB CSS`, `all chunks: ${everything.js_gzip_kb} KB JS`, '']);
}

// 5b. Lighthouse (the npm package driving Debian's Chromium) on the built app.
async function lighthouseBench() {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const dataDir = mkdtempSync(join(tmpdir(), 'mw-lh-'));
  const server = await startServer({ port: 0, dataDir, webRoot: join(root, 'dist/web') });
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    // Signed out, /dashboard resolves to the sign-in page: both are what a new visitor downloads first.
    for (const path of ['/login', '/register']) {
      const run = await lighthouse(`${server.url}${path}`, { port: chrome.port, output: 'json', onlyCategories: ['performance', 'accessibility'], logLevel: 'error' });
      const perf = Math.round((run?.lhr.categories.performance?.score ?? 0) * 100);
      const a11y = Math.round((run?.lhr.categories.accessibility?.score ?? 0) * 100);
      results[`lighthouse_${path}`] = { performance: perf, accessibility: a11y };
      rows.push([`Lighthouse ${path}`, `performance ${perf}, accessibility ${a11y}`, '', '']);
    }
  } finally {
    await chrome.kill();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const started = Date.now();
await httpBench();
await ledgerBench();
await runOverheadBench();
await capacityBench();
webBench();
await lighthouseBench().catch((error) => rows.push(['Lighthouse', `not measured: ${String(error).slice(0, 80)}`, '', '']));
results.duration_seconds = Math.round((Date.now() - started) / 1000);
writeFileSync(join(root, 'bench/results/latest.json'), `${JSON.stringify(results, null, 2)}\n`);
const table = ['| Measure | Result | Baseline in the same run | Ratio |', '|---|---|---|---|', ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');
writeFileSync(join(root, 'bench/results/latest.md'), `# Benchmarks\n\nMeasured ${results.started_at} on Node ${process.version}, ${results.duration_seconds} s.\n\n${table}\n`);
console.log(table);
process.exit(0);
