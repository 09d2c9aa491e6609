import { describe, expect, it } from 'vitest';
import { autorun } from 'mobx';
import { settle } from '../../../support/client-harness.ts';
import { fail, ok } from '../../../support/scripted-http.ts';
import { ApiClient } from '../../../../core/client/api/api-client.ts';
import { AgentChatApi } from '../../../../core/domain/agents/agent-chat-api.ts';
import { ApiConfig } from '../../../../core/client/api/api-config.ts';
import { TokenStore } from '../../../../core/client/auth/token-store.ts';
import { CurrentSpace } from '../../../../core/client/spaces/current-space.ts';
import { CreditsStore } from '../../../../core/client/credits/credits-store.ts';
import type { SocketEvent } from '../../../../core/client/chat/agent-socket.ts';
import { acceptSends, advance, chatHarness, type ChatHarness } from './chat-harness.ts';

const SESSION = 'sess-1';
const REQ = 'req-1';

/** Opens the Email Agent, sends, and returns the socket the run waits on. */
async function sendOverSocket(h: ChatHarness, text = 'Write a launch email', options: Parameters<ChatHarness['chat']['sender']['send']>[1] = {}) {
  const serverMessages = acceptSends(h, 'email-agent');
  await h.chat.loadAgents();
  await h.chat.selectAgent('email-agent');
  expect(await h.chat.sender.send(text, options)).toMatchObject({ requestId: REQ, sessionId: SESSION });
  const socket = h.sockets.last;
  socket.open();
  return { socket, serverMessages };
}

const pollUrls = (h: ChatHarness) => h.http.requests.filter((r) => r.url.includes(`/sessions/${SESSION}/poll`)).map((r) => r.url);

describe('the chat over the socket (spec 4.7)', () => {
  it('R-WS-09 progress stages show their texts: llm_end, agent_finish, and the message otherwise', async () => {
    const h = await chatHarness();
    const { socket } = await sendOverSocket(h);
    expect(h.chat.view.progress?.text).toBe('Processing...');
    socket.emit({ type: 'progress_update', request_id: REQ, stage: 'tool_start', message: 'Reading your brand voice' });
    expect(h.chat.view.progress).toEqual({ stage: 'tool_start', text: 'Reading your brand voice' });
    socket.emit({ type: 'progress_update', request_id: REQ, stage: 'llm_end', message: 'ignored' });
    expect(h.chat.view.progress).toEqual({ stage: 'llm_end', text: 'Just finishing up...' });
    socket.emit({ type: 'progress_update', request_id: REQ, stage: 'agent_finish', message: 'ignored' });
    expect(h.chat.view.progress).toEqual({ stage: 'agent_finish', text: 'Wrapping up the response...' });
  });

  it('R-SEND-14 events of another request are ignored', async () => {
    const h = await chatHarness();
    const { socket } = await sendOverSocket(h);
    socket.emit({ type: 'progress_update', request_id: 'req-other', stage: 'tool_start', message: 'Not mine' });
    socket.emit({ type: 'agent_response', request_id: 'req-other', response: 'Not my answer' });
    socket.emit({ type: 'agent_error', request_id: 'req-other', error: 'Not my error' });
    await advance(h.clock, 5_000);
    expect(h.chat.view.phase).toBe('waiting');
    expect(h.chat.view.progress?.text).toBe('Processing...');
    expect(h.chat.view.error).toBeNull();
    expect(h.chat.view.messages.map((m) => m.content)).toEqual(['Write a launch email']);
    socket.emit({ type: 'agent_response', request_id: REQ, response: 'Mine' });
    expect(h.chat.view.phase).toBe('finalising');
  });

  it('R-SEND-06 the charge of the message being answered is held from the send until the answer is in, and the balance is read again at both ends', async () => {
    const h = await chatHarness();
    const credits = h.get(CreditsStore);
    const balanceReads = () => h.http.requests.filter((r) => r.method === 'GET' && r.url.endsWith('/billing/credits')).length;
    // Known before the send, so its pre-check reads nothing.
    await Promise.all([credits.fetchPlan(), credits.fetchCredits()]);
    const before = balanceReads();
    const { socket } = await sendOverSocket(h);
    await settle();
    expect(credits.currentTransactionId).toBe('tx-req-1');
    expect(balanceReads()).toBe(before + 1);
    socket.emit({ type: 'agent_response', request_id: REQ, response: 'Your launch email' });
    await advance(h.clock, 5_000);
    expect(h.chat.view.phase).toBe('done');
    expect(credits.currentTransactionId).toBeNull();
    expect(balanceReads()).toBe(before + 2);
  });

  it('R-WS-11 R-WS-14 stream tokens collect per request; langgraph_update, tool_custom, stream_complete, stream_error and unknown types are passed on without ending the run', async () => {
    const h = await chatHarness();
    const seen: (SocketEvent & { session: string | null })[] = [];
    h.chat.onEvent((session, event) => void seen.push({ ...event, session }));
    const { socket } = await sendOverSocket(h);
    socket.emit({ type: 'stream_start', request_id: REQ });
    socket.emit({ type: 'stream_token', request_id: REQ, token: 'Hello ' });
    socket.emit({ type: 'stream_token', request_id: REQ, token: 'world' });
    expect(h.chat.view.streamingText).toBe('Hello world');
    for (const type of ['langgraph_update', 'tool_custom', 'stream_complete', 'stream_error', 'brand_new_event']) socket.emit({ type, request_id: REQ, data: type });
    expect(seen.map((e) => e.type)).toEqual(['stream_start', 'stream_token', 'stream_token', 'langgraph_update', 'tool_custom', 'stream_complete', 'stream_error', 'brand_new_event']);
    expect(seen.every((e) => e.session === SESSION)).toBe(true);
    expect(h.chat.view.phase).toBe('waiting');
    expect(h.chat.view.isRunning).toBe(true);
  });

  it('R-WS-15 R-WS-11 an agent_response without a response field takes email_body, else the last tool_output', async () => {
    const h = await chatHarness();
    const { socket } = await sendOverSocket(h);
    socket.emit({ type: 'tool_output', request_id: REQ, output: 'From the tool' });
    socket.emit({ type: 'agent_response', request_id: REQ, email_body: 'Subject: Launch', final_strategy: 'not this' });
    h.clock.advance(1_200);
    expect(h.chat.view.messages.at(-1)?.content).toBe('Subject: Launch');

    const g = await chatHarness();
    const run = await sendOverSocket(g);
    run.socket.emit({ type: 'tool_output', request_id: REQ, output: 'First tool' });
    run.socket.emit({ type: 'tool_output', request_id: REQ, output: 'Last tool' });
    run.socket.emit({ type: 'agent_response', request_id: REQ });
    g.clock.advance(1_200);
    expect(g.chat.view.messages.at(-1)?.content).toBe('Last tool');
  });

  it('R-SEND-01 R-SEND-02 R-SEND-03 R-SEND-18 a screen that reads the chat through MobX sees each step of a send as it happens', async () => {
    const h = await chatHarness();
    const stored = acceptSends(h, 'email-agent');
    await h.chat.loadAgents();
    await h.chat.selectAgent('email-agent');
    // What the chat screen shows, each time MobX re-runs it (as an observer component re-renders).
    const seen: string[] = [];
    const stop = autorun(() => {
      const v = h.chat.view;
      const line = [v.phase, v.locked ? 'locked' : 'open', v.progress?.text ?? '-', v.socketStatus, v.activeTransport ?? '-', v.lastTransport ?? '-', v.canSwitchSession ? 'can switch' : 'stays', v.messages.map((m) => m.role).join('+') || 'none'].join(' | ');
      if (seen.at(-1) !== line) seen.push(line);
    });
    await h.chat.sender.send('Write a launch email');
    const createdAt = new Date(h.clock.now()).toISOString();
    stored.push({ id: 'm-question', role: 'user', content: 'Write a launch email', created_at: createdAt, request_id: REQ });
    const socket = h.sockets.last;
    socket.open();
    socket.emit({ type: 'progress_update', request_id: REQ, stage: 'tool_start', message: 'Reading your brand voice' });
    stored.push({ id: 'm-answer', role: 'assistant', content: 'Here is your email', created_at: createdAt, request_id: REQ });
    socket.emit({ type: 'agent_response', request_id: REQ, message_id: 'm-answer', response: 'Here is your email' });
    h.clock.advance(1_200);
    await settle();
    stop();
    expect(seen).toEqual([
      'idle | open | - | disconnected | - | - | can switch | none',
      'sending | locked | - | disconnected | - | - | stays | user',
      'waiting | locked | Processing... | disconnected | websocket | - | stays | user',
      'waiting | locked | Processing... | connected | websocket | - | can switch | user',
      'waiting | locked | Reading your brand voice | connected | websocket | - | can switch | user',
      'finalising | locked | Finalizing your answer... | disconnected | - | websocket | stays | user',
      'done | open | - | disconnected | - | websocket | can switch | user+assistant',
    ]);
    // The server's copy, read again after the answer, replaces the local one (its ids are the real ones).
    expect(h.chat.view.messages.map((m) => m.id)).toEqual(['m-question', 'm-answer']);
  });

  it('R-SEND-16 "Finalizing your answer..." shows for 1.2 s before the reply appears', async () => {
    const h = await chatHarness();
    const { socket } = await sendOverSocket(h);
    socket.emit({ type: 'agent_response', request_id: REQ, message_id: 'm-answer', response: 'Here is your email' });
    expect(h.chat.view.phase).toBe('finalising');
    expect(h.chat.view.progress?.text).toBe('Finalizing your answer...');
    h.clock.advance(1_199);
    expect(h.chat.view.messages.map((m) => m.role)).toEqual(['user']);
    h.clock.advance(1);
    expect(h.chat.view.messages.at(-1)).toMatchObject({ id: 'm-answer', role: 'assistant', content: 'Here is your email', requestId: REQ });
    expect(h.chat.view.phase).toBe('done');
    expect(h.chat.view.progress).toBeNull();
  });

  it('R-SEND-17 with an empty reply the note shows for 0.6 s', async () => {
    const h = await chatHarness();
    const { socket } = await sendOverSocket(h);
    socket.emit({ type: 'agent_response', request_id: REQ, response: '' });
    expect(h.chat.view.progress?.text).toBe('Finalizing your answer...');
    h.clock.advance(599);
    expect(h.chat.view.phase).toBe('finalising');
    h.clock.advance(1);
    expect(h.chat.view.phase).toBe('done');
    expect(h.chat.view.messages.at(-1)).toMatchObject({ role: 'assistant', content: '' });
  });

  it('R-SEND-15 a reply with the same role and content as a message within 30 s is skipped; later it is kept', async () => {
    for (const [ageMs, kept] of [[20_000, 1], [31_000, 2]] as const) {
      const h = await chatHarness();
      const serverMessages = acceptSends(h, 'email-agent');
      serverMessages.push({ id: 'm-old', role: 'assistant', content: 'Same answer', created_at: new Date(h.clock.now()).toISOString(), request_id: 'req-0' });
      await h.chat.loadAgents();
      await h.chat.selectAgent('email-agent');
      await h.chat.openSession(SESSION);
      expect(h.chat.view.messages.map((m) => m.id)).toEqual(['m-old']);
      h.clock.advance(ageMs - 1_200);
      await h.chat.sender.send('Again please');
      h.sockets.last.open();
      h.sockets.last.emit({ type: 'agent_response', request_id: REQ, message_id: 'm-new', response: 'Same answer' });
      h.clock.advance(1_200);
      expect(h.chat.view.messages.filter((m) => m.content === 'Same answer')).toHaveLength(kept);
    }
  });

  it('R-ENTITY-51 every field of a socket message is read: stage, message, request_id, message_id, response, content, continuation_count, final_output_length, error, token, artifact_id, artifact_type, status, download_url', async () => {
    const h = await chatHarness();
    const serverMessages = acceptSends(h, 'email-agent');
    serverMessages.push({ id: 'm-cut', role: 'assistant', content: 'Part one', created_at: new Date(h.clock.now()).toISOString(), truncated_due_to_tokens: true });
    await h.chat.loadAgents();
    await h.chat.selectAgent('email-agent');
    await h.chat.openSession(SESSION);
    await h.chat.sender.send('More');
    const socket = h.sockets.last;
    socket.open();
    // type + stage + message + request_id
    socket.emit({ type: 'progress_update', stage: 'tool_start', message: 'Searching', request_id: REQ });
    expect(h.chat.view.progress).toEqual({ stage: 'tool_start', text: 'Searching' });
    // token
    socket.emit({ type: 'stream_token', request_id: REQ, token: 'Tok' });
    expect(h.chat.view.streamingText).toBe('Tok');
    // message_id + content + continuation_count + final_output_length
    socket.emit({ type: 'message_updated', request_id: REQ, message_id: 'm-cut', content: 'Part one, part two', continuation_count: 1, final_output_length: 18 });
    expect(h.chat.view.messages.find((m) => m.id === 'm-cut')).toMatchObject({ content: 'Part one, part two', continuationCount: 1, finalOutputLength: 18 });
    // artifact_id + artifact_type + status + download_url
    socket.emit({ type: 'artifact_generated', request_id: REQ, artifact_id: 'art-1', artifact_type: 'pdf', status: 'completed', download_url: '/files/art-1.pdf' });
    // response + message_id
    socket.emit({ type: 'agent_response', request_id: REQ, message_id: 'm-final', response: 'Done' });
    h.clock.advance(1_200);
    expect(h.chat.view.messages.at(-1)).toMatchObject({ id: 'm-final', content: 'Done' });
    expect(h.chat.view.messages.at(-1)?.artifacts).toEqual([expect.objectContaining({ id: 'art-1', artifact_type: 'pdf', download_url: '/files/art-1.pdf' })]);
    // error
    await settle();
    acceptSends(h, 'email-agent', SESSION, ['req-2']);
    await h.chat.sender.send('Once more');
    h.sockets.last.open();
    h.sockets.last.emit({ type: 'agent_error', request_id: 'req-2', error: 'Model overloaded' });
    expect(h.chat.view.error).toBe('Model overloaded');
  });
});

describe('agent errors (spec 8.4, D11)', () => {
  it('R-CHATERR-24 R-CHATERR-27 an agent error shows its text, else "Agent processing failed", and sends an "Agent Error" desktop notification', async () => {
    const h = await chatHarness();
    const { socket } = await sendOverSocket(h);
    socket.emit({ type: 'agent_error', request_id: REQ });
    expect(h.chat.view.error).toBe('Agent processing failed');
    expect(h.chat.view.messages.at(-1)).toMatchObject({ role: 'assistant', content: 'Agent processing failed', outcome: 'failed' });
    expect(h.chat.view.isRunning).toBe(false);
    expect(h.desktop.shown).toEqual([expect.objectContaining({ title: 'Agent Error', body: 'Email Agent: Agent processing failed' })]);
  });

  it('R-CHATERR-25 R-CHATERR-26 the web-source note when sources were used; the large-context note above 150000 estimated tokens', async () => {
    const h = await chatHarness();
    const { socket } = await sendOverSocket(h, 'Compare these pages', { webSourceIds: ['w1', 'w2', 'w3'] });
    socket.emit({ type: 'agent_error', request_id: REQ, error: 'Context too long' });
    expect(h.chat.view.error).toBe('Context too long This request used 3 web sources; reading them can take a while.');

    const big = await chatHarness();
    const run = await sendOverSocket(big, 'x'.repeat(600_004));
    run.socket.emit({ type: 'agent_error', request_id: REQ, error: 'Context too long' });
    expect(big.chat.view.error).toBe('Context too long This request has a very large context and may take 10-15 minutes or longer.');

    const small = await chatHarness();
    const ok = await sendOverSocket(small, 'x'.repeat(600_000));
    ok.socket.emit({ type: 'agent_error', request_id: REQ, error: 'Context too long' });
    expect(small.chat.view.error).toBe('Context too long');
  });
});

describe('polling and the fallback (spec 4.7, 9)', () => {
  it('R-POLL-01 the CMO Agent polls from the start, opening no socket, since 5 s before the send', async () => {
    const h = await chatHarness();
    acceptSends(h, 'cmo');
    h.http.on('GET', `/agents/sessions/${SESSION}/poll`, ok([]));
    await h.chat.loadAgents();
    await h.chat.selectAgent('cmo');
    const sentAt = h.clock.now();
    await h.chat.sender.send('Plan our Q3');
    await settle();
    expect(h.sockets.connections).toHaveLength(0);
    expect(h.chat.view.activeTransport).toBe('polling');
    expect(decodeURIComponent(pollUrls(h)[0]!)).toContain(`since=${new Date(sentAt - 5_000).toISOString()}`);
  });

  it('R-POLL-02 R-POLL-03 R-CONST-20 after 4 failed socket attempts the chat polls, since 5 s before the fallback, and the polled answer completes the run', async () => {
    const h = await chatHarness();
    acceptSends(h, 'email-agent');
    let answer: Record<string, unknown>[] = [];
    h.http.on('GET', `/agents/sessions/${SESSION}/poll`, () => ok(answer));
    await h.chat.loadAgents();
    await h.chat.selectAgent('email-agent');
    await h.chat.sender.send('Write a launch email');
    expect(h.chat.view.activeTransport).toBe('websocket');
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect(h.sockets.connections).toHaveLength(attempt);
      expect(pollUrls(h)).toHaveLength(0);
      h.sockets.last.error();
      if (attempt < 4) h.clock.advance(2 ** (attempt - 1) * 1_000);
    }
    const fellBackAt = h.clock.now();
    await settle();
    expect(h.sockets.connections).toHaveLength(4);
    expect(h.chat.view.activeTransport).toBe('polling');
    expect(decodeURIComponent(pollUrls(h)[0]!)).toContain(`since=${new Date(fellBackAt - 5_000).toISOString()}`);
    answer = [{ id: 'm-answer', role: 'assistant', content: 'Polled answer', request_id: REQ, created_at: new Date(h.clock.now()).toISOString() }];
    await advance(h.clock, 15_000);
    h.clock.advance(1_200);
    expect(h.chat.view.messages.at(-1)).toMatchObject({ content: 'Polled answer' });
    expect(h.chat.view.lastTransport).toBe('polling');
  });
});

describe('chat errors through the store (spec 8.4)', () => {
  it('R-CHATERR-03 R-CHATERR-02 a "Space context required" sessions failure shows its text and retries by itself after 2 s', async () => {
    const h = await chatHarness();
    h.http.on('GET', '/agents/sessions', ok([{ id: 'sess-9', title: 'Earlier', agent_slug: 'email-agent', created_at: '2026-06-01T10:00:00Z', updated_at: '2026-06-01T10:00:00Z' }]));
    await h.chat.loadAgents();
    const space = h.get(CurrentSpace);
    space.id = null;
    const sessionCalls = () => h.http.paths().filter((p) => p === 'GET /agents/sessions').length;
    await h.chat.selectAgent('email-agent');
    expect(h.chat.view.error).toBe('Space context is still loading. Please wait a moment and try again.');
    expect(sessionCalls()).toBe(0);
    space.id = 's1';
    h.clock.advance(1_999);
    await settle();
    expect(sessionCalls()).toBe(0);
    h.clock.advance(1);
    await settle();
    expect(sessionCalls()).toBe(1);
    expect(h.chat.view.sessions.map((s) => s.id)).toEqual(['sess-9']);
    expect(h.chat.view.error).toBeNull();
  });

  it('R-CHATERR-03 other sessions failures are not retried', async () => {
    const h = await chatHarness();
    h.http.on('GET', '/agents/sessions', fail(502, 'Bad gateway'));
    await h.chat.loadAgents();
    await h.chat.selectAgent('email-agent');
    await advance(h.clock, 10_000);
    expect(h.http.paths().filter((p) => p === 'GET /agents/sessions')).toHaveLength(1);
    expect(h.chat.view.error).toBe('Bad gateway');
  });

  it('R-CHATERR-01 a send failing for want of a space context asks to wait for spaces', async () => {
    const h = await chatHarness();
    await h.chat.loadAgents();
    await h.chat.selectAgent('email-agent');
    // The send path (/agents/{slug}/messages/async) contains '/me', which spec 5 exempts from the client's
    // own space check (R-VALID-06), so the refusal comes from the server.
    h.http.on('POST', '/agents/email-agent/messages/async', fail(400, 'Space context required: no X-Space-ID header'));
    expect(await h.chat.sender.send('Hello')).toBeNull();
    expect(h.chat.view.error).toBe('Please wait for spaces to load before sending messages');
    expect(h.chat.view.messages).toEqual([]);
  });

  it('R-CHATERR-04 R-CHATERR-05 R-CHATERR-06 R-CHATERR-07 R-CHATERR-08 R-CHATERR-09 R-CHATERR-10 R-CHATERR-11 server failures read as the spec says, for sending and for sessions', async () => {
    const cases: [string, Parameters<ChatHarness['http']['on']>[2], string, string][] = [
      ['space not found', fail(404, 'Space not found'), 'Current space not found. Please refresh the page or contact support.', 'Current space not found. Please refresh the page or contact support.'],
      ['access denied', fail(403, 'Access denied to space s1'), "You don't have access to this space. Contact your administrator.", "You don't have access to these chat sessions. Contact your administrator."],
      ['agent not found', fail(404, 'Agent not found'), 'This agent is not available in your current space.', 'This agent is not available in your current space.'],
      ['timeout', () => 'timeout', 'Request timed out. The server may be busy - please try again.', 'Request timed out. Please check your connection and try again.'],
      ['network', () => 'network', 'Network error. Please check your connection and try again.', 'Network error. Please check your connection and try again.'],
      ['other', fail(400, 'Message too long for this agent'), 'Message too long for this agent', 'Message too long for this agent'],
    ];
    for (const [name, response, sendText, sessionsText] of cases) {
      const h = await chatHarness();
      await h.chat.loadAgents();
      h.http.on('GET', '/agents/sessions', response);
      h.http.on('POST', '/agents/email-agent/messages/async', response);
      await h.chat.selectAgent('email-agent');
      expect([name, h.chat.view.error]).toEqual([name, sessionsText]);
      h.chat.clearError();
      // A send lost to the network or a timeout is tried again (same Idempotency-Key) before the error shows.
      const sending = h.chat.sender.send('Hello');
      await advance(h.clock, 3_000);
      expect(await sending).toBeNull();
      expect([name, h.chat.view.error]).toEqual([name, sendText]);
      // The temporary message goes and the session unlocks.
      expect(h.chat.view.messages).toEqual([]);
      expect(h.chat.view.locked).toBe(false);
    }
  });

  it('R-CHATERR-12 R-CHATERR-13 R-CHATERR-14 R-CHATERR-15 R-CHATERR-16 R-CHATERR-17 R-CHATERR-18 R-CHATERR-19 R-CHATERR-20 a failure without a text falls back to the operation\'s own', async () => {
    const blank = () => {
      throw new Error('');
    };
    const h = await chatHarness();
    h.http.on('GET', '/agents', blank);
    await h.chat.loadAgents();
    expect(h.chat.view.error).toBe('Failed to fetch agents');

    h.http.on('GET', '/agents/sessions', blank);
    await h.chat.selectAgent('email-agent');
    expect(h.chat.view.error).toBe('Failed to fetch chat sessions');

    h.http.on('POST', '/agents/email-agent/sessions/create', blank);
    expect(await h.chat.createSession()).toBeNull();
    expect(h.chat.view.error).toBe('Failed to create session');

    h.http.on('GET', `/agents/sessions/${SESSION}/messages`, blank);
    await h.chat.openSession(SESSION);
    expect(h.chat.view.error).toBe('Failed to fetch messages');

    const actions: [string, string, string, () => Promise<unknown>][] = [
      ['POST', '/agents/email-agent/messages/async', 'Failed to send message', () => h.chat.sender.send('Hello')],
      ['POST', '/agents/messages/m1/rating', 'Failed to submit rating', () => h.chat.actions.rate('m1', 5)],
      ['POST', '/agents/messages/m1/regenerate', 'Failed to regenerate message', () => h.chat.actions.regenerate('m1')],
      ['DELETE', '/agents/messages/m1', 'Failed to delete message', () => h.chat.actions.deleteMessage('m1')],
      ['POST', '/agents/email-agent/messages/m1/continue', 'Failed to continue message', () => h.chat.actions.continueMessage('m1')],
    ];
    for (const [method, path, text, act] of actions) {
      h.chat.clearError();
      h.http.on(method, path, blank);
      expect(await act()).toBeFalsy();
      expect(h.chat.view.error).toBe(text);
    }
  });

  it('R-SEND-21 R-CHATERR-20 the continuing indicator shows from the click until 2 s after the continuation is in, and goes at once when it fails', async () => {
    const h = await chatHarness();
    // A chat with an answer open.
    const { socket } = await sendOverSocket(h);
    socket.emit({ type: 'agent_response', request_id: REQ, response: 'Part one' });
    await advance(h.clock, 1_000);
    h.http.on('POST', '/agents/email-agent/messages/m1/continue', ok({ content: 'Part one, part two', continuation_count: 1, final_output_length: 18 }));
    h.http.hold(/\/continue$/);
    const continuing = h.chat.actions.continueMessage('m1');
    await settle();
    expect(h.chat.view.continuingMessageId).toBe('m1');
    h.http.releaseAll();
    expect(await continuing).toBe(true);
    expect(h.chat.view.continuingMessageId).toBe('m1');
    await advance(h.clock, 1_999);
    expect(h.chat.view.continuingMessageId).toBe('m1');
    await advance(h.clock, 1);
    expect(h.chat.view.continuingMessageId).toBeNull();

    h.http.on('POST', '/agents/email-agent/messages/m2/continue', () => {
      throw new Error('');
    });
    expect(await h.chat.actions.continueMessage('m2')).toBe(false);
    expect(h.chat.view.continuingMessageId).toBeNull();
    expect(h.chat.view.error).toBe('Failed to continue message');
  });

  it('R-CHATERR-21 R-VALID-20 continuing (or sending) without a current agent fails with "No current agent found" and calls nothing', async () => {
    const h = await chatHarness();
    const before = h.http.requests.length;
    expect(await h.chat.actions.continueMessage('m1')).toBe(false);
    expect(h.chat.view.error).toBe('No current agent found');
    expect(h.chat.view.continuingMessageId).toBeNull();
    h.chat.clearError();
    expect(await h.chat.sender.send('Hello')).toBeNull();
    expect(h.chat.view.error).toBe('No current agent found');
    expect(h.http.requests.length).toBe(before);
  });

  it('R-CHATERR-22 R-CHATERR-23 an expired plan, then too few credits, refuse the send before it is made', async () => {
    const h = await chatHarness();
    acceptSends(h, 'email-agent');
    await h.chat.loadAgents();
    await h.chat.selectAgent('email-agent');
    const credits = h.get(CreditsStore);
    h.http.on('GET', '/billing/plan', ok({ id: 'plan_pro', type: 'pro', name: 'Pro', is_active: false, days_left: 0, expires_at: null }));
    h.http.on('GET', '/billing/credits', ok({ used: 4990, total: 5000, remaining: 10, reset_date: '2026-07-01T00:00:00.000Z', last_updated: '2026-06-01T00:00:00.000Z' }));
    await credits.fetchPlan();
    await credits.fetchCredits();
    const sends = () => h.http.paths().filter((p) => p === 'POST /agents/email-agent/messages/async').length;
    expect(await h.chat.sender.send('Hello')).toBeNull();
    expect(h.chat.view.error).toBe('Your pro plan has expired. Please upgrade your plan to continue using AI agents.');
    h.http.on('GET', '/billing/plan', ok({ id: 'plan_pro', type: 'pro', name: 'Pro', is_active: true, days_left: 20, expires_at: null }));
    await credits.fetchPlan();
    expect(await h.chat.sender.send('Hello')).toBeNull();
    expect(h.chat.view.error).toBe('Insufficient credits. This operation requires 20 credits, but you only have 10 remaining.');
    expect(sends()).toBe(0);
    expect(h.chat.view.messages).toEqual([]);
  });
});

describe('toasts of the chat (spec 8.5)', () => {
  it('R-TOAST-04 R-TOAST-05 deleting a session toasts its success or failure', async () => {
    const h = await chatHarness();
    h.http.on('GET', '/agents/sessions', ok([{ id: SESSION, title: 'Old', agent_slug: 'email-agent', created_at: '', updated_at: '' }]));
    await h.chat.loadAgents();
    await h.chat.selectAgent('email-agent');
    h.http.on('DELETE', `/agents/sessions/${SESSION}`, fail(500));
    await h.chat.deleteSession(SESSION);
    expect(h.toasts).toEqual([{ intent: 'danger', message: 'Failed to delete session' }]);
    expect(h.chat.view.sessions.map((s) => s.id)).toEqual([SESSION]);
    h.http.on('DELETE', `/agents/sessions/${SESSION}`, ok({ message: 'deleted' }));
    await h.chat.deleteSession(SESSION);
    expect(h.toasts.at(-1)).toEqual({ intent: 'success', message: 'Session deleted successfully' });
    expect(h.chat.view.sessions).toEqual([]);
  });

  it('R-TOAST-10 R-TOAST-11 R-TOAST-12 R-TOAST-13 artifact events toast success or failure for 5 s; events missing a field or of another request are ignored', async () => {
    const h = await chatHarness();
    const { socket } = await sendOverSocket(h);
    socket.emit({ type: 'artifact_generated', request_id: REQ, artifact_id: 'a1', artifact_type: 'pdf', status: 'completed' });
    socket.emit({ type: 'artifact_generated', request_id: REQ, artifact_id: 'a2', artifact_type: 'docx', status: 'failed', error: 'Renderer crashed' });
    socket.emit({ type: 'artifact_generated', request_id: REQ, artifact_id: 'a3', artifact_type: 'docx', status: 'failed' });
    expect(h.toasts).toEqual([
      { intent: 'success', message: 'Artifact generated successfully!', description: 'Your PDF is ready for download.', timeoutMs: 5_000 },
      { intent: 'danger', message: 'Artifact generation failed', description: 'Renderer crashed', timeoutMs: 5_000 },
      { intent: 'danger', message: 'Artifact generation failed', description: 'An error occurred while generating the artifact.', timeoutMs: 5_000 },
    ]);
    socket.emit({ type: 'artifact_generated', request_id: REQ, artifact_type: 'pdf', status: 'completed' });
    socket.emit({ type: 'artifact_generated', request_id: REQ, artifact_id: 'a4', status: 'completed' });
    socket.emit({ type: 'artifact_generated', request_id: REQ, artifact_id: 'a5', artifact_type: 'pdf' });
    socket.emit({ type: 'artifact_generated', request_id: 'req-other', artifact_id: 'a6', artifact_type: 'pdf', status: 'completed' });
    expect(h.toasts).toHaveLength(3);
  });
});

describe('agent API (spec 7.5)', () => {
  it('R-AGENTAPI-05 switching session aborts the previous messages load', async () => {
    const h = await chatHarness();
    h.http.on('GET', '/agents/sessions/sess-a/messages', ok([{ id: 'a1', role: 'user', content: 'from A', created_at: '2026-06-01T10:00:00Z' }]));
    h.http.on('GET', '/agents/sessions/sess-b/messages', ok([{ id: 'b1', role: 'user', content: 'from B', created_at: '2026-06-01T10:00:00Z' }]));
    await h.chat.loadAgents();
    await h.chat.selectAgent('email-agent');
    h.http.hold(/sess-a\/messages(\?|$)/);
    const first = h.chat.openSession('sess-a');
    await settle();
    const loadA = h.http.requests.find((r) => r.url.includes('/sess-a/messages'))!;
    expect(loadA.signal?.aborted).toBe(false);
    expect(h.chat.view.loadingMessages).toBe(true);
    await h.chat.openSession('sess-b');
    expect(loadA.signal?.aborted).toBe(true);
    await first;
    expect(h.chat.view.sessionId).toBe('sess-b');
    expect(h.chat.view.messages.map((m) => m.content)).toEqual(['from B']);
    expect(h.chat.view.error).toBeNull();
  });

  it('R-AGENTAPI-18 the socket address is ws or wss on the API host (or the page origin), with the token and the last event seen', async () => {
    const h = await chatHarness();
    const tokens = h.get(TokenStore);
    // The client's configuration as each deployment sets it, then back to the harness's own.
    const config = h.get(ApiConfig);
    const own = { ...config };
    const socketUrl = (baseUrl: string, pageOrigin: string | undefined, sessionId: string, after: number) => (Object.assign(config, { baseUrl, pageOrigin }) && h.get(ApiClient)).socketUrl(AgentChatApi.socket, { sessionId }, { after });
    const token = encodeURIComponent(tokens.accessToken ?? '');
    expect(token).not.toBe('');
    expect(socketUrl('https://api.acme.io', undefined, 's 1', 7)).toBe(`wss://api.acme.io/api/v1/agents/ws/s%201?token=${token}&after=7`);
    expect(socketUrl('http://127.0.0.1:8080', undefined, 's1', 0)).toBe(`ws://127.0.0.1:8080/api/v1/agents/ws/s1?token=${token}&after=0`);
    expect(socketUrl('', 'https://app.acme.io', 's1', 0)).toBe(`wss://app.acme.io/api/v1/agents/ws/s1?token=${token}&after=0`);
    expect(socketUrl('', 'http://localhost:5173', 's1', 0)).toBe(`ws://localhost:5173/api/v1/agents/ws/s1?token=${token}&after=0`);
    Object.assign(config, { baseUrl: own.baseUrl, pageOrigin: own.pageOrigin });
    // The chat opens its socket there.
    await sendOverSocket(h);
    expect(h.sockets.last.url).toBe(`/api/v1/agents/ws/${SESSION}?token=${token}&after=0`);
  });
});
