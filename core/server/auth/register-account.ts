import { inject, injectable } from 'inversify';
import { UnitOfWork } from '../ports/unit-of-work.ts';
import { PasswordHasher } from '../ports/password-hasher.ts';
import { IdGenerator } from '../ports/id-generator.ts';
import { Clock } from '../ports/clock.ts';
import { SessionIssuer } from './session-issuer.ts';
import { toSessionUser } from './user-view.ts';
import { ServerError } from '../errors.ts';
import { AuthServerMessages } from './auth-server-messages.ts';
import { DEFAULT_SPACE } from '../spaces/default-space.ts';
import { CreditAccounts } from '../billing/credit-accounts.ts';
import { PlanCatalogue } from '../billing/plan-catalogue.ts';
import { OpaqueTokenFactory } from '../ports/opaque-token-factory.ts';
import { RegistrationPolicy } from './registration-policy.ts';
import { EmailVerification } from './email-verification.ts';
import { PasswordRules } from './password-rules.ts';
import { AddressLimit } from './address-limit.ts';
import type { RegisterPayload, RegisterResponse } from '../../domain/auth/user.ts';

/**
 * A registration costs a dictionary check of the password (tens of milliseconds on the event loop for a
 * hostile one) and an argon2 hash, so one address may try only this often: generous for an office behind
 * one address, too few to hold the server.
 */
export const REGISTRATION_LIMIT = { max: 100, windowMs: 15 * 60_000 };

/** Creates an organization, its owner and its default space, and signs the owner in. */
@injectable()
export class RegisterAccount {
  constructor(
    @inject(UnitOfWork) private readonly uow: UnitOfWork,
    @inject(PasswordHasher) private readonly hasher: PasswordHasher,
    @inject(IdGenerator) private readonly ids: IdGenerator,
    @inject(Clock) private readonly clock: Clock,
    @inject(SessionIssuer) private readonly sessions: SessionIssuer,
    @inject(CreditAccounts) private readonly credits: CreditAccounts,
    @inject(PlanCatalogue) private readonly catalogue: PlanCatalogue,
    @inject(OpaqueTokenFactory) private readonly opaqueTokens: OpaqueTokenFactory,
    @inject(RegistrationPolicy) private readonly policy: RegistrationPolicy,
    @inject(EmailVerification) private readonly verification: EmailVerification,
    @inject(PasswordRules) private readonly passwordRules: PasswordRules,
    @inject(AddressLimit) private readonly limit: AddressLimit,
  ) {}

  /** With an invitation token the person joins the inviting organization instead of creating one. */
  async execute(command: RegisterPayload & { invite_token?: string; waitlist_token?: string }, context: { limitAddress?: string | null } = {}): Promise<RegisterResponse> {
    await this.limit.take('register', context.limitAddress, REGISTRATION_LIMIT);
    const email = command.email.trim().toLowerCase();
    if (!command.invite_token) {
      if (this.policy.mode === 'invite_only') throw new ServerError('AUTH.REGISTRATION_CLOSED', AuthServerMessages.registrationInviteOnly);
      if (this.policy.mode === 'waitlist' && !command.waitlist_token) throw new ServerError('AUTH.REGISTRATION_CLOSED', AuthServerMessages.registrationWaitlist);
    }
    await this.passwordRules.assertAcceptable(command.password, { email, name: command.name });
    const passwordHash = await this.hasher.hash(command.password);
    const response = await this.uow.run(async (repos) => {
      if (await repos.users.findByEmail(email)) throw new ServerError('AUTH.EMAIL_TAKEN', AuthServerMessages.emailTaken);
      const now = this.clock.now();
      if (command.invite_token) {
        const invite = await repos.invites.findByTokenHash(this.opaqueTokens.hash(command.invite_token));
        if (!invite || invite.acceptedAt || invite.expiresAt <= now) throw new ServerError('ORG.INVITE_INVALID', AuthServerMessages.inviteInvalid);
        if (invite.email !== email) throw new ServerError('ORG.INVITE_INVALID', AuthServerMessages.inviteEmailMismatch);
        if (!(await repos.invites.markAccepted(invite.id, now))) throw new ServerError('ORG.INVITE_INVALID', AuthServerMessages.inviteInvalid);
        // The invitation reached this address, so it counts as verified.
        const member = {
          id: this.ids.next(),
          email,
          name: command.name.trim(),
          passwordHash,
          role: invite.role,
          orgId: invite.orgId,
          createdAt: now,
          lastLoginAt: now,
          disabledAt: null,
          emailVerifiedAt: now,
        };
        await repos.users.create(member);
        const tokens = await this.sessions.issue(repos, member);
        return { ...tokens, user: toSessionUser(member), verified: true };
      }
      let verified = false;
      if (this.policy.mode === 'waitlist' && command.waitlist_token) {
        const pass = await repos.oneTimeTokens.findByHash('waitlist_pass', this.opaqueTokens.hash(command.waitlist_token));
        const entry = pass ? await repos.waitlist.findById(pass.subjectId) : null;
        if (!pass || pass.usedAt || pass.expiresAt <= now || !entry || entry.email !== email || !(await repos.oneTimeTokens.consume(pass.id, now))) {
          throw new ServerError('ORG.INVITE_INVALID', AuthServerMessages.inviteInvalid);
        }
        verified = true;
      }
      const orgId = this.ids.next();
      await repos.organizations.create({ id: orgId, name: command.org_name.trim(), createdAt: now, settings: {} });
      // Registering is the owner's first sign-in, so a later /login is not a first login.
      const user = {
        id: this.ids.next(),
        email,
        name: command.name.trim(),
        passwordHash,
        role: 'org_owner' as const,
        orgId,
        createdAt: now,
        lastLoginAt: now,
        disabledAt: null,
        emailVerifiedAt: verified ? now : null,
      };
      await repos.users.create(user);
      await repos.spaces.create({ id: this.ids.next(), orgId, ...DEFAULT_SPACE, createdAt: now });
      await this.credits.open(repos, orgId, this.catalogue.defaultPlan, now);
      const tokens = await this.sessions.issue(repos, user);
      return { ...tokens, user: toSessionUser(user), verified };
    });
    const { verified, ...result } = response;
    if (!verified) await this.verification.send(result.user.id, result.user.email);
    return result;
  }
}
