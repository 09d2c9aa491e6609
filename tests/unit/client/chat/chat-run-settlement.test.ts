import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../../support/scripted-http.ts';
import { acceptSends, advance, chatHarness, CREDITS, type ChatHarness } from './chat-harness.ts';
import { UserProfileStore } from '../../../../core/client/user/user-profile-store.ts';
import { CreditsPanelViewModel } from '../../../../web/shell/credits-panel.view-model.ts';
import { OWNER } from '../../../support/client-harness.ts';
import { ClientLog } from '../../../../core/client/logging/client-log.ts';

/** The server's balance as the test moves it: charged on send, refunded when the run fails. */
function balance(h: ChatHarness) {
  let used = CREDITS.used;
  h.http.on('GET', '/billing/credits', () => ok({ ...CREDITS, used, remaining: CREDITS.total - used }));
  return { set: (next: number) => void (used = next) };
}

async function sendToEmailAgent(h: ChatHarness, text = 'Write a launch email') {
  acceptSends(h, 'email-agent');
  await h.chat.loadAgents();
  await h.chat.selectAgent('email-agent');
  const sent = await h.chat.sender.send(text);
  h.sockets.last.open();
  return sent!;
}

describe('a sent run can be awaited (the CLI awaits it; the web app shows it)', () => {
  it('settles with the answer the chat shows when the agent responds', async () => {
    const h = await chatHarness();
    const sent = await sendToEmailAgent(h);
    expect(sent).toMatchObject({ requestId: 'req-1', sessionId: 'sess-1', transactionId: 'tx-req-1', creditsCharged: 20 });
    h.sockets.last.emit({ type: 'agent_response', request_id: 'req-1', response: 'Subject: Spring is here' });
    await advance(h.clock, 2_000);
    const settlement = await sent.settled;
    expect(settlement.outcome).toBe('completed');
    expect(settlement.text).toBe('Subject: Spring is here');
    expect(settlement.message?.content).toBe('Subject: Spring is here');
  });

  it('settles as an error with the text the chat shows when the agent fails', async () => {
    const h = await chatHarness();
    const sent = await sendToEmailAgent(h);
    h.sockets.last.emit({ type: 'agent_error', request_id: 'req-1', error: 'The model is unavailable' });
    await advance(h.clock, 2_000);
    const settlement = await sent.settled;
    expect(settlement.outcome).toBe('error');
    expect(settlement.message).toBeNull();
    expect(h.chat.view.error).toBe(settlement.text);
  });

  it('settles as cancelled with "Request cancelled by user"', async () => {
    const h = await chatHarness();
    const sent = await sendToEmailAgent(h);
    await h.chat.cancel();
    h.sockets.last.emit({ type: 'cancel_ack', request_id: 'req-1' });
    await advance(h.clock, 2_000);
    expect(await sent.settled).toEqual({ outcome: 'cancelled', text: 'Request cancelled by user', message: null });
  });

  it('a cancel the server refuses because the run had already been answered shows the stored answer, not a cancel', async () => {
    const h = await chatHarness();
    const stored = acceptSends(h, 'email-agent');
    await h.chat.loadAgents();
    await h.chat.selectAgent('email-agent');
    // The socket never opens: the cancel goes by the cancel call, and the answer was stored meanwhile.
    const sent = (await h.chat.sender.send('Write a launch email'))!;
    h.http.on('POST', '/agents/sessions/sess-1/cancel', () => fail(409, 'This request has already been answered: there is nothing left to cancel.'));
    stored.push({ id: 'ans-1', role: 'assistant', content: 'Subject: Spring is here', created_at: new Date(h.clock.now()).toISOString(), request_id: 'req-1', outcome: 'completed', artifacts: [], engine: 'offline engine' });
    await h.chat.cancel();
    await advance(h.clock, 2_000);
    const settlement = await sent.settled;
    expect(settlement.outcome).toBe('completed');
    expect(settlement.text).toBe('Subject: Spring is here');
    const shown = h.chat.view.messages.map((m) => m.content);
    expect(shown).toContain('Subject: Spring is here');
    expect(shown).not.toContain('Request cancelled by user');
  });

  it('a send lost to the network is sent again with the same Idempotency-Key, so the run it started is answered once', async () => {
    const h = await chatHarness();
    acceptSends(h, 'email-agent');
    await h.chat.loadAgents();
    await h.chat.selectAgent('email-agent');
    let attempts = 0;
    // The first attempt reached the server (which stored and charged it), but its answer was lost on the way back.
    h.http.on('POST', '/agents/email-agent/messages/async', () => (++attempts === 1 ? 'network' : ok({ session_id: 'sess-1', request_id: 'req-1', transaction_id: 'tx-req-1', credits_charged: 20, created_at: new Date(h.clock.now()).toISOString() })));
    const sending = h.chat.sender.send('Write a launch email');
    await advance(h.clock, 1_000);
    const sent = await sending;
    expect(sent).toMatchObject({ requestId: 'req-1', sessionId: 'sess-1' });
    const posts = h.http.requests.filter((r) => r.method === 'POST' && r.url.endsWith('/agents/email-agent/messages/async'));
    expect(posts).toHaveLength(2);
    expect(posts[0]!.headers['Idempotency-Key']).toMatch(/\S/);
    expect(posts[1]!.headers['Idempotency-Key']).toBe(posts[0]!.headers['Idempotency-Key']);
    expect(h.chat.view.error).toBeNull();
  });

  it('a send the server refuses is not sent again', async () => {
    const h = await chatHarness();
    acceptSends(h, 'email-agent');
    await h.chat.loadAgents();
    await h.chat.selectAgent('email-agent');
    h.http.on('POST', '/agents/email-agent/messages/async', () => fail(409, 'This chat is still answering your last message. Wait for it, or cancel it, before sending another.'));
    expect(await h.chat.sender.send('Write a launch email')).toBeNull();
    expect(h.http.requests.filter((r) => r.method === 'POST' && r.url.endsWith('/messages/async'))).toHaveLength(1);
    expect(h.chat.view.error).toBe('This chat is still answering your last message. Wait for it, or cancel it, before sending another.');
  });

  it('settles as left when the person signs out while it runs', async () => {
    const h = await chatHarness();
    const sent = await sendToEmailAgent(h);
    await h.auth.logout();
    expect((await sent.settled).outcome).toBe('left');
  });

  it('R-CONST-03 the client log keeps the send and the answer with previews cut at 100 characters', async () => {
    const h = await chatHarness();
    const sent = await sendToEmailAgent(h, `Write ${'a'.repeat(200)}`);
    h.sockets.last.emit({ type: 'agent_response', request_id: 'req-1', response: 'b'.repeat(300) });
    await advance(h.clock, 2_000);
    await sent.settled;
    const chatLines = h.get(ClientLog).all().filter((e) => e.message.startsWith('Chat: '));
    expect(chatLines.map((e) => e.message)).toEqual(['Chat: message sent', 'Chat: run completed']);
    expect(chatLines.map((e) => (e.context as { preview: string }).preview.length)).toEqual([100, 100]);
  });

  it('is null when the send is refused before reaching the server', async () => {
    const h = await chatHarness();
    await h.chat.loadAgents();
    await h.chat.selectAgent('email-agent');
    expect(await h.chat.sender.send('   ')).toBeNull();
  });
});

describe('the sidebar credits gauge follows the credits store (one change notification)', () => {
  it('R-USER-04 shows the profile loaded with plan and credits, moves on the charge, and back on the refund, with no reload of the shell', async () => {
    const h = await chatHarness();
    const server = balance(h);
    const panel = new CreditsPanelViewModel(h.get(UserProfileStore), { role: OWNER.role });
    await panel.load();
    expect(panel.reading?.usedOfTotal).toBe('100/5K');

    server.set(120);
    const sent = await sendToEmailAgent(h);
    await advance(h.clock, 100);
    expect(panel.reading?.usedOfTotal).toBe('120/5K');

    server.set(100);
    h.sockets.last.emit({ type: 'agent_error', request_id: sent.requestId, error: 'The model is unavailable' });
    await advance(h.clock, 2_000);
    expect(panel.reading?.usedOfTotal).toBe('100/5K');
  });

  it('is hidden for a plain member (spec 2.3)', async () => {
    const h = await chatHarness();
    const panel = new CreditsPanelViewModel(h.get(UserProfileStore), { role: 'org_member' });
    await panel.load();
    expect(panel.visible).toBe(false);
  });
});
