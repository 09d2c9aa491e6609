import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousA11yViolations, startE2eApp, type E2eApp } from './support/e2e-app.ts';

/**
 * In a real browser against the real server: Register says what a password must be before anyone submits,
 * and when the server refuses one it says why under the password, with the spec's "Registration failed"
 * (spec 8.1) above the form, the typed values kept, and the account made once a better password is typed.
 */
describe('Register and Login say what a field needs', () => {
  let app: E2eApp;
  const stamp = Date.now();
  const LOAD = { timeout: 15_000 };
  const RULES = 'At least 8 characters, without your email address. Common or easily guessed passwords are refused.';

  beforeAll(async () => {
    app = await startE2eApp();
  });

  afterAll(async () => {
    await app?.stop();
  });

  /** The password field, its rules and its error, as the screen shows them. */
  const passwordOf = (page: Page) => ({
    input: page.getByLabel('Password'),
    rules: page.locator('#register-password-rules'),
    error: page.locator('#register-password-error'),
  });

  for (const [width, height] of [[1280, 800], [390, 844]] as const) {
    it(`at ${width} px, R-VALID-02 R-ERR-22: the password rules show before submitting, and a password the server refuses shows its reason under the field`, async () => {
      const page = await app.newPage({ viewport: { width, height } });
      await page.goto('/register');
      const password = passwordOf(page);
      await expect.poll(() => password.input.isVisible(), LOAD).toBe(true);

      // Before anything is typed or sent: the rules, read out with the field, whole on the screen.
      expect(await password.rules.isVisible()).toBe(true);
      expect(await password.rules.textContent()).toBe(RULES);
      expect(await password.input.getAttribute('aria-describedby')).toBe('register-password-rules');
      const rulesBox = (await password.rules.boundingBox())!;
      expect(rulesBox.x).toBeGreaterThanOrEqual(0);
      expect(rulesBox.x + rulesBox.width).toBeLessThanOrEqual(width);
      expect(await password.rules.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);

      // Long enough and without the email, so the form sends it; the server finds it guessable (it is the name).
      // A domain of its own per width: a domain an organization already uses would offer to join it instead.
      const email = `pat.${stamp}@beans-${width}.test`;
      await page.getByLabel('Your name').fill('Pat Newcomer');
      await page.getByLabel('Email').fill(email);
      await password.input.fill('newcomer2024');
      await page.getByLabel('Organization name').fill(`Beans ${width} ${stamp}`);
      expect(await password.error.count()).toBe(0);
      await page.getByRole('button', { name: 'Create Account' }).click();

      await expect.poll(() => password.error.textContent(), LOAD).toBe('This password is too common or too easy to guess');
      expect(await password.error.isVisible()).toBe(true);
      expect(await password.input.getAttribute('aria-invalid')).toBe('true');
      expect(await password.input.getAttribute('aria-describedby')).toBe('register-password-error register-password-rules');
      expect(await password.rules.textContent()).toBe(RULES);
      // The spec's text stays where the spec puts it: the registration failure, above the form.
      const failure = page.getByRole('alert');
      expect(await failure.textContent()).toBe('Registration failed');
      expect(new URL(page.url()).pathname).toBe('/register');
      expect(await page.getByLabel('Email').inputValue()).toBe(email);
      expect(await page.getByLabel('Organization name').inputValue()).toBe(`Beans ${width} ${stamp}`);
      expect(await seriousA11yViolations(page)).toEqual([]);

      // Typing another password takes the refusal away; an unguessable one makes the account.
      await password.input.fill('violet harbor lantern 42');
      expect(await password.error.count()).toBe(0);
      await page.getByRole('button', { name: 'Create Account' }).click();
      await page.waitForURL((url) => url.pathname === '/dashboard', LOAD);
      await page.context().close();
    });
  }

  it('at 390 px, Login explains as Register does: Sign in stays enabled, and a submit with a field left empty says which under it', async () => {
    const page = await app.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto('/login');
    const signIn = page.getByRole('button', { name: 'Sign In', exact: true });
    await expect.poll(() => signIn.isVisible(), LOAD).toBe(true);
    expect(await signIn.isEnabled()).toBe(true);
    // Nothing is said before the person tries.
    expect(await page.locator('#login-email-error, #login-password-error').count()).toBe(0);

    await signIn.click();
    await expect.poll(() => page.locator('#login-email-error').textContent(), LOAD).toBe('Email is required');
    expect(await page.locator('#login-password-error').textContent()).toBe('Password is required');
    expect(await page.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByLabel('Email').getAttribute('aria-describedby')).toBe('login-email-error');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Typing fills the gap and its message goes; only the empty one is left.
    await page.getByLabel('Email').fill(`nobody.${stamp}@beans.test`);
    expect(await page.locator('#login-email-error').count()).toBe(0);
    expect(await page.locator('#login-password-error').textContent()).toBe('Password is required');
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.context().close();
  });
});
