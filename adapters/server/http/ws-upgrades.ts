import type { IncomingHttpHeaders, IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { WebSocketServer, type WebSocket } from 'ws';
import type { HostAllowList } from './host-allow-list.ts';
import { rawAnswer } from './raw-answer.ts';

/** What a socket handler may read of its upgrade request; the request itself is not kept. */
export interface SocketRequest {
  params: Record<string, string>;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  protocol: 'http' | 'https';
}

export type SocketHandler = (socket: WebSocket, request: SocketRequest) => void | Promise<void>;

interface SocketRoute {
  pattern: RegExp;
  names: string[];
  handler: SocketHandler;
}

/**
 * WebSocket upgrades answered by `ws` beside Fastify, not through its request lifecycle. A socket opened as a
 * Fastify route kept that request's objects for its whole life (the request, the reply, the raw request and
 * response, a child logger, the headers: about 3 KB per socket, 30 MB for 10,000 idle sockets); here
 * the upgrade request is read, then dropped. What the HTTP app does for every request and a socket needs is
 * done here too: the Host must be ours (421, as `buildHttpApp` answers), the path must be a socket route (404),
 * and refusals carry the security headers.
 */
export class WsUpgrades {
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  private readonly routes: SocketRoute[] = [];
  /**
   * A protocol error (a frame over maxPayload, a bad opcode) closes the socket; ws reports it here. One function
   * for every socket, not a closure made in onUpgrade, which would keep that upgrade's request alive with it.
   */
  private readonly onSocketError: (this: WebSocket, error: Error) => void;

  constructor(
    private readonly hosts: HostAllowList,
    private readonly securityHeaders: Record<string, string>,
    private readonly log: FastifyBaseLogger,
  ) {
    this.onSocketError = function (this: WebSocket, error: Error) {
      log.debug({ err: error }, 'socket error');
      this.terminate();
    };
  }

  /** A socket route, its full path as Fastify writes one: `/api/v1/agents/ws/:sessionId` (a parameter is one segment). */
  route(path: string, handler: SocketHandler): void {
    const names: string[] = [];
    const source = path
      .split('/')
      .map((segment) => (segment.startsWith(':') ? (names.push(segment.slice(1)), '([^/]+)') : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    this.routes.push({ pattern: new RegExp(`^${source}$`), names, handler });
  }

  /** Starts answering the server's upgrade requests. */
  attach(server: Server): void {
    server.on('upgrade', this.onUpgrade);
  }

  /** Closes every open socket (the client sees no normal closure, so it reconnects) and stops answering upgrades. */
  async close(server: Server): Promise<void> {
    server.off('upgrade', this.onUpgrade);
    for (const client of this.wss.clients) client.close();
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
  }

  private readonly onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer): void => {
    // Until the handshake is done, a broken connection is simply dropped.
    const dropOnError = () => socket.destroy();
    socket.on('error', dropOnError);
    if (!this.hosts.accepts(req.headers.host)) return this.refuse(socket, 421, 'This server does not answer for that host name');
    const url = req.url ?? '';
    const queryAt = url.indexOf('?');
    const path = queryAt < 0 ? url : url.slice(0, queryAt);
    let params: Record<string, string> | null = null;
    let route: SocketRoute | undefined;
    for (const candidate of this.routes) {
      const found = candidate.pattern.exec(path);
      if (!found) continue;
      try {
        params = Object.fromEntries(candidate.names.map((name, i) => [name, decodeURIComponent(found[i + 1]!)]));
      } catch {
        return this.refuse(socket, 400, 'Malformed request');
      }
      route = candidate;
      break;
    }
    if (!route || !params) return this.refuse(socket, 404, 'Not found');
    const request: SocketRequest = {
      params,
      query: new URLSearchParams(queryAt < 0 ? '' : url.slice(queryAt + 1)),
      headers: req.headers,
      protocol: (socket as { encrypted?: boolean }).encrypted ? 'https' : 'http',
    };
    // Query strings carry tokens: the path only.
    this.log.info({ path }, 'socket upgrade');
    const handler = route.handler;
    // ws checks the handshake itself (method, version, key) and answers a bad one.
    this.wss.handleUpgrade(req, socket, head, (ws) => {
      socket.off('error', dropOnError);
      ws.on('error', this.onSocketError);
      Promise.resolve()
        .then(() => handler(ws, request))
        .catch((error: unknown) => {
          this.log.error({ err: error }, 'socket handler failed');
          ws.terminate();
        });
    });
  };

  private refuse(socket: Duplex, status: number, detail: string): void {
    if (!socket.writable) return void socket.destroy();
    socket.once('finish', () => socket.destroy());
    socket.end(rawAnswer(status, detail, this.securityHeaders));
  }
}
