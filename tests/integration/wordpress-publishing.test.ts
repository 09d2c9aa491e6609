import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WordPressPublishing } from '../../adapters/server/publishing/wordpress-publishing.ts';
import { PublicSite } from '../../adapters/server/integrations/public-site.ts';
import { startWordPressSandbox, type WordPressSandbox } from '../../adapters/server/integrations/sandbox/wordpress-sandbox.ts';
import { ProviderError } from '../../core/server/integrations/provider-error.ts';

/**
 * R-OPEN-40: the WordPress adapter against the REST API's contract fake on loopback: Application
 * Password in HTTP Basic, paged categories and tags (X-WP-TotalPages), drafts only, WordPress's error bodies,
 * 429 then success, 5xx reported, and the SSRF rules for the address a customer typed. Never the internet.
 */
describe('WordPressPublishing against the WordPress REST API contract fake', () => {
  let fake: WordPressSandbox;
  const waits: number[] = [];
  const PASSWORD = 'abcd EFGH ijkl MNOP qrst UVWX';
  let site: { url: string; username: string };
  const adapter = (allow = true) => new WordPressPublishing(new PublicSite({ allowHosts: allow ? [new URL(fake.url).host] : [] }), { sleep: async (ms) => void waits.push(ms), attempts: 3 });

  beforeAll(async () => {
    // Two terms a page, so every list below crosses pages.
    fake = await startWordPressSandbox({ users: new Map([['editor', PASSWORD]]), pageSize: 2 });
    site = { url: `${fake.url}/`, username: 'editor' };
  });
  afterAll(async () => {
    await fake.close();
  });

  it('checks the application password and names the site', async () => {
    const identity = await adapter().checkSite(site, PASSWORD);
    expect(identity).toEqual({ name: 'Sandbox Blog', url: fake.url });
    const me = fake.seen.find((s) => s.path === '/wp-json/wp/v2/users/me')!;
    expect(me.authorization).toBe(`Basic ${Buffer.from('editor:abcdEFGHijklMNOPqrstUVWX').toString('base64')}`);
  });

  it('reads every page of categories and tags', async () => {
    const terms = await adapter().taxonomies(site, PASSWORD);
    expect(terms.categories.map((c) => c.name)).toEqual(['Uncategorized', 'Marketing', 'SEO', 'Product news', 'Guides']);
    expect(terms.tags.map((t) => t.name)).toEqual(['growth', 'email', 'content']);
  });

  it('creates a draft with existing categories, and a new tag only with the draft', async () => {
    const created = await adapter().createDraft(site, PASSWORD, { title: 'Ten SEO fixes', html: '<h2>Fixes</h2><p>One</p>', categories: ['seo'], tags: ['growth', 'launch week'] });
    const post = fake.posts.at(-1)!;
    expect(post).toMatchObject({ title: 'Ten SEO fixes', content: '<h2>Fixes</h2><p>One</p>', status: 'draft', author: 'editor' });
    expect(created.externalId).toBe(String(post.id));
    expect(created.editLink).toBe(`${fake.url}/wp-admin/post.php?post=${post.id}&action=edit`);
    expect(fake.tags.map((t) => t.name)).toContain('launch week');
    expect(post.tags).toHaveLength(2);
    expect(post.categories).toHaveLength(1);
    await expect(adapter().createDraft(site, PASSWORD, { title: 'x', html: '<p>x</p>', categories: ['No such category'], tags: [] })).rejects.toMatchObject({ failure: 'not_found' });
  });

  it('reports a refused password as auth_refused, without the password', async () => {
    const error = await adapter().checkSite(site, 'wrong password here').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ failure: 'auth_refused', detail: 'The provided password is an invalid application password.' });
    expect(String((error as Error).message)).not.toContain('wrong password');
  });

  it('waits out a 429 and then succeeds; reports a 5xx that persists', async () => {
    waits.length = 0;
    fake.failNext(1, '429');
    const terms = await adapter().taxonomies(site, PASSWORD);
    expect(terms.tags.map((t) => t.name)).toEqual(['growth', 'email', 'content', 'launch week']);
    expect(waits).toEqual([0]);
    fake.failNext(3, '503');
    await expect(adapter().taxonomies(site, PASSWORD)).rejects.toMatchObject({ failure: 'unavailable', detail: 'The site is under maintenance' });
  });

  it('refuses private and loopback addresses unless allowed, and addresses with credentials', async () => {
    await expect(adapter(false).checkSite({ url: 'http://10.0.0.1', username: 'editor' }, PASSWORD)).rejects.toMatchObject({ failure: 'bad_address' });
    await expect(adapter(false).checkSite({ url: fake.url, username: 'editor' }, PASSWORD)).rejects.toMatchObject({ failure: 'bad_address' });
    await expect(adapter(false).checkSite({ url: 'http://localhost:1/', username: 'editor' }, PASSWORD)).rejects.toMatchObject({ failure: 'bad_address' });
    await expect(adapter().checkSite({ url: `http://editor:pw@${new URL(fake.url).host}`, username: 'editor' }, PASSWORD)).rejects.toMatchObject({ failure: 'bad_address' });
    await expect(adapter().checkSite({ url: 'ftp://blog.example.com', username: 'editor' }, PASSWORD)).rejects.toMatchObject({ failure: 'bad_address' });
  });
});
