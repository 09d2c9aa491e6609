import { afterAll, beforeAll, describe as baseDescribe, expect, it } from 'vitest';
import { databaseUnavailable } from '../support/test-database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const describe = baseDescribe.skipIf(databaseUnavailable);
const PASSWORD = 'ember-quartz-harbor-64';
const GONE = 'This invitation is no longer valid';

let t: TestServer;
let ownerToken: string;

beforeAll(async () => {
  if (databaseUnavailable) return;
  t = await startTestServer();
  const owner = await t.call('POST', '/register', { body: { email: 'grace@acme-widgets.test', password: PASSWORD, name: 'Grace Hopper', org_name: 'Acme' } });
  expect(owner.status).toBe(201);
  ownerToken = owner.body.access_token;
});
afterAll(async () => t?.stop());

/** Invites `email` as the owner and returns the token of the mailed link. */
async function invite(email: string, role = 'org_member'): Promise<string> {
  const sent = await t.call('POST', '/orgs/invites', { token: ownerToken, body: { email, role } });
  expect(sent.status).toBe(200);
  const mail = await t.server.database.db.selectFrom('mail_outbox').select('link').where('to_address', '=', email).orderBy('created_at', 'desc').executeTakeFirstOrThrow();
  return new URL(mail.link!).searchParams.get('invite')!;
}

describe('the invitation page and joining by email domain', () => {
  it('looks an invitation up by its token: the organization, who invited, the invited address and role', async () => {
    const token = await invite('bob@elsewhere.test', 'org_admin');
    const res = await t.call('GET', `/invites/${encodeURIComponent(token)}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      organization_name: 'Acme',
      inviter_name: 'Grace Hopper',
      email: 'bob@elsewhere.test',
      role: 'org_admin',
      expires_at: expect.any(String),
    });
    // Neither the token nor any id comes back.
    expect(JSON.stringify(res.body)).not.toContain(token);
    expect(new Date(res.body.expires_at).getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600_000);
  });

  it('an unknown, expired or used token gets the same 404 and reveals nothing', async () => {
    const unknown = await t.call('GET', '/invites/not-a-real-token');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ detail: GONE });

    const expiring = await invite('late@elsewhere.test');
    await t.server.database.db.updateTable('org_invites').set({ expires_at: new Date(Date.now() - 60_000).toISOString() }).where('email', '=', 'late@elsewhere.test').execute();
    const expired = await t.call('GET', `/invites/${encodeURIComponent(expiring)}`);
    expect(expired.status).toBe(404);
    expect(expired.body).toEqual(unknown.body);

    const used = await invite('carol@elsewhere.test');
    const registered = await t.call('POST', '/register', { body: { email: 'carol@elsewhere.test', password: PASSWORD, name: 'Carol', org_name: '-', invite_token: used } });
    expect(registered.status).toBe(201);
    const again = await t.call('GET', `/invites/${encodeURIComponent(used)}`);
    expect(again.status).toBe(404);
    expect(again.body).toEqual(unknown.body);
  });

  it('lookups are counted per client address: past the allowance, 429 before any token is tested', async () => {
    const own = await startTestServer();
    try {
      const answers: number[] = [];
      for (let i = 0; i < 31; i++) answers.push((await own.call('GET', `/invites/guess-${i}`)).status);
      expect(answers.slice(0, 30).every((status) => status === 404)).toBe(true);
      const throttled = await own.call('GET', '/invites/guess-last');
      expect(answers[30]).toBe(429);
      expect(throttled.status).toBe(429);
      expect(throttled.headers['retry-after']).toBeDefined();
    } finally {
      await own.stop();
    }
  });

  it('registering with an invitation joins the organization with the invited role, and only with the invited address', async () => {
    const token = await invite('dave@elsewhere.test', 'org_admin');
    const other = await t.call('POST', '/register', { body: { email: 'mallory@elsewhere.test', password: PASSWORD, name: 'Mallory', org_name: '-', invite_token: token } });
    expect(other.status).toBe(400);
    expect(other.body.detail).toBe('This invitation was sent to another email address');
    // The refused attempt neither spent the invitation nor created an account.
    expect((await t.call('GET', `/invites/${encodeURIComponent(token)}`)).status).toBe(200);
    expect((await t.call('POST', '/login', { body: { email: 'mallory@elsewhere.test', password: PASSWORD } })).status).toBe(401);

    const dave = await t.call('POST', '/register', { body: { email: 'dave@elsewhere.test', password: PASSWORD, name: 'Dave', org_name: '-', invite_token: token } });
    expect(dave.status).toBe(201);
    const owner = await t.call('GET', '/me', { token: ownerToken });
    expect(dave.body.user).toMatchObject({ email: 'dave@elsewhere.test', role: 'org_admin', org_id: owner.body.org_id });
  });

  it('R-VALID-03 R-ENTITY-07 joining by email domain: the check finds the organization, and the join request waits for the owner', async () => {
    const check = await t.call('GET', '/register/check-domain?email=ada@acme-widgets.test');
    expect(check.status).toBe(200);
    // The answer says an organization uses the domain, never which one.
    expect(check.body).toEqual({ has_existing_org: true, email_valid: true, email_error: null, email_exists: false });
    const publicDomain = await t.call('GET', '/register/check-domain?email=ada@gmail.com');
    expect(publicDomain.body).toMatchObject({ has_existing_org: false, email_valid: true });

    const joined = await t.call('POST', '/register/with-domain', { body: { choice: 'join_existing', email: 'ada@acme-widgets.test', password: PASSWORD, name: 'Ada Lovelace' } });
    expect(joined.status).toBe(201);
    expect(joined.body.message).toBe('Your request to join has been sent to the organization admins. You can sign in, and you will get access once it is approved.');

    const requests = await t.call('GET', '/orgs/join-requests', { token: ownerToken });
    expect(requests.status).toBe(200);
    expect(requests.body).toEqual([expect.objectContaining({ email: 'ada@acme-widgets.test', name: 'Ada Lovelace', status: 'pending' })]);

    const approved = await t.call('PUT', `/orgs/join-requests/${requests.body[0].id}/approve`, { token: ownerToken });
    expect(approved.status).toBe(200);
    const signedIn = await t.call('POST', '/login', { body: { email: 'ada@acme-widgets.test', password: PASSWORD } });
    const owner = await t.call('GET', '/me', { token: ownerToken });
    expect(signedIn.body.user).toMatchObject({ role: 'org_member', org_id: owner.body.org_id });
  });
});
