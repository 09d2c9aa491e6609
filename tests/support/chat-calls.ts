import { expect } from 'vitest';
import type { TestServer } from './test-server.ts';
import { inSpace, type InSpace } from './test-accounts.ts';

/**
 * What the agent-run tests ask the test server about a person's chats: a call's options in their space (with extra
 * headers, e.g. an Idempotency-Key), their credits left, a session's messages, and a request's stored answer.
 */
export function chatCalls(t: TestServer) {
  const as = (p: InSpace, headers: Record<string, string> = {}) => ({ token: p.token, headers: { 'x-space-id': p.spaceId, ...headers } });
  const remaining = async (p: InSpace) => (await t.call('GET', '/billing/credits', as(p))).body.remaining as number;
  const messagesOf = async (p: InSpace, sessionId: string) => (await t.call('GET', `/agents/sessions/${sessionId}/messages`, as(p))).body as any[];
  /** Waits until the request's answer is stored, as a polling client would. */
  async function answerOf(p: InSpace, sessionId: string, requestId: string) {
    for (let i = 0; i < 200; i++) {
      const answer = (await messagesOf(p, sessionId)).find((m) => m.role === 'assistant' && m.request_id === requestId);
      if (answer) return answer;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error('no answer');
  }
  return { as, remaining, messagesOf, answerOf };
}

/** Sends `message` to `agent` in a new chat of the person's space and waits (up to 20 s) for the chat to end on an answer. */
export async function askAgent(t: TestServer, who: InSpace, agent: string, message: string): Promise<{ id: string; content: string }> {
  const start = await t.call('POST', `/agents/${agent}/messages/async`, { ...inSpace(who), body: { message } });
  expect(start.status).toBe(200);
  const end = Date.now() + 20_000;
  for (;;) {
    const messages = (await t.call('GET', `/agents/sessions/${start.body.session_id}/messages`, inSpace(who))).body as { id: string; role: string; content: string }[];
    const last = messages.at(-1);
    if (last?.role === 'assistant') return last;
    if (Date.now() > end) throw new Error('no answer');
    await new Promise((r) => setTimeout(r, 100));
  }
}
