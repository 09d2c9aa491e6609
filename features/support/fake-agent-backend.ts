import type { HttpRequest, HttpResponse } from '../../core/client/ports/http.port.ts';
import type { Clock, TimerHandle } from '../../core/client/ports/clock.port.ts';
import type { SocketConnection, SocketHandlers, SocketPort } from '../../core/client/chat/socket.port.ts';
import { AGENTS, findAgent } from '../../core/domain/agents.ts';
import { computeCost, resolveMode } from '../../core/domain/agent-cost.ts';
import { sessionTitleFromFirstMessage, NEW_CHAT_TITLE } from '../../core/domain/session-title.ts';
import { Messages } from '../../core/domain/messages.ts';
import { reply } from './fake-reply.ts';

/** What the backend needs of the fake server: who asks, and the organization's ledger. */
export interface FakeBilling {
  charge(orgId: string, credits: number, activity: string): { ok: true; transactionId: string } | { ok: false; message: string };
  refund(orgId: string, credits: number, activity: string): void;
}

interface Session { id: string; orgId: string; spaceId: string; agentSlug: string; title: string; createdAt: number; updatedAt: number }
interface Message { id: string; sessionId: string; role: 'user' | 'assistant'; content: string; requestId: string; createdAt: number; outcome: 'completed' | 'failed' | 'cancelled'; rating: number | null; continuation: number; artifacts: unknown[]; sources?: ComposedAnswer['sources'] }

/** An answer written from what the space knows, with the sources it cites (shown as chips, as the server stores them). */
export interface ComposedAnswer {
  text: string;
  sources: { type: 'document'; id: string; title: string; passage: string; chunk_index: number }[];
}
interface StoredEvent { seq: number; sessionId: string; payload: Record<string, unknown> }
interface Run { requestId: string; sessionId: string; orgId: string; agentSlug: string; cost: number; timers: TimerHandle[]; done: boolean }
interface LiveSocket { sessionId: string; handlers: SocketHandlers; lastSeq: number; open: boolean; closed: boolean }

/** How the next run behaves: answers, fails, or never finishes (left to time out). */
export type RunScript = { kind: 'answer'; text?: string; sources?: ComposedAnswer['sources'] } | { kind: 'error'; error: string } | { kind: 'silent' };

const STEP_MS = 500;

/**
 * The agent part of the server's contract (spec 7.5) as an in-memory fake, driven by the scenario's
 * clock: a run emits its events on the real server's schedule shape (progress stages, stream tokens,
 * an artifact for the email agent, the response), stores them with sequence numbers for `after=<seq>`
 * resumes, and writes the answer where polling finds it. Its socket side is a SocketPort.
 */
export class FakeAgentBackend implements SocketPort {
  private readonly sessions = new Map<string, Session>();
  private readonly messages: Message[] = [];
  private readonly events: StoredEvent[] = [];
  private readonly runs = new Map<string, Run>();
  private readonly sockets: LiveSocket[] = [];
  private seq = 0;
  private ids = 0;
  /** Scripts for the next runs, in order; an empty queue answers. */
  readonly scripts: RunScript[] = [];
  /** The next send is refused with this status and detail (once). */
  /** Agents turned off on Manage Agents, as `space:slug` (the real server answers 'Agent not found' for them). */
  private readonly disabled = new Set<string>();
  /** Socket connections refused from now on (the network blocks them). */
  refuseSockets = false;
  /** Writes the answer of a run with no script from what the space knows (brand voice, picked sources); null keeps the default. */
  composeAnswer: ((run: { spaceId: string; slug: string; name: string; question: string; body: Record<string, unknown> }) => ComposedAnswer | null) | null = null;
  /** Messages received from clients over sockets (pong, cancel). */
  readonly received: Record<string, unknown>[] = [];
  readonly socketUrls: string[] = [];

  constructor(
    private readonly clock: Clock,
    private readonly billing: FakeBilling,
  ) {}

  handles(path: string): boolean {
    return path.startsWith('/agents');
  }

  handle(request: HttpRequest, path: string, orgId: string): HttpResponse {
    const url = new URL(request.url, 'http://fake.invalid');
    const spaceId = headerOf(request, 'x-space-id');
    if (!spaceId) return reply(400, { detail: 'Space context required' });
    const body = (request.body ?? {}) as Record<string, unknown>;
    const route = `${request.method} ${path}`;
    let m: RegExpExecArray | null;
    if (route === 'GET /agents') return reply(200, AGENTS.map((a) => ({ slug: a.slug, name: a.name, description: a.description, transport: a.transport, estimated_credits: a.estimatedCredits, engine: 'offline engine', offline: true, enabled: true, default_mode: 'normal' })));
    if (route === 'GET /agents/sessions') {
      const slug = url.searchParams.get('slug');
      return reply(200, [...this.sessions.values()].filter((s) => s.orgId === orgId && s.spaceId === spaceId && (!slug || s.agentSlug === slug)).sort((a, b) => b.updatedAt - a.updatedAt).map(sessionView));
    }
    if ((m = /^POST \/agents\/([^/]+)\/sessions\/create$/.exec(route))) {
      if (!findAgent(m[1]!)) return reply(404, { detail: 'Agent not found' });
      const session = this.newSession(orgId, spaceId, m[1]!, NEW_CHAT_TITLE);
      return reply(200, { session_id: session.id, created_at: iso(session.createdAt) });
    }
    if ((m = /^GET \/agents\/sessions\/([^/]+)\/messages$/.exec(route))) return this.withSession(m[1]!, orgId, (s) => reply(200, this.messagesOf(s.id).map(messageView)));
    if ((m = /^GET \/agents\/sessions\/([^/]+)\/poll$/.exec(route))) {
      const since = Date.parse(url.searchParams.get('since') ?? '');
      return this.withSession(m[1]!, orgId, (s) => reply(200, this.messagesOf(s.id).filter((x) => x.createdAt > since).map(messageView)));
    }
    if ((m = /^DELETE \/agents\/sessions\/([^/]+)$/.exec(route))) return this.withSession(m[1]!, orgId, (s) => {
      this.sessions.delete(s.id);
      return reply(200, { message: 'Session deleted' });
    });
    if ((m = /^POST \/agents\/sessions\/([^/]+)\/cancel$/.exec(route))) return this.withSession(m[1]!, orgId, () => {
      this.cancelRun(String(body.request_id ?? ''));
      return reply(200, { message: 'Cancellation requested', request_id: body.request_id });
    });
    if ((m = /^PUT \/agents\/([^/]+)\/config$/.exec(route))) {
      const slug = m[1]!;
      if (!findAgent(slug)) return reply(404, { detail: 'Agent not found' });
      if (body.enabled === false) this.disabled.add(`${spaceId}:${slug}`);
      if (body.enabled === true) this.disabled.delete(`${spaceId}:${slug}`);
      return reply(200, {
        agent_slug: slug, enabled: !this.disabled.has(`${spaceId}:${slug}`), default_mode: 'normal', extra_instructions: '',
        k_value_ref_docs: 5, k_value_kb: 10, k_value_url: 15,
      });
    }
    if ((m = /^POST \/agents\/([^/]+)\/messages\/async$/.exec(route))) return this.send(m[1]!, orgId, spaceId, body);
    if ((m = /^POST \/agents\/messages\/([^/]+)\/rating$/.exec(route))) return this.withMessage(m[1]!, orgId, (msg) => {
      msg.rating = Number(body.rating);
      return reply(200, { message: 'Rating saved', message_id: msg.id, rating: msg.rating });
    });
    if ((m = /^POST \/agents\/messages\/([^/]+)\/regenerate$/.exec(route))) return this.withMessage(m[1]!, orgId, (msg) => {
      msg.id = this.nextId('msg');
      msg.content = `${msg.content} (rewritten)`;
      this.emit(msg.sessionId, { type: 'message_updated', request_id: msg.requestId, message_id: msg.id, content: msg.content });
      return reply(200, { new_message_id: msg.id, content: msg.content });
    });
    if ((m = /^DELETE \/agents\/messages\/([^/]+)$/.exec(route))) return this.withMessage(m[1]!, orgId, (msg) => {
      const cut = this.messages.filter((x) => x.sessionId === msg.sessionId && x.createdAt >= msg.createdAt);
      for (const x of cut) this.messages.splice(this.messages.indexOf(x), 1);
      return reply(200, { message: 'Message deleted' });
    });
    if ((m = /^POST \/agents\/([^/]+)\/messages\/([^/]+)\/continue$/.exec(route))) return this.withMessage(m[2]!, orgId, (msg) => {
      msg.continuation += 1;
      msg.content = `${msg.content}\n\n(continued)`;
      return reply(200, { message_id: msg.id, content: msg.content, continuation_count: msg.continuation, final_output_length: msg.content.length });
    });
    return reply(404, { detail: 'Not Found' });
  }

  // ---- the socket side ----

  open(url: string, handlers: SocketHandlers): SocketConnection {
    this.socketUrls.push(url);
    const parsed = new URL(url, 'ws://fake.invalid');
    const sessionId = decodeURIComponent(parsed.pathname.split('/').at(-1) ?? '');
    const socket: LiveSocket = { sessionId, handlers, lastSeq: Number(parsed.searchParams.get('after') ?? 0) || 0, open: false, closed: false };
    const refused = this.refuseSockets;
    // Opening takes a moment, as a real handshake does.
    this.clock.setTimeout(() => {
      if (socket.closed) return;
      if (refused) return handlers.onError();
      socket.open = true;
      this.sockets.push(socket);
      handlers.onOpen();
      for (const event of this.events.filter((e) => e.sessionId === sessionId && e.seq > socket.lastSeq)) this.deliver(socket, event);
    }, 10);
    return {
      send: (data) => {
        const message = JSON.parse(data) as Record<string, unknown>;
        this.received.push(message);
        if (message.type === 'cancel') this.cancelRun(String(message.request_id ?? ''));
      },
      close: (code = 1000) => {
        socket.closed = true;
        if (!socket.open) return;
        socket.open = false;
        this.sockets.splice(this.sockets.indexOf(socket), 1);
        this.clock.setTimeout(() => handlers.onClose(code, ''), 0);
      },
    };
  }

  /** The network drops every open socket (close code 1006, no clean close). */
  dropSockets(): void {
    for (const socket of [...this.sockets]) {
      socket.open = false;
      this.sockets.splice(this.sockets.indexOf(socket), 1);
      socket.handlers.onClose(1006, 'dropped');
    }
  }

  /** Sends an event to the session's open sockets now (and stores it for resumes). */
  push(sessionId: string, payload: Record<string, unknown>): void {
    this.emit(sessionId, payload);
  }

  /** A raw frame on every open socket, not stored (pings). */
  frame(payload: Record<string, unknown>): void {
    for (const socket of this.sockets) socket.handlers.onMessage(JSON.stringify(payload));
  }

  get openSockets(): number {
    return this.sockets.length;
  }

  latestSession(): Session | undefined {
    return [...this.sessions.values()].sort((a, b) => b.createdAt - a.createdAt)[0];
  }

  runningRequest(sessionId: string): string | undefined {
    return [...this.runs.values()].find((r) => r.sessionId === sessionId && !r.done)?.requestId;
  }

  // ---- inside ----

  private send(slug: string, orgId: string, spaceId: string, body: Record<string, unknown>): HttpResponse {
    const agent = findAgent(slug);
    if (!agent || this.disabled.has(`${spaceId}:${slug}`)) return reply(404, { detail: 'Agent not found' });
    const message = String(body.message ?? '').trim();
    if (!message) return reply(422, { detail: [{ loc: ['body', 'message'], msg: 'Must not be empty', type: 'value_error' }] });
    const mode = resolveMode(typeof body.mode === 'string' ? body.mode : null) ?? 'normal';
    const cost = computeCost(mode, agent.estimatedCredits);
    const charge = this.billing.charge(orgId, cost, message);
    if (!charge.ok) return reply(402, { detail: charge.message });
    const session = typeof body.session_id === 'string' && body.session_id ? this.sessions.get(body.session_id) : this.newSession(orgId, spaceId, slug, sessionTitleFromFirstMessage(message));
    if (!session || session.orgId !== orgId) return reply(404, { detail: 'Session not found' });
    const requestId = this.nextId('req');
    this.messages.push({ id: this.nextId('msg'), sessionId: session.id, role: 'user', content: message, requestId, createdAt: this.clock.now(), outcome: 'completed', rating: null, continuation: 0, artifacts: [] });
    const run: Run = { requestId, sessionId: session.id, orgId, agentSlug: agent.slug, cost, timers: [], done: false };
    this.runs.set(requestId, run);
    const composed = this.composeAnswer?.({ spaceId, slug: agent.slug, name: agent.name, question: message, body }) ?? null;
    this.schedule(run, agent.slug, agent.name, message, this.scripts.shift() ?? { kind: 'answer', text: composed?.text, sources: composed?.sources });
    return reply(200, { session_id: session.id, request_id: requestId, transaction_id: charge.transactionId, credits_charged: cost, created_at: iso(this.clock.now()) });
  }

  private schedule(run: Run, slug: string, name: string, question: string, script: RunScript): void {
    const at = (step: number, action: () => void) => run.timers.push(this.clock.setTimeout(action, step * STEP_MS));
    const emit = (payload: Record<string, unknown>) => this.emit(run.sessionId, { request_id: run.requestId, ...payload });
    at(1, () => emit({ type: 'progress_update', stage: 'agent_start', message: `${name} is on it...` }));
    at(2, () => emit({ type: 'progress_update', stage: 'tool_start', message: 'Running analysis tools...' }));
    if (script.kind === 'silent') return;
    if (script.kind === 'error') {
      at(3, () => this.finish(run, 'failed', script.error));
      return;
    }
    const text = script.text ?? `${name} answer to: ${question}`;
    at(3, () => {
      emit({ type: 'progress_update', stage: 'llm_start', message: 'Writing the answer...' });
      emit({ type: 'stream_start' });
      for (const token of text.split(/(?<= )/)) emit({ type: 'stream_token', token });
      emit({ type: 'stream_complete' });
    });
    at(4, () => emit({ type: 'progress_update', stage: 'llm_end', message: 'Just finishing up...' }));
    at(5, () => {
      const messageId = this.nextId('msg');
      const artifacts = slug === 'email-agent' ? [{ id: this.nextId('artifact'), artifact_type: 'html', filename: 'email.html', mime_type: 'text/html', size_bytes: 1200, generation_status: 'completed', download_url: `/api/v1/agents/artifacts/fake/download`, created_at: iso(this.clock.now()), generated_at: iso(this.clock.now()), error_message: null, artifact_subtype: null }] : [];
      this.messages.push({ id: messageId, sessionId: run.sessionId, role: 'assistant', content: text, requestId: run.requestId, createdAt: this.clock.now(), outcome: 'completed', rating: null, continuation: 0, artifacts, sources: script.sources });
      for (const a of artifacts) emit({ type: 'artifact_generated', artifact_id: a.id, artifact_type: a.artifact_type, status: 'completed', download_url: a.download_url, message_id: messageId, filename: a.filename, mime_type: a.mime_type, size_bytes: a.size_bytes });
      emit({ type: 'progress_update', stage: 'agent_finish', message: 'Wrapping up the response...' });
      emit({ type: 'agent_response', message_id: messageId, response: text });
      run.done = true;
      this.touch(run.sessionId);
    });
  }

  private finish(run: Run, outcome: 'failed' | 'cancelled', error = ''): void {
    if (run.done) return;
    run.done = true;
    for (const t of run.timers) this.clock.clearTimeout(t);
    this.billing.refund(run.orgId, run.cost, `Refund: ${outcome} ${run.agentSlug} run`);
    const content = outcome === 'cancelled' ? Messages.requestCancelledByUser : error;
    this.messages.push({ id: this.nextId('msg'), sessionId: run.sessionId, role: 'assistant', content, requestId: run.requestId, createdAt: this.clock.now(), outcome, rating: null, continuation: 0, artifacts: [] });
    if (outcome === 'cancelled') this.emit(run.sessionId, { type: 'run_cancelled', request_id: run.requestId, message: content });
    else this.emit(run.sessionId, { type: 'agent_error', request_id: run.requestId, error: content });
  }

  private cancelRun(requestId: string): void {
    const run = this.runs.get(requestId);
    if (!run) return;
    this.emit(run.sessionId, { type: 'cancel_ack', request_id: requestId });
    this.finish(run, 'cancelled');
  }

  private emit(sessionId: string, payload: Record<string, unknown>): void {
    const event = { seq: ++this.seq, sessionId, payload };
    this.events.push(event);
    for (const socket of this.sockets.filter((s) => s.sessionId === sessionId)) this.deliver(socket, event);
  }

  private deliver(socket: LiveSocket, event: StoredEvent): void {
    if (event.seq <= socket.lastSeq) return;
    socket.lastSeq = event.seq;
    socket.handlers.onMessage(JSON.stringify({ ...event.payload, seq: event.seq }));
  }

  private newSession(orgId: string, spaceId: string, agentSlug: string, title: string): Session {
    const now = this.clock.now();
    const session = { id: this.nextId('session'), orgId, spaceId, agentSlug, title, createdAt: now, updatedAt: now };
    this.sessions.set(session.id, session);
    return session;
  }

  private touch(sessionId: string): void {
    const s = this.sessions.get(sessionId);
    if (s) s.updatedAt = this.clock.now();
  }

  private messagesOf(sessionId: string): Message[] {
    return this.messages.filter((m) => m.sessionId === sessionId).sort((a, b) => a.createdAt - b.createdAt);
  }

  private withSession(id: string, orgId: string, handle: (s: Session) => HttpResponse): HttpResponse {
    const s = this.sessions.get(id);
    return s && s.orgId === orgId ? handle(s) : reply(404, { detail: 'Session not found' });
  }

  private withMessage(id: string, orgId: string, handle: (m: Message) => HttpResponse): HttpResponse {
    const m = this.messages.find((x) => x.id === id);
    const s = m ? this.sessions.get(m.sessionId) : undefined;
    return m && s && s.orgId === orgId ? handle(m) : reply(404, { detail: 'Message not found' });
  }

  private nextId(kind: string): string {
    return `${kind}-${++this.ids}`;
  }
}

function sessionView(s: Session) {
  return { id: s.id, title: s.title, agent_slug: s.agentSlug, created_at: iso(s.createdAt), updated_at: iso(s.updatedAt) };
}

function messageView(m: Message) {
  return {
    id: m.id, role: m.role, content: m.content, created_at: iso(m.createdAt), request_id: m.requestId, rating: m.rating, feedback_categories: [], feedback_text: null,
    transaction_id: null, thread_id: m.sessionId, continuation_count: m.continuation, final_output_length: m.content.length, truncated_due_to_tokens: false,
    truncation_reason: null, engine: 'offline engine', outcome: m.outcome, artifacts: m.artifacts, sources: m.sources ?? [],
  };
}

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

function headerOf(request: HttpRequest, name: string): string | undefined {
  return Object.entries(request.headers).find(([k]) => k.toLowerCase() === name)?.[1];
}
