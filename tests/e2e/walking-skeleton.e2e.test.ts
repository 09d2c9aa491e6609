import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { opened, registerThroughPage, settled, signInThroughPage, startE2eApp, type E2eApp } from './support/e2e-app.ts';

/**
 * The walking skeleton in a real browser against the real server: the guard, registering, the
 * Dashboard with the default space, the account menu and logging out through the confirmation.
 */
describe('walking skeleton in the browser', () => {
  let app: E2eApp;
  let page: Page;
  const user = {
    name: 'Ada Lovelace',
    email: `ada.${Date.now()}@analytical-engines.test`,
    password: 'correct horse battery',
    org: 'Analytical Engines',
  };

  beforeAll(async () => {
    app = await startE2eApp();
    page = await app.newPage();
  });

  afterAll(async () => {
    await app?.stop();
  });

  it('R-GUARD-02 R-GUARD-03 R-ROUTE-04: an unauthenticated visit to /dashboard lands on Login with the redirect query, without the shell', async () => {
    await page.goto('/dashboard');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).search).toBe('?redirect=%2Fdashboard');
    await expect.poll(() => page.getByRole('heading', { name: 'Sign in to your workspace' }).isVisible()).toBe(true);
    expect(await page.getByRole('banner').count()).toBe(0);
    expect(await page.getByText('Alpha').count()).toBe(1); // the brand above the card, not a header
  });

  it('R-GUARD-02: a page the guard refuses leaves no entry in the history, so Back from Login does not lead to it', async () => {
    const visitor = await app.newPage();
    await visitor.goto('/login');
    await expect.poll(() => visitor.getByRole('heading', { name: 'Sign in to your workspace' }).isVisible()).toBe(true);
    const entries = await visitor.evaluate(() => window.history.length);
    await visitor.goto('/dashboard');
    await visitor.waitForURL((url) => url.pathname === '/login' && url.search === '?redirect=%2Fdashboard');
    // One entry for the visit: Login with the redirect query took the refused page's place.
    expect(await visitor.evaluate(() => window.history.length)).toBe(entries + 1);
    await visitor.goBack();
    await visitor.waitForURL((url) => url.pathname === '/login' && url.search === '');
    await expect.poll(() => visitor.getByRole('heading', { name: 'Sign in to your workspace' }).isVisible()).toBe(true);
    await visitor.close();
  });

  it('a first visit to Login and Register downloads none of the signed-in code, which loads with the first signed-in page', async () => {
    const visitor = await app.newPage();
    const scripts: { path: string; body: Promise<string> }[] = [];
    visitor.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push({ path: new URL(response.url()).pathname, body: response.text() });
    });
    await visitor.goto('/login');
    await expect.poll(() => visitor.getByRole('heading', { name: 'Sign in to your workspace' }).isVisible()).toBe(true);
    await visitor.getByRole('link', { name: 'Create one' }).click();
    await expect.poll(() => visitor.getByLabel('Organization name').isVisible()).toBe(true);
    await visitor.waitForLoadState('networkidle');
    // What only signed-in pages use: the knowledge base's API path (its store) and a chat screen's label (the shell's texts).
    const signedInCode = async () => {
      const bodies = await Promise.all(scripts.map((s) => s.body));
      return scripts.filter((_, i) => bodies[i]!.includes('/knowledge-base/documents') || bodies[i]!.includes('Bookmarked emails')).map((s) => s.path);
    };
    expect(scripts.length).toBeGreaterThan(0);
    expect(await signedInCode()).toEqual([]);
    await registerThroughPage(visitor, { name: 'Grace Hopper', email: `grace.${Date.now()}@cobol.test`, password: 'correct horse battery', org: 'Compilers' });
    await expect.poll(() => visitor.getByRole('heading', { name: 'General', level: 1 }).isVisible()).toBe(true);
    expect((await signedInCode()).length).toBeGreaterThan(0);
    await visitor.close();
  });

  it('R-ROUTE-05: Register shows no app shell and validates as the user types', async () => {
    await page.getByRole('link', { name: 'Create one' }).click();
    await page.waitForURL((url) => url.pathname === '/register');
    // The address changes first; Login, which has a password field too, stays until Register's code has arrived.
    await expect.poll(() => page.getByLabel('Organization name').isVisible()).toBe(true);
    expect(await page.getByRole('banner').count()).toBe(0);
    await page.getByLabel('Password').fill('short');
    await expect.poll(() => page.getByText('Password must be at least 8 characters').isVisible()).toBe(true);
  });

  it('R-ROUTE-13 R-SPACES-04 R-PROD-01 R-GUARD-23: registering lands on the Dashboard with the default space and the Alpha badge', async () => {
    await page.getByLabel('Your name').fill(user.name);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByLabel('Organization name').fill(user.org);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    // A first sign-in opens the welcome modal; it is closed here (its own test is in shell.e2e).
    await page.getByRole('button', { name: 'Get started' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => page.getByRole('heading', { name: 'General', level: 1 }).isVisible()).toBe(true);
    expect(await page.getByText('/general').isVisible()).toBe(true);
    const header = page.getByRole('banner');
    expect(await header.getByText('Alpha', { exact: true }).isVisible()).toBe(true);
  });

  it('R-MENU-01 R-MENU-02 R-MENU-04: the account menu opens from the keyboard and shows the name and email, Settings and Logout', async () => {
    await page.getByRole('button', { name: user.name }).focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect.poll(() => menu.isVisible()).toBe(true);
    expect(await page.getByText(user.email).isVisible()).toBe(true);
    expect(await menu.getByRole('menuitem', { name: 'Settings' }).isVisible()).toBe(true);
    expect(await menu.getByRole('menuitem', { name: 'Logout' }).isVisible()).toBe(true);
    // The keys below go to a menu that has finished opening (the Logout they end on opens a dialog over it).
    await settled(page);
    const focused = () => page.evaluate(() => document.activeElement?.textContent);
    expect(await focused()).toBe('Settings');
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe('General'); // the space section (R-MENU-03)
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe('Create New Space');
    // An owner's organization screens, after the spec's items.
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe('Organization');
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe('Manage Users');
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe('Logout');
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe('Settings');
    await page.keyboard.press('ArrowUp');
    expect(await focused()).toBe('Logout');
  });

  it('R-MENU-05 R-MENU-06 R-MENU-07 R-MENU-08 R-GUARD-16: Logout asks for confirmation, and Sign Out returns to Login', async () => {
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    // What follows acts on a dialog that has finished opening, over a menu that has finished closing.
    await settled(page);
    expect(await dialog.getByRole('heading').innerText()).toBe('Confirm Logout');
    expect(await dialog.getByText('Are you sure you want to sign out? You will need to sign in again to access your account.', { exact: true }).isVisible()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Cancel' }).isVisible()).toBe(true);
    // Focus moves into the dialog, onto Cancel.
    expect(await page.evaluate(() => document.activeElement?.closest('[role=dialog]') !== null)).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');

    // Cancel keeps the session.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/dashboard');

    // Hold the server's answer so 'Signing out...' can be seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/logout', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: user.name }).click();
    await (await opened(page.getByRole('menu'))).getByRole('menuitem', { name: 'Logout' }).click();
    await dialog.getByRole('button', { name: 'Sign Out' }).click();
    await expect.poll(() => dialog.getByRole('button', { name: 'Signing out...' }).isVisible()).toBe(true);
    release();
    await page.waitForURL((url) => url.pathname === '/login' && url.search === '');
    await page.unroute('**/api/v1/logout');
    await expect.poll(() => page.getByRole('heading', { name: 'Sign in to your workspace' }).isVisible()).toBe(true);
  });

  it('R-GUARD-03: after logout the Dashboard is closed again', async () => {
    await page.goto('/dashboard');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/dashboard');
  });

  it('R-GUARD-10 R-GUARD-23: signing in with the redirect query goes back to the wanted page', async () => {
    await signInThroughPage(page, { email: user.email, password: 'wrong password' }, { open: false });
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Invalid email or password');
    await signInThroughPage(page, user, { open: false });
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await expect.poll(() => page.getByRole('heading', { name: 'General', level: 1 }).isVisible()).toBe(true);
  });

  it('R-ROUTE-03 R-GUARD-11 R-ROUTE-30 R-MENU-02: signed in, / and /login go to the Dashboard and Settings opens in the shell', async () => {
    await page.goto('/');
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.goto('/login');
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByRole('button', { name: user.name }).click();
    await (await opened(page.getByRole('menu'))).getByRole('menuitem', { name: 'Settings' }).click();
    await page.waitForURL((url) => url.pathname === '/settings');
    expect(await page.getByRole('banner').isVisible()).toBe(true);
  });

  it('follows a dark system colour scheme', async () => {
    const dark = await app.browser.newContext({ baseURL: app.url, colorScheme: 'dark', viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
    const darkPage = await dark.newPage();
    await darkPage.goto('/login');
    await expect.poll(() => darkPage.evaluate(() => document.body.classList.contains('bp6-dark'))).toBe(true);
    await dark.close();
  });

  it('R-ROUTE-05: a refused registration says "Registration failed" and keeps every typed value', async () => {
    const other = await app.newPage();
    await other.goto('/register');
    await other.getByLabel('Your name').fill('Someone Else');
    await other.getByLabel('Email').fill(user.email);
    await other.getByLabel('Password').fill(user.password);
    await other.getByLabel('Organization name').fill('Another Org');
    await other.getByRole('button', { name: 'Create Account' }).click();
    await expect.poll(() => other.getByRole('alert').isVisible()).toBe(true);
    expect(await other.getByRole('alert').innerText()).toContain('Registration failed');
    expect(new URL(other.url()).pathname).toBe('/register');
    expect(await other.getByLabel('Your name').inputValue()).toBe('Someone Else');
    expect(await other.getByLabel('Email').inputValue()).toBe(user.email);
    expect(await other.getByLabel('Password').inputValue()).toBe(user.password);
    expect(await other.getByLabel('Organization name').inputValue()).toBe('Another Org');
    await other.context().close();
  });
});
