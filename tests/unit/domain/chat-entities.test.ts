import { describe, expect, it } from 'vitest';
import { toArtifact, toChatMessage, toChatSession } from '../../../core/domain/agents/chat-entities.ts';
import { ok } from '../../support/scripted-http.ts';
import { acceptSends, advance, chatHarness } from '../client/chat/chat-harness.ts';

describe('chat entities (spec 3)', () => {
  it('R-ENTITY-31 R-ENTITY-32 a session has id, title, agentSlug (from agent_slug), createdAt, updatedAt', () => {
    expect(toChatSession({ id: 's1', title: 'Hi', agent_slug: 'seo-agent', created_at: 'a', updated_at: 'b' })).toEqual({ id: 's1', title: 'Hi', agentSlug: 'seo-agent', createdAt: 'a', updatedAt: 'b', pinned: false });
    expect(toChatSession({ id: 's2', title: 'Pinned', agent_slug: 'cmo', created_at: 'a', updated_at: 'b', pinned: true }).pinned).toBe(true);
  });

  it('R-ENTITY-36 R-ENTITY-37 R-ENTITY-38 R-ENTITY-39 messages from snake_case or camelCase, truncatedDueToTokens false by default', () => {
    const snake = toChatMessage({ id: 'm', role: 'assistant', content: 'Hello', created_at: 't', feedback_categories: ['x'], transaction_id: 'tx', thread_id: 's', continuation_count: 1 });
    const camel = toChatMessage({ id: 'm', role: 'assistant', content: 'Hello', createdAt: 't', feedbackCategories: ['x'], transactionId: 'tx', threadId: 's', continuationCount: 1 });
    expect(snake).toEqual(camel);
    expect(Object.keys(snake).sort()).toEqual(
      ['artifacts', 'content', 'continuationCount', 'createdAt', 'feedbackCategories', 'feedbackText', 'finalOutputLength', 'id', 'rating', 'role', 'threadId', 'transactionId', 'truncatedDueToTokens', 'truncationReason', 'requestId', 'outcome', 'engine', 'creditsCharged', 'versionOf', 'isCurrent', 'branch', 'partialText', 'sources', 'brandVoiceProposal', 'deliverable'].sort(),
    );
    // Beyond spec 3: the run a message belongs to, and how it ended (a poll tells an answer from an error note).
    expect(toChatMessage({ id: 'e', role: 'assistant', content: 'x', request_id: 'r1', outcome: 'failed' })).toMatchObject({ requestId: 'r1', outcome: 'failed' });
    expect(snake.outcome).toBe('completed');
    expect(snake.truncatedDueToTokens).toBe(false);
    // The engine and the charge come from the stored message, not from today's catalogue.
    expect(toChatMessage({ id: 'a', role: 'assistant', content: 'x', engine: 'offline engine', credits_charged: 30 })).toMatchObject({ engine: 'offline engine', creditsCharged: 30 });
    expect(toChatMessage({ id: 'q', role: 'user', content: 'x', credits_charged: null })).toMatchObject({ engine: null, creditsCharged: null });
    expect(toChatMessage({ id: 'u', role: 'user', content: '' }).role).toBe('user');
  });

  it("a Brand Voice answer's metadata.brand_voice_proposal becomes brandVoiceProposal: strings only, trimmed, capped at 20000", () => {
    const proposal = 'Tone: warm\nFormality: casual\nSign-off: Cheers';
    expect(toChatMessage({ id: 'b', role: 'assistant', content: 'x', metadata: { brand_voice_proposal: `  ${proposal}\n` } }).brandVoiceProposal).toBe(proposal);
    expect(toChatMessage({ id: 'f', role: 'assistant', content: 'x', brand_voice_proposal: proposal }).brandVoiceProposal).toBe(proposal);
    expect(toChatMessage({ id: 'l', role: 'assistant', content: 'x', metadata: { brand_voice_proposal: 'a'.repeat(25_000) } }).brandVoiceProposal).toHaveLength(20_000);
    for (const value of [42, null, '   ', ['Tone: warm']]) {
      expect(toChatMessage({ id: 'n', role: 'assistant', content: 'x', metadata: { brand_voice_proposal: value } }).brandVoiceProposal).toBeNull();
    }
    expect(toChatMessage({ id: 'q', role: 'user', content: 'x' }).brandVoiceProposal).toBeNull();
  });

  it('R-ENTITY-41 R-ENTITY-42 R-ENTITY-43 artifact defaults: filename from type, short id and type; MIME octet-stream; statuses pass through', () => {
    const a = toArtifact({ id: '1234567890abcdef', artifact_type: 'csv' });
    expect(a.filename).toBe('csv_12345678.csv');
    expect(a.mime_type).toBe('application/octet-stream');
    expect(toArtifact({ id: 'x', artifact_type: 'pdf', generation_status: 'failed', error_message: 'boom' })).toMatchObject({ generation_status: 'failed', error_message: 'boom' });
  });
});

// BackgroundTask and BackgroundSession are types only: what they promise is checked where the app fills
// them, a chat store whose running session is moved to the background by opening another one.
const QUESTION = 'Write a launch email';

/** Sends to the Email Agent over the socket, reports a progress stage, then opens a new session. */
async function runInBackground() {
  const h = await chatHarness();
  const serverMessages = acceptSends(h, 'email-agent', 'sess-1', ['req-1']);
  h.http.on('POST', '/agents/email-agent/sessions/create', () => ok({ session_id: 'sess-2', created_at: new Date(h.clock.now()).toISOString() }));
  h.http.on('GET', '/agents/sessions/sess-2/messages', ok([]));
  await h.chat.loadAgents();
  await h.chat.selectAgent('email-agent');
  const sentAt = h.clock.now();
  expect(await h.chat.sender.send(QUESTION)).toMatchObject({ requestId: expect.any(String) });
  const socket = h.sockets.last;
  socket.open();
  socket.emit({ type: 'progress_update', request_id: 'req-1', stage: 'tool_start', message: 'Reading your brand voice' });
  h.clock.advance(3_000);
  const leftAt = h.clock.now();
  expect(await h.chat.createSession()).toMatchObject({ id: 'sess-2' });
  return { h, socket, serverMessages, sentAt, leftAt };
}

describe('background tasks and sessions, as the chat store fills them (spec 3)', () => {
  it('R-ENTITY-47 R-ENTITY-48 a session left while its socket run is going becomes a websocket background task with every field', async () => {
    const { h, socket, leftAt } = await runInBackground();
    expect(h.chat.view.sessionId).toBe('sess-2');
    expect(h.tasks.tasks).toEqual([
      {
        sessionId: 'sess-1',
        agentSlug: 'email-agent',
        agentName: 'Email Agent',
        type: 'websocket',
        startTime: leftAt,
        status: 'running',
        lastUpdate: leftAt,
        lastProgressMessage: 'Reading your brand voice',
        progressStage: null,
        errorMessage: null,
        completedMessagePreview: null,
      },
    ]);
    h.clock.advance(2_000);
    socket.emit({ type: 'progress_update', request_id: 'req-1', stage: 'tool_start', message: 'Drafting the email' });
    expect(h.tasks.find('sess-1')).toMatchObject({ progressStage: 'tool_start', lastProgressMessage: 'Drafting the email', lastUpdate: leftAt + 2_000, startTime: leftAt });
  });

  it('R-ENTITY-49 a background task ends completed, error or cancelled, as its run does', async () => {
    const ends: [Record<string, unknown>, Record<string, unknown>][] = [
      [{ type: 'agent_response', request_id: 'req-1', message_id: 'm-1', response: 'Here is your email' }, { status: 'completed', completedMessagePreview: 'Here is your email', errorMessage: null }],
      [{ type: 'agent_error', request_id: 'req-1', error: 'Model overloaded' }, { status: 'error', errorMessage: 'Model overloaded', completedMessagePreview: null }],
      [{ type: 'run_cancelled', request_id: 'req-1' }, { status: 'cancelled', errorMessage: null, completedMessagePreview: null }],
    ];
    const seen = new Set<string>();
    for (const [event, expected] of ends) {
      const { h, socket } = await runInBackground();
      expect(h.tasks.find('sess-1')?.status).toBe('running');
      seen.add('running');
      socket.emit(event);
      await advance(h.clock, 1_200);
      expect(h.tasks.find('sess-1')).toMatchObject(expected);
      seen.add(h.tasks.find('sess-1')!.status);
    }
    expect([...seen].sort()).toEqual(['cancelled', 'completed', 'error', 'running']);
  });

  it('R-ENTITY-50 a background session keeps its agent, last progress, buffered messages, running state and session, and is resumed with them', async () => {
    const { h, socket, serverMessages, sentAt } = await runInBackground();
    socket.emit({ type: 'progress_update', request_id: 'req-1', stage: 'tool_start', message: 'Drafting the email' });
    socket.emit({ type: 'stream_start', request_id: 'req-1' });
    socket.emit({ type: 'stream_token', request_id: 'req-1', token: 'Subject: ' });
    const loadsBefore = h.http.requests.filter((r) => r.url.includes('/sessions/sess-1/messages')).length;

    expect(await h.chat.openSession('sess-1')).toBe(true);
    const view = h.chat.view;
    expect(view).toMatchObject({ sessionId: 'sess-1', isRunning: true, phase: 'waiting', progress: { stage: 'tool_start', text: 'Drafting the email' }, streamingText: 'Subject: ' });
    expect(view.agent).toMatchObject({ slug: 'email-agent', name: 'Email Agent' });
    expect(view.messages.map((m) => [m.role, m.content])).toEqual([['user', QUESTION]]);
    expect(view.sessions.find((s) => s.id === 'sess-1')).toMatchObject({ agentSlug: 'email-agent', title: QUESTION, createdAt: new Date(sentAt).toISOString() });
    // Resumed from what it buffered: no reload, and no longer a background task.
    expect(h.http.requests.filter((r) => r.url.includes('/sessions/sess-1/messages'))).toHaveLength(loadsBefore);
    expect(h.tasks.tasks).toEqual([]);

    serverMessages.push(
      { id: 'm-q', role: 'user', content: QUESTION, request_id: 'req-1', created_at: new Date(sentAt).toISOString() },
      { id: 'm-1', role: 'assistant', content: 'Subject: Launch', request_id: 'req-1', created_at: new Date(h.clock.now()).toISOString() },
    );
    socket.emit({ type: 'agent_response', request_id: 'req-1', message_id: 'm-1', response: 'Subject: Launch' });
    await advance(h.clock, 1_200);
    expect(h.chat.view).toMatchObject({ isRunning: false, sessionId: 'sess-1' });
    expect(h.chat.view.messages.map((m) => [m.role, m.content])).toEqual([['user', QUESTION], ['assistant', 'Subject: Launch']]);
  });
});
