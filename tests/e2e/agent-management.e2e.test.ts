import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, seriousA11yViolations, startE2eApp, type E2eApp } from './support/e2e-app.ts';

/** Manage Agents and an agent's configuration, in a real browser against the real server. */
describe('agent management in the browser', () => {
  let app: E2eApp;
  let page: Page;

  beforeAll(async () => {
    app = await startE2eApp();
    page = await app.newPage();
    await page.goto('/register');
    await page.getByLabel('Your name').fill('Mae Jemison');
    await page.getByLabel('Email').fill(`mae.${Date.now()}@endeavour.test`);
    await page.getByLabel('Password').fill('correct horse battery');
    await page.getByLabel('Organization name').fill('Endeavour');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    const welcome = page.getByRole('button', { name: 'Get started' });
    await welcome.waitFor({ state: 'visible', timeout: 10_000 });
    await welcome.click();
  });

  afterAll(async () => {
    await app?.stop();
  });

  const row = (slug: string) => page.locator(`[data-testid="managed-agent"][data-slug="${slug}"]`);

  it('R-ROUTE-24: Manage Agents lists the six agents with transport, costs, enabled switch and default mode', async () => {
    await page.goto('/agents/manage');
    await expect.poll(() => page.getByTestId('managed-agent').count(), { timeout: 10_000 }).toBe(6);
    expect(await row('email-agent').innerText()).toContain('WebSocket');
    expect(await row('cmo').innerText()).toContain('Polling');
    expect(await row('email-agent').innerText()).toContain('20 / 30 / 40');
    await screenshot(page, '70-manage-agents');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Switching an agent off is saved: the server has it after a reload.
    await row('cmo').locator('.bp6-switch').click();
    await expect.poll(() => page.getByRole('region', { name: 'Notifications' }).getByText('CMO Agent settings saved').isVisible()).toBe(true);
    await page.reload();
    await expect.poll(() => row('cmo').locator('input[type="checkbox"]').isChecked(), { timeout: 10_000 }).toBe(false);
  });

  it('R-ROUTE-26: the configuration checks values as they are typed and keeps what was saved', async () => {
    await page.goto('/agents/email-agent/configure');
    await expect.poll(() => page.getByRole('heading', { name: 'Email Agent configuration' }).isVisible(), { timeout: 10_000 }).toBe(true);
    const save = page.getByRole('button', { name: 'Save changes' });
    expect(await save.isDisabled()).toBe(true);
    const kb = page.getByLabel('Passages from the knowledge base');
    await kb.fill('99');
    await expect.poll(() => page.getByText('A whole number from 1 to 50').isVisible()).toBe(true);
    expect(await save.isDisabled()).toBe(true);
    await kb.fill('12');
    await page.getByLabel('Extra instructions').fill('Sign every email as the Endeavour team.');
    await page.getByLabel('Default mode').selectOption('medium');
    expect(await save.isDisabled()).toBe(false);
    await screenshot(page, '71-agent-configuration');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await save.click();
    await expect.poll(() => page.getByRole('region', { name: 'Notifications' }).getByText('Email Agent settings saved').isVisible()).toBe(true);
    await page.reload();
    await expect.poll(() => page.getByLabel('Passages from the knowledge base').inputValue(), { timeout: 10_000 }).toBe('12');
    expect(await page.getByLabel('Extra instructions').inputValue()).toBe('Sign every email as the Endeavour team.');
    expect(await page.getByLabel('Default mode').inputValue()).toBe('medium');
  });
});
