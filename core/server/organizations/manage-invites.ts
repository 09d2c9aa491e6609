import { inject, injectable } from 'inversify';
import { UnitOfWork, type Repositories } from '../ports/unit-of-work.ts';
import { Clock } from '../ports/clock.ts';
import { AuditTrail } from '../ports/audit-trail.ts';
import { MailLinks } from '../auth/mail-links.ts';
import { ServerError } from '../errors.ts';
import { OrganizationsServerMessages } from './organizations-server-messages.ts';
import { requireOrg } from '../billing/require-org.ts';
import { INVITE_TTL_MS, invitationMail } from './invite-member.ts';
import { refuseTooSoon } from './invite-resend-interval.ts';
import { isOrgAdmin } from '../../domain/roles.ts';
import type { InviteRecord, UserRecord } from '../ports/records.ts';
import type { Principal } from '../auth/principal.ts';

/** What owners and admins see of a pending invitation; never its token. */
export interface InviteView {
  id: string;
  email: string;
  role: string;
  invited_by: { id: string; name: string; email: string } | null;
  sent_at: string;
  expires_at: string;
  expired: boolean;
}

/** The organization's pending invitations: list, send again with a new link, revoke. */
@injectable()
export class ManageInvites {
  constructor(
    @inject(UnitOfWork) private readonly uow: UnitOfWork,
    @inject(Clock) private readonly clock: Clock,
    @inject(MailLinks) private readonly links: MailLinks,
    @inject(AuditTrail) private readonly audit: AuditTrail,
  ) {}

  /** Invitations nobody accepted, without those whose address has since joined the organization another way. */
  async list(principal: Principal): Promise<InviteView[]> {
    const orgId = this.requireManager(principal);
    const now = this.clock.now();
    return this.uow.run(async (repos) => {
      const invites = await repos.invites.listUnaccepted(orgId);
      const users = new Map<string, UserRecord | null>();
      const views: InviteView[] = [];
      for (const invite of invites) {
        const invitee = await repos.users.findByEmail(invite.email);
        if (invitee?.orgId === orgId) continue;
        if (!users.has(invite.invitedBy)) users.set(invite.invitedBy, await repos.users.findById(invite.invitedBy));
        views.push(toInviteView(invite, users.get(invite.invitedBy) ?? null, now));
      }
      return views;
    });
  }

  async resend(principal: Principal, inviteId: string): Promise<InviteView> {
    const orgId = this.requireManager(principal);
    const issued = this.links.issue(INVITE_TTL_MS);
    const { invite, inviter, orgName } = await this.uow.run(async (repos) => {
      const invite = await this.load(repos, orgId, inviteId);
      refuseTooSoon(invite.createdAt, issued.issuedAt);
      if (!(await repos.invites.reissue(invite.id, { tokenHash: issued.tokenHash, sentAt: issued.issuedAt, expiresAt: issued.expiresAt }))) {
        throw new ServerError('ORG.INVITE_NOT_FOUND', OrganizationsServerMessages.inviteNotFound);
      }
      const org = await repos.organizations.findById(orgId);
      const inviter = await repos.users.findById(invite.invitedBy);
      return { invite, inviter, orgName: org?.name ?? 'your team' };
    });
    await this.links.send(invitationMail(invite.email, issued.token, inviter?.name ?? 'A colleague', orgName));
    await this.audit.record({ action: 'invite.resent', actorId: principal.userId, orgId, target: invite.id, details: { email: invite.email } });
    return toInviteView({ ...invite, createdAt: issued.issuedAt, expiresAt: issued.expiresAt }, inviter, issued.issuedAt);
  }

  async revoke(principal: Principal, inviteId: string): Promise<void> {
    const orgId = this.requireManager(principal);
    const invite = await this.uow.run(async (repos) => {
      const invite = await this.load(repos, orgId, inviteId);
      if (!(await repos.invites.deleteUnaccepted(invite.id))) throw new ServerError('ORG.INVITE_NOT_FOUND', OrganizationsServerMessages.inviteNotFound);
      return invite;
    });
    await this.audit.record({ action: 'invite.revoked', actorId: principal.userId, orgId, target: invite.id, details: { email: invite.email } });
  }

  /** Another organization's invitation, or one already accepted, is not found from here. */
  private async load(repos: Repositories, orgId: string, inviteId: string): Promise<InviteRecord> {
    const invite = await repos.invites.findById(inviteId);
    if (!invite || invite.orgId !== orgId || invite.acceptedAt) throw new ServerError('ORG.INVITE_NOT_FOUND', OrganizationsServerMessages.inviteNotFound);
    return invite;
  }

  /** Members are refused before any lookup, so invitation ids cannot be probed. */
  private requireManager(principal: Principal): string {
    const orgId = requireOrg(principal);
    if (!isOrgAdmin(principal.role)) throw new ServerError('PERMISSION.DENIED', OrganizationsServerMessages.membersManagersOnly);
    return orgId;
  }
}

function toInviteView(invite: InviteRecord, inviter: UserRecord | null, now: Date): InviteView {
  return {
    id: invite.id,
    email: invite.email,
    role: invite.role,
    invited_by: inviter ? { id: inviter.id, name: inviter.name, email: inviter.email } : null,
    sent_at: invite.createdAt.toISOString(),
    expires_at: invite.expiresAt.toISOString(),
    expired: invite.expiresAt <= now,
  };
}
