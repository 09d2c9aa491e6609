import { describe as baseDescribe, expect, it } from 'vitest';
import { fetch, FormData } from 'undici';
import { databaseUnavailable } from '../support/test-database.ts';
import { serverForFile } from '../support/test-server.ts';
import { registerOwner, TEST_PASSWORD } from '../support/test-accounts.ts';

/** Pending invitations are listed, sent again and revoked; the default space cannot be deleted. */
const describe = baseDescribe.skipIf(databaseUnavailable);
const t = serverForFile();

/** The invitation link last mailed to this address. */
async function inviteTokenFor(email: string): Promise<string> {
  const rows = await t.server.database.db.selectFrom('mail_outbox').select(['link', 'created_at']).where('to_address', '=', email).execute();
  const last = rows.sort((a, b) => String(a.created_at).localeCompare(String(b.created_at))).at(-1)!;
  return new URL(last.link!).searchParams.get('invite')!;
}

async function mailsTo(email: string): Promise<number> {
  return (await t.server.database.db.selectFrom('mail_outbox').select('id').where('to_address', '=', email).execute()).length;
}

/** The invitation was sent more than a minute ago (the resend limit is one a minute). */
async function sentLongAgo(inviteId: string): Promise<void> {
  await t.server.database.db.updateTable('org_invites').set({ created_at: new Date(Date.now() - 5 * 60_000).toISOString() }).where('id', '=', inviteId).execute();
}

async function auditActions(orgId: string): Promise<string[]> {
  return (await t.server.database.db.selectFrom('audit_log').select('action').where('org_id', '=', orgId).execute()).map((r) => r.action);
}

function registerWith(email: string, token: string) {
  return t.call('POST', '/register', { body: { email, password: TEST_PASSWORD, name: 'Invited', org_name: '-', invite_token: token } });
}

describe('pending invitations', () => {
  it('R-ORG-06 lists pending invitations with who invited and when, never the token; an accepted one leaves the list', async () => {
    const owner = await registerOwner(t, 'olivia@inv-list.io', 'Inv List');
    const first = await t.call('POST', '/orgs/invites', { token: owner.token, body: { email: 'ana@partner.io', role: 'org_admin' } });
    expect(first.status).toBe(200);
    await t.call('POST', '/orgs/invites', { token: owner.token, body: { email: 'ben@partner.io', role: 'org_member' } });

    const list = await t.call('GET', '/orgs/invites', { token: owner.token });
    expect(list.status).toBe(200);
    expect(list.body.map((i: { email: string }) => i.email).sort()).toEqual(['ana@partner.io', 'ben@partner.io']);
    const ana = list.body.find((i: { email: string }) => i.email === 'ana@partner.io');
    expect(ana).toMatchObject({ id: first.body.id, role: 'org_admin', invited_by: { id: owner.id, name: 'olivia', email: 'olivia@inv-list.io' }, expired: false });
    expect(Date.parse(ana.expires_at) - Date.parse(ana.sent_at)).toBe(7 * 24 * 3600 * 1000);
    expect(JSON.stringify(list.body)).not.toMatch(/token/i);

    const joined = await registerWith('ben@partner.io', await inviteTokenFor('ben@partner.io'));
    expect(joined.status).toBe(201);
    const after = await t.call('GET', '/orgs/invites', { token: owner.token });
    expect(after.body.map((i: { email: string }) => i.email)).toEqual(['ana@partner.io']);
    expect(await auditActions(owner.orgId)).toEqual(expect.arrayContaining(['member.invited']));
  });

  it('resend mails a new link and the old one stops working; a second resend within a minute gets 429', async () => {
    const owner = await registerOwner(t, 'rosa@inv-resend.io', 'Inv Resend');
    const sent = await t.call('POST', '/orgs/invites', { token: owner.token, body: { email: 'carl@partner.io', role: 'org_member' } });
    const oldToken = await inviteTokenFor('carl@partner.io');

    const tooSoon = await t.call('POST', `/orgs/invites/${sent.body.id}/resend`, { token: owner.token });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.detail).toMatch(/^This invitation was sent less than a minute ago\. Try again in \d+ seconds?\.$/);
    expect(tooSoon.headers['retry-after']).toBeDefined();
    expect(await mailsTo('carl@partner.io')).toBe(1);

    await sentLongAgo(sent.body.id);
    const resent = await t.call('POST', `/orgs/invites/${sent.body.id}/resend`, { token: owner.token });
    expect(resent.status).toBe(200);
    expect(resent.body).toMatchObject({ id: sent.body.id, email: 'carl@partner.io', expired: false });
    expect(await mailsTo('carl@partner.io')).toBe(2);
    const newToken = await inviteTokenFor('carl@partner.io');
    expect(newToken).not.toBe(oldToken);
    expect((await t.call('POST', `/orgs/invites/${sent.body.id}/resend`, { token: owner.token })).status).toBe(429);

    const withOld = await registerWith('carl@partner.io', oldToken);
    expect(withOld.status).toBe(400);
    expect(withOld.body.detail).toBe('This invitation is invalid or has expired');
    const withNew = await registerWith('carl@partner.io', newToken);
    expect(withNew.status).toBe(201);
    expect(withNew.body.user).toMatchObject({ org_id: owner.orgId, role: 'org_member' });
    // Accepted: nothing left to resend or revoke.
    expect((await t.call('POST', `/orgs/invites/${sent.body.id}/resend`, { token: owner.token })).status).toBe(404);
    expect(await auditActions(owner.orgId)).toEqual(expect.arrayContaining(['invite.resent']));
  });

  it('inviting someone already invited replaces the earlier invitation: one row with the new role, only the new link works, and not again within a minute', async () => {
    const owner = await registerOwner(t, 'oona@inv-again.io', 'Inv Again');
    const invite = (email: string, role: string) => t.call('POST', '/orgs/invites', { token: owner.token, body: { email, role } });
    const first = await invite('cleo@partner.io', 'org_member');
    expect(first.status).toBe(200);
    const firstToken = await inviteTokenFor('cleo@partner.io');

    const tooSoon = await invite('Cleo@Partner.io', 'org_admin');
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.detail).toMatch(/^This invitation was sent less than a minute ago\. Try again in \d+ seconds?\.$/);
    expect(await mailsTo('cleo@partner.io')).toBe(1);

    await sentLongAgo(first.body.id);
    const again = await invite('cleo@partner.io', 'org_admin');
    expect(again.status).toBe(200);
    expect(again.body.message).toBe('Invitation sent to cleo@partner.io');
    const waiting = ((await t.call('GET', '/orgs/invites', { token: owner.token })).body as { id: string; email: string; role: string }[]).filter((i) => i.email === 'cleo@partner.io');
    expect(waiting).toEqual([expect.objectContaining({ id: again.body.id, role: 'org_admin' })]);
    expect(await mailsTo('cleo@partner.io')).toBe(2);
    expect((await registerWith('cleo@partner.io', firstToken)).status).toBe(400);
    const joined = await registerWith('cleo@partner.io', await inviteTokenFor('cleo@partner.io'));
    expect(joined.status).toBe(201);
    expect(joined.body.user).toMatchObject({ org_id: owner.orgId, role: 'org_admin' });
  });

  it('two invitations to the same person sent at once leave one waiting invitation and one mail', async () => {
    const owner = await registerOwner(t, 'otto@inv-race.io', 'Inv Race');
    const answers = await Promise.all(Array.from({ length: 4 }, () => t.call('POST', '/orgs/invites', { token: owner.token, body: { email: 'dora@partner.io', role: 'org_member' } })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 429, 429, 429]);
    const rows = await t.server.database.db.selectFrom('org_invites').select('id').where('org_id', '=', owner.orgId).where('email', '=', 'dora@partner.io').execute();
    expect(rows).toHaveLength(1);
    expect(await mailsTo('dora@partner.io')).toBe(1);
  });

  it('revoke: the link stops working and the invitation leaves the list', async () => {
    const owner = await registerOwner(t, 'vera@inv-revoke.io', 'Inv Revoke');
    const sent = await t.call('POST', '/orgs/invites', { token: owner.token, body: { email: 'dan@partner.io', role: 'org_member' } });
    const token = await inviteTokenFor('dan@partner.io');
    const revoked = await t.call('DELETE', `/orgs/invites/${sent.body.id}`, { token: owner.token });
    expect(revoked.status).toBe(200);
    expect(revoked.body).toEqual({ message: 'Invitation revoked' });
    expect((await t.call('GET', '/orgs/invites', { token: owner.token })).body).toEqual([]);
    expect((await registerWith('dan@partner.io', token)).status).toBe(400);
    expect((await t.call('DELETE', `/orgs/invites/${sent.body.id}`, { token: owner.token })).status).toBe(404);
    expect(await auditActions(owner.orgId)).toEqual(expect.arrayContaining(['invite.revoked']));
  });

  it("another organization's invitation is not found; members are refused before any lookup", async () => {
    const owner = await registerOwner(t, 'owen@inv-own.io', 'Inv Own');
    const other = await registerOwner(t, 'otto@inv-other.io', 'Inv Other');
    const foreign = await t.call('POST', '/orgs/invites', { token: other.token, body: { email: 'eve@partner.io', role: 'org_member' } });
    expect((await t.call('POST', `/orgs/invites/${foreign.body.id}/resend`, { token: owner.token })).status).toBe(404);
    expect((await t.call('DELETE', `/orgs/invites/${foreign.body.id}`, { token: owner.token })).status).toBe(404);
    expect((await t.call('GET', '/orgs/invites', { token: owner.token })).body).toEqual([]);
    expect((await t.call('GET', '/orgs/invites', { token: other.token })).body.map((i: { email: string }) => i.email)).toEqual(['eve@partner.io']);

    await t.call('POST', '/orgs/invites', { token: owner.token, body: { email: 'fay@partner.io', role: 'org_member' } });
    const member = await registerWith('fay@partner.io', await inviteTokenFor('fay@partner.io'));
    const memberToken = member.body.access_token as string;
    const own = await t.call('POST', '/orgs/invites', { token: owner.token, body: { email: 'gus@partner.io', role: 'org_member' } });
    for (const [method, path] of [['GET', '/orgs/invites'], ['POST', `/orgs/invites/${own.body.id}/resend`], ['DELETE', `/orgs/invites/${own.body.id}`], ['DELETE', '/orgs/invites/missing']] as const) {
      const res = await t.call(method, path, { token: memberToken });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.detail).toBe('Only organization owners and admins can manage members');
    }
    expect((await t.call('GET', '/orgs/invites', { token: owner.token })).body.map((i: { email: string }) => i.email)).toEqual(['gus@partner.io']);
  });

  it('R-ORG-07 join requests carry the name and email of the person asking', async () => {
    const owner = await registerOwner(t, 'jo@inv-join.io', 'Inv Join');
    await t.call('POST', '/register/with-domain', { body: { choice: 'join_existing', email: 'kim@inv-join.io', password: TEST_PASSWORD, name: 'Kim Lee' } });
    const requests = await t.call('GET', '/orgs/join-requests', { token: owner.token });
    expect(requests.body).toEqual([expect.objectContaining({ name: 'Kim Lee', email: 'kim@inv-join.io', status: 'pending' })]);
    await t.call('PUT', `/orgs/join-requests/${requests.body[0].id}/approve`, { token: owner.token });
    expect(await auditActions(owner.orgId)).toEqual(expect.arrayContaining(['join_request.approved']));
  });
});

describe('deleting a space', () => {
  it('the default space is refused with a reason; members get 403; another space is deleted and audited', async () => {
    const owner = await registerOwner(t, 'sam@space-del.io', 'Space Del');
    const spaces = await t.call('GET', '/spaces/', { token: owner.token });
    const general = spaces.body.find((s: { is_default: boolean }) => s.is_default);
    const refused = await t.call('DELETE', `/spaces/${general.id}`, { token: owner.token });
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe('The default space cannot be deleted');

    const created = await t.call('POST', '/spaces/', { token: owner.token, body: { name: 'Launch', slug: 'launch' } });
    await t.call('POST', '/orgs/invites', { token: owner.token, body: { email: 'max@space-del.io', role: 'org_member' } });
    const member = await registerWith('max@space-del.io', await inviteTokenFor('max@space-del.io'));
    const byMember = await t.call('DELETE', `/spaces/${created.body.id}`, { token: member.body.access_token });
    expect(byMember.status).toBe(403);

    // Content in both spaces: only the deleted space's goes.
    for (const spaceId of [created.body.id, general.id]) {
      const as = { token: owner.token, headers: { 'x-space-id': spaceId } };
      expect((await t.call('PUT', '/brand-voice', { ...as, body: { content: 'Short and warm.' } })).status).toBe(200);
      expect((await t.call('PUT', `/spaces/${spaceId}/profile`, { token: owner.token, body: { answers: { industry: 'Retail' } } })).status).toBe(200);
      expect((await t.call('POST', '/agents/email-agent/sessions/create', as)).status).toBe(200);
      const form = new FormData();
      form.append('file', new Blob(['Our launch plan: a spring sale for loyal customers.'], { type: 'text/plain' }), 'plan.txt');
      const upload = await fetch(`${t.url}/api/v1/knowledge-base/documents`, { method: 'POST', headers: { authorization: `Bearer ${owner.token}`, 'x-space-id': spaceId }, body: form });
      expect(upload.status).toBeLessThan(300);
    }
    const db = t.server.database.db;
    const rowsIn = async (spaceId: string) => ({
      documents: (await db.selectFrom('knowledge_documents').select('id').where('space_id', '=', spaceId).execute()).length,
      brandVoice: (await db.selectFrom('brand_voices').select('space_id').where('space_id', '=', spaceId).execute()).length,
      chats: (await db.selectFrom('chat_sessions').select('id').where('space_id', '=', spaceId).execute()).length,
      profile: (await db.selectFrom('space_profile_answers').select('space_id').where('space_id', '=', spaceId).execute()).length,
    });
    expect(await rowsIn(created.body.id)).toEqual({ documents: 1, brandVoice: 1, chats: 1, profile: 1 });

    const deleted = await t.call('DELETE', `/spaces/${created.body.id}`, { token: owner.token });
    expect(deleted.status).toBe(200);
    expect((await t.call('GET', '/spaces/', { token: owner.token })).body.map((s: { slug: string }) => s.slug)).toEqual(['general']);
    expect(await rowsIn(created.body.id)).toEqual({ documents: 0, brandVoice: 0, chats: 0, profile: 0 });
    expect(await rowsIn(general.id)).toEqual({ documents: 1, brandVoice: 1, chats: 1, profile: 1 });
    expect((await t.call('GET', '/brand-voice', { token: owner.token, headers: { 'x-space-id': created.body.id } })).status).toBe(403);
    expect(await auditActions(owner.orgId)).toEqual(expect.arrayContaining(['space.deleted']));
  });
});
