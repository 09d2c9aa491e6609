import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { keyedPhrase, searchKey } from '../../../adapters/server/db/tenant-search-terms.ts';
import { AgentConfigRepository } from '../../../core/server/agents/agent-config-repository.ts';
import { RunEventRepository } from '../../../core/server/agents/run-event-repository.ts';
import type { AgentRunRecord, ArtifactRecord } from '../../../core/server/agents/records.ts';
import type { AgentConfig } from '../../../core/domain/agents/agent-config.ts';
import { AT, at, chatMessageRecord, chatSessionRecord, newTenant, contractSuite, unique, userRecord, type Tenant } from '../../support/contract-database.ts';
import { databaseUnavailable } from '../../support/test-database.ts';

/** The agent runtime's rows: chat sessions and messages (with full-text search), runs, artifacts, run events and agent settings. */
const suite = contractSuite();
const { kind, describe, run } = suite;

function runRecord(t: Tenant, requestId: string, sessionId: string, extra: Partial<AgentRunRecord> = {}): AgentRunRecord {
  return { requestId, sessionId, orgId: t.orgId, spaceId: t.spaceId, userId: t.ownerId, agentSlug: 'email-agent', mode: 'medium', cost: 30, transactionId: `tx-${requestId}`, status: 'queued', input: { message: 'Write it', k_value_kb: 10 }, error: null, createdAt: AT, finishedAt: null, attempt: 1, workerId: null, ...extra };
}

function artifactRecord(t: Tenant, id: string, sessionId: string, extra: Partial<ArtifactRecord> = {}): ArtifactRecord {
  return { id, orgId: t.orgId, spaceId: t.spaceId, sessionId, messageId: null, artifactType: 'email', artifactSubtype: 'launch', filename: `${id}.md`, mimeType: 'text/markdown', sizeBytes: 2048, generationStatus: 'completed', errorMessage: null, storageKey: `artifacts/${id}`, createdAt: AT, ...extra };
}

describe(`chat sessions and messages (${kind}) R-ENTITY-31 R-ENTITY-37 R-AGENTAPI-08 R-AGENTAPI-10 R-AGENTAPI-12`, () => {
  it('createSession, findSession and listSessions (the person\'s, in the space, by agent, most recently active first); touchSession and updateSession', async () => {
    const t = await newTenant(suite.database.uow, 'sessions');
    const colleague = unique('colleague');
    const [a, b, c, theirs] = [unique('s-a'), unique('s-b'), unique('s-c'), unique('s-theirs')];
    await run(async (repos) => {
      await repos.users.create(userRecord(colleague, { orgId: t.orgId }));
      await repos.chats.createSession(chatSessionRecord(t, a, { title: 'First', updatedAt: at(1) }));
      await repos.chats.createSession(chatSessionRecord(t, b, { agentSlug: 'seo-agent', title: 'Second', updatedAt: at(2) }));
      await repos.chats.createSession(chatSessionRecord(t, c, { title: 'Third', updatedAt: at(3) }));
      await repos.chats.createSession(chatSessionRecord(t, theirs, { userId: colleague, updatedAt: at(4) }));
    });
    expect(await run((repos) => repos.chats.findSession(a))).toEqual({ ...chatSessionRecord(t, a, { title: 'First', updatedAt: at(1) }), pinned: false });
    expect((await run((repos) => repos.chats.listSessions(t.spaceId, t.ownerId))).map((s) => s.id)).toEqual([c, b, a]);
    expect((await run((repos) => repos.chats.listSessions(t.spaceId, t.ownerId, 'email-agent'))).map((s) => s.id)).toEqual([c, a]);
    await run((repos) => repos.chats.touchSession(a, at(10)));
    expect((await run((repos) => repos.chats.listSessions(t.spaceId, t.ownerId))).map((s) => s.id)).toEqual([a, c, b]);
    await run((repos) => repos.chats.updateSession(b, { title: 'Renamed', pinned: true }));
    await run((repos) => repos.chats.updateSession(b, {}));
    expect(await run((repos) => repos.chats.findSession(b))).toMatchObject({ title: 'Renamed', pinned: true, updatedAt: at(2) });
    await run((repos) => repos.chats.updateSession(b, { pinned: false }));
    expect(await suite.database.other.db.selectFrom('chat_sessions').select(['title', 'pinned', 'updated_at']).where('id', '=', b).execute()).toEqual([{ title: 'Renamed', pinned: 0, updated_at: at(2).toISOString() }]);
    expect(await run((repos) => repos.chats.findSession(unique('none')))).toBeNull();
  });

  it('listSessions pages pinned first, then newest, from a cursor (pinned, updated_at, id), by agent too', async () => {
    const t = await newTenant(suite.database.uow, 'session-pages');
    const ids = Array.from({ length: 5 }, (_, i) => unique(`page-${i}`));
    await run(async (repos) => {
      for (const [i, id] of ids.entries()) await repos.chats.createSession(chatSessionRecord(t, id, { agentSlug: i === 3 ? 'seo-agent' : 'email-agent', updatedAt: at(i) }));
      await repos.chats.updateSession(ids[0]!, { pinned: true });
    });
    const keyOf = (s: { pinned?: boolean; updatedAt: Date; id: string }) => ({ pinned: s.pinned === true, at: s.updatedAt.toISOString(), id: s.id });
    const first = await run((repos) => repos.chats.listSessions(t.spaceId, t.ownerId, undefined, { limit: 2 }));
    expect(first.map((s) => s.id)).toEqual([ids[0], ids[4]]);
    const second = await run((repos) => repos.chats.listSessions(t.spaceId, t.ownerId, undefined, { limit: 2, after: keyOf(first[1]!) }));
    expect(second.map((s) => s.id)).toEqual([ids[3], ids[2]]);
    expect((await run((repos) => repos.chats.listSessions(t.spaceId, t.ownerId, undefined, { limit: 2, after: keyOf(second[1]!) }))).map((s) => s.id)).toEqual([ids[1]]);
    // After the pinned chat: every unpinned one, newest first.
    expect((await run((repos) => repos.chats.listSessions(t.spaceId, t.ownerId, 'email-agent', { limit: 10, after: keyOf(first[0]!) }))).map((s) => s.id)).toEqual([ids[4], ids[2], ids[1]]);
  });

  it("latestTurns reads a chat's newest turns with every version of each, in writing order, and earlier ones before a cursor", async () => {
    const t = await newTenant(suite.database.uow, 'turn-pages');
    const session = unique('turns');
    const q1 = chatMessageRecord(session, unique('q1'), { createdAt: at(1) });
    const a1 = chatMessageRecord(session, unique('a1'), { role: 'assistant', createdAt: at(2) });
    const q2 = chatMessageRecord(session, unique('q2'), { createdAt: at(3) });
    const a2 = chatMessageRecord(session, unique('a2'), { role: 'assistant', createdAt: at(4) });
    const a1again = chatMessageRecord(session, unique('a1-v2'), { role: 'assistant', createdAt: at(5), versionOf: a1.id });
    await run(async (repos) => {
      await repos.chats.createSession(chatSessionRecord(t, session));
      for (const m of [q1, a1, q2, a2, a1again]) await repos.chats.addMessage(m);
    });
    expect((await run((repos) => repos.chats.latestTurns(session, 2))).map((m) => m.id)).toEqual([q2.id, a2.id]);
    const earlier = await run((repos) => repos.chats.latestTurns(session, 2, { at: q2.createdAt.toISOString(), id: q2.id }));
    expect(earlier.map((m) => m.id)).toEqual([q1.id, a1.id, a1again.id]);
    expect(await run((repos) => repos.chats.latestTurns(session, 2, { at: q1.createdAt.toISOString(), id: q1.id }))).toEqual([]);
  });

  it('addMessage and findMessage read every field; listMessages in writing order, since a time; answerOfRun; updateMessage; deleteMessages of the session only', async () => {
    const t = await newTenant(suite.database.uow, 'messages');
    const [session, other] = [unique('session'), unique('other-session')];
    const question = chatMessageRecord(session, unique('q'), { requestId: 'req-1', createdAt: at(1) });
    const note = chatMessageRecord(session, unique('note'), { role: 'assistant', content: 'First try', requestId: 'req-1', createdAt: at(2) });
    const answer = chatMessageRecord(session, unique('a'), { role: 'assistant', content: 'The answer', requestId: 'req-1', createdAt: at(3), transactionId: 'tx-1', metadata: { sources: [{ id: 'd1' }], outcome: 'completed' }, versionOf: note.id });
    const elsewhere = chatMessageRecord(other, unique('x'), { createdAt: at(2) });
    await run(async (repos) => {
      await repos.chats.createSession(chatSessionRecord(t, session));
      await repos.chats.createSession(chatSessionRecord(t, other));
      for (const m of [answer, question, note, elsewhere]) await repos.chats.addMessage(m);
    });
    expect(await run((repos) => repos.chats.findMessage(answer.id))).toEqual(answer);
    expect((await run((repos) => repos.chats.listMessages(session))).map((m) => m.id)).toEqual([question.id, note.id, answer.id]);
    expect((await run((repos) => repos.chats.listMessages(session, at(1)))).map((m) => m.id)).toEqual([note.id, answer.id]);
    expect(await run((repos) => repos.chats.answerOfRun('req-1'))).toEqual(answer);
    expect(await run((repos) => repos.chats.answerOfRun('req-none'))).toBeNull();
    await run((repos) => repos.chats.updateMessage(answer.id, { content: 'Edited', rating: 4, feedbackCategories: ['tone', 'length'], feedbackText: 'Nice', metadata: { outcome: 'completed' } }));
    await run((repos) => repos.chats.updateMessage(answer.id, {}));
    expect(await run((repos) => repos.chats.findMessage(answer.id))).toEqual({ ...answer, content: 'Edited', rating: 4, feedbackCategories: ['tone', 'length'], feedbackText: 'Nice', metadata: { outcome: 'completed' } });
    await run((repos) => repos.chats.deleteMessages(session, [note.id, elsewhere.id]));
    await run((repos) => repos.chats.deleteMessages(session, []));
    expect((await suite.database.other.db.selectFrom('chat_messages').select('id').where('session_id', 'in', [session, other]).orderBy('id').execute()).map((r) => r.id)).toEqual([answer.id, question.id, elsewhere.id].sort());
  });

  it('listTurns reads the given turns of a session: each root and its later versions, in writing order', async () => {
    const t = await newTenant(suite.database.uow, 'turns');
    const s = unique('chat');
    const [q1, a1, a1b, q2, a2] = ['q1', 'a1', 'a1b', 'q2', 'a2'].map((n) => unique(n));
    await run(async (repos) => {
      await repos.chats.createSession(chatSessionRecord(t, s));
      await repos.chats.addMessage(chatMessageRecord(s, q1!, { createdAt: at(1) }));
      await repos.chats.addMessage(chatMessageRecord(s, a1!, { role: 'assistant', createdAt: at(2) }));
      await repos.chats.addMessage(chatMessageRecord(s, q2!, { createdAt: at(3) }));
      await repos.chats.addMessage(chatMessageRecord(s, a2!, { role: 'assistant', createdAt: at(4) }));
      await repos.chats.addMessage(chatMessageRecord(s, a1b!, { role: 'assistant', createdAt: at(5), versionOf: a1! }));
    });
    expect((await run((repos) => repos.chats.listTurns(s, [a1!]))).map((m) => m.id)).toEqual([a1, a1b]);
    expect((await run((repos) => repos.chats.listTurns(s, [a2!, q1!]))).map((m) => m.id)).toEqual([q1, a2]);
    expect(await run((repos) => repos.chats.listTurns(s, []))).toEqual([]);
    expect(await run((repos) => repos.chats.listTurns(unique('other-chat'), [a1!]))).toEqual([]);
  });

  it('deleteSession removes the session with its messages, run events and artifact rows', async () => {
    const t = await newTenant(suite.database.uow, 'delete-session');
    const [session, kept] = [unique('doomed'), unique('kept')];
    await run(async (repos) => {
      for (const id of [session, kept]) {
        await repos.chats.createSession(chatSessionRecord(t, id));
        await repos.chats.addMessage(chatMessageRecord(id, `${id}-m`));
        await repos.artifacts.add(artifactRecord(t, `${id}-art`, id));
      }
    });
    const events = suite.database.container.get(RunEventRepository);
    for (const id of [session, kept]) await events.append({ sessionId: id, requestId: null, type: 'progress_update', payload: {}, createdAt: AT });
    await run((repos) => repos.chats.deleteSession(session));
    const read = suite.database.other.db;
    const left = async (id: string) => [
      (await read.selectFrom('chat_sessions').select('id').where('id', '=', id).execute()).length,
      (await read.selectFrom('chat_messages').select('id').where('session_id', '=', id).execute()).length,
      (await read.selectFrom('run_events').select('seq').where('session_id', '=', id).execute()).length,
      (await read.selectFrom('artifacts').select('id').where('session_id', '=', id).execute()).length,
    ];
    expect(await left(session)).toEqual([0, 0, 0, 0]);
    expect(await left(kept)).toEqual([1, 1, 1, 1]);
  });
});

describe(`searching one's chats (${kind})`, () => {
  let t: Tenant;
  let colleague: string;
  let stranger: Tenant;
  const search = (text: string, who: { orgId: string; spaceId: string; userId: string }, limit = 10) => run((repos) => repos.chats.searchChats({ ...who, text, limit }));
  let mine: { orgId: string; spaceId: string; userId: string };

  beforeAll(async () => {
    if (databaseUnavailable) return;
    t = await newTenant(suite.database.uow, 'search');
    stranger = await newTenant(suite.database.uow, 'stranger');
    colleague = unique('colleague');
    mine = { orgId: t.orgId, spaceId: t.spaceId, userId: t.ownerId };
    await run(async (repos) => {
      await repos.users.create(userRecord(colleague, { orgId: t.orgId }));
      await repos.chats.createSession(chatSessionRecord(t, 'bakery', { title: 'Bakery newsletter', updatedAt: at(1) }));
      await repos.chats.addMessage(chatMessageRecord('bakery', 'bakery-q', { content: 'Write about our sourdough workshop on Saturday', createdAt: at(1) }));
      await repos.chats.addMessage(chatMessageRecord('bakery', 'bakery-a', { role: 'assistant', content: 'Join our sourdough workshop: bring an apron and a jar of starter.', createdAt: at(2) }));
      await repos.chats.createSession(chatSessionRecord(t, 'pricing', { title: 'Pricing page for workshops', updatedAt: at(3) }));
      await repos.chats.addMessage(chatMessageRecord('pricing', 'pricing-q', { content: 'What should the croissant class cost?', createdAt: at(3) }));
      await repos.chats.createSession(chatSessionRecord(t, 'colleague-chat', { userId: colleague, title: 'Sourdough for the team', updatedAt: at(4) }));
      await repos.chats.addMessage(chatMessageRecord('colleague-chat', 'colleague-q', { content: 'Our sourdough workshop budget', createdAt: at(4) }));
      await repos.chats.createSession(chatSessionRecord(stranger, 'stranger-chat', { title: 'Sourdough elsewhere', updatedAt: at(5) }));
      await repos.chats.addMessage(chatMessageRecord('stranger-chat', 'stranger-q', { content: 'Another sourdough workshop', createdAt: at(5) }));
    });
  });

  it('finds a chat by words of its messages (the last word as a prefix) or its title: each chat once, newest first, the best message when one matched', async () => {
    const hits = await search('sourdough works', mine);
    expect(hits.map((h) => [h.session.id, h.role])).toEqual([['bakery', expect.stringMatching(/^(user|assistant)$/)]]);
    expect(hits[0]!.messageId).toMatch(/^bakery-[qa]$/);
    expect(hits[0]!.snippet.toLowerCase()).toContain('sourdough');
    expect((await search('workshop', mine)).map((h) => [h.session.id, h.messageId])).toEqual([['pricing', null], ['bakery', expect.stringMatching(/^bakery-/)]]);
    expect((await search('croissant', mine)).map((h) => [h.session.id, h.messageId, h.role])).toEqual([['pricing', 'pricing-q', 'user']]);
    expect(await search('sourdough croissant', mine)).toEqual([]);
    expect((await search('workshop', mine, 1)).map((h) => h.session.id)).toEqual(['pricing']);
  });

  it('never finds a colleague\'s chat or another organization\'s; each finds only their own', async () => {
    expect((await search('sourdough', { orgId: t.orgId, spaceId: t.spaceId, userId: colleague })).map((h) => h.session.id)).toEqual(['colleague-chat']);
    expect((await search('sourdough', { orgId: stranger.orgId, spaceId: stranger.spaceId, userId: stranger.ownerId })).map((h) => h.session.id)).toEqual(['stranger-chat']);
    expect(await search('sourdough', { orgId: stranger.orgId, spaceId: t.spaceId, userId: t.ownerId })).toEqual([]);
  });

  it('keeps only the words of a query: search syntax and empty queries find nothing and break nothing', async () => {
    expect(await search('   ', mine)).toEqual([]);
    expect(await search('"*) OR NEAR(:', mine)).toEqual([]);
    // Operators are words like any other: this asks for a message with both "sourdough" and "near...".
    expect((await search('sourdough" NEAR("x', mine)).map((h) => h.session.id)).toEqual([]);
    expect((await search('sourdough!!! & | :*', mine)).map((h) => h.session.id)).toEqual(['bakery']);
    expect(await search('sourdough', mine, 0)).toEqual([]);
  });

  it('looks the person up with the words: the index finds nobody else\'s chat to filter out', async () => {
    const read = suite.database.other.db;
    if (kind === 'sqlite') {
      // Each person's words in a space are indexed under their key: a colleague's "sourdough" is not among theirs.
      const entries = async (table: 'chat_messages_fts' | 'chat_sessions_fts', spaceId: string, userId: string) =>
        Number((await sql<{ n: number }>`select count(*) as n from ${sql.table(table)} where ${sql.table(table)} match ${keyedPhrase(searchKey(spaceId, userId), 'sourdough')}`.execute(read)).rows[0]!.n);
      expect([await entries('chat_messages_fts', t.spaceId, t.ownerId), await entries('chat_messages_fts', t.spaceId, colleague), await entries('chat_sessions_fts', t.spaceId, colleague)]).toEqual([2, 1, 1]);
      return;
    }
    // GIN indexes that lead with the chat's owner, for messages (their search_owner, migration 039) and titles alike.
    const { rows } = await sql<{ indexname: string; indexdef: string }>`select indexname, indexdef from pg_indexes where indexname like 'chat_%_fts' order by indexname`.execute(read);
    expect(rows.map((r) => [r.indexname, /USING gin \((\w+(, \w+)*), to_tsvector/.exec(r.indexdef)?.[1]])).toEqual([['chat_messages_owner_fts', 'search_owner'], ['chat_sessions_owner_fts', 'user_id, space_id']]);
    const owners = await sql<{ search_owner: string }>`select distinct search_owner from chat_messages m join chat_sessions s on s.id = m.session_id where s.user_id = ${colleague} and s.space_id = ${t.spaceId}`.execute(read);
    expect(owners.rows).toEqual([{ search_owner: `${t.spaceId} ${colleague}` }]);
  });

  it('follows the rows: a renamed title, a changed or deleted message and a deleted chat', async () => {
    await run(async (repos) => {
      await repos.chats.createSession(chatSessionRecord(t, 'follow', { title: 'Untitled', updatedAt: at(10) }));
      await repos.chats.addMessage(chatMessageRecord('follow', 'follow-q', { content: 'Quokka mascot ideas', createdAt: at(10) }));
    });
    expect((await search('quokka', mine)).map((h) => h.messageId)).toEqual(['follow-q']);
    await run((repos) => repos.chats.updateMessage('follow-q', { content: 'Wombat mascot ideas' }));
    expect(await search('quokka', mine)).toEqual([]);
    expect((await search('wombat', mine)).map((h) => h.messageId)).toEqual(['follow-q']);
    await run((repos) => repos.chats.deleteMessages('follow', ['follow-q']));
    expect(await search('wombat', mine)).toEqual([]);
    await run((repos) => repos.chats.updateSession('follow', { title: 'Pelican parade' }));
    expect((await search('pelican', mine)).map((h) => [h.session.id, h.messageId, h.snippet])).toEqual([['follow', null, 'Pelican parade']]);
    await run((repos) => repos.chats.deleteSession('follow'));
    expect(await search('pelican', mine)).toEqual([]);
  });
});

describe(`agent runs (${kind})`, () => {
  it('create, find and findAll read every field back', async () => {
    const t = await newTenant(suite.database.uow, 'runs');
    const [r1, r2] = [unique('r1'), unique('r2')];
    await run(async (repos) => {
      await repos.agentRuns.create(runRecord(t, r1, 's1'));
      await repos.agentRuns.create(runRecord(t, r2, 's1', { transactionId: null, cost: 0, mode: 'normal' }));
    });
    expect(await run((repos) => repos.agentRuns.find(r1))).toEqual(runRecord(t, r1, 's1'));
    expect(await run((repos) => repos.agentRuns.find(unique('none')))).toBeNull();
    expect((await run((repos) => repos.agentRuns.findAll([r2, r1, unique('none')]))).sort((a, b) => a.requestId.localeCompare(b.requestId))).toEqual([runRecord(t, r1, 's1'), runRecord(t, r2, 's1', { transactionId: null, cost: 0, mode: 'normal' })].sort((a, b) => a.requestId.localeCompare(b.requestId)));
    expect(await run((repos) => repos.agentRuns.findAll([]))).toEqual([]);
  });

  it('transition moves a run only from the statuses named, stamping its end when it finishes: of a cancel and a completion racing, one wins', async () => {
    const t = await newTenant(suite.database.uow, 'transitions');
    const id = unique('run');
    await run((repos) => repos.agentRuns.create(runRecord(t, id, 's')));
    expect(await run((repos) => repos.agentRuns.transition(id, ['running'], 'completed', at(1)))).toBe(false);
    expect(await run((repos) => repos.agentRuns.transition(id, ['queued'], 'running', at(2)))).toBe(true);
    expect(await run((repos) => repos.agentRuns.find(id))).toMatchObject({ status: 'running', finishedAt: null, error: null });
    const racing = await Promise.all([
      run((repos) => repos.agentRuns.transition(id, ['queued', 'running'], 'cancelled', at(3), 'Request cancelled by user')),
      run((repos) => repos.agentRuns.transition(id, ['running'], 'completed', at(4))),
    ]);
    expect(racing.filter(Boolean)).toHaveLength(1);
    const stored = await suite.database.other.db.selectFrom('agent_runs').select(['status', 'finished_at', 'error']).where('request_id', '=', id).executeTakeFirstOrThrow();
    expect(stored).toEqual(racing[0] ? { status: 'cancelled', finished_at: at(3).toISOString(), error: 'Request cancelled by user' } : { status: 'completed', finished_at: at(4).toISOString(), error: null });
  });

  it('start records the worker; retry hands a running attempt back as the next one, once; the old attempt can then close nothing', async () => {
    const t = await newTenant(suite.database.uow, 'attempts');
    const id = unique('run');
    await run((repos) => repos.agentRuns.create(runRecord(t, id, 's')));
    expect(await run((repos) => repos.agentRuns.start(id, 2, 'worker-a', at(1)))).toBe(false);
    expect(await run((repos) => repos.agentRuns.start(id, 1, 'worker-a', at(1)))).toBe(true);
    expect(await run((repos) => repos.agentRuns.find(id))).toMatchObject({ status: 'running', attempt: 1, workerId: 'worker-a' });
    // Two sweepers racing to retry it: one moves it.
    const retried = await Promise.all([run((repos) => repos.agentRuns.retry(id, 1, at(2))), run((repos) => repos.agentRuns.retry(id, 1, at(2)))]);
    expect(retried.filter(Boolean)).toHaveLength(1);
    expect(await run((repos) => repos.agentRuns.find(id))).toMatchObject({ status: 'queued', attempt: 2, workerId: null });
    expect(await run((repos) => repos.agentRuns.start(id, 2, 'worker-b', at(3)))).toBe(true);
    // The first worker comes back: neither its answer nor its failure moves the second attempt.
    expect(await run((repos) => repos.agentRuns.transition(id, ['running'], 'completed', at(4), null, 1))).toBe(false);
    expect(await run((repos) => repos.agentRuns.transition(id, ['queued', 'running'], 'failed', at(4), 'stopped', 1))).toBe(false);
    expect(await run((repos) => repos.agentRuns.transition(id, ['running'], 'completed', at(5), null, 2))).toBe(true);
    expect(await run((repos) => repos.agentRuns.find(id))).toMatchObject({ status: 'completed', attempt: 2, workerId: 'worker-b' });
  });

  it('inStatus lists runs in those statuses oldest first; queuedBefore the queued ones older than a time, oldest first, at most the limit', async () => {
    const t = await newTenant(suite.database.uow, 'queued');
    const ids = [unique('q1'), unique('q2'), unique('q3'), unique('q4')];
    await run(async (repos) => {
      await repos.agentRuns.create(runRecord(t, ids[0]!, 's', { createdAt: at(-4_000_000) }));
      await repos.agentRuns.create(runRecord(t, ids[1]!, 's', { createdAt: at(-3_000_000) }));
      await repos.agentRuns.create(runRecord(t, ids[2]!, 's', { createdAt: at(-2_000_000) }));
      await repos.agentRuns.create(runRecord(t, ids[3]!, 's', { createdAt: at(-1_000_000) }));
      await repos.agentRuns.transition(ids[1]!, ['queued'], 'running', AT);
    });
    const mineOnly = (runs: AgentRunRecord[]) => runs.filter((r) => ids.includes(r.requestId)).map((r) => r.requestId);
    expect(mineOnly(await run((repos) => repos.agentRuns.inStatus(['queued', 'running'])))).toEqual(ids);
    expect(mineOnly(await run((repos) => repos.agentRuns.inStatus(['running'])))).toEqual([ids[1]]);
    expect(mineOnly(await run((repos) => repos.agentRuns.queuedBefore(at(-1_500_000), 100)))).toEqual([ids[0], ids[2]]);
    const firstOnly = await run((repos) => repos.agentRuns.queuedBefore(at(-3_500_000), 1));
    expect(firstOnly.map((r) => r.requestId)).toEqual([ids[0]]);
  });

  it('activeInSession finds the chat\'s queued or running run only; with the session row touched first, of five opening racing into one chat one opens', async () => {
    const t = await newTenant(suite.database.uow, 'active');
    const [s1, s2] = [unique('chat'), unique('chat')];
    const [queued, done] = [unique('queued'), unique('done')];
    await run(async (repos) => {
      await repos.chats.createSession(chatSessionRecord(t, s1));
      await repos.chats.createSession(chatSessionRecord(t, s2));
      await repos.agentRuns.create(runRecord(t, done, s1, { status: 'completed', finishedAt: at(1) }));
    });
    expect(await run((repos) => repos.agentRuns.activeInSession(s1))).toBeNull();
    await run((repos) => repos.agentRuns.create(runRecord(t, queued, s1)));
    expect((await run((repos) => repos.agentRuns.activeInSession(s1)))?.requestId).toBe(queued);
    expect(await run((repos) => repos.agentRuns.activeInSession(s2))).toBeNull();
    await run((repos) => repos.agentRuns.transition(queued, ['queued'], 'running', at(2)));
    expect((await run((repos) => repos.agentRuns.activeInSession(s1)))?.requestId).toBe(queued);
    await run((repos) => repos.agentRuns.transition(queued, ['running'], 'cancelled', at(3)));
    expect(await run((repos) => repos.agentRuns.activeInSession(s1))).toBeNull();

    // What opening a run does (OpenChargedRun): lock the chat's row, look for a run going, add one.
    const open = (n: number) =>
      run(async (repos) => {
        await repos.chats.touchSession(s2, at(10 + n));
        if (await repos.agentRuns.activeInSession(s2)) return false;
        await repos.agentRuns.create(runRecord(t, unique(`race-${n}`), s2));
        return true;
      });
    const opened = await Promise.all([1, 2, 3, 4, 5].map(open));
    expect(opened.filter(Boolean)).toHaveLength(1);
    const rows = await suite.database.other.db.selectFrom('agent_runs').select('request_id').where('session_id', '=', s2).execute();
    expect(rows).toHaveLength(1);
  });
});

describe(`artifacts (${kind}) R-ENTITY-43`, () => {
  it('add and find read every field; listOfCreator the creator\'s own chats\' newest first, ofSession oldest first', async () => {
    const t = await newTenant(suite.database.uow, 'artifacts');
    const [s1, s2] = [unique('s1'), unique('s2')];
    const a1 = artifactRecord(t, unique('a1'), s1, { createdAt: at(1), messageId: 'm-1' });
    const a2 = artifactRecord(t, unique('a2'), s2, { createdAt: at(2), generationStatus: 'failed', errorMessage: 'Rendering failed', storageKey: null, sizeBytes: 0, artifactSubtype: null });
    const a3 = artifactRecord(t, unique('a3'), s1, { createdAt: at(3) });
    await run(async (repos) => {
      await repos.chats.createSession(chatSessionRecord(t, s1));
      await repos.chats.createSession(chatSessionRecord(t, s2));
      for (const a of [a2, a1, a3]) await repos.artifacts.add(a);
    });
    expect(await run((repos) => repos.artifacts.find(a2.id))).toEqual(a2);
    expect(await run((repos) => repos.artifacts.find(unique('none')))).toBeNull();
    expect((await run((repos) => repos.artifacts.listOfCreator(t.spaceId, t.ownerId))).map((a) => a.id)).toEqual([a3.id, a2.id, a1.id]);
    // A colleague's chat in the same space: its artifacts are not listed to the owner, nor the owner's to them.
    const colleague = unique('colleague');
    const s3 = unique('s3');
    const a4 = artifactRecord(t, unique('a4'), s3, { createdAt: at(4) });
    await run(async (repos) => {
      await repos.chats.createSession(chatSessionRecord(t, s3, { userId: colleague }));
      await repos.artifacts.add(a4);
    });
    expect((await run((repos) => repos.artifacts.listOfCreator(t.spaceId, t.ownerId))).map((a) => a.id)).toEqual([a3.id, a2.id, a1.id]);
    expect((await run((repos) => repos.artifacts.listOfCreator(t.spaceId, colleague))).map((a) => a.id)).toEqual([a4.id]);
    expect((await run((repos) => repos.artifacts.ofSession(s1))).map((a) => a.id)).toEqual([a1.id, a3.id]);
    expect((await run((repos) => repos.artifacts.ofMessages(['m-1', 'm-none']))).map((a) => a.id)).toEqual([a1.id]);
    expect(await run((repos) => repos.artifacts.ofMessages([]))).toEqual([]);
  });
});

describe(`run events (${kind})`, () => {
  it('append numbers each session\'s events from 1, also when twenty are appended at once; after reads those past a number, in order', async () => {
    const events = suite.database.container.get(RunEventRepository);
    const [session, other] = [unique('events'), unique('other-events')];
    const first = await events.append({ sessionId: session, requestId: 'req', type: 'progress_update', payload: { stage: 'start' }, createdAt: at(1) });
    expect(first).toEqual({ sessionId: session, requestId: 'req', type: 'progress_update', payload: { stage: 'start', seq: 1 }, createdAt: at(1), seq: 1 });
    await events.append({ sessionId: other, requestId: null, type: 'x', payload: {}, createdAt: at(1) });
    const together = await Promise.all(Array.from({ length: 20 }, (_, i) => events.append({ sessionId: session, requestId: 'req', type: 'token', payload: { i }, createdAt: at(2) })));
    expect(together.map((e) => e.seq).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 2));
    const stored = await suite.database.other.db.selectFrom('run_events').select('seq').where('session_id', '=', session).orderBy('seq').execute();
    expect(stored.map((r) => Number(r.seq))).toEqual(Array.from({ length: 21 }, (_, i) => i + 1));
    const later = await events.after(session, 19);
    expect(later.map((e) => [e.seq, e.payload.seq, e.type])).toEqual([[20, 20, 'token'], [21, 21, 'token']]);
    expect((await events.after(other, 0)).map((e) => e.seq)).toEqual([1]);
  });
});

describe(`agent settings per space (${kind}) R-OPEN-08`, () => {
  it('save replaces the space\'s settings for one agent; find and list read them', async () => {
    const t = await newTenant(suite.database.uow, 'configs');
    const configs = suite.database.container.get(AgentConfigRepository);
    const config = (slug: string, extra: Partial<AgentConfig> = {}): AgentConfig => ({ agent_slug: slug, enabled: true, default_mode: 'normal', extra_instructions: '', k_value_ref_docs: 5, k_value_kb: 10, k_value_url: 15, ...extra });
    expect(await configs.find(t.spaceId, 'email-agent')).toBeNull();
    await configs.save(t.spaceId, config('email-agent'), t.ownerId, at(1));
    await configs.save(t.spaceId, config('email-agent', { enabled: false, default_mode: 'max', k_value_kb: 20 }), t.ownerId, at(2));
    await configs.save(t.spaceId, config('seo-agent'), t.ownerId, at(3));
    expect(await configs.find(t.spaceId, 'email-agent')).toEqual(config('email-agent', { enabled: false, default_mode: 'max', k_value_kb: 20 }));
    expect((await configs.list(t.spaceId)).map((c) => c.agent_slug).sort()).toEqual(['email-agent', 'seo-agent']);
    expect(await suite.database.other.db.selectFrom('agent_configs').select(['agent_slug', 'updated_at', 'updated_by']).where('space_id', '=', t.spaceId).orderBy('agent_slug').execute()).toEqual([
      { agent_slug: 'email-agent', updated_at: at(2).toISOString(), updated_by: t.ownerId },
      { agent_slug: 'seo-agent', updated_at: at(3).toISOString(), updated_by: t.ownerId },
    ]);
  });
});
