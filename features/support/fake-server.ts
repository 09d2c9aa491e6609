import type { HttpPort, HttpRequest, HttpResponse } from '../../core/client/ports/http.port.ts';
import type { Clock } from '../../core/client/ports/clock.port.ts';
import { API_PREFIX } from '../../core/client/api/api-config.ts';
import { ServerMessages } from '../../core/server/errors.ts';
import { DEFAULT_SPACE } from '../../core/server/spaces/default-space.ts';
import type { Space } from '../../core/domain/space.ts';
import { onboardingProgressOf } from '../../core/domain/space-profile-questions.ts';
import { isOrgAdmin, isPlatformAdmin } from '../../core/domain/roles.ts';
import { isValidSlug } from '../../core/domain/slug.ts';
import type { SessionUser } from '../../core/domain/user.ts';
import { DEFAULT_PLAN_CATALOGUE, findOffer } from '../../core/server/billing/plan-catalogue.ts';
import { activityText, resolveFeatureType } from '../../core/domain/agent-cost.ts';
import { Messages } from '../../core/domain/messages.ts';
import { FakeAgentBackend } from './fake-agent-backend.ts';
import { FakeKnowledgeBackend } from './fake-knowledge-backend.ts';
import { FakeBillingBackend } from './fake-billing-backend.ts';
import { reply } from './fake-reply.ts';
import { FakeOrganizationBackend } from './fake-organization-backend.ts';
import { FakeAdminBackend } from './fake-admin-backend.ts';
import { FakeOutbox } from './fake-outbox.ts';
import type { FakeDirectory } from './fake-directory.ts';

interface Ledger {
  planType: string;
  total: number;
  used: number;
  resetDate: number;
  transactions: { transaction_id: string; credits: number; transaction_type: 'debit' | 'credit'; feature: string; activity: string; status: string }[];
}

const DAY_MS = 24 * 3600 * 1000;

interface Account extends SessionUser {
  password: string;
  /** Disabled by a platform admin: sign-in is refused. */
  disabled?: boolean;
}

interface FieldError {
  loc: string[];
  msg: string;
  type: string;
}

const ACCESS_TOKEN_TTL_MS = 15 * 60 * 1000;

/**
 * The server's accounts-and-spaces contract (/api/v1 register, login, refresh, logout, me, spaces)
 * as an in-memory HttpPort, so the acceptance specs can drive the client core without a network.
 * It answers with the real server's statuses, body shapes and texts (ServerMessages); it is kept small:
 * no hashing, no database, tokens are JWT-shaped only so the client can read their expiry.
 */
export class FakeServer implements HttpPort {
  private readonly accounts = new Map<string, Account>();
  private readonly spacesByOrg = new Map<string, Space[]>();
  private readonly accessTokens = new Map<string, string>();
  private readonly refreshTokens = new Map<string, string>();
  private sequence = 0;
  private readonly ledgers = new Map<string, Ledger>();

  /** The agent calls and the agent socket (spec 7.5), charging this server's ledgers. */
  readonly agents: FakeAgentBackend;
  /** The knowledge base and brand voice (features/support/fake-knowledge-backend.ts). */
  readonly knowledge: FakeKnowledgeBackend;
  /** The plans on offer and credit-pack purchases, granting into this server's ledgers. */
  readonly billing: FakeBillingBackend;
  /** The organization calls (spec 7.3) and registering into an organization (7.1). */
  readonly organizations: FakeOrganizationBackend;
  /** The platform admin API and the waitlist. */
  readonly admin: FakeAdminBackend;
  /** The mail this server sent (invitations, waitlist approvals). */
  readonly outbox = new FakeOutbox();

  constructor(private readonly clock: Clock) {
    this.knowledge = new FakeKnowledgeBackend(clock);
    this.billing = new FakeBillingBackend({
      planOf: (orgId) => {
        const plan = this.planOf(this.ledgerOfOrg(orgId));
        return { type: plan.type, daysLeft: plan.days_left, expiresAt: plan.expires_at };
      },
      grant: (orgId, credits, feature, activity) => {
        const l = this.ledgerOfOrg(orgId);
        l.total += credits;
        const id = this.nextId('tx');
        l.transactions.push({ transaction_id: id, credits, transaction_type: 'credit', feature, activity, status: 'completed' });
        return id;
      },
    });
    this.organizations = new FakeOrganizationBackend(this.directory());
    this.admin = new FakeAdminBackend(this.directory(), this.organizations);
    this.agents = new FakeAgentBackend(clock, {
      charge: (orgId, credits, activity) => {
        const l = this.ledgerOfOrg(orgId);
        if (l.total - l.used < credits) return { ok: false, message: Messages.insufficientCredits(credits, l.total - l.used) };
        l.used += credits;
        const id = this.nextId('tx');
        l.transactions.push({ transaction_id: id, credits, transaction_type: 'debit', feature: 'ai_agents', activity: activityText(activity), status: 'completed' });
        return { ok: true, transactionId: id };
      },
      refund: (orgId, credits, activity) => {
        const l = this.ledgerOfOrg(orgId);
        l.used -= credits;
        l.transactions.push({ transaction_id: this.nextId('tx'), credits, transaction_type: 'credit', feature: 'ai_agents', activity, status: 'completed' });
      },
    });
    this.agents.composeAnswer = (run) => this.knowledge.composeAnswer(run);
  }

  async send(request: HttpRequest): Promise<HttpResponse> {
    const path = new URL(request.url, 'http://fake.invalid').pathname;
    if (!path.startsWith(API_PREFIX)) return reply(404, { detail: 'Not Found' });
    const route = `${request.method} ${path.slice(API_PREFIX.length)}`;
    const body = (request.body ?? {}) as Record<string, unknown>;
    const owned = this.organizations.handle(request, path.slice(API_PREFIX.length)) ?? this.admin.handle(request, path.slice(API_PREFIX.length));
    if (owned) return owned;
    switch (route) {
      case 'POST /register':
        return this.register(body);
      case 'POST /login':
        return this.login(body);
      case 'POST /refresh':
        return this.refresh(body);
      case 'POST /logout':
        this.refreshTokens.delete(String(body.refresh_token ?? ''));
        return reply(200, { message: 'Logged out' });
      case 'GET /me':
        return this.authenticated(request, (user) => reply(200, publicUser(user)));
      case 'GET /spaces/':
        return this.authenticated(request, (user) => reply(200, this.spacesByOrg.get(user.org_id) ?? []));
      case 'POST /spaces/':
        return this.authenticated(request, (user) => this.createSpace(user, body));
      case 'GET /billing/plan':
        return this.authenticated(request, (user) => reply(200, this.planOf(this.ledger(user))));
      case 'GET /billing/credits':
        return this.authenticated(request, (user) => reply(200, this.creditsOf(this.ledger(user))));
      case 'GET /billing/credits/transactions':
        return this.authenticated(request, (user) => {
          const limit = Number(new URL(request.url, 'http://fake.invalid').searchParams.get('limit') ?? 20);
          const all = [...this.ledger(user).transactions].reverse();
          return reply(200, { transactions: all.slice(0, limit), total: all.length, has_more: all.length > limit });
        });
      case 'GET /billing/analytics/usage-breakdown':
        return this.authenticated(request, (user) => {
          const byFeature = new Map<string, number>();
          for (const t of this.ledger(user).transactions) {
            if (t.transaction_type === 'debit') byFeature.set(t.feature, (byFeature.get(t.feature) ?? 0) + t.credits);
          }
          const breakdown = [...byFeature].map(([feature, credits]) => ({ feature, credits }));
          return reply(200, { total_credits_used: breakdown.reduce((sum, b) => sum + b.credits, 0), breakdown });
        });
      case 'GET /billing/analytics/recent-activity':
        return this.authenticated(request, (user) => {
          const debits = this.ledger(user).transactions.filter((t) => t.transaction_type === 'debit').reverse().slice(0, 10);
          const at = new Date(this.clock.now()).toISOString();
          return reply(200, { activities: debits.map((t) => ({ id: t.transaction_id, activity: t.activity, credits: t.credits, created_at: at, feature: t.feature })) });
        });
      case 'POST /billing/credits/deduct':
        return this.authenticated(request, (user) => this.deduct(user, body));
      case 'POST /billing/credits/add':
        return this.authenticated(request, (user) => this.addCredits(user, body));
      case 'POST /billing/plan/upgrade':
        return this.authenticated(request, (user) => this.changePlan(user, body));
      default:
        if (this.knowledge.handles(path.slice(API_PREFIX.length))) {
          return this.authenticated(request, (user) => this.knowledge.handle(request, path.slice(API_PREFIX.length), user));
        }
        if (this.billing.handles(path.slice(API_PREFIX.length))) {
          return this.authenticated(request, (user) => this.billing.handle(request, path.slice(API_PREFIX.length), user));
        }
        if (this.agents.handles(path.slice(API_PREFIX.length))) {
          return this.authenticated(request, (user) => this.agents.handle(request, path.slice(API_PREFIX.length), user.org_id));
        }
        return reply(404, { detail: 'Not Found' });
    }
  }

  /** Ages the organization's plan period by this many days (a passed reset date expires the plan). */
  agePlan(orgId: string, days: number): void {
    this.ledgerOfOrg(orgId).resetDate -= days * DAY_MS;
  }

  /** Uses up credits so that only this many remain. */
  leaveCredits(orgId: string, remaining: number): void {
    const l = this.ledgerOfOrg(orgId);
    l.used = l.total - remaining;
  }

  private register(body: Record<string, unknown>): HttpResponse {
    const errors: FieldError[] = [];
    const email = text(body.email).trim().toLowerCase();
    const password = text(body.password);
    const name = text(body.name).trim();
    const orgName = text(body.org_name).trim();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) errors.push(fieldError('email', ServerMessages.emailInvalid));
    if (password.length < 8) errors.push(fieldError('password', 'Password must be at least 8 characters'));
    if (!name) errors.push(fieldError('name', 'Must not be empty'));
    if (!orgName) errors.push(fieldError('org_name', 'Must not be empty'));
    if (errors.length > 0) return reply(422, { detail: errors });
    if (text(body.invite_token)) return this.organizations.registerInvited(body);
    if (this.accounts.has(email)) return reply(409, { detail: ServerMessages.emailTaken });
    const orgId = this.nextId('org');
    this.organizations.opened(orgId, orgName);
    const account: Account = { id: this.nextId('user'), email, name, role: 'org_owner', org_id: orgId, password };
    this.accounts.set(email, account);
    this.spacesByOrg.set(orgId, [
      this.space({ name: DEFAULT_SPACE.name, slug: DEFAULT_SPACE.slug, description: DEFAULT_SPACE.description, is_default: true }),
    ]);
    return reply(201, { ...this.issueTokens(account), user: publicUser(account) });
  }

  private login(body: Record<string, unknown>): HttpResponse {
    const account = this.accounts.get(text(body.email).trim().toLowerCase());
    if (!account || account.password !== text(body.password)) return reply(401, { detail: ServerMessages.invalidCredentials });
    if (account.disabled) return reply(403, { detail: ServerMessages.accountDisabled });
    // Registering counts as the first sign-in, as on the real server.
    return reply(200, { ...this.issueTokens(account), user: publicUser(account), is_first_login: false });
  }

  private refresh(body: Record<string, unknown>): HttpResponse {
    const token = text(body.refresh_token);
    const email = this.refreshTokens.get(token);
    const account = email === undefined ? undefined : this.accounts.get(email);
    if (!account) return reply(401, { detail: ServerMessages.tokenInvalid });
    this.refreshTokens.delete(token);
    return reply(200, this.issueTokens(account));
  }

  private createSpace(user: Account, body: Record<string, unknown>): HttpResponse {
    if (!isOrgAdmin(user.role)) return reply(403, { detail: ServerMessages.createSpaceForbidden });
    const name = text(body.name).trim();
    const slug = text(body.slug).trim();
    if (!name) return reply(422, { detail: [fieldError('name', 'Must not be empty')] });
    if (!isValidSlug(slug)) return reply(422, { detail: [fieldError('slug', ServerMessages.invalidSlug)] });
    const spaces = this.spacesByOrg.get(user.org_id) ?? [];
    if (spaces.some((s) => s.slug === slug)) return reply(409, { detail: ServerMessages.slugTaken(slug) });
    const description = text(body.description).trim() || null;
    const created = this.space({ name, slug, description, is_default: false });
    this.spacesByOrg.set(user.org_id, [...spaces, created]);
    return reply(201, created);
  }

  /** The organization's credits, as the real server keeps them (plan allowance per period, a ledger). */
  private ledger(user: Account): Ledger {
    return this.ledgerOfOrg(user.org_id);
  }

  private ledgerOfOrg(orgId: string): Ledger {
    let ledger = this.ledgers.get(orgId);
    if (!ledger) {
      const offer = findOffer(DEFAULT_PLAN_CATALOGUE, DEFAULT_PLAN_CATALOGUE.defaultPlan)!;
      ledger = { planType: offer.type, total: offer.creditsPerPeriod, used: 0, resetDate: this.clock.now() + offer.periodDays * DAY_MS, transactions: [] };
      this.ledgers.set(orgId, ledger);
    }
    return ledger;
  }

  private planOf(l: Ledger) {
    const offer = findOffer(DEFAULT_PLAN_CATALOGUE, l.planType)!;
    return { id: `plan_${offer.type}`, type: offer.type, name: offer.name, is_active: true, days_left: Math.ceil((l.resetDate - this.clock.now()) / DAY_MS), expires_at: new Date(l.resetDate).toISOString() };
  }

  private creditsOf(l: Ledger) {
    return { used: l.used, total: l.total, remaining: l.total - l.used, reset_date: new Date(l.resetDate).toISOString(), last_updated: new Date(this.clock.now()).toISOString() };
  }

  private deduct(user: Account, body: Record<string, unknown>): HttpResponse {
    if (!isOrgAdmin(user.role)) return reply(403, { detail: ServerMessages.billingManagersOnly });
    const l = this.ledger(user);
    const amount = Number(body.amount);
    if (!Number.isInteger(amount) || amount <= 0) return reply(422, { detail: [fieldError('amount', 'Must be greater than zero')] });
    if (!text(body.description).trim()) return reply(422, { detail: [fieldError('description', ServerMessages.deductReasonRequired)] });
    if (l.total - l.used < amount) return reply(200, { success: false, credits_remaining: l.total - l.used, transaction_id: null });
    l.used += amount;
    const id = this.nextId('tx');
    l.transactions.push({ transaction_id: id, credits: amount, transaction_type: 'debit', feature: resolveFeatureType(text(body.feature_type)), activity: activityText(text(body.description)), status: 'completed' });
    return reply(200, { success: true, credits_remaining: l.total - l.used, transaction_id: id });
  }

  private addCredits(user: Account, body: Record<string, unknown>): HttpResponse {
    // Credits without a payment: a system admin's alone (issue 13), to the organization named.
    if (!isPlatformAdmin(user.role)) return reply(403, { detail: ServerMessages.platformAdminsOnly });
    if (user.role !== 'system_admin') return reply(403, { detail: ServerMessages.readOnlyAdmin });
    const orgId = text(body.org_id) || user.org_id;
    if (!orgId) return reply(422, { detail: [fieldError('org_id', ServerMessages.creditsTargetRequired)] });
    const l = this.ledgerOfOrg(orgId);
    const amount = Number(body.amount);
    l.total += amount;
    const id = this.nextId('tx');
    l.transactions.push({ transaction_id: id, credits: amount, transaction_type: 'credit', feature: 'credit_addition', activity: text(body.description) || 'Credits added', status: 'completed' });
    return reply(200, { ...this.creditsOf(l), transaction_id: id });
  }

  private changePlan(user: Account, body: Record<string, unknown>): HttpResponse {
    if (!isOrgAdmin(user.role)) return reply(403, { detail: ServerMessages.billingManagersOnly });
    const offer = findOffer(DEFAULT_PLAN_CATALOGUE, text(body.plan_type));
    if (!offer) return reply(422, { detail: [fieldError('plan_type', ServerMessages.unknownPlan(text(body.plan_type)))] });
    const l = this.ledger(user);
    Object.assign(l, { planType: offer.type, total: offer.creditsPerPeriod, used: 0, resetDate: this.clock.now() + offer.periodDays * DAY_MS });
    return reply(200, { ...this.planOf(l), test_mode: true, status: 'completed', checkout_url: null });
  }

  private authenticated(request: HttpRequest, handle: (user: Account) => HttpResponse): HttpResponse {
    const header = Object.entries(request.headers).find(([k]) => k.toLowerCase() === 'authorization')?.[1];
    const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : null;
    if (!token) return reply(401, { detail: ServerMessages.notAuthenticated });
    const email = this.accessTokens.get(token);
    const account = email === undefined ? undefined : this.accounts.get(email);
    if (!account || account.disabled || expiryOf(token) <= this.clock.now()) return reply(401, { detail: ServerMessages.tokenInvalid });
    return handle(account);
  }

  private issueTokens(account: Account): { access_token: string; refresh_token: string } {
    const exp = Math.floor((this.clock.now() + ACCESS_TOKEN_TTL_MS) / 1000);
    const access = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: account.id, role: account.role, org_id: account.org_id, exp, jti: this.nextId('jti') })}.fake`;
    const refresh = this.nextId('refresh');
    this.accessTokens.set(access, account.email);
    this.refreshTokens.set(refresh, account.email);
    return { access_token: access, refresh_token: refresh };
  }

  private space(fields: Pick<Space, 'name' | 'slug' | 'description' | 'is_default'>): Space {
    // No profile question answered yet, shown the way the real server derives it.
    return { id: this.nextId('space'), ...fields, ...onboardingProgressOf(new Set()) };
  }

  /** What the organization and admin backends may see and change of this server (features/support/fake-directory.ts). */
  private directory(): FakeDirectory {
    return {
      clock: this.clock,
      outbox: this.outbox,
      nextId: (kind) => this.nextId(kind),
      accounts: () => [...this.accounts.values()],
      accountByEmail: (email) => this.accounts.get(email.trim().toLowerCase()),
      addAccount: (fields) => {
        const account: Account = { id: this.nextId('user'), ...fields };
        this.accounts.set(account.email, account);
        return account;
      },
      issueTokens: (account) => this.issueTokens(account),
      endSessions: (account) => {
        for (const [token, email] of this.refreshTokens) if (email === account.email) this.refreshTokens.delete(token);
      },
      caller: (request) => {
        let caller: Account | undefined;
        const refused = this.authenticated(request, (user) => {
          caller = user;
          return reply(200, null);
        });
        return (caller as Account | undefined) ?? refused;
      },
      registerOrganization: (body) => this.register(body),
      planOf: (orgId) => this.planOf(this.ledgerOfOrg(orgId)),
      creditsOf: (orgId) => this.creditsOf(this.ledgerOfOrg(orgId)),
      startPlan: (orgId, planType) => {
        const offer = findOffer(DEFAULT_PLAN_CATALOGUE, planType);
        if (!offer) return false;
        Object.assign(this.ledgerOfOrg(orgId), { planType: offer.type, total: offer.creditsPerPeriod, used: 0, resetDate: this.clock.now() + offer.periodDays * DAY_MS });
        return true;
      },
      grant: (orgId, amount, feature, activity) => {
        const l = this.ledgerOfOrg(orgId);
        l.total += amount;
        const id = this.nextId('tx');
        l.transactions.push({ transaction_id: id, credits: amount, transaction_type: 'credit', feature, activity, status: 'completed' });
        return id;
      },
      audit: (record) => this.admin.record(record),
    };
  }

  private nextId(kind: string): string {
    this.sequence += 1;
    return `${kind}-${this.sequence}`;
  }
}

function publicUser(account: Account): SessionUser {
  return { id: account.id, email: account.email, name: account.name, role: account.role, org_id: account.org_id };
}

function fieldError(field: string, msg: string): FieldError {
  return { loc: ['body', field], msg, type: 'value_error' };
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function b64(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function expiryOf(token: string): number {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp: number };
  return payload.exp * 1000;
}
