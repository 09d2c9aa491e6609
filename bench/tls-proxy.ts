import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { createSecureServer } from 'node:http2';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Headers that belong to one HTTP/1.1 hop, and HTTP/2's pseudo-headers: never forwarded (HTTP/2 refuses the first). */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'http2-settings']);

function forwarded(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.has(name)));
}

/**
 * The deployment docs/SECURITY.md describes: TLS ends at a reverse proxy in front of the app, and browsers speak
 * HTTP/2 to it (nginx, Caddy and the hosted load balancers do by default), so a page's files share one connection
 * instead of queueing for the six HTTP/1.1 allows per host. This is that proxy, for the bench only: a throwaway
 * self-signed certificate (Chromium runs with --ignore-certificate-errors), HTTP/2 or HTTP/1.1 to the browser,
 * HTTP/1.1 to the app, WebSocket upgrades piped through.
 */
export async function startTlsProxy(target: string): Promise<{ url: string; close: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'mw-tls-'));
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'], { stdio: 'ignore' });
  const app = new URL(target);
  const server = createSecureServer({ key: readFileSync(key), cert: readFileSync(cert), allowHTTP1: true });
  rmSync(dir, { recursive: true, force: true });
  server.on('request', (req, res) => {
    const authority = (req.headers[':authority'] as string | undefined) ?? req.headers.host;
    const upstream = request({ host: app.hostname, port: app.port, method: req.method, path: req.url, headers: { ...forwarded(req.headers), host: authority } }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, forwarded(answer.headers));
      answer.pipe(res);
    });
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  // The agent socket over HTTP/1.1 (Chromium opens WebSockets on a connection of their own): the handshake and
  // every frame after it, byte for byte.
  server.on('upgrade', (req: IncomingMessage, socket: Socket, head: Buffer) => {
    const backend = connect(Number(app.port), app.hostname, () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`, ...Object.entries(req.headers).flatMap(([name, value]) => (Array.isArray(value) ? value : [value ?? '']).map((v) => `${name}: ${v}`))];
      backend.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length) backend.write(head);
      backend.pipe(socket).pipe(backend);
    });
    const end = () => {
      backend.destroy();
      socket.destroy();
    };
    backend.on('error', end);
    socket.on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
