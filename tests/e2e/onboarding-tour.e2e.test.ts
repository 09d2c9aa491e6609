import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { closeWelcomeIfShown, joinByInvitation, registerThroughPage, seriousA11yViolations, settled, signInThroughPage, startE2eApp, storeOnce, type E2eApp } from './support/e2e-app.ts';

/**
 * A new person's first visits in a real browser against the real server: the welcome carousel, then the guided tour
 * (spec 2.3, 4.5), one at a time and never over a form being filled in. Each step of the tour points at an item the
 * person can see: on a phone, where the navigation is folded into the menu, at the menu button, and at the item
 * itself once the drawer is open; a step about an item the person does not have is not shown. Skipped or finished,
 * the tour does not come back in that browser (the spec keeps it in local storage, R-STORAGE-09), at any width.
 */
describe('onboarding: the welcome carousel, then the tour', () => {
  let app: E2eApp;
  let page: Page;
  const stamp = Date.now();
  const owner = { name: 'Ada Fielding', email: `ada.${stamp}@fieldwork.test`, password: 'correct horse battery', org: `Fieldwork Studio ${stamp}` };
  const LOAD = { timeout: 15_000 };
  /** Longer than the tour's 1.5 s start delay, with room for a busy machine. */
  const PAST_START_DELAY_MS = 3000;
  const card = (p: Page = page) => p.locator('.tour-card');

  /** The parts of `selector` (visible ones) that the tour card overlaps, named by their text or label. */
  async function coveredByCard(p: Page, selector: string): Promise<string[]> {
    if ((await card(p).count()) === 0) return [];
    const box = await card(p).boundingBox();
    if (!box) return [];
    return p.locator(selector).evaluateAll(
      (elements, c) =>
        elements
          .filter((e) => {
            const r = e.getBoundingClientRect();
            return r.width > 0 && r.height > 0 && r.left < c.x + c.width && r.right > c.x && r.top < c.y + c.height && r.bottom > c.y;
          })
          .map((e) => (e.getAttribute('aria-label') ?? e.id ?? '') + ' ' + (e.textContent ?? '').trim().slice(0, 40)),
      box,
    );
  }

  /**
   * What the tour's highlight frames: the `data-tour` name of the item inside it, provided the item is on screen and
   * nothing covers its middle (a folded drawer's item is neither); null when it frames nothing the person can see.
   */
  async function highlighted(p: Page): Promise<string | null> {
    return p.evaluate(() => {
      const frame = document.querySelector('.tour-highlight')?.getBoundingClientRect();
      if (!frame) return null;
      const item = [...document.querySelectorAll('[data-tour]')].find((e) => {
        const r = e.getBoundingClientRect();
        return r.width > 0 && Math.abs(r.left - (frame.left + 4)) < 2 && Math.abs(r.top - (frame.top + 4)) < 2;
      });
      if (!item) return null;
      const r = item.getBoundingClientRect();
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      if (x < 0 || x > window.innerWidth || y < 0 || y > window.innerHeight) return null;
      const top = document.elementFromPoint(x, y);
      return top && (item === top || item.contains(top)) ? item.getAttribute('data-tour') : null;
    });
  }

  /** Whether the card lies over the item it explains. */
  async function cardCoversItsItem(p: Page): Promise<boolean> {
    const c = await card(p).boundingBox();
    const h = await p.locator('.tour-highlight').boundingBox();
    if (!c || !h) return false;
    return c.x < h.x + h.width - 4 && c.x + c.width > h.x + 4 && c.y < h.y + h.height - 4 && c.y + c.height > h.y + 4;
  }

  /** A page in a browser of its own (nothing stored but the session), signed in as the person on `from`. */
  async function otherBrowser(browser: Browser, from: Page, viewport: { width: number; height: number }): Promise<Page> {
    const context = await browser.newContext({ baseURL: app.url, viewport, hasTouch: viewport.width < 768, isMobile: viewport.width < 768, reducedMotion: 'reduce' });
    const stored = (await from.evaluate(() => Object.entries(localStorage))).filter(([key]) => ['access_token', 'refresh_token', 'currentSpaceId', 'last_user_id'].includes(key));
    await storeOnce(context, Object.fromEntries(stored));
    return context.newPage();
  }

  beforeAll(async () => {
    app = await startE2eApp();
    // This page gets the tour: nothing marks it done.
    page = await app.newPage({ tour: true });
    await registerThroughPage(page, owner, { keepWelcome: true });
  });

  afterAll(async () => {
    await app?.stop();
  });

  it('R-TOUR-14 R-TOUR-13 R-TOUR-08 R-TOUR-11 R-STORAGE-09: at 1280 px the tour neither follows the welcome carousel nor covers the space profile form or the way to it, and once skipped it does not come back, at 1280 or 390 px', async () => {
    const welcome = page.getByRole('dialog', { name: 'Welcome to your marketing workspace' });
    await expect.poll(() => welcome.isVisible(), LOAD).toBe(true);
    await welcome.getByRole('button', { name: 'Get started' }).click();
    await welcome.waitFor({ state: 'detached' });
    // The carousel has just introduced the workspace: no tour stacked on it.
    await page.waitForTimeout(PAST_START_DELAY_MS);
    expect(await card().count()).toBe(0);

    // Straight to the space profile: its questions are filled in with nothing over them.
    const form = 'form input, form textarea, form select';
    await page.getByTestId('dashboard-start').getByRole('link', { name: 'Complete the space profile' }).click();
    await page.waitForURL((url) => url.pathname === '/space-setup');
    const name = page.getByLabel('What is the name of the business or brand this space is for?');
    await expect.poll(() => name.isVisible(), LOAD).toBe(true);
    await name.fill('Fieldwork Studio');
    await page.getByLabel('Describe what the business does in two or three sentences.').fill('We design and build small gardens for town houses.');
    await page.waitForTimeout(PAST_START_DELAY_MS);
    expect(await coveredByCard(page, form)).toEqual([]);

    // Back on the Dashboard, the tour starts (1.5 s after it shows), beside the item it explains.
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Dashboard' }).click();
    await expect.poll(() => card().isVisible(), LOAD).toBe(true);
    expect(await card().getByRole('heading').innerText()).toBe('Knowledge Base');
    expect(await card().getByText('Step 1 of 5').isVisible()).toBe(true);
    await expect.poll(() => highlighted(page)).toBe('knowledge-base');
    expect(await cardCoversItsItem(page)).toBe(false);
    // It leaves the Dashboard's way to the profile (and its other links and fields) uncovered...
    expect(await coveredByCard(page, '[data-testid="dashboard-start"] a, main select, main input, main textarea')).toEqual([]);
    expect(await seriousA11yViolations(page)).toEqual([]);
    // ...which opens the profile with no card over its questions.
    await page.getByTestId('dashboard-start').getByRole('link', { name: 'Complete the space profile' }).click();
    await page.waitForURL((url) => url.pathname === '/space-setup');
    await expect.poll(() => name.isVisible(), LOAD).toBe(true);
    await page.getByLabel('What is your main product or service?').fill('Small town gardens, designed and built.');
    await page.waitForTimeout(PAST_START_DELAY_MS);
    expect(await coveredByCard(page, form)).toEqual([]);
    expect(await card().count()).toBe(0);

    // On the Dashboard again, the tour is where it was; skipped, it is done in this browser.
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Dashboard' }).click();
    await expect.poll(() => card().isVisible(), LOAD).toBe(true);
    expect(await card().getByRole('heading').innerText()).toBe('Knowledge Base');
    await card().getByRole('button', { name: 'Skip tour' }).click();
    await expect.poll(() => card().count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('tour_completed'))).toBe('true');
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForTimeout(PAST_START_DELAY_MS);
    expect(await card().count()).toBe(0);
    // The same browser on a phone-sized window, in a new browser session: no tour again.
    const narrow = await page.context().newPage();
    await narrow.setViewportSize({ width: 390, height: 844 });
    await narrow.goto('/dashboard');
    await narrow.getByRole('button', { name: 'Open navigation' }).waitFor(LOAD);
    await narrow.waitForTimeout(PAST_START_DELAY_MS);
    expect(await card(narrow).count()).toBe(0);
    await narrow.close();
  });

  it('R-SHELL-04 R-SHELL-05 R-TOUR-01 R-TOUR-03 R-TOUR-04: at 390 px, on a phone that has not had the tour, each step points at the menu button, then at the item in the open drawer, never at the folded sidebar; done, it does not come back', async () => {
    const phone = await otherBrowser(app.browser, page, { width: 390, height: 844 });
    await phone.goto('/dashboard');
    await expect.poll(() => card(phone).isVisible(), LOAD).toBe(true);
    expect(await card(phone).getByText('Step 1 of 5').isVisible()).toBe(true);
    expect(await card(phone).getByRole('heading').innerText()).toBe('Knowledge Base');
    // The item is folded away with the navigation: the card shows where to open it.
    await expect.poll(() => highlighted(phone)).toBe('menu');
    expect(await card(phone).getByText('Open the menu to find it.').isVisible()).toBe(true);
    expect(await cardCoversItsItem(phone)).toBe(false);
    const inWindow = async () => {
      const c = (await card(phone).boundingBox())!;
      return c.x >= 0 && c.y >= 0 && c.x + c.width <= 390 && c.y + c.height <= 844;
    };
    expect(await inWindow()).toBe(true);
    expect(await seriousA11yViolations(phone)).toEqual([]);

    // With the drawer open (here from the keyboard), each step points at its item there, and the card keeps the
    // focus: Tab reaches its Next, which Enter presses.
    await phone.getByRole('button', { name: 'Open navigation' }).focus();
    await phone.keyboard.press('Enter');
    const drawer = phone.getByRole('dialog', { name: 'Main navigation' });
    await expect.poll(() => drawer.isVisible()).toBe(true);
    await settled(phone);
    await expect.poll(() => phone.evaluate(() => document.activeElement?.closest('.tour-card') !== null)).toBe(true);
    await phone.keyboard.press('Tab');
    await phone.keyboard.press('Tab');
    expect(await phone.evaluate(() => document.activeElement?.textContent)).toBe('Next');
    await phone.keyboard.press('Enter');
    await expect.poll(() => card(phone).getByText('Step 2 of 5').isVisible()).toBe(true);
    await phone.keyboard.press('Tab');
    await phone.keyboard.press('Tab');
    expect(await phone.evaluate(() => document.activeElement?.textContent)).toBe('Previous');
    await phone.keyboard.press('Enter');
    await expect.poll(() => card(phone).getByText('Step 1 of 5').isVisible()).toBe(true);
    const steps = [
      ['Knowledge Base', 'knowledge-base'],
      ['Workspace Settings and Brand Voice', 'workspace-settings'],
      ['AI Agents', 'agents'],
      ['Connections', 'connections'],
      ['Manage Users', 'manage-users'],
    ];
    for (const [index, [title, item]] of steps.entries()) {
      expect(await card(phone).getByRole('heading').innerText()).toBe(title);
      expect(await card(phone).getByText(`Step ${index + 1} of 5`).isVisible()).toBe(true);
      await expect.poll(() => highlighted(phone), { timeout: 5000 }).toBe(item);
      expect(await cardCoversItsItem(phone)).toBe(false);
      expect(await inWindow()).toBe(true);
      if (index < steps.length - 1) await card(phone).getByRole('button', { name: 'Next' }).click();
    }
    await card(phone).getByRole('button', { name: 'Got it!' }).click();
    await expect.poll(() => card(phone).count()).toBe(0);
    expect(await phone.evaluate(() => localStorage.getItem('tour_completed'))).toBe('true');
    await phone.reload();
    await phone.getByRole('button', { name: 'Open navigation' }).waitFor(LOAD);
    await phone.waitForTimeout(PAST_START_DELAY_MS);
    expect(await card(phone).count()).toBe(0);
    await phone.context().close();
  });

  it('R-TOUR-01 R-TOUR-07 R-SIDEBAR-12: at 1280 px a member walks the five steps, each item they have on screen beside the card; Manage Users, which they do not have, says who manages users and points at nothing', async () => {
    const login = (await (await fetch(`${app.url}/api/v1/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: owner.email, password: owner.password }) })).json()) as { access_token: string };
    const memberEmail = `milo.${stamp}@fieldwork.test`;
    const invited = await fetch(`${app.url}/api/v1/orgs/invites`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${login.access_token}` }, body: JSON.stringify({ email: memberEmail, role: 'org_member' }) });
    expect(invited.ok).toBe(true);
    const joined = await joinByInvitation(app, { email: memberEmail, password: owner.password, name: 'Milo Member' });
    expect(joined.status).toBe(201);

    const member = await app.newPage({ tour: true });
    await signInThroughPage(member, { email: memberEmail, password: owner.password });
    await closeWelcomeIfShown(member);
    await member.reload();
    await expect.poll(() => card(member).isVisible(), LOAD).toBe(true);
    const steps = [
      ['Knowledge Base', 'knowledge-base'],
      ['Workspace Settings and Brand Voice', 'workspace-settings'],
      ['AI Agents', 'agents'],
      ['Connections', 'connections'],
    ];
    for (const [index, [title, item]] of steps.entries()) {
      expect(await card(member).getByRole('heading').innerText()).toBe(title);
      expect(await card(member).getByText(`Step ${index + 1} of 5`).isVisible()).toBe(true);
      await expect.poll(() => highlighted(member), { timeout: 5000 }).toBe(item);
      expect(await cardCoversItsItem(member)).toBe(false);
      await card(member).getByRole('button', { name: 'Next' }).click();
    }
    expect(await card(member).getByRole('heading').innerText()).toBe('Manage Users');
    expect(await card(member).getByText('Step 5 of 5').isVisible()).toBe(true);
    expect(await card(member).innerText()).toContain("Your organization's owners and admins invite the team and choose their roles: ask one of them to add a colleague.");
    await expect.poll(() => member.locator('.tour-highlight').count()).toBe(0);
    expect(await seriousA11yViolations(member)).toEqual([]);
    await card(member).getByRole('button', { name: 'Got it!' }).click();
    await expect.poll(() => card(member).count()).toBe(0);
    expect(await member.evaluate(() => localStorage.getItem('tour_completed'))).toBe('true');
    await member.context().close();
  });
});
