/**
 * The chat's pure rules (spec 4.7, 8.4, 9; decisions D7-D11): transport choice, socket retry timings,
 * how incoming events read, duplicates, the finalising delay, background-task and notification rules.
 */
import { findAgent, type AgentTransport } from './agents.ts';
import type { ChatMessage, BackgroundTask } from './chat-entities.ts';
import { Messages } from '../messages.ts';
import type { AgentResponseEvent, ArtifactGeneratedEvent } from './run-event.ts';

// ---- Transport (4.7, 9, D9) ----

/** Spec 4.7: only email, strategy review, brand voice and SEO use the WebSocket; every other agent polls. */
export function transportFor(agentSlug: string): AgentTransport {
  return findAgent(agentSlug)?.transport === 'websocket' ? 'websocket' : 'polling';
}

/** The chat connection makes 4 attempts in total, waiting 1 s, 2 s, 4 s between them (each capped at 5 s). */
export const CHAT_SOCKET_ATTEMPTS = 4;
export const CHAT_SOCKET_BACKOFF_CAP_MS = 5_000;
export function chatSocketBackoff(failedAttempts: number): number {
  return Math.min(1_000 * 2 ** (failedAttempts - 1), CHAT_SOCKET_BACKOFF_CAP_MS);
}

/** The socket client: connection timeout 5 s, up to 10 retries, delay from 1 s growing x1.3, capped at 5 s (D9). */
export const SOCKET_CONNECT_TIMEOUT_MS = 5_000;
export const SOCKET_MAX_RETRIES = 10;
export const SOCKET_RETRY_BASE_MS = 1_000;
export const SOCKET_RETRY_FACTOR = 1.3;
export const SOCKET_RETRY_CAP_MS = 5_000;
export function socketRetryDelay(retry: number): number {
  return Math.min(Math.round(SOCKET_RETRY_BASE_MS * SOCKET_RETRY_FACTOR ** retry), SOCKET_RETRY_CAP_MS);
}

/** After the socket gives up, polling starts from 5 seconds before now. */
export const FALLBACK_POLL_LOOKBACK_MS = 5_000;

/** Close code of a manual disconnect: no reconnect. */
export const NORMAL_CLOSURE = 1000;

export type SocketStatus = 'disconnected' | 'connected' | 'reconnecting' | 'error';

// ---- Incoming events (4.7, D7) ----

/** The text a progress stage shows: llm_end and agent_finish have their own (D7); others show the event's message. */
export function stageText(stage: string | undefined, message: string | undefined): string {
  if (stage === 'llm_end') return Messages.justFinishingUp;
  if (stage === 'agent_finish') return Messages.wrappingUp;
  return message && message.trim() ? message : Messages.processing;
}

const RESPONSE_FIELDS = ['response', 'email_body', 'final_strategy', 'generated_article', 'brand_voice'] as const;

/** agent_response text: the first present of response, email_body, final_strategy, generated_article, brand_voice, else the last tool_output. */
export function agentResponseText(event: AgentResponseEvent, lastToolOutput: string | null): string {
  for (const field of RESPONSE_FIELDS) {
    const value = event[field];
    if (typeof value === 'string' && value.length > 0) return value;
  }
  return lastToolOutput ?? '';
}

/** Same role and content within 30 s of an existing message: skipped. */
export const DUPLICATE_WINDOW_MS = 30_000;
export function isDuplicateMessage(existing: readonly Pick<ChatMessage, 'role' | 'content' | 'createdAt'>[], candidate: Pick<ChatMessage, 'role' | 'content'>, now: number): boolean {
  return existing.some((m) => m.role === candidate.role && m.content === candidate.content && Math.abs(now - Date.parse(m.createdAt)) <= DUPLICATE_WINDOW_MS);
}

/** 'Finalizing your answer...' shows 1.2 s before the reply appears, 0.6 s when the reply is empty. */
export const FINALIZING_DELAY_MS = 1_200;
export const FINALIZING_DELAY_EMPTY_MS = 600;
export function finalizingDelay(reply: string): number {
  return reply.trim().length === 0 ? FINALIZING_DELAY_EMPTY_MS : FINALIZING_DELAY_MS;
}

/** The continue indicator clears 2 s after a continue. */
export const CONTINUE_INDICATOR_MS = 2_000;

// ---- Errors (8.4) ----

export type ChatOperation = 'send' | 'sessions' | 'agents' | 'createSession' | 'messages' | 'rating' | 'regenerate' | 'deleteMessage' | 'continue' | 'other';

const FALLBACKS: Record<ChatOperation, string> = {
  send: Messages.sendMessageFailed,
  sessions: Messages.fetchChatSessionsFailed,
  agents: Messages.fetchAgentsFailed,
  createSession: Messages.createSessionFailed,
  messages: Messages.fetchMessagesFailed,
  rating: Messages.submitRatingFailed,
  regenerate: Messages.regenerateMessageFailed,
  deleteMessage: Messages.deleteMessageFailed,
  continue: Messages.continueMessageFailed,
  other: Messages.sendMessageFailed,
};

export interface FailureFacts {
  /** The failure text (the server's detail when it sent one, else the client's message). */
  text: string | null | undefined;
  /** The normalised code, when known (TIMEOUT_ERROR, NETWORK_ERROR...). */
  code?: string | null;
}

/** 'Space context required' when fetching sessions is retried after 2 s. */
export const SESSIONS_RETRY_MS = 2_000;

export function isSpaceContextFailure(f: FailureFacts): boolean {
  return (f.text ?? '').toLowerCase().includes('space context required') || f.code === 'SPACE_CONTEXT_REQUIRED';
}

/** Spec 8.4: the failure text to the chat's message, by operation; otherwise the original text, else the fallback. */
export function chatErrorText(f: FailureFacts, operation: ChatOperation): string {
  const text = (f.text ?? '').trim();
  const lower = text.toLowerCase();
  const sessions = operation === 'sessions';
  if (isSpaceContextFailure(f)) return sessions ? Messages.chatSpacesStillLoading : Messages.chatWaitForSpaces;
  if (lower.includes('space not found')) return Messages.currentSpaceNotFound;
  if (lower.includes('access denied')) return sessions ? Messages.chatSessionsAccessDenied : Messages.chatAccessDenied;
  if (lower.includes('agent not found') || lower.includes('agent not available')) return Messages.chatAgentUnavailable;
  if (f.code === 'TIMEOUT_ERROR' || lower.includes('timed out') || lower.includes('timeout')) return sessions ? Messages.chatSessionsTimeout : Messages.chatTimeout;
  if (f.code === 'NETWORK_ERROR' || lower.includes('network') || lower.includes('fetch')) return Messages.chatNetwork;
  return text || FALLBACKS[operation];
}

/** Context above 150000 tokens (estimated as characters / 4) is very large. */
export const LARGE_CONTEXT_TOKENS = 150_000;
export function estimateTokens(characters: number): number {
  return Math.ceil(characters / 4);
}

/** An agent error: its text (default 'Agent processing failed'), with the web-source and large-context notes. */
export function agentErrorText(error: string | null | undefined, facts: { webSourceCount: number; contextCharacters: number }): string {
  const parts = [error && error.trim() ? error.trim() : Messages.agentProcessingFailed];
  if (facts.webSourceCount > 0) parts.push(Messages.webSourcesNote(facts.webSourceCount));
  if (estimateTokens(facts.contextCharacters) > LARGE_CONTEXT_TOKENS) parts.push(Messages.largeContextNote);
  return parts.join(' ');
}

/** Poll errors (timeouts, network) in the first 30 s fail the run; after that they are retried on the next poll. */
export const POLL_ERROR_GRACE_MS = 30_000;
export function isRetriablePollError(code: string | null | undefined, elapsedMs: number): boolean {
  return (code === 'TIMEOUT_ERROR' || code === 'NETWORK_ERROR') && elapsedMs > POLL_ERROR_GRACE_MS;
}

/** Polling gave up: the plain text, or the agent's when the last poll had failed. */
export function pollTimeoutText(agentName: string, minutes: number, lastPollFailed: boolean): string {
  return lastPollFailed ? Messages.agentPollTimedOut(agentName, minutes) : Messages.pollTimedOut(minutes);
}

// ---- Background tasks (2.3, 4.7, D8) ----

export const MAX_BACKGROUND_TASKS = 5;
export const BACKGROUND_TASK_TTL_MS = 300_000;

export function isFinished(task: Pick<BackgroundTask, 'status'>): boolean {
  return task.status !== 'running';
}

/** Row status line: Completed, Failed, Cancelled, or the last progress message, else 'Processing...'. */
export function taskStatusLine(task: Pick<BackgroundTask, 'status' | 'lastProgressMessage'>): string {
  switch (task.status) {
    case 'completed':
      return Messages.taskCompleted;
    case 'error':
      return Messages.taskFailed;
    case 'cancelled':
      return Messages.taskCancelled;
    default:
      return task.lastProgressMessage || Messages.processing;
  }
}

export function taskBadge(task: Pick<BackgroundTask, 'type'>): string {
  return task.type === 'websocket' ? Messages.badgeWebSocket : Messages.badgePolling;
}

export function taskFooter(tasks: readonly Pick<BackgroundTask, 'status'>[]): string {
  const active = tasks.filter((t) => !isFinished(t)).length;
  return Messages.backgroundTasksFooter(active, tasks.length - active);
}

export function chatRoute(agentSlug: string, sessionId: string): string {
  return `/agents/${agentSlug}/chat/${sessionId}`;
}

// ---- Notifications (4.7) ----

export const NOTIFICATION_PREVIEW_LENGTH = 100;
export const NOTIFICATION_AUTO_CLOSE_MS = 10_000;

/** The first 100 characters of a reply, with '...' when cut. */
export function notificationPreview(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > NOTIFICATION_PREVIEW_LENGTH ? `${flat.slice(0, NOTIFICATION_PREVIEW_LENGTH)}...` : flat;
}

// ---- Artifact toasts (8.5) ----

export const ARTIFACT_TOAST_MS = 5_000;

export interface ArtifactToast {
  intent: 'success' | 'danger';
  title: string;
  description: string;
  durationMs: number;
}

/** The toast for an artifact_generated event (one missing a field it needs never gets here: decodeRunEvent drops it). */
export function artifactToast(event: ArtifactGeneratedEvent): ArtifactToast {
  if (event.status === 'failed') {
    const error = event.error || event.error_message || Messages.artifactFailedDefault;
    return { intent: 'danger', title: Messages.artifactFailed, description: error, durationMs: ARTIFACT_TOAST_MS };
  }
  return { intent: 'success', title: Messages.artifactGenerated, description: Messages.artifactReady(event.artifact_type), durationMs: ARTIFACT_TOAST_MS };
}
