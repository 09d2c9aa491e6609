import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { registerThroughPage, signInThroughPage, startE2eApp, type E2eApp } from './support/e2e-app.ts';

const PASSWORD = 'correct horse battery';
const OWNER = { name: 'Grace Hopper', email: 'grace@acme-widgets.test', password: PASSWORD, org: 'Acme' };
const JOIN_REQUESTED = 'Your request to join has been sent to the organization admins. You can sign in, and you will get access once it is approved.';

async function api(app: E2eApp, method: string, path: string, options: { token?: string; body?: unknown } = {}) {
  const res = await fetch(`${app.url}/api/v1${path}`, {
    method,
    headers: { ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }), ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}) },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: res.status, body: await res.json() };
}

/** The newest invitation link mailed to `email` (the server keeps mail in its outbox without SMTP). */
async function invitationLink(app: E2eApp, email: string): Promise<URL> {
  const mail = await app.server.database.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', email).orderBy('created_at', 'desc').executeTakeFirst();
  if (!mail) throw new Error(`no mail to ${email}`);
  return new URL(mail.link ?? /https?:\/\/\S+/.exec(mail.body)![0], app.url);
}

async function noOverflow(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

/** Types a colleague's address on Register and leaves the field: the domain check runs. */
async function typeColleague(page: Page, name: string, email: string): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByTestId('domain-offer').waitFor({ timeout: 10_000 });
}

/**
 * Accounts, in a real browser against the real server: Register offers to request to join
 * the organization that uses the typed email's domain (the join request waits for an owner), and the
 * invitation link opens a page naming the organization and who invited, with the invited address fixed.
 */
describe('joining an organization in the browser', () => {
  let app: E2eApp;
  let ownerToken: string;

  beforeAll(async () => {
    app = await startE2eApp();
    const page = await app.newPage();
    // The first person of the domain creates the organization as before: nothing to join yet.
    await registerThroughPage(page, OWNER);
    await page.context().close();
    ownerToken = (await api(app, 'POST', '/login', { body: { email: OWNER.email, password: PASSWORD } })).body.access_token;
  });

  afterAll(async () => {
    await app?.stop();
  });

  it('R-VALID-03 R-ENTITY-07: a colleague of the domain requests to join, the owner approves, and she signs in to Acme', async () => {
    const page = await app.newPage();
    await typeColleague(page, 'Ada Lovelace', 'ada@acme-widgets.test');
    const offer = page.getByTestId('domain-offer');
    expect(await offer.innerText()).toContain('An organization already uses @acme-widgets.test');
    const join = page.getByRole('radio', { name: 'Request to join the @acme-widgets.test organization' });
    const create = page.getByRole('radio', { name: 'Create a new organization' });
    // Joining is the default, and a joiner names no organization.
    expect(await join.isChecked()).toBe(true);
    expect(await page.getByLabel('Organization name').count()).toBe(0);
    expect(await offer.innerText()).toContain('An owner or admin of that organization must approve your request.');

    // Creating a new organization instead asks for its name, and back.
    await page.getByText('Create a new organization', { exact: true }).click();
    await page.getByLabel('Organization name').waitFor();
    expect(await create.isChecked()).toBe(true);
    expect(await page.getByRole('button', { name: 'Create Account' }).isVisible()).toBe(true);
    await page.getByText('Request to join the @acme-widgets.test organization', { exact: true }).click();
    await expect.poll(() => page.getByLabel('Organization name').count()).toBe(0);
    expect(await join.isChecked()).toBe(true);

    await page.getByRole('button', { name: 'Request to join' }).click();
    const result = page.getByTestId('join-result');
    await expect.poll(() => result.innerText(), { timeout: 10_000 }).toBe(JOIN_REQUESTED);
    // Not signed in: the page says what happens next and leads to sign-in.
    expect(new URL(page.url()).pathname).toBe('/register');
    expect(await page.getByRole('heading', { name: 'Request sent' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Continue to sign in' }).getAttribute('href')).toBe('/login');

    // The owner sees the request and approves it.
    const requests = await api(app, 'GET', '/orgs/join-requests', { token: ownerToken });
    expect(requests.body).toEqual([expect.objectContaining({ email: 'ada@acme-widgets.test', name: 'Ada Lovelace', status: 'pending' })]);
    expect((await api(app, 'PUT', `/orgs/join-requests/${requests.body[0].id}/approve`, { token: ownerToken })).status).toBe(200);

    await page.getByRole('link', { name: 'Continue to sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await signInThroughPage(page, { email: 'ada@acme-widgets.test', password: PASSWORD }, { open: false });
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 10_000 });
    const members = await api(app, 'GET', '/orgs/members', { token: ownerToken });
    expect(members.body).toEqual(expect.arrayContaining([expect.objectContaining({ email: 'ada@acme-widgets.test', role: 'org_member' })]));
    await page.context().close();
  });

  it('R-VALID-03: the offer and the pending message fit a 390 px phone, and a public email domain is offered nothing', async () => {
    const page = await app.newPage({ viewport: { width: 390, height: 844 } });
    await typeColleague(page, 'Alan Turing', 'alan@acme-widgets.test');
    await noOverflow(page);
    await page.getByRole('button', { name: 'Request to join' }).click();
    await expect.poll(() => page.getByTestId('join-result').innerText(), { timeout: 10_000 }).toBe(JOIN_REQUESTED);
    await noOverflow(page);

    // A gmail address belongs to no organization: Register stays as it was.
    await page.goto('/register');
    // Leaving the email field asks the server about its domain: the offer could only follow its answer.
    const checked = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/register/check-domain' && new URL(response.url()).searchParams.get('email') === 'someone@gmail.com');
    await page.getByLabel('Email').fill('someone@gmail.com');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByLabel('Your name').fill('Someone');
    expect(await (await checked).json()).toMatchObject({ has_existing_org: false });
    expect(await page.getByTestId('domain-offer').count()).toBe(0);
    expect(await page.getByLabel('Organization name').isVisible()).toBe(true);
    await page.context().close();
  });

  it('the invitation link names Acme and who invited, fixes the email, and registering enters Acme', async () => {
    const sent = await api(app, 'POST', '/orgs/invites', { token: ownerToken, body: { email: 'bob@outside.test', role: 'org_member' } });
    expect(sent.status).toBe(200);
    const link = await invitationLink(app, 'bob@outside.test');
    expect(link.pathname).toBe('/register');

    const phone = await app.newPage({ viewport: { width: 390, height: 844 } });
    await phone.goto(`${link.pathname}${link.search}`);
    await phone.getByRole('heading', { name: 'Join Acme on Marketing Workspace' }).waitFor({ timeout: 10_000 });
    await noOverflow(phone);
    await phone.context().close();

    const page = await app.newPage();
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByRole('heading', { name: 'Join Acme on Marketing Workspace' }).waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('invited-by').innerText()).toBe('Grace Hopper invited you to join Acme as a member.');
    const email = page.getByLabel('Email');
    expect(await email.inputValue()).toBe('bob@outside.test');
    expect(await email.getAttribute('readonly')).not.toBeNull();
    expect(await page.getByText('The invitation was sent to this address, so your account uses it.').isVisible()).toBe(true);
    expect(await page.getByLabel('Organization name').count()).toBe(0);

    await page.getByLabel('Your name').fill('Bob Kahn');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Join Acme' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 10_000 });
    const members = await api(app, 'GET', '/orgs/members', { token: ownerToken });
    expect(members.body).toEqual(expect.arrayContaining([expect.objectContaining({ email: 'bob@outside.test', name: 'Bob Kahn', role: 'org_member' })]));
    await page.context().close();

    // The link works once: opened again, it says so and leads to sign-in.
    const again = await app.newPage();
    await again.goto(`${link.pathname}${link.search}`);
    await again.getByRole('heading', { name: 'This invitation is no longer valid' }).waitFor({ timeout: 10_000 });
    expect(await again.getByRole('link', { name: 'Continue to sign in' }).getAttribute('href')).toBe('/login');
    expect(await again.getByLabel('Password').count()).toBe(0);
    await again.context().close();
  });

  it('an unknown invitation token gets the page saying the invitation is no longer valid, at both widths', async () => {
    for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
      const page = await app.newPage({ viewport });
      await page.goto('/register?invite=not-a-real-token&email=eve%40outside.test');
      await page.getByRole('heading', { name: 'This invitation is no longer valid' }).waitFor({ timeout: 10_000 });
      expect(await page.getByTestId('invitation-gone').innerText()).toContain('Ask the person who invited you for a new invitation');
      expect(await page.getByLabel('Email').count()).toBe(0);
      if (viewport.width === 390) await noOverflow(page);
      await page.context().close();
    }
  });
});
