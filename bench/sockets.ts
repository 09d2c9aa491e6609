import { Pool } from 'undici';
import { WebSocket } from 'ws';
import { account, json, pct, results, round, rows, serverProcess, withServer } from './support.ts';

const SOCKETS = 10_000;
/** Sockets opening at once: a browser fleet reconnecting is spread out too. */
const OPENING_AT_ONCE = 250;

// 3. Idle agent sockets held by a server in its own process (its memory and event loop are the server's alone),
// opened by this process, then one event fanned out to all of them.
export async function capacityBench() {
  const server = await serverProcess();
  const { url, ask } = server;
  try {
    const a = await account(url, 'capacity@bench.io');
    const session = await json(url, 'POST', '/agents/creative-agent/sessions/create', {}, { authorization: `Bearer ${a.token}`, 'x-space-id': a.spaceId });
    const idle = (await ask<{ rss: number }>({ type: 'rss' }, 'rss')).rss;
    // Receipt times only, read at once (parsing waits until all arrived): one client process takes 10,000
    // frames one after another, and its own work must not count as the server's fan-out.
    const arrivals: { at: number; data: string }[] = [];
    // The ws client (the server's own library) is lighter per message than undici's WebSocket.
    const sockets: WebSocket[] = [];
    const wsUrl = `${url.replace('http', 'ws')}/api/v1/agents/ws/${session.session_id}?token=${a.token}`;
    const opened = performance.now();
    for (let i = 0; i < SOCKETS; i += OPENING_AT_ONCE) {
      await Promise.all(
        Array.from({ length: Math.min(OPENING_AT_ONCE, SOCKETS - i) }, () =>
          new Promise<void>((resolve, reject) => {
            const socket = new WebSocket(wsUrl);
            socket.on('message', (data) => arrivals.push({ at: performance.timeOrigin + performance.now(), data: String(data) }));
            socket.once('open', () => resolve());
            socket.once('error', () => reject(new Error('a socket failed to open')));
            sockets.push(socket);
          }),
        ),
      );
    }
    const openSeconds = round((performance.now() - opened) / 1000);
    const held = (await ask<{ rss: number }>({ type: 'rss' }, 'rss')).rss;
    await ask({ type: 'publish', sessionId: session.session_id }, 'published');
    const deadline = performance.now() + 10_000;
    const bench = () => arrivals.filter((a) => a.data.includes('"bench"'));
    while (bench().length < SOCKETS && performance.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    const received = bench().map((a) => a.at - Number(JSON.parse(a.data).sent_at));
    for (const socket of sockets) socket.close();
    const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
    results.websocket_capacity = {
      connections: SOCKETS,
      server_rss_mb_idle: mb(idle),
      server_rss_mb_with_sockets: mb(held),
      open_seconds: openSeconds,
      fanout_delivered: received.length,
      fanout_p50_ms: pct(received, 50),
      fanout_p99_ms: pct(received, 99),
    };
    rows.push([
      `${SOCKETS.toLocaleString('en')} idle agent sockets (server in its own process)`,
      `server RSS ${mb(held)} MB (${mb(idle)} MB before them)`,
      `fan-out of one event to ${received.length}: p50 ${pct(received, 50)} ms, p99 ${pct(received, 99)} ms`,
      '',
    ]);
  } finally {
    await server.stop();
  }
}

// 6. Waiting long polls held by one process.
export async function longPollBench() {
  await withServer('sqlite', async (s) => {
    const a = await account(s.url, 'polls@bench.io');
    const session = await json(s.url, 'POST', '/agents/creative-agent/sessions/create', {}, { authorization: `Bearer ${a.token}`, 'x-space-id': a.spaceId });
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
