import type { Artifact } from '../../domain/artifact.ts';
import type { ArtifactRecord, ChatSessionRecord } from './records.ts';
import type { VersionedMessage } from './answer-versions.ts';

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
    download_url: downloadUrl,
    created_at: a.createdAt.toISOString(),
    generated_at: a.generationStatus === 'completed' ? a.createdAt.toISOString() : null,
    error_message: a.errorMessage,
  };
}

/** A message as the API shows it (spec section 3, snake_case), with its place among its answer's versions. */
export function toMessageView(v: VersionedMessage, artifacts: ArtifactView[] = []) {
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
    /** How the run that wrote this message ended: a poll tells an answer from an error or a cancel by it. */
    outcome: messageOutcome(meta.outcome),
    artifacts,
    /** Regenerating keeps every version of an answer: a conversation shows the current one. */
    version: v.version,
    version_count: v.versionCount,
    is_current: v.isCurrent,
    version_of: v.versionOf,
  };
}

export function toSessionView(s: ChatSessionRecord) {
  return { id: s.id, title: s.title, agent_slug: s.agentSlug, created_at: s.createdAt.toISOString(), updated_at: s.updatedAt.toISOString() };
}

function messageOutcome(value: unknown): 'completed' | 'failed' | 'cancelled' {
  return value === 'failed' || value === 'cancelled' ? value : 'completed';
}
