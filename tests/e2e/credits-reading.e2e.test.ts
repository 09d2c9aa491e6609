import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { askAsPage, copySession, registerThroughPage, seriousA11yViolations, settled, startE2eApp, type E2eApp, type PageAccount } from './support/e2e-app.ts';

/**
 * In a real browser against the real server: credits read one way wherever a person meets them, as used of the
 * total with the words "credits used" (the welcome carousel, the sidebar's credits panel, expanded and collapsed,
 * the Dashboard, Credits and the organization dashboard), at 1280 px and at 390 px. Once every credit is used
 * (the owner takes the rest by hand through the API, as the product allows), the same places say "Credit limit
 * reached" beside a red gauge at 100 %, and from 80 % used they say "Credits running low".
 */
describe('credits read one way, and the limit reached', () => {
  let app: E2eApp;
  let page: Page;
  const stamp = Date.now();
  const owner: PageAccount = { name: 'Ines Ledger', email: `ines.${stamp}@tally.test`, password: 'correct horse battery', org: `Tally Roasters ${stamp}` };
  const phoneOwner: PageAccount = { name: 'Oskar Ledger', email: `oskar.${stamp}@bakehouse.test`, password: 'correct horse battery', org: `Tally Bakers ${stamp}` };
  const LOAD = { timeout: 15_000 };
  const PHONE = { width: 390, height: 844 };
  /** A deduction a retry of its test (CI retries a failed test once) replays instead of taking again. */
  const onceEvenOnRetry = (name: string) => ({ 'Idempotency-Key': `credits-reading-${name}` });

  const panel = (p: Page = page) => p.getByTestId('credits-panel');
  const dashboardCard = (p: Page = page) => p.getByTestId('dashboard-credits');
  const text = async (p: Page, testId: string) => (await p.getByTestId(testId).innerText()).replace(/\s+/g, ' ').trim();

  /** The carousel's credits slide, as a person reaches it: by its indicator, then read where it shows. */
  async function creditsSlide(p: Page): Promise<string> {
    const welcome = p.getByRole('dialog', { name: 'Welcome to your marketing workspace' });
    await expect.poll(() => welcome.isVisible(), LOAD).toBe(true);
    await welcome.getByRole('button', { name: 'Slide 4 of 4' }).click();
    const slide = welcome.getByRole('group', { name: 'Slide 4 of 4' });
    await expect.poll(() => slide.isVisible()).toBe(true);
    return (await slide.innerText()).replace(/\s+/g, ' ').trim();
  }

  /** A page at 390 px signed in as the wide page is (its stored tokens and space). */
  async function phoneSignedInAsPage(): Promise<Page> {
    const narrow = await app.newPage({ viewport: PHONE });
    await copySession(page, narrow.context());
    return narrow;
  }

  /** The 390 px navigation drawer, opened from the header's menu button. */
  async function openDrawer(p: Page): Promise<void> {
    await p.getByRole('button', { name: 'Open navigation' }).click();
    await p.getByRole('dialog', { name: 'Main navigation' }).waitFor();
    await settled(p);
  }

  const overflow = (p: Page) => p.evaluate(() => document.documentElement.scrollWidth);

  beforeAll(async () => {
    app = await startE2eApp({ offlineEnginePaceMs: 5 });
    page = await app.newPage();
    await registerThroughPage(page, owner, { keepWelcome: true });
  });

  afterAll(async () => {
    await app?.stop();
  });

  it('R-SIDEBAR-19 R-SIDEBAR-18 R-GUARD-24: at 1280 px a new owner reads credits as "used/total credits used" in the welcome carousel, the sidebar, the Dashboard, Credits and the organization dashboard', async () => {
    expect(await creditsSlide(page)).toBe('Credits Agent runs use credits from your plan. The gauge in the sidebar shows how many of them you have used.');
    await page.getByRole('button', { name: 'Get started' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await expect.poll(() => text(page, 'credits-panel'), LOAD).toBe('0% Credits 0/500 credits used Upgrade');
    expect(await panel().getByRole('img').getAttribute('aria-label')).toBe('0% of credits used');

    await expect.poll(() => text(page, 'dashboard-credits'), LOAD).toBe('Credits 0% 0/500 credits used View credits');
    expect(await dashboardCard().getByRole('img').getAttribute('aria-label')).toBe('0% of credits used');

    await page.goto('/credits');
    await expect.poll(async () => (await page.locator('.credits-card--plan').innerText()).replace(/\s+/g, ' '), LOAD).toContain('0/500 credits used · 500 remaining');
    // The plan renews on a day, written as this browser writes dates, with no time of day.
    expect(await page.locator('.credits-card--plan').getByText(/^Renews /).innerText()).toMatch(/^Renews \d{1,2}\/\d{1,2}\/\d{4}$/);

    await page.goto('/org-admin/dashboard');
    await expect.poll(() => page.getByTestId('org-admin-credits').innerText(), LOAD).toBe('0/500 credits used');

    // Nowhere does a new owner read a different number for the same thing ("500 of 500 left").
    for (const path of ['/dashboard', '/credits', '/org-admin/dashboard']) {
      await page.goto(path);
      await expect.poll(() => text(page, 'credits-panel'), LOAD).toContain('0/500 credits used');
      expect(await page.locator('body').innerText()).not.toMatch(/\bleft\b|Credit limit reached/);
    }
  });

  it('R-SIDEBAR-19 R-GUARD-24: at 390 px the carousel, the drawer\'s credits panel and the Dashboard read the same, and nothing overflows', async () => {
    const narrow = await app.newPage({ viewport: PHONE });
    await registerThroughPage(narrow, phoneOwner, { keepWelcome: true });
    expect(await creditsSlide(narrow)).toBe('Credits Agent runs use credits from your plan. The gauge in the sidebar shows how many of them you have used.');
    await narrow.getByRole('button', { name: 'Get started' }).click();
    await narrow.getByRole('dialog').waitFor({ state: 'detached' });

    await expect.poll(() => text(narrow, 'dashboard-credits'), LOAD).toBe('Credits 0% 0/500 credits used View credits');
    expect(await overflow(narrow)).toBeLessThanOrEqual(390);
    await openDrawer(narrow);
    await expect.poll(() => text(narrow, 'credits-panel'), LOAD).toBe('0% Credits 0/500 credits used Upgrade');
    await narrow.context().close();
  });

  /** Recent activity's lines as a person reads them, each [words, amount], with whether the amount stays clear of its words. */
  async function recentActivity(p: Page): Promise<{ lines: string[][]; clear: boolean[] }> {
    const card = p.locator('.credits-card').filter({ has: p.getByRole('heading', { name: 'Recent activity' }) });
    const items = card.getByRole('listitem');
    const lines: string[][] = [];
    const clear: boolean[] = [];
    for (const item of await items.all()) {
      const words = item.locator(':scope > span').nth(0);
      const amount = item.locator(':scope > span').nth(1);
      lines.push([(await words.innerText()).trim(), (await amount.innerText()).trim()]);
      const [w, a, card] = [await words.boundingBox(), await amount.boundingBox(), await item.boundingBox()];
      // Clear: a visible gap between the words and the amount, and the amount inside its line.
      clear.push(!!w && !!a && !!card && a.x - (w.x + w.width) >= 8 && a.x + a.width <= card.x + card.width + 0.5);
    }
    return { lines, clear };
  }

  it('R-BILLING-12: a declined request\'s refund is listed beside its charge in Recent activity, each amount clear of its words, at 1280 px and at 390 px', async () => {
    const question = 'Draft an employment contract for our new pottery instructor. Full legal text please.';
    await page.goto('/agents/email-agent');
    await expect.poll(() => page.getByRole('heading', { name: 'Email Agent', level: 1 }).isVisible(), LOAD).toBe(true);
    await page.getByRole('textbox', { name: 'Message' }).fill(question);
    await expect.poll(() => page.getByRole('button', { name: 'Send', exact: true }).isEnabled(), LOAD).toBe(true);
    await page.getByRole('textbox', { name: 'Message' }).press('Enter');
    const answer = page.locator('[data-testid="chat-message"][data-role="assistant"]').last();
    await expect.poll(async () => ((await answer.count()) ? answer.getAttribute('data-outcome') : null), { timeout: 60_000 }).toBe('completed');

    await page.goto('/credits');
    const expected = [
      // Newest first (a retry of this test sends again, so only the latest two are read).
      ['Refund: declined Email Agent request', '+20'],
      [question.slice(0, 40), '-20'],
    ];
    await expect.poll(async () => (await recentActivity(page)).lines.slice(0, 2).map(([words, amount]) => [words!.slice(0, 40), amount]), LOAD).toEqual(expected);
    expect((await recentActivity(page)).clear.slice(0, 2)).toEqual([true, true]);
    // Given back, the run cost nothing.
    expect((await page.locator('.credits-card--plan').innerText()).replace(/\s+/g, ' ')).toContain('0/500 credits used · 500 remaining');

    const narrow = await phoneSignedInAsPage();
    await narrow.goto('/credits');
    await expect.poll(async () => (await recentActivity(narrow)).lines.slice(0, 2).map(([words, amount]) => [words!.slice(0, 40), amount]), LOAD).toEqual(expected);
    expect((await recentActivity(narrow)).clear.slice(0, 2)).toEqual([true, true]);
    expect(await overflow(narrow)).toBeLessThanOrEqual(390);
    await narrow.context().close();
  });

  it('R-PLAN-06 R-SIDEBAR-19: at 1280 px, with 80 % of the credits used, the sidebar, the Dashboard and Credits say "Credits running low"', async () => {
    const taken = await askAsPage(page, 'POST', '/billing/credits/deduct', { amount: 400, description: 'Most used by hand' }, onceEvenOnRetry('most-used'));
    expect(taken.status).toBe(200);
    await page.goto('/dashboard');
    await expect.poll(() => text(page, 'credits-panel'), LOAD).toBe('80% Credits 400/500 credits used Credits running low Upgrade');
    await expect.poll(() => text(page, 'dashboard-credits'), LOAD).toBe('Credits 80% 400/500 credits used Credits running low View credits');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.goto('/credits');
    await expect.poll(async () => (await page.locator('.credits-card--plan').innerText()).replace(/\s+/g, ' '), LOAD).toContain('400/500 credits used · 100 remaining');
    expect((await page.locator('.credits-card--plan').innerText()).replace(/\s+/g, ' ')).toContain('Credits running low');
  });

  it('R-PLAN-07 R-PLAN-10 R-SIDEBAR-19: at 1280 px, once every credit is used, the sidebar, the Dashboard, Credits and the organization dashboard say "Credit limit reached" beside a red gauge at 100 %', async () => {
    const taken = await askAsPage(page, 'POST', '/billing/credits/deduct', { amount: 100, description: 'Used up by hand' }, onceEvenOnRetry('used-up'));
    expect(taken.status).toBe(200);
    expect(taken.body).toMatchObject({ success: true, credits_remaining: 0 });

    await page.goto('/dashboard');
    await expect.poll(() => text(page, 'credits-panel'), LOAD).toBe('100% Credits 500/500 credits used Credit limit reached Upgrade');
    expect(await panel().getByRole('img').getAttribute('aria-label')).toBe('100% of credits used');
    expect(await panel().locator('.credits-gauge').getAttribute('data-colour')).toBe('red');

    await expect.poll(() => text(page, 'dashboard-credits'), LOAD).toBe('Credits 100% 500/500 credits used Credit limit reached View credits');
    expect(await dashboardCard().locator('.credits-gauge').getAttribute('data-colour')).toBe('red');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.goto('/credits');
    const plan = page.locator('.credits-card--plan');
    await expect.poll(async () => (await plan.innerText()).replace(/\s+/g, ' '), LOAD).toContain('500/500 credits used · 0 remaining');
    expect((await plan.innerText()).replace(/\s+/g, ' ')).toContain('Credit limit reached');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.goto('/org-admin/dashboard');
    await expect.poll(() => page.getByTestId('org-admin-credits').innerText(), LOAD).toBe('500/500 credits used');
    expect((await page.locator('.credits-plan').innerText()).split('\n').map((line) => line.trim()).filter(Boolean)).toEqual(['100%', 'Plan: Free Plan', '500/500 credits used', 'Credit limit reached', 'View credits']);
  });

  it('R-PLAN-07 R-SIDEBAR-20: at 1280 px with the sidebar collapsed, the gauge\'s name and tooltip say the limit is reached', async () => {
    await page.goto('/dashboard');
    await expect.poll(() => text(page, 'credits-panel'), LOAD).toContain('Credit limit reached');
    await page.mouse.move(900, 400);
    await page.keyboard.press('Control+b');
    const gauge = panel().getByRole('link', { name: '100% · 500/500 credits used · Credit limit reached' });
    await expect.poll(() => gauge.isVisible(), LOAD).toBe(true);
    await gauge.focus();
    await expect.poll(() => page.locator('.bp6-tooltip').innerText(), LOAD).toBe('100% · 500/500 credits used · Credit limit reached');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.mouse.move(900, 400);
    await page.keyboard.press('Control+b');
    await page.evaluate(() => localStorage.removeItem('sidebar-collapsed'));
  });

  it('R-PLAN-07: at 390 px the Dashboard and the drawer\'s credits panel say the limit is reached, nothing overflows, and axe finds nothing serious', async () => {
    const narrow = await phoneSignedInAsPage();
    await narrow.goto('/dashboard');
    await expect.poll(() => text(narrow, 'dashboard-credits'), LOAD).toBe('Credits 100% 500/500 credits used Credit limit reached View credits');
    expect(await overflow(narrow)).toBeLessThanOrEqual(390);
    expect(await seriousA11yViolations(narrow)).toEqual([]);

    await openDrawer(narrow);
    await expect.poll(() => text(narrow, 'credits-panel'), LOAD).toBe('100% Credits 500/500 credits used Credit limit reached Upgrade');
    expect(await seriousA11yViolations(narrow)).toEqual([]);
    await narrow.keyboard.press('Escape');

    await narrow.goto('/credits');
    await expect.poll(async () => (await narrow.locator('.credits-card--plan').innerText()).replace(/\s+/g, ' '), LOAD).toContain('Credit limit reached');
    expect(await overflow(narrow)).toBeLessThanOrEqual(390);
    expect(await seriousA11yViolations(narrow)).toEqual([]);
    await narrow.context().close();
  });
});
