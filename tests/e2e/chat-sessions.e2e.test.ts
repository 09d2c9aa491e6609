import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chatScreen, startAppWithOwner, type E2eApp } from './support/e2e-app.ts';

/**
 * Chat sessions in a real browser against the real server and its offline engine: prompt starters on
 * an empty chat, search across all chats by a word of an answer, an agent reopening on its last chat,
 * rename and pin, a run that finishes while the person is on another screen toasting a link to it, and a
 * search result opening its chat at the matched message.
 */
describe('chat sessions in the browser', () => {
  let app: E2eApp;
  let page: Page;
  const owner = {
    name: 'Grace Hopper',
    email: `grace.${Date.now()}@compilers.test`,
    password: 'correct horse battery',
    org: 'Compiler Works',
  };
  const { notifications, messages, answers, composer } = chatScreen(() => page);
  const sessionList = () => page.getByRole('navigation', { name: 'Chat sessions' });
  const searchBox = () => page.getByRole('searchbox', { name: 'Search chats' });
  const chatPath = () => new URL(page.url()).pathname;
  let emailChat = '';
  let seoChat = '';
  /** The local day the SEO chat was started: its group is "Today" until midnight passes. */
  let seoChatDay = '';

  beforeAll(async () => {
    // A model's pace: a run lasts a few seconds, long enough to leave the screen while it runs.
    ({ app, page } = await startAppWithOwner(owner, { offlineEnginePaceMs: 120 }));
  });

  afterAll(async () => {
    await app?.stop();
  });

  it('an empty chat offers the agent’s four starters; one fills the composer and is sent', async () => {
    await page.goto('/agents/email-agent');
    await expect.poll(() => page.getByRole('heading', { name: 'Email Agent', level: 1 }).isVisible()).toBe(true);
    const starters = page.getByRole('region', { name: 'Try one of these' }).getByTestId('chat-starter');
    await expect.poll(() => starters.count()).toBe(4);
    expect(await starters.first().innerText()).toBe('Write a welcome email for new customers with three subject line options.');
    expect(await sessionList().getByText('No chats with this agent yet').isVisible()).toBe(true);

    await starters.first().click();
    expect(await composer().inputValue()).toBe('Write a welcome email for new customers with three subject line options.');
    await composer().press('Enter');
    await page.waitForURL((url) => url.pathname.startsWith('/agents/email-agent/chat/'));
    emailChat = chatPath();
    await expect.poll(() => answers().count(), { timeout: 60_000 }).toBe(1);
    expect(await answers().first().innerText()).toContain('merge tag');
    // A chat with messages offers no starters.
    expect(await starters.count()).toBe(0);
  });

  it('search finds the earlier chat by a word of its answer, and the result opens it', async () => {
    await page.goto('/agents/seo-agent');
    await expect.poll(() => page.getByRole('heading', { name: 'SEO Agent', level: 1 }).isVisible()).toBe(true);
    await composer().fill('Audit the Zephyrine grinder landing page for SEO.');
    seoChatDay = new Date().toDateString();
    await composer().press('Enter');
    await page.waitForURL((url) => url.pathname.startsWith('/agents/seo-agent/chat/'));
    seoChat = chatPath();
    await expect.poll(() => answers().count(), { timeout: 60_000 }).toBe(1);

    // "merge" is only in the Email Agent's answer, never in its question.
    await searchBox().fill('merge');
    const results = page.getByRole('region', { name: 'Search results' }).getByTestId('chat-search-result');
    await expect.poll(() => results.count(), { timeout: 10_000 }).toBe(1);
    const result = results.first();
    expect(await result.innerText()).toContain('Email Agent');
    expect(await result.innerText()).toContain('Write a welcome email for new customers');
    expect((await result.locator('.chat-search__snippet').innerText()).toLowerCase()).toContain('merge');

    await result.getByRole('button').click();
    await page.waitForURL((url) => url.pathname === emailChat);
    await expect.poll(() => page.getByRole('heading', { name: 'Email Agent', level: 1 }).isVisible()).toBe(true);
    await expect.poll(() => answers().count(), { timeout: 15_000 }).toBe(1);
    expect(await messages().first().innerText()).toContain('Write a welcome email for new customers');
    expect(await searchBox().inputValue()).toBe('');

    await searchBox().fill('xylophone');
    await expect.poll(() => sessionList().getByText('No chat matches these words').isVisible(), { timeout: 10_000 }).toBe(true);
    await searchBox().fill('');
  });

  it('reopening an agent shows its last chat, at that chat’s address', async () => {
    await page.goto('/dashboard');
    await page.goto('/agents/seo-agent');
    await page.waitForURL((url) => url.pathname === seoChat);
    await expect.poll(() => answers().count(), { timeout: 15_000 }).toBe(1);
    expect(await messages().first().innerText()).toContain('Audit the Zephyrine grinder landing page');

    // In the app too: from the catalogue to the Email Agent, back on its chat.
    await page.getByRole('navigation', { name: 'Main navigation' }).locator('a[href="/agents"]').click();
    await page.waitForURL((url) => url.pathname === '/agents');
    await page.locator('a[href="/agents/email-agent"]').first().click();
    await page.waitForURL((url) => url.pathname === emailChat);
    await expect.poll(() => messages().first().innerText(), { timeout: 15_000 }).toContain('Write a welcome email for new customers');
  });

  it('renames and pins a chat: pinned chats list first, and both stay after a reload', async () => {
    await page.goto(seoChat);
    const row = () => sessionList().getByTestId('chat-session').first();
    await expect.poll(() => row().innerText(), { timeout: 15_000 }).toContain('Audit the Zephyrine grinder');
    expect(await sessionList().getByRole('heading', { name: new Date().toDateString() === seoChatDay ? 'Today' : 'Yesterday' }).isVisible()).toBe(true);

    await row().getByRole('button', { name: /^Rename chat/ }).click();
    const title = sessionList().getByRole('textbox', { name: 'Chat title' });
    await title.fill('Grinder SEO audit');
    await title.press('Enter');
    await expect.poll(() => row().locator('.chat-session__title').innerText()).toBe('Grinder SEO audit');

    await row().getByRole('button', { name: 'Pin chat "Grinder SEO audit"' }).click();
    const pinned = sessionList().locator('.chat-sessions__group').filter({ has: page.getByRole('heading', { name: 'Pinned' }) });
    await expect.poll(() => pinned.getByTestId('chat-session').count()).toBe(1);
    expect(await pinned.getByTestId('chat-session').getAttribute('data-pinned')).toBe('true');

    await page.reload();
    await expect.poll(() => pinned.getByTestId('chat-session').count(), { timeout: 15_000 }).toBe(1);
    expect(await pinned.locator('.chat-session__title').innerText()).toBe('Grinder SEO audit');
    expect(await page.getByRole('heading', { name: 'Pinned' }).isVisible()).toBe(true);
  });

  it('a run that finishes while I am on another screen toasts "{agent} finished in the background" with Open', async () => {
    await page.goto(seoChat);
    await expect.poll(() => answers().count(), { timeout: 15_000 }).toBe(1);
    await composer().fill('Now suggest a title tag and a meta description for the same page.');
    await composer().press('Enter');
    await expect.poll(() => page.getByTestId('chat-progress').isVisible(), { timeout: 15_000 }).toBe(true);

    await page.getByRole('navigation', { name: 'Main navigation' }).locator('a[href="/dashboard"]').click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    const toast = notifications().locator('.bp6-toast').filter({ hasText: 'SEO Agent finished in the background' });
    await expect.poll(() => toast.isVisible(), { timeout: 60_000 }).toBe(true);
    await toast.getByRole('button', { name: 'Open' }).click();
    await page.waitForURL((url) => url.pathname === seoChat);
    await expect.poll(() => answers().count(), { timeout: 15_000 }).toBe(2);
  });

  it('a search result opens its chat at the matched message, highlighted, not at the end', async () => {
    await page.goto('/agents/seo-agent');
    await page.waitForURL((url) => url.pathname === seoChat);
    await expect.poll(() => answers().count(), { timeout: 15_000 }).toBe(2);
    await sessionList().getByRole('button', { name: 'New chat' }).click();
    await page.waitForURL((url) => url.pathname === '/agents/seo-agent');
    // "Quillfeather" is in the first question only: the match is early in a chat of six messages.
    const questions = ['Audit the Quillfeather stationery landing page for SEO.', 'Now audit the pricing page of the same shop.', 'And audit the blog index page too.'];
    for (const [index, question] of questions.entries()) {
      await composer().fill(question);
      await composer().press('Enter');
      await expect.poll(() => answers().count(), { timeout: 60_000 }).toBe(index + 1);
    }
    const longChat = chatPath();
    const list = page.getByRole('log', { name: 'Messages' });
    // The chat is taller than its pane, so where it is scrolled to shows.
    expect(await list.evaluate((el) => el.scrollHeight > el.clientHeight * 1.5)).toBe(true);

    await page.goto(emailChat);
    await expect.poll(() => answers().count(), { timeout: 15_000 }).toBe(1);
    await searchBox().fill('Quillfeather');
    const results = page.getByRole('region', { name: 'Search results' }).getByTestId('chat-search-result');
    await expect.poll(() => results.count(), { timeout: 10_000 }).toBe(1);
    await results.first().getByRole('button').click();
    await page.waitForURL((url) => url.pathname === longChat);

    const revealed = page.locator('[data-testid="chat-message"].chat-message--revealed');
    await expect.poll(() => revealed.count(), { timeout: 10_000 }).toBe(1);
    const position = await messages().evaluateAll((all) => all.findIndex((m) => m.classList.contains('chat-message--revealed')));
    expect(position).toBeLessThan(2);
    expect(await revealed.innerText()).toContain('Quillfeather');
    const inPane = (index: number) =>
      list.evaluate((pane, i) => {
        const box = pane.querySelectorAll('[data-testid="chat-message"]')[i]!.getBoundingClientRect();
        const view = pane.getBoundingClientRect();
        return box.bottom > view.top && box.top < view.bottom;
      }, index);
    expect(await inPane(position)).toBe(true);
    expect(await inPane(5)).toBe(false);
    // The highlight is brief.
    await expect.poll(() => revealed.count(), { timeout: 5_000 }).toBe(0);
  });

  it('once the profile says what the business sells, to whom and why, the starters are about it', async () => {
    const login = (await (await fetch(`${app.url}/api/v1/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: owner.email, password: owner.password }) })).json()) as { access_token: string };
    const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${login.access_token}` };
    const spaceId = ((await (await fetch(`${app.url}/api/v1/spaces/`, { headers })).json()) as { id: string }[])[0]!.id;
    const answers = { business_name: 'Compiler Works', offer_main: 'Hands-on compiler workshops for engineering teams, run on site or online.', audience_primary: 'Engineering managers at software companies', goal_primary: 'Book 12 workshops before June', audience_type: 'Businesses (B2B)' };
    expect((await fetch(`${app.url}/api/v1/spaces/${spaceId}/profile`, { method: 'PUT', headers, body: JSON.stringify({ answers }) })).status).toBe(200);

    await page.goto('/agents/cmo');
    await expect.poll(() => page.getByRole('heading', { name: 'CMO Agent', level: 1 }).isVisible(), { timeout: 15_000 }).toBe(true);
    await page.getByRole('button', { name: 'New chat' }).click();
    const starters = page.getByRole('region', { name: 'Try one of these' }).getByTestId('chat-starter');
    await expect.poll(() => starters.count()).toBe(4);
    expect(await starters.allInnerTexts()).toEqual([
      'What should we focus on this month to reach our goal: book 12 workshops before June?',
      'Prepare a launch package for hands-on compiler workshops for engineering teams: an email, two social posts and a search ad.',
      'Where do we lose the most engineering managers at software companies between first visit and purchase?',
      'Which channel should we cut first, and why?',
    ]);
    await page.goto('/agents/email-agent');
    await page.getByRole('button', { name: 'New chat' }).click();
    await expect.poll(() => starters.first().innerText()).toBe('Write an email to engineering managers at software companies about hands-on compiler workshops for engineering teams, with three subject line options.');
    expect((await starters.allInnerTexts()).join(' ')).not.toMatch(/newest feature|webinar registrants|trial sign-ups/);
  });
});
