/**
 * The floor under the socket measure: Node's HTTP server and `ws` alone, in a process of their own started with
 * `npm start`'s flags, answering the same IPC messages as bench/server-process.ts (`rss`, `publish`). Each
 * socket only waits; a publish writes one frame, encoded once, to every socket, as the app's fan-out does.
 * Compiled to JavaScript first (bench/support.ts), so no TypeScript loader counts in its memory.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';

const sockets = new Set<WebSocket>();
const server = createServer();
const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
server.on('upgrade', (req, socket, head) =>
  wss.handleUpgrade(req, socket, head, (ws) => {
    sockets.add(ws);
    ws.on('close', () => sockets.delete(ws));
  }),
);
process.on('message', (message: { type: string }) => {
  if (message.type === 'rss') {
    global.gc?.();
    process.send!({ type: 'rss', rss: process.memoryUsage().rss });
  } else if (message.type === 'publish') {
    const frame = Buffer.from(JSON.stringify({ type: 'bench', sent_at: performance.timeOrigin + performance.now(), seq: 1_000_000 }));
    for (const ws of sockets) ws.send(frame, { binary: false });
    process.send!({ type: 'published' });
  } else if (message.type === 'stop') {
    for (const ws of sockets) ws.terminate();
    server.close(() => process.exit(0));
  }
});
server.listen(0, '127.0.0.1', () => process.stdout.write(`URL http://127.0.0.1:${(server.address() as AddressInfo).port}\n`));
