import { inject, injectable } from 'inversify';
import { UnitOfWork } from '../ports/unit-of-work.ts';
import { Clock } from '../ports/clock.ts';
import { OpaqueTokenFactory } from '../ports/opaque-token-factory.ts';
import { AddressLimit } from './address-limit.ts';
import { ServerError } from '../errors.ts';
import { AuthServerMessages } from './auth-server-messages.ts';
import type { InviteRecord } from '../ports/records.ts';

/** What the invitation page shows before the invited person registers. */
export interface InvitationDetails {
  organization_name: string;
  inviter_name: string;
  email: string;
  role: InviteRecord['role'];
  expires_at: string;
}

/**
 * Each call tests a token, so one client address may ask only this often (as often as it may check
 * a domain): plenty for someone opening their link, far too few to guess one.
 */
export const INVITATION_LOOKUP_LIMIT = { max: 30, windowMs: 15 * 60_000 };

/**
 * The invitation page (`GET /invites/{token}`): who invited whom to which organization. An unknown, used
 * or expired token gets the same 404, so a wrong token tells nothing.
 */
@injectable()
export class LookUpInvitation {
  constructor(
    @inject(UnitOfWork) private readonly uow: UnitOfWork,
    @inject(Clock) private readonly clock: Clock,
    @inject(OpaqueTokenFactory) private readonly opaqueTokens: OpaqueTokenFactory,
    @inject(AddressLimit) private readonly limit: AddressLimit,
  ) {}

  async execute(token: string, context: { limitAddress?: string | null } = {}): Promise<InvitationDetails> {
    await this.limit.take('invitation-lookup', context.limitAddress, INVITATION_LOOKUP_LIMIT);
    return this.uow.run(async (repos) => {
      const invite = await repos.invites.findByTokenHash(this.opaqueTokens.hash(token));
      if (!invite || invite.acceptedAt || invite.expiresAt <= this.clock.now()) {
        throw new ServerError('ORG.INVITE_NOT_FOUND', AuthServerMessages.invitationNoLongerValid);
      }
      const organization = await repos.organizations.findById(invite.orgId);
      if (!organization) throw new ServerError('ORG.INVITE_NOT_FOUND', AuthServerMessages.invitationNoLongerValid);
      const inviter = await repos.users.findById(invite.invitedBy);
      return {
        organization_name: organization.name,
        // The same fallback the invitation mail uses when the inviter's account is gone.
        inviter_name: inviter?.name ?? 'A colleague',
        email: invite.email,
        role: invite.role,
        expires_at: invite.expiresAt.toISOString(),
      };
    });
  }
}
