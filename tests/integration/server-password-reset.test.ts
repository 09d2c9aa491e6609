import { afterAll, describe as baseDescribe, expect, it } from 'vitest';
import { databaseUnavailable } from '../support/test-database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const describe = baseDescribe.skipIf(databaseUnavailable);
const servers: TestServer[] = [];
afterAll(async () => Promise.all(servers.map((s) => s.stop())));

async function server(): Promise<TestServer> {
  const s = await startTestServer({ publicUrl: 'https://app.example.test' });
  servers.push(s);
  return s;
}

const OLD_PASSWORD = 'ember-quartz-harbor-64';
const NEW_PASSWORD = 'violet-glacier-compass-91';

async function register(t: TestServer, email: string) {
  const res = await t.call('POST', '/register', { body: { email, password: OLD_PASSWORD, name: 'Reset Person', org_name: 'Reset Co' } });
  expect(res.status).toBe(201);
  return res.body as { access_token: string; refresh_token: string };
}

async function resetMails(t: TestServer, to: string) {
  return t.server.database.db.selectFrom('mail_outbox').select(['link', 'subject', 'body']).where('to_address', '=', to).where('subject', '=', 'Reset your password').orderBy('created_at', 'desc').execute();
}

async function resetToken(t: TestServer, to: string): Promise<string> {
  const [mail] = await resetMails(t, to);
  const link = new URL(mail!.link!);
  expect(`${link.origin}${link.pathname}`).toBe('https://app.example.test/reset-password');
  return link.searchParams.get('token')!;
}

describe('forgot password', () => {
  it('answers the same for a known and an unknown address, and mails only the known one', async () => {
    const t = await server();
    await register(t, 'known@reset.io');
    const known = await t.call('POST', '/password/forgot', { body: { email: 'Known@Reset.io' } });
    const unknown = await t.call('POST', '/password/forgot', { body: { email: 'nobody@reset.io' } });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(known.body).toEqual(unknown.body);
    expect(known.body.message).toBe('If an account uses this address, we sent it a link to set a new password. The link is valid for 30 minutes.');
    const mails = await resetMails(t, 'known@reset.io');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain('valid for 30 minutes');
    expect(await resetMails(t, 'nobody@reset.io')).toHaveLength(0);
    // Only the hash of the token is stored.
    const token = await resetToken(t, 'known@reset.io');
    const stored = await t.server.database.db.selectFrom('one_time_tokens').select('token_hash').where('purpose', '=', 'password_reset').execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).not.toBe(token);
  });

  it('the mailed link sets a new password once: the old password and the sessions opened before it stop working', async () => {
    const t = await server();
    const before = await register(t, 'once@reset.io');
    await t.call('POST', '/password/forgot', { body: { email: 'once@reset.io' } });
    const token = await resetToken(t, 'once@reset.io');

    const done = await t.call('POST', '/password/reset', { body: { token, password: NEW_PASSWORD } });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe('Your password has been changed. Sign in with your new password.');

    const again = await t.call('POST', '/password/reset', { body: { token, password: 'another-strong-lantern-27' } });
    expect(again.status).toBe(400);
    expect(again.body.detail).toBe('This password reset link is invalid, already used or expired. Ask for a new one.');

    expect((await t.call('POST', '/login', { body: { email: 'once@reset.io', password: OLD_PASSWORD } })).status).toBe(401);
    expect((await t.call('POST', '/login', { body: { email: 'once@reset.io', password: NEW_PASSWORD } })).status).toBe(200);
    expect((await t.call('POST', '/refresh', { body: { refresh_token: before.refresh_token } })).status).toBe(401);
    // The access token issued before the reset ends with its session, not when it expires.
    const me = await t.call('GET', '/me', { token: before.access_token });
    expect(me.status).toBe(401);
    expect((await t.call('GET', '/spaces/', { token: before.access_token })).status).toBe(401);
  });

  it('a password change spends the reset links mailed before it', async () => {
    const t = await server();
    const session = await register(t, 'changed@reset.io');
    await t.call('POST', '/password/forgot', { body: { email: 'changed@reset.io' } });
    const token = await resetToken(t, 'changed@reset.io');
    const changed = await t.call('POST', '/password/change', { token: session.access_token, body: { current_password: OLD_PASSWORD, new_password: NEW_PASSWORD } });
    expect(changed.status).toBe(200);
    const late = await t.call('POST', '/password/reset', { body: { token, password: 'another-strong-lantern-27' } });
    expect(late.status).toBe(400);
    expect(late.body.detail).toBe('This password reset link is invalid, already used or expired. Ask for a new one.');
    expect((await t.call('POST', '/login', { body: { email: 'changed@reset.io', password: NEW_PASSWORD } })).status).toBe(200);
  });

  it('an unknown or expired token is refused with the same error', async () => {
    const t = await server();
    await register(t, 'late@reset.io');
    const unknown = await t.call('POST', '/password/reset', { body: { token: 'not-a-token', password: NEW_PASSWORD } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.detail).toBe('This password reset link is invalid, already used or expired. Ask for a new one.');

    await t.call('POST', '/password/forgot', { body: { email: 'late@reset.io' } });
    const token = await resetToken(t, 'late@reset.io');
    const row = await t.server.database.db.selectFrom('one_time_tokens').select(['created_at', 'expires_at']).where('purpose', '=', 'password_reset').executeTakeFirstOrThrow();
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(30 * 60_000);
    await t.server.database.db.updateTable('one_time_tokens').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('purpose', '=', 'password_reset').execute();
    const expired = await t.call('POST', '/password/reset', { body: { token, password: NEW_PASSWORD } });
    expect(expired.status).toBe(400);
    expect(expired.body).toEqual(unknown.body);
    expect((await t.call('POST', '/login', { body: { email: 'late@reset.io', password: OLD_PASSWORD } })).status).toBe(200);
  });

  it('a weak new password is refused with a field error and leaves the link usable', async () => {
    const t = await server();
    await register(t, 'weak@reset.io');
    await t.call('POST', '/password/forgot', { body: { email: 'weak@reset.io' } });
    const token = await resetToken(t, 'weak@reset.io');
    const tooCommon = await t.call('POST', '/password/reset', { body: { token, password: 'password1234' } });
    expect(tooCommon.status).toBe(422);
    expect(tooCommon.body.detail).toEqual([expect.objectContaining({ loc: ['body', 'password'], msg: 'This password is too common or too easy to guess' })]);
    const tooShort = await t.call('POST', '/password/reset', { body: { token, password: 'short' } });
    expect(tooShort.status).toBe(422);
    expect(tooShort.body.detail).toEqual([expect.objectContaining({ loc: ['body', 'password'] })]);
    expect((await t.call('POST', '/password/reset', { body: { token, password: NEW_PASSWORD } })).status).toBe(200);
  });

  it('a reset spends the other reset links still out for the account', async () => {
    const t = await server();
    await register(t, 'two@reset.io');
    await t.call('POST', '/password/forgot', { body: { email: 'two@reset.io' } });
    const first = await resetToken(t, 'two@reset.io');
    await new Promise((r) => setTimeout(r, 5));
    await t.call('POST', '/password/forgot', { body: { email: 'two@reset.io' } });
    const second = await resetToken(t, 'two@reset.io');
    expect(second).not.toBe(first);
    expect((await t.call('POST', '/password/reset', { body: { token: second, password: NEW_PASSWORD } })).status).toBe(200);
    expect((await t.call('POST', '/password/reset', { body: { token: first, password: 'another-strong-lantern-27' } })).status).toBe(400);
  });

  it('limits mails to one account silently and requests from one client address with 429', async () => {
    const t = await server();
    await register(t, 'flood@reset.io');
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await t.call('POST', '/password/forgot', { body: { email: 'flood@reset.io' } })).body);
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(await resetMails(t, 'flood@reset.io')).toHaveLength(3);
    let status = 202;
    for (let i = 5; i < 25 && status === 202; i++) status = (await t.call('POST', '/password/forgot', { body: { email: `someone-${i}@reset.io` } })).status;
    expect(status).toBe(429);
  });
});
