import { describe as baseDescribe, expect, it } from 'vitest';
import { databaseUnavailable } from '../support/test-database.ts';
import { serverForFile } from '../support/test-server.ts';
import { lastInviteToken, registerOwner, TEST_PASSWORD } from '../support/test-accounts.ts';

const describe = baseDescribe.skipIf(databaseUnavailable);
const t = serverForFile();

async function login(email: string) {
  const res = await t.call('POST', '/login', { body: { email, password: TEST_PASSWORD } });
  return { token: res.body.access_token as string, user: res.body.user, status: res.status, firstLogin: res.body.is_first_login };
}

describe('organization settings and members (spec 7.3)', () => {
  it('R-ORG-01 R-ORG-02 reads and updates the organization; members cannot update it', async () => {
    const owner = await registerOwner(t, 'olga@settings.io', 'Settings Co');
    const org = await t.call('GET', '/settings/org', { token: owner.token });
    expect(org.body).toMatchObject({ id: owner.orgId, name: 'Settings Co', properties: [] });
    const updated = await t.call('PUT', '/settings/org', { token: owner.token, body: { name: 'Settings Inc', website: 'https://settings.io' } });
    expect(updated.body).toMatchObject({ name: 'Settings Inc', website: 'https://settings.io' });
  });

  it('R-ORG-06 invites by email; the invited person registers into the organization with the role', async () => {
    const owner = await registerOwner(t, 'owner@invite.io', 'Invite Co');
    const invite = await t.call('POST', '/orgs/invites', { token: owner.token, body: { email: 'ivan@elsewhere.net', role: 'org_admin' } });
    expect(invite.status).toBe(200);
    const token = await lastInviteToken(t);
    const wrongEmail = await t.call('POST', '/register', { body: { email: 'not-ivan@elsewhere.net', password: TEST_PASSWORD, name: 'X', org_name: 'X', invite_token: token } });
    expect(wrongEmail.status).toBe(400);
    const joined = await t.call('POST', '/register', { body: { email: 'ivan@elsewhere.net', password: TEST_PASSWORD, name: 'Ivan', org_name: 'ignored', invite_token: token } });
    expect(joined.status).toBe(201);
    expect(joined.body.user).toMatchObject({ role: 'org_admin', org_id: owner.orgId });
    const reused = await t.call('POST', '/register', { body: { email: 'ivan2@elsewhere.net', password: TEST_PASSWORD, name: 'I', org_name: 'I', invite_token: token } });
    expect(reused.status).toBe(400);
    const spaces = await t.call('GET', '/spaces/', { token: joined.body.access_token });
    expect(spaces.body.map((s: { slug: string }) => s.slug)).toEqual(['general']);
  });

  it('R-ORG-03 R-ORG-04 R-ORG-05 the permission matrix for roles and removal', async () => {
    const owner = await registerOwner(t, 'boss@matrix.io', 'Matrix');
    await t.call('POST', '/orgs/invites', { token: owner.token, body: { email: 'adam@matrix.io', role: 'org_admin' } });
    const admin = await t.call('POST', '/register', { body: { email: 'adam@matrix.io', password: TEST_PASSWORD, name: 'Adam', org_name: '-', invite_token: await lastInviteToken(t) } });
    await t.call('POST', '/orgs/invites', { token: owner.token, body: { email: 'mia@matrix.io', role: 'org_member' } });
    const member = await t.call('POST', '/register', { body: { email: 'mia@matrix.io', password: TEST_PASSWORD, name: 'Mia', org_name: '-', invite_token: await lastInviteToken(t) } });
    const adminToken = admin.body.access_token;
    const memberToken = member.body.access_token;

    const members = await t.call('GET', '/orgs/members', { token: memberToken });
    expect(members.body.map((m: { email: string }) => m.email)).toEqual(['boss@matrix.io', 'adam@matrix.io', 'mia@matrix.io']);

    // Members manage nobody; nobody changes their own role; admins cannot make owners; the last owner stays.
    expect((await t.call('PUT', `/orgs/members/${admin.body.user.id}/role`, { token: memberToken, body: { role: 'org_member' } })).status).toBe(403);
    expect((await t.call('PUT', `/orgs/members/${admin.body.user.id}/role`, { token: adminToken, body: { role: 'org_member' } })).status).toBe(403);
    expect((await t.call('PUT', `/orgs/members/${member.body.user.id}/role`, { token: adminToken, body: { role: 'org_owner' } })).status).toBe(403);
    expect((await t.call('PUT', `/orgs/members/${owner.id}/role`, { token: adminToken, body: { role: 'org_member' } })).status).toBe(403);
    expect((await t.call('DELETE', `/orgs/members/${owner.id}`, { token: adminToken })).status).toBe(403);
    const promote = await t.call('PUT', `/orgs/members/${member.body.user.id}/role`, { token: adminToken, body: { role: 'org_admin' } });
    expect(promote.body).toMatchObject({ role: 'org_admin' });
    const lastOwner = await t.call('PUT', `/orgs/members/${owner.id}/role`, { token: owner.token, body: { role: 'org_admin' } });
    expect(lastOwner.status).toBe(403);
    expect((await t.call('PUT', `/orgs/members/${member.body.user.id}/role`, { token: adminToken, body: { role: 'superuser' } })).status).toBe(422);

    // Removing a member ends their access at once, even with an unexpired access token.
    const removed = await t.call('DELETE', `/orgs/members/${member.body.user.id}`, { token: owner.token });
    expect(removed.status).toBe(200);
    const afterRemoval = await t.call('GET', '/spaces/', { token: memberToken });
    expect(afterRemoval.body).toEqual([]);
    expect((await t.call('GET', '/orgs/members', { token: owner.token })).body).toHaveLength(2);
  });

  it('members of another organization are not found', async () => {
    const a = await registerOwner(t, 'a@tenant-a.io', 'A');
    const b = await registerOwner(t, 'b@tenant-b.io', 'B');
    expect((await t.call('PUT', `/orgs/members/${b.id}/role`, { token: a.token, body: { role: 'org_admin' } })).status).toBe(404);
    expect((await t.call('DELETE', `/orgs/members/${b.id}`, { token: a.token })).status).toBe(404);
  });
});

describe('registration by email domain (spec 7.1)', () => {
  it('R-API-11 R-ENTITY-07 R-VALID-03 check-domain reports validity, existence and an organization on the domain', async () => {
    await registerOwner(t, 'first@domaincheck.io', 'Domain Check');
    const same = await t.call('GET', '/register/check-domain?email=second@domaincheck.io');
    expect(same.body).toEqual({ has_existing_org: true, email_valid: true, email_error: null, email_exists: false });
    const taken = await t.call('GET', '/register/check-domain?email=FIRST@domaincheck.io');
    expect(taken.body.email_exists).toBe(true);
    const invalid = await t.call('GET', '/register/check-domain?email=nope');
    expect(invalid.body).toMatchObject({ email_valid: false, email_error: 'Enter a valid email address' });
  });

  it('public mail domains never match an organization', async () => {
    await registerOwner(t, 'someone@gmail.com', 'Gmail User Org');
    const res = await t.call('GET', '/register/check-domain?email=other@gmail.com');
    expect(res.body.has_existing_org).toBe(false);
  });

  it('R-API-12 R-ENTITY-05 R-ENTITY-06 R-ORG-07 R-ORG-08 join_existing files a join request; approval gives access', async () => {
    const owner = await registerOwner(t, 'owner@joinus.io', 'Join Us');
    const res = await t.call('POST', '/register/with-domain', { body: { choice: 'join_existing', email: 'newbie@joinus.io', password: TEST_PASSWORD, name: 'Newbie' } });
    expect(res.status).toBe(201);
    expect(typeof res.body.message).toBe('string');
    const pending = await login('newbie@joinus.io');
    expect(pending.status).toBe(200);
    expect((await t.call('GET', '/spaces/', { token: pending.token })).body).toEqual([]);
    const requests = await t.call('GET', '/orgs/join-requests', { token: owner.token });
    expect(requests.body).toEqual([expect.objectContaining({ email: 'newbie@joinus.io', status: 'pending' })]);
    const approve = await t.call('PUT', `/orgs/join-requests/${requests.body[0].id}/approve`, { token: owner.token });
    expect(approve.body).toEqual({ id: requests.body[0].id, status: 'approved' });
    expect((await t.call('GET', '/spaces/', { token: pending.token })).body.map((s: { slug: string }) => s.slug)).toEqual(['general']);
    expect((await t.call('GET', '/orgs/join-requests', { token: owner.token })).body).toEqual([]);
  });

  it('R-ORG-09 a denied request gives no access; create_new registers a new organization', async () => {
    const owner = await registerOwner(t, 'owner@denyus.io', 'Deny Us');
    await t.call('POST', '/register/with-domain', { body: { choice: 'join_existing', email: 'who@denyus.io', password: TEST_PASSWORD, name: 'Who' } });
    const requests = await t.call('GET', '/orgs/join-requests', { token: owner.token });
    const deny = await t.call('PUT', `/orgs/join-requests/${requests.body[0].id}/deny`, { token: owner.token });
    expect(deny.body.status).toBe('denied');
    const who = await login('who@denyus.io');
    expect((await t.call('GET', '/spaces/', { token: who.token })).body).toEqual([]);
    const created = await t.call('POST', '/register/with-domain', { body: { choice: 'create_new', email: 'solo@denyus.io', password: TEST_PASSWORD, name: 'Solo', org_name: 'Solo Org' } });
    expect(created.status).toBe(201);
    const solo = await login('solo@denyus.io');
    expect(solo.user.role).toBe('org_owner');
  });
});

describe('accepting an invitation at sign-in', () => {
  it('an account without an organization joins the inviting one when it signs in with the link', async () => {
    const owner = await registerOwner(t, 'owner@invite-login.io', 'Invite Login Co');
    const other = await registerOwner(t, 'boss@elsewhere-org.io', 'Elsewhere');
    await t.call('POST', '/register/with-domain', { body: { choice: 'join_existing', email: 'drifter@elsewhere-org.io', password: TEST_PASSWORD, name: 'Drifter' } });
    const requests = await t.call('GET', '/orgs/join-requests', { token: other.token });
    await t.call('PUT', `/orgs/join-requests/${requests.body[0].id}/deny`, { token: other.token });
    await t.call('POST', '/orgs/invites', { token: owner.token, body: { email: 'drifter@elsewhere-org.io', role: 'org_member' } });
    const token = await lastInviteToken(t);
    const res = await t.call('POST', '/login', { body: { email: 'drifter@elsewhere-org.io', password: TEST_PASSWORD, invite_token: token } });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ org_id: owner.orgId, role: 'org_member' });
    expect((await t.call('GET', '/spaces/', { token: res.body.access_token })).body.map((s: { slug: string }) => s.slug)).toEqual(['general']);
  });
});

describe('registering from an invitation', () => {
  it('needs no organization name; without an invitation the name is required', async () => {
    const owner = await registerOwner(t, 'owner@no-org-name.io', 'No Org Name Co');
    await t.call('POST', '/orgs/invites', { token: owner.token, body: { email: 'guest@no-org-name.io', role: 'org_member' } });
    const token = await lastInviteToken(t);
    const joined = await t.call('POST', '/register', { body: { email: 'guest@no-org-name.io', password: TEST_PASSWORD, name: 'Guest', invite_token: token } });
    expect(joined.status).toBe(201);
    const missing = await t.call('POST', '/register', { body: { email: 'solo@no-org-name2.io', password: TEST_PASSWORD, name: 'Solo' } });
    expect(missing.status).toBe(422);
    expect(missing.body.detail[0].loc).toEqual(['body', 'org_name']);
  });
});
