import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { closeWelcomeIfShown, opened, settled, signInThroughPage, startE2eApp, type E2eApp } from './support/e2e-app.ts';

/**
 * Organization, in a real browser against the real server: an owner invites two people on
 * Manage Users, sees both pending, resends one (the resend limit refuses a second send within a minute)
 * and revokes the other (whose link then no longer works); approves a join request; finds the same lists
 * on the org-admin dashboard; deletes a space through its confirmation dialog while the default space
 * says why it stays; reaches Manage agents and the Organization screens from the Agents screen and the
 * account menu. A member sees none of those ways in and is told why /org-admin/users sent them away.
 */
describe('organization management in the browser', () => {
  let app: E2eApp;
  let page: Page;
  const stamp = Date.now();
  const domain = `orgmgmt${stamp}.test`;
  const password = 'correct horse battery';
  const owner = { name: 'Olga Owner', email: `olga@${domain}`, org: `Org Mgmt ${stamp}` };
  const ana = `ana.${stamp}@partners.test`;
  const ben = `ben.${stamp}@partners.test`;
  let ownerToken = '';

  const api = async (method: string, path: string, body?: unknown, token?: string) => {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;
    const res = await fetch(`${app.url}/api/v1${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    return { status: res.status, body: await res.json().catch(() => null) };
  };
  const inviteLinkFor = async (email: string) => {
    const rows = await app.server.database.db.selectFrom('mail_outbox').select(['link', 'created_at']).where('to_address', '=', email).execute();
    return rows.sort((a, b) => String(a.created_at).localeCompare(String(b.created_at))).at(-1)!.link!;
  };
  const signIn = async (p: Page, email: string) => {
    await signInThroughPage(p, { email, password });
    await closeWelcomeIfShown(p);
  };
  const noOverflowAt390 = (p: Page) => p.evaluate(() => document.documentElement.scrollWidth <= 390);
  const invitations = (p: Page) => p.getByRole('list', { name: 'Pending invitations' });
  const invitationRow = (p: Page, email: string) => p.getByTestId('pending-invitation').filter({ hasText: email });

  beforeAll(async () => {
    app = await startE2eApp();
    const registered = await api('POST', '/register', { email: owner.email, password, name: owner.name, org_name: owner.org });
    expect(registered.status).toBe(201);
    ownerToken = registered.body.access_token;
    page = await app.newPage();
    await signIn(page, owner.email);
  });

  afterAll(async () => {
    await app?.stop();
  });

  it('R-ORG-06 the owner invites two people, sees both pending, resends one and revokes the other, whose link then fails', async () => {
    // The account menu leads owners to the organization screens.
    await page.getByRole('button', { name: owner.name }).click();
    await (await opened(page.getByRole('menu', { name: 'Account menu' }))).getByRole('menuitem', { name: 'Manage Users' }).click();
    await page.waitForURL((url) => url.pathname === '/org-admin/users');
    await expect.poll(() => page.getByText('No invitations are waiting for an answer: everyone invited has joined, or nobody has been invited yet.').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Nobody is asking to join the organization right now.').isVisible()).toBe(true);

    await page.getByLabel('Email', { exact: true }).fill(ana);
    await page.getByRole('button', { name: 'Send invite' }).click();
    await expect.poll(() => invitationRow(page, ana).isVisible()).toBe(true);
    await page.getByLabel('Email', { exact: true }).fill(ben);
    await page.getByLabel('Role', { exact: true }).selectOption('org_admin');
    await page.getByRole('button', { name: 'Send invite' }).click();
    await expect.poll(() => invitationRow(page, ben).isVisible()).toBe(true);

    expect(await invitations(page).getByRole('listitem').count()).toBe(2);
    const anaText = await invitationRow(page, ana).innerText();
    expect(anaText).toContain('Member');
    expect(anaText).toContain(`Invited by: ${owner.name} (${owner.email})`);
    expect(anaText).toMatch(/Sent: .+/);
    expect(anaText).toMatch(/Expires: .+/);
    expect(await invitationRow(page, ben).innerText()).toContain('Admin');

    // A resend right after sending is refused: at most one a minute.
    await page.getByRole('button', { name: `Resend the invitation to ${ana}` }).click();
    await expect.poll(() => page.getByText(/^This invitation was sent less than a minute ago\. Try again in \d+ seconds?\.$/).isVisible()).toBe(true);
    // A minute later (the clock moved on by setting the invitation's send time back) it goes out with a new link.
    const firstLink = await inviteLinkFor(ana);
    await app.server.database.db.updateTable('org_invites').set({ created_at: new Date(Date.now() - 5 * 60_000).toISOString() }).where('email', '=', ana).execute();
    await page.getByRole('button', { name: `Resend the invitation to ${ana}` }).click();
    await expect.poll(() => page.getByText(`Invitation sent again to ${ana}. The earlier link no longer works.`).isVisible()).toBe(true);
    const secondLink = await inviteLinkFor(ana);
    expect(secondLink).not.toBe(firstLink);
    const oldToken = new URL(firstLink).searchParams.get('invite')!;
    expect((await api('POST', '/register', { email: ana, password, name: 'Ana', org_name: '-', invite_token: oldToken })).status).toBe(400);

    // Revoking asks first.
    await page.getByRole('button', { name: `Revoke the invitation to ${ben}` }).click();
    const confirm = page.getByRole('alertdialog');
    await expect.poll(() => confirm.getByText(`Revoke the invitation to ${ben}? The link in their email stops working.`).isVisible()).toBe(true);
    // Once the dialog has stopped moving in: a run saw the click land while it moved, and the dialog stay open.
    await settled(page);
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await expect.poll(() => page.getByText(`Invitation to ${ben} revoked`).isVisible()).toBe(true);
    await expect.poll(() => invitationRow(page, ben).count()).toBe(0);
    expect(await invitations(page).getByRole('listitem').count()).toBe(1);

    // The revoked person's link no longer works.
    const visitor = await app.newPage();
    const revokedLink = new URL(await inviteLinkFor(ben));
    await visitor.goto(`${revokedLink.pathname}${revokedLink.search}`);
    await expect.poll(() => visitor.getByText('This invitation is no longer valid').first().isVisible()).toBe(true);
    const revokedToken = revokedLink.searchParams.get('invite')!;
    const refused = await api('POST', '/register', { email: ben, password, name: 'Ben', org_name: '-', invite_token: revokedToken });
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toBe('This invitation is invalid or has expired');
    await visitor.context().close();
  });

  it('R-ORG-06 inviting someone already invited does not list them twice: right away it says when it can go again, a minute later the new invitation (its role) replaces the earlier', async () => {
    const cleo = `cleo.${stamp}@partners.test`;
    await page.goto('/org-admin/users');
    await page.getByLabel('Email', { exact: true }).fill(cleo);
    await page.getByRole('button', { name: 'Send invite' }).click();
    await expect.poll(() => invitationRow(page, cleo).isVisible()).toBe(true);

    await page.getByLabel('Email', { exact: true }).fill(cleo);
    await page.getByRole('button', { name: 'Send invite' }).click();
    await expect.poll(() => page.getByText(/^This invitation was sent less than a minute ago\. Try again in \d+ seconds?\.$/).first().isVisible()).toBe(true);
    await page.reload();
    await expect.poll(() => invitationRow(page, cleo).count()).toBe(1);

    await app.server.database.db.updateTable('org_invites').set({ created_at: new Date(Date.now() - 5 * 60_000).toISOString() }).where('email', '=', cleo).execute();
    await page.getByLabel('Email', { exact: true }).fill(cleo);
    await page.getByLabel('Role', { exact: true }).selectOption('org_admin');
    await page.getByRole('button', { name: 'Send invite' }).click();
    await expect.poll(() => page.getByText(`Invitation sent to ${cleo}`).first().isVisible()).toBe(true);
    await page.reload();
    await expect.poll(() => invitationRow(page, cleo).count()).toBe(1);
    expect(await invitationRow(page, cleo).innerText()).toContain('Admin');
    // Revoked again through the API, so the tests after this one find the invitations they expect.
    const waiting = (await api('GET', '/orgs/invites', undefined, ownerToken)).body as { id: string; email: string }[];
    for (const invite of waiting.filter((i) => i.email === cleo)) expect((await api('DELETE', `/orgs/invites/${invite.id}`, undefined, ownerToken)).status).toBe(200);
  });

  it('R-ORG-07 R-ORG-08 a join request shows with name and email and, once approved, the person is a member', async () => {
    const joined = await api('POST', '/register/with-domain', { choice: 'join_existing', email: `kim@${domain}`, password, name: 'Kim Lee' });
    expect(joined.status).toBe(201);
    await page.goto('/org-admin/users');
    const request = page.getByTestId('join-request').filter({ hasText: 'Kim Lee' });
    await expect.poll(() => request.isVisible()).toBe(true);
    expect(await request.innerText()).toContain(`kim@${domain}`);
    expect(await request.innerText()).toMatch(/Requested: .+/);
    await page.getByRole('button', { name: 'Approve the request from Kim Lee' }).click();
    await expect.poll(() => page.getByText('Kim Lee joined the organization').isVisible()).toBe(true);
    const members = page.getByRole('table', { name: 'Members' });
    await expect.poll(() => members.getByRole('row', { name: /Kim Lee/ }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Nobody is asking to join the organization right now.').isVisible()).toBe(true);
  });

  it('the org-admin dashboard lists the pending invitations with their actions, at both widths', async () => {
    await page.getByRole('button', { name: owner.name }).click();
    await (await opened(page.getByRole('menu', { name: 'Account menu' }))).getByRole('menuitem', { name: 'Organization' }).click();
    await page.waitForURL((url) => url.pathname === '/org-admin/dashboard');
    // The address changes first; Manage Users, which lists the same invitation, stays until the dashboard's code has arrived.
    await expect.poll(() => page.getByTestId('org-admin-invites').textContent()).toBe('1');
    await expect.poll(() => invitationRow(page, ana).isVisible()).toBe(true);
    expect(await page.getByText('1 invitation is waiting for an answer.').isVisible()).toBe(true);
    expect(await page.getByText(/does not offer a list/).count()).toBe(0);
    expect(await page.getByRole('button', { name: `Resend the invitation to ${ana}` }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: `Revoke the invitation to ${ana}` }).isVisible()).toBe(true);
    // No join request: its card says so once, with no empty list repeating it below.
    expect(await page.getByText('No pending join requests.').isVisible()).toBe(true);
    expect(await page.getByText('Nobody is asking to join the organization right now.').count()).toBe(0);

    const narrow = await app.newPage({ viewport: { width: 390, height: 844 } });
    await signIn(narrow, owner.email);
    for (const path of ['/org-admin/dashboard', '/org-admin/users']) {
      await narrow.goto(path);
      await expect.poll(() => invitationRow(narrow, ana).isVisible()).toBe(true);
      expect(await noOverflowAt390(narrow), path).toBe(true);
    }
    await narrow.context().close();
  });

  it('a space is deleted through a dialog naming what goes; the default space offers no delete and says why', async () => {
    const created = await api('POST', '/spaces/', { name: 'Launch Plans', slug: 'launch-plans' }, ownerToken);
    expect(created.status).toBeLessThan(300);
    await page.goto('/workspace-settings');
    // The default space stays, with the reason.
    await expect.poll(() => page.getByTestId('delete-space-reason').isVisible()).toBe(true);
    expect(await page.getByTestId('delete-space-reason').innerText()).toContain("is the organization's default space: everyone starts in it, so it cannot be deleted.");
    expect(await page.getByRole('button', { name: 'Delete space' }).count()).toBe(0);

    // Switch to the new space with the space selector (the app reloads).
    await page.getByRole('button', { name: 'General' }).first().click();
    await (await opened(page.getByRole('menu', { name: 'Spaces' }))).getByRole('menuitem', { name: 'Launch Plans' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Launch Plans' }).first().isVisible(), { timeout: 15_000 }).toBe(true);
    await page.goto('/workspace-settings');
    await expect.poll(() => page.locator('#workspace-name').inputValue()).toBe('Launch Plans');
    await page.getByRole('button', { name: 'Delete space' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Launch Plans?' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const text = await dialog.innerText();
    for (const item of ['Deleting Launch Plans also deletes everything in it, for everyone:', 'its documents', 'its URL sources', 'its chats', 'its artifacts', 'its brand voice', 'its space profile', 'This cannot be undone.']) {
      expect(text).toContain(item);
    }
    const confirm = dialog.getByRole('button', { name: 'Delete space' });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('Type Launch Plans to confirm').fill('Launch');
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('Type Launch Plans to confirm').fill('Launch Plans');
    await confirm.click();

    // Back in the default space; the selector no longer offers the deleted one.
    await expect.poll(() => page.getByText('Space Launch Plans deleted').isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => page.locator('#workspace-name').inputValue()).toBe('General');
    await page.getByRole('button', { name: 'General' }).first().click();
    await expect.poll(() => page.getByRole('menuitem', { name: 'General' }).first().isVisible()).toBe(true);
    expect(await page.getByRole('menuitem', { name: 'Launch Plans' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    expect((await api('GET', '/spaces/', undefined, ownerToken)).body.map((s: { name: string }) => s.name)).toEqual(['General']);

    const narrow = await app.newPage({ viewport: { width: 390, height: 844 } });
    await signIn(narrow, owner.email);
    await narrow.goto('/workspace-settings');
    await expect.poll(() => narrow.getByTestId('delete-space-reason').isVisible()).toBe(true);
    expect(await noOverflowAt390(narrow)).toBe(true);
    await narrow.context().close();
  });

  it('owners reach Manage agents from the Agents screen', async () => {
    await page.goto('/agents');
    const link = page.getByRole('link', { name: 'Manage agents' });
    await expect.poll(() => link.isVisible()).toBe(true);
    await link.click();
    await page.waitForURL((url) => url.pathname === '/agents/manage');
  });

  it('a member sees no Manage agents or Organization links and is told why /org-admin/users sent them to the Dashboard', async () => {
    const email = `mia.${stamp}@partners.test`;
    await api('POST', '/orgs/invites', { email, role: 'org_member' }, ownerToken);
    const token = new URL(await inviteLinkFor(email)).searchParams.get('invite')!;
    expect((await api('POST', '/register', { email, password, name: 'Mia Member', org_name: '-', invite_token: token })).status).toBe(201);

    for (const viewport of [undefined, { width: 390, height: 844 }]) {
      const member = await app.newPage(viewport ? { viewport } : {});
      await signIn(member, email);
      await member.goto('/agents');
      await expect.poll(() => member.getByRole('heading', { name: 'AI Agents', level: 1 }).isVisible()).toBe(true);
      expect(await member.getByRole('link', { name: 'Manage agents' }).count()).toBe(0);
      if (!viewport) {
        await member.getByRole('button', { name: 'Mia Member' }).click();
        await expect.poll(() => member.getByRole('menuitem', { name: 'Settings' }).isVisible()).toBe(true);
        expect(await member.getByRole('menuitem', { name: 'Organization' }).count()).toBe(0);
        expect(await member.getByRole('menuitem', { name: 'Manage Users' }).count()).toBe(0);
        await member.keyboard.press('Escape');
        // The organization dashboard sends them back with the same reason.
        await member.goto('/org-admin/dashboard');
        await member.waitForURL((url) => url.pathname === '/dashboard');
        await expect.poll(() => member.getByText('Only owners and admins can manage users and the organization.').isVisible()).toBe(true);
      }

      await member.goto('/org-admin/users');
      await member.waitForURL((url) => url.pathname === '/dashboard');
      await expect.poll(() => member.getByText('Only owners and admins can manage users and the organization.').isVisible()).toBe(true);
      await settled(member);
      if (viewport) expect(await noOverflowAt390(member)).toBe(true);
      await member.context().close();
    }
  });
});
