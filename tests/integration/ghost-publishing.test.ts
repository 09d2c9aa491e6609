import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { GhostPublishing } from '../../adapters/server/publishing/ghost-publishing.ts';
import { PublicSite } from '../../adapters/server/integrations/public-site.ts';
import { startGhostSandbox, type GhostSandbox } from '../../adapters/server/integrations/sandbox/ghost-sandbox.ts';

/**
 * R-OPEN-40: the Ghost adapter against the Admin API's contract fake on loopback: the Admin API key
 * signed into a short-lived HS256 token (kid, aud /admin/, at most five minutes) the fake verifies, drafts from
 * HTML, paged tags, Ghost's error bodies, 429 then success, 5xx reported, SSRF rules. Never the internet.
 */
describe('GhostPublishing against the Ghost Admin API contract fake', () => {
  let fake: GhostSandbox;
  const waits: number[] = [];
  const KEY = '65a1b2c3d4e5f60718293a4b:8d3c5e7f9a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5';
  const OTHER = '65a1b2c3d4e5f60718293a4b:0000000000000000000000000000000000000000000000000000000000000000';
  let site: { url: string };
  const adapter = (options: { allow?: boolean; now?: () => number } = {}) =>
    new GhostPublishing(new PublicSite({ allowHosts: options.allow === false ? [] : [new URL(fake.url).host] }), { sleep: async (ms) => void waits.push(ms), attempts: 3 }, options.now);

  beforeAll(async () => {
    fake = await startGhostSandbox({ keys: [KEY], pageSize: 2, tags: ['News', 'Marketing', 'Guides', 'Launch', 'SEO'] });
    site = { url: fake.url };
  });
  afterAll(async () => {
    await fake.close();
  });

  it('signs a short-lived admin token the site accepts, and names the site', async () => {
    expect(await adapter().checkSite(site, KEY)).toEqual({ name: 'Sandbox Ghost', url: fake.url });
    const header = fake.seen.at(-1)!.authorization!;
    expect(header).toMatch(/^Ghost [\w-]+\.[\w-]+\.[\w-]+$/);
    const token = header.slice(6);
    expect(decodeProtectedHeader(token)).toMatchObject({ alg: 'HS256', kid: '65a1b2c3d4e5f60718293a4b' });
    const claims = decodeJwt(token);
    expect(claims.aud).toBe('/admin/');
    expect(claims.exp! - claims.iat!).toBeLessThanOrEqual(300);
    expect(header).not.toContain('8d3c5e7f9a1b');
  });

  it('creates a draft from HTML with tags, with its editor link', async () => {
    const created = await adapter().createDraft(site, KEY, { title: 'Launch notes', html: '<p>Hello</p>', categories: [], tags: ['Launch'] });
    const post = fake.posts.at(-1)!;
    expect(post).toMatchObject({ title: 'Launch notes', html: '<p>Hello</p>', status: 'draft', tags: ['Launch'] });
    expect(created).toEqual({ externalId: post.id, editLink: `${fake.url}/ghost/#/editor/post/${post.id}`, previewLink: `${fake.url}/p/${post.uuid}/` });
  });

  it('reads every page of tags', async () => {
    expect((await adapter().taxonomies(site, KEY)).tags.map((t) => t.name)).toEqual(['News', 'Marketing', 'Guides', 'Launch', 'SEO']);
  });

  it('is refused with a wrongly signed, expired or malformed key', async () => {
    await expect(adapter().checkSite(site, OTHER)).rejects.toMatchObject({ failure: 'auth_refused' });
    // A token made ten minutes ago has expired by the time the site reads it.
    const past = () => Math.floor(Date.now() / 1000) - 600;
    await expect(adapter({ now: past }).checkSite(site, KEY)).rejects.toMatchObject({ failure: 'auth_refused' });
    await expect(adapter().checkSite(site, 'not-a-key')).rejects.toMatchObject({ failure: 'auth_refused', detail: 'the Admin API key should look like id:secret, as Ghost shows it' });
  });

  it('refuses a wrong key at connect time, though Ghost serves the site description to anyone', async () => {
    // Ghost's `site` route needs no key, so a check that only reads it would call any key good.
    const before = fake.seen.length;
    await expect(adapter().checkSite(site, OTHER)).rejects.toMatchObject({ failure: 'auth_refused' });
    expect(fake.seen.slice(before).some((s) => s.path === '/ghost/api/admin/posts/' && s.method === 'GET')).toBe(true);
  });

  it('waits out a 429 and then succeeds; reports a 5xx that persists', async () => {
    waits.length = 0;
    fake.failNext(1, '429');
    expect((await adapter().checkSite(site, KEY)).name).toBe('Sandbox Ghost');
    expect(waits).toEqual([0]);
    fake.failNext(3, '503');
    await expect(adapter().checkSite(site, KEY)).rejects.toMatchObject({ failure: 'unavailable', detail: 'Ghost is starting up' });
  });

  it('refuses private and loopback addresses unless allowed', async () => {
    await expect(adapter({ allow: false }).checkSite({ url: 'http://10.0.0.1' }, KEY)).rejects.toMatchObject({ failure: 'bad_address' });
    await expect(adapter({ allow: false }).checkSite({ url: 'http://127.0.0.1:2368' }, KEY)).rejects.toMatchObject({ failure: 'bad_address' });
    await expect(adapter({ allow: false }).checkSite(site, KEY)).rejects.toMatchObject({ failure: 'bad_address' });
  });
});
