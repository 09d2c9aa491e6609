import { describe as baseDescribe, expect, it } from 'vitest';
import { databaseUnavailable } from '../support/test-database.ts';
import { serverForFile } from '../support/test-server.ts';

/** Settings: one's own name, password (other sessions signed out) and active sessions, over real HTTP. */
const describe = baseDescribe.skipIf(databaseUnavailable);
const t = serverForFile();

const PASSWORD = 'ember-quartz-harbor-64';
const NEW_PASSWORD = 'violet-glacier-compass-91';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

interface Signed {
  access_token: string;
  refresh_token: string;
  user: { id: string };
}

async function register(email: string, name = 'Settings Person'): Promise<Signed> {
  const res = await t.call('POST', '/register', { body: { email, password: PASSWORD, name, org_name: `${name} Co` } });
  expect(res.status).toBe(201);
  return res.body;
}

async function login(email: string, password = PASSWORD, userAgent?: string): Promise<Signed> {
  const res = await t.call('POST', '/login', { body: { email, password }, headers: userAgent ? { 'user-agent': userAgent } : {} });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

const refresh = (token: string) => t.call('POST', '/refresh', { body: { refresh_token: token } });

describe('Settings → Profile: change one\'s name', () => {
  it('PATCH /me sets the trimmed name, and /me then answers it; an empty or too long name is 422 on the field', async () => {
    const me = await register('rename@settings.io', 'Old Name');
    const res = await t.call('PATCH', '/me', { token: me.access_token, body: { name: '  Renata Newname  ' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: me.user.id, email: 'rename@settings.io', name: 'Renata Newname' });
    expect((await t.call('GET', '/me', { token: me.access_token })).body.name).toBe('Renata Newname');

    const empty = await t.call('PATCH', '/me', { token: me.access_token, body: { name: '   ' } });
    expect(empty.status).toBe(422);
    expect(empty.body.detail[0].loc).toEqual(['body', 'name']);
    const long = await t.call('PATCH', '/me', { token: me.access_token, body: { name: 'x'.repeat(101) } });
    expect(long.status).toBe(422);
    expect((await t.call('GET', '/me', { token: me.access_token })).body.name).toBe('Renata Newname');
    // The email is not changed here.
    const withEmail = await t.call('PATCH', '/me', { token: me.access_token, body: { name: 'Renata', email: 'other@settings.io' } });
    expect(withEmail.body.email).toBe('rename@settings.io');
  });
});

describe('Settings → Password: change one\'s password', () => {
  it('a wrong current password is 422 on current_password, changes nothing, and counts toward the sign-in throttle', async () => {
    const me = await register('wrong-current@settings.io');
    const wrong = await t.call('POST', '/password/change', { token: me.access_token, body: { current_password: 'not-my-password-1', new_password: NEW_PASSWORD } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.detail).toEqual([{ loc: ['body', 'current_password'], msg: 'The current password is not correct', type: 'value_error' }]);
    expect((await t.call('POST', '/login', { body: { email: 'wrong-current@settings.io', password: NEW_PASSWORD } })).status).toBe(401);
    // That sign-in try counted too; three more wrong guesses fill this address's allowance for the account (5 per window):
    // the next is refused unchecked, even with the right password.
    for (let i = 0; i < 3; i++) {
      expect((await t.call('POST', '/password/change', { token: me.access_token, body: { current_password: `guess-number-${i}`, new_password: NEW_PASSWORD } })).status).toBe(422);
    }
    const throttled = await t.call('POST', '/password/change', { token: me.access_token, body: { current_password: PASSWORD, new_password: NEW_PASSWORD } });
    expect(throttled.status).toBe(429);
    expect(throttled.headers['retry-after']).toBeDefined();
    // The same limit as the sign-in form: guessing there is refused too.
    expect((await t.call('POST', '/login', { body: { email: 'wrong-current@settings.io', password: PASSWORD } })).status).toBe(429);
  });

  it('the new password meets the registration rules: a refusal is 422 on new_password with the registration text', async () => {
    const me = await register('policy@settings.io');
    const short = await t.call('POST', '/password/change', { token: me.access_token, body: { current_password: PASSWORD, new_password: 'short' } });
    expect(short.status).toBe(422);
    const withEmail = await t.call('POST', '/password/change', { token: me.access_token, body: { current_password: PASSWORD, new_password: 'policy@settings.io-2024' } });
    expect(withEmail.status).toBe(422);
    expect(withEmail.body.detail).toEqual([{ loc: ['body', 'new_password'], msg: 'The password must not contain your email address', type: 'value_error' }]);
    const common = await t.call('POST', '/password/change', { token: me.access_token, body: { current_password: PASSWORD, new_password: 'password123' } });
    expect(common.status).toBe(422);
    expect(common.body.detail).toEqual([{ loc: ['body', 'new_password'], msg: 'This password is too common or too easy to guess', type: 'value_error' }]);
    // Nothing changed: the old password still signs in.
    await login('policy@settings.io');
  });

  it('on success the other sessions are signed out at once (refresh and access tokens), this one stays, and a notice is mailed', async () => {
    const here = await register('change@settings.io');
    const phone = await login('change@settings.io', PASSWORD, FIREFOX);
    const laptop = await login('change@settings.io');
    // Answered once first, so the server has this session's account at hand when the password changes.
    expect((await t.call('GET', '/me', { token: phone.access_token })).status).toBe(200);
    const res = await t.call('POST', '/password/change', { token: here.access_token, body: { current_password: PASSWORD, new_password: NEW_PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Your password has been changed. Your other sessions were signed out.', signed_out_sessions: 2 });

    // The other sessions: their refresh tokens are refused, and so are their unexpired access tokens.
    expect((await refresh(phone.refresh_token)).status).toBe(401);
    expect((await refresh(laptop.refresh_token)).status).toBe(401);
    expect((await t.call('GET', '/me', { token: phone.access_token })).status).toBe(401);
    // This session carries on: its access token works and its refresh token still rotates.
    expect((await t.call('GET', '/me', { token: here.access_token })).status).toBe(200);
    const rotated = await refresh(here.refresh_token);
    expect(rotated.status).toBe(200);
    expect((await t.call('GET', '/me', { token: rotated.body.access_token })).status).toBe(200);

    // The new password signs in; the old one does not.
    expect((await t.call('POST', '/login', { body: { email: 'change@settings.io', password: PASSWORD } })).status).toBe(401);
    await login('change@settings.io', NEW_PASSWORD);

    const mails = await t.server.database.db.selectFrom('mail_outbox').select(['subject', 'body']).where('to_address', '=', 'change@settings.io').execute();
    expect(mails.map((m) => m.subject)).toContain('Your password was changed');
  });
});

describe('Settings → Active sessions', () => {
  it('lists only one\'s own live sessions, marks this one, and names the device it was signed in from', async () => {
    const here = await register('list@settings.io');
    await login('list@settings.io', PASSWORD, FIREFOX);
    const stranger = await register('stranger@settings.io');
    const res = await t.call('GET', '/sessions', { token: here.access_token });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(2);
    const current = res.body.filter((s: { current: boolean }) => s.current);
    expect(current).toHaveLength(1);
    const other = res.body.find((s: { current: boolean }) => !s.current);
    expect(other).toMatchObject({ user_agent: FIREFOX, ip: expect.any(String), created_at: expect.any(String), last_used_at: expect.any(String) });
    const strangers = await t.call('GET', '/sessions', { token: stranger.access_token });
    expect(strangers.body).toHaveLength(1);
    expect(strangers.body.map((s: { id: string }) => s.id)).not.toContain(other.id);
    // A rotated session is still one row, its start kept.
    const before = other.created_at;
    await login('list@settings.io');
    const after = await t.call('GET', '/sessions', { token: here.access_token });
    expect(after.body).toHaveLength(3);
    expect(after.body.find((s: { id: string }) => s.id === other.id).created_at).toBe(before);
  });

  it('ending one session makes its refresh and access tokens fail; another person\'s session id is 404 and stays signed in', async () => {
    const here = await register('end@settings.io');
    const other = await login('end@settings.io', PASSWORD, FIREFOX);
    const stranger = await register('stranger-two@settings.io');
    const listed = (await t.call('GET', '/sessions', { token: here.access_token })).body as { id: string; current: boolean }[];
    const target = listed.find((s) => !s.current)!;

    const strangerSession = (await t.call('GET', '/sessions', { token: stranger.access_token })).body[0].id;
    const foreign = await t.call('DELETE', `/sessions/${strangerSession}`, { token: here.access_token });
    expect(foreign.status).toBe(404);
    expect((await t.call('GET', '/me', { token: stranger.access_token })).status).toBe(200);
    expect((await refresh(stranger.refresh_token)).status).toBe(200);

    expect((await t.call('GET', '/me', { token: other.access_token })).status).toBe(200);
    const ended = await t.call('DELETE', `/sessions/${target.id}`, { token: here.access_token });
    expect(ended.status).toBe(200);
    expect((await refresh(other.refresh_token)).status).toBe(401);
    const refused = await t.call('GET', '/me', { token: other.access_token });
    expect(refused.status).toBe(401);
    // Asked again a moment later (the token and the account's read are known now, and answered without a read):
    // still refused, for the same reason.
    for (const path of ['/me', '/spaces/', '/sessions']) {
      const again = await t.call('GET', path, { token: other.access_token });
      expect([again.status, again.body], path).toEqual([401, refused.body]);
    }
    expect((await t.call('GET', '/sessions', { token: here.access_token })).body.map((s: { id: string }) => s.id)).toEqual([listed.find((s) => s.current)!.id]);
    // Ending it again: it is no longer signed in, so not found.
    expect((await t.call('DELETE', `/sessions/${target.id}`, { token: here.access_token })).status).toBe(404);
  });

  it('"sign out of all other sessions" ends every other one and keeps this one', async () => {
    const here = await register('others@settings.io');
    const a = await login('others@settings.io');
    const b = await login('others@settings.io', PASSWORD, FIREFOX);
    const res = await t.call('POST', '/sessions/revoke-others', { token: here.access_token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Signed out of 2 other sessions', signed_out_sessions: 2 });
    expect((await refresh(a.refresh_token)).status).toBe(401);
    expect((await t.call('GET', '/me', { token: b.access_token })).status).toBe(401);
    const left = (await t.call('GET', '/sessions', { token: here.access_token })).body;
    expect(left).toHaveLength(1);
    expect(left[0].current).toBe(true);
    expect((await refresh(here.refresh_token)).status).toBe(200);
  });
});
