import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { callAs, closeWelcomeIfShown, joinByInvitation, signInThroughPage, startAppWithOwner, type E2eApp } from './support/e2e-app.ts';

const PASSWORD = 'correct horse battery';
const GOOD_TOKEN = 'sandbox-e2e-token-0123456789abcdefghijklmnop';
const BAD_TOKEN = 'EAAbad-e2e-token-0123456789abcdefghijklmnop';

/**
 * Connections in a real browser against the real server with INTEGRATIONS_SANDBOX=true: every
 * integration listed with its status, Meta Ads connected with a token the server checks with the (sandboxed)
 * Graph API, a refused token's reason shown, disconnecting, and a member's read-only view. (axe at both widths:
 * accessibility-*.e2e.test.ts.)
 */
describe('Connections in the browser', () => {
  let app: E2eApp;
  let page: Page;
  const owner = { name: 'Olga Owner', email: `olga.${Date.now()}@connections.test`, password: PASSWORD, org: 'Connections Co' };

  beforeAll(async () => {
    ({ app, page } = await startAppWithOwner(owner, { integrations: { sandbox: true } }));
  });

  afterAll(async () => {
    await app?.stop();
  });

  const card = (provider: string) => page.getByTestId(`connection-${provider}`);
  const status = (provider: string) => card(provider).getByTestId('connection-status').innerText();

  it('R-OPEN-02: lists every integration with what it is for and the sandbox badge', async () => {
    await page.goto('/connections');
    await page.getByRole('heading', { name: 'Connections', level: 1 }).waitFor();
    await expect.poll(() => status('meta_ads'), { timeout: 10_000 }).toBe('Not connected');
    for (const name of ['Google Analytics 4', 'Meta Ads', 'Instantly', 'Apollo', 'WordPress', 'Ghost', 'Odoo']) {
      expect(await page.getByRole('heading', { name, level: 2 }).isVisible()).toBe(true);
    }
    expect(await status('instantly')).toBe('Not connected');
    expect(await status('ga4')).toBe('Not connected');
    expect(await card('instantly').getByRole('button', { name: 'Connect Instantly' }).isVisible()).toBe(true);
    expect(await page.getByTestId('sandbox-badge').innerText()).toBe('Sandbox data');
    // The tool servers' card below the list keeps the list's own gap from the cards above it.
    const list = (await page.getByRole('list', { name: 'Connections' }).boundingBox())!;
    const mcp = (await card('mcp').boundingBox())!;
    expect(mcp.y - (list.y + list.height)).toBeGreaterThanOrEqual(16);
  });

  it('shows the provider\'s reason for a refused token, then connects with a good one and forgets it', async () => {
    await page.getByRole('button', { name: 'Connect Meta Ads' }).click();
    const dialog = page.getByRole('dialog', { name: 'Connect Meta Ads' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('ads_read');
    // On a sandbox server the dialog says what the stand-in takes.
    expect(await dialog.getByTestId('connect-sandbox-hint').innerText()).toBe(
      'Sandbox data: this server talks to local stand-ins, not the real service. Any key, token or password that starts with "sandbox-" connects (for example sandbox-demo), with any address.',
    );
    await dialog.getByLabel('Access token').fill(BAD_TOKEN);
    await dialog.getByRole('button', { name: 'Connect' }).click();
    await expect.poll(() => dialog.getByRole('alert').innerText(), { timeout: 10_000 }).toBe(
      'Meta Ads refused the connection: Error validating access token: The session has been invalidated because the user changed their password.',
    );
    // The refused token's input is marked; its help keeps the colour of help, not of an error.
    const field = dialog.locator('.bp6-form-group').filter({ has: page.getByLabel('Access token') });
    expect(await dialog.getByLabel('Access token').locator('xpath=..').getAttribute('class')).toContain('bp6-intent-danger');
    expect(await field.getAttribute('class')).not.toContain('bp6-intent-danger');
    await dialog.getByLabel('Access token').fill(GOOD_TOKEN);
    await dialog.getByRole('button', { name: 'Connect' }).click();
    await dialog.waitFor({ state: 'hidden', timeout: 10_000 });
    await expect.poll(() => status('meta_ads')).toBe('Connected');
    expect(await card('meta_ads').innerText()).toContain('Account: Sandbox Ads Account (act_1029384756)');
    expect(await page.getByText('Meta Ads is connected').isVisible()).toBe(true);
    expect(await page.content()).not.toContain(GOOD_TOKEN);
  });

  it('R-OPEN-40: asks each provider for its own fields, puts the server\'s word under the field it is about, and connects a site', async () => {
    await page.getByRole('button', { name: 'Connect WordPress' }).click();
    const dialog = page.getByRole('dialog', { name: 'Connect WordPress' });
    await dialog.waitFor();
    expect(await dialog.getByRole('button', { name: 'Connect' }).isDisabled()).toBe(true);
    await dialog.getByLabel('Site address').fill('blog.example.com');
    await dialog.getByLabel('Username').fill('editor');
    await dialog.getByLabel('Application password').fill('sandbox abcd efgh ijkl');
    await dialog.getByRole('button', { name: 'Connect' }).click();
    await expect.poll(() => dialog.innerText(), { timeout: 10_000 }).toContain('Enter the address starting with https://');
    await dialog.getByLabel('Site address').fill('https://blog.example.com');
    expect(await dialog.innerText()).not.toContain('Enter the address starting with https://');
    await dialog.getByRole('button', { name: 'Connect' }).click();
    await dialog.waitFor({ state: 'hidden', timeout: 10_000 });
    await expect.poll(() => status('wordpress')).toBe('Connected');
    expect(await page.content()).not.toContain('sandbox abcd efgh ijkl');
  });

  it('disconnects after a confirmation naming what stops', async () => {
    await page.getByRole('button', { name: 'Disconnect Meta Ads' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.waitFor();
    expect(await confirm.innerText()).toContain('Disconnect Meta Ads? The stored token is deleted');
    await confirm.getByRole('button', { name: 'Disconnect' }).click();
    await expect.poll(() => status('meta_ads'), { timeout: 10_000 }).toBe('Not connected');
  });

  it('shows a member the connections read-only', async () => {
    const memberEmail = `mia.${Date.now()}@connections.test`;
    await callAs(app, owner, 'POST', '/orgs/invites', { email: memberEmail, role: 'org_member' });
    const joined = await joinByInvitation(app, { email: memberEmail, password: PASSWORD, name: 'Mia Member' });
    expect(joined.status).toBe(201);
    const member = await app.newPage({ viewport: { width: 390, height: 844 } });
    await signInThroughPage(member, { email: memberEmail, password: PASSWORD });
    await closeWelcomeIfShown(member);
    await member.goto('/connections');
    await member.getByText('Only organization owners and admins can connect or disconnect tools.').waitFor({ timeout: 10_000 });
    expect(await member.getByRole('button', { name: 'Connect Meta Ads' }).count()).toBe(0);
    expect(await member.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
