import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/** A cancel answers with the run's true state: a run already answered and charged is not "cancelled". */
describe('R-SEND-13 cancel after the run has finished', () => {
  let t: TestServer;
  let as: { token: string; headers: Record<string, string> };
  beforeAll(async () => {
    t = await startTestServer({ offlineEnginePaceMs: 0 });
    const reg = await t.call('POST', '/register', { body: { email: 'late-cancel@example.com', password: 'ember-quartz-harbor-64', name: 'Owner', org_name: 'Late Cancel Co' } });
    const token = reg.body.access_token as string;
    const spaceId = (await t.call('GET', '/spaces/', { token })).body[0].id as string;
    as = { token, headers: { 'x-space-id': spaceId } };
  });
  afterAll(async () => t?.stop());

  it('gets 409 with the run\'s state; the answer and its charge stand, and no cancel note or refund is written', async () => {
    const sent = await t.call('POST', '/agents/email-agent/messages/async', { ...as, body: { message: 'Write a welcome email for new members' } });
    let answer: any = null;
    for (let i = 0; i < 400 && !answer; i++) {
      answer = ((await t.call('GET', `/agents/sessions/${sent.body.session_id}/messages`, as)).body as any[]).find((m) => m.role === 'assistant') ?? null;
      if (!answer) await new Promise((r) => setTimeout(r, 25));
    }
    const balance = (await t.call('GET', '/billing/credits', as)).body.remaining;
    const late = await t.call('POST', `/agents/sessions/${sent.body.session_id}/cancel`, { ...as, body: { request_id: sent.body.request_id } });
    expect(late.status).toBe(409);
    expect(late.body.detail).toBe('This request has already been answered: there is nothing left to cancel.');
    const after = (await t.call('GET', `/agents/sessions/${sent.body.session_id}/messages`, as)).body as any[];
    expect(after.filter((m) => m.role === 'assistant').map((m) => m.id)).toEqual([answer.id]);
    expect(after.map((m) => m.content)).not.toContain('Request cancelled by user');
    expect((await t.call('GET', '/billing/credits', as)).body.remaining).toBe(balance);
    const events = await t.server.database.db.selectFrom('run_events').select('type').where('session_id', '=', sent.body.session_id).execute();
    expect(events.map((e) => e.type)).not.toContain('cancel_ack');
  });
});
