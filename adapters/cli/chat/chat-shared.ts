import { CliError, type CommandUses, type OptionValues, type UsesOf } from '../command.ts';
import type { CliIo } from '../cli-io.ts';
import { ChatStore } from '../../../core/client/chat/chat-store.ts';
import type { RunSettlement } from '../../../core/client/chat/message-sender.ts';
import { configuredMode } from '../../../core/domain/agents/agent-settings.ts';
import { ApiClient } from '../../../core/client/api/api-client.ts';
import { ChatSessions } from '../../../core/client/chat/chat-sessions.ts';
import { AgentChatApi } from '../../../core/domain/agents/agent-chat-api.ts';
import type { TransportChoice } from '../../../core/client/chat/chat-conversation.ts';
import type { SocketEvent } from '../../../core/client/chat/agent-socket.ts';
import { CreditsStore } from '../../../core/client/credits/credits-store.ts';
import { AGENT_MODES, resolveMode } from '../../../core/domain/agents/agent-cost.ts';
import { agentDisplayName, type AgentTransport } from '../../../core/domain/agents/agents.ts';
import { toChatMessage, type ChatMessage } from '../../../core/domain/agents/chat-entities.ts';
import type { Artifact } from '../../../core/domain/agents/artifact.ts';
import type { SocketStatus } from '../../../core/domain/agents/chat-rules.ts';
import { formatMegabytes } from '../../../core/domain/knowledge/knowledge-base.ts';
import { Messages } from '../../../core/domain/messages.ts';

/** The chat commands' own texts, in one table (the chat's and the server's failures keep their words). */
export const ChatCliText = {
  noAgents: 'No agents are available in this space',
  noSessions: 'No chat sessions yet. Start one with: npm run cli -- chat <agent> "<message>"',
  noSessionsOfAgent: (slug: string) => `No chat sessions with ${slug} yet. Start one with: npm run cli -- chat ${slug} "<message>"`,
  noSearchMatches: (words: string) => `No chat in the current space matches "${words}"`,
  badMode: (mode: string) => `Unknown mode '${mode}': use ${AGENT_MODES.join(', ')}`,
  badTransport: (value: string) => `Unknown transport '${value}': use auto, ws or poll`,
  badRating: 'The rating is a whole number from 1 to 5',
  messageNotFound: (id: string) => `No message ${id} in your chat sessions of the current space`,
  artifactNotFound: (id: string) => `No artifact ${id} in the current space's assets`,
  noDownloadLink: (id: string) => `Artifact ${id} has no download link (it may still be generating, or its generation failed)`,
  downloadFailed: (status: number, reason: string) => `Download failed: ${status} ${reason}`.trim(),
  saved: (path: string, bytes: number) => `Saved ${path} (${formatMegabytes(bytes)})`,
  cannotWrite: (path: string, reason: string) => `Cannot write ${path}: ${reason}`,
  cancelling: 'Cancelling...',
  alreadyAnswered: 'The agent has already answered; showing it',
  cancelRequested: (requestId: string, message: string) => `${message} (request ${requestId})`,
  starting: (name: string, engine: string | null, transport: string, mode: string, cost: number, remaining: number | null) =>
    `${name}${engine ? ` (${engine})` : ''} over ${transportLabel(transport)}, mode ${mode}: costs ${cost} credits${remaining === null ? '' : `, ${remaining} remaining`}`,
  fellBackToPolling: 'The WebSocket failed after its retries; polling instead',
  socketStatus: (status: SocketStatus) => `WebSocket ${status}`,
  finished: (sessionId: string | null, messageId: string | null, charged: number | null, refunded: number, remaining: number | null) =>
    [`Session ${sessionId ?? '-'}`, messageId ? `message ${messageId}` : null, charged === null ? null : `${charged} credits charged${refunded > 0 ? `, ${refunded} refunded` : ''}`, remaining === null ? null : `${remaining} remaining`]
      .filter(Boolean)
      .join(' · '),
  regenerated: (id: string) => `Regenerated as message ${id}`,
  continued: (count: number) => `Continued (continuation ${count})`,
  rated: (id: string, rating: number) => `Rated message ${id}: ${rating}/5`,
  messageDeleted: (id: string) => `Deleted message ${id} and everything after it`,
  version: (position: number, count: number, id: string, createdAt: string, current: boolean) => `${position}/${count}  ${id}  ${createdAt}${current ? '  (current)' : ''}`,
  notAQuestion: (id: string) => `Message ${id} is an answer: only a question you sent can be edited`,
} as const;

export function transportLabel(transport: string | null | undefined): string {
  return transport === 'polling' ? 'polling' : transport === 'websocket' ? 'WebSocket' : (transport ?? '-');
}

/** `--transport auto|ws|poll` (the long names work too) to the chat's choice. */
export function parseTransport(value: unknown): TransportChoice {
  if (value === undefined || value === null || value === '' || value === 'auto') return 'auto';
  const v = String(value).toLowerCase();
  if (v === 'ws' || v === 'websocket' || v === 'socket') return 'websocket';
  if (v === 'poll' || v === 'polling') return 'polling';
  throw new CliError(ChatCliText.badTransport(String(value)), 2);
}

/** A mode the cost rule knows (aliases such as balanced or premium included). */
export function parseMode(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const mode = String(value);
  if (resolveMode(mode) === null) throw new CliError(ChatCliText.badMode(mode), 2);
  return mode;
}

/** A repeatable option that also takes comma lists: `--ref-doc a --ref-doc b,c` is [a, b, c]. */
export function listOption(values: OptionValues, name: string): string[] {
  const raw = values[name];
  const items = Array.isArray(raw) ? raw : typeof raw === 'string' ? [raw] : [];
  return items.flatMap((item) => item.split(',')).map((s) => s.trim()).filter(Boolean);
}

/** Signed links come as paths on the API host; the CLI prints and fetches them whole. */
export function absoluteUrl(serverUrl: string, url: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  return `${serverUrl}${url.startsWith('/') ? '' : '/'}${url}`;
}

export interface ChatArtifactView {
  id: string;
  type: string;
  filename: string;
  mime_type: string;
  size_bytes: number;
  download_url: string | null;
}

export function artifactView(serverUrl: string, a: Artifact): ChatArtifactView {
  return { id: a.id, type: a.artifact_type, filename: a.filename, mime_type: a.mime_type, size_bytes: a.size_bytes, download_url: a.download_url ? absoluteUrl(serverUrl, a.download_url) : null };
}

export function artifactLines(artifacts: readonly ChatArtifactView[]): string[] {
  if (artifacts.length === 0) return [];
  return ['Artifacts:', ...artifacts.map((a) => `  ${a.filename} (${a.mime_type}, ${formatMegabytes(a.size_bytes)}) ${a.id}\n    ${a.download_url ?? '(no download link)'}`)];
}

export interface ChatRequest {
  agent: string;
  message: string;
  /** The mode asked for; none means the one the space configured for the agent. */
  mode: string | undefined;
  /** An existing session to continue; none starts a new chat. */
  sessionId: string | null;
  transport: TransportChoice;
  referencedDocumentIds: string[];
  webSourceIds: string[];
  /** Edit and resend: the question (in `sessionId`) this message is a new version of. */
  editOf?: string;
}

export type ChatOutcome = 'completed' | 'error' | 'cancelled';

/** What a chat run ended with: the CLI's result object (and `--json`'s last line). */
export interface ChatResult {
  outcome: ChatOutcome;
  agent: string;
  agent_name: string;
  engine: string | null;
  mode: string;
  session_id: string | null;
  request_id: string | null;
  message_id: string | null;
  /** The transport that carried the answer (a failed socket falls back to polling). */
  transport: AgentTransport | null;
  answer: string;
  error: string | null;
  artifacts: ChatArtifactView[];
  cost: number;
  credits_charged: number | null;
  credits_before: number | null;
  credits_after: number | null;
  credits_spent: number | null;
  duration_ms: number;
  /** Ctrl+C cancelled it (a cancel from elsewhere ends it as 'cancelled' too, without this). */
  interrupted: boolean;
}

/** Where a run reports as it goes (the chat command prints; the scenario runner mostly listens). */
export interface ChatReporter {
  start?(info: { agent: string; name: string; engine: string | null; offline: boolean; transport: AgentTransport; mode: string; cost: number; remaining: number | null }): void;
  /** The server accepted the message: the ids to follow or cancel it with. */
  sent?(info: { session_id: string | null; request_id: string | null; transaction_id: string | null; credits_charged: number | null }): void;
  progress?(text: string, stage: string | null): void;
  transport?(transport: AgentTransport | null, status: SocketStatus): void;
  event?(sessionId: string | null, event: SocketEvent): void;
}

/** What a chat run calls: the chat store that sends, the balance before and after, and the server's stored copy of the answer. */
export const CHAT_RUN = { chatStore: ChatStore, chatSessions: ChatSessions, creditsStore: CreditsStore, api: ApiClient } satisfies CommandUses;

/** What a message action calls: the chat store its session opens in, and your sessions to find the message among. */
export const MESSAGE_ACTIONS = { chatStore: ChatStore, chatSessions: ChatSessions, api: ApiClient } satisfies CommandUses;

export interface ChatContext {
  uses: UsesOf<typeof CHAT_RUN>;
  serverUrl: string;
}

/**
 * One message through the client core's ChatStore, as the web app sends it: agent, session, cost and
 * pre-checks, then the socket or polling until the run settles. The clock's timers are unref'd in the
 * CLI, so a ref'd interval keeps the process alive while the answer is awaited. Ctrl+C cancels the run
 * (socket cancel or the cancel call) and the result says 'cancelled'.
 */
export async function runChat(context: ChatContext & { io: Pick<CliIo, 'onInterrupt'> }, request: ChatRequest, reporter: ChatReporter = {}): Promise<ChatResult> {
  const started = Date.now();
  const store = context.uses.chatStore;
  const credits = context.uses.creditsStore;
  const result: ChatResult = {
    outcome: 'error', agent: request.agent, agent_name: agentDisplayName(request.agent), engine: null, mode: request.mode ?? 'normal', session_id: request.sessionId,
    request_id: null, message_id: null, transport: null, answer: '', error: null, artifacts: [], cost: 0, credits_charged: null,
    credits_before: null, credits_after: null, credits_spent: null, duration_ms: 0, interrupted: false,
  };
  const refused = (text: string): ChatResult => ({ ...result, outcome: 'error', error: text, answer: text, duration_ms: Date.now() - started });

  store.transportChoice = request.transport;
  if (store.catalogue.agents.length === 0) await store.loadAgents();
  if (store.view.error) return refused(store.view.error);
  await store.selectAgent(request.agent);
  const agent = store.view.agent;
  if (!agent || agent.slug !== request.agent) return refused(store.view.error ?? Messages.chatAgentUnavailable);
  result.agent_name = agent.name || result.agent_name;
  result.engine = agent.engine ?? null;
  if (request.sessionId) {
    const opened = await store.openSession(request.sessionId);
    if (!opened || store.view.error) return refused(store.view.error ?? Messages.fetchMessagesFailed);
  } else {
    store.newChat();
  }

  // The balance before, fresh: the send's own pre-check then reads it (spec 5) and the spend is measured.
  await Promise.allSettled([credits.fetchPlan(), credits.fetchCredits()]);
  result.credits_before = credits.credits?.remaining ?? null;
  // The mode asked for, else the space's configured default for this agent (as the web app sends).
  const mode = request.mode ?? configuredMode(agent);
  result.mode = mode;
  result.cost = store.costOf(mode);
  const planned = store.view.plannedTransport ?? 'polling';
  reporter.start?.({ agent: agent.slug, name: result.agent_name, engine: agent.engine ?? null, offline: agent.offline === true, transport: planned, mode, cost: result.cost, remaining: result.credits_before });

  let lastProgress: string | null = null;
  let lastTransport: AgentTransport | null = null;
  let lastStatus: SocketStatus = 'disconnected';
  // Progress and transport changes are shown as they come; how the run ends comes from the run itself.
  const unsubscribe = store.subscribe(() => {
    const view = store.view;
    if (view.isRunning && view.activeTransport) {
      result.transport = view.activeTransport;
      if (view.activeTransport !== lastTransport || view.socketStatus !== lastStatus) {
        lastTransport = view.activeTransport;
        lastStatus = view.socketStatus;
        reporter.transport?.(view.activeTransport, view.socketStatus);
      }
    }
    if (view.progress && view.progress.text !== lastProgress) {
      lastProgress = view.progress.text;
      reporter.progress?.(view.progress.text, view.progress.stage);
    }
  });
  const offEvents = store.onEvent((sessionId, event) => reporter.event?.(sessionId, event));
  let cancelRequested = false;
  const onInterrupt = () => {
    // Finalising: the server has answered (and charged); the answer shows in a moment.
    if (store.view.phase === 'finalising') return reporter.progress?.(ChatCliText.alreadyAnswered, null);
    cancelRequested = true;
    result.interrupted = true;
    reporter.progress?.(ChatCliText.cancelling, null);
    void store.cancel();
  };
  const stopListening = context.io.onInterrupt(onInterrupt);
  const keepAlive = setInterval(() => undefined, 60_000);
  let settlement: RunSettlement;
  try {
    const sent = request.editOf
      ? await store.sender.editMessage(request.editOf, request.message, { mode })
      : await store.sender.send(request.message, { mode, referencedDocumentIds: request.referencedDocumentIds, webSourceIds: request.webSourceIds });
    if (!sent) return refused(store.view.error ?? Messages.sendMessageFailed);
    result.session_id = sent.sessionId;
    result.request_id = sent.requestId;
    result.credits_charged = sent.creditsCharged;
    reporter.sent?.({ session_id: sent.sessionId, request_id: sent.requestId, transaction_id: sent.transactionId, credits_charged: sent.creditsCharged });
    if (cancelRequested) await store.cancel();
    settlement = await sent.settled;
  } finally {
    clearInterval(keepAlive);
    stopListening();
    unsubscribe();
    offEvents();
  }

  const reply = settlement.message;
  result.transport = store.view.lastTransport ?? result.transport;
  result.outcome = settlement.outcome === 'completed' ? 'completed' : settlement.outcome === 'cancelled' ? 'cancelled' : 'error';
  result.answer = settlement.text;
  result.error = result.outcome === 'completed' ? null : settlement.text || Messages.sendMessageFailed;
  result.message_id = reply?.id ?? null;
  result.artifacts = (reply?.artifacts ?? []).map((a) => artifactView(context.serverUrl, a));
  if (result.outcome === 'completed') await adoptServerCopy(context, result);
  try {
    result.credits_after = (await credits.fetchCredits()).remaining;
  } catch {
    result.credits_after = null;
  }
  if (result.credits_before !== null && result.credits_after !== null) result.credits_spent = result.credits_before - result.credits_after;
  result.duration_ms = Date.now() - started;
  return result;
}

/**
 * The server's copy of the answer: its stored id and every artifact. A poll can return the assistant
 * message before the server has stored its artifacts (they are written after the message), so the
 * polled reply may lack them; by the time the run has settled here (after the finalising pause) they
 * are stored.
 */
async function adoptServerCopy(context: ChatContext, result: ChatResult): Promise<void> {
  if (!result.session_id || !result.request_id) return;
  try {
    const stored = (await context.uses.api.call(AgentChatApi.messages, { id: result.session_id }))
      .map(toChatMessage)
      .find((m) => m.role === 'assistant' && m.requestId === result.request_id && m.outcome === 'completed');
    if (!stored) return;
    result.message_id = stored.id;
    if (stored.artifacts.length >= result.artifacts.length) result.artifacts = stored.artifacts.map((a) => artifactView(context.serverUrl, a));
  } catch {
    // The answer stands as received.
  }
}

/** Where a message lives: its session and agent (given, or found among your sessions, newest first). */
export interface LocatedMessage {
  sessionId: string;
  agentSlug: string;
  message: ChatMessage;
}

export async function locateMessage(uses: { api: ApiClient; chatSessions: ChatSessions }, messageId: string, sessionHint?: string | null): Promise<LocatedMessage> {
  const sessions = (await uses.chatSessions.all()).sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  const candidates = sessionHint ? sessions.filter((s) => s.id === sessionHint) : sessions;
  for (const session of candidates) {
    const message = (await uses.api.call(AgentChatApi.messages, { id: session.id })).map(toChatMessage).find((m) => m.id === messageId);
    if (message) return { sessionId: session.id, agentSlug: session.agentSlug, message };
  }
  throw new CliError(ChatCliText.messageNotFound(messageId));
}

/**
 * Opens a message's session in the ChatStore (its actions work on the open session), with the
 * session's agent or the one given; returns the store, ready for rate, regenerate, delete or continue.
 */
export async function openMessage(uses: UsesOf<typeof MESSAGE_ACTIONS>, messageId: string, options: { session?: string | null; agent?: string | null } = {}): Promise<{ store: ChatStore; located: LocatedMessage }> {
  const store = uses.chatStore;
  const current = store.view;
  const known = current.messages.find((m) => m.id === messageId);
  const located: LocatedMessage = known && current.sessionId && current.agent
    ? { sessionId: current.sessionId, agentSlug: current.agent.slug, message: known }
    : await locateMessage(uses, messageId, options.session);
  const slug = options.agent || located.agentSlug;
  if (store.catalogue.agents.length === 0) await store.loadAgents();
  if (store.view.agent?.slug !== slug) await store.selectAgent(slug);
  if (store.view.agent?.slug !== slug) throw new CliError(store.view.error ?? Messages.noCurrentAgent);
  const opened = await store.openSession(located.sessionId);
  if (!opened) throw new CliError(store.view.error ?? Messages.fetchMessagesFailed);
  if (store.view.error) throw new CliError(store.view.error);
  return { store, located };
}

/** A ChatStore action's failure: the chat's own text (spec 8.4), else the operation's fallback. */
export function actionFailed(store: ChatStore, fallback: string): CliError {
  const error = store.view.error ?? fallback;
  store.clearError();
  return new CliError(error);
}
