import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { registerThroughPage, startE2eApp, type E2eApp } from './support/e2e-app.ts';

/**
 * Answers that read well, in a real browser against the real server and its offline engine:
 * Markdown rendered (tables, headings, lists, highlighted code), hostile text from a message shown as text
 * and never run, copying an answer and a code block, and the engine and the cost kept with each answer.
 */
describe('chat answers in the browser', () => {
  let app: E2eApp;
  let page: Page;
  const dialogs: string[] = [];
  const owner = {
    name: 'Grace Hopper',
    email: `grace.${Date.now()}@compilers.test`,
    password: 'correct horse battery',
    org: 'Compiler Works',
  };
  const hostile = '<img src=x onerror=alert(1)> [click me](javascript:alert(2)) <script>alert(3)</script>';
  const composer = () => page.getByRole('textbox', { name: 'Message' });
  const notifications = () => page.getByRole('region', { name: 'Notifications' });
  const clipboard = () => page.evaluate(() => navigator.clipboard.readText());

  /** The message right after the question that starts with this line (its answer, or the note of a failed or cancelled run). */
  const replyTo = (firstLine: string) =>
    page.locator('[data-testid="chat-message"][data-role="user"]').filter({ hasText: firstLine }).last().locator('xpath=following-sibling::*[@data-testid="chat-message"][1]');
  const outcomeOf = async (reply: Locator) => ((await reply.count()) ? reply.getAttribute('data-outcome') : null);

  /** Sends in the open chat and waits for the answer (opening an agent may show its last chat, so answers are found by question). */
  async function send(text: string): Promise<Locator> {
    await composer().fill(text);
    // As a person waits for Send to be enabled: Enter does nothing while the chat still loads its agents (a CI run
    // pressed it then, and the question stayed in the composer).
    await expect.poll(() => page.getByRole('button', { name: 'Send', exact: true }).isEnabled()).toBe(true);
    await composer().press('Enter');
    const answer = replyTo(text.split('\n')[0]!);
    await expect.poll(() => outcomeOf(answer), { timeout: 60_000 }).toBe('completed');
    return answer;
  }

  async function ask(slug: string, heading: string, text: string): Promise<Locator> {
    await page.goto(`/agents/${slug}`);
    await expect.poll(() => page.getByRole('heading', { name: heading, level: 1 }).isVisible()).toBe(true);
    return send(text);
  }

  beforeAll(async () => {
    // Paced like a model, so a run can be cancelled while it streams.
    app = await startE2eApp({ offlineEnginePaceMs: 120 });
    page = await app.newPage();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.url });
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await registerThroughPage(page, owner);
  });

  afterAll(async () => {
    await app?.stop();
  });

  it('an SEO answer shows a rendered table, bold text and a numbered list; a strategy review shows its headings', async () => {
    const answer = await ask('seo-agent', 'SEO Agent', 'Audit the grinder launch page for SEO:\n\nZephyrine grinder launch\nOur new espresso grinder is quiet and precise, from espresso to filter. Buy it today and taste the difference.');
    const table = answer.getByRole('table');
    await expect.poll(() => table.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await table.getByRole('columnheader').allInnerTexts()).toEqual(['Measure', 'Value']);
    expect(await table.getByRole('row').filter({ hasText: 'Readability' }).count()).toBe(1);
    expect(await answer.locator('.markdown-view strong').count()).toBeGreaterThan(0);
    expect(await answer.locator('ol > li').count()).toBeGreaterThan(0);
    // No Markdown marks left over in what a reader sees.
    const text = await answer.locator('.chat-text').innerText();
    expect(text).not.toContain('**');
    expect(text).not.toContain('|---|');

    const review = await ask('strategy-review-agent', 'Strategy Review Agent', 'Review our Q3 plan:\n\nGoal: grow newsletter sign-ups by 20% by September. Channels: two launch emails and a referral offer. Budget: $2,000 for the quarter.');
    // The review's sections are rendered headings, with no Markdown marks left over.
    await expect.poll(() => review.getByRole('heading', { level: 2 }).count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
    expect(await review.locator('.chat-text').innerText()).not.toMatch(/^#+ /m);
  });

  it('a message with <img onerror> and a javascript: link, quoted back in the answer, runs nothing and shows as text', async () => {
    // The SEO audit quotes the page's first line (its title) in its table: hostile text reaches the answer that way.
    const answer = await ask('seo-agent', 'SEO Agent', `Audit our landing page for SEO:\n\n${hostile}\nA short page about the Zephyrine grinder: quiet, precise, with a grind for every cup from espresso to filter.`);
    await expect.poll(() => answer.getByRole('table').isVisible(), { timeout: 15_000 }).toBe(true);
    // Shown as the text it is: the tag in the table cell, the link's words without a link.
    const cell = answer.getByRole('cell').filter({ hasText: '<img src=x onerror=alert(1)>' });
    expect(await cell.count()).toBe(1);
    expect(await cell.innerText()).toContain('click me');
    expect(await cell.innerText()).not.toContain('javascript');
    expect(await answer.getByRole('link', { name: 'click me' }).count()).toBe(0);
    // The question shows as typed.
    const question = page.locator('[data-testid="chat-message"][data-role="user"]').filter({ hasText: hostile }).last();
    expect(await question.locator('.chat-text').innerText()).toContain(hostile);

    const dom = await page.evaluate(() => ({
      handlers: document.querySelectorAll('[onerror], [onload], [onclick]').length,
      scriptLinks: [...document.querySelectorAll('a[href]')].filter((a) => /^\s*javascript:/i.test(a.getAttribute('href') ?? '')).length,
      chatImages: document.querySelectorAll('.chat-messages img').length,
      chatScripts: document.querySelectorAll('.chat-messages script').length,
    }));
    expect(dom).toEqual({ handlers: 0, scriptLinks: 0, chatImages: 0, chatScripts: 0 });
    // Reloaded from the server's copy, it is the same.
    await page.reload();
    await expect.poll(() => replyTo(hostile).getByRole('table').isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await page.evaluate(() => document.querySelectorAll('[onerror], .chat-messages img, .chat-messages script').length)).toBe(0);
    expect(dialogs).toEqual([]);
  });

  it('copy puts the answer on the clipboard, as Markdown or as plain text, and says so', async () => {
    const answer = replyTo(hostile);
    await answer.getByRole('button', { name: 'Copy as Markdown' }).click();
    await expect.poll(() => notifications().getByText('Copied').count()).toBeGreaterThan(0);
    const markdown = await clipboard();
    expect(markdown).toMatch(/\*\*[^*]+\*\*/);
    expect(markdown).toContain('| Measure | Value |');
    expect(markdown).toContain('|---|---|');

    await answer.getByRole('button', { name: 'Copy as plain text' }).click();
    await expect.poll(clipboard).not.toBe(markdown);
    const plain = await clipboard();
    expect(plain).toContain('Measure\tValue');
    expect(plain).toContain('Readability\tFlesch ');
    expect(plain).not.toContain('**');
    expect(plain).not.toContain('|---|');
  });

  it('a code block is highlighted once its grammar loads, and its own copy button copies just the code', async () => {
    // The offline engine writes no code, so the page is shown the answer with a code block added.
    // A retry starts clean: a rewrite a failed try left on the page would answer this one's reload.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    const answerId = (await replyTo(hostile).getAttribute('data-message-id'))!;
    const code = 'const launch = "Zephyrine";\nconsole.log(launch);';
    await page.route(/\/api\/v1\/agents\/sessions\/[^/]+\/messages(\?|$)/, async (route) => {
      const response = await route.fetch();
      const list = (await response.json()) as Record<string, unknown>[];
      await route.fulfill({ response, json: list.map((m) => (m.id === answerId ? { ...m, content: `${String(m.content)}\n\n\`\`\`ts\n${code}\n\`\`\`` } : m)) });
    });
    try {
      await page.reload();
      const block = page.locator(`[data-message-id="${answerId}"] .markdown-code`);
      await expect.poll(() => block.locator('.hljs-keyword').first().innerText(), { timeout: 30_000 }).toBe('const');
      expect(await block.locator('.hljs-string').first().innerText()).toBe('"Zephyrine"');
      await block.getByRole('button', { name: 'Copy code' }).click();
      await expect.poll(clipboard).toBe(code);
    } finally {
      // A reply still being rewritten finishes before the page is read, pass or fail.
      await page.unrouteAll({ behavior: 'wait' });
    }
  });

  it('each answer shows the engine stored with it and the credits it cost; a cancelled run shows no charge', async () => {
    await page.reload();
    const stored = replyTo(hostile);
    await expect.poll(() => outcomeOf(stored), { timeout: 15_000 }).toBe('completed');
    expect(await stored.getByTestId('chat-answer-engine').innerText()).toBe('offline engine');
    // Normal mode: the SEO Agent's 20 estimated credits.
    expect(await stored.getByTestId('chat-answer-cost').innerText()).toBe('20 credits');

    // A fresh answer shows them at once, before the server's copy is loaded again.
    await page.getByRole('radio', { name: /^Medium/ }).click();
    const fresh = await send('Audit our product page for SEO:\n\nZephyrine grinder product page\nQuiet, precise, made to last: every setting from espresso to filter, in a grinder you will keep for years.');
    expect(await fresh.getByTestId('chat-answer-cost').innerText()).toBe('30 credits');
    expect(await fresh.getByTestId('chat-answer-engine').innerText()).toBe('offline engine');

    const long = 'Audit the launch page copy for SEO and suggest fixes in great detail.';
    await composer().fill(`${long}\n${'The grinder is quiet. '.repeat(200)}`);
    await composer().press('Enter');
    const cancel = page.getByRole('button', { name: 'Cancel' });
    await expect.poll(() => cancel.isVisible(), { timeout: 15_000 }).toBe(true);
    await cancel.click();
    const note = replyTo(long);
    await expect.poll(() => outcomeOf(note), { timeout: 15_000 }).toBe('cancelled');
    expect(await note.getByTestId('chat-answer-cost').count()).toBe(0);
    await page.reload();
    await expect.poll(() => outcomeOf(note), { timeout: 15_000 }).toBe('cancelled');
    expect(await note.getByTestId('chat-answer-cost').count()).toBe(0);
    expect(await replyTo('Zephyrine grinder product page').getByTestId('chat-answer-cost').innerText()).toBe('30 credits');
  });
});
