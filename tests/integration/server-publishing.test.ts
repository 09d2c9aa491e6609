import { afterAll, beforeAll, describe as baseDescribe, expect, it } from 'vitest';
import { databaseUnavailable } from '../support/test-database.ts';
import { serverForFile } from '../support/test-server.ts';
import { startWordPressSandbox, type WordPressSandbox } from '../../adapters/server/integrations/sandbox/wordpress-sandbox.ts';
import { startGhostSandbox, type GhostSandbox } from '../../adapters/server/integrations/sandbox/ghost-sandbox.ts';
import { registerOwner, registerMember, inSpace } from '../support/test-accounts.ts';
import { askAgent } from '../support/chat-calls.ts';

/**
 * Content publishing (R-OPEN-40) over HTTP, with WordPress and Ghost as
 * contract fakes on loopback: nothing reaches a site without the sending call, a double click makes one draft,
 * plain members cannot send (ExternalWritePolicy) but read the list, another organization sees and sends
 * nothing of this space, and no answer or audit entry holds a key.
 */
const describe = baseDescribe.skipIf(databaseUnavailable);
let wp: WordPressSandbox;
let ghost: GhostSandbox;
const WP_PASSWORD = 'sandbox AbCd EfGh IjKl MnOp';
const GHOST_KEY = '65a1b2c3d4e5f60718293a4b:8d3c5e7f9a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5';

beforeAll(async () => {
  if (databaseUnavailable) return;
  wp = await startWordPressSandbox();
  ghost = await startGhostSandbox({ keys: [GHOST_KEY] });
});
afterAll(async () => {
  await wp?.close();
  await ghost?.close();
});
const t = serverForFile(() => ({ integrations: { publishing: { allowHosts: [new URL(wp.url).host, new URL(ghost.url).host] } } }));

type Who = { token: string; spaceId: string };

const answer = (who: Who, agent: string, message: string) => askAgent(t, who, agent, message);

async function connectBoth(owner: Who) {
  const wordpress = await t.call('POST', '/integrations/wordpress/connect', { ...inSpace(owner), body: { site_url: `${wp.url}/`, username: 'editor', access_token: WP_PASSWORD } });
  expect(wordpress.status).toBe(200);
  expect(wordpress.body).toMatchObject({ provider: 'wordpress', status: 'connected', account_label: `Sandbox Blog (${new URL(wp.url).host})` });
  const g = await t.call('POST', '/integrations/ghost/connect', { ...inSpace(owner), body: { site_url: ghost.url, access_token: GHOST_KEY } });
  expect(g.status).toBe(200);
  expect(g.body).toMatchObject({ provider: 'ghost', status: 'connected', account_label: `Sandbox Ghost (${new URL(ghost.url).host})` });
  const all = JSON.stringify([wordpress.body, g.body]);
  expect(all).not.toContain('AbCd');
  expect(all).not.toContain('8d3c5e7f9a1b');
}

describe('sending drafts to WordPress and Ghost (R-OPEN-40)', () => {
  it('sends an SEO agent answer to WordPress as a draft only when asked, once for a double click, and lists it', async () => {
    const owner = await registerOwner(t, 'pia@publish.io', 'Publish Co');
    await connectBoth(owner);
    const before = wp.posts.length;
    const article = await answer(owner, 'seo-agent', 'Write an article about onboarding emails');
    // The agent answered: nothing reached the site without the sending call.
    expect(wp.posts.length).toBe(before);

    const body = { title: 'Onboarding emails that work', message_id: article.id, categories: ['Marketing'], tags: ['email', 'onboarding'] };
    const [first, second] = await Promise.all([
      t.call('POST', '/publishing/wordpress/drafts', { ...inSpace(owner), body }),
      t.call('POST', '/publishing/wordpress/drafts', { ...inSpace(owner), body }),
    ]);
    const sent = [first, second].find((r) => r.status === 200)!;
    expect(sent.body).toMatchObject({ provider: 'wordpress', title: 'Onboarding emails that work', site: `Sandbox Blog (${new URL(wp.url).host})`, message_id: article.id });
    const post = wp.posts.at(-1)!;
    expect(sent.body.edit_link).toBe(`${wp.url}/wp-admin/post.php?post=${post.id}&action=edit`);
    expect(post.status).toBe('draft');
    expect(post.content).toMatch(/<(h\d|p)>/);
    for (const r of [first, second]) expect([200, 409]).toContain(r.status);
    // A third click a moment later answers with the same draft.
    const again = await t.call('POST', '/publishing/wordpress/drafts', { ...inSpace(owner), body });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(sent.body.id);
    expect(wp.posts.length).toBe(before + 1);

    const list = await t.call('GET', '/publishing/drafts', inSpace(owner));
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({ title: 'Onboarding emails that work', sent_by_name: 'pia', edit_link: sent.body.edit_link });
    const audit = await t.server.database.db.selectFrom('audit_log').select(['action', 'details']).where('action', '=', 'publishing.draft_sent').execute();
    expect(audit.length).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(audit)).not.toContain('AbCd');
  });

  it('sends Markdown to Ghost with tags, with an idempotency key, and refuses categories there', async () => {
    const owner = await registerOwner(t, 'gus@publish.io', 'Ghost Co');
    await connectBoth(owner);
    const body = { title: 'Launch notes', markdown: '# Launch\n\nWe shipped <b>it</b>.', tags: ['Launch'], idempotency_key: 'click-0001-abcdef' };
    const sent = await t.call('POST', '/publishing/ghost/drafts', { ...inSpace(owner), body });
    expect(sent.status).toBe(200);
    const post = ghost.posts.at(-1)!;
    expect(post).toMatchObject({ title: 'Launch notes', status: 'draft', tags: ['Launch'] });
    expect(post.html).toBe('<h1>Launch</h1>\n<p>We shipped &lt;b&gt;it&lt;/b&gt;.</p>');
    expect(sent.body.edit_link).toBe(`${ghost.url}/ghost/#/editor/post/${post.id}`);
    const count = ghost.posts.length;
    const retry = await t.call('POST', '/publishing/ghost/drafts', { ...inSpace(owner), body });
    expect(retry.body.id).toBe(sent.body.id);
    expect(ghost.posts.length).toBe(count);
    const categories = await t.call('POST', '/publishing/ghost/drafts', { ...inSpace(owner), body: { title: 'x', markdown: 'x', categories: ['News'] } });
    expect(categories.status).toBe(422);
    expect(categories.body.detail[0].loc.at(-1)).toBe('categories');
    const empty = await t.call('POST', '/publishing/ghost/drafts', { ...inSpace(owner), body: { title: ' ', markdown: 'x' } });
    expect(empty.status).toBe(422);
    const unknown = await t.call('POST', '/publishing/medium/drafts', { ...inSpace(owner), body: { title: 'x', markdown: 'x' } });
    expect(unknown.status).toBe(404);
    const taxonomies = await t.call('GET', '/publishing/wordpress/taxonomies', inSpace(owner));
    expect(taxonomies.status).toBe(200);
    expect(taxonomies.body.categories.map((c: { name: string }) => c.name)).toContain('Marketing');
  });

  it('a plain member reads the list but cannot send, unless the organization allows it', async () => {
    const owner = await registerOwner(t, 'olaf@publish.io', 'Members Co');
    await connectBoth(owner);
    const mia = await registerMember(t, owner, 'mia@publish.io');
    const count = wp.posts.length;
    const refused = await t.call('POST', '/publishing/wordpress/drafts', { ...inSpace(mia), body: { title: 'Mine', markdown: 'text' } });
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe('Only organization owners and admins can create, send or launch things in connected tools here. Ask an owner to allow members in the organization settings.');
    expect(wp.posts.length).toBe(count);
    expect((await t.call('GET', '/publishing/drafts', inSpace(mia))).status).toBe(200);
    const allowed = await t.call('PUT', '/settings/org', { token: owner.token, body: { members_may_apply_actions: true } });
    expect(allowed.status).toBe(200);
    const sent = await t.call('POST', '/publishing/wordpress/drafts', { ...inSpace(mia), body: { title: 'Mine', markdown: 'text' } });
    expect(sent.status).toBe(200);
  });

  it('another organization neither sees this space\'s drafts nor sends its answers', async () => {
    const owner = await registerOwner(t, 'ada@publish.io', 'Ours Co');
    await connectBoth(owner);
    const article = await answer(owner, 'seo-agent', 'Write an article about pricing pages');
    await t.call('POST', '/publishing/wordpress/drafts', { ...inSpace(owner), body: { title: 'Pricing', message_id: article.id } });
    const other = await registerOwner(t, 'eve@elsewhere.io', 'Other Co');
    await connectBoth(other);
    expect((await t.call('GET', '/publishing/drafts', { token: other.token, headers: { 'X-Space-ID': owner.spaceId } })).status).toBe(403);
    expect((await t.call('GET', '/publishing/drafts', inSpace(other))).body).toEqual([]);
    const count = wp.posts.length;
    const stolen = await t.call('POST', '/publishing/wordpress/drafts', { ...inSpace(other), body: { title: 'Stolen', message_id: article.id } });
    expect(stolen.status).toBe(404);
    expect(wp.posts.length).toBe(count);
    const foreignSpace = await t.call('POST', '/publishing/wordpress/drafts', { token: other.token, headers: { 'X-Space-ID': owner.spaceId }, body: { title: 'Stolen', markdown: 'x' } });
    expect(foreignSpace.status).toBe(403);
  });

  it('says the site is not connected, and turns a refused key into "connect again"', async () => {
    const owner = await registerOwner(t, 'nia@publish.io', 'Nothing Co');
    const none = await t.call('POST', '/publishing/wordpress/drafts', { ...inSpace(owner), body: { title: 'x', markdown: 'x' } });
    expect(none.status).toBe(409);
    expect(none.body.detail).toBe('WordPress is not connected to this space');
    const bad = await t.call('POST', '/integrations/wordpress/connect', { ...inSpace(owner), body: { site_url: wp.url, username: 'editor', access_token: 'wrong password' } });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body)).not.toContain('wrong password');
    const refusedAddress = await t.call('POST', '/integrations/ghost/connect', { ...inSpace(owner), body: { site_url: 'http://10.0.0.1', access_token: GHOST_KEY } });
    expect(refusedAddress.status).toBe(422);
    expect(refusedAddress.body.detail[0].loc.at(-1)).toBe('site_url');
  });
});
