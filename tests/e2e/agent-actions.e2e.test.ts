import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { callAs, closeWelcomeIfShown, joinByInvitation, signInThroughPage, startAppWithOwner, type E2eApp } from './support/e2e-app.ts';

const PASSWORD = 'correct horse battery';
const EMAIL = 'Subject: A calmer Monday for {{firstName}}\nHi {{firstName}},\n\nZephyr plans your marketing week in five minutes. Want to see how?\n\nBest,\nZoe';

/**
 * Agents that act with a person in the loop (R-OPEN-38, R-OPEN-39), in a real browser against the real
 * server with INTEGRATIONS_SANDBOX=true, Apollo and Instantly connected through the API: an answer's
 * confirmation card says what will be created where, nothing is created until Apply, then the card shows the
 * result and its link; the CMO's combined task (find leads, draft a campaign) is one card. (axe on the cards:
 * accessibility-*.e2e.test.ts.)
 */
describe('agents that act through connected tools, in the browser', () => {
  let app: E2eApp;
  let page: Page;
  const owner = { name: 'Ada Act', email: `ada.${Date.now()}@acting.test`, password: PASSWORD, org: 'Acting Co' };
  const composer = () => page.getByRole('textbox', { name: 'Message' });

  /** The server, called through the API as the owner. */
  const api = (method: string, path: string, body?: unknown) => callAs(app, owner, method, path, body);

  async function ask(slug: string, heading: string, text: string, newChat = true): Promise<Locator> {
    await page.goto(`/agents/${slug}`);
    await expect.poll(() => page.getByRole('heading', { name: heading, level: 1 }).isVisible(), { timeout: 15_000 }).toBe(true);
    // At phone width the chats list is folded away; a first chat needs no "New chat".
    if (newChat) await page.getByRole('button', { name: 'New chat' }).click();
    await composer().fill(text);
    await composer().press('Enter');
    const answer = page.locator('[data-testid="chat-message"][data-role="assistant"][data-outcome="completed"]').last();
    await expect.poll(() => answer.count(), { timeout: 60_000 }).toBe(1);
    return answer;
  }

  const campaigns = async () => ((await api('GET', '/integrations/instantly/campaigns')).body as { name: string }[]).map((c) => c.name);

  beforeAll(async () => {
    ({ app, page } = await startAppWithOwner(owner, { integrations: { sandbox: true } }));
    expect((await api('POST', '/integrations/instantly/connect', { access_token: 'sandbox-instantly-e2e-0123456789' })).status).toBe(200);
    expect((await api('POST', '/integrations/apollo/connect', { access_token: 'sandbox-apollo-e2e-0123456789' })).status).toBe(200);
  });

  afterAll(async () => {
    await app?.stop();
  });

  it('R-OPEN-38: the Email Agent proposes the Instantly draft as a card; only Apply creates it, and the card links to it', async () => {
    const answer = await ask('email-agent', 'Email Agent', `Create an Instantly campaign draft from this email\n${EMAIL}`);
    const card = answer.getByTestId('proposal-card');
    await expect.poll(() => card.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await card.getByRole('heading', { name: 'Create an Instantly campaign draft' }).isVisible()).toBe(true);
    const text = await card.innerText();
    expect(text).toContain('Where: Instantly');
    expect(text).toContain('Name: A calmer Monday for {{firstName}}');
    expect(text).toContain('Nothing is created until you apply it.');
    expect(await campaigns()).not.toContain('A calmer Monday for {{firstName}}');

    await card.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => card.getByRole('status').innerText(), { timeout: 20_000 }).toContain('Done');
    expect(await card.innerText()).toContain('A calmer Monday for {{firstName}}');
    expect(await card.getByRole('link', { name: 'Open' }).isVisible()).toBe(true);
    expect(await card.getByRole('button', { name: 'Apply' }).count()).toBe(0);
    expect(await campaigns()).toContain('A calmer Monday for {{firstName}}');
  });

  it('R-OPEN-39: the CMO finds the leads and proposes one card that saves them, reveals their emails and drafts the campaign; applying it shows the campaign', async () => {
    const task = `Find 50 heads of marketing at 50–200-person SaaS companies in Germany and draft a campaign from this email\nSubject: Your week, planned, {{firstName}}\nHi {{firstName}},\n\nZephyr plans your marketing week in five minutes.\n\nBest,\nZoe`;
    const answer = await ask('cmo', 'CMO', task);
    expect(await answer.innerText()).toContain('I found 50 people with Apollo (Head of Marketing, 50–200 employees, SaaS, Germany) and prepared one action:');
    const card = answer.getByTestId('proposal-card');
    await expect.poll(() => card.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await card.getByRole('heading', { name: 'Save the leads, reveal their emails and create an Instantly campaign draft' }).isVisible()).toBe(true);
    const text = await card.innerText();
    expect(text).toContain('Where: Apollo and Instantly');
    expect(text).toContain('Reveal emails: spends up to 50 Apollo credits');
    expect(await campaigns()).not.toContain('Your week, planned, {{firstName}}');

    await card.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => card.getByRole('status').innerText(), { timeout: 30_000 }).toContain('Done');
    expect(await card.innerText()).toMatch(/Saved 50 leads to 'Head of Marketing \(Germany\)', revealed \d+ emails/);
    await card.getByRole('link', { name: 'Open' }).click();
    await expect.poll(() => page.url()).toContain('/instantly/campaigns');
    await expect.poll(() => page.getByText('Your week, planned, {{firstName}}').first().isVisible(), { timeout: 15_000 }).toBe(true);
  });

  it('the CMO says when Apollo finds nobody, and how to widen the search, with no empty lead table and no card', async () => {
    const task = `Find heads of marketing at SaaS companies in Iceland and draft a campaign from this email\nSubject: Your week, planned, {{firstName}}\nHi {{firstName}},\n\nZephyr plans your marketing week in five minutes.\n\nBest,\nZoe`;
    const answer = await ask('cmo', 'CMO', task);
    const text = await answer.innerText();
    expect(text).toContain('Apollo found nobody matching these filters (Head of Marketing, SaaS, Iceland). To widen the search, drop the industry or the location, or try a broader job title.');
    expect(text).not.toContain('Apollo found 0');
    expect(await answer.getByTestId('proposal-card').count()).toBe(0);
    expect(await answer.getByRole('columnheader', { name: 'Company' }).count()).toBe(0);
  });

  it('a member sees why they cannot apply, until an owner allows it in the organization settings', async () => {
    const memberEmail = `mia.${Date.now()}@acting.test`;
    expect((await api('POST', '/orgs/invites', { email: memberEmail, role: 'org_member' })).status).toBe(200);
    const joined = await joinByInvitation(app, { email: memberEmail, password: PASSWORD, name: 'Mia Member' });
    expect(joined.status).toBe(201);
    const ownerPage = page;
    page = await app.newPage({ viewport: { width: 390, height: 844 } });
    await signInThroughPage(page, { email: memberEmail, password: PASSWORD });
    await closeWelcomeIfShown(page);

    const answer = await ask('email-agent', 'Email Agent', `Create an Instantly campaign draft from this email\n${EMAIL.replace('A calmer Monday', 'A member Monday')}`, false);
    const card = answer.getByTestId('proposal-card');
    await expect.poll(() => card.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await card.innerText()).toContain("Only organization owners and admins can apply this. An owner or admin can allow members to apply agents' actions in the organization settings.");
    expect(await card.getByRole('button', { name: 'Apply' }).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The owner turns it on in the organization settings; the member's card then offers Apply.
    await ownerPage.goto('/org-admin/dashboard');
    const allow = ownerPage.getByLabel("Members may apply agents' actions in connected tools");
    await expect.poll(() => allow.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await allow.isChecked()).toBe(false);
    await allow.click({ force: true });
    await expect.poll(async () => (await api('GET', '/settings/org')).body.members_may_apply_actions).toBe(true);
    await page.reload();
    const again = page.locator('[data-testid="chat-message"][data-role="assistant"][data-outcome="completed"]').last().getByTestId('proposal-card');
    await expect.poll(() => again.getByRole('button', { name: 'Apply' }).isVisible(), { timeout: 15_000 }).toBe(true);
    await again.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => again.getByRole('status').innerText(), { timeout: 20_000 }).toContain('Done');
    page = ownerPage;
  });
});
