import { describe as baseDescribe, expect, it } from 'vitest';
import { databaseUnavailable } from '../support/test-database.ts';
import { serverForFile } from '../support/test-server.ts';

const t = serverForFile();
const describe = baseDescribe.skipIf(databaseUnavailable);

const owner = { email: 'Owner@Example.com', password: 'correct horse battery', name: 'Olivia Owner', org_name: 'Acme Marketing' };

function decodeJwt(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
}

describe('server: the walking-skeleton flow over real HTTP', () => {
  let access = '';
  let refresh = '';
  let userId = '';

  it('health (liveness) answers 200 with the version, role and adapters; readiness says the database is ok', async () => {
    const res = await t.call('GET', '/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', version: expect.any(String), role: 'all' });
    expect(res.body.adapters).toMatchObject({ events: 'in-process', queue: 'in-process', llm: 'offline engine' });
    const ready = await t.call('GET', '/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready', role: 'all', dependencies: { database: 'ok' } });
  });

  it('R-ENTITY-03 R-ENTITY-04 R-API-10 register creates the org owner and returns tokens and the user', async () => {
    const res = await t.call('POST', '/register', { body: owner });
    expect(res.status).toBe(201);
    expect(res.body.user).toEqual({ id: expect.any(String), email: 'owner@example.com', name: 'Olivia Owner', role: 'org_owner', org_id: expect.any(String) });
    expect(typeof res.body.access_token).toBe('string');
    expect(typeof res.body.refresh_token).toBe('string');
    userId = res.body.user.id;
    const claims = decodeJwt(res.body.access_token);
    expect(claims).toMatchObject({ sub: userId, role: 'org_owner', org_id: res.body.user.org_id });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(15 * 60);
  });

  it('R-ENTITY-02 R-API-09 login returns tokens, user and is_first_login (false: registering was the first sign-in)', async () => {
    const res = await t.call('POST', '/login', { body: { email: 'owner@example.com', password: owner.password } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ user: { id: userId }, is_first_login: false });
    access = res.body.access_token;
    refresh = res.body.refresh_token;
  });

  it('R-ENTITY-01 R-API-16 /me returns id, email, name, role, org_id', async () => {
    const res = await t.call('GET', '/me', { token: access });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['email', 'email_verified', 'id', 'name', 'org_id', 'role']);
  });

  it('R-ENTITY-28 R-ENTITY-29 lists the default space General with every field of spec section 3', async () => {
    const res = await t.call('GET', '/spaces/', { token: access });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        id: expect.any(String),
        name: 'General',
        slug: 'general',
        description: null,
        is_default: true,
        onboarding_completed: false,
        onboarding_progress: { questionStatuses: Array.from({ length: 18 }, () => ({ answered: false })), totalQuestions: 18 },
      },
    ]);
  });

  it('creates a space; a duplicate slug in the org is 409 with a clear message', async () => {
    const created = await t.call('POST', '/spaces/', { token: access, body: { name: 'Marketing Team', slug: 'marketing-team', description: 'Campaigns' } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Marketing Team', slug: 'marketing-team', description: 'Campaigns', is_default: false });
    const dup = await t.call('POST', '/spaces/', { token: access, body: { name: 'Again', slug: 'marketing-team' } });
    expect(dup.status).toBe(409);
    expect(dup.body.detail).toBe("A space with the slug 'marketing-team' already exists in this organization");
    const list = await t.call('GET', '/spaces/', { token: access });
    expect(list.body.map((s: { slug: string }) => s.slug)).toEqual(['general', 'marketing-team']);
  });

  it('R-VALID-10 refuses a slug with characters other than lowercase letters, digits and hyphens (422)', async () => {
    const res = await t.call('POST', '/spaces/', { token: access, body: { name: 'Bad', slug: 'Bad Slug!' } });
    expect(res.status).toBe(422);
    expect(res.body.detail[0]).toMatchObject({ loc: ['body', 'slug'] });
  });

  it('R-API-13 refresh rotates tokens; reusing the old refresh token is rejected and revokes the family', async () => {
    const first = await t.call('POST', '/refresh', { body: { refresh_token: refresh } });
    expect(first.status).toBe(200);
    expect(first.body.refresh_token).not.toBe(refresh);
    const rotated = first.body.refresh_token as string;

    // Presented again after the reuse interval (30 s): a leak, not a second tab.
    await t.server.database.db.updateTable('refresh_tokens').set({ used_at: new Date(Date.now() - 31_000).toISOString() }).where('used_at', 'is not', null).execute();
    const reuse = await t.call('POST', '/refresh', { body: { refresh_token: refresh } });
    expect(reuse.status).toBe(401);
    // The family is revoked: the token rotated from the leaked one is dead too.
    const afterReuse = await t.call('POST', '/refresh', { body: { refresh_token: rotated } });
    expect(afterReuse.status).toBe(401);
  });

  it('R-API-13 twenty tabs refreshing with one refresh token at once all get a working pair of the same session, and nobody is signed out', async () => {
    const login = await t.call('POST', '/login', { body: { email: owner.email, password: owner.password } });
    const shared = login.body.refresh_token as string;
    const answers = await Promise.all(Array.from({ length: 20 }, () => t.call('POST', '/refresh', { body: { refresh_token: shared } })));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    for (const a of answers) expect((await t.call('GET', '/me', { token: a.body.access_token })).status).toBe(200);
    // Each tab's new refresh token rotates in its turn.
    const next = await Promise.all(answers.map((a) => t.call('POST', '/refresh', { body: { refresh_token: a.body.refresh_token } })));
    expect(next.map((a) => a.status)).toEqual(Array(20).fill(200));
    // Signed out in one tab, the session ends in all: the shared token gives nothing, even within the interval.
    await t.call('POST', '/logout', { token: next[0]!.body.access_token, body: { refresh_token: next[0]!.body.refresh_token } });
    expect((await t.call('POST', '/refresh', { body: { refresh_token: shared } })).status).toBe(401);
    expect((await t.call('POST', '/refresh', { body: { refresh_token: next[1]!.body.refresh_token } })).status).toBe(401);
  });

  it('R-API-14 logout revokes the refresh token', async () => {
    const login = await t.call('POST', '/login', { body: { email: owner.email, password: owner.password } });
    const res = await t.call('POST', '/logout', { token: login.body.access_token, body: { refresh_token: login.body.refresh_token } });
    expect(res.status).toBe(200);
    const refreshAfter = await t.call('POST', '/refresh', { body: { refresh_token: login.body.refresh_token } });
    expect(refreshAfter.status).toBe(401);
  });
});

describe('server: bad input gets a clear error', () => {
  it('malformed JSON is 400 with detail', async () => {
    const res = await t.call('POST', '/login', { rawBody: '{"email": ' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: 'Malformed JSON body' });
  });

  it('R-VALID-02 invalid register fields are 422 with a list of field errors', async () => {
    const res = await t.call('POST', '/register', { body: { email: 'not-an-email', password: 'short', name: '', org_name: 'X' } });
    expect(res.status).toBe(422);
    const locs = res.body.detail.map((d: { loc: string[] }) => d.loc.join('.'));
    expect(locs).toEqual(expect.arrayContaining(['body.email', 'body.password', 'body.name']));
    for (const d of res.body.detail) expect(typeof d.msg).toBe('string');
  });

  it('R-VALID-01 login without email or password is 422', async () => {
    const res = await t.call('POST', '/login', { body: { email: 'x@y.z' } });
    expect(res.status).toBe(422);
    expect(res.body.detail[0].loc).toEqual(['body', 'password']);
  });

  it('wrong password and unknown email are both 401 "Invalid email or password"', async () => {
    await t.call('POST', '/register', { body: { email: 'p@q.io', password: 'ember-quartz-harbor-65', name: 'P', org_name: 'Q' } });
    const wrong = await t.call('POST', '/login', { body: { email: 'p@q.io', password: 'password-two' } });
    const unknown = await t.call('POST', '/login', { body: { email: 'nobody@q.io', password: 'password-two' } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ detail: 'Invalid email or password' });
    expect(unknown.body).toEqual({ detail: 'Invalid email or password' });
  });

  it('a taken email is 409, whatever its case', async () => {
    const res = await t.call('POST', '/register', { body: { ...owner, email: 'OWNER@example.com' } });
    expect(res.status).toBe(409);
    expect(typeof res.body.detail).toBe('string');
  });

  it('missing, malformed or forged tokens are 401', async () => {
    expect((await t.call('GET', '/me')).status).toBe(401);
    expect((await t.call('GET', '/me', { token: 'not-a-jwt' })).status).toBe(401);
    const forged = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4Iiwicm9sZSI6Im9yZ19vd25lciJ9.c2lnbmF0dXJl';
    expect((await t.call('GET', '/spaces/', { token: forged })).status).toBe(401);
    expect((await t.call('POST', '/refresh', { body: { refresh_token: 'unknown' } })).status).toBe(401);
  });

  it('errors never leak a stack trace and unknown API paths are JSON 404', async () => {
    const res = await t.call('GET', '/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: 'Not found' });
  });

  it('sets security headers', async () => {
    const res = await t.call('GET', '/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('serves a generated OpenAPI 3.1 document', async () => {
    const res = await t.call('GET', '/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    expect(Object.keys(res.body.paths)).toEqual(expect.arrayContaining(['/api/v1/register', '/api/v1/login', '/api/v1/spaces/', '/api/v1/health', '/api/v1/ready']));
  });
});

describe('server: organization boundaries', () => {
  it('each organization sees only its own spaces; members cannot create spaces', async () => {
    const a = await t.call('POST', '/register', { body: { email: 'a@org-a.io', password: 'ember-quartz-harbor-a1', name: 'A', org_name: 'Org A' } });
    const b = await t.call('POST', '/register', { body: { email: 'b@org-b.io', password: 'ember-quartz-harbor-b1', name: 'B', org_name: 'Org B' } });
    await t.call('POST', '/spaces/', { token: a.body.access_token, body: { name: 'Secret A', slug: 'secret-a' } });
    const bSpaces = await t.call('GET', '/spaces/', { token: b.body.access_token });
    expect(bSpaces.body.map((s: { slug: string }) => s.slug)).toEqual(['general']);
    // Same slug in another organization is fine.
    const sameSlug = await t.call('POST', '/spaces/', { token: b.body.access_token, body: { name: 'Secret B', slug: 'secret-a' } });
    expect(sameSlug.status).toBe(201);
  });
});

describe('server: space changes and the space profile questionnaire', () => {
  it('R-ENTITY-29 R-CONST-18 answers drive onboarding_progress and onboarding_completed; managers edit, members read', async () => {
    const reg = await t.call('POST', '/register', { body: { email: 'prof@profile.io', password: 'ember-quartz-harbor-64', name: 'P', org_name: 'Profile Co' } });
    const token = reg.body.access_token;
    const [general] = (await t.call('GET', '/spaces/', { token })).body;
    const profile = await t.call('GET', `/spaces/${general.id}/profile`, { token });
    expect(profile.body.questions).toHaveLength(18);
    expect(profile.body.onboarding_completed).toBe(false);

    const someAnswers = await t.call('PUT', `/spaces/${general.id}/profile`, { token, body: { answers: { business_name: 'Profile Co', industry: 'Software' } } });
    expect(someAnswers.body.onboarding_progress.questionStatuses.filter((q: { answered: boolean }) => q.answered)).toHaveLength(2);
    const all = Object.fromEntries(profile.body.questions.map((q: { id: string; format?: string }) => [q.id, q.format === 'web-address' ? 'profile.example' : `answer to ${q.id}`]));
    const done = await t.call('PUT', `/spaces/${general.id}/profile`, { token, body: { answers: all } });
    expect(done.body.onboarding_completed).toBe(true);
    const listed = (await t.call('GET', '/spaces/', { token })).body[0];
    expect(listed.onboarding_completed).toBe(true);
    expect(listed.onboarding_progress.totalQuestions).toBe(18);

    const unknown = await t.call('PUT', `/spaces/${general.id}/profile`, { token, body: { answers: { favourite_colour: 'blue' } } });
    expect(unknown.status).toBe(422);

    // The website must be a web address (agents write it into links); nothing of a refused save is stored.
    const notAnAddress = await t.call('PUT', `/spaces/${general.id}/profile`, { token, body: { answers: { business_name: 'Renamed Co', website: 'profile co' } } });
    expect(notAnAddress.status).toBe(422);
    expect(notAnAddress.body.detail).toEqual([{ loc: ['body', 'answers', 'website'], msg: 'Enter a web address, like example.com', type: 'value_error' }]);
    for (const refused of ['profile', 'javascript:alert(1)', 'ftp://profile.example', 'https://user:pw@profile.example', 'profile .example']) {
      expect((await t.call('PUT', `/spaces/${general.id}/profile`, { token, body: { answers: { website: refused } } })).status, refused).toBe(422);
    }
    const kept = (await t.call('GET', `/spaces/${general.id}/profile`, { token })).body.answers;
    expect(kept).toMatchObject({ business_name: 'answer to business_name', website: 'profile.example' });
    for (const accepted of ['www.profile.example', 'https://profile.example/shop?x=1', 'http://shop.profile.example', '']) {
      expect((await t.call('PUT', `/spaces/${general.id}/profile`, { token, body: { answers: { website: accepted } } })).status, accepted).toBe(200);
    }
  });

  it('renames a space, refuses to delete the default one, deletes another; foreign spaces are refused', async () => {
    const reg = await t.call('POST', '/register', { body: { email: 'ren@rename.io', password: 'ember-quartz-harbor-64', name: 'R', org_name: 'Rename Co' } });
    const token = reg.body.access_token;
    const [general] = (await t.call('GET', '/spaces/', { token })).body;
    const renamed = await t.call('PATCH', `/spaces/${general.id}`, { token, body: { name: 'Headquarters', description: 'Main space' } });
    expect(renamed.body).toMatchObject({ name: 'Headquarters', description: 'Main space', slug: 'general' });
    expect((await t.call('DELETE', `/spaces/${general.id}`, { token })).status).toBe(409);
    const extra = await t.call('POST', '/spaces/', { token, body: { name: 'Temp', slug: 'temp' } });
    expect((await t.call('DELETE', `/spaces/${extra.body.id}`, { token })).status).toBe(200);
    expect((await t.call('GET', '/spaces/', { token })).body).toHaveLength(1);

    const other = await t.call('POST', '/register', { body: { email: 'x@other-rename.io', password: 'ember-quartz-harbor-64', name: 'X', org_name: 'X' } });
    expect((await t.call('PATCH', `/spaces/${general.id}`, { token: other.body.access_token, body: { name: 'Hijack' } })).status).toBe(403);
    expect((await t.call('GET', `/spaces/${general.id}/profile`, { token: other.body.access_token })).status).toBe(403);
  });
});
