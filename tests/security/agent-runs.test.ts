import { describe as baseDescribe, expect, it } from 'vitest';
import { databaseUnavailable } from '../support/test-database.ts';
import { serverForFile } from '../support/test-server.ts';
import { registerMember, registerOwner, type TestPerson } from '../support/test-accounts.ts';
import { chatCalls } from '../support/chat-calls.ts';

/**
 * Attack replay (Money and Access 1): a request id replayed by another caller, a replay that
 * creates sessions, regenerate as free model use that erases history, and a colleague reading someone
 * else's chat by its id. Each attack is sent as reported, over HTTP and the socket, and must now fail.
 */
const describe = baseDescribe.skipIf(databaseUnavailable);
const PLATFORM_ADMIN = { email: 'root@agent-runs.test', password: 'a long platform admin password' };

const t = serverForFile(() => ({ admin: PLATFORM_ADMIN }));
let people = 0;

const owner = (org: string) => registerOwner(t, `owner-${++people}@${org}.io`, org);
const colleagueOf = (boss: TestPerson) => registerMember(t, boss, `colleague-${++people}@colleague.io`);
const { as, remaining, answerOf } = chatCalls(t);
const sessionsOf = async (p: TestPerson) => (await t.server.database.db.selectFrom('chat_sessions').select('id').where('org_id', '=', p.orgId).execute()).length;
const ledgerOf = async (p: TestPerson) => (await t.server.database.db.selectFrom('credit_transactions').select('id').where('org_id', '=', p.orgId).execute()).length;

describe('agent runs: money and history (attack replay)', () => {
  it('a request id replayed by another organization gets its own run and charge, never the first caller’s session', async () => {
    const a = await owner('replay-a');
    const b = await owner('replay-b');
    const key = 'shared-request-0001';
    const body = { message: 'Write a launch email for our weekly report' };
    const first = await t.call('POST', '/agents/email-agent/messages/async', { ...as(a, { 'idempotency-key': key }), body });
    expect(first.status).toBe(200);
    const bBefore = await remaining(b);
    const replayed = await t.call('POST', '/agents/email-agent/messages/async', { ...as(b, { 'idempotency-key': key }), body });
    expect(replayed.status).toBe(200);
    expect(replayed.body.session_id).not.toBe(first.body.session_id);
    expect(replayed.body.request_id).not.toBe(first.body.request_id);
    expect(await remaining(b)).toBe(bBefore - 20);
    expect((await t.call('GET', `/agents/sessions/${first.body.session_id}/messages`, as(b))).status).toBe(404);
    // The key is the caller's own even inside one organization.
    const colleague = await colleagueOf(a);
    const theirs = await t.call('POST', '/agents/email-agent/messages/async', { ...as(colleague, { 'idempotency-key': key }), body });
    expect(theirs.status).toBe(200);
    expect(theirs.body.session_id).not.toBe(first.body.session_id);
  });

  it('a replayed send creates nothing and answers the original; the same key with another body is refused', async () => {
    const a = await owner('replay-nothing');
    const key = 'retry-request-0002';
    const body = { message: 'Ads for our spring dashboard sale', mode: 'balanced' };
    const first = await t.call('POST', '/agents/creative-agent/messages/async', { ...as(a, { 'idempotency-key': key }), body });
    expect(first.status).toBe(200);
    const [sessions, ledger, credits] = [await sessionsOf(a), await ledgerOf(a), await remaining(a)];
    for (let i = 0; i < 3; i++) {
      const again = await t.call('POST', '/agents/creative-agent/messages/async', { ...as(a, { 'idempotency-key': key }), body });
      expect(again.status).toBe(200);
      expect(again.body).toEqual(first.body);
    }
    const other = await t.call('POST', '/agents/creative-agent/messages/async', { ...as(a, { 'idempotency-key': key }), body: { ...body, message: 'Something else entirely' } });
    expect(other.status).toBe(422);
    expect(other.body.detail).toBe('This Idempotency-Key was already used for a different request');
    // A key the server could not honour is refused, not silently ignored.
    expect((await t.call('POST', '/agents/creative-agent/messages/async', { ...as(a, { 'idempotency-key': 'short' }), body })).status).toBe(422);
    expect([await sessionsOf(a), await ledgerOf(a), await remaining(a)]).toEqual([sessions, ledger, credits]);
  });

  it('regenerate is charged like a send and keeps every turn and the earlier version', async () => {
    const a = await owner('regen-attack');
    const first = await t.call('POST', '/agents/email-agent/messages/async', { ...as(a), body: { message: 'Announce our summer offer', mode: 'balanced' } });
    const answer = await answerOf(a, first.body.session_id, first.body.request_id);
    const second = await t.call('POST', '/agents/email-agent/messages/async', { ...as(a), body: { session_id: first.body.session_id, message: 'Now a reminder email' } });
    const later = await answerOf(a, first.body.session_id, second.body.request_id);
    const before = await remaining(a);
    const regen = await t.call('POST', `/agents/messages/${answer.id}/regenerate`, as(a));
    expect(regen.status).toBe(200);
    expect(regen.body.credits_charged).toBe(30);
    expect(await remaining(a)).toBe(before - 30);
    const messages = (await t.call('GET', `/agents/sessions/${first.body.session_id}/messages`, as(a))).body as any[];
    expect(messages.map((m) => [m.id, m.is_current])).toEqual([
      [expect.any(String), true],
      [answer.id, false],
      [regen.body.new_message_id, true],
      [expect.any(String), true],
      [later.id, true],
    ]);
  });

  it('a colleague who knows a session id gets 404 everywhere, spends nothing, and the socket closes without events', async () => {
    const a = await owner('private-chat');
    const colleague = await colleagueOf(a);
    const start = await t.call('POST', '/agents/email-agent/messages/async', { ...as(a), body: { message: 'Our confidential launch plan' } });
    const sessionId = start.body.session_id as string;
    const answer = await answerOf(a, sessionId, start.body.request_id);
    const credits = await remaining(a);
    const attempts: [string, string, unknown?][] = [
      ['GET', `/agents/sessions/${sessionId}/messages`],
      ['GET', `/agents/sessions/${sessionId}/poll?since=0`],
      ['POST', `/agents/sessions/${sessionId}/cancel`, { request_id: start.body.request_id }],
      ['POST', `/agents/messages/${answer.id}/rating`, { rating: -1, feedback_text: 'meddling' }],
      ['POST', `/agents/messages/${answer.id}/regenerate`],
      ['DELETE', `/agents/messages/${answer.id}`],
      ['DELETE', `/agents/sessions/${sessionId}`],
      ['POST', '/agents/email-agent/messages/async', { session_id: sessionId, message: 'Append to their chat' }],
    ];
    for (const [method, path, body] of attempts) {
      const res = await t.call(method, path, { ...as(colleague), body: body ?? (method === 'POST' ? {} : undefined) });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    const socket = await new Promise<{ code: number; events: unknown[] }>((resolve) => {
      const events: unknown[] = [];
      const ws = new WebSocket(`${t.url.replace('http', 'ws')}/api/v1/agents/ws/${sessionId}?token=${colleague.token}&after=0`);
      ws.onmessage = (m) => events.push(JSON.parse(String(m.data)));
      ws.onclose = (e) => resolve({ code: e.code, events });
    });
    expect(socket).toEqual({ code: 4401, events: [] });
    // Nothing changed for the owner.
    expect(await remaining(a)).toBe(credits);
    const messages = (await t.call('GET', `/agents/sessions/${sessionId}/messages`, as(a))).body as any[];
    expect(messages.map((m) => [m.id, m.rating])).toEqual([[expect.any(String), null], [answer.id, null]]);
    // The session is not in the colleague's list either.
    expect((await t.call('GET', '/agents/sessions', as(colleague))).body).toEqual([]);
  });

  it('a send, an edit or a new chat in another organization\'s space is 403, without a space 400 (an edit: 404), and a platform admin is refused: nothing stored, nothing charged', async () => {
    const a = await owner('space-owner');
    const b = await owner('space-intruder');
    const start = await t.call('POST', '/agents/email-agent/messages/async', { ...as(a), body: { message: 'Our launch email' } });
    const answer = await answerOf(a, start.body.session_id, start.body.request_id);
    const question = ((await t.call('GET', `/agents/sessions/${start.body.session_id}/messages`, as(a))).body as any[]).find((m) => m.role === 'user');
    const before = { a: [await remaining(a), await sessionsOf(a), await ledgerOf(a)], b: [await remaining(b), await sessionsOf(b), await ledgerOf(b)] };
    const SPACE_REQUIRED = [400, 'Space context required: send X-Space-ID with a space of your organization'];
    // Without a space, the edit looks its message up first, and another organization's message does not exist.
    const calls: [string, unknown, unknown[]][] = [
      ['/agents/email-agent/messages/async', { message: 'Write in their space' }, SPACE_REQUIRED],
      ['/agents/email-agent/sessions/create', {}, SPACE_REQUIRED],
      [`/agents/messages/${question.id}/edit`, { message: 'Edited by someone else' }, [404, 'Message not found']],
    ];
    const admin = await t.call('POST', '/login', { body: PLATFORM_ADMIN });
    for (const [path, body, withoutSpace] of calls) {
      const foreign = await t.call('POST', path, { token: b.token, headers: { 'x-space-id': a.spaceId }, body });
      expect([foreign.status, foreign.body.detail], `another organization's space: ${path}`).toEqual([403, 'Access denied to this space']);
      const none = await t.call('POST', path, { token: b.token, body });
      expect([none.status, none.body.detail], `no space: ${path}`).toEqual(withoutSpace);
      const byAdmin = await t.call('POST', path, { token: admin.body.access_token, headers: { 'x-space-id': a.spaceId }, body });
      expect(byAdmin.status, `platform admin: ${path}`).toBe(403);
    }
    expect({ a: [await remaining(a), await sessionsOf(a), await ledgerOf(a)], b: [await remaining(b), await sessionsOf(b), await ledgerOf(b)] }).toEqual(before);
    expect(((await t.call('GET', `/agents/sessions/${start.body.session_id}/messages`, as(a))).body as any[]).map((m) => m.id)).toEqual([question.id, answer.id]);
  });
});
