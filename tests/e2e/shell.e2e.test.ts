import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import type { Page } from 'playwright-core';
import { TOUR_START_DELAY_MS } from '../../core/domain/shell/tour-steps.ts';
import { recordToasts, toastTimeline } from './support/toast-timeline.ts';
import { opened, registerThroughPage, settled, signInThroughPage, startE2eApp, type E2eApp } from './support/e2e-app.ts';

/**
 * The signed-in shell in a real browser against the real server: the welcome modal with its
 * carousel, the tour, the sidebar and its keys, the breadcrumb, the space selector and creating
 * and switching spaces with toasts across the reload, Credits, inviting a member, the mobile drawer.
 */
describe('app shell in the browser', () => {
  let app: E2eApp;
  let page: Page;
  /** The space the dialog test creates, one per try of it. */
  let spaceTries = 0;
  let createdSpaceName = 'Growth & Brand 2026';
  /** Tries of the settings test, so a retry saves a change of its own. */
  let settingsTries = 0;
  const owner = {
    name: 'Grace Hopper',
    email: `grace.${Date.now()}@compilers.test`,
    password: 'correct horse battery',
    org: 'Compilers Inc',
  };

  const sidebar = () => page.locator('aside.app-sidebar');
  const sidebarWidth = () => sidebar().evaluate((el) => Math.round(el.getBoundingClientRect().width));

  beforeAll(async () => {
    app = await startE2eApp();
    // This page gets the tour, to test it. It asks for reduced motion, as the other browser tests' pages do, but for
    // the test of how the profile's dot pulses: a page left in motion is drawn every frame while it stays open.
    page = await app.newPage({ tour: true });
  });

  afterAll(async () => {
    await app?.stop();
  });

  it('R-CAROUSEL-01 R-CAROUSEL-02 R-CAROUSEL-03 R-CAROUSEL-05 R-CAROUSEL-06 R-CAROUSEL-07: a first sign-in shows the welcome modal with a keyboard-driven carousel', async () => {
    await registerThroughPage(page, owner, { keepWelcome: true });
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByRole('heading', { name: 'Welcome to your marketing workspace' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('show_welcome_modal'))).toBe('true');

    const slide = () => dialog.locator('.carousel__slide:not([hidden])').getAttribute('aria-label');
    expect(await slide()).toBe('Slide 1 of 4');
    expect(await dialog.getByRole('button', { name: 'Next slide' }).isVisible()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Previous slide' }).isVisible()).toBe(true);
    expect(await dialog.locator('.carousel__indicator').count()).toBe(4);
    await dialog.getByRole('button', { name: 'Next slide' }).click();
    expect(await slide()).toBe('Slide 2 of 4');
    await dialog.getByRole('button', { name: 'Slide 4 of 4' }).click();
    expect(await slide()).toBe('Slide 4 of 4');

    await dialog.locator('.carousel').focus();
    await page.keyboard.press('ArrowRight');
    expect(await slide()).toBe('Slide 1 of 4'); // wraps around
    await page.keyboard.press('ArrowLeft');
    expect(await slide()).toBe('Slide 4 of 4');
    await page.keyboard.press('Home');
    expect(await slide()).toBe('Slide 1 of 4');
    await page.keyboard.press('End');
    expect(await slide()).toBe('Slide 4 of 4');
    // Space toggles autoplay on, Escape toggles it off again (D15) without closing the dialog.
    await page.keyboard.press(' ');
    expect(await dialog.getByRole('button', { name: 'Pause autoplay' }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await dialog.getByRole('button', { name: 'Start autoplay' }).isVisible()).toBe(true);
    expect(await dialog.isVisible()).toBe(true);

    await dialog.getByRole('button', { name: 'Get started' }).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('show_welcome_modal'))).toBe(null);
  });

  it('R-TOUR-01 R-TOUR-02 R-TOUR-03 R-TOUR-04 R-TOUR-05 R-TOUR-09 R-TOUR-13 R-TOUR-14: the tour does not follow the welcome modal at once; on the next Dashboard visit it walks the five steps and "Got it!" completes it', async () => {
    // The spec names the five steps' subjects (knowledge base; workspace settings and brand voice; AI agents;
    // connections; manage users) but not their titles: these are the titles the app shows.
    const titles = ['Knowledge Base', 'Workspace Settings and Brand Voice', 'AI Agents', 'Connections', 'Manage Users'];
    const card = page.locator('.tour-card');
    // The carousel has just introduced the app: no tour stacked on it.
    await page.waitForTimeout(TOUR_START_DELAY_MS + 1000);
    expect(await card.count()).toBe(0);
    await page.reload();
    await expect.poll(() => card.isVisible(), { timeout: 5000 }).toBe(true);
    expect(await card.getAttribute('data-offset')).toBe('20');
    expect(await card.getByRole('heading').innerText()).toBe(titles[0]);
    // The card sits 20 px right of its target.
    const gap = await page.evaluate(() => {
      const target = document.querySelector('[data-tour="knowledge-base"]')!.getBoundingClientRect();
      return Math.round(document.querySelector('.tour-card')!.getBoundingClientRect().left - target.right);
    });
    expect(gap).toBe(20);
    expect(await card.getByRole('button', { name: 'Previous' }).count()).toBe(0);
    await card.getByRole('button', { name: 'Next' }).click();
    expect(await card.getByRole('heading').innerText()).toBe(titles[1]);
    await card.getByRole('button', { name: 'Previous' }).click();
    expect(await card.getByRole('heading').innerText()).toBe(titles[0]);
    for (let i = 1; i < titles.length; i++) {
      await card.getByRole('button', { name: 'Next' }).click();
      expect(await card.getByRole('heading').innerText()).toBe(titles[i]);
    }
    expect(await card.getByText(`Step 5 of 5`).isVisible()).toBe(true);
    await card.getByRole('button', { name: 'Got it!' }).click();
    await expect.poll(() => card.count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('tour_completed'))).toBe('true');
  });

  it('R-SHELL-01 R-SIDEBAR-08 R-SIDEBAR-09 R-SIDEBAR-10 R-SIDEBAR-12 R-SIDEBAR-13 R-SIDEBAR-14 R-ROUTE-23: the owner sees the sidebar groups, Manage Users and "Complete Space Profile" with a pulsing dot', async () => {
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const hrefs = async (group: string) =>
      nav.locator('.app-nav-group').filter({ has: page.getByRole('heading', { name: group }) }).locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(await hrefs('Analytics')).toEqual(['/dashboard', '/connections', '/instantly', '/apollo']);
    expect(await hrefs('AI Tools')).toEqual(['/knowledge-base', '/agents', '/agent-mode', '/assets']);
    expect(await hrefs('Management')).toEqual(['/workspace-settings']);
    expect(await hrefs('Organization Admin')).toEqual(['/org-admin/users']);
    expect(await nav.getByRole('link', { name: 'Manage Users' }).isVisible()).toBe(true);
    expect(await nav.getByRole('link', { name: 'AI Agents' }).getAttribute('href')).toBe('/agents');
    const profile = nav.getByRole('link', { name: 'Complete Space Profile' });
    expect(await profile.getAttribute('href')).toBe('/space-setup');
    expect(await profile.locator('.pulse-dot').count()).toBe(1);
    // It pulses by moving and fading only, which the compositor does without painting: a pulse that repainted
    // kept a third of a core busy for as long as the page stayed open. It pulses for a person who has not asked
    // for reduced motion.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    try {
      await expect.poll(() => profile.locator('.pulse-dot').evaluate((dot) => dot.getAnimations().length)).toBeGreaterThan(0);
      const animated = await profile.locator('.pulse-dot').evaluate((dot) => dot.getAnimations().flatMap((a) => (a.effect as KeyframeEffect).getKeyframes().flatMap((k) => Object.keys(k).filter((key) => !['offset', 'computedOffset', 'easing', 'composite'].includes(key)))));
      expect([...new Set(animated)].sort()).toEqual(['opacity', 'transform']);
    } finally {
      await page.emulateMedia({ reducedMotion: 'reduce' });
    }
    expect(await page.getByRole('banner').isVisible()).toBe(true);
    expect(await page.getByRole('main').isVisible()).toBe(true);
  });

  it('R-SIDEBAR-15 R-SIDEBAR-18 R-SIDEBAR-19 R-SIDEBAR-16: the credits panel shows a gauge and used/total, and opens Credits', async () => {
    const panel = page.getByTestId('credits-panel');
    await expect.poll(() => panel.isVisible()).toBe(true);
    expect(await panel.getByRole('img', { name: /% of credits used/ }).isVisible()).toBe(true);
    expect(await panel.innerText()).toMatch(/\d+(\.\d)?K?\/\d+(\.\d)?K?/);
    await panel.click({ position: { x: 5, y: 5 } });
    await page.waitForURL((url) => url.pathname === '/credits');
  });

  it('R-ROUTE-32: Credits shows the plan with its gauge and the transactions', async () => {
    await expect.poll(() => page.getByRole('heading', { name: 'Credits', level: 1 }).isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('credits-used').isVisible()).toBe(true);
    expect(await page.locator('.credits-plan').getByRole('img', { name: /% of credits used/ }).isVisible()).toBe(true);
    expect(await page.getByText('Free Plan').first().isVisible()).toBe(true);
    const table = page.getByRole('table', { name: 'Transactions' });
    await expect.poll(() => table.isVisible()).toBe(true);
    expect(await table.locator('tbody tr').count()).toBeGreaterThan(0);
    await page.getByRole('combobox', { name: 'Period' }).selectOption('7d');
    await expect.poll(() => table.locator('tbody tr').count()).toBeGreaterThan(0);
  });

  it('R-SIDEBAR-17 R-ROUTE-08: Upgrade in the credits panel opens Pricing with the plans', async () => {
    await page.getByTestId('credits-panel').getByRole('button', { name: 'Upgrade' }).click();
    await page.waitForURL((url) => url.pathname === '/pricing');
    await expect.poll(() => page.locator('.pricing-card').count()).toBeGreaterThan(1);
    expect(await page.locator('.pricing-card--current').innerText()).toContain('Free Plan');
  });

  it('R-SIDEBAR-02 R-SIDEBAR-03 R-SHELL-02 R-SHELL-03 R-SIDEBAR-22 R-SIDEBAR-23 R-SIDEBAR-20 R-SIDEBAR-21: Ctrl+B and Cmd+B collapse the 256 px sidebar to 72 px, which persists; collapsed, the credits panel is a gauge and an upgrade icon with tooltips', async () => {
    // From an expanded, unpinned sidebar, whatever a failed try before this one left (CI runs a failed test again).
    await page.evaluate(() => ['sidebar-collapsed', 'sidebar-pinned'].forEach((key) => localStorage.removeItem(key)));
    await page.goto('/dashboard');
    await expect.poll(() => sidebarWidth()).toBe(256);
    await page.mouse.move(900, 400);
    await page.keyboard.press('Control+b');
    await expect.poll(() => sidebarWidth()).toBe(72);
    expect(await page.evaluate(() => localStorage.getItem('sidebar-collapsed'))).toBe('true');
    await page.reload();
    await expect.poll(() => sidebarWidth()).toBe(72);
    const panel = page.getByTestId('credits-panel');
    await expect.poll(() => panel.isVisible()).toBe(true);
    expect(await panel.getByRole('link', { name: /credits used/ }).isVisible()).toBe(true);
    const upgrade = panel.getByRole('button', { name: 'Upgrade your plan' });
    expect(await upgrade.isVisible()).toBe(true);
    // Pointing at a collapsed sidebar expands it, so its tooltips are for keyboard focus.
    await upgrade.focus();
    await expect.poll(() => page.locator('.bp6-tooltip').innerText(), { timeout: 30_000 }).toBe('Upgrade your plan');
    await panel.getByRole('link', { name: /credits used/ }).focus();
    await expect.poll(() => page.locator('.bp6-tooltip').innerText()).toMatch(/credits used$/);
    await page.keyboard.press('Meta+b');
    await expect.poll(() => sidebarWidth()).toBe(256);
    await page.keyboard.press('Meta+b');
    await expect.poll(() => sidebarWidth()).toBe(72);
  });

  it('R-SIDEBAR-07 R-SIDEBAR-04 R-SIDEBAR-05 R-SIDEBAR-06 R-SIDEBAR-24: a collapsed sidebar expands on hover; pinning keeps it expanded after the pointer leaves and across reloads', async () => {
    await sidebar().hover();
    await expect.poll(() => sidebarWidth()).toBe(256);
    await page.mouse.move(900, 400);
    await expect.poll(() => sidebarWidth()).toBe(72);
    await sidebar().hover();
    // Pin once the hover has expanded it, and leave only once the pin is stored (slow machines).
    await expect.poll(() => sidebarWidth()).toBe(256);
    await page.getByRole('button', { name: 'Pin sidebar' }).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('sidebar-pinned'))).toBe('true');
    await page.mouse.move(900, 400);
    await expect.poll(() => sidebarWidth()).toBe(256);
    await page.reload();
    await expect.poll(() => sidebarWidth()).toBe(256);
    await page.getByRole('button', { name: 'Unpin sidebar' }).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('sidebar-pinned'))).toBe('false');
  });

  it('R-SIDEBAR-01: the logo goes to the Dashboard', async () => {
    await page.goto('/credits');
    await page.locator('.app-logo').click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
  });

  it('R-CRUMB-02 R-CRUMB-04 R-CRUMB-08 R-CRUMB-10 R-CRUMB-11 R-ROUTE-26: the breadcrumb of an agent configuration page', async () => {
    await page.goto('/agents/email-agent/configure');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect.poll(() => crumbs.isVisible()).toBe(true);
    expect(await crumbs.locator('li').allInnerTexts()).toEqual(['Home', 'Agents', 'Email Agent Config']);
    expect(await crumbs.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/dashboard');
    expect(await crumbs.getByRole('link', { name: 'Agents' }).getAttribute('href')).toBe('/agents');
    expect(await crumbs.getByRole('link', { name: 'Email Agent Config' }).count()).toBe(0);
    expect(await crumbs.locator('[aria-current="page"]').innerText()).toBe('Email Agent Config');
    await crumbs.getByRole('link', { name: 'Agents' }).click();
    await page.waitForURL((url) => url.pathname === '/agents');
    await expect.poll(() => page.locator('.agent-card').count()).toBeGreaterThan(0);
  });

  it('R-SPACESEL-06 R-SPACESEL-01 R-SPACESEL-05: the window event opens the space selector with the current space ticked and "Create New Space"', async () => {
    await page.goto('/dashboard');
    await expect.poll(() => page.getByRole('heading', { name: 'General', level: 1 }).isVisible()).toBe(true);
    await page.evaluate(() => window.dispatchEvent(new Event('open-space-selector')));
    const menu = page.getByRole('menu', { name: 'Spaces' });
    await expect.poll(() => menu.isVisible()).toBe(true);
    const current = menu.getByRole('menuitem', { name: 'General' });
    expect(await current.getAttribute('aria-current')).toBe('true');
    expect(await current.locator('[data-icon="tick"]').count()).toBe(1);
    expect(await menu.getByRole('menuitem', { name: 'Create New Space' }).isVisible()).toBe(true);
    // D4: the hint is for an empty list only.
    expect(await menu.getByText('Create your first space below').count()).toBe(0);
  });

  it('R-SPACES-13 R-SPACESEL-07 R-SPACESEL-08 R-SPACESEL-09 R-SPACESEL-10 R-SPACESEL-11 R-TOAST-07 R-TOAST-08 R-TOAST-09 R-TOAST-01 R-TOAST-03 R-TOAST-02: creating a space through the dialog reloads, then shows its toast bottom-right, followed (never beside it) by "Set up your space" with Set Up Now', async () => {
    // A space of its own on each try: CI runs a failed test again, and the first try's space keeps its name and slug.
    const year = 2026 + spaceTries++;
    const spaceName = `Growth & Brand ${year}`;
    createdSpaceName = spaceName;
    await recordToasts(page);
    onTestFailed(async () => console.error(await toastTimeline(page)));
    // Opened here as the test before opened it: a try after a failed one starts with the menu closed.
    if (!(await page.getByRole('menu', { name: 'Spaces' }).isVisible())) await page.evaluate(() => window.dispatchEvent(new Event('open-space-selector')));
    await (await opened(page.getByRole('menu', { name: 'Spaces' }))).getByRole('menuitem', { name: 'Create New Space' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Space' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const name = dialog.getByLabel('Name');
    const slug = dialog.getByLabel('Slug');
    expect(await name.getAttribute('placeholder')).toBe('Marketing Team');
    expect(await slug.getAttribute('placeholder')).toBe('marketing-team');
    expect(await dialog.getByText('URL-friendly identifier (lowercase letters, numbers, and hyphens only)').isVisible()).toBe(true);
    expect(await dialog.getByLabel('Description (optional)').isVisible()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Cancel' }).isVisible()).toBe(true);
    const create = dialog.getByRole('button', { name: 'Create Space' });
    expect(await create.isDisabled()).toBe(true);
    await name.fill(spaceName);
    expect(await slug.inputValue()).toBe(`growth-brand-${year}`);
    await slug.fill('Bad Slug');
    expect(await create.isDisabled()).toBe(true);
    expect(await slug.getAttribute('aria-invalid')).toBe('true');
    await slug.fill(year === 2026 ? 'growth' : `growth-${year}`);
    expect(await create.isEnabled()).toBe(true);
    await dialog.getByLabel('Description (optional)').fill('Campaigns for growth');
    await create.click();

    await expect.poll(() => page.getByRole('heading', { name: spaceName, level: 1 }).isVisible()).toBe(true);
    const region = page.getByRole('region', { name: 'Notifications' });
    await expect.poll(() => region.getByText('Space created successfully! Complete onboarding to get personalized AI insights.').isVisible()).toBe(true);
    // Alone at first (the two side by side read as one toast twice) ...
    expect(await region.locator('.bp6-toast').count()).toBe(1);
    // A toast under the pointer stays (Blueprint pauses its timer): the pointer leaves, as a person's would.
    await page.mouse.move(10, 10);
    // ... then followed by the info toast with Set Up Now (spec 8.5), again alone, in the first one's place. The bound
    // is generous because a loaded machine (a run at load 20) took longer than 10 s.
    await expect.poll(() => region.getByText('Set up your space to get personalized AI insights').isVisible(), { timeout: 30_000 }).toBe(true);
    expect(await region.getByRole('button', { name: 'Set Up Now' }).isVisible()).toBe(true);
    await expect.poll(() => region.locator('.bp6-toast').count()).toBe(1);
    // Bottom-right.
    const box = (await region.locator('.bp6-toast').first().boundingBox())!;
    expect(box.x + box.width).toBeGreaterThan(1280 - 60);
    expect(box.y + box.height).toBeGreaterThan(800 - 120);
    // Alt+T moves focus into the notifications.
    await page.keyboard.press('Alt+t');
    expect(await page.evaluate(() => document.activeElement?.closest('[aria-label="Notifications"]') !== null)).toBe(true);
    await region.getByRole('button', { name: 'Set Up Now' }).click();
    await page.waitForURL((url) => url.pathname === '/onboarding');
    // The toasts were shown once: another reload shows none.
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { name: 'Set up your space' }).isVisible()).toBe(true);
    expect(await region.getByText('Space created successfully! Complete onboarding to get personalized AI insights.').count()).toBe(0);
  });

  it('R-SPACES-12 R-MENU-03 R-TOAST-06: the account menu names the organization; switching space from it reloads and says "Switched space successfully"', async () => {
    await page.goto('/dashboard');
    await expect.poll(() => page.getByRole('heading', { name: createdSpaceName, level: 1 }).isVisible()).toBe(true);
    await page.getByRole('button', { name: owner.name }).click();
    const menu = await opened(page.getByRole('menu', { name: 'Account menu' }));
    // The menu names the person's organization, which the shell shows nowhere else.
    await expect.poll(() => page.getByTestId('account-menu-organization').textContent()).toBe(`Organization: ${owner.org}`);
    expect(await menu.getByRole('menuitem', { name: createdSpaceName }).getAttribute('aria-current')).toBe('true');
    await menu.getByRole('menuitem', { name: 'General' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'General', level: 1 }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('region', { name: 'Notifications' }).getByText('Switched space successfully').isVisible()).toBe(true);
  });

  it('R-ROUTE-31 R-ROUTE-11: workspace settings and the space profile save to the server', async () => {
    // CI runs a failed test again: a retry finds what the first try saved (its name, maybe its two answers).
    const retry = settingsTries++ > 0;
    await page.goto('/workspace-settings');
    const description = page.getByLabel('Description (optional)');
    await expect.poll(() => description.isVisible()).toBe(true);
    const name = page.getByLabel('Name');
    await name.fill('');
    await expect.poll(() => page.getByText('Name is required').isVisible()).toBe(true);
    await name.fill(retry ? `General Marketing ${settingsTries}` : 'General Marketing');
    await description.fill('Everything that is not a campaign');
    await page.getByRole('button', { name: 'Save changes' }).click();
    // A toast is on screen for 4 s: waited for in the page (Playwright's own polling), not by polls a loaded machine spaces out.
    await page.getByRole('region', { name: 'Notifications' }).getByText('Workspace settings saved').waitFor({ state: 'visible', timeout: 30_000 });

    await page.getByRole('link', { name: 'Complete Space Profile' }).click();
    await page.waitForURL((url) => url.pathname === '/space-setup');
    const answered = (count: number) => page.getByText(`Space profile: ${count} of 18 questions answered`).first().isVisible();
    await expect.poll(async () => (await answered(0)) || (retry && (await answered(2)))).toBe(true);
    await page.getByLabel('What is the name of the business or brand this space is for?').fill(retry ? 'Compilers Incorporated' : 'Compilers Inc');
    await page.getByLabel('Do you sell mainly to businesses or to consumers?').selectOption('Businesses (B2B)');
    await expect.poll(() => page.getByText('Space profile: 2 of 18 questions answered').first().isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('region', { name: 'Notifications' }).getByText('Space profile saved').waitFor({ state: 'visible', timeout: 30_000 });
    await page.reload();
    await expect.poll(() => page.getByText('Space profile: 2 of 18 questions answered').first().isVisible()).toBe(true);
  });

  it('R-TOAST-01: a toast shown just before the last one times out stays on screen while that one leaves', async () => {
    const toasts = () => page.getByRole('region', { name: 'Notifications' }).getByText('Space profile saved');
    await page.goto('/space-setup');
    const answer = page.getByLabel('What is the name of the business or brand this space is for?');
    await expect.poll(() => answer.isVisible()).toBe(true);
    await page.evaluate(() => {
      const region = document.querySelector('.toast-region')!;
      const seen: number[] = [];
      (window as unknown as { toastsShownAt: number[] }).toastsShownAt = seen;
      new MutationObserver(() => {
        if (region.querySelectorAll('.app-toast').length > seen.length) seen.push(performance.now());
      }).observe(region, { subtree: true, childList: true });
    });
    await answer.fill('Compilers Incorporated');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => toasts().isVisible()).toBe(true);
    await answer.fill('Compilers Inc');
    await page.mouse.move(0, 0); // a pointer over a toast holds its timer
    // Toasts last 4 s: the next save lands 0.5 s before the first one leaves. The newest toast is the first one.
    const faintest = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const region = document.querySelector('.toast-region')!;
          const save = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Save changes')!;
          const shownAt = (window as unknown as { toastsShownAt: number[] }).toastsShownAt[0]!;
          setTimeout(() => save.click(), Math.max(0, shownAt + 3500 - performance.now()));
          let faintest = 1;
          const until = shownAt + 5500;
          const sample = () => {
            const toasts = region.querySelectorAll('.app-toast');
            if (toasts.length === 2) faintest = Math.min(faintest, Number(getComputedStyle(toasts[0]!).opacity));
            if (performance.now() < until) requestAnimationFrame(sample);
            else resolve(faintest);
          };
          requestAnimationFrame(sample);
        }),
    );
    expect(faintest).toBe(1);
    await expect.poll(() => toasts().count()).toBe(1);
    expect(await toasts().isVisible()).toBe(true);
  });

  it('R-ROUTE-45: an org owner invites a member by email, and the invitee registers through the link', async () => {
    await page.goto('/org-admin/users');
    await expect.poll(() => page.getByRole('table', { name: 'Members' }).isVisible()).toBe(true);
    expect(await page.getByRole('cell', { name: owner.email }).isVisible()).toBe(true);
    const email = page.getByLabel('Email');
    await email.fill('not-an-email');
    await expect.poll(() => page.getByText('Enter a valid email address').isVisible()).toBe(true);
    const invitee = `linus.${Date.now()}@compilers.test`;
    await email.fill(invitee);
    await page.getByRole('button', { name: 'Send invite' }).click();
    await expect.poll(() => page.getByRole('region', { name: 'Notifications' }).getByText(`Invitation sent to ${invitee}`).isVisible()).toBe(true);

    const mail = await app.server.database.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', invitee).executeTakeFirstOrThrow();
    const link = new URL(mail.link ?? /https?:\/\/\S+/.exec(mail.body)![0]);
    expect(link.pathname).toBe('/register');
    expect(link.searchParams.get('invite')).toBeTruthy();

    const guest = await app.newPage();
    await guest.goto(`${link.pathname}${link.search}`);
    // The invitation page names the organization and who invited (tests/e2e/join-organization.e2e.test.ts).
    await expect.poll(() => guest.getByText(`Grace Hopper invited you to join ${owner.org} as a member.`).isVisible()).toBe(true);
    expect(await guest.getByLabel('Email').inputValue()).toBe(invitee);
    expect(await guest.getByLabel('Organization name').count()).toBe(0);
    await guest.getByLabel('Your name').fill('Linus T');
    await guest.getByLabel('Password').fill('another good password');
    await guest.getByRole('button', { name: `Join ${owner.org}` }).click();
    await guest.waitForURL((url) => url.pathname === '/dashboard');
    await guest.getByRole('button', { name: 'Get started' }).click();
    // A member: no Organization Admin group, no credits panel, no 'Complete Space Profile'.
    await expect.poll(() => guest.getByRole('navigation', { name: 'Main navigation' }).isVisible()).toBe(true);
    expect(await guest.getByRole('heading', { name: 'Organization Admin' }).count()).toBe(0);
    expect(await guest.getByTestId('credits-panel').count()).toBe(0);
    expect(await guest.getByRole('link', { name: 'Complete Space Profile' }).count()).toBe(0);
    await guest.context().close();

    await page.reload();
    await expect.poll(() => page.getByRole('cell', { name: invitee }).isVisible()).toBe(true);
  });

  it('R-SPACESEL-03 R-SPACESEL-04: with no spaces the selector says "No spaces available" and, for an owner, "Create your first space below"', async () => {
    const empty = await app.newPage();
    await empty.route('**/api/v1/spaces/', (route) => (route.request().method() === 'GET' ? route.fulfill({ json: [] }) : route.continue()));
    await signInThroughPage(empty, owner);
    await empty.waitForURL((url) => url.pathname === '/dashboard');
    await expect.poll(() => empty.getByRole('heading', { name: 'No spaces available' }).isVisible()).toBe(true);
    await empty.evaluate(() => window.dispatchEvent(new Event('open-space-selector')));
    const menu = empty.getByRole('menu', { name: 'Spaces' });
    await expect.poll(() => menu.isVisible()).toBe(true);
    expect(await menu.getByText('No spaces available').isVisible()).toBe(true);
    expect(await menu.getByText('Create your first space below').isVisible()).toBe(true);
    expect(await menu.getByRole('menuitem', { name: 'Create New Space' }).isVisible()).toBe(true);
    await empty.context().close();
  });

  it('R-SHELL-04 R-SHELL-05: under 768 px a menu button opens the navigation as a 280 px drawer', async () => {
    const phone = await app.newPage({ viewport: { width: 600, height: 800 } });
    await signInThroughPage(phone, owner);
    await phone.waitForURL((url) => url.pathname === '/dashboard');
    expect(await phone.locator('aside.app-sidebar').count()).toBe(0);
    await phone.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = phone.locator('.app-drawer');
    await expect.poll(() => drawer.isVisible()).toBe(true);
    await settled(phone);
    expect(await drawer.evaluate((el) => Math.round(el.getBoundingClientRect().width))).toBe(280);
    await drawer.getByRole('link', { name: 'Workspace Settings' }).click();
    await phone.waitForURL((url) => url.pathname === '/workspace-settings');
    await expect.poll(() => drawer.count()).toBe(0);
    await phone.context().close();
  });

  it('at 390 px the tour points at the menu button, not the hidden navigation, and pauses while another screen is open', async () => {
    // A newcomer on a phone: registers, closes the welcome carousel, and comes back to the Dashboard.
    const phone = await app.newPage({ tour: true, viewport: { width: 390, height: 844 } });
    await registerThroughPage(phone, { name: 'Ada Phone', email: `ada.${Date.now()}@phones.test`, password: 'correct horse battery', org: 'Phone Works' });
    await phone.reload();
    const card = phone.locator('.tour-card');
    await expect.poll(() => card.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await card.getByRole('heading').innerText()).toBe('Knowledge Base');
    expect(await card.getByText('Open the menu to find it.').isVisible()).toBe(true);
    // The highlight is on the menu button, and the card sits under it inside the window.
    const [menu, highlight, box] = await phone.evaluate(() =>
      ['[data-tour="menu"]', '.tour-highlight', '.tour-card'].map((selector) => {
        const r = document.querySelector(selector)!.getBoundingClientRect();
        return { top: Math.round(r.top), left: Math.round(r.left), bottom: Math.round(r.bottom), right: Math.round(r.right) };
      }),
    );
    expect(highlight!.left).toBe(menu!.left - 4);
    expect(box!.top).toBeGreaterThan(menu!.bottom);
    expect(box!.right).toBeLessThanOrEqual(390);
    // Another screen (a form to fill in) has no tour card over it; back on the Dashboard the tour goes on where it was.
    await card.getByRole('button', { name: 'Next' }).click();
    await phone.getByRole('button', { name: 'Open navigation' }).click();
    // With the drawer open the step's item is on screen: the card moves off it, so the item can be tapped.
    const item = phone.locator('.app-drawer').getByRole('link', { name: 'Workspace Settings' });
    await expect
      .poll(async () => {
        const [a, b, h] = [await item.boundingBox(), await card.boundingBox(), await phone.locator('.tour-highlight').boundingBox()];
        const onItem = !!a && !!h && Math.abs(h.x + 4 - a.x) <= 1 && Math.abs(h.y + 4 - a.y) <= 1;
        return onItem && !!b && (b.y >= a!.y + a!.height || b.y + b.height <= a!.y || b.x >= a!.x + a!.width || b.x + b.width <= a!.x);
      })
      .toBe(true);
    await item.click();
    await phone.waitForURL((url) => url.pathname === '/workspace-settings');
    await expect.poll(() => card.count()).toBe(0);
    await phone.getByRole('button', { name: 'Open navigation' }).click();
    await phone.locator('.app-drawer').getByRole('link', { name: 'Dashboard' }).click();
    await expect.poll(() => card.isVisible()).toBe(true);
    expect(await card.getByRole('heading').innerText()).toBe('Workspace Settings and Brand Voice');
    await phone.context().close();
  });
});

describe('platform admin in the browser', () => {
  let app: E2eApp;
  const admin = { email: 'root@platform.test', password: 'a long admin password' };

  beforeAll(async () => {
    app = await startE2eApp({ admin });
  });

  afterAll(async () => {
    await app?.stop();
  });

  it('R-ROUTE-02 R-SIDEBAR-11 R-CRUMB-01 R-TOUR-15 R-ROUTE-46: a system admin lands on the admin dashboard with only the System Admin group and no breadcrumb; Users, Organizations and Security open on their table', async () => {
    const page = await app.newPage({ tour: true });
    await signInThroughPage(page, admin);
    await page.waitForURL((url) => url.pathname === '/admin/dashboard');
    await expect.poll(() => page.getByRole('heading', { name: 'Admin Dashboard' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('stat-users').isVisible()).toBe(true);
    expect(Number(await page.getByTestId('stat-users').innerText())).toBeGreaterThanOrEqual(1);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    expect(await nav.locator('.app-nav-group__label').allTextContents()).toEqual(['System Admin']);
    expect(await nav.locator('a.app-nav-link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
      '/admin/dashboard',
      '/admin/integrations',
      '/admin/users',
      '/admin/organizations',
      '/admin/security',
    ]);
    expect(await page.getByRole('navigation', { name: 'Breadcrumb' }).count()).toBe(0);
    await page.getByRole('tab', { name: /Audit log/ }).click();
    // Users, Organizations and Security open on their table (their own screens: tests/e2e/admin.e2e.test.ts).
    await nav.getByRole('link', { name: 'Security' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Security', level: 1 }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('tab', { name: /Audit log/ }).getAttribute('aria-selected')).toBe('true');
    await nav.getByRole('link', { name: 'Organizations' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Organizations', level: 1 }).isVisible()).toBe(true);
    // This server has no organization yet: the screen says so.
    await expect.poll(() => page.getByText('No organizations yet').isVisible()).toBe(true);
    // Ordinary screens are closed to platform admins, and no tour starts for them: not once the delay after which
    // it starts for everyone else has passed (the page's clock is moved on past it, instead of waiting it out).
    await page.clock.install();
    await page.goto('/dashboard');
    await page.waitForURL((url) => url.pathname === '/admin/dashboard');
    await expect.poll(() => page.getByTestId('stat-users').isVisible()).toBe(true);
    await page.clock.runFor(TOUR_START_DELAY_MS);
    // Starting the tour marks it shown for the browser session before it draws the card.
    expect(await page.evaluate(() => sessionStorage.getItem('tour_shown_this_session'))).toBe(null);
    expect(await page.locator('.tour-card').count()).toBe(0);
    await page.context().close();
  });
});
