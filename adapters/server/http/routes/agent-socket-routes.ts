import type { FastifyInstance } from 'fastify';
import type { HttpUseCases } from '../http-use-cases.ts';
import type { RunEventBus } from '../../../../core/server/agents/ports.ts';
import type { RunEventRecord } from '../../../../core/server/agents/records.ts';

export const PING_INTERVAL_MS = 25_000;

export interface SocketOptions {
  bus: RunEventBus;
  /** Origins allowed besides the app's own (decisions D14). */
  allowedOrigins: string[];
}

/**
 * `WS /api/v1/agents/ws/{sessionId}?token=&after=`: the access token is checked, the session must be the
 * caller's, the Origin must be ours. Missed events after `after` are replayed in order, then live ones,
 * with no duplicates. The server pings every 25 s; the client may send `cancel {request_id}`.
 */
export async function agentSocketRoutes(app: FastifyInstance, u: HttpUseCases, options: SocketOptions): Promise<void> {
  app.get('/agents/ws/:sessionId', { websocket: true, schema: { hide: true } }, async (socket, req) => {
    const close = (code: number, reason: string) => socket.close(code, reason);
    const { sessionId } = req.params as { sessionId: string };
    const query = req.query as { token?: string; after?: string };
    const origin = req.headers.origin;
    const ownOrigin = `${req.protocol}://${req.headers.host}`;
    if (origin && origin !== ownOrigin && !options.allowedOrigins.includes(origin)) return close(4403, 'Origin not allowed');
    let principal;
    try {
      principal = await u.authenticate.execute(query.token);
      await u.sessionAccess.check(principal, sessionId);
    } catch {
      return close(4401, 'Not authorised for this session');
    }
    let lastSeq = Number(query.after ?? 0) || 0;
    const buffered: RunEventRecord[] = [];
    let replaying = true;
    const send = (event: RunEventRecord) => {
      if (event.seq <= lastSeq) return;
      lastSeq = event.seq;
      // The seq lets a client resume after a drop with `after=<seq>`.
      socket.send(JSON.stringify({ ...event.payload, seq: event.seq }));
    };
    const unsubscribe = options.bus.subscribe(sessionId, (event) => (replaying ? buffered.push(event) : send(event)));
    for (const event of await u.agentStore.eventsAfter(sessionId, lastSeq)) send(event);
    replaying = false;
    for (const event of buffered.sort((a, b) => a.seq - b.seq)) send(event);
    // Each ping also re-checks access: a disabled account or a removed member loses the socket within 25 s.
    const ping = setInterval(() => {
      void u.authenticate
        .execute(query.token)
        .then((p) => u.sessionAccess.check(p, sessionId))
        .then(() => socket.send(JSON.stringify({ type: 'ping' })))
        .catch(() => close(4401, 'Access to this session ended'));
    }, PING_INTERVAL_MS);
    // Tokens expire: the socket closes with its token, and the client reconnects with a fresh one.
    const claims = query.token ? JSON.parse(Buffer.from(query.token.split('.')[1] ?? '', 'base64url').toString() || '{}') : {};
    const expiry = typeof claims.exp === 'number' ? setTimeout(() => close(4401, 'Token expired'), Math.max(0, claims.exp * 1000 - Date.now())) : undefined;
    socket.on('message', (raw: Buffer) => {
      let message: { type?: string; request_id?: string };
      try {
        message = JSON.parse(raw.toString());
      } catch {
        return;
      }
      if (message.type === 'cancel' && typeof message.request_id === 'string') {
        void u.agentChat.cancel(principal, null, sessionId, message.request_id).catch(() => undefined);
      }
    });
    socket.on('close', () => {
      clearInterval(ping);
      if (expiry) clearTimeout(expiry);
      unsubscribe();
    });
  });
}
