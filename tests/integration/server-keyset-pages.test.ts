import { afterAll, beforeAll, describe as baseDescribe, expect, it } from 'vitest';
import { databaseUnavailable } from '../support/test-database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * Keyset pages over HTTP: the spec's page parameters still work, and a cursor walks each list to its end
 * with every row once, in the order of the first page. The admin lists and the credit history answer with a
 * `next_cursor`; the chat lists stay arrays and continue `before` a row the client holds.
 */
const describe = baseDescribe.skipIf(databaseUnavailable);
const ADMIN = { email: 'root@pages.io', password: 'platform-admin-password' };
const PASSWORD = 'harbor-violet-lantern-58';
let t: TestServer;
let admin: string;
let owner: { token: string; spaceId: string; userId: string; orgId: string };

beforeAll(async () => {
  if (databaseUnavailable) return;
  t = await startTestServer({ admin: ADMIN });
  const reg = await t.call('POST', '/register', { body: { email: 'owner@pages.io', password: PASSWORD, name: 'Owner', org_name: 'Pages' } });
  const spaces = await t.call('GET', '/spaces/', { token: reg.body.access_token });
  owner = { token: reg.body.access_token, spaceId: spaces.body[0].id, userId: reg.body.user.id, orgId: reg.body.user.org_id };
  for (let i = 0; i < 6; i++) {
    await t.call('POST', '/register', { body: { email: `person-${i}@pages.io`, password: PASSWORD, name: `Person ${i}`, org_name: `Org ${i}` } });
    await t.call('POST', '/login', { body: { email: `person-${i}@pages.io`, password: PASSWORD } });
  }
  admin = (await t.call('POST', '/login', { body: ADMIN })).body.access_token;
}, 60_000);
afterAll(async () => t?.stop());

/** Every row of a list read `limit` at a time by cursor, and how many pages it took. */
async function walk(path: string, token: string, rowsOf: (body: any) => { id: string }[], limit: number) {
  const ids: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const sep = path.includes('?') ? '&' : '?';
    const res = await t.call('GET', `${path}${sep}limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, { token });
    expect(res.status).toBe(200);
    ids.push(...rowsOf(res.body).map((r) => r.id));
    cursor = res.body.next_cursor;
    pages++;
  } while (cursor && pages < 50);
  return { ids, pages };
}

describe('keyset pages over HTTP', () => {
  it('the admin user list: a cursor walks every user once, in the order of one long page; the offset still works', async () => {
    const all = (await t.call('GET', '/admin/users?limit=200', { token: admin })).body;
    expect(all.total).toBe(8);
    expect(all.next_cursor).toBeNull();
    const walked = await walk('/admin/users', admin, (b) => b.users, 3);
    expect(walked).toEqual({ ids: all.users.map((u: { id: string }) => u.id), pages: 3 });
    const offset = (await t.call('GET', '/admin/users?limit=3&offset=3', { token: admin })).body;
    expect(offset.users.map((u: { id: string }) => u.id)).toEqual(walked.ids.slice(3, 6));
    expect(offset.total).toBe(8);
    // A page read by cursor is not counted (a count reads every row): the first page's total stands.
    const first = (await t.call('GET', '/admin/users?limit=3', { token: admin })).body;
    const second = (await t.call('GET', `/admin/users?limit=3&cursor=${encodeURIComponent(first.next_cursor)}`, { token: admin })).body;
    expect([first.total, second.total, second.users.length]).toEqual([8, undefined, 3]);
  });

  it('the audit log: a cursor walks every entry once, with its filter', async () => {
    const all = (await t.call('GET', '/admin/audit-log?action=auth.login&limit=200', { token: admin })).body;
    expect(all.entries.length).toBeGreaterThanOrEqual(6);
    const walked = await walk('/admin/audit-log?action=auth.login', admin, (b) => b.entries, 4);
    expect(walked.ids).toEqual(all.entries.map((e: { id: string }) => e.id));
  });

  it('the credit history: a cursor walks every transaction once; has_more says whether one follows', async () => {
    for (let i = 1; i <= 5; i++) expect((await t.call('POST', `/admin/organizations/${owner.orgId}/credits`, { token: admin, body: { amount: i, reason: `Top-up ${i}` } })).status).toBe(200);
    const all = (await t.call('GET', '/billing/credits/transactions?limit=100', { token: owner.token })).body;
    expect(all.transactions.length).toBeGreaterThanOrEqual(5);
    const walked = await walk('/billing/credits/transactions', owner.token, (b) => b.transactions.map((x: { transaction_id: string }) => ({ id: x.transaction_id })), 2);
    expect(walked.ids).toEqual(all.transactions.map((x: { transaction_id: string }) => x.transaction_id));
    const first = (await t.call('GET', '/billing/credits/transactions?limit=2', { token: owner.token })).body;
    expect([first.has_more, typeof first.next_cursor]).toEqual([true, 'string']);
  });

  it('text that is no cursor is refused with 422', async () => {
    expect((await t.call('GET', '/admin/users?cursor=page-2', { token: admin })).status).toBe(422);
    expect((await t.call('GET', '/billing/credits/transactions?cursor=2026-01-01', { token: owner.token })).status).toBe(422);
    expect((await t.call('GET', '/agents/sessions?before=nope', { token: owner.token, headers: { 'x-space-id': owner.spaceId } })).status).toBe(422);
  });

  it("a person's chats: a page of `limit`, pinned first, and `before` a chat continues after it", async () => {
    const db = t.server.database.db;
    const at = (i: number) => new Date(Date.UTC(2026, 10, 1, 0, 0, i)).toISOString();
    const ids = Array.from({ length: 7 }, (_, i) => `chat-page-${i}`);
    for (const [i, id] of ids.entries()) {
      await db.insertInto('chat_sessions').values({ id, org_id: owner.orgId, space_id: owner.spaceId, user_id: owner.userId, agent_slug: 'email-agent', title: `Chat ${i}`, created_at: at(i), updated_at: at(i), pinned: i === 1 ? 1 : 0 }).execute();
    }
    const as = { token: owner.token, headers: { 'x-space-id': owner.spaceId } };
    const first = (await t.call('GET', '/agents/sessions?limit=3', as)).body as { id: string; pinned: boolean; updated_at: string }[];
    expect(first.map((s) => s.id)).toEqual([ids[1], ids[6], ids[5]]);
    const last = first.at(-1)!;
    const next = (await t.call('GET', `/agents/sessions?limit=3&before=${encodeURIComponent(`${last.updated_at}~${last.id}`)}`, as)).body as { id: string }[];
    expect(next.map((s) => s.id)).toEqual([ids[4], ids[3], ids[2]]);
    const afterPinned = (await t.call('GET', `/agents/sessions?limit=1&before=${encodeURIComponent(`p~${first[0]!.updated_at}~${first[0]!.id}`)}`, as)).body as { id: string }[];
    expect(afterPinned.map((s) => s.id)).toEqual([ids[6]]);
  });

  it("a chat's messages: the newest `limit` turns with their versions, and `before` the oldest turn held reads the turns before it", async () => {
    const db = t.server.database.db;
    const session = 'chat-turns';
    const at = (i: number) => new Date(Date.UTC(2026, 10, 2, 0, 0, i)).toISOString();
    await db.insertInto('chat_sessions').values({ id: session, org_id: owner.orgId, space_id: owner.spaceId, user_id: owner.userId, agent_slug: 'email-agent', title: 'Long chat', created_at: at(0), updated_at: at(0) }).execute();
    const message = (i: number, role: 'user' | 'assistant', versionOf: string | null = null) => ({
      id: `turn-${i}`, session_id: session, role, content: `Message ${i}`, request_id: null, created_at: at(i), rating: null, feedback_categories: '[]', feedback_text: null, transaction_id: null,
      metadata: JSON.stringify(role === 'assistant' ? { outcome: 'completed' } : {}), version_of: versionOf,
    });
    for (let i = 1; i <= 10; i++) await db.insertInto('chat_messages').values(message(i, i % 2 ? 'user' : 'assistant')).execute();
    // A regenerated answer to the 4th message, written last: it stays in its turn.
    await db.insertInto('chat_messages').values(message(11, 'assistant', 'turn-4')).execute();
    const as = { token: owner.token, headers: { 'x-space-id': owner.spaceId } };
    const page = (await t.call('GET', `/agents/sessions/${session}/messages?limit=4`, as)).body as { id: string; created_at: string; version_of: string | null }[];
    expect(page.map((m) => m.id)).toEqual(['turn-7', 'turn-8', 'turn-9', 'turn-10']);
    const oldest = page[0]!;
    const earlier = (await t.call('GET', `/agents/sessions/${session}/messages?limit=4&before=${encodeURIComponent(`${oldest.created_at}~${oldest.id}`)}`, as)).body as { id: string; version_of: string | null }[];
    expect(earlier.map((m) => [m.id, m.version_of])).toEqual([['turn-3', null], ['turn-4', null], ['turn-11', 'turn-4'], ['turn-5', null], ['turn-6', null]]);
    const whole = (await t.call('GET', `/agents/sessions/${session}/messages`, as)).body as { id: string }[];
    expect(whole).toHaveLength(11);
  });

  it('the OpenAPI document names each cursor: its parameter, next_cursor in the answers, and how the chat lists continue', async () => {
    const doc = (await t.call('GET', '/openapi.json')).body;
    const param = (path: string, name: string) => doc.paths[`/api/v1${path}`].get.parameters.find((p: { name: string }) => p.name === name);
    for (const path of ['/admin/users', '/admin/audit-log', '/billing/credits/transactions']) {
      expect(param(path, 'cursor')).toMatchObject({ in: 'query', required: false, schema: { type: 'string', maxLength: 200 } });
      expect(param(path, 'cursor').description ?? param(path, 'cursor').schema.description).toMatch(/next_cursor/);
      expect(param(path, 'offset')).toMatchObject({ in: 'query' });
      const answer = doc.paths[`/api/v1${path}`].get.responses['200'].content['application/json'].schema;
      expect(Object.keys(answer.properties)).toContain('next_cursor');
      expect(answer.required).not.toContain('total');
    }
    for (const path of ['/agents/sessions', '/agents/sessions/{id}/messages']) {
      expect(param(path, 'before')).toMatchObject({ in: 'query', required: false });
      expect(param(path, 'limit')).toMatchObject({ in: 'query', schema: { maximum: 200 } });
      expect(doc.paths[`/api/v1${path}`].get.description).toMatch(/~<id>/);
    }
  });
});
