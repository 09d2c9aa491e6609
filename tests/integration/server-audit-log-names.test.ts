import { describe as baseDescribe, expect, it } from 'vitest';
import { databaseUnavailable } from '../support/test-database.ts';
import { serverForFile } from '../support/test-server.ts';
import { lastInviteToken, registerOwner, TEST_PASSWORD } from '../support/test-accounts.ts';

/**
 * Admin and display: the audit log and the brand voice answer name people, not only ids.
 * The audit log's entries carry the actor's name and email, the organization's name and a user
 * target's name and email next to the ids; the brand voice says who saved it last by name and email.
 */
const describe = baseDescribe.skipIf(databaseUnavailable);
const t = serverForFile(() => ({ admin: ADMIN }));
const ADMIN = { email: 'root@names.io', password: 'platform-admin-password' };

const adminToken = async () => (await t.call('POST', '/login', { body: ADMIN })).body.access_token as string;

type Entry = Record<string, unknown> & { action: string; actor_id: string | null; target: string | null };

describe('names in the audit log and the brand voice', () => {
  it('an audit entry names its actor, organization and user target next to their ids', async () => {
    const ada = await registerOwner(t, 'ada@engines.io', 'Analytical Engines', { name: 'Ada Lovelace' });
    await t.call('POST', '/orgs/invites', { token: ada.token, body: { email: 'charles@engines.io', role: 'org_member' } });
    const charles = await t.call('POST', '/register', { body: { email: 'charles@engines.io', password: TEST_PASSWORD, name: 'Charles Babbage', org_name: '-', invite_token: await lastInviteToken(t) } });
    expect(charles.status).toBe(201);
    const promoted = await t.call('PUT', `/orgs/members/${charles.body.user.id}/role`, { token: ada.token, body: { role: 'org_admin' } });
    expect(promoted.status).toBe(200);

    const token = await adminToken();
    const log = await t.call('GET', `/admin/audit-log?org_id=${ada.orgId}&action=member.role_changed`, { token });
    expect(log.status).toBe(200);
    expect(log.body.entries).toHaveLength(1);
    // The ids stay; the names and emails are added beside them.
    expect(log.body.entries[0]).toMatchObject({
      action: 'member.role_changed',
      actor_id: ada.id,
      actor_name: 'Ada Lovelace',
      actor_email: 'ada@engines.io',
      org_id: ada.orgId,
      org_name: 'Analytical Engines',
      target: charles.body.user.id,
      target_name: 'Charles Babbage',
      target_email: 'charles@engines.io',
    });

    // A sign-in names the one who signed in; a platform admin's own action names the admin.
    await t.call('POST', '/login', { body: { email: 'ada@engines.io', password: TEST_PASSWORD } });
    await t.call('PUT', `/admin/users/${charles.body.user.id}/disable`, { token });
    const all = await t.call('GET', '/admin/audit-log?limit=200', { token });
    const login = (all.body.entries as Entry[]).find((e) => e.action === 'auth.login' && e.actor_id === ada.id);
    expect(login).toMatchObject({ actor_name: 'Ada Lovelace', actor_email: 'ada@engines.io', org_name: 'Analytical Engines', target: null, target_name: null, target_email: null });
    const disabled = (all.body.entries as Entry[]).find((e) => e.action === 'user.disabled');
    expect(disabled).toMatchObject({ actor_name: 'System Admin', actor_email: ADMIN.email, org_id: null, org_name: null, target_name: 'Charles Babbage', target_email: 'charles@engines.io' });
    // A target that is no user (a ledger row) gets no name; a failed sign-in by an unknown address has no actor.
    await t.call('POST', '/login', { body: { email: 'nobody@engines.io', password: 'wrong password here' } });
    const failed = (await t.call('GET', '/admin/audit-log?action=auth.login_failed', { token })).body.entries as Entry[];
    expect(failed[0]).toMatchObject({ actor_id: null, actor_name: null, actor_email: null, target: 'nobody@engines.io', target_name: null });
  });

  it('the audit log is the platform admins\' alone: an organization owner or admin cannot read it, not even their own entries', async () => {
    const owner = await registerOwner(t, 'grace@cobol.io', 'Cobol Works', { name: 'Grace Hopper' });
    expect((await t.call('GET', '/admin/audit-log', { token: owner.token })).status).toBe(403);
    expect((await t.call('GET', `/admin/audit-log?org_id=${owner.orgId}`, { token: owner.token })).status).toBe(403);
  });

  it('the brand voice says who saved it last, by name and email', async () => {
    const owner = await registerOwner(t, 'alan@bletchley.io', 'Bletchley Park', { name: 'Alan Turing' });
    const spaceId = (await t.call('GET', '/spaces/', { token: owner.token })).body[0].id as string;
    const as = { token: owner.token, headers: { 'x-space-id': spaceId } };
    expect((await t.call('GET', '/brand-voice', as)).body).toMatchObject({ content: null, updated_by: null, updated_by_name: null, updated_by_email: null });

    const saved = await t.call('PUT', '/brand-voice', { ...as, body: { content: 'Precise and plain.' } });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ created_by: owner.id, updated_by: owner.id, updated_by_name: 'Alan Turing', updated_by_email: 'alan@bletchley.io' });

    // An admin of the organization saves it next: the answer names them, and keeps who created it.
    await t.call('POST', '/orgs/invites', { token: owner.token, body: { email: 'joan@bletchley.io', role: 'org_admin' } });
    const joan = await t.call('POST', '/register', { body: { email: 'joan@bletchley.io', password: TEST_PASSWORD, name: 'Joan Clarke', org_name: '-', invite_token: await lastInviteToken(t) } });
    const again = await t.call('PUT', '/brand-voice', { token: joan.body.access_token, headers: { 'x-space-id': spaceId }, body: { content: 'Precise, plain and kind.' } });
    expect(again.body).toMatchObject({ created_by: owner.id, updated_by: joan.body.user.id, updated_by_name: 'Joan Clarke', updated_by_email: 'joan@bletchley.io' });
    expect((await t.call('GET', '/brand-voice', as)).body).toMatchObject({ content: 'Precise, plain and kind.', updated_by_name: 'Joan Clarke' });
  });
});
