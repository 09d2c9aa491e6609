import { describe, expect, it } from 'vitest';
import { clientHarness, settle, tokenExpiringAt, NOW, OWNER } from '../../support/client-harness.ts';
import { ok, fail } from '../../support/scripted-http.ts';
import { AuthState } from '../../../core/client/auth/auth-state.ts';
import { ApiError } from '../../../core/domain/api-error.ts';
import { mapHttpError } from '../../../core/domain/api-error-mapping.ts';
import { isSpaceExemptPath } from '../../../core/domain/spaces/space-context-rule.ts';

async function signedIn() {
  const h = clientHarness().serveSignIn();
  await h.auth.login({ email: OWNER.email, password: 'pw' });
  return h;
}

describe('API client headers and defaults (spec 7)', () => {
  it('R-API-01 R-API-02 R-API-03 R-API-04 R-API-05 R-API-06 R-API-07 every request carries base path, ids, route, time, token and space', async () => {
    const h = await signedIn();
    h.http.on('GET', '/billing/credits', ok({}));
    h.route.route = '/credits';
    await h.api.get('/billing/credits');
    const req = h.http.requests.at(-1)!;
    expect(req.url).toBe('/api/v1/billing/credits');
    expect(req.headers['X-Request-ID']).toMatch(/^id-\d+$/);
    expect(req.headers['X-Client-Route']).toBe('/credits');
    expect(req.headers['X-Client-Timestamp']).toBe(new Date(NOW).toISOString());
    expect(req.headers.Authorization).toMatch(/^Bearer /);
    expect(req.headers['X-Space-ID']).toBe('s1');
    // JSON is the default: bodies are objects the HTTP adapter serialises as JSON.
    h.http.on('POST', '/billing/credits/add', ok({}));
    await h.api.post('/billing/credits/add', { amount: 1 });
    expect(h.http.requests.at(-1)!.body).toEqual({ amount: 1 });
  });

  it('R-API-08 R-CONST-01 requests have no timeout by default', async () => {
    const h = await signedIn();
    h.http.on('GET', '/agents/sessions/x/poll', ok([]));
    await h.api.get('/agents/sessions/x/poll');
    expect(h.http.requests.at(-1)!.timeoutMs).toBeUndefined();
  });
});

describe('sending in the turn it is asked', () => {
  it("a signed-in read reaches the network before code asked for after it: the page's first requests keep their order on the browser's few connections", async () => {
    const h = await signedIn();
    h.http.on('GET', '/billing/credits', ok({}));
    const before = h.http.requests.length;
    void h.api.get('/billing/credits');
    expect(h.http.paths().slice(before)).toEqual(['GET /billing/credits']);
  });

  it('so do GET /me and the spaces beside it while a stored session is checked', () => {
    const h = clientHarness().serveSignIn();
    h.storage.set('access_token', tokenExpiringAt(NOW + 60_000, OWNER.id, OWNER.role));
    h.storage.set('refresh_token', 'r1');
    void h.auth.initialize();
    expect(h.http.paths()).toEqual(['GET /me', 'GET /spaces/']);
  });
});

describe('request queue and logout (spec 4.1)', () => {
  it('R-AUTH-31 R-AUTH-32 requests made while unauthenticated wait until AUTHENTICATED', async () => {
    const h = clientHarness().serveSignIn();
    h.http.on('GET', '/billing/plan', ok({ type: 'free' }));
    let done = false;
    const pending = h.api.get('/billing/plan', { skipSpaceCheck: true }).then(() => (done = true));
    await settle();
    expect(done).toBe(false);
    expect(h.api.queuedCount).toBe(1);
    await h.auth.login({ email: OWNER.email, password: 'pw' });
    await pending;
    expect(done).toBe(true);
  });

  it('R-API-15 R-SPACEAPI-01 GET /me and GET /spaces/ skip the queue', async () => {
    const h = clientHarness().serveSignIn();
    h.storage.set('access_token', tokenExpiringAt(NOW + 60_000));
    h.storage.set('refresh_token', 'r1');
    await h.auth.initialize();
    expect(h.http.paths()).toEqual(['GET /me', 'GET /spaces/']);
    expect(h.auth.state).toBe(AuthState.AUTHENTICATED);
  });

  it('R-AUTH-33 R-AUTH-34 R-ERR-20 entering LOGGING_OUT cancels in-flight requests and rejects queued ones', async () => {
    const h = await signedIn();
    h.http.on('GET', '/billing/credits', ok({}));
    h.http.hold(/billing\/credits/);
    const inFlight = h.api.get('/billing/credits').catch((e: ApiError) => e);
    await settle();
    const queued = (async () => {
      h.api.setAuthState(AuthState.REFRESHING);
      return h.api.get('/billing/plan').catch((e: ApiError) => e);
    })();
    await settle();
    h.api.setAuthState(AuthState.LOGGING_OUT);
    const [a, b] = await Promise.all([inFlight, queued]);
    expect(a).toMatchObject({ code: 'LOGGED_OUT', message: 'Request cancelled - user logged out' });
    expect(b).toMatchObject({ message: 'Request cancelled due to logout' });
  });
});

describe('401 handling and refresh (spec 7.1, 8.1)', () => {
  it('R-API-17 R-ERR-06 a 401 refreshes once and retries the request', async () => {
    const h = await signedIn();
    let calls = 0;
    h.http.on('GET', '/billing/credits', () => (++calls === 1 ? fail(401, 'expired') : ok({ remaining: 5 })));
    h.http.on('POST', '/refresh', ok({ access_token: tokenExpiringAt(NOW + 900_000), refresh_token: 'r2' }));
    await expect(h.api.get('/billing/credits')).resolves.toEqual({ remaining: 5 });
    expect(h.http.paths().filter((p) => p === 'POST /refresh')).toHaveLength(1);
    expect(h.storage.get('refresh_token')).toBe('r2');
  });

  it('R-API-18 concurrent 401s share a single refresh', async () => {
    const h = await signedIn();
    const fresh = (req: { headers: Record<string, string> }) => (req.headers.Authorization?.includes('new') ? ok({}) : fail(401));
    h.http.on('GET', '/billing/credits', fresh);
    h.http.on('GET', '/billing/plan', fresh);
    h.http.on('POST', '/refresh', ok({ access_token: `new.${tokenExpiringAt(NOW + 900_000).split('.')[1]}.x`, refresh_token: 'r2' }));
    await Promise.all([h.api.get('/billing/credits'), h.api.get('/billing/plan')]);
    expect(h.http.paths().filter((p) => p === 'POST /refresh')).toHaveLength(1);
  });

  it('R-ERR-05 R-AUTH-23 a 401 after the retry forces a logout (SESSION_EXPIRED)', async () => {
    const h = await signedIn();
    h.http.on('GET', '/billing/credits', fail(401, 'nope'));
    h.http.on('POST', '/refresh', ok({ access_token: tokenExpiringAt(NOW + 900_000), refresh_token: 'r2' }));
    await expect(h.api.get('/billing/credits')).rejects.toMatchObject({ code: 'UNAUTHORIZED', message: 'nope' });
    expect(h.auth.state).toBe(AuthState.UNAUTHENTICATED);
    expect(h.events.map((e) => e.type)).toContain('SESSION_EXPIRED');
  });

  it('R-API-19 at most 3 consecutive refresh attempts before a forced logout', async () => {
    const h = await signedIn();
    let n = 0;
    // Each call is refused, refreshed, and its retry still fails (500): no success in between, so the
    // refreshes are consecutive. The fourth 401 ends the session instead of refreshing again.
    let calls = 0;
    h.http.on('GET', '/billing/credits', () => (++calls % 2 === 1 ? fail(401) : fail(500)));
    h.http.on('POST', '/refresh', () => ok({ access_token: tokenExpiringAt(NOW + 900_000 + ++n * 1000), refresh_token: `r${n}` }));
    for (let i = 0; i < 3; i++) await expect(h.api.get('/billing/credits')).rejects.toMatchObject({ code: 'INTERNAL_ERROR' });
    expect(h.http.paths().filter((p) => p === 'POST /refresh')).toHaveLength(3);
    expect(h.auth.state).toBe(AuthState.AUTHENTICATED);
    await expect(h.api.get('/billing/credits')).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(h.http.paths().filter((p) => p === 'POST /refresh')).toHaveLength(3);
    expect(h.auth.state).toBe(AuthState.UNAUTHENTICATED);
  });

  it('R-ERR-04 R-AUTH-23 a 401 on the no-refresh call (the refresh itself) makes the state UNAUTHENTICATED, announces LOGIN_REQUIRED, then forces the logout', async () => {
    const h = await signedIn();
    h.http.on('GET', '/billing/credits', fail(401));
    h.http.on('POST', '/refresh', fail(401));
    const seen: string[] = [];
    h.bus.on('LOGIN_REQUIRED', () => seen.push('LOGIN_REQUIRED'));
    h.bus.on('auth-state-changed', ({ state }) => seen.push(state));
    h.bus.on('SESSION_EXPIRED', () => seen.push('SESSION_EXPIRED'));
    await expect(h.api.get('/billing/credits')).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(h.http.paths().filter((p) => p === 'POST /refresh')).toHaveLength(1);
    expect(seen).toEqual([
      AuthState.REFRESHING, 'LOGIN_REQUIRED', AuthState.UNAUTHENTICATED, AuthState.LOGGING_OUT, 'SESSION_EXPIRED', AuthState.UNAUTHENTICATED,
    ]);
    expect(h.auth.state).toBe(AuthState.UNAUTHENTICATED);
  });

  it('R-ERR-02 R-ERR-03 a 401 on an analytics integration path is GA4_OAUTH_EXPIRED and the session stays', async () => {
    const h = await signedIn();
    h.http.on('GET', '/integrations/ga4/properties', fail(401));
    await expect(h.api.get('/integrations/ga4/properties')).rejects.toMatchObject({
      code: 'GA4_OAUTH_EXPIRED',
      message: 'Google Analytics authentication has expired. Please reconnect your account.',
    });
    expect(h.auth.state).toBe(AuthState.AUTHENTICATED);
  });

  it('R-API-20 R-AUTH-09 the proactive refresh fires 5 minutes before expiry', async () => {
    const h = clientHarness().serveSignIn(OWNER, undefined, { exp: NOW + 15 * 60_000 });
    h.http.on('POST', '/refresh', ok({ access_token: tokenExpiringAt(NOW + 30 * 60_000), refresh_token: 'r2' }));
    await h.auth.login({ email: OWNER.email, password: 'pw' });
    h.clock.advance(10 * 60_000 - 1);
    await settle();
    expect(h.http.paths()).not.toContain('POST /refresh');
    h.clock.advance(1);
    await settle();
    expect(h.http.paths()).toContain('POST /refresh');
  });
});

describe('error normalisation table (spec 8.1)', () => {
  const cases: [string, number, unknown, string, string][] = [
    ['R-ERR-01', 401, { detail: 'Token expired' }, 'UNAUTHORIZED', 'Token expired'],
    ['R-ERR-01', 401, null, 'UNAUTHORIZED', 'Authentication required'],
    ['R-ERR-07', 403, { detail: 'Access denied to this space' }, 'FORBIDDEN', 'Access denied to this space. Contact your administrator for access.'],
    ['R-ERR-08', 403, { detail: 'nope' }, 'FORBIDDEN', 'Permission denied'],
    ['R-ERR-09', 404, { detail: 'Space not found' }, 'NOT_FOUND', 'Current space not found. Please refresh the page or contact support.'],
    ['R-ERR-10', 404, { detail: 'Agent not found' }, 'NOT_FOUND', 'Agent not available in your current space'],
    ['R-ERR-11', 404, { detail: 'whatever' }, 'NOT_FOUND', 'Resource not found'],
    ['R-ERR-12', 422, { detail: [] }, 'VALIDATION_ERROR', 'Validation error'],
    ['R-ERR-13', 429, null, 'RATE_LIMITED', 'Too many requests'],
    ['R-ERR-14', 500, null, 'INTERNAL_ERROR', 'Internal server error'],
    ['R-ERR-15', 503, { message: 'Down for maintenance' }, 'SERVER_ERROR', 'Down for maintenance'],
    ['R-ERR-15', 502, { error: 'Bad gateway' }, 'SERVER_ERROR', 'Bad gateway'],
    ['R-ERR-15', 418, null, 'SERVER_ERROR', 'Server error'],
  ];
  it.each(cases)('%s status %i', (_id, status, body, code, message) => {
    expect(mapHttpError(status, body, '/x')).toMatchObject({ status, code, message });
  });

  it('R-ENTITY-53 a normalised error has message, status, details and code', () => {
    const error = mapHttpError(404, { detail: 'nope' }, '/x');
    expect({ message: error.message, status: error.status, details: error.details, code: error.code }).toEqual({ message: 'Resource not found', status: 404, details: { detail: 'nope' }, code: 'NOT_FOUND' });
  });

  it('R-ERR-16 R-ERR-17 R-ERR-18 R-ERR-19 transport failures', async () => {
    const h = await signedIn();
    h.http.on('GET', '/t', () => 'timeout').on('GET', '/n', () => 'network').on('GET', '/a', () => 'aborted');
    h.http.on('GET', '/x', () => {
      throw new Error('boom');
    });
    await expect(h.api.get('/t')).rejects.toMatchObject({ code: 'TIMEOUT_ERROR', message: 'Request timed out - the server may be overloaded' });
    await expect(h.api.get('/n')).rejects.toMatchObject({ code: 'NETWORK_ERROR', message: 'Network error - please check your connection' });
    await expect(h.api.get('/a')).rejects.toMatchObject({ code: 'CANCELLED', message: 'Request was cancelled' });
    await expect(h.api.get('/x')).rejects.toMatchObject({ code: 'REQUEST_ERROR', message: 'boom' });
  });
});

describe('space context rule (spec 5)', () => {
  it('R-VALID-04 R-VALID-05 a non-admin call to a non-exempt path needs a current space id', async () => {
    const h = clientHarness().serveSignIn(OWNER, []);
    await h.auth.login({ email: OWNER.email, password: 'pw' });
    await expect(h.api.get('/agents')).rejects.toMatchObject({
      message: 'Space context required for /agents but no space ID available. Please ensure spaces are initialized before making this request.',
    });
  });

  it('R-VALID-06 R-VALID-07 exempt paths', () => {
    for (const p of ['/auth/x', '/health', '/login', '/register/check-domain', '/refresh', '/onboarding', '/verify-email', '/resend-verification', '/me', '/spaces/', '/spaces/abc']) {
      expect(isSpaceExemptPath(p), p).toBe(true);
    }
    for (const p of ['/agents', '/billing/credits', '/settings/org']) expect(isSpaceExemptPath(p), p).toBe(false);
  });

  it('platform admins need no space', async () => {
    const h = clientHarness().serveSignIn({ ...OWNER, role: 'system_admin' }, []);
    await h.auth.login({ email: OWNER.email, password: 'pw' });
    h.http.on('GET', '/admin/stats', ok({}));
    await expect(h.api.get('/admin/stats')).resolves.toEqual({});
  });
});

describe('server reasons', () => {
  it('reads the text of a field-error list as the server reason', async () => {
    const { serverMessage } = await import('../../../core/domain/api-error-mapping.ts');
    expect(serverMessage({ detail: [{ loc: ['body', 'url'], msg: 'Refused: 127.0.0.1 is a loopback address', type: 'value_error' }] })).toBe('Refused: 127.0.0.1 is a loopback address');
    expect(serverMessage({ detail: 'plain' })).toBe('plain');
    expect(serverMessage({})).toBeUndefined();
  });
});
