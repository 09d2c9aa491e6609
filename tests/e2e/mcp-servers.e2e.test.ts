import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startAppWithOwner, type E2eApp } from './support/e2e-app.ts';

/**
 * An organization's own MCP servers in a real browser against the real server with INTEGRATIONS_SANDBOX=true:
 * from Connections to the tool servers page, a private address refused in words, the sandbox's helpdesk added (checked
 * by the server first), its tools listed with whether they read or need confirmation, enabled one by one or all at once, and still
 * enabled after a reload; the token never on the page. (axe: accessibility-*.e2e.test.ts.)
 */
describe('Tool servers (MCP) in the browser', () => {
  let app: E2eApp;
  let page: Page;
  const owner = { name: 'Olga Owner', email: `olga.${Date.now()}@mcp.test`, password: 'correct horse battery', org: 'Tool Servers Co' };
  let sandboxToken = '';

  beforeAll(async () => {
    ({ app, page } = await startAppWithOwner(owner, { integrations: { sandbox: true } }));
  });

  afterAll(async () => {
    await app?.stop();
  });

  const toolRow = (tool: string) => page.getByTestId(`mcp-tool-${tool}`);

  it('is reached from Connections, and refuses an address that is not a public site in words', async () => {
    await page.goto('/connections');
    await page.getByRole('heading', { name: 'Connections', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Manage tool servers' }).click();
    await page.getByRole('heading', { name: 'Tool servers (MCP)', level: 1 }).waitFor();
    await page.getByText('This space has no tool server yet.').waitFor();
    expect(await page.getByTestId('mcp-sandbox').innerText()).toContain('Sandbox: a demo tool server (a helpdesk) runs at http://127.0.0.1:');
    await page.getByLabel('Name').fill('Intranet');
    await page.getByLabel('Address').fill('http://10.0.0.5/mcp');
    await page.getByRole('button', { name: 'Add a tool server' }).click();
    await page.getByText('Refused: 10.0.0.5 is a private address, not a public site').waitFor({ timeout: 10_000 });
  });

  it('adds the sandbox helpdesk, lists its tools disabled with what each does, and never shows the token', async () => {
    await page.getByRole('button', { name: 'Use the demo server' }).click();
    sandboxToken = await page.getByRole('textbox', { name: 'Token (optional)' }).inputValue();
    expect(sandboxToken).toMatch(/^sandbox-mcp-/);
    await page.getByRole('button', { name: 'Add a tool server' }).click();
    await page.getByText('Helpdesk added with 3 tools. Enable the ones the agents may use.').waitFor({ timeout: 10_000 });
    await page.getByRole('heading', { name: 'Helpdesk', level: 2 }).waitFor();
    expect(await toolRow('lookup_customer').innerText()).toContain('Finds a customer of the helpdesk by email: name, plan and open tickets.');
    expect(await toolRow('lookup_customer').innerText()).toContain('Runs at once (read-only)');
    expect(await toolRow('create_ticket').innerText()).toContain('Asks you to confirm');
    for (const tool of ['lookup_customer', 'list_open_tickets', 'create_ticket']) expect(await page.getByLabel(`Enable ${tool}`).isChecked()).toBe(false);
    // The form is emptied: the token is nowhere on the page any more.
    expect(await page.getByRole('textbox', { name: 'Token (optional)' }).inputValue()).toBe('');
    expect(await page.content()).not.toContain(sandboxToken);
  });

  it('enables tools one by one, and they stay enabled after a reload', async () => {
    await page.getByLabel('Enable lookup_customer').click({ force: true });
    await expect.poll(() => page.getByLabel('Enable lookup_customer').isChecked(), { timeout: 10_000 }).toBe(true);
    await page.getByLabel('Enable create_ticket').click({ force: true });
    await expect.poll(() => page.getByLabel('Enable create_ticket').isChecked(), { timeout: 10_000 }).toBe(true);
    await page.reload();
    await page.getByRole('heading', { name: 'Helpdesk', level: 2 }).waitFor();
    expect(await page.getByLabel('Enable lookup_customer').isChecked()).toBe(true);
    expect(await page.getByLabel('Enable create_ticket').isChecked()).toBe(true);
    expect(await page.getByLabel('Enable list_open_tickets').isChecked()).toBe(false);
    expect(await page.content()).not.toContain(sandboxToken);
  });

  it('switches every tool on, then off, at once, and the page says so after a reload', async () => {
    await page.getByRole('button', { name: 'Enable all tools: Helpdesk' }).click();
    for (const tool of ['lookup_customer', 'list_open_tickets', 'create_ticket']) {
      await expect.poll(() => page.getByLabel(`Enable ${tool}`).isChecked(), { timeout: 10_000 }).toBe(true);
    }
    expect(await page.getByRole('button', { name: 'Enable all tools: Helpdesk' }).isDisabled()).toBe(true);
    await page.reload();
    await page.getByRole('heading', { name: 'Helpdesk', level: 2 }).waitFor();
    expect(await page.getByLabel('Enable list_open_tickets').isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Disable all tools: Helpdesk' }).click();
    for (const tool of ['lookup_customer', 'list_open_tickets', 'create_ticket']) {
      await expect.poll(() => page.getByLabel(`Enable ${tool}`).isChecked(), { timeout: 10_000 }).toBe(false);
    }
    expect(await page.getByRole('button', { name: 'Disable all tools: Helpdesk' }).isDisabled()).toBe(true);
  });
});
