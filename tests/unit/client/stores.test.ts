import { describe, expect, it } from 'vitest';
import { clientHarness, OWNER, settle, tokenExpiringAt } from '../../support/client-harness.ts';
import { ok, fail } from '../../support/scripted-http.ts';
import { UserProfileStore } from '../../../core/client/user/user-profile-store.ts';
import { CreditsStore } from '../../../core/client/credits/credits-store.ts';
import { OrganizationStore } from '../../../core/client/organizations/organization-store.ts';
import { ClientLog } from '../../../core/client/logging/client-log.ts';
import { buildUserProfile } from '../../../core/domain/auth/user-profile.ts';

const PLAN = { id: 'plan_pro', type: 'pro', name: 'Pro', is_active: true, days_left: 12, expires_at: '2026-06-13T00:00:00.000Z' };
const CREDITS = { used: 100, total: 5000, remaining: 4900, reset_date: '2026-06-13T00:00:00.000Z', last_updated: '2026-06-01T00:00:00.000Z' };

async function signedIn() {
  const h = clientHarness().serveSignIn();
  h.http.on('GET', '/billing/plan', ok(PLAN)).on('GET', '/billing/credits', ok(CREDITS));
  await h.auth.login({ email: OWNER.email, password: 'pw' });
  return h;
}

describe('user profile (spec 4.2)', () => {
  it('R-USER-04 R-ENTITY-08 fetches user, plan and credits together into the profile', async () => {
    const h = await signedIn();
    const store = h.get(UserProfileStore);
    await store.initialize();
    expect(h.http.paths().slice(-3).sort()).toEqual(['GET /billing/credits', 'GET /billing/plan', 'GET /me']);
    expect(store.profile).toMatchObject({
      id: 'u1',
      email: OWNER.email,
      name: 'Olga',
      role: 'org_owner',
      org_id: 'o1',
      credits: { used: 100, total: 5000, remaining: 4900, resetDate: CREDITS.reset_date, lastUpdated: CREDITS.last_updated },
      plan: { id: 'plan_pro', name: 'Pro', type: 'pro', daysLeft: 12, expiresAt: PLAN.expires_at, isActive: true },
      activePlans: [PLAN],
      metadata: { lastLogin: null },
    });
    expect(typeof store.profile!.lastFetched).toBe('number');
  });

  it('R-USER-04 a restored session\'s profile reads the user the session has just asked for; a minute later it asks again', async () => {
    const h = clientHarness().serveSignIn();
    h.http.on('GET', '/billing/plan', ok(PLAN)).on('GET', '/billing/credits', ok(CREDITS));
    h.storage.set('access_token', tokenExpiringAt(h.clock.now() + 15 * 60_000, 'u1'));
    h.storage.set('refresh_token', 'r0');
    await h.auth.initialize();
    const store = h.get(UserProfileStore);
    await store.initialize();
    expect(h.http.paths().filter((p) => p === 'GET /me')).toHaveLength(1);
    expect(store.profile).toMatchObject({ id: 'u1', email: OWNER.email, plan: { type: 'pro' }, credits: { remaining: 4900 } });

    await h.auth.logout();
    h.storage.set('access_token', tokenExpiringAt(h.clock.now() + 15 * 60_000, 'u1'));
    h.storage.set('refresh_token', 'r0');
    await h.auth.initialize();
    h.clock.advance(60_001);
    await store.initialize();
    expect(h.http.paths().filter((p) => p === 'GET /me')).toHaveLength(3);
  });

  it('R-ENTITY-09 R-ROLE-02 the role defaults to org_member', () => {
    expect(buildUserProfile({ id: 'x', email: 'x@y.z' }, null, null, 0).role).toBe('org_member');
  });

  it('R-USER-02 R-USER-03 initializes once unless forced', async () => {
    const h = await signedIn();
    const store = h.get(UserProfileStore);
    await store.initialize();
    const count = h.http.requests.length;
    await store.initialize();
    expect(h.http.requests.length).toBe(count);
    await store.initialize({ force: true });
    expect(h.http.requests.length).toBe(count + 3);
  });

  it('R-USER-05 R-USER-06 does nothing but log while unauthenticated', async () => {
    const h = clientHarness();
    const store = h.get(UserProfileStore);
    await store.initialize();
    await store.refresh();
    expect(h.http.requests).toHaveLength(0);
    expect(h.get(ClientLog).all().map((e) => e.message)).toEqual([
      'User profile: initialize skipped while unauthenticated',
      'User profile: refresh skipped while unauthenticated',
    ]);
  });

  it('R-USER-07 R-STOREERR-11 a failed background refresh keeps the old data', async () => {
    const h = await signedIn();
    const store = h.get(UserProfileStore);
    await store.initialize();
    const before = store.profile;
    h.http.on('GET', '/billing/credits', fail(500));
    await store.refresh();
    expect(store.profile).toEqual(before);
    expect(store.error).toBe('Failed to refresh user data');
  });

  it('R-USER-07 R-STOREERR-11 the background refresh reloads a profile older than a minute, once, and a failure keeps the old data', async () => {
    const h = await signedIn();
    const store = h.get(UserProfileStore);
    const signedInCalls = h.http.requests.length;
    await store.refreshWhenStale();
    expect(h.http.requests.length).toBe(signedInCalls); // never loaded: nothing to refresh
    await store.initialize();
    const count = h.http.requests.length;

    h.clock.advance(59_000);
    await store.refreshWhenStale();
    expect(h.http.requests.length).toBe(count);

    h.clock.advance(1_000);
    h.http.on('GET', '/billing/credits', ok({ ...CREDITS, used: 300, remaining: 4700 }));
    await Promise.all([store.refreshWhenStale(), store.refreshWhenStale()]);
    expect(h.http.requests.length).toBe(count + 3);
    expect(store.profile!.credits).toMatchObject({ used: 300, remaining: 4700 });

    h.clock.advance(60_000);
    h.http.on('GET', '/me', fail(500));
    await store.refreshWhenStale();
    expect(store.profile!.credits).toMatchObject({ used: 300, remaining: 4700 });
    expect(store.profile!.email).toBe(OWNER.email);
    expect(store.error).toBe('Failed to refresh user data');
  });

  it('R-USER-01 the profile is cleared once the user is no longer authenticated', async () => {
    const h = await signedIn();
    const store = h.get(UserProfileStore);
    await store.initialize();
    await h.auth.logout();
    expect(store.profile).toBeNull();
  });

  it('R-STOREERR-10 initialization failure falls back to its text', async () => {
    const h = await signedIn();
    h.http.on('GET', '/billing/plan', fail(500));
    await expect(h.get(UserProfileStore).initialize()).rejects.toMatchObject({ message: 'Failed to initialize user profile' });
  });
});

describe('credits store (spec 7.2, 8.3)', () => {
  it('R-BILLING-04 R-ENTITY-18 R-ENTITY-19 R-CONST-15 deduct sends the full request with defaults', async () => {
    const h = await signedIn();
    const store = h.get(CreditsStore);
    h.http.on('POST', '/billing/credits/deduct', ok({ success: true, credits_remaining: 80, transaction_id: 'tx1' }));
    await store.deduct({ amount: 20, description: 'Write an email', feature_type: 'whatever', agent_name: 'email-agent', agent_mode: 'normal', related_to: { type: 'chat_session', id: 'c1' } });
    expect(h.http.requests.at(-1)!.body).toEqual({
      amount: 20,
      description: 'Write an email',
      feature_type: 'ai_agents',
      agent_name: 'email-agent',
      agent_mode: 'normal',
      activity_type: 'chat_message',
      related_to: { type: 'chat_session', id: 'c1' },
    });
    expect(store.currentTransactionId).toBe('tx1');
  });

  it('R-VALID-21 a refused deduction fails softly with "Insufficient credits"', async () => {
    const h = await signedIn();
    h.http.on('POST', '/billing/credits/deduct', ok({ success: false, credits_remaining: 3, transaction_id: null }));
    await expect(h.get(CreditsStore).deduct({ amount: 20, description: 'x', feature_type: 'ai_agents' })).rejects.toMatchObject({ message: 'Insufficient credits' });
  });

  it('R-BILLING-05 R-BILLING-06 R-ENTITY-21 adding credits sends {amount, description} then fetches transactions with limit 10', async () => {
    const h = await signedIn();
    h.http.on('POST', '/billing/credits/add', ok({}));
    h.http.on('GET', '/billing/credits/transactions', ok({ transactions: [], total: 0, has_more: false }));
    await h.get(CreditsStore).addCredits(50, 'Top-up');
    expect(h.http.requests.find((r) => r.url.endsWith('/billing/credits/add'))!.body).toEqual({ amount: 50, description: 'Top-up' });
    expect(h.http.requests.some((r) => r.url.endsWith('/billing/credits/transactions?limit=10'))).toBe(true);
  });

  it('R-BILLING-07 R-BILLING-09 R-BILLING-10 R-BILLING-11 R-BILLING-12 R-BILLING-01 R-BILLING-02 R-BILLING-03 the billing calls', async () => {
    const h = await signedIn();
    const store = h.get(CreditsStore);
    h.http.on('POST', '/billing/credits/purchase', ok({ transaction_id: 'p1' }));
    h.http.on('POST', '/billing/plan/upgrade', ok(PLAN));
    h.http.on('GET', '/payments/plans', ok({ plans: [PLAN], total_plans: 1, active_plans: 1 }));
    h.http.on('GET', '/billing/credits/transactions', ok({ transactions: [], total: 0, has_more: false }));
    h.http.on('GET', '/billing/analytics/usage-breakdown', ok({ total_credits_used: 0, breakdown: [] }));
    h.http.on('GET', '/billing/analytics/recent-activity', ok({ activities: [] }));
    expect(await store.purchase({ credits: 100, bonus: 10, price: 9 })).toBe('p1');
    expect(h.http.requests.find((r) => r.url.endsWith('/billing/credits/purchase'))!.body).toEqual({ credits: 100, bonus: 10, price: 9 });
    await store.changePlan('pro');
    expect(h.http.requests.find((r) => r.url === '/api/v1/billing/plan/upgrade')).toMatchObject({ body: { plan_type: 'pro' } });
    await store.fetchTransactions({ limit: 5, offset: 10, feature: 'ai_agents', period: '30d', status: 'completed' });
    expect(h.http.requests.at(-1)!.url).toBe('/api/v1/billing/credits/transactions?limit=5&offset=10&feature=ai_agents&period=30d&status=completed');
    await store.fetchUsageBreakdown();
    await store.fetchRecentActivity();
    await store.fetchPlan();
    await store.fetchPlans();
    await store.fetchCredits();
    expect(store.credits).toEqual(CREDITS);
  });

  it('R-BILLING-01 R-BILLING-03 the readers of one page load share an ask for the plan and the balance; a fetch after a change always asks', async () => {
    const h = await signedIn();
    const store = h.get(CreditsStore);
    const asks = () => h.http.paths().filter((p) => p === 'GET /billing/credits').length;
    const [first, second] = await Promise.all([store.loadCredits(), store.loadCredits()]);
    expect(first).toEqual(CREDITS);
    expect(second).toEqual(CREDITS);
    expect(asks()).toBe(1);
    h.clock.advance(4_000);
    await store.loadCredits();
    expect(asks()).toBe(1);
    h.http.on('GET', '/billing/credits', ok({ ...CREDITS, used: 130, remaining: 4870 }));
    expect(await store.fetchCredits()).toMatchObject({ remaining: 4870 });
    expect(asks()).toBe(2);
    h.clock.advance(5_000);
    h.http.on('GET', '/billing/credits', fail(500));
    await expect(store.loadCredits()).rejects.toMatchObject({ message: 'Failed to fetch credits info' });
    h.http.on('GET', '/billing/credits', ok(CREDITS));
    // A failed ask is not reused.
    expect(await store.loadCredits()).toEqual(CREDITS);
    expect(asks()).toBe(4);
    expect(store.credits).toEqual(CREDITS);

    // The plan is shared the same way, and never handed out as it was before a change.
    const planAsks = () => h.http.paths().filter((p) => p === 'GET /billing/plan').length;
    await Promise.all([store.loadPlan(), store.loadPlan()]);
    expect(planAsks()).toBe(1);
    h.http.on('POST', '/billing/plan/upgrade', ok({ ...PLAN, type: 'business', name: 'Business' }));
    await store.changePlan('business');
    h.http.on('GET', '/billing/plan', ok({ ...PLAN, type: 'business', name: 'Business' }));
    expect(await store.loadPlan()).toMatchObject({ type: 'business' });
    expect(planAsks()).toBe(2);
  });

  it('R-BILLING-03 of two asks for the balance, the later one\'s answer stays, whichever arrives last', async () => {
    const h = await signedIn();
    const store = h.get(CreditsStore);
    const answers: ((body: unknown) => void)[] = [];
    h.http.on('GET', '/billing/credits', () => new Promise((resolve) => answers.push((body) => resolve(ok(body)))));
    const before = store.fetchCredits();
    const after = store.fetchCredits();
    await settle();
    answers[1]!({ ...CREDITS, used: 150, remaining: 4850 });
    await after;
    answers[0]!(CREDITS);
    await before;
    expect(store.credits).toMatchObject({ used: 150, remaining: 4850 });
  });

  it('R-BILLING-13 R-BILLING-14 R-BILLING-15 R-BILLING-16 the import calls', async () => {
    const h = await signedIn();
    const store = h.get(CreditsStore);
    h.http.on('POST', '/billing/credits/transactions/create', ok({ transaction_id: 't1' }));
    h.http.on('POST', '/billing/credits/transactions/bulk-create', ok({ created_count: 2 }));
    h.http.on('POST', '/billing/analytics/usage-breakdown/create', ok({ created_count: 1 }));
    h.http.on('POST', '/billing/analytics/recent-activity/create', ok({ created_count: 1 }));
    await store.createTransaction({ org_id: 'o1', credits: 5 });
    expect(await store.bulkCreateTransactions([{ org_id: 'o1', credits: 1 }, { org_id: 'o1', credits: 2 }])).toBe(2);
    expect(h.http.requests.at(-1)!.body).toHaveLength(2);
    await store.createUsageBreakdown({ org_id: 'o1', feature: 'ai_agents', credits: 3 });
    await store.createRecentActivity('o1', [{ activity: 'x', credits: 1 }]);
    expect(h.http.requests.at(-1)!.body).toEqual({ org_id: 'o1', activities: [{ activity: 'x', credits: 1 }] });
  });

  it('R-STOREERR-12 R-STOREERR-13 R-STOREERR-14 R-STOREERR-15 R-STOREERR-16 R-STOREERR-17 fallback texts', async () => {
    const h = await signedIn();
    const store = h.get(CreditsStore);
    for (const p of ['/billing/plan', '/billing/credits', '/billing/credits/transactions']) h.http.on('GET', p, fail(500));
    for (const p of ['/billing/credits/deduct', '/billing/credits/add', '/billing/plan/upgrade']) h.http.on('POST', p, fail(500));
    await expect(store.fetchPlan()).rejects.toMatchObject({ message: 'Failed to fetch plan info' });
    await expect(store.fetchCredits()).rejects.toMatchObject({ message: 'Failed to fetch credits info' });
    await expect(store.fetchTransactions()).rejects.toMatchObject({ message: 'Failed to fetch transactions' });
    await expect(store.deduct({ amount: 1, description: '', feature_type: 'x' })).rejects.toMatchObject({ message: 'Failed to deduct credits' });
    await expect(store.addCredits(1, '')).rejects.toMatchObject({ message: 'Failed to add credits' });
    await expect(store.changePlan('pro')).rejects.toMatchObject({ message: 'Failed to change plan' });
    h.http.on('POST', '/billing/plan/upgrade', fail(422, 'Unknown plan'));
    await expect(store.changePlan('gold')).rejects.toMatchObject({ message: 'Unknown plan' });
  });
});

describe('organization store (spec 7.3, 8.3)', () => {
  it('R-ENTITY-26 R-ENTITY-27 R-ORG-01 R-ORG-02 R-ORG-03 R-ORG-04 R-ORG-05 R-ORG-06 R-ORG-07 R-ORG-08 R-ORG-09 the organization calls', async () => {
    const h = await signedIn();
    const store = h.get(OrganizationStore);
    h.http.on('GET', '/settings/org', ok({ id: 'o1', name: 'Acme', properties: [{ id: 'p', name: 'Site', isDefault: true }] }));
    h.http.on('PUT', '/settings/org', (_r, body) => ok({ id: 'o1', properties: [], ...body }));
    h.http.on('GET', '/orgs/members', ok([{ id: 'm1', email: 'm@a.io', name: 'M', role: 'org_member' }]));
    h.http.on('PUT', '/orgs/members/m1/role', ok({}));
    h.http.on('DELETE', '/orgs/members/m1', ok({}));
    h.http.on('POST', '/orgs/invites', ok({ message: 'sent' }));
    h.http.on('GET', '/orgs/join-requests', ok([{ id: 'j1', email: 'j@a.io', name: 'J', status: 'pending', created_at: '' }, { id: 'j2', email: 'k@a.io', name: 'K', status: 'pending', created_at: '' }]));
    h.http.on('PUT', '/orgs/join-requests/j1/approve', ok({}));
    h.http.on('PUT', '/orgs/join-requests/j2/deny', ok({}));

    expect((await store.fetchOrganization()).properties[0]!.isDefault).toBe(true);
    await store.updateOrganization({ name: 'Acme Inc' });
    expect(h.http.requests.at(-1)!.body).toEqual({ name: 'Acme Inc' });
    await store.fetchMembers();
    await store.updateMemberRole('m1', 'org_admin');
    expect(h.http.requests.at(-1)!.body).toEqual({ role: 'org_admin' });
    expect(store.members[0]!.role).toBe('org_admin');
    await store.removeMember('m1');
    expect(store.members).toEqual([]);
    await store.sendInvite('new@a.io', 'org_member');
    expect(h.http.requests.at(-1)!.body).toEqual({ email: 'new@a.io', role: 'org_member' });
    await store.fetchJoinRequests();
    await store.approveJoinRequest('j1');
    await store.denyJoinRequest('j2');
    expect(store.joinRequests).toEqual([]);
  });

  it('R-STOREERR-01 R-STOREERR-02 R-STOREERR-03 R-STOREERR-04 R-STOREERR-05 R-STOREERR-06 R-STOREERR-07 R-STOREERR-08 R-STOREERR-09 fallback texts', async () => {
    const h = await signedIn();
    const store = h.get(OrganizationStore);
    const texts: [() => Promise<unknown>, string][] = [
      [() => store.fetchOrganization(), 'Failed to fetch organization'],
      [() => store.updateOrganization({}), 'Failed to update organization'],
      [() => store.fetchMembers(), 'Failed to fetch members'],
      [() => store.updateMemberRole('m', 'org_admin'), 'Failed to update member role'],
      [() => store.removeMember('m'), 'Failed to remove member'],
      [() => store.sendInvite('a@b.c', 'org_member'), 'Failed to send invite'],
      [() => store.fetchJoinRequests(), 'Failed to fetch join requests'],
      [() => store.approveJoinRequest('j'), 'Failed to approve join request'],
      [() => store.denyJoinRequest('j'), 'Failed to deny join request'],
    ];
    for (const method of ['GET', 'PUT', 'POST', 'DELETE']) {
      for (const p of ['/settings/org', '/orgs/members', '/orgs/members/m/role', '/orgs/members/m', '/orgs/invites', '/orgs/join-requests', '/orgs/join-requests/j/approve', '/orgs/join-requests/j/deny']) {
        h.http.on(method, p, { status: 500, body: null });
      }
    }
    for (const [call, text] of texts) await expect(call()).rejects.toMatchObject({ message: text });
  });
});
