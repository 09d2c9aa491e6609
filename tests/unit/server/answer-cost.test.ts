import { describe, expect, it } from 'vitest';
import { creditsChargedFor, toMessageView } from '../../../core/server/agents/message-view.ts';
import type { AgentRunRecord, ChatMessageRecord, RunStatus } from '../../../core/server/agents/records.ts';

const at = new Date('2026-01-05T10:00:00Z');
const message = (role: 'user' | 'assistant', metadata: Record<string, unknown> = {}): ChatMessageRecord => ({
  id: `${role}-1`, sessionId: 's1', role, content: 'Text', requestId: 'r1', createdAt: at, rating: null, feedbackCategories: [], feedbackText: null, transactionId: 'tx1', metadata, versionOf: null,
});
const run = (status: RunStatus, cost = 30): AgentRunRecord => ({
  requestId: 'r1', sessionId: 's1', orgId: 'o1', spaceId: 'sp1', userId: 'u1', agentSlug: 'seo-agent', mode: 'medium', cost, transactionId: 'tx1', status, input: {}, error: null, createdAt: at, finishedAt: at, attempt: 1, workerId: null,
});

describe('the cost an answer shows (credits_charged in the message view)', () => {
  it('an answer of a completed run carries the run charge; its question does not', () => {
    expect(creditsChargedFor(message('assistant', { engine: 'offline engine' }), run('completed'))).toBe(30);
    expect(creditsChargedFor(message('user'), run('completed'))).toBeNull();
  });

  it('a failed or cancelled run was refunded: its note carries no charge, nor does an answer without its run', () => {
    expect(creditsChargedFor(message('assistant', { outcome: 'failed' }), run('failed'))).toBeNull();
    expect(creditsChargedFor(message('assistant', { outcome: 'cancelled' }), run('cancelled'))).toBeNull();
    expect(creditsChargedFor(message('assistant'), undefined)).toBeNull();
  });

  it('the view shows the stored engine and the charge', () => {
    const view = toMessageView({ message: message('assistant', { engine: 'gpt-test' }), version: 1, versionCount: 1, isCurrent: true, versionOf: null }, [], 30);
    expect(view).toMatchObject({ engine: 'gpt-test', credits_charged: 30 });
  });
});
