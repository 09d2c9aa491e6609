import { describe, expect, it } from 'vitest';
import {
  agentErrorText,
  chatErrorText,
  FALLBACK_POLL_LOOKBACK_MS,
  SESSIONS_RETRY_MS,
  transportFor,
  type ChatOperation,
} from '../../../../core/domain/agents/chat-rules.ts';
import { sendRefusal } from '../../../../core/domain/agents/send-precheck.ts';
import { AGENTS } from '../../../../core/domain/agents/agents.ts';
import type { AgentSocketMessage } from '../../../../core/domain/agents/chat-entities.ts';

const OPERATIONS: ChatOperation[] = ['send', 'sessions', 'agents', 'createSession', 'messages', 'rating', 'regenerate', 'deleteMessage', 'continue'];

describe('chatErrorText by operation (spec 8.4)', () => {
  it('R-CHATERR-01 R-CHATERR-02 "Space context required": sessions say it is still loading, every other operation asks to wait for spaces', () => {
    for (const op of OPERATIONS) {
      const byText = chatErrorText({ text: 'Space context required for /agents/sessions but no space ID available.' }, op);
      const byCode = chatErrorText({ text: 'whatever', code: 'SPACE_CONTEXT_REQUIRED' }, op);
      const expected = op === 'sessions' ? 'Space context is still loading. Please wait a moment and try again.' : 'Please wait for spaces to load before sending messages';
      expect([op, byText, byCode]).toEqual([op, expected, expected]);
    }
    expect(SESSIONS_RETRY_MS).toBe(2_000);
  });

  it('R-CHATERR-04 R-CHATERR-05 R-CHATERR-06 R-CHATERR-07 space not found, access denied (sessions apart) and agent not found, for every operation', () => {
    for (const op of OPERATIONS) {
      expect(chatErrorText({ text: 'Space not found' }, op)).toBe('Current space not found. Please refresh the page or contact support.');
      expect(chatErrorText({ text: 'Access denied to this space' }, op)).toBe(
        op === 'sessions' ? "You don't have access to these chat sessions. Contact your administrator." : "You don't have access to this space. Contact your administrator.",
      );
      expect(chatErrorText({ text: 'Agent not found: x' }, op)).toBe('This agent is not available in your current space.');
      expect(chatErrorText({ text: 'Agent not available in your current space' }, op)).toBe('This agent is not available in your current space.');
    }
  });

  it('R-CHATERR-08 R-CHATERR-09 R-CHATERR-10 R-CHATERR-11 timeouts (sessions apart), network or fetch failures, and anything else as it came', () => {
    for (const op of OPERATIONS) {
      const timeout = op === 'sessions' ? 'Request timed out. Please check your connection and try again.' : 'Request timed out. The server may be busy - please try again.';
      expect(chatErrorText({ text: 'x', code: 'TIMEOUT_ERROR' }, op)).toBe(timeout);
      expect(chatErrorText({ text: 'Gateway timeout' }, op)).toBe(timeout);
      expect(chatErrorText({ text: 'x', code: 'NETWORK_ERROR' }, op)).toBe('Network error. Please check your connection and try again.');
      expect(chatErrorText({ text: 'TypeError: Failed to fetch' }, op)).toBe('Network error. Please check your connection and try again.');
      expect(chatErrorText({ text: 'Quota of the model exceeded' }, op)).toBe('Quota of the model exceeded');
    }
  });

  it('R-CHATERR-12 R-CHATERR-13 R-CHATERR-14 R-CHATERR-15 R-CHATERR-16 R-CHATERR-17 R-CHATERR-18 R-CHATERR-19 R-CHATERR-20 without a text each operation falls back to its own', () => {
    const expected: Record<string, string> = {
      agents: 'Failed to fetch agents',
      createSession: 'Failed to create session',
      sessions: 'Failed to fetch chat sessions',
      messages: 'Failed to fetch messages',
      send: 'Failed to send message',
      rating: 'Failed to submit rating',
      regenerate: 'Failed to regenerate message',
      deleteMessage: 'Failed to delete message',
      continue: 'Failed to continue message',
    };
    for (const op of OPERATIONS) {
      expect(chatErrorText({ text: null }, op)).toBe(expected[op]);
      expect(chatErrorText({ text: '   ' }, op)).toBe(expected[op]);
    }
  });

  it('R-CHATERR-22 R-CHATERR-23 an expired plan refuses the send first; then too few credits for the mode', () => {
    const now = Date.UTC(2026, 5, 1);
    const active = { type: 'pro', isActive: true, resetDate: now + 86_400_000 };
    expect(sendRefusal({ plan: { ...active, isActive: false }, remaining: 0, mode: 'normal', now })).toBe('Your pro plan has expired. Please upgrade your plan to continue using AI agents.');
    expect(sendRefusal({ plan: { ...active, type: 'free', resetDate: now - 1 }, remaining: 1_000, mode: 'normal', now })).toBe('Your free plan has expired. Please upgrade your plan to continue using AI agents.');
    expect(sendRefusal({ plan: active, remaining: 19, mode: 'normal', estimatedCredits: 20, now })).toBe('Insufficient credits. This operation requires 20 credits, but you only have 19 remaining.');
    expect(sendRefusal({ plan: active, remaining: 20, mode: 'normal', estimatedCredits: 20, now })).toBeNull();
    expect(sendRefusal({ plan: active, remaining: null, mode: 'max', now })).toBeNull();
  });

  it('R-CHATERR-24 R-CHATERR-25 R-CHATERR-26 agent errors: the default text, the web-source note, the large-context note above 150000 tokens (characters / 4)', () => {
    const none = { webSourceCount: 0, contextCharacters: 0 };
    expect(agentErrorText(undefined, none)).toBe('Agent processing failed');
    expect(agentErrorText('  ', none)).toBe('Agent processing failed');
    expect(agentErrorText('Model overloaded', none)).toBe('Model overloaded');
    expect(agentErrorText(null, { webSourceCount: 2, contextCharacters: 0 })).toBe('Agent processing failed This request used 2 web sources; reading them can take a while.');
    expect(agentErrorText('x', { webSourceCount: 0, contextCharacters: 600_000 })).toBe('x');
    expect(agentErrorText('x', { webSourceCount: 0, contextCharacters: 600_001 })).toBe('x This request has a very large context and may take 10-15 minutes or longer.');
  });
});

describe('transport choice (spec 4.7, 9)', () => {
  it('R-POLL-01 only the email, strategy review, brand voice and SEO agents use the socket; every other agent polls', () => {
    const socketAgents = AGENTS.filter((a) => transportFor(a.slug) === 'websocket').map((a) => a.slug).sort();
    expect(socketAgents).toEqual(['brand-voice', 'email-agent', 'seo-agent', 'strategy-review-agent']);
    for (const slug of ['cmo', 'creative-agent', 'unknown-agent', '']) expect(transportFor(slug)).toBe('polling');
  });

  it('R-POLL-03 the fallback looks back 5 seconds', () => {
    expect(FALLBACK_POLL_LOOKBACK_MS).toBe(5_000);
  });
});

describe('socket message entity (spec 3)', () => {
  it('R-ENTITY-51 an agent socket message carries all its fields (type-checked)', () => {
    const message = {
      type: 'agent_response', stage: 'llm_end', message: 'm', request_id: 'r', message_id: 'id', response: 'answer', content: 'c',
      continuation_count: 1, final_output_length: 2, error: 'e', token: 't', artifact_id: 'a', artifact_type: 'pdf', status: 'completed', download_url: '/d',
    } satisfies Required<AgentSocketMessage>;
    const keys: (keyof AgentSocketMessage)[] = ['type', 'stage', 'message', 'request_id', 'message_id', 'response', 'content', 'continuation_count', 'final_output_length', 'error', 'token', 'artifact_id', 'artifact_type', 'status', 'download_url'];
    expect(Object.keys(message).sort()).toEqual([...keys].sort());
  });
});
