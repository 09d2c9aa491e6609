import type { HttpRequest, HttpResponse } from '../../core/client/ports/http.port.ts';
import { ServerMessages } from '../../core/server/errors.ts';
import { isPlatformAdmin } from '../../core/domain/roles.ts';
import type { FakeAccount, FakeAuditRecord, FakeDirectory } from './fake-directory.ts';
import type { FakeOrganizationBackend } from './fake-organization-backend.ts';
import { PLATFORM_ADMIN } from './platform-admin-account.ts';
import { reply } from './fake-reply.ts';

interface FakeWaitlistEntry {
  id: string;
  email: string;
  name: string;
  company: string | null;
  status: 'pending' | 'approved';
  createdAt: number;
  approvedAt: number | null;
}

const APP_URL = 'http://app.fake.invalid';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The platform admin API (/admin/...: users, organizations, plans, credit grants, audit log, waitlist)
 * and joining the waitlist (POST /waitlist), with the real server's rules and texts: system admins
 * act, support admins only read (core/server/admin/platform-admin.ts, adapters/server/http/routes/admin-routes.ts).
 * The platform admin is seeded as the real server seeds it from its configuration.
 */
export class FakeAdminBackend {
  private readonly auditLog: (FakeAuditRecord & { id: string; at: number })[] = [];
  private readonly waitlist: FakeWaitlistEntry[] = [];

  constructor(
    private readonly directory: FakeDirectory,
    private readonly organizations: FakeOrganizationBackend,
  ) {
    directory.addAccount({ email: PLATFORM_ADMIN.email, name: 'System Admin', password: PLATFORM_ADMIN.password, role: 'system_admin', org_id: '' });
  }

  record(entry: FakeAuditRecord): void {
    this.auditLog.push({ ...entry, id: this.directory.nextId('audit'), at: this.directory.clock.now() });
  }

  /** An operator made this account a support admin (there is no call for it; the real server's database is changed). */
  makeSupportAdmin(email: string): void {
    const account = this.directory.accountByEmail(email);
    if (!account) throw new Error(`no account ${email} to make a support admin`);
    Object.assign(account, { role: 'support_admin', org_id: '' });
  }

  /** Answers the calls this backend owns; null for any other. */
  handle(request: HttpRequest, path: string): HttpResponse | null {
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (request.method === 'POST' && path === '/waitlist') return this.join(body);
    if (!path.startsWith('/admin/')) return null;
    const query = new URL(request.url, APP_URL).searchParams;
    const caller = this.directory.caller(request);
    if (!('id' in caller)) return caller;
    const route = `${request.method} ${path}`;
    const user = /^\/admin\/users\/([^/]+)\/(disable|enable)$/.exec(path);
    const org = /^\/admin\/organizations\/([^/]+)\/(plan|credits)$/.exec(path);
    const entry = /^\/admin\/waitlist\/([^/]+)\/approve$/.exec(path);
    const write = request.method !== 'GET';
    const refused = this.refusal(caller, write);
    if (refused) return refused;
    if (route === 'GET /admin/stats') return reply(200, { users: this.directory.accounts().length, organizations: this.organizations.list().length });
    if (route === 'GET /admin/users') return this.users(query);
    if (route === 'GET /admin/organizations') return this.organizationsPage(query);
    if (route === 'GET /admin/audit-log') return this.audit(query);
    if (route === 'GET /admin/waitlist') return this.waitlistPage(query);
    if (user && request.method === 'PUT') return this.setDisabled(caller, decodeURIComponent(user[1]!), user[2] === 'disable');
    if (org && org[2] === 'plan' && request.method === 'PUT') return this.changePlan(caller, decodeURIComponent(org[1]!), body);
    if (org && org[2] === 'credits' && request.method === 'POST') return this.grant(caller, decodeURIComponent(org[1]!), body);
    if (entry && request.method === 'PUT') return this.approve(decodeURIComponent(entry[1]!));
    return reply(404, { detail: 'Not Found' });
  }

  private refusal(caller: FakeAccount, write: boolean): HttpResponse | null {
    if (!isPlatformAdmin(caller.role)) return reply(403, { detail: ServerMessages.platformAdminsOnly });
    if (write && caller.role !== 'system_admin') return reply(403, { detail: ServerMessages.readOnlyAdmin });
    return null;
  }

  private users(query: URLSearchParams): HttpResponse {
    const q = (query.get('q') ?? '').trim().toLowerCase();
    const found = this.directory.accounts().filter((a) => a.email.includes(q) || a.name.toLowerCase().includes(q)).reverse();
    const { limit, offset } = page(query);
    const users = found.slice(offset, offset + limit).map((a) => ({
      id: a.id,
      email: a.email,
      name: a.name,
      role: a.role,
      org_id: a.org_id || null,
      created_at: new Date(0).toISOString(),
      last_login_at: null,
      disabled: a.disabled === true,
    }));
    return reply(200, { total: found.length, users });
  }

  private organizationsPage(query: URLSearchParams): HttpResponse {
    const q = (query.get('q') ?? '').trim().toLowerCase();
    const found = this.organizations.list().filter((o) => o.name.toLowerCase().includes(q)).reverse();
    const { limit, offset } = page(query);
    const organizations = found.slice(offset, offset + limit).map((o) => ({
      id: o.id,
      name: o.name,
      created_at: new Date(o.createdAt).toISOString(),
      member_count: o.memberCount,
      plan: this.directory.planOf(o.id),
      credits: this.directory.creditsOf(o.id),
    }));
    return reply(200, { total: found.length, organizations });
  }

  private setDisabled(caller: FakeAccount, userId: string, disabled: boolean): HttpResponse {
    if (userId === caller.id) return reply(403, { detail: 'You cannot disable your own account' });
    const target = this.directory.accounts().find((a) => a.id === userId);
    if (!target) return reply(404, { detail: ServerMessages.adminTargetNotFound });
    target.disabled = disabled;
    if (disabled) this.directory.endSessions(target);
    this.record({ action: disabled ? 'user.disabled' : 'user.enabled', actorId: caller.id, orgId: null, target: userId });
    return reply(200, { id: userId, disabled });
  }

  private changePlan(caller: FakeAccount, orgId: string, body: Record<string, unknown>): HttpResponse {
    const planType = typeof body.plan_type === 'string' ? body.plan_type : '';
    if (!this.known(orgId)) return reply(404, { detail: ServerMessages.adminTargetNotFound });
    if (!this.directory.startPlan(orgId, planType)) return reply(422, { detail: ServerMessages.unknownPlan(planType) });
    this.record({ action: 'plan.changed', actorId: caller.id, orgId, details: { plan_type: planType, by: 'platform_admin' } });
    return reply(200, this.directory.planOf(orgId));
  }

  private grant(caller: FakeAccount, orgId: string, body: Record<string, unknown>): HttpResponse {
    const amount = Number(body.amount);
    if (!Number.isInteger(amount) || amount <= 0 || amount > 10_000_000) return reply(422, { detail: [{ loc: ['body', 'amount'], msg: 'Too small: expected number to be >0', type: 'value_error' }] });
    const reason = typeof body.reason === 'string' ? body.reason : '';
    if (!this.known(orgId)) return reply(404, { detail: ServerMessages.adminTargetNotFound });
    const transactionId = this.directory.grant(orgId, amount, 'admin_grant', reason.trim() || 'Credits granted by a platform admin');
    this.record({ action: 'credits.granted_by_admin', actorId: caller.id, orgId, target: transactionId, details: { amount, reason } });
    return reply(200, { transaction_id: transactionId, credits: this.directory.creditsOf(orgId) });
  }

  private audit(query: URLSearchParams): HttpResponse {
    const orgId = query.get('org_id');
    const action = query.get('action');
    const found = this.auditLog.filter((e) => (!orgId || e.orgId === orgId) && (!action || e.action === action)).reverse();
    const { limit, offset } = page(query);
    const entries = found.slice(offset, offset + limit).map((e) => ({
      id: e.id,
      at: new Date(e.at).toISOString(),
      action: e.action,
      actor_id: e.actorId,
      org_id: e.orgId,
      target: e.target ?? null,
      details: e.details ?? null,
      ip: null,
    }));
    return reply(200, { total: found.length, entries });
  }

  private join(body: Record<string, unknown>): HttpResponse {
    const email = (typeof body.email === 'string' ? body.email : '').trim().toLowerCase();
    const name = (typeof body.name === 'string' ? body.name : '').trim();
    if (!EMAIL.test(email)) return reply(422, { detail: [{ loc: ['body', 'email'], msg: ServerMessages.emailInvalid, type: 'value_error' }] });
    if (!name) return reply(422, { detail: [{ loc: ['body', 'name'], msg: 'Too small: expected string to have >=1 characters', type: 'value_error' }] });
    if (!this.waitlist.some((e) => e.email === email)) {
      const company = typeof body.company === 'string' && body.company.trim() ? body.company.trim() : null;
      this.waitlist.push({ id: this.directory.nextId('waitlist'), email, name, company, status: 'pending', createdAt: this.directory.clock.now(), approvedAt: null });
    }
    return reply(200, { message: ServerMessages.waitlistJoined });
  }

  private waitlistPage(query: URLSearchParams): HttpResponse {
    const status = query.get('status');
    const found = this.waitlist.filter((e) => !status || e.status === status);
    const { limit, offset } = page(query);
    const entries = found.slice(offset, offset + limit).map((e) => ({
      id: e.id,
      email: e.email,
      name: e.name,
      company: e.company,
      status: e.status,
      created_at: new Date(e.createdAt).toISOString(),
      approved_at: e.approvedAt === null ? null : new Date(e.approvedAt).toISOString(),
    }));
    return reply(200, { total: found.length, entries });
  }

  private approve(entryId: string): HttpResponse {
    const entry = this.waitlist.find((e) => e.id === entryId);
    if (!entry) return reply(404, { detail: ServerMessages.adminTargetNotFound });
    Object.assign(entry, { status: 'approved', approvedAt: this.directory.clock.now() });
    const pass = this.directory.nextId('pass');
    this.directory.outbox.send({ to: entry.email, subject: 'Your access is ready', link: `${APP_URL}/register?waitlist=${pass}&email=${encodeURIComponent(entry.email)}` });
    return reply(200, { message: ServerMessages.waitlistApproved });
  }

  private known(orgId: string): boolean {
    return this.organizations.list().some((o) => o.id === orgId);
  }
}

function page(query: URLSearchParams): { limit: number; offset: number } {
  return { limit: Math.min(Math.max(Number(query.get('limit') ?? 50) || 50, 1), 200), offset: Math.max(Number(query.get('offset') ?? 0) || 0, 0) };
}
