import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * One running run per chat, held by the server: the client blocks a second send while a run is going, but
 * a second tab, a script or a retry without its Idempotency-Key must not start a second paid run in the chat.
 */
describe('a chat answers one request at a time', () => {
  let t: TestServer;
  let as: { token: string; headers: Record<string, string> };
  beforeAll(async () => {
    // A slow offline engine, so a run is still going when the next send arrives.
    t = await startTestServer({ offlineEnginePaceMs: 1500 });
    const reg = await t.call('POST', '/register', { body: { email: 'one-run@example.com', password: 'ember-quartz-harbor-64', name: 'Owner', org_name: 'One Run Co' } });
    expect(reg.status, JSON.stringify(reg.body)).toBe(201);
    const token = reg.body.access_token as string;
    const spaceId = (await t.call('GET', '/spaces/', { token })).body[0].id as string;
    as = { token, headers: { 'x-space-id': spaceId } };
  });
  afterAll(async () => t?.stop());

  const balance = async () => (await t.call('GET', '/billing/credits', as)).body.remaining as number;
  /** Cancels a run and waits until the chat holds its cancel note (the run is closed and refunded then). */
  async function cancelled(sessionId: string, requestId: string): Promise<void> {
    expect((await t.call('POST', `/agents/sessions/${sessionId}/cancel`, { ...as, body: { request_id: requestId } })).status).toBe(200);
    for (let i = 0; i < 200; i++) {
      const messages = (await t.call('GET', `/agents/sessions/${sessionId}/messages`, as)).body as { role: string; request_id: string | null; content: string }[];
      if (messages.some((m) => m.role === 'assistant' && m.request_id === requestId)) return;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error('the run was not closed');
  }
  const send = (message: string, sessionId?: string) => t.call('POST', '/agents/email-agent/messages/async', { ...as, body: { message, ...(sessionId ? { session_id: sessionId } : {}) } });

  it('a second send into a chat whose run is still going gets 409 and is not charged; another chat is not held up', async () => {
    const first = await send('Write a welcome email for new members');
    expect(first.status).toBe(200);
    const before = await balance();
    const second = await send('And a reminder email', first.body.session_id);
    expect(second.status).toBe(409);
    expect(second.body.detail).toBe('This chat is still answering your last message. Wait for it, or cancel it, before sending another.');
    expect(await balance()).toBe(before);
    const questions = ((await t.call('GET', `/agents/sessions/${first.body.session_id}/messages`, as)).body as { role: string }[]).filter((m) => m.role === 'user');
    expect(questions).toHaveLength(1);
    const other = await send('A launch email for our spring menu');
    expect(other.status).toBe(200);
    await cancelled(other.body.session_id, other.body.request_id);

    // Cancelled, the chat takes the next request.
    await cancelled(first.body.session_id, first.body.request_id);
    const next = await send('And a reminder email', first.body.session_id);
    expect(next.status).toBe(200);
    await cancelled(next.body.session_id, next.body.request_id);
  });

  it('of five sends racing into one idle chat, exactly one is accepted and charged', async () => {
    const opened = await send('Write a thank-you email');
    await cancelled(opened.body.session_id, opened.body.request_id);
    const before = await balance();
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => send(`Follow-up number ${i + 1}`, opened.body.session_id)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await balance()).toBe(before - 20);
    const accepted = answers.find((a) => a.status === 200)!;
    await cancelled(accepted.body.session_id, accepted.body.request_id);
  });
});
