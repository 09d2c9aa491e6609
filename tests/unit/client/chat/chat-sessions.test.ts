import { describe, expect, it } from 'vitest';
import { settle } from '../../../support/client-harness.ts';
import { fail, ok } from '../../../support/scripted-http.ts';
import { acceptSends, advance, chatHarness } from './chat-harness.ts';

const SESSIONS = [
  { id: 'sess-old', title: 'Spring plan', agent_slug: 'cmo', created_at: '2026-05-01T10:00:00Z', updated_at: '2026-05-01T10:00:00Z' },
  { id: 'sess-new', title: 'Summer plan', agent_slug: 'cmo', created_at: '2026-05-02T10:00:00Z', updated_at: '2026-06-01T09:00:00Z', pinned: false },
];

describe('opening an agent returns to its most recent chat', () => {
  it('opens the newest session of the agent, or a new chat when it has none', async () => {
    const h = await chatHarness();
    h.http.on('GET', '/agents/sessions', ok(SESSIONS));
    h.http.on('GET', '/agents/sessions/sess-new/messages', ok([{ id: 'm1', role: 'user', content: 'Plan our summer', created_at: '2026-06-01T09:00:00Z' }]));
    await h.chat.loadAgents();
    await h.chat.selectAgent('cmo');
    expect(h.chat.view.sessionId).toBeNull();
    expect(await h.chat.openMostRecent()).toBe('sess-new');
    expect(h.chat.view.sessionId).toBe('sess-new');
    expect(h.chat.view.messages.map((m) => m.content)).toEqual(['Plan our summer']);

    h.http.on('GET', '/agents/sessions', ok([]));
    await h.chat.selectAgent('email-agent');
    expect(await h.chat.openMostRecent()).toBeNull();
    expect(h.chat.view.sessionId).toBeNull();
    expect(h.chat.view.messages).toEqual([]);
  });
});

describe('rename and pin', () => {
  it('renames and pins through the server; the list groups pinned chats first', async () => {
    const h = await chatHarness();
    h.http.on('GET', '/agents/sessions', ok(SESSIONS));
    let stored = { ...SESSIONS[0], pinned: false };
    h.http.on('PATCH', '/agents/sessions/sess-old', (_request, body) => ok((stored = { ...stored, ...body })));
    await h.chat.loadAgents();
    await h.chat.selectAgent('cmo');
    expect(await h.chat.renameSession('sess-old', '  Spring   launch  ')).toBe(true);
    expect(h.http.requests.at(-1)).toMatchObject({ method: 'PATCH', body: { title: 'Spring launch' } });
    expect(await h.chat.setPinned('sess-old', true)).toBe(true);
    expect(h.http.requests.at(-1)).toMatchObject({ method: 'PATCH', body: { pinned: true } });
    expect(h.chat.view.sessions.find((s) => s.id === 'sess-old')).toMatchObject({ title: 'Spring launch', pinned: true });
    expect(h.chat.view.sessionGroups.map((g) => [g.label, g.sessions.map((s) => s.id)])[0]).toEqual(['Pinned', ['sess-old']]);
  });

  it('refuses an empty or too long title before asking, and says so when the server refuses', async () => {
    const h = await chatHarness();
    h.http.on('GET', '/agents/sessions', ok(SESSIONS));
    await h.chat.loadAgents();
    await h.chat.selectAgent('cmo');
    const before = h.http.requests.length;
    expect(await h.chat.renameSession('sess-old', '   ')).toBe(false);
    expect(await h.chat.renameSession('sess-old', 'x'.repeat(101))).toBe(false);
    expect(h.http.requests.length).toBe(before);
    expect(h.chat.view.error).toBe('A chat title needs 1 to 100 characters');
    h.http.on('PATCH', '/agents/sessions/sess-old', fail(404, 'Chat session not found'));
    expect(await h.chat.setPinned('sess-old', true)).toBe(false);
    expect(h.chat.view.error).toBe('Failed to pin chat');
    expect(h.chat.view.sessions.find((s) => s.id === 'sess-old')?.pinned).toBe(false);
  });
});

describe('search across my chats', () => {
  it('asks the server once typing pauses, keeps the latest query’s results, and empties with the box', async () => {
    const h = await chatHarness();
    h.http.on('GET', '/agents/sessions/search', (request) => {
      const q = new URL(request.url, 'http://x').searchParams.get('q');
      return ok(q === 'launch' ? [{ session: SESSIONS[1], agent_slug: 'cmo', agent_name: 'CMO Agent', snippet: 'the launch plan', message_id: 'm9', message_role: 'assistant' }] : []);
    });
    const search = h.chat.search;
    search.type('la');
    search.type('launch');
    await advance(h.clock, 300, 100);
    expect(h.http.paths().filter((p) => p === 'GET /agents/sessions/search')).toHaveLength(1);
    expect(search.view).toMatchObject({ query: 'launch', searching: false, done: true, error: null });
    expect(search.view.results).toEqual([{ session: expect.objectContaining({ id: 'sess-new', title: 'Summer plan' }), agentName: 'CMO Agent', snippet: 'the launch plan', messageId: 'm9', role: 'assistant' }]);
    search.type('');
    expect(search.view).toMatchObject({ query: '', results: [], done: false });
  });

  it('shows why a search failed', async () => {
    const h = await chatHarness();
    h.http.on('GET', '/agents/sessions/search', () => 'network');
    expect(await h.chat.search.search('launch')).toBeNull();
    expect(h.chat.search.view.error).toBe('Network error. Please check your connection and try again.');
  });
});

describe('a run that finishes while the person is elsewhere', () => {
  it('toasts "{agent} finished in the background" with an Open action when the chat screen is not shown', async () => {
    const h = await chatHarness();
    const serverMessages = acceptSends(h, 'email-agent');
    await h.chat.loadAgents();
    await h.chat.selectAgent('email-agent');
    await h.chat.sender.send('Write a launch email');
    const socket = h.sockets.last;
    socket.open();
    h.chat.setShown(false);
    serverMessages.push({ id: 'm-a', role: 'assistant', content: 'Here is your email', request_id: 'req-1', created_at: '2026-06-01T10:00:00Z' });
    socket.emit({ type: 'agent_response', request_id: 'req-1', message_id: 'm-a', response: 'Here is your email' });
    await advance(h.clock, 2_000, 200);
    expect(h.toasts).toContainEqual({ intent: 'success', message: 'Email Agent finished in the background', timeoutMs: 10_000, action: { text: 'Open', route: '/agents/email-agent/chat/sess-1' } });
    expect(h.desktop.shown.map((n) => n.title)).toContain('Email Agent finished in the background');
  });

  it('toasts too when the person moved to another chat, and the run waits in Background Tasks', async () => {
    const h = await chatHarness();
    acceptSends(h, 'email-agent');
    await h.chat.loadAgents();
    await h.chat.selectAgent('email-agent');
    await h.chat.sender.send('Write a launch email');
    const socket = h.sockets.last;
    socket.open();
    expect(h.chat.newChat()).toBe(true);
    expect(h.tasks.find('sess-1')?.status).toBe('running');
    socket.emit({ type: 'agent_response', request_id: 'req-1', message_id: 'm-a', response: 'Here is your email' });
    await advance(h.clock, 2_000, 200);
    expect(h.tasks.find('sess-1')?.status).toBe('completed');
    expect(h.toasts.filter((t) => t.message === 'Email Agent finished in the background')).toEqual([
      { intent: 'success', message: 'Email Agent finished in the background', timeoutMs: 10_000, action: { text: 'Open', route: '/agents/email-agent/chat/sess-1' } },
    ]);
  });

  it('does not toast when the person watches the chat', async () => {
    const h = await chatHarness();
    acceptSends(h, 'email-agent');
    await h.chat.loadAgents();
    await h.chat.selectAgent('email-agent');
    await h.chat.sender.send('Write a launch email');
    const socket = h.sockets.last;
    socket.open();
    socket.emit({ type: 'agent_response', request_id: 'req-1', message_id: 'm-a', response: 'Here is your email' });
    await advance(h.clock, 2_000, 200);
    await settle();
    expect(h.toasts.filter((t) => t.message.includes('finished in the background'))).toEqual([]);
  });
});

describe('long lists load a page at a time', () => {
  const session = (i: number, pinned = false) => ({ id: `s-${i}`, title: `Chat ${i}`, agent_slug: 'cmo', created_at: '2026-05-01T10:00:00.000Z', updated_at: new Date(Date.UTC(2026, 4, 1, 0, 0, 100 - i)).toISOString(), pinned });

  it('asks for 50 chats; a full page offers more, read after the last chat held, until a short page', async () => {
    const h = await chatHarness();
    const all = Array.from({ length: 70 }, (_, i) => session(i, i === 0));
    h.http.on('GET', '/agents/sessions', (request) => {
      const params = new URL(request.url, 'http://x').searchParams;
      const before = params.get('before');
      const from = before ? all.findIndex((s) => before.endsWith(`~${s.id}`)) + 1 : 0;
      return ok(all.slice(from, from + Number(params.get('limit'))));
    });
    await h.chat.loadAgents();
    await h.chat.selectAgent('cmo');
    expect(new URL(h.http.requests.find((r) => r.url.includes('/agents/sessions'))!.url, 'http://x').searchParams.get('limit')).toBe('50');
    expect([h.chat.view.sessions.length, h.chat.view.hasMoreSessions]).toEqual([50, true]);
    await h.chat.loadMoreSessions();
    const asked = new URL(h.http.requests.at(-1)!.url, 'http://x').searchParams;
    expect(asked.get('before')).toBe(`${all[49]!.updated_at}~s-49`);
    expect([h.chat.view.sessions.length, h.chat.view.hasMoreSessions]).toEqual([70, false]);
    expect(new Set(h.chat.view.sessions.map((s) => s.id)).size).toBe(70);
  });

  it("opens a chat at its newest 30 turns; 'earlier' reads the turns before the oldest held and puts them first", async () => {
    const h = await chatHarness();
    const turns = Array.from({ length: 45 }, (_, i) => ({ id: `m-${i}`, role: i % 2 ? 'assistant' : 'user', content: `Message ${i}`, created_at: new Date(Date.UTC(2026, 5, 1, 0, 0, i)).toISOString(), version_of: null }));
    h.http.on('GET', '/agents/sessions', ok([session(1)]));
    h.http.on('GET', '/agents/sessions/s-1/messages', (request) => {
      const params = new URL(request.url, 'http://x').searchParams;
      const before = params.get('before');
      const end = before ? turns.findIndex((m) => before.endsWith(`~${m.id}`)) : turns.length;
      return ok(turns.slice(Math.max(0, end - Number(params.get('limit'))), end));
    });
    await h.chat.loadAgents();
    await h.chat.selectAgent('cmo');
    await h.chat.openSession('s-1');
    expect(h.chat.view.messages.map((m) => m.id)).toEqual(turns.slice(15).map((m) => m.id));
    expect(h.chat.view.hasEarlierMessages).toBe(true);
    await h.chat.loadEarlierMessages();
    expect(new URL(h.http.requests.at(-1)!.url, 'http://x').searchParams.get('before')).toBe(`${turns[15]!.created_at}~m-15`);
    expect(h.chat.view.messages.map((m) => m.id)).toEqual(turns.map((m) => m.id));
    expect(h.chat.view.hasEarlierMessages).toBe(false);
  });
});
