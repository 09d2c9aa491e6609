import { afterAll, beforeAll, describe as baseDescribe, expect, it } from 'vitest';
import { Migrator } from 'kysely/migration';
import { databaseUnavailable } from '../support/test-database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { migrationProvider } from '../../adapters/server/db/migrations/index.ts';
import { inSpace, registerMember, registerOwner, type InSpace } from '../support/test-accounts.ts';

/**
 * Sessions: search across one's own chats (titles and message text, FTS5 or tsvector), rename and
 * pin. Chats are private to who started them: a colleague's and another organization's never match, and
 * renaming or pinning someone else's chat is 404.
 */
const describe = baseDescribe.skipIf(databaseUnavailable);
let t: TestServer;
let owner: InSpace;
let colleague: InSpace;
let stranger: InSpace;

const search = (p: InSpace, q: string) => t.call('GET', `/agents/sessions/search?q=${encodeURIComponent(q)}`, inSpace(p));

/** Sends a message and waits until its answer is stored, as a polling client would. */
async function chat(p: InSpace, agent: string, message: string) {
  const start = await t.call('POST', `/agents/${agent}/messages/async`, { ...inSpace(p), body: { message } });
  expect(start.status).toBe(200);
  for (let i = 0; i < 400; i++) {
    const messages = (await t.call('GET', `/agents/sessions/${start.body.session_id}/messages`, inSpace(p))).body as { id: string; role: string; content: string; request_id: string }[];
    const answer = messages.find((m) => m.role === 'assistant' && m.request_id === start.body.request_id);
    if (answer) return { sessionId: start.body.session_id as string, answer, question: messages.find((m) => m.role === 'user')! };
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('no answer');
}

beforeAll(async () => {
  if (databaseUnavailable) return;
  t = await startTestServer();
  owner = await registerOwner(t, 'owner@search-a.io', 'search-a');
  colleague = await registerMember(t, owner, 'colleague@search-a.io');
  stranger = await registerOwner(t, 'owner@search-b.io', 'search-b');
});
afterAll(async () => t?.stop());

describe('search across my chats', () => {
  it('finds a chat by a word of its answer, with the agent, a snippet and the matched message', async () => {
    const mine = await chat(owner, 'email-agent', 'Write a launch email about our weekly report');
    // Every email the agent writes carries a preview line; the request never says the word.
    expect(mine.answer.content).toContain('\nPreview: ');
    expect(mine.question.content.toLowerCase()).not.toContain('preview');
    const res = await search(owner, 'preview');
    expect(res.status).toBe(200);
    const hit = res.body.find((h: { session: { id: string } }) => h.session.id === mine.sessionId);
    expect(hit).toMatchObject({ agent_slug: 'email-agent', agent_name: 'Email Agent', message_id: mine.answer.id, message_role: 'assistant' });
    expect(hit.snippet.toLowerCase()).toContain('preview');
    expect(hit.session).toMatchObject({ id: mine.sessionId, agent_slug: 'email-agent', pinned: false });
  });

  it('never finds a colleague’s chat or another organization’s, and each finds only their own', async () => {
    const mine = await chat(owner, 'seo-agent', 'Audit the zeppelin landing page');
    const theirs = await chat(colleague, 'seo-agent', 'Audit the zeppelin pricing page');
    const foreign = await chat(stranger, 'seo-agent', 'Audit the zeppelin blog page');
    const ids = async (p: InSpace) => (await search(p, 'zeppelin')).body.map((h: { session: { id: string } }) => h.session.id);
    expect(await ids(owner)).toEqual([mine.sessionId]);
    expect(await ids(colleague)).toEqual([theirs.sessionId]);
    expect(await ids(stranger)).toEqual([foreign.sessionId]);
    // Another organization's space in the header is refused before any search.
    expect((await t.call('GET', '/agents/sessions/search?q=zeppelin', { token: stranger.token, headers: { 'x-space-id': owner.spaceId } })).status).toBe(403);
  });

  it('finds a renamed title, and the index follows messages deleted, changed and chats deleted', async () => {
    const { sessionId, question } = await chat(owner, 'cmo', 'Plan our spring campaign');
    expect((await t.call('PATCH', `/agents/sessions/${sessionId}`, { ...inSpace(owner), body: { title: 'Quarterly walrus plan' } })).status).toBe(200);
    const byTitle = (await search(owner, 'walrus')).body;
    expect(byTitle).toHaveLength(1);
    expect(byTitle[0]).toMatchObject({ session: { id: sessionId, title: 'Quarterly walrus plan' }, message_id: null, snippet: 'Quarterly walrus plan' });

    // A message's text changes (a continued answer is rewritten in place): the index follows.
    await t.server.database.db.updateTable('chat_messages').set({ content: 'Plan our narwhal campaign' }).where('id', '=', question.id).execute();
    expect((await search(owner, 'narwhal')).body.map((h: { message_id: string }) => h.message_id)).toEqual([question.id]);

    expect((await t.call('DELETE', `/agents/messages/${question.id}`, inSpace(owner))).status).toBe(200);
    expect((await search(owner, 'narwhal')).body).toEqual([]);

    expect((await t.call('DELETE', `/agents/sessions/${sessionId}`, inSpace(owner))).status).toBe(200);
    expect((await search(owner, 'walrus')).body).toEqual([]);
  });

  it('bounds hostile and huge queries', async () => {
    expect((await search(owner, 'x'.repeat(201))).status).toBe(422);
    expect((await search(owner, '   ')).status).toBe(422);
    expect((await t.call('GET', '/agents/sessions/search', inSpace(owner))).status).toBe(422);
    for (const hostile of ['"unclosed', 'NEAR(a b) OR * -- \'; drop table chat_messages; --', 'title:options AND ^', '!!! ??? ***', '(((())))']) {
      const res = await search(owner, hostile);
      expect(res.status).toBe(200);
      expect(Array.isArray(res.body)).toBe(true);
    }
    // The word the first test found still finds it: the hostile queries broke nothing.
    expect((await search(owner, 'preview')).body.length).toBeGreaterThan(0);
    expect((await t.call('GET', '/agents/sessions/search?q=preview', { token: owner.token })).status).toBe(400);
  });
});

describe('the OpenAPI document', () => {
  it('documents search with its query bounds and the rename-and-pin call', async () => {
    const doc = (await t.call('GET', '/openapi.json')).body;
    const q = doc.paths['/api/v1/agents/sessions/search'].get.parameters.find((p: { name: string }) => p.name === 'q');
    expect(q).toMatchObject({ in: 'query', required: true, schema: { type: 'string', minLength: 1, maxLength: 200 } });
    const patch = doc.paths['/api/v1/agents/sessions/{id}'].patch;
    expect(patch.summary).toBe('Rename or pin one of your chats');
    expect(Object.keys(patch.requestBody.content['application/json'].schema.properties).sort()).toEqual(['pinned', 'title']);
  });
});

describe('rename and pin', () => {
  it('the owner renames and pins a chat; a colleague or another organization gets 404; titles are bounded', async () => {
    const { sessionId } = await chat(owner, 'email-agent', 'Draft a newsletter');
    const patch = (p: InSpace, body: unknown) => t.call('PATCH', `/agents/sessions/${sessionId}`, { ...inSpace(p), body });

    const renamed = await patch(owner, { title: '  Newsletter   draft  ' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ id: sessionId, title: 'Newsletter draft', pinned: false });
    const pinned = await patch(owner, { pinned: true });
    expect(pinned.body).toMatchObject({ title: 'Newsletter draft', pinned: true });
    const listed = (await t.call('GET', '/agents/sessions?slug=email-agent', inSpace(owner))).body.find((s: { id: string }) => s.id === sessionId);
    expect(listed).toMatchObject({ title: 'Newsletter draft', pinned: true });

    expect((await patch(colleague, { title: 'Mine now' })).status).toBe(404);
    expect((await patch(colleague, { pinned: false })).status).toBe(404);
    expect((await t.call('PATCH', `/agents/sessions/${sessionId}`, { token: stranger.token, headers: { 'x-space-id': stranger.spaceId }, body: { pinned: false } })).status).toBe(404);
    expect((await t.call('PATCH', '/agents/sessions/no-such-session', { ...inSpace(owner), body: { pinned: true } })).status).toBe(404);

    expect((await patch(owner, { title: '   ' })).status).toBe(422);
    expect((await patch(owner, { title: 'x'.repeat(101) })).status).toBe(422);
    expect((await patch(owner, { title: 'x'.repeat(5000) })).status).toBe(422);
    expect((await patch(owner, {})).status).toBe(422);
    expect((await patch(owner, { pinned: 'yes' })).status).toBe(422);

    const after = (await t.call('GET', '/agents/sessions?slug=email-agent', inSpace(owner))).body.find((s: { id: string }) => s.id === sessionId);
    expect(after).toMatchObject({ title: 'Newsletter draft', pinned: true });
  });
});

describe('migration 014', () => {
  it('indexes the chats written before it, so search finds them after the upgrade', async () => {
    const { sessionId } = await chat(owner, 'email-agent', 'Write about our sourdough workshop');
    const db = t.server.database.db;
    const migrator = new Migrator({ db, provider: migrationProvider });
    expect((await migrator.migrateTo('013-request-keys')).error).toBeUndefined();
    // What a server before the upgrade wrote: a message and a session the new index never saw being written.
    await db.insertInto('chat_messages').values({ id: 'pre-upgrade-message', session_id: sessionId, role: 'user', content: 'And a line about the quokka mascot', request_id: null, created_at: new Date().toISOString(), rating: null, feedback_categories: '[]', feedback_text: null, transaction_id: null, metadata: '{}', version_of: null }).execute();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect((await search(owner, 'quokka')).body).toEqual([expect.objectContaining({ session: expect.objectContaining({ id: sessionId, pinned: false }), message_id: 'pre-upgrade-message', message_role: 'user' })]);
    expect((await search(owner, 'sourdough')).body.map((h: { session: { id: string } }) => h.session.id)).toEqual([sessionId]);
  });
});
