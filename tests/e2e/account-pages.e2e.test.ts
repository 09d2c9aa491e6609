import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatCredits } from '../../core/domain/billing/credits.ts';
import { registerThroughApi, signInThroughPage, startE2eApp, type E2eApp } from './support/e2e-app.ts';

const PASSWORD = 'correct horse battery';

/** The newest link mailed to `email` (the server keeps mail in its outbox without SMTP). */
async function mailedLink(app: E2eApp, email: string): Promise<URL> {
  const mails = await app.server.database.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', email).execute();
  const mail = mails.at(-1);
  if (!mail) throw new Error(`no mail to ${email}`);
  return new URL(mail.link ?? /https?:\/\/\S+/.exec(mail.body)![0], app.url);
}

async function signIn(page: Page, email: string): Promise<void> {
  await signInThroughPage(page, { email, password: PASSWORD });
  await page.waitForURL((url) => url.pathname === '/dashboard');
}

/**
 * The account pages a person reaches around registration, in a real browser against the real
 * server: the verification link (good, used and broken, with a new link on request), the waitlist,
 * Register leading to it in waitlist mode and the approved pass, and payment success after an
 * offline test-mode upgrade from Pricing. (axe: accessibility-*.e2e.test.ts.)
 */
describe('account pages in the browser', () => {
  let app: E2eApp;
  let page: Page;
  const email = `grace.${Date.now()}@compilers.test`;

  beforeAll(async () => {
    app = await startE2eApp();
    page = await app.newPage();
    const registered = await registerThroughApi(app, { email, password: PASSWORD, name: 'Grace Hopper', org: 'Compilers Inc' });
    expect(registered.status).toBe(201);
  });

  afterAll(async () => {
    await app?.stop();
  });

  it('R-ROUTE-06: the link of the verification email confirms the address, once, without the app shell', async () => {
    const link = await mailedLink(app, email);
    expect(link.pathname).toBe('/verify-email');
    expect(link.searchParams.get('token')).toBeTruthy();
    await page.goto(`${link.pathname}${link.search}`);
    const result = page.getByTestId('verify-result');
    await expect.poll(() => result.innerText(), { timeout: 10_000 }).toBe('Your email address is verified');
    expect(await page.getByRole('link', { name: 'Continue to sign in' }).getAttribute('href')).toBe('/login');
    expect(await page.getByRole('banner').count()).toBe(0);

    // The same link again is used up: the server's error shows, with a way to get a new one.
    await page.goto(`${link.pathname}${link.search}`);
    await expect.poll(() => result.innerText(), { timeout: 10_000 }).toBe('This verification link is invalid or has expired');
    expect(await page.getByRole('button', { name: 'Send a new link' }).isVisible()).toBe(true);
  });

  it('R-ROUTE-06: a bad token shows the server error and offers a new link, checking the address as it is typed', async () => {
    await page.goto('/verify-email?token=not-a-real-token');
    await expect.poll(() => page.getByTestId('verify-result').innerText(), { timeout: 10_000 }).toBe('This verification link is invalid or has expired');
    const field = page.getByLabel('Email');
    await field.fill('grace@');
    await field.blur();
    await expect.poll(() => page.getByText('Enter a valid email address').isVisible()).toBe(true);
    await field.fill(email);
    await page.getByRole('button', { name: 'Send a new link' }).click();
    await expect.poll(() => page.getByTestId('resend-result').innerText()).toBe('If that account exists and is not verified yet, we sent a new link');
  });

  it('R-ROUTE-07: the waitlist, without the app shell, checks the fields as they are typed, keeps them on a refusal and confirms the place', async () => {
    await page.goto('/waitlist');
    await expect.poll(() => page.getByRole('heading', { name: 'Join the waitlist' }).isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await page.getByRole('banner').count()).toBe(0);
    await page.getByRole('button', { name: 'Join the waitlist' }).click();
    await expect.poll(() => page.getByText('Email is required').isVisible()).toBe(true);
    expect(await page.getByText('Name is required').isVisible()).toBe(true);
    const joiner = `alan.${Date.now()}@bletchley.test`;
    await page.getByLabel('Email').fill('alan@');
    await page.getByLabel('Email').blur();
    await expect.poll(() => page.getByText('Enter a valid email address').isVisible()).toBe(true);
    await page.getByLabel('Email').fill(joiner);
    await page.getByLabel('Your name').fill('Alan Turing');
    expect(await page.getByText('Name is required').count()).toBe(0);
    // A company name longer than the server takes: refused, and everything typed stays.
    const tooLong = 'B'.repeat(201);
    await page.getByLabel('Company (optional)').fill(tooLong);
    await page.getByRole('button', { name: 'Join the waitlist' }).click();
    await expect.poll(() => page.getByRole('alert').first().isVisible()).toBe(true);
    expect(await page.getByLabel('Email').inputValue()).toBe(joiner);
    expect(await page.getByLabel('Your name').inputValue()).toBe('Alan Turing');
    expect(await page.getByLabel('Company (optional)').inputValue()).toBe(tooLong);
    await page.getByLabel('Company (optional)').fill('Bletchley');
    await page.getByRole('button', { name: 'Join the waitlist' }).click();
    await expect.poll(() => page.getByTestId('waitlist-joined').innerText()).toBe('You are on the waitlist. We will email you when your access is ready.');
  });

  it('R-ROUTE-09 R-ROUTE-10: payment success is public, says a returning checkout is being confirmed, and after a test-mode upgrade from Pricing shows the new plan', async () => {
    const visitor = await app.newPage();
    await visitor.goto('/payment/success');
    await expect.poll(() => visitor.getByTestId('payment-result').innerText(), { timeout: 10_000 }).toContain('Sign in to see your plan and credits.');
    await visitor.context().close();

    await signIn(page, email);
    // Back from a checkout (Stripe's return query) while the plan is still Free: being confirmed.
    await page.goto('/success?session_id=cs_test_e2e');
    const result = page.getByTestId('payment-result');
    await expect.poll(() => result.innerText(), { timeout: 10_000 }).toContain('Confirming your payment');
    expect(await page.getByText('Checkout reference: cs_test_e2e').isVisible()).toBe(true);

    // Pricing on this server (no Stripe keys) changes the plan at once in test mode.
    await page.goto('/pricing');
    const pro = page.locator('.pricing-card').filter({ has: page.getByRole('heading', { name: /^Pro\b/ }) });
    await expect.poll(() => pro.getByRole('button', { name: 'Upgrade' }).isEnabled(), { timeout: 10_000 }).toBe(true);
    await pro.getByRole('button', { name: 'Upgrade' }).click();
    // The confirmation says what happens to the credits first.
    await page.getByRole('dialog').getByRole('button', { name: 'Upgrade now' }).click();
    await expect.poll(() => page.getByText('You are now on Pro').isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await page.getByText('Test mode', { exact: true }).isVisible()).toBe(true);
    await page.getByRole('link', { name: 'See your plan and credits' }).click();
    await page.waitForURL((url) => url.pathname === '/payment/success');
    await expect.poll(() => result.innerText(), { timeout: 10_000 }).toContain('Thank you: your plan is active');
    const credits = await page.evaluate(async () => {
      const response = await fetch('/api/v1/billing/credits', {
        headers: { Authorization: `Bearer ${localStorage.getItem('access_token')}`, 'X-Space-ID': localStorage.getItem('currentSpaceId') ?? '' },
      });
      return ((await response.json()) as { remaining: number }).remaining;
    });
    expect(await result.innerText()).toContain(`You are on Pro with ${formatCredits(credits)} credits available.`);

    // The checkout return after the upgrade has landed: no longer "confirming".
    await page.goto('/success?session_id=cs_test_e2e');
    await expect.poll(() => result.innerText(), { timeout: 10_000 }).toContain('Thank you: your plan is active');
  });
});

describe('registration in waitlist mode in the browser', () => {
  let app: E2eApp;
  const admin = { email: 'ada.admin@platform.test', password: 'platform admin password' };

  beforeAll(async () => {
    app = await startE2eApp({ admin, registration: { mode: 'waitlist', requireVerifiedEmail: false } });
  });

  afterAll(async () => {
    await app?.stop();
  });

  it('R-ROUTE-05 R-ROUTE-07: Register leads to the waitlist with what was typed, and the approval link registers', async () => {
    const page = await app.newPage();
    const email = `linus.${Date.now()}@kernel.test`;
    await page.goto('/register');
    await page.getByLabel('Your name').fill('Linus Torvalds');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByLabel('Organization name').fill('Kernel Org');
    await page.getByRole('button', { name: 'Create Account' }).click();
    const toWaitlist = page.getByRole('link', { name: 'Join the waitlist' });
    await expect.poll(() => toWaitlist.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await page.getByRole('alert').innerText()).toContain('Join the waitlist to get access.');
    // The refused form keeps what was typed.
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    expect(await page.getByLabel('Password').inputValue()).toBe(PASSWORD);

    await toWaitlist.click();
    await page.waitForURL((url) => url.pathname === '/waitlist');
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    expect(await page.getByLabel('Your name').inputValue()).toBe('Linus Torvalds');
    await page.getByRole('button', { name: 'Join the waitlist' }).click();
    await expect.poll(() => page.getByTestId('waitlist-joined').innerText()).toBe('You are on the waitlist. We will email you when your access is ready.');

    // A platform admin approves; the email's link opens Register with the pass.
    const signedIn = (await (await fetch(`${app.url}/api/v1/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(admin),
    })).json()) as { access_token: string };
    const auth = { Authorization: `Bearer ${signedIn.access_token}` };
    const waitlist = (await (await fetch(`${app.url}/api/v1/admin/waitlist`, { headers: auth })).json()) as { entries: { id: string; email: string }[] };
    const entry = waitlist.entries.find((e) => e.email === email);
    expect(entry).toBeDefined();
    expect((await fetch(`${app.url}/api/v1/admin/waitlist/${entry!.id}/approve`, { method: 'PUT', headers: auth })).status).toBe(200);
    const link = await mailedLink(app, email);
    expect(link.pathname).toBe('/register');

    await page.goto(`${link.pathname}${link.search}`);
    await expect.poll(() => page.getByText('Your place on the waitlist came up.').isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    await page.getByLabel('Your name').fill('Linus Torvalds');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByLabel('Organization name').fill('Kernel Org');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 15_000 });
  });
});

describe('sign-in that needs a verified address in the browser', () => {
  let app: E2eApp;

  beforeAll(async () => {
    app = await startE2eApp({ registration: { mode: 'open', requireVerifiedEmail: true } });
  });

  afterAll(async () => {
    await app?.stop();
  });

  it('R-ROUTE-06: a refused sign-in leads to a new link, and the emailed link lets the person in', async () => {
    const email = `barbara.${Date.now()}@liskov.test`;
    const registered = await registerThroughApi(app, { email, password: PASSWORD, name: 'Barbara Liskov', org: 'Substitution Ltd' });
    expect(registered.status).toBe(201);
    const page = await app.newPage();
    await signInThroughPage(page, { email, password: PASSWORD });
    const toVerify = page.getByRole('link', { name: 'Send me a new link' });
    await expect.poll(() => toVerify.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await page.getByRole('alert').innerText()).toContain('Please verify your email address before signing in.');

    await toVerify.click();
    await page.waitForURL((url) => url.pathname === '/verify-email');
    await expect.poll(() => page.getByTestId('verify-result').innerText(), { timeout: 10_000 }).toContain('Your email address is not verified yet.');
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    const before = (await app.server.database.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', email).execute()).length;
    await page.getByRole('button', { name: 'Send a new link' }).click();
    await expect.poll(() => page.getByTestId('resend-result').innerText()).toBe('If that account exists and is not verified yet, we sent a new link');
    expect((await app.server.database.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', email).execute()).length).toBe(before + 1);

    const link = await mailedLink(app, email);
    await page.goto(`${link.pathname}${link.search}`);
    await expect.poll(() => page.getByTestId('verify-result').innerText(), { timeout: 10_000 }).toBe('Your email address is verified');
    await page.getByRole('link', { name: 'Continue to sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await signInThroughPage(page, { email, password: PASSWORD }, { open: false });
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 15_000 });
  });
});
