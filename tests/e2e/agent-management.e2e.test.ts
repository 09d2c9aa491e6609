import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startAppWithOwner, type E2eApp } from './support/e2e-app.ts';

/** Manage Agents and an agent's configuration, in a real browser against the real server. */
describe('agent management in the browser', () => {
  let app: E2eApp;
  let page: Page;
  const ownerEmail = `mae.${Date.now()}@endeavour.test`;

  beforeAll(async () => {
    ({ app, page } = await startAppWithOwner({ name: 'Mae Jemison', email: ownerEmail, password: 'correct horse battery', org: 'Endeavour' }));
  });

  afterAll(async () => {
    await app?.stop();
  });

  const row = (slug: string) => page.locator(`[data-testid="managed-agent"][data-slug="${slug}"]`);
  const toast = (text: string) => page.getByRole('region', { name: 'Notifications' }).getByText(text);

  it('R-ROUTE-24: Manage Agents lists the six agents with transport, costs, engine, enabled switch and default mode', async () => {
    await page.goto('/agents/manage');
    await expect.poll(() => page.getByTestId('managed-agent').count(), { timeout: 10_000 }).toBe(6);
    expect(await page.getByRole('heading', { name: 'Manage Agents', level: 1 }).isVisible()).toBe(true);
    // Spec 1 and 4.7: the six agents, WebSocket for email, strategy review, brand voice and SEO, polling for
    // the others; spec 9: 20 estimated credits times 1, 1.5 and 2 for normal, medium and max.
    const agents = [
      { slug: 'email-agent', name: 'Email Agent', transport: 'WebSocket' },
      { slug: 'seo-agent', name: 'SEO Agent', transport: 'WebSocket' },
      { slug: 'strategy-review-agent', name: 'Strategy Review Agent', transport: 'WebSocket' },
      { slug: 'brand-voice', name: 'Brand Voice', transport: 'WebSocket' },
      { slug: 'creative-agent', name: 'Creative Agent', transport: 'Polling' },
      { slug: 'cmo', name: 'CMO Agent', transport: 'Polling' },
    ];
    expect(await page.getByTestId('managed-agent').locator('td:first-child').allInnerTexts()).toEqual(agents.map((a) => a.name));
    for (const agent of agents) {
      const text = await row(agent.slug).innerText();
      expect(text).toContain(agent.transport);
      expect(text).toContain('20 / 30 / 40');
      // No LLM key in the test server: the offline engine answers, and the list says so.
      expect(text).toContain('offline engine');
      expect(await row(agent.slug).getByRole('checkbox', { name: `${agent.name} enabled` }).isChecked()).toBe(true);
      expect(await row(agent.slug).getByRole('combobox', { name: `Default mode of ${agent.name}` }).inputValue()).toBe('normal');
      expect(await row(agent.slug).getByRole('link', { name: `Chat with ${agent.name}` }).getAttribute('href')).toBe(`/agents/${agent.slug}`);
    }
    expect(await page.getByText('Only organization owners and admins can change this.').count()).toBe(0);

    // An agent the server does not know: said once, with no retry that could not help.
    await page.goto('/agents/no-such-agent/configure');
    await expect.poll(() => page.getByText('Agent not found').isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(0);
  });

  it('R-ROUTE-26 R-CRUMB-10: Email Agent\'s configuration is checked as typed, keeps typed values on a failed save, and is there after a reload', async () => {
    await page.goto('/agents/manage');
    await row('email-agent').getByRole('link', { name: 'Configure Email Agent' }).click();
    await page.waitForURL((url) => url.pathname === '/agents/email-agent/configure');
    await expect.poll(() => page.getByRole('heading', { name: 'Email Agent configuration' }).isVisible(), { timeout: 10_000 }).toBe(true);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await crumbs.locator('[aria-current="page"]').innerText()).toBe('Email Agent Config');

    const save = page.getByRole('button', { name: 'Save changes' });
    expect(await save.isDisabled()).toBe(true); // nothing changed yet
    const kb = page.getByLabel('Passages from the knowledge base');
    await kb.fill('99');
    await expect.poll(() => page.getByText('A whole number from 1 to 50').isVisible()).toBe(true);
    expect(await save.isDisabled()).toBe(true);
    await kb.fill('');
    expect(await save.isDisabled()).toBe(true);
    await kb.fill('12');
    await expect.poll(() => page.getByText('A whole number from 1 to 50').count()).toBe(0);
    await page.getByLabel('Extra instructions').fill('x'.repeat(4001));
    await expect.poll(() => page.getByText('At most 4000 characters').isVisible()).toBe(true);
    expect(await save.isDisabled()).toBe(true);
    await page.getByLabel('Extra instructions').fill('Sign every email as the Endeavour team.');
    await page.getByLabel('Default mode').selectOption('medium');
    expect(await save.isDisabled()).toBe(false);

    // The server fails once: the error shows and every typed value stays.
    await page.route('**/api/v1/agents/email-agent/config', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ detail: 'Service unavailable, try again' }) })
        : route.fallback(),
    );
    await save.click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Service unavailable, try again' }).isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await kb.inputValue()).toBe('12');
    expect(await page.getByLabel('Extra instructions').inputValue()).toBe('Sign every email as the Endeavour team.');
    expect(await page.getByLabel('Default mode').inputValue()).toBe('medium');
    expect(await save.isDisabled()).toBe(false);
    await page.unroute('**/api/v1/agents/email-agent/config');

    await save.click();
    await expect.poll(() => toast('Email Agent settings saved').isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await page.getByRole('alert').filter({ hasText: 'Service unavailable' }).count()).toBe(0);
    await page.reload();
    await expect.poll(() => page.getByLabel('Passages from the knowledge base').inputValue(), { timeout: 10_000 }).toBe('12');
    expect(await page.getByLabel('Extra instructions').inputValue()).toBe('Sign every email as the Endeavour team.');
    expect(await page.getByLabel('Default mode').inputValue()).toBe('medium');
    expect(await page.getByRole('button', { name: 'Save changes' }).isDisabled()).toBe(true);

    // The list shows the saved default mode too.
    await page.goto('/agents/manage');
    await expect.poll(() => row('email-agent').getByRole('combobox', { name: 'Default mode of Email Agent' }).inputValue(), { timeout: 10_000 }).toBe('medium');
  });

  it('R-ROUTE-24 R-ROUTE-25: an agent switched off shows so in the list, and its chat is refused', async () => {
    await page.goto('/agents/manage');
    const cmo = row('cmo');
    await expect.poll(() => cmo.isVisible(), { timeout: 10_000 }).toBe(true);
    // A retry in CI starts where the failed attempt left the agent: switched on again first, so the switch below turns it off.
    if (!(await cmo.getByRole('checkbox', { name: 'CMO Agent enabled' }).isChecked())) {
      await cmo.locator('.bp6-switch').click();
      await expect.poll(() => cmo.getByRole('checkbox', { name: 'CMO Agent enabled' }).isChecked(), { timeout: 10_000 }).toBe(true);
      await expect.poll(() => toast('CMO Agent settings saved').isVisible(), { timeout: 10_000 }).toBe(true);
      await page.reload();
      await expect.poll(() => cmo.isVisible(), { timeout: 10_000 }).toBe(true);
    }
    await cmo.locator('.bp6-switch').click();
    await expect.poll(() => toast('CMO Agent settings saved').isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await cmo.getByRole('checkbox', { name: 'CMO Agent enabled' }).isChecked()).toBe(false);
    expect(await cmo.getByRole('link', { name: 'Chat with CMO Agent' }).count()).toBe(0);
    await page.reload();
    await expect.poll(() => row('cmo').getByRole('checkbox', { name: 'CMO Agent enabled' }).isChecked(), { timeout: 10_000 }).toBe(false);
    expect(await row('cmo').getByRole('link', { name: 'Configure CMO Agent' }).isVisible()).toBe(true);
    expect(await row('email-agent').getByRole('checkbox', { name: 'Email Agent enabled' }).isChecked()).toBe(true);

    // The server refuses messages for a disabled agent; the chat says the agent is not available here.
    await page.goto('/agents/cmo');
    const composer = page.getByRole('textbox', { name: 'Message' });
    await expect.poll(() => composer.isVisible(), { timeout: 10_000 }).toBe(true);
    // The empty chat has read the agent's catalogue entry once it offers its starters.
    await page.getByRole('region', { name: 'Try one of these' }).waitFor({ timeout: 20_000 });
    await composer.fill('What should we do first?');
    await composer.press('Enter');
    // The refusal comes back from the server's send: on a loaded CI machine that can take longer than a page's own wait.
    await expect.poll(() => page.getByTestId('chat-error').innerText(), { timeout: 25_000 }).toContain('This agent is not available in your current space.');
  });

  it('R-ROUTE-24 R-OPEN-08: the default mode set on Manage Agents is the one a chat offers and a send charges', async () => {
    await page.goto('/agents/manage');
    const strategy = row('strategy-review-agent');
    await expect.poll(() => strategy.isVisible(), { timeout: 10_000 }).toBe(true);
    await strategy.getByRole('combobox', { name: 'Default mode of Strategy Review Agent' }).selectOption('max');
    await expect.poll(() => toast('Strategy Review Agent settings saved').isVisible(), { timeout: 10_000 }).toBe(true);

    await page.goto('/agents/strategy-review-agent');
    const composer = page.getByRole('textbox', { name: 'Message' });
    await expect.poll(() => composer.isVisible(), { timeout: 10_000 }).toBe(true);
    // Spec 9: 20 estimated credits times 2 for max.
    await expect.poll(() => page.getByTestId('chat-cost').innerText()).toBe('This message costs 40 credits');
    expect(await page.getByRole('radio', { name: /^Max/ }).isChecked()).toBe(true);
    const remaining = () =>
      page.evaluate(async () => {
        const response = await fetch('/api/v1/billing/credits', {
          headers: { Authorization: `Bearer ${localStorage.getItem('access_token')}`, 'X-Space-ID': localStorage.getItem('currentSpaceId') ?? '' },
        });
        return ((await response.json()) as { remaining: number }).remaining;
      });
    const before = await remaining();
    await composer.fill('Review: we will grow by posting daily on every network.');
    await composer.press('Enter');
    await expect.poll(() => page.locator('[data-testid="chat-message"][data-role="assistant"][data-outcome="completed"]').count(), { timeout: 60_000 }).toBe(1);
    await expect.poll(remaining).toBe(before - 40);
  });

  it('R-ROUTE-24 R-ROUTE-26: a member sees the settings but cannot change them (the server refuses members)', async () => {
    // Make this user a member. Changed in the database rather than through the app, it holds once the few
    // seconds the server keeps an account's read have passed (a change through the app holds at once).
    await app.server.database.db.updateTable('users').set({ role: 'org_member' }).where('email', '=', ownerEmail).execute();
    const role = () =>
      page.evaluate(async () => {
        const response = await fetch('/api/v1/me', { headers: { Authorization: `Bearer ${localStorage.getItem('access_token')}` } });
        return ((await response.json()) as { role: string }).role;
      });
    await expect.poll(role, { timeout: 10_000, interval: 250 }).toBe('org_member');

    await page.goto('/agents/manage');
    await expect.poll(() => page.getByTestId('managed-agent').count(), { timeout: 10_000 }).toBe(6);
    expect(await page.getByText('Only organization owners and admins can change this.').isVisible()).toBe(true);
    expect(await row('email-agent').getByRole('checkbox', { name: 'Email Agent enabled' }).isDisabled()).toBe(true);
    expect(await row('email-agent').getByRole('combobox', { name: 'Default mode of Email Agent' }).isDisabled()).toBe(true);

    await row('email-agent').getByRole('link', { name: 'Configure Email Agent' }).click();
    await expect.poll(() => page.getByLabel('Passages from the knowledge base').inputValue(), { timeout: 10_000 }).toBe('12');
    expect(await page.getByText('Only organization owners and admins can change this.').isVisible()).toBe(true);
    expect(await page.getByLabel('Extra instructions').isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Save changes' }).isDisabled()).toBe(true);
  });
});
