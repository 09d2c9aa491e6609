import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { registerThroughApi, signInThroughPage, startE2eApp, type E2eApp } from './support/e2e-app.ts';

const OLD_PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'violet glacier compass 91';
const SENT = 'If an account uses this address, we sent it a link to set a new password. The link is valid for 30 minutes.';

/** The newest password reset link mailed to `email` (the server keeps mail in its outbox without SMTP). */
async function resetLink(app: E2eApp, email: string): Promise<URL> {
  const mail = await app.server.database.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('to_address', '=', email)
    .where('subject', '=', 'Reset your password')
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  if (!mail) throw new Error(`no reset mail to ${email}`);
  return new URL(mail.link ?? /https?:\/\/\S+/.exec(mail.body)![0], app.url);
}

async function resetMailCount(app: E2eApp, email: string): Promise<number> {
  return (await app.server.database.db.selectFrom('mail_outbox').select('id').where('to_address', '=', email).where('subject', '=', 'Reset your password').execute()).length;
}

/**
 * "No way back in without the password", in a real browser against the real server: Login's
 * "Forgot password?", the one confirmation whatever the address, the emailed link, a new password, and
 * signing in with it. (axe on both new screens: accessibility-*.e2e.test.ts.)
 */
describe('forgot password in the browser', () => {
  let app: E2eApp;
  let page: Page;
  const email = `ada.${Date.now()}@engines.test`;

  beforeAll(async () => {
    app = await startE2eApp();
    page = await app.newPage();
    const registered = await registerThroughApi(app, { email, password: OLD_PASSWORD, name: 'Ada Lovelace', org: 'Analytical Engines' });
    expect(registered.status).toBe(201);
  });

  afterAll(async () => {
    await app?.stop();
  });

  it('Login and Register link to each other', async () => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Create one' }).click();
    await page.waitForURL((url) => url.pathname === '/register');
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
  });

  it('Forgot password answers the same for an unknown address and mails nothing', async () => {
    const stranger = `nobody.${Date.now()}@engines.test`;
    await page.goto('/forgot-password');
    const field = page.getByLabel('Email');
    await field.fill('nobody@');
    await field.blur();
    await expect.poll(() => page.getByText('Enter a valid email address').isVisible()).toBe(true);
    await field.fill(stranger);
    await page.getByRole('button', { name: 'Email me a reset link' }).click();
    await expect.poll(() => page.getByTestId('forgot-result').innerText(), { timeout: 10_000 }).toBe(SENT);
    expect(await resetMailCount(app, stranger)).toBe(0);
  });

  it('from Login: ask for a link, open it, set a new password, and sign in with it', async () => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL((url) => url.pathname === '/forgot-password');
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor({ timeout: 10_000 });
    // The address typed on Login comes along.
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    expect(await page.getByRole('banner').count()).toBe(0);

    await page.getByRole('button', { name: 'Email me a reset link' }).click();
    await expect.poll(() => page.getByTestId('forgot-result').innerText(), { timeout: 10_000 }).toBe(SENT);

    const link = await resetLink(app, email);
    expect(link.pathname).toBe('/reset-password');
    expect(link.searchParams.get('token')).toBeTruthy();
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor({ timeout: 10_000 });
    expect(await page.getByRole('banner').count()).toBe(0);

    // Checked as on Register: too short, then the two fields must match.
    const password = page.getByLabel('New password', { exact: true });
    const confirm = page.getByLabel('Confirm new password', { exact: true });
    await password.fill('short');
    await password.blur();
    await expect.poll(() => page.getByText('Password must be at least').isVisible()).toBe(true);
    await password.fill(NEW_PASSWORD);
    await confirm.fill(`${NEW_PASSWORD}!`);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect.poll(() => page.getByText('The two passwords do not match').isVisible()).toBe(true);

    await confirm.fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set new password' }).click();
    const result = page.getByTestId('reset-result');
    await expect.poll(() => result.innerText(), { timeout: 10_000 }).toBe('Your password has been changed. Sign in with your new password.');

    // The link works once.
    const again = await fetch(`${app.url}/api/v1/password/reset`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token: link.searchParams.get('token'), password: 'another strong lantern 27' }),
    });
    expect(again.status).toBe(400);

    await page.getByRole('link', { name: 'Continue to sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await signInThroughPage(page, { email, password: OLD_PASSWORD }, { open: false });
    await expect.poll(() => page.getByRole('alert').innerText(), { timeout: 10_000 }).toContain('Invalid email or password');
    await signInThroughPage(page, { email, password: NEW_PASSWORD }, { open: false });
    await page.waitForURL((url) => url.pathname === '/dashboard');
  });

  it('a used link shows the server error and the way to a new one', async () => {
    const link = await resetLink(app, email);
    const visitor = await app.newPage();
    await visitor.goto(`${link.pathname}${link.search}`);
    await visitor.getByRole('heading', { name: 'Choose a new password' }).waitFor({ timeout: 10_000 });
    await visitor.getByLabel('New password', { exact: true }).fill('another strong lantern 27');
    await visitor.getByLabel('Confirm new password', { exact: true }).fill('another strong lantern 27');
    await visitor.getByRole('button', { name: 'Set new password' }).click();
    await expect.poll(() => visitor.getByRole('alert').innerText(), { timeout: 10_000 }).toContain('This password reset link is invalid, already used or expired. Ask for a new one.');
    expect(await visitor.getByRole('link', { name: 'Ask for a new reset link' }).getAttribute('href')).toBe('/forgot-password');
  });
});
