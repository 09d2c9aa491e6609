import { describe, expect, it } from 'vitest';
import { autorun } from 'mobx';
import { acceptSends, advance, chatHarness } from '../client/chat/chat-harness.ts';
import { AgentChatViewModel } from '../../../web/chat/agent-chat.view-model.ts';
import { BackgroundTasksViewModel } from '../../../web/shell/background-tasks.view-model.ts';
import { AgentDocumentsStore } from '../../../core/client/stores/agent-documents-store.ts';
import type { Navigator } from '../../../web/view-models/navigator.ts';
import { ChatAttachmentsViewModel } from '../../../web/chat/chat-attachments.view-model.ts';
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
    const sent = await h.chat.send('Write a launch email');
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
});
