import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startAppWithOwner, type E2eApp } from './support/e2e-app.ts';

/**
 * Long lists in a real browser against the real server: a chat of 100 turns opens at its newest 30 with "Load
 * earlier messages" above them (the place being read kept), an agent with 60 chats lists 50 with "Load more
 * chats", and a knowledge base of 60 documents lists 50 with "Load more documents". What the browser receives is a
 * page, not the whole chat or list.
 */
describe('long chats and long chat lists load a page at a time', () => {
  let app: E2eApp;
  let page: Page;
  const owner = { name: 'Ada Lovelace', email: `ada.${Date.now()}@engines.test`, password: 'correct horse battery', org: 'Analytical Engines' };
  const messages = () => page.getByTestId('chat-message');
  const sessionList = () => page.getByRole('navigation', { name: 'Chat sessions' });
  const longChat = 'long-chat';
  const at = (day: number, i: number) => new Date(Date.UTC(2026, 4, day, 0, 0, 0, 0) + i * 1000).toISOString();

  beforeAll(async () => {
    ({ app, page } = await startAppWithOwner(owner));
    const db = app.server.database.db;
    const user = await db.selectFrom('users').select(['id', 'org_id']).where('email', '=', owner.email).executeTakeFirstOrThrow();
    const space = await db.selectFrom('spaces').select('id').where('org_id', '=', user.org_id!).executeTakeFirstOrThrow();
    const chat = (id: string, title: string, updated: string) => ({ id, org_id: user.org_id!, space_id: space.id, user_id: user.id, agent_slug: 'email-agent', title, created_at: updated, updated_at: updated });
    for (let i = 0; i < 60; i++) await db.insertInto('chat_sessions').values(chat(`older-${i}`, `Older chat ${i}`, at(1, i))).execute();
    await db.insertInto('chat_sessions').values(chat(longChat, 'The long chat', at(20, 0))).execute();
    for (let i = 0; i < 60; i++) {
      await db.insertInto('knowledge_documents').values({
        id: `doc-${i}`, org_id: user.org_id!, space_id: space.id, filename: `Price list ${i}.txt`, kind: 'txt', mime_type: 'text/plain', size_bytes: 100, status: 'ready', error_message: null,
        storage_key: `doc-${i}`, chunk_count: 1, uploaded_by: user.id, created_at: at(2, i), updated_at: at(2, i), processed_at: at(2, i), chunk_generation: 0,
      }).execute();
    }
    for (let i = 0; i < 100; i++) {
      await db.insertInto('chat_messages').values({
        id: `turn-${String(i).padStart(3, '0')}`, session_id: longChat, role: i % 2 ? 'assistant' : 'user', content: `Turn number ${i} of the long chat.`, request_id: null,
        created_at: at(10, i), rating: null, feedback_categories: '[]', feedback_text: null, transaction_id: null, metadata: JSON.stringify(i % 2 ? { outcome: 'completed' } : {}), version_of: null,
      }).execute();
    }
  }, 120_000);

  afterAll(async () => {
    await app?.stop();
  });

  it('a chat of 100 turns opens at its newest 30; "Load earlier messages" adds the 30 before them, above, without jumping to the end', async () => {
    const bodies: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes(`/agents/sessions/${longChat}/messages`)) void response.body().then((b) => bodies.push(b.length));
    });
    await page.goto(`/agents/email-agent/chat/${longChat}`);
    await expect.poll(() => messages().count(), { timeout: 20_000 }).toBe(30);
    expect(await messages().first().innerText()).toContain('Turn number 70 of the long chat.');
    expect(await messages().last().innerText()).toContain('Turn number 99 of the long chat.');
    const earlier = page.getByRole('button', { name: 'Load earlier messages' });
    await earlier.scrollIntoViewIfNeeded();
    const turn70 = page.getByTestId('chat-message').filter({ hasText: 'Turn number 70 of' });
    const before = await turn70.boundingBox();
    await earlier.click();
    await expect.poll(() => messages().count()).toBe(60);
    expect(await messages().first().innerText()).toContain('Turn number 40 of the long chat.');
    // The turn read before the click stays where it was: the list neither jumped to the end nor to the new top.
    const after = await turn70.boundingBox();
    expect(Math.abs((after?.y ?? 9999) - (before?.y ?? 0))).toBeLessThan(200);
    for (let i = 0; i < 2; i++) {
      await earlier.click();
      await expect.poll(() => messages().count()).toBe(Math.min(100, 90 + i * 10));
    }
    expect(await messages().first().innerText()).toContain('Turn number 0 of the long chat.');
    await expect.poll(() => earlier.count()).toBe(0);
    // Each answer is a page: never the whole chat at once.
    expect(bodies.length).toBeGreaterThanOrEqual(4);
    expect(Math.max(...bodies)).toBeLessThan(40_000);
  });

  it('an agent with 61 chats lists 50 of them; "Load more chats" lists the rest', async () => {
    await page.goto('/agents/email-agent');
    const rows = () => sessionList().getByTestId('chat-session');
    await expect.poll(() => rows().count(), { timeout: 20_000 }).toBe(50);
    const more = sessionList().getByRole('button', { name: 'Load more chats' });
    await more.click();
    await expect.poll(() => rows().count()).toBe(61);
    expect(await sessionList().getByText('Older chat 0', { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => more.count()).toBe(0);
  });

  it('a knowledge base of 60 documents lists the newest 50; "Load more documents" lists the rest', async () => {
    await page.goto('/knowledge-base');
    const rows = () => page.getByTestId('kb-document');
    await expect.poll(() => rows().count(), { timeout: 20_000 }).toBe(50);
    expect(await page.getByText('Price list 59.txt', { exact: true }).count()).toBeGreaterThan(0);
    expect(await page.getByText('Price list 9.txt', { exact: true }).count()).toBe(0);
    const more = page.getByRole('button', { name: 'Load more documents' });
    await more.click();
    await expect.poll(() => rows().count()).toBe(60);
    expect(await page.getByText('Price list 0.txt', { exact: true }).count()).toBeGreaterThan(0);
    await expect.poll(() => more.count()).toBe(0);
  });
});
