import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { park, seriousA11yViolations, settled, startE2eApp, type E2eApp } from './support/e2e-app.ts';

/**
 * A chat on a phone, an answer's previews (R-ROUTE-17) and its actions, in Chromium against the real server: at
 * 390 × 844 the conversation has most of the screen (the header and an empty composer are compact, the composer
 * grows only as one types), a long chat opens with its latest message in view from its start; an answer's email
 * preview takes the answer's whole content width and its image previews stay inside the answer card, at 1440, 1280,
 * 800, 390 and 360 px, and nothing of an answer spills out of its card; an Email Agent answer, with WordPress and
 * Instantly connected, offers each of its actions once.
 */
const PASSWORD = 'correct horse battery';
const PHONE = { width: 390, height: 844 };
const SMALL_PHONE = { width: 360, height: 780 };
const TABLET = { width: 800, height: 1000 };
const DESKTOP = { width: 1280, height: 800 };
const WIDE = { width: 1440, height: 900 };

interface Account {
  token: string;
  refresh: string;
  spaceId: string;
}

describe('a chat on a phone, and the previews and actions of answers', () => {
  let app: E2eApp;
  let owner: Account;
  let longChat = '';
  let emailChat = '';
  let creativeChat = '';

  async function api(method: string, path: string, body?: unknown): Promise<any> {
    const headers: Record<string, string> = { Authorization: `Bearer ${owner.token}`, 'X-Space-ID': owner.spaceId };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(`${app.url}/api/v1${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await response.text();
    if (response.status >= 300) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
    return text ? JSON.parse(text) : null;
  }

  /** Sends a message (in `session` when given) and waits for its answer, with files when `files`. */
  async function ask(slug: string, message: string, options: { session?: string; files?: boolean } = {}): Promise<string> {
    const before = options.session ? ((await api('GET', `/agents/sessions/${options.session}/messages`)) as unknown[]).length : 0;
    const sent = await api('POST', `/agents/${slug}/messages/async`, { message, ...(options.session ? { session_id: options.session } : {}) });
    const session = sent.session_id as string;
    await vi.waitFor(
      async () => {
        const messages = (await api('GET', `/agents/sessions/${session}/messages`)) as { role: string; outcome: string; artifacts: unknown[] }[];
        const answer = messages.slice(before).find((m) => m.role === 'assistant' && m.outcome === 'completed');
        if (!answer || (options.files && answer.artifacts.length === 0)) throw new Error('no answer yet');
      },
      { timeout: 60_000, interval: 250 },
    );
    return session;
  }

  /** The owner's page at `viewport`, shared by this width's tests, which only read chats (support/e2e-app.ts `sharedPage`); `park` it when done. */
  async function pageAt(viewport: { width: number; height: number }): Promise<Page> {
    return app.sharedPage({ viewport, signedIn: { access: owner.token, refresh: owner.refresh } });
  }

  const log = (page: Page) => page.getByRole('log', { name: 'Messages' });
  const answers = (page: Page) => page.locator('[data-testid="chat-message"][data-role="assistant"][data-outcome="completed"]');

  async function openChat(page: Page, slug: string, session: string, count: number): Promise<void> {
    await page.goto(`/agents/${slug}/chat/${session}`);
    await expect.poll(() => answers(page).count(), { timeout: 20_000 }).toBe(count);
    await page.waitForLoadState('networkidle');
    await settled(page);
  }

  beforeAll(async () => {
    app = await startE2eApp({ integrations: { sandbox: true }, offlineEnginePaceMs: 5 });
    const post = async (path: string, body: unknown) => (await fetch(`${app.url}/api/v1${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })).json() as Promise<any>;
    await post('/register', { email: 'pia@phone-chat.test', password: PASSWORD, name: 'Pia Phone', org_name: 'Phone Chat Roasters' });
    const login = await post('/login', { email: 'pia@phone-chat.test', password: PASSWORD });
    owner = { token: login.access_token, refresh: login.refresh_token, spaceId: '' };
    owner.spaceId = ((await (await fetch(`${app.url}/api/v1/spaces/`, { headers: { Authorization: `Bearer ${login.access_token}` } })).json()) as { id: string }[])[0]!.id;
    // The integrations whose actions an Email Agent answer offers (sandbox fakes).
    await api('POST', '/integrations/wordpress/connect', { site_url: 'https://blog.phone-chat.example', username: 'pia', access_token: 'sandbox abcd efgh ijkl' });
    await api('POST', '/integrations/instantly/connect', { access_token: 'sandbox-instantly-phone-chat-0123456789' });

    // A long chat: four exchanges, each answer an email with its file.
    longChat = await ask('email-agent', 'Write a welcome email for new subscribers of our coffee roastery.');
    for (const message of ['Now a follow-up email for day three about our single-origin beans.', 'A win-back email for subscribers who paused.', 'A launch email for our new espresso blend, with a short story about the farm.']) {
      await ask('email-agent', message, { session: longChat });
    }
    emailChat = await ask('email-agent', 'Write a launch email for our new decaf, as HTML.', { files: true });
    creativeChat = await ask('creative-agent', 'An image card for the decaf launch.', { files: true });
  }, 240_000);

  afterAll(async () => {
    await app?.stop();
  });

  it('R-ROUTE-17: at 390 × 844 the messages have at least 70 % of the screen, and the composer grows only while typing', async () => {
    const page = await pageAt(PHONE);
    try {
      await openChat(page, 'email-agent', longChat, 4);
      const height = async () => (await log(page).boundingBox())!.height;
      expect(await height()).toBeGreaterThanOrEqual(0.7 * PHONE.height);
      const composer = page.getByRole('textbox', { name: 'Message' });
      const empty = (await composer.boundingBox())!.height;
      await composer.fill('First line of a longer brief\nSecond line\nThird line\nFourth line');
      await expect.poll(async () => (await composer.boundingBox())!.height).toBeGreaterThan(empty + 20);
      await composer.fill('');
      await expect.poll(height).toBeGreaterThanOrEqual(0.7 * PHONE.height);
    } finally {
      await park(page);
    }
  });

  // Agents no other test here opens, so each chat is new and the other tests' chats stay as they are.
  for (const [viewport, slug, question] of [
    [DESKTOP, 'cmo', 'What should we focus on this month to grow coffee subscriptions?'],
    [PHONE, 'seo-agent', 'Which keywords should our coffee subscription page target?'],
  ] as const) {
    it(`R-ROUTE-17: at ${viewport.width} px a question sent from the composer is followed to the end of its answer, actions included`, async () => {
      const page = await app.newPage({ viewport, signedIn: { access: owner.token, refresh: owner.refresh } });
      await page.goto(`/agents/${slug}`);
      const composer = page.getByRole('textbox', { name: 'Message' });
      await expect.poll(() => composer.isVisible(), { timeout: 15_000 }).toBe(true);
      await composer.fill(question);
      await composer.press('Enter');
      const answer = answers(page).last();
      await expect.poll(() => answers(page).count(), { timeout: 60_000 }).toBe(1);
      await expect.poll(() => answer.getByRole('button', { name: 'Regenerate' }).isVisible(), { timeout: 15_000 }).toBe(true);
      await settled(page);
      // Nothing of the answer, its actions last, is left below the conversation's visible part (within the 2 px that
      // fractional layout leaves; the fault this guards against left 40-70 px).
      const below = async () => {
        const [box, view] = await Promise.all([answer.boundingBox(), log(page).boundingBox()]);
        return box!.y + box!.height - (view!.y + view!.height);
      };
      await expect.poll(below, { timeout: 5_000 }).toBeLessThanOrEqual(2);
      await page.context().close();
    });
  }

  it('R-ROUTE-17: a long chat opens at 390 px with its latest answer in view from its first line', async () => {
    const page = await pageAt(PHONE);
    try {
      await openChat(page, 'email-agent', longChat, 4);
      const place = await page.evaluate(() => {
        const log = document.querySelector('[role="log"]')!.getBoundingClientRect();
        const messages = document.querySelectorAll('[data-testid="chat-message"][data-role="assistant"]');
        const last = messages[messages.length - 1]!.getBoundingClientRect();
        return { logTop: log.top, logBottom: log.bottom, lastTop: last.top, lastHeight: last.height, logScroll: document.querySelector('[role="log"]')!.scrollTop };
      });
      // Its first line is in view, and as much of it as the message area holds.
      expect(place.lastTop).toBeGreaterThanOrEqual(place.logTop - 1);
      expect(place.lastTop + Math.min(place.lastHeight, place.logBottom - place.logTop - 16)).toBeLessThanOrEqual(place.logBottom + 1);
      // It is the latest exchange that shows, not the chat's beginning.
      expect(place.logScroll).toBeGreaterThan(0);
    } finally {
      await park(page);
    }
  });

  /** The answer's box inside its border and padding: where its text, files and previews have room. */
  const contentBox = (answer: Locator) =>
    answer.evaluate((article) => {
      const box = article.getBoundingClientRect();
      const style = getComputedStyle(article);
      const x = box.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft);
      return { x, width: article.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) };
    });

  /**
   * What spills: the page or the conversation scrolling sideways, or something of the answer (its actions row, its
   * previews) reaching past the answer card.
   */
  const spills = (answer: Locator) =>
    answer.evaluate((article) => {
      const found: string[] = [];
      const page = document.documentElement;
      if (page.scrollWidth > page.clientWidth) found.push(`the page scrolls sideways by ${page.scrollWidth - page.clientWidth} px`);
      const log = article.closest('[role="log"]')!;
      if (log.scrollWidth > log.clientWidth) found.push(`the messages scroll sideways by ${log.scrollWidth - log.clientWidth} px`);
      const card = article.getBoundingClientRect();
      for (const element of article.querySelectorAll('*')) {
        const box = element.getBoundingClientRect();
        if (box.width > 0 && (box.left < card.left - 0.5 || box.right > card.right + 0.5)) found.push(`${element.tagName.toLowerCase()} "${(element.textContent ?? element.getAttribute('aria-label') ?? '').trim().slice(0, 30)}" reaches ${Math.round(Math.max(box.right - card.right, card.left - box.left))} px past the answer card`);
      }
      return found.slice(0, 6);
    });

  for (const viewport of [WIDE, DESKTOP, TABLET, PHONE, SMALL_PHONE]) {
    it(`R-ROUTE-17: at ${viewport.width} px the email preview takes the answer's full content width, the image previews stay inside its card, nothing spills`, async () => {
      const page = await pageAt(viewport);
      try {
        await openChat(page, 'email-agent', emailChat, 1);
        const emailAnswer = answers(page).last();
        await emailAnswer.getByRole('button', { name: /^Preview .+\.html$/ }).first().click();
        const frame = emailAnswer.getByTestId('artifact-preview');
        await frame.waitFor();
        const content = await contentBox(emailAnswer);
        const box = (await frame.boundingBox())!;
        expect(Math.abs(box.x - content.x)).toBeLessThanOrEqual(2);
        expect(box.width).toBeGreaterThanOrEqual(content.width - 2);
        expect(box.x + box.width).toBeLessThanOrEqual(content.x + content.width + 2);
        expect(await spills(emailAnswer)).toEqual([]);
        // Where the conversation is narrow, an answer takes all of it, and its preview with it.
        const conversation = await log(page).evaluate((list) => list.clientWidth - parseFloat(getComputedStyle(list).paddingLeft) - parseFloat(getComputedStyle(list).paddingRight));
        if (conversation < 600) expect((await emailAnswer.boundingBox())!.width).toBeGreaterThanOrEqual(conversation - 2);
        expect(await seriousA11yViolations(page)).toEqual([]);

        await openChat(page, 'creative-agent', creativeChat, 1);
        const imageAnswer = answers(page).last();
        // The card comes as SVG and as PNG: both previews open, one under the other.
        const previewButtons = imageAnswer.getByRole('button', { name: /^Preview .+\.(png|jpe?g|svg|webp)$/ });
        const count = await previewButtons.count();
        expect(count).toBeGreaterThan(0);
        for (let opened = 0; opened < count; opened++) await previewButtons.first().click();
        const images = imageAnswer.getByRole('img', { name: /^Preview of / });
        await expect.poll(() => images.count()).toBe(count);
        for (const image of await images.all()) {
          await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
          const card = (await imageAnswer.boundingBox())!;
          const picture = (await image.boundingBox())!;
          expect(picture.x).toBeGreaterThanOrEqual(card.x);
          expect(picture.x + picture.width).toBeLessThanOrEqual(card.x + card.width + 0.5);
          const ratio = await image.evaluate((img: HTMLImageElement) => ({ natural: img.naturalWidth / img.naturalHeight, shown: img.clientWidth / img.clientHeight }));
          expect(Math.abs(ratio.shown - ratio.natural) / ratio.natural).toBeLessThan(0.02);
        }
        expect(await spills(imageAnswer)).toEqual([]);
        expect(await seriousA11yViolations(page)).toEqual([]);
      } finally {
        await park(page);
      }
    });
  }

  for (const viewport of [DESKTOP, PHONE]) {
    it(`R-OPEN-38, R-OPEN-40, R-OPEN-41: at ${viewport.width} px an Email Agent answer with its email file offers Bookmark, Send to WordPress as draft and Create an Instantly campaign draft once each, under the answer`, async () => {
      const page = await pageAt(viewport);
      try {
        await openChat(page, 'email-agent', emailChat, 1);
        const answer = answers(page).last();
        const files = answer.getByRole('list', { name: 'Files' });
        await expect.poll(() => files.getByTestId('chat-artifact').count()).toBeGreaterThan(0);
        const names = ['Bookmark', 'Send to WordPress as draft', 'Create an Instantly campaign draft'];
        const counts = () => Promise.all(names.map((name) => answer.getByRole('button', { name, exact: true }).count()));
        // Each action loads on its own (sites, bookmarks, Instantly's connection): all have come once they all show.
        await expect.poll(async () => (await counts()).every((n) => n > 0), { timeout: 15_000 }).toBe(true);
        await page.waitForLoadState('networkidle');
        await settled(page);
        expect(await counts()).toEqual([1, 1, 1]);
        // The answer's own actions: its file, the same email, does not repeat them.
        for (const name of names) expect(await files.getByRole('button', { name, exact: true }).count()).toBe(0);
        expect(await seriousA11yViolations(page)).toEqual([]);
      } finally {
        await park(page);
      }
    });
  }
});
