import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startAppWithOwner, type E2eApp } from './support/e2e-app.ts';

/**
 * Sources: an answer's cited documents as chips that open the passage in the document viewer, and
 * the knowledge base's documents and search results opening there at the match, with Markdown rendered.
 */
describe('answer sources and the document viewer in the browser', () => {
  let app: E2eApp;
  let page: Page;
  const owner = { name: 'Grace Hopper', email: `grace.${Date.now()}@sources.test`, password: 'correct horse battery', org: 'Cobol Roasters' };
  const viewer = () => page.getByRole('dialog');
  // Long enough that a search snippet is a part of it, not all of it.
  const filler = Array.from({ length: 8 }, (_, i) => `Note ${i + 1}: the warehouse team restocks shelves, checks invoices and answers supplier calls every morning.`);
  const PLAN = `# Launch plan\n\n${filler.join('\n\n')}\n\nThe **Quillbright** kettle launches in March with a tasting tour for baristas.\n\n## Pricing\n\nEach kettle costs forty euros.\n`;

  beforeAll(async () => {
    ({ app, page } = await startAppWithOwner(owner));
  });

  afterAll(async () => {
    await app?.stop();
  });

  it('a search result renders its Markdown and opens the document at the match, marked', async () => {
    await page.goto('/knowledge-base');
    await expect.poll(() => page.getByRole('heading', { name: 'Knowledge Base', level: 1 }).isVisible(), { timeout: 15_000 }).toBe(true);
    await page.locator('#kb-file-input').setInputFiles({
      name: 'launch-plan.md',
      mimeType: 'text/markdown',
      buffer: Buffer.from(PLAN),
    });
    const row = page.getByTestId('kb-document').filter({ hasText: 'launch-plan.md' });
    await expect.poll(() => row.getAttribute('data-status'), { timeout: 30_000, interval: 500 }).toBe('ready');
    await page.getByLabel('Search the knowledge base').fill('Quillbright kettle');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const hit = page.getByTestId('kb-hit').first();
    await expect.poll(() => hit.isVisible(), { timeout: 10_000 }).toBe(true);
    // Rendered, not shown as written: the bold word is bold and no Markdown marker is left.
    await expect.poll(() => hit.locator('.kb-hit__snippet strong').first().innerText()).toBe('Quillbright');
    expect(await hit.locator('.kb-hit__snippet').innerText()).not.toMatch(/\*\*|##/);
    await hit.getByRole('button', { name: 'launch-plan.md', exact: true }).click();
    await expect.poll(() => viewer().isVisible()).toBe(true);
    expect(await viewer().getByRole('heading', { name: 'launch-plan.md' }).isVisible()).toBe(true);
    const marked = async () => (await viewer().getByTestId('document-viewer-highlight').allInnerTexts()).join('\n');
    await expect.poll(marked, { timeout: 10_000 }).toContain('Quillbright kettle launches in March');
    expect(await marked()).not.toContain('Note 1:');
    // The document renders as Markdown: its headings are headings.
    expect(await viewer().getByRole('heading', { name: 'Pricing' }).isVisible()).toBe(true);
    await viewer().getByRole('button', { name: 'Close' }).last().click();
    await expect.poll(() => viewer().count()).toBe(0);
  });

  it("a document's name opens it in the viewer", async () => {
    await page.getByTestId('kb-document').filter({ hasText: 'launch-plan.md' }).getByRole('button', { name: 'launch-plan.md', exact: true }).click();
    await expect.poll(() => viewer().isVisible()).toBe(true);
    await expect.poll(() => viewer().getByText('Each kettle costs forty euros.').isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await viewer().getByTestId('document-viewer-highlight').count()).toBe(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => viewer().count()).toBe(0);
  });

  it('an answer that used the picked document shows it as a chip that opens the cited passage; the space profile is one chip at most', async () => {
    await page.goto('/agents/email-agent');
    const composer = page.getByRole('textbox', { name: 'Message' });
    await expect.poll(() => composer.isVisible(), { timeout: 15_000 }).toBe(true);
    await page.getByRole('button', { name: /^Sources/ }).click();
    const pick = page.getByRole('checkbox', { name: 'launch-plan.md' });
    await expect.poll(() => pick.count(), { timeout: 10_000 }).toBe(1);
    await page.locator('#chat-sources').getByText('launch-plan.md', { exact: true }).click();
    await expect.poll(() => pick.isChecked()).toBe(true);
    await composer.fill('Draft a launch email for the Quillbright kettle.');
    await composer.press('Enter');
    const answer = page.locator('[data-testid="chat-message"][data-role="assistant"][data-outcome="completed"]').last();
    await expect.poll(() => answer.count(), { timeout: 60_000 }).toBe(1);
    const chips = answer.getByTestId('chat-source-chip');
    await expect.poll(() => chips.filter({ hasText: 'launch-plan.md' }).count(), { timeout: 10_000 }).toBe(1);
    expect(await answer.locator('[data-testid="chat-source-chip"][data-source-type="space_profile"]').count()).toBeLessThanOrEqual(1);
    // No citation list in the text: the chips are the sources, numbered for the answer's [n] markers.
    expect(await answer.locator('.chat-text').innerText()).not.toMatch(/^Sources$/m);
    expect(await chips.first().innerText()).toMatch(/^\[1\] /);

    await chips.filter({ hasText: 'launch-plan.md' }).click();
    await expect.poll(() => viewer().isVisible()).toBe(true);
    expect(await viewer().getByRole('heading', { name: 'launch-plan.md' }).isVisible()).toBe(true);
    // The cited passage (here the document's one chunk) is marked.
    await expect.poll(async () => (await viewer().getByTestId('document-viewer-highlight').allInnerTexts()).join('\n'), { timeout: 10_000 }).toContain('Quillbright kettle launches in March');
    await page.keyboard.press('Escape');
    await expect.poll(() => viewer().count()).toBe(0);
  });
});
