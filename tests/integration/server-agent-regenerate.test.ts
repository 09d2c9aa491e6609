import { describe as baseDescribe, expect, it } from 'vitest';
import { databaseUnavailable } from '../support/test-database.ts';
import { serverForFile } from '../support/test-server.ts';
import { registerOwner, withUser, type PersonWithUser as Person } from '../support/test-accounts.ts';
import { chatCalls } from '../support/chat-calls.ts';
import { tempDirForFile } from '../support/temp-dir.ts';
import { agentRuntimeProcess, UnavailableModel } from '../support/agent-runtime-process.ts';
import { AgentChat } from '../../core/server/agents/agent-chat.ts';

const describe = baseDescribe.skipIf(databaseUnavailable);

const processDir = tempDirForFile('mw-regenerate-');
const t = serverForFile();
let people = 0;

const owner = async (): Promise<Person> => withUser(await registerOwner(t, `regen-${++people}@regen.io`, `Regen ${people}`));
const { as, remaining, messagesOf, answerOf } = chatCalls(t);

/** Two answered turns in one session; the first asked in balanced mode with its own brand voice. */
async function twoTurns(p: Person) {
  const first = await t.call('POST', '/agents/email-agent/messages/async', { ...as(p), body: { message: 'Announce our winter offer', mode: 'balanced', brand_voice: 'Tone: calm and formal\nSign-off: Yours faithfully, the winter desk' } });
  const sessionId = first.body.session_id as string;
  const firstAnswer = await answerOf(p, sessionId, first.body.request_id);
  const second = await t.call('POST', '/agents/email-agent/messages/async', { ...as(p), body: { session_id: sessionId, message: 'Now a short reminder email' } });
  const secondAnswer = await answerOf(p, sessionId, second.body.request_id);
  return { sessionId, firstAnswer, secondAnswer };
}

describe('POST /agents/messages/{id}/regenerate', () => {
  it('charges like a send from the original request, keeps later turns, and GET shows every version with the newest current', async () => {
    const me = await owner();
    const { sessionId, firstAnswer, secondAnswer } = await twoTurns(me);
    // The space's voice, saved after the first answer, signs off otherwise.
    await t.call('PUT', '/brand-voice', { ...as(me), body: { content: 'Tone: playful\nSign-off: Cheers, the space crew' } });
    const before = await remaining(me);

    const regen = await t.call('POST', `/agents/messages/${firstAnswer.id}/regenerate`, as(me));
    expect(regen.status).toBe(200);
    expect(regen.body).toMatchObject({ new_message_id: expect.any(String), version: 2, credits_charged: 30, transaction_id: expect.any(String) });
    // Written from the original run's input (its own brand voice, not the space's), and worded anew.
    expect(regen.body.content).toMatch(/^Subject: \S/m);
    expect(regen.body.content).toContain('\n\nYours faithfully, the winter desk\n');
    expect(regen.body.content).not.toContain('Cheers, the space crew');
    expect(regen.body.content).not.toBe(firstAnswer.content);
    expect(await remaining(me)).toBe(before - 30);
    const charge = await t.server.database.db.selectFrom('credit_transactions').selectAll().where('id', '=', regen.body.transaction_id).executeTakeFirstOrThrow();
    expect(charge).toMatchObject({ transaction_type: 'debit', feature: 'ai_agents', mode: 'medium', agent_name: 'email-agent' });

    const again = await t.call('POST', `/agents/messages/${firstAnswer.id}/regenerate`, as(me));
    expect(again.body.version).toBe(3);
    const messages = await messagesOf(me, sessionId);
    expect(messages.map((m) => ({ id: m.id, role: m.role, version: m.version, version_count: m.version_count, is_current: m.is_current, version_of: m.version_of }))).toEqual([
      { id: expect.any(String), role: 'user', version: 1, version_count: 1, is_current: true, version_of: null },
      { id: firstAnswer.id, role: 'assistant', version: 1, version_count: 3, is_current: false, version_of: null },
      { id: regen.body.new_message_id, role: 'assistant', version: 2, version_count: 3, is_current: false, version_of: firstAnswer.id },
      { id: again.body.new_message_id, role: 'assistant', version: 3, version_count: 3, is_current: true, version_of: firstAnswer.id },
      { id: expect.any(String), role: 'user', version: 1, version_count: 1, is_current: true, version_of: null },
      { id: secondAnswer.id, role: 'assistant', version: 1, version_count: 1, is_current: true, version_of: null },
    ]);
    expect(messages[1].content).toBe(firstAnswer.content);
  });

  it('deleting a regenerated answer cuts the conversation where it is read: every version of it and the turns after', async () => {
    const me = await owner();
    const { sessionId, firstAnswer } = await twoTurns(me);
    const regen = await t.call('POST', `/agents/messages/${firstAnswer.id}/regenerate`, as(me));
    expect((await t.call('DELETE', `/agents/messages/${regen.body.new_message_id}`, as(me))).status).toBe(200);
    expect((await messagesOf(me, sessionId)).map((m) => m.content)).toEqual(['Announce our winter offer']);
  });

  it('a regenerate whose run fails is refunded once, and the answer stays the current one', async () => {
    const me = await owner();
    const { sessionId, firstAnswer } = await twoTurns(me);
    const before = await remaining(me);
    // The same database served by a process whose model is down.
    const down = await agentRuntimeProcess(t.server.database, processDir, { llm: new UnavailableModel() });
    await expect(down.get(AgentChat).regenerate({ userId: me.user.id, orgId: me.user.org_id, role: me.user.role }, firstAnswer.id)).rejects.toMatchObject({ code: 'AGENT.RUN_FAILED', message: 'The AI model could not be reached. Your credits were refunded; please try again in a few minutes.' });
    expect(await remaining(me)).toBe(before);
    const run = await t.server.database.db.selectFrom('agent_runs').selectAll().where('session_id', '=', sessionId).where('status', '=', 'failed').executeTakeFirstOrThrow();
    const rows = await t.server.database.db.selectFrom('credit_transactions').select(['transaction_type', 'credits']).where('idempotency_key', 'in', [`run:${run.request_id}`, `refund:${run.request_id}`]).execute();
    expect(rows.map((r) => [r.transaction_type, Number(r.credits)]).sort()).toEqual([['credit', 30], ['debit', 30]]);
    const current = (await messagesOf(me, sessionId)).filter((m) => m.role === 'assistant' && m.is_current);
    expect(current.map((m) => m.id)).toContain(firstAnswer.id);
  });

  it('too few credits is a 402 with the spec text, like a send, and stores nothing', async () => {
    const me = await owner();
    const { sessionId, firstAnswer } = await twoTurns(me);
    const left = await remaining(me);
    await t.call('POST', '/billing/credits/deduct', { ...as(me), body: { amount: left - 10, description: 'spent elsewhere' } });
    const refused = await t.call('POST', `/agents/messages/${firstAnswer.id}/regenerate`, as(me));
    expect(refused.status).toBe(402);
    expect(refused.body.detail).toBe('Insufficient credits. This operation requires 30 credits, but you only have 10 remaining.');
    expect(await remaining(me)).toBe(10);
    expect(await messagesOf(me, sessionId)).toHaveLength(4);
  });
});
