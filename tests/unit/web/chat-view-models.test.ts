import { describe, expect, it, vi } from 'vitest';
import { autorun } from 'mobx';
import { acceptSends, advance, chatHarness } from '../client/chat/chat-harness.ts';
import { ok } from '../../support/scripted-http.ts';
import type { HttpResponse } from '../../../core/client/ports/http.port.ts';
import { AgentChatViewModel } from '../../../web/chat/agent-chat.view-model.ts';
import { BackgroundTasksViewModel } from '../../../web/shell/background-tasks.view-model.ts';
import { AgentDocumentsStore } from '../../../core/client/chat/agent-documents-store.ts';
import type { Navigator } from '../../../web/view-models/navigator.ts';
import { ChatAttachmentsViewModel } from '../../../web/chat/chat-attachments.view-model.ts';
import { ChatSearchViewModel } from '../../../web/chat/chat-search.view-model.ts';
import { KnowledgeBaseStore } from '../../../core/client/knowledge/knowledge-base-store.ts';

const nowhere: Navigator = { pathname: () => '/', query: () => ({}), navigate: () => undefined };

describe('the chat view-models read the observable core stores (one change notification)', () => {
  it('the chat screen sees each phase of a send as the ChatStore reaches it, with nothing to subscribe', async () => {
    const h = await chatHarness();
    const vm = new AgentChatViewModel(h.chat, h.get(AgentDocumentsStore), new ChatAttachmentsViewModel(h.get(KnowledgeBaseStore), h.clock), nowhere);
    const phases: string[] = [];
    const stop = autorun(() => void phases.push(vm.view.phase));
    acceptSends(h, 'email-agent');
    await h.chat.loadAgents();
    await h.chat.selectAgent('email-agent');
    const sent = await h.chat.sender.send('Write a launch email');
    h.sockets.last.open();
    h.sockets.last.emit({ type: 'agent_response', request_id: sent!.requestId, response: 'Subject: Spring is here' });
    await advance(h.clock, 2_000);
    stop();
    expect(phases).toEqual(expect.arrayContaining(['idle', 'sending', 'waiting', 'finalising', 'done']));
    expect(vm.view.phase).toBe('done');
  });

  it("the chat's heading names the route's agent from the first paint, before the chat has opened", async () => {
    const h = await chatHarness();
    const vm = new AgentChatViewModel(h.chat, h.get(AgentDocumentsStore), new ChatAttachmentsViewModel(h.get(KnowledgeBaseStore), h.clock), nowhere);
    expect(vm.agentName).toBe('');
    expect(vm.titleFor('email-agent')).toBe('Email Agent');
    expect(vm.titleFor('seo-agent')).toBe('SEO Agent');
  });

  it('the composer talks about Enter and Shift+Enter with a mouse, and not on a touch screen', async () => {
    const h = await chatHarness();
    const attachments = () => new ChatAttachmentsViewModel(h.get(KnowledgeBaseStore), h.clock);
    const mouse = new AgentChatViewModel(h.chat, h.get(AgentDocumentsStore), attachments(), nowhere, { coarse: () => false });
    const finger = new AgentChatViewModel(h.chat, h.get(AgentDocumentsStore), attachments(), nowhere, { coarse: () => true });
    expect(mouse.placeholder).toBe('Type a message. Enter sends, Shift+Enter makes a new line.');
    expect(finger.placeholder).toBe('Type a message');
  });

  it('a message sent while the agents\' list is on its way leaves once the list has come, not dropped (R-SEND-01)', async () => {
    const h = await chatHarness();
    let answerAgents: (response: HttpResponse) => void = () => undefined;
    h.http.on('GET', '/agents', () => new Promise<HttpResponse>((resolve) => (answerAgents = resolve)));
    acceptSends(h, 'email-agent');
    const posts: unknown[] = [];
    h.http.on('POST', '/agents/email-agent/messages/async', (_request, body) => {
      posts.push(body);
      return ok({ session_id: 'sess-1', request_id: 'req-1', transaction_id: 'tx-req-1', credits_charged: 20, created_at: new Date(h.clock.now()).toISOString() });
    });
    const vm = new AgentChatViewModel(h.chat, h.get(AgentDocumentsStore), new ChatAttachmentsViewModel(h.get(KnowledgeBaseStore), h.clock), nowhere);
    const opening = vm.open('email-agent', null);
    await vi.waitFor(() => expect(vm.view.agent?.slug).toBe('email-agent'));
    expect(vm.view.loadingAgents).toBe(true);
    vm.setDraft('Write a launch email');
    expect(vm.canSend).toBe(true);
    const sending = vm.send();
    expect(vm.draft).toBe('');
    expect(posts).toHaveLength(0);
    answerAgents(ok([{ slug: 'email-agent', name: 'Email Agent', estimated_credits: 20 }]));
    await Promise.all([opening, sending]);
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({ message: 'Write a launch email' });
    expect(vm.draft).toBe('');
  });

  it('the Background Tasks button counts a task the moment the store adds it, and the footer follows', async () => {
    const h = await chatHarness();
    const vm = new BackgroundTasksViewModel(h.tasks, nowhere);
    const counts: number[] = [];
    const footers: string[] = [];
    const stop = autorun(() => {
      counts.push(vm.count);
      footers.push(vm.footer);
    });
    h.tasks.add({ sessionId: 's1', agentSlug: 'email-agent', agentName: 'Email Agent', type: 'websocket' });
    h.tasks.complete('s1', 'Done');
    stop();
    expect(counts).toEqual([0, 1, 1]);
    expect(new Set(footers).size).toBe(3);
    expect(vm.completedCount).toBe(1);
    expect(vm.rows.map((r) => r.sessionId)).toEqual(['s1']);
  });
  it('the search box shows the query as typed, then the search running, then its results, as the store reaches each', async () => {
    const h = await chatHarness();
    let answer: (response: HttpResponse) => void = () => undefined;
    h.http.on('GET', '/agents/sessions/search', () => new Promise<HttpResponse>((resolve) => (answer = resolve)));
    const vm = new ChatSearchViewModel(h.chat, nowhere, () => undefined);
    const seen: string[] = [];
    const stop = autorun(() => void seen.push(`${vm.search.query}|${vm.search.searching}|${vm.search.results.length}|${vm.search.done}`));
    vm.setSearch('launch');
    await advance(h.clock, 300, 100);
    answer(ok([{ session: { id: 's9', title: 'Launch', agent_slug: 'cmo', created_at: '2026-06-01T10:00:00Z', updated_at: '2026-06-01T10:00:00Z' }, agent_slug: 'cmo', agent_name: 'CMO Agent', snippet: 'the launch plan', message_id: 'm9', message_role: 'assistant' }]));
    await vi.waitFor(() => expect(vm.search.done).toBe(true));
    vm.setSearch('');
    stop();
    expect(seen).toEqual(['|false|0|false', 'launch|false|0|false', 'launch|true|0|false', 'launch|false|1|true', '|false|0|false']);
  });
});
