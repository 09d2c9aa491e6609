import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signInThroughPage, startE2eApp, type E2eApp } from './support/e2e-app.ts';

/**
 * The platform admin area and the organization admin dashboard in a real browser against the real
 * server: a system admin disables and re-enables a user, grants an organization credits (checked as
 * typed, kept on a refusal), finds the grant in the audit log, approves a waitlist entry and reads
 * which integrations the server runs on; an organization owner opens their dashboard.
 */
describe('admin screens in the browser', () => {
  let app: E2eApp;
  let page: Page;
  const admin = { email: 'root@platform.test', password: 'a long admin password' };
  const stamp = Date.now();
  const owner = { name: 'Ada Lovelace', email: `ada.${stamp}@engines.test`, password: 'correct horse battery', org: `Analytical Engines ${stamp}` };
  const waiting = { name: 'Charles Babbage', email: `charles.${stamp}@difference.test` };

  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${app.url}/api/v1${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    expect(res.status).toBeLessThan(300);
    return res.json();
  };
  const nav = () => page.getByRole('navigation', { name: 'Main navigation' });

  beforeAll(async () => {
    app = await startE2eApp({ admin });
    await post('/register', { email: owner.email, password: owner.password, name: owner.name, org_name: owner.org });
    await post('/waitlist', { email: waiting.email, name: waiting.name });
    page = await app.newPage();
    await signInThroughPage(page, admin);
    await page.waitForURL((url) => url.pathname === '/admin/dashboard');
  });

  afterAll(async () => {
    await app?.stop();
  });

  it('R-ROUTE-40 R-ROUTE-41 R-OPEN-21: Users searches the accounts and disables and re-enables one after confirming', async () => {
    await nav().getByRole('link', { name: 'Users' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/users');
    await expect.poll(() => page.getByRole('heading', { name: 'Users', level: 1 }).isVisible()).toBe(true);
    const table = page.getByRole('table', { name: 'Users' });
    await expect.poll(() => table.isVisible()).toBe(true);
    // The admin's own row has no Disable button.
    expect(await page.getByRole('button', { name: 'Disable System Admin' }).count()).toBe(0);

    await page.getByLabel('Search users').fill('nobody-matches-this');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => page.getByText('Nothing matches "nobody-matches-this"').isVisible()).toBe(true);
    await page.getByLabel('Search users').fill('ada.');
    await page.keyboard.press('Enter');
    const row = table.getByRole('row', { name: new RegExp(owner.email.replace(/\./g, '\\.')) });
    await expect.poll(() => row.isVisible()).toBe(true);
    expect(await table.locator('tbody tr').count()).toBe(1);
    expect(await row.innerText()).toContain('Active');

    await page.getByRole('button', { name: `Disable ${owner.name}` }).click();
    const confirm = page.getByRole('alertdialog');
    await expect.poll(() => confirm.isVisible()).toBe(true);
    expect(await confirm.innerText()).toContain(`Disable ${owner.name}?`);
    await confirm.getByRole('button', { name: 'Disable' }).click();
    await expect.poll(() => row.innerText()).toContain('Disabled');
    await expect.poll(() => page.getByText(`${owner.name} was disabled`).isVisible()).toBe(true);
    // The server agrees: a disabled account cannot sign in.
    const refused = await fetch(`${app.url}/api/v1/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: owner.email, password: owner.password }) });
    expect(refused.status).toBe(403);

    await page.getByRole('button', { name: `Enable ${owner.name}` }).click();
    await expect.poll(() => page.getByRole('alertdialog').isVisible()).toBe(true);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Enable' }).click();
    await expect.poll(() => row.innerText()).toContain('Active');
  });

  it('R-ROUTE-41 R-OPEN-22: Organizations grants credits through a dialog that checks the amount as it is typed and keeps it on a refusal', async () => {
    await nav().getByRole('link', { name: 'Organizations' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/organizations');
    const table = page.getByRole('table', { name: 'Organizations' });
    const row = table.getByRole('row', { name: new RegExp(owner.org) });
    await expect.poll(() => row.isVisible()).toBe(true);
    expect(await row.innerText()).toContain('500');
    expect(await row.getByRole('combobox', { name: `Plan of ${owner.org}` }).inputValue()).toBe('free');

    await page.getByRole('button', { name: `Grant credits to ${owner.org}` }).click();
    const dialog = page.getByRole('dialog', { name: `Grant credits to ${owner.org}` });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const amount = dialog.getByLabel('Credits');
    await amount.fill('12.5');
    await expect.poll(() => dialog.getByText('Enter a whole number of credits').isVisible()).toBe(true);
    expect(await amount.getAttribute('aria-invalid')).toBe('true');
    await amount.fill('0');
    await expect.poll(() => dialog.getByText('Grant at least 1 credit').isVisible()).toBe(true);
    await amount.fill('250');
    await expect.poll(() => amount.getAttribute('aria-invalid')).toBe(null);
    await dialog.getByLabel('Reason').fill('Apology for the outage');

    // A refusal keeps what was typed: the server is told to refuse once.
    await page.route('**/api/v1/admin/organizations/*/credits', (route) =>
      route.fulfill({ status: 422, contentType: 'application/json', body: JSON.stringify({ detail: 'Grants are paused for maintenance' }) }),
    );
    await dialog.getByRole('button', { name: 'Grant credits' }).click();
    await expect.poll(() => dialog.getByRole('alert').innerText()).toContain('Grants are paused for maintenance');
    expect(await amount.inputValue()).toBe('250');
    expect(await dialog.getByLabel('Reason').inputValue()).toBe('Apology for the outage');
    await page.unroute('**/api/v1/admin/organizations/*/credits');

    await dialog.getByRole('button', { name: 'Grant credits' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => page.getByText(`250 credits granted to ${owner.org}`).isVisible()).toBe(true);
    await expect.poll(() => row.innerText()).toContain('750');
  });

  it('R-ROUTE-41 R-OPEN-23: Security shows the grant in the audit log, filters it by action, and approves a waitlist entry', async () => {
    await nav().getByRole('link', { name: 'Security' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/security');
    const table = page.getByRole('table', { name: 'Audit log' });
    await expect.poll(() => table.isVisible()).toBe(true);
    // Actions read as words, not as codes.
    await expect.poll(() => table.getByRole('row', { name: /Granted credits \(platform admin\)/ }).count()).toBe(1);
    expect(await table.getByRole('row', { name: /Disabled a user/ }).count()).toBe(1);
    expect(await table.getByRole('row', { name: /Granted credits \(platform admin\)/ }).innerText()).toContain(owner.org);

    await page.getByLabel('Action').selectOption('credits.granted_by_admin');
    await expect.poll(() => table.locator('tbody tr').count()).toBe(1);
    await page.getByLabel('Organization').selectOption({ label: owner.org });
    await expect.poll(() => table.locator('tbody tr').count()).toBe(1);
    await page.getByLabel('Action').selectOption('user.enabled');
    await expect.poll(() => page.getByText(/^Nothing matches "Enabled a user/).isVisible()).toBe(true);

    await page.getByRole('tab', { name: 'Waitlist' }).click();
    const waitlist = page.getByRole('table', { name: 'Waitlist' });
    await expect.poll(() => waitlist.getByRole('row', { name: new RegExp(waiting.name) }).isVisible()).toBe(true);
    await page.getByRole('button', { name: `Approve ${waiting.name}` }).click();
    await expect.poll(() => page.getByText(`${waiting.email} approved: a registration link was sent`).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('No one is waiting').isVisible()).toBe(true);
  });

  it('R-ROUTE-41 R-OPEN-24: Integrations names the offline engine, offline payments, the outbox and SQLite', async () => {
    await nav().getByRole('link', { name: 'Integrations' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/integrations');
    await expect.poll(() => page.getByTestId('integration-llm').isVisible()).toBe(true);
    expect(await page.getByTestId('integration-llm').innerText()).toContain('Offline engine');
    expect(await page.getByTestId('integration-payments').innerText()).toContain('Offline test mode');
    expect(await page.getByTestId('integration-mail').innerText()).toContain('Outbox');
    expect(await page.getByTestId('integration-database').innerText()).toContain('SQLite');
    expect(await page.getByTestId('integration-events').innerText()).toContain('In process');
    // Which marketing tools this server can connect, and where their tokens' key lives.
    expect(await page.getByTestId('integration-providers').innerText()).toContain('Google Analytics 4: not configured (set GOOGLE_OAUTH_CLIENT_ID and GOOGLE_OAUTH_CLIENT_SECRET)');
  });

  it('R-ROUTE-40 R-ROLE-03: a support admin reads Users and Organizations but gets no buttons that change anything', async () => {
    const support = { email: `support.${stamp}@platform.test`, password: 'correct horse battery' };
    await post('/register', { email: support.email, password: support.password, name: 'Sam Support', org_name: `Support ${stamp}` });
    // There is no API to make platform staff: the role is set in the database, as the server tests do.
    await app.server.database.db.updateTable('users').set({ role: 'support_admin', org_id: null }).where('email', '=', support.email).execute();
    const supportPage = await app.newPage();
    await signInThroughPage(supportPage, support);
    await supportPage.waitForURL((url) => url.pathname === '/admin/dashboard');

    await supportPage.goto('/admin/users');
    await expect.poll(() => supportPage.getByRole('table', { name: 'Users' }).isVisible()).toBe(true);
    expect(await supportPage.getByText('You have read-only access').isVisible()).toBe(true);
    expect(await supportPage.getByRole('button', { name: /^(Disable|Enable) / }).count()).toBe(0);
    await supportPage.goto('/admin/organizations');
    await expect.poll(() => supportPage.getByRole('table', { name: 'Organizations' }).isVisible()).toBe(true);
    expect(await supportPage.getByRole('button', { name: /^Grant credits/ }).count()).toBe(0);
    expect(await supportPage.getByRole('combobox', { name: /^Plan of / }).count()).toBe(0);
    await supportPage.context().close();
  });

  it('R-ROUTE-44 R-OPEN-25 R-ORG-01 R-ORG-02: an organization owner opens the org-admin dashboard with its name (renamed there), members, roles, join requests and credits', async () => {
    const ownerPage = await app.newPage();
    await signInThroughPage(ownerPage, owner);
    await ownerPage.waitForURL((url) => url.pathname === '/dashboard');
    await ownerPage.goto('/org-admin/dashboard');
    await expect.poll(() => ownerPage.getByRole('heading', { name: 'Organization Admin', level: 1 }).isVisible()).toBe(true);
    await expect.poll(() => ownerPage.getByTestId('org-admin-members').isVisible()).toBe(true);
    expect(await ownerPage.getByTestId('org-admin-members').innerText()).toBe('1');
    expect(await ownerPage.getByTestId('org-admin-role-org_owner').innerText()).toBe('1');
    expect(await ownerPage.getByTestId('org-admin-join-requests').innerText()).toBe('0');
    // The 250 credits the admin granted are there.
    expect(await ownerPage.getByTestId('org-admin-credits').innerText()).toBe('0/750 credits used');
    // R-ORG-01 R-ORG-02: the organization's name, renamed here.
    const name = ownerPage.getByTestId('org-admin-organization');
    const before = await name.innerText();
    await ownerPage.getByRole('button', { name: 'Rename' }).click();
    await ownerPage.getByLabel('Organization name').fill(`${before} Studio`);
    await ownerPage.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => name.isVisible().then((shown) => (shown ? name.innerText() : ''))).toBe(`${before} Studio`);
    await ownerPage.reload();
    await expect.poll(() => name.isVisible().then((shown) => (shown ? name.innerText() : ''))).toBe(`${before} Studio`);
    await ownerPage.getByRole('main').getByRole('link', { name: 'Manage Users' }).first().click();
    await ownerPage.waitForURL((url) => url.pathname === '/org-admin/users');
    await ownerPage.context().close();
  });
});
