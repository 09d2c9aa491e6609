import { inject, injectable } from 'inversify';
import { UnitOfWork } from '../ports/unit-of-work.ts';
import { IdGenerator } from '../ports/id-generator.ts';
import { MailLinks, type LinkMail } from '../auth/mail-links.ts';
import { AuditTrail } from '../ports/audit-trail.ts';
import { ServerError } from '../errors.ts';
import { OrganizationsServerMessages } from './organizations-server-messages.ts';
import { requireOrg } from '../billing/require-org.ts';
import { assertAllowed } from './member-errors.ts';
import { canInvite, type OrgRole } from '../../domain/organizations/member-policy.ts';
import { refuseTooSoon } from './invite-resend-interval.ts';
import type { Principal } from '../auth/principal.ts';

export const INVITE_TTL_MS = 7 * 24 * 3600 * 1000;

/** The invitation mail, the same for the first send and a resend. */
export function invitationMail(to: string, token: string, inviter: string, orgName: string): LinkMail {
  return {
    to,
    subject: `${inviter} invited you to ${orgName}`,
    path: '/register',
    query: { invite: token, email: to },
    text: (link) => `${inviter} invited you to join ${orgName} on Marketing Workspace.\n\nAccept the invitation: ${link}\n\nThe link is valid for 7 days.`,
  };
}

/** Invites someone by email; the link lets them register straight into the organization. */
@injectable()
export class InviteMember {
  constructor(
    @inject(UnitOfWork) private readonly uow: UnitOfWork,
    @inject(IdGenerator) private readonly ids: IdGenerator,
    @inject(MailLinks) private readonly links: MailLinks,
    @inject(AuditTrail) private readonly audit: AuditTrail,
  ) {}

  async execute(principal: Principal, command: { email: string; role: OrgRole }) {
    const orgId = requireOrg(principal);
    assertAllowed(canInvite({ id: principal.userId, role: principal.role }, command.role));
    const email = command.email.trim().toLowerCase();
    const issued = this.links.issue(INVITE_TTL_MS);
    const inviteId = this.ids.next();
    const { orgName, inviter } = await this.uow.run(async (repos) => {
      // Someone with an account but no organization (e.g. a denied join request) can accept at sign-in.
      const existing = await repos.users.findByEmail(email);
      if (existing?.orgId) throw new ServerError('AUTH.EMAIL_TAKEN', OrganizationsServerMessages.alreadyMember);
      // Invited again: the new invitation (its role, a new link) takes the earlier one's place, whose link stops
      // working; as often as Resend allows, so inviting again cannot flood a mailbox either.
      const earlier = await repos.invites.findWaiting(orgId, email);
      if (earlier) {
        refuseTooSoon(earlier.createdAt, issued.issuedAt);
        await repos.invites.deleteUnaccepted(earlier.id);
      }
      const org = await repos.organizations.findById(orgId);
      const user = await repos.users.findById(principal.userId);
      const created = await repos.invites.create({
        id: inviteId,
        orgId,
        email,
        role: command.role,
        tokenHash: issued.tokenHash,
        invitedBy: principal.userId,
        createdAt: issued.issuedAt,
        expiresAt: issued.expiresAt,
        acceptedAt: null,
      });
      // Another invitation to the same person was sent at the same moment.
      if (!created) refuseTooSoon(issued.issuedAt, issued.issuedAt);
      return { orgName: org?.name ?? 'your team', inviter: user?.name ?? 'A colleague' };
    });
    await this.links.send(invitationMail(email, issued.token, inviter, orgName));
    await this.audit.record({ action: 'member.invited', actorId: principal.userId, orgId, target: inviteId, details: { email, role: command.role } });
    return { message: `Invitation sent to ${email}`, id: inviteId, email, role: command.role, expires_at: issued.expiresAt.toISOString() };
  }
}
