import { describe, expect, it } from 'vitest';
import { ok } from '../../support/scripted-http.ts';
import { settle } from '../../support/client-harness.ts';
import { acceptSends, chatHarness } from '../client/chat/chat-harness.ts';
import { AgentChatViewModel } from '../../../web/chat/agent-chat.view-model.ts';
import { AgentDocumentsStore } from '../../../core/client/chat/agent-documents-store.ts';
import type { Navigator } from '../../../web/view-models/navigator.ts';
import { ChatAttachmentsViewModel } from '../../../web/chat/chat-attachments.view-model.ts';
import { KnowledgeBaseStore } from '../../../core/client/knowledge/knowledge-base-store.ts';
import { toChatSearchResult } from '../../../core/domain/agents/chat-search.ts';

const SESSIONS = [
  { id: 'sess-old', title: 'Spring plan', agent_slug: 'cmo', created_at: '2026-05-01T10:00:00Z', updated_at: '2026-05-01T10:00:00Z' },
  { id: 'sess-new', title: 'Summer plan', agent_slug: 'cmo', created_at: '2026-05-02T10:00:00Z', updated_at: '2026-06-01T09:00:00Z' },
];

async function screen() {
  const h = await chatHarness();
  const visits: { to: string; replace: boolean }[] = [];
  const navigator: Navigator = { pathname: () => '/', query: () => ({}), navigate: (to, options) => void visits.push({ to, replace: options?.replace ?? false }) };
  const vm = new AgentChatViewModel(h.chat, h.get(AgentDocumentsStore), new ChatAttachmentsViewModel(h.get(KnowledgeBaseStore), h.clock), navigator);
  h.http.on('GET', '/agents/sessions', ok(SESSIONS));
  h.http.on('GET', '/agents/sessions/sess-new/messages', ok([]));
  return { h, vm, visits };
}

describe('the chat screen opens an agent on its most recent chat', () => {
  it('/agents/{slug} opens the newest session and replaces the address with its own', async () => {
    const { h, vm, visits } = await screen();
    await vm.open('cmo', null);
    expect(h.chat.view.sessionId).toBe('sess-new');
    expect(visits).toEqual([{ to: '/agents/cmo/chat/sess-new', replace: true }]);
  });

  it('"New chat" stays on an empty chat, and coming back to the agent later returns to the chat left open', async () => {
    const { h, vm, visits } = await screen();
    await vm.open('cmo', 'sess-new');
    vm.chatList.newChat();
    expect(visits.at(-1)).toEqual({ to: '/agents/cmo', replace: false });
    await vm.open('cmo', null);
    expect(h.chat.view.sessionId).toBeNull();
    expect(visits).toHaveLength(1);

    vm.leave();
    await vm.open('cmo', null);
    expect(h.chat.view.sessionId).toBe('sess-new');
    expect(visits.at(-1)).toEqual({ to: '/agents/cmo/chat/sess-new', replace: true });
  });

  it("a chat's address loads its messages while the agent's sessions are still loading: one round trip less before it shows", async () => {
    const { h, vm } = await screen();
    h.http.hold(/^\/agents\/sessions$/);
    const opening = vm.open('cmo', 'sess-new');
    await settle();
    expect(h.http.paths()).toContain('GET /agents/sessions/sess-new/messages');
    expect(h.chat.view.sessionId).toBe('sess-new');
    expect(h.chat.view.sessions).toEqual([]);
    h.http.releaseAll();
    await opening;
    expect(h.chat.view.sessions.map((s) => s.id).sort()).toEqual(['sess-new', 'sess-old']);
  });

  it("a catalogue agent's chat loads its sessions and messages while the agents' list is still loading; sending waits for the list, which brings the agent's configuration", async () => {
    const { h, vm } = await screen();
    h.chat.reset();
    h.http.hold(/^\/agents$/);
    const before = h.http.requests.length;
    const opening = vm.open('cmo', 'sess-new');
    await settle();
    expect(h.http.paths().slice(before).sort()).toEqual(['GET /agents', 'GET /agents/sessions', 'GET /agents/sessions/sess-new/messages']);
    expect(h.chat.view.sessionId).toBe('sess-new');
    expect(h.chat.view.sessions.map((s) => s.id).sort()).toEqual(['sess-new', 'sess-old']);
    acceptSends(h, 'cmo', 'sess-new');
    vm.setDraft('Plan the summer launch');
    const sending = vm.send();
    await settle();
    expect(h.http.paths().slice(before)).not.toContain('POST /agents/cmo/messages/async');
    expect(vm.canSend).toBe(false);
    h.http.releaseAll();
    await Promise.all([opening, sending]);
    expect(h.chat.view.agent).toBe(h.chat.view.agents.find((a) => a.slug === 'cmo'));
    expect(h.http.paths().slice(before)).toContain('POST /agents/cmo/messages/async');
  });

  it('an agent the catalogue does not know waits for the agents\' list before it opens', async () => {
    const { h, vm } = await screen();
    h.chat.reset();
    h.http.hold(/^\/agents$/);
    const before = h.http.requests.length;
    const opening = vm.open('no-such-agent', null);
    await settle();
    expect(h.http.paths().slice(before)).toEqual(['GET /agents']);
    h.http.releaseAll();
    await opening;
    expect(h.chat.view.agent).toBeNull();
  });

  it('a starter fills the composer; the starters come from the agent’s catalogue entry', async () => {
    const { vm } = await screen();
    await vm.open('cmo', null);
    expect(vm.starters).toHaveLength(4);
    expect(vm.starters[0]).toBe('Which channel should we cut first, and why?');
    vm.useStarter(vm.starters[0]!);
    expect(vm.draft).toBe('Which channel should we cut first, and why?');
  });
});

describe('on a narrow screen the chats are in a drawer', () => {
  it('"Chats" opens the drawer; choosing a chat, a new chat or a search result closes it, and so does leaving', async () => {
    const { vm, visits } = await screen();
    await vm.open('cmo', 'sess-new');
    expect(vm.chatList.sessionsDrawerOpen).toBe(false);
    vm.chatList.openSessionsDrawer();
    expect(vm.chatList.sessionsDrawerOpen).toBe(true);
    vm.chatList.selectSession('sess-old');
    expect(visits.at(-1)).toEqual({ to: '/agents/cmo/chat/sess-old', replace: false });
    expect(vm.chatList.sessionsDrawerOpen).toBe(false);

    vm.chatList.openSessionsDrawer();
    vm.chatList.newChat();
    expect(visits.at(-1)).toEqual({ to: '/agents/cmo', replace: false });
    expect(vm.chatList.sessionsDrawerOpen).toBe(false);

    vm.chatList.openSessionsDrawer();
    vm.chatSearch.openSearchResult(toChatSearchResult({ session: SESSIONS[0], agent_name: 'CMO', snippet: 'spring', message_id: null, message_role: 'user' }));
    expect(vm.chatList.sessionsDrawerOpen).toBe(false);

    vm.chatList.openSessionsDrawer();
    vm.chatList.closeSessionsDrawer();
    expect(vm.chatList.sessionsDrawerOpen).toBe(false);
    vm.chatList.openSessionsDrawer();
    vm.leave();
    expect(vm.chatList.sessionsDrawerOpen).toBe(false);
  });
});

describe('a search result opens its chat at the matched message', () => {
  const hit = (messageId: string | null) => toChatSearchResult({ session: SESSIONS[0], agent_name: 'CMO', snippet: 'spring', message_id: messageId, message_role: 'user' });
  const OLD_MESSAGES = [
    { id: 'o1', role: 'user', content: 'Plan our spring', created_at: '2026-05-01T10:00:00Z' },
    { id: 'o2', role: 'assistant', content: 'A plan', created_at: '2026-05-01T10:00:05Z' },
    { id: 'o3', role: 'user', content: 'Shorter', created_at: '2026-05-01T10:01:00Z' },
  ];

  it('keeps the matched message until its chat shows it, then the list reveals it once', async () => {
    const { h, vm, visits } = await screen();
    h.http.on('GET', '/agents/sessions/sess-old/messages', ok(OLD_MESSAGES));
    await vm.open('cmo', 'sess-new');
    vm.chatSearch.openSearchResult(hit('o1'));
    expect(visits.at(-1)).toEqual({ to: '/agents/cmo/chat/sess-old', replace: false });
    expect(vm.chatSearch.revealMessage).toEqual({ sessionId: 'sess-old', messageId: 'o1' });
    expect(vm.chatSearch.messageToReveal).toBeNull();

    await vm.open('cmo', 'sess-old');
    expect(vm.chatSearch.messageToReveal).toBe('o1');
    vm.chatSearch.revealed();
    expect(vm.chatSearch.revealMessage).toBeNull();
    expect(vm.chatSearch.messageToReveal).toBeNull();
  });

  it('a title match reveals nothing; going to another chat drops a pending reveal', async () => {
    const { vm } = await screen();
    await vm.open('cmo', 'sess-new');
    vm.chatSearch.openSearchResult(hit(null));
    expect(vm.chatSearch.revealMessage).toBeNull();

    vm.chatSearch.openSearchResult(hit('o1'));
    await vm.open('cmo', 'sess-new');
    expect(vm.chatSearch.revealMessage).toBeNull();
  });

  it('a matched message the chat does not show (another version) is given up once the chat has loaded', async () => {
    const { h, vm } = await screen();
    h.http.on('GET', '/agents/sessions/sess-old/messages', ok(OLD_MESSAGES));
    await vm.open('cmo', 'sess-new');
    vm.chatSearch.openSearchResult(hit('gone'));
    await vm.open('cmo', 'sess-old');
    expect(vm.chatSearch.revealReady).toBe(true);
    expect(vm.chatSearch.messageToReveal).toBeNull();
  });
});
