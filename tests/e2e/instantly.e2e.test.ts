import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { callAs, startAppWithOwner, type E2eApp } from './support/e2e-app.ts';

const PASSWORD = 'correct horse battery';
const KEY = 'sandbox-e2e-instantly-0123456789abcdef';

/**
 * In a real browser against the real server with INTEGRATIONS_SANDBOX=true (Instantly is its contract
 * fake): Instantly connected (through the API), a campaign draft created from an Email Agent answer with a saved
 * lead list, seen in Campaigns, launched after a confirmation naming it and its leads, and its analytics as a chart
 * and a table. R-OPEN-16 overview, R-OPEN-17 campaigns, R-OPEN-18 analytics, R-OPEN-19 settings. (axe on each:
 * accessibility-*.e2e.test.ts.)
 */
describe('Instantly in the browser', () => {
  let app: E2eApp;
  let page: Page;
  const owner = { name: 'Ines Outreach', email: `ines.${Date.now()}@instantly.test`, password: PASSWORD, org: 'Outreach Co' };
  const composer = () => page.getByRole('textbox', { name: 'Message' });

  /** The server, called through the API as the owner. */
  const api = (method: string, path: string, body?: unknown) => callAs(app, owner, method, path, body);

  const lead = (first: string, last: string, email: string | null) => ({ first_name: first, last_name: last, email, title: 'Head of Marketing', company: 'Acme', company_size: '51-200', industry: 'Software', location: 'Berlin, Germany', linkedin_url: null, external_id: `apollo-${first.toLowerCase()}` });

  beforeAll(async () => {
    ({ app, page } = await startAppWithOwner(owner, { integrations: { sandbox: true } }));
  });

  afterAll(async () => {
    await app?.stop();
  });

  it('R-OPEN-16: the overview asks to connect Instantly, then shows the connection and its pages', async () => {
    await page.goto('/instantly');
    await page.getByRole('heading', { name: 'Instantly', level: 1 }).waitFor();
    await expect.poll(() => page.getByTestId('instantly-connection').innerText(), { timeout: 10_000 }).toContain('Instantly is not connected to this space');
    expect(await page.getByRole('link', { name: 'Connect Instantly in Connections' }).getAttribute('href')).toBe('/connections');
    expect((await api('POST', '/integrations/instantly/connect', { access_token: KEY })).status).toBe(200);
    const list = await api('POST', '/lead-lists', { name: 'Heads of marketing DE', leads: [lead('Ana', 'Lopez', 'ana@acme.example'), lead('Ben', 'Okafor', 'ben@acme.example'), lead('Cy', 'NoMail', null)] });
    expect(list.status).toBe(200);
    await page.reload();
    await expect.poll(() => page.getByTestId('instantly-connection').innerText(), { timeout: 10_000 }).toContain('Connected to the Instantly workspace Sandbox Outreach Workspace.');
    expect(await page.getByRole('link', { name: 'Manage the connection' }).getAttribute('href')).toBe('/connections');
    expect(await page.getByText('No campaigns yet').isVisible()).toBe(true);
    expect(await page.getByTestId('instantly-last-7-days').innerText()).toContain('Sent');
    for (const name of ['Campaigns', 'Campaign analytics', 'Instantly settings']) expect(await page.getByRole('link', { name }).isVisible()).toBe(true);
  });

  it('R-OPEN-38: creates a campaign draft from an Email Agent answer with a saved lead list', async () => {
    await page.goto('/agents/email-agent');
    await expect.poll(() => page.getByRole('heading', { name: 'Email Agent', level: 1 }).isVisible(), { timeout: 15_000 }).toBe(true);
    await page.getByRole('button', { name: 'New chat' }).click();
    await composer().fill('Write a cold email to heads of marketing about our analytics dashboard');
    await composer().press('Enter');
    const answer = page.locator('[data-testid="chat-message"][data-role="assistant"][data-outcome="completed"]').last();
    await expect.poll(() => answer.count(), { timeout: 60_000 }).toBe(1);
    // The answer's own button: its email file in Files repeats none of the answer's actions.
    const action = answer.getByRole('button', { name: 'Create an Instantly campaign draft' }).last();
    await expect.poll(() => action.isVisible(), { timeout: 10_000 }).toBe(true);
    await action.click();
    const dialog = page.getByRole('dialog', { name: 'Create an Instantly campaign draft' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('nothing is sent until you launch it');
    expect(await dialog.getByLabel('Subject').inputValue()).not.toBe('');
    expect(await dialog.getByLabel('Body').inputValue()).not.toBe('');
    await dialog.getByLabel('Campaign name').fill('Analytics dashboard outreach');
    await dialog.getByText('A saved lead list').click();
    await expect.poll(() => dialog.getByLabel('Lead list').locator('option').allInnerTexts(), { timeout: 10_000 }).toEqual(['Heads of marketing DE (3 leads)']);
    await dialog.getByRole('button', { name: 'Create draft' }).click();
    const created = dialog.getByTestId('campaign-draft-created');
    await expect.poll(() => created.count(), { timeout: 15_000 }).toBe(1);
    expect(await created.innerText()).toContain("Draft 'Analytics dashboard outreach' created in Instantly with 2 leads. Nothing is sent until you launch it.");
    await created.getByRole('link', { name: 'Open Campaigns' }).click();
    await page.getByRole('heading', { name: 'Campaigns', level: 1 }).waitFor();
  });

  it('R-OPEN-17: shows the draft in Campaigns and launches it after a confirmation naming it and its leads', async () => {
    const row = page.getByTestId('campaign-row').filter({ hasText: 'Analytics dashboard outreach' });
    await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(1);
    expect(await row.innerText()).toContain('Draft');
    await row.getByRole('button', { name: 'Launch Analytics dashboard outreach' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.waitFor();
    await expect.poll(() => confirm.getByTestId('campaign-confirmation').innerText(), { timeout: 10_000 }).toBe("Launch 'Analytics dashboard outreach'? Instantly starts sending it to its 2 leads.");
    await confirm.getByRole('button', { name: 'Launch' }).click();
    await confirm.waitFor({ state: 'hidden', timeout: 10_000 });
    await expect.poll(() => row.innerText(), { timeout: 10_000 }).toContain('Active');
    expect(await row.getByRole('button', { name: 'Pause Analytics dashboard outreach' }).isVisible()).toBe(true);
  });

  it('R-OPEN-18: shows the campaign\'s analytics as a chart and a table', async () => {
    const row = page.getByTestId('campaign-row').filter({ hasText: 'Analytics dashboard outreach' });
    await row.getByRole('link', { name: 'Analytics' }).click();
    await page.getByRole('heading', { name: 'Campaign analytics', level: 1 }).waitFor();
    const table = page.getByTestId('outreach-table');
    await expect.poll(() => table.locator('tbody tr').count(), { timeout: 10_000 }).toBe(7);
    expect(await page.getByLabel('Campaign', { exact: true }).locator('option:checked').innerText()).toBe('Analytics dashboard outreach');
    await expect.poll(() => page.getByTestId('outreach-chart').locator('canvas').count(), { timeout: 10_000 }).toBe(1);
    expect(await page.getByRole('img', { name: /^Bar chart of emails sent, opened, replied and bounced per day over 7 days, \d+ sent in all$/ }).isVisible()).toBe(true);
    const total = await table.locator('tfoot tr').innerText();
    expect(Number(total.split(/\s+/)[1])).toBeGreaterThan(0);
    // Instantly gives one campaign's bounces as a total, not by day: each day says n/a, never 0.
    expect((await table.locator('tbody tr').first().innerText()).trim()).toMatch(/n\/a$/);
    expect(await page.getByTestId('outreach-bounced-total-only').innerText()).toBe("Instantly gives a campaign's bounces as a total only, not by day.");
    await page.getByLabel('Period').selectOption('28');
    await expect.poll(() => table.locator('tbody tr').count(), { timeout: 10_000 }).toBe(28);
  });

  it('R-OPEN-19: the settings show the connection, the sending accounts and the defaults, and save them', async () => {
    await page.goto('/instantly/settings');
    await page.getByRole('heading', { name: 'Instantly settings', level: 1 }).waitFor();
    await expect.poll(() => page.getByRole('checkbox', { name: /alex@outreach-sandbox\.io/ }).count(), { timeout: 10_000 }).toBe(1);
    await page.getByRole('checkbox', { name: /alex@outreach-sandbox\.io/ }).check({ force: true });
    // Only the zones Instantly accepts are offered: Europe/Berlin is not one of them, Europe/Belgrade is.
    const zone = page.getByLabel('Time zone');
    expect(await zone.locator('option').count()).toBe(102);
    expect(await zone.locator('option[value="Europe/Berlin"]').count()).toBe(0);
    await zone.selectOption('Europe/Belgrade');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect.poll(() => page.getByText('Instantly settings saved').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    const saved = await api('GET', '/integrations/instantly/settings');
    expect(saved.body.preferences).toMatchObject({ sending_accounts: ['alex@outreach-sandbox.io'], timezone: 'Europe/Belgrade' });
  });
});
