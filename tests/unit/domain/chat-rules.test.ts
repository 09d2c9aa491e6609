import { describe, expect, it } from 'vitest';
import {
  agentErrorText,
  agentResponseText,
  artifactToast,
  CHAT_SOCKET_ATTEMPTS,
  chatErrorText,
  chatSocketBackoff,
  finalizingDelay,
  isDuplicateMessage,
  isRetriablePollError,
  notificationPreview,
  pollTimeoutText,
  SOCKET_CONNECT_TIMEOUT_MS,
  SOCKET_MAX_RETRIES,
  SOCKET_RETRY_CAP_ALT_READING_MS,
  socketRetryDelay,
  stageText,
  taskStatusLine,
  transportFor,
} from '../../../core/domain/chat-rules.ts';
import { sendRefusal } from '../../../core/domain/send-precheck.ts';

describe('chat error texts (spec 8.4)', () => {
  it('R-CHATERR-01 R-CHATERR-02 a missing space context reads differently when sending and when fetching sessions', () => {
    expect(chatErrorText({ text: 'Space context required for /agents/x/messages/async but no space ID available.' }, 'send')).toBe('Please wait for spaces to load before sending messages');
    expect(chatErrorText({ text: 'x', code: 'SPACE_CONTEXT_REQUIRED' }, 'sessions')).toBe('Space context is still loading. Please wait a moment and try again.');
  });

  it('R-CHATERR-04 R-CHATERR-05 R-CHATERR-06 R-CHATERR-07 space, access and agent failures', () => {
    expect(chatErrorText({ text: 'Space not found' }, 'send')).toBe('Current space not found. Please refresh the page or contact support.');
    expect(chatErrorText({ text: 'Access denied to space' }, 'send')).toBe("You don't have access to this space. Contact your administrator.");
    expect(chatErrorText({ text: 'Access denied' }, 'sessions')).toBe("You don't have access to these chat sessions. Contact your administrator.");
    expect(chatErrorText({ text: 'Agent not found' }, 'send')).toBe('This agent is not available in your current space.');
  });

  it('R-CHATERR-08 R-CHATERR-09 R-CHATERR-10 R-CHATERR-11 timeouts, network failures and anything else', () => {
    expect(chatErrorText({ text: 'Request timed out', code: 'TIMEOUT_ERROR' }, 'send')).toBe('Request timed out. The server may be busy - please try again.');
    expect(chatErrorText({ text: 'timeout', code: 'TIMEOUT_ERROR' }, 'sessions')).toBe('Request timed out. Please check your connection and try again.');
    expect(chatErrorText({ text: 'Failed to fetch', code: 'NETWORK_ERROR' }, 'send')).toBe('Network error. Please check your connection and try again.');
    expect(chatErrorText({ text: 'The model is overloaded' }, 'send')).toBe('The model is overloaded');
  });

  it('R-CHATERR-12 R-CHATERR-13 R-CHATERR-14 R-CHATERR-15 R-CHATERR-16 R-CHATERR-17 R-CHATERR-18 R-CHATERR-19 R-CHATERR-20 each operation has its fallback', () => {
    const fallbacks = {
      agents: 'Failed to fetch agents',
      createSession: 'Failed to create session',
      sessions: 'Failed to fetch chat sessions',
      messages: 'Failed to fetch messages',
      send: 'Failed to send message',
      rating: 'Failed to submit rating',
      regenerate: 'Failed to regenerate message',
      deleteMessage: 'Failed to delete message',
      continue: 'Failed to continue message',
    } as const;
    for (const [operation, text] of Object.entries(fallbacks)) expect(chatErrorText({ text: '' }, operation as keyof typeof fallbacks)).toBe(text);
  });

  it('R-CHATERR-22 R-CHATERR-23 an expired plan, then too few credits, refuse the send with the spec texts', () => {
    const now = Date.UTC(2026, 5, 1);
    expect(sendRefusal({ plan: { type: 'pro', isActive: false, resetDate: now + 86_400_000 }, remaining: 500, mode: 'normal', now })).toBe(
      'Your pro plan has expired. Please upgrade your plan to continue using AI agents.',
    );
    expect(sendRefusal({ plan: { type: 'free', isActive: true, resetDate: now + 10 * 86_400_000 }, remaining: 30, mode: 'max', now })).toBe(
      'Insufficient credits. This operation requires 40 credits, but you only have 30 remaining.',
    );
    expect(sendRefusal({ plan: { type: 'free', isActive: true, resetDate: now + 10 * 86_400_000 }, remaining: 40, mode: 'max', now })).toBeNull();
  });

  it('R-CHATERR-24 R-CHATERR-25 R-CHATERR-26 an agent error: its text or the default, with the web-source and large-context notes', () => {
    expect(agentErrorText(null, { webSourceCount: 0, contextCharacters: 10 })).toBe('Agent processing failed');
    expect(agentErrorText('Model failed', { webSourceCount: 2, contextCharacters: 10 })).toBe('Model failed This request used 2 web sources; reading them can take a while.');
    expect(agentErrorText('Model failed', { webSourceCount: 0, contextCharacters: 600_004 })).toBe('Model failed This request has a very large context and may take 10-15 minutes or longer.');
    expect(agentErrorText('Model failed', { webSourceCount: 0, contextCharacters: 600_000 })).toBe('Model failed');
  });

  it('R-CHATERR-28 R-CHATERR-29 R-CHATERR-30 polling timeouts, and which poll errors wait for the next poll', () => {
    expect(pollTimeoutText('CMO Agent', 40, false)).toBe('Request timed out after 40 minutes');
    expect(pollTimeoutText('CMO Agent', 40, true)).toBe('CMO Agent timed out after 40 minutes. The request may still be processing.');
    expect(isRetriablePollError('NETWORK_ERROR', 30_001)).toBe(true);
    expect(isRetriablePollError('TIMEOUT_ERROR', 31_000)).toBe(true);
    expect(isRetriablePollError('NETWORK_ERROR', 29_000)).toBe(false);
    expect(isRetriablePollError('SERVER_ERROR', 60_000)).toBe(false);
  });
});

describe('reading the agent socket (spec 4.7, D7)', () => {
  it('R-WS-09 llm_end and agent_finish have their own texts; other stages show their message', () => {
    expect(stageText('llm_end', 'x')).toBe('Just finishing up...');
    expect(stageText('agent_finish', 'x')).toBe('Wrapping up the response...');
    expect(stageText('tool_start', 'Running analysis tools...')).toBe('Running analysis tools...');
  });

  it('R-WS-15 the answer comes from response, email_body, final_strategy, generated_article, brand_voice, else the last tool output', () => {
    expect(agentResponseText({ response: 'a', email_body: 'b' }, 'tool')).toBe('a');
    expect(agentResponseText({ email_body: 'b', final_strategy: 'c' }, 'tool')).toBe('b');
    expect(agentResponseText({ final_strategy: 'c', generated_article: 'd' }, 'tool')).toBe('c');
    expect(agentResponseText({ generated_article: 'd', brand_voice: 'e' }, 'tool')).toBe('d');
    expect(agentResponseText({ brand_voice: 'e' }, 'tool')).toBe('e');
    expect(agentResponseText({}, 'tool')).toBe('tool');
  });

  it('R-SEND-15 R-SEND-16 R-SEND-17 duplicates within 30 s are skipped; finalising lasts 1.2 s, 0.6 s when empty', () => {
    const at = Date.UTC(2026, 5, 1);
    const existing = [{ role: 'assistant' as const, content: 'Same', createdAt: new Date(at).toISOString() }];
    expect(isDuplicateMessage(existing, { role: 'assistant', content: 'Same' }, at + 30_000)).toBe(true);
    expect(isDuplicateMessage(existing, { role: 'assistant', content: 'Same' }, at + 30_001)).toBe(false);
    expect(isDuplicateMessage(existing, { role: 'assistant', content: 'Other' }, at + 1)).toBe(false);
    expect(finalizingDelay('An answer')).toBe(1200);
    expect(finalizingDelay('  ')).toBe(600);
  });

  it('R-POLL-01 R-CONST-20 R-CONST-21 R-CONST-22 R-CONST-23 R-CONST-24 R-CONST-25 transport and socket timings', () => {
    expect(['email-agent', 'strategy-review-agent', 'brand-voice', 'seo-agent'].map(transportFor)).toEqual(['websocket', 'websocket', 'websocket', 'websocket']);
    expect(['creative-agent', 'cmo', 'unknown'].map(transportFor)).toEqual(['polling', 'polling', 'polling']);
    expect(CHAT_SOCKET_ATTEMPTS).toBe(4);
    expect([1, 2, 3, 4].map(chatSocketBackoff)).toEqual([1000, 2000, 4000, 5000]);
    expect(SOCKET_CONNECT_TIMEOUT_MS).toBe(5000);
    expect(SOCKET_MAX_RETRIES).toBe(10);
    expect([0, 1, 2, 3, 7, 9].map(socketRetryDelay)).toEqual([1000, 1300, 1690, 2197, 5000, 5000]);
    expect(SOCKET_RETRY_CAP_ALT_READING_MS).toBe(10_000);
  });
});

describe('toasts, tasks and notifications (spec 2.3, 4.7, 8.5)', () => {
  it('R-TOAST-10 R-TOAST-11 R-TOAST-12 R-TOAST-13 artifact toasts, 5 s, and events missing fields are ignored', () => {
    expect(artifactToast({ artifact_id: 'a', artifact_type: 'pdf', status: 'completed' })).toEqual({ intent: 'success', title: 'Artifact generated successfully!', description: 'Your PDF is ready for download.', durationMs: 5000 });
    expect(artifactToast({ artifact_id: 'a', artifact_type: 'pdf', status: 'failed', error: 'Disk full' })).toMatchObject({ intent: 'danger', title: 'Artifact generation failed', description: 'Disk full', durationMs: 5000 });
    expect(artifactToast({ artifact_id: 'a', artifact_type: 'pdf', status: 'failed' })?.description).toBe('An error occurred while generating the artifact.');
    expect(artifactToast({ artifact_type: 'pdf', status: 'completed' })).toBeNull();
    expect(artifactToast({ artifact_id: 'a', status: 'completed' })).toBeNull();
  });

  it('R-BGTASK-05 R-BGTASK-04 R-BGTASK-06 a task row reads Completed, Failed, its last progress or Processing...', () => {
    expect(taskStatusLine({ status: 'completed', lastProgressMessage: 'x' })).toBe('Completed');
    expect(taskStatusLine({ status: 'error', lastProgressMessage: 'x' })).toBe('Failed');
    expect(taskStatusLine({ status: 'running', lastProgressMessage: 'Writing the answer...' })).toBe('Writing the answer...');
    expect(taskStatusLine({ status: 'running', lastProgressMessage: null })).toBe('Processing...');
  });

  it('R-NOTIFY-01 the notification preview is the first 100 characters', () => {
    expect(notificationPreview('x'.repeat(150))).toBe(`${'x'.repeat(100)}...`);
    expect(notificationPreview('short reply')).toBe('short reply');
  });
});
