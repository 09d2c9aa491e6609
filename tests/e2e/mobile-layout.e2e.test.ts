import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { registerThroughPage, settled, signInThroughPage, startE2eApp, type E2eApp } from './support/e2e-app.ts';
import { overlaps } from './support/phone-layout.ts';

/**
 * "Mobile": the app at 390 × 844 in a real browser against the real server. The chat gives the conversation the full
 * width, keeps its sessions in a drawer opened by "Chats", and toasts do not cover Send. (Every route of the route
 * table is checked at 390 px for sideways scrolling and a broken header by the accessibility sweep,
 * accessibility-routes.e2e.test.ts, which opens each one anyway.)
 */
const PHONE = { width: 390, height: 844 };

describe('the app at 390 × 844', () => {
  let app: E2eApp;
  let page: Page;
  const stamp = Date.now();
  const admin = { email: 'root@platform.test', password: 'a long admin password' };
  const owner = { name: 'Maximiliana Wolkenstein-Hohenberg', email: `maxi.${stamp}@phones.test`, password: 'correct horse battery', org: `Pocket Devices ${stamp}` };
  let sessionId = '';

  const sessionsButton = () => page.getByRole('button', { name: 'Chats' });
  const sessionList = () => page.getByRole('navigation', { name: 'Chat sessions' });
  const composer = () => page.getByRole('textbox', { name: 'Message' });
  const answers = () => page.locator('[data-testid="chat-message"][data-role="assistant"][data-outcome="completed"]');

  beforeAll(async () => {
    app = await startE2eApp({ admin });
    page = await app.newPage({ viewport: PHONE });
    await registerThroughPage(page, owner);
  });

  afterAll(async () => {
    await app?.stop();
  });

  it('R-ROUTE-17: the owner uploads a document and sends a chat message on the phone, which fills the knowledge base and gives the chat session route a real id', async () => {
    await page.goto('/agents/email-agent');
    await composer().fill('Write a two line welcome email for new trial sign-ups.');
    await composer().press('Enter');
    await page.waitForURL((url) => url.pathname.startsWith('/agents/email-agent/chat/'));
    sessionId = new URL(page.url()).pathname.split('/').pop()!;
    await expect.poll(() => answers().count(), { timeout: 60_000 }).toBe(1);

    await page.goto('/knowledge-base');
    await page.locator('#kb-file-input').setInputFiles({
      name: 'quarterly-marketing-plan-for-the-pocket-devices-launch-campaign-final-version.md',
      mimeType: 'text/markdown',
      buffer: Buffer.from('# Launch plan\n\nThe pocket device launches in October with a loyalty programme.\n'),
    });
    const row = page.getByTestId('kb-document').first();
    await expect.poll(() => row.getAttribute('data-status'), { timeout: 30_000, interval: 500 }).toBe('ready');
    const table = page.getByRole('region', { name: 'Documents' });
    // The table scrolls inside its own region, which the keyboard can reach; the page does not scroll sideways.
    expect(await table.getAttribute('tabindex')).toBe('0');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });

  it('R-SHELL-04 R-SHELL-05: the shell at 390 has a menu button for the navigation drawer, which Escape closes', async () => {
    await page.goto('/dashboard');
    await page.locator('.app-header').waitFor();
    const menu = page.getByRole('button', { name: 'Open navigation' });
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    // The name is in the account menu; the header shows the button without wrapping the name.
    const account = page.locator('.account-menu__button');
    expect(await account.evaluate((el) => Math.round(el.getBoundingClientRect().height))).toBeLessThanOrEqual(40);

    await menu.click();
    const drawer = page.getByRole('dialog', { name: 'Main navigation' });
    await expect.poll(() => drawer.isVisible()).toBe(true);
    // Escape reaches the drawer once it has opened and taken the focus.
    await settled(page);
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer.isVisible()).toBe(false);
  });

  it('the chat shows the conversation at full width, the sessions in a drawer that "Chats" opens and choosing one closes, and the composer at the bottom', async () => {
    await page.goto(`/agents/email-agent/chat/${sessionId}`);
    await expect.poll(() => page.getByRole('heading', { name: 'Email Agent', level: 1 }).isVisible()).toBe(true);
    await expect.poll(() => answers().count()).toBe(1);

    const messageList = page.locator('.chat-messages');
    expect(await messageList.evaluate((el) => el.getBoundingClientRect().width)).toBeGreaterThanOrEqual(0.9 * PHONE.width);
    expect(await sessionList().isVisible()).toBe(false);
    const composerBottom = await page.locator('.chat-composer').evaluate((el) => el.getBoundingClientRect().bottom);
    expect(composerBottom).toBeLessThanOrEqual(PHONE.height);
    expect(composerBottom).toBeGreaterThan(PHONE.height - 80);

    // A second chat, to choose the first one from the drawer.
    expect(await sessionsButton().getAttribute('aria-expanded')).toBe('false');
    await sessionsButton().click();
    const drawer = page.getByRole('dialog', { name: 'Chat sessions' });
    await expect.poll(() => drawer.isVisible()).toBe(true);
    expect(await sessionsButton().getAttribute('aria-expanded')).toBe('true');
    expect(await drawer.getByRole('navigation', { name: 'Chat sessions' }).isVisible()).toBe(true);
    await drawer.getByRole('button', { name: 'New Chat' }).click();
    await expect.poll(() => drawer.isVisible()).toBe(false);
    await page.waitForURL((url) => url.pathname === '/agents/email-agent');

    await sessionsButton().click();
    await expect.poll(() => drawer.isVisible()).toBe(true);
    await drawer.getByTestId('chat-session').first().locator('.chat-session__open').click();
    await expect.poll(() => drawer.isVisible()).toBe(false);
    await page.waitForURL((url) => url.pathname === `/agents/email-agent/chat/${sessionId}`);
    expect(await sessionsButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('R-TOAST-01 (narrowed for phones): a toast on the phone appears at the top, under the header, and covers neither Send nor the header', async () => {
    await page.goto(`/agents/email-agent/chat/${sessionId}`);
    await expect.poll(() => answers().count()).toBe(1);
    // Copying an answer toasts.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await answers().first().getByRole('button', { name: 'Copy as plain text' }).click();
    const toast = page.getByRole('region', { name: 'Notifications' }).locator('.bp6-toast').first();
    await expect.poll(() => toast.isVisible()).toBe(true);
    await settled(page);
    const toastBox = (await toast.boundingBox())!;
    const sendBox = (await page.getByRole('button', { name: 'Send' }).boundingBox())!;
    expect(toastBox.y + toastBox.height).toBeLessThan(PHONE.height / 2);
    expect(overlaps(toastBox, sendBox)).toBe(false);
    // Nor the header: the menu button and the page's title stay in sight.
    const headerBox = (await page.getByRole('banner').boundingBox())!;
    expect(overlaps(toastBox, headerBox), `toast ${JSON.stringify(toastBox)}, header ${JSON.stringify(headerBox)}`).toBe(false);
    expect(toastBox.x).toBeGreaterThanOrEqual(0);
    expect(toastBox.x + toastBox.width).toBeLessThanOrEqual(PHONE.width);
  });

  it('at 1280 the chat keeps its session list beside the messages, without the Chats button, and the tables show in their regions', async () => {
    const wide = await app.newPage();
    await signIn(wide, owner, '/dashboard');
    await wide.goto(`/agents/email-agent/chat/${sessionId}`);
    await expect.poll(() => wide.getByRole('navigation', { name: 'Chat sessions' }).isVisible()).toBe(true);
    expect(await wide.getByRole('button', { name: 'Chats' }).count()).toBe(0);
    await wide.goto('/knowledge-base');
    await expect.poll(() => wide.getByRole('table', { name: 'Documents' }).isVisible()).toBe(true);
    await wide.goto('/assets');
    await expect.poll(() => wide.getByRole('region', { name: 'Assets table' }).isVisible()).toBe(true);
    await wide.context().close();

    const platform = await app.newPage();
    await signIn(platform, admin, '/admin/dashboard');
    await expect.poll(() => platform.getByRole('region', { name: 'Users' }).isVisible()).toBe(true);
    await platform.context().close();
  });
});

async function signIn(page: Page, account: { email: string; password: string }, landing: string): Promise<void> {
  await signInThroughPage(page, account);
  await page.waitForURL((url) => url.pathname === landing);
}
