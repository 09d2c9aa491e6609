import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, seriousA11yViolations, startE2eApp, type E2eApp } from './support/e2e-app.ts';

/**
 * The pages a visitor reaches without a session: the link of the verification email (good, used and
 * broken, with a new link on request) and the waitlist, in a real browser against the real server.
 */
describe('verify email and waitlist in the browser', () => {
  let app: E2eApp;
  let page: Page;
  const email = `grace.${Date.now()}@compilers.test`;

  beforeAll(async () => {
    app = await startE2eApp();
    page = await app.newPage();
    const registered = await fetch(`${app.url}/api/v1/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: 'correct horse battery', name: 'Grace Hopper', org_name: 'Compilers Inc' }),
    });
    expect(registered.status).toBe(201);
  });

  afterAll(async () => {
    await app?.stop();
  });

  const verificationLink = async () => {
    const mails = await app.server.database.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', email).execute();
    const mail = mails.at(-1)!;
    return new URL(mail.link ?? /https?:\/\/\S+/.exec(mail.body)![0]);
  };

  it('R-ROUTE-06: the link of the verification email confirms the address, once, without the app shell', async () => {
    const link = await verificationLink();
    expect(link.pathname).toBe('/verify-email');
    await page.goto(`${link.pathname}${link.search}`);
    const result = page.getByTestId('verify-result');
    await expect.poll(() => result.innerText(), { timeout: 10_000 }).toBe('Your email address is verified');
    expect(await page.getByRole('link', { name: 'Continue to sign in' }).getAttribute('href')).toBe('/login');
    expect(await page.getByRole('banner').count()).toBe(0);
    await screenshot(page, '60-email-verified');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The same link again is used up: the page says so and offers a new one.
    await page.goto(`${link.pathname}${link.search}`);
    await expect.poll(() => result.innerText(), { timeout: 10_000 }).toBe('This verification link is invalid or has expired');
  });

  it('a broken link offers a new one, checking the address as it is typed', async () => {
    await page.goto('/verify-email?token=not-a-real-token');
    await expect.poll(() => page.getByTestId('verify-result').innerText(), { timeout: 10_000 }).toBe('This verification link is invalid or has expired');
    const field = page.getByLabel('Email');
    await field.fill('grace@');
    await field.blur();
    await expect.poll(() => page.getByText('Enter a valid email address').isVisible()).toBe(true);
    await field.fill(email);
    await page.getByRole('button', { name: 'Send a new link' }).click();
    await expect.poll(() => page.getByTestId('resend-result').innerText()).toBe('If that account exists and is not verified yet, we sent a new link');
    await screenshot(page, '61-verify-resend');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('R-ROUTE-07: the waitlist, without the app shell, checks the fields as they are typed, keeps them on a refusal and confirms the place', async () => {
    await page.goto('/waitlist');
    await expect.poll(() => page.getByRole('heading', { name: 'Join the waitlist' }).isVisible(), { timeout: 10_000 }).toBe(true);
    await page.getByRole('button', { name: 'Join the waitlist' }).click();
    await expect.poll(() => page.getByText('Email is required').isVisible()).toBe(true);
    expect(await page.getByText('Name is required').isVisible()).toBe(true);
    await page.getByLabel('Email').fill(`alan.${Date.now()}@bletchley.test`);
    await page.getByLabel('Your name').fill('Alan Turing');
    await page.getByLabel('Company (optional)').fill('Bletchley');
    expect(await page.getByRole('banner').count()).toBe(0);
    await screenshot(page, '62-waitlist-form');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Join the waitlist' }).click();
    await expect.poll(() => page.getByTestId('waitlist-joined').innerText()).toBe('You are on the waitlist. We will email you when your access is ready.');
    await screenshot(page, '63-waitlist-joined');
  });
  it('R-ROUTE-09 R-ROUTE-10: payment success is public, and signed in it shows the plan the server has now', async () => {
    const visitor = await app.newPage();
    await visitor.goto('/payment/success');
    await expect.poll(() => visitor.getByTestId('payment-result').innerText(), { timeout: 10_000 }).toContain('Sign in to see your plan and credits.');

    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('correct horse battery');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.goto('/success');
    const result = page.getByTestId('payment-result');
    // Still on the free plan: the provider's confirmation has not arrived.
    await expect.poll(() => result.innerText(), { timeout: 10_000 }).toContain('Confirming your payment');
    const upgraded = await page.evaluate(async () => {
      const response = await fetch('/api/v1/billing/plan/upgrade', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${localStorage.getItem('access_token')}`, 'X-Space-ID': localStorage.getItem('currentSpaceId') ?? '' },
        body: JSON.stringify({ plan_type: 'pro' }),
      });
      return response.status;
    });
    expect(upgraded).toBe(200);
    await page.getByRole('button', { name: 'Check again' }).click();
    await expect.poll(() => result.innerText(), { timeout: 10_000 }).toContain('Thank you: your plan is active');
    expect(await result.innerText()).toMatch(/You are on .+ with .+ credits available\./);
    await screenshot(page, '64-payment-success');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
