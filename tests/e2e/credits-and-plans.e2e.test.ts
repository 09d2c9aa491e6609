import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { randomUUID } from 'node:crypto';
import { askAsPage, callAs, closeWelcomeIfShown, copySession, joinByInvitation, newOwnerPage, signInThroughPage, startAppWithOwner, type E2eApp } from './support/e2e-app.ts';

/**
 * "Credits and plans", in a real browser against the real server (offline payment provider and
 * offline engine): buying a pack from Credits, Pricing's Upgrade/Downgrade buttons and features, the upgrade
 * dialog's carry-over numbers, and the spending chart with its table; nothing overflows at 390 px. (axe:
 * accessibility-*.e2e.test.ts.)
 */
describe('credits and plans in the browser', () => {
  let app: E2eApp;
  let page: Page;
  const owner = { name: 'Mira Ledger', email: `mira.${Date.now()}@packs.test`, password: 'correct horse battery', org: 'Ledger Labs' };

  /** The server's balance, asked as the signed-in page (`on`, the file's owner unless another is named). */
  const serverCredits = async (on: Page = page) => (await askAsPage(on, 'GET', '/billing/credits')).body as { remaining: number; total: number; paid_remaining: number };

  async function checkNarrow(path: string, ready: (narrow: Page) => Promise<void>, wide: Page = page): Promise<void> {
    const narrow = await app.newPage({ viewport: { width: 390, height: 844 } });
    // The wide page's session (its stored tokens and space), so the narrow page opens signed in.
    await copySession(wide, narrow.context());
    await narrow.goto(path);
    await ready(narrow);
    expect(await narrow.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await narrow.context().close();
  }

  beforeAll(async () => {
    ({ app, page } = await startAppWithOwner(owner, { offlineEnginePaceMs: 5 }));
  });

  afterAll(async () => {
    await app?.stop();
  });

  it('R-BILLING-07: an owner buys a pack on Credits through the offline provider; the gauge and balance show it at once', async () => {
    await page.goto('/credits');
    const packs = page.getByTestId('credit-packs');
    await expect.poll(() => page.getByTestId('credits-used').innerText(), { timeout: 10_000 }).toBe('0/500');
    await expect.poll(() => packs.getByRole('button', { name: 'Buy 5,000 credits for $45.00' }).isEnabled(), { timeout: 10_000 }).toBe(true);
    expect(await packs.innerText()).toContain('+ 500 bonus');

    await packs.getByRole('button', { name: 'Buy 5,000 credits for $45.00' }).click();
    await expect.poll(() => packs.getByRole('status').innerText(), { timeout: 10_000 }).toContain('5,500 credits added');
    expect(await packs.getByRole('status').innerText()).toContain('Test mode: no real payment is taken on this server.');
    // The gauge and the balance follow without a reload.
    await expect.poll(() => page.getByTestId('credits-used').innerText()).toBe('0/6K');
    expect(await page.locator('.credits-card--plan').innerText()).toContain('6K remaining');
    expect((await serverCredits()).remaining).toBe(6000);
    // The history lists the purchase.
    await expect.poll(() => page.locator('.transactions-table').innerText()).toContain('Purchased 5000 credits + 500 bonus');

    await page.getByRole('link', { name: 'See your plan and credits' }).click();
    await page.waitForURL((url) => url.pathname === '/payment/success');
    await expect.poll(() => page.getByTestId('payment-result').innerText(), { timeout: 10_000 }).toContain('6K credits available');
  });

  it('R-OPEN-12: after a couple of agent runs, Credits charts the daily spending by agent, with a table alternative', async () => {
    await page.goto('/agents/email-agent');
    const composer = page.getByRole('textbox', { name: 'Message' });
    const answers = page.locator('[data-testid="chat-message"][data-role="assistant"][data-outcome="completed"]');
    for (const [i, text] of ['Write a short launch email for the Zephyrine espresso grinder.', 'Now a follow-up email for people who did not open it.'].entries()) {
      await composer.fill(text);
      await composer.press('Enter');
      await expect.poll(() => answers.count(), { timeout: 60_000 }).toBe(i + 1);
    }

    await page.goto('/credits');
    const spending = page.getByTestId('spending');
    await expect.poll(() => spending.getByTestId('spending-chart').locator('canvas').isVisible(), { timeout: 15_000 }).toBe(true);
    // chart.js drew on the canvas (it sizes the canvas when it renders).
    await expect.poll(() => spending.locator('canvas').evaluate((c: HTMLCanvasElement) => c.width > 0 && c.height > 0)).toBe(true);
    expect(await spending.locator('canvas').getAttribute('aria-label')).toContain('Email Agent 40');

    await spending.getByRole('button', { name: 'Show as table' }).click();
    const table = spending.getByRole('table');
    await expect.poll(() => table.innerText()).toContain('Email Agent');
    // A row per day and agent: two runs either side of midnight are two rows of 20.
    const agentRows = (await table.innerText()).split('\n').filter((line) => line.split('\t')[1] === 'Email Agent');
    expect(agentRows.reduce((sum, line) => sum + Number(line.split('\t').at(-1)), 0)).toBe(40);
    expect(await spending.getByRole('button', { name: 'Show as chart' }).isVisible()).toBe(true);

    await checkNarrow('/credits', async (narrow) => {
      await expect.poll(() => narrow.getByTestId('spending-chart').locator('canvas').isVisible(), { timeout: 15_000 }).toBe(true);
      await expect.poll(() => narrow.getByTestId('credit-packs').getByRole('button', { name: /^Buy / }).count(), { timeout: 10_000 }).toBe(3);
    });
  });

  it('R-OPEN-13 R-BILLING-09: Pricing lists features and says Upgrade or Downgrade; the upgrade dialog states the carry-over, and the balance holds it', async () => {
    // An owner of its own, new on each try, with a pack bought: the upgrade this test makes is not met again by its
    // retry. Then spend down to 340 credits, all of them bought (the plan's own credits are spent first).
    const buyer = { name: 'Noor Ledger', email: `noor.${randomUUID()}@packs.test`, password: owner.password, org: 'Ledger Annex' };
    const page = await newOwnerPage(app, buyer);
    expect((await callAs(app, buyer, 'POST', '/billing/credits/purchase', { credits: 1000, bonus: 0, price: 10 })).status).toBe(200);
    await page.goto('/dashboard');
    await page.waitForFunction(() => localStorage.getItem('currentSpaceId') !== null, undefined, { timeout: 15_000 });
    const before = await serverCredits(page);
    const spent = await askAsPage(page, 'POST', '/billing/credits/deduct', { amount: before.remaining - 340, description: 'Campaign production' });
    expect(spent.status).toBe(200);
    expect(await serverCredits(page)).toMatchObject({ remaining: 340, paid_remaining: 340 });

    await page.goto('/pricing');
    const card = (name: RegExp) => page.locator('.pricing-card').filter({ has: page.getByRole('heading', { name }) });
    await expect.poll(() => card(/^Pro\b/).getByRole('button', { name: 'Upgrade' }).isEnabled(), { timeout: 10_000 }).toBe(true);
    expect(await card(/^Free Plan\b/).getByRole('button', { name: 'Current plan' }).isDisabled()).toBe(true);
    expect(await page.locator('.pricing-grid').getByRole('button', { name: 'Switch', exact: true }).count()).toBe(0);
    // One wording on a card: the price per month, the credits a month, then what else the plan offers.
    const cardLines = async (name: RegExp) => (await card(name).innerText()).split('\n').map((line) => line.trim()).filter(Boolean);
    expect((await cardLines(/^Pro\b/)).slice(0, 3)).toEqual(['Pro', '$29.00 a month', '5,000 credits a month']);
    expect((await cardLines(/^Free Plan\b/)).slice(0, 4)).toEqual(['Free Plan', 'Current', 'Free', '500 credits a month']);
    expect(await card(/^Pro\b/).getByRole('list', { name: 'Pro features' }).innerText()).toContain('Email support');
    expect(await page.locator('.pricing-grid').innerText()).not.toMatch(/per period|\/ 30 days/);
    // Packs are on Pricing too.
    await expect.poll(() => page.getByTestId('credit-packs').getByRole('button', { name: 'Buy 1,000 credits for $10.00' }).isEnabled()).toBe(true);
    // Each pack's Buy sits beside its price, not alone on a line of its own (the widest pack wrapped it at 1280 px).
    const apart = await page.getByTestId('credit-packs').getByRole('listitem').evaluateAll((packs) =>
      packs.map((pack) => {
        const price = pack.querySelector('.credit-packs__price')!.getBoundingClientRect();
        const buy = pack.querySelector('button')!.getBoundingClientRect();
        return Math.abs(price.top + price.height / 2 - (buy.top + buy.height / 2)) < 4 && buy.left > price.right;
      }),
    );
    expect(apart).toEqual([true, true, true]);

    await card(/^Pro\b/).getByRole('button', { name: 'Upgrade' }).click();
    const dialog = page.getByRole('dialog');
    const summary = dialog.getByTestId('plan-change-summary');
    await expect.poll(() => summary.innerText(), { timeout: 10_000 }).toContain('You will have 5,340 credits.');
    const text = await summary.innerText();
    expect(text).toContain('You have 340 unused credits.');
    expect(text).toContain('340 purchased credits carry over; your new plan adds 5,000 credits a month.');
    expect(await dialog.getByRole('heading', { name: 'Upgrade to Pro?' }).isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Upgrade now' }).click();
    await expect.poll(() => page.getByText('You are now on Pro').isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await serverCredits(page)).toMatchObject({ remaining: 5340, total: 5340, paid_remaining: 340 });

    // Relative to Pro now: Free is a downgrade, Professional an upgrade; a downgrade says what it loses.
    await expect.poll(() => card(/^Free Plan\b/).getByRole('button', { name: 'Downgrade' }).isEnabled(), { timeout: 10_000 }).toBe(true);
    expect(await card(/^Professional\b/).getByRole('button', { name: 'Upgrade' }).isEnabled()).toBe(true);
    expect(await card(/^Pro\b/).getByRole('button', { name: 'Current plan' }).isDisabled()).toBe(true);
    await card(/^Free Plan\b/).getByRole('button', { name: 'Downgrade' }).click();
    await expect.poll(() => summary.innerText(), { timeout: 10_000 }).toContain('You will have 840 credits.');
    expect(await summary.innerText()).toContain('5,000 unused Pro credits lapse.');
    expect(await summary.innerText()).toContain('You will get 500 credits a month instead of 5,000.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    // The Credits screen shows the carried-over balance and its ledger entry.
    await page.goto('/credits');
    await expect.poll(() => page.locator('.credits-card--plan').innerText(), { timeout: 10_000 }).toContain('5.3K remaining');
    await expect.poll(() => page.locator('.transactions-table').innerText()).toContain('Carried over from Free Plan');

    await checkNarrow(
      '/pricing',
      async (narrow) => {
        await expect.poll(() => narrow.locator('.pricing-card').count(), { timeout: 10_000 }).toBeGreaterThan(1);
        await expect.poll(() => narrow.getByTestId('credit-packs').getByRole('button', { name: /^Buy / }).count(), { timeout: 10_000 }).toBe(3);
      },
      page,
    );
    await page.context().close();
  });

  it('R-BILLING-07 R-OPEN-12: a plain member sees the packs disabled with why, and only their own spending', async () => {
    const memberEmail = `milo.${Date.now()}@packs.test`;
    const invited = await page.evaluate(async (email) => {
      const response = await fetch('/api/v1/orgs/invites', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${localStorage.getItem('access_token')}` },
        body: JSON.stringify({ email, role: 'org_member' }),
      });
      return response.status;
    }, memberEmail);
    expect(invited).toBeLessThan(300);
    const registered = await joinByInvitation(app, { email: memberEmail, password: owner.password, name: 'Milo Member' });
    expect(registered.status).toBe(201);

    const member = await app.newPage();
    await signInThroughPage(member, { email: memberEmail, password: owner.password });
    await closeWelcomeIfShown(member);

    await member.goto('/credits');
    const packs = member.getByTestId('credit-packs');
    await expect.poll(() => packs.getByRole('button', { name: /^Buy / }).count(), { timeout: 10_000 }).toBe(3);
    expect(await packs.getByRole('button', { name: 'Buy 1,000 credits for $10.00' }).isDisabled()).toBe(true);
    expect(await packs.innerText()).toContain('Only organization owners and admins can buy credits.');
    // The owner's runs are not the member's: their chart is empty.
    await expect.poll(() => member.getByTestId('spending').innerText(), { timeout: 10_000 }).toContain('No credits spent in the last 30 days.');
    await member.context().close();
  });
});
