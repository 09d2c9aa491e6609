import { describe as baseDescribe, expect, it } from 'vitest';
import { databaseUnavailable } from '../support/test-database.ts';
import { serverForFile } from '../support/test-server.ts';
import { KyselyUnitOfWork } from '../../adapters/server/db/kysely-unit-of-work.ts';
import { SystemClock } from '../../adapters/server/system/system-clock.ts';

const describe = baseDescribe.skipIf(databaseUnavailable);
const t = serverForFile(() => ({ admin: ADMIN }));
const ADMIN = { email: 'root@platform.io', password: 'platform-admin-password' };

const login = async (email: string, password: string, ip?: string) =>
  t.call('POST', '/login', { body: { email, password }, headers: ip ? { 'x-forwarded-for': ip } : {} });

describe('platform admin API', () => {
  it('a seeded system admin signs in with no organization and reads statistics, users and organizations', async () => {
    const owner = await t.call('POST', '/register', { body: { email: 'owner@tenant.io', password: 'ember-quartz-harbor-64', name: 'Owner', org_name: 'Tenant' } });
    const admin = await login(ADMIN.email, ADMIN.password);
    expect(admin.body.user).toMatchObject({ role: 'system_admin', org_id: '' });
    const token = admin.body.access_token;
    expect((await t.call('GET', '/admin/stats', { token })).body).toEqual({ users: 2, organizations: 1 });
    const users = await t.call('GET', '/admin/users?q=tenant', { token });
    expect(users.body.users.map((u: { email: string }) => u.email)).toEqual(['owner@tenant.io']);
    const orgs = await t.call('GET', '/admin/organizations', { token });
    expect(orgs.body.organizations[0]).toMatchObject({ name: 'Tenant', member_count: 1, plan: { type: 'free' }, credits: { total: 500 } });

    // Grants and plan changes are audited.
    const orgId = owner.body.user.org_id;
    const grant = await t.call('POST', `/admin/organizations/${orgId}/credits`, { token, body: { amount: 250, reason: 'Apology for downtime' } });
    expect(grant.body.credits.remaining).toBe(750);
    const plan = await t.call('PUT', `/admin/organizations/${orgId}/plan`, { token, body: { plan_type: 'enterprise' } });
    expect(plan.body.type).toBe('enterprise');
    const audit = await t.call('GET', `/admin/audit-log?org_id=${orgId}`, { token });
    expect(audit.body.entries.map((e: { action: string }) => e.action)).toEqual(expect.arrayContaining(['credits.granted_by_admin', 'plan.changed']));
  });

  it('disabling a user ends their sessions at once; enabling lets them back', async () => {
    const reg = await t.call('POST', '/register', { body: { email: 'dis@tenant2.io', password: 'ember-quartz-harbor-64', name: 'D', org_name: 'T2' } });
    const token = (await login(ADMIN.email, ADMIN.password)).body.access_token;
    // Answered once first, so the server has this token's account at hand when the account is disabled.
    expect((await t.call('GET', '/me', { token: reg.body.access_token })).status).toBe(200);
    await t.call('PUT', `/admin/users/${reg.body.user.id}/disable`, { token });
    expect((await t.call('GET', '/me', { token: reg.body.access_token })).status).toBe(401);
    expect((await t.call('POST', '/refresh', { body: { refresh_token: reg.body.refresh_token } })).status).toBe(401);
    expect((await login('dis@tenant2.io', 'ember-quartz-harbor-64')).status).toBe(403);
    await t.call('PUT', `/admin/users/${reg.body.user.id}/enable`, { token });
    expect((await login('dis@tenant2.io', 'ember-quartz-harbor-64')).status).toBe(200);
  });

  it('the integrations endpoint names the adapters this server runs on, and never a secret', async () => {
    const token = (await login(ADMIN.email, ADMIN.password)).body.access_token;
    const res = await t.call('GET', '/admin/integrations', { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      llm: { adapter: 'offline_engine', model: null },
      payments: { adapter: 'offline', test_mode: true },
      mail: { adapter: 'outbox' },
      events: { adapter: 'in-process', queue: 'in-process' },
      process_role: 'all',
      integrations: { sandbox: false, credential_store: 'data_folder', google_analytics: 'not_configured', meta_ads: 'graph_api' },
    });
    expect(['sqlite', 'postgres']).toContain(res.body.database.adapter);
    expect(JSON.stringify(res.body)).not.toMatch(/secret|password|key|postgres:\/\//i);
  });

  it('support admins read but never change; org users cannot use the admin API', async () => {
    const owner = await t.call('POST', '/register', { body: { email: 'o@tenant3.io', password: 'ember-quartz-harbor-64', name: 'O', org_name: 'T3' } });
    expect((await t.call('GET', '/admin/stats', { token: owner.body.access_token })).status).toBe(403);
    // Make a support admin directly in the database (there is no API to create platform staff).
    await t.server.database.db.updateTable('users').set({ role: 'support_admin', org_id: null }).where('email', '=', 'o@tenant3.io').execute();
    const support = (await login('o@tenant3.io', 'ember-quartz-harbor-64')).body.access_token;
    expect((await t.call('GET', '/admin/users', { token: support })).status).toBe(200);
    expect((await t.call('GET', '/admin/audit-log', { token: support })).status).toBe(200);
    expect((await t.call('PUT', `/admin/users/${owner.body.user.id}/disable`, { token: support })).status).toBe(403);
  });
});

describe('sign-in throttling and the audit trail', () => {
  it('five failures lock the account with 429 and Retry-After; the attempts are audited', async () => {
    await t.call('POST', '/register', { body: { email: 'victim@tenant4.io', password: 'ember-quartz-harbor-64', name: 'V', org_name: 'T4' } });
    for (let i = 0; i < 5; i++) expect((await login('victim@tenant4.io', 'wrong-password')).status).toBe(401);
    const locked = await login('victim@tenant4.io', 'ember-quartz-harbor-64');
    expect(locked.status).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(locked.body.detail).toMatch(/Too many failed sign-in attempts/);
    const token = (await login(ADMIN.email, ADMIN.password)).body.access_token;
    const audit = await t.call('GET', '/admin/audit-log?action=auth.login_failed', { token });
    expect(audit.body.entries.filter((e: { target: string }) => e.target === 'victim@tenant4.io')).toHaveLength(5);
  });

  it('a success clears the account counter', async () => {
    await t.call('POST', '/register', { body: { email: 'ok@tenant5.io', password: 'ember-quartz-harbor-64', name: 'K', org_name: 'T5' } });
    for (let i = 0; i < 4; i++) await login('ok@tenant5.io', 'nope-nope');
    expect((await login('ok@tenant5.io', 'ember-quartz-harbor-64')).status).toBe(200);
    for (let i = 0; i < 4; i++) await login('ok@tenant5.io', 'nope-nope');
    expect((await login('ok@tenant5.io', 'ember-quartz-harbor-64')).status).toBe(200);
  });
});

describe('billing import endpoints (platform admins and import tools)', () => {
  it('R-BILLING-13 R-BILLING-14 R-BILLING-15 R-BILLING-16 create, bulk-create (all-or-nothing), usage and activity imports keep the ledger equal to the balance', async () => {
    const owner = await t.call('POST', '/register', { body: { email: 'imp@import.io', password: 'ember-quartz-harbor-64', name: 'I', org_name: 'Import Co' } });
    const orgId = owner.body.user.org_id;
    const token = (await login(ADMIN.email, ADMIN.password)).body.access_token;
    const one = await t.call('POST', '/billing/credits/transactions/create', { token, body: { org_id: orgId, credits: 100, transaction_type: 'credit', feature: 'migration', activity: 'Opening balance', transaction_id: 'legacy-1' } });
    expect(one.body).toMatchObject({ credits: 100, transaction_type: 'credit', activity: 'Opening balance' });
    const again = await t.call('POST', '/billing/credits/transactions/create', { token, body: { org_id: orgId, credits: 100, transaction_type: 'credit', feature: 'migration', activity: 'Opening balance', transaction_id: 'legacy-1' } });
    expect(again.body.transaction_id).toBe(one.body.transaction_id);

    const bulk = await t.call('POST', '/billing/credits/transactions/bulk-create', { token, body: [
      { org_id: orgId, credits: 10, feature: 'agents', activity: 'Old run 1' },
      { org_id: orgId, credits: 20, feature: 'agents', activity: 'Old run 2' },
    ] });
    expect(bulk.body).toEqual({ created_count: 2 });
    const tooMuch = await t.call('POST', '/billing/credits/transactions/bulk-create', { token, body: [
      { org_id: orgId, credits: 5, activity: 'would fit' },
      { org_id: orgId, credits: 1_000_000, activity: 'does not fit' },
    ] });
    expect(tooMuch.status).toBe(422);
    const usage = await t.call('POST', '/billing/analytics/usage-breakdown/create', { token, body: { org_id: orgId, feature: 'kb', credits: 7, period: '2026-05' } });
    expect(usage.body).toEqual({ created_count: 1 });
    const activity = await t.call('POST', '/billing/analytics/recent-activity/create', { token, body: { org_id: orgId, activities: [{ activity: 'Imported email run', credits: 3 }] } });
    expect(activity.body).toEqual({ created_count: 1 });

    const credits = await t.call('GET', '/billing/credits', { token: owner.body.access_token });
    expect(credits.body.remaining).toBe(500 + 100 - 10 - 20 - 7 - 3);
    const net = await new KyselyUnitOfWork(t.server.database.db, new SystemClock()).run((repos) => repos.ledger.netBalance(orgId));
    expect(net).toBe(credits.body.remaining);
  });
});
