import { describe, expect, it } from 'vitest';
import { settle } from '../../../support/client-harness.ts';
import { ok } from '../../../support/scripted-http.ts';
import { acceptSends, advance, chatHarness, type ChatHarness } from './chat-harness.ts';

/** Working with answers: versions, edit and resend (branches), cancel keeping partial text, delete with undo. */
const at = (minute: number) => `2026-06-01T10:${String(minute).padStart(2, '0')}:00.000Z`;
const message = (id: string, role: 'user' | 'assistant', content: string, minute: number, extra: Record<string, unknown> = {}) => ({
  id, role, content, created_at: at(minute), request_id: `req-${id}`, rating: null, feedback_categories: [], feedback_text: null, transaction_id: null,
  thread_id: 'sess-1', continuation_count: 0, final_output_length: content.length, truncated_due_to_tokens: false, truncation_reason: null,
  engine: 'offline engine', outcome: 'completed', artifacts: [], version: 1, version_count: 1, is_current: true, version_of: null, branch: {}, ...extra,
});

/** Two answered turns of the Email Agent in sess-1, as the server keeps them (mutable). */
async function openTwoTurns(h: ChatHarness) {
  const stored = [
    message('q1', 'user', 'First question', 1),
    message('a1', 'assistant', 'First answer', 2, { artifacts: [{ id: 'f1', artifact_type: 'html', filename: 'first.html' }] }),
    message('q2', 'user', 'Second question', 3),
    message('a2', 'assistant', 'Second answer', 4),
  ];
  h.http.on('GET', '/agents/sessions/sess-1/messages', () => ok([...stored]));
  await h.chat.loadAgents();
  await h.chat.selectAgent('email-agent');
  await h.chat.openSession('sess-1');
  return stored;
}

const shown = (h: ChatHarness) => h.chat.view.messages.map((m) => m.content);

describe('answer versions', () => {
  it('every version stays reachable, each with its own files; the current one shows', async () => {
    const h = await chatHarness();
    const stored = await openTwoTurns(h);
    stored[1] = { ...stored[1]!, is_current: false, version_count: 2 };
    stored.splice(4, 0, message('a1b', 'assistant', 'First answer, again', 9, { version: 2, version_count: 2, version_of: 'a1', artifacts: [{ id: 'f2', artifact_type: 'html', filename: 'again.html' }] }));
    await h.chat.openSession('sess-1');
    await h.chat.newChat();
    await h.chat.openSession('sess-1');
    expect(shown(h)).toEqual(['First question', 'First answer, again', 'Second question', 'Second answer']);
    expect(h.chat.actions.versionsOf('a1b').map((m) => m.id)).toEqual(['a1', 'a1b']);
    h.chat.actions.showVersion('a1');
    expect(shown(h)).toEqual(['First question', 'First answer', 'Second question', 'Second answer']);
    expect(h.chat.view.messages[1]!.artifacts.map((a) => a.filename)).toEqual(['first.html']);
    h.chat.actions.showVersion('a1b');
    expect(h.chat.view.messages[1]!.artifacts.map((a) => a.filename)).toEqual(['again.html']);
  });

  it('regenerate shows the new version as 2 of 2', async () => {
    const h = await chatHarness();
    const stored = await openTwoTurns(h);
    h.http.on('POST', '/agents/messages/a1/regenerate', () => {
      stored.splice(4, 0, message('a1b', 'assistant', 'First answer, again', 9, { version: 2, version_count: 2, version_of: 'a1' }));
      return ok({ new_message_id: 'a1b', content: 'First answer, again', version: 2 });
    });
    expect(await h.chat.actions.regenerate('a1')).toBe(true);
    expect(shown(h)).toEqual(['First question', 'First answer, again', 'Second question', 'Second answer']);
    expect(h.chat.actions.versionsOf('a1b').map((m) => m.id)).toEqual(['a1', 'a1b']);
  });
});

describe('edit and resend', () => {
  it('the edited question is a new version whose answer starts a branch; the first branch stays reachable', async () => {
    const h = await chatHarness();
    const stored = await openTwoTurns(h);
    h.http.on('POST', '/agents/messages/q1/edit', () => ok({ session_id: 'sess-1', request_id: 'req-e', message_id: 'q1e', transaction_id: 'tx-e', credits_charged: 20, created_at: at(10) }));
    const sent = await h.chat.sender.editMessage('q1', 'First question, sharper');
    expect(sent).toMatchObject({ requestId: 'req-e', sessionId: 'sess-1', creditsCharged: 20 });
    expect(h.http.requests.find((r) => r.url.endsWith('/agents/messages/q1/edit'))?.body).toEqual({ message: 'First question, sharper' });
    // The later turns belong to the first branch: only the edited question shows while its answer comes.
    expect(shown(h)).toEqual(['First question, sharper']);
    const socket = h.sockets.last;
    socket.open();
    stored.splice(1, 0, message('q1e', 'user', 'First question, sharper', 10, { version: 2, version_count: 2, version_of: 'q1' }));
    stored.push(message('ae', 'assistant', 'Sharper answer', 11, { request_id: 'req-e', branch: { q1: 'q1e' } }));
    socket.emit({ type: 'agent_response', request_id: 'req-e', response: 'Sharper answer', message_id: 'ae' });
    await advance(h.clock, 2_000);
    expect((await sent!.settled).outcome).toBe('completed');
    await settle();
    expect(shown(h)).toEqual(['First question, sharper', 'Sharper answer']);
    expect(h.chat.actions.versionsOf('q1e').map((m) => m.id)).toEqual(['q1', 'q1e']);
    h.chat.actions.showVersion('q1');
    expect(shown(h)).toEqual(['First question', 'First answer', 'Second question', 'Second answer']);
  });

  it('a send on an earlier branch says which branch it continues', async () => {
    const h = await chatHarness();
    const stored = await openTwoTurns(h);
    stored.splice(1, 0, message('q1e', 'user', 'First question, sharper', 10, { version: 2, version_count: 2, version_of: 'q1' }));
    stored.push(message('ae', 'assistant', 'Sharper answer', 11, { branch: { q1: 'q1e' } }));
    await h.chat.newChat();
    await h.chat.openSession('sess-1');
    h.chat.actions.showVersion('q1');
    acceptSends(h, 'email-agent');
    await h.chat.sender.send('Third question');
    expect(h.http.requests.find((r) => r.url.endsWith('/messages/async'))?.body).toMatchObject({ message: 'Third question', branch: { q1: 'q1' } });
    expect(shown(h)).toEqual(['First question', 'First answer', 'Second question', 'Second answer', 'Third question']);
  });

  it('an answer cannot be edited', async () => {
    const h = await chatHarness();
    await openTwoTurns(h);
    expect(await h.chat.sender.editMessage('a1', 'No')).toBeNull();
    expect(h.http.requests.some((r) => r.url.endsWith('/edit'))).toBe(false);
  });
});

describe('cancel', () => {
  it('keeps the text streamed so far, cut off, with the spec note', async () => {
    const h = await chatHarness();
    acceptSends(h, 'email-agent');
    await h.chat.loadAgents();
    await h.chat.selectAgent('email-agent');
    await h.chat.sender.send('Write a launch email');
    const socket = h.sockets.last;
    socket.open();
    socket.emit({ type: 'stream_start', request_id: 'req-1' });
    socket.emit({ type: 'stream_token', request_id: 'req-1', token: 'Subject: Our ' });
    socket.emit({ type: 'stream_token', request_id: 'req-1', token: 'launch' });
    await h.chat.cancel();
    const note = h.chat.view.messages.at(-1)!;
    expect(note).toMatchObject({ role: 'assistant', outcome: 'cancelled', content: 'Request cancelled by user', partialText: 'Subject: Our launch' });
    expect(socket.sent).toContainEqual({ type: 'cancel', request_id: 'req-1' });
  });
});

describe('delete from here', () => {
  it('names how many messages go, hides them at once, and Undo brings them back without a call', async () => {
    const h = await chatHarness();
    await openTwoTurns(h);
    expect(h.chat.actions.deleteCount('q2')).toBe(2);
    expect(h.chat.actions.deleteCount('q1')).toBe(4);
    h.chat.actions.deleteFrom('q2');
    expect(shown(h)).toEqual(['First question', 'First answer']);
    expect(h.chat.view.undoableDelete).toEqual({ count: 2 });
    await advance(h.clock, 3_000);
    h.chat.actions.undoDelete();
    expect(shown(h)).toEqual(['First question', 'First answer', 'Second question', 'Second answer']);
    expect(h.chat.view.undoableDelete).toBeNull();
    await advance(h.clock, 10_000);
    expect(h.http.requests.some((r) => r.method === 'DELETE')).toBe(false);
  });

  it('deletes on the server when the undo window closes', async () => {
    const h = await chatHarness();
    await openTwoTurns(h);
    h.http.on('DELETE', '/agents/messages/q2', ok({ message: 'Message deleted' }));
    h.chat.actions.deleteFrom('q2');
    await advance(h.clock, 4_000);
    expect(h.http.requests.some((r) => r.method === 'DELETE')).toBe(false);
    await advance(h.clock, 1_000);
    expect(h.http.requests.filter((r) => r.method === 'DELETE').map((r) => r.url)).toEqual([expect.stringContaining('/agents/messages/q2')]);
    expect(shown(h)).toEqual(['First question', 'First answer']);
    expect(h.chat.view.undoableDelete).toBeNull();
  });

  it('deletes at once when the chat is left during the undo window', async () => {
    const h = await chatHarness();
    await openTwoTurns(h);
    h.http.on('DELETE', '/agents/messages/q2', ok({ message: 'Message deleted' }));
    h.chat.actions.deleteFrom('q2');
    h.chat.setShown(false);
    await settle();
    expect(h.http.requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
  });
});
