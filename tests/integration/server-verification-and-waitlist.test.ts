import { afterAll, describe as baseDescribe, expect, it } from 'vitest';
import { databaseUnavailable } from '../support/test-database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const describe = baseDescribe.skipIf(databaseUnavailable);
const servers: TestServer[] = [];
afterAll(async () => Promise.all(servers.map((s) => s.stop())));

async function server(registration?: { mode: 'open' | 'waitlist' | 'invite_only'; requireVerifiedEmail: boolean }) {
  const s = await startTestServer({ registration, admin: { email: 'sys@platform.io', password: 'platform-password-1' } });
  servers.push(s);
  return s;
}

async function lastLink(t: TestServer, to: string): Promise<URL> {
  const row = await t.server.database.db.selectFrom('mail_outbox').select('link').where('to_address', '=', to).orderBy('created_at', 'desc').executeTakeFirstOrThrow();
  return new URL(row.link!);
}

describe('email verification', () => {
  it('register sends a single-use link; verifying flips email_verified', async () => {
    const t = await server();
    const reg = await t.call('POST', '/register', { body: { email: 'v@verify.io', password: 'ember-quartz-harbor-64', name: 'V', org_name: 'V' } });
    expect((await t.call('GET', '/me', { token: reg.body.access_token })).body.email_verified).toBe(false);
    const token = (await lastLink(t, 'v@verify.io')).searchParams.get('token')!;
    expect((await t.call('POST', '/verify-email', { body: { token } })).status).toBe(200);
    expect((await t.call('POST', '/verify-email', { body: { token } })).status).toBe(400);
    expect((await t.call('GET', '/me', { token: reg.body.access_token })).body.email_verified).toBe(true);
  });

  it('resend answers the same for unknown addresses; with verification required, unverified users cannot sign in', async () => {
    const t = await server({ mode: 'open', requireVerifiedEmail: true });
    await t.call('POST', '/register', { body: { email: 'u@verify2.io', password: 'ember-quartz-harbor-64', name: 'U', org_name: 'U' } });
    const blocked = await t.call('POST', '/login', { body: { email: 'u@verify2.io', password: 'ember-quartz-harbor-64' } });
    expect(blocked.status).toBe(403);
    expect(blocked.body.detail).toMatch(/verify your email/);
    const known = await t.call('POST', '/resend-verification', { body: { email: 'u@verify2.io' } });
    const unknown = await t.call('POST', '/resend-verification', { body: { email: 'nobody@verify2.io' } });
    expect(known.body).toEqual(unknown.body);
    const token = (await lastLink(t, 'u@verify2.io')).searchParams.get('token')!;
    await t.call('POST', '/verify-email', { body: { token } });
    expect((await t.call('POST', '/login', { body: { email: 'u@verify2.io', password: 'ember-quartz-harbor-64' } })).status).toBe(200);
  });
});

describe('registration modes', () => {
  it('waitlist: open registration is refused; joining, approval by an admin and the emailed pass let one person in', async () => {
    const t = await server({ mode: 'waitlist', requireVerifiedEmail: false });
    const closed = await t.call('POST', '/register', { body: { email: 'w@wait.io', password: 'ember-quartz-harbor-64', name: 'W', org_name: 'W' } });
    expect(closed.status).toBe(403);
    expect((await t.call('POST', '/waitlist', { body: { email: 'w@wait.io', name: 'Wendy', company: 'Wait Co' } })).status).toBe(200);
    expect((await t.call('POST', '/waitlist', { body: { email: 'w@wait.io', name: 'Wendy' } })).status).toBe(200);
    const admin = (await t.call('POST', '/login', { body: { email: 'sys@platform.io', password: 'platform-password-1' } })).body.access_token;
    const list = await t.call('GET', '/admin/waitlist?status=pending', { token: admin });
    expect(list.body.entries).toEqual([expect.objectContaining({ email: 'w@wait.io', company: 'Wait Co', status: 'pending' })]);
    await t.call('PUT', `/admin/waitlist/${list.body.entries[0].id}/approve`, { token: admin });
    const pass = (await lastLink(t, 'w@wait.io')).searchParams.get('waitlist')!;
    const wrongPerson = await t.call('POST', '/register', { body: { email: 'x@wait.io', password: 'ember-quartz-harbor-64', name: 'X', org_name: 'X', waitlist_token: pass } });
    expect(wrongPerson.status).toBe(400);
    const ok = await t.call('POST', '/register', { body: { email: 'w@wait.io', password: 'ember-quartz-harbor-64', name: 'Wendy', org_name: 'Wait Co', waitlist_token: pass } });
    expect(ok.status).toBe(201);
    const again = await t.call('POST', '/register', { body: { email: 'w2@wait.io', password: 'ember-quartz-harbor-64', name: 'W', org_name: 'W', waitlist_token: pass } });
    expect(again.status).toBe(400);
  });

  it('invite only: registration needs an invitation', async () => {
    const t = await server({ mode: 'invite_only', requireVerifiedEmail: false });
    const res = await t.call('POST', '/register', { body: { email: 'i@invite-only.io', password: 'ember-quartz-harbor-64', name: 'I', org_name: 'I' } });
    expect(res.status).toBe(403);
    expect(res.body.detail).toBe('Registration is by invitation only');
  });
});
