import type { RunEventRecord } from '../../../core/server/agents/records.ts';
import { AgentChat } from '../../../core/server/agents/agent-chat.ts';
import { SessionEventStream, type SessionEvents } from '../../../core/server/agents/session-event-stream.ts';
import { AgentChatApi } from '../../../core/domain/agents/agent-chat-api.ts';
import type { UseCaseClasses, UseCasesOf } from '../http/route-use-cases.ts';
import type { HostAllowList } from '../http/host-allow-list.ts';
import type { RouteContext } from '../http/route-registrar.ts';

export interface SocketOptions {
  /** Origins allowed besides the app's own (decisions D14). */
  allowedOrigins: string[];
  /** The host names that are ours: the app's own origin is one of them, never whatever Host a request names. */
  hosts: HostAllowList;
  /** PUBLIC_URL's origin, when one is configured. */
  publicOrigin: string | null;
}

/**
 * One event goes to every socket of its session as the same object: it is written as UTF-8 bytes once, not
 * once per socket (a fan-out to 10,000 sockets spent its time in JSON.stringify, then in encoding the text
 * again for each socket). The bytes are sent as a text frame.
 */
const frames = new WeakMap<RunEventRecord, Buffer>();
function frameOf(event: RunEventRecord): Buffer {
  let frame = frames.get(event);
  if (frame === undefined) {
    frame = Buffer.from(JSON.stringify({ ...event.payload, seq: event.seq }));
    frames.set(event, frame);
  }
  return frame;
}
const TEXT = { binary: false };

/** The use cases the agent WebSocket route calls. */
export const agentSocketRouteUseCases = { sessionEventStream: SessionEventStream, agentChat: AgentChat } satisfies UseCaseClasses;

/**
 * `WS /api/v1/agents/ws/{sessionId}?token=&after=`: the access token is checked, the session must be the
 * caller's, the Origin must be ours. Missed events after `after` are replayed in order, then live ones,
 * with no duplicates. The server pings every 25 s; the client may send `cancel {request_id}`.
 */
export function agentSocketRoutes(sockets: RouteContext['sockets'], u: UseCasesOf<typeof agentSocketRouteUseCases>, options: SocketOptions): void {
  sockets.route(AgentChatApi.socket.pattern, async (socket, req) => {
    const close = (code: number, reason: string) => socket.close(code, reason);
    const sessionId = req.params.sessionId!;
    const query = { token: req.query.get('token') ?? undefined, after: req.query.get('after') ?? undefined };
    const origin = req.headers.origin;
    // A page on a rebound name sends a matching Host and Origin: the Host must be one of ours first.
    const host = req.headers.host;
    const ownOrigins = [options.publicOrigin, host && options.hosts.accepts(host) ? `${req.protocol}://${host}` : null];
    if (origin && !ownOrigins.includes(origin) && !options.allowedOrigins.includes(origin)) return close(4403, 'Origin not allowed');
    // The stream's rules (token, session access, replay then live without duplicates, re-checks, expiry)
    // are SessionEventStream's: this route only moves frames and picks close codes.
    let stream: SessionEvents;
    try {
      stream = await u.sessionEventStream.open({
        caller: { token: query.token },
        sessionId,
        afterSeq: Number(query.after ?? 0) || 0,
        // The seq lets a client resume after a drop with `after=<seq>`.
        onEvent: (event) => socket.send(frameOf(event), TEXT),
      });
    } catch {
      return close(4401, 'Not authorised for this session');
    }
    // A client gone while we were checking and replaying has missed the close event: set no timers for it.
    if (socket.readyState !== socket.OPEN) return stream.close();
    // Each ping follows an access re-check; the first falls at a random point of the interval, so sockets
    // opened together do not all re-check at once. Tokens expire: the client reconnects with a fresh one.
    stream.keepAlive(Math.random(), {
      ping: () => socket.send(JSON.stringify({ type: 'ping' })),
      end: (reason) => close(4401, reason === 'token_expired' ? 'Token expired' : 'Access to this session ended'),
    });
    socket.on('message', (raw: Buffer) => {
      let message: { type?: string; request_id?: string };
      try {
        message = JSON.parse(raw.toString());
      } catch {
        return;
      }
      if (message.type === 'cancel' && typeof message.request_id === 'string') {
        void u.agentChat.cancel(stream.principal, null, sessionId, message.request_id).catch(() => undefined);
      }
    });
    socket.on('close', () => stream.close());
  });
}
