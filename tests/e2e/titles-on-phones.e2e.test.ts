import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { seriousA11yViolations, settled, startE2eApp, storeSignedIn, type E2eApp } from './support/e2e-app.ts';

/**
 * Page titles on a phone (R-ROUTE-17, R-CRUMB-09), in Chromium on a touch screen at 390 × 844 against the real
 * server: a page's title (its h1) is read whole, wrapping onto a second line when it is long, never cut with an
 * ellipsis ("Knowledge …", "Our Very Long Custom Marketing A…"), on the screens and in a chat's header, where
 * the title shares its line with the Chats button; the chat's messages keep most of the screen all the same.
 */
const PASSWORD = 'correct horse battery';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

describe('page titles on a phone', () => {
  let app: E2eApp;
  let tokens: { access: string; refresh: string };

  beforeAll(async () => {
    app = await startE2eApp({ integrations: { sandbox: true }, offlineEnginePaceMs: 5 });
    const post = async (path: string, body: unknown) =>
      (await fetch(`${app.url}/api/v1${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })).json() as Promise<any>;
    await post('/register', { email: 'tia@phone-titles.test', password: PASSWORD, name: 'Tia Titles', org_name: 'Phone Titles Roasters' });
    const login = await post('/login', { email: 'tia@phone-titles.test', password: PASSWORD });
    tokens = { access: login.access_token, refresh: login.refresh_token };
  });

  afterAll(async () => {
    await app?.stop();
  });

  /** A touch phone (a coarse pointer, a mobile browser), signed in, the tour done. */
  async function phone(): Promise<{ context: BrowserContext; page: Page }> {
    const context = await app.browser.newContext({ baseURL: app.url, viewport: PHONE, hasTouch: true, isMobile: true, reducedMotion: 'reduce' });
    await storeSignedIn(context, tokens);
    return { context, page: await context.newPage() };
  }

  /** How the page's h1 named `title` shows: cut (its text wider than its box), and its box on the screen. */
  async function titleShown(page: Page, title: string) {
    const heading = page.getByRole('heading', { name: title, level: 1, exact: true });
    await expect.poll(() => heading.isVisible(), { timeout: 15_000 }).toBe(true);
    await page.waitForLoadState('networkidle');
    await settled(page);
    const box = (await heading.boundingBox())!;
    const cut = await heading.evaluate((h) => h.scrollWidth > h.clientWidth + 1 || getComputedStyle(h).textOverflow === 'ellipsis' && h.scrollWidth > h.clientWidth);
    // Every line of the title's text lies within the screen.
    const lines = await heading.evaluate((h) => {
      const range = document.createRange();
      range.selectNodeContents(h);
      return [...range.getClientRects()].map((r) => ({ left: r.left, right: r.right }));
    });
    const offScreen = lines.filter((line) => line.left < -0.5 || line.right > PHONE.width + 0.5).length;
    return { cut, offScreen, box };
  }

  for (const [path, title] of [
    ['/knowledge-base', 'Knowledge Base'],
    ['/workspace-settings', 'Workspace Settings'],
    ['/connections/publishing', 'What was sent from this space'],
    ['/agents/strategy-review-agent/configure', 'Strategy Review Agent configuration'],
  ] as const) {
    it(`R-ROUTE-17: at 390 px on a touch screen the title of ${path} ("${title}") is whole and on screen`, async () => {
      const { context, page } = await phone();
      try {
        await page.goto(path);
        const shown = await titleShown(page, title);
        expect({ cut: shown.cut, offScreen: shown.offScreen }).toEqual({ cut: false, offScreen: 0 });
      } finally {
        await context.close();
      }
    });
  }

  for (const [slug, title] of [
    ['strategy-review-agent', 'Strategy Review Agent'],
    // An agent the space does not have is named by its slug, title-cased (R-CRUMB-09): a name of any length.
    ['our-very-long-custom-marketing-agent', 'Our Very Long Custom Marketing Agent'],
  ] as const) {
    it(`R-ROUTE-17 R-CRUMB-09: at 390 px on a touch screen the chat's title "${title}" wraps beside the Chats button instead of being cut, and the messages keep most of the screen`, async () => {
      const { context, page } = await phone();
      try {
        await page.goto(`/agents/${slug}`);
        const shown = await titleShown(page, title);
        expect({ cut: shown.cut, offScreen: shown.offScreen }).toEqual({ cut: false, offScreen: 0 });
        // Beside the Chats button, on the header's line, not pushed under it.
        const chats = (await page.getByRole('button', { name: 'Chats', exact: true }).boundingBox())!;
        expect(shown.box.x).toBeGreaterThanOrEqual(chats.x + chats.width);
        expect(shown.box.y).toBeLessThan(chats.y + chats.height);
        // Two lines at most, and the conversation keeps at least 60 % of the screen.
        expect(shown.box.height).toBeLessThanOrEqual(2 * 30);
        const messages = (await page.getByRole('log', { name: 'Messages' }).boundingBox())!;
        expect(messages.height).toBeGreaterThanOrEqual(0.6 * PHONE.height);
      } finally {
        await context.close();
      }
    });
  }

  it('R-ROUTE-17: axe finds nothing serious on a chat with a long title at 390 px and at 1280 px', async () => {
    const { context, page } = await phone();
    try {
      await page.goto('/agents/our-very-long-custom-marketing-agent');
      await titleShown(page, 'Our Very Long Custom Marketing Agent');
      expect(await seriousA11yViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
    const wide = await app.newPage({ viewport: DESKTOP, signedIn: tokens });
    try {
      await wide.goto('/agents/our-very-long-custom-marketing-agent');
      await expect.poll(() => wide.getByRole('heading', { name: 'Our Very Long Custom Marketing Agent', level: 1 }).isVisible(), { timeout: 15_000 }).toBe(true);
      expect(await seriousA11yViolations(wide)).toEqual([]);
    } finally {
      await wide.context().close();
    }
  });
});
