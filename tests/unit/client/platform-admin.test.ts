import { describe, expect, it } from 'vitest';
import { clientHarness, settle } from '../../support/client-harness.ts';
import { fail, ok } from '../../support/scripted-http.ts';
import { PlatformAdminService } from '../../../core/client/admin/platform-admin-service.ts';
import { ApiError } from '../../../core/domain/api-error.ts';
import { grantAmountProblem } from '../../../core/domain/admin/platform-admin.ts';
import type { SessionUser } from '../../../core/domain/auth/user.ts';
import type { AdminOrganization, AdminUser } from '../../../core/domain/admin/platform-admin.ts';
import { AdminUsersViewModel } from '../../../web/admin/admin-users.view-model.ts';
import { AdminOrganizationsViewModel } from '../../../web/admin/admin-organizations.view-model.ts';
import { AdminIntegrationsViewModel } from '../../../web/admin/admin-integrations.view-model.ts';
import type { ToastSpec } from '../../../web/view-models/notifier.ts';

const ROOT: SessionUser = { id: 'admin-1', email: 'root@platform.io', name: 'Root', role: 'system_admin', org_id: '' };
const SUPPORT: SessionUser = { ...ROOT, id: 'support-1', role: 'support_admin' };

const user = (id: string, extra: Partial<AdminUser> = {}): AdminUser => ({
  id, email: `${id}@acme.io`, name: id, role: 'org_owner', org_id: 'o1', created_at: '2026-01-01T00:00:00Z', last_login_at: null, disabled: false, ...extra,
});
const org = (id: string, remaining = 500): AdminOrganization => ({
  id, name: `Org ${id}`, created_at: '2026-01-01T00:00:00Z', member_count: 1,
  plan: { id: 'p', type: 'free', name: 'Free Plan', is_active: true, days_left: 30, expires_at: null },
  credits: { used: 0, total: remaining, remaining, reset_date: null, last_updated: null },
});

async function signedIn(who: SessionUser = ROOT) {
  const h = clientHarness().serveSignIn(who, []);
  await h.auth.login({ email: who.email, password: 'pw' });
  const toasts: ToastSpec[] = [];
  return { h, service: h.get(PlatformAdminService), actor: { role: who.role, user: who }, notifier: { show: (t: ToastSpec) => toasts.push(t) }, toasts };
}

describe('platform admin service (client core)', () => {
  it('pages and searches users, sends no space header, and gives the fallback text when the server says nothing', async () => {
    const { h, service } = await signedIn();
    h.http.on('GET', '/admin/users?q=ada&limit=20&offset=40', ok({ total: 41, users: [user('ada')] }));
    expect(await service.users({ q: 'ada', limit: 20, offset: 40 })).toEqual({ total: 41, rows: [user('ada')] });
    expect(h.http.requests.at(-1)!.headers['X-Space-ID']).toBeUndefined();

    h.http.on('GET', '/admin/integrations', fail(500));
    const error = await service.integrations().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Failed to load the integrations');
  });

  it('disables, grants and changes plans on the paths the server offers', async () => {
    const { h, service } = await signedIn();
    h.http
      .on('PUT', '/admin/users/u%2F1/disable', ok({ id: 'u/1', disabled: true }))
      .on('POST', '/admin/organizations/o1/credits', (_req, body) => ok({ transaction_id: 't1', credits: { ...org('o1').credits, remaining: 500 + body.amount } }))
      .on('PUT', '/admin/organizations/o1/plan', ok({ ...org('o1').plan, type: 'pro', name: 'Pro' }));
    expect(await service.setUserDisabled('u/1', true)).toEqual({ id: 'u/1', disabled: true });
    expect((await service.grantCredits('o1', 250, 'Outage')).credits.remaining).toBe(750);
    expect(h.http.requests.at(-1)!.body).toEqual({ amount: 250, reason: 'Outage' });
    expect((await service.changePlan('o1', 'pro')).name).toBe('Pro');
  });

  it('a grant amount is a whole number from 1 to 10,000,000', () => {
    expect(grantAmountProblem('')).toBe('required');
    expect(grantAmountProblem('12.5')).toBe('not_whole');
    expect(grantAmountProblem('abc')).toBe('not_whole');
    expect(grantAmountProblem('0')).toBe('not_positive');
    expect(grantAmountProblem('-4')).toBe('not_positive');
    expect(grantAmountProblem('10000001')).toBe('too_large');
    expect(grantAmountProblem(' 250 ')).toBeNull();
  });
});

describe('admin view-models', () => {
  it('R-OPEN-21 Users: a later page wins over a slower earlier one; disabling waits for confirmation and updates the row', async () => {
    const { h, service, actor, notifier, toasts } = await signedIn();
    const vm = new AdminUsersViewModel(service, actor, notifier);
    h.http.on('GET', '/admin/users?limit=20&offset=0', ok({ total: 2, users: [user('admin-1'), user('bob')] }));
    await vm.load();
    expect(vm.table.loadState.status).toBe('ready');
    expect(vm.canToggle(vm.table.rows[0]!)).toBe(false); // their own account
    expect(vm.canToggle(vm.table.rows[1]!)).toBe(true);

    // Two searches in flight: the slow first answer comes last and is ignored.
    let releaseSlow!: () => void;
    h.http.on('GET', '/admin/users?q=slow&limit=20&offset=0', () => new Promise((resolve) => (releaseSlow = () => resolve(ok({ total: 1, users: [user('slow')] })))));
    h.http.on('GET', '/admin/users?q=bob&limit=20&offset=0', ok({ total: 1, users: [user('bob')] }));
    vm.table.setQuery('slow');
    const slow = vm.table.search();
    await settle();
    vm.table.setQuery(' bob ');
    await vm.table.search();
    releaseSlow();
    await slow;
    expect(vm.table.rows.map((u) => u.id)).toEqual(['bob']);
    expect(vm.table.appliedQuery).toBe('bob');

    h.http.on('PUT', '/admin/users/bob/disable', ok({ id: 'bob', disabled: true }));
    vm.askToggle(vm.table.rows[0]!);
    expect(h.http.paths()).not.toContain('PUT /admin/users/bob/disable');
    await vm.confirmToggle();
    expect(vm.table.rows[0]!.disabled).toBe(true);
    expect(vm.pendingToggle).toBeNull();
    expect(toasts.at(-1)).toEqual({ message: 'bob was disabled', intent: 'success' });
    expect(vm.rowActions.isBusy).toBe(false);
  });

  it('R-OPEN-21 Users: Next reads the page after the cursor the server gave, Previous the page again from its own; the first page\'s total stands', async () => {
    const { h, service, actor, notifier } = await signedIn();
    const vm = new AdminUsersViewModel(service, actor, notifier);
    const names = (from: number) => Array.from({ length: 20 }, (_, i) => user(`u${from + i}`));
    h.http
      .on('GET', '/admin/users?limit=20&offset=0', ok({ total: 45, next_cursor: 'c20', users: names(0) }))
      .on('GET', '/admin/users?limit=20&cursor=c20', ok({ next_cursor: 'c40', users: names(20) }))
      .on('GET', '/admin/users?limit=20&cursor=c40', ok({ next_cursor: null, users: names(40).slice(0, 5) }));
    await vm.load();
    expect([vm.table.page, vm.table.pages, vm.table.total, vm.table.hasNext]).toEqual([1, 3, 45, true]);
    await vm.table.next();
    expect([vm.table.rows[0]!.id, vm.table.page, vm.table.pages, vm.table.total]).toEqual(['u20', 2, 3, 45]);
    await vm.table.next();
    expect([vm.table.rows.length, vm.table.page, vm.table.hasNext, vm.table.hasPrevious]).toEqual([5, 3, false, true]);
    await vm.table.previous();
    expect([vm.table.rows[0]!.id, vm.table.page, vm.table.hasNext]).toEqual(['u20', 2, true]);
    await vm.table.previous();
    expect([vm.table.rows[0]!.id, vm.table.page]).toEqual(['u0', 1]);
    const asked = h.http.requests.map((r) => new URL(r.url, 'http://x')).filter((u) => u.pathname.endsWith('/admin/users')).map((u) => u.search);
    expect(asked).toEqual(['?limit=20&offset=0', '?limit=20&cursor=c20', '?limit=20&cursor=c40', '?limit=20&cursor=c20', '?limit=20&offset=0']);
  });

  it('R-OPEN-22 Organizations: support admins cannot open the grant; a refused grant keeps what was typed', async () => {
    const support = await signedIn(SUPPORT);
    const readOnly = new AdminOrganizationsViewModel(support.service, support.actor, support.notifier);
    expect(readOnly.canWrite).toBe(false);
    readOnly.openGrant(org('o1'));
    expect(readOnly.grantTarget).toBeNull();

    const { h, service, actor, notifier } = await signedIn();
    const vm = new AdminOrganizationsViewModel(service, actor, notifier);
    h.http.on('GET', '/admin/organizations?limit=20&offset=0', ok({ total: 1, organizations: [org('o1')] }));
    await vm.load();
    vm.openGrant(vm.table.rows[0]!);
    expect(vm.grantAmountError).toBeNull(); // nothing typed yet
    vm.setGrantAmount('1.5');
    expect(vm.grantAmountError).toBe('Enter a whole number of credits');
    vm.setGrantAmount('250');
    vm.setGrantReason('Outage');
    expect(vm.grantAmountError).toBeNull();

    h.http.on('POST', '/admin/organizations/o1/credits', fail(422, 'Grants are paused'));
    await vm.grant();
    expect(vm.grantError).toBe('Grants are paused');
    expect(vm.grantTarget?.id).toBe('o1');
    expect([vm.grantAmount, vm.grantReason]).toEqual(['250', 'Outage']);

    h.http.on('POST', '/admin/organizations/o1/credits', ok({ transaction_id: 't1', credits: org('o1', 750).credits }));
    await vm.grant();
    expect(vm.grantTarget).toBeNull();
    expect(vm.table.rows[0]!.credits.remaining).toBe(750);
  });

  it('Organizations: one row action at a time; a refused plan change says why, frees the row and closes its confirmation', async () => {
    const { h, service, actor, notifier, toasts } = await signedIn();
    const vm = new AdminOrganizationsViewModel(service, actor, notifier);
    h.http.on('GET', '/admin/organizations?limit=20&offset=0', ok({ total: 2, organizations: [org('o1'), org('o2')] }));
    await vm.load();
    let answer!: (refused: boolean) => void;
    h.http.on('PUT', '/admin/organizations/o1/plan', () => new Promise((resolve) => (answer = (refused) => resolve(refused ? fail(409, 'The organization has a payment under way') : ok({ id: 'p', type: 'pro', name: 'Pro', is_active: true, days_left: 30, expires_at: null })))));
    vm.askPlan(vm.table.rows[0]!, 'pro');
    const first = vm.confirmPlan();
    await settle();
    expect(vm.rowActions.busyId).toBe('o1');

    // While it runs, the other row's change is refused: nothing is sent, and its confirmation stays open.
    h.http.on('PUT', '/admin/organizations/o2/plan', ok({}));
    vm.askPlan(vm.table.rows[1]!, 'pro');
    await vm.confirmPlan();
    expect(h.http.paths()).not.toContain('PUT /admin/organizations/o2/plan');
    expect(vm.pendingPlan?.organization.id).toBe('o2');

    answer(true);
    await first;
    expect([vm.rowActions.busyId, vm.rowActions.error, vm.pendingPlan]).toEqual([null, 'The organization has a payment under way', null]);
    expect(toasts).toEqual([]);
    // A new confirmation starts without the old failure.
    vm.askPlan(vm.table.rows[0]!, 'pro');
    expect(vm.rowActions.error).toBeNull();
  });

  it('R-OPEN-24 Integrations: names the offline engine and the built-in stand-ins', async () => {
    const { h, service } = await signedIn();
    h.http.on('GET', '/admin/integrations', ok({
      llm: { adapter: 'offline_engine', model: null, embeddings: null },
      payments: { adapter: 'offline', test_mode: true },
      mail: { adapter: 'smtp', from: 'Team <team@acme.io>' },
      database: { adapter: 'postgres' },
      events: { adapter: 'redis', queue: 'redis', rate_limits: 'redis' },
      process_role: 'api',
      registration: { mode: 'waitlist', require_verified_email: true },
      integrations: { sandbox: true, credential_store: 'environment', google_analytics: 'configured', meta_ads: 'graph_api' },
    }));
    const vm = new AdminIntegrationsViewModel(service);
    await vm.load();
    const byKey = Object.fromEntries(vm.rows.map((r) => [r.key, r]));
    expect(byKey['llm']).toMatchObject({ value: 'Offline engine', builtIn: true });
    expect(byKey['payments']).toMatchObject({ value: 'Offline test mode', builtIn: true });
    expect(byKey['mail']).toMatchObject({ value: 'SMTP', detail: 'Sent from Team <team@acme.io>', builtIn: false });
    expect(byKey['database']!.value).toBe('PostgreSQL');
    expect(byKey['events']!.value).toBe('Redis');
    // The marketing tools, here the sandbox, with where their tokens' key comes from.
    expect(byKey['providers']).toMatchObject({ value: 'Sandbox (local stand-ins)', builtIn: true });
    expect(byKey['providers']!.detail).toBe('Google Analytics 4: OAuth client configured. Meta Ads: Graph API with a token per space. Tokens are stored encrypted (AES-256-GCM) under a key from SECRETS_KEY.');
  });
});
