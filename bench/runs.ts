import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import { account, json, pct, results, rows, serverProcess } from './support.ts';

// 2. Agent run overhead (send returned -> first progress_update) vs a raw WebSocket echo.
export async function runOverheadBench() {
  // The server's own WebSocket library on a bare HTTP server: the floor under any socket route.
  const echo = createServer();
  const wss = new WebSocketServer({ server: echo });
  wss.on('connection', (socket) => socket.on('message', (m: Buffer) => socket.send(m)));
  await new Promise<void>((r) => echo.listen(0, '127.0.0.1', r));
  const echoUrl = `ws://127.0.0.1:${(echo.address() as AddressInfo).port}`;
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
  await new Promise((r) => wss.close(r));
  await new Promise((r) => echo.close(r));
  const floor = { p50: pct(echoes, 50), p99: pct(echoes, 99) };
  // The server in its own process (compiled, as npm start runs it): the clients' work is not on its event loop.
  const s = await serverProcess();
  try {
    const a = await account(s.url, 'runs@bench.io');
    await s.ask({ type: 'fund', orgId: a.orgId }, 'funded');
    for (const concurrent of [1, 100]) {
      const samples: number[] = [];
      /** From the send call's start: what a person waits between pressing Send and seeing the first stage. */
      const fromSend: number[] = [];
      await Promise.all(Array.from({ length: concurrent }, async () => {
        const session = await json(s.url, 'POST', '/agents/creative-agent/sessions/create', {}, { authorization: `Bearer ${a.token}`, 'x-space-id': a.spaceId });
        const socket = new WebSocket(`${s.url.replace('http', 'ws')}/api/v1/agents/ws/${session.session_id}?token=${a.token}`);
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
        const sentAt = performance.now();
        await json(s.url, 'POST', '/agents/creative-agent/messages/async', { session_id: session.session_id, message: 'Bench ad' }, { authorization: `Bearer ${a.token}`, 'x-space-id': a.spaceId });
        const returnedAt = performance.now();
        await first;
        // The first stage can arrive before the send call returns: that counts as no delay.
        samples.push(Math.max(0, firstAt - returnedAt));
        fromSend.push(firstAt - sentAt);
        socket.close();
      }));
      results[`run_overhead_${concurrent}`] = { p50: pct(samples, 50), p99: pct(samples, 99), from_send_start_p50: pct(fromSend, 50), from_send_start_p99: pct(fromSend, 99), echo_floor: floor };
      rows.push([`Send -> first progress_update, ${concurrent} concurrent`, `after the send call returned: p50 ${pct(samples, 50)} ms, p99 ${pct(samples, 99)} ms; from its start: p50 ${pct(fromSend, 50)} ms, p99 ${pct(fromSend, 99)} ms`, `WS echo p50 ${floor.p50} ms, p99 ${floor.p99} ms`, '']);
    }
  } finally {
    await s.stop();
  }
}
