import { describe, expect, it } from 'vitest';
import { clientHarness, settle, space, tokenExpiringAt, NOW, OWNER } from '../../support/client-harness.ts';
import { ok, fail } from '../../support/scripted-http.ts';
import { AuthState } from '../../../core/client/auth/auth-state.ts';
import { PrefetchRegistry } from '../../../core/client/auth/prefetch-registry.ts';
import { StoreRegistry } from '../../../core/client/stores/store-registry.ts';
import { BrandVoiceStore } from '../../../core/client/knowledge/brand-voice-store.ts';
import { CreditsStore } from '../../../core/client/credits/credits-store.ts';
import { AnalyticsPropertyStore } from '../../../core/client/integrations/analytics-property-store.ts';
import { ErpStore } from '../../../core/client/erp/erp-store.ts';
import { KnowledgeBaseStore } from '../../../core/client/knowledge/knowledge-base-store.ts';
import { LeadSearchStore } from '../../../core/client/leads/lead-search-store.ts';
import { BackgroundTasksStore } from '../../../core/client/chat/background-tasks-store.ts';
import { fieldProblemsOf } from '../../../core/domain/field-errors.ts';

// The stores spec section 3 lists (cleared on a user switch), then the ones our features add beside them.
const EVERY_STORE = [
  'analytics-properties', 'spaces', 'knowledge-base', 'agents', 'brand-voice', 'organization', 'agent-documents', 'agent-configuration', 'erp',
  'ad-platform', 'outreach', 'lead-search', 'url-intelligence', 'email-bookmarks', 'credits', 'background-tasks', 'content-publishing',
  'connections', 'action-proposals', 'mcp-servers',
].sort();

/** Stored tokens; `role` as the server writes it into the access token (left out, the token says none). */
function withStoredTokens(h: ReturnType<typeof clientHarness>, role?: string) {
  h.storage.set('access_token', tokenExpiringAt(NOW + 15 * 60_000, 'u1', role));
  h.storage.set('refresh_token', 'r0');
  return h;
}

describe('initialization (spec 4.1)', () => {
  it('R-AUTH-01 R-AUTH-04 no stored tokens: UNAUTHENTICATED, starting from INITIALIZING', async () => {
    const h = clientHarness();
    expect(h.auth.state).toBe(AuthState.INITIALIZING);
    await h.auth.initialize();
    expect(h.auth.state).toBe(AuthState.UNAUTHENTICATED);
    expect(h.http.requests).toHaveLength(0);
  });

  it('R-AUTH-02 R-AUTH-03 the API client keeps its own copy of the state, starting UNAUTHENTICATED, and follows it', async () => {
    const h = withStoredTokens(clientHarness().serveSignIn());
    expect(h.api.authState).toBe(AuthState.UNAUTHENTICATED);
    await h.auth.initialize();
    expect(h.api.authState).toBe(AuthState.AUTHENTICATED);
    await h.auth.logout();
    expect(h.api.authState).toBe(AuthState.UNAUTHENTICATED);
  });

  it('R-AUTH-05 R-AUTH-06 R-AUTH-07 R-AUTH-08 with tokens: fetch the user, check for a user switch, init spaces, AUTHENTICATED', async () => {
    const h = withStoredTokens(clientHarness().serveSignIn());
    h.storage.set('last_user_id', 'someone-else');
    h.storage.set('currentSpaceId', 'theirs');
    await h.auth.initialize();
    expect(h.http.paths()).toEqual(['GET /me', 'GET /spaces/']);
    expect(h.auth.user).toEqual(OWNER);
    expect(h.spaces.current?.id).toBe('s1');
    expect(h.auth.state).toBe(AuthState.AUTHENTICATED);
  });

  it('R-AUTH-05 R-AUTH-08 a stored token of a member asks for the spaces beside /me, and applies them after the user-switch check', async () => {
    const h = withStoredTokens(clientHarness().serveSignIn(OWNER, [space('s1', { is_default: true }), space('s2')]), 'org_owner');
    // The last user was someone else, whose space is still stored: the check must clear it before the choice.
    h.storage.set('last_user_id', 'someone-else');
    h.storage.set('currentSpaceId', 's2');
    h.http.hold(/^\/me$/);
    const initializing = h.auth.initialize();
    await settle();
    // Both are on their way before /me has answered (one round trip, not two, before the first page).
    expect(h.http.paths()).toEqual(['GET /me', 'GET /spaces/']);
    expect(h.spaces.current).toBeNull();
    h.http.releaseAll();
    await initializing;
    expect(h.auth.state).toBe(AuthState.AUTHENTICATED);
    expect(h.spaces.current?.id).toBe('s1');
    expect(h.http.paths()).toEqual(['GET /me', 'GET /spaces/']);
  });

  it('R-AUTH-05 a platform admin\'s stored token, or an expired one, asks for /me alone first', async () => {
    const admin = withStoredTokens(clientHarness().serveSignIn({ ...OWNER, role: 'system_admin', org_id: '' }), 'system_admin');
    await admin.auth.initialize();
    expect(admin.http.paths()).toEqual(['GET /me']);

    const expired = clientHarness().serveSignIn();
    expired.storage.set('access_token', tokenExpiringAt(NOW - 1000, 'u1', 'org_owner'));
    expired.storage.set('refresh_token', 'r0');
    expired.http.hold(/^\/me$/);
    const initializing = expired.auth.initialize();
    await settle();
    expect(expired.http.paths()).toEqual(['GET /me']);
    expired.http.releaseAll();
    await initializing;
    expect(expired.http.paths()).toEqual(['GET /me', 'GET /spaces/']);
    expect(expired.auth.state).toBe(AuthState.AUTHENTICATED);
  });

  it('R-AUTH-12 a refused /me signs out even though the spaces beside it came back', async () => {
    const h = withStoredTokens(clientHarness().serveSignIn(), 'org_owner');
    h.http.on('GET', '/me', fail(401));
    await h.auth.initialize();
    expect(h.http.paths().slice(0, 2)).toEqual(['GET /me', 'GET /spaces/']);
    expect(h.auth.state).toBe(AuthState.UNAUTHENTICATED);
    expect(h.spaces.current).toBeNull();
    expect(h.storage.get('access_token')).toBeNull();
  });

  it('R-AUTH-10 R-AUTH-11 a network or timeout error keeps the tokens, UNAUTHENTICATED with the message', async () => {
    for (const failure of ['network', 'timeout'] as const) {
      const h = withStoredTokens(clientHarness());
      h.http.on('GET', '/me', () => failure);
      await h.auth.initialize();
      expect(h.auth.state).toBe(AuthState.UNAUTHENTICATED);
      expect(h.auth.error).toBe('Network error during authentication. Please check your connection.');
      expect(h.storage.get('refresh_token')).toBe('r0');
    }
  });

  it('R-AUTH-12 R-AUTH-13 any other failure clears the tokens and goes UNAUTHENTICATED', async () => {
    const h = withStoredTokens(clientHarness());
    h.http.on('GET', '/me', fail(401));
    await h.auth.initialize();
    expect(h.auth.state).toBe(AuthState.UNAUTHENTICATED);
    expect(h.storage.get('access_token')).toBeNull();
    expect(h.storage.get('refresh_token')).toBeNull();
  });
});

describe('login (spec 4.1, 2.2)', () => {
  it('R-AUTH-14 R-AUTH-16 R-AUTH-19 R-AUTH-20 R-STORAGE-01 R-STORAGE-02 R-STORAGE-04 saves tokens, user and last user id; inits spaces; AUTHENTICATED', async () => {
    const h = clientHarness().serveSignIn();
    await h.auth.login({ email: OWNER.email, password: 'pw' });
    expect(h.storage.get('access_token')).toMatch(/\./);
    expect(h.storage.get('refresh_token')).toBe('r1');
    expect(h.storage.get('last_user_id')).toBe('u1');
    expect(h.auth.user).toEqual(OWNER);
    // Then the post-login prefetch of the space's brand voice and documents.
    expect(h.http.paths().slice(0, 2)).toEqual(['POST /login', 'GET /spaces/']);
    expect(h.http.paths().slice(2).sort()).toEqual(['GET /brand-voice', 'GET /knowledge-base/documents']);
    expect(h.auth.state).toBe(AuthState.AUTHENTICATED);
  });

  it('R-AUTH-17 R-ROLE-04 R-SPACES-14 admins skip space initialization', async () => {
    for (const role of ['system_admin', 'support_admin'] as const) {
      const h = clientHarness().serveSignIn({ ...OWNER, role });
      await h.auth.login({ email: OWNER.email, password: 'pw' });
      expect(h.http.paths()).toEqual(['POST /login']);
      expect(h.auth.state).toBe(AuthState.AUTHENTICATED);
    }
  });

  it('R-AUTH-18 a space initialization failure aborts login', async () => {
    const h = clientHarness().serveSignIn();
    h.http.on('GET', '/spaces/', fail(500));
    await expect(h.auth.login({ email: OWNER.email, password: 'pw' })).rejects.toMatchObject({ message: 'Failed to initialize spaces after login' });
    expect(h.auth.state).toBe(AuthState.UNAUTHENTICATED);
    expect(h.storage.get('access_token')).toBeNull();
  });

  it('R-GUARD-24 R-STORAGE-05 a first login stores the welcome-modal flag', async () => {
    const first = clientHarness().serveSignIn(OWNER, undefined, { firstLogin: true });
    await first.auth.login({ email: OWNER.email, password: 'pw' });
    expect(first.storage.get('show_welcome_modal')).toBe('true');
    const later = clientHarness().serveSignIn(OWNER, undefined, { firstLogin: false });
    await later.auth.login({ email: OWNER.email, password: 'pw' });
    expect(later.storage.get('show_welcome_modal')).toBeNull();
  });

  it('R-ERR-21 a login failure shows the error message, else "Login failed"', async () => {
    const h = clientHarness();
    h.http.on('POST', '/login', fail(401, 'Invalid email or password'));
    await expect(h.auth.login({ email: 'x@y.z', password: 'bad' })).rejects.toMatchObject({ message: 'Invalid email or password' });
    expect(h.auth.error).toBe('Invalid email or password');
    const blank = clientHarness();
    blank.http.on('POST', '/login', () => {
      throw new Error('');
    });
    await expect(blank.auth.login({ email: 'x@y.z', password: 'bad' })).rejects.toMatchObject({ message: 'Login failed' });
  });

  it('R-ERR-22 a registration failure shows "Registration failed"; the server reasons stay available for the form', async () => {
    const h = clientHarness();
    h.http.on('POST', '/register', fail(500));
    await expect(h.auth.register({ email: 'a@b.co', password: 'password1', name: 'A', org_name: 'B' })).rejects.toMatchObject({ message: 'Registration failed' });
    h.http.on('POST', '/register', fail(422, [{ loc: ['body', 'password'], msg: 'Password must be at least 8 characters', type: 'too_small' }]));
    const error = await h.auth.register({ email: 'a@b.co', password: 'short', name: 'A', org_name: 'B' }).catch((e) => e);
    expect(error.message).toBe('Registration failed');
    expect(fieldProblemsOf(error)).toEqual([{ field: 'password', message: 'Password must be at least 8 characters' }]);
  });

  it('R-AUTH-39 R-AUTH-40 after login a background prefetch starts and is waited for at most 3 s', async () => {
    const h = clientHarness().serveSignIn();
    let started = 0;
    h.get(PrefetchRegistry).add('brand voice', () => {
      started++;
      return new Promise(() => undefined);
    });
    await h.auth.login({ email: OWNER.email, password: 'pw' });
    expect(started).toBe(1);
    let settled = false;
    void h.auth.prefetchSettled.then(() => (settled = true));
    h.clock.advance(2999);
    await settle();
    expect(settled).toBe(false);
    h.clock.advance(1);
    await settle();
    expect(settled).toBe(true);
  });
});

describe('refresh and logout (spec 4.1)', () => {
  it('R-AUTH-21 R-AUTH-22 refresh goes REFRESHING then AUTHENTICATED', async () => {
    const h = clientHarness().serveSignIn();
    await h.auth.login({ email: OWNER.email, password: 'pw' });
    h.http.on('POST', '/refresh', ok({ access_token: tokenExpiringAt(NOW + 30 * 60_000), refresh_token: 'r2' }));
    h.events.length = 0;
    await h.auth.refresh();
    const states = h.events.filter((e) => e.type === 'auth-state-changed').map((e) => (e.payload as { state: string }).state);
    expect(states).toEqual(['REFRESHING', 'AUTHENTICATED']);
  });

  it('R-AUTH-24 R-AUTH-25 R-AUTH-26 R-AUTH-27 R-AUTH-28 logout: LOGGING_OUT, tells the server, clears, LOGOUT_COMPLETE, UNAUTHENTICATED', async () => {
    const h = clientHarness().serveSignIn();
    await h.auth.login({ email: OWNER.email, password: 'pw' });
    h.events.length = 0;
    await h.auth.logout();
    expect(h.http.requests.at(-1)).toMatchObject({ method: 'POST', body: { refresh_token: 'r1' } });
    expect(h.storage.get('access_token')).toBeNull();
    expect(h.auth.user).toBeNull();
    expect(h.spaces.spaces).toEqual([]);
    expect(h.events.map((e) => (e.type === 'auth-state-changed' ? (e.payload as { state: string }).state : e.type))).toEqual([
      'LOGGING_OUT',
      'LOGOUT_COMPLETE',
      'UNAUTHENTICATED',
    ]);
  });

  it('R-AUTH-29 R-AUTH-30 a forced logout does the same and also emits SESSION_EXPIRED', async () => {
    const h = clientHarness().serveSignIn();
    await h.auth.login({ email: OWNER.email, password: 'pw' });
    h.events.length = 0;
    await h.auth.logout({ forced: true });
    expect(h.http.paths().at(-1)).toBe('POST /logout');
    expect(h.events.map((e) => e.type)).toEqual(['auth-state-changed', 'LOGOUT_COMPLETE', 'SESSION_EXPIRED', 'auth-state-changed']);
  });

  it('R-AUTH-23 a failed refresh forces a logout', async () => {
    const h = clientHarness().serveSignIn();
    await h.auth.login({ email: OWNER.email, password: 'pw' });
    h.http.on('POST', '/refresh', fail(401));
    expect(await h.auth.refresh()).toBe(false);
    expect(h.auth.state).toBe(AuthState.UNAUTHENTICATED);
    expect(h.events.map((e) => e.type)).toContain('SESSION_EXPIRED');
  });
});

describe('user switch (spec 3, 4.1)', () => {
  it('R-AUTH-15 R-AUTH-35 R-AUTH-36 R-AUTH-37 R-AUTH-38 a different user clears every store and the stored space and user data', async () => {
    const h = clientHarness().serveSignIn();
    h.storage.set('last_user_id', 'previous-user');
    h.storage.set('currentSpaceId', 'previous-space');
    h.storage.set('temp_auth_data', '{"x":1}');
    const stores = { brandVoice: h.get(BrandVoiceStore), credits: h.get(CreditsStore) };
    stores.brandVoice.content = 'Their voice';
    stores.credits.currentTransactionId = 'tx-old';
    await h.auth.login({ email: OWNER.email, password: 'pw' });
    expect(stores.brandVoice.content).toBeNull();
    expect(stores.credits.currentTransactionId).toBeNull();
    expect(h.storage.get('temp_auth_data')).toBeNull();
    expect(h.storage.get('currentSpaceId')).toBe('s1');
    expect(h.storage.get('last_user_id')).toBe('u1');
  });

  it('the same user keeps their stored space', async () => {
    const h = clientHarness().serveSignIn(OWNER, [space('s1', { is_default: true }), space('s2')]);
    h.storage.set('last_user_id', 'u1');
    h.storage.set('currentSpaceId', 's2');
    await h.auth.login({ email: OWNER.email, password: 'pw' });
    expect(h.spaces.current?.id).toBe('s2');
  });

  it('R-RESET-01 to R-RESET-17: every store of spec section 3 is registered for the switch, and no store can be left out', () => {
    const h = clientHarness();
    expect(h.get(StoreRegistry).registeredNames().sort()).toEqual(EVERY_STORE);
    // R-RESET-01 R-RESET-02 R-RESET-03 R-RESET-04 R-RESET-05 R-RESET-06 R-RESET-07 R-RESET-08 R-RESET-09
    // R-RESET-10 R-RESET-11 R-RESET-12 R-RESET-13 R-RESET-14 R-RESET-15 R-RESET-16 R-RESET-17
    const stores = {
      analyticsProperties: h.get(AnalyticsPropertyStore), erp: h.get(ErpStore), knowledgeBase: h.get(KnowledgeBaseStore),
      leadSearch: h.get(LeadSearchStore), backgroundTasks: h.get(BackgroundTasksStore),
    };
    stores.analyticsProperties.selectedPropertyId = 'p1';
    stores.erp.selectedConnectionId = 'c1';
    stores.knowledgeBase.documents = [{} as never];
    stores.leadSearch.lastQuery = 'cmo';
    stores.backgroundTasks.add({ sessionId: 's', agentSlug: 'a', agentName: 'A', type: 'websocket' });
    h.get(StoreRegistry).resetAll();
    expect([stores.analyticsProperties.selectedPropertyId, stores.erp.selectedConnectionId, stores.leadSearch.lastQuery]).toEqual([null, null, null]);
    expect(stores.knowledgeBase.documents).toEqual([]);
    expect(stores.backgroundTasks.tasks).toEqual([]);
  });
});

describe('stored data (spec 3)', () => {
  it('R-STORAGE-12 the access token is decoded for its exp claim', async () => {
    const h = clientHarness().serveSignIn(OWNER, undefined, { exp: NOW + 42 * 60_000 });
    await h.auth.login({ email: OWNER.email, password: 'pw' });
    const { TokenStore } = await import('../../../core/client/auth/token-store.ts');
    expect(h.get(TokenStore).accessTokenExpiry()).toBe(NOW + 42 * 60_000);
  });

  it('R-STORAGE-03 current space under currentSpaceId', async () => {
    const h = clientHarness().serveSignIn();
    await h.auth.login({ email: OWNER.email, password: 'pw' });
    expect(h.storage.get('currentSpaceId')).toBe('s1');
  });

  it('R-STORAGE-06 temporary auth data (docs/DECISIONS.md C1): no sign-in step leaves any, and a sign-out removes what an earlier build left', async () => {
    const h = clientHarness().serveSignIn();
    await h.auth.register({ email: OWNER.email, password: 'a long passphrase', name: 'Olga', org_name: 'Acme' });
    await h.auth.refresh();
    await h.auth.logout();
    await h.auth.login({ email: OWNER.email, password: 'pw' });
    expect(h.storage.keys().sort()).toEqual(['access_token', 'currentSpaceId', 'last_user_id', 'refresh_token', 'show_welcome_modal']);

    h.storage.set('temp_auth_data', '{"email":"olga@acme.io"}');
    await h.auth.logout();
    expect(h.storage.get('temp_auth_data')).toBeNull();
  });
});
