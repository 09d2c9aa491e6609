import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * A request outside every task of the agent gets one plain sentence and the tasks it can do instead, never a
 * template for another task; and it is not charged (docs/DECISIONS.md A1): the refund commits with the answer.
 */
describe('R-PROD-02 an agent declines honestly what it cannot do, free of charge', () => {
  let t: TestServer;
  let as: { token: string; headers: Record<string, string> };
  beforeAll(async () => {
    t = await startTestServer({ offlineEnginePaceMs: 0 });
    const reg = await t.call('POST', '/register', { body: { email: 'declines@example.com', password: 'ember-quartz-harbor-64', name: 'Owner', org_name: 'Kiln and Co' } });
    expect(reg.status, JSON.stringify(reg.body)).toBe(201);
    const token = reg.body.access_token as string;
    const spaceId = (await t.call('GET', '/spaces/', { token })).body[0].id as string;
    as = { token, headers: { 'x-space-id': spaceId } };
    await t.call('PUT', `/spaces/${spaceId}/profile`, { ...as, body: { answers: { business_name: 'Kiln & Co', offer_main: 'Pottery classes for beginners, six evenings for $240' } } });
  });
  afterAll(async () => t?.stop());

  async function answerTo(agent: string, message: string): Promise<any> {
    const sent = await t.call('POST', `/agents/${agent}/messages/async`, { ...as, body: { message } });
    expect(sent.status).toBe(200);
    for (let i = 0; i < 400; i++) {
      const found = ((await t.call('GET', `/agents/sessions/${sent.body.session_id}/messages`, as)).body as any[]).find((m) => m.role === 'assistant');
      if (found) return found;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error('no answer');
  }

  it('an employment contract asked of the Email agent is declined with prompt starters, and the credits come back', async () => {
    const before = (await t.call('GET', '/billing/credits', as)).body.remaining;
    const answer = await answerTo('email-agent', 'Draft an employment contract for our new pottery instructor. Full legal text please.');
    expect(answer.content).toContain("I can't help with an employment contract here: it is outside what the marketing agents do");
    expect(answer.content).toContain('Here is what I can do instead; send one of these to start:');
    expect(answer.content).not.toMatch(/^Subject/m);
    expect(answer.content).not.toContain('Full legal text please');
    expect((await t.call('GET', '/billing/credits', as)).body.remaining).toBe(before);
    const transactions = (await t.call('GET', '/billing/credits/transactions', as)).body;
    expect(JSON.stringify(transactions)).toContain('Refund: declined Email Agent request');
    // Recent activity shows the refund beside its charge, not the charge alone as credits lost.
    const recent = (await t.call('GET', '/billing/analytics/recent-activity', as)).body.activities as any[];
    expect(recent.slice(0, 2).map((a) => [a.transaction_type, a.credits, a.activity.startsWith('Refund:')])).toEqual([
      ['credit', 20, true],
      ['debit', 20, false],
    ]);
  });

  it('a request the agent can do is charged as before', async () => {
    const before = (await t.call('GET', '/billing/credits', as)).body.remaining;
    await answerTo('email-agent', 'Write a promotional email for our spring beginners course.');
    expect((await t.call('GET', '/billing/credits', as)).body.remaining).toBeLessThan(before);
  });
});
