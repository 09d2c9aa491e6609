import { inject, injectable } from 'inversify';
import { UnitOfWork } from '../ports/unit-of-work.ts';
import { PasswordHasher } from '../ports/password-hasher.ts';
import { Clock } from '../ports/clock.ts';
import { AuditTrail } from '../ports/audit-trail.ts';
import { SessionIssuer } from './session-issuer.ts';
import { LoginThrottle } from './login-throttle.ts';
import { RegistrationPolicy } from './registration-policy.ts';
import { isPlatformAdmin } from '../../domain/roles.ts';
import { OpaqueTokenFactory } from '../ports/opaque-token-factory.ts';
import { toSessionUser } from './user-view.ts';
import { ServerError } from '../errors.ts';
import { AuthServerMessages } from './auth-server-messages.ts';
import type { LoginPayload, LoginResponse } from '../../domain/auth/user.ts';

/** Any valid argon2id hash: checked against when the email is unknown, so both paths cost the same. */
export const TimingDummyHash = Symbol.for('server.TimingDummyHash');

/** Checks the password and opens a session; `is_first_login` is true only the first time. */
@injectable()
export class SignIn {
  constructor(
    @inject(UnitOfWork) private readonly uow: UnitOfWork,
    @inject(PasswordHasher) private readonly hasher: PasswordHasher,
    @inject(Clock) private readonly clock: Clock,
    @inject(SessionIssuer) private readonly sessions: SessionIssuer,
    @inject(TimingDummyHash) private readonly dummyHash: string,
    @inject(LoginThrottle) private readonly throttle: LoginThrottle,
    @inject(AuditTrail) private readonly audit: AuditTrail,
    @inject(RegistrationPolicy) private readonly policy: RegistrationPolicy,
    @inject(OpaqueTokenFactory) private readonly opaqueTokens: OpaqueTokenFactory,
  ) {}

  /** `ip` is audited; `limitAddress` (default: the ip) is what the per-address limits count, e.g. an IPv6 /64. */
  async execute(command: LoginPayload & { invite_token?: string }, context: { ip?: string | null; limitAddress?: string | null; userAgent?: string | null } = {}): Promise<LoginResponse> {
    const email = command.email.trim().toLowerCase();
    const ip = context.ip ?? null;
    const limitAddress = context.limitAddress ?? ip;
    // Counted before the password is checked: concurrent guesses cannot all be evaluated. A wrong guess stays counted.
    try {
      await this.throttle.reserve(email, limitAddress);
    } catch (error) {
      await this.audit.record({ action: 'auth.login_throttled', actorId: null, orgId: null, target: email, ip });
      throw error;
    }
    const user = await this.uow.run((repos) => repos.users.findByEmail(email));
    const passwordOk = await this.hasher.verify(user?.passwordHash ?? this.dummyHash, command.password);
    if (!user || !passwordOk) {
      await this.audit.record({ action: 'auth.login_failed', actorId: user?.id ?? null, orgId: user?.orgId ?? null, target: email, ip });
      throw new ServerError('AUTH.INVALID_CREDENTIALS', AuthServerMessages.invalidCredentials);
    }
    await this.throttle.succeeded(email, limitAddress);
    if (user.disabledAt) throw new ServerError('AUTH.ACCOUNT_DISABLED', AuthServerMessages.accountDisabled);
    if (this.policy.requireVerifiedEmail && !user.emailVerifiedAt && !isPlatformAdmin(user.role)) {
      throw new ServerError('AUTH.EMAIL_UNVERIFIED', AuthServerMessages.emailUnverified);
    }
    const response = await this.uow.run(async (repos) => {
      if (command.invite_token) {
        // Accepting an invitation while signing in: someone without an organization joins the inviting one.
        const now = this.clock.now();
        const invite = await repos.invites.findByTokenHash(this.opaqueTokens.hash(command.invite_token));
        if (!invite || invite.acceptedAt || invite.expiresAt <= now || invite.email !== user.email) throw new ServerError('ORG.INVITE_INVALID', AuthServerMessages.inviteInvalid);
        if (user.orgId && user.orgId !== invite.orgId) throw new ServerError('AUTH.EMAIL_TAKEN', AuthServerMessages.alreadyInOrganization);
        await repos.invites.markAccepted(invite.id, now);
        await repos.users.setMembership(user.id, invite.orgId, invite.role);
        Object.assign(user, { orgId: invite.orgId, role: invite.role });
      }
      const isFirstLogin = user.lastLoginAt === null;
      await repos.users.recordLogin(user.id, this.clock.now());
      const tokens = await this.sessions.issue(repos, user, undefined, { userAgent: context.userAgent ?? null, ip });
      return { ...tokens, user: toSessionUser(user), is_first_login: isFirstLogin };
    });
    await this.audit.record({ action: 'auth.login', actorId: user.id, orgId: user.orgId, ip });
    return response;
  }
}
