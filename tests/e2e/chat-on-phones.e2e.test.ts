import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousA11yViolations, settled, startE2eApp, type E2eApp } from './support/e2e-app.ts';

/**
 * A chat on a phone and its previews (R-ROUTE-17), in Chromium against the real server: at 390 × 844 the
 * conversation has most of the screen (the header and an empty composer are compact, the composer grows only as
 * one types), a long chat opens with its latest message in view from its start, and an answer's email preview
 * takes the answer's whole width and its image preview stays inside the answer card, at 1440 and at 390 px.
 */
const PASSWORD = 'correct horse battery';
const PHONE = { width: 390, height: 844 };
const WIDE = { width: 1440, height: 900 };

interface Account {
  token: string;
  refresh: string;
  spaceId: string;
}

describe('a chat on a phone, and previews in answers', () => {
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

  async function pageAt(viewport: { width: number; height: number }): Promise<Page> {
    return app.newPage({ viewport, signedIn: { access: owner.token, refresh: owner.refresh } });
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
      await page.context().close();
    }
  });

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
      await page.context().close();
    }
  });

  for (const viewport of [WIDE, PHONE]) {
    it(`R-ROUTE-17: at ${viewport.width} px the email preview takes the answer's full width, the image preview stays inside its card`, async () => {
      const page = await pageAt(viewport);
      try {
        await openChat(page, 'email-agent', emailChat, 1);
        const emailAnswer = answers(page).last();
        await emailAnswer.getByRole('button', { name: /^Preview .+\.html$/ }).first().click();
        const frame = emailAnswer.getByTestId('artifact-preview');
        await frame.waitFor();
        const files = (await emailAnswer.getByRole('list', { name: 'Files' }).boundingBox()) ?? (await emailAnswer.boundingBox())!;
        const box = (await frame.boundingBox())!;
        expect(box.x).toBeLessThanOrEqual(files.x + 2);
        expect(box.width).toBeGreaterThanOrEqual(files.width - 4);

        await openChat(page, 'creative-agent', creativeChat, 1);
        const imageAnswer = answers(page).last();
        await imageAnswer.getByRole('button', { name: /^Preview .+\.(png|jpe?g|svg|webp)$/ }).first().click();
        const image = imageAnswer.getByRole('img', { name: /^Preview of / });
        await image.waitFor();
        await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
        const card = (await imageAnswer.boundingBox())!;
        const picture = (await image.boundingBox())!;
        expect(picture.x).toBeGreaterThanOrEqual(card.x);
        expect(picture.x + picture.width).toBeLessThanOrEqual(card.x + card.width + 0.5);
        const ratio = await image.evaluate((img: HTMLImageElement) => ({ natural: img.naturalWidth / img.naturalHeight, shown: img.clientWidth / img.clientHeight }));
        expect(Math.abs(ratio.shown - ratio.natural) / ratio.natural).toBeLessThan(0.02);
        expect(await seriousA11yViolations(page)).toEqual([]);
      } finally {
        await page.context().close();
      }
    });
  }
});
