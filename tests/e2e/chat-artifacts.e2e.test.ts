import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { registerThroughPage, startE2eApp, type E2eApp } from './support/e2e-app.ts';

/**
 * What the agents make, previewed in place, in a real browser against the real server: an HTML
 * email in a sandboxed frame, an image card as an image, and the download link with its icon.
 */
describe('chat artifacts in the browser', () => {
  let app: E2eApp;
  let page: Page;
  const dialogs: string[] = [];
  const composer = () => page.getByRole('textbox', { name: 'Message' });

  async function ask(slug: string, heading: string, text: string): Promise<Locator> {
    await page.goto(`/agents/${slug}`);
    await expect.poll(() => page.getByRole('heading', { name: heading, level: 1 }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'New chat' }).click();
    await composer().fill(text);
    await composer().press('Enter');
    const answer = page.locator('[data-testid="chat-message"][data-role="assistant"][data-outcome="completed"]').last();
    await expect.poll(() => answer.count(), { timeout: 60_000 }).toBe(1);
    await expect.poll(() => answer.getByTestId('chat-artifact').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    return answer;
  }

  beforeAll(async () => {
    app = await startE2eApp();
    page = await app.newPage();
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await registerThroughPage(page, { name: 'Hedy Lamarr', email: `hedy.${Date.now()}@frequency.test`, password: 'correct horse battery', org: 'Frequency Hopping' });
  });

  afterAll(async () => {
    await app?.stop();
  });

  it("an Email Agent's HTML email previews in a sandboxed frame the server also sandboxes; the download keeps its icon", async () => {
    const answer = await ask('email-agent', 'Email Agent', 'Write a launch email for the Zephyrine grinder <script>alert(1)</script>');
    const link = answer.getByTestId('chat-artifact').filter({ hasText: '.html' }).first();
    // Blueprint 6 draws icons as SVG: the download link shows one (the old icon-font class drew a broken glyph).
    await expect.poll(() => link.locator('svg').count()).toBe(1);
    const name = (await link.innerText()).trim();
    await answer.getByRole('button', { name: `Preview ${name}` }).click();
    const frame = answer.locator('iframe[data-testid="artifact-preview"]');
    await expect.poll(() => frame.count()).toBe(1);
    expect(await frame.getAttribute('sandbox')).toBe('');
    const src = (await frame.getAttribute('src'))!;
    expect(src).toMatch(/\/download\?.*&inline=1$/);
    const headers = await page.evaluate(async (url) => {
      const response = await fetch(url);
      return { csp: response.headers.get('content-security-policy'), disposition: response.headers.get('content-disposition') };
    }, src);
    expect(headers.csp).toContain('sandbox');
    expect(headers.disposition).toMatch(/^inline;/);
    // The frame shows the email (its own, opaque origin: read through Playwright's frame, not the page).
    const content = page.frameLocator('iframe[data-testid="artifact-preview"]').locator('body');
    await expect.poll(() => content.innerText().then((text) => text.length), { timeout: 15_000 }).toBeGreaterThan(40);
    // The request's <script> became words in the email, never a script: nothing ran.
    expect(dialogs).toEqual([]);
    expect(await frame.getAttribute('title')).toBe(`Preview of ${name}`);
    await answer.getByRole('button', { name: `Hide preview of ${name}` }).click();
    await expect.poll(() => frame.count()).toBe(0);
  });

  it("the Creative Agent's image card previews as an image", async () => {
    const answer = await ask('creative-agent', 'Creative Agent', 'An image card for the Zephyrine grinder launch.');
    const link = answer.getByTestId('chat-artifact').filter({ hasText: /\.(png|svg)/ }).first();
    const name = (await link.innerText()).trim();
    await answer.getByRole('button', { name: `Preview ${name}` }).click();
    const image = answer.locator('img[data-testid="artifact-preview"]');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 15_000 }).toBe(true);
    expect(await image.getAttribute('alt')).toBe(`Preview of ${name}`);
  });
});
