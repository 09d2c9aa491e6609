import type { HttpRequest, HttpResponse } from '../../core/client/ports/http.port.ts';
import { ServerMessages } from '../../core/server/errors.ts';
import { canChangeRole, canInvite, canRemoveMember, isOrgRole, type MemberDecision, type OrgRole } from '../../core/domain/member-policy.ts';
import { isOrgAdmin } from '../../core/domain/roles.ts';
import type { FakeAccount, FakeDirectory } from './fake-directory.ts';
import { reply } from './fake-reply.ts';

interface FakeOrganization {
  id: string;
  name: string;
  createdAt: number;
}

interface FakeInvite {
  token: string;
  orgId: string;
  email: string;
  role: OrgRole;
  accepted: boolean;
}

interface FakeJoinRequest {
  id: string;
  orgId: string;
  userId: string;
  status: 'pending' | 'approved' | 'denied';
  createdAt: number;
}

/** Where the links in the fake server's emails point (the real server names its own address). */
const APP_URL = 'http://app.fake.invalid';
const EMAIL = /^[^\s@]+@([^\s@]+\.[^\s@]+)$/;
const INVITE_TTL_MS = 7 * 24 * 3600 * 1000;

/**
 * The organization calls of spec 7.3 (settings, members, invitations, join requests) and the domain
 * registration of 7.1 (check-domain, with-domain, and /register with an invitation), over the fake
 * server's accounts, with the real server's statuses, bodies and texts (adapters/server/http/routes).
 */
export class FakeOrganizationBackend {
  private readonly organizations = new Map<string, FakeOrganization>();
  private readonly invites: FakeInvite[] = [];
  private readonly joinRequests: FakeJoinRequest[] = [];

  constructor(private readonly directory: FakeDirectory) {}

  /** An organization registered on the fake server (POST /register). */
  opened(orgId: string, name: string): void {
    this.organizations.set(orgId, { id: orgId, name, createdAt: this.directory.clock.now() });
  }

  list(): (FakeOrganization & { memberCount: number })[] {
    return [...this.organizations.values()].map((o) => ({ ...o, memberCount: this.membersOf(o.id).length }));
  }

  /** Answers the calls this backend owns; null for any other. */
  handle(request: HttpRequest, path: string): HttpResponse | null {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const route = `${request.method} ${path}`;
    if (route === 'GET /register/check-domain') return this.checkDomain(new URL(request.url, APP_URL).searchParams.get('email') ?? '');
    if (route === 'POST /register/with-domain') return this.registerWithDomain(body);
    const member = /^\/orgs\/members\/([^/]+)(\/role)?$/.exec(path);
    const decision = /^\/orgs\/join-requests\/([^/]+)\/(approve|deny)$/.exec(path);
    const known =
      route === 'GET /settings/org' || route === 'PUT /settings/org' || route === 'GET /orgs/members' || route === 'POST /orgs/invites' ||
      route === 'GET /orgs/join-requests' || (member && ((request.method === 'PUT' && member[2]) || (request.method === 'DELETE' && !member[2]))) ||
      (decision && request.method === 'PUT');
    if (!known) return null;
    const caller = this.directory.caller(request);
    if (!('id' in caller)) return caller;
    if (!caller.org_id) return reply(403, { detail: ServerMessages.noOrganization });
    switch (route) {
      case 'GET /settings/org':
        return reply(200, this.view(caller.org_id));
      case 'PUT /settings/org':
        return this.rename(caller, body);
      case 'GET /orgs/members':
        return reply(200, this.membersOf(caller.org_id).map(memberView));
      case 'POST /orgs/invites':
        return this.invite(caller, body);
      case 'GET /orgs/join-requests':
        if (!isOrgAdmin(caller.role)) return reply(403, { detail: ServerMessages.membersManagersOnly });
        return reply(200, this.joinRequests.filter((r) => r.orgId === caller.org_id && r.status === 'pending').map((r) => this.joinRequestView(r)));
    }
    if (member) return member[2] ? this.changeRole(caller, decodeURIComponent(member[1]!), body) : this.remove(caller, decodeURIComponent(member[1]!));
    return this.decide(caller, decodeURIComponent(decision![1]!), decision![2] === 'approve' ? 'approved' : 'denied');
  }

  /** POST /register with an invitation: the person joins the inviting organization with the invited role. */
  registerInvited(body: Record<string, unknown>): HttpResponse {
    const email = text(body.email).trim().toLowerCase();
    if (this.directory.accountByEmail(email)) return reply(409, { detail: ServerMessages.emailTaken });
    const invite = this.invites.find((i) => i.token === text(body.invite_token));
    if (!invite || invite.accepted) return reply(400, { detail: ServerMessages.inviteInvalid });
    if (invite.email !== email) return reply(400, { detail: ServerMessages.inviteEmailMismatch });
    invite.accepted = true;
    const account = this.directory.addAccount({ email, name: text(body.name).trim(), password: text(body.password), role: invite.role, org_id: invite.orgId });
    return reply(201, { ...this.directory.issueTokens(account), user: sessionUser(account) });
  }

  private view(orgId: string) {
    const org = this.organizations.get(orgId);
    return { id: orgId, name: org?.name ?? '', properties: [], created_at: new Date(org?.createdAt ?? 0).toISOString() };
  }

  private rename(caller: FakeAccount, body: Record<string, unknown>): HttpResponse {
    if (!isOrgAdmin(caller.role)) return reply(403, { detail: ServerMessages.membersManagersOnly });
    const org = this.organizations.get(caller.org_id);
    if (!org) return reply(403, { detail: ServerMessages.noOrganization });
    if (body.name !== undefined) {
      const name = text(body.name).trim();
      if (!name || name.length > 100) return reply(422, { detail: [fieldError('name', 'Too small: expected string to have >=1 characters')] });
      org.name = name;
    }
    return reply(200, this.view(org.id));
  }

  private membersOf(orgId: string): FakeAccount[] {
    return this.directory.accounts().filter((a) => a.org_id === orgId);
  }

  private invite(caller: FakeAccount, body: Record<string, unknown>): HttpResponse {
    const email = text(body.email).trim().toLowerCase();
    const role = body.role === undefined ? 'org_member' : body.role;
    if (!EMAIL.test(email)) return reply(422, { detail: [fieldError('email', ServerMessages.emailInvalid)] });
    if (!isOrgRole(role)) return reply(422, { detail: [fieldError('role', 'Invalid option')] });
    const refused = refusal(canInvite({ id: caller.id, role: caller.role }, role));
    if (refused) return refused;
    if (this.directory.accountByEmail(email)?.org_id) return reply(409, { detail: ServerMessages.alreadyMember });
    const token = this.directory.nextId('invite');
    this.invites.push({ token, orgId: caller.org_id, email, role, accepted: false });
    const orgName = this.organizations.get(caller.org_id)?.name ?? 'your team';
    this.directory.outbox.send({
      to: email,
      subject: `${caller.name} invited you to ${orgName}`,
      link: `${APP_URL}/register?invite=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`,
    });
    const expiresAt = new Date(this.directory.clock.now() + INVITE_TTL_MS).toISOString();
    return reply(200, { message: `Invitation sent to ${email}`, email, role, expires_at: expiresAt });
  }

  private changeRole(caller: FakeAccount, memberId: string, body: Record<string, unknown>): HttpResponse {
    if (!isOrgRole(body.role)) return reply(422, { detail: [fieldError('role', 'Invalid option')] });
    const role = body.role;
    // Non-managers are refused before any lookup, as on the real server.
    if (!isOrgAdmin(caller.role)) return reply(403, { detail: ServerMessages.membersManagersOnly });
    const members = this.membersOf(caller.org_id);
    const target = members.find((m) => m.id === memberId);
    if (!target) return reply(404, { detail: ServerMessages.memberNotFound });
    const refused = refusal(canChangeRole({ id: caller.id, role: caller.role }, target, role, owners(members)));
    if (refused) return refused;
    const before = target.role;
    target.role = role;
    this.directory.audit({ action: 'member.role_changed', actorId: caller.id, orgId: caller.org_id, target: memberId, details: { from: before, to: role } });
    return reply(200, memberView(target));
  }

  private remove(caller: FakeAccount, memberId: string): HttpResponse {
    if (!isOrgAdmin(caller.role)) return reply(403, { detail: ServerMessages.membersManagersOnly });
    const members = this.membersOf(caller.org_id);
    const target = members.find((m) => m.id === memberId);
    if (!target) return reply(404, { detail: ServerMessages.memberNotFound });
    const refused = refusal(canRemoveMember({ id: caller.id, role: caller.role }, target, owners(members)));
    if (refused) return refused;
    const orgId = caller.org_id;
    Object.assign(target, { org_id: '', role: 'org_member' });
    this.directory.endSessions(target);
    this.directory.audit({ action: 'member.removed', actorId: caller.id, orgId, target: memberId });
    return reply(200, { message: 'Member removed' });
  }

  private decide(caller: FakeAccount, requestId: string, decision: 'approved' | 'denied'): HttpResponse {
    if (!isOrgAdmin(caller.role)) return reply(403, { detail: ServerMessages.membersManagersOnly });
    const request = this.joinRequests.find((r) => r.id === requestId);
    if (!request || request.orgId !== caller.org_id || request.status !== 'pending') return reply(404, { detail: ServerMessages.joinRequestNotFound });
    request.status = decision;
    const joiner = this.directory.accounts().find((a) => a.id === request.userId);
    if (decision === 'approved' && joiner) Object.assign(joiner, { org_id: request.orgId, role: 'org_member' });
    return reply(200, { id: request.id, status: decision });
  }

  private checkDomain(raw: string): HttpResponse {
    const email = raw.trim().toLowerCase();
    const match = EMAIL.exec(email);
    if (!match) return reply(200, { has_existing_org: false, email_valid: false, email_error: ServerMessages.emailInvalid, email_exists: false });
    return reply(200, { has_existing_org: this.orgOfDomain(match[1]!) !== null, email_valid: true, email_error: null, email_exists: this.directory.accountByEmail(email) !== undefined });
  }

  private registerWithDomain(body: Record<string, unknown>): HttpResponse {
    if (body.choice !== 'join_existing') {
      const created = this.directory.registerOrganization(body);
      return created.status === 201 ? reply(201, { message: ServerMessages.organizationCreated }) : created;
    }
    const email = text(body.email).trim().toLowerCase();
    if (this.directory.accountByEmail(email)) return reply(409, { detail: ServerMessages.emailTaken });
    const orgId = this.orgOfDomain(email.split('@')[1] ?? '');
    if (!orgId) return reply(422, { detail: [fieldError('choice', ServerMessages.noOrganizationForDomain)] });
    const account = this.directory.addAccount({ email, name: text(body.name).trim(), password: text(body.password), role: 'org_member', org_id: '' });
    this.joinRequests.push({ id: this.directory.nextId('join'), orgId, userId: account.id, status: 'pending', createdAt: this.directory.clock.now() });
    return reply(201, { message: ServerMessages.joinRequested });
  }

  /** The organization whose members use this email domain (the first registered one). */
  private orgOfDomain(domain: string): string | null {
    return this.directory.accounts().find((a) => a.org_id && a.email.endsWith(`@${domain}`))?.org_id ?? null;
  }

  private joinRequestView(request: FakeJoinRequest) {
    const user = this.directory.accounts().find((a) => a.id === request.userId);
    return { id: request.id, user_id: request.userId, email: user?.email ?? '', name: user?.name ?? '', status: request.status, created_at: new Date(request.createdAt).toISOString() };
  }
}

/** The member policy's refusal as the real server answers it (core/server/organizations/member-errors.ts). */
function refusal(decision: MemberDecision): HttpResponse | null {
  if (decision.allowed) return null;
  switch (decision.reason) {
    case 'not-manager':
      return reply(403, { detail: ServerMessages.membersManagersOnly });
    case 'own-role':
      return reply(403, { detail: ServerMessages.ownRole });
    case 'self':
      return reply(403, { detail: ServerMessages.removeSelf });
    case 'owners-only':
      return reply(403, { detail: ServerMessages.ownersOnly });
    case 'last-owner':
      return reply(409, { detail: ServerMessages.lastOwner });
  }
}

function owners(members: FakeAccount[]): number {
  return members.filter((m) => m.role === 'org_owner').length;
}

function memberView(account: FakeAccount) {
  return { id: account.id, email: account.email, name: account.name, role: account.role, joined_at: new Date(0).toISOString(), last_login_at: null, disabled: account.disabled === true };
}

function sessionUser(account: FakeAccount) {
  return { id: account.id, email: account.email, name: account.name, role: account.role, org_id: account.org_id };
}

function fieldError(field: string, msg: string) {
  return { loc: ['body', field], msg, type: 'value_error' };
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
