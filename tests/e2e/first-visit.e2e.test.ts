import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { randomUUID } from 'node:crypto';
import { askAsPage, callAs, copySession, newOwnerPage, seriousA11yViolations, startE2eApp, type E2eApp, registerThroughPage } from './support/e2e-app.ts';

/**
 * In a real browser against the real server: what a new owner meets on the first visit. Credits read
 * one way (used of the total, labelled) in the welcome carousel, the sidebar and the Dashboard; the chat names no
 * transport (that stays on background-task rows, R-BGTASK-08); on a touch screen the composer does not talk
 * about Shift+Enter; and the actions under an answer show once. (Register's password rules: register-password.e2e.test.ts.)
 */
describe('a workspace that reads well on the first visit', () => {
  let app: E2eApp;
  let page: Page;
  const stamp = Date.now();
  const owner = { name: 'Rosa Roaster', email: `rosa.${stamp}@roastery.test`, password: 'correct horse battery', org: `Northside Roasters ${stamp}` };
  const LOAD = { timeout: 15_000 };
  const composer = (p: Page = page) => p.getByRole('textbox', { name: 'Message' });
  const answers = () => page.locator('[data-testid="chat-message"][data-role="assistant"][data-outcome="completed"]');

  /** The server, asked as the signed-in page (its token and current space). */
  const api = async (method: string, path: string, body?: unknown) => (await askAsPage(page, method, path, body)).status;

  /** A phone: 390 px wide, touch only (a coarse pointer), signed in as the wide page is. */
  async function phone(): Promise<Page> {
    const context = await app.browser.newContext({ baseURL: app.url, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, reducedMotion: 'reduce' });
    await copySession(page, context);
    return context.newPage();
  }

  beforeAll(async () => {
    app = await startE2eApp({ offlineEnginePaceMs: 5, integrations: { sandbox: true } });
    page = await app.newPage();
    await registerThroughPage(page, owner, { keepWelcome: true });
  });

  afterAll(async () => {
    await app?.stop();
  });

  it('at 1280 px, credits read as used of the total, labelled, in the welcome carousel, the sidebar and the Dashboard', async () => {
    const welcome = page.getByRole('dialog', { name: 'Welcome to your marketing workspace' });
    await expect.poll(() => welcome.isVisible(), LOAD).toBe(true);
    expect(await welcome.locator('.welcome-slide').filter({ hasText: 'Credits' }).textContent()).toBe(
      'CreditsAgent runs use credits from your plan. The gauge in the sidebar shows how many of them you have used.',
    );
    await welcome.getByRole('button', { name: 'Get started' }).click();

    const panel = page.getByTestId('credits-panel');
    await expect.poll(() => panel.locator('.credits-panel__amount').textContent(), LOAD).toBe('0/500 credits used');
    expect(await panel.getByRole('img').getAttribute('aria-label')).toBe('0% of credits used');

    const card = page.getByTestId('dashboard-credits');
    expect(await card.getByRole('heading', { level: 2 }).textContent()).toBe('Credits');
    await expect.poll(() => card.getByTestId('dashboard-credits-used').textContent(), LOAD).toBe('0/500 credits used');
    expect(await card.getByRole('img').getAttribute('aria-label')).toBe('0% of credits used');
  });

  it('R-USER-07: back in a tab left for over a minute, the shell shows the credits as the server now has them; a failed refresh keeps what was shown (spec 4.2, docs/DECISIONS.md C2)', async () => {
    // An organization of its own, new on each try: the credits this test spends are not met again by its retry.
    const reader = { name: 'Tomas Tabs', email: `tomas.${randomUUID()}@roastery.test`, password: 'correct horse battery', org: 'Tab Roasters' };
    const elsewhere = (amount: number) => callAs(app, reader, 'POST', '/billing/credits/deduct', { amount, description: 'Used in another tab' });
    const tab = await newOwnerPage(app, reader);
    await tab.clock.install();
    await tab.goto('/dashboard');
    const amount = () => tab.getByTestId('credits-panel').locator('.credits-panel__amount').textContent();
    await expect.poll(amount, LOAD).toBe('0/500 credits used');
    const refreshes: string[] = [];
    tab.on('request', (request) => {
      if (/\/api\/v1\/(me|billing\/plan|billing\/credits)$/.test(new URL(request.url()).pathname)) refreshes.push(new URL(request.url()).pathname);
    });
    const shown = () => tab.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    const creditsAnswer = () => tab.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/billing/credits');

    // Credits used elsewhere (the other tab): this one learns of it only from the background refresh.
    expect((await elsewhere(7)).status).toBe(200);
    await shown();
    await tab.waitForTimeout(500);
    expect(refreshes).toEqual([]); // loaded a moment ago: nothing to refresh
    expect(await amount()).toBe('0/500 credits used');
    await tab.clock.fastForward('01:05');
    await shown();
    await expect.poll(amount, LOAD).toBe('7/500 credits used');
    expect([...refreshes].sort()).toEqual(['/api/v1/billing/credits', '/api/v1/billing/plan', '/api/v1/me']);

    // The next refresh fails: the gauge keeps what it showed, though the server has moved on.
    expect((await elsewhere(3)).status).toBe(200);
    await tab.route('**/api/v1/billing/credits', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail":"Internal server error"}' }));
    await tab.clock.fastForward('01:05');
    const failed = creditsAnswer();
    await shown();
    expect((await failed).status()).toBe(500);
    expect(await amount()).toBe('7/500 credits used');
    expect(await tab.getByTestId('credits-panel').isVisible()).toBe(true);
    await tab.context().close();
  });

  it('at 1280 px, the chat header and its progress line name no transport ("WebSocket", "Polling")', async () => {
    await page.goto('/agents/creative-agent');
    const header = page.locator('.chat-header');
    await expect.poll(() => page.getByRole('heading', { name: 'Creative Agent', level: 1 }).isVisible(), LOAD).toBe(true);
    expect(await header.textContent()).not.toMatch(/WebSocket|Polling/);
    await composer().fill('Three short social posts for our new single-origin espresso.');
    await composer().press('Enter');
    const progress = page.getByTestId('chat-progress');
    await expect.poll(() => progress.isVisible(), LOAD).toBe(true);
    expect(await progress.textContent()).not.toMatch(/WebSocket|Polling/);
    expect(await header.textContent()).not.toMatch(/WebSocket|Polling/);
    await expect.poll(() => answers().count(), { timeout: 60_000 }).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('at 390 px, the chat header and its progress line name no transport ("WebSocket", "Polling")', async () => {
    const touch = await phone();
    for (const [slug, name] of [['email-agent', 'Email Agent'], ['creative-agent', 'Creative Agent']] as const) {
      await touch.goto(`/agents/${slug}`);
      await expect.poll(() => touch.getByRole('heading', { name, level: 1 }).isVisible(), LOAD).toBe(true);
      expect(await touch.locator('.chat-header').textContent()).not.toMatch(/WebSocket|Polling/);
    }
    await expect.poll(() => composer(touch).isVisible(), LOAD).toBe(true);
    await composer(touch).fill('Three short social posts for our new decaf blend.');
    await touch.getByRole('button', { name: 'Send' }).click();
    const progress = touch.getByTestId('chat-progress');
    await expect.poll(() => progress.isVisible(), LOAD).toBe(true);
    expect(await progress.textContent()).not.toMatch(/WebSocket|Polling/);
    expect(await touch.locator('.chat-header').textContent()).not.toMatch(/WebSocket|Polling/);
    // The answer arrives and the progress line goes, with the header still naming no transport.
    await expect.poll(() => progress.count(), { timeout: 60_000 }).toBe(0);
    expect(await touch.locator('.chat-header').textContent()).not.toMatch(/WebSocket|Polling/);
    expect(await seriousA11yViolations(touch)).toEqual([]);
    await touch.context().close();
  });

  it('at 390 px on a touch screen the composer does not talk about Shift+Enter; with a mouse at 1280 it does', async () => {
    await page.goto('/agents/email-agent');
    await expect.poll(() => composer().isVisible(), LOAD).toBe(true);
    expect(await composer().getAttribute('placeholder')).toBe('Type a message. Enter sends, Shift+Enter makes a new line.');

    const touch = await phone();
    await touch.goto('/agents/email-agent');
    await expect.poll(() => composer(touch).isVisible(), LOAD).toBe(true);
    expect(await composer(touch).getAttribute('placeholder')).toBe('Type a message');
    await touch.context().close();
  });

  it('at 1280 px, an Email Agent answer shows Bookmark, Send to WordPress as draft and the Instantly campaign draft once each', async () => {
    expect(await api('POST', '/integrations/wordpress/connect', { site_url: 'https://blog.roastery.example', username: 'rosa', access_token: 'sandbox abcd efgh ijkl' })).toBe(200);
    expect(await api('POST', '/integrations/instantly/connect', { access_token: 'sandbox-e2e-instantly-0123456789abcdef' })).toBe(200);
    await page.goto('/agents/email-agent');
    await expect.poll(() => page.getByRole('heading', { name: 'Email Agent', level: 1 }).isVisible(), LOAD).toBe(true);
    await page.getByRole('button', { name: 'New chat' }).click();
    await composer().fill('Write a launch email for our new single-origin espresso to our café customers.');
    await composer().press('Enter');
    const answer = answers().last();
    await expect.poll(() => answer.count(), { timeout: 60_000 }).toBe(1);
    // The answer's file is the email itself: its actions are the answer's, shown once.
    await expect.poll(() => answer.getByTestId('chat-artifact').count(), LOAD).toBeGreaterThan(0);
    const count = (name: string) => answer.getByRole('button', { name, exact: true }).count();
    await expect.poll(() => count('Create an Instantly campaign draft'), LOAD).toBe(1);
    await expect.poll(() => count('Send to WordPress as draft'), LOAD).toBe(1);
    await expect.poll(() => count('Bookmark'), LOAD).toBe(1);
  });

  it('at 390 px, no page title is cut: the page\'s heading names it whole and the header repeats no cut copy of it', async () => {
    const touch = await phone();
    for (const [path, title] of [['/knowledge-base', 'Knowledge Base'], ['/workspace-settings', 'Workspace Settings']] as const) {
      await touch.goto(path);
      const heading = touch.getByRole('heading', { name: title, level: 1 });
      await expect.poll(() => heading.isVisible(), LOAD).toBe(true);
      expect(await heading.evaluate((h) => h.scrollWidth <= h.clientWidth)).toBe(true);
      const cut = await touch.locator('.app-header').evaluate((header) =>
        [...header.querySelectorAll('*')].filter((e) => e.getClientRects().length > 0 && e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).textOverflow === 'ellipsis').map((e) => e.textContent),
      );
      expect(cut.filter((text) => text?.includes(title))).toEqual([]);
    }
    await touch.context().close();
    // At 1280 px the breadcrumb stays, whole.
    await page.goto('/knowledge-base');
    await expect.poll(() => page.getByRole('navigation', { name: 'Breadcrumb' }).textContent(), LOAD).toContain('Knowledge Base');
  });
  it('at 390 px, a page shows its loading view from the first paint, while its code is still on the way, and then the page alone', async () => {
    const context = await app.browser.newContext({ baseURL: app.url, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, reducedMotion: 'reduce' });
    try {
      const phonePage = await context.newPage();
      // The app's code is held back, as a slow phone network holds it: what shows is what the HTML alone paints.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await phonePage.route('**/assets/*.js', async (route) => {
        await released;
        await route.continue();
      });
      await phonePage.goto('/login', { waitUntil: 'commit' });
      const loading = phonePage.getByRole('progressbar', { name: 'Loading...' });
      await expect.poll(() => loading.isVisible(), LOAD).toBe(true);
      expect(await phonePage.locator('main[aria-busy="true"]').count()).toBe(1);
      release();
      await expect.poll(() => phonePage.getByRole('button', { name: 'Sign In' }).isVisible(), LOAD).toBe(true);
      expect(await loading.count()).toBe(0);
      expect(await phonePage.locator('main').count()).toBe(1);
    } finally {
      await context.close();
    }
  });
});
