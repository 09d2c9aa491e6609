import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startAppWithOwner, type E2eApp } from './support/e2e-app.ts';

const PASSWORD = 'correct horse battery';
const KEY = 'sandbox-odoo-e2e-key-0123456789abcdefghijkl';

/**
 * R-OPEN-36, the ERP in a real browser against the real server with INTEGRATIONS_SANDBOX=true (Odoo's JSON-2
 * contract fake): the Dashboard asks to connect the ERP, Odoo connected through the Connections dialog, a second
 * database added on the Odoo connections page and selected there, the Dashboard's ERP revenue for the selected one
 * with its chart and tables, the picker showing the other. (axe: accessibility-*.e2e.test.ts.)
 */
describe('ERP revenue in the browser (R-OPEN-36)', () => {
  let app: E2eApp;
  let page: Page;
  const owner = { name: 'Erin Owner', email: `erin.${Date.now()}@erp.test`, password: PASSWORD, org: 'ERP Co' };

  beforeAll(async () => {
    ({ app, page } = await startAppWithOwner(owner, { integrations: { sandbox: true } }));
  });

  afterAll(async () => {
    await app?.stop();
  });

  it('asks to connect the ERP on the Dashboard while none is connected', async () => {
    await page.goto('/dashboard');
    const connect = page.getByTestId('dashboard-erp-connect');
    await connect.waitFor({ timeout: 15_000 });
    expect(await connect.getByRole('heading', { name: 'Connect your ERP' }).isVisible()).toBe(true);
    expect(await connect.getByRole('link', { name: 'Connect Odoo' }).getAttribute('href')).toBe('/connections');
  });

  it('connects Odoo, adds a second database and selects it on the Odoo connections page', async () => {
    await page.goto('/connections');
    await page.getByRole('button', { name: 'Connect Odoo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Connect Odoo' });
    await dialog.getByLabel('Odoo address').fill('https://acme.odoo.example');
    await dialog.getByLabel('Database').fill('acme');
    await dialog.getByLabel('API key').fill(KEY);
    await dialog.getByRole('button', { name: 'Connect' }).click();
    await dialog.waitFor({ state: 'hidden', timeout: 10_000 });
    // Disconnecting from the card removes every database, and says so.
    await page.getByRole('button', { name: 'Disconnect Odoo' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.waitFor();
    expect(await confirm.innerText()).toContain('Disconnect Odoo? Every Odoo connection of this space is removed with its stored key; to remove only one, use Manage databases.');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await page.getByRole('link', { name: 'Manage databases' }).click();
    await page.waitForURL((url) => url.pathname === '/connections/odoo/manage');
    await page.getByRole('heading', { name: 'Odoo connections', level: 1 }).waitFor();
    const table = page.getByRole('table', { name: 'Odoo connections' });
    const rows = async () => (await table.getByRole('rowheader').allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());
    await expect.poll(() => rows(), { timeout: 10_000 }).toEqual(['Acme Trading GmbH (acme) Selected']);

    await page.getByLabel('Odoo address').fill('https://northwind.odoo.example');
    await page.getByLabel('Database').fill('northwind');
    await page.getByLabel('API key').fill(KEY);
    await page.getByRole('button', { name: 'Connect database' }).click();
    await expect.poll(() => rows(), { timeout: 10_000 }).toEqual(['Acme Trading GmbH (acme) Selected', 'Northwind Retail Ltd (northwind)']);
    expect(await page.getByLabel('API key').inputValue()).toBe('');
    expect(await page.content()).not.toContain(KEY);

    await page.getByRole('button', { name: 'Select Northwind Retail Ltd (northwind)' }).click();
    await expect.poll(() => rows(), { timeout: 10_000 }).toEqual(['Acme Trading GmbH (acme)', 'Northwind Retail Ltd (northwind) Selected']);
  });

  it('shows the selected database\'s revenue on the Dashboard, and the other through the picker', async () => {
    await page.goto('/dashboard');
    const erp = page.getByTestId('dashboard-erp');
    await erp.getByTestId('erp-headlines').waitFor({ timeout: 15_000 });
    expect(await erp.getByRole('heading', { name: 'ERP revenue · Odoo: Northwind Retail Ltd (northwind)' }).isVisible()).toBe(true);
    const headlines = await erp.getByTestId('erp-headlines').innerText();
    expect(headlines).toMatch(/Revenue\s*GBP [\d,]+\.\d\d\s*[+-]?\d+ % vs the period before/);
    expect(headlines).toMatch(/Orders\s*\d+/);
    expect(headlines).toContain('Average order value');
    expect(headlines).toContain('Customers');
    expect(await erp.getByText('Sandbox data').isVisible()).toBe(true);
    await expect.poll(() => erp.getByRole('img', { name: /^Line chart of revenue per day over 28 days/ }).isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await erp.getByRole('columnheader', { name: 'Product' }).isVisible()).toBe(true);
    expect(await erp.getByRole('columnheader', { name: 'Customer' }).isVisible()).toBe(true);
    expect(await erp.getByRole('rowheader').count()).toBeGreaterThanOrEqual(4);

    // The Dashboard's period applies to the ERP too.
    await page.getByRole('combobox', { name: 'Period' }).selectOption('7');
    await expect.poll(() => erp.getByRole('img', { name: /^Line chart of revenue per day over 7 days/ }).isVisible(), { timeout: 10_000 }).toBe(true);

    // The picker shows another connection's figures without changing the selection.
    const picker = erp.getByRole('combobox', { name: 'ERP connection shown' });
    expect(await picker.locator('option').allInnerTexts()).toEqual(['Acme Trading GmbH (acme)', 'Northwind Retail Ltd (northwind) (selected)']);
    await picker.selectOption({ label: 'Acme Trading GmbH (acme)' });
    await expect.poll(() => erp.getByRole('heading', { name: 'ERP revenue · Odoo: Acme Trading GmbH (acme)' }).isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await erp.getByTestId('erp-headlines').innerText()).toMatch(/Revenue\s*EUR [\d,]+\.\d\d/);
  });
});
