import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { opened, registerThroughApi, settled, signInThroughPage, startE2eApp, type E2eApp } from './support/e2e-app.ts';

const PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'violet glacier compass 91';

/**
 * "Settings shows name, email and notifications only", in a real browser against the real server:
 * changing one's name (the account menu follows at once), one's password (the other browser is signed out,
 * this one stays), and the active sessions (a second browser listed, signed out from here). No sideways
 * scrolling at 390 px (axe at 1280 and 390 px: accessibility-*.e2e.test.ts).
 */
describe('account settings in the browser', () => {
  let app: E2eApp;
  const stamp = Date.now();

  async function registerAccount(email: string, name: string): Promise<void> {
    const res = await registerThroughApi(app, { email, password: PASSWORD, name, org: `${name} Co` });
    expect(res.status).toBe(201);
    // The set-up's own session ends, so the sessions listed are the browsers' below.
    const { refresh_token } = (await res.json()) as { refresh_token: string };
    const out = await fetch(`${app.url}/api/v1/logout`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ refresh_token }) });
    expect(out.status).toBe(200);
  }

  async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
    await signInThroughPage(page, { email, password });
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 15_000 });
  }

  async function openSettings(page: Page): Promise<void> {
    await page.goto('/settings');
    await page.getByRole('heading', { name: 'Active sessions' }).waitFor({ timeout: 10_000 });
    await page.getByTestId('session-row').first().waitFor({ timeout: 10_000 });
  }

  /** A page that was signed in is sent to Login when it loads again. */
  async function signedOutOnReload(page: Page): Promise<void> {
    await page.reload();
    await page.waitForURL((url) => url.pathname === '/login', { timeout: 15_000 });
  }

  beforeAll(async () => {
    app = await startE2eApp();
  });

  afterAll(async () => {
    await app?.stop();
  });

  it('R-ROUTE-30 R-MENU-02 Profile: a new name is saved and shows in the account menu at once; the email is read-only', async () => {
    const email = `grace.${stamp}@settings.test`;
    await registerAccount(email, 'Grace Hopper');
    const page = await app.newPage();
    await signIn(page, email);
    await page.getByRole('button', { name: 'Grace Hopper' }).click();
    await (await opened(page.getByRole('menu', { name: 'Account menu' }))).getByRole('menuitem', { name: 'Settings' }).click();
    await page.waitForURL((url) => url.pathname === '/settings');
    await openSettings(page);

    const name = page.getByLabel('Name', { exact: true });
    expect(await name.inputValue()).toBe('Grace Hopper');
    const emailField = page.getByLabel('Email', { exact: true });
    expect(await emailField.inputValue()).toBe(email);
    expect(await emailField.getAttribute('readonly')).not.toBeNull();

    await name.fill('   ');
    await expect.poll(() => page.getByText('Name is required').isVisible()).toBe(true);
    await name.fill('Grace Brewster Hopper');
    await page.getByRole('button', { name: 'Save name' }).click();
    await expect.poll(() => page.getByText('Your name has been changed').isVisible(), { timeout: 10_000 }).toBe(true);
    // The account menu shows the new name without a reload.
    await expect.poll(() => page.getByRole('button', { name: 'Grace Brewster Hopper' }).isVisible()).toBe(true);
    // And the server has it: a reload still shows it.
    await page.reload();
    await expect.poll(() => page.getByLabel('Name', { exact: true }).inputValue(), { timeout: 10_000 }).toBe('Grace Brewster Hopper');
    await openSettings(page);
  });

  it('Active sessions: a second browser shows as another session; signing it out from here signs it out there', async () => {
    const email = `ada.${stamp}@settings.test`;
    await registerAccount(email, 'Ada Lovelace');
    const here = await app.newPage();
    const other = await app.newPage();
    const third = await app.newPage();
    await signIn(here, email);
    await signIn(other, email);
    await openSettings(here);

    const rows = here.getByTestId('session-row');
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(2);
    expect(await here.getByText('This device', { exact: true }).count()).toBe(1);
    // This device is listed first and has no sign-out button of its own.
    expect(await rows.first().getByText('This device', { exact: true }).isVisible()).toBe(true);
    expect(await rows.first().getByRole('button').count()).toBe(0);

    await rows.nth(1).getByRole('button', { name: /^Sign out the session on / }).click();
    await expect.poll(() => here.getByText('The session was signed out').isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => rows.count()).toBe(1);
    expect(await here.getByText('You are not signed in anywhere else.').isVisible()).toBe(true);
    await signedOutOnReload(other);

    // "Sign out of all other sessions" asks first and keeps this one.
    await signIn(third, email);
    await here.reload();
    await openSettings(here);
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(2);
    await here.getByRole('button', { name: 'Sign out of all other sessions' }).click();
    const dialog = here.getByRole('alertdialog');
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('You stay signed in here.');
    await dialog.getByRole('button', { name: 'Sign out others' }).click();
    await expect.poll(() => here.getByText('Signed out of 1 other session').isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => rows.count()).toBe(1);
    await signedOutOnReload(third);
    // This one is still signed in.
    await here.reload();
    await openSettings(here);
    expect(new URL(here.url()).pathname).toBe('/settings');
  });

  it('Password: a wrong current password is shown under its field; a change keeps this browser, signs the other out, and the new password signs in', async () => {
    const email = `alan.${stamp}@settings.test`;
    await registerAccount(email, 'Alan Turing');
    const here = await app.newPage();
    const before = await app.newPage();
    await signIn(before, email);
    await signIn(here, email);
    await openSettings(here);

    const current = here.getByLabel('Current password', { exact: true });
    const next = here.getByLabel('New password', { exact: true });
    const confirm = here.getByLabel('Confirm new password', { exact: true });
    // The registration rules, as typed.
    await next.fill('short');
    await next.blur();
    await expect.poll(() => here.getByText('Password must be at least 8 characters').isVisible()).toBe(true);

    await current.fill('not my password at all');
    await next.fill(NEW_PASSWORD);
    await confirm.fill(NEW_PASSWORD);
    await here.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => here.getByText('The current password is not correct').isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await current.getAttribute('aria-invalid')).toBe('true');

    await current.fill(PASSWORD);
    await here.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => here.getByText('Your password has been changed. Your other sessions were signed out.').isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await current.inputValue()).toBe('');
    await expect.poll(() => here.getByTestId('session-row').count(), { timeout: 10_000 }).toBe(1);

    // The browser signed in before is signed out on its next load; this one stays signed in.
    await signedOutOnReload(before);
    await here.reload();
    await openSettings(here);
    expect(new URL(here.url()).pathname).toBe('/settings');

    // The old password no longer signs in; the new one does.
    const fresh = await app.newPage();
    await signInThroughPage(fresh, { email, password: PASSWORD });
    await expect.poll(() => fresh.getByRole('alert').innerText(), { timeout: 10_000 }).toContain('Invalid email or password');
    await signIn(fresh, email, NEW_PASSWORD);
  });

  it('at 390 px wide: no sideways scrolling, with errors under the fields and with the confirmation open', async () => {
    const email = `mary.${stamp}@settings.test`;
    await registerAccount(email, 'Mary Somerville');
    const elsewhere = await app.newPage();
    await signIn(elsewhere, email);
    const page = await app.newPage({ viewport: { width: 390, height: 844 } });
    await signIn(page, email);
    await openSettings(page);
    await expect.poll(() => page.getByTestId('session-row').count(), { timeout: 10_000 }).toBe(2);
    await page.getByLabel('Current password', { exact: true }).fill('wrong guess here');
    await page.getByLabel('New password', { exact: true }).fill('x');
    await page.getByLabel('New password', { exact: true }).blur();
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => page.getByText('Type the new password again').isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Sign out of all other sessions' }).click();
    await page.getByRole('alertdialog').waitFor();
    // Measured once the dialog has finished opening (it scales in).
    await settled(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
