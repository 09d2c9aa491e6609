import { describe, expect, it } from 'vitest';
import { toArtifact, toChatMessage, toChatSession, type BackgroundSession, type BackgroundTask } from '../../../core/domain/chat-entities.ts';

describe('chat entities (spec 3)', () => {
  it('R-ENTITY-31 R-ENTITY-32 a session has id, title, agentSlug (from agent_slug), createdAt, updatedAt', () => {
    expect(toChatSession({ id: 's1', title: 'Hi', agent_slug: 'seo-agent', created_at: 'a', updated_at: 'b' })).toEqual({ id: 's1', title: 'Hi', agentSlug: 'seo-agent', createdAt: 'a', updatedAt: 'b' });
  });

  it('R-ENTITY-36 R-ENTITY-37 R-ENTITY-38 R-ENTITY-39 messages from snake_case or camelCase, truncatedDueToTokens false by default', () => {
    const snake = toChatMessage({ id: 'm', role: 'assistant', content: 'Hello', created_at: 't', feedback_categories: ['x'], transaction_id: 'tx', thread_id: 's', continuation_count: 1 });
    const camel = toChatMessage({ id: 'm', role: 'assistant', content: 'Hello', createdAt: 't', feedbackCategories: ['x'], transactionId: 'tx', threadId: 's', continuationCount: 1 });
    expect(snake).toEqual(camel);
    expect(Object.keys(snake).sort()).toEqual(
      ['artifacts', 'content', 'continuationCount', 'createdAt', 'feedbackCategories', 'feedbackText', 'finalOutputLength', 'id', 'rating', 'role', 'threadId', 'transactionId', 'truncatedDueToTokens', 'truncationReason', 'requestId', 'outcome'].sort(),
    );
    // Beyond spec 3: the run a message belongs to, and how it ended (a poll tells an answer from an error note).
    expect(toChatMessage({ id: 'e', role: 'assistant', content: 'x', request_id: 'r1', outcome: 'failed' })).toMatchObject({ requestId: 'r1', outcome: 'failed' });
    expect(snake.outcome).toBe('completed');
    expect(snake.truncatedDueToTokens).toBe(false);
    expect(toChatMessage({ id: 'u', role: 'user', content: '' }).role).toBe('user');
  });

  it('R-ENTITY-41 R-ENTITY-42 R-ENTITY-43 artifact defaults: filename from type, short id and type; MIME octet-stream; statuses pass through', () => {
    const a = toArtifact({ id: '1234567890abcdef', artifact_type: 'csv' });
    expect(a.filename).toBe('csv_12345678.csv');
    expect(a.mime_type).toBe('application/octet-stream');
    expect(toArtifact({ id: 'x', artifact_type: 'pdf', generation_status: 'failed', error_message: 'boom' })).toMatchObject({ generation_status: 'failed', error_message: 'boom' });
  });

  it('R-ENTITY-47 R-ENTITY-48 R-ENTITY-49 R-ENTITY-50 background task and session shapes', () => {
    const task: BackgroundTask = { sessionId: 's', agentSlug: 'seo-agent', agentName: 'SEO Agent', type: 'websocket', startTime: 0, status: 'running', lastUpdate: 0, lastProgressMessage: null, progressStage: null, errorMessage: null, completedMessagePreview: null };
    const statuses: BackgroundTask['status'][] = ['running', 'completed', 'error', 'cancelled'];
    const session: BackgroundSession = { agentSlug: 'seo-agent', agentName: 'SEO Agent', lastProgress: null, bufferedMessages: [], complete: false, session: null };
    expect(task.type).toBe('websocket');
    expect(statuses).toHaveLength(4);
    expect(Object.keys(session).sort()).toEqual(['agentName', 'agentSlug', 'bufferedMessages', 'complete', 'lastProgress', 'session']);
  });
});
