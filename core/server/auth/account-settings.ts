import { inject, injectable } from 'inversify';
import { UnitOfWork } from '../ports/unit-of-work.ts';
import { Clock } from '../ports/clock.ts';
import { PasswordHasher } from '../ports/password-hasher.ts';
import { Mailer } from '../ports/mailer.ts';
import { AuditTrail } from '../ports/audit-trail.ts';
import { LoginThrottle } from './login-throttle.ts';
import { PasswordRules } from './password-rules.ts';
import { toSessionUser } from './user-view.ts';
import { ServerError } from '../errors.ts';
import { AuthServerMessages } from './auth-server-messages.ts';
import type { Principal } from './principal.ts';
import type { SessionUser, SignedInSessionView } from '../../domain/auth/user.ts';

/** The longest name an account may have, as at registration. */
export const MAX_NAME_LENGTH = 100;

async function activeUser(uow: UnitOfWork, principal: Principal) {
  const user = await uow.run((repos) => repos.users.findById(principal.userId));
  if (!user || user.disabledAt) throw new ServerError('AUTH.TOKEN_INVALID', AuthServerMessages.userNotFound);
  return user;
}

/** Settings → Profile (`PATCH /me`): the signed-in person changes their own name; the email stays. */
@injectable()
export class ChangeName {
  constructor(@inject(UnitOfWork) private readonly uow: UnitOfWork) {}

  async execute(principal: Principal, rawName: string): Promise<SessionUser & { email_verified: boolean }> {
    const name = rawName.trim();
    if (name.length < 1 || name.length > MAX_NAME_LENGTH) {
      throw new ServerError('VALIDATION.INVALID', AuthServerMessages.nameInvalid, [{ loc: ['body', 'name'], msg: AuthServerMessages.nameInvalid, type: 'value_error' }]);
    }
    const user = await activeUser(this.uow, principal);
    await this.uow.run((repos) => repos.users.setName(user.id, name));
    return { ...toSessionUser({ ...user, name }), email_verified: Boolean(user.emailVerifiedAt) };
  }
}

/**
 * Settings → Password (`POST /password/change`): the current password is required, and each try counts
 * toward the sign-in throttle of the account and address (someone holding a stolen access token gets no more
 * guesses than at the sign-in form). The new password meets the registration rules. On success every other
 * session of the account ends at once; the one that asked stays signed in, and a notice is mailed.
 */
@injectable()
export class ChangePassword {
  constructor(
    @inject(UnitOfWork) private readonly uow: UnitOfWork,
    @inject(Clock) private readonly clock: Clock,
    @inject(PasswordHasher) private readonly hasher: PasswordHasher,
    @inject(PasswordRules) private readonly passwordRules: PasswordRules,
    @inject(LoginThrottle) private readonly throttle: LoginThrottle,
    @inject(AuditTrail) private readonly audit: AuditTrail,
    @inject(Mailer) private readonly mailer: Mailer,
  ) {}

  async execute(
    principal: Principal,
    command: { current_password: string; new_password: string },
    context: { ip?: string | null; limitAddress?: string | null } = {},
  ): Promise<{ message: string; signed_out_sessions: number }> {
    const user = await activeUser(this.uow, principal);
    const ip = context.ip ?? null;
    const limitAddress = context.limitAddress ?? ip;
    await this.throttle.reserve(user.email, limitAddress);
    if (!(await this.hasher.verify(user.passwordHash, command.current_password))) {
      await this.audit.record({ action: 'auth.password_change_failed', actorId: user.id, orgId: user.orgId, target: user.email, ip });
      const msg = AuthServerMessages.currentPasswordWrong;
      throw new ServerError('VALIDATION.INVALID', msg, [{ loc: ['body', 'current_password'], msg, type: 'value_error' }]);
    }
    await this.throttle.succeeded(user.email, limitAddress);
    try {
      await this.passwordRules.assertAcceptable(command.new_password, { email: user.email, name: user.name });
    } catch (error) {
      // The same rules and texts as at registration, reported on this form's field.
      if (error instanceof ServerError && error.code === 'VALIDATION.INVALID') {
        throw new ServerError(error.code, error.message, error.fieldErrors.map((f) => ({ ...f, loc: ['body', 'new_password'] })));
      }
      throw error;
    }
    const passwordHash = await this.hasher.hash(command.new_password);
    const signedOut = await this.uow.run(async (repos) => {
      await repos.users.setPasswordHash(user.id, passwordHash);
      // A reset link mailed before the change would otherwise still set a password afterwards.
      await repos.oneTimeTokens.consumeAllFor('password_reset', user.id, this.clock.now());
      return repos.refreshTokens.endSessions(user.id, { allBut: principal.sessionId ?? null }, this.clock.now());
    });
    await this.audit.record({ action: 'auth.password_changed', actorId: user.id, orgId: user.orgId, ip, details: { signed_out_sessions: signedOut } });
    await this.mailer.send({
      to: user.email,
      subject: 'Your password was changed',
      text:
        'The password of your account was just changed from the settings, and your other sessions were signed out.\n\n' +
        'If you did not change it, reset your password at once with "Forgot password?" on the sign-in page.',
    });
    return { message: AuthServerMessages.passwordChanged, signed_out_sessions: signedOut };
  }
}

/** Settings → Active sessions (`/sessions`): one's own signed-in sessions, and ending them. */
@injectable()
export class ManageSessions {
  constructor(
    @inject(UnitOfWork) private readonly uow: UnitOfWork,
    @inject(Clock) private readonly clock: Clock,
    @inject(AuditTrail) private readonly audit: AuditTrail,
  ) {}

  /** Live sessions, newest activity first, the one asking marked `current`. */
  async list(principal: Principal): Promise<SignedInSessionView[]> {
    const sessions = await this.uow.run((repos) => repos.refreshTokens.listLiveSessions(principal.userId, this.clock.now()));
    return sessions.map((s) => ({
      id: s.id,
      created_at: s.startedAt.toISOString(),
      last_used_at: s.lastUsedAt.toISOString(),
      user_agent: s.userAgent,
      ip: s.ip,
      current: s.id === principal.sessionId,
    }));
  }

  /** Ends one of one's own sessions; any other id (someone else's, ended, unknown) is 404. */
  async end(principal: Principal, sessionId: string, context: { ip?: string | null } = {}): Promise<{ message: string }> {
    const ended = await this.uow.run((repos) => repos.refreshTokens.endSessions(principal.userId, { only: sessionId }, this.clock.now()));
    if (ended === 0) throw new ServerError('AUTH.SESSION_NOT_FOUND', AuthServerMessages.signedInSessionNotFound);
    await this.audit.record({ action: 'auth.sessions_ended', actorId: principal.userId, orgId: principal.orgId, target: sessionId, ip: context.ip ?? null, details: { count: 1 } });
    return { message: AuthServerMessages.sessionSignedOut };
  }

  /** Ends every session but the one asking ("Sign out of all other sessions"). */
  async endOthers(principal: Principal, context: { ip?: string | null } = {}): Promise<{ message: string; signed_out_sessions: number }> {
    const ended = await this.uow.run((repos) => repos.refreshTokens.endSessions(principal.userId, { allBut: principal.sessionId ?? null }, this.clock.now()));
    if (ended > 0) await this.audit.record({ action: 'auth.sessions_ended', actorId: principal.userId, orgId: principal.orgId, ip: context.ip ?? null, details: { count: ended } });
    return { message: AuthServerMessages.otherSessionsSignedOut(ended), signed_out_sessions: ended };
  }
}
