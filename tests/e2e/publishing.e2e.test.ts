import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { callAs, newOwnerPage, opened, registerThroughApi, signInThroughPage, startAppWithOwner, type E2eApp } from './support/e2e-app.ts';
import { GHOST_SANDBOX_KEY } from '../../adapters/server/integrations/sandbox/ghost-sandbox.ts';

const PASSWORD = 'correct horse battery';

/**
 * In a real browser against the real server with INTEGRATIONS_SANDBOX=true. R-OPEN-40: WordPress and
 * Ghost connected (through the API), an SEO agent article sent to each as a draft from "Send to … as draft",
 * the toast's link to the draft, and the list on /connections/publishing. R-OPEN-41: an Email Agent answer
 * bookmarked and listed on the Email Agent's screen, and not shown to the next person who signs in. (axe on each:
 * accessibility-*.e2e.test.ts.)
 */
describe('publishing and email bookmarks in the browser', () => {
  let app: E2eApp;
  let page: Page;
  const owner = { name: 'Paula Press', email: `paula.${Date.now()}@publishing.test`, password: PASSWORD, org: 'Press Co' };
  const composer = () => page.getByRole('textbox', { name: 'Message' });

  async function ask(slug: string, heading: string, text: string): Promise<Locator> {
    await page.goto(`/agents/${slug}`);
    await expect.poll(() => page.getByRole('heading', { name: heading, level: 1 }).isVisible(), { timeout: 15_000 }).toBe(true);
    await page.getByRole('button', { name: 'New chat' }).click();
    await composer().fill(text);
    await composer().press('Enter');
    const answer = page.locator('[data-testid="chat-message"][data-role="assistant"][data-outcome="completed"]').last();
    await expect.poll(() => answer.count(), { timeout: 60_000 }).toBe(1);
    return answer;
  }

  /** The server, called through the API as the owner, or as the person signed up with `email`. */
  const api = (method: string, path: string, body?: unknown, email = owner.email) => callAs(app, { email, password: PASSWORD }, method, path, body);

  beforeAll(async () => {
    ({ app, page } = await startAppWithOwner(owner, { integrations: { sandbox: true } }));
    expect((await api('POST', '/integrations/wordpress/connect', { site_url: 'https://blog.press.example', username: 'paula', access_token: 'sandbox abcd efgh ijkl' })).status).toBe(200);
    expect((await api('POST', '/integrations/ghost/connect', { site_url: 'https://press.ghost.example', access_token: GHOST_SANDBOX_KEY })).status).toBe(200);
  });

  afterAll(async () => {
    await app?.stop();
  });

  it('R-OPEN-40: sends an SEO agent article to WordPress as a draft, with its categories, and links to it', async () => {
    const answer = await ask('seo-agent', 'SEO Agent', 'Write an article about choosing a coffee grinder');
    const send = answer.getByRole('button', { name: 'Send to WordPress as draft' });
    await expect.poll(() => send.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await answer.getByRole('button', { name: 'Send to Ghost as draft' }).isVisible()).toBe(true);
    await send.click();
    const dialog = page.getByRole('dialog', { name: 'Send to WordPress as a draft' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('A draft is created on Sandbox Blog (blog.press.example). Nothing is published');
    expect(await dialog.getByLabel('Title').inputValue()).not.toBe('');
    await dialog.getByLabel('Title').fill('Choosing a coffee grinder');
    await expect.poll(() => dialog.getByRole('checkbox', { name: 'Marketing' }).count(), { timeout: 10_000 }).toBe(1);
    await dialog.getByText('Marketing', { exact: true }).click();
    await dialog.getByLabel('Tags').fill('coffee, guides');
    await dialog.getByRole('button', { name: 'Send as draft' }).click();
    await dialog.waitFor({ state: 'hidden', timeout: 15_000 });
    const toast = page.locator('.app-toast').filter({ hasText: 'Draft sent to WordPress' });
    await expect.poll(() => toast.count(), { timeout: 10_000 }).toBe(1);
    // Blueprint draws the toast's link as an anchor button.
    const link = toast.getByRole('button', { name: 'Open the draft' });
    expect(await link.getAttribute('href')).toMatch(/^https:\/\/blog\.press\.example\/wp-admin\/post\.php\?post=\d+&action=edit$/);
  });

  it('R-OPEN-40: sends the same kind of article to Ghost as a draft', async () => {
    const answer = await ask('seo-agent', 'SEO Agent', 'Write an article about espresso at home');
    await answer.getByRole('button', { name: 'Send to Ghost as draft' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send to Ghost as a draft' });
    await dialog.waitFor();
    expect(await dialog.getByRole('checkbox').count()).toBe(0);
    await dialog.getByLabel('Title').fill('Espresso at home');
    await dialog.getByRole('button', { name: 'Send as draft' }).click();
    await dialog.waitFor({ state: 'hidden', timeout: 15_000 });
    const toast = page.locator('.app-toast').filter({ hasText: 'Draft sent to Ghost' });
    await expect.poll(() => toast.count(), { timeout: 10_000 }).toBe(1);
    expect(await toast.getByRole('button', { name: 'Open the draft' }).getAttribute('href')).toMatch(/^https:\/\/press\.ghost\.example\/ghost\/#\/editor\/post\/\w+$/);
  });

  it('R-OPEN-40: lists what was sent on /connections/publishing, linked from the Connections cards', async () => {
    await page.goto('/connections');
    const wordpress = page.getByTestId('connection-wordpress');
    await expect.poll(() => wordpress.getByRole('link', { name: 'What was sent' }).isVisible(), { timeout: 10_000 }).toBe(true);
    await wordpress.getByRole('link', { name: 'What was sent' }).click();
    await page.getByRole('heading', { name: 'What was sent from this space', level: 1 }).waitFor();
    const table = page.getByRole('table', { name: 'Drafts sent from this space' });
    await expect.poll(() => table.locator('tbody tr').count(), { timeout: 10_000 }).toBe(2);
    const rows = await table.locator('tbody tr').allInnerTexts();
    expect(rows[0]).toContain('Sandbox Ghost (press.ghost.example)');
    expect(rows[0]).toContain('Espresso at home');
    expect(rows[0]).toContain('Paula Press');
    expect(rows[1]).toContain('Sandbox Blog (blog.press.example)');
    expect(rows[1]).toContain('Choosing a coffee grinder');
    expect(await table.getByRole('link', { name: 'Edit on the site' }).first().getAttribute('href')).toMatch(/^https:\/\/press\.ghost\.example\/ghost\/#\/editor\/post\//);
  });

  for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
    it(`R-OPEN-41: at ${viewport.width} px the empty "Bookmarked emails" drawer, its icon and its text stay inside the window`, async () => {
      const stamp = `${viewport.width}.${Date.now()}`;
      const p = await newOwnerPage(app, { name: 'Nina Narrow', email: `nina.${stamp}@publishing.test`, password: PASSWORD, org: `Narrow Co ${stamp}` }, { viewport });
      await p.goto('/agents/email-agent');
      await p.getByRole('button', { name: 'Bookmarked emails' }).click();
      const panel = p.getByRole('region', { name: 'Bookmarked emails' });
      await expect.poll(() => panel.innerText(), { timeout: 10_000 }).toContain('No bookmarks yet');
      // Every part of the open drawer (its header, the card, the empty state's icon and words) lies within the window,
      // and no text runs past the box that holds it.
      const outside = await p.evaluate((width) => {
        const drawer = document.querySelector('.bp6-drawer')!;
        return [drawer, ...drawer.querySelectorAll('*')]
          .filter((el) => {
            const box = el.getBoundingClientRect();
            if (box.width === 0 && box.height === 0) return false;
            return box.left < -0.5 || box.right > width + 0.5 || el.scrollWidth > el.clientWidth + 1;
          })
          .map((el) => `${el.tagName.toLowerCase()}.${el.className}`);
      }, viewport.width);
      expect(outside).toEqual([]);
      await p.context().close();
    });
  }

  it('R-OPEN-41: bookmarks an Email Agent answer and lists it on the Email Agent screen; the next person does not see it', async () => {
    const answer = await ask('email-agent', 'Email Agent', 'Write a welcome email for new subscribers');
    // The answer and its HTML email each have a toggle; either bookmarks the email.
    const toggle = answer.getByRole('button', { name: 'Bookmark', exact: true }).first();
    await toggle.click();
    await expect.poll(() => answer.getByRole('button', { name: 'Bookmarked' }).first().getAttribute('aria-pressed'), { timeout: 10_000 }).toBe('true');
    await page.getByRole('button', { name: 'Bookmarked emails' }).click();
    const panel = page.getByRole('region', { name: 'Bookmarked emails' });
    await expect.poll(() => panel.locator('li').count(), { timeout: 10_000 }).toBe(1);
    expect(await panel.getByRole('link', { name: 'Open the chat' }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');

    // Another person signs in in the same browser after a sign-out: the bookmarks store was cleared, theirs is empty.
    const otherEmail = `otto.${Date.now()}@elsewhere.test`;
    await registerThroughApi(app, { email: otherEmail, password: PASSWORD, name: 'Otto Other', org: 'Elsewhere Co' });
    await page.getByRole('button', { name: owner.name }).click();
    await (await opened(page.getByRole('menu', { name: 'Account menu' }))).getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await signInThroughPage(page, { email: otherEmail, password: PASSWORD }, { open: false });
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto('/agents/email-agent');
    await page.getByRole('button', { name: 'Bookmarked emails' }).click();
    const theirs = page.getByRole('region', { name: 'Bookmarked emails' });
    await theirs.waitFor();
    await expect.poll(() => theirs.innerText(), { timeout: 10_000 }).toContain('No bookmarks yet');
    expect(await theirs.locator('li').count()).toBe(0);
  });
});
