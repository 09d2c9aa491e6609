import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import type { HttpUseCases } from '../http-use-cases.ts';
import type { RunEventBus } from '../../../../core/server/agents/ports.ts';
import type { RunEventRecord } from '../../../../core/server/agents/records.ts';
import type { Principal } from '../../../../core/server/auth/principal.ts';
import type { HostAllowList } from '../host-allow-list.ts';
import { firstPingDelayMs } from '../ping-schedule.ts';

export const PING_INTERVAL_MS = 25_000;

export interface SocketOptions {
  bus: RunEventBus;
  /** Origins allowed besides the app's own (decisions D14). */
  allowedOrigins: string[];
  /** The host names that are ours: the app's own origin is one of them, never whatever Host a request names. */
  hosts: HostAllowList;
  /** PUBLIC_URL's origin, when one is configured. */
  publicOrigin: string | null;
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
    // A page on a rebound name sends a matching Host and Origin: the Host must be one of ours first.
    const host = req.headers.host;
    const ownOrigins = [options.publicOrigin, host && options.hosts.accepts(host) ? `${req.protocol}://${host}` : null];
    if (origin && !ownOrigins.includes(origin) && !options.allowedOrigins.includes(origin)) return close(4403, 'Origin not allowed');
    let principal: Principal;
    let expiresAtMs: number | undefined;
    try {
      principal = await u.authenticate.execute(query.token);
      await u.sessionAccess.check(principal, sessionId);
      // Authenticate has verified this token, so its claims can be read as they stand.
      const { exp } = decodeJwt(query.token ?? '');
      expiresAtMs = typeof exp === 'number' ? exp * 1000 : undefined;
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
    // A client gone while we were checking and replaying has missed the close event: set no timers for it.
    if (socket.readyState !== socket.OPEN) return unsubscribe();
    // Each ping also re-checks access: a disabled account or a removed member loses the socket within 25 s.
    // The token's signature was checked at connect and its expiry has its own timer, so the re-check
    // re-reads only what can change: the account (disabled, role, organization) and the session rule.
    const recheck = async () => {
      const user = await u.getCurrentUser.execute(principal);
      const current: Principal = { userId: user.id, role: user.role, orgId: user.org_id || null };
      await u.sessionAccess.check(current, sessionId);
      principal = current;
    };
    const tick = () => {
      void recheck()
        .then(() => socket.send(JSON.stringify({ type: 'ping' })))
        .catch(() => close(4401, 'Access to this session ended'));
    };
    let ping: ReturnType<typeof setInterval> | undefined;
    // The first re-check falls at a random point of the interval, so sockets opened together do not all re-check at once.
    const firstPing = setTimeout(() => {
      tick();
      ping = setInterval(tick, PING_INTERVAL_MS);
    }, firstPingDelayMs(PING_INTERVAL_MS, Math.random));
    // Tokens expire: the socket closes with its token, and the client reconnects with a fresh one.
    const expiry = expiresAtMs !== undefined ? setTimeout(() => close(4401, 'Token expired'), Math.max(0, expiresAtMs - Date.now())) : undefined;
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
      clearTimeout(firstPing);
      clearInterval(ping);
      if (expiry) clearTimeout(expiry);
      unsubscribe();
    });
  });
}
