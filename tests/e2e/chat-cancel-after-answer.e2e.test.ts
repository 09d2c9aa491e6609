import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { startAppWithOwner, type E2eApp } from './support/e2e-app.ts';

/**
 * A cancel that reaches the server after the run has been answered: the server answers 409 with the run's
 * true state, and the chat shows the answer it holds, never "Request cancelled by user" over an answer that was
 * delivered and charged. The Creative Agent polls; its polls are held back here, so the page is still waiting
 * when the server has already stored the answer (what a slow network does).
 */
describe('R-SEND-13 cancel after the answer was stored, in the browser', () => {
  let app: E2eApp;
  let page: Page;
  const held: Route[] = [];

  beforeAll(async () => {
    ({ app, page } = await startAppWithOwner({ name: 'Late Canceller', email: `late.${Date.now()}@cancel.test`, password: 'correct horse battery', org: 'Late Cancel Co' }, { offlineEnginePaceMs: 50 }));
  });

  afterAll(async () => {
    for (const route of held) await route.abort().catch(() => undefined);
    await app?.stop();
  });

  it('shows the stored answer, not a cancel note', async () => {
    await page.route('**/api/v1/agents/sessions/*/poll*', (route) => void held.push(route));
    await page.goto('/agents/creative-agent');
    await expect.poll(() => page.getByRole('heading', { name: 'Creative Agent', level: 1 }).isVisible()).toBe(true);
    const composer = page.getByRole('textbox', { name: 'Message' });
    await composer.fill('Write 3 headlines for our spring sale.');
    await composer.press('Enter');
    // The server answers and charges while the page hears nothing.
    const completed = () => app.server.database.db.selectFrom('agent_runs').select('request_id').where('status', '=', 'completed').execute();
    await expect.poll(async () => (await completed()).length, { timeout: 30_000 }).toBe(1);
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();

    const answer = page.locator('[data-testid="chat-message"][data-role="assistant"][data-outcome="completed"]');
    // The 409 and the reload of the stored messages after it: as long as the wait for the answer above, since on a
    // loaded two-core CI host the page's cancel round trip has outlasted 15 s (a retried CI run).
    await expect.poll(() => answer.count(), { timeout: 30_000 }).toBe(1);
    expect((await answer.innerText()).length).toBeGreaterThan(40);
    expect(await page.locator('[data-testid="chat-message"][data-outcome="cancelled"]').count()).toBe(0);
    expect(await page.getByText('Request cancelled by user').count()).toBe(0);
  });
});
