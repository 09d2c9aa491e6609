import { inject, injectable } from 'inversify';
import { UnitOfWork } from '../ports/unit-of-work.ts';
import { Clock } from '../ports/clock.ts';
import { IdGenerator } from '../ports/id-generator.ts';
import { OpaqueTokenFactory } from '../ports/opaque-token-factory.ts';
import { PasswordHasher } from '../ports/password-hasher.ts';
import { RateLimitStore } from '../ports/rate-limit-store.ts';
import { MailLinks } from './mail-links.ts';
import { PasswordRules } from './password-rules.ts';
import { AddressLimit } from './address-limit.ts';
import { ServerError } from '../errors.ts';
import { AuthServerMessages } from './auth-server-messages.ts';

/** How long a reset link works (30 minutes). */
export const PASSWORD_RESET_TTL_MS = 30 * 60_000;

/** Requests from one client address: it may ask for resets of many accounts only this often (429 past it). */
export const PASSWORD_RESET_ADDRESS_LIMIT = { max: 20, windowMs: 15 * 60_000 };

/**
 * Mails to one account: past this, further requests are answered the same but send nothing, so the answer
 * never tells whether the address has an account and nobody can flood an inbox.
 */
export const PASSWORD_RESET_MAIL_LIMIT = { max: 3, windowMs: 15 * 60_000 };

/**
 * Forgot password (`/password/forgot`): answers the same whatever the address; an active account gets a
 * single-use link valid for 30 minutes. Only the token's hash is stored.
 */
@injectable()
export class RequestPasswordReset {
  constructor(
    @inject(UnitOfWork) private readonly uow: UnitOfWork,
    @inject(IdGenerator) private readonly ids: IdGenerator,
    @inject(MailLinks) private readonly links: MailLinks,
    @inject(AddressLimit) private readonly limit: AddressLimit,
    @inject(RateLimitStore) private readonly rateLimits: RateLimitStore,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  async execute(rawEmail: string, context: { limitAddress?: string | null } = {}): Promise<{ message: string }> {
    await this.limit.take('password-reset', context.limitAddress, PASSWORD_RESET_ADDRESS_LIMIT);
    const email = rawEmail.trim().toLowerCase();
    const answer = { message: AuthServerMessages.passwordResetSent };
    const user = await this.uow.run((repos) => repos.users.findByEmail(email));
    if (!user || user.disabledAt) return answer;
    const mails = await this.rateLimits.reserve([{ key: `password-reset:account:${user.id}`, ...PASSWORD_RESET_MAIL_LIMIT }], this.clock.now());
    if (!mails.granted) return answer;
    const issued = this.links.issue(PASSWORD_RESET_TTL_MS);
    await this.uow.run((repos) =>
      repos.oneTimeTokens.create({
        id: this.ids.next(),
        purpose: 'password_reset',
        subjectId: user.id,
        tokenHash: issued.tokenHash,
        expiresAt: issued.expiresAt,
        usedAt: null,
        createdAt: issued.issuedAt,
      }),
    );
    await this.links.send({
      to: user.email,
      subject: 'Reset your password',
      path: '/reset-password',
      query: { token: issued.token },
      text: (link) =>
        `Someone asked to reset the password of your account. To choose a new password, open: ${link}\n\n` +
        'The link is valid for 30 minutes and works once. If you did not ask for it, ignore this email: your password stays as it is.',
    });
    return answer;
  }
}

/**
 * Sets a new password from a reset link (`/password/reset`). In one unit of work: the token is spent, the
 * password replaced, every other reset link of the account spent, and every session of the account ended,
 * its refresh tokens and its unexpired access tokens alike, so whoever held the old password is out at once.
 */
@injectable()
export class ResetPassword {
  constructor(
    @inject(UnitOfWork) private readonly uow: UnitOfWork,
    @inject(Clock) private readonly clock: Clock,
    @inject(OpaqueTokenFactory) private readonly tokens: OpaqueTokenFactory,
    @inject(PasswordHasher) private readonly hasher: PasswordHasher,
    @inject(PasswordRules) private readonly passwordRules: PasswordRules,
    @inject(AddressLimit) private readonly limit: AddressLimit,
  ) {}

  async execute(command: { token: string; password: string }, context: { limitAddress?: string | null } = {}): Promise<{ message: string }> {
    // Each attempt may cost a dictionary check and an argon2 hash: counted per address like registration.
    await this.limit.take('password-reset-confirm', context.limitAddress, PASSWORD_RESET_ADDRESS_LIMIT);
    const invalid = () => new ServerError('AUTH.TOKEN_EXPIRED', AuthServerMessages.passwordResetInvalid);
    const tokenHash = this.tokens.hash(command.token);
    // Look first (no write) so a bad link is refused before the password check, and the rules can see the email.
    const found = await this.uow.run(async (repos) => {
      const stored = await repos.oneTimeTokens.findByHash('password_reset', tokenHash);
      const user = stored ? await repos.users.findById(stored.subjectId) : null;
      return stored && user ? { stored, user } : null;
    });
    if (!found || found.stored.usedAt || found.stored.expiresAt <= this.clock.now() || found.user.disabledAt) throw invalid();
    await this.passwordRules.assertAcceptable(command.password, { email: found.user.email, name: found.user.name });
    const passwordHash = await this.hasher.hash(command.password);
    await this.uow.run(async (repos) => {
      const now = this.clock.now();
      const stored = await repos.oneTimeTokens.findByHash('password_reset', tokenHash);
      if (!stored || stored.usedAt || stored.expiresAt <= now || !(await repos.oneTimeTokens.consume(stored.id, now))) throw invalid();
      const user = await repos.users.findById(stored.subjectId);
      if (!user || user.disabledAt) throw invalid();
      await repos.users.setPasswordHash(user.id, passwordHash);
      await repos.oneTimeTokens.consumeAllFor('password_reset', user.id, now);
      // Ended, not only revoked: access tokens of those sessions stop working now, not when they expire
      // (first, while the sessions still count as live), then every refresh token left.
      await repos.refreshTokens.endSessions(user.id, { allBut: null }, now);
      await repos.refreshTokens.revokeAllForUser(user.id, now);
      // The link reached this mailbox, so the address is proven as a verification link would prove it.
      if (!user.emailVerifiedAt) await repos.users.markEmailVerified(user.id, now);
    });
    return { message: AuthServerMessages.passwordResetDone };
  }
}
