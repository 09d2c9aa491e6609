import { inject, injectable } from 'inversify';
import { UnitOfWork } from '../ports/unit-of-work.ts';
import { Clock } from '../ports/clock.ts';
import { IdGenerator } from '../ports/id-generator.ts';
import { OpaqueTokenFactory } from '../ports/opaque-token-factory.ts';
import { Mailer } from '../ports/mailer.ts';
import { ServerError, ServerMessages } from '../errors.ts';
import { requireOrg } from '../billing/require-org.ts';
import { assertAllowed } from './member-errors.ts';
import { canInvite, type OrgRole } from '../../domain/member-policy.ts';
import type { Principal } from '../auth/principal.ts';

export const AppUrl = Symbol.for('server.AppUrl');
const INVITE_TTL_MS = 7 * 24 * 3600 * 1000;

/** Invites someone by email; the link lets them register straight into the organization. */
@injectable()
export class InviteMember {
  constructor(
    @inject(UnitOfWork) private readonly uow: UnitOfWork,
    @inject(Clock) private readonly clock: Clock,
    @inject(IdGenerator) private readonly ids: IdGenerator,
    @inject(OpaqueTokenFactory) private readonly tokens: OpaqueTokenFactory,
    @inject(Mailer) private readonly mailer: Mailer,
    @inject(AppUrl) private readonly appUrl: string,
  ) {}

  async execute(principal: Principal, command: { email: string; role: OrgRole }) {
    const orgId = requireOrg(principal);
    assertAllowed(canInvite({ id: principal.userId, role: principal.role }, command.role));
    const email = command.email.trim().toLowerCase();
    const token = this.tokens.create();
    const now = this.clock.now();
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
        tokenHash: this.tokens.hash(token),
        invitedBy: principal.userId,
        createdAt: now,
        expiresAt: new Date(now.getTime() + INVITE_TTL_MS),
        acceptedAt: null,
      });
      return { orgName: org?.name ?? 'your team', inviter: user?.name ?? 'A colleague' };
    });
    const link = `${this.appUrl}/register?invite=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`;
    await this.mailer.send({
      to: email,
      subject: `${inviter} invited you to ${orgName}`,
      text: `${inviter} invited you to join ${orgName} on Marketing Workspace.\n\nAccept the invitation: ${link}\n\nThe link is valid for 7 days.`,
      link,
    });
    return { message: `Invitation sent to ${email}`, email, role: command.role, expires_at: new Date(now.getTime() + INVITE_TTL_MS).toISOString() };
  }
}
