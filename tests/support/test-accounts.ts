import { expect } from 'vitest';
import type { TestServer } from './test-server.ts';

/** The password the test accounts register with (long enough for the password rules, on no common list). */
export const TEST_PASSWORD = 'ember-quartz-harbor-64';

/** A signed-in person of a test: the access token, the user's and organization's ids, and the organization's first space. */
export interface TestPerson {
  token: string;
  id: string;
  orgId: string;
  spaceId: string;
}

/** Who calls in a space: a token and the space it works in. */
export interface InSpace {
  token: string;
  spaceId: string;
}

/**
 * Registers `email` as the founder of a new organization `org` (named by the email's local part unless `name` says
 * otherwise) through `POST /register`, and answers the person with the organization's first space.
 */
export async function registerOwner(t: TestServer, email: string, org: string, options: { name?: string; password?: string } = {}): Promise<TestPerson> {
  const res = await t.call('POST', '/register', { body: { email, password: options.password ?? TEST_PASSWORD, name: options.name ?? email.split('@')[0], org_name: org } });
  expect(res.status).toBe(201);
  return signedIn(t, res.body);
}

/**
 * Invites `email` into the owner's organization (`org_member` unless `role` says otherwise), then registers them
 * with the invitation the outbox holds; they work in the owner's space.
 */
export async function registerMember(t: TestServer, owner: InSpace, email: string, options: { role?: string; name?: string } = {}): Promise<TestPerson> {
  await t.call('POST', '/orgs/invites', { token: owner.token, body: { email, role: options.role ?? 'org_member' } });
  const row = await t.server.database.db.selectFrom('mail_outbox').select('link').where('to_address', '=', email).orderBy('created_at', 'desc').executeTakeFirstOrThrow();
  const invite = new URL(row.link!).searchParams.get('invite')!;
  const res = await t.call('POST', '/register', { body: { email, password: TEST_PASSWORD, name: options.name ?? 'Mia', org_name: '-', invite_token: invite } });
  expect(res.status).toBe(201);
  return { token: res.body.access_token as string, id: res.body.user.id as string, orgId: res.body.user.org_id as string, spaceId: owner.spaceId };
}

/** The invitation link mailed last, to anyone: the token of its `invite` parameter. */
export async function lastInviteToken(t: TestServer): Promise<string> {
  const row = await t.server.database.db.selectFrom('mail_outbox').select('link').orderBy('created_at', 'desc').executeTakeFirstOrThrow();
  return new URL(row.link!).searchParams.get('invite')!;
}

/** A person with their user as `POST /register` answers it: for tests that hand `user` to use cases as the principal. */
export interface PersonWithUser extends InSpace {
  user: { id: string; org_id: string; role: 'org_owner' | 'org_member' };
}

/** `person` (from registerOwner, or registerMember with `role`) with their user as `POST /register` answers it. */
export const withUser = (person: TestPerson, role: PersonWithUser['user']['role'] = 'org_owner'): PersonWithUser => ({ token: person.token, spaceId: person.spaceId, user: { id: person.id, org_id: person.orgId, role } });

/** A call's options for working in the person's space: their token and the `X-Space-ID` header. */
export const inSpace = (who: InSpace) => ({ token: who.token, headers: { 'X-Space-ID': who.spaceId } });

async function signedIn(t: TestServer, body: { access_token: string; user: { id: string; org_id: string } }): Promise<TestPerson> {
  const token = body.access_token;
  const spaces = await t.call('GET', '/spaces/', { token });
  return { token, id: body.user.id, orgId: body.user.org_id, spaceId: spaces.body[0].id as string };
}
