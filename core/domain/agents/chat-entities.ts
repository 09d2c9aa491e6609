import type { Artifact } from './artifact.ts';
import { toAnswerSources, type AnswerSource } from './answer-source.ts';
import type { RunEventFields, RunEventType } from './run-event.ts';

/** Chat entities as the client keeps them (spec section 3), mapped from the server's snake_case or camelCase. */
export interface ChatSession {
  id: string;
  title: string;
  agentSlug: string;
  createdAt: string;
  updatedAt: string;
  /** Pinned chats list first. */
  pinned: boolean;
}

export interface ChatMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  createdAt: string;
  rating: number | null;
  feedbackCategories: string[];
  feedbackText: string | null;
  transactionId: string | null;
  threadId: string | null;
  continuationCount: number;
  finalOutputLength: number;
  truncatedDueToTokens: boolean;
  truncationReason: string | null;
  artifacts: Artifact[];
  /** The run this message belongs to (the user's question and its answer share it). */
  requestId: string | null;
  /** How the run ended, for an assistant message: an answer, an error note or a cancel note. */
  outcome: MessageOutcome;
  /** The engine that wrote an answer, as stored with it (not today's catalogue); null for a question. */
  engine: string | null;
  /** Credits the run charged for this answer; null for a question, a refunded run, or while unknown. */
  creditsCharged: number | null;
  /** The first version of this message's turn (a regenerated answer, an edited question); null for a first version. */
  versionOf?: string | null;
  /** The server's pick among the turn's versions (the newest completed one). */
  isCurrent?: boolean;
  /** Edit and resend: for each edited question before this message, the version it follows (the first when absent). */
  branch?: Record<string, string>;
  /** A cancelled answer: the text streamed before the cancel, shown as cut off. */
  partialText?: string | null;
  /** What an answer cites (documents and URL sources by passage, the space profile once), shown as chips. */
  sources?: AnswerSource[];
  /** A Brand Voice answer's proposed brand voice for the space (metadata.brand_voice_proposal); null when none. */
  brandVoiceProposal?: string | null;
  /** The deliverable alone, without the answer's summary and notes: what Copy copies. Null when the answer has none apart. */
  deliverable?: string | null;
}

/** The longest proposal kept from a Brand Voice answer (core/domain has no brand voice limit of its own). */
const BRAND_VOICE_PROPOSAL_MAX = 20_000;

export type MessageOutcome = 'completed' | 'failed' | 'cancelled';

export type BackgroundTaskStatus = 'running' | 'completed' | 'error' | 'cancelled';

/** A run moved to the background (decisions D8: the type says which transport carries it). */
export interface BackgroundTask {
  sessionId: string;
  agentSlug: string;
  agentName: string;
  type: 'websocket' | 'polling';
  startTime: number;
  status: BackgroundTaskStatus;
  lastUpdate: number;
  lastProgressMessage: string | null;
  progressStage: string | null;
  errorMessage: string | null;
  completedMessagePreview: string | null;
}

/** What the client keeps of a session running in the background. */
export interface BackgroundSession {
  agentSlug: string;
  agentName: string;
  lastProgress: string | null;
  bufferedMessages: ChatMessage[];
  complete: boolean;
  session: ChatSession | null;
}

/**
 * The socket's event fields as spec section 3 lists them, every one optional but `type`: a flat view taken from the
 * run-event union (core/domain/agents/run-event.ts), which is what the server emits and the client decodes.
 */
export type AgentSocketMessage = Pick<
  RunEventFields,
  'stage' | 'message' | 'request_id' | 'message_id' | 'response' | 'content' | 'continuation_count' | 'final_output_length' | 'error' | 'token' | 'artifact_id' | 'artifact_type' | 'status' | 'download_url'
> & { type: RunEventType };

type Raw = Record<string, unknown>;
const pick = (raw: Raw, snake: string, camel: string): unknown => raw[snake] ?? raw[camel];
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const num = (v: unknown, fallback: number): number => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);

export function toChatSession(raw: Raw): ChatSession {
  return {
    id: String(raw.id),
    title: String(raw.title ?? ''),
    agentSlug: String(pick(raw, 'agent_slug', 'agentSlug') ?? ''),
    createdAt: String(pick(raw, 'created_at', 'createdAt') ?? ''),
    updatedAt: String(pick(raw, 'updated_at', 'updatedAt') ?? ''),
    pinned: raw.pinned === true,
  };
}

/** A missing filename is built from the type, a short id and the type as extension; a missing MIME type is octet-stream. */
export function toArtifact(raw: Raw): Artifact {
  const id = String(raw.id ?? '');
  const type = String(raw.artifact_type ?? 'file');
  return {
    id,
    artifact_type: type,
    artifact_subtype: str(raw.artifact_subtype),
    filename: str(raw.filename) ?? `${type}_${id.slice(0, 8)}.${type}`,
    mime_type: str(raw.mime_type) ?? 'application/octet-stream',
    size_bytes: num(raw.size_bytes, 0),
    generation_status: String(raw.generation_status ?? 'completed'),
    download_url: str(raw.download_url),
    created_at: String(raw.created_at ?? ''),
    generated_at: str(raw.generated_at),
    error_message: str(raw.error_message),
  };
}

export function toChatMessage(raw: Raw): ChatMessage {
  const content = String(raw.content ?? '');
  const artifacts = Array.isArray(raw.artifacts) ? (raw.artifacts as Raw[]).map(toArtifact) : [];
  const charged = pick(raw, 'credits_charged', 'creditsCharged');
  return {
    id: String(raw.id),
    role: raw.role === 'assistant' ? 'assistant' : 'user',
    content,
    createdAt: String(pick(raw, 'created_at', 'createdAt') ?? ''),
    rating: typeof raw.rating === 'number' ? raw.rating : null,
    feedbackCategories: (pick(raw, 'feedback_categories', 'feedbackCategories') as string[] | undefined) ?? [],
    feedbackText: str(pick(raw, 'feedback_text', 'feedbackText')),
    transactionId: str(pick(raw, 'transaction_id', 'transactionId')),
    threadId: str(pick(raw, 'thread_id', 'threadId')),
    continuationCount: num(pick(raw, 'continuation_count', 'continuationCount'), 0),
    finalOutputLength: num(pick(raw, 'final_output_length', 'finalOutputLength'), content.length),
    truncatedDueToTokens: pick(raw, 'truncated_due_to_tokens', 'truncatedDueToTokens') === true,
    truncationReason: str(pick(raw, 'truncation_reason', 'truncationReason')),
    artifacts,
    requestId: str(pick(raw, 'request_id', 'requestId')),
    outcome: raw.outcome === 'failed' || raw.outcome === 'cancelled' ? raw.outcome : 'completed',
    versionOf: str(pick(raw, 'version_of', 'versionOf')),
    isCurrent: pick(raw, 'is_current', 'isCurrent') !== false,
    branch: toBranch(raw.branch),
    partialText: str(pick(raw, 'partial_text', 'partialText')),
    sources: toAnswerSources(raw.sources),
    engine: str(raw.engine),
    creditsCharged: typeof charged === 'number' && Number.isFinite(charged) ? charged : null,
    brandVoiceProposal: toBrandVoiceProposal(raw),
    deliverable: toDeliverable(raw),
  };
}

/** metadata.brand_voice_proposal (or the same field flattened into the message view): a string, trimmed, capped; else null. */
function toBrandVoiceProposal(raw: Raw): string | null {
  const metadata = raw.metadata && typeof raw.metadata === 'object' ? (raw.metadata as Raw) : {};
  const value = pick(metadata, 'brand_voice_proposal', 'brandVoiceProposal') ?? pick(raw, 'brand_voice_proposal', 'brandVoiceProposal');
  const text = typeof value === 'string' ? value.trim().slice(0, BRAND_VOICE_PROPOSAL_MAX) : '';
  return text ? text : null;
}

/** The message view's `deliverable`: a string with words in it, else null. */
function toDeliverable(raw: Raw): string | null {
  const value = raw.deliverable;
  return typeof value === 'string' && value.trim() ? value : null;
}

function toBranch(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(Object.entries(value as Raw).filter((e): e is [string, string] => typeof e[1] === 'string'));
}
