import { describe, expect, it } from 'vitest';
import { clientHarness, space, OWNER } from '../../support/client-harness.ts';
import { ok, fail } from '../../support/scripted-http.ts';
import { OrganizationStore } from '../../../core/client/organizations/organization-store.ts';
import { ChatStore } from '../../../core/client/chat/chat-store.ts';

async function signedIn(spaces = [space('s1', { is_default: true }), space('s2')]) {
  const h = clientHarness().serveSignIn(OWNER, spaces);
  await h.auth.login({ email: OWNER.email, password: 'pw' });
  return h;
}

describe('spaces (spec 4.4, 7.4)', () => {
  it('R-SPACES-01 R-SPACES-10 states uninitialised, initializing, initialized; spaces-ready is emitted', async () => {
    const h = clientHarness().serveSignIn();
    expect(h.spaces.state).toBe('uninitialised');
    const login = h.auth.login({ email: OWNER.email, password: 'pw' });
    await Promise.resolve();
    await login;
    expect(h.spaces.state).toBe('initialized');
    expect(h.events.find((e) => e.type === 'spaces-ready')?.payload).toMatchObject({ current: { id: 's1' } });
  });

  it('R-SPACES-02 R-SPACEERR-06 initialization can fail (error state, list emptied, spaces-error) and be retried', async () => {
    const h = await signedIn();
    h.http.on('GET', '/spaces/', fail(500, 'database down'));
    await expect(h.spaces.initialize()).rejects.toBeTruthy();
    expect(h.spaces.state).toBe('error');
    expect(h.spaces.spaces).toEqual([]);
    expect(h.events.some((e) => e.type === 'spaces-error')).toBe(true);
    h.http.on('GET', '/spaces/', ok([space('s1', { is_default: true })]));
    await h.spaces.initialize();
    expect(h.spaces.state).toBe('initialized');
  });

  it('R-SPACEAPI-02 GET /spaces/ may answer an array or {data}', async () => {
    const h = await signedIn();
    h.http.on('GET', '/spaces/', ok({ data: [space('x', { is_default: true })] }));
    await h.spaces.initialize();
    expect(h.spaces.spaces.map((s) => s.id)).toEqual(['x']);
  });

  it('R-SPACES-06 R-SPACES-07 R-STORAGE-03 switching saves currentSpaceId and broadcasts space-switched', async () => {
    const h = await signedIn();
    h.spaces.switchTo('s2');
    expect(h.storage.get('currentSpaceId')).toBe('s2');
    expect(h.events.at(-1)).toEqual({ type: 'space-switched', payload: { spaceId: 's2' } });
    expect(h.spaces.current?.id).toBe('s2');
  });

  it('R-ROLE-05 an org member can switch space too', async () => {
    const h = clientHarness().serveSignIn({ ...OWNER, role: 'org_member' }, [space('s1', { is_default: true }), space('s2')]);
    await h.auth.login({ email: OWNER.email, password: 'pw' });
    h.spaces.switchTo('s2');
    expect(h.spaces.current?.id).toBe('s2');
  });

  it('R-SPACES-08 R-SPACES-09 space-switched clears the organization cache and the agents and sessions', async () => {
    const h = await signedIn();
    const stores = { organization: h.get(OrganizationStore), chat: h.get(ChatStore) };
    stores.organization.organization = { id: 'o1', name: 'Acme', properties: [] };
    stores.organization.members = [{ id: 'u1', email: 'a', name: 'a', role: 'org_owner' }];
    h.http.on('GET', '/agents', ok([{ slug: 'seo-agent', name: 'SEO Agent', estimated_credits: 20 }]));
    h.http.on('GET', '/agents/sessions', ok([{ id: 'c1', title: 'Audit', agent_slug: 'seo-agent', created_at: '', updated_at: '' }]));
    await stores.chat.loadAgents();
    await stores.chat.selectAgent('seo-agent');
    expect(stores.chat.view.sessions.map((s) => s.id)).toEqual(['c1']);
    h.spaces.switchTo('s2');
    expect(stores.organization.organization).toBeNull();
    expect(stores.organization.members).toEqual([]);
    expect(stores.chat.view.agents).toEqual([]);
    expect(stores.chat.view.sessions).toEqual([]);
  });

  it('R-SPACES-11 with no spaces at all, spaces-ready carries "No spaces available"', async () => {
    const h = await signedIn([]);
    expect(h.events.find((e) => e.type === 'spaces-ready')?.payload).toEqual({ spaces: [], current: null, error: 'No spaces available' });
  });

  it('R-SPACEAPI-03 R-VALID-14 creating a space posts {name, slug, description} and returns it; description is optional', async () => {
    const h = await signedIn();
    h.http.on('POST', '/spaces/', (_req, body) => ok({ ...space('s3'), name: body.name, slug: body.slug, description: body.description ?? null }, 201));
    const created = await h.spaces.create({ name: ' Marketing Team ', slug: 'marketing-team' });
    expect(h.http.requests.at(-1)!.body).toEqual({ name: 'Marketing Team', slug: 'marketing-team', description: undefined });
    expect(created).toMatchObject({ id: 's3', name: 'Marketing Team' });
    expect(h.events.at(-1)?.type).toBe('spaces-refreshed');
  });

  it('updates a space by PATCH /spaces/{id} with its name and description', async () => {
    const h = await signedIn();
    h.http.on('PATCH', '/spaces/s1', ok({}));
    await h.spaces.update('s1', { name: 'Renamed', description: null });
    const sent = h.http.requests.at(-1)!;
    expect(sent.method).toBe('PATCH');
    expect(sent.body).toEqual({ name: 'Renamed', description: null });
  });

  it('a saved description and onboarding progress replace the listed space at once, for every screen', async () => {
    const h = await signedIn();
    h.http.on('PATCH', '/spaces/s1', (_req, body) => ok({ ...h.spaces.spaces.find((s) => s.id === 's1'), ...body }));
    await h.spaces.update('s1', { name: 'Renamed', description: 'Coffee grinders for baristas' });
    expect(h.spaces.spaces.find((s) => s.id === 's1')).toMatchObject({ name: 'Renamed', description: 'Coffee grinders for baristas' });
    expect(h.events.at(-1)?.type).toBe('spaces-refreshed');

    h.http.on('PUT', '/spaces/s1/profile', (_req, body) => ok({ id: 's1', space_id: 's1', questions: [], answers: body.answers, onboarding_completed: true }));
    await h.spaces.saveProfile('s1', { q1: 'We sell boots' });
    expect(h.spaces.current?.onboarding_completed).toBe(true);
    expect(h.events.at(-1)?.type).toBe('spaces-refreshed');
  });

  it('reads and saves the space profile (GET and PUT /spaces/{id}/profile)', async () => {
    const h = await signedIn();
    const profile = { questions: [], answers: { q1: 'We sell shoes' }, onboarding_completed: false };
    h.http.on('GET', '/spaces/s1/profile', ok(profile));
    expect(await h.spaces.profile('s1')).toEqual(profile);
    h.http.on('PUT', '/spaces/s1/profile', (_req, body) => ok({ ...profile, answers: body.answers }));
    const saved = await h.spaces.saveProfile('s1', { q1: 'We sell boots' });
    expect(h.http.requests.at(-1)!.body).toEqual({ answers: { q1: 'We sell boots' } });
    expect(saved.answers).toEqual({ q1: 'We sell boots' });
  });

  it('R-VALID-15 a creation response without an id fails', async () => {
    const h = await signedIn();
    h.http.on('POST', '/spaces/', ok({ name: 'x' }, 201));
    await expect(h.spaces.create({ name: 'X', slug: 'x' })).rejects.toMatchObject({ message: 'Invalid response from server: missing space data' });
  });

  it('R-SPACEERR-07 creation failure: errorMessage, else message, else error, else the fallback', async () => {
    const bodies: [unknown, string][] = [
      [{ errorMessage: 'Quota reached', message: 'm', error: 'e' }, 'Quota reached'],
      [{ message: 'Slug taken' }, 'Slug taken'],
      [{ error: 'Bad' }, 'Bad'],
      [null, 'Failed to create space'],
    ];
    for (const [body, text] of bodies) {
      const h = await signedIn();
      h.http.on('POST', '/spaces/', { status: 400, body });
      await expect(h.spaces.create({ name: 'X', slug: 'x' })).rejects.toMatchObject({ message: text });
    }
  });
});

describe('space loading errors (spec 8.2)', () => {
  const cases: [string, Parameters<ReturnType<typeof clientHarness>['http']['on']>[2], string][] = [
    ['R-SPACEERR-01', () => 'network', 'Network error while loading spaces. Please check your connection and try again.'],
    ['R-SPACEERR-02', fail(403, 'Forbidden'), 'Access denied. You may not have permission to access any spaces in this organization.'],
    ['R-SPACEERR-03', fail(401), 'Authentication expired. Please log in again.'],
    ['R-SPACEERR-04', fail(404), 'No spaces found. Contact your administrator to create a space.'],
    ['R-SPACEERR-05', fail(500, 'Database is on fire'), 'Database is on fire'],
    ['R-SPACEERR-05', { status: 500, body: null }, 'Failed to fetch spaces'],
  ];
  it.each(cases)('%s', async (_id, answer, text) => {
    const h = await signedIn();
    h.http.on('GET', '/spaces/', answer);
    h.http.on('POST', '/refresh', fail(401));
    await h.spaces.initialize().catch(() => undefined);
    expect(h.spaces.error).toBe(text);
    expect(h.spaces.spaces).toEqual([]);
  });
});
