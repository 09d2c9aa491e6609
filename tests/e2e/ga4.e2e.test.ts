import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signInThroughPage, startAppWithOwner, type E2eApp } from './support/e2e-app.ts';

/**
 * Google Analytics 4 and the ad platform in a real browser against the real server with INTEGRATIONS_SANDBOX=true: connect
 * Google Analytics through the whole OAuth dance against the fake authorization server (its consent page, Allow,
 * back to /ga4-setup), pick the property, connect Meta Ads with a token, see the Dashboard's figures and chart, ask
 * the CMO and get an answer citing them; then access is removed at "Google" and the app asks to reconnect while
 * the person stays signed in. (axe at both widths: accessibility-*.e2e.test.ts.)
 */
describe('Google Analytics 4 in the browser', () => {
  let app: E2eApp;
  let page: Page;
  /** The fake Google's address, as the browser saw it during the OAuth dance. */
  let googleOrigin = '';
  const owner = { name: 'Gina Owner', email: `gina.${Date.now()}@ga4.test`, password: 'correct horse battery', org: 'GA4 Co' };

  beforeAll(async () => {
    ({ app, page } = await startAppWithOwner(owner, { integrations: { sandbox: true } }));
  });

  afterAll(async () => {
    await app?.stop();
  });

  it('R-OPEN-03 R-ROUTE-16: explains what is asked of Google before anything is connected', async () => {
    await page.goto('/connections');
    await page.getByRole('link', { name: 'Connect Google Analytics 4' }).click();
    await page.waitForURL((url) => url.pathname === '/ga4-setup');
    await page.getByRole('heading', { name: 'Connect Google Analytics 4', level: 1 }).waitFor();
    expect(await page.getByText('Read-only access to your Analytics reports (the analytics.readonly scope).').isVisible()).toBe(true);
  });

  it('connects through Google\'s consent page and picks the property the reports read', async () => {
    await page.getByRole('button', { name: 'Connect with Google' }).click();
    await page.waitForURL((url) => url.pathname === '/o/oauth2/v2/auth');
    googleOrigin = new URL(page.url()).origin;
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Marketing Workspace wants to access your Google Account');
    await page.getByRole('button', { name: 'Allow' }).click();
    await page.waitForURL((url) => url.pathname === '/ga4-setup');
    await page.getByText('Google Analytics is connected. Choose the properties this space reports on.').waitFor({ timeout: 10_000 });
    // The single-use code left the address bar.
    expect(new URL(page.url()).search).toBe('');
    await page.getByRole('checkbox', { name: 'Linked: sandbox-shop.example (web)' }).click({ force: true });
    expect(await page.getByRole('radio', { name: 'Reports on: sandbox-shop.example (web)' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Save properties' }).click();
    await page.waitForURL((url) => url.pathname === '/connections');
    const card = page.getByTestId('connection-ga4');
    await expect.poll(() => card.getByTestId('connection-status').innerText(), { timeout: 10_000 }).toBe('Connected');
    expect(await card.innerText()).toContain('Account: sandbox-shop.example (web) (300001)');
  });

  it('R-OPEN-04: at 1280 px and 390 px, every account\'s table puts "Linked" and "Reports on" in the same columns, each box under its heading', async () => {
    /** Per table, the left edges of its column headings and of each row's checkbox and radio. */
    const columns = (p: Page) =>
      p.evaluate(() =>
        [...document.querySelectorAll('.ga4-properties table')].map((table) => ({
          headings: [...table.querySelectorAll('thead th')].map((th) => Math.round(th.getBoundingClientRect().left)),
          boxes: [...table.querySelectorAll('tbody tr')].map((row) => [...row.querySelectorAll('td')].map((td) => Math.round(td.querySelector('input')!.closest('label')!.getBoundingClientRect().left))),
        })),
      );
    for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
      const p = viewport.width === 1280 ? page : await app.newPage({ viewport });
      if (p !== page) {
        await signInThroughPage(p, owner);
        await p.waitForURL((url) => url.pathname === '/dashboard');
      }
      await p.goto('/connections/ga4/manage');
      await p.getByRole('checkbox', { name: 'Linked: blog.sandbox.example' }).waitFor({ timeout: 10_000 });
      const tables = await columns(p);
      expect(tables.length, 'the sandbox has two accounts').toBeGreaterThan(1);
      // The same columns in every account's table.
      for (const table of tables) expect(table.headings).toEqual(tables[0]!.headings);
      // Each checkbox and radio starts where its heading's column does (give or take the cell's padding).
      for (const table of tables) {
        for (const [linked, reportsOn] of table.boxes) {
          expect(Math.abs(linked! - table.headings[1]!), `Linked box at ${linked}, heading at ${table.headings[1]}`).toBeLessThanOrEqual(12);
          expect(Math.abs(reportsOn! - table.headings[2]!), `Reports on box at ${reportsOn}, heading at ${table.headings[2]}`).toBeLessThanOrEqual(12);
        }
      }
      expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      if (p !== page) await p.context().close();
    }
  });

  it('R-OPEN-04 R-ROUTE-15: manages the properties at /connections/ga4/manage, and at 390 px', async () => {
    const narrow = await app.newPage({ viewport: { width: 390, height: 844 } });
    await signInThroughPage(narrow, owner);
    await narrow.waitForURL((url) => url.pathname === '/dashboard');
    await narrow.goto('/connections/ga4/manage');
    await narrow.getByRole('checkbox', { name: 'Linked: blog.sandbox.example' }).waitFor({ timeout: 10_000 });
    expect(await narrow.getByRole('checkbox', { name: 'Linked: sandbox-shop.example (web)' }).isChecked()).toBe(true);
    expect(await narrow.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await narrow.context().close();
  });

  it('R-OPEN-01 R-OPEN-35 R-OPEN-37: shows the figures on the Dashboard: GA4 against the period before with its trend chart, and the ad platform by campaign', async () => {
    // Meta Ads through the Connections dialog.
    await page.goto('/connections');
    await page.getByRole('button', { name: 'Connect Meta Ads' }).click();
    const dialog = page.getByRole('dialog', { name: 'Connect Meta Ads' });
    await dialog.getByLabel('Access token').fill('sandbox-dashboard-token-0123456789abcdefgh');
    await dialog.getByRole('button', { name: 'Connect' }).click();
    await dialog.waitFor({ state: 'hidden', timeout: 10_000 });
    await page.goto('/dashboard');
    const analytics = page.getByTestId('dashboard-analytics');
    await analytics.getByTestId('analytics-headlines').waitFor({ timeout: 15_000 });
    expect(await analytics.getByRole('heading', { name: 'Google Analytics 4: sandbox-shop.example (web)' }).isVisible()).toBe(true);
    expect(await page.locator('.dashboard-figures').getByText('Sandbox data').isVisible()).toBe(true);
    const headlines = await analytics.getByTestId('analytics-headlines').innerText();
    expect(headlines).toMatch(/Sessions\s*[\d,]+\s*[+-]?\d+ % vs the period before/);
    expect(headlines).toContain('Key events');
    expect(headlines).toContain('Revenue');
    await expect.poll(() => analytics.getByTestId('trend-chart').locator('canvas').isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await analytics.getByRole('img', { name: /^Line chart of sessions per day over 28 days/ }).isVisible()).toBe(true);
    expect(await analytics.getByRole('rowheader', { name: 'Organic Search' }).isVisible()).toBe(true);
    expect(await analytics.getByRole('rowheader', { name: '/spring-sale' }).isVisible()).toBe(true);
    const ads = page.getByTestId('dashboard-ads');
    await ads.getByTestId('ad-headlines').waitFor({ timeout: 10_000 });
    expect(await ads.getByTestId('ad-headlines').innerText()).toMatch(/Ad spend\s*\$[\d,]+\.\d\d/);
    expect(await ads.getByRole('rowheader', { name: 'Spring sale - prospecting' }).isVisible()).toBe(true);
    // Another period reads the figures again for it.
    await page.getByRole('combobox', { name: 'Period' }).selectOption('7');
    await expect.poll(() => analytics.getByRole('img', { name: /^Line chart of sessions per day over 7 days/ }).isVisible(), { timeout: 10_000 }).toBe(true);
  });

  it('asks the CMO, whose answer cites the analytics figures', async () => {
    await page.goto('/agents/cmo');
    // The chat route's first load in this browser fetches its code; two browsers and servers share two cores in CI.
    await page.getByRole('heading', { name: 'CMO Agent', level: 1 }).waitFor({ timeout: 30_000 });
    await page.getByRole('textbox', { name: 'Message' }).fill('How are our channels doing, and where should next month\'s budget go?');
    await page.getByRole('button', { name: 'Send' }).click();
    const answer = page.locator('[data-testid="chat-message"][data-role="assistant"][data-outcome="completed"]').last();
    await expect.poll(() => answer.count(), { timeout: 60_000 }).toBe(1);
    await expect.poll(() => answer.innerText(), { timeout: 30_000 }).toContain('Figures from Google Analytics 4, sandbox-shop.example (web)');
    const text = await answer.innerText();
    expect(text).toContain('Meta Ads, Sandbox Ads Account');
    // The call names a campaign of the connected ad account with its figures in dollars.
    expect(text).toMatch(/"(Spring sale - prospecting|Retargeting - cart visitors|Brand awareness - video)"/);
    expect(text).toMatch(/\$[\d,]+\.\d\d/);
    expect(text).not.toContain('Sources');
  });

  it('R-ERR-02 R-ERR-03: asks to reconnect when Google refuses the stored authorization, and the person stays signed in', async () => {
    // The person removes the app's access in their Google Account.
    const google = await app.newPage();
    await google.goto(`${googleOrigin}/account/permissions`);
    await google.getByRole('button', { name: 'Remove access' }).click();
    await google.getByRole('heading', { name: 'Access removed' }).waitFor();
    await google.context().close();
    await page.goto('/connections/ga4/manage');
    await page.getByText('Google Analytics authentication has expired. Please reconnect your account.').waitFor({ timeout: 10_000 });
    expect(await page.getByRole('link', { name: 'Reconnect Google Analytics' }).isVisible()).toBe(true);
    // Still signed in: the shell and the account are there, no sign-in page.
    expect(new URL(page.url()).pathname).toBe('/connections/ga4/manage');
    await page.goto('/connections');
    const card = page.getByTestId('connection-ga4');
    await expect.poll(() => card.getByTestId('connection-status').innerText(), { timeout: 10_000 }).toBe('Needs reconnecting');
    expect(await card.innerText()).toContain('Token has been expired or revoked.');
  });
});
