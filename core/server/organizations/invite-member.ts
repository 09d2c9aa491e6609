import { inject, injectable } from 'inversify';
import { UnitOfWork } from '../ports/unit-of-work.ts';
import { IdGenerator } from '../ports/id-generator.ts';
import { MailLinks } from '../auth/mail-links.ts';
import { ServerError, ServerMessages } from '../errors.ts';
import { requireOrg } from '../billing/require-org.ts';
import { assertAllowed } from './member-errors.ts';
import { canInvite, type OrgRole } from '../../domain/member-policy.ts';
import type { Principal } from '../auth/principal.ts';

const INVITE_TTL_MS = 7 * 24 * 3600 * 1000;

/** Invites someone by email; the link lets them register straight into the organization. */
@injectable()
export class InviteMember {
  constructor(
    @inject(UnitOfWork) private readonly uow: UnitOfWork,
    @inject(IdGenerator) private readonly ids: IdGenerator,
    @inject(MailLinks) private readonly links: MailLinks,
  ) {}

  async execute(principal: Principal, command: { email: string; role: OrgRole }) {
    const orgId = requireOrg(principal);
    assertAllowed(canInvite({ id: principal.userId, role: principal.role }, command.role));
    const email = command.email.trim().toLowerCase();
    const issued = this.links.issue(INVITE_TTL_MS);
    const { orgName, inviter } = await this.uow.run(async (repos) => {
      // Someone with an account but no organization (e.g. a denied join request) can accept at sign-in.
      const existing = await repos.users.findByEmail(email);
      if (existing?.orgId) throw new ServerError('AUTH.EMAIL_TAKEN', ServerMessages.alreadyMember);
      const org = await repos.organizations.findById(orgId);
      const user = await repos.users.findById(principal.userId);
      await repos.invites.create({
        id: this.ids.next(),
        orgId,
        email,
        role: command.role,
        tokenHash: issued.tokenHash,
        invitedBy: principal.userId,
        createdAt: issued.issuedAt,
        expiresAt: issued.expiresAt,
        acceptedAt: null,
      });
      return { orgName: org?.name ?? 'your team', inviter: user?.name ?? 'A colleague' };
    });
    await this.links.send({
      to: email,
      subject: `${inviter} invited you to ${orgName}`,
      path: '/register',
      query: { invite: issued.token, email },
      text: (link) => `${inviter} invited you to join ${orgName} on Marketing Workspace.\n\nAccept the invitation: ${link}\n\nThe link is valid for 7 days.`,
    });
    return { message: `Invitation sent to ${email}`, email, role: command.role, expires_at: issued.expiresAt.toISOString() };
  }
}
