import { Pool } from 'undici';
import { WebSocket } from 'ws';
import { account, json, pct, results, round, rows, serverProcess, withServer, wsFloorProcess, type BenchProcess } from './support.ts';

const SOCKETS = 10_000;
/** Sockets opening at once: a browser fleet reconnecting is spread out too. */
const OPENING_AT_ONCE = 250;

// 3. Idle agent sockets held by a server in its own process (its memory and event loop are the server's alone),
// opened by this process, then one event fanned out to all of them; the same beside Node's HTTP server and ws
// alone, the floor under any socket route.
export async function capacityBench() {
  const floor = await wsFloorProcess();
  let bare: SocketFigures;
  try {
    bare = await holdSockets(floor, `${floor.url.replace('http', 'ws')}/floor`, null);
  } finally {
    await floor.stop();
  }
  const server = await serverProcess();
  try {
    const a = await account(server.url, 'capacity@bench.io');
    const session = await json(server.url, 'POST', '/agents/creative-agent/sessions/create', {}, { authorization: `Bearer ${a.token}`, 'x-space-id': a.spaceId });
    const app = await holdSockets(server, `${server.url.replace('http', 'ws')}/api/v1/agents/ws/${session.session_id}?token=${a.token}`, session.session_id);
    results.websocket_capacity = { connections: SOCKETS, ...app, floor: bare };
    rows.push([
      `${SOCKETS.toLocaleString('en')} idle agent sockets (server in its own process)`,
      `server RSS ${app.server_rss_mb_with_sockets} MB (${app.server_rss_mb_idle} MB before them)`,
      `fan-out of one event to ${app.fanout_delivered}: p50 ${app.fanout_p50_ms} ms, p99 ${app.fanout_p99_ms} ms`,
      `Node's HTTP server and ws alone: RSS ${bare.server_rss_mb_with_sockets} MB (${bare.server_rss_mb_idle} MB before them), fan-out p50 ${bare.fanout_p50_ms} ms, p99 ${bare.fanout_p99_ms} ms`,
    ]);
  } finally {
    await server.stop();
  }
}

interface SocketFigures {
  server_rss_mb_idle: number;
  server_rss_mb_with_sockets: number;
  open_seconds: number;
  fanout_delivered: number;
  fanout_p50_ms: number;
  fanout_p99_ms: number;
}

/** Opens SOCKETS sockets to `wsUrl`, reads the server's memory, and has it publish one event to all of them. */
async function holdSockets(server: BenchProcess, wsUrl: string, sessionId: string | null): Promise<SocketFigures> {
  const idle = (await server.ask<{ rss: number }>({ type: 'rss' }, 'rss')).rss;
  // Receipt times only, read at once (parsing waits until all arrived): one client process takes 10,000
  // frames one after another, and its own work must not count as the server's fan-out.
  const arrivals: { at: number; data: string }[] = [];
  // The ws client (the server's own library) is lighter per message than undici's WebSocket.
  const sockets: WebSocket[] = [];
  const opened = performance.now();
  try {
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
    const held = (await server.ask<{ rss: number }>({ type: 'rss' }, 'rss')).rss;
    await server.ask({ type: 'publish', sessionId }, 'published');
    const deadline = performance.now() + 10_000;
    const bench = () => arrivals.filter((a) => a.data.includes('"bench"'));
    while (bench().length < SOCKETS && performance.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    const received = bench().map((a) => a.at - Number(JSON.parse(a.data).sent_at));
    const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
    return { server_rss_mb_idle: mb(idle), server_rss_mb_with_sockets: mb(held), open_seconds: openSeconds, fanout_delivered: received.length, fanout_p50_ms: pct(received, 50), fanout_p99_ms: pct(received, 99) };
  } finally {
    for (const socket of sockets) socket.terminate();
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
