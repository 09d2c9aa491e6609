import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Page } from 'playwright-core';
import type { Locator } from 'playwright-core';
import { park, seriousA11yViolations, settled, startE2eApp, storeSignedIn, type E2eApp } from './support/e2e-app.ts';
import { visit } from './support/in-app-visit.ts';

/**
 * Lists on a phone (390 × 844, R-ROUTE-17): below 768 px every list screen shows its rows as stacked cards, each
 * field labelled and each action on screen, instead of a table clipped at the screen's edge with no hint that it
 * scrolls (the knowledge base's date and Re-process/Delete were off screen, the credits' Status read "comple" and
 * Credits was hidden). At 1280 px the same lists stay tables. Real server with the integrations' sandbox, real
 * Chromium; the data is set up through the API.
 */
const PASSWORD = 'correct horse battery';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

interface Account {
  email: string;
  token: string;
  refresh: string;
  spaceId: string | null;
}

describe('lists on a phone', () => {
  let app: E2eApp;
  const admin = { email: 'root@platform.test', password: 'a long admin password' };
  let owner: Account;
  let platformAdmin: Account;

  async function api(method: string, path: string, options: { as?: Account; body?: unknown; form?: FormData } = {}): Promise<any> {
    const headers: Record<string, string> = {};
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    if (options.as) headers.Authorization = `Bearer ${options.as.token}`;
    if (options.as?.spaceId) headers['X-Space-ID'] = options.as.spaceId;
    const response = await fetch(`${app.url}/api/v1${path}`, { method, headers, body: options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)) });
    const text = await response.text();
    if (response.status >= 300) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
    return text ? JSON.parse(text) : null;
  }

  async function signIn(email: string, password = PASSWORD): Promise<Account> {
    const login = await api('POST', '/login', { body: { email, password } });
    const account: Account = { email, token: login.access_token, refresh: login.refresh_token, spaceId: null };
    if (login.user.org_id) account.spaceId = ((await api('GET', '/spaces/', { as: account })) as { id: string }[])[0]?.id ?? null;
    return account;
  }

  /**
   * A page signed in as `as` at `viewport`, the tour and welcome marked done; `park` it when done. The tests only read
   * lists, so one person at one width shares a page (support/e2e-app.ts `sharedPage`).
   */
  const pageAs = (as: Account, viewport = PHONE): Promise<Page> => app.sharedPage({ viewport, signedIn: { access: as.token, refresh: as.refresh } });

  beforeAll(async () => {
    app = await startE2eApp({ admin, integrations: { sandbox: true }, offlineEnginePaceMs: 5 });
    platformAdmin = await signIn(admin.email, admin.password);
    await api('POST', '/register', { body: { email: 'olga@phone-lists.test', password: PASSWORD, name: 'Olga Longname-Owner', org_name: 'Phone Lists Roastery' } });
    owner = await signIn('olga@phone-lists.test');

    const form = new FormData();
    form.append('file', new Blob(['# Launch plan\n\nThe roastery opens a second shop in March.\n'], { type: 'text/markdown' }), 'quarterly-launch-plan-for-the-second-shop.md');
    const document = await api('POST', '/knowledge-base/documents', { as: owner, form });
    await vi.waitFor(async () => expect((await api('GET', `/knowledge-base/documents/${document.id}`, { as: owner })).status).toBe('ready'), { timeout: 30_000, interval: 250 });

    // A charged message, so Credits has a transaction (its Status and Credits columns).
    const sent = await api('POST', '/agents/email-agent/messages/async', { as: owner, body: { message: 'Write a two line welcome email for new subscribers.' } });
    await vi.waitFor(
      async () => {
        const messages = (await api('GET', `/agents/sessions/${sent.session_id}/messages`, { as: owner })) as { role: string; outcome: string }[];
        expect(messages.some((m) => m.role === 'assistant' && m.outcome === 'completed')).toBe(true);
      },
      { timeout: 60_000, interval: 250 },
    );

    await api('POST', '/orgs/invites', { as: owner, body: { email: 'bartholomew.invited@partners-of-the-roastery.test', role: 'org_admin' } });

    await api('POST', '/integrations/instantly/connect', { as: owner, body: { access_token: 'sandbox-instantly-phone-0123456789' } });
    await api('POST', '/integrations/apollo/connect', { as: owner, body: { access_token: 'sandbox-apollo-phone-0123456789' } });
    const lead = (first: string, email: string | null) => ({ first_name: first, last_name: 'Lead', email, title: 'Head of Marketing', company: 'Acme', company_size: '51-200', industry: 'Software', location: 'Berlin, Germany', linkedin_url: null, external_id: `apollo-${first.toLowerCase()}` });
    const list = await api('POST', '/lead-lists', { as: owner, body: { name: 'Cafe owners in Leeds', leads: [lead('Ana', 'ana@acme.example'), lead('Ben', 'ben@acme.example')] } });
    await api('POST', '/integrations/instantly/campaigns', { as: owner, body: { name: 'Wholesale beans for cafes', steps: [{ subject: 'Fresh beans weekly', body: 'Hi {{firstName}}', delay_days: 0 }], lead_list_id: list.id } });

    // A draft sent to WordPress (What was sent), an Odoo database (Odoo connections) and the sandbox's tool server
    // (Tool servers), so those lists have rows too.
    await api('POST', '/integrations/wordpress/connect', { as: owner, body: { site_url: 'https://blog.phone-lists-roastery.example', username: 'olga', access_token: 'sandbox abcd efgh ijkl' } });
    await api('POST', '/publishing/wordpress/drafts', { as: owner, body: { title: 'Choosing a coffee grinder for the home barista', markdown: '# Choosing a grinder\n\nBurr, not blade.' } });
    await api('POST', '/integrations/odoo/connect', { as: owner, body: { site_url: 'https://phone-lists-roastery-trading.odoo.example', database: 'acme', access_token: 'sandbox-odoo-phone-key-0123456789abcdefghijkl' } });
    const mcp = await api('GET', '/integrations/mcp-servers', { as: owner });
    await api('POST', '/integrations/mcp-servers', { as: owner, body: { name: 'Helpdesk', url: mcp.sandbox.url, token: mcp.sandbox.token } });
  }, 180_000);

  afterAll(async () => {
    await app?.stop();
  });

  /**
   * What is off screen or unlabelled in the page's lists: every row's cells and buttons lie within the screen's
   * width, and a row of several fields shows each field's name beside its value.
   */
  async function clippedOrUnlabelled(page: Page): Promise<string[]> {
    return page.evaluate((width) => {
      const problems: string[] = [];
      const visible = (el: Element) => (el as HTMLElement).checkVisibility() && el.getBoundingClientRect().width > 0;
      for (const table of document.querySelectorAll('main table')) {
        if (!visible(table)) continue;
        const headers = [...table.querySelectorAll('thead th')].map((th) => (th.textContent ?? '').trim());
        for (const row of [...table.querySelectorAll('tbody tr')].slice(0, 3)) {
          const name = (row.textContent ?? '').trim().slice(0, 40);
          for (const part of row.querySelectorAll('td, th, button, a')) {
            if (!visible(part)) continue;
            const box = part.getBoundingClientRect();
            if (box.left < -1 || box.right > width + 1) problems.push(`"${(part.textContent ?? '').trim().slice(0, 30)}" of the row "${name}" lies at ${Math.round(box.left)}–${Math.round(box.right)} px`);
          }
          const text = (row as HTMLElement).innerText;
          const unlabelled = headers.filter((header, index) => {
            const cell = row.children[index];
            // The card's heading names the row (the first field, or the one marked as the title); buttons, links and
            // boxes name themselves.
            const title = cell?.classList.contains('responsive-table__title') || (index === 0 && !row.querySelector('.responsive-table__title'));
            if (title || !header || !cell || !visible(cell) || !(cell as HTMLElement).innerText.trim() || cell.querySelector('button, a, input')) return false;
            return !text.includes(header);
          });
          if (headers.length > 2 && unlabelled.length > 0) problems.push(`the row "${name}" shows no label for ${unlabelled.join(', ')}`);
        }
      }
      return problems;
    }, PHONE.width);
  }

  /** Opens `path` in the app and waits for its rows; `afresh` loads it again (a mobile browser fits a page to the screen as it loads it). */
  async function open(page: Page, path: string, rows: string, options: { afresh?: boolean } = {}): Promise<void> {
    if (options.afresh) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    } else await visit(page, path);
    await page.locator(rows).first().waitFor({ timeout: 20_000 });
    await settled(page);
  }

  const screens: { path: string; rows: string; as: () => Account; then?: (page: Page) => Promise<void> }[] = [
    { path: '/knowledge-base', rows: 'main table tbody tr', as: () => owner },
    { path: '/credits', rows: 'main table tbody tr', as: () => owner },
    { path: '/org-admin/users', rows: 'main table tbody tr', as: () => owner },
    { path: '/assets', rows: 'main table tbody tr', as: () => owner },
    { path: '/agents/manage', rows: 'main table tbody tr', as: () => owner },
    { path: '/apollo', rows: 'main', as: () => owner, then: (page) => page.getByRole('button', { name: 'Open Cafe owners in Leeds' }).click() },
    { path: '/instantly/campaigns', rows: 'main table tbody tr', as: () => owner },
    { path: '/connections/publishing', rows: 'main table tbody tr', as: () => owner },
    { path: '/connections/mcp', rows: 'main table tbody tr', as: () => owner },
    { path: '/connections/odoo/manage', rows: 'main table tbody tr', as: () => owner },
    { path: '/admin/dashboard', rows: 'main table tbody tr', as: () => platformAdmin },
    { path: '/admin/users', rows: 'main table tbody tr', as: () => platformAdmin },
    { path: '/admin/organizations', rows: 'main table tbody tr', as: () => platformAdmin },
    { path: '/admin/security', rows: 'main', as: () => platformAdmin },
    { path: '/admin/integrations', rows: 'main table tbody tr', as: () => platformAdmin },
  ];

  it('R-ROUTE-17: an Apollo search at 390 px shows each person as a card with its own box, and Select all on this page above them', async () => {
    const page = await pageAs(owner);
    try {
      await open(page, '/apollo', 'main');
      await page.getByRole('textbox', { name: 'Job titles' }).fill('Head of Marketing');
      await page.getByRole('button', { name: 'Search' }).click();
      await page.locator('main table tbody tr').first().waitFor({ timeout: 20_000 });
      await settled(page);
      expect((await clippedOrUnlabelled(page)).join('\n')).toBe('');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      const selectAll = page.getByRole('checkbox', { name: 'Select all on this page' });
      expect(await selectAll.count()).toBe(1);
      // A finger taps the box's label (Blueprint draws the box over its input).
      await page.getByText('Select all on this page', { exact: true }).click();
      expect(await selectAll.isChecked()).toBe(true);
      const rows = await page.locator('main table tbody tr').count();
      await page.getByRole('button', { name: `Save ${rows} to list` }).waitFor();
    } finally {
      await park(page, { loaded: true });
    }
  });

  for (const screen of screens) {
    it(`R-ROUTE-17: ${screen.path} at 390 px shows its rows whole, each field labelled and each action on screen`, async () => {
      const page = await pageAs(screen.as());
      try {
        await open(page, screen.path, screen.rows);
        if (screen.then) {
          await screen.then(page);
          await page.locator('main table tbody tr').first().waitFor();
        }
        expect((await clippedOrUnlabelled(page)).join('\n')).toBe('');
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      } finally {
        await park(page, { loaded: true });
      }
    });
  }

  /**
   * What of a list's rows a person cannot see on the phone, read the way Playwright sees it: each of the first rows'
   * fields (a cell with something in it) and actions (buttons, links) must be visible and lie wholly within the
   * 390 px screen, and each field that is not the card's heading or an action must show its name.
   */
  async function rowsNotWhollyOnScreen(table: Locator): Promise<string[]> {
    const problems: string[] = [];
    const rows = table.locator('tbody > tr');
    const count = Math.min(await rows.count(), 3);
    for (let r = 0; r < count; r++) {
      const row = rows.nth(r);
      await row.scrollIntoViewIfNeeded();
      const rowName = (await row.innerText()).replace(/\s+/g, ' ').trim().slice(0, 40);
      const cells = row.locator(':scope > td, :scope > th');
      for (let c = 0; c < (await cells.count()); c++) {
        const cell = cells.nth(c);
        const text = (await cell.textContent())?.trim() ?? '';
        const controls = cell.locator('button, a');
        if (!text && (await controls.count()) === 0) continue;
        // A name with nothing beside it (a ledger row no person made has no "By") says nothing: the card leaves it out.
        const value = cell.locator(':scope > .responsive-table__value');
        if ((await value.count()) > 0 && (await value.evaluate((el) => !el.textContent?.trim() && el.children.length === 0))) {
          if (await cell.isVisible()) problems.push(`the field "${text.slice(0, 30)}" of "${rowName}" shows its name with nothing beside it`);
          continue;
        }
        const parts: [string, Locator][] = [[`the field "${text.slice(0, 30)}"`, cell]];
        for (let b = 0; b < (await controls.count()); b++) parts.push([`the action "${((await controls.nth(b).textContent()) ?? '').trim()}"`, controls.nth(b)]);
        for (const [what, part] of parts) {
          const box = await part.boundingBox();
          if (!(await part.isVisible()) || !box) problems.push(`${what} of "${rowName}" is not shown`);
          else if (box.x < -0.5 || box.x + box.width > PHONE.width + 0.5) problems.push(`${what} of "${rowName}" lies at ${Math.round(box.x)}–${Math.round(box.x + box.width)} px`);
        }
        const heading = await cell.evaluate((el) => el.classList.contains('responsive-table__title') || el.classList.contains('responsive-table__actions'));
        if (!heading && (await controls.count()) === 0 && c > 0 && !(await cell.locator('.responsive-table__label').isVisible().catch(() => false))) {
          problems.push(`the field "${text.slice(0, 30)}" of "${rowName}" shows no name`);
        }
      }
    }
    return problems;
  }

  const wholeRows: { path: string; table: string; as: () => Account }[] = [
    { path: '/knowledge-base', table: 'Documents', as: () => owner },
    { path: '/credits', table: 'Transactions', as: () => owner },
    { path: '/org-admin/users', table: 'Members', as: () => owner },
    { path: '/connections/publishing', table: 'Drafts sent from this space', as: () => owner },
    { path: '/connections/odoo/manage', table: 'Odoo connections', as: () => owner },
    { path: '/connections/mcp', table: 'Tools of Helpdesk', as: () => owner },
  ];

  for (const list of wholeRows) {
    it(`R-ROUTE-17: at 390 px every field and action of the "${list.table}" rows on ${list.path} is visible and on screen, each field named`, async () => {
      const page = await pageAs(list.as());
      try {
        await open(page, list.path, 'main table tbody tr');
        const table = page.getByRole('table', { name: list.table, exact: true });
        await table.locator('tbody > tr').first().waitFor();
        expect((await rowsNotWhollyOnScreen(table)).join('\n')).toBe('');
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      } finally {
        await park(page, { loaded: true });
      }
    });
  }

  it('R-ROUTE-17: on a touch phone (a mobile browser that zooms out to fit a wide page) Tool servers, Odoo connections and What was sent keep the 390 px width', async () => {
    const context = await app.browser.newContext({ baseURL: app.url, viewport: PHONE, hasTouch: true, isMobile: true, reducedMotion: 'reduce' });
    await storeSignedIn(context, { access: owner.token, refresh: owner.refresh });
    const page = await context.newPage();
    try {
      for (const path of ['/connections/mcp', '/connections/odoo/manage', '/connections/publishing']) {
        await open(page, path, 'main table tbody tr', { afresh: true });
        expect({ path, width: await page.evaluate(() => window.innerWidth) }).toEqual({ path, width: PHONE.width });
      }
    } finally {
      await context.close();
    }
  });

  it('R-ROUTE-17: at 1280 px What was sent, Odoo connections and Tool servers stay tables with their column headers, and axe finds nothing serious at 1280 or 390', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await pageAs(owner, viewport);
      try {
        for (const [path, table, headers] of [
          ['/connections/publishing', 'Drafts sent from this space', ['Title', 'Site', 'Sent by', 'When', 'Draft']],
          ['/connections/odoo/manage', 'Odoo connections', ['Company (database)', 'Address', 'Status']],
          ['/connections/mcp', 'Tools of Helpdesk', ['Tool', 'What it does', 'When an agent uses it', 'Enabled']],
        ] as const) {
          await open(page, path, 'main table tbody tr');
          if (viewport === DESKTOP) {
            const shown = await page.getByRole('table', { name: table, exact: true }).locator('thead th').evaluateAll((ths) => ths.filter((th) => (th as HTMLElement).offsetHeight > 1).map((th) => th.textContent?.trim()));
            expect(shown.slice(0, headers.length)).toEqual([...headers]);
          }
          expect({ path, width: viewport.width, violations: await seriousA11yViolations(page) }).toEqual({ path, width: viewport.width, violations: [] });
        }
      } finally {
        await park(page, { loaded: true });
      }
    }
  });
});
