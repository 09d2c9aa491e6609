import type { Artifact } from '../../domain/agents/artifact.ts';
import type { ChatMessageView, ChatSessionView } from '../../domain/agents/agent-chat-api.ts';
import type { AgentRunRecord, ArtifactRecord, ChatMessageRecord, ChatSessionRecord } from './records.ts';
import type { VersionedMessage } from './answer-versions.ts';
import { storedSources } from './answer-sources.ts';

export type ArtifactView = Artifact;

export function toArtifactView(a: ArtifactRecord, downloadUrl: string | null): ArtifactView {
  return {
    id: a.id,
    artifact_type: a.artifactType,
    artifact_subtype: a.artifactSubtype,
    filename: a.filename,
    mime_type: a.mimeType,
    size_bytes: a.sizeBytes,
    generation_status: a.generationStatus,
    download_url: a.generationStatus === 'completed' ? downloadUrl : null,
    created_at: a.createdAt.toISOString(),
    generated_at: a.generationStatus === 'completed' ? a.createdAt.toISOString() : null,
    error_message: a.errorMessage,
  };
}

/** A message as the API shows it (spec section 3, snake_case), with its place among its answer's versions. */
export function toMessageView(v: VersionedMessage, artifacts: ArtifactView[] = [], creditsCharged: number | null = null): ChatMessageView {
  const m = v.message;
  const meta = m.metadata;
  return {
    id: m.id,
    role: m.role,
    content: m.content,
    created_at: m.createdAt.toISOString(),
    request_id: m.requestId,
    rating: m.rating,
    feedback_categories: m.feedbackCategories,
    feedback_text: m.feedbackText,
    transaction_id: m.transactionId,
    thread_id: m.sessionId,
    continuation_count: Number(meta.continuation_count ?? 0),
    final_output_length: m.content.length,
    truncated_due_to_tokens: Boolean(meta.truncated_due_to_tokens ?? false),
    truncation_reason: (meta.truncation_reason as string | undefined) ?? null,
    engine: (meta.engine as string | undefined) ?? null,
    /** What the run that wrote this answer charged; null for a question and for an unanswered (refunded) run. */
    credits_charged: creditsCharged,
    /** How the run that wrote this message ended: a poll tells an answer from an error or a cancel by it. */
    outcome: messageOutcome(meta.outcome),
    artifacts,
    /** Regenerating keeps every version of an answer: a conversation shows the current one. */
    version: v.version,
    version_count: v.versionCount,
    is_current: v.isCurrent,
    version_of: v.versionOf,
    /** Edit and resend: for each edited question before this message, the version it follows. */
    branch: branchOf(meta.branch),
    /** A cancelled answer's text streamed before the cancel, shown as cut off. */
    partial_text: typeof meta.partial_text === 'string' ? meta.partial_text : null,
    /** What the answer cites: documents and URL sources by passage, the space profile once; empty for a question. */
    sources: storedSources(meta.sources),
    /** A Brand Voice answer's proposed voice (stored as metadata.brand_voice_proposal): the chat offers to save it. */
    brand_voice_proposal: typeof meta.brand_voice_proposal === 'string' ? meta.brand_voice_proposal : null,
    /** The deliverable alone (metadata.deliverable), what Copy copies: only when the answer shows it word for word. */
    deliverable: shownDeliverable(m.content, meta.deliverable),
  };
}

/**
 * The stored deliverable when the answer's text holds it as written (the offline engine writes it between its
 * summary and its notes); null otherwise, such as when a model wrote the answer in its own words.
 */
function shownDeliverable(content: string, deliverable: unknown): string | null {
  return typeof deliverable === 'string' && deliverable.trim() && content.includes(deliverable) ? deliverable : null;
}

/**
 * The credits an answer cost: its run's charge, once the run completed with it. A failed or cancelled run was
 * refunded, and its note carries no charge; a question shares its run but the cost shows on the answer.
 */
export function creditsChargedFor(message: ChatMessageRecord, run: AgentRunRecord | undefined): number | null {
  if (message.role !== 'assistant' || !run || run.status !== 'completed' || messageOutcome(message.metadata.outcome) !== 'completed') return null;
  // A declined request was refunded with its answer.
  if (message.metadata.declined === true) return null;
  return run.cost;
}

export function toSessionView(s: ChatSessionRecord): ChatSessionView {
  return { id: s.id, title: s.title, agent_slug: s.agentSlug, created_at: s.createdAt.toISOString(), updated_at: s.updatedAt.toISOString(), pinned: s.pinned === true };
}

function branchOf(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(Object.entries(value as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

function messageOutcome(value: unknown): 'completed' | 'failed' | 'cancelled' {
  return value === 'failed' || value === 'cancelled' ? value : 'completed';
}
