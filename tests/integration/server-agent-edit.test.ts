import { describe as baseDescribe, expect, it } from 'vitest';
import { databaseUnavailable } from '../support/test-database.ts';
import { serverForFile } from '../support/test-server.ts';
import { registerMember, registerOwner, withUser, type PersonWithUser as Person } from '../support/test-accounts.ts';
import { chatCalls } from '../support/chat-calls.ts';
import { tempDirForFile } from '../support/temp-dir.ts';
import { agentRuntimeProcess, UnavailableModel } from '../support/agent-runtime-process.ts';
import { EditMessage } from '../../core/server/agents/edit-message.ts';
import { ExecuteAgentRun } from '../../core/server/agents/execute-agent-run.ts';

const describe = baseDescribe.skipIf(databaseUnavailable);

const processDir = tempDirForFile('mw-edit-');
const t = serverForFile();
let people = 0;

const owner = async (): Promise<Person> => withUser(await registerOwner(t, `edit-${++people}@edit.io`, `Edit ${people}`));
const colleagueOf = async (p: Person): Promise<Person> => withUser(await registerMember(t, p, `colleague-${++people}@edit.io`), 'org_member');
const { as, remaining, messagesOf, answerOf } = chatCalls(t);

/** Two answered turns in one session, the first asked in balanced mode. */
async function twoTurns(p: Person) {
  const first = await t.call('POST', '/agents/email-agent/messages/async', { ...as(p), body: { message: 'Announce our winter offer', mode: 'balanced' } });
  const sessionId = first.body.session_id as string;
  const firstAnswer = await answerOf(p, sessionId, first.body.request_id);
  const second = await t.call('POST', '/agents/email-agent/messages/async', { ...as(p), body: { session_id: sessionId, message: 'Now a short reminder email' } });
  const secondAnswer = await answerOf(p, sessionId, second.body.request_id);
  const question = (await messagesOf(p, sessionId)).find((m) => m.role === 'user')!;
  return { sessionId, question, firstAnswer, secondAnswer };
}

describe('POST /agents/messages/{id}/edit', () => {
  it('is a new version of the question, charged once like a send; its answer starts a branch and the first branch stays', async () => {
    const me = await owner();
    const { sessionId, question, firstAnswer, secondAnswer } = await twoTurns(me);
    const before = await remaining(me);

    const edit = await t.call('POST', `/agents/messages/${question.id}/edit`, { ...as(me, { 'idempotency-key': 'edit-once' }), body: { message: 'Announce our spring offer' } });
    expect(edit.status).toBe(200);
    expect(edit.body).toMatchObject({ session_id: sessionId, request_id: expect.any(String), message_id: expect.any(String), credits_charged: 30 });
    const replay = await t.call('POST', `/agents/messages/${question.id}/edit`, { ...as(me, { 'idempotency-key': 'edit-once' }), body: { message: 'Announce our spring offer' } });
    expect(replay.status).toBe(200);
    expect(replay.body.request_id).toBe(edit.body.request_id);
    const otherBody = await t.call('POST', `/agents/messages/${question.id}/edit`, { ...as(me, { 'idempotency-key': 'edit-once' }), body: { message: 'Something else' } });
    expect(otherBody.status).toBe(422);

    const answer = await answerOf(me, sessionId, edit.body.request_id);
    // Charged once, in the original mode (balanced: 30 credits).
    expect(await remaining(me)).toBe(before - 30);
    const charges = await t.server.database.db.selectFrom('credit_transactions').select('id').where('idempotency_key', '=', `run:${edit.body.request_id}`).execute();
    expect(charges).toHaveLength(1);

    const messages = await messagesOf(me, sessionId);
    expect(messages.map((m) => ({ id: m.id, role: m.role, content: m.role === 'user' ? m.content : undefined, version: m.version, version_count: m.version_count, version_of: m.version_of, branch: m.branch }))).toEqual([
      { id: question.id, role: 'user', content: 'Announce our winter offer', version: 1, version_count: 2, version_of: null, branch: {} },
      { id: edit.body.message_id, role: 'user', content: 'Announce our spring offer', version: 2, version_count: 2, version_of: question.id, branch: {} },
      { id: firstAnswer.id, role: 'assistant', content: undefined, version: 1, version_count: 1, version_of: null, branch: {} },
      { id: expect.any(String), role: 'user', content: 'Now a short reminder email', version: 1, version_count: 1, version_of: null, branch: {} },
      { id: secondAnswer.id, role: 'assistant', content: undefined, version: 1, version_count: 1, version_of: null, branch: {} },
      { id: answer.id, role: 'assistant', content: undefined, version: 1, version_count: 1, version_of: null, branch: { [question.id]: edit.body.message_id } },
    ]);

    // The versions of the question, each listed once, oldest first.
    const versions = await t.call('GET', `/agents/messages/${edit.body.message_id}/versions`, as(me));
    expect(versions.status).toBe(200);
    expect(versions.body.map((m: any) => [m.content, m.version])).toEqual([['Announce our winter offer', 1], ['Announce our spring offer', 2]]);

    // A send on the new branch says so, and its question and answer carry it.
    const next = await t.call('POST', '/agents/email-agent/messages/async', { ...as(me), body: { session_id: sessionId, message: 'And a follow-up', branch: { [question.id]: edit.body.message_id } } });
    const nextAnswer = await answerOf(me, sessionId, next.body.request_id);
    expect(nextAnswer.branch).toEqual({ [question.id]: edit.body.message_id });

    // Deleting the first branch's second turn leaves the new branch alone (it was written later, on another branch).
    const second = messages.find((m) => m.content === 'Now a short reminder email')!;
    expect((await t.call('DELETE', `/agents/messages/${second.id}`, as(me))).status).toBe(200);
    expect((await messagesOf(me, sessionId)).map((m) => m.id)).toEqual([question.id, edit.body.message_id, firstAnswer.id, answer.id, expect.any(String), nextAnswer.id]);
  });

  it('an earlier branch keeps its regenerated answer current', async () => {
    const me = await owner();
    const { sessionId, question, firstAnswer } = await twoTurns(me);
    const regen = await t.call('POST', `/agents/messages/${firstAnswer.id}/regenerate`, as(me));
    const edit = await t.call('POST', `/agents/messages/${question.id}/edit`, { ...as(me), body: { message: 'Announce our spring offer' } });
    await answerOf(me, sessionId, edit.body.request_id);
    const versions = (await messagesOf(me, sessionId)).filter((m) => m.id === firstAnswer.id || m.version_of === firstAnswer.id);
    expect(versions.map((m) => [m.id, m.is_current])).toEqual([[firstAnswer.id, false], [regen.body.new_message_id, true]]);
  });

  it('is refused for an answer, for a colleague and for another organization, charging nothing', async () => {
    const me = await owner();
    const { question, firstAnswer } = await twoTurns(me);
    const before = await remaining(me);
    const onAnswer = await t.call('POST', `/agents/messages/${firstAnswer.id}/edit`, { ...as(me), body: { message: 'No' } });
    expect(onAnswer.status).toBe(422);
    expect(onAnswer.body.detail).toBe('Only a question you sent can be edited');

    const colleague = await colleagueOf(me);
    const byColleague = await t.call('POST', `/agents/messages/${question.id}/edit`, { ...as(colleague), body: { message: 'Mine now' } });
    expect(byColleague.status).toBe(404);
    expect((await t.call('GET', `/agents/messages/${question.id}/versions`, as(colleague))).status).toBe(404);

    const stranger = await owner();
    const byStranger = await t.call('POST', `/agents/messages/${question.id}/edit`, { ...as(stranger), body: { message: 'Mine now' } });
    expect(byStranger.status).toBe(404);
    // With the owner's space named, the stranger is refused the space itself.
    const foreignSpace = await t.call('POST', `/agents/messages/${question.id}/edit`, { token: stranger.token, headers: { 'x-space-id': me.spaceId }, body: { message: 'Mine now' } });
    expect(foreignSpace.status).toBe(403);
    expect(await remaining(me)).toBe(before);
    expect(await remaining(stranger)).toBe(500);
  });

  it('an edit whose run fails is refunded once', async () => {
    const me = await owner();
    const { sessionId, question } = await twoTurns(me);
    const before = await remaining(me);
    // The same database served by a process whose model is down.
    const down = await agentRuntimeProcess(t.server.database, processDir, { llm: new UnavailableModel() });
    const edit = await down.get(EditMessage).execute({ userId: me.user.id, orgId: me.user.org_id, role: 'org_owner' }, me.spaceId, question.id, { message: 'Announce our autumn offer' });
    // That process works the run (its queue is not started here).
    await down.get(ExecuteAgentRun).execute(edit.request_id);
    const note = await answerOf(me, sessionId, edit.request_id);
    expect(note).toMatchObject({ outcome: 'failed', content: 'The AI model could not be reached. Your credits were refunded; please try again in a few minutes.' });
    expect(await remaining(me)).toBe(before);
    const rows = await t.server.database.db.selectFrom('credit_transactions').select(['transaction_type', 'credits']).where('idempotency_key', 'in', [`run:${edit.request_id}`, `refund:${edit.request_id}`]).execute();
    expect(rows.map((r) => [r.transaction_type, Number(r.credits)]).sort()).toEqual([['credit', 30], ['debit', 30]]);
  });
});
